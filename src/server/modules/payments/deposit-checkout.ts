import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { toCents } from '#shared/money/money.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { depositCheckouts } from '#server/db/schema.ts';
import { getSettings } from '../settings/settings-store.ts';
import { depositDue, findSignedLink } from './deposit-due.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/** Stripe keeps an idempotency key and an open Checkout Session for 24 hours: ours is reused for less. */
const REUSE_SESSION_MS = 23 * 60 * 60_000;

/**
 * POST /api/quotes/sign/{token}/deposit-checkout: a Stripe Checkout Session for the deposit still
 * due (card or US bank account), authorized by the signing token alone. The amount is the server's
 * (deposit-due.ts). A session made in the last 23 hours for the same amount is handed out again; two
 * taps at once send one idempotency key (quote, amount, return address), so Stripe makes one session.
 */
export async function startDepositCheckout(db: Db, stripe: StripeGateway, token: string, origin: string): Promise<{ url: string }> {
  const link = await findSignedLink(db, token);
  const deposit = await depositDue(db, link.quoteId);
  if (deposit.billedWhole) throw new AppError('conflict', 'This quote was invoiced in full; please pay that invoice.');
  if (deposit.due.lte(0)) throw new AppError('conflict', 'The deposit for this quote is already paid.');
  const amount = deposit.due.toFixed(2);
  const [recent] = await db
    .select({ url: depositCheckouts.url })
    .from(depositCheckouts)
    .where(and(eq(depositCheckouts.quoteId, deposit.quoteId), eq(depositCheckouts.amount, amount), isNull(depositCheckouts.paymentId), gt(depositCheckouts.createdAt, new Date(Date.now() - REUSE_SESSION_MS))))
    .orderBy(desc(depositCheckouts.createdAt))
    .limit(1);
  if (recent) return { url: recent.url };

  const settings = await getSettings(db);
  const back = `${origin}/sign/${encodeURIComponent(token)}`;
  const successUrl = `${back}?deposit=paid`;
  const cents = toCents(amount);
  const originKey = createHash('sha256').update(back).digest('hex').slice(0, 16);
  const session = await stripe.createDepositCheckout({
    amountCents: cents,
    currency: 'usd',
    description: `Deposit for quote ${deposit.quoteNumber}: ${deposit.projectTitle}`.slice(0, 250),
    companyName: settings.companyName,
    customerEmail: link.signerEmail ?? deposit.customerEmail,
    successUrl,
    cancelUrl: back,
    metadata: { quoteId: deposit.quoteId, linkId: link.id, quoteNumber: deposit.quoteNumber },
    idempotencyKey: `deposit-checkout:${deposit.quoteId}:${cents}:${originKey}`,
  });
  await db
    .insert(depositCheckouts)
    .values({ sessionId: session.id, quoteId: deposit.quoteId, linkId: link.id, amount, currency: 'usd', url: session.url })
    .onConflictDoNothing();
  return { url: session.url };
}

/** GET /api/quotes/sign/{token}/deposit: what the success page and a signed link offer. */
export async function depositForLink(db: Db, token: string, online: boolean) {
  const link = await findSignedLink(db, token);
  const deposit = await depositDue(db, link.quoteId);
  const settings = await getSettings(db);
  const due = deposit.due.gt(0) ? deposit.due.toFixed(2) : '0.00';
  return {
    depositAmount: deposit.depositAmount,
    amountDue: due,
    paidOn: deposit.paidOn,
    online: online && deposit.due.gt(0),
    paymentMethods: settings.paymentMethods,
  };
}
