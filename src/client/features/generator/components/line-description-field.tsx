import { useContext, useEffect, useState, type ReactNode } from 'react';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { presentLine } from '#shared/documents/line-presentation.ts';
import { formatMoney } from '#shared/money/money.ts';
import { SuggestField } from '#client/components/ui/suggest-field.tsx';
import { getPriceBookQueryOptions } from '#client/lib/price-book.ts';
import './line-description-field.css';

/** What a line's Service Description reads once an entry is chosen: its name, then its description. */
export const descriptionFromEntry = (entry: Pick<PriceBookItem, 'name' | 'description'>): string => (entry.description.trim() ? `${entry.name}: ${entry.description.trim()}` : entry.name);

const MAX_SUGGESTIONS = 6;

/** An entry is offered when its name holds what was typed, or each typed word starts one of its words. */
function offers(entry: PriceBookItem, typed: string): boolean {
  const name = entry.name.toLowerCase();
  if (name.includes(typed)) return true;
  const nameWords = name.split(/[^a-z0-9]+/).filter(Boolean);
  return typed.split(/\s+/).every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
}

export interface LineDescriptionFieldProps {
  value: string;
  hint?: ReactNode;
  onChange: (description: string) => void;
  /** An active price book entry was chosen: the line takes its description, unit and rate. */
  onPick: (entry: PriceBookItem) => void;
}

/**
 * The Service Description with the price book's active entries offered by name as it is typed
 * (issue 15 item 1). The line copies what it takes; changing its rate later never changes the book.
 */
export function LineDescriptionField({ value, hint, onChange, onPick }: LineDescriptionFieldProps) {
  const [wanted, setWanted] = useState(false);
  const [entries, setEntries] = useState<PriceBookItem[]>([]);
  // The book is read the first time someone types in a description, not with every form opened.
  const hasClient = useContext(QueryClientContext) !== undefined;
  const typed = value.trim().toLowerCase();
  const matches = typed.length >= 2 ? entries.filter((entry) => entry.active && offers(entry, typed)).slice(0, MAX_SUGGESTIONS) : [];

  return (
    <>
      <SuggestField
        className="line-item__description"
        label="Service Description"
        hint={hint}
        value={value}
        placeholder="Type a price book name, e.g. Full Flake Epoxy"
        onValueChange={onChange}
        suggestions={matches}
        keyOf={(entry) => entry.id}
        listLabel="Price book"
        onFirstFocus={() => setWanted(true)}
        onPick={onPick}
        renderItem={(entry) => (
          <>
            <span className="suggest__name">{entry.name}</span>
            <span className="suggest__detail line-description__rate">
              {presentLine({ unit: entry.unit, rate: entry.rate }).rateText}
              {entry.minimumCharge ? ` · minimum ${formatMoney(entry.minimumCharge)}` : ''}
            </span>
          </>
        )}
      />
      {wanted && hasClient ? <PriceBookLoader onLoaded={setEntries} /> : null}
    </>
  );
}

/** Reads the price book (cached for the whole app) and hands its entries up. */
function PriceBookLoader({ onLoaded }: { onLoaded: (entries: PriceBookItem[]) => void }) {
  const { data } = useQuery(getPriceBookQueryOptions());
  useEffect(() => {
    if (Array.isArray(data)) onLoaded(data);
  }, [data, onLoaded]);
  return null;
}
