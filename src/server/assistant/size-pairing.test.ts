import { describe, expect, it } from 'vitest';
import { fillMissingRates, pricedSizesInClauses } from './size-pairing.ts';

const unpriced = { description: 'Flake system - Garage', useDimensions: false, length: null, width: null, quantity: 704, rate: 0 };

describe('fillMissingRates', () => {
  it.each([
    ['3 car gar 32x22 flake 4.7. cust dwayne', 4.7],
    ['garage 20 by 24, flake 5 even, plus', 5],
    ['21 ft 6 in by 24, 5 even a foot', 5],
    ['garage 22 x 32 flake 4.70', 4.7],
  ])('%s -> %s', (text, rate) => {
    expect(fillMissingRates(text, [unpriced])[0]!.rate).toBe(rate);
  });

  it('never takes a size or a car count for a price', () => {
    expect(fillMissingRates('flake 3 car garage 22 x 32', [unpriced])[0]!.rate).toBe(0);
    expect(fillMissingRates('epoxy 24 x 30', [unpriced])[0]!.rate).toBe(0);
  });
});

describe('pricedSizesInClauses', () => {
  it('gives each room of a run-on dictation its own price', () => {
    const lanai = { description: 'Polyaspartic flake system - Lanai', useDimensions: true, length: 14, width: 22, quantity: 308, rate: 6.5 };
    const text = 'lanai 14 by 22 polyaspartic flake at 6.50 and the carport 18 by 20 also 6.50 |      half down';
    expect(pricedSizesInClauses(text, [lanai]).slice(1)).toEqual([
      { description: 'Carport', useDimensions: true, length: 18, width: 20, quantity: 360, rate: 6.5 },
    ]);
  });
});
