import { useQuery } from '@tanstack/react-query';
import type { Invoice, Payment } from '#shared/documents/schemas.ts';
import { invoiceLockReason, invoiceStatusLabel } from '#shared/documents/invoice-paper.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatMoney } from '#shared/money/money.ts';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** SPEC.md's badge colours: paid green; void set apart; anything else blue. */
const STATUS_TONE: Record<Invoice['status'], BadgeTone> = { paid: 'green', partially_paid: 'blue', unpaid: 'blue', void: 'neutral' };

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  return <Badge tone={STATUS_TONE[status]}>{invoiceStatusLabel(status)}</Badge>;
}

function LinkedInvoice({ label, id }: { label: string; id: string }) {
  const linked = useQuery({ queryKey: queryKeys.invoice(id), queryFn: () => api.get<Invoice>(`/api/invoices/${encodeURIComponent(id)}`) });
  return (
    <p className="invoice-account__note">
      {label} {linked.data ? linked.data.invoiceNumber : 'another invoice'}.
    </p>
  );
}

/**
 * Staff only, beside the invoice's paper: its status, the payments received (date, method,
 * amount) and why it is locked. The paper itself states the same total, received and due.
 */
export function InvoiceAccount({ invoice, payments }: { invoice: Invoice; payments: Payment[] | undefined }) {
  const lock = invoiceLockReason(invoice);
  return (
    <section className="invoice-account" aria-label="Payments">
      <div className="invoice-account__summary">
        <InvoiceStatusBadge status={invoice.status} />
        <span>
          Total <strong>{formatMoney(invoice.total)}</strong>
        </span>
        <span>
          Received <strong>{formatMoney(invoice.amountPaid)}</strong>
        </span>
        <span>
          Balance due <strong>{formatMoney(invoice.balanceDue)}</strong>
        </span>
      </div>
      {payments && payments.length > 0 ? (
        <table className="invoice-account__table">
          <caption className="visually-hidden">Payments received</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Method</th>
              <th scope="col">Note</th>
              <th scope="col" className="invoice-account__num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDisplayDate(payment.paidOn)}</td>
                <td>{payment.method}</td>
                <td>{payment.note ?? ''}</td>
                <td className="invoice-account__num">{formatMoney(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="invoice-account__note">No payments recorded yet.</p>
      )}
      {lock ? <p className="invoice-account__note invoice-account__lock">{lock}</p> : null}
      {invoice.replacedBy ? <LinkedInvoice label="Replaced by" id={invoice.replacedBy} /> : null}
      {invoice.replaces ? <LinkedInvoice label="Replaces void invoice" id={invoice.replaces} /> : null}
    </section>
  );
}
