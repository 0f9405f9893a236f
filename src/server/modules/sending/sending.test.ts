import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { startTwilioStub } from '#server/testing/twilio-stub.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { deliverDueSms, queueSms } from '#server/sms/sms-outbox.ts';

const TWILIO = { accountSid: 'AC00000000000000000000000000000001', authToken: 'stub-auth-token', from: '+15125550100' };

describe.each(DATABASE_KINDS)('Send to customer on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let twilio: Awaited<ReturnType<typeof startTwilioStub>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    twilio = await startTwilioStub(TWILIO);
    t = await buildTestApp(kind, {
      // The workers' own timers never fire during a test: rounds are run by hand with their clock.
      config: { outboxIntervalMs: 3_600_000, reminderIntervalMs: 3_600_000, linkBaseUrl: 'https://quotes.floors.example', sms: { ...TWILIO, apiBase: twilio.url } },
      deps: { mailer: createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' }) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await twilio?.close();
  });

  async function newQuote(overrides: Record<string, unknown> = {}) {
    const res = await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; quoteNumber: string };
  }
  const timeline = async (quoteId: string) => (await t.staff({ method: 'GET', url: `/api/quotes/${quoteId}/timeline` })).json();

  it('sends the Settings template by e-mail through the outbox, once for a double tap, and puts it on the audit trail', async () => {
    const quote = await newQuote({ customerName: 'Erin Send', customerEmail: 'Erin@Customer.example' });
    const prepared = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/prepare-send` })).json();
    expect(prepared).toMatchObject({ quoteId: quote.id, email: 'erin@customer.example', smsConfigured: true, phone: '+14045550113' });
    expect(prepared.signingUrl).toBe(`https://quotes.floors.example/sign/${prepared.shareableLink}`);

    const [first, second] = await Promise.all([
      t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-email` }),
      t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-email` }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().alreadySent, second.json().alreadySent].sort()).toEqual([false, true]);
    await t.app.outbox.kick();
    const mails = smtp.received.filter((m) => m.to.includes('erin@customer.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your quote from Premier Epoxy Floors');
    expect(mails[0]!.text).toContain('Hello Erin Send,');
    expect(mails[0]!.text).toContain(prepared.signingUrl);
    expect(mails[0]!.text).toContain('valid until Dec 22, 2036');
    expect(mails[0]!.text).toMatch(/Stop them here: https:\/\/quotes\.floors\.example\/opt-out\/[A-Za-z0-9_-]{32}/);

    const { events } = await timeline(quote.id);
    expect(events.filter((e: { kind: string }) => e.kind === 'sent_email')).toEqual([expect.objectContaining({ to: 'erin@customer.example' })]);
  });

  it('refuses a quote without a customer e-mail with a message, and takes an address typed in the dialog', async () => {
    const quote = await newQuote({ customerName: 'No Mail Nora' });
    await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/prepare-send` });
    const refused = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-email` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Quote ${quote.quoteNumber} has no customer e-mail: enter the address to send it to.`);
    const bad = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-email`, payload: { to: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    const typed = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-email`, payload: { to: 'nora@customer.example' } });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().to).toBe('nora@customer.example');
  });

  it('uses the template saved in Settings and refuses unknown placeholders with a clear message', async () => {
    const current = (await t.staff({ method: 'GET', url: '/api/settings' })).json();
    const unknown = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...current, sendEmailTemplate: 'Hi {name}, sign here: {link} {date}' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('E-mail message: Unknown placeholder {name}, {date}: use {link}, {company}, {validUntil}, {customer}');
    const noLink = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...current, sendEmailTemplate: 'Hi {customer}' } });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().message).toContain('must contain {link}');
    const saved = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...current, sendEmailSubject: '{company} quote for {customer}', sendEmailTemplate: 'Dear {customer}: {link} (until {validUntil})' } });
    expect(saved.statusCode).toBe(200);
    try {
      const quote = await newQuote({ customerName: 'Tina Template', customerEmail: 'tina@customer.example' });
      await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/prepare-send` });
      expect((await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-email` })).statusCode).toBe(200);
      await t.app.outbox.kick();
      const mail = smtp.received.find((m) => m.to.includes('tina@customer.example'))!;
      expect(mail.subject).toBe('Premier Epoxy Floors quote for Tina Template');
      expect(mail.text).toMatch(/^Dear Tina Template: https:\/\/quotes\.floors\.example\/sign\/\S+ \(until Dec 22, 2036\)/);
    } finally {
      await t.staff({ method: 'PUT', url: '/api/settings', payload: current });
    }
  });

  it('texts through the SMS provider: a 500 is retried with back-off and exactly one message arrives; staff see it while it fails', async () => {
    const quote = await newQuote({ customerName: 'Sam Sms', customerPhone: '(512) 555-0134' });
    await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/prepare-send` });
    twilio.state.failNext = 1;
    const sent = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-sms` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ to: '+15125550134', alreadySent: false });
    // A double tap sends nothing more.
    expect((await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-sms` })).json().alreadySent).toBe(true);

    // The route kicked the SMS outbox: its first try met the 500.
    await t.app.smsOutbox!.kick();
    const now = new Date();
    const undelivered = (await t.staff({ method: 'GET', url: '/api/sms/undelivered' })).json().filter((m: { to: string }) => m.to === '+15125550134');
    expect(undelivered).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'SMS provider answered 500: Internal Server Error' })]);
    // Not again before its back-off (a minute) is over; then once.
    expect(await deliverDueSms(t.app.db, t.app.sms!, new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueSms(t.app.db, t.app.sms!, new Date(now.getTime() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueSms(t.app.db, t.app.sms!, new Date(now.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
    const mine = twilio.messages.filter((m) => m.to === '+15125550134');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.from).toBe(TWILIO.from);
    expect(mine[0]!.body).toMatch(new RegExp(`^Premier Epoxy Floors: your quote ${quote.quoteNumber} is ready to review and sign: https://quotes\\.floors\\.example/sign/\\S+ \\(valid until Dec 22, 2036\\)$`));
    expect((await t.staff({ method: 'GET', url: '/api/sms/undelivered' })).json().filter((m: { to: string }) => m.to === '+15125550134')).toEqual([]);
    const { events } = await timeline(quote.id);
    expect(events.filter((e: { kind: string }) => e.kind === 'sent_sms')).toEqual([expect.objectContaining({ to: '+15125550134' })]);
  });

  it('a message the provider refuses (400) is given up at once and shown to staff as failed', async () => {
    await queueSms(t.app.db, { to: '', body: 'refused on purpose' });
    await t.app.smsOutbox!.kick();
    const failed = (await t.staff({ method: 'GET', url: '/api/sms/undelivered' })).json().filter((m: { body: string }) => m.body === 'refused on purpose');
    expect(failed).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);
    expect(failed[0].lastError).toContain('SMS provider answered 400');
    expect(await deliverDueSms(t.app.db, t.app.sms!, new Date(Date.now() + 24 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
    // Staff may still ask for another try.
    expect((await t.staff({ method: 'POST', url: `/api/sms/${failed[0].id}/retry` })).statusCode).toBe(200);
  });

  it('a text due in the same millisecond as a delivery round goes out in that round', async () => {
    // The database stamps rows in microseconds; a round's clock reads milliseconds. The row is due in
    // the future so the app's own worker leaves it to this test.
    await t.app.db.execute(sql`insert into sms_outbox (id, to_number, body, next_attempt_at) values (${randomUUID()}, '+15125550177', 'same millisecond', '2040-01-05T10:00:00.000400Z')`);
    const delivered = () => twilio.messages.filter((m) => m.body === 'same millisecond');
    await deliverDueSms(t.app.db, t.app.sms!, new Date('2040-01-05T09:59:59.999Z'));
    expect(delivered()).toHaveLength(0);
    await deliverDueSms(t.app.db, t.app.sms!, new Date('2040-01-05T10:00:00.000Z'));
    expect(delivered()).toHaveLength(1);
  });

  it('refuses to send a signed quote', async () => {
    const quote = await newQuote({ customerEmail: 'signed@customer.example' });
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/prepare-send` })).json();
    const { signaturePngDataUrl } = await import('#server/testing/sample-signature.ts');
    expect((await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Signed Sid', signature: signaturePngDataUrl() } })).statusCode).toBe(200);
    const refused = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-email` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Quote ${quote.quoteNumber} is already signed.`);
  });
});

describe.each(DATABASE_KINDS)('Send to customer without an SMS provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { outboxIntervalMs: 3_600_000, reminderIntervalMs: 3_600_000, linkBaseUrl: 'https://quotes.floors.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("offers an sms: link with the message filled in, refuses to text itself, and records 'Text it' on the audit trail", async () => {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerPhone: '404.555.0113' }) })).json();
    const prepared = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/prepare-send` })).json();
    expect(prepared.smsConfigured).toBe(false);
    expect(prepared.smsHref).toBe(`sms:+14045550113?&body=${encodeURIComponent(prepared.smsBody)}`);
    expect(prepared.smsBody).toContain(prepared.signingUrl);
    const refused = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/send-sms` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Text messages are not set up');
    expect((await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/sms-link` })).statusCode).toBe(200);
    const { events } = (await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/timeline` })).json();
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'sms_link']);
  });
});
