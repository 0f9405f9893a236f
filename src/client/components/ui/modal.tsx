import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/** The element holding the page behind a modal; it is made inert while a modal is open. */
export const PAGE_ID = 'page-behind-modals';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** Receives focus on open; the first focusable control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * A modal dialog (signing page and staff app). Not the native <dialog> top layer on purpose: toasts
 * ('No Signature') must show above the modal, and the top layer would hide them behind it.
 * The page behind is made inert, Tab cycles inside, Escape closes, focus returns on close.
 */
export function Modal({ title, description, onClose, initialFocus, children, footer }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const page = document.getElementById(PAGE_ID);
    page?.setAttribute('inert', '');
    document.body.classList.add('modal-open');
    const target = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current;
    target?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      page?.removeAttribute('inert');
      document.body.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal">
      <div
        ref={panelRef}
        className="modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {description ? (
          <p className="modal__description" id={descriptionId}>
            {description}
          </p>
        ) : null}
        <div className="modal__body">{children}</div>
        <div className="modal__footer">{footer}</div>
      </div>
    </div>,
    document.body,
  );
}
