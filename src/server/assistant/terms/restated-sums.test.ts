import { describe, expect, it } from 'vitest';
import { dropRestatedSums, netAreasSaid } from './restated-sums.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

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

describe('netAreasSaid', () => {
  it.each([
    // The area worked out aloud stands; the number reader's 10.40 is read as said (1040).
    ['the shop is 30 by 36, take out about 40 square feet for the stair, call it 10.40. flake', 'the shop is 1040 sq ft. flake'],
    ['garage 24 by 24 minus the 4 by 6 workbench so 552 flake at 4.50', 'garage 552 sq ft flake at 4.50'],
    ['den 20 by 25 metallic, less 20 for the hearth, that leaves 480, at 7.10', 'den 480 sq ft metallic, at 7.10'],
    ['basement 40 by 30 knock off 100 for the mechanical room so about 1100 square feet', 'basement 1100 sq ft'],
    // The whole said as an area, the part taken out named before its figure.
    ['the loft is about 750 square feet, minus the stair landing, maybe 30, so call it 7.20, metallic', 'the loft is about 720 sq ft, metallic'],
    ['rec room 600 sq ft less the bar area 40 that leaves 560 at 5.10', 'rec room 560 sq ft at 5.10'],
  ])('%s -> %s', (said, meant) => {
    expect(netAreasSaid(said)).toBe(meant);
  });

  it('keeps the figures when the sum does not come out of them', () => {
    for (const said of ['garage 24 by 24 minus the 4 by 6 workbench so 4.50 a foot', 'garage 20 by 20, take out the 4 by 6 bench, flake at 4.50', 'shop 30 by 40 less 10%, so 3.10', 'about 900 square feet, take out the closet, about 60, so call it 4.50']) expect(netAreasSaid(said)).toBe(said);
  });

  it('reads a dictated net area as one line of that many square feet', () => {
    const draft = extractDraftFromText("the basement's thirty two by thirty but the furnace room is in there, so take out about sixty square feet, call it nine hundred. solid color at three ninety.");
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[900, 3.9]]);
  });
});
