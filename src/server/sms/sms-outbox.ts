import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { smsOutbox } from '#server/db/schema.ts';
import { drainOutbox, listUndelivered, retryNow, startWorker, type OutboxWorker } from '#server/outbox/durable-outbox.ts';
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
export const listUndeliveredSms = (db: DbOrTx) => listUndelivered(db, smsOutbox, { to: smsOutbox.toNumber, body: smsOutbox.body, quoteId: smsOutbox.quoteId });

export const retrySms = (db: DbOrTx, id: string): Promise<boolean> => retryNow(db, smsOutbox, id);

export function startSmsWorker(db: Db, sender: SmsSender, intervalMs = 5000, onError?: (error: unknown) => void): OutboxWorker {
  return startWorker(() => deliverDueSms(db, sender), intervalMs, onError);
}
