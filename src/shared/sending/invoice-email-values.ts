import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatMoney } from '#shared/money/money.ts';
import type { InvoiceTemplatePlaceholder } from './message-template.ts';

/**
 * What an invoice e-mail's placeholders become. The server fills them when it sends, from its own
 * balance; the send dialog shows the same words beforehand, from the invoice as the server gave it.
 */
export function invoiceEmailValues(
  invoice: { customerName: string; invoiceNumber: string; dueDate: string | null | undefined },
  amountDue: string,
  companyName: string,
): Record<InvoiceTemplatePlaceholder, string> {
  return {
    company: companyName,
    customer: invoice.customerName,
    invoiceNumber: invoice.invoiceNumber,
    amountDue: formatMoney(amountDue),
    dueDate: invoice.dueDate ? formatDisplayDate(invoice.dueDate) : 'on receipt',
  };
}
