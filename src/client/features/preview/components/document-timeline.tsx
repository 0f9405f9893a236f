import { Button } from '#client/components/ui/button.tsx';
import { Collapsible } from '#client/components/ui/collapsible.tsx';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { useStopReminders, useTimeline, type TimelineDocument, type TimelineEvent, type TimelineReminder } from '../api/send-to-customer.ts';

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const REMINDER_NAMES: Record<TimelineReminder['kind'], string> = {
  quote_viewed: 'Reminder (opened, not signed)',
  quote_expiring: 'Reminder (expires in 3 days)',
  invoice_overdue: 'Overdue reminder',
};

function eventText(event: TimelineEvent): string {
  switch (event.kind) {
    case 'created':
      return 'Signing link created';
    case 'viewed':
      return 'Viewed by the customer';
    case 'signed':
      return 'Signed';
    case 'changes_requested':
      return 'Changes requested';
    case 'sent_email':
      return `Sent by e-mail to ${event.to ?? 'the customer'}`;
    case 'sent_sms':
      return `Sent by text message to ${event.to ?? 'the customer'}`;
    case 'sms_link':
      return `Text it opened on the phone${event.to ? ` for ${event.to}` : ''}`;
    case 'reminder_sent':
      return `Reminder sent to ${event.to ?? 'the customer'}`;
    case 'reminders_stopped':
      return 'Reminders stopped';
    case 'deposit_paid':
      return 'Deposit paid';
    default:
      return event.kind;
  }
}

function reminderText(reminder: TimelineReminder): string {
  const name = reminder.kind === 'invoice_overdue' ? `${REMINDER_NAMES.invoice_overdue} (+${reminder.step} days)` : REMINDER_NAMES[reminder.kind];
  if (reminder.status === 'scheduled') return `${name}: scheduled for ${when(reminder.dueAt)}`;
  if (reminder.status === 'sent') return `${name}: sent to ${reminder.sentTo ?? 'the customer'} on ${when(reminder.at)}`;
  return `${name}: not sent (${reminder.reason ?? 'skipped'})`;
}

/**
 * The document's timeline under the preview (issue 16): sends, views and reminders, scheduled
 * ones included, with 'Stop reminders'. Reminders already sent stay listed.
 */
export function DocumentTimeline({ document }: { document: TimelineDocument }) {
  const timeline = useTimeline(document);
  const stop = useStopReminders(document);
  const data = timeline.data;
  // An answer of another shape (an older server) shows no timeline rather than breaking the preview.
  if (!data || !Array.isArray(data.events) || !Array.isArray(data.reminders)) return null;
  // Events for quotes; reminders (sent and waiting) for both. Reminder sends are listed once, from the reminders.
  const events = data.events.filter((event) => event.kind !== 'reminder_sent');
  if (events.length === 0 && data.reminders.length === 0 && !data.stoppedAt) return null;
  const waiting = data.reminders.some((reminder) => reminder.status === 'scheduled');
  const rows = [
    ...events.map((event) => ({ at: event.at, text: eventText(event), key: `e-${event.kind}-${event.at}` })),
    ...data.reminders.map((reminder) => ({ at: reminder.status === 'scheduled' ? reminder.dueAt : reminder.at, text: reminderText(reminder), key: `r-${reminder.id}` })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="document-timeline">
      <Collapsible title="Timeline" defaultOpen>
        <ol className="document-timeline__list" data-testid="document-timeline">
          {rows.map((row) => (
            <li key={row.key}>
              <time dateTime={row.at}>{when(row.at)}</time> <span>{row.text}</span>
            </li>
          ))}
        </ol>
        {data.stoppedAt ? (
          <p className="muted">Reminders stopped on {when(data.stoppedAt)}.</p>
        ) : waiting ? (
          <Button
            variant="secondary"
            size="sm"
            loading={stop.isPending}
            onClick={() =>
              stop.mutate(undefined, {
                onSuccess: () => toastSuccess('No more reminders will be sent for this document.', 'Reminders stopped'),
                onError: (error) => toastError(`Failed to stop reminders: ${errorReason(error)}.`),
              })
            }
          >
            Stop reminders
          </Button>
        ) : null}
      </Collapsible>
    </div>
  );
}
