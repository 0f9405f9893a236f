import { describe, expect, it } from 'vitest';
import { dropSkippedWork } from './skipped-work.ts';

const line = (description: string, quantity: number, rate: number) => ({ description, useDimensions: false, length: null, width: null, quantity, rate });
const lines = [line('Quartz - Shop', 1200, 5.8), line('Cove base', 140, 11), line('Stair treads', 4, 60)];
const names = (text: string) => dropSkippedWork(text, lines).map((l) => l.description);

describe('dropSkippedWork', () => {
  it.each([
    ["ok let's leave out the cove, just the floor and the treads", ['Quartz - Shop', 'Stair treads']],
    ['Go ahead. Hold off on the stairs until spring.', ['Quartz - Shop', 'Cove base']],
    ['cove is not needed after all', ['Quartz - Shop', 'Stair treads']],
    ['actually leave the cove out, he will paint the walls', ['Quartz - Shop', 'Stair treads']],
    ['leave the stairs off for now', ['Quartz - Shop', 'Cove base']],
  ])('%s', (text, kept) => {
    expect(names(text)).toEqual(kept);
  });

  it('keeps every line when nothing is taken back, or when it would leave none', () => {
    expect(names('cove along the back wall please')).toHaveLength(3);
    expect(dropSkippedWork('skip the cove', [line('Cove base', 80, 9)])).toHaveLength(1);
  });
});

describe('work the customer answers no to in a thread', () => {
  it.each([
    ['Office: cove would be 11/lf\nCustomer: no cove thanks, and do the treads', ['Quartz - Shop', 'Stair treads']],
    ['no stairs, they are carpeted', ['Quartz - Shop', 'Cove base']],
    ['Shop only - no cove, no treads', ['Quartz - Shop']],
  ])('%s', (text, kept) => {
    expect(names(text)).toEqual(kept);
  });

  it("keeps work that a 'no' only asks or comments on", () => {
    expect(names('no cove price yet, can you send it?')).toHaveLength(3);
    expect(names('no stairs?')).toHaveLength(3);
    expect(names('no cove in the storage room, cove along the shop walls')).toHaveLength(3);
    expect(names('Shop 30x40, no cove at the overhead doors')).toHaveLength(3);
  });

  it('drops the work named with a word before it', () => {
    const named = [line('Quartz - Shop', 1200, 5.8), line('Front steps', 3, 70), line('Garage cove base', 60, 9)];
    expect(dropSkippedWork('can we skip the steps for now', named).map((l) => l.description)).toEqual(['Quartz - Shop', 'Garage cove base']);
    expect(dropSkippedWork('Customer: forget the cove', named).map((l) => l.description)).toEqual(['Quartz - Shop', 'Front steps']);
    expect(dropSkippedWork('skip the cove', [line('Quartz - Covered patio', 200, 5), line('Cove base', 40, 9)]).map((l) => l.description)).toEqual(['Quartz - Covered patio']);
  });
});

describe('work the office does not take on', () => {
  it("drops the line of what 'we don't do' and keeps the rest", () => {
    const lines = [
      { description: 'Flake system - Garage', useDimensions: true, length: 20, width: 22, quantity: 440, rate: 4.9 },
      { description: 'Flake system - Pool deck', useDimensions: true, length: 16, width: 40, quantity: 640, rate: 4.9 },
    ];
    expect(dropSkippedWork("Flake 4.90 on the garage - we don't do pool decks, let her know.", lines).map((l) => l.description)).toEqual(['Flake system - Garage']);
    expect(dropSkippedWork("We don't do that kind of financing. Flake 4.90 on both.", lines)).toHaveLength(2);
  });
});

describe('a room taken back', () => {
  it("drops the line of 'dropping the porch for now', keeps the others", () => {
    const rooms = [line('Flake system - Garage', 484, 4.6), line('Back porch', 160, 5.2), line('Steps', 3, 60)];
    expect(dropSkippedWork('He called back - dropping the porch for now. Garage + steps only.', rooms).map((l) => l.description)).toEqual(['Flake system - Garage', 'Steps']);
    expect(dropSkippedWork('Drop the keys in the mailbox when done.', rooms)).toHaveLength(3);
  });

  it('drops a room left off, not needed or left to wait, said aloud', () => {
    const rooms = [line('Flake system - Garage', 484, 4.6), line('Flake system - Mudroom', 80, 4.6)];
    for (const text of ['Actually, leave the mudroom off, she wants tile.', "hmm, we don't need the mudroom after all", 'the mudroom can wait till spring']) {
      expect(dropSkippedWork(text, rooms).map((l) => l.description)).toEqual(['Flake system - Garage']);
    }
    for (const text of ['leave the mudroom out of the garage door path', "don't need the mudroom ground twice"]) expect(dropSkippedWork(text, rooms)).toHaveLength(2);
  });

  it.each([
    'never mind the porch, the garage is what matters',
    'can you take the porch off the estimate?',
    'scratch the porch, money is tight',
    "we'll do the porch another time",
    'please remove the back porch from the quote',
    'leave off the porch',
  ])("drops the porch: '%s'", (text) => {
    const rooms = [line('Flake system - Garage', 484, 4.6), line('Back porch', 160, 5.2)];
    expect(dropSkippedWork(text, rooms).map((l) => l.description)).toEqual(['Flake system - Garage']);
  });

  it('keeps the room when the words take off something else or only schedule it', () => {
    const rooms = [line('Flake system - Garage', 484, 4.6), line('Back porch', 160, 5.2)];
    for (const text of ['take your shoes off in the porch please', "we'll do the porch later in the week", 'remove the old carpet in the porch first']) {
      expect(dropSkippedWork(text, rooms)).toHaveLength(2);
    }
  });

  it('drops work taken off in the same words', () => {
    expect(names('never mind the cove, and take the stairs off too')).toEqual(['Quartz - Shop']);
  });
});

describe('dropSkippedWork: rooms and sizes taken back in other words', () => {
  const line = (description: string, length: number | null, width: number | null, quantity: number, rate: number) => ({ description, useDimensions: length !== null, length, width, quantity, rate });

  it("drops the room after 'no coating in the ... after all' and 'not doing the ...'", () => {
    const lines = [line('Flake system - Garage', 20, 20, 400, 4.8), line('Epoxy floor coating - Mudroom', null, null, 80, 4.25)];
    expect(dropSkippedWork('Garage flake as agreed. No coating in the mudroom after all.', lines).map((l) => l.description)).toEqual(['Flake system - Garage']);
    expect(dropSkippedWork('Garage flake as agreed, and we are not doing the mudroom.', lines).map((l) => l.description)).toEqual(['Flake system - Garage']);
  });

  it("drops a size said in a sentence that takes it back ('a 3x6 landing too, skip that')", () => {
    const lines = [line('Flake system - Porch', 10, 14, 140, 5.2), line('Flake system - Landing', 3, 6, 18, 5.2)];
    expect(dropSkippedWork('Porch 10 x 14 flake 5.20. There is a 3x6 landing too, skip that.', lines).map((l) => l.description)).toEqual(['Flake system - Porch']);
  });
});

describe("dropSkippedWork: 'scratch that' right after a size", () => {
  const sized = (description: string, length: number, width: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate: 5.1 });
  const two = [sized('Quartz - Kitchen', 14, 20), sized('Quartz - Pantry', 6, 8)];
  it('drops the size a speaker scratches with no figure after it', () => {
    expect(dropSkippedWork('kitchen 14 by 20 quartz 5.10 and the pantry 6 by 8, uh, scratch that, they want to keep the pantry tile.', two).map((l) => l.description)).toEqual(['Quartz - Kitchen']);
    expect(dropSkippedWork('kitchen 14 by 20 quartz 5.10, pantry 6 by 8 - never mind that one.', two).map((l) => l.description)).toEqual(['Quartz - Kitchen']);
  });
  it('keeps it when a figure follows (that figure is the one meant) or the marker is not right after the size', () => {
    expect(dropSkippedWork('kitchen 14 by 20 quartz 5.10 and the pantry 6 by 8, scratch that, more like 6 by 9.', two)).toHaveLength(2);
    expect(dropSkippedWork('kitchen 14 by 20 and the pantry 6 by 8 in quartz, scratch that, they want flake.', two)).toHaveLength(2);
  });
});

describe("dropSkippedWork: 'leaving it'", () => {
  it("drops the size said in a sentence that ends 'leaving it' / 'leave that one alone'", () => {
    const sized = (description: string, length: number, width: number, rate: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate });
    const two = [sized('Flake - Garage', 22, 24, 4.6), sized('Flake - Shed', 10, 12, 4.6)];
    expect(dropSkippedWork('garage 22x24 flake 4.60. he mentioned the shed 10x12 but its gravel, leaving it.', two).map((l) => l.description)).toEqual(['Flake - Garage']);
    expect(dropSkippedWork('garage 22x24 flake 4.60. the shed 10x12 is dirt, leave that one alone for now.', two).map((l) => l.description)).toEqual(['Flake - Garage']);
    expect(dropSkippedWork('garage 22x24 and shed 10x12, flake 4.60, leaving it to you on the color.', two)).toHaveLength(2);
  });
});

describe('dropSkippedWork: rooms left for later or for others', () => {
  it("drops 'the storage room we'll do next spring' and 'the wash bay is by others'", () => {
    const three = [line('Quartz - Showroom', 1800, 6.1), line('Quartz - Storage Room', 200, 6.1), line('Quartz - Wash Bay', 400, 6.1)];
    const kept = (text: string) => dropSkippedWork(text, three).map((l) => l.description);
    expect(kept("Showroom 30x60, storage room 10x20 - the storage room we'll do next spring.")).toEqual(['Quartz - Showroom', 'Quartz - Wash Bay']);
    expect(kept('Showroom and wash bay 20x20 quoted; the wash bay is by others per GC.')).toEqual(['Quartz - Showroom', 'Quartz - Storage Room']);
  });
});

describe("dropSkippedWork: 'is next year'", () => {
  it("drops 'Storage room is next year, showroom only for now'", () => {
    const two = [line('Quartz - Showroom', 1800, 6.1), line('Quartz - Storage Room', 200, 6.1)];
    expect(dropSkippedWork('Showroom 30x60 quartz 6.10. Storage room is next year, showroom only for now.', two).map((l) => l.description)).toEqual(['Quartz - Showroom']);
  });
});

describe('dropSkippedWork: a place whose surface we do not coat', () => {
  const sized = (description: string, length: number, width: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate: 5.4 });
  const two = [sized('Flake - Pool Deck', 20, 30), sized('Flake - Front Walkway', 4, 35)];
  const kept = (text: string) => dropSkippedWork(text, two).map((l) => l.description);

  it.each([
    ['Front walkway is flagstone, we do not coat flagstone - deck only.'],
    ["the walkway out front is all brick tho so we can't do it"],
    ['Walkway is pavers -- not ours.'],
    ['the walkway is tile, leave it off the quote'],
  ])('%s', (text) => {
    expect(kept(text)).toEqual(['Flake - Pool Deck']);
  });

  it('keeps the place when nothing in its sentence turns it down', () => {
    expect(kept('The walkway is brick right now, can you coat over it? Deck 20x30 too.')).toHaveLength(2);
    expect(kept("The walkway is pavers. We don't do Saturdays.")).toHaveLength(2);
  });

  it("drops a size said in a row that says 'not ours'", () => {
    expect(kept('deck 20 x 30 flake 5.40\nwalkway 4 x 35 - stone, NOT ours')).toEqual(['Flake - Pool Deck']);
  });
});

describe('dropSkippedWork: the size said with a room taken back', () => {
  const sized = (description: string, length: number, width: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate: 4.7 });
  // The second line took its neighbour's name, as a web form's 'Project type: Garage' gives it.
  const two = [sized('Flake - Garage', 20, 21), sized('Flake - Garage', 5, 8)];
  it("drops the line of the size said with the room ('the mudroom next to the garage (5x8)')", () => {
    const text = 'Could you also look at the mudroom next to the garage (5x8)?\nOffice: flake 4.70. She would rather skip the mudroom for now.';
    expect(dropSkippedWork(text, two).map((l) => l.length)).toEqual([20]);
  });
  it('keeps a size said after a turn away from the room', () => {
    const text = 'she asked about leaving out the mudroom but no, just do the full 20 by 21, and the 5 by 8 too';
    expect(dropSkippedWork(text, two)).toHaveLength(2);
  });
});

describe('an office note leaving a room for later, right after it', () => {
  const sized = (description: string, length: number, width: number, rate: number) => ({ description, useDimensions: true, length, width, quantity: length * width, rate });
  it.each([
    ['Office: flake 4.75 on the garage (patio next spring).', ['Flake system - Garage']],
    ["Solid 3.90 on the basement. Laundry room not this year, they're redoing the plumbing.", ['Flake system - Garage']],
    ['Quote the garage - porch later.', ['Flake system - Garage']],
  ])('%s', (text, kept) => {
    const lines = [sized('Flake system - Garage', 22, 24, 4.75), sized('Flake system - Back Patio', 12, 18, 4.75), sized('Flake system - Laundry Room', 8, 10, 4.75), sized('Flake system - Front Porch', 6, 20, 4.75)];
    const left = dropSkippedWork(text, lines).map((l) => l.description);
    expect(left).toContain(kept[0]);
    expect(left).toHaveLength(3);
  });

  it('drops a line named after another room when the size said with the room left out is its size', () => {
    const text = "I'd also like the 10 x 20 gravel-side walkway done if it's cheap.\n\nOffice: 4.40 on the shop. Walkway not this year, they're regrading.";
    const lines = [sized('Epoxy - Shop', 30, 40, 4.4), sized('Epoxy - Shop', 10, 20, 4.4)];
    expect(dropSkippedWork(text, lines).map((l) => l.length)).toEqual([30]);
  });

  it("keeps a room said with 'next year' in a sentence about something else", () => {
    const lines = [sized('Flake system - Garage', 22, 24, 4.75), sized('Flake system - House', 30, 40, 4.75)];
    expect(dropSkippedWork("We're selling the house next year so we want it done right.", lines)).toHaveLength(2);
  });
});

describe('work the customer does not want', () => {
  it.each([
    ["I called him - he doesn't want the stairs done after all.", ['Quartz - Shop', 'Cove base']],
    ["They don't need any cove, it's going behind cabinets.", ['Quartz - Shop', 'Stair treads']],
    ['She does not want the stairs.', ['Quartz - Shop', 'Cove base']],
  ])('%s', (text, kept) => {
    expect(names(text)).toEqual(kept);
  });
});
