import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { countedSizes } from './counted-sizes.ts';

const one = (length: number, width: number) => ({ description: 'Flake system - Exam rooms', useDimensions: true, length, width, quantity: length * width, rate: 6.25 });

describe('like rooms counted with the size of one', () => {
  it.each([
    ['exam rms 3 @ 10 x 12  flake 6.25', 10, 12, 360],
    ['4 offices @ 11x12, solid 3.90', 11, 12, 528],
    ['bays (2) @ 24 x 30 - 3.40', 24, 30, 1440],
  ])('%s', (text, length, width, quantity) => {
    expect(countedSizes(text, [one(length, width)])[0]!.quantity).toBe(quantity);
  });

  it('reads the whole note: the rooms times one size, the other floor as it is', () => {
    const draft = extractDraftFromText('Dental reno -- Kim Vo 503-555-0122\noperatories 4 @ 9 x 11  flake 6.40\nlobby 14x20 flake 6.40\n');
    expect(draft.lineItems.map((l) => l.quantity)).toEqual([396, 280]);
  });

  it('leaves a size with no count of rooms alone', () => {
    expect(countedSizes('exam room @ 10 x 12 flake 6.25', [one(10, 12)])[0]!.quantity).toBe(120);
  });
});

describe('places named one by one, then one size for each', () => {
  it.each([
    ["upstairs we're doing the boys' room and the girls' room, each one's 11 by 12, metallic at 7.25", ["Boys' Room", "Girls' Room"]],
    ['the laundry, pantry and mudroom, each about 7 x 9, solid color 4.15', ['Laundry', 'Pantry', 'Mudroom']],
  ])('%s', (text, places) => {
    const lines = extractDraftFromText(text).lineItems;
    expect(lines.map((l) => l.description.split(' - ')[1])).toEqual(places);
    expect(new Set(lines.map((l) => l.quantity)).size).toBe(1);
  });

  it('leaves a size said for a count of rooms to the count', () => {
    expect(extractDraftFromText('two guest baths, each 5 by 9, flake 5.30').lineItems.map((l) => l.quantity)).toEqual([45, 45]);
  });
});

describe('numbered places, then one size for all of them', () => {
  it.each([
    ['PM for Harbor Walk: apts 14 & 16 need their patios done. both 9 x 12. solid color 3.90', ['Apt 14', 'Apt 16']],
    ['the clinic wants suites 210, 212 and 214 done, they are all 12x15, quartz at 6.10', ['Suite 210', 'Suite 212', 'Suite 214']],
  ])('%s', (text, places) => {
    const lines = extractDraftFromText(text).lineItems;
    expect(lines.map((l) => l.description.split(' - ').at(-1))).toEqual(places);
    expect(new Set(lines.map((l) => l.quantity)).size).toBe(1);
  });

  it('leaves a size said for one numbered place alone', () => {
    expect(extractDraftFromText('unit 14 and the hallway, the unit is 9 x 12, solid color 3.90').lineItems.map((l) => l.quantity)).toEqual([108]);
  });
});

describe('a count in brackets before the size of each', () => {
  it.each([
    ['exam (3) 10 x 12 ea - epoxy 6.25', 10, 12, 360],
    ['stalls (x6) 9x12 each, urethane 6.25', 9, 12, 648],
  ])('%s', (text, length, width, quantity) => {
    expect(countedSizes(text, [one(length, width)])[0]!.quantity).toBe(quantity);
  });

  it('leaves a count in brackets without each alone', () => {
    expect(countedSizes('exam (3) 10 x 12 epoxy 6.25', [one(10, 12)])[0]!.quantity).toBe(120);
  });
});

describe('a count of rooms, the size of one and the total of them all', () => {
  it.each([
    ['three studios, each about 12 x 15 (540 sq ft total), urethane 7.10', 12, 15, 540],
    ['bays x3, 20x30 ea = 1,800 sf  epoxy 3.60', 20, 30, 1800],
    ['Two offices, 9x11 each (198 sf between them) - flake 4.40', 9, 11, 198],
  ])('%s', (text, length, width, quantity) => {
    const lines = countedSizes(text, [one(length, width)]);
    expect(lines.map((l) => [l.quantity, l.length, l.width])).toEqual([[quantity, null, null]]);
  });

  it('reads the total once when it was also read as a line of its own', () => {
    const total = { ...one(10, 10), useDimensions: false, length: null, width: null, quantity: 400 };
    const lines = countedSizes('booths x4, 10x10 ea = 400 sf flake 6.25', [one(10, 10), total]);
    expect(lines.map((l) => l.quantity)).toEqual([400]);
  });

  it('makes one line of the rooms read one by one under one name', () => {
    const lines = countedSizes('the two nurseries at 9 x 10 each, 180 sf in all', [one(9, 10), one(9, 10)]);
    expect(lines.map((l) => l.quantity)).toEqual([180]);
  });

  it('leaves the rooms alone when the total is not the count times the size, or no total is said', () => {
    for (const [text, length, width] of [['two offices, 9x11 each (200 sf total)', 9, 11], ['two offices, 9 x 11 each, flake 4.40', 9, 11], ['three bays 20x30 = 1,200 sf', 20, 30]] as const) {
      expect(countedSizes(text, [one(length, width)]).map((l) => l.quantity)).toEqual([length * width]);
    }
  });
});

describe('a count of rooms, the size of one and their total in any order', () => {
  it.each([
    ['Ann Roe 612-555-0150\nexam rms 1,080 sf total (3 @ 12x30) quartz 6.10', 1080, 6.1],
    ['Ann Roe 612-555-0150. kennels 10 @ 4x8 ... 320 sf all in, epoxy 5.25', 320, 5.25],
    ['Ann Roe 612-555-0150. the dorm rooms are 12x14 each (6 = 1008 sf), flake 4.90', 1008, 4.9],
    ['Ann Roe 612-555-0150\nsuites total 1,440 sf (four suites, 18 x 20 each) metallic 7.40', 1440, 7.4],
  ])('%s', (text, quantity, rate) => {
    expect(extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate, l.length])).toEqual([[quantity, rate, null]]);
  });

  it('keeps the other floors of the clause as they are', () => {
    const draft = extractDraftFromText('Ann Roe 612-555-0150. lobby 20x30, offices 10x10 each (4 = 400 sf), all quartz 6.10');
    expect(draft.lineItems.map((l) => l.quantity)).toEqual([600, 400]);
  });

  it('leaves a total that is not the count said times the size', () => {
    const lines = countedSizes('offices 10x10 each (2 coats) 400 sf', [one(10, 10)]);
    expect(lines.map((l) => l.quantity)).toEqual([100]);
  });
});

describe('the area of each of several rooms and their total said elsewhere', () => {
  it.each([
    ['Ann Roe 612-555-0150. 4 restrooms, 210 sf each, quartz\nOffice: 840 sf @ 6.75 then', 840, 6.75],
    ['Ann Roe 612-555-0150\n3 exam rooms 150 sq ft ea, 450 sf total, quartz 6.75', 450, 6.75],
    ['Ann: need two locker rooms done, each about 400 sf\nOffice: 800 sf at 4.25/sf then. Number?\nAnn: 612-555-0150', 800, 4.25],
  ])('%s', (text, quantity, rate) => {
    expect(extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate])).toEqual([[quantity, rate]]);
  });
});

describe("a size said for 'both' of a plural", () => {
  it('is the size of each of the two', () => {
    expect(extractDraftFromText('both guest baths are 6 by 9, metallic at 7.10').lineItems.map((l) => l.quantity)).toEqual([54, 54]);
    expect(extractDraftFromText('we have both carports, 18 by 20, solid color at 3.70 a foot').lineItems.map((l) => l.quantity)).toEqual([360, 360]);
  });

  it('leaves two places sized apart, priced for both, one line each', () => {
    expect(extractDraftFromText('carport 18x20 and the patio 10x12, solid color 3.70 for both').lineItems.map((l) => l.quantity)).toEqual([360, 120]);
  });
});

describe("a note's row of like rooms with the count before their name", () => {
  it.each([
    ['4 classrooms 25x30 ea  sealer 1.40', 25, 30, 3000],
    ['two bedrooms: 11 x 12 each - metallic 7.25', 11, 12, 264],
    ['(5) kennels 4 x 8 urethane 9.10', 4, 8, 160],
  ])('%s', (text, length, width, quantity) => {
    expect(countedSizes(text, [one(length, width)])[0]!.quantity).toBe(quantity);
  });

  it('leaves a count that is not of the rooms, or a size not said of each, alone', () => {
    expect(countedSizes('2 car garage 22x22 4.50', [one(22, 22)])[0]!.quantity).toBe(484);
    expect(countedSizes('we have 2 offices 10x12 and a lobby', [one(10, 12)])[0]!.quantity).toBe(120);
    expect(countedSizes('2.5 offices 10x12 each', [one(10, 12)])[0]!.quantity).toBe(120);
  });
});

describe('like rooms sized one by one, and their total said elsewhere', () => {
  it.each([
    ['Hi, we have 4 stalls each about 10 x 12 in the barn, can you coat them?\n\n[office: stalls 4 x 10x12 = 480 sf @ 5.10]', [480]],
    ['The two guest baths are 9 x 8 each, and the mudroom is about 8 x 10.\n\nOffice note: baths 2 x 72 = 144 sf, flake 5.25. mudroom 8x10 @ 5.25', [80, 144]],
    ['We need the five dorm rooms redone, each 11 x 13. Thanks!\n\n-- office: 5 rooms x 143 = 715 sq ft, solid 3.95', [715]],
    ['whiteboard\noffices 3 @ 9x10 ... 270 sf tot @ 6.20\nhall 6x30 @ 6.20', [270, 180]],
  ])('%s', (text, quantities) => {
    expect(extractDraftFromText(text).lineItems.map((l) => l.quantity)).toEqual(quantities);
  });

  it('keeps rooms read one by one when no total of them is said', () => {
    expect(extractDraftFromText('Three offices, 10 x 12 each, flake 4.50').lineItems.map((l) => l.quantity)).toEqual([120, 120, 120]);
  });

  it('keeps a room whose area only divides another line of the same price', () => {
    const lines = [
      { description: 'Urethane cement - Kitchen', useDimensions: true, length: 38, width: 20, quantity: 760, rate: 12.1 },
      { description: 'Urethane cement - Dish Room', useDimensions: true, length: 12, width: 10, quantity: 120, rate: 12.1 },
      { description: 'Urethane cement', useDimensions: false, length: null, width: null, quantity: 2400, rate: 12.1 },
    ];
    expect(countedSizes('BOH kitchen 38 x 20\nDish room 12 x 10\nDining 2,400 SF, 20 tables', lines)).toEqual(lines);
  });
});

describe('like rooms counted at the area of one, with their total', () => {
  const room = (quantity: number) => ({ description: 'Quartz - Locker rooms', useDimensions: false, length: null, width: null, quantity, rate: 6.1 });
  it.each([
    ['Locker rooms: 3 @ 90 sf = 270 sf, quartz 6.10', [90, 270]],
    ['Locker rooms     3 @ 90 sf       270 sf     quartz    $6.10', [90, 90, 90]],
    ['locker rooms 3 x 90 sq ft (270 sf) quartz 6.10', [90]],
  ])('%s', (text, quantities) => {
    expect(countedSizes(text, quantities.map(room)).map((l) => l.quantity)).toEqual([270]);
  });

  it('leaves rooms whose total is not the count times the area of one, and a count with no total', () => {
    expect(countedSizes('Locker rooms: 3 @ 90 sf = 300 sf, quartz 6.10', [room(90), room(300)]).map((l) => l.quantity)).toEqual([90, 300]);
    expect(countedSizes('Locker rooms: 3 @ 90 sf, quartz 6.10', [room(90)]).map((l) => l.quantity)).toEqual([90]);
  });

  it('reads the rooms and their count across a comma', () => {
    const draft = extractDraftFromText('Wash bays, 3 @ 20 x 40 - flake 4.60\nMarta Quist 555-555-0102');
    expect(draft.lineItems.map((l) => l.quantity)).toEqual([2400]);
  });
});

describe('like rooms counted as a factor before the size of one, with their total', () => {
  it("reads '3x 10x12 (360 sf)' as the three rooms, not a size of 3 by 10", () => {
    const draft = extractDraftFromText('Lobby 20x30 quartz 6.10, offices 3x 10x12 (360 sf) solid 4.50');
    expect(draft.lineItems.map((l) => l.quantity)).toEqual([600, 360]);
    expect(extractDraftFromText('Lobby 20x30 quartz 6.10, offices 3 x 10x12 = 360 sf solid 4.50').lineItems.map((l) => l.quantity)).toEqual([600, 360]);
  });

  it('leaves a size with a third figure and no total that says so', () => {
    // (Without the rooms' total the reader keeps what it read; the count is not guessed.)
    expect(extractDraftFromText('Lobby 20x30 quartz 6.10, offices 3x 10x12 solid 4.50').lineItems.map((l) => l.quantity)).not.toContain(360);
  });
});
