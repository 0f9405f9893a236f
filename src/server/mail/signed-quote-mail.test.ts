import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '../testing/test-app.ts';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { DATABASE_KINDS } from '../testing/test-databases.ts';
import { signaturePngDataUrl } from '../testing/sample-signature.ts';
import { readPdfText } from '../testing/read-pdf-text.ts';
import { createMailer } from './mailer.ts';
import { deliverDueMail } from './mail-outbox.ts';
import { ensureSignedPdf } from '../modules/signing/signed-copy.ts';

describe.each(DATABASE_KINDS)('e-mail after signing on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(kind, {
      config: { officeEmail: 'office@floors.example', mailFrom: 'Quotes <quotes@floors.example>', outboxIntervalMs: 60_000 },
      deps: { mailer: createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' }) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function signNewQuote(name: string, email?: string) {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: name }) })).json();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    const res = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name, email, signature: signaturePngDataUrl() } });
    expect(res.statusCode).toBe(200);
    return { quote, shareableLink };
  }
  // Signing kicks the outbox worker; waiting on it is waiting for delivery.
  const deliver = () => t.app.outbox.kick();

  it('sends the customer and the office the signed PDF over SMTP', async () => {
    const { quote } = await signNewQuote('Mail Maria', 'maria@customer.example');
    await deliver();
    const forQuote = smtp.received.filter((m) => m.subject.includes(quote.quoteNumber));
    expect(forQuote.map((m) => m.to[0]).sort()).toEqual(['maria@customer.example', 'office@floors.example']);
    for (const mail of forQuote) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toBe('application/pdf');
      const { text } = await readPdfText(mail.attachments[0]!.content);
      expect(text).toContain('Mail Maria');
      expect(text).toContain(quote.quoteNumber);
    }
    const staffCopy = await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/signed-pdf` });
    expect(staffCopy.statusCode).toBe(200);
    expect(Buffer.compare(staffCopy.rawPayload, forQuote[0]!.attachments[0]!.content)).toBe(0);
  });

  it("ends the customer's copy (only) with the opt-out link of their address, which opens the opt-out page", async () => {
    const { quote } = await signNewQuote('Footer Fiona', 'Fiona@Customer.example');
    await deliver();
    const forQuote = smtp.received.filter((m) => m.subject.includes(quote.quoteNumber));
    const customer = forQuote.find((m) => m.to[0] === 'fiona@customer.example')!;
    const office = forQuote.find((m) => m.to[0] === 'office@floors.example')!;
    const link = /Don't want reminders from Premier Epoxy Floors\? Stop them here: http:\/\/localhost:5000(\/opt-out\/[A-Za-z0-9_-]{32})/.exec(customer.text);
    expect(link).not.toBeNull();
    expect(office.text).not.toContain('/opt-out/');
    const optOutPage = await t.anonymous({ method: 'GET', url: link![1]! });
    expect(optOutPage.statusCode).toBe(200);
    expect(optOutPage.body).toContain('fiona@customer.example');
  });

  it('without a customer e-mail only the office is written to', async () => {
    const { quote } = await signNewQuote('No Email Ned');
    await deliver();
    expect(smtp.received.filter((m) => m.subject.includes(quote.quoteNumber)).map((m) => m.to[0])).toEqual(['office@floors.example']);
  });

  it('keeps the signature when mail fails, shows staff what was not delivered, and retries', async () => {
    smtp.state.refuse = true;
    const { quote, shareableLink } = await signNewQuote('Retry Rosa', 'rosa@customer.example');
    await deliver();
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json().status).toBe('signed');
    const undelivered = (await t.staff({ method: 'GET', url: '/api/mail/undelivered' })).json();
    const mine = undelivered.filter((m: { subject: string }) => m.subject.includes(quote.quoteNumber));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mine[0].lastError).toContain('mailbox unavailable');

    smtp.state.refuse = false;
    for (const m of mine) expect((await t.staff({ method: 'POST', url: `/api/mail/${m.id}/retry` })).statusCode).toBe(200);
    await deliver();
    expect(smtp.received.filter((m) => m.subject.includes(quote.quoteNumber))).toHaveLength(2);
    // Delivered once: another round sends nothing more.
    const later = await deliverDueMail({ db: t.app.db, mailer: t.app.mailer, from: 'x@y.example', attachmentFor: (id) => ensureSignedPdf(t.app.db, id, t.app.seal) }, new Date(Date.now() + 24 * 3600_000));
    expect(later.sent).toBe(0);
    expect(smtp.received.filter((m) => m.subject.includes(quote.quoteNumber))).toHaveLength(2);
    expect((await t.staff({ method: 'GET', url: '/api/mail/undelivered' })).json().filter((m: { subject: string }) => m.subject.includes(quote.quoteNumber))).toHaveLength(0);
    // The customer can download their copy from their link.
    const own = await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${shareableLink}/signed-pdf` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });
});

describe('e-mail without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const t = await buildTestApp('pglite', { config: { officeEmail: 'office@floors.example', outboxIntervalMs: 60_000 } });
    try {
      const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload() })).json();
      const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
      await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Eml Ella', signature: signaturePngDataUrl() } });
      await t.app.outbox.kick();
      const outbox = path.join(t.app.config.dataDir, 'outbox');
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(await readFile(path.join(outbox, files[0]!)));
      expect(parsed.subject).toContain(quote.quoteNumber);
      expect(parsed.attachments[0]?.contentType).toBe('application/pdf');
    } finally {
      await t.close();
    }
  });
});
