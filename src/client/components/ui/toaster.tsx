import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { Button } from './button.tsx';
import { XIcon } from './icons.tsx';
import { TOAST_DEFAULT_DURATION, TOAST_SWIPE_THRESHOLD, dismissToast, useToasts, type ToastRecord } from './toast-store.ts';

const HOTKEY = 'F8';

function ToastItem({ item }: { item: ToastRecord }) {
  const ref = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const paused = useRef(false);
  const duration = item.duration ?? TOAST_DEFAULT_DURATION;

  useEffect(() => {
    if (!item.open || !Number.isFinite(duration)) return undefined;
    let remaining = duration;
    let startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => dismissToast(item.id), remaining);
    // Hovering or focusing a toast holds it open, so a long link can be read and copied.
    const pause = (): void => {
      if (paused.current || timer === undefined) return;
      paused.current = true;
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    };
    const resume = (): void => {
      if (!paused.current) return;
      paused.current = false;
      startedAt = Date.now();
      timer = setTimeout(() => dismissToast(item.id), Math.max(remaining, 1000));
    };
    const element = ref.current;
    element?.addEventListener('pointerenter', pause);
    element?.addEventListener('pointerleave', resume);
    element?.addEventListener('focusin', pause);
    element?.addEventListener('focusout', resume);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      element?.removeEventListener('pointerenter', pause);
      element?.removeEventListener('pointerleave', resume);
      element?.removeEventListener('focusin', pause);
      element?.removeEventListener('focusout', resume);
    };
  }, [item.id, item.open, duration]);

  // The swipe offset goes through CSSOM (a custom property), which a strict style-src CSP allows.
  const setOffset = (x: number): void => ref.current?.style.setProperty('--swipe-x', `${x}px`);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    ref.current?.setAttribute('data-swiping', 'true');
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (!start.current || start.current.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - start.current.x));
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (!start.current || start.current.pointerId !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    ref.current?.setAttribute('data-swiping', 'false');
    if (moved >= TOAST_SWIPE_THRESHOLD) dismissToast(item.id);
    else setOffset(0);
  };

  return (
    <div
      ref={ref}
      className={`toast toast--${item.variant ?? 'default'}`}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-swiping="false"
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(item.id);
      }}
    >
      <div className="toast__text">
        <p className="toast__title">{item.title}</p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
        {item.action ? (
          <Button size="sm" className="toast__action" onClick={item.action.onClick}>
            {item.action.label}
          </Button>
        ) : null}
      </div>
      <Button variant="ghost" size="sm" iconOnly className="toast__close" aria-label="Close notification" onClick={() => dismissToast(item.id)}>
        <XIcon />
      </Button>
    </div>
  );
}

/** The notification region: F8 moves focus to it (SPEC.md section 9). */
export function Toaster() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      const first = regionRef.current?.querySelector<HTMLElement>('.toast');
      (first ?? regionRef.current)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((item) => item.open);
  return (
    <section aria-label={`Notifications (${HOTKEY})`}>
      <div ref={regionRef} className="toast-viewport" tabIndex={-1}>
        {open.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
