// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { resetToasts, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

const show = (title: string, duration?: number): void => {
  act(() => {
    toast({ title, description: 'Details', duration });
  });
};

describe('Toaster', () => {
  it('closes a toast after 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    show('Saved');
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('F8 moves focus to the notification', () => {
    render(<Toaster />);
    show('Link Copied');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.textContent).toContain('Link Copied');
  });

  it.each([
    [49, true],
    [50, false],
  ])('a swipe right of %i px keeps it open: %s', (distance, stays) => {
    render(<Toaster />);
    show('Swipe me');
    const element = screen.getByRole('status');
    fireEvent.pointerDown(element, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 100 + distance, pointerId: 1 });
    fireEvent.pointerUp(element, { clientX: 100 + distance, pointerId: 1 });
    expect(screen.queryByText('Swipe me') !== null).toBe(stays);
  });
});
