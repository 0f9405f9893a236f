import { describe, expect, it } from 'vitest';
import { priceOnlySaidForFloors, pricesForUnpricedAreas, sameAsTheFloorBefore } from './unpriced-areas.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const floor = (description: string, length: number, width: number, rate: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate });
const rates = (text: string, lines: ReturnType<typeof floor>[]) => pricesForUnpricedAreas(text, lines).map((l) => `${l.description} @ ${l.rate}`);

describe('pricesForUnpricedAreas', () => {
  it('prices a floor said with the priced one', () => {
    const text = 'the mud room is 6 by 9 and the laundry 8 by 10, both in grey chip, 5.40';
    expect(rates(text, [floor('Flake - Mud Room', 6, 9, 5.4), floor('Flake - Laundry', 8, 10, 0)])).toEqual(['Flake - Mud Room @ 5.4', 'Flake - Laundry @ 5.4']);
  });

  it('prices a floor said after one sized in feet and inches, under one price for both', () => {
    const texts = [
      "Owner Dana Reyes. Kitchen 12'9\" x 15', laundry 6 x 7. Rate 6.40.",
      "Owner Dana Reyes. Mudroom 12' 9\" by 15', laundry 6 by 7. Quartz, 6.40 a foot.",
      'Owner Dana Reyes. the den is 12 ft 9 in x 15 ft and the laundry 6 x 7, metallic at 6.40',
      "Owner Dana Reyes. Office 15 x 12'9\", bath 6 x 7 - 6.40 solid",
    ];
    for (const text of texts) {
      const lines = extractDraftFromText(text).lineItems;
      expect(lines.map((l) => [l.quantity, l.rate]), text).toEqual([[191.25, 6.4], [42, 6.4]]);
    }
  });

  it("takes the price of the floor before it when the request says 'same' and floors have their own prices", () => {
    const text = 'Shop 30x40 quartz 5.95. Bathroom 6x8 solid 4.10. Hall 4x20 same.';
    const lines = [floor('Quartz - Shop', 30, 40, 5.95), floor('Solid - Bathroom', 6, 8, 4.1), floor('Hall', 4, 20, 0)];
    expect(rates(text, lines).at(-1)).toBe('Hall @ 4.1');
  });

  it('prices every floor listed on its own row under one price said for all', () => {
    const text = 'stall A 12x30\nstall B 12x30\nstall C 14x30\nchip 4.15 on all';
    const lines = [floor('Flake - Stall A', 12, 30, 4.15), floor('Flake - Stall B', 12, 30, 4.15), floor('Flake - Stall C', 14, 30, 0)];
    expect(rates(text, lines).at(-1)).toBe('Flake - Stall C @ 4.15');
    const aside = 'stall A 12x30 chip 4.15\nthe wash pad out back is 14 x 30\nall work weekdays only';
    expect(rates(aside, [floor('Flake - Stall A', 12, 30, 4.15), floor('Wash pad', 14, 30, 0)]).at(-1)).toBe('Wash pad @ 0');
  });

  it('prices every floor of a thread whose one price is given as the one to use', () => {
    const text = 'Porch still 12 x 16. The shed is 10 x 10 now, I measured again. Go ahead with the 3.85 you mentioned.\n> porch is running 3.85/sf';
    const lines = [floor('Flake - Porch', 12, 16, 3.85), floor('Flake - Shed', 10, 10, 0)];
    expect(rates(text, lines).at(-1)).toBe('Flake - Shed @ 3.85');
    // Two prices said: which one the shed takes is not known.
    const two = 'Porch still 12 x 16. The shed is 10 x 10 now, I measured again. Go ahead with the 3.85 you mentioned.\n> the shed would be 4.25';
    expect(rates(two, lines).at(-1)).toBe('Flake - Shed @ 0');
  });

  it('leaves a size said alone, which may be no work at all', () => {
    const text = 'Deck recoat 3.60/sf, deck is 20 x 30.\nThe hot tub pad next to it is 8 x 8, we are not touching it.';
    expect(rates(text, [floor('Deck', 20, 30, 3.6), floor('Hot tub pad', 8, 8, 0)]).at(-1)).toBe('Hot tub pad @ 0');
  });
});

describe('a floor with no price of ours, where the request says one price per square foot', () => {
  const rateOf = (text: string) => extractDraftFromText(text).lineItems.map((l) => l.rate);

  it("takes the customer's recollection or budget rather than leaving the floor at 0", () => {
    expect(rateOf('Hi, our break room is 16 x 20. My sister paid $5.85/sf for hers with you and we set that aside. Thanks, Lena 503-555-0147')).toEqual([5.85]);
    expect(rateOf('garage is 22x24, the flake you put in at the Hendersons, 4.90 I think? call 417-555-0163')).toEqual([4.9]);
  });

  it('guesses nothing when two prices are said, or a price by the foot of length', () => {
    const only = (text: string) => priceOnlySaidForFloors(text, [floor('Epoxy floor coating - Shop', 30, 40, 0)]).map((l) => l.rate);
    expect(only('Shop 30 x 40. One guy said $3.25/sf and another $3.90/sf.')).toEqual([0]);
    expect(only('Shop 30 x 40, they said about 9.50/lf for the cove.')).toEqual([0]);
    expect(only('Shop 30 x 40, a neighbour paid $3.60 a foot.')).toEqual([3.6]);
  });
});

describe("a floor said 'same' right after its size", () => {
  it('is priced like the floor before it, not by the coat said over both next', () => {
    const lines = extractDraftFromText('den 14 by 16 quartz at 6.10 and the hall 4 by 20 same quartz, then a sealer over all of it 304 square feet at 1.15').lineItems;
    expect(lines.map((l) => [l.quantity, l.rate])).toEqual([
      [224, 6.1],
      [80, 6.1],
      [304, 1.15],
    ]);
  });

  it('keeps a price that no other line takes', () => {
    const lines = [
      { description: 'Quartz - Den', useDimensions: true, length: 14, width: 16, quantity: 224, rate: 6.1 },
      { description: 'Flake - Hall', useDimensions: true, length: 4, width: 20, quantity: 80, rate: 4.9 },
    ];
    expect(sameAsTheFloorBefore('den 14 by 16 quartz 6.10, hall 4 by 20 same crew but flake 4.90', lines)).toEqual(lines);
  });
});

describe("a floor the office prices with 'same' in a sentence of its own", () => {
  const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => [l.description.split(' - ')[1], l.rate]);

  it('prices the floor whose words the sentence names, in English or Spanish', () => {
    expect(lines("Office: 4.40 sunroom and the shed same.\n\n> the sunroom is 12 x 16. There's also a potting shed out back, it's 8 x 10.")).toEqual([
      ['Sunroom', 4.4],
      ['Shed', 4.4],
    ]);
    expect(lines('Nota: 6.10 taller y bodega igual.\n\n> el taller mide 20 x 30. La bodega de al lado es como 10 x 12.').map(([, rate]) => rate)).toEqual([6.1, 6.1]);
  });
});
