import { useEffect, useState } from 'react';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatMoney } from '#shared/money/money.ts';
import { Button } from '../components/ui/button.tsx';
import { getSigningDeposit, SigningRequestError, startDepositCheckout, type SigningDeposit } from './signing-api.ts';

/** Back from Stripe's page (success_url ends in ?deposit=paid): the webhook may be a moment behind. */
const backFromCheckout = (): boolean => new URLSearchParams(window.location.search).get('deposit') === 'paid';

/**
 * The deposit of a signed quote, on the success page and on the signed link later: "Pay deposit
 * ($1,481.29)" through Stripe Checkout when the server offers it, the payment methods from Settings
 * otherwise (and beside it), "Deposit paid" once the payment is recorded.
 */
export function DepositPayment({ token, navigate = (url) => window.location.assign(url) }: { token: string; navigate?: (url: string) => void }) {
  const [deposit, setDeposit] = useState<SigningDeposit | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Back from checkout and not recorded yet: ask again a few times while the webhook arrives.
    const load = (triesLeft: number): void => {
      getSigningDeposit(token)
        .then((next) => {
          if (stopped) return;
          setDeposit(next);
          if (!next.paidOn && triesLeft > 0 && backFromCheckout()) timer = setTimeout(() => load(triesLeft - 1), 2000);
        })
        .catch(() => undefined);
    };
    load(10);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token]);

  if (!deposit) return null;
  const due = Number(deposit.amountDue) > 0;
  if (deposit.paidOn && !due) {
    return (
      <section className="signing-notice signing-notice--signed deposit-payment" aria-labelledby="deposit-title">
        <h2 className="signing-card__title" id="deposit-title">
          Deposit paid
        </h2>
        <p>Your deposit was received on {formatDisplayDate(deposit.paidOn)}. Thank you!</p>
      </section>
    );
  }
  if (!due) return null;

  const pay = async (): Promise<void> => {
    setBusy(true);
    setError('');
    try {
      navigate(await startDepositCheckout(token));
    } catch (failure) {
      const message = failure instanceof SigningRequestError ? failure.details.message : null;
      setError(typeof message === 'string' ? message : 'Online payment is not available right now. Please try again in a few minutes.');
      setBusy(false);
    }
  };

  return (
    <section className="signing-notice deposit-payment" aria-labelledby="deposit-title">
      <h2 className="signing-card__title" id="deposit-title">
        Deposit
      </h2>
      {backFromCheckout() ? (
        <p role="status">Thank you! We are confirming your payment with the bank; this page updates when it is recorded.</p>
      ) : null}
      {deposit.online ? (
        <>
          <Button variant="primary" size="lg" block loading={busy} disabled={busy} onClick={() => void pay()}>
            Pay deposit ({formatMoney(deposit.amountDue)})
          </Button>
          <p className="muted">By card or US bank account, on Stripe&apos;s secure page.</p>
          {error ? <p role="alert">{error}</p> : null}
          {deposit.paymentMethods ? <p className="muted">Or pay another way: {deposit.paymentMethods}</p> : null}
        </>
      ) : (
        <p>
          The deposit of {formatMoney(deposit.amountDue)} is due to schedule your project. {deposit.paymentMethods}
        </p>
      )}
    </section>
  );
}
