import { describe, expect, it } from 'vitest';
import { writtenSpokenForms } from './spoken-forms.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('writtenSpokenForms', () => {
  it.each([
    // Feet and inches said as two numbers
    ['the bay is 18 4 by 30, flake', 'the bay is 18 ft 4 in by 30, flake'],
    ['shop 40 by 26 9, quartz', 'shop 40 by 26 ft 9 in, quartz'],
    ['basement 28 x 36   3.25 (x) 3.45', 'basement 28 x 36   3.25 (x) 3.45'],
    ['basement 28 by 36 3.45 a foot', 'basement 28 by 36 3.45 a foot'],
    // A square said by its side, a size said with hyphens
    ['the pad is 12 foot square, poly', 'the pad is 12 by 12, poly'],
    ['the pad is 12-by-16, poly', 'the pad is 12 by 16, poly'],
    ['400 square foot pad', '400 square foot pad'],
    // An area said loosely
    ['the shop is 1200 feet square, solid', 'the shop is 1200 sq ft, solid'],
    ['the loft, 650 sq, quartz', 'the loft, 650 sq ft, quartz'],
    ['the square footage is roughly 1150, flake', 'the 1150 sq ft, flake'],
    ['12 sq in', '12 sq in'],
    ['kitchen 12 by 14 6 inches, quartz', 'kitchen 12 by 14 ft 6 in, quartz'],
    ['den 10 6 inches by 12, quartz', 'den 10 ft 6 in by 12, quartz'],
    // A size said as a product, not a count times a price
    ['garage 20 times 22, flake', 'garage 20 by 22, flake'],
    ['3 drains, 3 times 125', '3 drains, 3 times 125'],
    ['10 times 85 each', '10 times 85 each'],
    ['about 2 thousand 6 hundred sq ft', 'about 2600 sq ft'],
    ['the loft is 700-ish square feet', 'the loft is 700 square feet'],
    // Thousands said the short way
    ['mobilization, 2.5 grand flat', 'mobilization, $2500 flat'],
    ['about 12k square feet of warehouse', 'about 12000 square feet of warehouse'],
    // A round figure offered for a line
    ['the crack repair, call it 350 for all of it', 'the crack repair, $350 for all of it'],
    ["the crack repair, let's say $350", 'the crack repair, $350'],
    ['the slab, call it 600 sq ft', 'the slab, call it 600 sq ft'],
    // An area said without 'feet', and counts said in words
    ["the loft's 640 square, quartz", "the loft's 640 sq ft, quartz"],
    ['flake at 4.50 a square', 'flake at 4.50 a square'],
    ['a couple treads at 40 and a pair of floor sinks', '2 treads at 40 and 2 floor sinks'],
    ['a dozen risers, half a dozen drains', '12 risers, 6 drains'],
    ['a couple hundred square feet', '200 square feet'],
    ['a couple of days', 'a couple of days'],
    // Digits and words mixed: hundreds and thousands, a price half in digits, a whole sum for a piece of work
    ['mob 4 hundred, garage', 'mob 400, garage'],
    ['about 3 thousand sq ft', 'about 3000 sq ft'],
    ['garage 20x22 @ 5 25, flake', 'garage 20x22 @ 5.25, flake'],
    ['meet at 2 30 pm', 'meet at 2 30 pm'],
    ['flake 4 80 a foot', 'flake 4.80 a foot'],
    ['quartz 6 15 per sq ft', 'quartz 6.15 per sq ft'],
    ['650 for mobilization and 1200 to tear out the carpet', '$650 for mobilization and $1200 to tear out the carpet'],
    ['at 4.80 for the whole thing, 400 for the garage', 'at 4.80 for the whole thing, 400 for the garage'],
    // Hundreds for work named with its thing ('the vct removal'), a work verb ('rip out', 'move'), or 'for that' after it
    ['and 1100 for the vct removal in the office', 'and $1100 for the vct removal in the office'],
    ['plus 1200 to rip out the carpet and glue', 'plus $1200 to rip out the carpet and glue'],
    ['she wants the washer and dryer moved, 200 for that, phone', 'she wants the washer and dryer moved, $200 for that, phone'],
    ['the tear out plus grinding in the den, 2200 for that part.', 'the tear out plus grinding in the den, $2200 for that part.'],
    ['450 to move the racks', '$450 to move the racks'],
    ['1500 for the old tile stripping', '$1500 for the old tile stripping'],
    ['1200 for the garage and 800 for the shop', '1200 for the garage and 800 for the shop'],
    ['1250 for that room at 4.50', '1250 for that room at 4.50'],
    ['150 for that and 24 for this', '$150 for that and 24 for this'],
    ['475 for the shop square feet', '475 for the shop square feet'],
    // A speech engine's price written as a clock time or without its point
    ['garage 22 by 24, flake at 4:65 a square foot', 'garage 22 by 24, flake at 4.65 a square foot'],
    ['quartz, 6:40, both rooms', 'quartz, 6.40, both rooms'],
    ['shop 40 x 50 @ 3:15', 'shop 40 x 50 @ 3.15'],
    ['we can be there at 7:30, flake', 'we can be there at 7:30, flake'],
    ['sealer at 9:15 am tuesday', 'sealer at 9:15 am tuesday'],
    ['metallic at 785 a square foot', 'metallic at 7.85 a square foot'],
    ['cove 1175 per linear foot', 'cove 11.75 per linear foot'],
    ['basement 785 square feet', 'basement 785 square feet'],
    ['3 steps at 135 a step', '3 steps at 135 a step'],
    // Rooms counted after they are named, and the size of each said with a verb
    ["the exam rooms, there's 3 of them, each one is 10 by 11, quartz", 'the 3 exam rooms, each 10 by 11, quartz'],
    ["wash bays, we have 2 of them, they're each 18 by 40", '2 wash bays, each 18 by 40'],
    ['each of them is 9 by 12', 'each 9 by 12'],
    ['the floor sinks, both of them, $90 each', 'the 2 floor sinks, $90 each'],
    ['a single drain, $140', '1 drain, $140'],
    // A price run into the next thing said with its own figure gets its pause back.
    ['quartz at 6.20 stem wall 40 feet at 9', 'quartz at 6.20, stem wall 40 feet at 9'],
    ['flake at 5.25 the mudroom 8 by 10 same flake', 'flake at 5.25, the mudroom 8 by 10 same flake'],
    ['metallic @ 7.10 back office 10 by 12', 'metallic @ 7.10, back office 10 by 12'],
    ['flake at 5.25 a foot 3 steps', 'flake at 5.25 a foot 3 steps'],
    ['flake at 5.25 for the 2 bays', 'flake at 5.25 for the 2 bays'],
    ['solid at 3.90 per sq ft 600 sq ft', 'solid at 3.90 per sq ft 600 sq ft'],
    ['and the back deck stairs 5 of them at 70 each', 'and the back deck 5 stairs at 70 each'],
    ['plus the shop drains too 2 of them 150 each', 'plus the shop 2 drains 150 each'],
    ['the garage treads both of em at 45', 'the garage 2 treads at 45'],
    ['the rooms 3 of them at 4.50', 'the rooms 3 of them at 4.50'],
    ['a single coat of sealer', 'a single coat of sealer'],
    ['so the guys told me the stalls, all 6 of them', 'so the guys told me the stalls, all 6 of them'],
    ['each one is fine', 'each one is fine'],
    // The place, then its size with no hedge
    ["the back porch, which is 8 by 20, flake", 'the back porch, 8 by 20, flake'],
    ["garage 20 by 20, that's 400 sq ft", "garage 20 by 20, that's 400 sq ft"],
    // Thinking aloud between commas
    ["the porch, hold on, 9 by 22, flake", 'the porch 9 by 22, flake'],
    ["and the mudroom, let me check, $4.10 a foot", 'and the mudroom $4.10 a foot'],
    ['quartz at 6.10, hold on, 6.30', 'quartz at 6.10, hold on, 6.30'],
    ["the den's about, let's see, 14 by 15", "the den's about 14 by 15"],
    ['the bay is, I think, 20 by 40, flake', 'the bay is 20 by 40, flake'],
    // A hedge between the place and its size
    ["the side yard slab, it's like 10 by 40", 'the side yard slab, 10 by 40'],
    ["the hall's kinda 6 by 30", "the hall's kinda 6 by 30"],
    ['the hall is kind of 6 by 30', 'the hall is 6 by 30'],
  ])('%s -> %s', (said, written) => {
    expect(writtenSpokenForms(said)).toBe(written);
  });

  it('leaves numbers that name a thing, counts and typed budgets alone', () => {
    for (const text of ['parking stall #14 9 x 19', 'unit 12 10 by 20', 'stall no. 3 9 by 18', '2 10 by 12 bedrooms', 'budget $10k', '3 bays 12x20']) {
      expect(writtenSpokenForms(text)).toBe(text);
    }
  });
});

describe('dictated sizes and amounts, read whole', () => {
  it('reads feet and inches said as two numbers, and a fee said in grand', () => {
    const draft = extractDraftFromText('the bay is eighteen four by thirty, flake at four ninety. mobilization two grand flat.');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [550, 4.9],
      [1, 2000],
    ]);
  });
});

describe("writtenSpokenForms: 'grand' as a street's name", () => {
  it.each([
    ['job is at 2210 Grand Ave, Billings', '2210 Grand Ave'],
    ['55 Grand Island Blvd unit 3', '55 Grand Island Blvd'],
    ['site: 901 Grand Street', '901 Grand Street'],
  ])('%s', (text, kept) => {
    expect(writtenSpokenForms(text)).toContain(kept);
  });
  it('still reads thousands said the short way', () => {
    expect(writtenSpokenForms('he has about 4 grand to spend')).toContain('$4000');
    expect(writtenSpokenForms('6 grand way over his budget')).toContain('$6000');
  });
});
