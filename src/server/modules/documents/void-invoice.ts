import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Invoice, VoidInvoiceData } from '#shared/documents/schemas.ts';
import { formatMoney, toBig } from '#shared/money/money.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { invoices, payments } from '#server/db/schema.ts';
import { buildDocumentContent, requireDescribedItems } from './document-content.ts';
import { toInvoice } from './document-mappers.ts';
import { insertInvoiceRow, keepUnsentText } from './invoices.ts';
import { listPaymentRows, statusFromPayments } from './invoice-payments.ts';
import { assertNotVoid, lockInvoiceRow } from './invoice-rows.ts';

/**
 * POST /api/invoices/{id}/void: the deliberate way to change an invoice that has payments. The old
 * invoice is kept, marked void with the reason and the time; a replacement with a new number is
 * issued (its content from `replacement`, else a copy of the old one) and both name each other.
 * The payments already received are copied to the replacement (the void invoice keeps its own
 * record of them): money received is not lost, and a void invoice counts for nothing.
 * Refuses an invoice that is already void, and a replacement whose total is below what was received.
 */
export async function voidAndReplaceInvoice(db: Db, id: string, input: VoidInvoiceData): Promise<{ voided: Invoice; replacement: Invoice }> {
  return db.transaction(async (tx) => {
    const old = await lockInvoiceRow(tx, id);
    assertNotVoid(old);
    const source = input.replacement ? keepUnsentText(input.replacement, old) : {
      customerName: old.customerName,
      customerEmail: old.customerEmail,
      customerPhone: old.customerPhone,
      customerAddress: old.customerAddress,
      projectTitle: old.projectTitle,
      issueDate: old.issueDate,
      dueDate: old.dueDate,
      lineItems: old.lineItems.map((item) => ({ ...item, amount: Number(item.amount) })),
      discountRate: Number(old.discountRate),
      depositPercentage: Number(old.depositPercentage),
      notes: old.notes,
    };
    const content = buildDocumentContent(source, { dropBlankItems: true });
    requireDescribedItems(content.lineItems);
    if (toBig(content.totals.total).lt(toBig(old.amountPaid))) {
      throw new AppError(
        'conflict',
        `The replacement's total (${formatMoney(content.totals.total)}) is less than the payments already received on invoice ${old.invoiceNumber} (${formatMoney(old.amountPaid)}).`,
      );
    }
    const dueDate = input.replacement ? input.replacement.dueDate || null : old.dueDate;
    const created = await insertInvoiceRow(tx, {
      kind: old.kind,
      content,
      issueDate: content.issueDate ?? old.issueDate,
      dueDate,
      quoteId: old.quoteId,
      scopeItems: old.scopeItems,
      replaces: old.id,
    });
    const received = await listPaymentRows(tx, old.id);
    if (received.length > 0) {
      await tx.insert(payments).values(received.map((payment) => ({ ...payment, id: randomUUID(), invoiceId: created.id, createdAt: undefined })));
    }
    const [replacement] = await tx
      .update(invoices)
      .set({
        depositReceived: old.depositReceived,
        amountPaid: old.amountPaid,
        balanceDue: toBig(created.total).minus(toBig(old.amountPaid)).toFixed(2),
        status: statusFromPayments(created.total, old.amountPaid),
      })
      .where(eq(invoices.id, created.id))
      .returning();
    const [voided] = await tx
      .update(invoices)
      .set({ status: 'void', voidReason: input.reason, voidedAt: new Date(), replacedBy: created.id })
      .where(eq(invoices.id, old.id))
      .returning();
    return { voided: toInvoice(voided!), replacement: toInvoice(replacement!) };
  });
}
