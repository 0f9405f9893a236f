import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { loginFailures, sessions } from '../../db/schema.ts';

export const SESSION_COOKIE = 'epoxy_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
// Touching last_seen_at on every request would turn every read into a write.
const TOUCH_EVERY_MS = 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

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

/** Wrong codes are counted per client address in the database, so every app process sees them. */
export async function isLoginBlocked(db: Db, clientIp: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.clientIp, clientIp), gt(loginFailures.at, since)));
  return Number(row?.n ?? 0) >= LOGIN_FAILURE_LIMIT;
}

export async function recordLoginFailure(db: Db, clientIp: string): Promise<void> {
  await db.insert(loginFailures).values({ clientIp });
  // Keep the table small: forget failures older than the window.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
