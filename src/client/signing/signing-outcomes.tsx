import { useEffect, useRef, type ReactNode } from 'react';
import { formatDisplayDate, parseDate } from '#shared/dates/display-date.ts';
import { formatMoney } from '#shared/money/money.ts';
import { formatPhoneNumber, phoneHref } from '#shared/contact/phone-number.ts';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { signedPdfUrl } from './signing-api.ts';
import { DepositPayment } from './deposit-payment.tsx';

/** 'Nov 22, 2026 at 3:05 PM' in the customer's own time zone. */
export function formatSignedAt(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${formatDisplayDate(date)} at ${time}`;
}

/** A page heading that takes focus when it appears, so screen readers announce the new state. */
function FocusHeading({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} id={id} className={className} tabIndex={-1}>
      {children}
    </h1>
  );
}

export function SigningLoading() {
  return (
    <div className="signing-center" role="status" aria-live="polite">
      <Spinner large />
      <h1 className="signing-center__title">Loading Your Quote</h1>
      <p className="muted">One moment please.</p>
    </div>
  );
}

export function QuoteNotFound() {
  return (
    <div className="signing-center">
      <FocusHeading className="signing-center__title">Quote Not Found</FocusHeading>
      <p className="muted">This quote link may have expired or is no longer valid.</p>
      <Button variant="primary" onClick={() => window.history.back()}>
        Go Back
      </Button>
    </div>
  );
}

/** The company's phone as a link a phone can call; the company's name when there is no phone. */
function CallUs({ companyName, companyPhone }: { companyName: string; companyPhone: string }) {
  if (!companyPhone) return <>contact {companyName || 'us'}</>;
  return (
    <>
      call {companyName ? `${companyName} at ` : ''}
      <a href={phoneHref(companyPhone)}>{formatPhoneNumber(companyPhone)}</a>
    </>
  );
}

/** A quote past its Valid Until date: no signing form, and whom to call for a current one. */
export function QuoteExpired({ expiredOn, companyName, companyPhone }: { expiredOn: string; companyName: string; companyPhone: string }) {
  return (
    <section className="signing-notice signing-notice--expired" aria-labelledby="expired-notice-title">
      <h2 className="signing-card__title" id="expired-notice-title">
        This quote expired on {formatDisplayDate(expiredOn)}
      </h2>
      <p>
        Prices and schedules may have changed since. Please <CallUs companyName={companyName} companyPhone={companyPhone} /> for an updated quote.
      </p>
    </section>
  );
}

/** An old link of a revised quote: point to the newer version rather than say 'not found'. */
export function NewerVersionSent({ sentOn, companyName, companyPhone }: { sentOn: string | null; companyName: string; companyPhone: string }) {
  return (
    <div className="signing-center">
      <FocusHeading className="signing-center__title">A newer version of this quote was sent</FocusHeading>
      <p className="muted">
        {sentOn ? `The updated quote was sent on ${formatDisplayDate(sentOn)}. ` : ''}Please use the link in that message to review and sign it, or{' '}
        <CallUs companyName={companyName} companyPhone={companyPhone} />.
      </p>
    </div>
  );
}

export function DownloadSignedCopy({ token }: { token: string }) {
  return (
    <a className="btn btn--primary btn--lg" href={signedPdfUrl(token)} download>
      Download your signed copy
    </a>
  );
}

export interface SignedSuccessProps {
  token: string;
  name: string;
  email: string;
  signedAt: string | null;
  quoteNumber: string | null;
  depositAmount: string | null;
  companyName: string;
  companyPhone: string;
}

export function SignedSuccess({ token, name, email, signedAt, quoteNumber, depositAmount, companyName, companyPhone }: SignedSuccessProps) {
  const when = formatSignedAt(signedAt ?? new Date().toISOString());
  return (
    <section className="signing-result" aria-labelledby="signing-result-title">
      <div className="signing-result__icon" aria-hidden="true">
        ✓
      </div>
      <FocusHeading className="signing-result__title" id="signing-result-title">
        Quote Signed Successfully!
      </FocusHeading>
      <p>
        Thank you, {name}. Your signature{quoteNumber ? ` on quote ${quoteNumber}` : ''} was recorded on {when}.
      </p>
      <div className="signing-result__steps">
        <h2 className="signing-card__title">Next Steps</h2>
        <ol>
          <li>
            Our team will call you within 24 hours{companyPhone ? ` (from ${formatPhoneNumber(companyPhone)})` : ''} to go over the details.
          </li>
          <li>
            {/* Only an address given on this page receives the copy: no e-mail promise without one. */}
            {email ? `A signed copy of your quote will arrive by e-mail at ${email}.` : 'Download your signed copy below; ask us any time and we will e-mail it to you.'}
          </li>
          <li>
            We collect the initial payment{depositAmount && Number(depositAmount) > 0 ? ` of ${formatMoney(depositAmount)}` : ''} and schedule your project.
          </li>
        </ol>
      </div>
      <DepositPayment token={token} />
      <DownloadSignedCopy token={token} />
      <p className="muted signing-result__thanks">Thank you for choosing {companyName}.</p>
    </section>
  );
}

export function ChangesSent({ companyName, name }: { companyName: string; name: string }) {
  return (
    <section className="signing-result" aria-labelledby="changes-sent-title">
      <FocusHeading className="signing-result__title" id="changes-sent-title">
        Change Request Sent
      </FocusHeading>
      <p>
        Thank you{name ? `, ${name}` : ''}. {companyName} has received your request and will send you a revised quote to review and sign.
      </p>
    </section>
  );
}

/** What an opened link says when it is no longer waiting for a signature. */
export function LinkStatusNotice({ token, status, signedName, signedAt }: { token: string; status: 'signed' | 'changes_requested'; signedName: string | null; signedAt: string | null }) {
  if (status === 'signed') {
    return (
      <>
        <section className="signing-notice signing-notice--signed" aria-labelledby="signed-notice-title">
          <h2 className="signing-card__title" id="signed-notice-title">
            This quote has been signed
          </h2>
          <p>
            Signed by <strong>{signedName ?? 'the customer'}</strong>
            {signedAt ? ` on ${formatSignedAt(signedAt)}` : ''}.
          </p>
          <DownloadSignedCopy token={token} />
        </section>
        <DepositPayment token={token} />
      </>
    );
  }
  return (
    <section className="signing-notice" aria-labelledby="changes-notice-title">
      <h2 className="signing-card__title" id="changes-notice-title">
        Changes requested
      </h2>
      <p>Changes to this quote were requested. A revised quote will be sent to you to review and sign.</p>
    </section>
  );
}

/** The approval area of an already signed quote: who signed and when, in place of the form. */
export function SignedApproval({ signedName, signedAt }: { signedName: string | null; signedAt: string | null }) {
  return (
    <div className="doc__signature-grid">
      <div>
        <p className="signed-approval__name">Signed electronically by {signedName ?? 'the customer'}</p>
        <p className="doc__signature-label">Customer Signature</p>
      </div>
      <div>
        <p className="doc__signature-date">{formatDisplayDate(signedAt)}</p>
        <p className="doc__signature-label">Date Signed</p>
      </div>
    </div>
  );
}
