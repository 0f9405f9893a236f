import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FieldCheck } from '../lib/field-checks.ts';

/**
 * The editor's marks on the fields of an AI-made draft that staff should check (issue 12 item 2).
 * The form asks for a field's mark by its extraction path; without a provider (a draft typed by
 * hand, a quote, a new document) there are none and the form is as it always was.
 */
interface FieldCheckContextValue {
  checks: ReadonlyMap<string, FieldCheck>;
  select: (field: string) => void;
}

const FieldCheckContext = createContext<FieldCheckContextValue | null>(null);

export function FieldCheckProvider({ checks, onSelect, children }: { checks: readonly FieldCheck[]; onSelect: (field: string) => void; children: ReactNode }) {
  const value = useMemo(() => ({ checks: new Map(checks.map((check) => [check.field, check])), select: onSelect }), [checks, onSelect]);
  return <FieldCheckContext.Provider value={value}>{children}</FieldCheckContext.Provider>;
}

/** The marker button and the reason, shown under a field as its hint. */
export function FieldCheckMark({ check, onSelect }: { check: FieldCheck; onSelect: (field: string) => void }) {
  return (
    <span className="field-check">
      <button type="button" className="field-check__marker" onClick={() => onSelect(check.field)} aria-label={`Check ${check.label}: show it in the request`}>
        <span aria-hidden="true">⚠</span> Check
      </button>{' '}
      <span className="field-check__reason">{check.reason}</span>
    </span>
  );
}

/**
 * `hint(field, usual)`: the field's usual hint, with the check mark after it when the field is to
 * be checked. Null when there is neither, so the field renders no empty hint.
 */
export function useFieldCheckHint(): (field: string, usual?: ReactNode) => ReactNode {
  const context = useContext(FieldCheckContext);
  return (field, usual) => {
    const check = context?.checks.get(field);
    if (!check || !context) return usual ?? null;
    const mark = <FieldCheckMark check={check} onSelect={context.select} />;
    return usual ? (
      <>
        {usual}
        <br />
        {mark}
      </>
    ) : (
      mark
    );
  };
}
