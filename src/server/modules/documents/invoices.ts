import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/documents/schemas.ts';
import { invoiceInputSchema, invoiceStatusInputSchema } from '../../../shared/documents/schemas.ts';
import { todayIn } from '../../../shared/dates/dates.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drafts, invoices } from '../../db/schema.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import { getSettings } from '../settings/settings-store.ts';
import { buildDocumentContent, requireDescribedItems, searchText, storedFigures } from './document-content.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { toInvoice, toQuote } from './document-mappers.ts';
import { newestFirst, pageConditions, splitPage } from './list-page.ts';
import { findQuoteRow } from './quotes.ts';

/** POST /api/invoices: numbered INV-YYYY-NNNN in the same transaction, created unpaid unless said otherwise. */
export async function createInvoice(db: Db, body: unknown) {
  const input = parseInput(invoiceInputSchema, body, 'Invoice');
  const content = buildDocumentContent(input, { dropBlankItems: true });
  requireDescribedItems(content.lineItems);
  return db.transaction(async (tx) => {
    if (input.quoteId) {
      await findQuoteRow(tx, input.quoteId);
      const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.quoteId, input.quoteId)).limit(1);
      if (existing) throw new AppError('conflict', 'An invoice for this quote already exists.', { details: { existingId: existing.id } });
    }
    const settings = await getSettings(tx);
    const today = todayIn(settings.timeZone);
    const invoiceNumber = await nextDocumentNumber(tx, 'invoice', Number(today.slice(0, 4)));
    const [row] = await tx
      .insert(invoices)
      .values({
        id: randomUUID(),
        invoiceNumber,
        status: input.status,
        customerName: content.customerName!,
        ...storedFigures(content),
        projectTitle: content.projectTitle!,
        issueDate: content.issueDate ?? today,
        dueDate: input.dueDate || null,
        depositReceived: String(input.depositReceived ?? 0),
        quoteId: input.quoteId ?? null,
        searchText: searchText(content.customerName, content.projectTitle, invoiceNumber),
      })
      .returning();
    if (input.draftId) await tx.delete(drafts).where(eq(drafts.id, input.draftId));
    return toInvoice(row!);
  });
}

/** One click from a signed quote: its items, deposit and balance carried over. */
export async function createDepositInvoice(db: Db, quoteId: string) {
  const quote = toQuote(await findQuoteRow(db, quoteId));
  if (quote.status !== 'signed') throw new AppError('conflict', 'Only a signed quote can be invoiced.');
  return createInvoice(db, {
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    customerAddress: quote.customerAddress,
    projectTitle: quote.projectTitle,
    lineItems: quote.lineItems,
    discountRate: quote.discountRate,
    depositPercentage: quote.depositPercentage,
    notes: `Deposit invoice for quote ${quote.quoteNumber}`,
    quoteId: quote.id,
  });
}

export async function getInvoice(db: DbOrTx, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new AppError('not_found', 'Invoice not found');
  return toInvoice(row);
}

export async function setInvoiceStatus(db: Db, id: string, body: unknown) {
  const { status } = parseInput(invoiceStatusInputSchema, body, 'Invoice status');
  const [row] = await db.update(invoices).set({ status }).where(eq(invoices.id, id)).returning();
  if (!row) throw new AppError('not_found', 'Invoice not found');
  return toInvoice(row);
}

export async function listInvoices(db: DbOrTx, query: ListQuery) {
  const rows = await db.select().from(invoices).where(pageConditions(invoices, query)).orderBy(...newestFirst(invoices)).limit(query.limit + 1);
  const page = splitPage(rows, query.limit);
  return { items: page.items.map(toInvoice), nextCursor: page.nextCursor };
}
