import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { roomsTakenBack } from './rooms-taken-back.ts';

const line = (room: string, length: number, width: number) => ({ description: `Flake system - ${room}`, useDimensions: true, length, width, quantity: length * width, rate: 4.5 });
const lines = [line('Garage', 24, 24), line('Laundry Room', 8, 10), line('Wash Stall', 10, 12)];
const rooms = (text: string) => roomsTakenBack(text, lines).map((l) => l.description.split(' - ')[1]);

describe('a room the request takes off the job', () => {
  it.each([
    // Said after the room, however far into the sentence.
    ["Laundry room 8x10 he'll get back to us on.", ['Garage', 'Wash Stall']],
    ['The laundry room off the kitchen is maybe 80 sf but its vinyl, leave it.', ['Garage', 'Wash Stall']],
    ['The wash stall my son will paint himself.', ['Garage', 'Laundry Room']],
    ["Wash stall - they'll seal it themselves, leave off.", ['Garage', 'Laundry Room']],
    ['and the laundry is out, it has a drain problem', ['Garage', 'Wash Stall']],
    ['The laundry room (8x10) is fine.', ['Garage', 'Wash Stall']],
    // A note row's own remark after it.
    ["laundry rm 8x10 - they'll put a rug down, NO coating", ['Garage', 'Wash Stall']],
    ['wash stall 10x12 - maybe next spring, NOT on this one', ['Garage', 'Laundry Room']],
    ['laundry 8x10 -- X (cust removed)', ['Garage', 'Wash Stall']],
    ['Wash stall 120 sf: not this job', ['Garage', 'Laundry Room']],
    ['laundry 8 x 10 - not now', ['Garage', 'Wash Stall']],
    // Said before it.
    ["She'll think about the 8x10 laundry room.", ['Garage', 'Wash Stall']],
    ['Actually no, leave the laundry off, she will call back.', ['Garage', 'Wash Stall']],
    ['Take the wash stall out for now.', ['Garage', 'Laundry Room']],
    // Left as it is, not on this job, taken off by the customer.
    ["Laundry room approx 80 sf - she'll leave that as is.", ['Garage', 'Wash Stall']],
    ['The wash stall stays as is.', ['Garage', 'Laundry Room']],
    ['laundry 8x10 - maybe in spring, NOT on this one', ['Garage', 'Wash Stall']],
    ['wash stall 10x12 -- X (cust removed)', ['Garage', 'Laundry Room']],
    ['Laundry room, owner nixed it.', ['Garage', 'Wash Stall']],
    ['Do the garage and the stall, skip the laundry.', ['Garage', 'Wash Stall']],
  ])('%s', (text, kept) => {
    expect(rooms(text)).toEqual(kept);
  });

  it('keeps the rooms when the words are about something else', () => {
    for (const text of [
      'Garage 24 x 24 is fine, go ahead at 4.50.',
      'She wants it in her name, not the garage business.',
      'Stalls stay rubber mats, not ours.',
      'Garage 24x24 flake, no coating on the walls, laundry 8x10 and wash stall 10x12 too',
      'laundry 8x10 - customer removed the rug already',
      'we don\'t do pool decks - only the garage, laundry and wash stall',
      // Every floor taken back: the request is read wrong, not empty.
      'Garage is out. Laundry room is out. Wash stall can wait.',
      // Kept as it stands: the words keep the room on the job.
      'Laundry room 8x10, keep it on the quote.',
      'Take the cars out of the garage before we start.',
      'Leave the wash stall open for us.',
    ]) expect(rooms(text)).toEqual(['Garage', 'Laundry Room', 'Wash Stall']);
  });
});

describe('a forwarded request whose rooms the office or the customer narrows', () => {
  it('drops the room the customer will do and keeps the priced one', () => {
    const draft = extractDraftFromText(
      [
        'Office: heavy urethane 7.40/sf. 5% off, 35 dep.',
        '',
        'From: Ravi Menon <ravi@example.com>',
        'Subject: kitchen floor',
        '',
        'We need the prep kitchen 20x24 done. The dry storage room 10x14 our maintenance guy will paint himself.',
        'Ravi Menon, 88 Pier Rd, Mobile, AL 36602, 251-555-0190',
      ].join('\n'),
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[480, 7.4]]);
  });

  it("drops a room the customer's note leaves for later", () => {
    const draft = extractDraftFromText(
      "Walk-in - Delia Ortiz, 555-201-0188, 14 Elm St, Salem, OR 97301. Shop 30x40 solid epoxy 3.80/sf. Paint booth 12x20 she'll get back to us on. Dep 40.",
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[1200, 3.8]]);
  });
});
