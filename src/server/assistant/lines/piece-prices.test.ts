import { describe, expect, it } from 'vitest';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { countsOfPiecePrices } from './piece-prices.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

const line = (description: string, quantity: number, rate: number): ExtractedLineItem => ({ description, useDimensions: false, length: null, width: null, quantity, rate });
const brief = (lines: readonly ExtractedLineItem[]) => lines.map((l) => [l.description, l.quantity, l.rate]);

describe('countsOfPiecePrices', () => {
  it("counts a price per named piece: '6 stalls ... $180/stall', '$900 per cabin' over 'cabins 2, 4 and 7'", () => {
    expect(brief(countsOfPiecePrices('horse barn, 6 stalls about 12x12, we said $180/stall flat', [line('Flat', 1, 180)]))).toEqual([['Stalls', 6, 180]]);
    expect(brief(countsOfPiecePrices('Resort cabins 2, 4 and 7 - porch floors at $900 per cabin', [line('Porch floors', 1, 900)]))).toEqual([['Cabins', 3, 900]]);
  });

  it("counts a price said 'each' for the thing counted before it", () => {
    expect(brief(countsOfPiecePrices('and the showers, 3 of them, she agreed to $275 each', [line('She agreed to each', 1, 275)]))).toEqual([['Showers', 3, 275]]);
    expect(brief(countsOfPiecePrices('two kennels out back, $410 apiece', [line('Kennels', 1, 410)]))).toEqual([['Kennels', 2, 410]]);
  });

  it("adds counted work priced in a note when the reader left it out: 'steps 60' over 'the 4 steps'", () => {
    const lines = countsOfPiecePrices('Office: poly 5.10, steps 60.\n\nCustomer wants the garage and the 4 steps into the mudroom.', [line('Polyaspartic - Garage', 440, 5.1)]);
    expect(brief(lines)).toEqual([['Polyaspartic - Garage', 440, 5.1], ['Steps', 4, 60]]);
  });

  it('leaves a flat price, a price by the foot and a count it cannot tell alone', () => {
    expect(brief(countsOfPiecePrices('crack repair $250 flat, cove $12/lf', [line('Crack repair', 1, 250)]))).toEqual([['Crack repair', 1, 250]]);
    expect(brief(countsOfPiecePrices('lease is $2400/mo', [line('Lease', 1, 2400)]))).toEqual([['Lease', 1, 2400]]);
    // Two different counts of the thing: no guess.
    expect(brief(countsOfPiecePrices('3 posts at the door and 5 posts in back, $40 each', [line('Posts', 1, 40)]))).toEqual([['Posts', 1, 40]]);
  });

  it('reads a whole request with rooms counted and priced each', () => {
    const draft = extractDraftFromText('Lou Carver, 555-201-4477. Shop floor 30x40 flake 4.60. Plus the dog wash tubs, 2 of them, u said $450 each flat.');
    expect(brief(draft.lineItems)).toContainEqual(['Tubs', 2, 450]);
  });

  it('counts a thing priced each whose count is said after it in a clause of its own, and adds its line', () => {
    const texts: [string, string, number, number][] = [
      ['Lou Carver. Gym floor 30 x 40 at 6.10/sf. Rubber transition strips are $55 each, you need 6.', 'transition strips', 6, 55],
      ['Lou Carver. Locker room 20 x 24 quartz 7.20/sf, shower curbs 90 ea. Please add the shower curbs too, there are 3 of them.', 'shower curbs', 3, 90],
      ['Lou Carver. Shop 30 x 40 at 4.10. Door thresholds $45 each - she has 5.', 'thresholds', 5, 45],
      ["Lou Carver. Shop 30 x 40 at 4.10. Bollard bases 75 apiece; we'll need 4.", 'bollard bases', 4, 75],
    ];
    for (const [text, name, count, rate] of texts) {
      const found = extractDraftFromText(text).lineItems.find((l) => l.rate === rate);
      expect(found && [found.description.toLowerCase(), found.quantity], text).toEqual([expect.stringContaining(name), count]);
    }
    // A size after the thing is no count of it.
    expect(brief(countsOfPiecePrices('pads $300 each, they need 8 x 10 feet', [line('Pads', 1, 300)]))).toEqual([['Pads', 1, 300]]);
  });

  it("counts a fee said 'each' of one thing, with the count said after it ('$400 each, adding 3')", () => {
    expect(brief(countsOfPiecePrices('Office: trip charge is $400 each, we need 3', [line('Trip charge', 1, 400)]))).toEqual([['Charges', 3, 400]]);
    expect(brief(countsOfPiecePrices('ok so the mobilization: $275 each - adding 2 since u come back for the topcoat', [line('Mobilization fee', 1, 275)]))).toEqual([['Mobilizations', 2, 275]]);
    // No count said: the fee stays one.
    expect(brief(countsOfPiecePrices('mobilization is $275 each way', [line('Mobilization fee', 1, 275)]))).toEqual([['Mobilization fee', 1, 275]]);
  });

  it('adds the line of a thing counted in the clause of its price each when the reader made none', () => {
    const added = (text: string) => brief(countsOfPiecePrices(text, [line('Quartz system - Lobby', 400, 6)])).slice(1);
    expect(added('lobby 20 x 20 quartz 6.00, and 4 bollard sleeves we core around at 85 apiece')).toEqual([['Bollard sleeves', 4, 85]]);
    expect(added('Lobby 20x20 @ 6. Plus two trench grates to set in, $210 each.')).toEqual([['Trench grates', 2, 210]]);
    // A size's side is no count, and no price each.
    expect(added('Lobby 20x20 @ 6. The 8x12 sheds @ 300 each')).toEqual([]);
    expect(added('Lobby 20x20 @ 6. The pads are 10 x 20 each, need 2')).toEqual([]);
    expect(brief(countsOfPiecePrices('pads 10x20 each, need 2', [line('Pads', 1, 20)]))).toEqual([['Pads', 1, 20]]);
  });

  it('stays fast on long adversarial text', () => {
    expect(cpuMsOf(() => countsOfPiecePrices('units 1, '.repeat(20_000) + '$50 each ' + 'steps 55 '.repeat(5_000) + 'strips, '.repeat(10_000) + 'strips $60 each, you need 4', [line('x', 1, 50)]))).toBeLessThan(1000);
  });
});
