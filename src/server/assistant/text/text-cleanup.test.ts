import { describe, expect, it } from 'vitest';
import { applySelfCorrections, cleanRequestText } from './text-cleanup.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('thousands commas', () => {
  it("joins a number's groups but never a CSV row's cells", () => {
    expect(cleanRequestText('total 1,234,567.50 for 12,500 sf')).toBe('total 1234567.50 for 12500 sf');
    expect(cleanRequestText('Customer: Julie Hanson,Ph 605-555-0125,308 W 33rd St')).toContain('605-555-0125,308 W 33rd St');
    expect(cleanRequestText('Shop,Den,26,18,468,4.40')).toContain('26,18,468');
    expect(cleanRequestText('Subtotal,1,320.00')).toContain('1320.00');
  });
});

describe('applySelfCorrections', () => {
  it.each([
    ['garage 24 by 30 no wait make that 26 flake', 'garage 24 by 26 flake'],
    ['garage 24 by 30, no wait, it is 32 by 30. flake', 'garage 32 by 30 . flake'],
    // The system said with the corrected price replaces the one before it.
    ['flake at 5.30 no actually she wanted the upgraded chip so 5.65 a square foot', 'chip at 5.65 a square foot'],
    ['give her 10% off, no wait, make that 15', 'give her 15% off'],
    ['metallic at 8.50 a square foot, sorry, 8.25', 'metallic at 8.25 a square foot'],
    // The price's own unit and the system it prices may stand between it and the correction.
    ['you quoted 5.15 a square foot for the quartz, no sorry, 5.35', 'you quoted 5.35 a square foot for the quartz'],
    ['grind and seal 1.60 per sq ft on the shop, wait, 1.75', 'grind and seal 1.75 per sq ft on the shop'],
    ['metallic at 8.50 a square foot actually no sorry she wants the flake at 5.45', 'flake at 5.45 a square foot'],
    // The 'no' said before the marker goes with the number it takes back.
    ['30% down no make it 40', '40% down'],
    ['call it 25% off, nah, make that 20', 'call it 20% off'],
    // The corrected size said whole again straight after is that size once.
    ['the salon floor is 20 by 30, no wait, 32, 20 by 32, she wants the metallic', 'the salon floor is 20 by 32 , she wants the metallic'],
  ])('%s', (said, meant) => {
    expect(applySelfCorrections(said).replace(/ +/g, ' ').trim()).toBe(meant);
  });

  it('does not take a polite apology for a correction', () => {
    const text = 'Flake at $5.25/sq ft. Sorry for the late reply, the garage is 24x24.';
    expect(applySelfCorrections(text)).toBe(text);
  });

  it('does not take a detail named after the marker for a correction of the figure before', () => {
    const moved = 'phone 985-555-0163 sorry address 1409 east gibson street';
    expect(applySelfCorrections(moved)).toBe(moved);
    const email = 'Shop floor 1020 sf, 5.80. 541-555-0104. hollis@bike.org - wait no, email is hollis@bikeworks.com.';
    expect(applySelfCorrections(email)).toBe(email);
    // The same detail named on both sides is corrected.
    expect(applySelfCorrections('address 1490 no wait the address is 1409 elm street').replace(/ +/g, ' ')).toBe('address 1409 elm street');
  });

  it('does not let a percentage replace a price', () => {
    const text = 'flake at 5.45 a square foot, make it 50% deposit';
    expect(applySelfCorrections(text)).toBe(text);
  });

  it('does not carry an aside in brackets, or a phone after it, onto the figure before', () => {
    const aside = 'this is Dana at 40 Oak St Salem MA 01970 (sorry - Dana Whitcomb) cell 978-555-0144, garage 20x20';
    expect(applySelfCorrections(aside)).toBe(aside);
    const phone = 'Ridge Rd, Keene NH 03431, oops, my cell is 603-555-0181';
    expect(applySelfCorrections(phone)).toBe(phone);
  });
});

describe('cleanRequestText', () => {
  it("reads 'and half' after a number as a half, but not 'and half down' (the deposit)", () => {
    expect(cleanRequestText('garage is 22 and half by 20')).toContain('22.5 by 20');
    expect(cleanRequestText('zip 80204 and half down to start')).toContain('80204 and half down');
  });

  it("drops the office's quoted message from a reply", () => {
    const reply = 'Patio 16 x 24, quartz at $6.60.\n\n> On Mon, Jun 2, Epoxy Pros wrote:\n> The flake would be $5.10/sq ft.';
    expect(cleanRequestText(reply)).not.toContain('5.10');
  });

  it("keeps the office's rates from the replied-to message when the reply names no price of its own, without its old size or phone", () => {
    const reply = 'Last year you quoted me $3.95. The garage is 24 x 26.\n\nOn Fri, Feb 7, 2025, Sam <sam@x.com> wrote:\n> Greg, for the 22 x 24 garage our flake rate is 4.85/sf and steps are 75 each. 40% deposit.\n> Sam | 406-555-0100';
    const cleaned = cleanRequestText(reply);
    expect(cleaned).toContain('4.85/sf');
    expect(cleaned).toContain('40% deposit');
    expect(cleaned).not.toContain('22 x 24');
    expect(cleaned).not.toContain('406-555-0100');
  });

  it("keeps the office's sizes when the reply takes them ('use your measurements')", () => {
    const reply = 'Fine, use your measurements for the shop. The office is still 10 x 12.\n\nOn Tue, Mar 3, 2026, Dana <dana@floors.example> wrote:\n> Ray, our guy got the shop at 30 x 41 (not 30 x 40). Solid is 3.60/sf.';
    const cleaned = cleanRequestText(reply);
    expect(cleaned).toContain('30 x 41');
    expect(cleaned).toContain('3.60/sf');
  });

  it('drops fillers, spells out numbers, joins thousands and writes percent signs', () => {
    expect(cleanRequestText('um the basement is uh 1,200 sq. ft. and ten percent off')).toBe('  the basement is   1200 sq ft and 10% off');
  });
});

describe('arrows in figures', () => {
  it.each([
    ['flake 4.25 -> 4.60 (revised)', 'flake 4.60 (revised)'],
    // An arrow from a size points at the floor's price; the size stays whole.
    ['den 14x16 -> 4.15 flake', 'den 14x16 @ 4.15 flake'],
    ['den 14 by 16 → 4.15', 'den 14 by 16 @ 4.15'],
    // A word that ends in x is no size's side: the figure after it is revised.
    ['approx 1200 -> 1250 sf', 'approx 1250 sf'],
    ['Apex 3.95 -> 4.10 flake', 'Apex 4.10 flake'],
    // A price revised on a line of its own revises the price written above it.
    ['mudroom 8 x 10 - solid 3.95\n  3.95 -> 4.20 (per Dale)', 'mudroom 8 x 10 - solid 4.20\n  4.20 (per Dale)'],
    ['cove 88 lf -> 13', 'cove 88 lf @ 13'],
    // A price on one line and a discount under it stay two figures.
    ['drains 3 @ 85\n   -> 10% off', 'drains 3 @ 85\n   -> 10% off'],
    // Only the nearest price above, and only when the two are near: another floor keeps its own.
    ['garage 3.95\nshed 3.95\n3.95 -> 4.20', 'garage 3.95\nshed 4.20\n4.20'],
    ['garage 3.95\n3.95 -> 7.90', 'garage 3.95\n7.90'],
  ])('%s', (written, read) => {
    expect(cleanRequestText(written)).toContain(read);
  });
});

describe('a price struck out on a note and written again', () => {
  it.each([
    ["shop 30x40\nrate 3.90  X  4.15 (owner ok'd)", 'rate 4.15'],
    ['garage 24x24 @ $4.10 x 4.35', '@ $4.35'],
    ['back room 32x24 @ 5.50 6.25 (more prep)', '@ 6.25 (more prep)'],
    ['office 12 x 14 @ 4.75  5.10', '@ 5.10'],
  ])('%s', (written, read) => {
    expect(cleanRequestText(written)).toContain(read);
  });

  it.each([
    ['laundry 9 x 11  quartz  5.20 5.45', 'quartz  5.45'],
    ['bsmt 30x22 solid $3.90 $3.70 (his neighbor got 3.70)', 'solid $3.70'],
  ])('reads the second of two prices side by side after the floor\'s words: %s', (written, read) => {
    expect(cleanRequestText(written)).toContain(read);
  });

  it('leaves two prices far apart, a rate and its extension, and a size, after words', () => {
    for (const text of ['flake/quartz 4.50 6.75', 'shop 1200 sf solid 3.60 4320.00', 'slab 10.50 12.25 x 4']) {
      expect(cleanRequestText(text)).toContain(text);
    }
  });

  it('leaves sizes, extensions and counts alone', () => {
    for (const text of ['rate 4.50 x 12 coats', 'bay 1728 sf @ 5.05 8726.40', 'cove 88 lf @ 12.00 1056.00', 'pad 10.50 x 12.25 @ 4.10']) {
      expect(cleanRequestText(text)).toContain(text);
    }
  });
});

describe("a bare 'no' correcting the figure just said", () => {
  it.each([
    ['shed slab fourteen by eighteen, no, fourteen by twenty', 'shed slab 14 by 20'],
    ['porch 9 by 11 no 9 by 13 at 6.10', 'porch 9 by 13'],
    ['chip at five twenty, no, we settled on four ninety five', 'chip at 4.95'],
  ])('%s', (said, read) => {
    expect(cleanRequestText(said)).toContain(read);
  });

  it("leaves 'no' that starts something else, and a figure after an apology that ends the sentence", () => {
    expect(cleanRequestText('2 car garage, no steps to the house, 20x20 at 4.50')).toContain('2 car garage, no steps');
    expect(cleanRequestText('the shop is 30 by 40 sorry. quartz at 5.80')).toContain('30 by 40');
    expect(cleanRequestText('the shop is 30 by 40 sorry. quartz at 5.80')).toContain('5.80');
  });
});

describe('figures the request itself supersedes', () => {
  it('drops a quoted price when the reply on top prices the same thing, and keeps the quoted size', () => {
    const thread = 'Deal - $6.10 on the porch then.\n> We can do the porch (12 x 16) at $6.40.\n> Cove at $9.00/lf.';
    const cleaned = cleanRequestText(thread);
    expect(cleaned).not.toContain('6.40');
    expect(cleaned).toContain('12 x 16');
    expect(cleaned).toContain('9.00');
  });

  it('keeps a quoted price of work the reply names only in a sentence without a price', () => {
    const thread = 'Fine, $5.20 on the deck. Do the stairs on the deck too, all 6 of them.\n> Deck poly $5.45/sf.\n> Stairs $70 each.';
    const cleaned = cleanRequestText(thread);
    expect(cleaned).not.toContain('5.45');
    expect(cleaned).toContain('Stairs $70 each');
  });

  it.each([
    ['quartz four twenty a foot? no, four forty', 'quartz 4.40 a foot'],
    ['the office rate was 3.10 but Dana says 3.35 on this one', 'rate was 3.35'],
    ['grind and seal 1.60, Lee bumped it up to 1.75', 'seal 1.75'],
  ])('%s', (said, read) => {
    expect(cleanRequestText(said)).toContain(read);
  });

  it('leaves a question about the system, not the figure', () => {
    expect(cleanRequestText('barn 30x36 -> solid? no, flake 4.15')).toContain('30x36');
  });
});

describe('corrections and arithmetic on lines of their own', () => {
  it('takes a chat line correcting a size for the size before it', () => {
    const cleaned = cleanRequestText('[9:02] shop is 30 x 40\n[9:03] typo, 30 x 48\n[9:05] quartz ok?');
    expect(cleaned).not.toContain('30 x 40');
    expect(cleaned).toContain('30 x 48');
  });

  it('takes the result of a subtraction for the size, not the figures it was worked from', () => {
    const cleaned = cleanRequestText('basement 30 x 20 = 600\n  less 5x8 furnace room = 560 sf\n  @ 3.80');
    expect(cleaned).toContain('= 560 sf');
    expect(cleaned).not.toMatch(/30 x 20|5x8/);
  });
});

describe("a sheet's own extensions", () => {
  it('drops the extension that equals quantity times rate, and keeps a sum that does not', () => {
    expect(cleanRequestText('Nosings: 5 @ $42.00 = $210.00')).not.toContain('210');
    expect(cleanRequestText('Nosings: 5 @ $42.00 = $250.00')).toContain('250');
  });
});

describe('a correction of another kind of figure', () => {
  it.each([
    // A count said with its thing corrects the count of that thing, not the price said last.
    ['the deck stairs 9 risers at 55 each, no wait, 8 risers, and the landing', 'the deck stairs 8 risers at 55 each, and the landing'],
    ['5 drains at 140 each sorry 6 drains', '6 drains at 140 each'],
    // A size corrects the last size, and what was said since it stays.
    ['the shop is 30 by 40, metallic at 7.25, no wait, 30 by 44', 'the shop is 30 by 44, metallic at 7.25'],
  ])('%s', (said, meant) => {
    expect(applySelfCorrections(said).replace(/ +/g, ' ').replace(/ ,/g, ',').trim()).toBe(meant);
  });

  it('corrects nothing when no figure of the kind meant was said before', () => {
    for (const text of ['quartz at 6.10, no wait, 3 drains too', 'flake at 4.50 for the garage, no wait, the garage is 20 by 22']) expect(applySelfCorrections(text)).toBe(text);
  });

  it('never lets a price correct a size', () => {
    expect(cleanRequestText('the wash bay twelve by thirty same rate no wait the bay gets quartz at six ten')).toContain('12 by 30');
    expect(cleanRequestText('shop floor 40 by 60, metallic, no scratch that, solid at 3.65')).toContain('40 by 60');
  });
});

describe('a reply and the message it quotes', () => {
  it("keeps the customer's own message under the office's pasted reply", () => {
    const text = [
      'Hello Wanda, thanks, we will come out Friday.',
      '',
      'On Wed, Oct 7, 2026 at 3:15 PM Wanda Fiore <wfiore@example.org> wrote:',
      '> Looking for a price on my patio, 14 x 30. Cell 860-555-0191.',
    ].join('\n');
    expect(cleanRequestText(text)).toContain('14 x 30. Cell 860-555-0191');
  });

  it("drops the office's own message the customer answers", () => {
    const text = [
      'Hi Rob, yes go ahead with that.',
      '',
      'On Wed, Oct 7, 2026 at 3:15 PM Rob Diaz <rob@summitcoatings.example.com> wrote:',
      '> Hi Dee, our flake floor for the 20 x 20 would be about $1,900. Rob Diaz 860-555-0100',
    ].join('\n');
    expect(cleanRequestText(text)).not.toContain('860-555-0100');
  });

  it("keeps the customer's details the office has on file when the reply gives none", () => {
    const text = [
      'Sounds right, book it for December.',
      '',
      'On Mon, Nov 9, 2026 Estimating <est@example.com> wrote:',
      '> We have you at 77 Larch Ct, Ames, IA 50010; your cell on file is 515-555-0170.',
      '> Thanks, Estimating - 515-555-0100',
    ].join('\n');
    const cleaned = cleanRequestText(text);
    expect(cleaned).toContain('77 Larch Ct, Ames, IA 50010');
    expect(cleaned).toContain('515-555-0170');
    expect(cleaned).not.toContain('515-555-0100');
  });
});

describe('hundreds said alone and products worked out', () => {
  it("reads 'hundred twenty' as 120 and takes a product's result for the size", () => {
    expect(cleanRequestText('stem wall, hundred twenty feet at four')).toContain('120 feet');
    const cleaned = cleanRequestText('bays 3 x (12 x 40) = 1440 sf @ 3.10');
    expect(cleaned).toContain('= 1440 sf');
    expect(cleaned).not.toMatch(/12 x 40/);
  });
});

describe('prices under a dollar', () => {
  it('puts back the zero of a price written without it', () => {
    expect(cleanRequestText('line stripes 800 lf @ .45')).toContain('@ 0.45');
    expect(cleanRequestText('sealer $.95/sf')).toContain('$0.95/sf');
  });
});

describe("a transcript's own tags", () => {
  it('are not read as words', () => {
    const cleaned = cleanRequestText('unit [unintelligible] four B, phone (crosstalk) five five five');
    expect(cleaned).not.toMatch(/unintelligible|crosstalk/);
    expect(cleaned).toMatch(/unit\s+4/);
  });
});

describe('a payment split said aloud', () => {
  it("writes 'fifty fifty' as a split, and leaves a price said with its unit", () => {
    expect(cleanRequestText('owner says fifty-fifty is fine')).toContain('50/50');
    expect(cleanRequestText('cove at fifty fifty a foot')).not.toContain('50/50');
  });
});

describe('e-mails written to dodge spam readers', () => {
  it('are written as addresses', () => {
    expect(cleanRequestText('mail: t.oduya [at] example [dot] org')).toContain('t.oduya@example.org');
    expect(cleanRequestText('write to kim(at)example.net please')).toContain('kim@example.net');
    expect(cleanRequestText('send it to moe at example.com thanks')).toContain('moe@example.com');
    // 'at' before a price or a place stays a word.
    expect(cleanRequestText('garage at 4.50 at the house')).not.toContain('@');
  });
});

describe("a reply about the office's quoted offer", () => {
  const thread = [
    'From: Priya Raman <priya.raman@example.net>',
    'Subject: RE: patio quote',
    '',
    'Is $5.10 really the lowest you can go? My neighbor says you gave him a deal.',
    'Priya Raman | 44 Larch Way, Boise ID 83702 | 208-555-0171',
    '',
    'On Tue, Nov 17, 2026, Sales wrote:',
    '> Priya, we can do the 14x20 patio at $5.10/sf (reduced from $5.60). Cove along the house wall 22 lf at $7.',
    '> Sales | 208-555-0100',
  ].join('\n');

  it("keeps the quoted message's sizes and prices when the reply measures nothing, not its contacts", () => {
    const cleaned = cleanRequestText(thread);
    expect(cleaned).toContain('14x20 patio at $5.10/sf');
    expect(cleaned).not.toContain('208-555-0100');
  });

  it('reads the job from it', () => {
    const draft = extractDraftFromText(thread);
    expect(draft.lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['280 @ 5.1', '22 @ 7']);
    expect(draft.customerPhone).toBe('2085550171');
  });

  it("keeps a quoted line priced with '@', not a line with an e-mail address", () => {
    const reply = 'Ok, deal.\nDana\n\nOn Tue, Nov 17, 2026, Sales wrote:\n> Garage 22x24 flake 4.40/sf, steps 3 @ 60.00\n> sales@example-coatings.com';
    const cleaned = cleanRequestText(reply);
    expect(cleaned).toContain('steps 3 @ 60.00');
    expect(cleaned).not.toContain('sales@example-coatings.com');
  });

  it('still drops the quoted offer when the reply gives the sizes itself', () => {
    const reply = 'Patio is actually 16x20, please redo it.\nPriya\n\nOn Tue, Nov 17, 2026, Sales wrote:\n> we can do the 14x20 patio at $5.10/sf';
    expect(cleanRequestText(reply)).not.toContain('14x20');
  });
});

describe('prices written the way a notepad or a hurried note writes them', () => {
  it("reads '$3 3/4/sf' as 3.75, '.45' after a length as 0.45, and '4.10 (x) 4.30' as the figure not struck out", () => {
    expect(cleanRequestText('patio 12 x 20 @ $3 3/4/sf')).toContain('$3.75/sf');
    expect(cleanRequestText('8 1/2 x 11 sheet')).toContain('8 1/2 x 11');
    expect(cleanRequestText('joint caulk 300 lf .45')).toContain('300 lf 0.45');
    expect(cleanRequestText('shop 30 x 40   4.10 (x) 4.30')).not.toContain('4.10');
  });

  it("reads a form's unit written before its figure", () => {
    expect(cleanRequestText('Joint fill lf: 140 @ 3.25')).toContain('Joint fill 140 lf @ 3.25');
    expect(cleanRequestText('Patio sf: 14 x 20')).toContain('Patio : 14 x 20');
    expect(cleanRequestText('Area SF: 3,200')).toContain('Area SF: 3200');
  });
});

describe('a size said across and back', () => {
  it.each([
    ["The shop is roughly 40 feet across and 60 feet deep, give or take", '40 x 60'],
    ["It's 18' across the front and 24' back to the wall", '18 x 24'],
    ['about 30 ft wide by maybe 42 ft long', '30 x 42'],
  ])('%s', (text, size) => {
    expect(cleanRequestText(text)).toContain(size);
  });

  it('leaves a length that is no size alone', () => {
    expect(cleanRequestText('the door is 16 feet across and we need 40 feet of cove')).not.toMatch(/\d+ x \d+/);
  });
});

describe('that many of one size', () => {
  it("reads 'Bays 3 x (12 x 40)' as one area of 1440 sf, and leaves one whose sum is written after it", () => {
    expect(cleanRequestText('- Wash bays 3 x (12 x 40), urethane')).toContain('1440 sf');
    const worked = cleanRequestText('aisles 2 x (8 x 150) = 2400 sf @ 2.40');
    expect(worked).toContain('2400 sf @ 2.40');
    expect(worked).not.toMatch(/2400 sf\s*=/);
  });
});

describe('like rooms counted with their size and their total', () => {
  it('keeps the total the count and size make, and the words', () => {
    expect(cleanRequestText('dorm rooms 5 @ 11 x 13 -- total 715 sf @ 4.90').replace(/\s+/g, ' ')).toBe('dorm rooms 715 sf @ 4.90');
    const draft = extractDraftFromText('Ann Lee 555-555-0100\nbays 3 x 14x40 ttl 1680 sf  quartz 5.60');
    expect(draft.lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['1680 @ 5.6']);
  });

  it('leaves the figures when they do not make the total', () => {
    expect(cleanRequestText('dorm rooms 5 @ 11 x 13 -- total 700 sf @ 4.90')).toContain('5 @ 11 x 13');
  });
});

describe('a price under a dollar written without its zero, before its unit', () => {
  it("reads 'densifier .85/sf' and 'line striping .60 per lf'", () => {
    expect(cleanRequestText('warehouse 60x80 densifier .85/sf')).toContain('0.85/sf');
    expect(cleanRequestText('line striping .60 per lf')).toContain('0.60 per lf');
    expect(cleanRequestText('version 2.85/sf')).toContain('2.85/sf');
  });
});

describe('a reply that adds to the quote it answers', () => {
  it("keeps the quoted office message's job beside what the reply adds", () => {
    const text = 'From: Ana Lima <ana@example.net>\nSubject: Re: Patio quote\n\nQuote looks good! Could you also add the front stoop? It\'s 5 x 8. Same stuff as the patio please.\n\nOn Fri, Ray <ray@example.com> wrote:\n> Ana - as discussed:\n> Patio 16 x 18, polyaspartic flake, 6.00/sf';
    const lines = extractDraftFromText(text).lineItems.map((l) => `${l.quantity} @ ${l.rate}`);
    expect(lines.sort()).toEqual(['288 @ 6', '40 @ 6']);
  });
});

describe("a reply asking to 'add the ... too'", () => {
  it('keeps the quoted job', () => {
    const text = 'From: Bo Linn <bo@example.net>\nSubject: Re: Garage\n\nLooks good. Add the side porch too, it is 6 x 10.\n\nOn Fri, Ray <ray@example.com> wrote:\n> Garage 20 x 22, flake, 5.10/sf';
    expect(extractDraftFromText(text).lineItems.map((l) => l.quantity).sort((a, b) => a - b)).toEqual([60, 440]);
  });
});

describe('one lump sum written with its count', () => {
  it("reads '1 LS 400' as the lump sum, not one of something", () => {
    expect(cleanRequestText('ramp edge 1 LS 350')).toBe('ramp edge LS 350');
    expect(cleanRequestText('patch 1 lump sum $275')).toBe('patch lump sum $275');
    expect(cleanRequestText('21 LS 90 units, 1 ls')).toBe('21 LS 90 units, 1 ls');
  });
});

describe('a size corrected and then said whole again', () => {
  it("reads 'twenty by thirty, wait, thirty two, twenty by thirty two' as one floor", () => {
    const draft = extractDraftFromText(
      "this one is Loretta Combs, c o m b s, she's got the hair salon on Main Street in Hazard, the salon floor is twenty by thirty, wait, thirty two, twenty by thirty two, she wants the metallic, we said seven seventy five a foot. phone six oh six, five five five, oh one three one.",
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[640, 7.75]]);
  });
});
