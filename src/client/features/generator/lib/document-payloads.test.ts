import { describe, expect, it } from 'vitest';
import { buildInvoicePayload, buildQuotePayload } from './document-payloads.ts';
import { filled, item } from './form-values.fixtures.ts';

describe('payloads', () => {
  const values = filled({
    customerPhone: ' ',
    discountRate: '5',
    lineItems: [item({ description: ' Metallic epoxy ', useDimensions: true, length: '22.5', width: '10', rate: '4' }), item({ id: 'blank', description: '', rate: '99' })],
  });

  it('builds the quote payload with 2-decimal money strings and drops blank items', () => {
    expect(buildQuotePayload(values)).toEqual({
      type: 'quote',
      customerName: 'Dana Ruiz',
      customerPhone: null,
      customerAddress: null,
      projectTitle: 'Garage floor',
      issueDate: '2026-03-09',
      validUntil: '2026-04-08',
      lineItems: [{ id: 'item-1', description: 'Metallic epoxy', unit: 'sqft', useDimensions: true, length: 22.5, width: 10, quantity: 225, rate: '4.00', amount: '900.00' }],
      subtotal: '900.00',
      total: '855.00',
      balanceDue: '342.00',
      discountRate: '5.00',
      depositAmount: '513.00',
      depositPaid: '0.00',
      depositPercentage: '60.00',
    });
  });

  it('builds the invoice payload: unpaid, nothing received, tied to its draft', () => {
    const invoice = buildInvoicePayload(values, '6f1c2b9e-8d2a-4c1e-9b7a-1c2d3e4f5a6b');
    expect(invoice).toMatchObject({ status: 'unpaid', depositReceived: '0.00', total: '855.00', depositAmount: '513.00', draftId: '6f1c2b9e-8d2a-4c1e-9b7a-1c2d3e4f5a6b' });
    expect(invoice).not.toHaveProperty('validUntil');
    expect(buildInvoicePayload(values, null)).not.toHaveProperty('draftId');
  });
});
