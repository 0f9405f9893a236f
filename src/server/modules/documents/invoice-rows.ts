import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors/app-error.ts';
import type { Tx } from '#server/db/client.ts';
import { invoices } from '#server/db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice row, locked for this transaction: payments, edits and voiding of one invoice take turns. */
export async function lockInvoiceRow(tx: Tx, id: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new AppError('not_found', 'Invoice not found');
  return row;
}

/** Refuses to change a void invoice: it is kept as it was, with its reason. */
export function assertNotVoid(row: InvoiceRow): void {
  if (row.status === 'void') {
    throw new AppError('conflict', `Invoice ${row.invoiceNumber} is void (${row.voidReason ?? 'no reason given'}) and cannot be changed.`);
  }
}
