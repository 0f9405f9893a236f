import { describe, expect, it } from 'vitest';
import { invoiceBalanceDue, invoiceLockReason, invoicePaymentSentence, invoiceStatusLabel, invoiceTotalRows } from './invoice-paper.ts';

const figures = (total: string, amountPaid: string | null | undefined, discountRate = '0.00', subtotal = total, discountAmount = '0.00') => ({ subtotal, discountRate, discountAmount, total, amountPaid });

describe('invoice paper', () => {
  it.each([
    ['2006.64', '0.00', '2006.64'],
    ['2006.64', '1000.00', '1006.64'],
    ['2006.64', '2006.64', '0.00'],
    ['0.10', '0.03', '0.07'],
    // Never below zero, even if more was received than billed.
    ['100.00', '150.00', '0.00'],
    // Papers made before payments existed carry none.
    ['100.00', undefined, '100.00'],
    ['100.00', null, '100.00'],
  ])('total %s less %s received is %s due', (total, paid, due) => {
    expect(invoiceBalanceDue(figures(total, paid))).toBe(due);
  });

  it('prints Subtotal, Discount only above 0, Total, Payments Received and Balance Due', () => {
    expect(invoiceTotalRows(figures('4013.28', '1000.00', '10.00', '4459.20', '445.92'))).toEqual([
      { label: 'Subtotal', value: '$4,459.20' },
      { label: 'Discount (10%)', value: '-$445.92' },
      { label: 'Total', value: '$4,013.28', strong: true },
      { label: 'Payments Received', value: '$1,000.00' },
      { label: 'Balance Due', value: '$3,013.28', strong: true },
    ]);
    expect(invoiceTotalRows(figures('900.00', '0.00')).map((row) => row.label)).toEqual(['Subtotal', 'Total', 'Payments Received', 'Balance Due']);
  });

  it.each([
    [figures('900.00', '0.00'), 'Balance due: $900.00.'],
    [figures('900.00', '400.00'), 'Balance due: $500.00 (total $900.00 less $400.00 received).'],
    [figures('900.00', '900.00'), 'Paid in full ($900.00). Thank you.'],
    [{ ...figures('900.00', '400.00'), status: 'void' }, 'This invoice is void: nothing is due on it.'],
  ])('writes the payment sentence from the same figures: %o', (input, sentence) => {
    expect(invoicePaymentSentence(input)).toBe(sentence);
  });

  it('names statuses as people read them', () => {
    expect(['unpaid', 'partially_paid', 'paid', 'void', null, 'odd'].map(invoiceStatusLabel)).toEqual(['Unpaid', 'Partially paid', 'Paid', 'Void', 'Unpaid', 'odd']);
  });

  it('locks an invoice with payments and a void one, not an unpaid one', () => {
    expect(invoiceLockReason({ status: 'unpaid', amountPaid: '0.00' })).toBeNull();
    expect(invoiceLockReason({ status: 'partially_paid', amountPaid: '100.00' })).toContain('Payments are recorded ($100.00), so this invoice is locked');
    expect(invoiceLockReason({ status: 'void', amountPaid: '0.00', voidReason: 'Typo' })).toBe('This invoice is void (Typo) and is kept as it was.');
  });
});
