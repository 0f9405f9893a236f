import { describe, expect, it } from 'vitest';
import { quoteTotalRows } from './paper-totals.ts';

describe('the money rows of a quote paper (preview, signing page and PDF print these)', () => {
  it('prints Subtotal, Discount only above 0, Total, the deposit with its percentage and the balance', () => {
    const figures = { subtotal: '4459.20', discountRate: '10', discountAmount: '445.92', total: '4013.28', depositAmount: '2006.64', balanceDue: '2006.64' };
    expect(quoteTotalRows(figures)).toEqual([
      { label: 'Subtotal', value: '$4,459.20' },
      { label: 'Discount (10%)', value: '-$445.92' },
      { label: 'Total', value: '$4,013.28', strong: true },
      { label: 'Required Deposit (50%)', value: '$2,006.64' },
      { label: 'Remaining Balance', value: '$2,006.64' },
    ]);
    expect(quoteTotalRows({ ...figures, discountRate: '0', discountAmount: '0.00', total: '4459.20', depositAmount: '2675.52', balanceDue: '1783.68' }).map((row) => row.label)).toEqual([
      'Subtotal',
      'Total',
      'Required Deposit (60%)',
      'Remaining Balance',
    ]);
  });
});
