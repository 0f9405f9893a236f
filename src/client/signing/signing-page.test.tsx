// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SigningPage } from './signing-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const lookup = (overrides: Record<string, unknown> = {}) => ({
  type: 'quote',
  data: {
    id: 'q1',
    quoteNumber: 'Q-2026-0042',
    issueDate: '2026-01-02',
    validUntil: '2026-01-31',
    customerName: 'Erin Expired',
    projectTitle: 'Shop floor',
    lineItems: [{ id: 'a', description: 'Quartz system', useDimensions: false, quantity: 100, rate: '7.00', amount: '700.00' }],
    subtotal: '700.00',
    discountRate: '0.00',
    discountAmount: '0.00',
    total: '700.00',
    depositPercentage: '50.00',
    depositAmount: '350.00',
    balanceDue: '350.00',
    status: 'pending',
    signedAt: null,
    signedName: null,
  },
  company: { companyName: 'Shiny Floors', companyPhone: '(404) 555-0199', companyEmail: '', companyAddress: '', logoDataUrl: '', paymentMethods: '', warrantyText: '', termsText: '', timeZone: 'America/New_York' },
  status: 'pending',
  state: 'expired',
  expiredOn: '2026-01-31',
  snapshotHash: 'a'.repeat(64),
  disclosure: { version: 'v1', text: 'You sign electronically.' },
  ...overrides,
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/view') ? new Response(null, { status: 204 }) : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the signing page when a link no longer takes a signature', () => {
  it('says an expired quote expired on its date and whom to call, and shows no signing form (issue 11, item 5)', async () => {
    answer(200, lookup());
    render(<SigningPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'This quote expired on Jan 31, 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '(404) 555-0199' }).getAttribute('href')).toBe('tel:4045550199');
    expect(screen.getByText(/for an updated quote/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Review & Sign Your Quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: /sign|submit/i })).toBeNull();
    expect(document.querySelector('canvas')).toBeNull();
    // The quote itself stays readable.
    expect(screen.getByText('Quartz system')).toBeTruthy();
  });

  it('shows the signing form while the quote is open', async () => {
    answer(200, lookup({ state: 'open', expiredOn: null }));
    render(<SigningPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Review & Sign Your Quote' })).toBeTruthy();
    expect(screen.queryByText(/expired on/)).toBeNull();
    expect(screen.queryAllByRole('button', { name: /sign|submit/i }).length).toBeGreaterThan(0);
  });

  it('says a newer version was sent, with its date and the phone, instead of Quote Not Found (issue 14, item 4)', async () => {
    answer(404, {
      message: 'A newer version of this quote was sent on Nov 20, 2026. Please use the link in that message, or call (404) 555-0199.',
      state: 'superseded',
      newerVersionSentOn: '2026-11-20',
      companyName: 'Shiny Floors',
      companyPhone: '(404) 555-0199',
    });
    render(<SigningPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'A newer version of this quote was sent' })).toBeTruthy();
    expect(screen.getByText(/sent on Nov 20, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '(404) 555-0199' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Quote Not Found' })).toBeNull();
  });

  it('still says Quote Not Found for an unknown link', async () => {
    answer(404, { message: 'Quote not found or link expired' });
    render(<SigningPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Quote Not Found' })).toBeTruthy();
  });
});
