import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { flatPricedSizes } from './flat-sized-lines.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('flatPricedSizes', () => {
  it.each([
    ['Garage 31 x 24 flake 5.35/sf. Plus the 4x8 landing by the house door, flat $120.', 'Landing | 1 @ 120'],
    ['Garage 24x24 flake 4.75. The 3x5 stoop out front - $95 flat.', 'Stoop out front | 1 @ 95'],
    ['Shop 30x40 solid 3.40/sf. Also the 10 x 10 pad by the shed for $300 flat.', 'Pad by shed | 1 @ 300'],
    ['Basement 20x30 solid 3.50, and the 6x8 laundry nook $150 lump sum', 'Laundry nook | 1 @ 150'],
  ])('prices a small area measured and priced whole as one piece: %s', (text, line) => {
    const read = lines(text);
    expect(read).toHaveLength(2);
    expect(read[1]).toContain(line.split(' | ')[0]!.split(' ').at(-1)!);
    expect(read[1]!.endsWith(line.split(' | ')[1]!)).toBe(true);
  });

  it('leaves a floor priced by the foot alone, and a flat total said for a floor priced by the foot', () => {
    expect(lines('Garage 20 x 20 flake 4.50/sf, that\'s 400 sf, about $1,800 flat')).toEqual(['Flake system - Garage | 400 @ 4.5']);
    const line = { description: 'Shop', useDimensions: true, length: 10, width: 12, quantity: 120, rate: 3.5 };
    expect(flatPricedSizes('Shop 10x12 solid 3.50 flat rate', [line])).toEqual([line]);
  });

  it('is linear on long text', () => {
    const line = { description: 'Shop', useDimensions: true, length: 1, width: 1, quantity: 1, rate: 25 };
    expect(cpuMsOf(() => flatPricedSizes('1x1 flat '.repeat(12_000), [line]))).toBeLessThan(1000);
  });
});
