import { useState, type FormEvent } from 'react';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { toastSuccess } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { useDepositToCheck, useMarkDepositChecked } from '../api/deposit-check.ts';

/**
 * Staff only, on a signed quote: a deposit Stripe took that could not be recorded (another amount
 * or currency...). The office records it by hand on the deposit invoice (which clears this) or
 * refunds it in Stripe and marks it checked here, with a note for the audit trail.
 */
export function DepositCheckNotice({ quoteId }: { quoteId: string }) {
  const waiting = useDepositToCheck(quoteId);
  const mark = useMarkDepositChecked(quoteId);
  const [note, setNote] = useState('');
  const toCheck = waiting.data?.toCheck;
  if (!toCheck) return null;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    mark.mutate({ note: note.trim() || undefined }, { onSuccess: () => toastSuccess('The deposit payment is marked as checked.', 'Checked') });
  };

  return (
    <section className="deposit-check" role="alert" aria-labelledby={`deposit-check-${quoteId}`} data-testid="deposit-check">
      <h2 id={`deposit-check-${quoteId}`} className="deposit-check__title">
        Deposit payment to check
      </h2>
      <p>
        Stripe, {formatDisplayDate(toCheck.flaggedAt)}: {toCheck.reason}
      </p>
      <p className="muted">Record it on the deposit invoice if you keep it, or refund it in Stripe, then mark it as checked.</p>
      <form className="deposit-check__form" onSubmit={submit}>
        <TextField label="Note (optional)" placeholder="Refunded in Stripe, recorded by hand..." maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        <Button type="submit" variant="secondary" loading={mark.isPending}>
          Mark as checked
        </Button>
      </form>
      {mark.isError ? (
        <p className="deposit-check__error" role="status">
          Could not mark it as checked: {errorReason(mark.error)}
        </p>
      ) : null}
    </section>
  );
}
