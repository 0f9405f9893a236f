import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { Undelivered } from '../api/undelivered-mail.ts';
import './undelivered-mail.css';

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A small notice, shown only while an outbox holds something undelivered, with Retry for each. */
export function UndeliveredNotice<T extends Undelivered>(props: {
  id: string;
  testId: string;
  items: readonly T[];
  title: (count: number) => string;
  heading: (item: T) => ReactNode;
  retryLabel: (item: T) => string;
  retry: { isPending: boolean; variables: string | undefined; mutate: (id: string) => void };
}) {
  const { items, retry } = props;
  if (items.length === 0) return null;
  return (
    <section className="mail-notice" aria-labelledby={props.id} data-testid={props.testId}>
      <h2 id={props.id} className="mail-notice__title">
        {props.title(items.length)}
      </h2>
      <ul className="mail-notice__list">
        {items.map((item) => (
          <li key={item.id} className="mail-notice__item">
            <div>
              {props.heading(item)}
              <p className="mail-notice__meta">
                {item.status === 'failed' ? 'Failed' : 'Waiting to retry'} after {item.attempts} {item.attempts === 1 ? 'attempt' : 'attempts'}
                {item.lastError ? `: ${item.lastError}` : ''}
                {item.status === 'pending' && item.nextAttemptAt ? ` (next try ${when(item.nextAttemptAt)})` : ''}
              </p>
            </div>
            <Button size="sm" variant="secondary" loading={retry.isPending && retry.variables === item.id} onClick={() => retry.mutate(item.id)} aria-label={props.retryLabel(item)}>
              Retry
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
