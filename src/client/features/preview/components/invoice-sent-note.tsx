import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { useTimeline } from '../api/send-to-customer.ts';

/**
 * Staff only: when and to whom the invoice was last sent ("Sent to x@y on Nov 24, 2026"), read
 * from its timeline (every send is listed there too). A mail that cannot be delivered yet is
 * listed by the dashboard's undelivered-mail notice.
 */
export function InvoiceSentNote({ invoiceId }: { invoiceId: string }) {
  const timeline = useTimeline({ kind: 'invoice', id: invoiceId });
  const events = Array.isArray(timeline.data?.events) ? timeline.data.events : [];
  const sends = events.filter((event) => event.kind === 'sent_email');
  const last = sends.at(-1);
  if (!last) return null;
  return (
    <p className="invoice-sent-note" data-testid="invoice-sent-note">
      Sent to {last.to ?? 'the customer'} on {formatDisplayDate(last.at)}
      {sends.length > 1 ? ` (sent ${sends.length} times)` : ''}
      {last.undelivered ? <strong className="invoice-sent-note__warning"> - not delivered yet: see the notice on the dashboard</strong> : null}
    </p>
  );
}
