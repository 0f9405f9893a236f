// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SigningPage } from './signing-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** Issue 14 item 6: the customer reads every line in its own unit, as the preview and the PDF word it. */
describe('the signing page prints each line in its unit', () => {
  it('shows sq ft, lf, each and flat lines, and an older line without a unit as sq ft', async () => {
    const lookup = {
      type: 'quote',
      data: {
        id: 'q1',
        quoteNumber: 'Q-2026-0050',
        issueDate: '2026-01-02',
        validUntil: '2036-01-31',
        customerName: 'Una Units',
        projectTitle: 'Garage',
        lineItems: [
          { id: 'a', description: 'Flake system', unit: 'sqft', useDimensions: true, length: 22, width: 24, quantity: 528, rate: 5.25, amount: '2772.00' },
          { id: 'b', description: 'Crack repair', unit: 'lf', useDimensions: false, length: null, width: null, quantity: 35, rate: 8.1, amount: '283.50' },
          { id: 'c', description: 'Floor drains', unit: 'each', useDimensions: false, length: null, width: null, quantity: 2, rate: 85, amount: '170.00' },
          { id: 'd', description: 'Mobilization', unit: 'flat', useDimensions: false, length: null, width: null, quantity: 1, rate: 150, amount: '150.00' },
          { id: 'e', description: 'Topcoat', useDimensions: false, length: null, width: null, quantity: 100, rate: 1, amount: '100.00' },
        ],
        subtotal: '3475.50',
        discountRate: '0.00',
        discountAmount: '0.00',
        total: '3475.50',
        depositPercentage: '50.00',
        depositAmount: '1737.75',
        balanceDue: '1737.75',
        status: 'pending',
        signedAt: null,
        signedName: null,
      },
      company: { companyName: 'Shiny Floors', companyPhone: '(404) 555-0199', companyEmail: '', companyAddress: '', logoDataUrl: '', paymentMethods: '', warrantyText: '', termsText: '', timeZone: 'America/New_York' },
      status: 'pending',
      state: 'open',
      snapshotHash: 'a'.repeat(64),
      disclosure: { version: 'v1', text: 'You sign electronically.' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/view') ? new Response(null, { status: 204 }) : new Response(JSON.stringify(lookup), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
    );
    render(<SigningPage token={TOKEN} />);
    expect(await screen.findByText('528 sq ft × $5.25/sq ft')).toBeTruthy();
    expect(screen.getByText('22.0 ft × 24.0 ft')).toBeTruthy();
    expect(screen.getByText('35 lf × $8.10/lf')).toBeTruthy();
    expect(screen.getByText('2 × $85.00 each')).toBeTruthy();
    expect(screen.getByText('$150.00 flat')).toBeTruthy();
    expect(screen.getByText('100 sq ft × $1.00/sq ft')).toBeTruthy();
    expect(screen.queryByText('Area (sq ft)')).toBeNull();
  });
});
