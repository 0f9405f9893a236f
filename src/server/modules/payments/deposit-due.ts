import { and, desc, eq, ne } from 'drizzle-orm';
import type Big from 'big.js';
import { toBig } from '#shared/money/money.ts';
import { SHAREABLE_LINK_PATTERN } from '#shared/signing/signing.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { depositCheckouts, invoices, payments, quotes, signingLinks } from '#server/db/schema.ts';

export type SignedLink = typeof signingLinks.$inferSelect;

/** The link behind a signing token, once signed: a deposit is paid on a signed quote only. */
export async function findSignedLink(db: DbOrTx, token: string): Promise<SignedLink> {
  const [link] = SHAREABLE_LINK_PATTERN.test(token) ? await db.select().from(signingLinks).where(eq(signingLinks.token, token)) : [];
  if (!link || link.status === 'superseded') throw new AppError('not_found', 'Quote not found or link expired');
  if (link.status !== 'signed') throw new AppError('conflict', 'The quote must be signed before a deposit can be paid.');
  return link;
}

export interface DepositDue {
  quoteId: string;
  quoteNumber: string;
  projectTitle: string;
  customerEmail: string | null;
  /** The quote's deposit (its chosen option's when it offered options). */
  depositAmount: string;
  /** What is still due on the deposit: the deposit invoice's balance, else the quote's deposit. */
  due: Big;
  /** The live deposit invoice, when made. */
  invoiceId: string | null;
  /** The day the deposit was paid in full online, for the page's "Deposit paid". */
  paidOn: string | null;
  /**
   * A standard invoice bills the whole quote, and a final invoice the whole rest (the deposit too
   * while it was unpaid, decision 013): no deposit is taken online beside either.
   */
  billedWhole: boolean;
}

/**
 * The server's own figure of the deposit still due on a signed quote, from the quote's signed
 * figures and the payments recorded on its deposit invoice; never from the customer's page.
 */
export async function depositDue(db: DbOrTx, quoteId: string): Promise<DepositDue> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) throw new AppError('not_found', 'Quote not found');
  const live = await db
    .select({ id: invoices.id, kind: invoices.kind, total: invoices.total, amountPaid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), ne(invoices.status, 'void')));
  const deposit = live.find((invoice) => invoice.kind === 'deposit');
  const billedWhole = live.some((invoice) => invoice.kind === 'standard' || invoice.kind === 'final');
  const due = deposit ? toBig(deposit.total).minus(toBig(deposit.amountPaid)) : toBig(quote.depositAmount);
  const [online] = await db
    .select({ paidOn: payments.paidOn })
    .from(depositCheckouts)
    .innerJoin(payments, eq(payments.id, depositCheckouts.paymentId))
    .where(eq(depositCheckouts.quoteId, quoteId))
    .orderBy(desc(payments.paidOn))
    .limit(1);
  return {
    quoteId,
    quoteNumber: quote.quoteNumber,
    projectTitle: quote.projectTitle,
    customerEmail: quote.customerEmail,
    depositAmount: toBig(quote.depositAmount).toFixed(2),
    due: billedWhole ? toBig(0) : due,
    invoiceId: deposit?.id ?? null,
    paidOn: online?.paidOn ?? null,
    billedWhole,
  };
}
