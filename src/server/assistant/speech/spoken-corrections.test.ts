import { describe, expect, it } from 'vitest';
import { markSpokenCorrections } from './spoken-corrections.ts';
import { applySelfCorrections } from '../text/text-cleanup.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const corrected = (text: string): string => applySelfCorrections(markSpokenCorrections(text)).replace(/\s+/g, ' ').trim();

describe('markSpokenCorrections', () => {
  it.each([
    ['quartz at 6.10, er, 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz at 6.10, hold on, 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz at 6.10, strike that, 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz at 6.10 nope 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz at 6.10, my mistake, 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz at 6.10, or rather 6.30 a foot', 'quartz at 6.30 a foot'],
    ["quartz at 6.10, well actually it's 6.30 a foot", 'quartz at 6.30 a foot'],
    ['quartz at 6.10, change of plans, 6.30 a foot', 'quartz at 6.30 a foot'],
    ["quartz at 6.10, let's do 6.30 instead", 'quartz at 6.30 instead'],
    // The speaker's own choice after the marker: 'actually let's do', 'actually go with', 'or rather use'
    ["metallic at 8.20, actually let's do 7.95 since he's family", "metallic at 7.95 since he's family"],
    ['metallic at 8.20, actually go with 7.95', 'metallic at 7.95'],
    ['the bay is 14 by 30, or rather use 14 by 28', 'the bay is 14 by 28'],
    ['the bay is 14 by 30, no hang on, 14 by 32', 'the bay is 14 by 32'],
    ['the bay is 30 by 50... actually 30 by 56', 'the bay is 30 by 56'],
    ['quartz at 6.10, or was it 6.30, yeah 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz at 6.10, I take that back, 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz at 6.10, whoops, 6.30 a foot', 'quartz at 6.30 a foot'],
    ['quartz not 6.10 but 6.30 a foot', 'quartz 6.30 a foot'],
    ['quartz at 6.30, not 6.10, a foot', 'quartz at 6.30, a foot'],
    // A price said twice to be sure of it
    ['quartz, 6.30, 6.30, and cove', 'quartz, 6.30, and cove'],
    ['quartz at 6.30 6.30 for the shop', 'quartz at 6.30 for the shop'],
    ['quartz at $6.30, $6.30.', 'quartz at $6.30.'],
    // Taken back with whose word it is: 'he said', 'she wanted', 'the owner measured'
    ['the bay is 14 by 30 actually he said 14 by 32 with the office', 'the bay is 14 by 32 with the office'],
    ['quartz at 6.10 wait she wanted the darker blend so 6.30 a foot', 'quartz at 6.30 a foot'],
    // Two markers said together ('actually wait', 'no wait', 'oh wait') before whose word it is
    ['full flake at 5.60 actually wait he wants the metallic so make it 7.45 he asked', 'full metallic at 7.45 he asked'],
    ['flake at 4.80, no, the owner measured again, uh, 4.95', 'flake at 4.95'],
    ['the bay is 14 by 30, sorry, the customer remeasured it at 14 by 31', 'the bay is 14 by 31'],
    // A size then left out
    ["shop 30 x 40, there's a 6x8 parts cage in the corner, leave that out.", "shop 30 x 40, there's a parts cage in the corner, leave that out."],
    ['garage 22 by 24, forget the 4 by 10 storage nook', 'garage 22 by 24, forget the storage nook'],
    ["and the 5 by 7 pantry, we're not doing it, quartz 6.20", "and the pantry, we're not doing it, quartz 6.20"],
    // A figure said with 'not', then the one meant
    ['not the whole 1200 sq ft shop, just the bays, 20 by 40', 'not the whole shop, just the bays, 20 by 40'],
    ["not the full 22' x 24' garage, only the side by the door, 10 x 22", 'not the full garage, only the side by the door, 10 x 22'],
  ])('%s -> %s', (said, meant) => {
    expect(corrected(said)).toBe(meant);
  });

  it('leaves the words alone when no figure follows them', () => {
    for (const text of [
      'garage 20 by 24, actually the patio is 10 by 12 too',
      "metallic at 8.20, actually let's do the stairs too, 2 flights",
      'flake at 4.50, hold on to the deposit until the 12th',
      "I'd rather have 2 coats",
      'the ER waiting room, 30 by 40',
      'not the 24 by 24. just flake on it',
      'the garage is not 20 by 20, more like 21 by 20',
      'garage 20 by 20, skip the cove, flake 4.50',
      '3904 Satellite Blvd (sorry 3409 not 3904)',
      "flake at 4.50, it's not 4.50 but it's close",
      'garage 20 by 20. skip that for now, the patio 10 by 12 first',
      // Someone's word about another kind of figure, or a new sentence, corrects nothing.
      'garage 20 by 24 actually she said 2 drains',
      'flake at 4.50 actually he wants 40% down',
      'garage 20 by 24 wait. she said flake at 4.50',
      // The same figure twice as two things (a size, a count) stays.
      'two rooms, 10 by 12, 10 by 12',
      'rates 4.50 and 4.50',
    ]) {
      expect(markSpokenCorrections(text)).toBe(text);
    }
  });
});

describe('a correction said with two markers and whose word it is', () => {
  it("takes 'actually wait he wants the metallic so make it seven forty five' as the garage's system and price", () => {
    const draft = extractDraftFromText(
      'new one garage for a guy named tor bakke three car garage twenty nine by twenty four full flake at five sixty actually wait he wants the metallic so make it seven forty five his number is four three five five five five zero one three eight',
    );
    expect(draft.lineItems.map((l) => [l.description, l.quantity, l.rate])).toEqual([['Metallic epoxy - Garage', 696, 7.45]]);
  });
});

describe('a price taken back for the one the office gave the customer', () => {
  it.each([
    ['garage 20 by 20, flake at 4.60, actually I told him 4.75 for the extra prep', 4.75],
    ['patio 12 by 16 flake at 5.10, actually we quoted her 5.35', 5.35],
    ['shop 40 by 60 solid 3.40, wait I gave them 3.55 on the phone', 3.55],
    ['basement 30 by 30 metallic 7.50, no, I promised him 7.25', 7.25],
  ])('%s', (text, rate) => {
    expect(extractDraftFromText(text).lineItems.map((l) => l.rate)).toEqual([rate]);
  });

  it('leaves a figure the office gave for something else', () => {
    expect(markSpokenCorrections('garage 400 sf at 4.60, actually I told him 20% down')).toBe('garage 400 sf at 4.60, actually I told him 20% down');
  });
});
