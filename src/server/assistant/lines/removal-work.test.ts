import { describe, expect, it } from 'vitest';
import { removalWork } from './removal-work.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('removalWork', () => {
  it.each([
    ['plus the old carpet has to be pulled up in the den', 'old carpet has to be pulled up'],
    ['and he wants the peeling paint ground off first', 'peeling paint ground off'],
    ['we have to tear out the old linoleum in the kitchen', 'tear out the old linoleum'],
    ['rip up the ceramic tile, flat 800', 'rip up the ceramic tile'],
    ['mastic removal 1.25 a foot', 'mastic removal'],
    ['the existing coating needs to be stripped', 'existing coating needs to be stripped'],
  ])('%s -> %s', (said, work) => {
    expect(removalWork(said)).toBe(work);
  });

  it('names no work where nothing is taken out', () => {
    for (const said of ['the tile in the lobby stays', 'paint the walls after', 'pull the truck up to the door']) expect(removalWork(said)).toBeNull();
  });
});

describe('a flat price for taking the old floor out, in a transcript without punctuation', () => {
  it('names the line by the work, not by a room or the next detail said', () => {
    const draft = extractDraftFromText(
      'shop floor thirty by forty flake at four ninety and the back office ten by twelve same flake and the old carpet has to be pulled up in the office thats a flat four fifty address twelve oak street',
    );
    const removal = draft.lineItems.find((l) => l.rate === 450);
    expect(removal?.quantity).toBe(1);
    expect(removal?.description).toMatch(/carpet/i);
  });
});
