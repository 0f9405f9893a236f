import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { prepared } from '#server/db/prepared.ts';
import { loginFailures, sessions } from '#server/db/schema.ts';

export const SESSION_COOKIE = 'epoxy_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
// Touching last_seen_at on every request would turn every read into a write.
const TOUCH_EVERY_MS = 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes from all addresses together per window: beyond it nobody can sign in until the window moves on. */
export const LOGIN_GLOBAL_FAILURE_LIMIT = 100;

/** Only the hash of a session id is stored: a leaked database does not hand out live sessions. */
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(db: Db): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ idHash: hashId(id), expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return id;
}

export async function isSessionValid(db: Db, id: string | undefined): Promise<boolean> {
  if (!id || id.length > 100) return false;
  const now = new Date();
  const bySessionHash = prepared(db, 'session_by_hash', () => db.select().from(sessions).where(eq(sessions.idHash, sql.placeholder('idHash'))));
  const [row] = await bySessionHash.execute({ idHash: hashId(id) });
  if (!row) return false;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.idHash, row.idHash));
    return false;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, row.idHash));
  }
  return true;
}

export async function endSession(db: Db, id: string | undefined): Promise<void> {
  if (id) await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
}

/**
 * Every login attempt is written down BEFORE its code is checked, under one advisory lock, so
 * parallel attempts cannot all read "9 so far" and all be checked (1,000 parallel wrong codes
 * got 417 checks on PostgreSQL, issue 11 item 3). At most LOGIN_FAILURE_LIMIT codes per address
 * and LOGIN_GLOBAL_FAILURE_LIMIT codes in all (many addresses guessing together) are checked per
 * window; a right code removes its own record, so only wrong codes count. The lock is held only
 * for a count and an insert, never while scrypt runs.
 */
export type LoginAttempt = { allowed: true; id: number } | { allowed: false; scope: 'address' | 'everyone' };

// Any fixed number, distinct from the migration (727001) and restore (727002) locks.
const LOGIN_ATTEMPT_LOCK = 727_003;

export async function beginLoginAttempt(db: Db, clientIp: string): Promise<LoginAttempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOGIN_ATTEMPT_LOCK))})`);
    const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
    // Keep the table small: forget attempts older than the window.
    await tx.delete(loginFailures).where(lt(loginFailures.at, since));
    const [counts] = await tx
      .select({ mine: sql<number>`(count(*) filter (where ${loginFailures.clientIp} = ${clientIp}))::int`, all: sql<number>`count(*)::int` })
      .from(loginFailures);
    if (Number(counts?.mine ?? 0) >= LOGIN_FAILURE_LIMIT) return { allowed: false, scope: 'address' } as const;
    if (Number(counts?.all ?? 0) >= LOGIN_GLOBAL_FAILURE_LIMIT) return { allowed: false, scope: 'everyone' } as const;
    const [row] = await tx.insert(loginFailures).values({ clientIp }).returning({ id: loginFailures.id });
    return { allowed: true, id: row!.id } as const;
  });
}

/** The code was right: the attempt is not a failure. */
export async function forgetLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Deletes the sessions past their absolute or idle limit (a session checked is deleted then too). */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
