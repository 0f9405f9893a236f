// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { DocumentView } from './document-view.tsx';

afterEach(cleanup);

/** Issue 14: the preview and the signing page (both DocumentView) print (512) 555-0134 whatever was typed. */
it('prints the customer and company phone numbers in the one format', () => {
  const quote = {
    id: 'q1',
    quoteNumber: 'Q-2026-0008',
    issueDate: '2026-03-09',
    validUntil: '2026-04-08',
    customerName: 'Dana Ruiz',
    customerPhone: '512.555.0134',
    projectTitle: 'Garage floor',
    lineItems: [{ id: 'a', description: 'Metallic epoxy', useDimensions: false, length: null, width: null, quantity: 100, rate: 5, amount: '500.00' }],
    subtotal: '500.00',
    discountRate: '0.00',
    total: '500.00',
    depositAmount: '300.00',
    balanceDue: '200.00',
    status: 'pending',
  };
  render(<DocumentView kind="quote" document={quote} settings={{ ...DEFAULT_SETTINGS, companyPhone: '+1 512 555 0100' }} />);
  const view = within(screen.getByRole('article', { name: 'Quote Q-2026-0008' }));
  expect(view.getByText('(512) 555-0134')).toBeTruthy();
  expect(view.getByText('(512) 555-0100')).toBeTruthy();
  expect(view.queryByText('512.555.0134')).toBeNull();
});
