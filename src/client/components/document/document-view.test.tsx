// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { DocumentView } from './document-view.tsx';

afterEach(cleanup);

const quote = {
  id: 'q1',
  quoteNumber: 'Q-2026-0007',
  issueDate: '2026-03-09',
  validUntil: '2026-04-08',
  customerName: 'Dana Ruiz',
  customerPhone: '(555) 123-4567',
  customerAddress: '12 Elm St',
  projectTitle: 'Garage floor',
  lineItems: [
    { id: 'a', description: 'Metallic epoxy', useDimensions: true, length: 24, width: 26, quantity: 624, rate: 6.05, amount: '3775.20' },
    { id: 'b', description: 'Stairs', useDimensions: false, length: null, width: null, quantity: 76, rate: 9, amount: '684.00' },
    { id: 'c', description: '', quantity: 1, rate: 0, amount: '0.00' },
  ],
  subtotal: '4459.20',
  discountRate: '10.00',
  discountAmount: '445.92',
  total: '4013.28',
  depositAmount: '2407.97',
  balanceDue: '1605.31',
  status: 'pending',
  customerSignature: null,
  signedAt: null,
};

describe('DocumentView', () => {
  it('prints a quote: company, number, dates, customer, items, totals, payment, warranty and approval', () => {
    render(<DocumentView kind="quote" document={quote} settings={{ ...DEFAULT_SETTINGS, companyName: 'Shiny Floors', companyPhone: '(555) 000-1111' }} />);
    const article = screen.getByRole('article', { name: 'Quote Q-2026-0007' });
    const view = within(article);
    expect(view.getByText('Shiny Floors')).toBeTruthy();
    expect(view.getByText('(555) 000-1111')).toBeTruthy();
    expect(view.getByText('Mar 9, 2026')).toBeTruthy();
    expect(view.getByText('Apr 8, 2026')).toBeTruthy();
    expect(view.getByText('Dana Ruiz')).toBeTruthy();
    expect(view.getByText('Garage floor')).toBeTruthy();
    expect(view.getAllByRole('row')).toHaveLength(3);
    expect(view.getByText('24.0 ft × 26.0 ft')).toBeTruthy();
    expect(view.getByText('624 sq ft × $6.05/sq ft')).toBeTruthy();
    expect(view.getByText('Discount (10%)')).toBeTruthy();
    expect(view.getByText('-$445.92')).toBeTruthy();
    expect(view.getByText('Required Deposit (60%)')).toBeTruthy();
    expect(view.getByText(DEFAULT_SETTINGS.warrantyText)).toBeTruthy();
    expect(view.getByText('Customer Approval')).toBeTruthy();
  });

  it('leaves out the discount line at 0 and the approval area on invoices', () => {
    render(<DocumentView kind="invoice" document={{ ...quote, quoteNumber: undefined, invoiceNumber: 'INV-2026-0002', discountRate: '0.00', status: 'unpaid' }} settings={DEFAULT_SETTINGS} />);
    const view = within(screen.getByRole('article', { name: 'Invoice INV-2026-0002' }));
    expect(view.queryByText(/^Discount/)).toBeNull();
    expect(view.queryByText('Customer Approval')).toBeNull();
    expect(view.getByText('Unpaid')).toBeTruthy();
  });

  it('puts the signing page slot in the approval area, and shows a signature once signed', () => {
    const { unmount } = render(<DocumentView kind="quote" document={quote} settings={DEFAULT_SETTINGS} signature={<button type="button">Click to Sign</button>} />);
    expect(screen.getByRole('button', { name: 'Click to Sign' })).toBeTruthy();
    unmount();
    render(
      <DocumentView
        kind="quote"
        document={{ ...quote, customerSignature: 'data:image/png;base64,iVBORw0KGgo=', signedAt: '2026-03-10T15:00:00.000Z', signedName: 'Dana Ruiz' }}
        settings={DEFAULT_SETTINGS}
      />,
    );
    expect(screen.getByRole('img', { name: 'Signature of Dana Ruiz' })).toBeTruthy();
  });

  it('prints a draft without a number and falls back on missing names', () => {
    render(<DocumentView kind="quote" document={{ total: '0' }} settings={DEFAULT_SETTINGS} />);
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Unknown Customer')).toBeTruthy();
    expect(screen.getByText('Untitled Project')).toBeTruthy();
    expect(screen.getByText('No service items')).toBeTruthy();
  });
});
