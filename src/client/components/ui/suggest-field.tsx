import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from './field.tsx';

export interface SuggestFieldProps<T> extends Omit<TextFieldProps, 'value' | 'onChange' | 'role' | 'onKeyDown'> {
  value: string;
  onValueChange: (value: string) => void;
  /** What to offer for the text typed (the caller filters); shown while the field has focus. */
  suggestions: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** The list's accessible name, e.g. "Price book". */
  listLabel: string;
  /** Called when the field first gets focus: load what will be offered then, not with the form. */
  onFirstFocus?: () => void;
}

/**
 * A text field that offers choices as it is typed, the ARIA combobox way: arrows move, Enter
 * chooses, Escape closes, a tap or click chooses. Typing stays free: nothing has to be chosen.
 */
export function SuggestField<T>({ value, onValueChange, suggestions, keyOf, renderItem, onPick, listLabel, onFirstFocus, onFocus, onBlur, className, ...field }: SuggestFieldProps<T>) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const shown = open && suggestions.length > 0;
  const active = Math.min(highlight, suggestions.length - 1);

  const pick = (item: T): void => {
    setOpen(false);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((active + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const item = suggestions[active];
      if (item !== undefined) {
        event.preventDefault();
        pick(item);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={className ? `suggest ${className}` : 'suggest'}>
      <TextField
        {...field}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setHighlight(0);
        }}
        onFocus={(event) => {
          setOpen(true);
          if (!focused) {
            setFocused(true);
            onFirstFocus?.();
          }
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="suggest__list" hidden={!shown}>
        {suggestions.map((item, i) => (
          <li
            key={keyOf(item)}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'suggest__option suggest__option--active' : 'suggest__option'}
            // Keeps the focus in the field, so choosing does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
