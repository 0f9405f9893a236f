import { createHash } from 'node:crypto';
import { nanoid } from 'nanoid';
import { MAX_FIGURE, computeLine, computeTotals, exceedsMaxFigure, formatMoney, moneyEquals, toBig, type Totals } from '#shared/money/money.ts';
import type { LineItem, LineItemInput } from '#shared/documents/schemas.ts';
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
export function normalizeLineItems(items: readonly ParsedLineItem[], options: { dropBlank: boolean }): LineItem[] {
  const kept = options.dropBlank ? items.filter((item) => item.description.trim() !== '') : items;
  return kept.map((item, index) => {
    const unit = lineUnitOf(item);
    // Only a sq ft line is measured; length and width sent with another unit are kept as notes
    // of the line, never multiplied.
    const useDimensions = item.useDimensions && unitTakesDimensions(unit);
    const line = computeLine({ ...item, unit, useDimensions });
    if (exceedsMaxFigure(line.quantity)) throw figureTooLarge(`lineItems.${index}.quantity`, useDimensions ? 'the area (length x width)' : 'the quantity');
    if (exceedsMaxFigure(line.amount)) throw figureTooLarge(`lineItems.${index}.amount`, 'the line total (quantity x rate)');
    const sent = item.amount ?? item.total;
    if (sent !== null && sent !== undefined && !moneyEquals(sent, line.amount)) {
      throw new AppError('bad_request', `lineItems.${index}.amount: ${sent} does not match quantity x rate (${line.amount})`);
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
export function checkClientFigures(input: ContentInput, totals: Totals): void {
  const pairs: [keyof ContentInput & keyof Totals, number | null | undefined][] = [
    ['subtotal', input.subtotal],
    ['total', input.total],
    ['depositAmount', input.depositAmount],
    ['balanceDue', input.balanceDue],
  ];
  for (const [field, sent] of pairs) {
    if (sent !== null && sent !== undefined && !moneyEquals(sent, totals[field])) {
      throw new AppError('bad_request', `${field}: ${sent} does not match the line items (expected ${totals[field]})`);
    }
  }
}

/** Many lines under the limit can still add up to a subtotal over it. */
export function checkFigureLimits(totals: Totals): void {
  const fields = ['subtotal', 'discountAmount', 'total', 'depositAmount', 'balanceDue'] as const;
  for (const field of fields) {
    if (exceedsMaxFigure(totals[field])) throw figureTooLarge(field, `the ${field}`);
  }
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
  notes: string | null;
  totals: Totals;
}

export function buildDocumentContent(input: ContentInput, options: { dropBlankItems: boolean }): DocumentContent {
  const lineItems = normalizeLineItems(input.lineItems ?? [], { dropBlank: options.dropBlankItems });
  const totals = computeTotals({ lineItems, discountRate: input.discountRate ?? 0, depositPercentage: input.depositPercentage ?? 0 });
  checkFigureLimits(totals);
  checkClientFigures(input, totals);
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
    notes: blankToNull(input.notes),
    totals,
  };
}

/** Identical content gives the same hash: what "posted twice" means for the 409. Ids and dates of saving do not count. */
export function contentHash(kind: string, content: DocumentContent): string {
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
    // A sq ft line hashes as it did before units existed, so stored hashes still match.
    content.lineItems.map((item) => {
      const unit = lineUnitOf(item);
      const figures = [item.description, item.useDimensions, item.length, item.width, item.quantity, item.rate];
      return unit === 'sqft' ? figures : [...figures, unit];
    }),
    content.totals.discountRate,
    content.totals.depositPercentage,
    content.notes,
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
