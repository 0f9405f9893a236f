import { useState, type FormEvent } from 'react';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { PhoneIcon } from '#client/components/ui/icons.tsx';
import { toastSuccess } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { useSend, type SendPrepared } from '../api/send-to-customer.ts';

/**
 * 'Send to customer' (issue 16 item 2): by e-mail (the Settings template, sent by the server's
 * outbox) or by text. 'Text it' texts through the server's SMS provider when it has one; without
 * one it is an sms: link that opens the phone's messaging app with the message filled in.
 */
export function SendToCustomerDialog({ prepared, onClose }: { prepared: SendPrepared; onClose: () => void }) {
  const [email, setEmail] = useState(prepared.email ?? '');
  const send = useSend(prepared.quoteId);
  const formId = `send-${prepared.quoteId}`;

  const sent = (what: string) => (answer: { to: string | null; alreadySent: boolean }) => {
    toastSuccess(answer.alreadySent ? `Already sent to ${answer.to ?? 'the customer'} a moment ago.` : `${what} to ${answer.to ?? 'the customer'}.`, 'Sent to customer');
    onClose();
  };

  const sendEmail = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate({ channel: 'send-email', to: email.trim() || undefined }, { onSuccess: sent('Sent by e-mail') });
  };

  const textIt = () => {
    if (send.isPending) return;
    send.mutate({ channel: 'send-sms' }, { onSuccess: sent('Text message sent') });
  };

  return (
    <Modal
      title={`Send ${prepared.quoteNumber} to customer`}
      description="The customer gets the link to read and sign the quote."
      onClose={onClose}
      footer={
        <Button variant="ghost" onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
      }
    >
      <form id={formId} className="send-dialog" noValidate onSubmit={sendEmail}>
        <TextField label="Customer e-mail" type="email" required value={email} placeholder="name@example.com" onChange={(event) => setEmail(event.target.value)} />
        <Button variant="primary" type="submit" loading={send.isPending && send.variables?.channel === 'send-email'} disabled={send.isPending || !email.trim()}>
          Send by e-mail
        </Button>
      </form>
      <div className="send-dialog__sms">
        {prepared.phone ? <p className="muted">Text to {formatPhoneNumber(prepared.phone)}</p> : <p className="muted">No mobile number on this quote: revise it to add one, or send by e-mail.</p>}
        {prepared.phone && prepared.smsConfigured ? (
          <Button variant="secondary" icon={<PhoneIcon />} loading={send.isPending && send.variables?.channel === 'send-sms'} disabled={send.isPending} onClick={textIt}>
            Text it
          </Button>
        ) : null}
        {prepared.phone && !prepared.smsConfigured && prepared.smsHref ? (
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={prepared.smsHref}
            onClick={() => {
              // The phone's messaging app opens; what staff send from it is on the audit trail as 'Text it'.
              send.mutate({ channel: 'sms-link' }, { onSuccess: () => onClose() });
            }}
          >
            <PhoneIcon /> Text it
          </a>
        ) : null}
      </div>
      {send.isError ? (
        <p className="field__error" role="alert">
          {errorReason(send.error)}
        </p>
      ) : null}
    </Modal>
  );
}
