import { describe, expect, it } from 'vitest';
import { computeTotals } from './money.ts';
import { MINIMUM_JOB_CHARGE, isMinimumChargeLine, minimumChargeTopUp } from './minimum-charge.ts';

const sqft = (quantity: string, rate: string) => ({ unit: 'sqft', quantity, rate });

describe('the minimum job charge line', () => {
  it.each([
    // lines, discount %, minimum, the line's amount, the total with it
    [[sqft('100', '4.00')], '0', '750.00', '350.00', '750.00'],
    [[sqft('100', '4.00'), { unit: 'flat', rate: '150' }], '0', '750', '200.00', '750.00'],
    [[sqft('100', '4.00')], '10', '750.00', '433.33', '750.00'], // 833.33 - 83.33
    [[sqft('120', '3.33')], '5', '1000', '653.03', '1000.00'], // 1052.63 - 52.63
    [[sqft('100', '0.01')], '33.33', '500.00', '748.96', '500.00'], // 749.96 - 249.96
  ])('lines %j, %s% off, minimum %s: a line of %s brings the total to %s', (lines, discountRate, minimum, amount, total) => {
    const topUp = minimumChargeTopUp({ lineItems: lines, discountRate }, minimum);
    expect(topUp).toBe(amount);
    const withLine = computeTotals({ lineItems: [...lines, { unit: 'flat', rate: topUp! }], discountRate });
    expect(withLine.total).toBe(total);
    // The least such amount: a cent less stays under the minimum.
    const centLess = computeTotals({ lineItems: [...lines, { unit: 'flat', rate: (Number(topUp) - 0.01).toFixed(2) }], discountRate });
    expect(Number(centLess.total)).toBeLessThan(Number(minimum));
  });

  it.each([
    ['no minimum', [sqft('100', '4.00')], '0', '0'],
    ['nothing priced yet', [sqft('0', '0')], '0', '750'],
    ['a total at the minimum', [sqft('100', '7.50')], '0', '750'],
    ['a total over it', [sqft('500', '4.00')], '0', '750'],
    ['a 100% discount', [sqft('100', '4.00')], '100', '750'],
  ])('needs no line with %s', (_case, lines, discountRate, minimum) => {
    expect(minimumChargeTopUp({ lineItems: lines, discountRate }, minimum)).toBeNull();
  });

  it('knows its own line: flat and named so', () => {
    expect(isMinimumChargeLine({ description: MINIMUM_JOB_CHARGE, unit: 'flat' })).toBe(true);
    expect(isMinimumChargeLine({ description: ' minimum job charge ', unit: 'flat' })).toBe(true);
    expect(isMinimumChargeLine({ description: MINIMUM_JOB_CHARGE, unit: 'sqft' })).toBe(false);
    expect(isMinimumChargeLine({ description: 'Mobilization', unit: 'flat' })).toBe(false);
  });
});
