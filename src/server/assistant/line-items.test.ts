import { describe, expect, it } from 'vitest';
import { computeTotals } from '#shared/money/money.ts';
import { extractDraftFromText } from './embedded-extractor.ts';

/** [description, quantity, rate] per line, through the whole embedded pipeline. */
const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => [l.description, l.quantity, l.rate] as const);
const total = (text: string) => {
  const draft = extractDraftFromText(text);
  return computeTotals({ lineItems: draft.lineItems, discountRate: draft.discountRate, depositPercentage: draft.depositPercentage }).total;
};

describe('line items by area', () => {
  it('multiplies length by width, with feet and inches', () => {
    const [line] = extractDraftFromText('Basement workshop 18 ft 6 in x 22 ft, solid color epoxy at $4.35/sq ft').lineItems;
    expect(line).toEqual({ description: 'Solid color epoxy - Basement Workshop', useDimensions: true, length: 18.5, width: 22, quantity: 407, rate: 4.35 });
  });

  it('takes a stated area and writes the system and room into the description', () => {
    expect(lines('the patio is about 240 square feet, quartz at $6.95 a square foot')).toEqual([['Quartz system - Patio', 240, 6.95]]);
  });

  it('gives every system on one floor its own line with the same area', () => {
    expect(lines('Main floor 60 ft x 35 ft:\n- Grinding and prep at $1.45 per sq ft\n- Metallic epoxy at $8.80 per sq ft\n- Moisture barrier $2.10/sf')).toEqual([
      ['Diamond grinding and surface prep', 2100, 1.45],
      ['Metallic epoxy', 2100, 8.8],
      ['Moisture vapor barrier', 2100, 2.1],
    ]);
  });

  it('keeps several rooms apart, each with its own price', () => {
    expect(lines('Garage 26x26 and the side patio 12x16. Garage in polyaspartic flake $5.90/sf, patio in quartz $6.80/sf.')).toEqual([
      ['Polyaspartic flake system - Garage', 676, 5.9],
      ['Quartz system - Side Patio', 192, 6.8],
    ]);
  });

  it('matches prices to rooms named after them', () => {
    expect(lines('The garage is 24x24 and the patio 12x12. $5.25 per square foot for the garage and $6.95 for the patio.')).toEqual([
      ['Epoxy floor coating - Garage', 576, 5.25],
      ['Epoxy floor coating - Patio', 144, 6.95],
    ]);
    expect(lines('2-car garage 20x20 + storage room 10x12. Flake $5.50/sf for the garage, solid epoxy $4.25/sf for the storage room.')).toEqual([
      ['Flake system - Garage', 400, 5.5],
      ['Solid color epoxy - Storage Room', 120, 4.25],
    ]);
  });

  it('splits rooms priced together unless asked for one line or given a total', () => {
    expect(lines('back porch 12 x 26 and the front stoop 6 x 8, both in flake at $7.05/sq ft')).toEqual([
      ['Flake system - Back Porch', 312, 7.05],
      ['Flake system - Front Stoop', 48, 7.05],
    ]);
    expect(lines('kitchen 30 x 22 and dish room 12 x 10, 780 sq ft in all, urethane cement at $12.50/sf')).toEqual([['Urethane cement - Kitchen & Dish Room', 780, 12.5]]);
    expect(lines('two wash bays, each 15 by 35, urethane cement at $10.50/sf, one line')).toEqual([['Urethane cement - Wash Bays', 1050, 10.5]]);
  });

  it('repeats the previous line for a room said to be the same', () => {
    expect(lines('garage 21 x 21 chip at $5.50 a square foot and the laundry room 8 by 10 same chip same price')).toEqual([
      ['Chip flake system - Garage', 441, 5.5],
      ['Chip flake system - Laundry Room', 80, 5.5],
    ]);
  });
});

describe('line items by length, count and flat fee', () => {
  it('prices cove, cracks and stem walls by the linear foot', () => {
    expect(lines('plus 130 ft of cove base at $14.50/ft, crack fill 25 lf 7.00, stem wall about 72 feet at 6.25 a foot')).toEqual([
      ['Cove base', 130, 14.5],
      ['Crack repair', 25, 7],
      ['Stem wall coating', 72, 6.25],
    ]);
  });

  it('counts steps and drains', () => {
    expect(lines('three steps down to the yard at $90 per step; steps x4 @ $85 ea; trench drain 2 @ $450 ea')).toEqual([
      ['Steps', 3, 90],
      ['Steps', 4, 85],
      // The request's own words name the line.
      ['Trench drain', 2, 450],
    ]);
  });

  it('takes fees as one unit, wherever the price is said', () => {
    expect(lines('plus a $350 mobilization fee; trip $175; mob fee 200; a trip charge of two hundred dollars')).toEqual([
      ['Mobilization fee', 1, 350],
      ['Trip charge', 1, 175],
      ['Mobilization fee', 1, 200],
      ['Trip charge', 1, 200],
    ]);
  });

  it('prices by the linear foot whatever is not a coating, when said "a foot"', () => {
    expect(lines('trench drain repair sixty feet at fifteen a foot, and the trip charge he wanted waived but we are charging two hundred')).toEqual([
      ['Trench drain repair', 60, 15],
      ['Trip charge', 1, 200],
    ]);
  });

  it('describes work it has no name for with the words used', () => {
    expect(lines('Trench drain edges 140 lf @ $18/lf')).toEqual([['Trench drain edges', 140, 18]]);
  });
});

describe('what is not a line item', () => {
  it('ignores prices paid somewhere else', () => {
    expect(lines('garage 34 by 22, flake $5.25 a square foot. My brother-in-law paid $3.99 somewhere else.')).toEqual([['Flake system - Garage', 748, 5.25]]);
    expect(lines('garage twenty two by twenty one, flake at five sixty but her friend got a quote for six twenty somewhere else so we are good at five sixty')).toEqual([
      ['Flake system - Garage', 462, 5.6],
    ]);
  });

  it('gives words about another company to the price they are about, in a run-on dictation', () => {
    expect(
      lines('garage twenty four by twenty four she wants the flake at five sixty she said another company quoted her four ninety nine but she likes our reviews and crack repair thirty feet at eight a foot'),
    ).toEqual([
      ['Flake system - Garage', 576, 5.6],
      ['Crack repair', 30, 8],
    ]);
  });

  it('reads spoken sizes and prices in context', () => {
    expect(lines('warehouse eighty by one twenty solid epoxy at two sixty five a square foot and line striping about six hundred feet at a dollar thirty a foot')).toEqual([
      ['Solid color epoxy - Warehouse', 9600, 2.65],
      ['Line striping', 600, 1.3],
    ]);
  });

  it('ignores car counts, dates, list numbers, machines and the size of the house', () => {
    const text =
      'We have a 3-car garage, 24 x 36, with 4 CNC machines. Our house is 2,600 square feet but only the garage needs doing.\n1) Flake - $5.45/sq ft\nDone by May 1st, within 30 days.';
    expect(lines(text)).toEqual([['Flake system - Garage', 864, 5.45]]);
  });

  it('never turns a dollar deposit, a customer total or a price said as a sum into a line', () => {
    expect(lines('garage 24x24 flake at $5.25 a square foot. That is 576 sq ft, so $3,024. $500 deposit, $200 off.')).toEqual([['Flake system - Garage', 576, 5.25]]);
  });

  it("keeps a price whose next line starts with a word like 'mil.' (a military discount, not a coating's mils)", () => {
    expect(lines('carport 20 x 20 @ 4.25\nmil. disc 5%')).toEqual([['Epoxy floor coating', 400, 4.25]]);
  });

  it('takes a later restatement of a price as a correction, not a new line', () => {
    expect(lines('garage 20 by 20 flake at $5.30 a square foot; she upgraded, so $5.65')).toEqual([['Flake system - Garage', 400, 5.65]]);
  });

  it('makes an unpriced line at 0 when a room and system are given without a price', () => {
    expect(lines('garage 24x24 flake, price to follow')).toEqual([['Flake system - Garage', 576, 0]]);
  });
});

describe('totals through the money code', () => {
  it('computes the draft total from the lines, discount and deposit', () => {
    expect(total('gar 24x26 poly flake $6.05/sf; cove 76 lf @ $9; 10% off')).toBe('4013.28');
  });
});

describe('a count priced for the lot', () => {
  it.each([
    ['patio 10x12 chip 5.25 + the 3 porch steps, flat $150 for all of them', 1, 150],
    ['garage 20x20 flake 4.80, and 2 drains at 90 each', 2, 90],
  ])('%s', (text, quantity, rate) => {
    expect(lines(text).map(([, q, r]) => [q, r])).toContainEqual([quantity, rate]);
  });
});

describe('prices per piece and fees with hyphenated names', () => {
  it('reads "apiece" as a price per piece and keeps an after-hours fee its whole name', () => {
    expect(lines('patio 10x12 chip 5.25 plus 3 steps at 55 apiece')).toContainEqual(['Steps', 3, 55]);
    expect(lines('shop 30x40 quartz 5.80 and a $400 after-hours fee').map(([d]) => d)).toContain('After-hours fee');
  });
});

describe('rooms named by the words a farm, a shop or a clinic uses for them', () => {
  it('names each line by its room: a milk house, a vestibule, a back room, an outdoor pad, a walk-in', () => {
    const text = 'Dairy barn job. The milkhouse is 12 by 18 and the tack room 10 by 10, urethane cement at 9.25 for both.';
    expect(lines(text).map(([d]) => d.toLowerCase())).toEqual([expect.stringContaining('milkhouse'), expect.stringContaining('tack room')]);
    const shop = 'Deli: the back room 10x14 solid epoxy 4.40, the front vestibule 6x8 at 4.40, outdoor kitchen pad 10x12 flake 5.10';
    const names = lines(shop).map(([d]) => d.toLowerCase());
    expect(names[0]).toContain('back room');
    expect(names[1]).toContain('vestibule');
    expect(names[2]).toContain('outdoor kitchen pad');
  });
});

describe('a room added on its own, priced by a sentence that covers all of them', () => {
  it("gives 'also the wash room 8x10' the one price said 'for both', and leaves an added room alone without one", () => {
    const thread = "Hi, shop floor needs redoing, it's 20 x 40. You said polyaspartic 6.10 a while ago, still ok? also the wash room 8x10\nMe: yes 6.10 holds for both";
    expect(lines(thread)).toEqual([
      [expect.stringContaining('Shop'), 800, 6.1],
      [expect.stringContaining('Wash Room'), 80, 6.1],
    ]);
    const noCover = "Shop floor is 20 x 40, polyaspartic 6.10. Also the wash room 8x10, we'll decide on that later.";
    expect(lines(noCover).filter(([, q, r]) => q === 80 && r === 6.1)).toEqual([]);
  });
});
