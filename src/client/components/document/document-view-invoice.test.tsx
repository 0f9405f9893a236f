// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { DocumentView } from './document-view.tsx';

afterEach(cleanup);

// Issue 14: an invoice's preview states Total, Payments Received and Balance Due, the same rows and
// sentence as its PDF (shared/documents/invoice-paper.ts; the PDF side is in render-document-pdf.test.ts).
const finalInvoice = {
  id: 'i1',
  invoiceNumber: 'INV-2026-0009',
  kind: 'final',
  issueDate: '2026-03-20',
  dueDate: null,
  customerName: 'Dana Ruiz',
  projectTitle: 'Garage floor',
  lineItems: [{ id: 'x', description: 'Balance for quote Q-2026-0007: Garage floor', unit: 'flat', useDimensions: false, length: null, width: null, quantity: 1, rate: 2006.64, amount: '2006.64' }],
  scopeItems: [
    { id: 'a', description: 'Metallic epoxy', useDimensions: true, length: 24, width: 26, quantity: 624, rate: 6.05, amount: '3775.20' },
    { id: 'b', description: 'Cove base', unit: 'lf', useDimensions: false, length: null, width: null, quantity: 76, rate: 9, amount: '684.00' },
  ],
  subtotal: '2006.64',
  discountRate: '0.00',
  discountAmount: '0.00',
  total: '2006.64',
  depositPercentage: '100.00',
  depositAmount: '2006.64',
  depositReceived: '0.00',
  amountPaid: '500.00',
  balanceDue: '1506.64',
  status: 'partially_paid',
  notes: 'Final invoice for quote Q-2026-0007: total $4,013.28, less $2,006.64 received.',
};

describe('DocumentView of an invoice', () => {
  it('prints total, payments received and balance due, its type, status, note and the scope of work', () => {
    render(<DocumentView kind="invoice" document={finalInvoice} settings={DEFAULT_SETTINGS} />);
    const view = within(screen.getByRole('article', { name: 'Invoice INV-2026-0009' }));
    const totals = Object.fromEntries(
      Array.from(view.getAllByRole('term')).map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(totals).toMatchObject({ Total: '$2,006.64', 'Payments Received': '$500.00', 'Balance Due': '$1,506.64', Type: 'Final invoice', Status: 'Partially paid' });
    expect(totals['Required Deposit (100%)']).toBeUndefined();
    expect(view.getByText('Balance due: $1,506.64 (total $2,006.64 less $500.00 received).')).toBeTruthy();
    expect(view.getByText(finalInvoice.notes)).toBeTruthy();
    expect(view.getByText('Scope of Work (as quoted, not billed again)')).toBeTruthy();
    expect(view.getByRole('table', { name: 'Scope of work' })).toBeTruthy();
    expect(within(view.getByRole('table', { name: 'Scope of work' })).getByText('Metallic epoxy')).toBeTruthy();
  });

  it('says a void invoice asks for nothing, with its reason', () => {
    render(<DocumentView kind="invoice" document={{ ...finalInvoice, status: 'void', voidReason: 'Wrong address' }} settings={DEFAULT_SETTINGS} />);
    const view = within(screen.getByRole('article', { name: 'Invoice INV-2026-0009' }));
    expect(view.getAllByText('Void')).toHaveLength(2); // the status, and the label of the reason
    expect(view.getByText('Wrong address')).toBeTruthy();
    expect(view.getByText('This invoice is void: nothing is due on it.')).toBeTruthy();
  });
});
