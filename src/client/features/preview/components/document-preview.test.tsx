// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Quote } from '#shared/documents/schemas.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { DocumentPreview } from './document-preview.tsx';
import { PAGE_ID } from '#client/components/ui/modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quote = {
  id: '6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a',
  type: 'quote',
  quoteNumber: 'Q-2026-0007',
  issueDate: '2026-03-09',
  validUntil: '2026-04-08',
  customerName: 'Dana Ruiz',
  customerEmail: null,
  customerPhone: '(555) 123-4567',
  customerAddress: '12 Elm St',
  projectTitle: 'Garage floor',
  projectDescription: null,
  lineItems: [{ id: 'a', description: 'Metallic epoxy', useDimensions: true, length: 24, width: 26, quantity: 624, rate: '6.05', amount: '3775.20' }],
  subtotal: '3775.20',
  discountRate: '0.00',
  discountAmount: '0.00',
  total: '3775.20',
  depositPercentage: '50.00',
  depositAmount: '1887.60',
  depositPaid: '0.00',
  balanceDue: '1887.60',
  notes: null,
  status: 'pending',
  customerSignature: null,
  signedAt: null,
  signedName: null,
  draftId: null,
} as unknown as Quote;

function renderPreview(shown: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ shown }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const settings = { ...DEFAULT_SETTINGS, companyName: 'Renamed Coatings Inc', termsText: 'Changed terms: work starts within 90 days.' };
  render(
    <QueryClientProvider client={client}>
      <DocumentPreview target={{ kind: 'quote', source: 'quote', document: quote }} settings={settings} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('DocumentPreview of a quote (issue 11, item 9)', () => {
  it('shows a sent quote as its customer saw it: the link snapshot, not today’s settings', async () => {
    const fetchMock = renderPreview({
      quote: { ...quote, status: undefined },
      company: { ...DEFAULT_SETTINGS, companyName: 'Snapshot Floors LLC', termsText: 'Snapshot terms: work starts within 14 days.' },
      snapshotHash: 'a'.repeat(64),
      linkStatus: 'pending',
    });
    const sheet = document.querySelector('.document-preview__sheet') as HTMLElement;
    expect(await within(sheet).findByText('Snapshot terms: work starts within 14 days.')).toBeTruthy();
    expect(within(sheet).getByText('Snapshot Floors LLC')).toBeTruthy();
    expect(within(sheet).queryByText(/Changed terms/)).toBeNull();
    expect(within(sheet).queryByText('Renamed Coatings Inc')).toBeNull();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/quotes/${quote.id}/shown`);
    expect(screen.getByRole('button', { name: /Print/ }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a quote that was never sent with the current settings', async () => {
    renderPreview(null);
    const sheet = document.querySelector('.document-preview__sheet') as HTMLElement;
    expect(await within(sheet).findByText('Changed terms: work starts within 90 days.')).toBeTruthy();
    expect(within(sheet).getByText('Renamed Coatings Inc')).toBeTruthy();
  });
});

describe('Copy Signing Link of an expired quote (issue 14, item 4)', () => {
  type Call = { method: string; url: string; body: unknown };
  function renderWithServer(document: Quote) {
    const calls: Call[] = [];
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
        if (url.endsWith('/shown')) return json({ shown: null });
        if (url.endsWith('/revise')) return json({ ...document, id: 'draft-r1', revisionOf: document.id }, 201);
        if (method === 'PUT') return json({ ...document, id: 'draft-r1' });
        if (url.endsWith('/generate-link')) return json({ shareableLink: 'L'.repeat(32), quoteId: 'quote-r1', quoteNumber: 'Q-2026-0007-R1' });
        return json({ ...document, id: 'quote-r1', quoteNumber: 'Q-2026-0007-R1' });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onTargetChange = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <div id={PAGE_ID}>
          <DocumentPreview target={{ kind: 'quote', source: 'quote', document }} settings={DEFAULT_SETTINGS} onTargetChange={onTargetChange} />
        </div>
      </QueryClientProvider>,
    );
    return { calls, onTargetChange };
  }

  it('warns before copying and, on Extend, issues a revision valid until today plus the validity days and copies its link', async () => {
    const { calls, onTargetChange } = renderWithServer(quote);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Signing Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'This quote expired on Apr 8, 2026' });
    expect(calls.some((call) => call.url.endsWith('/generate-link'))).toBe(false);
    const today = todayIn(DEFAULT_SETTINGS.timeZone);
    const extendTo = addDaysIso(today, DEFAULT_SETTINGS.quoteValidityDays);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Extend to .* and copy link$/ }));
    await waitFor(() => expect(onTargetChange).toHaveBeenCalled());
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST /api/quotes/${quote.id}/revise`,
      'PUT /api/drafts/draft-r1',
      'POST /api/quotes/draft-r1/generate-link',
    ]);
    expect(writes[1]!.body).toEqual({ issueDate: today, validUntil: extendTo });
    expect(onTargetChange.mock.calls[0]![0]).toMatchObject({ source: 'quote', document: { id: 'quote-r1' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies a valid quote’s link at once, and Cancel leaves an expired one alone', async () => {
    const valid = renderWithServer({ ...quote, validUntil: '2999-12-31' } as Quote);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Signing Link' }));
    await waitFor(() => expect(valid.calls.some((call) => call.url === `/api/quotes/${quote.id}/generate-link`)).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const expired = renderWithServer(quote);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Signing Link' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(expired.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
