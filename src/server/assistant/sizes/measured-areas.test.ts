import { describe, expect, it } from 'vitest';
import { guessedAreasMeasured, keepMeasuredAreas } from './measured-areas.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

describe('an area given, then the one measured on site', () => {
  it('keeps the measured area', () => {
    expect(keepMeasuredAreas('owner thinks 500 square feet but i measured it at 528 square feet, flake at 4.50')).toBe('owner thinks 528 square feet, flake at 4.50');
    expect(keepMeasuredAreas('he told me 1200 sf, we measured the floor at 1150 sf')).toBe('he told me 1150 sf');
  });

  it('leaves two areas of two rooms alone', () => {
    const two = 'garage 500 square feet and the shop 300 square feet, flake at 4.50';
    expect(keepMeasuredAreas(two)).toBe(two);
  });

  it('prices the measured area on the draft', () => {
    const draft = extractDraftFromText("new one, basement, the owner figured about seven hundred square feet but i measured it at six eighty two, metallic at seven twenty five");
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[682, 7.25]]);
  });
});

describe('measured areas on long runs', () => {
  it('reads a long run of spaces and figures in linear time', () => {
    const text = `500 sf${' '.repeat(20000)}, but ${'1 '.repeat(5000)}`;
    const ms = cpuMsOf(() => keepMeasuredAreas(text));
    expect(ms).toBeLessThan(200);
  });
});

describe('an area the customer guessed, then the one measured on a visit', () => {
  it.each([
    ['Voicemail: the garage is I think about 600 square feet, call me back.\nAfter site visit: measured 636 sf, flake 4.80', 636],
    ['"Our shop is roughly 1200 sq ft give or take."\nJen walked it: 1150 sf, solid 3.40', 1150],
    ['Text from customer: basement maybe 900 sf, maybe 950\n--- on site: bsmt 936 sf metallic 7.20', 936],
  ])('%s', (text, area) => {
    const draft = extractDraftFromText(text);
    expect(draft.lineItems.map((l) => l.quantity)).toEqual([area]);
  });

  it('keeps the guess when nothing later was measured, or the later area is another floor', () => {
    for (const [text, want] of [
      ['garage about 600 square feet, flake 4.80', [600]],
      ['garage about 600 square feet at 4.80\nshop 1400 sf at 3.40, measured', [600, 1400]],
    ] as const) expect(extractDraftFromText(text).lineItems.map((l) => l.quantity)).toEqual(want);
  });

  it('reads as much as it reads at all (under 40,000 characters) of guesses in well under a second', () => {
    const text = 'about 100 sf\nmeasured 102 sf '.repeat(3500);
    expect(cpuMsOf(() => guessedAreasMeasured(text.slice(0, 39_000)))).toBeLessThan(1_000);
  });
});
