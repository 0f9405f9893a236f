import { describe, expect, it } from 'vitest';
import { fillMissingRates } from './size-pairing.ts';

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
