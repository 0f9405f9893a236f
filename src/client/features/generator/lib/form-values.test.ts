import { describe, expect, it } from 'vitest';
import { emptyValues, totalsOf, valuesFromDocument } from './form-values.ts';
import { TODAY, filled, item } from './form-values.fixtures.ts';

describe('a new form', () => {
  it('starts today, valid for 30 days, 60% deposit, with one blank item of quantity 1 and rate 0', () => {
    const values = emptyValues(TODAY);
    expect(values.issueDate).toBe('2026-03-09');
    expect(values.validUntil).toBe('2026-04-08');
    expect(values.depositPercentage).toBe('60');
    expect(values.discountRate).toBe('0');
    expect(values.lineItems).toHaveLength(1);
    expect(values.lineItems[0]).toMatchObject({ description: '', useDimensions: false, quantity: '1', rate: '0' });
    expect(values.lineItems[0]?.id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('takes the validity and deposit from the company settings', () => {
    const values = emptyValues(TODAY, { quoteValidityDays: 60, defaultDepositPercentage: 50 });
    expect(values.validUntil).toBe('2026-05-08');
    expect(values.depositPercentage).toBe('50');
  });
});

describe('live totals', () => {
  it('computes two items, one by dimensions, with discount and deposit', () => {
    const totals = totalsOf(
      filled({
        discountRate: '10',
        lineItems: [item({ description: 'Garage', useDimensions: true, length: '24', width: '26', rate: '6.05' }), item({ id: 'b', description: 'Stairs', quantity: '76', rate: '9' })],
      }),
    );
    expect(totals).toMatchObject({ subtotal: '4459.20', discountAmount: '445.92', total: '4013.28', depositAmount: '2407.97', balanceDue: '1605.31' });
  });

  it('counts non-numeric input as 0', () => {
    expect(totalsOf(filled({ lineItems: [item({ description: 'x', quantity: 'abc', rate: '5' })] })).subtotal).toBe('0.00');
  });
});

describe('loading a saved document', () => {
  it('reads line totals from amount, the title from projectDescription when missing, and percentages as typed', () => {
    const values = valuesFromDocument(
      {
        customerName: 'Lee',
        projectTitle: null,
        projectDescription: 'Patio',
        issueDate: '2026-01-02',
        validUntil: null,
        discountRate: '12.50',
        depositPercentage: '50.00',
        lineItems: [{ id: 'abc', description: 'Coat', useDimensions: true, length: 10, width: 12, quantity: 120, rate: 3, amount: '360.00' }],
      },
      TODAY,
    );
    expect(values).toMatchObject({ customerName: 'Lee', projectTitle: 'Patio', issueDate: '2026-01-02', validUntil: '2026-04-08', discountRate: '12.5', depositPercentage: '50' });
    expect(values.lineItems).toEqual([{ id: 'abc', description: 'Coat', unit: 'sqft', useDimensions: true, length: '10', width: '12', quantity: '120', rate: '3' }]);
  });

  it('gives a document without items one blank item', () => {
    expect(valuesFromDocument({ customerName: 'Lee' }, TODAY).lineItems).toHaveLength(1);
    expect(valuesFromDocument(null, TODAY).customerName).toBe('');
  });
});
