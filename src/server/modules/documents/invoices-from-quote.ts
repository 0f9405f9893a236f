import { and, eq, ne, sql } from 'drizzle-orm';
import type { Quote } from '#shared/documents/schemas.ts';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import { depositPercentOf, formatMoney, toBig } from '#shared/money/money.ts';
import { choiceText, chosenLines } from '#shared/documents/quote-options.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { invoices, quotes } from '#server/db/schema.ts';
import { getSettings } from '../settings/settings-store.ts';
import { buildDocumentContent } from './document-content.ts';
import { toInvoice, toQuote } from './document-mappers.ts';
import { insertInvoiceRow, refuseSecondInvoice } from './invoices.ts';

/**
 * Invoices billed from a signed quote (DESIGN.md 'Papers and payments'): a deposit invoice bills
 * the deposit, a final invoice the rest. Each is one line, so neither adds the quote's total to
 * the books again (stats.ts counts the signed quote once).
 */

async function signedQuote(tx: Tx, quoteId: string): Promise<Quote> {
  // Locked: two clicks at once make one invoice, not two.
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  if (!row) throw new AppError('not_found', 'Quote not found');
  const quote = toQuote(row);
  if (quote.status !== 'signed') throw new AppError('conflict', 'Only a signed quote can be invoiced.');
  return quote;
}

/** " (Better: full flake + Cove base)" for a quote signed with options; its figures are already the chosen ones. */
const chosen = (quote: Quote): string => (quote.choice ? ` (${choiceText(quote.choice)})` : '');

/** The scope of work a final invoice prints: the quote's lines, plus the chosen option's and add-ons. */
const scopeOf = (quote: Quote) => (quote.choice ? chosenLines(quote, quote.choice) : quote.lineItems);

/** One line billing `amount`, with the quote's customer. */
function oneLineContent(quote: Quote, description: string, amount: string, notes: string) {
  return buildDocumentContent(
    {
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      customerPhone: quote.customerPhone,
      customerAddress: quote.customerAddress,
      projectTitle: quote.projectTitle,
      lineItems: [{ description, unit: 'flat', useDimensions: false, quantity: 1, rate: Number(amount) }],
      discountRate: 0,
      // The whole of this invoice is due now: it is itself the deposit, or the balance.
      depositPercentage: 100,
      notes,
    },
    { dropBlankItems: false },
  );
}

/**
 * Issued today where the company is; due Settings' "Payment due (days)" later (decision 017): the
 * date is printed on the invoice and overdue reminders count from it.
 */
async function issueAndDueDates(tx: Tx): Promise<{ today: string; dueDate: string }> {
  const settings = await getSettings(tx);
  const today = todayIn(settings.timeZone);
  return { today, dueDate: addDaysIso(today, settings.invoiceDueDays) };
}

/** POST /api/quotes/{id}/deposit-invoice: "Deposit (50%) for quote Q-2026-0001: {project}", balance due = the deposit. */
export async function createDepositInvoice(db: Db, quoteId: string) {
  return db.transaction(async (tx) => toInvoice(await insertDepositInvoice(tx, quoteId)));
}

/** The deposit invoice of a signed quote, in the caller's transaction (an online deposit makes it when missing). */
export async function insertDepositInvoice(tx: Tx, quoteId: string) {
  const quote = await signedQuote(tx, quoteId);
  if (toBig(quote.depositAmount).lte(0)) throw new AppError('conflict', `Quote ${quote.quoteNumber} asks for no deposit.`);
  await refuseSecondInvoice(tx, quote.id, 'deposit');
  const percent = `${depositPercentOf(quote.depositAmount, quote.total)}%`;
  const content = oneLineContent(
    quote,
    `Deposit (${percent}) for quote ${quote.quoteNumber}: ${quote.projectTitle}${chosen(quote)}`,
    quote.depositAmount,
    `Deposit of ${percent} of quote ${quote.quoteNumber} (total ${formatMoney(quote.total)}), due to schedule the work. The balance of ${formatMoney(quote.balanceDue)} will be invoiced on completion.`,
  );
  const { today, dueDate } = await issueAndDueDates(tx);
  return insertInvoiceRow(tx, { kind: 'deposit', content, issueDate: today, dueDate, quoteId: quote.id });
}

/**
 * POST /api/quotes/{id}/final-invoice: bills the quote's total less what was received on its
 * (not void) invoices; the quote's lines are printed as the scope of work, not summed again.
 * Refuses a quote already paid in full.
 */
export async function createFinalInvoice(db: Db, quoteId: string) {
  return db.transaction(async (tx) => {
    const quote = await signedQuote(tx, quoteId);
    await refuseSecondInvoice(tx, quote.id, 'final');
    const [sum] = await tx
      .select({ received: sql<string>`coalesce(sum(${invoices.amountPaid}), 0)::text` })
      .from(invoices)
      .where(and(eq(invoices.quoteId, quote.id), ne(invoices.status, 'void')));
    const received = toBig(sum?.received ?? 0);
    const rest = toBig(quote.total).minus(received);
    if (rest.lte(0)) throw new AppError('conflict', `Quote ${quote.quoteNumber} is paid in full: there is nothing left to invoice.`);
    const receivedText = received.gt(0) ? `, less ${formatMoney(received.toFixed(2))} received` : '';
    const content = oneLineContent(
      quote,
      `Balance for quote ${quote.quoteNumber}: ${quote.projectTitle}${chosen(quote)}`,
      rest.toFixed(2),
      `Final invoice for quote ${quote.quoteNumber}: total ${formatMoney(quote.total)}${receivedText}. The quote's items are listed as the scope of work.`,
    );
    const { today, dueDate } = await issueAndDueDates(tx);
    return toInvoice(await insertInvoiceRow(tx, { kind: 'final', content, issueDate: today, dueDate, quoteId: quote.id, scopeItems: scopeOf(quote) }));
  });
}
