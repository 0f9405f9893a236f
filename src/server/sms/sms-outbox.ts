import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { smsOutbox } from '#server/db/schema.ts';
import { drainOutbox, retryNow, startWorker, type OutboxWorker } from '#server/outbox/durable-outbox.ts';
import type { SmsSender } from './sms-client.ts';

export const MAX_SMS_ATTEMPTS = 8;

/** Queued inside the transaction that records the send on the quote's audit trail: both commit, or neither. */
export async function queueSms(tx: DbOrTx, message: { to: string; body: string; quoteId?: string }): Promise<string> {
  const id = randomUUID();
  await tx.insert(smsOutbox).values({ id, toNumber: message.to, body: message.body, quoteId: message.quoteId ?? null });
  return id;
}

/** Sends the text messages due at `now` (the mail outbox's claim, back-off and retry: outbox/durable-outbox.ts). */
export async function deliverDueSms(db: Db, sender: SmsSender, now = new Date()): Promise<{ sent: number; failed: number }> {
  return drainOutbox({
    db,
    table: smsOutbox,
    now,
    maxAttempts: MAX_SMS_ATTEMPTS,
    send: async (row) => ({ providerId: await sender.send({ to: row.toNumber, body: row.body }) }),
  });
}

/** Staff see the text messages not delivered (yet), newest first. */
export async function listUndeliveredSms(db: DbOrTx) {
  const rows = await db
    .select({ id: smsOutbox.id, to: smsOutbox.toNumber, body: smsOutbox.body, status: smsOutbox.status, attempts: smsOutbox.attempts, lastError: smsOutbox.lastError, nextAttemptAt: smsOutbox.nextAttemptAt, createdAt: smsOutbox.createdAt, quoteId: smsOutbox.quoteId })
    .from(smsOutbox)
    .where(sql`${smsOutbox.status} <> 'sent'`)
    .orderBy(sql`${smsOutbox.createdAt} desc`)
    .limit(200);
  return rows.map((row) => ({ ...row, nextAttemptAt: row.nextAttemptAt.toISOString(), createdAt: row.createdAt.toISOString() }));
}

export const retrySms = (db: DbOrTx, id: string): Promise<boolean> => retryNow(db, smsOutbox, id);

export function startSmsWorker(db: Db, sender: SmsSender, intervalMs = 5000, onError?: (error: unknown) => void): OutboxWorker {
  return startWorker(() => deliverDueSms(db, sender), intervalMs, onError);
}
