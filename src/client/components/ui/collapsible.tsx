import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export function Collapsible({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className="collapsible">
      <button type="button" className="collapsible__trigger" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        <span>{title}</span>
        <ChevronDownIcon />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
