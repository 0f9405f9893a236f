import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { contains, readPdf } from '#server/pdf/pdf-test-reader.ts';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '#server/db/schema.ts';
import { dropSentAttachments, KEEP_SENT_ATTACHMENTS_DAYS } from '#server/mail/mail-outbox.ts';

// Decision 017: "Send to customer" of an invoice, by e-mail with its PDF, through the outbox.
describe.each(DATABASE_KINDS)('Send an invoice to the customer on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp(kind, {
      // The outbox's own timer never fires during a test: rounds are run by hand (kick).
      config: { outboxIntervalMs: 3_600_000, reminderIntervalMs: 3_600_000, linkBaseUrl: 'https://quotes.floors.example' },
      deps: { mailer: createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' }) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function newInvoice(overrides: Record<string, unknown> = {}) {
    const res = await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; invoiceNumber: string; total: string };
  }
  const send = (invoiceId: string, payload?: Record<string, unknown>) => t.staff({ method: 'POST', url: `/api/invoices/${invoiceId}/send-email`, ...(payload ? { payload } : {}) });
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const timelineOf = async (invoiceId: string) => (await t.staff({ method: 'GET', url: `/api/invoices/${invoiceId}/timeline` })).json() as { events: { kind: string; to: string | null; at: string; undelivered?: boolean }[] };

  it('e-mails the Settings subject and message with the invoice PDF attached, the amount due from the server, once for a double tap, and records the send', async () => {
    const invoice = await newInvoice({ customerName: 'Ivy Invoice', customerEmail: 'Ivy@Customer.example', dueDate: '2026-12-08' });
    expect(invoice.total).toBe('4013.28');
    // A payment received: the amount due is total less payments, as the PDF prints it.
    expect((await t.staff({ method: 'POST', url: `/api/invoices/${invoice.id}/payments`, payload: { amount: 500, method: 'Check', paidOn: '2026-11-20' } })).statusCode).toBe(201);

    const [first, second] = await Promise.all([send(invoice.id), send(invoice.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().alreadySent, second.json().alreadySent].sort()).toEqual([false, true]);
    expect(first.json().to).toBe('ivy@customer.example');
    // A third tap, after the route's own outbox round, is still a double tap.
    await t.app.outbox.kick();
    const sentAt = [first, second].find((res) => !res.json().alreadySent)!.json().at as string;
    expect((await send(invoice.id)).json()).toEqual({ alreadySent: true, to: 'ivy@customer.example', at: sentAt });
    await t.app.outbox.kick();

    const mails = mailsTo('ivy@customer.example');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Premier Epoxy Floors`);
    expect(mail.text).toContain('Hello Ivy Invoice,');
    expect(mail.text).toContain(`Invoice ${invoice.invoiceNumber} is attached as a PDF.`);
    expect(mail.text).toContain('Amount due: $3,513.28 (due Dec 8, 2026).');
    // The customer opt-out footer, as every customer mail gets it.
    expect(mail.text).toMatch(/Stop them here: https:\/\/quotes\.floors\.example\/opt-out\/[A-Za-z0-9_-]{32}/);

    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toBe(`${invoice.invoiceNumber}-Ivy-Invoice.pdf`);
    const pdf = await readPdf(attachment!.content);
    expect(contains(pdf.text, invoice.invoiceNumber)).toBe(true);
    expect(contains(pdf.text, 'Balance Due $3,513.28')).toBe(true);
    expect(contains(pdf.text, 'Ivy Invoice')).toBe(true);
    // The same PDF staff download with Save as PDF.
    const downloaded = await readPdf((await t.staff({ method: 'GET', url: `/api/documents/invoice/${invoice.id}/pdf` })).rawPayload);
    expect(pdf.text).toBe(downloaded.text);

    const { events } = await timelineOf(invoice.id);
    expect(events).toEqual([expect.objectContaining({ kind: 'sent_email', to: 'ivy@customer.example', at: sentAt, undelivered: false })]);
  });

  it('takes the address, subject and message edited in the dialog, and fills placeholders from the server, not from the client', async () => {
    const invoice = await newInvoice({ customerName: 'Otto Other' });
    const res = await send(invoice.id, { to: 'otto@customer.example', subject: 'Your {company} invoice, {customer}', message: 'Please pay {amountDue} for {invoiceNumber} by {dueDate}. Not $1.00.' });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.kick();
    const [mail] = mailsTo('otto@customer.example');
    expect(mail!.subject).toBe('Your Premier Epoxy Floors invoice, Otto Other');
    // No due date on this invoice: it is due on receipt.
    expect(mail!.text).toMatch(new RegExp(`^Please pay \\$4,013\\.28 for ${invoice.invoiceNumber} by on receipt\\. Not \\$1\\.00\\.`));
    expect(mail!.attachments).toHaveLength(1);
  });

  it('refuses a void invoice, one with no address, a bad address and unknown placeholders, each with a message a person understands', async () => {
    const noMail = await newInvoice({ customerName: 'Nora Nomail' });
    const noAddress = await send(noMail.id);
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().message).toBe(`Invoice ${noMail.invoiceNumber} has no customer e-mail: enter the address to send it to.`);

    const bad = await send(noMail.id, { to: 'nora at customer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a valid e-mail address, like name@example.com');

    const unknown = await send(noMail.id, { to: 'nora@customer.example', message: 'Pay {total} by {due}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Message: Unknown placeholder {total}, {due}: use {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}');

    const voided = await newInvoice({ customerName: 'Vic Void', customerEmail: 'vic@customer.example' });
    const res = await t.staff({ method: 'POST', url: `/api/invoices/${voided.id}/void`, payload: { reason: 'Wrong discount', replacement: sampleQuotePayload({ customerName: 'Vic Void', discountRate: 0 }) } });
    expect(res.statusCode).toBe(201);
    const { replacement } = res.json() as { replacement: { invoiceNumber: string } };
    const refused = await send(voided.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Invoice ${voided.invoiceNumber} is void (Wrong discount): nothing is due on it. Send its replacement, ${replacement.invoiceNumber}.`);

    await t.app.outbox.kick();
    expect(mailsTo('nora@customer.example')).toHaveLength(0);
    expect(mailsTo('vic@customer.example')).toHaveLength(0);
    expect((await timelineOf(noMail.id)).events).toEqual([]);
    expect((await timelineOf(voided.id)).events).toEqual([]);
  });

  it('Settings keep the invoice subject and message, and refuse unknown placeholders when saved', async () => {
    const current = (await t.staff({ method: 'GET', url: '/api/settings' })).json();
    expect(current.invoiceEmailSubject).toBe('Invoice {invoiceNumber} from {company}');
    const unknown = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...current, invoiceEmailTemplate: 'Pay {link} by {date}' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Invoice e-mail message: Unknown placeholder {link}, {date}: use {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}');
    const saved = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...current, invoiceEmailSubject: '{invoiceNumber}: {amountDue}', invoiceEmailTemplate: 'Dear {customer}, {amountDue} is due {dueDate}.' } });
    expect(saved.statusCode).toBe(200);
    try {
      const invoice = await newInvoice({ customerName: 'Sue Settings', customerEmail: 'sue@customer.example', dueDate: '2027-01-15' });
      expect((await send(invoice.id)).statusCode).toBe(200);
      await t.app.outbox.kick();
      const [mail] = mailsTo('sue@customer.example');
      expect(mail!.subject).toBe(`${invoice.invoiceNumber}: $4,013.28`);
      expect(mail!.text).toMatch(/^Dear Sue Settings, \$4,013\.28 is due Jan 15, 2027\./);
    } finally {
      await t.staff({ method: 'PUT', url: '/api/settings', payload: current });
    }
  });

  it('a mail the server cannot deliver yet is listed for staff as undelivered, attachment and all', async () => {
    const invoice = await newInvoice({ customerName: 'Una Undelivered', customerEmail: 'una@customer.example' });
    smtp.state.refuse = true;
    try {
      expect((await send(invoice.id)).statusCode).toBe(200);
      await t.app.outbox.kick();
    } finally {
      smtp.state.refuse = false;
    }
    const undelivered = (await t.staff({ method: 'GET', url: '/api/mail/undelivered' })).json() as { id: string; to: string; subject: string; attempts: number; status: string }[];
    expect(undelivered.filter((mail) => mail.to === 'una@customer.example')).toEqual([expect.objectContaining({ subject: `Invoice ${invoice.invoiceNumber} from Premier Epoxy Floors`, status: 'pending', attempts: 1 })]);
    expect(mailsTo('una@customer.example')).toHaveLength(0);
    // The send is recorded all the same: it is on its way.
    expect((await timelineOf(invoice.id)).events).toEqual([expect.objectContaining({ kind: 'sent_email', to: 'una@customer.example', undelivered: true })]);
    // Delivered on the next round: no longer flagged, nor listed.
    const [waiting] = undelivered.filter((mail) => mail.to === 'una@customer.example');
    expect((await t.staff({ method: 'POST', url: `/api/mail/${waiting!.id}/retry` })).statusCode).toBe(200);
    await t.app.outbox.kick();
    expect(mailsTo('una@customer.example')).toHaveLength(1);
    expect(mailsTo('una@customer.example')[0]!.attachments).toHaveLength(1);
    expect((await timelineOf(invoice.id)).events).toEqual([expect.objectContaining({ kind: 'sent_email', undelivered: false })]);
  });

  it('drops the PDF of a mail delivered more than 30 days ago and keeps the record of the send', async () => {
    const invoice = await newInvoice({ customerName: 'Olive Archive', customerEmail: 'olive.archive@customer.example' });
    expect((await send(invoice.id)).statusCode).toBe(200);
    await t.app.outbox.kick();
    expect(mailsTo('olive.archive@customer.example')).toHaveLength(1);
    const pdfOf = async () => (await t.app.db.select({ pdf: mailOutbox.attachmentPdf }).from(mailOutbox).where(eq(mailOutbox.toAddress, 'olive.archive@customer.example')))[0]!.pdf;
    const day = 24 * 60 * 60 * 1000;
    await dropSentAttachments(t.app.db, new Date(Date.now() + (KEEP_SENT_ATTACHMENTS_DAYS - 1) * day));
    expect((await pdfOf())?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await dropSentAttachments(t.app.db, new Date(Date.now() + (KEEP_SENT_ATTACHMENTS_DAYS + 1) * day))).toBeGreaterThanOrEqual(1);
    expect(await pdfOf()).toBeNull();
    expect((await timelineOf(invoice.id)).events).toEqual([expect.objectContaining({ kind: 'sent_email', to: 'olive.archive@customer.example', undelivered: false })]);
  });
});
