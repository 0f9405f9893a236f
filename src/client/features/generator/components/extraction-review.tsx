import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FALLBACK_WARNING_MARK } from '#shared/assistant/fallback-warning.ts';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import { fieldChecks, fieldLabel, splitBySpans, type FieldCheck } from '../lib/field-checks.ts';
import type { GeneratorValues } from '../lib/form-values.ts';
import { FieldCheckProvider } from './field-check.tsx';
import './extraction-review.css';

export interface ExtractionReviewProps {
  record: ExtractionRecord;
  checks: readonly FieldCheck[];
  selected: string | null;
  onSelect: (field: string) => void;
}

/** Who made the draft: the configured model, unless its warnings say the built-in reader stood in for it. */
function readerName(record: ExtractionRecord): string {
  if (!record.extractor.startsWith('llm:')) return 'the built-in reader';
  const model = record.extractor.slice(4);
  return record.warnings.some((w) => w.includes(FALLBACK_WARNING_MARK)) ? `the built-in reader (standing in for the AI model ${model})` : `the AI model ${model}`;
}

/**
 * The request beside the draft (issue 12 item 2): what the assistant read with the words each
 * value came from highlighted, the fields to check with the reason, and the draft's warnings.
 * Choosing a field (here or by its mark on the form) highlights its words and scrolls them into view.
 */
export function ExtractionReview({ record, checks, selected, onSelect }: ExtractionReviewProps) {
  const pieces = useMemo(() => splitBySpans(record.requestText, record.sources), [record]);
  const toCheck = useMemo(() => new Set(checks.map((c) => c.field)), [checks]);
  const textRef = useRef<HTMLDivElement>(null);
  const selectedSource = selected ? record.sources.find((s) => s.field === selected) : undefined;
  const selectedHasSpan = selectedSource !== undefined && selectedSource.start !== null;

  useEffect(() => {
    if (!selected) return;
    textRef.current?.querySelector('mark[data-selected]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [selected]);

  return (
    <section className="extraction-review" aria-labelledby="extraction-review-title">
      <h2 id="extraction-review-title" className="extraction-review__title">
        What the assistant read
      </h2>
      <p className="extraction-review__by">Read by {readerName(record)}. Highlighted words are where the draft’s values came from.</p>

      {record.warnings.length > 0 ? (
        <ul className="extraction-review__warnings" aria-label="Warnings">
          {record.warnings.map((warning) => (
            <li key={warning} role="alert">
              {warning}
            </li>
          ))}
        </ul>
      ) : null}

      <h3 className="extraction-review__subtitle">{checks.length > 0 ? `To check (${checks.length})` : 'To check'}</h3>
      {checks.length > 0 ? (
        <ul className="extraction-review__checks" aria-label="Fields to check">
          {checks.map((check) => (
            <li key={check.field} className={check.field === selected ? 'extraction-review__check is-selected' : 'extraction-review__check'}>
              <button type="button" className="field-check__marker" aria-pressed={check.field === selected} onClick={() => onSelect(check.field)}>
                <span aria-hidden="true">⚠</span> {check.label}
              </button>
              {check.value ? <span className="extraction-review__value">{check.value}</span> : null}
              <span className="extraction-review__reason">{check.reason}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="extraction-review__none">Every filled-in field was found in the request.</p>
      )}

      <h3 className="extraction-review__subtitle">Request</h3>
      {selected && !selectedHasSpan ? (
        <p className="extraction-review__missing" role="status">
          {fieldLabel(selected)}: no words of the request were found for it.
        </p>
      ) : null}
      <div ref={textRef} className="extraction-review__text" role="region" aria-label="Request text" tabIndex={0}>
        {pieces.map((piece, i) =>
          piece.fields.length === 0 ? (
            <span key={i}>{piece.text}</span>
          ) : (
            <mark
              key={i}
              className={[
                'extraction-review__span',
                piece.fields.some((f) => toCheck.has(f)) ? 'is-check' : '',
                selected && piece.fields.includes(selected) ? 'is-selected' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              data-selected={selected && piece.fields.includes(selected) ? '' : undefined}
              title={piece.fields.map(fieldLabel).join(', ')}
            >
              {piece.text}
            </mark>
          ),
        )}
      </div>
    </section>
  );
}

/**
 * The editor with the review beside it (stacked on narrow screens): the form's fields to check get
 * their marks through FieldCheckProvider, and a mark's button selects the field here.
 */
export function ExtractionReviewLayout({ record, values, defaultDeposit, children }: { record: ExtractionRecord; values: GeneratorValues; defaultDeposit: number; children: ReactNode }) {
  // The marks describe the draft as the assistant made it, so they are worked out once, from its first values.
  const [checks] = useState(() => fieldChecks(record, values, defaultDeposit));
  const [selected, setSelected] = useState<string | null>(null);
  const select = useCallback((field: string) => setSelected(field), []);
  return (
    <FieldCheckProvider checks={checks} onSelect={select}>
      <div className="review-layout">
        <div className="review-layout__form">{children}</div>
        <aside className="review-layout__aside">
          <ExtractionReview record={record} checks={checks} selected={selected} onSelect={select} />
        </aside>
      </div>
    </FieldCheckProvider>
  );
}
