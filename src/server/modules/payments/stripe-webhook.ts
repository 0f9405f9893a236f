import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { and, eq, ne } from 'drizzle-orm';
import { todayIn } from '#shared/dates/dates.ts';
import { fromCents, toBig } from '#shared/money/money.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { depositCheckouts, invoices, quotes, signingEvents, signingLinks, stripeEvents } from '#server/db/schema.ts';
import { queueMail } from '#server/mail/mail-outbox.ts';
import { pausePoint } from '#server/ops/pause-point.ts';
import { getSettings } from '../settings/settings-store.ts';
import { officeAddress } from '../signing/signing-mail.ts';
import { addPayment } from '../documents/invoice-payments.ts';
import { insertDepositInvoice } from '../documents/invoices-from-quote.ts';
import { lockInvoiceRow } from '../documents/invoice-rows.ts';
import { depositFlaggedMail, depositReceiptMails } from './deposit-mail.ts';
import { depositDue } from './deposit-due.ts';

export type StripeEventOutcome = 'recorded' | 'ignored' | 'needs_attention' | 'duplicate';

interface Handled {
  outcome: Exclude<StripeEventOutcome, 'duplicate'>;
  details: Record<string, unknown>;
}

/** The method printed on the payment; the session offered card and US bank account. */
export const STRIPE_PAYMENT_METHOD = 'Stripe';

/**
 * Acts on one verified Stripe event, exactly once: the event's id is written in the same
 * transaction as the payment, the audit entry and the queued e-mails, so a replay (or Stripe's
 * retry of an event that did commit) finds the id and changes nothing, and a crash before the
 * commit leaves nothing behind for Stripe's retry to trip over.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, options: { officeEmail?: string } = {}): Promise<StripeEventOutcome> {
  return db.transaction(async (tx) => {
    // Concurrent deliveries of one event: the second waits here for the first and finds its id.
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, outcome: 'ignored' }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (!fresh) return 'duplicate';
    const handled = await act(tx, event, options);
    await tx.update(stripeEvents).set({ outcome: handled.outcome, details: handled.details }).where(eq(stripeEvents.id, event.id));
    // Test-only (ops/pause-point.ts): the kill test stops the process here, before the commit.
    await pausePoint('stripe-webhook-before-commit');
    return handled.outcome;
  });
}

async function act(tx: Tx, event: Stripe.Event, options: { officeEmail?: string }): Promise<Handled> {
  switch (event.type) {
    case 'checkout.session.completed':
      // A bank debit completes 'unpaid' and is paid days later (async_payment_succeeded).
      if (event.data.object.payment_status !== 'paid') return { outcome: 'ignored', details: { reason: `payment status ${event.data.object.payment_status}` } };
      return recordDeposit(tx, event, event.data.object, options);
    case 'checkout.session.async_payment_succeeded':
      return recordDeposit(tx, event, event.data.object, options);
    case 'checkout.session.async_payment_failed':
      return flagSession(tx, event.data.object, 'The bank payment of the deposit failed; nothing was recorded.', options);
    default:
      return { outcome: 'ignored', details: { reason: 'event type not used' } };
  }
}

async function lockCheckout(tx: Tx, sessionId: string) {
  const [checkout] = await tx.select().from(depositCheckouts).where(eq(depositCheckouts.sessionId, sessionId)).for('update');
  return checkout;
}

/**
 * A session made by this app whose row was never written (the server died between Stripe's answer
 * and the insert): its metadata names our quote and link, the event is signed with our secret, so
 * the row is made now with the deposit due today, and the payment is checked against that.
 */
async function adoptSession(tx: Tx, session: Stripe.Checkout.Session) {
  const quoteId = session.metadata?.quoteId;
  const linkId = session.metadata?.linkId;
  if (!quoteId || !linkId || !/^[0-9a-f-]{36}$/i.test(quoteId) || !/^[0-9a-f-]{36}$/i.test(linkId)) return undefined;
  const [link] = await tx.select({ id: signingLinks.id }).from(signingLinks).where(and(eq(signingLinks.id, linkId), eq(signingLinks.quoteId, quoteId), eq(signingLinks.status, 'signed')));
  if (!link) return undefined;
  const { due } = await depositDue(tx, quoteId);
  await tx.insert(depositCheckouts).values({ sessionId: session.id, quoteId, linkId, amount: due.toFixed(2), currency: 'usd', url: session.url ?? '' }).onConflictDoNothing();
  return lockCheckout(tx, session.id);
}

async function recordDeposit(tx: Tx, event: Stripe.Event, session: Stripe.Checkout.Session, options: { officeEmail?: string }): Promise<Handled> {
  const checkout = (await lockCheckout(tx, session.id)) ?? (await adoptSession(tx, session));
  // Sessions this app did not make (another integration on the same account) are not ours to record.
  if (!checkout) return { outcome: 'ignored', details: { reason: 'unknown checkout session', sessionId: session.id } };
  if (checkout.paymentId) return { outcome: 'ignored', details: { reason: 'already recorded', sessionId: session.id } };
  const paid = fromCents(session.amount_total ?? 0);
  const currency = (session.currency ?? '').toLowerCase();
  if (currency !== checkout.currency || !toBig(paid).eq(toBig(checkout.amount))) {
    return flagSession(tx, session, `Stripe reports ${paid} ${currency.toUpperCase() || '(no currency)'} paid, but the session asked for ${toBig(checkout.amount).toFixed(2)} ${checkout.currency.toUpperCase()}; nothing was recorded.`, options);
  }
  // The quote first, then its invoice: the order every invoice writer locks in.
  await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, checkout.quoteId)).for('update');
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.quoteId, checkout.quoteId), eq(invoices.kind, 'deposit'), ne(invoices.status, 'void')));
  let invoiceId = existing?.id;
  if (!invoiceId) {
    try {
      invoiceId = (await insertDepositInvoice(tx, checkout.quoteId)).id;
    } catch (error) {
      // A quote that can no longer take a deposit invoice (a standard invoice bills it whole):
      // Stripe would retry a failure for days; the office settles it instead.
      if (!(error instanceof AppError)) throw error;
      return flagSession(tx, session, `Stripe reports ${paid} USD paid, but no deposit invoice could be made (${error.message}); nothing was recorded.`, options);
    }
  }
  const invoice = await lockInvoiceRow(tx, invoiceId);
  const balance = toBig(invoice.total).minus(toBig(invoice.amountPaid));
  if (toBig(paid).gt(balance)) {
    return flagSession(tx, session, `Stripe reports ${paid} USD paid, more than the balance due of invoice ${invoice.invoiceNumber} (${balance.toFixed(2)}); nothing was recorded.`, options);
  }
  const settings = await getSettings(tx);
  const paidOn = todayIn(settings.timeZone);
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const paymentId = randomUUID();
  const note = `Paid online (Stripe Checkout ${session.id}${paymentIntent ? `, ${paymentIntent}` : ''})`;
  const updated = await addPayment(tx, invoice, { id: paymentId, amount: paid, paidOn, method: STRIPE_PAYMENT_METHOD, note });
  await tx.update(depositCheckouts).set({ paymentId }).where(eq(depositCheckouts.sessionId, session.id));
  await tx.insert(signingEvents).values({
    linkId: checkout.linkId,
    kind: 'deposit_paid',
    ip: null,
    userAgent: 'Stripe webhook',
    details: { amount: paid, currency, invoiceNumber: invoice.invoiceNumber, sessionId: session.id, paymentIntent, eventId: event.id },
  });
  const [link] = await tx.select().from(signingLinks).where(eq(signingLinks.id, checkout.linkId));
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, checkout.quoteId));
  await queueMail(
    tx,
    depositReceiptMails({
      quote: quote!,
      invoice: updated,
      amount: paid,
      paidOn,
      customerName: link?.signerName ?? quote!.customerName,
      customerEmail: link?.signerEmail ?? quote!.customerEmail ?? session.customer_details?.email ?? null,
      settings,
      officeEmail: officeAddress(options.officeEmail, settings.companyEmail),
    }),
  );
  return { outcome: 'recorded', details: { sessionId: session.id, amount: paid, invoiceNumber: invoice.invoiceNumber } };
}

/** Money Stripe reports that does not match what was asked: staff look at it, nothing is recorded. */
async function flagSession(tx: Tx, session: Stripe.Checkout.Session, reason: string, options: { officeEmail?: string }): Promise<Handled> {
  const checkout = await lockCheckout(tx, session.id);
  if (!checkout) return { outcome: 'ignored', details: { reason: 'unknown checkout session', sessionId: session.id } };
  await tx.insert(signingEvents).values({ linkId: checkout.linkId, kind: 'deposit_payment_flagged', ip: null, userAgent: 'Stripe webhook', details: { reason, sessionId: session.id } });
  const settings = await getSettings(tx);
  const officeEmail = officeAddress(options.officeEmail, settings.companyEmail);
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, checkout.quoteId));
  if (officeEmail && quote) await queueMail(tx, [depositFlaggedMail({ quote, sessionId: session.id, reason, officeEmail })]);
  return { outcome: 'needs_attention', details: { reason, sessionId: session.id } };
}
