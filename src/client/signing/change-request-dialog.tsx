import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../components/ui/button.tsx';
import { TextAreaField, TextField } from '../components/ui/field.tsx';
import { showToast } from './signing-toast.tsx';
import { Modal } from '../components/ui/modal.tsx';
import { SigningRequestError, requestQuoteChanges } from './signing-api.ts';
import { isValidEmail } from './signing-validation.ts';

export interface ChangeRequestDialogProps {
  token: string;
  initialName: string;
  initialEmail: string;
  onCancel: () => void;
  onSent: () => void;
  /** The link can no longer take a request (signed or already answered meanwhile). */
  onConflict: () => void;
}

const FORM_ID = 'change-request-form';

/** 'Request Changes': the customer's answer when the quote is not right to sign as it stands. */
export function ChangeRequestDialog({ token, initialName, initialEmail, onCancel, onSent, onConflict }: ChangeRequestDialogProps) {
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (sending) return;
    if (!name.trim()) {
      showToast({ title: 'Name Required', description: 'Please enter your full name.', variant: 'destructive' });
      return;
    }
    if (email.trim() && !isValidEmail(email.trim())) {
      showToast({ title: 'Invalid Email', description: 'Please enter a valid e-mail address.', variant: 'destructive' });
      return;
    }
    if (!message.trim()) {
      showToast({ title: 'Message Required', description: 'Please say what you would like changed.', variant: 'destructive' });
      messageRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await requestQuoteChanges(token, { name: name.trim(), email: email.trim(), message: message.trim() });
      onSent();
    } catch (error) {
      setSending(false);
      showToast({ title: 'Error', description: 'Failed to send your request. Please try again.', variant: 'destructive' });
      if (error instanceof SigningRequestError && error.status === 409) onConflict();
    }
  };

  return (
    <Modal
      title="Request Changes"
      description="Tell us what you would like changed. We will send you a revised quote to sign."
      onClose={() => {
        if (!sending) onCancel();
      }}
      initialFocus={messageRef}
      footer={
        <>
          <Button onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} loading={sending}>
            {sending ? 'Sending...' : 'Send Request'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="modal__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          ref={messageRef}
          label="What would you like changed?"
          required
          maxLength={4000}
          rows={5}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <TextField label="Your Name" required autoComplete="name" maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
        <TextField label="Email (Optional)" type="email" autoComplete="email" inputMode="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
      </form>
    </Modal>
  );
}
