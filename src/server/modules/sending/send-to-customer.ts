import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { renderTemplate } from '#shared/sending/message-template.ts';
import { smsHref, smsNumber } from '#shared/sending/sms-number.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { quotes, signingEvents, signingLinks } from '#server/db/schema.ts';
import { queueMail } from '#server/mail/mail-outbox.ts';
import { queueSms } from '#server/sms/sms-outbox.ts';
import { getSettings } from '#server/modules/settings/settings-store.ts';
import { generateSigningLink, lockQuote, type ClientInfo } from '#server/modules/signing/signing-links.ts';
import type { QuoteSnapshot } from '#server/modules/signing/quote-snapshot.ts';
import { planReminders } from '#server/modules/reminders/reminders.ts';

/**
 * "Send to customer" (issue 16 item 2; decision 017): by e-mail from the Settings template, or by
 * text message through the SMS outbox (or, without an SMS provider, the phone's own messaging
 * app). Each send is on the quote's audit trail (signing_events).
 */

/** A second tap within this long sends nothing more (the first send is answered again). */
export const DOUBLE_TAP_MS = 2 * 60_000;

export interface SendContext {
  linkBase: string;
  client: ClientInfo;
  smsConfigured: boolean;
  now?: Date;
}

const signingUrlOf = (linkBase: string, token: string) => `${linkBase}/sign/${encodeURIComponent(token)}`;

function smsBody(company: string, quote: { quoteNumber: string; validUntil: string }, url: string): string {
  return `${company}: your quote ${quote.quoteNumber} is ready to review and sign: ${url} (valid until ${formatDisplayDate(quote.validUntil)})`;
}

/**
 * The send dialog's facts: the signing link is made (or found) as by Copy Signing Link, so a
 * draft is issued as a quote first. The sms: link is ready for a phone without an SMS provider.
 */
export async function prepareSend(db: Db, id: string, context: SendContext) {
  const link = await generateSigningLink(db, id, context.client);
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, link.quoteId));
  if (!quote) throw new AppError('not_found', 'Quote not found');
  const settings = await getSettings(db);
  const url = signingUrlOf(context.linkBase, link.shareableLink);
  const phone = smsNumber(quote.customerPhone);
  const body = smsBody(settings.companyName, quote, url);
  return {
    quoteId: quote.id,
    quoteNumber: quote.quoteNumber,
    shareableLink: link.shareableLink,
    signingUrl: url,
    email: quote.customerEmail,
    phone,
    smsConfigured: context.smsConfigured,
    smsBody: body,
    smsHref: phone ? smsHref(phone, body) : null,
  };
}

/** The quote, locked, with its open link; refuses one that cannot be sent (signed, replaced, expired). */
async function sendableQuote(tx: Tx, quoteId: string, now: Date) {
  const quote = await lockQuote(tx, quoteId);
  if (!quote) throw new AppError('not_found', 'Quote not found');
  if (quote.status === 'signed') throw new AppError('conflict', `Quote ${quote.quoteNumber} is already signed.`);
  if (quote.status === 'superseded') throw new AppError('conflict', 'This quote has a newer revision; send the latest revision.');
  const [link] = await tx.select().from(signingLinks).where(and(eq(signingLinks.quoteId, quote.id), eq(signingLinks.status, 'pending'))).limit(1);
  if (!link) throw new AppError('conflict', `Quote ${quote.quoteNumber} has no open signing link (changes were requested?): revise it and send the revision.`);
  const settings = await getSettings(tx);
  if (quote.validUntil < todayIn(settings.timeZone, now)) {
    throw new AppError('conflict', `Quote ${quote.quoteNumber} expired on ${formatDisplayDate(quote.validUntil)}: extend it before sending.`);
  }
  return { quote, link, settings };
}

/** The same send to the same address moments ago: a double tap, answered with the first send. */
async function recentSend(tx: Tx, linkId: string, kind: 'sent_email' | 'sent_sms', to: string, now: Date) {
  const [event] = await tx
    .select({ at: signingEvents.at })
    .from(signingEvents)
    .where(and(eq(signingEvents.linkId, linkId), eq(signingEvents.kind, kind), gt(signingEvents.at, new Date(now.getTime() - DOUBLE_TAP_MS)), sql`${signingEvents.details}->>'to' = ${to}`))
    .orderBy(desc(signingEvents.at))
    .limit(1);
  return event;
}

/** POST /api/quotes/{id}/send-email: the Settings template, queued in the outbox, on the audit trail. */
export async function sendQuoteByEmail(db: Db, quoteId: string, input: { to?: string }, context: SendContext) {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const { quote, link, settings } = await sendableQuote(tx, quoteId, now);
    const to = (input.to ?? quote.customerEmail ?? '').trim().toLowerCase();
    if (!to) throw new AppError('unprocessable', `Quote ${quote.quoteNumber} has no customer e-mail: enter the address to send it to.`);
    const earlier = await recentSend(tx, link.id, 'sent_email', to, now);
    if (earlier) return { to, at: earlier.at.toISOString(), alreadySent: true };
    const company = (link.snapshot as QuoteSnapshot).company.companyName || settings.companyName;
    const values = { link: signingUrlOf(context.linkBase, link.token), company, validUntil: formatDisplayDate(quote.validUntil), customer: quote.customerName };
    const [mailId] = await queueMail(tx, [{ to, toCustomer: true, subject: renderTemplate(settings.sendEmailSubject, values), text: renderTemplate(settings.sendEmailTemplate, values) }]);
    const [event] = await tx
      .insert(signingEvents)
      .values({ linkId: link.id, kind: 'sent_email', at: now, ip: context.client.ip, userAgent: context.client.userAgent, details: { to, mailId } })
      .returning({ at: signingEvents.at });
    await planReminders(tx, { quoteId: quote.id });
    return { to, at: event!.at.toISOString(), alreadySent: false };
  });
}

/** POST /api/quotes/{id}/send-sms: through the SMS outbox (SMS configured), on the audit trail. */
export async function sendQuoteBySms(db: Db, quoteId: string, input: { to?: string }, context: SendContext) {
  if (!context.smsConfigured) throw new AppError('conflict', 'Text messages are not set up on this server (TWILIO_*): use "Text it" on your phone instead.');
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const { quote, link, settings } = await sendableQuote(tx, quoteId, now);
    const to = smsNumber(input.to ?? quote.customerPhone);
    if (!to) throw new AppError('unprocessable', `Quote ${quote.quoteNumber} has no mobile number to text: enter one like (512) 555-0134.`);
    const earlier = await recentSend(tx, link.id, 'sent_sms', to, now);
    if (earlier) return { to, at: earlier.at.toISOString(), alreadySent: true };
    const company = (link.snapshot as QuoteSnapshot).company.companyName || settings.companyName;
    const smsId = await queueSms(tx, { to, body: smsBody(company, quote, signingUrlOf(context.linkBase, link.token)), quoteId: quote.id });
    const [event] = await tx
      .insert(signingEvents)
      .values({ linkId: link.id, kind: 'sent_sms', at: now, ip: context.client.ip, userAgent: context.client.userAgent, details: { to, smsId } })
      .returning({ at: signingEvents.at });
    await planReminders(tx, { quoteId: quote.id });
    return { to, at: event!.at.toISOString(), alreadySent: false };
  });
}

/** POST /api/quotes/{id}/sms-link: staff opened "Text it" on their phone (what they then send is theirs). */
export async function recordSmsLink(db: Db, quoteId: string, input: { to?: string }, context: SendContext) {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const { quote, link } = await sendableQuote(tx, quoteId, now);
    const to = smsNumber(input.to ?? quote.customerPhone) ?? input.to ?? null;
    const [event] = await tx
      .insert(signingEvents)
      .values({ linkId: link.id, kind: 'sms_link', at: now, ip: context.client.ip, userAgent: context.client.userAgent, details: { to } })
      .returning({ at: signingEvents.at });
    await planReminders(tx, { quoteId: quote.id });
    return { to, at: event!.at.toISOString(), alreadySent: false };
  });
}

/** The quote's timeline: every event of its links (made, sent, viewed, reminded, signed), oldest first. */
export async function quoteEvents(db: Db, quoteId: string) {
  const links = await db.select({ id: signingLinks.id }).from(signingLinks).where(eq(signingLinks.quoteId, quoteId));
  if (links.length === 0) return [];
  const rows = await db
    .select()
    .from(signingEvents)
    .where(inArray(signingEvents.linkId, links.map((link) => link.id)))
    .orderBy(signingEvents.at, signingEvents.id);
  return rows.map((row) => ({ kind: row.kind, at: row.at.toISOString(), ip: row.ip, userAgent: row.userAgent, to: typeof row.details.to === 'string' ? row.details.to : null, reminder: typeof row.details.reminder === 'string' ? row.details.reminder : null }));
}
