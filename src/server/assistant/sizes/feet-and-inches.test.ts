import { describe, expect, it } from 'vitest';
import { computeLine } from '#shared/money/money.ts';
import { feetAndInches, inchesWithoutMark, sideAsWritten } from './feet-and-inches.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

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

describe('inches written without their mark', () => {
  it('are inches after a side in feet, on either side of the size', () => {
    expect(inchesWithoutMark("porch 14'6 x 20")).toBe('porch 14\'6" x 20');
    expect(inchesWithoutMark("porch 14' 6 by 20")).toBe('porch 14\' 6" by 20');
    expect(inchesWithoutMark("porch 20 x 14'-6, chip")).toBe('porch 20 x 14\'-6", chip');
    expect(inchesWithoutMark('porch 14 ft 6 x 20')).toBe('porch 14 ft 6" x 20');
  });

  it('leave counts, marked inches and figures of 12 or more alone', () => {
    const text = "hall 20 x 4' 3 steps, den 14'6\" x 12', shed 10'14 x 8, 12' 2x4s";
    expect(inchesWithoutMark(text)).toBe(text);
  });

  it('give the exact area in a text, a note and a thread', () => {
    const texts = [
      "Mo Tran 612-555-0190 shop 31'6 x 20 solid 3.40",
      "Mo Tran\n612-555-0190\nshop  20 x 31'-6   solid  3.40",
      'Mo Tran: shop is 31 ft 6 by 20\nOffice: solid is 3.40/sf\nMo Tran: ok 612-555-0190',
    ];
    for (const text of texts) {
      const line = extractDraftFromText(text).lineItems[0]!;
      expect(computeLine(line).quantity, text).toBe('630.00');
      expect(line.rate, text).toBe(3.4);
    }
  });
});

describe('sideAsWritten', () => {
  it('finds a side again as feet and inches or as its figure', () => {
    const side = new RegExp(`^${sideAsWritten(feetAndInches(13, 6))}$`);
    for (const written of ["13'6\"", "13' 6\"", '13 ft 6 in', "13'-6", '13.5']) expect(side.test(written), written).toBe(true);
    expect(side.test("13'7\"")).toBe(false);
    expect(sideAsWritten(16)).toBe('16');
    expect(new RegExp(`^${sideAsWritten(feetAndInches(23, 4))}$`).test("23'4\"")).toBe(true);
  });
});
