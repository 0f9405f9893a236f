import { useId, type ReactElement, cloneElement } from 'react';

/**
 * Shows a short text above its child after SPEC.md's 700 ms delay (CSS only: no timers).
 * The text also describes the child for screen readers.
 */
export function Tooltip({ text, children }: { text: string; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const id = useId();
  return (
    <span className="tooltip">
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className="tooltip__content">
        {text}
      </span>
    </span>
  );
}
