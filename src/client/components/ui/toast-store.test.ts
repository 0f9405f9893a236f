import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, dismissToast, getToasts, resetToasts, toast } from './toast-store.ts';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toasts (SPEC.md section 9)', () => {
  it('uses SPEC.md constants', () => {
    expect([TOAST_LIMIT, TOAST_DEFAULT_DURATION, TOAST_REMOVE_DELAY]).toEqual([1, 5000, 1_000_000]);
  });

  it('shows one at a time: a new toast replaces the old one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts().map((item) => item.title)).toEqual(['Second']);
  });

  it('keeps a dismissed toast closed until it is removed after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });
});
