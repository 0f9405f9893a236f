import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from './embedded-extractor.ts';
import { countedSizes } from './counted-sizes.ts';

const one = (length: number, width: number) => ({ description: 'Flake system - Exam rooms', useDimensions: true, length, width, quantity: length * width, rate: 6.25 });

describe('like rooms counted with the size of one', () => {
  it.each([
    ['exam rms 3 @ 10 x 12  flake 6.25', 10, 12, 360],
    ['4 offices @ 11x12, solid 3.90', 11, 12, 528],
    ['bays (2) @ 24 x 30 - 3.40', 24, 30, 1440],
  ])('%s', (text, length, width, quantity) => {
    expect(countedSizes(text, [one(length, width)])[0]!.quantity).toBe(quantity);
  });

  it('reads the whole note: the rooms times one size, the other floor as it is', () => {
    const draft = extractDraftFromText('Dental reno -- Kim Vo 503-555-0122\noperatories 4 @ 9 x 11  flake 6.40\nlobby 14x20 flake 6.40\n');
    expect(draft.lineItems.map((l) => l.quantity)).toEqual([396, 280]);
  });

  it('leaves a size with no count of rooms alone', () => {
    expect(countedSizes('exam room @ 10 x 12 flake 6.25', [one(10, 12)])[0]!.quantity).toBe(120);
  });
});
