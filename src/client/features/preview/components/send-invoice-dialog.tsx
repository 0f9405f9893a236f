import { useState, type FormEvent } from 'react';
import type { Invoice } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { INVOICE_TEMPLATE_PLACEHOLDERS, renderTemplate, templateProblem } from '#shared/sending/message-template.ts';
import { invoiceEmailValues } from '#shared/sending/invoice-email-values.ts';
import { looksLikeEmailAddress } from '#shared/contact/email-address.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Collapsible } from '#client/components/ui/collapsible.tsx';
import { TextAreaField, TextField } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { toastSuccess } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { useSendInvoice } from '../api/send-invoice.ts';

const PLACEHOLDER_LIST = INVOICE_TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

type Field = 'to' | 'subject' | 'message';

/** The checks people meet while typing, as the server's schema words them (send-invoice-email.ts); the server judges again. */
export function sendInvoiceProblems(input: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const to = input.to.trim();
  if (!to) problems.to = 'Enter the customer e-mail address';
  else if (!looksLikeEmailAddress(to)) problems.to = 'Enter a valid e-mail address, like name@example.com';
  for (const [field, label] of [['subject', 'Subject'], ['message', 'Message']] as const) {
    const text = input[field].trim();
    const problem = text ? templateProblem(text, { needsLink: false, placeholders: INVOICE_TEMPLATE_PLACEHOLDERS }) : `${label} is required`;
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * 'Send to customer' of an invoice (decision 017): the customer's e-mail, the subject and message
 * from Settings (editable, placeholders kept: the server fills them from its own figures), and
 * the invoice PDF attached by the server.
 */
export function SendInvoiceDialog({ invoice, settings, onClose }: { invoice: Invoice; settings: Settings; onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ to: invoice.customerEmail ?? '', subject: settings.invoiceEmailSubject, message: settings.invoiceEmailTemplate });
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const send = useSendInvoice(invoice.id);
  const formId = `send-invoice-${invoice.id}`;
  // The same words the server puts in when it sends (it fills them again from its own balance).
  const filled = invoiceEmailValues(invoice, invoice.balanceDue, settings.companyName);
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setShown((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (send.isPending) return;
    const problems = sendInvoiceProblems(values);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    send.mutate(
      { to: values.to.trim(), subject: values.subject.trim(), message: values.message.trim() },
      {
        onSuccess: (answer) => {
          toastSuccess(answer.alreadySent ? `Already sent to ${answer.to} a moment ago.` : `Sent ${invoice.invoiceNumber} to ${answer.to}.`, 'Sent to customer');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      title={`Send ${invoice.invoiceNumber} to customer`}
      description="The customer gets this e-mail with the invoice PDF attached."
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={send.isPending}>
            Send
          </Button>
        </>
      }
    >
      <form id={formId} className="send-dialog" noValidate onSubmit={submit}>
        <TextField label="Customer e-mail" type="email" required autoComplete="off" placeholder="name@example.com" value={values.to} error={shown.to} onChange={set('to')} />
        <TextField label="Subject" required value={values.subject} error={shown.subject} onChange={set('subject')} />
        <TextAreaField label="Message" required rows={8} hint={`Filled in when sent: ${PLACEHOLDER_LIST}`} value={values.message} error={shown.message} onChange={set('message')} />
        <Collapsible title="Preview of the e-mail">
          <div className="send-dialog__preview" data-testid="invoice-email-preview">
            <p className="send-dialog__preview-subject">{renderTemplate(values.subject.replace(/\s+/g, ' ').trim(), filled)}</p>
            <p className="send-dialog__preview-body">{renderTemplate(values.message.trim(), filled)}</p>
            <p className="muted">Attached: the invoice PDF</p>
          </div>
        </Collapsible>
        {send.isError ? (
          <p className="field__error" role="alert">
            {errorReason(send.error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
