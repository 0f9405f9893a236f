import { useContext, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { presentLine } from '#shared/documents/line-presentation.ts';
import { formatMoney } from '#shared/money/money.ts';
import { TextField } from '#client/components/ui/field.tsx';
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
 * (issue 15 item 1), the ARIA combobox way: arrows move, Enter chooses, Escape closes, a tap or
 * click chooses. The line copies what it takes; changing its rate later never changes the book.
 */
export function LineDescriptionField({ value, hint, onChange, onPick }: LineDescriptionFieldProps) {
  const [wanted, setWanted] = useState(false);
  const [entries, setEntries] = useState<PriceBookItem[]>([]);
  const [open, setOpen] = useState(false);
  // The book is read the first time someone types in a description, not with every form opened.
  const hasClient = useContext(QueryClientContext) !== undefined;
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const typed = value.trim().toLowerCase();
  const matches = open && typed.length >= 2 ? entries.filter((entry) => entry.active && offers(entry, typed)).slice(0, MAX_SUGGESTIONS) : [];
  const shown = matches.length > 0;
  const active = Math.min(highlight, matches.length - 1);

  const pick = (entry: PriceBookItem): void => {
    setOpen(false);
    onPick(entry);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((active + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      const entry = matches[active];
      if (entry) {
        event.preventDefault();
        pick(entry);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="line-item__description line-description">
      <TextField
        label="Service Description"
        hint={hint}
        value={value}
        placeholder="Type a price book name, e.g. Full Flake Epoxy"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setHighlight(0);
        }}
        onFocus={() => {
          setOpen(true);
          setWanted(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {wanted && hasClient ? <PriceBookLoader onLoaded={setEntries} /> : null}
      <ul id={listId} role="listbox" aria-label="Price book" className="line-description__list" hidden={!shown}>
        {matches.map((entry, i) => (
          <li
            key={entry.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'line-description__option line-description__option--active' : 'line-description__option'}
            // Keeps the focus in the field, so choosing does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(entry)}
          >
            <span className="line-description__name">{entry.name}</span>
            <span className="line-description__rate">
              {presentLine({ unit: entry.unit, rate: entry.rate }).rateText}
              {entry.minimumCharge ? ` · minimum ${formatMoney(entry.minimumCharge)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
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
