import { describe, expect, it } from 'vitest';
import { addOnForNamedRoom, countsForCountLines, countsSaidInProse, dropRepeatedLines, feesSaidInProse, nameAreasByTheirLines } from './line-repair.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const area = { description: 'Flake system - Garage', useDimensions: false, length: null, width: null, quantity: 576, rate: 5.1 };
const brief = (text: string, lines = [area]) => feesSaidInProse(text, lines).slice(1).map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('countsSaidInProse', () => {
  it.each([
    ['Floor sink cut-ins 2 @ $140 each', 'Floor sink cut-ins | 2 @ 140'],
    ['Also 1 sump pit cover @ 95. email: a@b.com', 'Sump pit cover | 1 @ 95'],
    ['drains (4) @ 90', 'Drains | 4 @ 90'],
    ['3 steps @ 150 flat', 'Steps | 1 @ 150'],
  ])('%s', (text, line) => {
    expect(brief(text)).toEqual([line]);
  });

  it("puts the request's own words on a count line the reader named generically", () => {
    const drain = { description: 'Drain', useDimensions: false, length: null, width: null, quantity: 2, rate: 350 };
    expect(countsSaidInProse('Trench drain repair 2 @ $350 each', [drain])[0]!.description).toBe('Trench drain repair');
  });

  it("names a count said 'N of them' by the thing said before it", () => {
    const draft = extractDraftFromText('the cold room is eighteen by twelve urethane cement at nine twenty five plus trench drain cutouts three of them at one fifty each her cell is five four one five five five oh one four two');
    expect(draft.lineItems.map((l) => [l.description, l.quantity, l.rate])).toContainEqual(['Trench drain cutouts', 3, 150]);
  });

  it('never reads a price per square foot or a size as a count', () => {
    expect(brief('garage 24 x 24 @ 5.10/sf')).toEqual([]);
    expect(brief('2 car garage @ 5.10')).toEqual([]);
    expect(brief('20% off @ 50')).toEqual([]);
  });
});

describe('feesSaidInProse', () => {
  it.each([
    ['remove old paint flat 300. |    ', 'Remove old paint | 1 @ 300'],
    ['removal of the old quarry tile flat 800 phone ;        ', 'Removal old quarry tile | 1 @ 800'],
    ['moving furniture flat 150 and', 'Moving furniture | 1 @ 150'],
  ])('%s', (text, line) => {
    expect(brief(text)).toEqual([line]);
  });
});

describe('identical lines', () => {
  const room = (description: string, length: number, width: number, rate: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate });

  it('names the n-th identical line after the n-th request line with that size', () => {
    const text = 'Classrooms (3) total 1650 sf - epoxy @ 5.15\nNorth bath 9 x 11 @ 5.90\nSouth bath 9 x 11 @ 5.90';
    const lines = [room('Epoxy floor coating - Classrooms', 9, 11, 5.9), room('Epoxy floor coating - Classrooms', 9, 11, 5.9)];
    expect(nameAreasByTheirLines(text, lines).map((l) => l.description)).toEqual(['Epoxy floor coating - North Bath', 'Epoxy floor coating - South Bath']);
  });

  it('keeps one line for a size said again, two for a size said once for two rooms', () => {
    const rec = room('Metallic epoxy - Basement Rec Room', 28, 22, 6.75);
    expect(dropRepeatedLines('rec room 28 by 22 he asked, but no just do the full 28 by 22 metallic at 6.75', [rec, rec])).toEqual([rec]);
    const locker = room('Quartz system - Locker Room', 18, 22, 6.4);
    expect(dropRepeatedLines('Unit 1: garage 28 x 22 flake 6.75\nUnit 2: garage 28 x 22 flake 6.75', [rec, rec])).toEqual([rec, rec]);
    expect(dropRepeatedLines("men's and women's locker rooms, each 18 by 22, quartz 6.40", [locker, locker])).toEqual([locker, locker]);
  });

  it("keeps one line for a size the office quotes back in a text thread, two for two customers' lines", () => {
    const bay = room('Quartz system - Wash Bay', 30, 18, 5.9);
    expect(dropRepeatedLines('Deshawn: wash bay is 30 by 18, can u quote\nOffice: Wash bay 30x18 quartz 5.90/sf. Address?', [bay, bay])).toEqual([bay]);
    expect(dropRepeatedLines('[2:14] need my wash bay done 30x18\n[2:20] Office: wash bay 30 x 18 at 5.90 quartz ok?', [bay, bay])).toEqual([bay]);
    expect(dropRepeatedLines('Deshawn: wash bay 1 is 30x18\nDeshawn: wash bay 2 is 30x18 too', [bay, bay])).toEqual([bay, bay]);
  });
});

describe('shorthand', () => {
  it("writes out 'mobil.' and reads 'steps, 2 of em'", () => {
    expect(brief('+ mobil. $300 (out of town)')).toEqual(['Mobilization fee | 1 @ 300']);
    const steps = { description: 'Steps', useDimensions: false, length: null, width: null, quantity: 1, rate: 75 };
    expect(countsForCountLines('and steps, 2 of em, 75 each', [steps])[0]!.quantity).toBe(2);
  });
});

describe('a coating left at 1 square foot', () => {
  it('goes when another line carries its rate with the real size', () => {
    const stray = { description: 'Metallic epoxy - Cafe', useDimensions: false, length: null, width: null, quantity: 1, rate: 6.95 };
    const real = { description: 'Front of house metallic', useDimensions: false, length: null, width: null, quantity: 720, rate: 6.95 };
    expect(dropRepeatedLines('', [stray, real])).toEqual([real]);
    expect(dropRepeatedLines('', [stray])).toEqual([stray]);
  });
});

describe('nameAreasByTheirLines, sizes at the end of a sentence', () => {
  const line = (length: number, width: number) => ({ description: 'Flake - Den', useDimensions: true, length, width, quantity: length * width, rate: 5 });
  it('names a line by the words before its size even when a full stop follows the size', () => {
    const text = 'Den 14x16, mud nook 6x8. Flake 5.00 for both.';
    expect(nameAreasByTheirLines(text, [line(14, 16), line(6, 8)]).map((l) => l.description)).toEqual(['Flake - Den', 'Flake - Mud Nook']);
  });

  it("names a size after '+' by its own words, and a second part of one area by the area", () => {
    const text = 'tack room 10x12 + feed alcove 4x6, and the wash rack is 2 pads 8x10 + 8x6';
    const lines = [line(10, 12), line(4, 6), line(8, 10), line(8, 6)].map((l) => ({ ...l, description: 'Flake - Barn' }));
    expect(nameAreasByTheirLines(text, lines).map((l) => l.description)).toEqual(['Flake - Tack Room', 'Flake - Feed Alcove', 'Flake - Wash Rack 2 Pads', 'Flake - Wash Rack 2 Pads']);
  });

  it('does not take words about the size for its name', () => {
    expect(nameAreasByTheirLines('the den, you measured it at 14x16.', [line(14, 16)])[0]!.description).toBe('Flake - Den');
  });

  it("names a size by the label before a colon, never by a form's words for the size", () => {
    const text = 'Locations to coat:\nSally port: 30\' x 40\'\nEvidence room: 12\' x 15\'';
    const lines = [line(30, 40), line(12, 15)].map((l) => ({ ...l, description: 'Urethane cement - Sally Port' }));
    expect(nameAreasByTheirLines(text, lines).map((l) => l.description)).toEqual(['Urethane cement - Sally Port', 'Urethane cement - Evidence Room']);
    expect(nameAreasByTheirLines('Approx. dimensions (per owner): 20 x 22', [line(20, 22)])[0]!.description).toBe('Flake - Den');
  });

  it('names a line made late in the reading after its own size, not the area of the line before', () => {
    const text = '> Hi, we are a yoga loft, two areas: main floor 40 x 30 and a practice room 12 x 18. Your estimator said $5.10/sf for the main floor and $4.80 for the practice room.\n> Ines Varga\n> 555-201-0177';
    expect(extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`)).toEqual(['Epoxy floor coating - Main | 1200 @ 5.1', 'Epoxy floor coating - Practice Room | 216 @ 4.8']);
  });
});

describe('nameAreasByTheirLines on the finished lines', () => {
  const line = (description: string, quantity: number, length: number | null = null, width: number | null = null) => ({ description, useDimensions: length !== null, length, width, quantity, rate: 6 });

  it('names a size said after a comma by the words before it', () => {
    const text = 'Also the boat ramp landing, 12 x 16.';
    expect(nameAreasByTheirLines(text, [line('Epoxy - Barn', 192, 12, 16)], true)[0]!.description).toBe('Epoxy - Boat Ramp Landing');
    expect(nameAreasByTheirLines(text, [line('Epoxy - Barn', 192, 12, 16)])[0]!.description).toBe('Epoxy - Barn');
  });

  it('of two lines with one area name, names the one whose area is said in square feet', () => {
    const text = 'the family room, 420 square feet, quartz at 6, and the mud room, 60 square feet, same price';
    const lines = [line('Quartz - Den', 420), line('Quartz - Den', 60)];
    expect(nameAreasByTheirLines(text, lines, true).map((l) => l.description)).toEqual(['Quartz - Family Room', 'Quartz - Mud Room']);
  });

  it('never takes a count or a reply for the name', () => {
    const text = 'exam rooms, 3 of them, 300 sf total. Yes please proceed 300 sf';
    const lines = [line('Quartz - Kennel', 300), line('Quartz - Kennel', 1200)];
    expect(nameAreasByTheirLines(text, lines, true)[0]!.description).toBe('Quartz - Kennel');
  });
});

describe('a count said after the thing, before its price', () => {
  it("reads 'the deck stairs, 7 @ 38' as 7 stairs", () => {
    const steps = { description: 'Steps', useDimensions: false, length: null, width: null, quantity: 1, rate: 38 };
    expect(countsForCountLines('Deck 12x16 solid @ 3.85, and the deck stairs, 7 @ 38.', [steps])[0]!.quantity).toBe(7);
  });
});

describe('nameAreasByTheirLines (late): a line named by its own words', () => {
  const sized = (description: string, length: number, width: number, rate: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate });

  it("renames 'Storage Room' to the note's 'Mower storage room' and a room named after the line above to its own", () => {
    const text = 'Clubhouse\nMower storage room 12 x 20 @ 3.90\nChemical room 8 x 10 @ 5.10 (sealed)';
    const named = nameAreasByTheirLines(text, [sized('Epoxy floor coating - Storage Room', 12, 20, 3.9), sized('Epoxy floor coating - Storage Room', 8, 10, 5.1)], true);
    expect(named.map((l) => l.description)).toEqual(['Epoxy floor coating - Mower Storage Room', 'Epoxy floor coating - Chemical Room']);
  });

  it('keeps a name that already has every telling word of the line', () => {
    const text = 'Back patio 12 x 16 @ 5.20';
    expect(nameAreasByTheirLines(text, [sized('Flake system - Back Patio', 12, 16, 5.2)], true)[0]!.description).toBe('Flake system - Back Patio');
  });
});

describe('a staircase priced as one piece', () => {
  const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

  it('is one line at the flat price, however many treads it has, named with the request\'s word', () => {
    expect(lines('Rec room 20 x 25 solid 3.90\n3 drain covers @ 85 ea\nbasement stairs (14 treads) - $420 flat')).toContain('Stairs | 1 @ 420');
    expect(lines('Garage 22x24 flake $5.40. Stairs 11 treads, $480 for the whole flight.')).toContain('Stairs | 1 @ 480');
    expect(lines('Lower level 700 sq ft metallic 8.25, treads x 9, $360 for the entire stair')).toContain('Stair treads | 1 @ 360');
  });

  it('still counts steps priced each', () => {
    expect(lines('Shop 30 x 40 solid 3.40. 4 steps at 60 each.')).toContain('Steps | 4 @ 60');
    expect(lines('Patio 12x16 flake 5.20\n2 sump covers @ 90 ea\n6 stairs @ 45')).toContain('Stairs | 6 @ 45');
  });
});

describe('a line priced by the foot whose lengths are said apart from its price', () => {
  const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

  it('sums the lengths said of that work in a sentence of their own', () => {
    expect(lines('Shop 40 x 50 solid 3.40, cove 9.75/lf.\nCustomer says the cove would run along two walls, 40\' and 50\'.')).toContain('Cove base | 90 @ 9.75');
    expect(lines('Epoxy 3.60, crack fill 5.50/lf.\nHi, the garage is 22 x 24. It has three cracks: roughly 8 ft, 6 ft and 11 ft.')).toContain('Crack repair | 25 @ 5.5');
  });

  it('leaves a sentence with a size or a price alone', () => {
    const crack = { description: 'Crack repair', useDimensions: false, length: null, width: null, quantity: 1, rate: 5.5 };
    expect(countsForCountLines('Crack fill 5.50/lf. The cracked slab is 10 ft x 12 ft.', [crack])[0]!.quantity).toBe(1);
    expect(countsForCountLines('Crack fill 5.50/lf. The cracks ran 4.00/ft at the last place, about 20 ft.', [crack])[0]!.quantity).toBe(1);
    expect(countsForCountLines('Crack fill 5.50/lf. The cracks: one 7 ft, one 5 ft.', [crack])[0]!.quantity).toBe(12);
  });
});

describe('a room named in words the vocabulary lacks', () => {
  const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

  it("names the one floor line after the one '<word> room' of the request", () => {
    expect(lines('Lodge trophy room 30 x 40, metallic 7.25/sf, 25% down.')).toEqual(['Metallic epoxy - Trophy Room | 1200 @ 7.25']);
    expect(lines('the sorting rm is about twenty by thirty, solid color at three eighty five')).toEqual(['Solid color epoxy - Sorting Room | 600 @ 3.85']);
  });

  it("names it after a stand, a booth or the front of the house said the same way", () => {
    expect(lines('the ticket booth is 8 x 10, epoxy 6.90/sf')).toEqual(['Epoxy floor coating - Ticket Booth | 80 @ 6.9']);
    expect(lines('the ticket booth is 6 x 8 epoxy 6.90/sf')).toEqual(['Epoxy floor coating - Ticket Booth | 48 @ 6.9']);
    expect(lines('Hi from Dana at the Blue Door cafe. Front of the house is 30x20. you said 7.10 for the urethane.')[0]).toMatch(/Front of the House \| 600 @ 7\.1/);
  });

  it('leaves the line alone when the room only points back or two rooms are named', () => {
    expect(lines('Flake 4.90 for the floor, 24 x 30, same room as before.')[0]).not.toMatch(/Same Room/);
    expect(lines('Solid 3.70 on 900 sq ft across the sorting room and the packing room.')[0]).not.toMatch(/Room/);
  });
});

describe('countsSaidInProse: a count and price after the thing they are for', () => {
  it("reads 'the cleanout cover, 2 @ 60' as two cleanout covers at 60", () => {
    expect(countsSaidInProse('Garage flake 4.80. He also needs the cleanout cover, 2 @ 60.', []).map((l) => [l.description, l.quantity, l.rate])).toEqual([['Cleanout cover', 2, 60]]);
  });
});

describe('nameAreasByTheirLines: what is no room name', () => {
  const names = (text: string) => extractDraftFromText(text).lineItems.map((l) => l.description);
  it("keeps the room when a person's name stands before the size", () => {
    expect(names('Basement - Marcus Delaney - 20x30 - 3.85 - 40%')).toEqual(['Epoxy floor coating - Basement']);
  });
  it('keeps the room when only its building tells two apart', () => {
    expect(names('Three storage rooms - Bldg 4 is 10 x 12, Bldg 5 is 10 x 14. Flake 4.95/sf.')).toEqual(['Flake system - Bldg 4 Storage Rooms', 'Flake system - Bldg 5 Storage Rooms']);
  });
  it("takes a sentence's hedge for no name: 'It's maybe 18 ft by 22 ft'", () => {
    expect(names("Hi there,\nOur workshop needs a new floor. It's maybe 18 ft by 22 ft. You charged my old landlord $4.40/sf for the metallic, we would like the same.")).toEqual(['Metallic epoxy - Workshop']);
  });
  it('names a line by the room said in such a sentence', () => {
    expect(names("The garage is 20 by 30. I'd also want the tool room done (10 by 12). Solid epoxy 3.90/sf for both.").map((d) => d.split(' - ')[1]?.toLowerCase())).toEqual(['garage', 'tool room']);
  });
});

describe("a text's 'its' before a size", () => {
  it('names no line', () => {
    const [line] = extractDraftFromText('hey can you do the garage at 5.10?\ndeal. its 22x22 remember').lineItems;
    expect(line?.description).toMatch(/Garage/);
  });
});

describe("a row's whole name", () => {
  const room = (description: string, length: number | null, width: number | null, quantity: number, rate: number) => ({ description, useDimensions: length !== null, length, width, quantity, rate });

  it('names a line by every word that opens its row before the size', () => {
    const text = 'maint. parts cage  12 x 16   epoxy 6.10\n02  Forklift aisles (3) ........ 2,250 SF ..... $2.95';
    const lines = [room('Epoxy floor coating - Cage', 12, 16, 192, 6.1), room('Epoxy floor coating - Aisles', null, null, 2250, 2.95)];
    expect(nameAreasByTheirLines(text, lines, true).map((l) => l.description)).toEqual(['Epoxy floor coating - Maint. Parts Cage', 'Epoxy floor coating - Forklift Aisles']);
  });

  it("keeps the reader's name for a person, a count of cars, a label cell, a sentence or words that add nothing", () => {
    const garage = [room('Flake system - Garage', 20, 24, 480, 4.7)];
    for (const text of ['Marisol Ortega garage 20x24 flake 4.70', '3 car garage 20 x 24 flake 4.70', 'Area   garage 20 x 24 flake 4.70', 'Denton. garage 20x24 flake 4.70', 'garage floor area 20 x 24 flake 4.70', 'redo the garage 20 x 24 flake 4.70']) {
      expect(nameAreasByTheirLines(text, garage, true).map((l) => l.description)).toEqual(['Flake system - Garage']);
    }
  });
});

describe('a fee after the work with a plus before its figure', () => {
  it("reads 'after hrs +350' and 'weekend crew +275' as fees", () => {
    expect(brief('garage 20 x 22 flake 4.60\nafter hrs +350')).toEqual(['After hrs | 1 @ 350']);
    expect(brief('garage 20 x 22 flake 4.60\nweekend crew +$275')).toEqual(['Weekend crew | 1 @ 275']);
  });
});

describe('like floors named by their system alone, each on a row of its own', () => {
  it("names the n-th such line by the n-th row that gives its size ('veg rm A' / 'veg rm B' over 'both novolac')", () => {
    const lines = extractDraftFromText('veg rm A  20 x 30\nveg rm B  20 x 30\n  both novolac 7.40\ndry rm 10 x 12 @ 6.10').lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);
    expect(lines).toEqual(['Novolac epoxy - Veg Rm A | 600 @ 7.4', 'Novolac epoxy - Veg Rm B | 600 @ 7.4', 'Epoxy floor coating - Dry Rm | 120 @ 6.1']);
  });
});

describe('an add-on said for one room only', () => {
  it("puts 'grinding at a dollar a foot, on the basement only' on the basement, not the last room sized", () => {
    const draft = extractDraftFromText(
      "she's got the finished basement and the laundry room. basement is thirty one by twenty four, laundry's nine by eleven, she wants the flake but the cheaper chip, four forty. there's old tile glue, figure grinding at a dollar a foot, on the basement only. phone is five oh two five five five oh one five eight",
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[744, 4.4], [99, 4.4], [744, 1]]);
  });

  it('leaves lines alone when the room named has no line of its own', () => {
    const line = (description: string, quantity: number, rate: number) => ({ description, useDimensions: true, length: null, width: null, quantity, rate });
    const lines = [line('Flake - Garage', 400, 4.5), line('Flake - Patio', 100, 4.5), line('Grinding - Patio', 100, 1)];
    expect(addOnForNamedRoom('grinding at 1, on the driveway only', lines)).toEqual(lines);
  });
});

describe('a flat price said with no name of its own after a long clause', () => {
  it.each([
    ['Jimmy called - just a recoat over the garage floor we did for him in 2019, flat $650.', 'Recoat over garage floor | 1 @ 650'],
    ['Carla texted: only a fresh clear coat on the shop floor that we put down last spring, lump sum $900.', 'Fresh clear coat on shop floor | 1 @ 900'],
  ])('%s', (text, line) => {
    expect(brief(text)).toEqual([line]);
  });
});
