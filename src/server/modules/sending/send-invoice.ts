import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError } from '#shared/errors/app-error.ts';
import { invoiceBalanceDue } from '#shared/documents/invoice-paper.ts';
import { renderTemplate } from '#shared/sending/message-template.ts';
import { invoiceEmailValues } from '#shared/sending/invoice-email-values.ts';
import type { InvoiceSent, SendInvoiceEmail } from '#shared/sending/send-invoice-email.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { invoiceSends, invoices, mailOutbox } from '#server/db/schema.ts';
import { queueMail } from '#server/mail/mail-outbox.ts';
import { getSettings } from '#server/modules/settings/settings-store.ts';
import { toInvoice } from '#server/modules/documents/document-mappers.ts';
import { invoicePdfFile } from '#server/modules/documents/document-pdf-routes.ts';
import { lockInvoiceRow } from '#server/modules/documents/invoice-rows.ts';
import type { ClientInfo } from '#server/modules/signing/signing-links.ts';
import { DOUBLE_TAP_MS } from './send-to-customer.ts';

/**
 * "Send to customer" of an invoice (decision 017): the Settings subject and message (or the ones
 * edited in the dialog), filled in from the invoice's own stored figures, queued in the mail
 * outbox with the invoice PDF as 'Save as PDF' makes it, and recorded in invoice_sends.
 * Refuses a void invoice (409) and one with no address to send to (422). The same address again
 * within DOUBLE_TAP_MS sends nothing and answers the first send.
 */
export async function sendInvoiceByEmail(db: Db, invoiceId: string, input: SendInvoiceEmail, context: { client: ClientInfo; now?: Date }): Promise<InvoiceSent> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locked: two taps at once take turns, and the second one finds the first send.
    const row = await lockInvoiceRow(tx, invoiceId);
    if (row.status === 'void') {
      const [replacement] = row.replacedBy ? await tx.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices).where(eq(invoices.id, row.replacedBy)) : [];
      throw new AppError('conflict', `Invoice ${row.invoiceNumber} is void (${row.voidReason ?? 'no reason given'}): nothing is due on it.${replacement ? ` Send its replacement, ${replacement.invoiceNumber}.` : ''}`);
    }
    const to = (input.to ?? row.customerEmail ?? '').trim().toLowerCase();
    if (!to) throw new AppError('unprocessable', `Invoice ${row.invoiceNumber} has no customer e-mail: enter the address to send it to.`);

    const [earlier] = await tx
      .select({ at: invoiceSends.sentAt })
      .from(invoiceSends)
      .where(and(eq(invoiceSends.invoiceId, row.id), eq(invoiceSends.toAddress, to), gt(invoiceSends.sentAt, new Date(now.getTime() - DOUBLE_TAP_MS))))
      .orderBy(desc(invoiceSends.sentAt))
      .limit(1);
    if (earlier) return { to, at: earlier.at.toISOString(), alreadySent: true };

    const settings = await getSettings(tx);
    const invoice = toInvoice(row);
    // The server's own figures, as the PDF prints them: balance due = total - payments received.
    const values = invoiceEmailValues(row, invoiceBalanceDue(invoice), settings.companyName);
    const subject = renderTemplate(input.subject ?? settings.invoiceEmailSubject, values).replace(/\s+/g, ' ').trim();
    const text = renderTemplate(input.message ?? settings.invoiceEmailTemplate, values);
    const attachment = await invoicePdfFile(invoice, settings);
    const [mailId] = await queueMail(tx, [{ to, toCustomer: true, subject, text, attachment }]);
    const [sent] = await tx
      .insert(invoiceSends)
      .values({ id: randomUUID(), invoiceId: row.id, toAddress: to, mailId: mailId!, ip: context.client.ip, userAgent: context.client.userAgent, sentAt: now })
      .returning({ at: invoiceSends.sentAt });
    return { to, at: sent!.at.toISOString(), alreadySent: false };
  });
}

/**
 * An invoice's sends for its timeline, oldest first, in the shape of a quote's audit events.
 * `undelivered`: its mail failed for good, or is waiting to retry after a failed try (the dashboard lists it).
 */
export async function invoiceSendEvents(db: DbOrTx, invoiceId: string) {
  const rows = await db
    .select({ send: invoiceSends, mailStatus: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(invoiceSends)
    .leftJoin(mailOutbox, eq(mailOutbox.id, invoiceSends.mailId))
    .where(eq(invoiceSends.invoiceId, invoiceId))
    .orderBy(invoiceSends.sentAt, invoiceSends.id);
  return rows.map(({ send, mailStatus, lastError }) => ({
    kind: 'sent_email',
    at: send.sentAt.toISOString(),
    ip: send.ip,
    userAgent: send.userAgent,
    to: send.toAddress,
    reminder: null,
    // A try being made has its attempt counted already (durable-outbox claims first): only a failed try counts here.
    undelivered: mailStatus === 'failed' || (mailStatus === 'pending' && lastError !== null),
  }));
}
