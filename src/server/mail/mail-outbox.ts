import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const MAX_MAIL_ATTEMPTS = 8;

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  /** The signing link whose signed PDF goes with the message. */
  linkId?: string;
}

/** Called inside the transaction that records the signature: both commit, or neither. */
export async function queueMail(tx: DbOrTx, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(mails.map((mail) => ({ id: randomUUID(), toAddress: mail.to, subject: mail.subject, bodyText: mail.text, linkId: mail.linkId ?? null })));
}

/** Waits 1, 2, 4 ... minutes between attempts, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  from: string;
  /** The signed PDF of a link, made when first needed. */
  attachmentFor(linkId: string): Promise<{ filename: string; content: Buffer }>;
}

/**
 * Sends what is due. A row is claimed (attempts bumped, next attempt pushed out) before sending,
 * so two processes never send it at the same time; it is marked sent right after. A crash between
 * the two sends it again later with the same Message-ID: at least once, never lost.
 */
export async function deliverDueMail(deps: OutboxDeps, now = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const attempts = row.attempts + 1;
      await tx.update(mailOutbox).set({ attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) }).where(eq(mailOutbox.id, row.id));
      return { ...row, attempts };
    });
    if (!claimed) return { sent, failed };
    try {
      const mail: OutgoingMail = { messageId: `<${claimed.id}@epoxy-quotes>`, from: deps.from, to: claimed.toAddress, subject: claimed.subject, text: claimed.bodyText };
      if (claimed.linkId) mail.attachments = [{ ...(await deps.attachmentFor(claimed.linkId)), contentType: 'application/pdf' }];
      await deps.mailer.send(mail);
      await deps.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, claimed.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const gaveUp = claimed.attempts >= MAX_MAIL_ATTEMPTS;
      await deps.db.update(mailOutbox).set({ lastError: message, status: gaveUp ? 'failed' : 'pending' }).where(eq(mailOutbox.id, claimed.id));
      failed += 1;
    }
  }
}

/** Staff see what was not delivered (yet), newest first. */
export async function listUndeliveredMail(db: DbOrTx) {
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, nextAttemptAt: mailOutbox.nextAttemptAt, createdAt: mailOutbox.createdAt, linkId: mailOutbox.linkId })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} <> 'sent'`)
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(200);
  return rows.map((row) => ({ ...row, nextAttemptAt: row.nextAttemptAt.toISOString(), createdAt: row.createdAt.toISOString() }));
}

/** Staff ask for another try now (after fixing SMTP settings, say). */
export async function retryMail(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.update(mailOutbox).set({ status: 'pending', nextAttemptAt: new Date() }).where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} <> 'sent'`)).returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves when that round (and any before it) is done. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs deliverDueMail every few seconds until stopped; a failing round is retried next tick. */
export function startOutboxWorker(deps: OutboxDeps, intervalMs = 5000, onError?: (error: unknown) => void): OutboxWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = (): Promise<void> => {
    running = running.then(async () => {
      if (stopped) return;
      await deliverDueMail(deps).catch((error: unknown) => onError?.(error));
    });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
