import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InvoicePayments, InvoiceStatus, Payment, PaymentData } from '#shared/documents/schemas.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { formatMoney, toBig, type Decimalish } from '#shared/money/money.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { invoices, payments } from '#server/db/schema.ts';
import { getSettings } from '../settings/settings-store.ts';
import { toInvoice } from './document-mappers.ts';
import { moneyText } from './document-fields.ts';
import { assertNotVoid, lockInvoiceRow, type InvoiceRow } from './invoice-rows.ts';

type PaymentRow = typeof payments.$inferSelect;

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  invoiceId: row.invoiceId,
  amount: moneyText(row.amount),
  paidOn: row.paidOn,
  method: row.method,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** unpaid -> partially paid -> paid, from what was received against the total. */
export function statusFromPayments(total: Decimalish, amountPaid: Decimalish): Exclude<InvoiceStatus, 'void'> {
  const paid = toBig(amountPaid);
  if (paid.lte(0)) return 'unpaid';
  return paid.gte(toBig(total)) ? 'paid' : 'partially_paid';
}

export interface NewPayment {
  amount: string;
  paidOn: string;
  method: string;
  note: string | null;
  /** The payment's id when the caller links to it (an online deposit's checkout); else a new one. */
  id?: string;
}

/**
 * Records one payment on a locked invoice row and moves its amount paid, balance due and status
 * with it. Refuses a payment over the balance due: what was received is never more than billed.
 */
export async function addPayment(tx: Tx, row: InvoiceRow, payment: NewPayment): Promise<InvoiceRow> {
  const amount = toBig(payment.amount);
  const balance = toBig(row.total).minus(toBig(row.amountPaid));
  if (amount.gt(balance)) {
    throw new AppError('bad_request', `amount: ${formatMoney(amount.toFixed(2))} is more than the balance due of invoice ${row.invoiceNumber} (${formatMoney(balance.toFixed(2))})`);
  }
  await tx.insert(payments).values({ id: payment.id ?? randomUUID(), invoiceId: row.id, amount: amount.toFixed(2), paidOn: payment.paidOn, method: payment.method, note: payment.note });
  const amountPaid = toBig(row.amountPaid).plus(amount);
  const [updated] = await tx
    .update(invoices)
    .set({ amountPaid: amountPaid.toFixed(2), balanceDue: toBig(row.total).minus(amountPaid).toFixed(2), status: statusFromPayments(row.total, amountPaid.toFixed(2)) })
    .where(eq(invoices.id, row.id))
    .returning();
  return updated!;
}

export async function listPaymentRows(db: DbOrTx, invoiceId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(asc(payments.paidOn), asc(payments.createdAt));
}

/** GET /api/invoices/{id}/payments: oldest first. */
export async function getInvoicePayments(db: DbOrTx, invoiceId: string): Promise<InvoicePayments> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new AppError('not_found', 'Invoice not found');
  return { invoice: toInvoice(row), payments: (await listPaymentRows(db, invoiceId)).map(toPayment) };
}

/**
 * POST /api/invoices/{id}/payments: part or all of the balance due, dated today in the
 * company's time zone unless a date is given. Refuses a void invoice and an overpayment.
 */
export async function recordPayment(db: Db, invoiceId: string, input: PaymentData): Promise<InvoicePayments> {
  return db.transaction(async (tx) => {
    const row = await lockInvoiceRow(tx, invoiceId);
    assertNotVoid(row);
    if (toBig(row.total).minus(toBig(row.amountPaid)).lte(0)) throw new AppError('conflict', `Invoice ${row.invoiceNumber} is already paid in full.`);
    const paidOn = input.paidOn || todayIn((await getSettings(tx)).timeZone);
    const updated = await addPayment(tx, row, { amount: toBig(input.amount).toFixed(2), paidOn, method: input.method, note: input.note?.trim() || null });
    return { invoice: toInvoice(updated), payments: (await listPaymentRows(tx, invoiceId)).map(toPayment) };
  });
}

/**
 * PATCH /api/invoices/{id}/status (the older Mark as Paid): 'paid' records a payment of the
 * balance due; 'unpaid' is refused once payments exist, since they were received.
 */
export async function setInvoiceStatus(db: Db, id: string, status: 'unpaid' | 'paid') {
  return db.transaction(async (tx) => {
    let row = await lockInvoiceRow(tx, id);
    assertNotVoid(row);
    const balance = toBig(row.total).minus(toBig(row.amountPaid));
    if (status === 'paid' && balance.gt(0)) {
      const paidOn = todayIn((await getSettings(tx)).timeZone);
      row = await addPayment(tx, row, { amount: balance.toFixed(2), paidOn, method: 'Other', note: 'Marked as paid' });
    }
    if (status === 'unpaid' && toBig(row.amountPaid).gt(0)) {
      throw new AppError('conflict', `Invoice ${row.invoiceNumber} has payments recorded (${formatMoney(row.amountPaid)}), so it cannot be marked unpaid.`);
    }
    return toInvoice(row);
  });
}
