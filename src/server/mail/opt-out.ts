import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOptOuts } from '#server/db/schema.ts';

/**
 * Opt-out of customer e-mails (issue 16 item 3). Each customer address gets one unguessable token
 * the first time a mail to it is sent; the link in the footer of every customer mail carries it.
 * An opted-out address gets no reminders (reminders.ts); mails the customer needs to act on or to
 * keep (a copy of what they signed, a receipt, a quote staff send on purpose) still go, with the
 * footer (docs/decisions/017-sending-and-reminders.md).
 */
export const OPT_OUT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const normalized = (email: string): string => email.trim().toLowerCase();

/** The address's token, made on first use; concurrent callers get the same one. */
export async function optOutToken(db: DbOrTx, email: string): Promise<string> {
  const address = normalized(email);
  await db.insert(mailOptOuts).values({ email: address, token: randomBytes(24).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ token: mailOptOuts.token }).from(mailOptOuts).where(eq(mailOptOuts.email, address));
  return row!.token;
}

export async function isOptedOut(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ at: mailOptOuts.optedOutAt }).from(mailOptOuts).where(eq(mailOptOuts.email, normalized(email)));
  return Boolean(row?.at);
}

/** The address behind a token and whether it opted out; undefined for an unknown token. */
export async function findOptOut(db: DbOrTx, token: string): Promise<{ email: string; optedOutAt: Date | null } | undefined> {
  if (!OPT_OUT_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db.select({ email: mailOptOuts.email, optedOutAt: mailOptOuts.optedOutAt }).from(mailOptOuts).where(eq(mailOptOuts.token, token));
  return row;
}

/** Records the opt-out (the first time only); undefined for an unknown token. */
export async function optOut(db: DbOrTx, token: string): Promise<{ email: string; optedOutAt: Date } | undefined> {
  if (!OPT_OUT_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .update(mailOptOuts)
    .set({ optedOutAt: sql`coalesce(${mailOptOuts.optedOutAt}, now())` })
    .where(eq(mailOptOuts.token, token))
    .returning({ email: mailOptOuts.email, optedOutAt: mailOptOuts.optedOutAt });
  return row ? { email: row.email, optedOutAt: row.optedOutAt! } : undefined;
}

/** The page a customer's opt-out link opens. */
export function optOutUrl(linkBase: string, token: string): string {
  return `${linkBase.replace(/\/$/, '')}/opt-out/${token}`;
}

/** The footer every customer mail ends with (added by the outbox when it sends one). */
export function optOutFooter(companyName: string, url: string): string {
  return ['', '--', `Don't want reminders from ${companyName}? Stop them here: ${url}`].join('\n');
}
