import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { measuredSizesReplaceEstimates, remeasuredSizes } from './remeasured-sizes.ts';

describe('a size measured again after its row', () => {
  it('replaces the row size when the remark comes later on the same row', () => {
    expect(remeasuredSizes('shop 30 x 40 5.10 (re-meas 30 x 42)')).toBe('shop 30 x 42 5.10');
    expect(remeasuredSizes('laundry 9x11 chip 4.80 [remeasured: 9 x 12]')).toBe('laundry 9 x 12 chip 4.80');
    expect(remeasuredSizes('bay 20 x 24, field measured 20 x 26')).toBe('bay 20 x 26');
  });

  it('replaces the size of the row above a remark line of its own', () => {
    expect(remeasuredSizes('den 14x16   4.35\n   remeas: 14 x 18\ndep 30%')).toBe('den 14 x 18   4.35\n\ndep 30%');
    expect(remeasuredSizes('mudroom 6 x 9 flake 5.00\n\n- re-measure 6 x 10')).toBe('mudroom 6 x 10 flake 5.00\n\n');
  });

  it('replaces the size of the row above when the remark names that row again, and not another', () => {
    expect(remeasuredSizes('aisle 12 x 80 @ 4.40 epoxy w/ grit\n -> re-meas aisle 12 x 84\ndep 35%')).toBe('aisle 12 x 84 @ 4.40 epoxy w/ grit\n\ndep 35%');
    const other = 'aisle 12 x 80 @ 4.40\n-> re-meas tack room 10 x 12';
    expect(remeasuredSizes(other)).toBe(other);
  });

  it('leaves remarks it cannot tie to one size', () => {
    const text = [
      'porch 10 x 12 and deck 14 x 20 4.50',
      're-meas 14 x 22 tomorrow',
      'customer remeasured it at 14 by 31',
      'patio 4.20',
      're-meas 12 x 12',
    ].join('\n');
    expect(remeasuredSizes(text)).toBe(text);
  });

  it('prices a notepad row once at the size that stands', () => {
    const draft = extractDraftFromText('Rosa Quint 555-0100\nworkshop 24 x 30  3.95 (re-meas 24 x 32)\n');
    expect(draft.lineItems.map((line) => [line.quantity, line.rate])).toEqual([[768, 3.95]]);
  });
});

describe('a size measured later in a thread replaces the estimate before it', () => {
  it("drops the customer's guess when the office measures the same floor", () => {
    const thread = 'Them: shop is 30 x 40 give or take\nMe: went by and measured it, 31 x 40. Quartz 5.80.';
    expect(measuredSizesReplaceEstimates(thread)).toBe(`Them: shop is ${' '.repeat(7)} give or take\nMe: went by and measured it, 31 x 40. Quartz 5.80.`);
  });

  it('keeps another room, the same size, and a size on the same line', () => {
    for (const text of [
      'garage 24 x 24 flake 4.50\nshed: measured it at 10 x 12, solid 3.90',
      'Them: about 20 x 22\nUs: measured 20 x 22 today',
      'about 20 x 22 so I measured 21 x 22',
    ]) expect(measuredSizesReplaceEstimates(text)).toBe(text);
  });
});
