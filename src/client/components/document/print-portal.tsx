import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

/**
 * Keeps a copy of the document directly under <body>; print CSS then hides every other child of
 * <body>, so the printout is the document alone, however deep the preview sits in the page.
 */
export function PrintPortal({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.className = 'print-root';
    document.body.appendChild(element);
    setHost(element);
    return () => element.remove();
  }, []);
  return host ? createPortal(children, host) : null;
}
