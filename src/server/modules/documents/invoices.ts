import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { InvoiceData, InvoiceKind, InvoiceUpdateData, LineItem, ListQuery } from '#shared/documents/schemas.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { formatMoney, toBig } from '#shared/money/money.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { drafts, invoices } from '#server/db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { getSettings } from '../settings/settings-store.ts';
import { buildDocumentContent, requireDescribedItems, searchText, storedFigures, type DocumentContent } from './document-content.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { toInvoice } from './document-mappers.ts';
import { newestFirst, pageConditions, splitPage } from './list-page.ts';
import { findQuoteRow } from './quotes.ts';
import { addPayment } from './invoice-payments.ts';
import { assertNotVoid, lockInvoiceRow, type InvoiceRow } from './invoice-rows.ts';

/** What a new invoice row needs besides its content; the number is given here, in the transaction. */
export interface NewInvoice {
  kind: InvoiceKind;
  content: DocumentContent;
  issueDate: string;
  dueDate: string | null;
  quoteId: string | null;
  scopeItems?: LineItem[] | null;
  replaces?: string | null;
}

/**
 * Numbers (INV-YYYY-NNNN, gapless, in this transaction) and inserts an invoice with nothing paid:
 * balance due = total until payments are recorded (invoice-payments.ts).
 */
export async function insertInvoiceRow(tx: Tx, invoice: NewInvoice): Promise<InvoiceRow> {
  const settings = await getSettings(tx);
  const invoiceNumber = await nextDocumentNumber(tx, 'invoice', Number(todayIn(settings.timeZone).slice(0, 4)));
  const { content } = invoice;
  const [row] = await tx
    .insert(invoices)
    .values({
      id: randomUUID(),
      invoiceNumber,
      kind: invoice.kind,
      status: 'unpaid',
      customerName: content.customerName!,
      ...storedFigures(content),
      balanceDue: content.totals.total,
      projectTitle: content.projectTitle!,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      scopeItems: invoice.scopeItems ?? null,
      quoteId: invoice.quoteId,
      replaces: invoice.replaces ?? null,
      searchText: searchText(content.customerName, content.projectTitle, invoiceNumber),
    })
    .returning();
  return row!;
}

/**
 * One live invoice of a kind per quote: a standard invoice bills the whole quote, so it stands
 * alone; a deposit and a final invoice may stand together. Void invoices do not count.
 */
export async function refuseSecondInvoice(tx: Tx, quoteId: string, kind: InvoiceKind): Promise<void> {
  const live = await tx
    .select({ id: invoices.id, kind: invoices.kind, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), ne(invoices.status, 'void')));
  const clash = live.find((other) => kind === 'standard' || other.kind === 'standard' || other.kind === kind);
  if (!clash) return;
  const what = kind === 'standard' ? 'An invoice' : kind === 'deposit' ? 'A deposit invoice' : 'A final invoice';
  throw new AppError('conflict', `${what} for this quote already exists (${clash.invoiceNumber}).`, { details: { existingId: clash.id } });
}

/**
 * POST /api/invoices: numbered INV-YYYY-NNNN in the same transaction, created unpaid. SPEC.md's
 * payload may say a deposit was received or that the invoice is paid: each is recorded as a
 * payment, so Balance Due = total - payments holds from the start.
 */
export async function createInvoice(db: Db, input: InvoiceData) {
  const content = buildDocumentContent(input, { dropBlankItems: true });
  requireDescribedItems(content.lineItems);
  const received = toBig(input.depositReceived ?? 0);
  if (received.gt(content.totals.total)) {
    throw new AppError('bad_request', `depositReceived: ${formatMoney(received.toFixed(2))} is more than the invoice total (${formatMoney(content.totals.total)})`);
  }
  return db.transaction(async (tx) => {
    if (input.quoteId) {
      await findQuoteRow(tx, input.quoteId);
      await refuseSecondInvoice(tx, input.quoteId, 'standard');
    }
    const settings = await getSettings(tx);
    const issueDate = content.issueDate ?? todayIn(settings.timeZone);
    let row = await insertInvoiceRow(tx, { kind: 'standard', content, issueDate, dueDate: input.dueDate || null, quoteId: input.quoteId ?? null });
    if (received.gt(0)) {
      const [withDeposit] = await tx.update(invoices).set({ depositReceived: received.toFixed(2) }).where(eq(invoices.id, row.id)).returning();
      row = await addPayment(tx, withDeposit!, { amount: received.toFixed(2), paidOn: issueDate, method: 'Other', note: 'Deposit received' });
    }
    if (input.status === 'paid' && toBig(row.balanceDue).gt(0)) {
      row = await addPayment(tx, row, { amount: row.balanceDue, paidOn: issueDate, method: 'Other', note: 'Paid when invoiced' });
    }
    if (input.draftId) await tx.delete(drafts).where(eq(drafts.id, input.draftId));
    return toInvoice(row);
  });
}

/**
 * The form has no e-mail or notes field: a request that leaves them out keeps the invoice's own
 * (a deposit invoice's note stays printed after an edit); sending them, even blank, replaces them.
 */
export function keepUnsentText<T extends { customerEmail?: string | null; notes?: string | null }>(input: T, row: Pick<InvoiceRow, 'customerEmail' | 'notes'>): T {
  return { ...input, customerEmail: input.customerEmail === undefined ? row.customerEmail : input.customerEmail, notes: input.notes === undefined ? row.notes : input.notes };
}

/**
 * PUT /api/invoices/{id}: an unpaid invoice is edited in place: same number, kind and quote,
 * figures recomputed. Refuses a void invoice, and one with payments: what the customer was
 * billed and paid against stays as it was (void and replace it instead).
 */
export async function updateInvoice(db: Db, id: string, input: InvoiceUpdateData) {
  // Checked before the transaction too, so a bad request is a 400 without taking the lock.
  requireDescribedItems(buildDocumentContent(input, { dropBlankItems: true }).lineItems);
  return db.transaction(async (tx) => {
    const row = await lockInvoiceRow(tx, id);
    assertNotVoid(row);
    if (toBig(row.amountPaid).gt(0)) {
      throw new AppError(
        'conflict',
        `Invoice ${row.invoiceNumber} has payments recorded (${formatMoney(row.amountPaid)}), so it is locked: void and replace it, with a reason, to change it.`,
      );
    }
    const content = buildDocumentContent(keepUnsentText(input, row), { dropBlankItems: true });
    const [updated] = await tx
      .update(invoices)
      .set({
        customerName: content.customerName!,
        ...storedFigures(content),
        balanceDue: content.totals.total,
        projectTitle: content.projectTitle!,
        issueDate: content.issueDate ?? row.issueDate,
        dueDate: input.dueDate === undefined ? row.dueDate : input.dueDate || null,
        searchText: searchText(content.customerName, content.projectTitle, row.invoiceNumber),
      })
      .where(eq(invoices.id, id))
      .returning();
    return toInvoice(updated!);
  });
}

export async function getInvoice(db: DbOrTx, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new AppError('not_found', 'Invoice not found');
  return toInvoice(row);
}

export async function listInvoices(db: DbOrTx, query: ListQuery) {
  const rows = await db.select().from(invoices).where(pageConditions(invoices, query)).orderBy(...newestFirst(invoices)).limit(query.limit + 1);
  const page = splitPage(rows, query.limit);
  return { items: page.items.map(toInvoice), nextCursor: page.nextCursor };
}
