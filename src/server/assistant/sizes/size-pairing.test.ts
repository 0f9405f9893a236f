import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { fillMissingRates, pairSizesWithRates, pricedSizesInClauses } from './size-pairing.ts';

const unpriced = { description: 'Flake system - Garage', useDimensions: false, length: null, width: null, quantity: 704, rate: 0 };

describe('fillMissingRates', () => {
  it.each([
    ['3 car gar 32x22 flake 4.7. cust dwayne', 4.7],
    ['garage 20 by 24, flake 5 even, plus', 5],
    ['21 ft 6 in by 24, 5 even a foot', 5],
    ['garage 22 x 32 flake 4.70', 4.7],
  ])('%s -> %s', (text, rate) => {
    expect(fillMissingRates(text, [unpriced])[0]!.rate).toBe(rate);
  });

  it('never takes the price paid before for this job', () => {
    for (const text of ['basement 22 x 32, we paid 3.10 a foot last time for the shop', 'garage 22 x 32, you did ours for 4.20 back then, now it is 4.65']) {
      expect(fillMissingRates(text, [unpriced])[0]!.rate).not.toBe(text.includes('4.65') ? 4.2 : 3.1);
    }
    expect(fillMissingRates('garage 22 x 32, you did ours for 4.20 back then, now it is 4.65', [unpriced])[0]!.rate).toBe(4.65);
    // 'not last year's' names the price before as the old one: the price before it stands.
    expect(fillMissingRates("garage 22 x 32, go with 4.65 (not last year's 4.20)", [unpriced])[0]!.rate).toBe(4.65);
  });

  it('never takes a size or a car count for a price', () => {
    expect(fillMissingRates('flake 3 car garage 22 x 32', [unpriced])[0]!.rate).toBe(0);
    expect(fillMissingRates('epoxy 24 x 30', [unpriced])[0]!.rate).toBe(0);
  });
});

describe('pricedSizesInClauses', () => {
  it('gives each room of a run-on dictation its own price', () => {
    const lanai = { description: 'Polyaspartic flake system - Lanai', useDimensions: true, length: 14, width: 22, quantity: 308, rate: 6.5 };
    const text = 'lanai 14 by 22 polyaspartic flake at 6.50 and the carport 18 by 20 also 6.50 |      half down';
    expect(pricedSizesInClauses(text, [lanai]).slice(1)).toEqual([
      { description: 'Carport', useDimensions: true, length: 18, width: 20, quantity: 360, rate: 6.5 },
    ]);
  });
});

describe('pairSizesWithRates: a scope list that names each floor system after its size', () => {
  const rates = (description: string, rate: number) => ({ description, useDimensions: false, length: null, width: null, quantity: 1, rate });

  it('gives each size to the one price of the system written after it, not to every price', () => {
    const text = 'Rates: metallic 8.40, polyaspartic 5.10.\nScope:\n- Showroom - 30 x 40 - metallic, gray\n- Service lane - 14 x 50 - polyaspartic flake\n';
    const paired = pairSizesWithRates(text, [rates('Metallic epoxy', 8.4), rates('Polyaspartic', 5.1)]).map((l) => [l.quantity, l.rate]);
    expect(paired).toEqual([
      [1200, 8.4],
      [700, 5.1],
    ]);
  });
});

describe('pricedSizesInClauses: a time of day is no price', () => {
  it("reads no price in 'walk-through 6/2 at 3 pm'", () => {
    const text = 'Cove along the back wall - 64 LF\nWalk-through 6/2 at 3 pm, bids due Friday';
    expect(pricedSizesInClauses(text, [])).toEqual([]);
  });
});

describe('pairSizesWithRates: words about the size name no room', () => {
  const flake = { description: 'Flake system', useDimensions: false, length: null, width: null, quantity: 1, rate: 4.8 };

  it("names the line by the one room the request names, not by 'Mine is about' or 'Size: It's'", () => {
    const text = 'Subject: basement floor\nHi, my neighbor had hers done. Mine is about 24 x 30, no cracks.';
    expect(pairSizesWithRates(text, [flake])[0]).toMatchObject({ description: 'Flake system - Basement', quantity: 720 });
    const twoRooms = 'Garage and the patio maybe later. Size: "It\'s 20 x 22"';
    expect(pairSizesWithRates(twoRooms, [flake])[0]).toMatchObject({ description: 'Flake system', quantity: 440 });
  });
});

describe('a size whose words right before it name no room', () => {
  const descriptions = (text: string) => extractDraftFromText(text).lineItems.map((l) => l.description);

  it('takes the room said earlier in its clause', () => {
    expect(descriptions('Solid 3.95 on both.\n\nFrom: a customer\nHi, we need a quote for the back porch (about 10 by 20) and the mudroom right behind it (6 x 9). Thanks')[1]).toMatch(/Mudroom/);
    expect(descriptions('Flake 5.20 for both.\n\nHi, the garage is 22 x 24, and the laundry room off of it is maybe 8 x 10.')[1]).toMatch(/Laundry Room/i);
  });
});

describe('pricedSizesInClauses: rows at one price are rooms of their own', () => {
  it.each([
    ['Hollis Tool (Ray Hollis)\nwarehouse 30 x 60 - 2 coat 3.40\ntool crib 8x14 - 3.40\nexpansion joint 70 lf 4.00\n', [1800, 112, 70]],
    ['Dunmore Body Shop\npaint booth 20 x 30 - 3 coat 5.15\nwash rack - not this time\nmixing room 10 x 12 - 5.15\ntrench cut 45 lf 6.00\n', [600, 120, 45]],
  ])('%s', (text, quantities) => {
    const lines = extractDraftFromText(text).lineItems;
    expect(lines.map((l) => l.quantity).sort((a, b) => a - b)).toEqual([...quantities].sort((a, b) => a - b));
  });

  it('still leaves out a part of an area a line already holds', () => {
    const kitchen = { description: 'Kitchen', useDimensions: false, length: null, width: null, quantity: 780, rate: 12.1 };
    expect(pricedSizesInClauses('dish room 10 x 12 at 12.10', [kitchen])).toEqual([kitchen]);
  });
});

describe('pairSizesWithRates: places named with their sizes', () => {
  const priced = { description: 'Flake system', useDimensions: false, length: null, width: null, quantity: 1, rate: 5.25 };

  it("names each size by the words written with it and makes a line for each like room ('three stalls (each 12 x 14)')", () => {
    const text = 'Please quote the wash area, which is 20 x 24, and three stalls (each 12 x 14).';
    expect(pairSizesWithRates(text, [priced]).map((l) => [l.description, l.quantity])).toEqual([
      ['Flake system - Wash Area', 480],
      ['Flake system - Stalls', 168],
      ['Flake system - Stalls', 168],
      ['Flake system - Stalls', 168],
    ]);
  });

  it('keeps one size said for two places named apart', () => {
    const text = 'Unit 5 garage is 12 x 20 and Unit 6 garage is also 12 x 20.';
    expect(pairSizesWithRates(text, [priced]).map((l) => [l.description, l.quantity])).toEqual([
      ['Flake system - Unit 5 Garage', 240],
      ['Flake system - Unit 6 Garage', 240],
    ]);
  });
});

describe('pairSizesWithRates: one area said twice', () => {
  it("reads 'Floor area is 2,400 sq ft (one open room, 40 x 60)' as one area, by its sides", () => {
    const priced = { description: 'Solid color epoxy', useDimensions: false, length: null, width: null, quantity: 1, rate: 3.2 };
    expect(pairSizesWithRates('Floor area is 2,400 sq ft (one open room, 40 x 60).', [priced]).map((l) => [l.length, l.width, l.quantity])).toEqual([[40, 60, 2400]]);
  });
});

describe('pairSizesWithRates: a bare price after linear work in the office note', () => {
  it("prices the length the message gives ('cove 11.' over 'cove base along all of it, maybe 140 LF')", () => {
    const text = 'Office: quartz 6.20, cove 11.\n\nWe want the lab done (20 x 30) with cove base along all of it, maybe 140 LF.';
    const priced = { description: 'Quartz system', useDimensions: false, length: null, width: null, quantity: 1, rate: 6.2 };
    expect(pairSizesWithRates(text, [priced]).map((l) => [l.quantity, l.rate])).toEqual([
      [600, 6.2],
      [140, 11],
    ]);
    expect(pairSizesWithRates(text, [priced])[1]!.description).toBe('Cove base');
  });
});

describe('pairSizesWithRates: the system written after a size and a comma', () => {
  it("gives 'Wash room: 20' x 30', urethane cement 3/8\"' and '2 offices totaling 240 SF, novolac' to the price of each system ('U/C 11.40')", () => {
    const draft = extractDraftFromText(
      'Office: U/C 11.40, novolac 7.25.\n\nFrom: Pat Ruiz <pat@gcbuild.example>\nPlease quote the plant:\n  Wash room: 20\' x 30\', urethane cement 3/8"\n  Lab offices: 2 offices totaling 240 SF, novolac\nThanks',
    );
    expect(draft.lineItems.map((l) => [l.description, l.quantity, l.rate])).toEqual([
      ['Urethane cement - Wash Room', 600, 11.4],
      ['Novolac epoxy - Offices', 240, 7.25],
    ]);
  });
});

describe("pairSizesWithRates: a form's label for the customer's words names no room", () => {
  const solid = { description: 'Solid color epoxy', useDimensions: false, length: null, width: null, quantity: 1, rate: 3.9 };

  it('names the line by the room the form gives elsewhere, not by the label or the office note', () => {
    const text = 'Office - solid 3.90\n\nService type: Basement\nComments from customer: "30 x 28, some cracks"';
    expect(pairSizesWithRates(text, [solid])[0]).toMatchObject({ description: 'Solid color epoxy - Basement', quantity: 840 });
  });
});

describe('fillMissingRates: one price said for every floor', () => {
  it("prices every floor left at 0 with the one price said 'all areas' / 'for everything'", () => {
    const floor = (description: string, quantity: number) => ({ description, useDimensions: false, length: null, width: null, quantity, rate: 0 });
    const three = [floor('Epoxy - Kennel', 300), floor('Epoxy - Grooming Room', 120), floor('Epoxy - Hall', 90)];
    expect(fillMissingRates('Office: novolac 8.60 for everything.\nKennel 300 sf, grooming room 120 sf, hall 90 sf', three).map((l) => l.rate)).toEqual([8.6, 8.6, 8.6]);
    expect(fillMissingRates('Office: flake 4.90 all areas', three).map((l) => l.rate)).toEqual([4.9, 4.9, 4.9]);
    // Without such words a lone price is the first floor's only.
    expect(fillMissingRates('Office: flake 4.90', three).map((l) => l.rate)).toEqual([4.9, 0, 0]);
  });
});

describe('pricedSizesInClauses: naming', () => {
  it('names a sentence about the floor by its room, not by its words', () => {
    expect(pricedSizesInClauses('We need the basement done. It is roughly 20 ft by 25 ft. You quoted our other store $3.80/sf for the solid epoxy', []).map((l) => [l.description, l.quantity, l.rate])).toEqual([['Epoxy floor coating - Basement', 500, 3.8]]);
  });
  it("keeps a clause's own words as its name", () => {
    expect(pricedSizesInClauses('Lanai 14 by 22 flake at 6.50', []).map((l) => l.description)).toEqual(['Lanai flake']);
  });
});

describe('where a place is, said after it', () => {
  it('is no part of its name', () => {
    const lines = extractDraftFromText("Flake 5.65 on both.\n\nI'd like a price on our garage, 22 x 24, and the golf cart bay beside it, 10 x 12.").lineItems.map((l) => l.description.toLowerCase());
    expect(lines.some((d) => d.includes('golf cart bay') && !d.includes('beside'))).toBe(true);
  });
});

describe('rates said room by room in one sentence, sizes said apart with a room left out', () => {
  const cases: [string, [string, number, number][]][] = [
    ['Hallway quartz 6.10, locker room quartz 6.80. Net 30.\n\nFrom: Coach Dale\nThe hallway is 8 x 60 and the locker room is 24 x 30. The gym (50 x 80) stays wood.', [['Hallway', 480, 6.1], ['Locker Room', 720, 6.8]]],
    ['Shop flake 4.30, showroom flake 5.60 - per Vic.\n\n> our shop is 40 x 40, showroom is 20 x 30, and the old paint booth is 12 x 24 but leave that', [['Shop', 1600, 4.3], ['Showroom', 600, 5.6]]],
    ['Garage flake 4.85, patio flake 5.40. Std dep.\n\nFrom: Ann Lee\nThe garage is 24 x 24. Patio is 12 x 16. The driveway (20 x 40) we will leave for now.', [['Garage', 576, 4.85], ['Patio', 192, 5.4]]],
  ];
  it.each(cases)('%s', (text, wanted) => {
    const lines = extractDraftFromText(text).lineItems;
    expect(lines.map((l) => [l.description.split(' - ').at(-1), l.quantity, l.rate])).toEqual(wanted);
  });
});
