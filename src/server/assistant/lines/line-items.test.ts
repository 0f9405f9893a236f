import { describe, expect, it } from 'vitest';
import { computeTotals } from '#shared/money/money.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

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
  it('reads no price in a time said in a sign-off or a drawing sheet on a scope', () => {
    const text = 'Office: bakery 16 x 20, urethane 10.90.\n\nHi, the bakery floor is due. Reach me any time after 3, we close at 6.\nScope: bakery floor per A3.2.';
    expect(lines(text)).toEqual([['Urethane cement - Bakery', 320, 10.9]]);
  });

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

describe('outbuildings, pens and a gallery', () => {
  it('names the line by them: kennel runs, fish houses, a gallery', () => {
    expect(lines('Glen Sandvik 218-555-0130 wants floors in the 6 fish houses hes building, 8x20 each, do all 6 as one line 960 sf @ 5.10')[0]![0].toLowerCase()).toContain('fish house');
    expect(lines('Tolland County Kennels\nkennel runs: 12 runs 4x10 ea = 480 sf\n  @ 7.25 (antimicrob. urethane)\ncenter aisle 6 x 50 @ 7.25')[0]![0].toLowerCase()).toContain('kennel run');
    expect(lines('Sage & Silver Fine Art\ncontact: Henrietta Vogel  505-555-0198\n605 Canyon Rd, Santa Fe 87501\nmain gallery 28 x 40  metallic (polished concrete look)  8.50')[0]![0].toLowerCase()).toContain('gallery');
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

describe("restrooms named by who uses them, and a price that ends its sentence", () => {
  it("names a line 'Men's' / 'Ladies' Room' / 'Womens Locker Room' and reads a price right before a full stop", () => {
    expect(lines("Ballpark concessions. Mens 12x15, womens 12x18, solid epoxy 5.85. Floor drains x2 @ 90 ea.")).toEqual([
      [expect.stringMatching(/mens/i), 180, 5.85],
      [expect.stringMatching(/womens/i), 216, 5.85],
      ['Floor drains', 2, 90],
    ]);
    const named = lines("Church hall: the men’s room is 10 x 14 and the ladies' room 10 x 16, quartz at 6.10/sf.").map(([d]) => d.toLowerCase());
    expect(named[0]).toContain("men's room");
    expect(named[1]).toContain("ladies' room");
  });

  it('reads a fee said aloud in hundreds once, and never the floor price of the same clause', () => {
    expect(lines("pole barn, thirty by forty, epoxy at three ten, and a trip charge because it's way out there, five fifty.")).toEqual([
      [expect.stringContaining('Pole Barn'), 1200, 3.1],
      [expect.stringMatching(/trip charge/i), 1, 550],
    ]);
    expect(lines("detached garage twenty two by twenty four, flake at four sixty, plus mobilization, it's a long haul, three twenty.")).toEqual([
      [expect.stringContaining('Garage'), 528, 4.6],
      ['Mobilization fee', 1, 320],
    ]);
  });

  it("drops a price someone else charged ('done by someone else for $4.80/sf') and keeps the office's", () => {
    const text = 'Workshop is 18 x 30. Last coat was done by somebody else at $4.80/sf and it flaked off.\nOffice: workshop - quartz 6.25. 40% dep.';
    expect(lines(text)).toEqual([[expect.stringContaining('Workshop'), 540, 6.25]]);
  });
});

describe('a length or count line restated without its figure', () => {
  it("keeps one cove line when a reply says 'cove still 11.50' over the quoted 'cove 96 lf at 11.50'", () => {
    const thread = 'Deal at 5.90 then.\n\n> best I can do is 5.90/sf on the garage, cove still 11.50.\n>> Garage 24 x 30 flake 6.20/sf, cove 96 lf at 11.50.';
    expect(lines(thread).filter(([d]) => /cove/i.test(d))).toEqual([['Cove base', 96, 11.5]]);
    const steps = 'Porch steps remain 70 each. Patio 12 x 14 quartz 6.10/sf, 3 steps @ 70 each.';
    expect(lines(steps).filter(([d]) => /step/i.test(d))).toEqual([['Steps', 3, 70]]);
  });
});

describe('units told apart by a letter or number, one size for each', () => {
  it("makes a line per unit: 'suites 3 & 4, each 20 x 30', 'sheds measure 10 x 12 each (lot 7 and lot 9)'", () => {
    expect(lines('Office park: the break rooms in suites 3 & 4, each 20 x 30, quartz @ 6.05.')).toEqual([
      [expect.stringMatching(/break room.*suite 3/i), 600, 6.05],
      [expect.stringMatching(/break room.*suite 4/i), 600, 6.05],
    ]);
    expect(lines('The sheds measure 10 x 12 each (lot 7 and lot 9). Solid epoxy at $3.90/sf.')).toEqual([
      [expect.stringMatching(/shed.*lot 7/i), 120, 3.9],
      [expect.stringMatching(/shed.*lot 9/i), 120, 3.9],
    ]);
  });

  it("makes a line for each of a count of like rooms, one line when they are summed, and a lone unit's size as one line", () => {
    expect(lines('2 restrooms, each 8 x 10, quartz 6.50/sf')).toEqual([
      [expect.stringContaining('Restroom'), 80, 6.5],
      [expect.stringContaining('Restroom'), 80, 6.5],
    ]);
    expect(lines('Both cabins have a porch, each 8 x 20. Flake 5.10/sf.')).toEqual([
      [expect.stringContaining('Porch'), 160, 5.1],
      [expect.stringContaining('Porch'), 160, 5.1],
    ]);
    expect(lines('3 offices, each 10 x 12, 360 sq ft in all, solid epoxy 3.90/sf')).toEqual([[expect.stringContaining('Office'), 360, 3.9]]);
    expect(lines('Garage at unit 12 is 12 x 22, flake 4.70/sf')).toEqual([[expect.stringContaining('Garage'), 264, 4.7]]);
  });
});

describe("a bare price said for every floor named before it ('5.40 both')", () => {
  it('prices each floor of a note whose price line names no system', () => {
    expect(lines('Kowalski job\n- mud rm 6x9 + laundry 7x8\n- 5.40 both\n- mob 125 LS')).toEqual([
      [expect.stringMatching(/mud ?r/i), 54, 5.4],
      [expect.stringMatching(/laundry/i), 56, 5.4],
      ['Mobilization fee', 1, 125],
    ]);
    expect(lines('Dale Pruitt wants the utility rm. 10 x 12, storage room 8 x 10 ... 3.85 for all of it')).toEqual([
      [expect.stringMatching(/utility rm/i), 120, 3.85],
      [expect.stringMatching(/storage room/i), 80, 3.85],
    ]);
  });
});

describe('a flat price said with no name of its own', () => {
  it('is named by the thing said just before it, not by the words around the figure', () => {
    const spoken = lines('shop is 30 by 40, epoxy at 3.20, and he wants the ramp too, just the little ramp, call it 180 flat. deposit half');
    expect(spoken[1]).toEqual([expect.stringMatching(/ramp/i), 1, 180]);
    const typed = lines('Garage 22x24 flake 4.70. Back landing too, just a flat $140 for that. 50% down.');
    expect(typed[1]).toEqual([expect.stringMatching(/back landing/i), 1, 140]);
    const note = lines('Kitchen 20 x 30 urethane $11.25; also patch the trench edge, flat $300.');
    expect(note[1]).toEqual([expect.stringMatching(/trench edge/i), 1, 300]);
  });
});

describe('figures that are no price of a line', () => {
  it("reads no line from a threshold ('bonds not required under $50,000', 'approval needed over $25,000')", () => {
    const text = 'Scope: Lobby 30 x 40, quartz $6.20/sf. Bonds not required under $50,000. Owner approval needed over $25,000.';
    expect(lines(text)).toEqual([[expect.stringContaining('Lobby'), 1200, 6.2]]);
  });

  it("gives a price per linear foot to the linear work right after it ('5.90/sf for the broadcast floor, 13.50/lf cove')", () => {
    const text = 'Office: use 5.90/sf for the moisture barrier + broadcast system, 13.50/lf cove.\nScope: Bakery 40 x 30; integral cove 140 LF. Site walk 3/4 at 10:30 AM.';
    expect(lines(text)).toEqual([
      [expect.stringContaining('Bakery'), 1200, 5.9],
      ['Cove base', 140, 13.5],
    ]);
  });
});

describe('a price of an earlier season', () => {
  it("takes the current price over 'last spring we had him at ...'", () => {
    expect(lines("Re-quote for Omar's shop, 30x40. Last fall we had him at 3.90, current price for that system is 4.25.")).toEqual([
      [expect.stringContaining('Shop'), 1200, 4.25],
    ]);
    expect(lines('Garage 20 x 24. The last quote was 4.40; flake is 4.75/sf now.')).toEqual([[expect.stringContaining('Garage'), 480, 4.75]]);
  });
});

describe('rooms priced by name, sizes said first', () => {
  it("gives 'patios $5.25/sq ft and porches $4.80' each room its own price", () => {
    const text = 'We want the back patio done, about 300 sq ft, and the front porch which is 8 x 20. Your flyer said porches $4.80/sq ft and patios $5.25.';
    expect(lines(text)).toEqual([
      [expect.stringContaining('Porch'), 160, 4.8],
      [expect.stringContaining('Patio'), 300, 5.25],
    ]);
  });

  it('never counts the house in brackets as a floor', () => {
    const text = 'We bought the house (built 1985, 1900 sq ft) and want the garage, 22 x 22, in flake at $4.60/sf.';
    expect(lines(text)).toEqual([[expect.stringContaining('Garage'), 484, 4.6]]);
  });
});

describe('a count, its thing and a bare price', () => {
  it("reads '+ 2 drains 90.' and '1 sump pit 120' as counted lines", () => {
    expect(lines('Ray Ortiz gar 22x22 flake 4.55 + 2 drains 90. half down')).toEqual([
      [expect.stringContaining('Garage'), 484, 4.55],
      [expect.stringMatching(/drain/i), 2, 90],
    ]);
    expect(lines('Nguyen basement\nbsmt 20 x 30 solid 3.70\n1 floor drain 95')).toContainEqual([expect.stringMatching(/drain/i), 1, 95]);
  });

  it("keeps a price 'for the lot' as one piece ('3 steps up to the porch, $150 for the lot')", () => {
    expect(lines('patio 12 by 14, flake at 5.40, 3 steps up to the porch, $150 for the lot, and 2 drains 80 apiece')).toContainEqual(['Steps', 1, 150]);
  });

  it('never reads the cents of a price above as a count of treads', () => {
    expect(lines('Bsmt 20 x 30 metallic @ 7.80\nStairs 14 treads @ 50 ea')).toContainEqual([expect.stringMatching(/tread|stair|step/i), 14, 50]);
    expect(lines('Bsmt 20 x 30 metallic @ 7.80\nStairs 14 treads @ 50 ea').filter(([, q, r]) => q === 1 && r === 14)).toEqual([]);
  });
});

describe("a unit's own number in its name", () => {
  it("names 'bay 3 12x24' and 'bay 4 12x26' apart, and never takes a size's first figure as a unit number", () => {
    expect(lines('can u quote bay 3 12x24 and bay 4 12x26, flake @ 4.95').map(([d, q]) => [d.replace(/^.* - /, ''), q])).toEqual([
      ['Bay 3', 288],
      ['Bay 4', 312],
    ]);
    expect(lines('the wash bay 14 x 30, urethane $9.40/sf')[0]).toEqual([expect.stringMatching(/Wash Bay$/), 420, 9.4]);
  });
});

describe('what tells like rooms apart, said before the room', () => {
  it("keeps 'Apt 2 patio' and 'Apt 5 patio' of one size apart, named by their units", () => {
    expect(lines('Both patios same size:\n* Apt 2 patio 10 x 14\n* Apt 5 patio 10 x 14\nflake 5.15 on each').map(([d, q]) => [d.replace(/^.* - /, ''), q])).toEqual([
      ['Apt 2 Patio', 140],
      ['Apt 5 Patio', 140],
    ]);
  });
  it("keeps the upper and lower decks of one size as two lines ('upper deck 8 x 16, lower deck 8 x 16')", () => {
    expect(lines('Two decks on the duplex - upper deck 8 x 16, lower deck 8 x 16. Poly 6.80.').map(([d, q]) => [d.replace(/^.* - /, ''), q])).toEqual([
      ['Upper Deck', 128],
      ['Lower Deck', 128],
    ]);
    expect(lines('3rd floor balcony 5 x 12 and the 4th floor balcony 5 x 12, poly at 7.10')).toHaveLength(2);
  });
});

describe("a size at the end of a scope line, and the next line's inches", () => {
  it("reads \"Storage 10' x 12'\" over '- 4\" integral cove, 180 LF' as 10 x 12", () => {
    const text = "Quartz 6.10/sf, cove 12.00/lf.\nScope:\n - Lobby, 400 SF total\n - Storage 10' x 12'\n - 4\" integral cove, 180 LF";
    expect(lines(text)).toContainEqual([expect.stringContaining('Storage'), 120, 6.1]);
  });
});

describe('counts said after the thing, prices said apiece or even', () => {
  it("reads 'the back steps, 3 of em, 70 apiece' and 'six even' for the floor", () => {
    expect(lines("her patio, 14 by 16, 6 even, and she wants the back steps redone, 3 of em, 70 apiece. that's it")).toEqual([
      [expect.stringContaining('Patio'), 224, 6],
      ['Steps', 3, 70],
    ]);
  });
});

describe('rooms priced by the words right after the price', () => {
  it("gives '$5.90/sf for the restrooms and $7.25 for the showers' each its rooms, with the women's named by the men's", () => {
    const text = "We picked the quartz for the restrooms only. The men's restroom is 10 x 12 and the women's is 10 x 14. Also the showers, about 90 sq ft total.\n\nYou quoted $5.90/sf for the restrooms and $7.25 for the showers.";
    expect(lines(text)).toEqual([
      [expect.stringMatching(/men's restroom/i), 120, 5.9],
      [expect.stringMatching(/women's restroom/i), 140, 5.9],
      [expect.stringMatching(/shower/i), 90, 7.25],
    ]);
  });
});

describe("a price about someone else between a size and our price", () => {
  it("keeps the size for our price ('Approx size: 28 x 22' ... 'another company quoted $3,100' ... 'flake 4.40')", () => {
    const form = 'Approx size: about 28 x 22\nComments: Got a quote from another company for $3,100 last year, never went ahead.\nEstimator: flake 4.40, deposit per usual.';
    expect(lines(form)).toEqual([[expect.stringMatching(/flake/i), 616, 4.4]]);
  });

  it("reads a budget range as one figure that is not ours ('Budget: $4,000 - $6,000')", () => {
    const lead = 'Office: garage flake 4.60/sf.\nGarage is about 24 x 24.\nBudget: $4,000 - $6,000';
    expect(lines(lead)).toEqual([[expect.stringContaining('Garage'), 576, 4.6]]);
  });
});

describe("the writer's 'Office:' label and the stair's own word", () => {
  it("names the line by the room the note prices, not 'Office', and keeps 'stair treads'", () => {
    const text = 'Office: metallic 7.20 for the studio, treads 50 ea.\n\nHi, we are turning the garage into a dance studio, about 18 by 24, plus the 9 stair treads going up to it.';
    expect(lines(text)).toEqual([
      [expect.stringMatching(/studio/i), 432, 7.2],
      ['Stair treads', 9, 50],
    ]);
  });
});

describe('a counted piece priced at the end of its sentence', () => {
  it("reads 'and there's 1 step down into the sunroom, 70.' as one step at 70", () => {
    expect(lines("the den is 14 by 18, flake at 4.90. and there's one step down into the sunroom, seventy. call her back")).toContainEqual(['Steps', 1, 70]);
  });
});

describe("'both' said of the system, not of the price", () => {
  it("prices 'both quartz, the pantry at seven because it's tiny, the kitchen at five forty' room by room", () => {
    const text = 'pantry six by eight and the kitchen three hundred square feet both quartz pantry at $7 because its tiny kitchen at 5.40 thanks';
    expect(lines(text)).toEqual([
      [expect.stringMatching(/pantry/i), 48, 7],
      [expect.stringMatching(/kitchen/i), 300, 5.4],
    ]);
  });
});

describe('a count said before a unit word in the singular', () => {
  it("makes a line for each unit when the size is said 'each' of the units in the plural", () => {
    expect(lines('3 stall horse barn, stalls are 10 x 12 each, flake 5.10')).toEqual([
      ['Flake system - Stalls', 120, 5.1],
      ['Flake system - Stalls', 120, 5.1],
      ['Flake system - Stalls', 120, 5.1],
    ]);
    expect(lines('a two-unit duplex, units 20x30 each, solid 3.25').map((l) => l[1])).toEqual([600, 600]);
  });

  it('never multiplies a size not said for each', () => {
    expect(lines('the 2 car garage, 24 x 24, flake 5')).toEqual([['Flake system - Garage', 576, 5]]);
  });
});

describe("a room said 'same size' as the room before it", () => {
  it('is a line of its own with that size', () => {
    expect(lines('Wash bay A 16x30, wash bay B same size, both quartz 5.90. Mob 200.')).toEqual([
      ['Quartz system - Wash Bay', 480, 5.9],
      ['Quartz system - Wash Bay', 480, 5.9],
      ['Mobilization fee', 1, 200],
    ]);
    expect(lines('Unit 3 garage 20 x 22, unit 4 garage same dimensions, solid 3.45.').map((l) => [l[1], l[2]])).toEqual([[440, 3.45], [440, 3.45]]);
    expect(lines('Garage 22x24 and the shop the same size, solid 3.50 for both.').map((l) => l[1])).toEqual([528, 528]);
  });

  it("never copies a size across a sentence ('same size as last year')", () => {
    expect(lines('Garage 22x24, flake 5.10. Same size as last year.').map((l) => l[1])).toEqual([528]);
  });
});

describe('a counted thing with its count in brackets, then a bare price', () => {
  it.each([
    ['Kim Vo 503-555-0122\ngarage 20x22 flake 4.90\nsteps (3) 65\n', 3, 65],
    ['Ray Ortiz 503-555-0144\nshop 30 x 40 solid 3.60\ndrains (2) - 140\n', 2, 140],
    ['Lou Baird 503-555-0166\nbasement 24x30 metallic 7.25\nrisers (4) 40\n', 4, 40],
  ])('%s', (text, count, rate) => {
    const lines = extractDraftFromText(text).lineItems;
    expect(lines.some((l) => l.quantity === count && l.rate === rate)).toBe(true);
    expect(lines).toHaveLength(2);
  });
});

describe("the request's own words for the work", () => {
  it("names a sealer said as 'seal' and a drain by its kind", () => {
    expect(lines('barn slab 30x50, grind and seal @ 1.20/sf. 3 shower drains at $85 each')).toEqual([
      ['Clear sealer - Barn Slab', 1500, 1.2],
      ['Shower drains', 3, 85],
    ]);
  });

  it('names a flat price for linear work after the work, not after the words in brackets', () => {
    expect(lines('Warehouse 50 x 40, epoxy 3.10/sf; joint repair (all the saw cuts) $650 flat.')).toEqual([
      ['Epoxy floor coating - Warehouse', 2000, 3.1],
      ['Joint filling', 1, 650],
    ]);
  });

  it("reads cents written without the leading zero ('@ .90', '$.75/lf')", () => {
    expect(lines('Line stripes 220 lf @ .90 and cove 60 lf at $.75/lf')).toEqual([
      ['Line striping', 220, 0.9],
      ['Cove base', 60, 0.75],
    ]);
  });

  it("prices counted work by the foot when the length is what is said ('floor drain trench 18 lf @ 40')", () => {
    expect(lines('Shop 30x30 solid 3.50. Trench for the floor drain, 18 lf @ 40')).toEqual([
      ['Solid color epoxy - Shop', 900, 3.5],
      ['Trench floor drain', 18, 40],
    ]);
  });

  it("keeps a price said 'all in' for the lot when the count comes after it", () => {
    expect(lines('Patio 12x14 flake 5.60. The porch stairs are $450 all in (7 risers).')).toEqual([
      ['Flake system - Patio', 168, 5.6],
      ['Stairs', 1, 450],
    ]);
  });
});

describe('like rooms said with one size each, beside other rooms', () => {
  it("makes a line for each like room when another room shares the price ('the 3 guest rooms, each 12 x 14')", () => {
    expect(lines('Lobby 20 x 30 and the 3 guest rooms, each 12 x 14. Quartz 6.10/sf for all of it.').map(([, q, r]) => [q, r])).toEqual([
      [600, 6.1],
      [168, 6.1],
      [168, 6.1],
      [168, 6.1],
    ]);
  });

  it("reads the count after the rooms it counts ('locker rooms 2 @ 300 sf each')", () => {
    expect(lines('Locker rooms 2 @ 300 sf each, flake 5.40.').map(([, q, r]) => [q, r])).toEqual([
      [300, 5.4],
      [300, 5.4],
    ]);
  });
});

describe('the price of the floor in play said again', () => {
  it('is no second line when the quoted message restates it without a size of its own', () => {
    expect(lines('Shop is 30 x 40, go ahead at $3.40/sf solid.\n\n-----Original Message-----\nattached is the estimate at $3.40.')).toEqual([['Solid color epoxy - Shop', 1200, 3.4]]);
  });
});

describe("a price for counted work said with 'total'", () => {
  it("is the price of the lot ('4 risers $220 total')", () => {
    expect(lines('porch 10x12 flake 5.30 / 4 risers $220 total')).toEqual([
      ['Flake system - Porch', 120, 5.3],
      ['Stair risers', 1, 220],
    ]);
  });
});

describe("a web form's square feet", () => {
  it("reads 'Sq ft (est.): 480' as the area and never a ZIP above the label", () => {
    expect(lines('City: Ogden  ZIP: 84401\nSq ft (est.): 480\nFinish: quartz\nOffice: quartz 6.10/sf')).toEqual([['Quartz system', 480, 6.1]]);
  });

  it("never takes a thread's 'Office:' after its time ('[3:05] Office:') for a room", () => {
    const thread = '[3:01] 555-0100: Hi its Rosa, want a price on my studio floor\n[3:02] Office: size?\n[3:09] 555-0100: 20x25\n[3:11] Office: 5.10 flake';
    expect(lines(thread).map(([d]) => d)).not.toContainEqual(expect.stringMatching(/office/i));
  });
});

describe("like rooms priced 'as one line' beside another room", () => {
  it('makes one line of the like rooms and keeps the other room apart', () => {
    expect(lines('Quote 3 offices (each 10 x 12) and the lobby (12 x 20). Quartz 5.90/sf, offices as one line, lobby same.').map(([, q, r]) => [q, r])).toEqual([
      [360, 5.9],
      [240, 5.9],
    ]);
  });
});

describe("rooms whose plural ends in 'ies'", () => {
  it("names the line 'Pantries', not the room said before them", () => {
    expect(lines('Kitchen 20x24 quartz 6.50/sf. The 2 pantries, each 6 x 8, quartz 6.50/sf too.').map(([d]) => d)).toEqual([
      'Quartz system - Kitchen',
      'Quartz system - Pantries',
      'Quartz system - Pantries',
    ]);
  });
});

describe("a sized price after a sentence that names only cove or steps", () => {
  it('is a floor line, not the cove', () => {
    expect(lines('Garage 20x22 flake 4.90/sf. Add cove along the back wall. Storage room 10x12 @ 3.80.')).toEqual([
      ['Flake system - Garage', 440, 4.9],
      ['Epoxy floor coating - Storage Room', 120, 3.8],
    ]);
  });
});

describe("a slash spaced as a list separator", () => {
  it("is no 'per': 'solid 3.75 / stair treads (12) @ 55' keeps the floor's size", () => {
    expect(lines('Basement 20x30 solid 3.75 / stair treads (12) @ 55')).toEqual([
      ['Solid color epoxy - Basement', 600, 3.75],
      ['Stair treads', 12, 55],
    ]);
  });
});

describe('a floor system said right after its price', () => {
  it("prices the floor, not the steps said before ('patio 12x20 + 4 steps' then '6.10 quartz, steps 65 ea')", () => {
    expect(lines('Tom: patio 12x20 + 4 steps\nAna: price?\nTom: 6.10 quartz, steps 65 ea.')).toEqual([
      ['Quartz system - Patio', 240, 6.1],
      ['Steps', 4, 65],
    ]);
  });
});

describe('the price the writer settles on', () => {
  it("reads 'the spring price of 3.90 ended - use 4.20' as 4.20", () => {
    expect(lines('Shop 30 x 40. He has the spring price of 3.90 but that ended in May - use 4.20.')).toEqual([['Epoxy floor coating - Shop', 1200, 4.2]]);
  });
});

describe("prices that are not this job's", () => {
  it("reads no line from a sum by the month or a lead service's fee", () => {
    expect(lines('Shop owner Dale Pike, 555-310-2210. Rent on the unit is $1,850/mo, not our concern. Shop floor 30 x 40, flake 4.40.')).toEqual([['Flake system - Shop', 1200, 4.4]]);
    expect(lines('Jo - 2 car @ 4.95 please.\n\nLead from HomeFinder\nCustomer: Ana Ruiz\nComments: "two car garage, about 20 by 22"\nReferral fee: $38.50')).toEqual([['Epoxy floor coating - Garage', 440, 4.95]]);
  });
});

describe('rooms named in words the list lacked', () => {
  it("names lines 'Hall Bath', 'Powder Room', 'Horse Barn Alley', 'Golf Cart Port'", () => {
    expect(lines('Upstairs hall bath 6x9 and the powder room 5x6, metallic 7.90 for both.')).toEqual([
      ['Metallic epoxy - Upstairs Hall Bath', 54, 7.9],
      ['Metallic epoxy - Powder Room', 30, 7.9],
    ]);
    expect(lines('please do 2.95 on the horse barn alley, 12 x 96')).toEqual([['Epoxy floor coating - Horse Barn Alley', 1152, 2.95]]);
    expect(lines('Garage 20x24 flake 4.70, and the golf cart port next to it, 9 by 12, same flake @ 4.70')).toEqual([
      ['Flake system - Garage', 480, 4.7],
      ['Flake system - Golf Cart Port', 108, 4.7],
    ]);
  });
});

describe('words of a sentence before a size, and a place under the stairs', () => {
  it("keeps the room's name over 'Still 26 x 24' and reads 'the under-stairs closet, flat $150' as the closet", () => {
    expect(lines('Office: garage 4.60.\n\nSounds good, book it. Still 22 x 24 like you measured.')).toEqual([['Epoxy floor coating - Garage', 528, 4.6]]);
    const closet = lines('- basement 20 x 30, solid 3.70\n- the storage under the stairs, flat $140');
    expect(closet).toHaveLength(2);
    expect(closet[1]![0]).not.toMatch(/^(?:steps|stairs)$/i);
    expect(closet[1]![0]).not.toMatch(/^-/);
    expect(closet[1]!.slice(1)).toEqual([1, 140]);
  });
});

describe('a price for the list under it', () => {
  it("prices each item of the list after 'all metallic @ 7.40:'", () => {
    expect(lines('Nadia Osei - 3 rooms, all metallic @ 7.40:\n- den 12x14\n- office 10x11\n* hall 4 x 20\nshe guessed 400 sf total, use the sizes')).toEqual([
      ['Metallic epoxy - Den', 168, 7.4],
      ['Metallic epoxy - Office', 110, 7.4],
      ['Metallic epoxy - Hall', 80, 7.4],
    ]);
  });
});

describe('a system added in brackets after its price', () => {
  it("reads 'Rate quoted: $4.15 (flake)' as the flake system's price", () => {
    expect(lines('New web lead\nName: Ben Ortiz\nArea: shop floor\nSquare footage: 900\nRate quoted: $4.15 (flake)\n')).toEqual([['Flake system - Shop', 900, 4.15]]);
  });
});

describe('a plain colour said for the system', () => {
  it("reads 'just the gray' and 'plain grey' as the solid colour coat, not a colour of flake", () => {
    const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);
    expect(lines('the laundry room, 8 by 10, just the gray, 3.60')).toEqual(['Solid color epoxy - Laundry Room | 80 @ 3.6']);
    expect(lines('the back hall, 4 by 20, plain grey at 3.60')).toEqual(['Solid color epoxy - Back Hall | 80 @ 3.6']);
    expect(lines('the garage 20 by 20, plain gray flake blend at 4.90')[0]).toMatch(/^Flake system/);
  });
});

describe('prices and the work said around them', () => {
  it('leaves work said after a price in its own sentence with that price', () => {
    expect(lines('Lobby 20x15 at 6.10/sf quartz w/ cove. Mechanical room 12x10 @ 3.95 plain gray.')).toEqual([
      ['Quartz system - Lobby', 300, 6.1],
      ['Solid color epoxy - Mechanical Room', 120, 3.95],
    ]);
  });

  it('reads a bare price said for the work named after it, between two sizes', () => {
    expect(lines('The showroom is 40 x 30. Your estimator said 5.15 for the flake system. Also the back hallway, 5 x 30, he quoted that at 6.40.')).toEqual([
      ['Flake system - Showroom', 1200, 5.15],
      ['Flake system - Back Hallway', 150, 6.4],
    ]);
  });

  it('keeps a price said first and settled later to the later one', () => {
    expect(lines('two car garage, twenty by twenty two. I told her 4.85 for the flake, she had a quote at 4.40, so we settled at 4.60.').map((l) => l[2])).toEqual([4.6]);
  });

  it("takes the size of each piece priced by the piece as no floor: '3 exam rooms @ $650/room flat (each ~9x10)'", () => {
    expect(lines('3 exam rooms @ $650/room flat (each ~9x10). Hallway 6 x 30 @ 5.80/sf.')).toEqual([
      ['Exam rooms', 3, 650],
      ['Epoxy floor coating - Hallway', 180, 5.8],
    ]);
  });

  it('knows a building\'s service rooms', () => {
    expect(lines('Mail room 10 x 12 and the electrical room 8 x 8, quartz 5.10/sf.').map((l) => l[0])).toEqual(['Quartz system - Mail Room', 'Quartz system - Electrical Room']);
  });
});

describe('what a place is for, said before it', () => {
  it("names the line with it ('cart barn', 'equipment shed')", () => {
    const lines = extractDraftFromText('Cart barn 50x70 solid epoxy 3.05. Equipment shed 20x30 solid epoxy 3.05.').lineItems.map((l) => l.description);
    expect(lines[0]).toMatch(/Cart Barn/);
    expect(lines[1]).toMatch(/Equipment Shed/);
  });
});

describe('rooms of churches, halls and production floors', () => {
  it.each([
    ['we talked about the basement fellowship room, about 1,400 square feet at 3.60', 'Basement Fellowship Room'],
    ['its the winery out past the river, the crush pad is 30 by 20, urethane cement at 10.40', 'Crush Pad'],
    ['the community room 24 x 30 solid color 3.85', 'Community Room'],
  ])('%s', (text, name) => {
    expect(extractDraftFromText(text).lineItems[0]?.description.toLowerCase()).toContain(name.toLowerCase());
  });
});

describe('concrete polishing named as the request says it', () => {
  it('keeps polished when the request writes polished', () => {
    expect(extractDraftFromText('retail floor 3100 sf, polished concrete 3.15/sf').lineItems[0]!.description).toMatch(/^Polished concrete/);
    expect(extractDraftFromText('we want the showroom polishing done, 3100 sf at 3.15').lineItems[0]!.description).toMatch(/^Concrete polishing/);
  });
});

describe('a count and its thing on one line', () => {
  it("counts no steps from the figure ending the line above ('1 LS 400' over 'steps 5 @ 60')", () => {
    const note = 'chapel 20 x 30 quartz 6.10\n  stage lip 1 LS 400\n  steps 5 @ 60';
    const lines = extractDraftFromText(note).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);
    expect(lines).toContain('Steps | 5 @ 60');
    expect(lines.some((l) => /stage lip/i.test(l) && l.endsWith('| 1 @ 400'))).toBe(true);
  });
});

describe("urethane said alone as a floor's system", () => {
  const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

  it('names urethane cement, not a default epoxy, and leaves a urethane top coat to the system under it', () => {
    expect(lines('Brewhouse is 20x30. Rate 9.60 (urethane, it sees boiling wort).')).toEqual(['Urethane cement | 600 @ 9.6']);
    expect(lines('The dish room is 12 x 15, urethane at 11.40 a foot.')).toEqual(['Urethane cement - Dish Room | 180 @ 11.4']);
    expect(lines('The garage is 20x20, flake with a urethane top coat, 4.90 a foot.')).toEqual(['Flake system with urethane top coat - Garage | 400 @ 4.9']);
  });

  it("keeps a system named right after one price with it when the next price only offers a new figure", () => {
    expect(lines('the bakery is 20 by 25. you had us at 11.25 a foot for the urethane, if you can do 10.90 we will sign')).toEqual(['Urethane cement - Bakery | 500 @ 10.9']);
  });
});

describe("a restaurant's front and back of house", () => {
  it('reads their sizes as rooms, not as the size of the premises', () => {
    expect(lines("ok new one, Hassan Bazzi, b a z z i, he owns the pastry shop on Warren. front of house is twenty five by eighteen, we're doing the metallic at eight fifty. back kitchen is fifteen by twenty, urethane cement, twelve twenty five.")).toEqual([
      ['Metallic epoxy - Front of House', 450, 8.5],
      ['Urethane cement - Back Kitchen', 300, 12.25],
    ]);
    // The house itself stays the premises.
    expect(lines('our house is 2,600 sq ft, the garage is 20 by 20, flake at 4.50').map((l) => l[1])).toEqual([400]);
  });
});

describe('a room where work is prepared', () => {
  it("reads 'the paint booth prep area' and 'the preparation room' as rooms, not as surface prep", () => {
    expect(lines('main shop floor sixty by forty industrial epoxy at four twenty five the paint booth prep area twenty by fourteen same price')).toEqual([
      ['Epoxy floor coating - Main Shop', 2400, 4.25],
      ['Epoxy floor coating - Paint Booth Prep Area', 280, 4.25],
    ]);
    expect(lines('The preparation room is 16 x 18 and needs a seamless floor; you quoted $9.85/sf')).toEqual([['Epoxy floor coating - Preparation Room', 288, 9.85]]);
    // Surface prep said as work still is.
    expect(lines('garage 20 x 20 flake 4.50, grind and prep 1.25/sf')[1]![0]).toMatch(/grinding/i);
  });
});

describe('things counted that are priced each', () => {
  it("keeps a count of stalls priced per piece, though a count of stalls alone is no quantity", () => {
    expect(lines('Parking deck 2000 sf at 3.10. Restripe 30 stalls at 22 apiece.')).toEqual([
      ['Epoxy floor coating - Parking Deck', 2000, 3.1],
      ['Restripe stalls', 30, 22],
    ]);
    expect(lines('Horse barn aisle 10x60 at 4.25, and 6 stalls @ $95 each')).toEqual([
      ['Epoxy floor coating - Horse Barn Aisle', 600, 4.25],
      ['Stalls', 6, 95],
    ]);
    expect(lines('Barn with 6 stalls, aisle 10x60 at 4.25')).toEqual([['Epoxy floor coating - Aisle', 600, 4.25]]);
  });
});

describe('prices said after the sizes, each naming its own work', () => {
  it.each([
    ["Kitchen is 19'6\" x 24'. Cove would be about 90 linear ft. On the phone you said 9.80 for the urethane cement and 14 a foot for the cove.", [[468, 9.8], [90, 14]]],
    ['The shop is 30 x 40 and the cove is about 120 lf. You quoted 5.25 for the flake and 12 a foot for the cove.', [[1200, 5.25], [120, 12]]],
    ['Garage 24x24 with 3 steps. Ok so 4.85 for the flake and 60 each for the steps.', [[576, 4.85], [3, 60]]],
    ["Basement 20 x 30, cove approx 100 ft. We'd do 12.50 a foot for the cove and 6.10 for the quartz.", [[100, 12.5], [600, 6.1]]],
  ])('%s', (text, want) => {
    expect(extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate])).toEqual(want);
  });
});

describe('a room placed by another room', () => {
  it('names the size after the room said first, not the room that only says where it is', () => {
    const cases: [string, RegExp][] = [
      ["Customer is Dale Brooks. kitchen is 30 by 16 urethane at 12.50. there's also the back hallway to the walk in, that's about 4 by 22, same price.", /Hallway/],
      ['Customer is Dale Brooks. warehouse 60 x 80 at 3.90. also the break room next to the office, that is 12 x 14, same price.', /Break Room/],
      ['Customer is Dale Brooks. garage 24 x 24 flake 4.50. the storage room behind the garage is 10 x 12, same.', /Storage Room/],
      ['Customer is Dale Brooks. lobby 20x30 quartz 6.40 and the closet off the lobby which is 4x6, same', /Closet/],
    ];
    for (const [text, name] of cases) {
      const second = lines(text)[1]!;
      expect(second[0], text).toMatch(name);
    }
  });
});

describe('an office note that prices each room said right after the price', () => {
  const note = [
    'Customer: Pinecrest Mini Storage. Flake 4.80 in the office, clear seal 1.05 on both hallways (1,800 sf together). 40% dep.',
    '',
    'From: Greta Sorensen',
    'Subject: Office + hallways',
    '',
    'Hi,',
    '',
    'We are redoing the front rental office (about 12 x 20) and the interior hallways in the heated building, two hallways, each 6 x 150.',
    '',
    'Greta Sorensen | Site Manager',
  ].join('\n');

  it("names the price by the room after it ('4.80 in the office'), not by a room of the sentence before", () => {
    const read = lines(note);
    expect(read.map(([, q, r]) => [q, r])).toEqual([
      [240, 4.8],
      [1800, 1.05],
    ]);
    expect(read[0]![0]).toMatch(/office/i);
  });

  it('keeps the room said before a price when none is said after it', () => {
    const read = lines('Office: mudroom flake 5.60, cellar solid 3.75.\n\nMudroom is 8 x 10 and the cellar is about 700 sq ft.');
    expect(read.map(([d, q, r]) => [/mudroom/i.test(d) ? 'mudroom' : /cellar/i.test(d) ? 'cellar' : d, q, r])).toEqual([
      ['mudroom', 80, 5.6],
      ['cellar', 700, 3.75],
    ]);
  });
});
