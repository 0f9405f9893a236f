// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DocumentView } from './document-view.tsx';

afterEach(cleanup);

const settings = { companyName: 'Shiny Floors', companyPhone: '', companyEmail: '', companyAddress: '', logoDataUrl: '', paymentMethods: '', warrantyText: 'One year.', termsText: '' };
const line = (id: string, description: string, quantity: number, rate: number, amount: string) => ({ id, description, unit: 'sqft', useDimensions: false, length: null, width: null, quantity, rate, amount });

const offered = {
  quoteNumber: 'Q-2026-0100',
  customerName: 'Rosa Delgado',
  projectTitle: 'Garage',
  lineItems: [line('prep', 'Diamond grind', 480, 0.5, '240.00')],
  subtotal: '240.00',
  discountRate: '5.00',
  discountAmount: '12.00',
  total: '228.00',
  depositPercentage: '50.00',
  depositAmount: '114.00',
  balanceDue: '114.00',
  options: [
    { id: 'good', name: 'Good: solid color epoxy', lineItems: [line('g', 'Solid color epoxy', 480, 4.25, '2040.00')], subtotal: '2280.00', discountAmount: '114.00', total: '2166.00', depositAmount: '1083.00', balanceDue: '1083.00' },
    { id: 'better', name: 'Better: full flake', lineItems: [line('b', 'Full flake epoxy', 480, 5.5, '2640.00')], subtotal: '2880.00', discountAmount: '144.00', total: '2736.00', depositAmount: '1368.00', balanceDue: '1368.00' },
  ],
  addOns: [line('cove', 'Cove base', 40, 8.1, '324.00')],
  choice: null,
};

describe('a quote with options on the preview and signing page', () => {
  it('prints each option with its lines and money rows, the add-ons and the range; the deposit is a share of the option chosen', () => {
    render(<DocumentView kind="quote" document={offered} settings={settings} />);
    expect(screen.getByText('2 options: $2,166.00 – $2,736.00')).toBeTruthy();
    expect(screen.getByText('Included in Every Option')).toBeTruthy();
    expect(screen.getByText('Option 2: Better: full flake')).toBeTruthy();
    expect(screen.getByText('$2,736.00')).toBeTruthy();
    expect(screen.getByText('Optional Add-ons (added to the option chosen)')).toBeTruthy();
    expect(screen.getByText('50% deposit of the option chosen to schedule the work, balance on completion.')).toBeTruthy();
    // The quote's own figures (the lines in every option) are not printed as if they were a total.
    expect(screen.queryByText('$228.00')).toBeNull();
  });

  it('shows staff and customer which option was chosen once signed, with the chosen figures', () => {
    const signed = {
      ...offered,
      status: 'signed',
      subtotal: '3204.00',
      discountAmount: '160.20',
      total: '3043.80',
      depositAmount: '1521.90',
      balanceDue: '1521.90',
      choice: { optionId: 'better', optionName: 'Better: full flake', addOnIds: ['cove'], addOns: [{ id: 'cove', description: 'Cove base', amount: '324.00' }] },
    };
    render(<DocumentView kind="quote" document={signed} settings={settings} />);
    const chosen = screen.getByText('Chosen option:').closest('p')!;
    expect(within(chosen as HTMLElement).getByText('Better: full flake + Cove base')).toBeTruthy();
    expect(screen.getByText('Full flake epoxy')).toBeTruthy();
    expect(screen.queryByText('Solid color epoxy')).toBeNull();
    expect(screen.getAllByText('$3,043.80').length).toBeGreaterThan(0);
    expect(screen.getByText('Deposit due:').textContent).toContain('$1,521.90');
  });
});
