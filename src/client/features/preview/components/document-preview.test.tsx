// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Quote } from '../../../../shared/documents/schemas.ts';
import { DEFAULT_SETTINGS } from '../../../../shared/settings/default-settings.ts';
import { DocumentPreview } from './document-preview.tsx';

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
