import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { todayIn } from '#shared/dates/dates.ts';
import { toBig } from '#shared/money/money.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { invoices, quotes, reminders, signingEvents, signingLinks } from '#server/db/schema.ts';
import { queueMail } from '#server/mail/mail-outbox.ts';
import { isOptedOut } from '#server/mail/opt-out.ts';
import { getSettings } from '#server/modules/settings/settings-store.ts';
import { startWorker, type OutboxWorker } from '#server/outbox/durable-outbox.ts';
import { overdueReminderMail, quoteReminderMail } from './reminder-mail.ts';

/**
 * Reminders that run themselves (issue 16 item 3; decision 017). They are rows (reminders), so
 * they survive restarts; a tick plans the ones that now apply (one row per document, kind and
 * step: a unique index makes planning idempotent) and sends the due ones: each is claimed with
 * FOR UPDATE SKIP LOCKED, checked again (signed since? paid? opted out?) and its e-mail queued
 * in the outbox in the same transaction, so processes sharing one PostgreSQL send it once.
 */
export const EXPIRING_DAYS_BEFORE = 3;
export const OVERDUE_STEPS = [1, 7, 14] as const;
/** Reminders go out at this hour where the company is, not at midnight. */
const SEND_HOUR = 9;

export type ReminderKind = (typeof reminders.$inferSelect)['kind'];

/** A date (YYYY-MM-DD) plus days, at SEND_HOUR in the company's time zone, as a timestamptz expression. */
const localMorning = (date: unknown, days: number, timeZone: string) => sql`(((${date})::date + ${days}::int)::timestamp + make_interval(hours => ${SEND_HOUR})) at time zone ${timeZone}`;

/** When each kind is due, as SQL over its rows (l: the signing link, q: the quote, i: the invoice): planning and replanning read the same. */
type ReminderSettings = { reminderAfterDays: number; timeZone: string };
const viewedDue = (s: ReminderSettings) => sql`l.first_viewed_at + make_interval(days => ${s.reminderAfterDays})`;
const expiringDue = (s: ReminderSettings) => localMorning(sql`q.valid_until`, -EXPIRING_DAYS_BEFORE, s.timeZone);
const overdueDue = (s: ReminderSettings, step: unknown) => sql`${localMorning(sql`i.due_date`, 0, s.timeZone)} + make_interval(days => ${step})`;

/** Inserts the reminders that now apply and are not there yet (stopped ones included: they stay stopped). */
export async function planReminders(db: DbOrTx, options: { quoteId?: string } = {}): Promise<void> {
  const settings = await getSettings(db);
  const onlyQuote = options.quoteId ? sql`and q.id = ${options.quoteId}` : sql``;
  // Viewed but not signed: one reminder N days after the customer first opened the link.
  await db.execute(sql`
    insert into reminders (id, kind, step, quote_id, due_at)
    select gen_random_uuid(), 'quote_viewed', 0, q.id, ${viewedDue(settings)}
    from signing_links l join quotes q on q.id = l.quote_id
    where l.status = 'pending' and q.status = 'pending' and l.first_viewed_at is not null and q.customer_email is not null ${onlyQuote}
    on conflict do nothing`);
  // Expiring: one reminder three days before Valid Until, for a quote whose link was made before then.
  const expiringAt = expiringDue(settings);
  await db.execute(sql`
    insert into reminders (id, kind, step, quote_id, due_at)
    select gen_random_uuid(), 'quote_expiring', 0, q.id, ${expiringAt}
    from signing_links l join quotes q on q.id = l.quote_id
    where l.status = 'pending' and q.status = 'pending' and q.customer_email is not null and ${expiringAt} > l.created_at ${onlyQuote}
    on conflict do nothing`);
  if (options.quoteId) return;
  // Unpaid past the due date: +1, +7 and +14 days.
  const steps = sql.raw(OVERDUE_STEPS.map((step) => `(${step})`).join(', '));
  await db.execute(sql`
    insert into reminders (id, kind, step, invoice_id, due_at)
    select gen_random_uuid(), 'invoice_overdue', s.step, i.id, ${overdueDue(settings, sql`s.step`)}
    from invoices i cross join (values ${steps}) as s(step)
    where i.status in ('unpaid', 'partially_paid') and i.due_date is not null and i.customer_email is not null
    on conflict do nothing`);
}

/**
 * Moves the scheduled reminders to what the Settings now say (days after viewing, the company's
 * time zone): a reminder planned under the old Settings would otherwise go out on the old day.
 */
export async function replanReminders(db: DbOrTx): Promise<void> {
  const settings = await getSettings(db);
  await db.execute(sql`
    update reminders r set due_at = ${viewedDue(settings)}, updated_at = now()
    from signing_links l
    where r.status = 'scheduled' and r.kind = 'quote_viewed' and l.quote_id = r.quote_id and l.status = 'pending' and l.first_viewed_at is not null`);
  await db.execute(sql`
    update reminders r set due_at = ${expiringDue(settings)}, updated_at = now()
    from quotes q
    where r.status = 'scheduled' and r.kind = 'quote_expiring' and q.id = r.quote_id`);
  await db.execute(sql`
    update reminders r set due_at = ${overdueDue(settings, sql`r.step`)}, updated_at = now()
    from invoices i
    where r.status = 'scheduled' and r.kind = 'invoice_overdue' and i.id = r.invoice_id and i.due_date is not null`);
}

export interface ReminderDeps {
  db: Db;
  /** Where the links in the mails lead (http/link-base.ts). */
  linkBase: string;
}

type ReminderRow = typeof reminders.$inferSelect;
type Decision = { send: Parameters<typeof queueMail>[1][number]; linkId?: string } | { skip: string };

async function decideQuote(tx: Tx, row: ReminderRow, deps: ReminderDeps, now: Date): Promise<Decision> {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, row.quoteId!));
  if (!quote) return { skip: 'The quote is gone' };
  if (quote.status === 'signed') return { skip: 'Signed since' };
  if (quote.status === 'superseded') return { skip: 'A newer revision was issued' };
  const [link] = await tx.select().from(signingLinks).where(and(eq(signingLinks.quoteId, quote.id), eq(signingLinks.status, 'pending'))).limit(1);
  if (!link) return { skip: 'No open signing link (changes were requested)' };
  const settings = await getSettings(tx);
  if (quote.validUntil < todayIn(settings.timeZone, now)) return { skip: 'The quote has expired' };
  if (!quote.customerEmail) return { skip: 'No customer e-mail' };
  if (await isOptedOut(tx, quote.customerEmail)) return { skip: `${quote.customerEmail} opted out of reminders` };
  const kind = row.kind === 'quote_expiring' ? 'quote_expiring' : 'quote_viewed';
  const signingUrl = `${deps.linkBase}/sign/${encodeURIComponent(link.token)}`;
  return { send: quoteReminderMail({ kind, to: quote.customerEmail, company: settings, quote, signingUrl }), linkId: link.id };
}

async function decideInvoice(tx: Tx, row: ReminderRow, now: Date): Promise<Decision> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, row.invoiceId!));
  if (!invoice) return { skip: 'The invoice is gone' };
  if (invoice.status === 'paid' || toBig(invoice.balanceDue).lte(0)) return { skip: 'Paid since' };
  if (invoice.status === 'void') return { skip: 'The invoice is void' };
  if (!invoice.dueDate) return { skip: 'The invoice has no due date' };
  // Several steps due at once (the server was off, or the invoice is old): only the latest is sent.
  const [later] = await tx
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.invoiceId, invoice.id), eq(reminders.kind, 'invoice_overdue'), gt(reminders.step, row.step), lte(reminders.dueAt, now), eq(reminders.status, 'scheduled')))
    .limit(1);
  if (later) return { skip: 'A later reminder is due' };
  if (!invoice.customerEmail) return { skip: 'No customer e-mail' };
  if (await isOptedOut(tx, invoice.customerEmail)) return { skip: `${invoice.customerEmail} opted out of reminders` };
  const settings = await getSettings(tx);
  return { send: overdueReminderMail({ to: invoice.customerEmail, company: settings, invoice: { ...invoice, dueDate: invoice.dueDate } }) };
}

/**
 * One tick: plans, then sends every reminder due at `now` (the clock is a parameter: tests pass
 * theirs). Returns how many were sent and skipped.
 */
export async function runReminders(deps: ReminderDeps, now = new Date()): Promise<{ sent: number; skipped: number }> {
  await planReminders(deps.db);
  let sent = 0;
  let skipped = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(reminders)
        .where(and(eq(reminders.status, 'scheduled'), lte(reminders.dueAt, now)))
        .orderBy(asc(reminders.dueAt), asc(reminders.step))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const decision = row.quoteId ? await decideQuote(tx, row, deps, now) : await decideInvoice(tx, row, now);
      if ('skip' in decision) {
        await tx.update(reminders).set({ status: 'skipped', reason: decision.skip, updatedAt: now }).where(eq(reminders.id, row.id));
        return 'skipped' as const;
      }
      await queueMail(tx, [decision.send]);
      await tx.update(reminders).set({ status: 'sent', sentTo: decision.send.to, updatedAt: now }).where(eq(reminders.id, row.id));
      if (decision.linkId) await tx.insert(signingEvents).values({ linkId: decision.linkId, kind: 'reminder_sent', at: now, details: { reminder: row.kind, to: decision.send.to } });
      return 'sent' as const;
    });
    if (!done) return { sent, skipped };
    if (done === 'sent') sent += 1;
    else skipped += 1;
  }
}

/** Runs runReminders every interval (default a minute) and kicks the outbox when one was queued. */
export function startReminderWorker(deps: ReminderDeps, intervalMs: number, afterSend: () => void, onError?: (error: unknown) => void): OutboxWorker {
  return startWorker(
    async () => {
      const { sent } = await runReminders(deps);
      if (sent > 0) afterSend();
    },
    intervalMs,
    onError,
  );
}

type Document = { quoteId: string } | { invoiceId: string };

/** Every step of every kind a document can have: Stop marks them all stopped, now and for good. */
const stepsOf = (document: Document): { kind: ReminderKind; step: number }[] =>
  'quoteId' in document
    ? [
        { kind: 'quote_viewed', step: 0 },
        { kind: 'quote_expiring', step: 0 },
      ]
    : OVERDUE_STEPS.map((step) => ({ kind: 'invoice_overdue' as const, step }));

/** "Stop reminders": the scheduled ones are stopped and the ones not planned yet never will be. Returns how many were waiting. */
export async function stopReminders(tx: Tx, document: Document, now = new Date()): Promise<number> {
  const column = 'quoteId' in document ? reminders.quoteId : reminders.invoiceId;
  const id = 'quoteId' in document ? document.quoteId : document.invoiceId;
  const waiting = await tx
    .update(reminders)
    .set({ status: 'stopped', updatedAt: now })
    .where(and(eq(column, id), eq(reminders.status, 'scheduled')))
    .returning({ id: reminders.id });
  for (const { kind, step } of stepsOf(document)) {
    await tx
      .insert(reminders)
      .values({ id: randomUUID(), kind, step, ...('quoteId' in document ? { quoteId: id } : { invoiceId: id }), dueAt: now, status: 'stopped', updatedAt: now })
      .onConflictDoNothing();
  }
  return waiting.length;
}

export async function remindersStopped(db: DbOrTx, document: Document): Promise<boolean> {
  const column = 'quoteId' in document ? reminders.quoteId : reminders.invoiceId;
  const id = 'quoteId' in document ? document.quoteId : document.invoiceId;
  const [row] = await db.select({ id: reminders.id }).from(reminders).where(and(eq(column, id), eq(reminders.status, 'stopped'))).limit(1);
  return Boolean(row);
}

/** A document's reminders for its timeline: sent, skipped and scheduled ones (stopped placeholders are left out). */
export async function listReminders(db: DbOrTx, document: Document) {
  const column = 'quoteId' in document ? reminders.quoteId : reminders.invoiceId;
  const id = 'quoteId' in document ? document.quoteId : document.invoiceId;
  const rows = await db
    .select()
    .from(reminders)
    .where(and(eq(column, id), ne(reminders.status, 'stopped')))
    .orderBy(asc(reminders.dueAt), asc(reminders.step));
  const stopped = await db
    .select({ kind: reminders.kind, step: reminders.step, dueAt: reminders.dueAt, updatedAt: reminders.updatedAt, createdAt: reminders.createdAt })
    .from(reminders)
    .where(and(eq(column, id), eq(reminders.status, 'stopped')))
    .orderBy(desc(reminders.updatedAt));
  return {
    reminders: rows.map((row) => ({ id: row.id, kind: row.kind, step: row.step, dueAt: row.dueAt.toISOString(), status: row.status, reason: row.reason, sentTo: row.sentTo, at: row.updatedAt.toISOString() })),
    stoppedAt: stopped[0]?.updatedAt.toISOString() ?? null,
  };
}

/** The quotes and invoices a list of ids names (used by tests and routes to check existence). */
export async function documentExists(db: DbOrTx, document: Document): Promise<boolean> {
  if ('quoteId' in document) return (await db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, [document.quoteId]))).length > 0;
  return (await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, [document.invoiceId]))).length > 0;
}
