import { describe, expect, it } from 'vitest';
import { dropRestatedSums } from './restated-sums.ts';
import { extractDraftFromText } from './embedded-extractor.ts';
import { cpuMsOf } from '../testing/cpu-time.ts';

describe('dropRestatedSums', () => {
  it.each([
    // A count at a price, then its sum
    ['4 treads at 45 each, so 180, and the landing', '4 treads at 45 each, and the landing'],
    ['3 bollards @ $90, which is 270.', '3 bollards @ $90.'],
    // A size at a price, then its sum, as said or as the number reader wrote it
    ['patio 12 by 15 flake at 5.10, that comes to 918 for the patio', 'patio 12 by 15 flake at 5.10 for the patio'],
    ['porch 10 by 10 at 5, so 5.00', 'porch 10 by 10 at 5'],
    ['2 sinks at 1.25 each, so 2.50', '2 sinks at 1.25 each'],
    ['mudroom 300 sq ft at 4.60 a foot, so about 1380', 'mudroom 300 sq ft at 4.60 a foot'],
  ])('%s -> %s', (said, meant) => {
    expect(dropRestatedSums(said)).toBe(meant);
  });

  it('keeps a figure that is not the sum of the line before it', () => {
    for (const text of [
      '4 treads at 45 each, so 200 with the nosing',
      'garage 20 by 20 at 4.50. so 1800 is the garage',
      'garage 20 by 20 at 4.50, so 20% down',
      'garage 20 by 20 at 4.50, so 1800 sq ft of garage',
      'garage 20 by 20 at 4.50, so 4.50 on the shop too',
    ]) expect(dropRestatedSums(text)).toBe(text);
  });

  it('reads 100,000 characters of sums said again in well under a second', () => {
    const text = '2 drains at 125 each, so 250, '.repeat(3400);
    expect(cpuMsOf(() => dropRestatedSums(text))).toBeLessThan(1_000);
  });
});

describe('a sum worked out aloud, read whole', () => {
  it('prices the line once, not the sum again', () => {
    const draft = extractDraftFromText(
      'garage twenty two by twenty, flake at four fifty, and three floor drains at a hundred and ten each, so three thirty for the drains. half down.',
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [440, 4.5],
      [3, 110],
    ]);
  });
});
