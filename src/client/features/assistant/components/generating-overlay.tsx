import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PAGE_ID } from '#client/components/ui/modal.tsx';
import { CheckIcon } from '#client/components/ui/icons.tsx';

/** SPEC.md: the full-screen loader shown while a transcript becomes a draft. */
export function GeneratingOverlay({ fromVoice }: { fromVoice: boolean }) {
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const page = document.getElementById(PAGE_ID);
    page?.setAttribute('inert', '');
    document.body.classList.add('modal-open');
    return () => {
      page?.removeAttribute('inert');
      document.body.classList.remove('modal-open');
    };
  }, []);

  return createPortal(
    <div className="generating" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <div className="generating__panel">
        <Spinner large />
        <h2 id={titleId} className="generating__title">
          Generating Your Quote
        </h2>
        <p id={descriptionId} className="generating__text">
          AI is analyzing your requirements...
        </p>
        <ul className="generating__pills">
          <li className="pill pill--done">
            <CheckIcon aria-hidden="true" />
            {fromVoice ? 'Processing Audio' : 'Reading Your Request'}
          </li>
          <li className="pill pill--active" aria-current="step">
            <Spinner />
            Generating Quote
          </li>
        </ul>
      </div>
    </div>,
    document.body,
  );
}
