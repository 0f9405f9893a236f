import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigserial, boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentPhoto, LineItem, QuoteChoice, QuoteOption } from '#shared/documents/schemas.ts';

/** Money and areas: numeric(12,2), read back as exact decimal strings. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const pct = (name: string) => numeric(name, { precision: 5, scale: 2 });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const trgm = (column: { name: string }) => sql`${sql.identifier(column.name)} gin_trgm_ops`;

const customerColumns = () => ({
  customerEmail: text('customer_email'),
  customerPhone: text('customer_phone'),
  customerAddress: text('customer_address'),
});

/** Options and add-ons of a quote or quote draft (shared/documents/quote-options.ts); none: []. */
const optionColumns = () => ({
  options: jsonb('options').$type<QuoteOption[]>().notNull().default(sql`'[]'::jsonb`),
  addOns: jsonb('add_ons').$type<LineItem[]>().notNull().default(sql`'[]'::jsonb`),
});

/** Site photos of a quote or quote draft, in the order shown: each names a quote_photos row and carries its caption; none: []. */
const photoColumns = () => ({
  photos: jsonb('photos').$type<DocumentPhoto[]>().notNull().default(sql`'[]'::jsonb`),
});

const figureColumns = () => ({
  lineItems: jsonb('line_items').$type<LineItem[]>().notNull(),
  discountRate: pct('discount_rate').notNull(),
  depositPercentage: pct('deposit_percentage').notNull(),
  notes: text('notes'),
  subtotal: money('subtotal').notNull(),
  discountAmount: money('discount_amount').notNull(),
  total: money('total').notNull(),
  depositAmount: money('deposit_amount').notNull(),
  balanceDue: money('balance_due').notNull(),
});

export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey(),
    type: text('type', { enum: ['quote', 'invoice'] }).notNull().default('quote'),
    status: text('status', { enum: ['active', 'archived'] }).notNull().default('active'),
    customerName: text('customer_name'),
    ...customerColumns(),
    projectTitle: text('project_title'),
    projectDescription: text('project_description'),
    issueDate: date('issue_date', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    ...figureColumns(),
    ...optionColumns(),
    ...photoColumns(),
    taxRate: pct('tax_rate').notNull().default('8.25'),
    depositPaid: money('deposit_paid').notNull().default('0'),
    contentHash: text('content_hash').notNull(),
    revisionOf: uuid('revision_of'),
    revisionNumber: integer('revision_number'),
    /** What the AI assistant read and where each field came from (shared/assistant/field-sources.ts); null for drafts made by hand. */
    extraction: jsonb('extraction'),
    searchText: text('search_text').notNull().default(''),
    lastModified: ts('last_modified').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('drafts_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('drafts_content_hash_idx').on(t.contentHash),
    index('drafts_search_idx').using('gin', trgm(t.searchText)),
    check('drafts_type_check', sql`${t.type} IN ('quote', 'invoice')`),
    check('drafts_status_check', sql`${t.status} IN ('active', 'archived')`),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    quoteNumber: text('quote_number').notNull().unique(),
    status: text('status', { enum: ['pending', 'signed', 'superseded'] }).notNull().default('pending'),
    customerName: text('customer_name').notNull(),
    ...customerColumns(),
    projectTitle: text('project_title').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    ...figureColumns(),
    ...optionColumns(),
    ...photoColumns(),
    /** The option and add-ons the customer signed for; its figures are then the quote's own. */
    choice: jsonb('choice').$type<QuoteChoice>(),
    depositPaid: money('deposit_paid').notNull().default('0'),
    contentHash: text('content_hash').notNull(),
    draftId: uuid('draft_id'),
    rootQuoteId: uuid('root_quote_id').notNull(),
    revisionNumber: integer('revision_number').notNull().default(0),
    customerSignature: text('customer_signature'),
    signedName: text('signed_name'),
    signedAt: ts('signed_at'),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('quotes_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('quotes_signed_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'signed'`),
    index('quotes_root_idx').on(t.rootQuoteId, t.revisionNumber),
    index('quotes_search_idx').using('gin', trgm(t.searchText)),
    check('quotes_status_check', sql`${t.status} IN ('pending', 'signed', 'superseded')`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    /** standard: made from the form; deposit / final: billed from a signed quote (quote_id). */
    kind: text('kind', { enum: ['standard', 'deposit', 'final'] }).notNull().default('standard'),
    /** unpaid -> partially_paid -> paid follows the payments; void is set on purpose, with a reason. */
    status: text('status', { enum: ['unpaid', 'partially_paid', 'paid', 'void'] }).notNull().default('unpaid'),
    customerName: text('customer_name').notNull(),
    ...customerColumns(),
    projectTitle: text('project_title').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    ...figureColumns(),
    depositReceived: money('deposit_received').notNull().default('0'),
    /** Sum of this invoice's payments, kept in the transaction that records one (balance_due = total - amount_paid). */
    amountPaid: money('amount_paid').notNull().default('0'),
    /** A final invoice's quote lines: printed as the scope of work, not summed again. */
    scopeItems: jsonb('scope_items').$type<LineItem[]>(),
    quoteId: uuid('quote_id').references(() => quotes.id),
    voidReason: text('void_reason'),
    voidedAt: ts('voided_at'),
    /** Void and replace: the void invoice names its replacement, the replacement the invoice it replaces. */
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => invoices.id),
    replaces: uuid('replaces').references((): AnyPgColumn => invoices.id),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('invoices_search_idx').using('gin', trgm(t.searchText)),
    index('invoices_quote_idx').on(t.quoteId),
    check('invoices_status_check', sql`${t.status} IN ('unpaid', 'partially_paid', 'paid', 'void')`),
    check('invoices_kind_check', sql`${t.kind} IN ('standard', 'deposit', 'final')`),
    check('invoices_void_reason_check', sql`${t.status} <> 'void' OR ${t.voidReason} IS NOT NULL`),
  ],
);

/** Money received against an invoice: partial payments add up to its amount_paid. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('payments_invoice_idx').on(t.invoiceId, t.paidOn, t.createdAt), check('payments_amount_check', sql`${t.amount} > 0`)],
);

/** Gapless numbering: one row per kind and year, bumped inside the creating transaction. */
export const documentCounters = pgTable(
  'document_counters',
  { kind: text('kind').notNull(), year: integer('year').notNull(), lastValue: integer('last_value').notNull() },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const signingLinks = pgTable(
  'signing_links',
  {
    id: uuid('id').primaryKey(),
    token: text('token').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    status: text('status', { enum: ['pending', 'signed', 'changes_requested', 'superseded'] }).notNull().default('pending'),
    snapshot: jsonb('snapshot').notNull(),
    snapshotHash: text('snapshot_hash').notNull(),
    signerName: text('signer_name'),
    signerEmail: text('signer_email'),
    signaturePng: text('signature_png'),
    signedAt: ts('signed_at'),
    disclosureVersion: text('disclosure_version'),
    changeRequest: text('change_request'),
    firstViewedAt: ts('first_viewed_at'),
    lastViewedAt: ts('last_viewed_at'),
    viewCount: integer('view_count').notNull().default(0),
    signedPdf: bytea('signed_pdf'),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('signing_links_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('signing_links_quote_idx').on(t.quoteId),
    // One signable link per quote, whatever the application does: parallel generate-link calls once made up to eight.
    uniqueIndex('signing_links_one_pending_per_quote').on(t.quoteId).where(sql`${t.status} = 'pending'`),
    index('signing_links_search_idx').using('gin', trgm(t.searchText)),
    check('signing_links_status_check', sql`${t.status} IN ('pending', 'signed', 'changes_requested', 'superseded')`),
  ],
);

export const signingEvents = pgTable(
  'signing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => signingLinks.id),
    /** deposit_payment_checked: staff dealt with a flagged Stripe payment (decision 019). sent_email, sent_sms, sms_link (staff opened their phone's messaging app), reminder_sent, reminders_stopped: decision 017. */
    kind: text('kind', {
      enum: ['created', 'viewed', 'signed', 'changes_requested', 'superseded', 'deposit_paid', 'deposit_payment_flagged', 'deposit_payment_checked', 'sent_email', 'sent_sms', 'sms_link', 'reminder_sent', 'reminders_stopped'],
    }).notNull(),
    at: ts('at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('signing_events_link_idx').on(t.linkId, t.at)],
);

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

export const loginFailures = pgTable(
  'login_failures',
  { id: bigserial('id', { mode: 'number' }).primaryKey(), clientIp: text('client_ip').notNull(), at: ts('at').notNull().defaultNow() },
  (t) => [index('login_failures_ip_idx').on(t.clientIp, t.at)],
);

export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const settings = pgTable(
  'settings',
  { id: integer('id').primaryKey(), data: jsonb('data').notNull(), updatedAt: ts('updated_at').notNull().defaultNow() },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    linkId: uuid('link_id').references(() => signingLinks.id),
    /** A PDF sent with the message as it was when the send was decided (an invoice sent to its customer). */
    attachmentName: text('attachment_name'),
    attachmentPdf: bytea('attachment_pdf'),
    /** customer: the opt-out footer is added when it is sent (mail/mail-outbox.ts); office: none. */
    recipient: text('recipient', { enum: ['office', 'customer'] }).notNull().default('office'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_recipient_check', sql`${t.recipient} IN ('office', 'customer')`),
  ],
);

/** "Send to customer" of an invoice (decision 017): who it went to and when, with its queued mail. */
export const invoiceSends = pgTable(
  'invoice_sends',
  {
    id: uuid('id').primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    toAddress: text('to_address').notNull(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('invoice_sends_invoice_idx').on(t.invoiceId, t.sentAt)],
);

/**
 * One row per customer e-mail address (lower case) that was ever mailed: the unguessable token of
 * its opt-out link, and when the customer used it. Reminders are not sent to an opted-out address.
 */
export const mailOptOuts = pgTable('mail_opt_outs', {
  email: text('email').primaryKey(),
  token: text('token').notNull().unique(),
  optedOutAt: ts('opted_out_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Text messages waiting for (or given up by) the SMS provider: the mail outbox's pattern (outbox/durable-outbox.ts). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the message (Twilio's SM... sid). */
    providerId: text('provider_id'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sms_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('sms_outbox_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Reminders to customers, scheduled as data (issue 16 item 3): a tick claims the due ones with
 * FOR UPDATE SKIP LOCKED, checks again that they still apply and queues the e-mail in the same
 * transaction. One row per document, kind and step (days after the due date for overdue
 * invoices, 0 otherwise): "Stop reminders" marks them stopped, so they are never planned again.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['quote_viewed', 'quote_expiring', 'invoice_overdue'] }).notNull(),
    step: integer('step').notNull().default(0),
    quoteId: uuid('quote_id').references(() => quotes.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    dueAt: ts('due_at').notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'stopped', 'skipped'] }).notNull().default('scheduled'),
    /** Why it was skipped (signed since, opted out, paid...). */
    reason: text('reason'),
    sentTo: text('sent_to'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reminders_due_idx').on(t.dueAt).where(sql`${t.status} = 'scheduled'`),
    uniqueIndex('reminders_quote_kind_idx').on(t.quoteId, t.kind, t.step).where(sql`${t.quoteId} IS NOT NULL`),
    uniqueIndex('reminders_invoice_kind_idx').on(t.invoiceId, t.kind, t.step).where(sql`${t.invoiceId} IS NOT NULL`),
    check('reminders_kind_check', sql`${t.kind} IN ('quote_viewed', 'quote_expiring', 'invoice_overdue')`),
    check('reminders_status_check', sql`${t.status} IN ('scheduled', 'sent', 'stopped', 'skipped')`),
    check('reminders_one_document', sql`(${t.quoteId} IS NULL) <> (${t.invoiceId} IS NULL)`),
  ],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The price book (issue 15 item 1): systems and items with their unit and rate. A document's line
 * copies what it needs, so editing the book never changes a saved document. Names are unique
 * whatever their case: a CSV import and the AI assistant find an entry by its name.
 */
export const priceBookItems = pgTable(
  'price_book_items',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit', { enum: ['sqft', 'lf', 'each', 'flat'] }).notNull(),
    rate: money('rate').notNull(),
    minimumCharge: money('minimum_charge'),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_book_items_name_idx').on(sql`lower(${t.name})`),
    check('price_book_items_unit_check', sql`${t.unit} IN ('sqft', 'lf', 'each', 'flat')`),
    check('price_book_items_figures_check', sql`${t.rate} >= 0 AND (${t.minimumCharge} IS NULL OR ${t.minimumCharge} >= 0)`),
  ],
);

/**
 * Customers staff merged by hand (the Customers screen): the customer whose id is from_key is
 * shown as part of into_key. Customers are otherwise made from the documents themselves (matched
 * by e-mail or phone); deleting the row splits the two again.
 */
export const customerMerges = pgTable('customer_merges', {
  fromKey: text('from_key').primaryKey(),
  intoKey: text('into_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Stripe Checkout Sessions made for a signed quote's deposit (docs/decisions/019-online-deposit.md):
 * the amount we asked for, so a webhook is checked against it; payment_id once it was recorded.
 */
export const depositCheckouts = pgTable(
  'deposit_checkouts',
  {
    sessionId: text('session_id').primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    linkId: uuid('link_id')
      .notNull()
      .references(() => signingLinks.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    url: text('url').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('deposit_checkouts_quote_idx').on(t.quoteId, t.createdAt)],
);

/**
 * Every Stripe event handled, by Stripe's event id, written in the transaction that acts on it:
 * a replay (or Stripe's retry after a crash that committed) finds its row and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  outcome: text('outcome', { enum: ['recorded', 'ignored', 'needs_attention'] }).notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/**
 * Site photos (issue 15 item 5): the JPEG the server made from an upload (resized, rotated upright,
 * metadata stripped). A row is never changed once written (a trigger refuses UPDATE): documents
 * and signed snapshots name it by id and SHA-256, so what a customer signed keeps its bytes.
 */
export const quotePhotos = pgTable(
  'quote_photos',
  {
    id: uuid('id').primaryKey(),
    jpeg: bytea('jpeg').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('quote_photos_size_check', sql`${t.width} > 0 AND ${t.height} > 0 AND ${t.byteSize} = octet_length(${t.jpeg})`)],
);
