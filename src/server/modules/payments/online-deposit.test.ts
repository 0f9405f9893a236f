import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { toCents } from '#shared/money/money.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { depositCheckouts, invoices, mailOutbox, payments, quotes, stripeEvents } from '#server/db/schema.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { signStripePayload, startStripeStub, type StripeStub, type StubEvent } from '#server/testing/stripe-stub.ts';
import { createStripeGateway } from './stripe-gateway.ts';

const SECRET_KEY = 'sk_test_online_deposit';
const WEBHOOK_SECRET = 'whsec_online_deposit';
const OFFICE = 'office@floors.example';

/** Issue 16 items 1 and 5: the deposit paid online through Stripe Checkout, against a local server that speaks Stripe's API. */
describe.each(DATABASE_KINDS)('online deposit on %s', (kind) => {
  let stub: StripeStub;
  let t: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    stub = await startStripeStub({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await buildTestApp(kind, {
      config: { officeEmail: OFFICE, publicUrl: 'https://quotes.floors.example', outboxIntervalMs: 600_000 },
      deps: { stripe: await createStripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stub.url }) },
    });
    plain = await buildTestApp(kind, { config: { outboxIntervalMs: 600_000 } });
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    await stub?.close();
  });

  async function signedQuote(app: TestApp, customerName: string, options: { email?: string } = {}) {
    const quote = (await app.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName }) })).json();
    const { shareableLink } = (await app.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    const signed = await app.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: customerName, signature: signaturePngDataUrl(), ...(options.email ? { email: options.email } : {}) } });
    expect(signed.statusCode, signed.body).toBe(200);
    return { quote: quote as { id: string; quoteNumber: string; depositAmount: string; total: string }, token: shareableLink as string };
  }

  const checkout = (token: string) => t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}/deposit-checkout` });
  const webhook = (event: StubEvent, header = signStripePayload(event.payload, WEBHOOK_SECRET)) =>
    t.anonymous({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header }, payload: event.payload });
  const sessionIdOf = (url: string) => url.split('/pay/')[1]!;

  async function paymentsOf(quoteId: string) {
    const rows = await t.app.db.select().from(invoices).where(eq(invoices.quoteId, quoteId));
    const all = await Promise.all(rows.map((row) => t.app.db.select().from(payments).where(eq(payments.invoiceId, row.id))));
    return { invoices: rows, payments: all.flat() };
  }

  async function auditKinds(app: TestApp, quoteNumber: string) {
    const links = (await app.staff({ method: 'GET', url: `/api/link-quotes?q=${quoteNumber}` })).json() as Array<{ id: string }>;
    const audit = (await app.staff({ method: 'GET', url: `/api/link-quotes/${links[0]!.id}/audit` })).json() as Array<{ kind: string }>;
    return audit.map((event) => event.kind);
  }

  it('without Stripe the page offers the payment methods from Settings, and nothing online', async () => {
    const saved = await plain.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, paymentMethods: 'Zelle to pay@floors.example or a check' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { quote, token } = await signedQuote(plain, `No Stripe ${kind}`);
    const deposit = await plain.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}/deposit` });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toEqual({ depositAmount: quote.depositAmount, amountDue: quote.depositAmount, paidOn: null, online: false, paymentMethods: 'Zelle to pay@floors.example or a check' });
    const refused = await plain.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}/deposit-checkout` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/other ways to pay/);
    const hook = await plain.anonymous({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{"id":"evt_1"}' });
    expect(hook.statusCode).toBe(404);
  });

  it('makes one Checkout Session for the deposit due, card and US bank account, whatever the taps', async () => {
    const { quote, token } = await signedQuote(t, `Session Sam ${kind}`, { email: 'sam@example.com' });
    const deposit = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}/deposit` })).json();
    expect(deposit).toMatchObject({ amountDue: quote.depositAmount, online: true, paidOn: null });
    const before = stub.sessionRequests.length;
    // A double tap: two requests at once.
    const [first, second] = await Promise.all([checkout(token), checkout(token)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().url).toBe(first.json().url);
    const third = await checkout(token);
    expect(third.json().url).toBe(first.json().url);
    const session = stub.sessions.get(sessionIdOf(first.json().url))!;
    expect(session.amount_total).toBe(toCents(quote.depositAmount));
    expect(session.currency).toBe('usd');
    expect(session.allowed_payment_method_types).toEqual(['card', 'us_bank_account']);
    expect(session.metadata).toMatchObject({ quoteId: quote.id, quoteNumber: quote.quoteNumber });
    expect(session.success_url).toBe(`https://quotes.floors.example/sign/${token}?deposit=paid`);
    expect(session.cancel_url).toBe(`https://quotes.floors.example/sign/${token}`);
    expect(session.customer_email).toBe('sam@example.com');
    const made = stub.sessionRequests.slice(before);
    // At most the two simultaneous taps reached Stripe, with one idempotency key; the third was served from the database.
    expect(made.length).toBeLessThanOrEqual(2);
    expect(new Set(made.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(made[0]!.idempotencyKey).toContain(quote.id);
    const rows = await t.app.db.select().from(depositCheckouts).where(eq(depositCheckouts.quoteId, quote.id));
    expect(rows.map((row) => row.amount)).toEqual([quote.depositAmount]);
  });

  it('refuses a checkout for an unsigned quote or an unknown link', async () => {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: `Unsigned ${kind}` }) })).json();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    const unsigned = await checkout(shareableLink);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().message).toMatch(/must be signed/);
    expect((await checkout('A'.repeat(32))).statusCode).toBe(404);
  });

  it('retries Stripe with back-off, and tells the customer plainly when it stays down', async () => {
    const { token } = await signedQuote(t, `Outage Olga ${kind}`);
    const before = stub.sessionRequests.length;
    stub.failNext(3, 503);
    const down = await checkout(token);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('Online payment is not available right now. Please try again in a few minutes, or use one of the other ways to pay.');
    expect(stub.sessionRequests.length - before).toBe(3);
    stub.failNext(1, 500);
    const recovered = await checkout(token);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(stub.sessionRequests.length - before).toBe(5);
    const keys = stub.sessionRequests.slice(before + 3).map((request) => request.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('records a paid session once: deposit invoice made and paid, receipt and office notice queued, "Deposit paid" in the audit trail', async () => {
    const { quote, token } = await signedQuote(t, `Paying Pat ${kind}`, { email: 'pat@example.com' });
    const url = (await checkout(token)).json().url as string;
    expect((await paymentsOf(quote.id)).invoices).toHaveLength(0);
    const event = stub.completedEvent(sessionIdOf(url));
    const answer = await webhook(event);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'recorded' });

    const recorded = await paymentsOf(quote.id);
    expect(recorded.invoices).toHaveLength(1);
    expect(recorded.invoices[0]).toMatchObject({ kind: 'deposit', status: 'paid', total: quote.depositAmount, amountPaid: quote.depositAmount, balanceDue: '0.00' });
    expect(recorded.payments).toHaveLength(1);
    expect(recorded.payments[0]).toMatchObject({ amount: quote.depositAmount, method: 'Stripe' });
    expect(recorded.payments[0]!.note).toContain(sessionIdOf(url));
    const staffView = (await t.staff({ method: 'GET', url: `/api/invoices/${recorded.invoices[0]!.id}/payments` })).json();
    expect(staffView.invoice.status).toBe('paid');

    expect(await auditKinds(t, quote.quoteNumber)).toContain('deposit_paid');
    const deposit = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}/deposit` })).json();
    expect(deposit).toMatchObject({ amountDue: '0.00', online: false });
    expect(deposit.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await checkout(token)).statusCode).toBe(409);

    const mails = await t.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    const receipt = mails.find((mail) => mail.toAddress === 'pat@example.com' && mail.subject.startsWith('Receipt'));
    expect(receipt?.recipient).toBe('customer');
    expect(receipt?.subject).toContain(quote.quoteNumber);
    expect(receipt?.bodyText).toContain(`$${Number(quote.depositAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(receipt?.bodyText).toContain(recorded.invoices[0]!.invoiceNumber);
    expect(receipt?.bodyText).toContain(DEFAULT_SETTINGS.companyName);
    expect(receipt?.bodyText).toContain(`Date: ${formatDisplayDate(deposit.paidOn)}`);
    const notice = mails.find((mail) => mail.toAddress === OFFICE && mail.subject.startsWith(`Deposit paid: ${quote.quoteNumber}`));
    expect(notice?.bodyText).toContain('A receipt was sent to pat@example.com.');

    // Stripe delivers the same event again: 200, nothing new.
    const replay = await webhook(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    // Another event about the same session is not a second payment either.
    const again = await webhook(stub.completedEvent(sessionIdOf(url)));
    expect(again.json().outcome).toBe('ignored');
    expect((await paymentsOf(quote.id)).payments).toHaveLength(1);
    expect((await auditKinds(t, quote.quoteNumber)).filter((kind) => kind === 'deposit_paid')).toHaveLength(1);
    const receipts = (await t.app.db.select().from(mailOutbox)).filter((mail) => mail.subject.startsWith('Receipt') && mail.toAddress === 'pat@example.com');
    expect(receipts).toHaveLength(1);
  });

  it('pays into the deposit invoice staff already made', async () => {
    const { quote, token } = await signedQuote(t, `Invoiced Ida ${kind}`);
    const made = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` });
    expect(made.statusCode, made.body).toBe(201);
    const url = (await checkout(token)).json().url as string;
    expect((await webhook(stub.completedEvent(sessionIdOf(url)))).json().outcome).toBe('recorded');
    const recorded = await paymentsOf(quote.id);
    expect(recorded.invoices.map((invoice) => [invoice.id, invoice.status])).toEqual([[made.json().id, 'paid']]);
  });

  it('offers nothing online once a final invoice bills the rest of the quote', async () => {
    const { quote, token } = await signedQuote(t, `Final Fay ${kind}`);
    const final = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/final-invoice` });
    expect(final.statusCode, final.body).toBe(201);
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}/deposit` })).json()).toMatchObject({ amountDue: '0.00', online: false });
    const refused = await checkout(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This quote was invoiced in full; please pay that invoice.');
  });

  it('changes nothing for a forged, tampered or unsigned webhook', async () => {
    const { quote, token } = await signedQuote(t, `Forged Fred ${kind}`);
    const url = (await checkout(token)).json().url as string;
    const event = stub.completedEvent(sessionIdOf(url));
    const forged = await webhook(event, signStripePayload(event.payload, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature/);
    const tampered = await webhook({ ...event, payload: event.payload.replace('"amount_total":', '"amount_total":1') }, signStripePayload(event.payload, WEBHOOK_SECRET));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.anonymous({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: event.payload });
    expect(unsigned.statusCode).toBe(400);
    const stale = await webhook(event, signStripePayload(event.payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(400);
    expect((await paymentsOf(quote.id)).invoices).toHaveLength(0);
    expect(await t.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(0);
    // The genuine delivery still works afterwards.
    expect((await webhook(event)).json().outcome).toBe('recorded');
  });

  it('flags an amount or currency other than the session asked for to the office, and records nothing', async () => {
    const { quote, token } = await signedQuote(t, `Mismatch Mo ${kind}`);
    const url = (await checkout(token)).json().url as string;
    const short = await webhook(stub.completedEvent(sessionIdOf(url), { amount: 100 }));
    expect(short.json().outcome).toBe('needs_attention');
    const euros = await webhook(stub.completedEvent(sessionIdOf(url), { currency: 'eur' }));
    expect(euros.json().outcome).toBe('needs_attention');
    expect((await paymentsOf(quote.id)).payments).toHaveLength(0);
    expect(await auditKinds(t, quote.quoteNumber)).toContain('deposit_payment_flagged');
    const flagged = (await t.app.db.select().from(mailOutbox)).filter((mail) => mail.subject === `Check a deposit payment: ${quote.quoteNumber} Mismatch Mo ${kind}`);
    expect(flagged).toHaveLength(2);
    const reasons = flagged.map((mail) => mail.bodyText.split('\n')[1]).sort();
    expect(reasons).toEqual([
      `Stripe reports 1.00 USD paid, but the session asked for ${quote.depositAmount} USD; nothing was recorded.`,
      `Stripe reports ${quote.depositAmount} EUR paid, but the session asked for ${quote.depositAmount} USD; nothing was recorded.`,
    ].sort());
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}/deposit` })).json().amountDue).toBe(quote.depositAmount);
    // On the dashboard's Needs attention until the deposit is settled by hand.
    const attention = async () => ((await t.staff({ method: 'GET', url: '/api/attention' })).json() as Array<{ id: string; reason: string; note: string | null; amount: string }>).filter((item) => item.id === quote.id);
    const [item, ...more] = await attention();
    expect(more).toHaveLength(0);
    expect(item).toMatchObject({ reason: 'deposit_to_check', amount: quote.depositAmount });
    expect(item!.note).toMatch(/^Stripe reports .* paid, but the session asked for/);
    const invoice = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` })).json();
    expect((await t.staff({ method: 'PATCH', url: `/api/invoices/${invoice.id}/status`, payload: { status: 'paid' } })).statusCode).toBe(200);
    expect(await attention()).toEqual([]);
  });

  it('a flagged payment the office refunded in Stripe is marked checked: it leaves Needs attention, with the note on the audit trail', async () => {
    const { quote, token } = await signedQuote(t, `Refund Rita ${kind}`);
    const url = (await checkout(token)).json().url as string;
    const toCheck = async () => (await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/deposit-payment` })).json().toCheck;
    expect(await toCheck()).toBeNull();
    expect((await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-payment/checked`, payload: {} })).statusCode).toBe(409);

    await webhook(stub.completedEvent(sessionIdOf(url), { amount: 100 }));
    expect(await toCheck()).toMatchObject({ reason: `Stripe reports 1.00 USD paid, but the session asked for ${quote.depositAmount} USD; nothing was recorded.` });
    const onDashboard = async () => ((await t.staff({ method: 'GET', url: '/api/attention' })).json() as Array<{ id: string }>).some((item) => item.id === quote.id);
    expect(await onDashboard()).toBe(true);

    const tooLong = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-payment/checked`, payload: { note: 'x'.repeat(501) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('500 characters');
    expect(await onDashboard()).toBe(true);
    const marked = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-payment/checked`, payload: { note: 'Refunded in Stripe on the 3rd' } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ toCheck: null });
    expect(await toCheck()).toBeNull();
    expect(await onDashboard()).toBe(false);
    expect(await auditKinds(t, quote.quoteNumber)).toContain('deposit_payment_checked');
    // Once is enough; a later mismatch is flagged afresh.
    expect((await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-payment/checked` })).statusCode).toBe(409);
    await webhook(stub.completedEvent(sessionIdOf(url), { currency: 'eur' }));
    expect(await onDashboard()).toBe(true);
    expect((await t.staff({ method: 'GET', url: '/api/quotes/00000000-0000-4000-8000-000000000000/deposit-payment' })).statusCode).toBe(404);
    expect((await t.anonymous({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-payment/checked` })).statusCode).toBe(401);
  });

  it('answers 200 and flags a payment no deposit invoice can take, rather than failing Stripe’s deliveries for days', async () => {
    const { quote, token } = await signedQuote(t, `Stuck Stu ${kind}`);
    const url = (await checkout(token)).json().url as string;
    // The quote can no longer be invoiced (as if revised meanwhile).
    await t.app.db.update(quotes).set({ status: 'superseded' }).where(eq(quotes.id, quote.id));
    const answer = await webhook(stub.completedEvent(sessionIdOf(url)));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('needs_attention');
    expect((await paymentsOf(quote.id)).invoices).toHaveLength(0);
    const flagged = (await t.app.db.select().from(mailOutbox)).filter((mail) => mail.subject === `Check a deposit payment: ${quote.quoteNumber} Stuck Stu ${kind}`);
    expect(flagged[0]?.bodyText).toContain('no deposit invoice could be made (Only a signed quote can be invoiced.)');
  });

  it('records a session of its own whose row was lost (the server died right after Stripe answered), from the metadata', async () => {
    const { quote, token } = await signedQuote(t, `Lost Lou ${kind}`);
    const url = (await checkout(token)).json().url as string;
    await t.app.db.delete(depositCheckouts).where(eq(depositCheckouts.quoteId, quote.id));
    expect((await webhook(stub.completedEvent(sessionIdOf(url)))).json().outcome).toBe('recorded');
    expect((await paymentsOf(quote.id)).payments.map((payment) => payment.amount)).toEqual([quote.depositAmount]);
    // Metadata naming a quote with another link is not believed.
    const other = await signedQuote(t, `Other Olive ${kind}`);
    const otherUrl = (await checkout(other.token)).json().url as string;
    const otherSession = stub.sessions.get(sessionIdOf(otherUrl))!;
    await t.app.db.delete(depositCheckouts).where(eq(depositCheckouts.quoteId, other.quote.id));
    otherSession.metadata = { ...otherSession.metadata, quoteId: quote.id };
    expect((await webhook(stub.completedEvent(otherSession.id))).json().outcome).toBe('ignored');
    expect((await paymentsOf(other.quote.id)).payments).toHaveLength(0);
  });

  it('waits for a bank debit to clear, and ignores sessions it did not make', async () => {
    const { quote, token } = await signedQuote(t, `Bank Bea ${kind}`);
    const url = (await checkout(token)).json().url as string;
    const pending = await webhook(stub.completedEvent(sessionIdOf(url), { paymentStatus: 'unpaid' }));
    expect(pending.json().outcome).toBe('ignored');
    expect((await paymentsOf(quote.id)).payments).toHaveLength(0);
    const cleared = await webhook(stub.completedEvent(sessionIdOf(url), { type: 'checkout.session.async_payment_succeeded' }));
    expect(cleared.json().outcome).toBe('recorded');
    expect((await paymentsOf(quote.id)).payments).toHaveLength(1);
    const stranger = { id: 'evt_test_stranger', payload: JSON.stringify({ id: 'evt_test_stranger', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_not_ours', object: 'checkout.session', payment_status: 'paid', amount_total: 100, currency: 'usd' } } }) };
    expect((await webhook(stranger)).json().outcome).toBe('ignored');
  });
});
