import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '../testing/test-app.ts';
import { DATABASE_KINDS } from '../testing/test-databases.ts';
import { signaturePngDataUrl } from '../testing/sample-signature.ts';
import { readPdfText } from '../testing/read-pdf-text.ts';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createMailer } from './mailer.ts';

/** Issue 14 item 5: the office hears of every signature and every change request, over real SMTP. */
describe.each(DATABASE_KINDS)('the office is told on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
  });

  async function officeApp(officeEmail: string | undefined, settingsEmail: string) {
    const t = await buildTestApp(kind, {
      config: { officeEmail, publicUrl: 'https://quotes.floors.example', mailFrom: 'Quotes <quotes@floors.example>', outboxIntervalMs: 60_000 },
      deps: { mailer: createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' }) },
    });
    apps.push(t);
    const saved = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, companyEmail: settingsEmail } });
    expect(saved.statusCode, saved.body).toBe(200);
    return t;
  }

  async function sentQuote(t: TestApp, customerName: string) {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName }) })).json();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    return { quote, shareableLink: shareableLink as string };
  }

  // Each app has its own database, so quote numbers repeat: the customer's name tells the mails apart.
  const mailsFor = (customerName: string) => smtp.received.filter((mail) => mail.subject.includes(customerName));

  it('sends a signature to the e-mail in Settings, with the sealed PDF attached', async () => {
    const t = await officeApp(undefined, 'front-desk@floors.example');
    const { quote, shareableLink } = await sentQuote(t, `Settings Sam ${kind}`);
    const signed = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Sam Settings', signature: signaturePngDataUrl() } });
    expect(signed.statusCode).toBe(200);
    await t.app.outbox.kick();
    const [mail, ...more] = mailsFor(quote.customerName);
    expect(more).toHaveLength(0);
    expect(mail?.to).toEqual(['front-desk@floors.example']);
    expect(mail?.subject).toContain('Signed');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    const { text } = await readPdfText(mail!.attachments[0]!.content);
    expect(text).toContain('Sam Settings');
    expect(text).toContain(quote.quoteNumber);
  });

  it('sends a change request, with the customer note, to OFFICE_EMAIL, which wins over Settings', async () => {
    const t = await officeApp('owner@floors.example', 'front-desk@floors.example');
    const { quote, shareableLink } = await sentQuote(t, `Changes Carol ${kind}`);
    const note = 'Please quote the metallic system instead of flake, and add the side porch (8 x 10).';
    const asked = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}/request-changes`, payload: { name: 'Carol Changes', email: 'Carol@Customer.example', message: note } });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.outbox.kick();
    const [mail, ...more] = mailsFor(quote.customerName);
    expect(more).toHaveLength(0);
    expect(mail?.to).toEqual(['owner@floors.example']);
    expect(mail?.subject).toBe(`Changes requested: ${quote.quoteNumber} Changes Carol ${kind}`);
    expect(mail?.text).toContain(note);
    expect(mail?.text).toContain('Carol Changes');
    expect(mail?.text).toContain('carol@customer.example');
    expect(mail?.text).toContain(`https://quotes.floors.example/generated-quotes?quote=${quote.id}`);
    expect(mail?.attachments).toHaveLength(0);
  });

  it('writes to nobody when neither OFFICE_EMAIL nor Settings name an office address', async () => {
    const t = await officeApp(undefined, '');
    const { quote, shareableLink } = await sentQuote(t, `Nobody Nell ${kind}`);
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}/request-changes`, payload: { name: 'Nell', message: 'Cheaper please' } });
    await t.app.outbox.kick();
    expect(mailsFor(quote.customerName)).toHaveLength(0);
  });
});
