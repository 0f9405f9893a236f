import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { roomsPricedInNote } from './note-priced-rooms.ts';

const line = (description: string, length: number | null, width: number | null, quantity: number, rate: number) => ({ description, useDimensions: length !== null, length, width, quantity, rate });
const rows = (text: string, lines: ReturnType<typeof line>[] = []) => roomsPricedInNote(text, lines).map((l) => [l.description, l.quantity, l.rate]);

describe('roomsPricedInNote: the office prices the rooms the message sizes', () => {
  it('gives each room the note names its line, and a room said to be the same the price before it', () => {
    const text = 'Office: sunroom 6.40 metallic, mudroom same. -Pat\n\nHello! We want the sunroom done (it is 12 x 16) and the mudroom by the back door, 6 x 10.';
    expect(rows(text)).toEqual([
      ['Metallic epoxy - Sunroom', 192, 6.4],
      ['Metallic epoxy - Mudroom', 60, 6.4],
    ]);
  });

  it('reads the room before a bracket that gives its size in two ways', () => {
    const text = 'Bid note: gym 3.95 solid.\n\nOur school needs the old gym (roughly 5,000 sq ft, 50 x 100) coated this summer.';
    expect(rows(text)).toEqual([['Solid color epoxy - Old Gym', 5000, 3.95]]);
  });

  it('gives every room the reader left out the one price the note gives all of them', () => {
    const text = 'note: poly 7.80 all rooms\n\nThe tack room is 10 x 12 and the feed room 8 x 10.';
    expect(rows(text, [line('Polyaspartic - Tack Room', 10, 12, 120, 7.8)])).toEqual([
      ['Polyaspartic - Tack Room', 120, 7.8],
      ['Polyaspartic - Feed Room', 80, 7.8],
    ]);
  });

  it("gives the note's one price that names no room to the one sized room it leaves unnamed", () => {
    const text = 'Office: poly w/ chip 5.10/sf, pantry same rate. Thx\n\nHi! The laundry room is 12 x 14. The pantry off it is maybe 30 sq ft.';
    expect(rows(text, [line('Polyaspartic - Pantry', null, null, 30, 5.1)])).toEqual([
      ['Polyaspartic - Pantry', 30, 5.1],
      ['Flake system - Laundry Room', 168, 5.1],
    ]);
    // Two sizes the note leaves unnamed (the room, and the part of it under mats): no guess.
    const two = 'Office: solid 3.90, office same.\n\nThe shop is 40 x 50 but we keep mats over 10 x 20 of it. The office is 10 x 12.';
    expect(rows(two, [line('Solid color epoxy - Office', 10, 12, 120, 3.9)])).toEqual([['Solid color epoxy - Office', 120, 3.9]]);
    // A note that names no room at all is the one-floor reader's, not this one's.
    expect(rows('Office: flake 4.80.\n\nThe carport is 18 x 20.')).toEqual([]);
  });

  it('adds nothing for a room the note does not price, or one a line already has', () => {
    expect(rows('Office: garage 4.75 flake.\n\nGarage is 22 x 24, and the shed out back is 10 x 12.', [line('Flake system - Garage', 22, 24, 528, 4.75)])).toEqual([['Flake system - Garage', 528, 4.75]]);
    // Prices in more than one paragraph: no one note to read.
    expect(rows('porch 5.10\n\nporch 4.90 last year\n\nporch is 8 x 20')).toEqual([]);
  });
});

describe('a forwarded message under an office note of prices by room', () => {
  it('quotes the rooms of the message at the prices of the note, the counted work too', () => {
    const draft = extractDraftFromText('Office - deck 5.35 flake, walkway same, 3 steps @ 70.\n\n---------- Forwarded message ---------\nHi, can you quote the pool deck (about 16 x 30) and the walkway to it (4 x 25)? There are 3 steps down too.\nThanks, Imani');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [3, 70],
      [100, 5.35],
      [480, 5.35],
    ]);
  });
});

describe('roomsPricedInNote: the note below the message, and rooms it turns down', () => {
  it('reads a note at the bottom and prices no room the office will not do', () => {
    const text = "Hi, the carport is 18 x 20 and the driveway is about 20 x 50. Can you price both?\nThanks, Lou\n\n---\nOffice: carport 4.60 flake. We don't do driveways.";
    expect(rows(text)).toEqual([['Flake system - Carport', 360, 4.6]]);
  });
});
