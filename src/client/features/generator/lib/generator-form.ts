import { nanoid } from 'nanoid';
import { DEFAULT_TAX_RATE, computeLine, computeTotals, toBig, toMoneyString, type Totals } from '../../../../shared/money/money.ts';
import type { DraftInput, InvoiceInput } from '../../../../shared/documents/schemas.ts';
import { toDateInputValue } from '../../../../shared/dates/display-date.ts';

/**
 * The generator form's values, rules and payloads (SPEC.md sections 3, 5 and 9), kept apart from
 * React so they are tested on their own. Inputs hold what was typed (strings); figures come from
 * the shared money module only.
 */

export interface LineItemValues {
  id: string;
  description: string;
  useDimensions: boolean;
  length: string;
  width: string;
  quantity: string;
  rate: string;
}

export interface GeneratorValues {
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  projectTitle: string;
  issueDate: string;
  validUntil: string;
  discountRate: string;
  depositPercentage: string;
  lineItems: LineItemValues[];
}

export type GeneratorField = 'customerName' | 'projectTitle' | 'issueDate' | 'validUntil' | 'discountRate' | 'depositPercentage';
export type FieldErrors = Partial<Record<GeneratorField, string>>;

export const VALIDATION_MESSAGES = {
  customerName: 'Customer name is required',
  projectTitle: 'Project title is required',
  issueDate: 'Issue date is required',
  validUntil: 'Valid until date is required',
  discountRate: 'Discount must be a number from 0 to 100',
  depositPercentage: 'Deposit percentage must be a number from 0 to 100',
  lineItems: 'Please add at least one line item.',
} as const;

/** Field order: the first error is the one a toast names and focus goes to. */
export const FIELD_ORDER: readonly GeneratorField[] = ['customerName', 'projectTitle', 'issueDate', 'validUntil', 'discountRate', 'depositPercentage'];

export const AUTOSAVE_DELAY_MS = 2000;
const DEFAULT_VALIDITY_DAYS = 30;

/** A new item: quantity 1, rate 0, no dimensions (SPEC.md section 9). */
export function newLineItem(): LineItemValues {
  return { id: nanoid(), description: '', useDimensions: false, length: '', width: '', quantity: '1', rate: '0' };
}

export interface FormDefaults {
  quoteValidityDays?: number;
  defaultDepositPercentage?: number;
}

const addDays = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** An empty form: issue date today, valid until today + validity days, one blank item. */
export function emptyValues(today: Date, defaults: FormDefaults = {}): GeneratorValues {
  return {
    customerName: '',
    customerPhone: '',
    customerAddress: '',
    projectTitle: '',
    issueDate: toDateInputValue(today),
    validUntil: toDateInputValue(addDays(today, defaults.quoteValidityDays ?? DEFAULT_VALIDITY_DAYS)),
    discountRate: '0',
    depositPercentage: String(defaults.defaultDepositPercentage ?? 60),
    lineItems: [newLineItem()],
  };
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** '60.00' -> '60' so a loaded figure reads like a typed one. */
function numberText(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  const number = Number(text);
  return Number.isFinite(number) ? String(number) : '';
}

function lineFromDocument(value: unknown): LineItemValues | null {
  if (!isRecord(value)) return null;
  const useDimensions = value.useDimensions === true;
  return {
    id: typeof value.id === 'string' && value.id ? value.id : nanoid(),
    description: textOf(value.description),
    useDimensions,
    length: numberText(value.length),
    width: numberText(value.width),
    quantity: numberText(value.quantity) || '1',
    rate: numberText(value.rate) || '0',
  };
}

/**
 * Values of a saved draft, quote or invoice. The project title falls back to projectDescription
 * (SPEC.md section 3); missing dates take the defaults of a new form.
 */
export function valuesFromDocument(document: unknown, today: Date, defaults: FormDefaults = {}): GeneratorValues {
  const empty = emptyValues(today, defaults);
  if (!isRecord(document)) return empty;
  const lines = Array.isArray(document.lineItems) ? document.lineItems.map(lineFromDocument).filter((line): line is LineItemValues => line !== null) : [];
  return {
    customerName: textOf(document.customerName),
    customerPhone: textOf(document.customerPhone),
    customerAddress: textOf(document.customerAddress),
    projectTitle: textOf(document.projectTitle) || textOf(document.projectDescription),
    issueDate: textOf(document.issueDate).slice(0, 10) || empty.issueDate,
    validUntil: textOf(document.validUntil).slice(0, 10) || empty.validUntil,
    discountRate: numberText(document.discountRate) || '0',
    depositPercentage: numberText(document.depositPercentage) || empty.depositPercentage,
    lineItems: lines.length > 0 ? lines : [newLineItem()],
  };
}

const isBlank = (text: string): boolean => text.trim() === '';

function percentInRange(text: string): boolean {
  if (isBlank(text)) return true;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 && number <= 100;
}

/** Items with a blank description are dropped from every payload. */
export function filledLineItems(values: Pick<GeneratorValues, 'lineItems'>): LineItemValues[] {
  return values.lineItems.filter((item) => !isBlank(item.description));
}

export interface ValidationResult {
  fieldErrors: FieldErrors;
  /** 'Please add at least one line item.' when no item has a description. */
  lineItemsError: string | null;
  valid: boolean;
}

export function validateValues(values: GeneratorValues): ValidationResult {
  const fieldErrors: FieldErrors = {};
  if (isBlank(values.customerName)) fieldErrors.customerName = VALIDATION_MESSAGES.customerName;
  if (isBlank(values.projectTitle)) fieldErrors.projectTitle = VALIDATION_MESSAGES.projectTitle;
  if (isBlank(values.issueDate)) fieldErrors.issueDate = VALIDATION_MESSAGES.issueDate;
  if (isBlank(values.validUntil)) fieldErrors.validUntil = VALIDATION_MESSAGES.validUntil;
  if (!percentInRange(values.discountRate)) fieldErrors.discountRate = VALIDATION_MESSAGES.discountRate;
  if (!percentInRange(values.depositPercentage)) fieldErrors.depositPercentage = VALIDATION_MESSAGES.depositPercentage;
  const lineItemsError = filledLineItems(values).length === 0 ? VALIDATION_MESSAGES.lineItems : null;
  return { fieldErrors, lineItemsError, valid: Object.keys(fieldErrors).length === 0 && lineItemsError === null };
}

/** The first message to toast, in the order the fields appear. */
export function firstError(result: ValidationResult): string | null {
  for (const field of FIELD_ORDER) {
    const message = result.fieldErrors[field];
    if (message) return message;
  }
  return result.lineItemsError;
}

/**
 * The live Total Summary, from the shared money module. It counts every item on screen, also one
 * whose description is not typed yet, so figures react as soon as they are entered.
 */
export function totalsOf(values: Pick<GeneratorValues, 'lineItems' | 'discountRate' | 'depositPercentage'>): Totals {
  return computeTotals({ lineItems: values.lineItems, discountRate: values.discountRate, depositPercentage: values.depositPercentage });
}

export function lineTotalOf(item: LineItemValues): { quantity: string; amount: string } {
  const line = computeLine(item);
  return { quantity: line.quantity, amount: line.amount };
}

export interface LineItemPayload {
  id: string;
  description: string;
  useDimensions: boolean;
  length: number | null;
  width: number | null;
  quantity: number;
  rate: string;
  amount: string;
}

const numberOrNull = (text: string): number | null => (isBlank(text) ? null : Number(toBig(text).toString()));

export function lineItemPayload(item: LineItemValues): LineItemPayload {
  const line = computeLine(item);
  return {
    id: item.id,
    description: item.description.trim(),
    useDimensions: item.useDimensions,
    length: item.useDimensions ? numberOrNull(item.length) : null,
    width: item.useDimensions ? numberOrNull(item.width) : null,
    quantity: Number(line.quantity),
    rate: line.rate,
    amount: line.amount,
  };
}

const orNull = (text: string): string | null => (isBlank(text) ? null : text.trim());
const percentText = (text: string): string => toMoneyString(text);

/**
 * 'Generate Quote' (POST or PUT /api/drafts): SPEC.md's quote payload, money as 2-decimal
 * strings, plus depositPercentage, which the server needs to recompute the deposit.
 */
export function buildQuotePayload(values: GeneratorValues): DraftInput & { depositPercentage: string } {
  const lineItems = filledLineItems(values).map(lineItemPayload);
  const totals = computeTotals({ lineItems, discountRate: values.discountRate, depositPercentage: values.depositPercentage });
  return {
    type: 'quote',
    customerName: values.customerName.trim(),
    customerPhone: orNull(values.customerPhone),
    customerAddress: orNull(values.customerAddress),
    projectTitle: values.projectTitle.trim(),
    issueDate: values.issueDate,
    validUntil: values.validUntil,
    lineItems,
    subtotal: totals.subtotal,
    total: totals.total,
    balanceDue: totals.balanceDue,
    discountRate: totals.discountRate,
    depositAmount: totals.depositAmount,
    depositPaid: '0.00',
    depositPercentage: percentText(totals.depositPercentage),
  };
}

/** 'Generate Invoice' (POST /api/invoices): status unpaid, nothing received yet. */
export function buildInvoicePayload(values: GeneratorValues, draftId: string | null): InvoiceInput {
  const quote = buildQuotePayload(values);
  const payload: InvoiceInput = {
    customerName: quote.customerName as string,
    customerPhone: quote.customerPhone,
    customerAddress: quote.customerAddress,
    projectTitle: quote.projectTitle as string,
    issueDate: quote.issueDate,
    lineItems: quote.lineItems,
    subtotal: quote.subtotal,
    total: quote.total,
    balanceDue: quote.balanceDue,
    depositReceived: '0.00',
    depositAmount: quote.depositAmount,
    status: 'unpaid',
    discountRate: quote.discountRate,
    depositPercentage: quote.depositPercentage,
  };
  if (draftId) payload.draftId = draftId;
  return payload;
}

export type AutosavePayload = Record<string, unknown> & { type: 'quote'; taxRate: string };

const AUTOSAVE_TEXT_FIELDS = ['customerName', 'customerPhone', 'customerAddress', 'projectTitle', 'issueDate', 'validUntil', 'discountRate', 'depositPercentage'] as const;

/**
 * The autosave payload: type 'quote', the non-empty form fields, taxRate as a string, and the
 * items that have a description (SPEC.md leaves items out; without them a reload would lose them).
 */
export function buildAutosavePayload(values: GeneratorValues): AutosavePayload {
  const payload: AutosavePayload = { type: 'quote', taxRate: DEFAULT_TAX_RATE };
  for (const field of AUTOSAVE_TEXT_FIELDS) {
    const text = values[field].trim();
    if (text !== '') payload[field] = text;
  }
  const lineItems = filledLineItems(values).map(lineItemPayload);
  if (lineItems.length > 0) payload.lineItems = lineItems;
  return payload;
}

/**
 * Whether autosave has anything worth a draft: a field a person typed. The dates, discount and
 * deposit start filled in, so they alone never create a draft.
 */
export function hasAutosaveContent(values: GeneratorValues): boolean {
  if ([values.customerName, values.customerPhone, values.customerAddress, values.projectTitle].some((text) => !isBlank(text))) return true;
  return values.lineItems.some((item) => !isBlank(item.description));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function samePayload(a: AutosavePayload | null, b: AutosavePayload | null): boolean {
  return same(a, b);
}

/**
 * PUT /api/drafts/{id} sends what changed since the last save. A field emptied since then is sent
 * as '' (no items as []), so the server clears it instead of keeping the old value.
 */
export function changedFields(previous: AutosavePayload | null, next: AutosavePayload): Record<string, unknown> {
  if (previous === null) return { ...next };
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) if (!same(previous[key], value)) changes[key] = value;
  for (const key of Object.keys(previous)) if (!(key in next)) changes[key] = key === 'lineItems' ? [] : '';
  return changes;
}
