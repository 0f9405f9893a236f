import { describe, expect, it } from 'vitest';
import { markSpokenCorrections } from './spoken-corrections.ts';
import { applySelfCorrections } from './text-cleanup.ts';

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
    ['the bay is 14 by 30, no hang on, 14 by 32', 'the bay is 14 by 32'],
  ])('%s -> %s', (said, meant) => {
    expect(corrected(said)).toBe(meant);
  });

  it('leaves the words alone when no figure follows them', () => {
    for (const text of [
      'garage 20 by 24, actually the patio is 10 by 12 too',
      'flake at 4.50, hold on to the deposit until the 12th',
      "I'd rather have 2 coats",
      'the ER waiting room, 30 by 40',
    ]) {
      expect(markSpokenCorrections(text)).toBe(text);
    }
  });
});
