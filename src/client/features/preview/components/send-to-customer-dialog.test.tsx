// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SendToCustomerDialog } from './send-to-customer-dialog.tsx';
import type { SendPrepared } from '../api/send-to-customer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const prepared: SendPrepared = {
  quoteId: '6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a',
  quoteNumber: 'Q-2026-0007',
  shareableLink: 'tok',
  signingUrl: 'https://q.example/sign/tok',
  email: 'dana@customer.example',
  phone: '+15125550134',
  smsConfigured: false,
  smsBody: 'Premier Epoxy Floors: your quote Q-2026-0007 is ready to review and sign: https://q.example/sign/tok (valid until Apr 8, 2026)',
  smsHref: 'sms:+15125550134?&body=Premier%20Epoxy',
};

function renderDialog(overrides: Partial<SendPrepared> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ to: 'dana@customer.example', at: '2026-11-24T03:00:00.000Z', alreadySent: false }));
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SendToCustomerDialog prepared={{ ...prepared, ...overrides }} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetchMock, onClose };
}

describe('Send to customer dialog', () => {
  it("without an SMS provider 'Text it' is the sms: link; Send by e-mail posts the typed address", async () => {
    const { fetchMock, onClose } = renderDialog();
    expect(screen.getByRole('link', { name: 'Text it' }).getAttribute('href')).toBe(prepared.smsHref);
    expect(screen.queryByRole('button', { name: 'Text it' })).toBeNull();
    expect(screen.getByText('Text to (512) 555-0134')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Customer e-mail/), { target: { value: 'other@customer.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/quotes/${prepared.quoteId}/send-email`);
    expect(JSON.parse(String(init?.body))).toEqual({ to: 'other@customer.example' });
  });

  it("with an SMS provider 'Text it' is a button that asks the server to text; no number: it says so", async () => {
    const { fetchMock } = renderDialog({ smsConfigured: true });
    expect(screen.queryByRole('link', { name: 'Text it' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Text it' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/quotes/${prepared.quoteId}/send-sms`);
    cleanup();
    renderDialog({ phone: null, smsHref: null, email: null });
    expect(screen.getByText(/No mobile number on this quote/)).toBeTruthy();
    expect(screen.queryByText('Text it')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send by e-mail' }).hasAttribute('disabled')).toBe(true);
  });
});
