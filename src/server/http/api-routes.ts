import { z } from 'zod';
import { assistantStatusSchema } from '../../shared/assistant/assistant-status.ts';
import { extractedDraftSchema, extractedLineItemSchema } from '../../shared/assistant/extracted-draft.ts';
import { extractionRecordSchema } from '../../shared/assistant/field-sources.ts';
import {
  draftInputSchema,
  draftSchema,
  idParamSchema,
  invoiceInputSchema,
  invoiceSchema,
  invoicePaymentsSchema,
  invoiceStatusInputSchema,
  invoiceUpdateInputSchema,
  paymentInputSchema,
  voidInvoiceInputSchema,
  lineUnitSchema,
  linkQuoteSchema,
  linkStatusSchema,
  listQuerySchema,
  quoteInputSchema,
  quoteSchema,
  signedQuotesSchema,
  statsSchema,
} from '../../shared/documents/schemas.ts';
import { settingsSchema } from '../../shared/settings/settings.ts';
import { changeRequestSchema, signSubmissionSchema } from '../../shared/signing/signing.ts';
import { exportQuerySchema } from '../modules/documents/document-export.ts';
import { attentionSchema } from '../../shared/documents/attention.ts';

/**
 * Every /api route in one list: the OpenAPI document (/api/openapi.json) and the docs page are
 * made from it, and a test checks it against the routes Fastify has registered, so a route added
 * without a line here fails the build.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiAnswer {
  description: string;
  /** JSON answers: the zod schema of the body. */
  schema?: z.ZodType;
  /** Non-JSON answers (PDF, CSV, HTML): the media type; the body is described as a file. */
  contentType?: string;
  headers?: Record<string, string>;
}

export interface ApiBody {
  contentType: 'application/json' | 'multipart/form-data' | 'application/pdf';
  schema?: z.ZodType;
  required?: boolean;
}

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify's spelling: /api/drafts/:id. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Reachable without the staff session (DESIGN.md 'Access'). */
  public?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: ApiBody;
  answers: Record<number, ApiAnswer>;
}

// ---- Answers not described in src/shared ----

export const errorAnswerSchema = z.object({
  message: z.string().describe('fit to show to a person'),
  requestId: z.string().optional().describe('names the request in the server log (also sent as X-Request-Id)'),
  existingId: z.uuid().optional().describe('409 on identical content: the document that already exists'),
});

const successSchema = z.object({ success: z.literal(true) });
const timestamp = z.iso.datetime();

const sessionAnswerSchema = z.object({
  authenticated: z.boolean(),
  company: settingsSchema.pick({ companyName: true, companyPhone: true, logoDataUrl: true }),
});

const healthAnswerSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  message: z.string().optional(),
  requestId: z.string().optional(),
});

const generatedLinkSchema = z.object({
  shareableLink: z.string().describe('the token; the customer opens /sign/{shareableLink}'),
  quoteId: z.uuid(),
  quoteNumber: z.string(),
  linkId: z.uuid(),
});

const auditEventSchema = z.object({
  kind: z.enum(['created', 'viewed', 'signed', 'changes_requested', 'superseded']),
  at: timestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const undeliveredMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: timestamp,
  createdAt: timestamp,
  linkId: z.uuid().nullable(),
});

const signingPageSchema = z.object({
  type: z.literal('quote'),
  data: quoteSchema.omit({ customerSignature: true, draftId: true }).describe('the frozen snapshot the customer signs'),
  company: settingsSchema.pick({
    companyName: true,
    companyPhone: true,
    companyEmail: true,
    companyAddress: true,
    logoDataUrl: true,
    paymentMethods: true,
    warrantyText: true,
    termsText: true,
    timeZone: true,
  }),
  status: linkStatusSchema,
  state: z.enum(['open', 'expired', 'signed', 'changes_requested']).describe('what the page shows: the signing form (open) or why there is none'),
  expiredOn: z.iso.date().nullable().describe('the validUntil date an unsigned quote has passed, in the company time zone'),
  snapshotHash: z.string().describe('SHA-256 of the snapshot, hex'),
  disclosure: z.object({ version: z.string(), text: z.string() }),
});

const shownQuoteSchema = z.object({
  shown: z
    .object({
      quote: quoteSchema.omit({ customerSignature: true, draftId: true, signedAt: true, signedName: true }),
      company: signingPageSchema.shape.company,
      snapshotHash: z.string(),
      linkStatus: linkStatusSchema,
    })
    .nullable()
    .describe('null when the quote was never sent'),
});

const signedAnswerSchema = z.object({ success: z.literal(true), signedAt: timestamp });

const verifyAnswerSchema = z.object({
  valid: z.boolean().describe('an unchanged copy sealed by this server'),
  sealed: z.boolean(),
  intact: z.boolean(),
  coversWholeFile: z.boolean(),
  ours: z.boolean().nullable(),
  signerName: z.string().nullable(),
  signedAt: timestamp.nullable(),
  problem: z.string().nullable(),
});

const extractionAnswerSchema = z.object({
  success: z.literal(true),
  // What the extractor read, each line with the unit the assistant gave it (server/assistant/line-units.ts).
  data: extractedDraftSchema.extend({ lineItems: z.array(extractedLineItemSchema.extend({ unit: lineUnitSchema })) }),
  draft: z.object({ id: z.uuid() }),
});

const loginSchema = z.object({ accessCode: z.string().max(200) });
const extractTextSchema = z.object({ text: z.string().min(1).max(20_000) });
const aiProcessSchema = z.object({
  prompt: z.string().max(20_000).optional().describe('what the customer asked for'),
  files: z.array(z.string()).max(10).optional().describe('PDF, DOCX, DOC, XLSX, XLS, CSV, TXT or images; 15 MB each'),
});
const transcribeSchema = z.object({ audio: z.string().describe('the recording (webm, ogg, wav, mp3, m4a), at most 25 MB') });
const tokenParamSchema = z.object({ token: z.string().max(200).describe('the shareableLink of a link quote') });
const pdfParamSchema = z.object({ kind: z.enum(['quote', 'invoice']), id: z.uuid() });

// ---- Reusable pieces ----

const NEXT_CURSOR = { 'X-Next-Cursor': 'present when there are older items: pass it as ?before= for the next page' };
const json = (description: string, schema: z.ZodType, headers?: Record<string, string>): ApiAnswer => ({ description, schema, headers });
const jsonBody = (schema: z.ZodType, required = true): ApiBody => ({ contentType: 'application/json', schema, required });
const err = (description: string): ApiAnswer => ({ description, schema: errorAnswerSchema });
const pdf = (description: string): ApiAnswer => ({ description, contentType: 'application/pdf', headers: { 'Content-Disposition': 'attachment; filename="{number}-{customer}.pdf"' } });
const invalid = err('the request is invalid; the message names the field');
const notFound = (what: string) => err(`no ${what} with this id`);
const list = (description: string, item: z.ZodType): ApiAnswer => json(description, z.array(item), NEXT_CURSOR);

export const API_ROUTES: readonly ApiRoute[] = [
  // Session
  {
    method: 'POST',
    path: '/api/session',
    tag: 'Session',
    public: true,
    summary: 'Sign in with the staff access code',
    description: 'Sets the httpOnly session cookie. Wrong codes are rate limited per client address.',
    body: jsonBody(loginSchema),
    answers: { 204: { description: 'signed in; the session cookie is set', headers: { 'Set-Cookie': 'epoxy_session=...; HttpOnly; SameSite=Lax' } }, 400: invalid, 401: err('wrong access code'), 429: err('too many wrong codes from this address') },
  },
  { method: 'GET', path: '/api/session', tag: 'Session', public: true, summary: 'Whether this browser is signed in, and the company shown on the gate', answers: { 200: json('the session state', sessionAnswerSchema) } },
  { method: 'DELETE', path: '/api/session', tag: 'Session', public: true, summary: 'Sign out', answers: { 204: { description: 'signed out; the cookie is cleared' } } },

  // Drafts
  { method: 'GET', path: '/api/drafts', tag: 'Drafts', summary: 'Active drafts, newest first', query: listQuerySchema, answers: { 200: list('one page of drafts', draftSchema), 400: invalid } },
  { method: 'GET', path: '/api/drafts/archived', tag: 'Drafts', summary: 'Archived drafts, newest first', query: listQuerySchema, answers: { 200: list('one page of archived drafts', draftSchema), 400: invalid } },
  { method: 'GET', path: '/api/drafts/:id', tag: 'Drafts', summary: 'One draft', params: idParamSchema, answers: { 200: json('the draft', draftSchema), 400: invalid, 404: notFound('draft') } },
  {
    method: 'POST',
    path: '/api/drafts',
    tag: 'Drafts',
    summary: 'Create a draft (autosave, Generate Quote)',
    description: 'Figures are recomputed by the server; figures sent are checked, never trusted.',
    body: jsonBody(draftInputSchema),
    answers: { 201: json('the new draft', draftSchema), 400: invalid, 409: err('an active draft with identical content exists (existingId)') },
  },
  {
    method: 'PUT',
    path: '/api/drafts/:id',
    tag: 'Drafts',
    summary: 'Update a draft (the fields sent replace the stored ones)',
    params: idParamSchema,
    body: jsonBody(draftInputSchema.partial()),
    answers: { 200: json('the updated draft', draftSchema), 400: invalid, 404: notFound('draft') },
  },
  { method: 'PATCH', path: '/api/drafts/:id/archive', tag: 'Drafts', summary: 'Archive a draft', params: idParamSchema, answers: { 200: json('the archived draft', draftSchema), 404: notFound('draft') } },
  { method: 'PATCH', path: '/api/drafts/:id/unarchive', tag: 'Drafts', summary: 'Restore an archived draft', params: idParamSchema, answers: { 200: json('the restored draft', draftSchema), 404: notFound('draft') } },
  { method: 'DELETE', path: '/api/drafts/:id', tag: 'Drafts', summary: 'Delete a draft', params: idParamSchema, answers: { 204: { description: 'deleted' }, 404: notFound('draft') } },

  // Quotes
  { method: 'GET', path: '/api/quotes', tag: 'Quotes', summary: 'Quotes, newest first', query: listQuerySchema, answers: { 200: list('one page of quotes', quoteSchema), 400: invalid } },
  { method: 'GET', path: '/api/quotes/:id', tag: 'Quotes', summary: 'One quote', params: idParamSchema, answers: { 200: json('the quote', quoteSchema), 400: invalid, 404: notFound('quote') } },
  {
    method: 'POST',
    path: '/api/quotes',
    tag: 'Quotes',
    summary: 'Issue a quote (numbered Q-YYYY-NNNN, content frozen)',
    description: 'With draftId the draft leaves the drafts list; a revision draft issues the next revision and supersedes older links.',
    body: jsonBody(quoteInputSchema),
    answers: { 201: json('the issued quote', quoteSchema), 400: invalid, 409: err('a quote with identical content exists (existingId)') },
  },
  { method: 'POST', path: '/api/quotes/:id/revise', tag: 'Quotes', summary: 'Revise: a draft copying the quote (the open revision draft if there is one)', params: idParamSchema, answers: { 201: json('the revision draft', draftSchema), 404: notFound('quote') } },
  {
    method: 'POST',
    path: '/api/quotes/:id/deposit-invoice',
    tag: 'Invoices',
    summary: 'Create the deposit invoice of a signed quote',
    description: 'One line, "Deposit (50%) for quote Q-2026-0001: {project}": the invoice bills the deposit, its balance due is the deposit.',
    params: idParamSchema,
    answers: { 201: json('the new invoice', invoiceSchema), 404: notFound('quote'), 409: err('the quote is not signed, asks for no deposit, or its deposit invoice exists (existingId)') },
  },
  {
    method: 'POST',
    path: '/api/quotes/:id/final-invoice',
    tag: 'Invoices',
    summary: 'Create the final invoice of a signed quote',
    description: "Bills the quote's total less what was received on its invoices (void ones left out); the quote's lines are its scopeItems, printed as the scope of work and not summed again.",
    params: idParamSchema,
    answers: { 201: json('the new invoice', invoiceSchema), 404: notFound('quote'), 409: err('the quote is not signed, is paid in full, or its final invoice exists (existingId)') },
  },
  {
    method: 'GET',
    path: '/api/signed-quotes',
    tag: 'Quotes',
    summary: 'Signed quotes and signed link quotes, newest first',
    description: 'Both lists are paged together by one cursor.',
    query: listQuerySchema,
    answers: { 200: json('one page of each list', signedQuotesSchema, NEXT_CURSOR), 400: invalid },
  },
  { method: 'GET', path: '/api/quotes/:id/signed-pdf', tag: 'Signing', summary: 'The sealed signed copy of a quote', params: idParamSchema, answers: { 200: pdf('the signed PDF, sealed (PAdES), with its audit page'), 404: err('the quote has not been signed') } },

  // Signing links (staff side)
  {
    method: 'POST',
    path: '/api/quotes/:id/generate-link',
    tag: 'Signing',
    summary: 'The signing link of a quote (or of a draft, issued as a quote first)',
    description: 'A quote keeps one live link: asking again returns it.',
    params: idParamSchema,
    answers: { 200: json('the link', generatedLinkSchema), 400: invalid, 404: notFound('quote or draft'), 409: err('the quote has a newer revision') },
  },
  { method: 'GET', path: '/api/quotes/:id/shown', tag: 'Signing', summary: 'What the customer was shown for a quote: its link snapshot', description: 'Staff papers of a sent quote render this rather than the current settings.', params: idParamSchema, answers: { 200: json('the snapshot of the signed (else newest) link, or null', shownQuoteSchema), 400: invalid } },
  { method: 'GET', path: '/api/link-quotes', tag: 'Signing', summary: 'Link quotes, newest first', query: listQuerySchema, answers: { 200: list('one page of link quotes', linkQuoteSchema), 400: invalid } },
  { method: 'GET', path: '/api/link-quotes/:id/audit', tag: 'Signing', summary: 'Audit trail of one link, oldest first', params: idParamSchema, answers: { 200: json('created, every view, signed', z.array(auditEventSchema)), 400: invalid } },

  // Signing (the customer's side)
  { method: 'GET', path: '/api/quotes/sign/:token', tag: 'Customer signing', public: true, summary: 'The quote behind a signing link', params: tokenParamSchema, answers: { 200: json('the frozen snapshot and the company', signingPageSchema), 404: err('unknown or malformed link; a superseded one says when the newer version was sent (state, newerVersionSentOn, companyPhone)'), 429: err('too many requests from this address') } },
  { method: 'POST', path: '/api/quotes/sign/:token/view', tag: 'Customer signing', public: true, summary: 'Record a view in the audit trail', params: tokenParamSchema, answers: { 204: { description: 'recorded' }, 404: err('unknown link'), 429: err('too many requests') } },
  {
    method: 'POST',
    path: '/api/quotes/sign/:token',
    tag: 'Customer signing',
    public: true,
    summary: 'Sign the quote (once)',
    params: tokenParamSchema,
    body: jsonBody(signSubmissionSchema),
    answers: { 200: json('signed', signedAnswerSchema), 400: invalid, 404: err('unknown or superseded link'), 409: err('already signed, or changes were requested'), 410: err('the quote expired (state, expiredOn, companyPhone); nothing was changed'), 413: err('signature image too large'), 422: err('the signature image took too long to read'), 429: err('too many requests') },
  },
  {
    method: 'POST',
    path: '/api/quotes/sign/:token/request-changes',
    tag: 'Customer signing',
    public: true,
    summary: 'Ask for changes instead of signing',
    params: tokenParamSchema,
    body: jsonBody(changeRequestSchema),
    answers: { 200: json('recorded', successSchema), 400: invalid, 404: err('unknown link'), 409: err('the link can no longer be changed'), 429: err('too many requests') },
  },
  { method: 'GET', path: '/api/quotes/sign/:token/signed-pdf', tag: 'Customer signing', public: true, summary: "The customer's signed copy", params: tokenParamSchema, answers: { 200: pdf('the signed PDF'), 404: err('unknown or unsigned link'), 429: err('too many requests') } },

  // Invoices
  { method: 'GET', path: '/api/invoices', tag: 'Invoices', summary: 'Invoices, newest first', query: listQuerySchema, answers: { 200: list('one page of invoices', invoiceSchema), 400: invalid } },
  { method: 'GET', path: '/api/invoices/:id', tag: 'Invoices', summary: 'One invoice', params: idParamSchema, answers: { 200: json('the invoice', invoiceSchema), 400: invalid, 404: notFound('invoice') } },
  { method: 'POST', path: '/api/invoices', tag: 'Invoices', summary: 'Create an invoice (numbered INV-YYYY-NNNN)', body: jsonBody(invoiceInputSchema), answers: { 201: json('the new invoice', invoiceSchema), 400: invalid, 404: notFound('quote'), 409: err('an invoice for this quote exists (existingId)') } },
  {
    method: 'PUT',
    path: '/api/invoices/:id',
    tag: 'Invoices',
    summary: 'Edit an unpaid invoice in place (same number, figures recomputed)',
    params: idParamSchema,
    body: jsonBody(invoiceUpdateInputSchema),
    answers: { 200: json('the invoice', invoiceSchema), 400: invalid, 404: notFound('invoice'), 409: err('the invoice has payments recorded (locked: void and replace it) or is void') },
  },
  {
    method: 'PATCH',
    path: '/api/invoices/:id/status',
    tag: 'Invoices',
    summary: 'Mark an invoice paid (records a payment of the balance due) or unpaid (only with no payments)',
    params: idParamSchema,
    body: jsonBody(invoiceStatusInputSchema),
    answers: { 200: json('the invoice', invoiceSchema), 400: invalid, 404: notFound('invoice'), 409: err('the invoice is void, or has payments and cannot be marked unpaid') },
  },
  { method: 'GET', path: '/api/invoices/:id/payments', tag: 'Invoices', summary: 'An invoice and its payments, oldest first', params: idParamSchema, answers: { 200: json('the invoice and its payments', invoicePaymentsSchema), 400: invalid, 404: notFound('invoice') } },
  {
    method: 'POST',
    path: '/api/invoices/:id/payments',
    tag: 'Invoices',
    summary: 'Record a payment (amount, date, method); status moves unpaid -> partially_paid -> paid',
    params: idParamSchema,
    body: jsonBody(paymentInputSchema),
    answers: { 201: json('the invoice and its payments', invoicePaymentsSchema), 400: err('invalid, or more than the balance due'), 404: notFound('invoice'), 409: err('the invoice is void or already paid in full') },
  },
  {
    method: 'POST',
    path: '/api/invoices/:id/void',
    tag: 'Invoices',
    summary: 'Void an invoice with a reason and issue its replacement (both kept and linked)',
    description: 'The payments received are copied to the replacement. Without `replacement` the new invoice copies the old one.',
    params: idParamSchema,
    body: jsonBody(voidInvoiceInputSchema),
    answers: { 201: json('the void invoice and its replacement', z.object({ voided: invoiceSchema, replacement: invoiceSchema })), 400: invalid, 404: notFound('invoice'), 409: err("the invoice is already void, or the replacement's total is below what was received") },
  },

  // Documents
  { method: 'GET', path: '/api/stats', tag: 'Documents', summary: 'Dashboard figures', answers: { 200: json('counts and total value', statsSchema) } },
  {
    method: 'GET',
    path: '/api/attention',
    tag: 'Documents',
    summary: "The dashboard's Needs attention list",
    description:
      'Quotes whose customer asked for changes, invoices past due (not paid in full, due before today), sent quotes whose Valid Until is within 7 days, sent quotes viewed 3 or more days ago and not signed. One row per document under its most pressing reason, the most pressing first, at most 50.',
    answers: { 200: json('the documents to act on', attentionSchema) },
  },
  { method: 'GET', path: '/api/documents/:kind/:id/pdf', tag: 'Documents', summary: 'Vector PDF of a quote or invoice (Save as PDF)', params: pdfParamSchema, answers: { 200: pdf('the PDF, US letter'), 400: invalid, 404: notFound('document') } },
  {
    method: 'GET',
    path: '/api/documents/export.csv',
    tag: 'Documents',
    summary: 'The documents list of a tab and search, as CSV for bookkeeping',
    description:
      'RFC 4180, UTF-8 with a byte order mark. Columns: Type, Number, Customer, Project, Status, Date, Subtotal, Discount, Total, Deposit, Balance, Line Items (each line with its unit, as the papers word it); money as plain decimals (1234.50).',
    query: exportQuerySchema,
    answers: { 200: { description: 'the CSV file', contentType: 'text/csv', headers: { 'Content-Disposition': 'attachment; filename="documents-{tab}-{YYYY-MM-DD}.csv"' } }, 400: invalid },
  },

  // Settings
  { method: 'GET', path: '/api/settings', tag: 'Settings', summary: 'The company profile', answers: { 200: json('the settings', settingsSchema) } },
  { method: 'PUT', path: '/api/settings', tag: 'Settings', summary: 'Save the company profile', body: jsonBody(settingsSchema), answers: { 200: json('the saved settings', settingsSchema), 400: invalid } },

  // Mail
  { method: 'GET', path: '/api/mail/undelivered', tag: 'Mail', summary: 'E-mails not delivered (yet), newest first', answers: { 200: json('at most 200 messages', z.array(undeliveredMailSchema)) } },
  { method: 'POST', path: '/api/mail/:id/retry', tag: 'Mail', summary: 'Try an undelivered e-mail again now', params: idParamSchema, answers: { 200: json('queued', successSchema), 404: notFound('undelivered message') } },

  // Verify
  {
    method: 'POST',
    path: '/api/verify-pdf',
    tag: 'Verify',
    summary: 'Is this PDF an unchanged signed copy of ours?',
    body: { contentType: 'application/pdf', required: true },
    answers: { 200: json('the verdict', verifyAnswerSchema), 400: err('no PDF sent'), 413: err('larger than 15 MB') },
  },

  // AI assistant
  { method: 'POST', path: '/api/extract-from-text', tag: 'Assistant', summary: 'A quote draft from a typed request', body: jsonBody(extractTextSchema), answers: { 200: json('the extracted fields and the draft made from them', extractionAnswerSchema), 400: invalid, 422: err('nothing to quote was found'), 502: err('the AI provider failed'), 504: err('the AI provider timed out') } },
  {
    method: 'POST',
    path: '/api/ai-process',
    tag: 'Assistant',
    summary: 'A quote draft from a request and attached files',
    body: { contentType: 'multipart/form-data', schema: aiProcessSchema, required: true },
    answers: { 200: json('the extracted fields and the draft made from them', extractionAnswerSchema), 400: invalid, 413: err('a file is larger than 15 MB'), 415: err('not multipart, or a file type we cannot read'), 422: err('nothing to quote was found') },
  },
  {
    method: 'POST',
    path: '/api/transcribe',
    tag: 'Assistant',
    summary: 'Speech to text (when a transcription model is configured)',
    body: { contentType: 'multipart/form-data', schema: transcribeSchema, required: true },
    answers: { 200: json('the text', z.object({ text: z.string() })), 400: invalid, 413: err('larger than 25 MB'), 502: err('the transcription server failed, or sent more than 2 MB or 20,000 characters'), 503: err('no transcription model is configured'), 504: err('the transcription server timed out') },
  },
  {
    method: 'GET',
    path: '/api/assistant',
    tag: 'Assistant',
    summary: 'Which reader and which transcriber this server uses',
    description: 'Model names and host:port only, never keys. transcriber is null when the voice screen uses the browser’s speech recognition.',
    answers: { 200: json('the set-up', assistantStatusSchema) },
  },
  {
    method: 'GET',
    path: '/api/drafts/:id/extraction',
    tag: 'Assistant',
    summary: 'What the AI assistant read to make a draft, and where each value came from',
    description: 'The request text, a span (UTF-16 offsets into it), confidence and flag per field, and whole-draft warnings.',
    params: idParamSchema,
    answers: { 200: json('the extraction record', extractionRecordSchema), 400: invalid, 404: err('no draft with this id, or the draft was not made by the assistant') },
  },

  // Operations
  { method: 'GET', path: '/api/health', tag: 'Operations', public: true, summary: 'Whether the server and its database answer', answers: { 200: json('healthy', healthAnswerSchema), 503: json('the database does not answer', healthAnswerSchema) } },
  { method: 'GET', path: '/api/openapi.json', tag: 'Operations', summary: 'This API as an OpenAPI 3.1 document', answers: { 200: { description: 'the OpenAPI document', contentType: 'application/json' } } },
  { method: 'GET', path: '/api/docs', tag: 'Operations', summary: 'The API reference as a page', answers: { 200: { description: 'an HTML page', contentType: 'text/html' } } },
  { method: 'GET', path: '/api/docs/docs.js', tag: 'Operations', summary: 'The script of the reference page', answers: { 200: { description: 'JavaScript', contentType: 'text/javascript' } } },
];
