import { formatMoney, toBig, toMoneyString, type Decimalish } from '../money/money.ts';
import { subtotalRows, type PaperFigures, type TotalRow } from './paper-totals.ts';
import type { InvoiceKind, InvoiceStatus } from './schemas.ts';

/**
 * What every paper of an invoice states about money (issue 14: preview, PDF and any e-mail print
 * the same figures): Total, Payments Received, Balance Due = total - payments. The preview
 * (client/components/document) and the PDF (server/pdf/document-layout.ts) both print these rows
 * and this sentence, so they cannot disagree. Quotes keep their deposit rows; an invoice bills,
 * so it states what was received and what is still due.
 */

export interface InvoicePaperFigures extends PaperFigures {
  /** Sum of the payments recorded; absent on papers made before payments existed (read as 0). */
  amountPaid?: Decimalish | null;
}

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { unpaid: 'Unpaid', partially_paid: 'Partially paid', paid: 'Paid', void: 'Void' };

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { standard: 'Invoice', deposit: 'Deposit invoice', final: 'Final invoice' };

/** A status as people read it; an unknown one is shown as it is. */
export function invoiceStatusLabel(status: string | null | undefined): string {
  if (!status) return INVOICE_STATUS_LABELS.unpaid;
  return (INVOICE_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** Balance due: total less what was received, never below zero. */
export function invoiceBalanceDue(figures: InvoicePaperFigures): string {
  const due = toBig(figures.total).minus(toBig(figures.amountPaid ?? 0));
  return toMoneyString(due.lt(0) ? 0 : due);
}

export function invoiceTotalRows(figures: InvoicePaperFigures): TotalRow[] {
  const rows: TotalRow[] = subtotalRows(figures);
  rows.push({ label: 'Payments Received', value: formatMoney(figures.amountPaid ?? 0) });
  rows.push({ label: 'Balance Due', value: formatMoney(invoiceBalanceDue(figures)), strong: true });
  return rows;
}

/** The invoice's own payment sentence, written from the same figures as its totals. */
export function invoicePaymentSentence(figures: InvoicePaperFigures & { status?: string | null }): string {
  if (figures.status === 'void') return 'This invoice is void: nothing is due on it.';
  const due = invoiceBalanceDue(figures);
  if (toBig(due).lte(0)) return `Paid in full (${formatMoney(figures.total)}). Thank you.`;
  const paid = toBig(figures.amountPaid ?? 0);
  if (paid.gt(0)) return `Balance due: ${formatMoney(due)} (total ${formatMoney(figures.total)} less ${formatMoney(paid.toFixed(2))} received).`;
  return `Balance due: ${formatMoney(due)}.`;
}

/**
 * Why an invoice cannot be edited in place, or null when it can: a void invoice is kept as it was,
 * and one with payments keeps what the customer paid against (PUT /api/invoices/{id} answers 409).
 */
export function invoiceLockReason(invoice: { status: string; amountPaid: Decimalish; voidReason?: string | null }): string | null {
  if (invoice.status === 'void') return `This invoice is void${invoice.voidReason ? ` (${invoice.voidReason})` : ''} and is kept as it was.`;
  if (toBig(invoice.amountPaid).gt(0)) {
    return `Payments are recorded (${formatMoney(invoice.amountPaid)}), so this invoice is locked: what the customer paid against stays as it was. To change it, void it with a reason and issue a replacement.`;
  }
  return null;
}
