import { createHash } from 'node:crypto';
import { nanoid } from 'nanoid';
import { MAX_FIGURE, computeLine, computeTotals, exceedsMaxFigure, formatMoney, moneyEquals, toBig, type Totals } from '#shared/money/money.ts';
import type { LineItem, LineItemInput, QuoteOption } from '#shared/documents/schemas.ts';
import { MIN_OPTIONS, optionFigures } from '#shared/documents/quote-options.ts';
import { lineUnitOf, unitTakesDimensions, type LineUnit } from '#shared/documents/line-units.ts';
import { AppError } from '#shared/errors/app-error.ts';

interface ContentInput {
  customerName?: string | null;
  customerEmail?: string | null;
  customerPhone?: string | null;
  customerAddress?: string | null;
  projectTitle?: string | null;
  projectDescription?: string | null;
  issueDate?: string | null;
  validUntil?: string | null;
  lineItems?: readonly ParsedLineItem[];
  options?: readonly ParsedOption[];
  addOns?: readonly ParsedLineItem[];
  discountRate?: number | null;
  depositPercentage?: number | null;
  notes?: string | null;
  subtotal?: number | null;
  total?: number | null;
  balanceDue?: number | null;
  depositAmount?: number | null;
}

type ParsedLineItem = Omit<LineItemInput, 'unit' | 'length' | 'width' | 'quantity' | 'rate' | 'amount' | 'total'> & {
  description: string;
  unit?: LineUnit;
  useDimensions: boolean;
  length?: number | null;
  width?: number | null;
  quantity?: number | null;
  rate?: number | null;
  amount?: number | null;
  total?: number | null;
};

interface ParsedOption {
  id?: string;
  name: string;
  lineItems: readonly ParsedLineItem[];
  subtotal?: number | null;
  total?: number | null;
  balanceDue?: number | null;
  depositAmount?: number | null;
}

export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const toFeet = (value: number | null | undefined): number | null => (value == null ? null : Number(toBig(value).round(2).toString()));

/** A 400 naming the field whose figure will not fit the numeric(12,2) columns (money.ts MAX_FIGURE). */
function figureTooLarge(field: string, what: string): AppError {
  return new AppError('bad_request', `${field}: ${what} is over ${formatMoney(MAX_FIGURE)}, the largest figure a document can hold`);
}

/** Line items as stored: figures recomputed by the money module, a line total sent by the client checked. */
export function normalizeLineItems(items: readonly ParsedLineItem[], options: { dropBlank: boolean; path?: string }): LineItem[] {
  const path = options.path ?? 'lineItems';
  const kept = options.dropBlank ? items.filter((item) => item.description.trim() !== '') : items;
  return kept.map((item, index) => {
    const unit = lineUnitOf(item);
    // Only a sq ft line is measured; length and width sent with another unit are kept as notes
    // of the line, never multiplied.
    const useDimensions = item.useDimensions && unitTakesDimensions(unit);
    const line = computeLine({ ...item, unit, useDimensions });
    if (exceedsMaxFigure(line.quantity)) throw figureTooLarge(`${path}.${index}.quantity`, useDimensions ? 'the area (length x width)' : 'the quantity');
    if (exceedsMaxFigure(line.amount)) throw figureTooLarge(`${path}.${index}.amount`, 'the line total (quantity x rate)');
    const sent = item.amount ?? item.total;
    if (sent !== null && sent !== undefined && !moneyEquals(sent, line.amount)) {
      throw new AppError('bad_request', `${path}.${index}.amount: ${sent} does not match quantity x rate (${line.amount})`);
    }
    return {
      id: item.id && item.id.length > 0 ? item.id : nanoid(),
      description: item.description.trim(),
      unit,
      useDimensions,
      length: useDimensions ? toFeet(item.length ?? 0) : toFeet(item.length),
      width: useDimensions ? toFeet(item.width ?? 0) : toFeet(item.width),
      quantity: Number(line.quantity),
      rate: Number(line.rate),
      amount: line.amount,
    };
  });
}

/** Figures a client sent are compared with ours; a mismatch is refused rather than stored. */
export function checkClientFigures(input: Pick<ContentInput, 'subtotal' | 'total' | 'depositAmount' | 'balanceDue'>, totals: Pick<Totals, 'subtotal' | 'total' | 'depositAmount' | 'balanceDue'>, path = ''): void {
  const pairs: ['subtotal' | 'total' | 'depositAmount' | 'balanceDue', number | null | undefined][] = [
    ['subtotal', input.subtotal],
    ['total', input.total],
    ['depositAmount', input.depositAmount],
    ['balanceDue', input.balanceDue],
  ];
  for (const [field, sent] of pairs) {
    if (sent !== null && sent !== undefined && !moneyEquals(sent, totals[field])) {
      throw new AppError('bad_request', `${path}${field}: ${sent} does not match the line items (expected ${totals[field]})`);
    }
  }
}

/** Many lines under the limit can still add up to a subtotal over it. */
export function checkFigureLimits(totals: Pick<Totals, 'subtotal' | 'discountAmount' | 'total' | 'depositAmount' | 'balanceDue'>, path = ''): void {
  const fields = ['subtotal', 'discountAmount', 'total', 'depositAmount', 'balanceDue'] as const;
  for (const field of fields) {
    if (exceedsMaxFigure(totals[field])) throw figureTooLarge(`${path}${field}`, `the ${field}`);
  }
}

/** Ids a customer's choice names must each mean one thing. */
function refuseRepeatedIds(ids: readonly string[], path: string): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) throw new AppError('bad_request', `${path}.${index}.id: "${id}" is used twice`);
    seen.add(id);
  });
}

/**
 * Options as stored: each option's lines normalised like the document's, its figures those of the
 * document's lines (in every option) plus its own, recomputed here; figures a client sent checked.
 * Add-ons are lines; they join an option's figures only when a customer ticks them.
 */
function normalizeOptions(input: ContentInput, commonLines: readonly LineItem[], dropBlank: boolean): { options: QuoteOption[]; addOns: LineItem[] } {
  const rates = { discountRate: input.discountRate ?? 0, depositPercentage: input.depositPercentage ?? 0 };
  const options = (input.options ?? []).map((option, index): QuoteOption => {
    const path = `options.${index}.`;
    const lineItems = normalizeLineItems(option.lineItems, { dropBlank, path: `${path}lineItems` });
    const figures = optionFigures(commonLines, lineItems, rates);
    checkFigureLimits(figures, path);
    checkClientFigures(option, figures, path);
    return { id: option.id && option.id.length > 0 ? option.id : nanoid(), name: option.name.trim(), lineItems, ...figures };
  });
  refuseRepeatedIds(options.map((option) => option.id), 'options');
  const addOns = normalizeLineItems(input.addOns ?? [], { dropBlank, path: 'addOns' });
  refuseRepeatedIds(addOns.map((addOn) => addOn.id), 'addOns');
  // The dearest choice (every add-on ticked) must fit the columns too.
  for (const [index, option] of options.entries()) checkFigureLimits(optionFigures(commonLines, option.lineItems, rates, addOns), `options.${index}.`);
  return { options, addOns };
}

export interface DocumentContent {
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  customerAddress: string | null;
  projectTitle: string | null;
  projectDescription: string | null;
  issueDate: string | null;
  validUntil: string | null;
  lineItems: LineItem[];
  /** Two or three options once issued, or none (quote-options.ts). */
  options: QuoteOption[];
  addOns: LineItem[];
  notes: string | null;
  totals: Totals;
}

export function buildDocumentContent(input: ContentInput, options: { dropBlankItems: boolean }): DocumentContent {
  const lineItems = normalizeLineItems(input.lineItems ?? [], { dropBlank: options.dropBlankItems });
  const totals = computeTotals({ lineItems, discountRate: input.discountRate ?? 0, depositPercentage: input.depositPercentage ?? 0 });
  checkFigureLimits(totals);
  checkClientFigures(input, totals);
  const offer = normalizeOptions(input, lineItems, options.dropBlankItems);
  return {
    customerName: blankToNull(input.customerName),
    customerEmail: blankToNull(input.customerEmail)?.toLowerCase() ?? null,
    customerPhone: blankToNull(input.customerPhone),
    customerAddress: blankToNull(input.customerAddress),
    projectTitle: blankToNull(input.projectTitle),
    projectDescription: blankToNull(input.projectDescription),
    issueDate: blankToNull(input.issueDate),
    validUntil: blankToNull(input.validUntil),
    lineItems,
    options: offer.options,
    addOns: offer.addOns,
    notes: blankToNull(input.notes),
    totals,
  };
}

// A sq ft line hashes as it did before units existed, so stored hashes still match.
const lineFiguresForHash = (items: readonly LineItem[]) =>
  items.map((item) => {
    const unit = lineUnitOf(item);
    const figures = [item.description, item.useDimensions, item.length, item.width, item.quantity, item.rate];
    return unit === 'sqft' ? figures : [...figures, unit];
  });

/**
 * Identical content gives the same hash: what "posted twice" means for the 409. Ids and dates of
 * saving do not count; photos (which photo, its caption, the order) do.
 */
export function contentHash(kind: string, content: DocumentContent, photos: readonly { id: string; caption: string }[] = []): string {
  const canonical = JSON.stringify([
    kind,
    content.customerName,
    content.customerEmail,
    content.customerPhone,
    content.customerAddress,
    content.projectTitle,
    content.projectDescription,
    content.issueDate,
    content.validUntil,
    lineFiguresForHash(content.lineItems),
    content.totals.discountRate,
    content.totals.depositPercentage,
    content.notes,
    // Only when there are any, so the hashes of documents without options stay as they were.
    ...(content.options.length > 0 || content.addOns.length > 0 ? [content.options.map((option) => [option.name, lineFiguresForHash(option.lineItems)]), lineFiguresForHash(content.addOns)] : []),
    // The same for photos: documents without any hash as they did before photos existed.
    ...(photos.length > 0 ? [{ photos: photos.map((photo) => [photo.id, photo.caption]) }] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Searched text: fields joined by a separator no query can contain, so matches never span two fields. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.toLowerCase())
    .join('\u001f');
}

export function requireDescribedItems(items: readonly LineItem[]): void {
  if (items.length === 0) throw new AppError('bad_request', 'Please add at least one line item.');
}

/**
 * What an issued quote must hold: at least one line, or two or three named options with at least
 * one line each (the quote's own lines are then those in every option, maybe none). Add-ons are
 * offered with options only: they are ticked beside the option chosen.
 */
export function requireOfferableContent(content: DocumentContent): void {
  if (content.options.length === 0) {
    if (content.addOns.length > 0) throw new AppError('bad_request', 'addOns: add-ons are offered with options; add two or three options, or make the add-ons line items');
    requireDescribedItems(content.lineItems);
    return;
  }
  if (content.options.length < MIN_OPTIONS) throw new AppError('bad_request', 'options: a quote offers two or three options, or none');
  content.options.forEach((option, index) => {
    if (option.name === '') throw new AppError('bad_request', `options.${index}.name: please name the option (e.g. "Better: full flake")`);
    if (option.lineItems.length === 0) throw new AppError('bad_request', `options.${index}.lineItems: option "${option.name}" needs at least one line item`);
  });
}

/** The option columns of drafts and quotes (invoices have none). */
export function storedOptions(content: DocumentContent) {
  return { options: content.options, addOns: content.addOns };
}

/** The columns drafts, quotes and invoices share: contact details, items and every figure. */
export function storedFigures(content: DocumentContent) {
  const { totals } = content;
  return {
    customerEmail: content.customerEmail,
    customerPhone: content.customerPhone,
    customerAddress: content.customerAddress,
    lineItems: content.lineItems,
    notes: content.notes,
    discountRate: totals.discountRate,
    depositPercentage: totals.depositPercentage,
    subtotal: totals.subtotal,
    discountAmount: totals.discountAmount,
    total: totals.total,
    depositAmount: totals.depositAmount,
    balanceDue: totals.balanceDue,
  };
}
