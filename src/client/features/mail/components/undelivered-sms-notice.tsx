import { Button } from '#client/components/ui/button.tsx';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { useRetrySms, useUndeliveredSms } from '../api/undelivered-mail.ts';
import './undelivered-mail.css';

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Like the e-mail notice: shown only while a text message (Send to customer, Text it) has not been delivered. */
export function UndeliveredSmsNotice() {
  const sms = useUndeliveredSms();
  const retry = useRetrySms();
  const items = Array.isArray(sms.data) ? sms.data : [];
  if (items.length === 0) return null;
  return (
    <section className="mail-notice" aria-labelledby="sms-notice-title" data-testid="undelivered-sms">
      <h2 id="sms-notice-title" className="mail-notice__title">
        {items.length === 1 ? '1 text message not delivered yet' : `${items.length} text messages not delivered yet`}
      </h2>
      <ul className="mail-notice__list">
        {items.map((item) => (
          <li key={item.id} className="mail-notice__item">
            <div>
              <strong>Text to {formatPhoneNumber(item.to)}</strong>
              <p className="mail-notice__meta">
                {item.status === 'failed' ? 'Failed' : 'Waiting to retry'} after {item.attempts} {item.attempts === 1 ? 'attempt' : 'attempts'}
                {item.lastError ? `: ${item.lastError}` : ''}
                {item.status === 'pending' && item.nextAttemptAt ? ` (next try ${when(item.nextAttemptAt)})` : ''}
              </p>
            </div>
            <Button size="sm" variant="secondary" loading={retry.isPending && retry.variables === item.id} onClick={() => retry.mutate(item.id)} aria-label={`Retry text to ${item.to}`}>
              Retry
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
