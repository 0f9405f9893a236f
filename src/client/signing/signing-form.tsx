import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DocumentView } from '../components/document/document-view.tsx';
import { toDocumentViewData } from '../components/document/document-view-model.ts';
import { acceptLabel } from '#shared/documents/quote-options.ts';
import { OptionPicker, choiceOf, type OptionSelection } from './option-picker.tsx';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { Button } from '../components/ui/button.tsx';
import { OutputField, TextField } from '../components/ui/field.tsx';
import { dismissToast, showToast } from './signing-toast.tsx';
import { ChangeRequestDialog } from './change-request-dialog.tsx';
import { SignatureDialog } from './signature-dialog.tsx';
import { SigningRequestError, signingPhotoUrl, signQuote, type SigningQuote } from './signing-api.ts';
import { canSubmitSignature, findSigningProblem } from './signing-validation.ts';

export interface SignedResult {
  name: string;
  email: string;
  signedAt: string | null;
  /** The chosen option's deposit, on a quote with options. */
  depositAmount?: string;
}

export interface SigningFormProps {
  token: string;
  quote: SigningQuote;
  onSigned: (result: SignedResult) => void;
  onChangesRequested: (name: string) => void;
  /** The link changed state elsewhere (signed in another tab, changes requested): reload it. */
  onStale: () => void;
}

type OpenDialog = 'signature' | 'changes' | null;

/** The customer's side of the approval area, and the submit and 'Request changes' actions below the quote. */
export function SigningForm({ token, quote, onSigned, onChangesRequested, onStale }: SigningFormProps) {
  const [signature, setSignature] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [today] = useState(() => formatDisplayDate(new Date()));
  const boxLabelId = useId();
  const disclosureId = useId();
  const hintId = useId();
  const data = useMemo(() => toDocumentViewData(quote.data), [quote.data]);
  // A quote with options is accepted for one of them (with any add-ons): the choice is signed too.
  const offersOptions = data.options.length > 0;
  const [selection, setSelection] = useState<OptionSelection>({ optionId: null, addOnIds: [] });
  const choice = offersOptions ? choiceOf(data, selection) : null;
  const ready = canSubmitSignature({ name, signature }) && (!offersOptions || choice !== null);

  const submit = async (): Promise<void> => {
    if (submitting) return;
    const problem = offersOptions && !choice ? { title: 'Option Required', description: 'Please choose one of the options.' } : findSigningProblem({ name, email, signature });
    if (problem || !signature) {
      if (problem) showToast({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const signedChoice = choice ? { optionId: choice.optionId, addOnIds: choice.addOnIds, total: choice.total, depositAmount: choice.depositAmount, balanceDue: choice.balanceDue } : undefined;
      const result = await signQuote(token, { name: name.trim(), email: email.trim(), signature, disclosureVersion: quote.disclosure.version, choice: signedChoice });
      // The success page itself says 'Quote Signed Successfully!' and thanks the customer: a toast
      // repeating its heading would only cover it. Any earlier warning is answered now, too.
      dismissToast();
      onSigned({ name: name.trim(), email: email.trim(), signedAt: result.signedAt, depositAmount: choice?.depositAmount });
    } catch (error) {
      setSubmitting(false);
      showToast({ title: 'Error', description: 'Failed to sign quote. Please try again.', variant: 'destructive' });
      // Already signed, answered with a change request, expired (410) or replaced by a newer
      // version (404) meanwhile: retrying cannot succeed, so reload to show why.
      if (error instanceof SigningRequestError && [404, 409, 410].includes(error.status)) onStale();
    }
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void submit();
  };

  // Enter in a field checks the form even while the submit button is hidden, so a keyboard user
  // learns what is missing instead of nothing happening.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter' || ready) return;
    event.preventDefault();
    void submit();
  };

  const signatureArea = (
    <div className="sign-area">
      <div className="sign-area__box-field" role="group" aria-labelledby={boxLabelId}>
        <span className="field__label" id={boxLabelId}>
          Customer Signature
        </span>
        <button
          type="button"
          className={signature ? 'signature-box signature-box--signed' : 'signature-box'}
          aria-label={signature ? 'Edit signature' : undefined}
          onClick={() => setDialog('signature')}
          disabled={submitting}
        >
          {signature ? (
            <>
              <img className="signature-box__image" src={signature} alt="" />
              <span className="signature-box__edit">Edit</span>
            </>
          ) : (
            <span className="signature-box__prompt">Click to Sign</span>
          )}
        </button>
      </div>
      <div className="sign-area__fields">
        <TextField
          label="Print Name"
          required
          autoComplete="name"
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onFieldKeyDown}
          disabled={submitting}
        />
        <TextField
          label="Email (Optional)"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          hint="We send your signed copy here."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={onFieldKeyDown}
          disabled={submitting}
        />
        <OutputField label="Date Signed">{today}</OutputField>
      </div>
    </div>
  );

  return (
    <>
      <form className="signing-form" noValidate onSubmit={onFormSubmit} aria-label="Sign this quote">
        {offersOptions ? <OptionPicker data={data} selection={selection} onChange={setSelection} disabled={submitting} /> : null}
        <div className="signing-document">
          <DocumentView kind="quote" document={quote.data} settings={quote.company} signature={signatureArea} photoUrl={signingPhotoUrl(token)} />
        </div>

        <section className="signing-card" aria-labelledby="terms-title">
          <h2 className="signing-card__title" id="terms-title">
            Terms &amp; Agreement
          </h2>
          <p>By signing, you accept this quote, its scope of work, its price and its payment terms.</p>
          {quote.company.termsText ? <p>{quote.company.termsText}</p> : null}
          {quote.company.warrantyText ? <p>{quote.company.warrantyText}</p> : null}
        </section>

        <div className="signing-submit">
          {quote.disclosure.text ? (
            <p className="signing-submit__disclosure" id={disclosureId}>
              {quote.disclosure.text}
            </p>
          ) : null}
          {ready ? (
            <Button type="submit" variant="primary" size="lg" block loading={submitting} aria-describedby={quote.disclosure.text ? disclosureId : undefined}>
              {submitting ? 'Finalizing Signature...' : choice ? acceptLabel(choice) : 'Complete & Submit Quote'}
            </Button>
          ) : (
            <p className="signing-submit__hint" id={hintId}>
              {offersOptions && !choice ? 'Choose an option, add your signature and print your name to submit.' : 'Add your signature and print your name to submit.'}
            </p>
          )}
        </div>
      </form>

      <section className="signing-card signing-changes" aria-labelledby="changes-title">
        <h2 className="signing-card__title" id="changes-title">
          Not ready to sign?
        </h2>
        <p>If something in this quote should be different, tell us and we will send you a revised quote.</p>
        <Button onClick={() => setDialog('changes')} disabled={submitting}>
          Request changes
        </Button>
      </section>

      {dialog === 'signature' ? (
        <SignatureDialog
          initial={signature}
          onCancel={() => setDialog(null)}
          onDone={(value) => {
            setSignature(value);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'changes' ? (
        <ChangeRequestDialog
          token={token}
          initialName={name}
          initialEmail={email}
          onCancel={() => setDialog(null)}
          onSent={() => onChangesRequested(name.trim())}
          onConflict={() => {
            setDialog(null);
            onStale();
          }}
        />
      ) : null}
    </>
  );
}
