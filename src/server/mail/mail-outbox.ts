import { randomUUID } from 'node:crypto';
import { subDays } from 'date-fns';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { drainOutbox, listUndelivered, retryNow, startWorker, type OutboxWorker } from '../outbox/durable-outbox.ts';
import { getSettings } from '../modules/settings/settings-store.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { optOutFooter, optOutToken, optOutUrl } from './opt-out.ts';

export type { OutboxWorker } from '../outbox/durable-outbox.ts';

export const MAX_MAIL_ATTEMPTS = 8;

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  /** The signing link whose signed PDF goes with the message. */
  linkId?: string;
  /** A PDF made when the send was decided (an invoice), sent as it was then. */
  attachment?: { filename: string; content: Buffer };
  /**
   * A mail to a customer (not the office): it is sent with the opt-out footer, added in one place
   * (deliverDueMail), so no customer mail can leave without it.
   */
  toCustomer?: boolean;
}

/** Called inside the transaction that decides to send (a signature, a reminder): both commit, or neither. Returns the rows' ids. */
export async function queueMail(tx: DbOrTx, mails: QueuedMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => ({
    id: randomUUID(),
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    linkId: mail.linkId ?? null,
    attachmentName: mail.attachment?.filename ?? null,
    attachmentPdf: mail.attachment?.content ?? null,
    recipient: mail.toCustomer ? ('customer' as const) : ('office' as const),
  }));
  await tx.insert(mailOutbox).values(rows);
  return rows.map((row) => row.id);
}

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  from: string;
  /** The signed PDF of a link, made when first needed. */
  attachmentFor(linkId: string): Promise<{ filename: string; content: Buffer }>;
  /** Where the links in mails lead (PUBLIC_URL, else the server's own address). */
  linkBase?: string;
}

/** The text a mail is sent with: a customer's ends with the opt-out link of their address. */
async function bodyOf(deps: OutboxDeps, row: typeof mailOutbox.$inferSelect): Promise<string> {
  if (row.recipient !== 'customer') return row.bodyText;
  const [token, settings] = await Promise.all([optOutToken(deps.db, row.toAddress), getSettings(deps.db)]);
  return `${row.bodyText}\n${optOutFooter(settings.companyName, optOutUrl(deps.linkBase ?? 'http://localhost:5000', token))}`;
}

/**
 * Sends what is due (outbox/durable-outbox.ts): claimed before sending, so two processes never
 * send a row at the same time; a crash between sending and marking it sent sends it again later
 * with the same Message-ID: at least once, never lost.
 */
export async function deliverDueMail(deps: OutboxDeps, now = new Date()): Promise<{ sent: number; failed: number }> {
  return drainOutbox({
    db: deps.db,
    table: mailOutbox,
    now,
    maxAttempts: MAX_MAIL_ATTEMPTS,
    async send(row) {
      const mail: OutgoingMail = { messageId: `<${row.id}@epoxy-quotes>`, from: deps.from, to: row.toAddress, subject: row.subject, text: await bodyOf(deps, row) };
      if (row.linkId) mail.attachments = [{ ...(await deps.attachmentFor(row.linkId)), contentType: 'application/pdf' }];
      else if (row.attachmentPdf) mail.attachments = [{ filename: row.attachmentName ?? 'document.pdf', content: row.attachmentPdf, contentType: 'application/pdf' }];
      await deps.mailer.send(mail);
    },
  });
}

/** Staff see what was not delivered (yet), newest first. */
export const listUndeliveredMail = (db: DbOrTx) => listUndelivered(db, mailOutbox, { to: mailOutbox.toAddress, subject: mailOutbox.subject, linkId: mailOutbox.linkId });

/** Staff ask for another try now (after fixing SMTP settings, say). */
export async function retryMail(db: DbOrTx, id: string): Promise<boolean> {
  return retryNow(db, mailOutbox, id);
}

/** How long a delivered mail keeps the PDF it carried (an invoice's): the send's record stays for good. */
export const KEEP_SENT_ATTACHMENTS_DAYS = 30;

/** Drops the PDFs of mails delivered more than KEEP_SENT_ATTACHMENTS_DAYS before `now`; returns how many. */
export async function dropSentAttachments(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = subDays(now, KEEP_SENT_ATTACHMENTS_DAYS);
  const rows = await db
    .update(mailOutbox)
    .set({ attachmentPdf: null })
    .where(and(eq(mailOutbox.status, 'sent'), isNotNull(mailOutbox.attachmentPdf), lt(mailOutbox.sentAt, cutoff)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Runs deliverDueMail every few seconds until stopped; a failing round is retried next tick. */
export function startOutboxWorker(deps: OutboxDeps, intervalMs = 5000, onError?: (error: unknown) => void): OutboxWorker {
  return startWorker(() => deliverDueMail(deps), intervalMs, onError);
}
