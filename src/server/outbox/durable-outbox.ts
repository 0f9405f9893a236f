import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { mailOutbox, smsOutbox } from '#server/db/schema.ts';

/**
 * The outbox pattern shared by e-mail and text messages: a row is queued in the transaction that
 * decides to send it, then a worker claims due rows (FOR UPDATE SKIP LOCKED: two processes on one
 * PostgreSQL never take the same row), bumps its attempts and pushes its next attempt out before
 * calling the provider, and marks it sent right after. A crash in between sends it again later:
 * at least once, never lost. A row that keeps failing is given up ('failed') after maxAttempts and
 * shown to staff, who can ask for another try.
 */
export type OutboxTable = typeof mailOutbox | typeof smsOutbox;
type Row<T extends OutboxTable> = T['$inferSelect'];

/** A provider's answer that no retry can change (a number that cannot receive texts): given up at once. */
export class PermanentDeliveryError extends Error {}

/** Waits 1, 2, 4 ... minutes between attempts, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

// The two tables share the outbox columns (status, attempts, next_attempt_at, last_error, sent_at):
// queries are written against one of them and run against either.
const columns = (table: OutboxTable) => table as typeof mailOutbox;

export interface DrainOptions<T extends OutboxTable> {
  db: Db;
  table: T;
  now: Date;
  maxAttempts: number;
  /** Sends one row; what it returns is written to the row with status 'sent'. */
  send(row: Row<T>): Promise<Partial<T['$inferInsert']> | void>;
}

/** Sends every row due at `now`, one claimed row at a time. */
export async function drainOutbox<T extends OutboxTable>({ db, table, now, maxAttempts, send }: DrainOptions<T>): Promise<{ sent: number; failed: number }> {
  const t = columns(table);
  let sent = 0;
  let failed = 0;
  // The database stamps a new row in microseconds, `now` is in milliseconds: a row queued in the
  // same millisecond as this round is due by the end of that millisecond, not a tick later.
  const dueBefore = new Date(now.getTime() + 1);
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t)
        .where(and(eq(t.status, 'pending'), lt(t.nextAttemptAt, dueBefore)))
        .orderBy(asc(t.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const attempts = row.attempts + 1;
      await tx.update(t).set({ attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) }).where(eq(t.id, row.id));
      return { ...row, attempts } as unknown as Row<T>;
    });
    if (!claimed) return { sent, failed };
    const { id, attempts } = claimed as { id: string; attempts: number };
    try {
      const extra = await send(claimed);
      await db
        .update(t)
        .set({ ...(extra ?? {}), status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(t.id, id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db
        .update(t)
        .set({ lastError: message, status: attempts >= maxAttempts || error instanceof PermanentDeliveryError ? 'failed' : 'pending' })
        .where(eq(t.id, id));
      failed += 1;
    }
  }
}

/** What staff see of an outbox: the rows not delivered (yet), newest first, with their own columns. */
export async function listUndelivered<T extends OutboxTable, C extends Record<string, PgColumn>>(db: DbOrTx, table: T, own: C) {
  const t = columns(table);
  const rows = await db
    .select({ id: t.id, status: t.status, attempts: t.attempts, lastError: t.lastError, nextAttemptAt: t.nextAttemptAt, createdAt: t.createdAt, ...own })
    .from(t)
    .where(sql`${t.status} <> 'sent'`)
    .orderBy(sql`${t.createdAt} desc`)
    .limit(200);
  return rows.map((row) => {
    // Generic over the table's own columns, TypeScript loses the two timestamps' type here.
    const times = row as unknown as { nextAttemptAt: Date; createdAt: Date };
    return { ...row, nextAttemptAt: times.nextAttemptAt.toISOString(), createdAt: times.createdAt.toISOString() };
  });
}

/** Staff ask for another try now (after fixing the provider's settings, say). */
export async function retryNow(db: DbOrTx, table: OutboxTable, id: string): Promise<boolean> {
  const t = columns(table);
  const rows = await db.update(t).set({ status: 'pending', nextAttemptAt: new Date() }).where(and(eq(t.id, id), sql`${t.status} <> 'sent'`)).returning({ id: t.id });
  return rows.length > 0;
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves when that round (and any before it) is done. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs `round` every few seconds until stopped, never two at once; a failing round is retried next tick. */
export function startWorker(round: () => Promise<unknown>, intervalMs: number, onError?: (error: unknown) => void): OutboxWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = (): Promise<void> => {
    running = running.then(async () => {
      if (stopped) return;
      await round().catch((error: unknown) => onError?.(error));
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
