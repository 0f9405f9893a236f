import { describe, expect, it } from 'vitest';
import { countsSaidInProse, feesSaidInProse } from './line-repair.ts';

const area = { description: 'Flake system - Garage', useDimensions: false, length: null, width: null, quantity: 576, rate: 5.1 };
const brief = (text: string, lines = [area]) => feesSaidInProse(text, lines).slice(1).map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('countsSaidInProse', () => {
  it.each([
    ['Floor sink cut-ins 2 @ $140 each', 'Floor sink cut-ins | 2 @ 140'],
    ['Also 1 sump pit cover @ 95. email: a@b.com', 'Sump pit cover | 1 @ 95'],
    ['drains (4) @ 90', 'Drains | 4 @ 90'],
    ['3 steps @ 150 flat', 'Steps | 1 @ 150'],
  ])('%s', (text, line) => {
    expect(brief(text)).toEqual([line]);
  });

  it("puts the request's own words on a count line the reader named generically", () => {
    const drain = { description: 'Drain', useDimensions: false, length: null, width: null, quantity: 2, rate: 350 };
    expect(countsSaidInProse('Trench drain repair 2 @ $350 each', [drain])[0]!.description).toBe('Trench drain repair');
  });

  it('never reads a price per square foot or a size as a count', () => {
    expect(brief('garage 24 x 24 @ 5.10/sf')).toEqual([]);
    expect(brief('2 car garage @ 5.10')).toEqual([]);
    expect(brief('20% off @ 50')).toEqual([]);
  });
});

describe('feesSaidInProse', () => {
  it.each([
    ['remove old paint flat 300. |    ', 'Remove old paint | 1 @ 300'],
    ['removal of the old quarry tile flat 800 phone ;        ', 'Removal old quarry tile | 1 @ 800'],
    ['moving furniture flat 150 and', 'Moving furniture | 1 @ 150'],
  ])('%s', (text, line) => {
    expect(brief(text)).toEqual([line]);
  });
});
