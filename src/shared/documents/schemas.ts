import { z } from 'zod';

/**
 * One contract for client and server: request bodies are parsed with these schemas on the server
 * (and in the form), answers are typed by them.
 */

const MAX_TEXT = 2000;

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
  const parsed = Number(text);
  if (!Number.isFinite(parsed)) {
    ctx.addIssue({ code: 'custom', message: 'must be a number' });
    return z.NEVER;
  }
  return parsed;
});

const nonNegative = (max: number) => numberish.pipe(z.number().min(0, 'must be 0 or more').max(max, `must be at most ${max}`));
const percent = nonNegative(100);
const amount = nonNegative(1_000_000_000);
const optionalText = (max = MAX_TEXT) => z.string().max(max).nullish();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');

export const lineItemInputSchema = z.object({
  id: z.string().max(64).optional(),
  description: z.string().max(MAX_TEXT).default(''),
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

/** POST /api/drafts and PUT /api/drafts/{id}: every field optional, autosave sends what it has. */
export const draftInputSchema = z.object({
  type: z.enum(['quote', 'invoice']).default('quote'),
  ...documentFields,
  ...clientFigures,
});
export type DraftInput = z.input<typeof draftInputSchema>;

const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(300);

/** POST /api/quotes: an issued quote needs a customer and a project. */
export const quoteInputSchema = z.object({
  ...documentFields,
  ...clientFigures,
  type: z.literal('quote').optional(),
  customerName: required('customerName'),
  projectTitle: required('projectTitle'),
  /** The draft this quote was issued from, if any: it leaves the drafts list. */
  draftId: z.uuid().optional(),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

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

export const invoiceStatusInputSchema = z.object({ status: z.enum(['unpaid', 'paid']) });

export const listQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  before: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamSchema = z.object({ id: z.uuid('is not a valid document id') });

// ---- Answers ----

export interface LineItem {
  id: string;
  description: string;
  useDimensions: boolean;
  length: number | null;
  width: number | null;
  quantity: number;
  rate: number;
  amount: string;
}

interface DocumentBase {
  id: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerAddress: string | null;
  projectTitle: string;
  lineItems: LineItem[];
  subtotal: string;
  discountRate: string;
  discountAmount: string;
  total: string;
  depositPercentage: string;
  depositAmount: string;
  balanceDue: string;
  notes: string | null;
  createdAt: string;
}

export interface Draft extends Omit<DocumentBase, 'customerName' | 'projectTitle'> {
  type: 'quote' | 'invoice';
  customerName: string | null;
  projectTitle: string | null;
  projectDescription: string | null;
  issueDate: string | null;
  validUntil: string | null;
  taxRate: string;
  depositPaid: string;
  status: 'active' | 'archived';
  revisionOf: string | null;
  revisionNumber: number | null;
  lastModified: string;
}

export interface Quote extends DocumentBase {
  quoteNumber: string;
  issueDate: string;
  validUntil: string;
  depositPaid: string;
  status: 'pending' | 'signed' | 'superseded';
  customerSignature: string | null;
  signedAt: string | null;
  signedName: string | null;
  revisionOf: string | null;
  revisionNumber: number;
  draftId: string | null;
}

export interface Invoice extends DocumentBase {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string | null;
  depositReceived: string;
  status: 'unpaid' | 'paid';
  quoteId: string | null;
}

export type LinkStatus = 'pending' | 'signed' | 'changes_requested' | 'superseded';

export interface LinkQuote {
  id: string;
  quoteId: string;
  quoteNumber: string;
  shareableLink: string;
  isSigned: boolean;
  status: LinkStatus;
  customerName: string;
  projectTitle: string;
  total: string;
  createdAt: string;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  viewCount: number;
  signedAt: string | null;
  signedName: string | null;
  changeRequest: string | null;
}

export interface SignedQuotes {
  regularQuotes: Quote[];
  linkQuotes: LinkQuote[];
}

export interface Stats {
  documents: number;
  signed: number;
  drafts: number;
  totalValue: string;
}
