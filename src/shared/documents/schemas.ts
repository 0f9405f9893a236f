import { z } from 'zod';
import { DEFAULT_LINE_UNIT, LINE_UNITS } from './line-units.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';
import { MAX_ADD_ONS, MAX_OPTIONS } from './quote-options.ts';
import { MAX_PHOTO_CAPTION, MAX_PHOTOS_PER_QUOTE } from '#shared/photos/photo-limits.ts';

export const lineUnitSchema = z.enum(LINE_UNITS).describe('sqft (default; length x width with dimensions), lf (linear feet), each, flat (quantity 1)');

/**
 * One contract for client and server: request bodies are parsed with these schemas on the server
 * (and in the form), answers are typed by them.
 */

const MAX_TEXT = 2000;

/**
 * A plain decimal as people type it: digits with an optional point, maybe negative (refused later
 * with "must be 0 or more"). "$", thousands commas, "%" and spaces are dropped first, as before.
 * Number() alone would also take "0x10" (16), "0b1", "1e3" and "Infinity": a person never means those.
 */
const PLAIN_DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/** A number or a numeric string, as forms and the AI send them; blank means 0. */
export const numberish = z.union([z.number(), z.string().max(40)]).transform((value, ctx) => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be a finite number' });
      return z.NEVER;
    }
    return value;
  }
  const text = value.trim().replace(/[$,%\s]/g, '');
  if (text === '') return 0;
  if (!PLAIN_DECIMAL.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'must be a plain number like 12.50' });
    return z.NEVER;
  }
  return Number(text);
});

/**
 * Dates a document may carry: real calendar days (no 2026-02-30, no month 13) in the years
 * 1900 to 2999. PostgreSQL would take far more (4713 BC on), but a quote dated in year 0 or 9999
 * is a typo, and the range keeps "valid until = issue date + validity days" inside it too.
 */
export const MIN_DOCUMENT_YEAR = 1900;
export const MAX_DOCUMENT_YEAR = 2999;

export function isDocumentDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_DOCUMENT_YEAR || year > MAX_DOCUMENT_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const nonNegative = (max: number) => numberish.pipe(z.number().min(0, 'must be 0 or more').max(max, `must be at most ${max}`));
const percent = nonNegative(100);
const amount = nonNegative(1_000_000_000);
const optionalText = (max = MAX_TEXT) => z.string().max(max).nullish();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31')
  .refine(isDocumentDate, `must be a real calendar date between ${MIN_DOCUMENT_YEAR} and ${MAX_DOCUMENT_YEAR}`);

export const lineItemInputSchema = z.object({
  id: z.string().max(64).optional(),
  description: z.string().max(MAX_TEXT).default(''),
  /** Optional so SPEC.md's payloads keep working: a line sent without one is priced per sq ft. */
  unit: lineUnitSchema.default(DEFAULT_LINE_UNIT),
  useDimensions: z.boolean().default(false),
  length: amount.nullish(),
  width: amount.nullish(),
  quantity: amount.nullish(),
  rate: amount.nullish(),
  /** Line total sent by a client: checked against the recomputed one, never stored as given. */
  amount: amount.nullish(),
  total: amount.nullish(),
});
export type LineItemInput = z.input<typeof lineItemInputSchema>;

/** Figures a client may send; the server recomputes them and refuses a mismatch. */
const clientFigures = {
  subtotal: amount.nullish(),
  total: amount.nullish(),
  balanceDue: amount.nullish(),
  depositAmount: amount.nullish(),
};

const documentFields = {
  customerName: optionalText(200),
  customerEmail: z.union([z.literal(''), z.email('must be a valid e-mail address').max(254)]).nullish(),
  customerPhone: optionalText(40),
  customerAddress: optionalText(500),
  projectTitle: optionalText(300),
  projectDescription: optionalText(),
  issueDate: z.union([z.literal(''), isoDate]).nullish(),
  validUntil: z.union([z.literal(''), isoDate]).nullish(),
  lineItems: z.array(lineItemInputSchema).max(200, 'at most 200 line items').optional(),
  discountRate: percent.nullish(),
  depositPercentage: percent.nullish(),
  depositPaid: amount.nullish(),
  taxRate: percent.nullish(),
  notes: optionalText(5000),
};

/**
 * One option of a quote (quote-options.ts): a name and its own lines. Figures a client sends are
 * checked against the recomputed ones, as the document's own are.
 */
export const quoteOptionInputSchema = z.object({
  id: z.string().max(64).optional(),
  name: z.string().max(200).default(''),
  lineItems: z.array(lineItemInputSchema).max(100, 'at most 100 line items per option').default([]),
  ...clientFigures,
});
export type QuoteOptionInput = z.input<typeof quoteOptionInputSchema>;

/** Options and add-ons: optional, so SPEC.md's payloads (without them) keep working exactly as before. */
const optionFields = {
  options: z.array(quoteOptionInputSchema).max(MAX_OPTIONS, `at most ${MAX_OPTIONS} options`).optional(),
  addOns: z.array(lineItemInputSchema).max(MAX_ADD_ONS, `at most ${MAX_ADD_ONS} add-ons`).optional(),
};

/**
 * A site photo on a quote (issue 15 item 5): one uploaded with POST /api/photos, named by its id,
 * with a caption. The list's order is the order the photos are shown in.
 */
export const photoRefInputSchema = z.object({
  id: z.uuid('is not a photo id'),
  caption: z.string().max(MAX_PHOTO_CAPTION, `must be at most ${MAX_PHOTO_CAPTION} characters`).default(''),
});
export type PhotoRefInput = z.input<typeof photoRefInputSchema>;

/** Photos: optional, so payloads without them keep working exactly as before. */
const photoFields = {
  photos: z.array(photoRefInputSchema).max(MAX_PHOTOS_PER_QUOTE, `at most ${MAX_PHOTOS_PER_QUOTE} photos per quote`).optional(),
};

/** POST /api/drafts and PUT /api/drafts/{id}: every field optional, autosave sends what it has. */
export const draftInputSchema = z.object({
  type: z.enum(['quote', 'invoice']).default('quote'),
  ...documentFields,
  ...optionFields,
  ...photoFields,
  ...clientFigures,
});
export type DraftInput = z.input<typeof draftInputSchema>;
export type ParsedDraftInput = z.output<typeof draftInputSchema>;

const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(300);

/** POST /api/quotes: an issued quote needs a customer and a project. */
export const quoteInputSchema = z.object({
  ...documentFields,
  ...optionFields,
  ...photoFields,
  ...clientFigures,
  type: z.literal('quote').optional(),
  customerName: required('customerName'),
  projectTitle: required('projectTitle'),
  /** The draft this quote was issued from, if any: it leaves the drafts list. */
  draftId: z.uuid().optional(),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type ParsedQuoteInput = z.output<typeof quoteInputSchema>;

/** POST /api/invoices. */
export const invoiceInputSchema = z.object({
  ...documentFields,
  ...clientFigures,
  customerName: required('customerName'),
  projectTitle: required('projectTitle'),
  depositReceived: amount.nullish(),
  status: z.enum(['unpaid', 'paid']).default('unpaid'),
  dueDate: z.union([z.literal(''), isoDate]).nullish(),
  quoteId: z.uuid().optional(),
  draftId: z.uuid().optional(),
});
export type InvoiceInput = z.input<typeof invoiceInputSchema>;
/** An invoice request as parsed (what the server's services take). */
export type InvoiceData = z.output<typeof invoiceInputSchema>;

export const invoiceStatusInputSchema = z.object({ status: z.enum(['unpaid', 'paid']) });

/**
 * PUT /api/invoices/{id}: an unpaid invoice edited in place (same number, figures recomputed).
 * Its kind, quote and status are not the form's to change: payments move the status.
 */
export const invoiceUpdateInputSchema = invoiceInputSchema.omit({ status: true, quoteId: true, draftId: true, depositReceived: true });
export type InvoiceUpdateInput = z.input<typeof invoiceUpdateInputSchema>;
export type InvoiceUpdateData = z.output<typeof invoiceUpdateInputSchema>;


/** POST /api/invoices/{id}/payments: part or all of the balance due, never more. */
export const paymentInputSchema = z.object({
  amount: numberish.pipe(z.number().gt(0, 'must be more than 0').max(1_000_000_000, 'must be at most 1000000000')),
  /** Defaults to today in the company's time zone. */
  paidOn: z.union([z.literal(''), isoDate]).nullish(),
  method: z.enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(', ')}` }),
  note: optionalText(500),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentData = z.output<typeof paymentInputSchema>;

/**
 * POST /api/invoices/{id}/void: an invoice with payments is not edited; it is voided on purpose,
 * with a reason, and a replacement is issued (its content from `replacement`, else a copy). The
 * payments already received are carried to the replacement.
 */
export const voidInvoiceInputSchema = z.object({
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(500),
  replacement: invoiceUpdateInputSchema.optional(),
});
export type VoidInvoiceInput = z.input<typeof voidInvoiceInputSchema>;
export type VoidInvoiceData = z.output<typeof voidInvoiceInputSchema>;

export const listQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  before: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamSchema = z.object({ id: z.uuid('is not a valid document id') });

// ---- Answers ----
// Zod schemas rather than bare interfaces so the OpenAPI document describes exactly these types;
// the client imports only the types, so its bundle does not grow.

/** An exact decimal string with two places, e.g. "1234.50". */
const moneyString = z.string().regex(/^-?\d+\.\d{2}$/).describe('decimal with two places, e.g. "1234.50"');
const timestamp = z.iso.datetime().describe('ISO 8601 timestamp (UTC)');
const calendarDate = z.iso.date().describe('calendar date, YYYY-MM-DD');

export const lineItemSchema = z.object({
  id: z.string(),
  description: z.string(),
  // Absent on lines stored before units existed (jsonb, no migration): those read as sqft
  // (lineUnitOf in line-units.ts). Every line saved since carries it.
  unit: lineUnitSchema.optional(),
  useDimensions: z.boolean(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  quantity: z.number(),
  rate: z.number(),
  amount: moneyString,
});
export type LineItem = z.infer<typeof lineItemSchema>;

const optionFiguresShape = {
  subtotal: moneyString,
  discountAmount: moneyString,
  total: moneyString,
  depositAmount: moneyString,
  balanceDue: moneyString,
};

export const quoteOptionSchema = z
  .object({ id: z.string(), name: z.string(), lineItems: z.array(lineItemSchema), ...optionFiguresShape })
  .describe("one option: its own lines; its figures include the document's lines (in every option)");
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

/** What the customer chose when signing: the option, the ticked add-ons and the figures of both. */
export const quoteChoiceSchema = z
  .object({
    optionId: z.string(),
    optionName: z.string(),
    addOnIds: z.array(z.string()),
    addOns: z.array(z.object({ id: z.string(), description: z.string(), amount: moneyString })),
    ...optionFiguresShape,
  })
  .describe('the option and add-ons the customer signed for; null on a quote without options or not yet signed');

export type QuoteChoice = z.infer<typeof quoteChoiceSchema>;

// Always sent by this server; optional in the type because snapshots frozen before options
// existed (and fixtures written then) have none: read a missing list as none (hasOptions).
const optionAnswerShape = {
  options: z.array(quoteOptionSchema).optional().describe('two or three options, or none (always sent)'),
  addOns: z.array(lineItemSchema).optional().describe('lines the customer may tick, added to whichever option is chosen (always sent)'),
};

/** A photo as a document holds it: the server fills in its SHA-256 and size from the stored photo. */
export const documentPhotoSchema = z
  .object({
    id: z.uuid(),
    caption: z.string(),
    sha256: z.string().describe('SHA-256 (hex) of the stored JPEG: what a signed snapshot names'),
    width: z.number().int(),
    height: z.number().int(),
  })
  .describe('a site photo: GET /api/photos/{id} (staff) or /api/quotes/sign/{token}/photos/{id} (the customer)');
export type DocumentPhoto = z.infer<typeof documentPhotoSchema>;

/** POST /api/photos: the stored photo (a JPEG, resized, without metadata). */
export const uploadedPhotoSchema = documentPhotoSchema.omit({ caption: true }).extend({ bytes: z.number().int().describe('size of the stored JPEG') });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

// Always sent by this server; optional in the type because snapshots frozen before photos existed have none.
const photoAnswerShape = {
  photos: z.array(documentPhotoSchema).optional().describe('site photos in the order shown, or none (always sent)'),
};

const documentBaseShape = {
  id: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerAddress: z.string().nullable(),
  projectTitle: z.string(),
  lineItems: z.array(lineItemSchema),
  subtotal: moneyString,
  discountRate: moneyString.describe('percent, e.g. "10.00"'),
  discountAmount: moneyString,
  total: moneyString,
  depositPercentage: moneyString.describe('percent, e.g. "60.00"'),
  depositAmount: moneyString,
  balanceDue: moneyString,
  notes: z.string().nullable(),
  createdAt: timestamp,
};

export const draftSchema = z.object({
  ...documentBaseShape,
  type: z.enum(['quote', 'invoice']),
  customerName: z.string().nullable(),
  projectTitle: z.string().nullable(),
  projectDescription: z.string().nullable(),
  issueDate: calendarDate.nullable(),
  validUntil: calendarDate.nullable(),
  taxRate: moneyString.describe('percent; stored, not added to totals'),
  depositPaid: moneyString,
  status: z.enum(['active', 'archived']),
  ...optionAnswerShape,
  ...photoAnswerShape,
  revisionOf: z.uuid().nullable(),
  revisionNumber: z.number().int().nullable(),
  lastModified: timestamp,
});
export type Draft = z.infer<typeof draftSchema>;

export const quoteSchema = z.object({
  ...documentBaseShape,
  quoteNumber: z.string().describe('Q-YYYY-NNNN, with -R{n} for a revision'),
  issueDate: calendarDate,
  validUntil: calendarDate,
  depositPaid: moneyString,
  status: z.enum(['pending', 'signed', 'superseded']),
  customerSignature: z.string().nullable().describe('PNG data URL once signed'),
  signedAt: timestamp.nullable(),
  signedName: z.string().nullable(),
  ...optionAnswerShape,
  ...photoAnswerShape,
  choice: quoteChoiceSchema.nullable().optional(),
  revisionOf: z.uuid().nullable(),
  revisionNumber: z.number().int(),
  draftId: z.uuid().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const invoiceKindSchema = z.enum(['standard', 'deposit', 'final']);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;
export const invoiceStatusSchema = z.enum(['unpaid', 'partially_paid', 'paid', 'void']);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSchema = z.object({
  ...documentBaseShape,
  invoiceNumber: z.string().describe('INV-YYYY-NNNN'),
  kind: invoiceKindSchema.describe('standard (from the form), deposit or final (billed from a signed quote)'),
  issueDate: calendarDate,
  dueDate: calendarDate.nullable(),
  depositReceived: moneyString.describe('received when the invoice was made; counted in amountPaid'),
  amountPaid: moneyString.describe('sum of the payments recorded'),
  balanceDue: moneyString.describe('total - amountPaid'),
  status: invoiceStatusSchema,
  scopeItems: z.array(lineItemSchema).nullable().describe("a final invoice's quote lines: the scope of work, not summed again"),
  quoteId: z.uuid().nullable(),
  voidReason: z.string().nullable(),
  voidedAt: timestamp.nullable(),
  replacedBy: z.uuid().nullable().describe('a void invoice: the invoice that replaced it'),
  replaces: z.uuid().nullable().describe('a replacement: the void invoice it replaces'),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  amount: moneyString,
  paidOn: calendarDate,
  method: z.string(),
  note: z.string().nullable(),
  createdAt: timestamp,
});
export type Payment = z.infer<typeof paymentSchema>;

/** An invoice with its payments, oldest first: what recording a payment answers. */
export const invoicePaymentsSchema = z.object({ invoice: invoiceSchema, payments: z.array(paymentSchema) });
export type InvoicePayments = z.infer<typeof invoicePaymentsSchema>;

export const linkStatusSchema = z.enum(['pending', 'signed', 'changes_requested', 'superseded']);
export type LinkStatus = z.infer<typeof linkStatusSchema>;

export const linkQuoteSchema = z.object({
  id: z.uuid(),
  quoteId: z.uuid(),
  quoteNumber: z.string(),
  shareableLink: z.string().describe('the signing token: the customer opens /sign/{shareableLink}'),
  isSigned: z.boolean(),
  status: linkStatusSchema,
  customerName: z.string(),
  projectTitle: z.string(),
  total: moneyString,
  createdAt: timestamp,
  firstViewedAt: timestamp.nullable(),
  lastViewedAt: timestamp.nullable(),
  viewCount: z.number().int(),
  signedAt: timestamp.nullable(),
  signedName: z.string().nullable(),
  changeRequest: z.string().nullable(),
  options: z
    .array(z.object({ id: z.string(), name: z.string(), total: moneyString }))
    .optional()
    .describe('a quote offering options not chosen yet: each option and its total (total is then that of the lines in every option)'),
});
export type LinkQuote = z.infer<typeof linkQuoteSchema>;

export const signedQuotesSchema = z.object({
  regularQuotes: z.array(quoteSchema),
  linkQuotes: z.array(linkQuoteSchema),
});
export type SignedQuotes = z.infer<typeof signedQuotesSchema>;

export const statsSchema = z.object({
  documents: z.number().int(),
  signed: z.number().int(),
  drafts: z.number().int(),
  totalValue: moneyString,
});
export type Stats = z.infer<typeof statsSchema>;
