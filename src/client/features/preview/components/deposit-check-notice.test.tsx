// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DepositCheckNotice } from './deposit-check-notice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quoteId = '7a2c1f3e-8a43-4d53-9f55-1a1a1a1a1a1c';
const reason = 'Stripe reports 1.00 USD paid, but the session asked for 1200.00 USD; nothing was recorded.';

/** The server as the notice sees it: a flag waits until it is marked checked (or refuses the mark). */
function renderNotice(markAnswer: () => Response) {
  let waiting = true;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const answer = markAnswer();
      if (answer.ok) waiting = false;
      return answer;
    }
    return Response.json({ toCheck: waiting ? { flaggedAt: '2026-11-20T15:30:00.000Z', reason } : null });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DepositCheckNotice quoteId={quoteId} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('Deposit payment to check', () => {
  it('shows what Stripe reported, and once marked checked with a note it is gone', async () => {
    const fetchMock = renderNotice(() => Response.json({ toCheck: null }));
    expect(await screen.findByRole('heading', { name: 'Deposit payment to check' })).toBeTruthy();
    expect(screen.getByText(`Stripe, Nov 20, 2026: ${reason}`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: '  Refunded in Stripe  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as checked' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-check')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/quotes/${quoteId}/deposit-payment/checked`);
    expect(JSON.parse(String(post[1]?.body))).toEqual({ note: 'Refunded in Stripe' });
  });

  it('says why when the server refuses, and stays', async () => {
    renderNotice(() => Response.json({ message: 'No deposit payment on this quote waits to be checked.' }, { status: 409 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as checked' }));
    expect(await screen.findByText('Could not mark it as checked: No deposit payment on this quote waits to be checked.')).toBeTruthy();
    expect(screen.getByTestId('deposit-check')).toBeTruthy();
  });

  it('shows nothing when no payment waits', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ toCheck: null })));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DepositCheckNotice quoteId={quoteId} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('deposit-check')).toBeNull();
  });
});
