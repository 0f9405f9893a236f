import { Button } from '#client/components/ui/button.tsx';
import { useRetryMail, useUndeliveredMail } from '../api/undelivered-mail.ts';
import './undelivered-mail.css';

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A small notice, shown only while some e-mail has not been delivered, with Retry for each. */
export function UndeliveredMailNotice() {
  const mail = useUndeliveredMail();
  const retry = useRetryMail();
  const items = mail.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="mail-notice" aria-labelledby="mail-notice-title" data-testid="undelivered-mail">
      <h2 id="mail-notice-title" className="mail-notice__title">
        {items.length === 1 ? '1 e-mail not delivered yet' : `${items.length} e-mails not delivered yet`}
      </h2>
      <ul className="mail-notice__list">
        {items.map((item) => (
          <li key={item.id} className="mail-notice__item">
            <div>
              <strong>{item.subject}</strong> to {item.to}
              <p className="mail-notice__meta">
                {item.status === 'failed' ? 'Failed' : 'Waiting to retry'} after {item.attempts} {item.attempts === 1 ? 'attempt' : 'attempts'}
                {item.lastError ? `: ${item.lastError}` : ''}
                {item.status === 'pending' && item.nextAttemptAt ? ` (next try ${when(item.nextAttemptAt)})` : ''}
              </p>
            </div>
            <Button size="sm" variant="secondary" loading={retry.isPending && retry.variables === item.id} onClick={() => retry.mutate(item.id)} aria-label={`Retry e-mail to ${item.to}`}>
              Retry
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
