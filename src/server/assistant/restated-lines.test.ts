import { describe, expect, it } from 'vitest';
import { dropRestatedLines } from './restated-lines.ts';
import { extractDraftFromText } from './embedded-extractor.ts';

const line = (description: string, quantity: number, rate: number, length: number | null = null, width: number | null = null) => ({ description, useDimensions: length !== null, length, width, quantity, rate });
const brief = (text: string, lines: ReturnType<typeof line>[]) => dropRestatedLines(text, lines).map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('dropRestatedLines', () => {
  it('keeps one line for a size given in square feet and in length by width at once', () => {
    const lines = [line('Solid - Den', 300, 3.9), line('Solid - Den', 300, 3.9, 15, 20)];
    expect(brief('den, 300 sf (15 x 20), solid 3.90', lines)).toEqual(['Solid - Den | 300 @ 3.9']);
    expect(brief('den 15x20 = 300 sq ft, solid 3.90', lines)).toEqual(['Solid - Den | 300 @ 3.9']);
  });

  it('keeps two rooms of the same size said apart', () => {
    const lines = [line('Solid - Den', 300, 3.9), line('Solid - Study', 300, 3.9, 15, 20)];
    expect(brief('den 300 sf. study is 15 x 20. solid 3.90 for both', lines)).toHaveLength(2);
  });

  it('drops a linear line left at 1 when the same work has that price with its length', () => {
    const lines = [line('Flake - Garage', 500, 4.4), line('Crack repair', 1, 6), line('Crack chasing', 35, 6), line('Trip fee', 1, 6)];
    expect(brief('', lines)).toEqual(['Flake - Garage | 500 @ 4.4', 'Crack chasing | 35 @ 6', 'Trip fee | 1 @ 6']);
  });
});

describe('a size restated in brackets after it', () => {
  it("keeps one line for '19x24 (456 sf)'", () => {
    const sized = { description: 'Flake - Shop', useDimensions: true, length: 19, width: 24, quantity: 456, rate: 4.1 };
    const restated = { description: 'Flake - Shop', useDimensions: false, length: null, width: null, quantity: 456, rate: 4.1 };
    expect(dropRestatedLines('shop, 19x24 (456 sf), flake 4.10', [sized, restated])).toEqual([sized]);
  });
});

describe('a size said again in a reply', () => {
  it('is one floor, named by its room; rooms of one size said once stay', () => {
    const reply = "Sounds good, go with the size you measured (18'6\" x 20') and add the 3 steps.\n\n> On Tue, Dan wrote:\n> I measured the shop at 18'6\" x 20'. Quartz is $5.50/sf, steps $70 each.";
    const read = extractDraftFromText(reply).lineItems.map((l) => [l.description, l.quantity, l.rate]);
    expect(read).toEqual([[expect.stringContaining('Shop'), 370, 5.5], [expect.stringMatching(/step/i), 3, 70]]);
    const two = 'Garage 24 x 24 flake 4.50. Detached garage out back (24 x 24) flake 4.50 too';
    expect(extractDraftFromText(two).lineItems.map((l) => l.quantity)).toEqual([576, 576]);
  });
});
