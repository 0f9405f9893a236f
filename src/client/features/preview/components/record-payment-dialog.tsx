import { useState, type FormEvent } from 'react';
import type { Invoice, InvoicePayments } from '#shared/documents/schemas.ts';
import { PAYMENT_METHODS } from '#shared/documents/payment-methods.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { formatMoney } from '#shared/money/money.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField, TextField } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { errorReason } from '#client/lib/api-client.ts';
import { useRecordPayment } from '../api/invoice-payments.ts';

export interface RecordPaymentDialogProps {
  invoice: Invoice;
  timeZone: string;
  onClose: () => void;
  onRecorded: (answer: InvoicePayments) => void;
}

/**
 * 'Record payment': the amount starts at the balance due (the usual case: the customer paid it),
 * the date at today in the company's time zone. The server refuses more than the balance; its
 * message is shown here, by the form, rather than in a toast that would cover it.
 */
export function RecordPaymentDialog({ invoice, timeZone, onClose, onRecorded }: RecordPaymentDialogProps) {
  const [amount, setAmount] = useState(invoice.balanceDue);
  const [paidOn, setPaidOn] = useState(() => todayIn(timeZone));
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number]>('Check');
  const [note, setNote] = useState('');
  const record = useRecordPayment(invoice.id);
  const formId = `record-payment-${invoice.id}`;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    record.mutate({ amount, paidOn, method, note: note.trim() || null }, { onSuccess: onRecorded });
  };

  return (
    <Modal
      title={`Record payment on ${invoice.invoiceNumber}`}
      description={`Balance due: ${formatMoney(invoice.balanceDue)} of ${formatMoney(invoice.total)}.`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={record.isPending}>
            Record payment
          </Button>
        </>
      }
    >
      <form id={formId} className="record-payment" noValidate onSubmit={submit}>
        <TextField label="Amount ($)" required type="number" inputMode="decimal" min={0.01} step={0.01} value={amount} onChange={(event) => setAmount(event.target.value)} />
        <TextField label="Date received" required type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
        <SelectField label="Method" required value={method} onChange={(event) => setMethod(event.target.value as (typeof PAYMENT_METHODS)[number])}>
          {PAYMENT_METHODS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField label="Note (optional)" placeholder="Check number, reference..." value={note} onChange={(event) => setNote(event.target.value)} />
        {record.isError ? (
          <p className="field__error" role="alert">
            {errorReason(record.error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
