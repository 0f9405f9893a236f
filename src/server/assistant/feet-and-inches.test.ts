import { describe, expect, it } from 'vitest';
import { computeLine } from '#shared/money/money.ts';
import { feetAndInches } from './feet-and-inches.ts';
import { extractDraftFromText } from './embedded-extractor.ts';

describe('feetAndInches', () => {
  it('keeps enough decimals for the area to come out as the writer worked it', () => {
    expect(feetAndInches(19, 4)).toBe(19.3333);
    expect(feetAndInches(12, 6)).toBe(12.5);
    expect(feetAndInches(30)).toBe(30);
    expect(computeLine({ useDimensions: true, length: feetAndInches(19, 4), width: 21, quantity: 0, rate: 5 }).quantity).toBe('406.00');
  });

  it('a room in feet and inches is quoted on its exact area in prose, notes and office lines', () => {
    const texts = [
      "Rec room 19'4\" x 21' in epoxy at $5.10/sf. Call Dana Whitcombe 555-201-0188.",
      "Dana Whitcombe\nrec room 21' x 19'-4\" @ 5.10",
    ];
    for (const text of texts) {
      const line = extractDraftFromText(text).lineItems[0]!;
      expect(computeLine(line).quantity, text).toBe('406.00');
      expect(computeLine(line).amount, text).toBe('2070.60');
    }
  });
});
