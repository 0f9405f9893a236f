import { useSyncExternalStore } from 'react';

/** SPEC.md section 9: at most one toast, shown 5 s; a dismissed one is dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  emit(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  for (const item of dropped) {
    const timer = removalTimers.get(item.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(item.id);
  }
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** 'Error' toasts of SPEC.md section 8. */
export function toastError(description: string, title = 'Error'): void {
  toast({ title, description, variant: 'destructive' });
}

export function toastSuccess(description: string, title = 'Success'): void {
  toast({ title, description, variant: 'success' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts now (the hook's snapshot). */
export const getToasts = (): ToastRecord[] => toasts;
const snapshot = getToasts;

export function useToasts(): ToastRecord[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** For tests: forget every toast and timer. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}
