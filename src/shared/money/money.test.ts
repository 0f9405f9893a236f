import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { MAX_FIGURE, computeLine, computeTotals, depositPercentOf, exceedsMaxFigure, formatArea, formatMoney, fromCents, toCents, toMoneyString } from './money.ts';

describe('computeLine', () => {
  it.each([
    [{ useDimensions: true, length: 22, width: 23, rate: 5.45 }, '506.00', '2757.70'],
    [{ useDimensions: false, quantity: 76, rate: 9 }, '76.00', '684.00'],
    [{ useDimensions: true, length: '22.5', width: '10.1', rate: '3.33' }, '227.25', '756.74'],
    [{ quantity: 1, rate: 0.005 }, '1.00', '0.01'],
    [{ quantity: 'abc', rate: 5 }, '0.00', '0.00'],
    [{ quantity: -4, rate: 5 }, '0.00', '0.00'],
  ])('%o gives quantity %s and amount %s', (item, quantity, amount) => {
    const line = computeLine(item);
    expect(line.quantity).toBe(quantity);
    expect(line.amount).toBe(amount);
  });
});

describe('computeTotals', () => {
  it('applies discount, then deposit, rounding half-up on cents', () => {
    const totals = computeTotals({
      lineItems: [
        { useDimensions: true, length: 24, width: 26, rate: 6.05 },
        { quantity: 76, rate: 9 },
      ],
      discountRate: 10,
    });
    expect(totals).toEqual({
      subtotal: '4459.20',
      discountRate: '10.00',
      discountAmount: '445.92',
      total: '4013.28',
      depositPercentage: '60.00',
      depositAmount: '2407.97',
      balanceDue: '1605.31',
    });
  });

  it('uses 60% when the deposit percentage is empty or 0', () => {
    expect(computeTotals({ lineItems: [{ quantity: 1, rate: 100 }], depositPercentage: 0 }).depositAmount).toBe('60.00');
    expect(computeTotals({ lineItems: [{ quantity: 1, rate: 100 }], depositPercentage: '' }).depositAmount).toBe('60.00');
    expect(computeTotals({ lineItems: [{ quantity: 1, rate: 100 }], depositPercentage: 50 }).depositAmount).toBe('50.00');
  });

  it('rounds a half cent up', () => {
    expect(computeTotals({ lineItems: [{ quantity: 1, rate: 0.25 }], discountRate: 10 }).discountAmount).toBe('0.03');
  });

  const cents = fc.integer({ min: 0, max: 10_000_00 }).map((c) => (c / 100).toFixed(2));
  const item = fc.record({ quantity: fc.integer({ min: 0, max: 100_000 }).map((q) => (q / 100).toFixed(2)), rate: cents });

  it('always adds up: subtotal - discount = total, deposit + balance = total', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 100 }), (items, discountBp, deposit) => {
        const t = computeTotals({ lineItems: items, discountRate: discountBp / 100, depositPercentage: deposit });
        const subtotal = items.reduce((s, i) => s.plus(computeLine(i).amount), new Big(0));
        expect(t.subtotal).toBe(subtotal.toFixed(2));
        expect(new Big(t.subtotal).minus(t.discountAmount).toFixed(2)).toBe(t.total);
        expect(new Big(t.depositAmount).plus(t.balanceDue).toFixed(2)).toBe(t.total);
        expect(new Big(t.total).gte(0)).toBe(true);
        expect(new Big(t.balanceDue).gte(0)).toBe(true);
        for (const value of Object.values(t)) expect(value).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });

  it('line totals are within half a cent of the exact product', () => {
    fc.assert(
      fc.property(item, (i) => {
        const exact = new Big(i.quantity).times(i.rate);
        expect(exact.minus(computeLine(i).amount).abs().lte('0.005')).toBe(true);
      }),
    );
  });
});

describe('formatting', () => {
  it('formats money and areas', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('1000000')).toBe('$1,000,000.00');
    expect(formatArea('506.25')).toBe('506.3');
    expect(formatArea('1200')).toBe('1,200.0');
    expect(toMoneyString('2.005')).toBe('2.01');
    expect(depositPercentOf('2407.97', '4013.28')).toBe(60);
  });
});

describe('the largest figure a document holds (numeric(12,2))', () => {
  it.each([
    ['9999999999.99', false],
    ['10000000000.00', true],
    ['9999999999.991', true],
    [1e18, true],
    ['0', false],
  ] as const)('%s over the limit: %s', (value, over) => {
    expect(exceedsMaxFigure(value)).toBe(over);
  });

  it('is the numeric(12,2) maximum', () => {
    expect(new Big(MAX_FIGURE).toFixed(2)).toBe('9999999999.99');
    expect(exceedsMaxFigure(new Big(MAX_FIGURE).plus('0.01'))).toBe(true);
  });
});

describe('cents for a payment provider', () => {
  it('turns a figure into whole cents and back, half-up', () => {
    expect(toCents('1481.29')).toBe(148129);
    expect(toCents('1,481.295')).toBe(148130);
    expect(toCents('0.1')).toBe(10);
    expect(fromCents(148129)).toBe('1481.29');
    expect(fromCents(5)).toBe('0.05');
  });
});
