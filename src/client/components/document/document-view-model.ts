/**
 * The shape the document view prints, read leniently from a draft, a quote, an invoice or the
 * frozen snapshot a signing link serves: each of those names its fields a little differently
 * (quoteNumber or invoiceNumber; a line total as amount or total).
 */

import { lineUnitOf, type LineUnit } from '#shared/documents/line-units.ts';

export type DocumentKind = 'quote' | 'invoice';

export interface DocumentViewLine {
  id: string;
  description: string;
  unit: LineUnit;
  useDimensions: boolean;
  length: string | null;
  width: string | null;
  quantity: string;
  rate: string;
  amount: string;
}

/** One option of a quote (shared/documents/quote-options.ts): its own lines and figures. */
export interface DocumentViewOption {
  id: string;
  name: string;
  lineItems: DocumentViewLine[];
  subtotal: string;
  discountAmount: string;
  total: string;
  depositAmount: string;
  balanceDue: string;
}

/** What the customer chose when signing a quote with options. */
export interface DocumentViewChoice {
  optionId: string;
  optionName: string;
  addOnIds: string[];
  addOns: { id: string; description: string; amount: string }[];
}

export interface DocumentViewData {
  number: string | null;
  issueDate: string | null;
  validUntil: string | null;
  dueDate: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerAddress: string | null;
  customerEmail: string | null;
  projectTitle: string | null;
  notes: string | null;
  lineItems: DocumentViewLine[];
  subtotal: string;
  discountRate: string;
  depositPercentage: string;
  discountAmount: string;
  total: string;
  depositAmount: string;
  balanceDue: string;
  depositReceived: string | null;
  /** An invoice's payments so far; an invoice paper from before payments existed reads its deposit received. */
  amountPaid: string;
  /** standard, deposit or final (invoices). */
  invoiceKind: string | null;
  /** A final invoice's quote lines: the scope of work, not summed again. */
  scopeItems: DocumentViewLine[];
  voidReason: string | null;
  status: string | null;
  customerSignature: string | null;
  signedAt: string | null;
  signedName: string | null;
  createdAt: string | null;
  /** Two or three options, or none; add-ons the customer may tick; the choice once signed. */
  options: DocumentViewOption[];
  addOns: DocumentViewLine[];
  choice: DocumentViewChoice | null;
  /** Site photos of a quote, in the order shown (issue 15 item 5). */
  photos: DocumentViewPhoto[];
}

export interface DocumentViewPhoto {
  id: string;
  caption: string;
  width: number | null;
  height: number | null;
}

function toPhoto(value: unknown): DocumentViewPhoto | null {
  if (!isRecord(value)) return null;
  const id = text(value, 'id');
  if (!id) return null;
  const size = (key: string): number | null => (typeof value[key] === 'number' && Number.isFinite(value[key]) && (value[key] as number) > 0 ? (value[key] as number) : null);
  return { id, caption: text(value, 'caption') ?? '', width: size('width'), height: size('height') };
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(source: Loose, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

const figure = (source: Loose, ...keys: string[]): string => text(source, ...keys) ?? '0';

function toLine(value: unknown, index: number): DocumentViewLine | null {
  if (!isRecord(value)) return null;
  return {
    id: text(value, 'id') ?? `line-${index}`,
    description: text(value, 'description') ?? '',
    unit: lineUnitOf(value),
    useDimensions: value.useDimensions === true,
    length: text(value, 'length'),
    width: text(value, 'width'),
    quantity: figure(value, 'quantity'),
    rate: figure(value, 'rate'),
    amount: figure(value, 'amount', 'total'),
  };
}

const described = (values: unknown[]): DocumentViewLine[] => values.map(toLine).filter((line): line is DocumentViewLine => line !== null && line.description.trim() !== '');

function toOption(value: unknown, index: number): DocumentViewOption | null {
  if (!isRecord(value)) return null;
  return {
    id: text(value, 'id') ?? `option-${index}`,
    name: text(value, 'name') ?? `Option ${index + 1}`,
    lineItems: described(Array.isArray(value.lineItems) ? value.lineItems : []),
    subtotal: figure(value, 'subtotal'),
    discountAmount: figure(value, 'discountAmount'),
    total: figure(value, 'total'),
    depositAmount: figure(value, 'depositAmount'),
    balanceDue: figure(value, 'balanceDue'),
  };
}

function toChoice(value: unknown): DocumentViewChoice | null {
  if (!isRecord(value) || typeof value.optionId !== 'string') return null;
  const addOns = Array.isArray(value.addOns) ? value.addOns.filter(isRecord) : [];
  return {
    optionId: value.optionId,
    optionName: text(value, 'optionName') ?? '',
    addOnIds: Array.isArray(value.addOnIds) ? value.addOnIds.filter((id): id is string => typeof id === 'string') : [],
    addOns: addOns.map((addOn) => ({ id: text(addOn, 'id') ?? '', description: text(addOn, 'description') ?? '', amount: figure(addOn, 'amount') })),
  };
}

export function toDocumentViewData(document: unknown): DocumentViewData {
  const source: Loose = isRecord(document) ? document : {};
  const lines = Array.isArray(source.lineItems) ? source.lineItems : [];
  const scope = Array.isArray(source.scopeItems) ? source.scopeItems : [];
  return {
    number: text(source, 'quoteNumber', 'invoiceNumber', 'number'),
    issueDate: text(source, 'issueDate'),
    validUntil: text(source, 'validUntil'),
    dueDate: text(source, 'dueDate'),
    customerName: text(source, 'customerName'),
    customerPhone: text(source, 'customerPhone'),
    customerAddress: text(source, 'customerAddress'),
    customerEmail: text(source, 'customerEmail'),
    projectTitle: text(source, 'projectTitle', 'projectDescription'),
    notes: text(source, 'notes'),
    lineItems: lines.map(toLine).filter((line): line is DocumentViewLine => line !== null && line.description.trim() !== ''),
    subtotal: figure(source, 'subtotal'),
    discountRate: figure(source, 'discountRate'),
    depositPercentage: figure(source, 'depositPercentage'),
    discountAmount: figure(source, 'discountAmount'),
    total: figure(source, 'total'),
    depositAmount: figure(source, 'depositAmount'),
    balanceDue: figure(source, 'balanceDue'),
    depositReceived: text(source, 'depositReceived'),
    amountPaid: figure(source, 'amountPaid', 'depositReceived'),
    invoiceKind: text(source, 'kind'),
    scopeItems: scope.map(toLine).filter((line): line is DocumentViewLine => line !== null && line.description.trim() !== ''),
    voidReason: text(source, 'voidReason'),
    status: text(source, 'status'),
    customerSignature: text(source, 'customerSignature'),
    signedAt: text(source, 'signedAt'),
    signedName: text(source, 'signedName'),
    createdAt: text(source, 'createdAt'),
    options: (Array.isArray(source.options) ? source.options : []).map(toOption).filter((option): option is DocumentViewOption => option !== null),
    addOns: described(Array.isArray(source.addOns) ? source.addOns : []),
    choice: toChoice(source.choice),
    photos: (Array.isArray(source.photos) ? source.photos : []).map(toPhoto).filter((photo): photo is DocumentViewPhoto => photo !== null),
  };
}
