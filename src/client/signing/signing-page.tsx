import { useCallback, useEffect, useState } from 'react';
import { DocumentView } from '../components/document/document-view.tsx';
import { PAGE_ID } from '../components/ui/modal.tsx';
import { SigningForm, type SignedResult } from './signing-form.tsx';
import { getSigningQuote, recordSigningView, signingPhotoUrl, SigningRequestError, type SigningQuote } from './signing-api.ts';
import { ChangesSent, LinkStatusNotice, NewerVersionSent, QuoteExpired, QuoteNotFound, SignedApproval, SignedSuccess, SigningLoading } from './signing-outcomes.tsx';

type PageState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'superseded'; sentOn: string | null; companyName: string; companyPhone: string }
  | { kind: 'ready'; quote: SigningQuote }
  | { kind: 'signed'; quote: SigningQuote; result: SignedResult }
  | { kind: 'changes-sent'; quote: SigningQuote; name: string };

/** Views are recorded once per page load, also when React runs effects twice in development. */
const viewedTokens = new Set<string>();

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The customer signing page (SPEC.md section 2): loading, then found or not found; signature
 * drawn, then submitted, then success. The token comes from the address; no router is bundled.
 */
export function SigningPage({ token }: { token: string | null }) {
  const [state, setState] = useState<PageState>(token ? { kind: 'loading' } : { kind: 'not-found' });

  const load = useCallback(
    async (signal?: AbortSignal): Promise<void> => {
      if (!token) return;
      try {
        const quote = await getSigningQuote(token, signal);
        if (signal?.aborted) return;
        setState({ kind: 'ready', quote });
        if (!viewedTokens.has(token)) {
          viewedTokens.add(token);
          // The audit trail's view entry; the customer's page does not depend on it.
          recordSigningView(token).catch(() => undefined);
        }
      } catch (error) {
        if (signal?.aborted) return;
        // A revised quote's old link says a newer version exists; SPEC.md section 8: any other
        // 404 or failure shows Quote Not Found.
        const details = error instanceof SigningRequestError ? error.details : {};
        if (details.state === 'superseded') {
          setState({ kind: 'superseded', sentOn: text(details.newerVersionSentOn), companyName: text(details.companyName) ?? '', companyPhone: text(details.companyPhone) ?? '' });
        } else {
          setState({ kind: 'not-found' });
        }
      }
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const quote = state.kind === 'loading' || state.kind === 'not-found' || state.kind === 'superseded' ? null : state.quote;
  useEffect(() => {
    if (!quote) return;
    const number = text(quote.data.quoteNumber);
    document.title = [number ? `Quote ${number}` : 'Your Quote', quote.company.companyName].filter(Boolean).join(' · ');
  }, [quote]);

  const reload = (): void => {
    setState({ kind: 'loading' });
    void load();
  };

  let content;
  switch (state.kind) {
    case 'loading':
      content = <SigningLoading />;
      break;
    case 'not-found':
      content = <QuoteNotFound />;
      break;
    case 'superseded':
      content = <NewerVersionSent sentOn={state.sentOn} companyName={state.companyName} companyPhone={state.companyPhone} />;
      break;
    case 'signed':
      content = (
        <SignedSuccess
          token={token ?? ''}
          name={state.result.name}
          email={state.result.email}
          signedAt={state.result.signedAt}
          quoteNumber={text(state.quote.data.quoteNumber)}
          depositAmount={state.result.depositAmount ?? text(state.quote.data.depositAmount)}
          companyName={state.quote.company.companyName}
          companyPhone={state.quote.company.companyPhone}
        />
      );
      break;
    case 'changes-sent':
      content = <ChangesSent companyName={state.quote.company.companyName} name={state.name} />;
      break;
    case 'ready': {
      const { quote: current } = state;
      const number = text(current.data.quoteNumber);
      const project = text(current.data.projectTitle);
      const signedName = text(current.data.signedName);
      const signedAt = text(current.data.signedAt);
      content = (
        <>
          <header className="signing-header">
            <h1 className="signing-header__title">{current.state === 'open' ? 'Review & Sign Your Quote' : 'Your Quote'}</h1>
            <p className="muted">{[number ? `Quote ${number}` : null, project].filter(Boolean).join(' · ')}</p>
          </header>
          {current.state === 'expired' ? (
            // Past Valid Until: the quote stays readable, but there is no form to sign it with.
            <>
              <QuoteExpired expiredOn={current.expiredOn ?? text(current.data.validUntil) ?? ''} companyName={current.company.companyName} companyPhone={current.company.companyPhone} />
              <div className="signing-document">
                <DocumentView kind="quote" document={current.data} settings={current.company} photoUrl={signingPhotoUrl(token ?? '')} />
              </div>
            </>
          ) : current.state === 'open' ? (
            <SigningForm
              token={token ?? ''}
              quote={current}
              onSigned={(result) => setState({ kind: 'signed', quote: current, result })}
              onChangesRequested={(name) => setState({ kind: 'changes-sent', quote: current, name })}
              onStale={reload}
            />
          ) : (
            <>
              <LinkStatusNotice token={token ?? ''} status={current.state} signedName={signedName} signedAt={signedAt} />
              <div className="signing-document">
                <DocumentView
                  kind="quote"
                  document={current.data}
                  settings={current.company}
                  photoUrl={signingPhotoUrl(token ?? '')}
                  signature={current.status === 'signed' ? <SignedApproval signedName={signedName} signedAt={signedAt} /> : undefined}
                />
              </div>
            </>
          )}
        </>
      );
      break;
    }
  }

  return (
    <main id={PAGE_ID} className="signing-page">
      {content}
    </main>
  );
}
