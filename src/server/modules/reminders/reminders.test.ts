import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { optOutToken } from '#server/mail/opt-out.ts';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import { openDatabase } from '#server/db/client.ts';
import { runReminders } from './reminders.ts';

const DAY = 24 * 3600_000;

describe.each(DATABASE_KINDS)('reminders on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(kind, {
      // No timer fires during a test: every round runs here, with the test's clock.
      config: { outboxIntervalMs: 3_600_000, reminderIntervalMs: 3_600_000, linkBaseUrl: 'https://quotes.floors.example' },
      deps: { mailer: createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' }) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const tick = (at: Date) => runReminders({ db: t.app.db, linkBase: 'https://quotes.floors.example' }, at);
  /** What the outbox holds for an address (queued = will be sent). */
  const queuedTo = (address: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const timeline = async (path: string) => (await t.staff({ method: 'GET', url: `/api/${path}/timeline` })).json();

  async function sentQuote(email: string, overrides: Record<string, unknown> = {}) {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerEmail: email, ...overrides }) })).json();
    const prepared = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/prepare-send` })).json();
    return { quote, token: prepared.shareableLink as string, url: prepared.signingUrl as string };
  }
  const view = async (token: string) => expect((await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}/view` })).statusCode).toBe(204);

  it('a quote viewed but not signed gets one reminder after the Settings days (3), with its link, on its timeline', async () => {
    const { quote, token, url } = await sentQuote('viewed@customer.example');
    await view(token);
    const viewedAt = Date.now();
    await tick(new Date(viewedAt + 2 * DAY));
    expect(await queuedTo('viewed@customer.example')).toHaveLength(0);
    const scheduled = (await timeline(`quotes/${quote.id}`)).reminders.filter((r: { kind: string }) => r.kind === 'quote_viewed');
    expect(scheduled).toEqual([expect.objectContaining({ kind: 'quote_viewed', status: 'scheduled' })]);
    expect(new Date(scheduled[0].dueAt).getTime() - viewedAt).toBeGreaterThan(3 * DAY - 60_000);

    await tick(new Date(viewedAt + 3 * DAY + 60_000));
    await tick(new Date(viewedAt + 20 * DAY));
    expect(await queuedTo('viewed@customer.example')).toHaveLength(1);
    await t.app.outbox.kick();
    const mail = smtp.received.find((m) => m.to.includes('viewed@customer.example'))!;
    expect(mail.subject).toBe(`Reminder: your quote ${quote.quoteNumber} from Premier Epoxy Floors`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('/opt-out/');
    const after = await timeline(`quotes/${quote.id}`);
    // The quote is valid for years: its expiring reminder waits its turn.
    expect(after.reminders).toEqual([
      expect.objectContaining({ kind: 'quote_viewed', status: 'sent', sentTo: 'viewed@customer.example' }),
      expect.objectContaining({ kind: 'quote_expiring', status: 'scheduled' }),
    ]);
    expect(after.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'viewed', 'reminder_sent']);
  });

  it('a reminder already planned moves when Settings change the days after viewing or the time zone', async () => {
    const today = todayIn('America/Chicago');
    const validUntil = addDaysIso(today, 30);
    const { quote, token } = await sentQuote('moved@customer.example', { issueDate: today, validUntil });
    await view(token);
    const viewedAt = Date.now();
    await tick(new Date(viewedAt + DAY));
    const dueOf = async (kind: string) => new Date((await timeline(`quotes/${quote.id}`)).reminders.find((r: { kind: string }) => r.kind === kind).dueAt).getTime();
    expect(Math.round((await dueOf('quote_viewed')) - viewedAt) / DAY).toBeCloseTo(3, 2);
    const expiringInChicago = await dueOf('quote_expiring');

    const settings = (await t.staff({ method: 'GET', url: '/api/settings' })).json();
    const saved = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...settings, reminderAfterDays: 5, timeZone: 'America/New_York' } });
    expect(saved.statusCode).toBe(200);
    try {
      expect(Math.round((await dueOf('quote_viewed')) - viewedAt) / DAY).toBeCloseTo(5, 2);
      // 9 in the morning in New York is an hour before 9 in Chicago.
      expect(expiringInChicago - (await dueOf('quote_expiring'))).toBe(3600_000);
      await tick(new Date(viewedAt + 4 * DAY));
      expect(await queuedTo('moved@customer.example')).toHaveLength(0);
      await tick(new Date(viewedAt + 5 * DAY + 60_000));
      expect(await queuedTo('moved@customer.example')).toHaveLength(1);
    } finally {
      await t.staff({ method: 'PUT', url: '/api/settings', payload: settings });
    }
  });

  it('a quote expiring in 3 days gets one reminder then (and none when sent with less time left)', async () => {
    const today = todayIn('America/Chicago');
    const validUntil = addDaysIso(today, 10);
    const { quote } = await sentQuote('expiring@customer.example', { issueDate: today, validUntil });
    await tick(new Date(Date.parse(`${addDaysIso(validUntil, -4)}T23:00:00Z`)));
    expect(await queuedTo('expiring@customer.example')).toHaveLength(0);
    await tick(new Date(Date.parse(`${addDaysIso(validUntil, -3)}T16:00:00Z`)));
    await tick(new Date(Date.parse(`${addDaysIso(validUntil, -1)}T16:00:00Z`)));
    const queued = await queuedTo('expiring@customer.example');
    expect(queued.map((m) => m.subject)).toEqual([`Your quote ${quote.quoteNumber} from Premier Epoxy Floors expires on ${new Date(`${validUntil}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`]);

    const { quote: late } = await sentQuote('late@customer.example', { issueDate: today, validUntil: addDaysIso(today, 2) });
    await tick(new Date(Date.now() + DAY));
    expect(await queuedTo('late@customer.example')).toHaveLength(0);
    expect((await timeline(`quotes/${late.id}`)).reminders).toEqual([]);
  });

  it('checks again when due: a quote signed since gets no reminder, the row says why', async () => {
    const { quote, token } = await sentQuote('signed@customer.example');
    await view(token);
    await tick(new Date());
    expect((await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}`, payload: { name: 'Sig Ned', signature: signaturePngDataUrl() } })).statusCode).toBe(200);
    await tick(new Date(Date.now() + 4 * DAY));
    expect(await queuedTo('signed@customer.example')).toHaveLength(0);
    expect((await timeline(`quotes/${quote.id}`)).reminders[0]).toEqual(expect.objectContaining({ kind: 'quote_viewed', status: 'skipped', reason: 'Signed since' }));
  });

  it("Stop reminders: nothing is sent, now or later, and the stop is on the quote's audit trail", async () => {
    const { quote, token } = await sentQuote('stop@customer.example');
    await view(token);
    await tick(new Date());
    expect((await timeline(`quotes/${quote.id}`)).reminders.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual([
      ['quote_viewed', 'scheduled'],
      ['quote_expiring', 'scheduled'],
    ]);
    const stop = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/reminders/stop` });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().stopped).toBe(2);
    await tick(new Date(Date.now() + 4 * DAY));
    await tick(new Date(Date.now() + 40 * DAY));
    expect(await queuedTo('stop@customer.example')).toHaveLength(0);
    const after = await timeline(`quotes/${quote.id}`);
    expect(after.stoppedAt).not.toBeNull();
    expect(after.reminders.filter((r: { status: string }) => r.status === 'scheduled')).toEqual([]);
    expect(after.events.map((e: { kind: string }) => e.kind)).toContain('reminders_stopped');
    expect((await t.staff({ method: 'POST', url: '/api/quotes/00000000-0000-4000-8000-000000000000/reminders/stop' })).statusCode).toBe(404);
  });

  it('an address that opted out gets no reminder', async () => {
    const { quote, token } = await sentQuote('optout@customer.example');
    await view(token);
    const optOut = await t.anonymous({ method: 'POST', url: `/opt-out/${await optOutToken(t.app.db, 'optout@customer.example')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(optOut.statusCode).toBe(200);
    await tick(new Date(Date.now() + 4 * DAY));
    expect(await queuedTo('optout@customer.example')).toHaveLength(0);
    expect((await timeline(`quotes/${quote.id}`)).reminders[0]).toEqual(expect.objectContaining({ kind: 'quote_viewed', status: 'skipped', reason: 'optout@customer.example opted out of reminders' }));
  });

  it('two ticks at once (two processes) send a due reminder once', async () => {
    const { token } = await sentQuote('twice@customer.example');
    await view(token);
    const at = new Date(Date.now() + 4 * DAY);
    await Promise.all([tick(at), tick(at), tick(at)]);
    expect(await queuedTo('twice@customer.example')).toHaveLength(1);
  });

  // Only PostgreSQL is shared by several processes (PGlite belongs to one), so only there is this a case.
  if (kind === 'postgres') {
    it('another process on the same PostgreSQL, started after the reminder was planned, sends it; both at once send it once', async () => {
      const { token } = await sentQuote('second@customer.example');
      await view(token);
      await tick(new Date()); // planned by this process, not due yet
      const url = (t.app.database as { url?: string }).url!;
      const other = await openDatabase({ databaseUrl: url, poolSize: 4 });
      try {
        const at = new Date(Date.now() + 4 * DAY);
        await Promise.all([runReminders({ db: other.db, linkBase: 'https://quotes.floors.example' }, at), tick(at), runReminders({ db: other.db, linkBase: 'https://quotes.floors.example' }, at)]);
        expect(await queuedTo('second@customer.example')).toHaveLength(1);
      } finally {
        await other.close();
      }
    });
  }

  async function depositInvoice(email: string) {
    const { quote, token } = await sentQuote(email);
    expect((await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}`, payload: { name: 'Payer Pat', signature: signaturePngDataUrl() } })).statusCode).toBe(200);
    const invoice = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` })).json();
    return invoice as { id: string; invoiceNumber: string; dueDate: string; issueDate: string };
  }
  const afterDue = (dueDate: string, days: number) => new Date(Date.parse(`${addDaysIso(dueDate, days)}T23:00:00Z`));

  it('a deposit invoice is due the Settings days (14) after issue; unpaid past it: reminders at +1, +7 and +14 days, on its timeline', async () => {
    const invoice = await depositInvoice('overdue@customer.example');
    expect(invoice.dueDate).toBe(addDaysIso(invoice.issueDate, 14));
    const address = 'overdue@customer.example';
    const countAfter = async (days: number) => {
      await tick(afterDue(invoice.dueDate, days));
      return (await queuedTo(address)).filter((m) => m.subject.startsWith(`Invoice ${invoice.invoiceNumber}`)).length;
    };
    expect(await countAfter(0)).toBe(0);
    expect(await countAfter(1)).toBe(1);
    expect(await countAfter(3)).toBe(1);
    expect(await countAfter(7)).toBe(2);
    expect(await countAfter(14)).toBe(3);
    expect(await countAfter(60)).toBe(3);
    const { reminders } = await timeline(`invoices/${invoice.id}`);
    expect(reminders.map((r: { step: number; status: string }) => [r.step, r.status])).toEqual([
      [1, 'sent'],
      [7, 'sent'],
      [14, 'sent'],
    ]);
    await t.app.outbox.kick();
    const mail = smtp.received.find((m) => m.to.includes(address) && m.subject.startsWith('Invoice'))!;
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Premier Epoxy Floors is past due`);
    expect(mail.text).toMatch(/Balance due: \$[\d,]+\.\d\d\./);
  });

  it('a paid invoice gets no more reminders; Stop reminders on an invoice stops the rest', async () => {
    const paid = await depositInvoice('paid@customer.example');
    await tick(afterDue(paid.dueDate, 1));
    const { invoice } = (await t.staff({ method: 'GET', url: `/api/invoices/${paid.id}/payments` })).json();
    expect((await t.staff({ method: 'POST', url: `/api/invoices/${paid.id}/payments`, payload: { amount: invoice.balanceDue, method: 'Check' } })).statusCode).toBe(201);
    await tick(afterDue(paid.dueDate, 7));
    await tick(afterDue(paid.dueDate, 14));
    expect(await queuedTo('paid@customer.example')).toHaveLength(1); // the +1 reminder
    expect((await timeline(`invoices/${paid.id}`)).reminders.map((r: { status: string; reason: string | null }) => [r.status, r.reason])).toEqual([
      ['sent', null],
      ['skipped', 'Paid since'],
      ['skipped', 'Paid since'],
    ]);

    const stopped = await depositInvoice('stopped@customer.example');
    await tick(afterDue(stopped.dueDate, 1));
    expect((await t.staff({ method: 'POST', url: `/api/invoices/${stopped.id}/reminders/stop` })).json().stopped).toBe(2);
    await tick(afterDue(stopped.dueDate, 30));
    expect((await queuedTo('stopped@customer.example')).filter((m) => m.subject.startsWith('Invoice'))).toHaveLength(1);
    expect((await timeline(`invoices/${stopped.id}`)).stoppedAt).not.toBeNull();
  });
});
