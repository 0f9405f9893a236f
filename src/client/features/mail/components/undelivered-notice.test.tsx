// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { UndeliveredMailNotice } from './undelivered-mail-notice.tsx';
import { UndeliveredSmsNotice } from './undelivered-sms-notice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const failedText = { id: 'sms-1', to: '+15125550134', body: 'Your quote', status: 'failed', attempts: 1, lastError: 'SMS provider answered 400: not a mobile number', nextAttemptAt: null, createdAt: '2026-11-24T10:00:00.000Z' };
const waitingMail = { id: 'mail-1', to: 'dana@example.com', subject: 'Quote Q-2026-0007', status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED', nextAttemptAt: '2026-11-24T10:04:00.000Z', createdAt: '2026-11-24T10:00:00.000Z' };

function renderWith(answers: Record<string, unknown>, notice: ReactElement) {
  const fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => {
    const body = init?.method === 'POST' ? { retried: true } : (answers[String(url)] ?? []);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{notice}</QueryClientProvider>);
  return fetchMock;
}

describe('the undelivered notices on the dashboard', () => {
  it('lists a text message the provider refused, with the number, the reason and Retry', async () => {
    const fetchMock = renderWith({ '/api/sms/undelivered': [failedText] }, <UndeliveredSmsNotice />);
    const notice = await screen.findByTestId('undelivered-sms');
    expect(within(notice).getByRole('heading').textContent).toBe('1 text message not delivered yet');
    expect(notice.textContent).toContain('Text to (512) 555-0134');
    expect(notice.textContent).toContain('Failed after 1 attempt: SMS provider answered 400: not a mobile number');
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry text to +15125550134' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/sms/sms-1/retry' && init?.method === 'POST')).toBe(true));
  });

  it('lists an e-mail waiting for its next try', async () => {
    renderWith({ '/api/mail/undelivered': [waitingMail] }, <UndeliveredMailNotice />);
    const notice = await screen.findByTestId('undelivered-mail');
    expect(within(notice).getByRole('heading').textContent).toBe('1 e-mail not delivered yet');
    expect(notice.textContent).toContain('Quote Q-2026-0007 to dana@example.com');
    expect(notice.textContent).toMatch(/Waiting to retry after 2 attempts: connect ECONNREFUSED \(next try .+\)/);
  });

  it('shows nothing while everything was delivered', async () => {
    const fetchMock = renderWith({}, <UndeliveredSmsNotice />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('undelivered-sms')).toBeNull();
  });
});
