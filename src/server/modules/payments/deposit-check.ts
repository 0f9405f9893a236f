import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/errors/app-error.ts';
import type { DepositToCheck } from '#shared/payments/deposit-check.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { quotes, signingEvents, signingLinks } from '#server/db/schema.ts';

/**
 * A 'deposit_payment_flagged' event still waits for the office (decision 019): no deposit paid
 * online and no "checked" after it, and the quote's deposit invoice is not paid. The one rule for
 * this quote's notice and for "Needs attention" (documents/attention.ts).
 */
export const flagStillOpen = (flag: { id: SQL; linkId: SQL }, quoteId: SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM signing_events later WHERE later.link_id = ${flag.linkId} AND later.kind IN ('deposit_paid', 'deposit_payment_checked') AND later.id > ${flag.id})
      AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.quote_id = ${quoteId} AND i.kind = 'deposit' AND i.status = 'paid')`;

/** The latest flag of a quote that still waits. */
async function openFlag(db: DbOrTx, quoteId: string) {
  const [flag] = await db
    .select({ id: signingEvents.id, linkId: signingEvents.linkId, at: signingEvents.at, details: signingEvents.details })
    .from(signingEvents)
    .innerJoin(signingLinks, eq(signingLinks.id, signingEvents.linkId))
    .where(
      and(
        eq(signingLinks.quoteId, quoteId),
        eq(signingEvents.kind, 'deposit_payment_flagged'),
        flagStillOpen({ id: sql`${signingEvents.id}`, linkId: sql`${signingEvents.linkId}` }, sql`${quoteId}`),
      ),
    )
    .orderBy(desc(signingEvents.id))
    .limit(1);
  return flag;
}

async function requireQuote(db: DbOrTx, quoteId: string): Promise<void> {
  const [quote] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) throw new AppError('not_found', 'This quote does not exist.');
}

export async function depositToCheck(db: DbOrTx, quoteId: string): Promise<DepositToCheck> {
  await requireQuote(db, quoteId);
  const flag = await openFlag(db, quoteId);
  if (!flag) return { toCheck: null };
  const reason = typeof flag.details.reason === 'string' ? flag.details.reason : 'See the office e-mail.';
  return { toCheck: { flaggedAt: flag.at.toISOString(), reason } };
}

/** Staff looked at it in Stripe and dealt with it: an event on the quote's audit trail, with their note. */
export async function markDepositChecked(db: Db, quoteId: string, note: string | undefined, client: { ip: string | null; userAgent: string | null }): Promise<DepositToCheck> {
  return db.transaction(async (tx) => {
    await requireQuote(tx, quoteId);
    const flag = await openFlag(tx, quoteId);
    if (!flag) throw new AppError('conflict', 'No deposit payment on this quote waits to be checked.');
    await tx.insert(signingEvents).values({ linkId: flag.linkId, kind: 'deposit_payment_checked', ip: client.ip, userAgent: client.userAgent, details: { note: note || null, flagId: flag.id } });
    return { toCheck: null };
  });
}
