import { describe, expect, it } from 'vitest';
import { dropRestatedLines } from './restated-lines.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const line = (description: string, quantity: number, rate: number, length: number | null = null, width: number | null = null) => ({ description, useDimensions: length !== null, length, width, quantity, rate });
const brief = (text: string, lines: ReturnType<typeof line>[]) => dropRestatedLines(text, lines).map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('dropRestatedLines', () => {
  it('keeps one line for a size given in square feet and in length by width at once', () => {
    const lines = [line('Solid - Den', 300, 3.9), line('Solid - Den', 300, 3.9, 15, 20)];
    expect(brief('den, 300 sf (15 x 20), solid 3.90', lines)).toEqual(['Solid - Den | 300 @ 3.9']);
    expect(brief('den 15x20 = 300 sq ft, solid 3.90', lines)).toEqual(['Solid - Den | 300 @ 3.9']);
  });

  it('keeps one line for a size in feet and inches given with its square feet', () => {
    const lines = [line('Flake - Shop', 297.5, 4.5, 17.5, 17), line('Flake - Shop', 297.5, 4.5)];
    expect(brief(`shop 17'6" x 17' = 297.5 sf\nflake 4.50`, lines)).toEqual(['Flake - Shop | 297.5 @ 4.5']);
    expect(brief(`Shop (17' 6'' x 17') 297.5 sq ft, flake 4.50`, lines)).toEqual(['Flake - Shop | 297.5 @ 4.5']);
    // (The square feet of another size is no restatement.)
    expect(brief(`shop 17'6" x 17'. loft is 297.5 sf, flake 4.50`, lines)).toHaveLength(2);
  });

  it('keeps two rooms of the same size said apart', () => {
    const lines = [line('Solid - Den', 300, 3.9), line('Solid - Study', 300, 3.9, 15, 20)];
    expect(brief('den 300 sf. study is 15 x 20. solid 3.90 for both', lines)).toHaveLength(2);
  });

  it('drops a linear line left at 1 when the same work has that price with its length', () => {
    const lines = [line('Flake - Garage', 500, 4.4), line('Crack repair', 1, 6), line('Crack chasing', 35, 6), line('Trip fee', 1, 6)];
    expect(brief('', lines)).toEqual(['Flake - Garage | 500 @ 4.4', 'Crack chasing | 35 @ 6', 'Trip fee | 1 @ 6']);
  });
});

describe("a row's amount written beside its area and price", () => {
  it('is that row said again, not a flat price of its own', () => {
    const text = 'SCOPE / PRICING\nCustomer: Cedar Key Clam Co.\nAttn: Wade Hiers 352-555-0118\n\n1. Clam wash & grading room - 1,860 SF epoxy mortar w/ urethane top ...... $17,856.00 (9.60/SF)\n2. Mobilization (island access) ........ LS $850.00\n\nTOTAL ........ $18,706.00';
    expect(extractDraftFromText(text).lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['1860 @ 9.6', '1 @ 850']);
  });

  it('stays a line when its row says more than that amount, area and price', () => {
    const lines = [line('Flake - Garage', 400, 5), line('Mobilization', 1, 2000)];
    expect(brief('garage 400 sf flake 5.00, mobilization $2000, 3 day job', lines)).toHaveLength(2);
  });
});

describe('a size restated in brackets after it', () => {
  it("keeps one line for '19x24 (456 sf)'", () => {
    const sized = { description: 'Flake - Shop', useDimensions: true, length: 19, width: 24, quantity: 456, rate: 4.1 };
    const restated = { description: 'Flake - Shop', useDimensions: false, length: null, width: null, quantity: 456, rate: 4.1 };
    expect(dropRestatedLines('shop, 19x24 (456 sf), flake 4.10', [sized, restated])).toEqual([sized]);
  });
});

describe('a size said again in a reply', () => {
  it('is one floor, named by its room; rooms of one size said once stay', () => {
    const reply = "Sounds good, go with the size you measured (18'6\" x 20') and add the 3 steps.\n\n> On Tue, Dan wrote:\n> I measured the shop at 18'6\" x 20'. Quartz is $5.50/sf, steps $70 each.";
    const read = extractDraftFromText(reply).lineItems.map((l) => [l.description, l.quantity, l.rate]);
    expect(read).toEqual([[expect.stringContaining('Shop'), 370, 5.5], [expect.stringMatching(/step/i), 3, 70]]);
    const two = 'Garage 24 x 24 flake 4.50. Detached garage out back (24 x 24) flake 4.50 too';
    expect(extractDraftFromText(two).lineItems.map((l) => l.quantity)).toEqual([576, 576]);
  });
});

describe('a price agreed on top of a reply chain', () => {
  const line = (description: string, quantity: number, rate: number, dims = false) => ({ description, useDimensions: dims, length: dims ? 20 : null, width: dims ? 30 : null, quantity, rate });

  it('gives the floor the older message sized the price the newest message agreed, and drops the line left at 1', () => {
    const thread = 'Fine, 5.10 it is.\n\n-----Original Message-----\nWe can do 5.10/sf on the quartz.\n\n-----Original Message-----\nQuartz for your 20 x 30 shop would be 5.40/sf.';
    expect(dropRestatedLines(thread, [line('Quartz system - Shop', 1, 5.1), line('Quartz system - Shop', 600, 5.4, true)]).map((l) => [l.quantity, l.rate])).toEqual([[600, 5.1]]);
  });

  it('leaves two floors of a request that is no thread alone', () => {
    const note = 'Shop 20 x 30 quartz 5.40. Office quartz 5.10, size to follow.';
    expect(dropRestatedLines(note, [line('Quartz system - Office', 1, 5.1), line('Quartz system - Shop', 600, 5.4, true)])).toHaveLength(2);
  });
});

describe('one floor haggled over down a reply chain', () => {
  it.each([
    ['From: Gale Moody <gale@example.com>\nSubject: RE: RE: basement\n\nFine, $4.40 it is. Go ahead. 12 Elm St, Ames, IA 50010, 515-555-0133.\nGale\n\n> From: Peak Floors\n> We can meet you at $4.40/sf on the 30 x 40 basement.\n>\n> From: Gale Moody\n> That is high. Can you do $4.10?\n>\n> From: Peak Floors\n> Solid color epoxy on your 30 x 40 basement would be $4.65/sf.\n', 1200, 4.4],
    ['From: Nico Brandt <nico.b@example.net>\nSubject: RE: RE: RE: shop floor quote\n\nDeal at $3.80. Call me 608-555-0170 to schedule.\n\n> From: Ridge Coatings\n> We could do $3.80 a sq ft on the 28 x 36 shop if you book this month.\n>\n> From: Nico Brandt\n> Any chance of $3.60 on the 28 x 36?\n>\n> From: Ridge Coatings\n> Flake on the 28 x 36 shop comes to $4.15/sf.\n', 1008, 3.8],
    ['From: Nico Brandt <nico.b@example.net>\nSubject: RE: RE: RE: shop floor quote\n\nDeal at $3.80. Call me 608-555-0170 to schedule.\n\n> From: Ridge Coatings\n> We could do $3.80 a sq ft on the 28 x 36 shop if you book this month.\n>\n> From: Nico Brandt\n> $4.15 seems steep, any wiggle room?\n>\n> From: Ridge Coatings\n> Flake on the 28 x 36 shop comes to $4.15/sf.\n', 1008, 3.8],
  ])('one line at the newest price', (text, quantity, rate) => {
    const lines = extractDraftFromText(text).lineItems;
    expect(lines.map((l) => [l.quantity, l.rate])).toEqual([[quantity, rate]]);
  });

  it('keeps a second product on the same floor at its own price', () => {
    const text = 'From: Ann Ruiz <ann@example.com>\nSubject: RE: basement\n\nSounds good.\n\n> From: Peak Floors\n> Quartz on the 20 x 30 basement is $6.10/sf, and the moisture barrier under it on the 20 x 30 is $1.35/sf.\n';
    expect(extractDraftFromText(text).lineItems.map((l) => l.rate).sort()).toEqual([1.35, 6.1]);
  });
});

describe('dropRestatedLines: one floor read at two prices down a thread', () => {
  it('keeps the price said right after the floor\'s name', () => {
    const text = 'Deck is still 10 x 14, thanks.\n\nOn Mon, Nick wrote:\n> Chip is 5.10/sf, deck chip 5.65 with the UV coat.';
    expect(brief(text, [line('Flake system - Deck', 140, 5.1, 10, 14), line('Flake system - Deck', 140, 5.65, 10, 14)])).toEqual(['Flake system - Deck | 140 @ 5.65']);
  });

  it('keeps both when neither price, or both, are said with the name', () => {
    const lines = [line('Flake system - Deck', 140, 5.1, 10, 14), line('Flake system - Deck', 140, 5.65, 10, 14)];
    expect(brief('Deck 10 x 14. Options: 5.10 or 5.65.', lines)).toHaveLength(2);
  });
});

describe('a price said again in a chat for one floor', () => {
  const lines = (text: string): string[] => extractDraftFromText(text).lineItems.map((l) => `${l.description.split(' - ')[1] ?? l.description} | ${l.quantity} @ ${l.rate}`);

  it('is one line when the size is said once, for one place', () => {
    expect(lines('Omar Reyes: is the price for my barn still good? 30x50 at 2.95\nOffice: Yes Omar, 2.95/sf on the barn still stands')).toEqual(['Barn | 1500 @ 2.95']);
  });

  it('keeps one size said for each of several places', () => {
    expect(lines('two garages, each 12 x 22, flake 5.20, do them as two lines').length).toBe(2);
  });
});

describe('a room sized by the customer and again in the office note', () => {
  it.each([
    ['Our screened back porch is roughly 10 x 16 and the garage is 22 x 24.\n\nOffice: porch 10x16 at 5.40, garage 22x24 at 5.40', 2],
    ['The walk-in pantry measures 6 x 9.\n\n[est: pantry 6x9 @ 5.00; kitchen 12x14 @ 5.00]', 2],
    ['Front counter area is about 12 x 20, the bays are 28 x 40.\n\nOffice: counter 12x20 @ 4.75, bays 28x40 @ 4.75', 2],
  ])('%s', (text, count) => {
    expect(extractDraftFromText(text).lineItems).toHaveLength(count);
  });

  it('keeps two rooms of one size said together', () => {
    const lines = dropRestatedLines('Bedroom 1 is 12 x 12 and bedroom 2 is 12 x 12, flake 4.50', [
      { description: 'Flake system - Bedroom 1', useDimensions: true, length: 12, width: 12, quantity: 144, rate: 4.5 },
      { description: 'Flake system - Bedroom 2', useDimensions: true, length: 12, width: 12, quantity: 144, rate: 4.5 },
    ]);
    expect(lines).toHaveLength(2);
  });
});
