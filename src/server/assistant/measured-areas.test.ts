import { describe, expect, it } from 'vitest';
import { keepMeasuredAreas } from './measured-areas.ts';
import { extractDraftFromText } from './embedded-extractor.ts';
import { cpuMsOf } from '../testing/cpu-time.ts';

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
