import { useRef, type KeyboardEvent } from 'react';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A tab list with roving focus (arrows, Home, End), as the WAI-ARIA tabs pattern asks.
 * The panel is rendered by the caller with id `${idPrefix}-panel`.
 */
export function Tabs<T extends string>({ options, value, onChange, label, idPrefix }: { options: ReadonlyArray<TabOption<T>>; value: T; onChange: (value: T) => void; label: string; idPrefix: string }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const current = options.findIndex((option) => option.value === value);
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current + 1) % options.length
      : event.key === 'ArrowLeft' ? (current - 1 + options.length) % options.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={`${idPrefix}-tab-${option.value}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
