import { useEffect, useRef, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';

/**
 * The signing page's own toast: the staff toaster shares a chunk with the staff app's icon set,
 * which the customer's phone would download for one close button. Same look (ui.css classes) and
 * the same rules of SPEC.md section 9: one toast at a time, 5 s, swipe right 50 px to dismiss,
 * F8 focuses the notification area.
 */
export interface SigningToast {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

let current: (SigningToast & { id: number }) | null = null;
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: typeof current): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. */
export function showToast(toast: SigningToast): void {
  counter += 1;
  publish({ ...toast, id: counter });
}

export function dismissToast(): void {
  publish(null);
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

export function SigningToaster() {
  const toast = useSyncExternalStore(subscribe, snapshot, snapshot);
  const regionRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; id: number } | null>(null);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(dismissToast, DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      (regionRef.current?.querySelector<HTMLElement>('.toast') ?? regionRef.current)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const offset = (element: HTMLElement, x: number): void => element.style.setProperty('--swipe-x', `${Math.max(0, x)}px`);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipe.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (swipe.current?.id === event.pointerId) offset(event.currentTarget, event.clientX - swipe.current.x);
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (swipe.current?.id !== event.pointerId) return;
    const moved = event.clientX - swipe.current.x;
    swipe.current = null;
    if (moved >= SWIPE_THRESHOLD_PX) dismissToast();
    else offset(event.currentTarget, 0);
  };

  return (
    <section aria-label="Notifications (F8)">
      <div ref={regionRef} className="toast-viewport toast-viewport--top" tabIndex={-1}>
        {toast ? (
          <div
            key={toast.id}
            className={`toast toast--${toast.variant ?? 'default'}`}
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            aria-atomic="true"
            tabIndex={0}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={(event) => {
              if (event.key === 'Escape') dismissToast();
            }}
          >
            <div className="toast__text">
              <p className="toast__title">{toast.title}</p>
              {toast.description ? <p className="toast__description">{toast.description}</p> : null}
            </div>
            <button type="button" className="btn btn--ghost btn--sm btn--icon toast__close" aria-label="Close notification" onClick={dismissToast}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
