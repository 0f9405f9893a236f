import { describe, expect, it } from 'vitest';
import { dropSupersededFigures } from './superseded-figures.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ').trim();

describe("the office's measure over the customer's", () => {
  it('replaces the area the note sets aside with the one it measured, wherever it is said', () => {
    const text = 'Use 5.40. Their sketch says 2,300 sf for the warehouse but we measured 2,450 on site, use ours.\n\nFrom: GC\nWarehouse (2,300 sf) sealed concrete.';
    const read = dropSupersededFigures(text);
    expect(read).toContain('Warehouse (2,450 sf)');
    expect(read).not.toContain('2,300');
  });

  it('blanks the area when the note gives its sizes elsewhere', () => {
    const text = 'Shop 30x40 and office 10x12, flake 4.60. His "about 1300" below is both together, use our measurements.\n\n> the shop is about 1300 sq ft with the office';
    const read = dropSupersededFigures(text);
    expect(read).not.toContain('1300');
    expect(read).toContain('Shop 30x40 and office 10x12');
  });
});

describe('dropSupersededFigures', () => {
  it.each([
    ['bsmt storage rm 18x20 -> corr. 19x20 , solid @ 3.90', 'bsmt storage rm 19x20 , solid @ 3.90'],
    ['patio 16 x 20 (NOT 16x24)', 'patio 16 x 20'],
    ["Sorry, I measured wrong - it's 28 x 30, not 28 x 32. Everything else the same.", "Sorry, I measured wrong - it's 28 x 30, . Everything else the same."],
    // A reply that grows the floor: the size it replaces goes in the quoted offer too.
    ['Add the side bay, so the shop is 40 x 30 now instead of 30 x 30. Same price.\n> Shop 30 x 30 solid 3.85/sf', 'Add the side bay, so the shop is 40 x 30 . Same price.\n> Shop solid 3.85/sf'],
    ['You did our main garage in 2023 (invoice 1187, 24x24 at $4.25). Now a new one, 24 x 30.', 'You did our main garage in 2023 (invoice 1187, at ). Now a new one, 24 x 30.'],
    // The terms said with an earlier job stay.
    ['Same as last time you did it, 50% down.', 'Same as last time you did it, 50% down.'],
    // The size of this job said before the words about the earlier one stays.
    ['our barn is 36 x 40 and we want the same chip you installed at the Millers, $4.10 back then.', 'our barn is 36 x 40 and we want the same chip you installed at the Millers, back then.'],
  ])('%s', (written, read) => {
    expect(squeeze(dropSupersededFigures(written))).toBe(read);
  });

  it('drops a price ruled out in parentheses, and a size range when the request gives the size', () => {
    expect(squeeze(dropSupersededFigures('porch 4.90 (was $5.40), steps 60'))).toBe('porch 4.90 , steps 60');
    expect(squeeze(dropSupersededFigures('Approx size: 400 - 600 sq ft\nit measures 22 x 24'))).toBe('Approx size: \nit measures 22 x 24');
    expect(squeeze(dropSupersededFigures('Approx size: 400 - 600 sq ft'))).toBe('Approx size: 400 - 600 sq ft');
  });

  it("drops a price ruled out with a remark in its brackets: '(was 4.20, resin went up)'", () => {
    expect(squeeze(dropSupersededFigures('bay 30x40 quartz 4.45 (was 4.20, resin went up)'))).toBe('bay 30x40 quartz 4.45');
    expect(squeeze(dropSupersededFigures('rear lot 40x60 (was 40x50; owner added the apron)'))).toBe('rear lot 40x60');
    // A bracket that goes on with figures of its own is no remark.
    expect(squeeze(dropSupersededFigures('bay 4.45 (was 4.20, 3 coats)'))).toBe('bay 4.45 (was 4.20, 3 coats)');
  });

  it("keeps a size an arrow points from at the floor's price ('den 14x16 -> 4.15 flake')", () => {
    expect(squeeze(dropSupersededFigures('den 14x16 -> 4.15 flake'))).toBe('den 14x16 -> 4.15 flake');
    // A size corrected by another, or by an area, still goes.
    expect(squeeze(dropSupersededFigures('den 14x16 -> 14x18 @ 4.15'))).toBe('den 14x18 @ 4.15');
    expect(squeeze(dropSupersededFigures('den 14 x 16 -> 224 sf'))).toBe('den 224 sf');
  });

  it("keeps the size a later line says was measured again ('second visit: shop re-meas 30 x 42')", () => {
    expect(squeeze(dropSupersededFigures('shop 30 x 40 @ 3.80\nsecond visit: shop re-meas 30 x 42'))).toBe('shop @ 3.80\nsecond visit: shop re-meas 30 x 42');
    expect(squeeze(dropSupersededFigures('bay 22x24 @ 4.10\nfield check: bay remeasured 22 x 26'))).toBe('bay @ 4.10\nfield check: bay remeasured 22 x 26');
    // A size of another place, no side shared, stays; and 're-meas' inside a sentence of figures is the rule above's.
    expect(squeeze(dropSupersededFigures('shop 30 x 40 @ 3.80\noffice re-meas 12 x 14'))).toBe('shop 30 x 40 @ 3.80\noffice re-meas 12 x 14');
  });

  it('leaves a request without corrections as it is', () => {
    const text = 'garage 24 x 26 flake @ 4.85, 3 steps @ 75';
    expect(dropSupersededFigures(text)).toBe(text);
  });

  it('stays fast on long adversarial text', () => {
    expect(cpuMsOf(() => dropSupersededFigures('12x'.repeat(30_000) + ' -> ' + '(not '.repeat(10_000) + 'invoice 1 '.repeat(5_000) + '1x1, not '.repeat(10_000)))).toBeLessThan(1000);
  });
});

describe('a price the request says has changed', () => {
  it("replaces the old price wherever it is said ('was 4.15, it's 4.40 now')", () => {
    const text = 'You did our porch for $4.15/sf two years ago, same again please.\n[note: porch price was 4.15, it\'s 4.40 now]';
    const out = dropSupersededFigures(text);
    expect(out).not.toContain('4.15');
    expect(out).toContain('4.40 now');
  });

  it.each([
    ['Office: their quote last fall was 4.60 -- costs went up, use 5.05 now.\nCustomer: can we still get the 4.60?', '4.60', '5.05'],
    ['old rate was 3.90, new rate 4.25/sf. He asks for the 3.90 again.', '3.90', '4.25'],
    ['Price last year was 4.10 but go with 4.45 on the garage; he remembers 4.10.', '4.10', '4.45'],
  ])("replaces the old price with the one the office says to use, a few words later: %s", (text, old, now) => {
    const out = dropSupersededFigures(text);
    expect(out).not.toContain(old);
    expect(out).toContain(now);
  });

  it('keeps a price said in another sentence after what it was', () => {
    expect(dropSupersededFigures('The garage was 4.10 a foot. Basement at 5.20.')).toContain('4.10');
  });

  it("blanks a price given up: '(down from $3.95)'", () => {
    expect(dropSupersededFigures('we can do $3.70/sf (down from $3.95) on the 20x20 garage')).not.toContain('3.95');
  });
});

describe('a new price with the old one in brackets', () => {
  it("replaces the old price everywhere: '5.90/sf on the deck (was 6.20)'", () => {
    const out = dropSupersededFigures('> best we can do is 5.90/sf on the deck (was 6.20)\n>> Deck 20x30 polyaspartic 6.20/sf, rail posts 12 @ 15.00');
    expect(out).not.toContain('6.20');
    expect(out).toContain('Deck 20x30 polyaspartic 5.90/sf');
  });
});

describe('a size measured again, and the guess it replaces', () => {
  it("keeps the size after 're-measured' or 'field meas.', and blanks the customer's guess in brackets", () => {
    expect(dropSupersededFigures('bsmt 30 x 40 -> remeasured 30 x 42')).not.toMatch(/30 x 40/);
    expect(dropSupersededFigures('bsmt 30 x 40 -> remeasured 30 x 42')).toMatch(/30 x 42/);
    const guess = dropSupersededFigures('I measured the shop at 30 x 50 (owner had 28 x 50). Quartz is $5.20/sf.');
    expect(guess).toMatch(/30 x 50/);
    expect(guess).not.toMatch(/28 x 50/);
  });
});

describe("a size corrected with 'not' after it was first said", () => {
  it("puts the corrected size where the room was first said, and says the correction once", () => {
    const chat = 'Them: quote for the office 10x12 and the hallway 5x40\nUs: 4.10/sf solid\nThem: oops office is 10x14 not 10x12. 4.10 works';
    const out = squeeze(dropSupersededFigures(chat));
    expect(out).toContain('office 10x14 and the hallway 5x40');
    expect(out).not.toMatch(/10x12/);
    expect(out.match(/10x14/g)).toHaveLength(1);
  });

  it("rules out the size after 'not the', with feet and inches kept, wherever it is said later", () => {
    const reply = "He measured again, it's 21 ft 6 in by 22 ft, not the 20 x 22 I sent.\n> For 20 x 22 that comes to $2,112.";
    const out = dropSupersededFigures(reply);
    expect(out).toContain('21 ft 6 in by 22 ft');
    expect(out).not.toMatch(/20 x 22/);
  });
});

describe("'not her 26 x 30'", () => {
  it('rules out the size said after a possessive too', () => {
    const out = dropSupersededFigures('Site visit: 22 x 30, not his 20 x 30.\n> my shop is 20 x 30 I think');
    expect(out).toContain('22 x 30');
    expect(out).not.toMatch(/20 x 30/);
  });
});

describe("a line marked as the old figures", () => {
  it("blanks 'was: 20x20 @ 4.10' when a revised line follows, and keeps it when none does", () => {
    const note = 'Kerr residence\nwas: 20x20 @ 4.10\nnew after measuring: shop 21x24 @ 4.25 quartz';
    const out = dropSupersededFigures(note);
    expect(out).not.toMatch(/20x20|4\.10/);
    expect(out).toContain('21x24 @ 4.25');
    expect(dropSupersededFigures('Kerr residence\nwas: 20x20 @ 4.10')).toContain('20x20 @ 4.10');
  });
});

describe('a size given up or revised in the thread', () => {
  it("blanks the size after 'not the full' and 'not the ..., just'", () => {
    expect(dropSupersededFigures('not the full 1,200 sf shop, just the bays 30 x 20')).not.toMatch(/1,200/);
    expect(dropSupersededFigures('not the 40x60 building, only the office 12 x 14')).not.toMatch(/40x60/);
    expect(dropSupersededFigures('not the full 1,200 sf shop, just the bays 30 x 20')).toMatch(/30 x 20/);
  });

  it('keeps the revised size and drops the earlier size of the same place', () => {
    const out = dropSupersededFigures("New size is 24' x 30' now.\n> Estimate: garage 24 x 34 at 4.90, patio 10 x 12");
    expect(out).toMatch(/24' x 30'/);
    expect(out).not.toMatch(/24 x 34/);
    expect(out).toMatch(/10 x 12/);
  });
});

describe("the writer's own deduction", () => {
  it("writes the net area in place of the gross size when the sums agree ('- less stair well 4 x 6 -> 376 sf')", () => {
    expect(squeeze(dropSupersededFigures('Loft 20 x 20 flake 5.10 - less stair well 4 x 6 -> 376 sf'))).toBe('Loft 376 sf flake 5.10 -');
  });

  it('changes nothing when the sums do not agree', () => {
    const text = 'Loft 20 x 20 flake 5.10 - less stair well 4 x 6 -> 300 sf';
    expect(dropSupersededFigures(text)).toMatch(/^Loft 20 x 20 flake 5\.10/);
  });

  it('works out the net area when the writer leaves it unsaid', () => {
    expect(squeeze(dropSupersededFigures('den 16 x 20 (less 4x5 closet) chip 4.40'))).toBe('den 300 sf chip 4.40');
    expect(squeeze(dropSupersededFigures('rec room 24x30 excluding bar 6 x 10   5.25'))).toBe('rec room 660 sf 5.25');
  });

  it('leaves a deduction it cannot tie to one gross size, or larger than it', () => {
    for (const text of ['porch 10x12, garage 22x24 minus 4x6 landing', 'den 16 x 20 less 25% promo', 'den 10 x 10 less 12 x 12 porch']) {
      expect(squeeze(dropSupersededFigures(text))).not.toMatch(/^(?:porch|den) \d+ sf/);
    }
  });
});

describe("a price 'instead of' another", () => {
  it('is that price wherever the thread says the one given up', () => {
    const out = dropSupersededFigures("Let's do $5.20/sf on the garage instead of the 5.60.\n> Garage 20 x 22 flake $5.60/sf");
    expect(out).not.toMatch(/5\.60/);
    expect(out).toMatch(/flake \$5\.20\/sf$/);
  });
});

describe('a price the writer rules out by name', () => {
  it("keeps the price said before 'not the' and gives up the other wherever it is said", () => {
    const out = dropSupersededFigures('Deck 3.85 sealer (not the 4.10 from the spring flyer).\n> flyer said $4.10/sf for decks');
    expect(out).not.toContain('4.10');
    expect(out).toContain('Deck 3.85 sealer');
    expect(out).toContain('$3.85/sf for decks');
  });

  it("reads 'X, not the Y' in a sentence", () => {
    expect(dropSupersededFigures('basement solid 3.60, not the 3.90 you wrote down')).not.toContain('3.90');
  });

  it("reads whose or when the price given up was ('not last year's', 'not the old', 'not Dave's')", () => {
    const out = dropSupersededFigures("Office: den 4.60 (not the old 4.35), porch 5.10 (not Dave's 5.40).\n> Dave said 4.35 for the den and 5.40 for the porch");
    expect(out).not.toMatch(/4\.35|5\.40/);
    expect(out).toContain('Dave said 4.60 for the den and 5.10 for the porch');
    expect(dropSupersededFigures("shop 3.75 (not last year's 3.50)")).not.toContain('3.50');
  });

  it("gives up the price the customer balked at, either way round", () => {
    const first = dropSupersededFigures("we agreed 5.10 on the shop - he wouldn't go for 5.40. Earlier note: shop 5.40");
    expect(first).not.toContain('5.40');
    expect(first).toContain('shop 5.10');
    const second = dropSupersededFigures('she balked at the 6.25 so we settled on 5.95 for the patio');
    expect(second).not.toContain('6.25');
    expect(second).toContain('5.95 for the patio');
  });

  it('leaves two prices of different work alone', () => {
    const text = 'garage 4.60, not the driveway, and steps 55';
    expect(dropSupersededFigures(text)).toBe(text);
  });
});

describe('a size measured again without an arrow', () => {
  it("gives up the size after 'corrected from' / 'changed from'", () => {
    expect(squeeze(dropSupersededFigures('Laundry 9 x 12 (changed from 9 x 10 after the walk) @ 4.10'))).toBe('Laundry 9 x 12 (changed from after the walk) @ 4.10');
    expect(dropSupersededFigures('shop 30x40, corrected from the 30x36 on the form')).not.toContain('30x36');
  });

  it("keeps the size measured again after the guess: 're-meas', 'field measured', 'actually'", () => {
    expect(squeeze(dropSupersededFigures('she guessed 20x20, re-meas 21 x 23. poly 5.10'))).toBe('she guessed re-meas 21 x 23. poly 5.10');
    expect(dropSupersededFigures('barn aisle 10 x 80; field measured 10 x 84')).not.toContain('10 x 80');
    expect(dropSupersededFigures('carport 18x20 - actually 18x22')).not.toContain('18x20');
  });

  it('keeps two sizes of two rooms', () => {
    const text = 'garage 20x22, actual work starts monday, patio 10x12';
    expect(dropSupersededFigures(text)).toBe(text);
  });
});

describe('a price the office cannot do', () => {
  it("gives it up, and for the one offered instead wherever the thread says it", () => {
    const out = dropSupersededFigures("> we can't go down to 5.10 on the poly, the best we can do is 5.35\n>> could you do 5.10 on the patio?");
    expect(out).not.toContain('5.10');
    expect(out).toContain('could you do 5.35 on the patio');
    expect(dropSupersededFigures('sorry, we cannot match $3.25 on the basement')).not.toContain('3.25');
  });
});

describe("the price of an earlier job and today's", () => {
  it("reads 'had us in 2022 at 3.95, current is 4.40' as today's price wherever said", () => {
    const out = dropSupersededFigures('we did his basement in 2022 at 3.95, current price is 4.40. basement 3.95 again?');
    expect(out).not.toContain('3.95');
    expect(out).toContain('basement 4.40 again');
  });

  it("gives up a size ruled out in brackets that go on speaking: '(not the 20 x 22 he wrote)'", () => {
    const out = dropSupersededFigures('Go with 21 x 23 (not the 20 x 22 he wrote).\n> my garage is about 20 x 22');
    expect(out).not.toMatch(/20 x 22/);
    expect(out).toContain('21 x 23');
  });
});

describe('a price asked to be beaten, and a price approved on top of a thread', () => {
  it('gives way to the lower price said next', () => {
    const out = dropSupersededFigures('Cust: can you do better than 5.40 on the garage?\nOffice: Ray says 5.10 if you book this month\nCust: deal. 22x22');
    expect(out).not.toContain('5.40');
    expect(out).toContain('5.10');
  });

  it('keeps the price when nothing lower is said', () => {
    expect(dropSupersededFigures('can you do better than 5.40? we are at 5.40/sf on the garage 22x22')).toContain('5.40');
  });

  it("takes the office's approved price over the one floor price its thread quotes", () => {
    const out = dropSupersededFigures("Ray ok'd 4.50 to get closer. Update and resend.\n\nFrom: Dwight P <dp@example.com>\nSubject: RE: Basement\n\nCan you do any better?\n\n> Basement 30 x 40 flake - 4.75/sf");
    expect(out).not.toContain('4.75');
    expect(out).toContain('Basement 30 x 40 flake - 4.50/sf');
  });
});

describe('a price haggled over', () => {
  const prices = (text: string) => dropSupersededFigures(text).match(/\d+\.\d\d/g) ?? [];

  it('keeps the answer to the price the customer asked for', () => {
    expect(prices('she wanted 3.90, we met her at 4.10 for the basement')).toEqual(['4.10']);
    expect(prices('Office: quartz 6.20?\nTech: he was hoping for 5.75, told him 6.00 is the lowest')).toEqual(['6.00']);
  });

  it('leaves an ask with no answer close to it alone', () => {
    expect(prices('he wanted 2.50 on the patio, told him 5.10 for the garage')).toEqual(['2.50', '5.10']);
    expect(prices('flake 4.85 for the garage, she wanted 5.25 quartz, told him 5.40 on that')).toEqual(['4.85', '5.40']);
  });
});

describe('a price asked to be beaten, said other ways', () => {
  it("reads 'can you beat 4.90?' answered with 4.60", () => {
    const out = dropSupersededFigures('Cust: can you beat 4.90 on the patio?\nOffice: we can do 4.60 this month');
    expect(out).not.toContain('4.90');
  });
});

describe('a price of another time or place in brackets after the one that holds', () => {
  it.each([
    ['[note: quartz now 6.15 (last year 5.80)]\n\n> same quartz as last time on the 20 x 30 shop, you charged 5.80', '5.80'],
    ['> we can do $3.70/sf on the basement (from $3.95)\n>> your 3.95 on the basement is more than I hoped', '3.95'],
    ['Office: metallic 8.40 (website price 7.90).\n\nHi, saw 7.90 a foot on your site for metallic, 400 sq ft living room', '7.90'],
    ["solid 4.05 (2024 rate 3.75) - she remembers 3.75 from her neighbor's job", '3.75'],
  ])('%s', (text, given) => {
    expect(dropSupersededFigures(text)).not.toContain(given);
  });

  it('reads the whole request at the price that holds', () => {
    const draft = extractDraftFromText('Office: flake now 5.45 (last yr 5.10). 3 garages = 660 sf.\n\nFrom: Ted\nThree garages at my rentals, each 11 x 20, same flake as last year');
    expect(draft.lineItems.map((l) => l.rate)).toEqual([5.45]);
  });
});

describe('a price of another time or place in the customer\'s words, answered by another', () => {
  it.each([
    ['Hi, your flyer said 3.99 a square foot for garages. Ours is 20 x 22.\n\nOffice: flake 4.45, flyer was the spring promo.', '3.99'],
    ['Your old quote had 6.20/sf for the shop, can you hold it?\n\n>> no - 6.75 now', '6.20'],
    ['The mailer said $2.95/sf for sealing, 1,000 sf.\n\nOffice: seal 3.40, mailer was for the fall.', '2.95'],
  ])('%s', (text, given) => {
    expect(dropSupersededFigures(text)).not.toContain(given);
  });

  it.each([
    ['Your ad said garages $4.99/sq ft and basements $5.49 - still good? Garage 24 x 24.'],
    ['The website says from 7.50/sf for metallic, is that right? Basement is 20 x 30.'],
  ])('keeps it when nothing said apart from it answers it: %s', (text) => {
    expect(dropSupersededFigures(text)).toBe(text);
  });

  it('reads the draft at the price that answers it', () => {
    const draft = extractDraftFromText('Hi! Your website says from $6.90/sf for metallic. Our living room is 18 x 22.\n\n[office: metallic 7.40, site is out of date]');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[396, 7.4]]);
  });
});

describe('a price with the time it was paid said after it, answered by another', () => {
  it.each([
    ['For your records the last guys charged $4.40/sf back in 2021 for the lobby.\n\nOffice: quartz 5.20 on the lobby, 20 x 30', '4.40'],
    ['Our neighbor paid 4.10/sf a couple years ago. Ours is 12 x 16.\n\n[note: 4.65 on the patio]', '4.10'],
    ['We were quoted $2.80 last year for sealing the shop.\n\n-- seal 3.25/sf now', '2.80'],
  ])('%s', (text, given) => {
    expect(dropSupersededFigures(text)).not.toContain(given);
  });

  it('keeps it when nothing said apart from it answers it', () => {
    const text = 'We paid $5.10 last year and would love the same price. Garage 20 x 20.';
    expect(dropSupersededFigures(text)).toBe(text);
  });
});
