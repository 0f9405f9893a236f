import { Collapsible } from '#client/components/ui/collapsible.tsx';
import { useSigningAudit } from '../api/get-signing-audit.ts';

const LABELS: Record<string, string> = { created: 'Link created', view: 'Viewed', viewed: 'Viewed', signed: 'Signed', changes_requested: 'Changes requested', deposit_paid: 'Deposit paid', deposit_payment_flagged: 'Deposit payment to check', deposit_payment_checked: 'Deposit payment checked',
  sent_email: 'Sent by e-mail',
  sent_sms: 'Sent by text message',
  sms_link: 'Text it (phone)',
  reminder_sent: 'Reminder sent',
  reminders_stopped: 'Reminders stopped',
};

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The signed quote's audit trail (link created, every view, signed), under the preview. */
export function SigningAudit({ quote }: { quote: { id: string; quoteNumber: string } }) {
  const audit = useSigningAudit(quote);
  if (!audit.data || audit.data.length === 0) return null;
  return (
    <div className="signing-audit">
    <Collapsible title="Audit trail">
      <table className="signing-audit__table" data-testid="signing-audit">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Time</th>
            <th scope="col">IP</th>
            <th scope="col">Device</th>
          </tr>
        </thead>
        <tbody>
          {audit.data.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td>{LABELS[event.kind] ?? event.kind}</td>
              <td>{when(event.at)}</td>
              <td>{event.ip ?? ''}</td>
              <td className="signing-audit__agent">{event.userAgent ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Collapsible>
    </div>
  );
}
