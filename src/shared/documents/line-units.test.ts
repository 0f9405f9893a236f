import { describe, expect, it } from 'vitest';
import { computeLine, computeTotals, formatQuantity } from '../money/money.ts';
import { lineItemInputSchema, lineItemSchema } from './schemas.ts';
import { lineUnitOf } from './line-units.ts';
import { presentLine } from './line-presentation.ts';

describe('the unit of a line', () => {
  it('defaults to sq ft on input, so payloads without one keep working', () => {
    expect(lineItemInputSchema.parse({ description: 'Garage floor', quantity: 400, rate: 5 }).unit).toBe('sqft');
    expect(lineItemInputSchema.parse({ description: 'Crack repair', unit: 'lf', quantity: 35, rate: 8.1 }).unit).toBe('lf');
  });

  it('refuses a unit that is not one of the four, naming the field', () => {
    const result = lineItemInputSchema.safeParse({ description: 'Crack repair', unit: 'yards' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['unit']);
  });

  it('reads a line stored before units existed as sq ft', () => {
    const old = { id: 'a', description: 'Garage', useDimensions: true, length: 22, width: 24, quantity: 528, rate: 5.25, amount: '2772.00' };
    expect(lineItemSchema.parse(old).unit).toBeUndefined();
    expect(lineUnitOf(old)).toBe('sqft');
    expect(presentLine(old).pricing).toBe('528 sq ft × $5.25/sq ft');
    expect(lineUnitOf({ unit: 'yards' })).toBe('sqft');
  });
});

describe('quantity by unit (computeLine)', () => {
  it.each([
    ['sqft with dimensions: length x width', { unit: 'sqft', useDimensions: true, length: 22, width: 24, quantity: 7, rate: 5.25 }, '528.00', '2772.00'],
    ['sqft without dimensions: as given', { unit: 'sqft', quantity: 400, rate: 5 }, '400.00', '2000.00'],
    ['no unit with dimensions (older line): length x width', { useDimensions: true, length: 10, width: 10, rate: 2 }, '100.00', '200.00'],
    ['lf: as given, dimensions ignored', { unit: 'lf', useDimensions: true, length: 10, width: 10, quantity: 35, rate: 8.1 }, '35.00', '283.50'],
    ['each: as given', { unit: 'each', quantity: 2, rate: 85 }, '2.00', '170.00'],
    ['flat: always 1', { unit: 'flat', quantity: 6, rate: 150 }, '1.00', '150.00'],
  ])('%s', (_name, item, quantity, amount) => {
    const line = computeLine(item);
    expect(line.quantity).toBe(quantity);
    expect(line.amount).toBe(amount);
  });

  it('adds lines of every unit into one subtotal', () => {
    const totals = computeTotals({
      lineItems: [
        { unit: 'sqft', useDimensions: true, length: 22, width: 24, rate: 5.25 },
        { unit: 'lf', quantity: 35, rate: 8.1 },
        { unit: 'each', quantity: 2, rate: 85 },
        { unit: 'flat', quantity: 3, rate: 150 },
      ],
    });
    expect(totals.subtotal).toBe('3375.50');
  });
});

describe('the wording every paper prints', () => {
  it.each([
    [{ unit: 'lf', quantity: 35, rate: 8.1 }, '35 lf × $8.10/lf'],
    [{ unit: 'sqft', useDimensions: true, length: 22, width: 24, quantity: 528, rate: 5.25 }, '528 sq ft × $5.25/sq ft'],
    [{ unit: 'each', quantity: 2, rate: 85 }, '2 × $85.00 each'],
    [{ unit: 'flat', quantity: 1, rate: 150 }, '$150.00 flat'],
    [{ unit: 'sqft', quantity: 1506.25, rate: 3 }, '1,506.25 sq ft × $3.00/sq ft'],
  ])('%o reads %s', (line, pricing) => {
    expect(presentLine(line).pricing).toBe(pricing);
  });

  it('shows the dimensions of a measured sq ft line only', () => {
    expect(presentLine({ unit: 'sqft', useDimensions: true, length: 22, width: 24, quantity: 528, rate: 5 }).dimensions).toBe('22.0 ft × 24.0 ft');
    expect(presentLine({ unit: 'lf', useDimensions: true, length: 22, width: 24, quantity: 35, rate: 5 }).dimensions).toBeNull();
  });

  it('prints the quantity exactly, so quantity x rate is the amount', () => {
    expect(formatQuantity('506.25')).toBe('506.25');
    expect(formatQuantity('528.00')).toBe('528');
    expect(formatQuantity('12.50')).toBe('12.5');
  });
});
