import { computeLine, computeTotals, toBig, toMoneyString } from '#shared/money/money.ts';
import type { DraftInput, InvoiceInput, InvoiceUpdateInput } from '#shared/documents/schemas.ts';
import { unitTakesDimensions, type LineUnit } from '#shared/documents/line-units.ts';
import { optionFigures } from '#shared/documents/quote-options.ts';
import { filledLineItems, isBlank, type GeneratorValues, type LineItemValues } from './form-values.ts';

/** What 'Generate Quote' and 'Generate Invoice' send (SPEC.md sections 3 and 9), typed by the shared input schemas. */

export interface LineItemPayload {
  id: string;
  description: string;
  unit: LineUnit;
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
  const useDimensions = item.useDimensions && unitTakesDimensions(item.unit);
  return {
    id: item.id,
    description: item.description.trim(),
    unit: item.unit,
    useDimensions,
    length: useDimensions ? numberOrNull(item.length) : null,
    width: useDimensions ? numberOrNull(item.width) : null,
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
    ...optionsPayload(values),
    ...photosPayload(values),
  };
}

/** Photos with their captions, in order, only when the quote has any (payloads without are unchanged). */
export function photosPayload(values: Pick<GeneratorValues, 'photos'>): Pick<DraftInput, 'photos'> {
  if (values.photos.length === 0) return {};
  return { photos: values.photos.map((photo) => ({ id: photo.id, caption: photo.caption.trim() })) };
}

/**
 * Options and add-ons, only when the quote has any (SPEC.md's payload is unchanged without):
 * each option's described lines and its total, which the server recomputes and checks.
 */
export function optionsPayload(values: Pick<GeneratorValues, 'lineItems' | 'options' | 'addOns' | 'discountRate' | 'depositPercentage'>): Pick<DraftInput, 'options' | 'addOns'> {
  if (values.options.length === 0 && values.addOns.length === 0) return {};
  const common = filledLineItems(values).map(lineItemPayload);
  const options = values.options.map((option) => {
    const lineItems = filledLineItems(option).map(lineItemPayload);
    const figures = optionFigures(common, lineItems, values);
    return { id: option.id, name: option.name.trim(), lineItems, total: figures.total, depositAmount: figures.depositAmount };
  });
  return { options, addOns: filledLineItems({ lineItems: values.addOns }).map(lineItemPayload) };
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

/**
 * 'Save Invoice' (PUT /api/invoices/{id}) and the replacement of a void-and-replace: the invoice's
 * content only; its kind, quote, payments and status are the server's.
 */
export function buildInvoiceUpdatePayload(values: GeneratorValues): InvoiceUpdateInput {
  const { status: _status, depositReceived: _received, draftId: _draft, ...content } = buildInvoicePayload(values, null);
  return content;
}
