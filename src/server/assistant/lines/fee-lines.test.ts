import { describe, expect, it } from 'vitest';
import { feesInClauses } from './fee-lines.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const floor = { description: 'Flake - Garage', useDimensions: false, length: null, width: null, quantity: 500, rate: 4.6 };
const fees = (text: string, lines = [floor]) => feesInClauses(text, lines).filter((l) => l !== floor).map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('feesInClauses', () => {
  it.each([
    ['garage flake 4.60. and we owe them the 275 weekend crew charge.', 'Weekend crew charge | 1 @ 275'],
    ['garage flake 4.60, plus $180 to pull up the old carpet', 'Pull up the old carpet | 1 @ 180'],
    ['garage 4.60 a foot. the oil stains, do them as a flat 90', 'Oil stains do them | 1 @ 90'],
    ['garage 4.60 a foot, and the trip charge since it is out past the lake, 3.50', 'Trip charge | 1 @ 350'],
    ['GARAGE 4.60 + HAUL AWAY 140 - CALL AFTER 5', 'Haul away | 1 @ 140'],
    ['garage 4.60 sf\ncarpet removal 260\nno disc', 'Carpet removal | 1 @ 260'],
    ['garage 4.60 a foot. the old tile comes up too, tell him 480 flat for the tear-out', 'Tear-out | 1 @ 480'],
  ])('%s', (text, line) => {
    expect(fees(text)).toEqual([line]);
  });

  it('names a flat line after its own clause when the reader named it after a floor', () => {
    const stray = { description: 'Flake system', useDimensions: false, length: null, width: null, quantity: 1, rate: 210 };
    expect(feesInClauses('flake 4.60 for the garage, plus $210 to grind down the old ramp', [floor, stray])[1]!.description).toBe('Grind down the old ramp');
  });

  it('reads no discount, deposit, percentage, competitor price or per-foot price as a fee', () => {
    expect(fees('plus $200 off for the referral')).toEqual([]);
    expect(fees('add 10% for the weekend')).toEqual([]);
    expect(fees('$500 down payment, plus $1,200 deposit')).toEqual([]);
    expect(fees('the other guy charged a $300 trip fee')).toEqual([]);
    expect(fees('cove base plus $12 per lf')).toEqual([]);
  });
});

describe("a note's row marked lump sum before its figure", () => {
  it("is a line of quantity 1 named by the row's words ('LS 200', 'L/S $350')", () => {
    const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);
    expect(lines('Dale Hovland 218-555-0143\nshop 30 x 36 solid 3.80\npatch spalled joint LS 260')).toEqual([expect.stringContaining('| 1080 @ 3.8'), 'Patch spalled joint | 1 @ 260']);
    expect(lines('Dale Hovland 218-555-0143\nshop 30 x 36 solid 3.80\nremove old paint  L/S $350')).toContainEqual('Remove old paint | 1 @ 350');
  });
});

describe('a price said flat for several things', () => {
  it("is one line of quantity 1, even when the note calls it the total", () => {
    const draft = extractDraftFromText('Odette Marchetti 555-201-0163\nshop 30x40 - epoxy 3.10\n2 loading ramps - flat 350 total\n10% off');
    expect(draft.lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['1200 @ 3.1', '1 @ 350']);
    expect(draft.lineItems[1]!.description.toLowerCase()).toContain('ramp');
    expect(draft.discountRate).toBe(10);
  });
});

describe('a fee line the reader named by the words of the sentence around it', () => {
  it('is named by what the price is said to be for', () => {
    const stray = { description: 'Tell him', useDimensions: false, length: null, width: null, quantity: 1, rate: 480 };
    expect(feesInClauses('garage 4.60 a foot. the old tile comes up too, tell him 480 flat for the tear-out', [floor, stray])[1]!.description).toBe('Tear-out');
  });
});

describe("a note's extra charge added with a plus", () => {
  it("reads 'after hrs +400' as a flat fee", () => {
    const lines = extractDraftFromText('floor 20 x 34 metallic 7.25\nafter hrs +400\ndep 50').lineItems.map((l) => `${l.quantity} @ ${l.rate}`);
    expect(lines).toEqual(['680 @ 7.25', '1 @ 400']);
  });
});

describe("a form's label for the price", () => {
  it("keeps the line's own name when the price is labelled 'Price:' or 'Total cost:'", () => {
    const slab = { description: 'Clear sealer - Equipment Barn', useDimensions: false, length: null, width: null, quantity: 1, rate: 5200 };
    expect(feesInClauses('Scope: equipment barn slab, clear sealer\nPrice: lump sum $5,200', [slab])).toEqual([slab]);
    expect(feesInClauses('Scope: equipment barn slab, clear sealer\nTotal cost: $5,200 flat', [slab])).toEqual([slab]);
  });
});

describe("a fee called only 'flat fee'", () => {
  it('is named by the work said with it, not by the word flat', () => {
    expect(fees('garage flake 4.60. the old carpet has to be pulled up, flat fee 240.')).toEqual(['Old carpet has to be pulled up | 1 @ 240']);
    expect(fees('garage flake 4.60. disposal, flat fee 150.')).toEqual(['Disposal fee | 1 @ 150']);
  });
});
