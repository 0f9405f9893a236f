import { describe, expect, it } from 'vitest';
import { dropRestatedSizes } from './restated-areas.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

const blank = (s: string): string => ' '.repeat(s.length);

describe('dropRestatedSizes', () => {
  it('drops a size when part of it is taken away and the area is said again', () => {
    const text = 'shop is 40 by 30 less the parts cage, so call it 1100 square feet, flake at 4.40';
    expect(dropRestatedSizes(text)).toBe(text.replace('40 by 30', blank('40 by 30')));
  });

  it('drops the size of one of several rooms when their total is said', () => {
    const text = 'three exam rooms, 10 x 12 each, so 360 sq ft total, quartz 6.10';
    expect(dropRestatedSizes(text)).toBe(text.replace('10 x 12', blank('10 x 12')));
    const before = "two offices, each one's 11 by 13, that's 286 sf, solid 3.70";
    expect(dropRestatedSizes(before)).toBe(before.replace('11 by 13', blank('11 by 13')));
  });

  it('drops the size of one of several rooms when the count is said before it and the total after', () => {
    for (const [text, size] of [
      ['offices 4 @ 11x12 = 528 sf total, quartz 6.10', '11x12'],
      ['5 stalls at 10 by 20, so 1000 square feet, sealer 1.10', '10 by 20'],
    ] as const) expect(dropRestatedSizes(text)).toBe(text.replace(size, blank(size)));
    // A total that is not the count times the size belongs to something else.
    const other = 'offices 4 @ 11x12, so 600 sf total';
    expect(dropRestatedSizes(other)).toBe(other);
  });

  it('drops a size rounded to the area the speaker settles on', () => {
    const text = 'porch 9 by 21, call it 200 square feet';
    expect(dropRestatedSizes(text)).toBe(text.replace('9 by 21', blank('9 by 21')));
  });

  it('drops an area reduced by what there is in it', () => {
    const text = "the loft is 30 by 20 but there's the chimney chase, so figure call it 570 sf";
    expect(dropRestatedSizes(text)).toBe(text.replace('30 by 20', blank('30 by 20')));
  });

  it('drops a size and the part taken out of it when what is left is said', () => {
    const text = "the hall is 30 by 50 but the stage isn't getting done, 10 by 20 of it, so 1300 square feet, quartz 6.40";
    const out = dropRestatedSizes(text);
    expect(out).toBe(text.replace('30 by 50', blank('30 by 50')).replace('10 by 20', blank('10 by 20')));
    // What is left does not match: both sizes stay.
    const other = 'the hall is 30 by 50 minus the stage, 10 by 20 of it, so 900 square feet';
    expect(dropRestatedSizes(other)).toBe(other);
  });

  it('drops a size said again with one side changed', () => {
    for (const [text, first] of [
      ['patio 14 by 22 but the grill pad stays bare, so really 14 by 18, flake 5.10', '14 by 22'],
      ['shop is 40 x 60, I mean 40 x 56, solid 3.40', '40 x 60'],
    ] as const) expect(dropRestatedSizes(text)).toBe(text.replace(first, blank(first)));
  });

  it('keeps two sizes of two places', () => {
    for (const text of [
      'garage 20 by 24, so the shop, 30 by 40',
      'garage 20 by 24 and the shop 20 by 30',
      'garage 20 by 24. so the shop is 20 by 30',
      'the office is 12 by 14, so is the break room, 12 by 14',
    ]) expect(dropRestatedSizes(text)).toBe(text);
  });

  it('keeps a size restated at its own product, and an area that belongs to something else', () => {
    for (const text of [
      'garage 24 by 24, so 576 square feet, flake 4.85',
      'garage 24 by 24 and the basement about 600 square feet',
      'garage 24 by 24. basement is 400 sf',
      'garage 24 by 24 at 4.85, so 900 sf total with the patio',
      'garage 24 by 24, call it 900 square feet',
    ]) expect(dropRestatedSizes(text)).toBe(text);
  });

  it('keeps the size meant when someone else gives it in the next sentence', () => {
    const text = "the carport's 20 by 18. But her son says it's more like 20 by 21, go with his.";
    expect(dropRestatedSizes(text)).toBe(text.replace('20 by 18', blank('20 by 18')));
    // Another sentence that only mentions someone is no correction.
    const other = "the carport's 20 by 18. Her son says the shed is 8 by 10.";
    expect(dropRestatedSizes(other)).toBe(other);
  });

  it('drops a size said again after an aside to settle it, not one said for another floor', () => {
    const text = "the den is 16 by 22. Her husband thinks 24 but he measured into the hall, so it's 16 by 22.";
    const second = text.lastIndexOf('16 by 22');
    expect(dropRestatedSizes(text)).toBe(text.slice(0, second) + blank('16 by 22') + text.slice(second + 8));
    for (const kept of ["the den is 16 by 22. The study upstairs, so it's 16 by 22 too.", 'the den is 16 by 22, the study is 16 by 22.']) expect(dropRestatedSizes(kept)).toBe(kept);
  });

  it('drops a size when the area left after a part is taken away is figured by someone', () => {
    const text = 'shop is 50 by 40 minus the office, he had it figured at 1750 square feet';
    expect(dropRestatedSizes(text)).toBe(text.replace('50 by 40', blank('50 by 40')));
  });

  it('reads 100,000 characters of sizes said again and again in well under a second', () => {
    const text = '12 by 14, so 12 by 15, '.repeat(4400);
    let out = '';
    expect(cpuMsOf(() => (out = dropRestatedSizes(text)))).toBeLessThan(1_000);
    expect(out).toHaveLength(text.length);
  });

  it('keeps offsets: the text keeps its length', () => {
    const text = 'shop 40 x 30 minus the office, so 1000 sf';
    expect(dropRestatedSizes(text)).toHaveLength(text.length);
  });
});

describe('a dictated size restated as an area, read whole', () => {
  it('prices the area the speaker settled on, once', () => {
    const draft = extractDraftFromText(
      'new one, Walt Brenner, the shop is forty by thirty less the parts cage, so call it eleven hundred square feet, flake at four forty. half down.',
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[1100, 4.4]]);
  });
});

describe('a size the area said before it already includes', () => {
  it.each([
    ['Gym floor is 2,400 sq ft total, that includes the 10 x 12 entry. Quartz 5.85/sf.', [[2400, 5.85]]],
    ['Studio 1150 sf (including the 8x10 office) at 6.80.', [[1150, 6.8]]],
    ['Warehouse 3000 sf, which includes a 20 x 30 loading area, at 3.95/sf.', [[3000, 3.95]]],
    // A room said beside the area, not inside it, stays.
    ['Shop 1200 sf at 4.40, and the 10 x 12 office at 4.40.', [[1200, 4.4], [120, 4.4]]],
  ])('%s', (text, want) => {
    expect(extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate])).toEqual(want);
  });
});

describe('a size measured again after it was said', () => {
  it.each([
    ['I gave you 20 by 20 for the garage but I went back and measured it, it was 20 by 22. flake 4.80', '20 by 20'],
    ['had the den down as 14 x 16, re-measured, 15 x 16, solid 3.60', '14 x 16'],
    ['I said 12 by 14 for the office. Turns out it is 13 by 15, quartz 6.20', '12 by 14'],
    ['the patio I told her 18 by 24 but we measured again and got 18 by 26, metallic 7.10', '18 by 24'],
  ])('%s', (text, first) => {
    expect(dropRestatedSizes(text)).toBe(text.replace(first, blank(first)));
  });

  it('keeps a size measured for another floor, or one far from the first', () => {
    for (const text of [
      'garage 20 by 20 and I measured the shop, it is 30 by 40',
      'garage 20 by 20 but I measured it at 40 by 60',
    ]) expect(dropRestatedSizes(text)).toBe(text);
  });

  it('prices the measured size once, in a dictation', () => {
    const draft = extractDraftFromText('this is Dale Voss, I had the shop at thirty by fifty but I re measured and it is thirty two by fifty, solid gray three forty. phone six one two five five five oh one four four');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[1600, 3.4]]);
  });
});

describe('what is left of a size said as a bare figure', () => {
  it.each([
    ['basement 30 by 30 minus the mechanical room, call it 800, solid 3.90', '800 sf'],
    ['the shop is 40 by 25 less the tool crib so figure 9.40 even, flake 4.60', '940 sf'],
    ['garage 24 by 30 without the workbench corner, which leaves 650, metallic 7.25', '650 sf'],
  ])('%s', (text, area) => {
    const out = dropRestatedSizes(text);
    expect(out).toHaveLength(text.length);
    expect(out.trimEnd()).toMatch(new RegExp(`\\b${area}\\b`));
    expect(out).not.toMatch(/\d+ (?:by|x) \d+/);
  });

  it('keeps a price, a count or a figure that cannot be what is left', () => {
    for (const text of [
      'basement 30 by 30 minus the mechanical room, call it 3.90 a foot',
      'basement 30 by 30 minus the mechanical room, call it 12 treads',
      'basement 30 by 30 minus the mechanical room, call it 300',
      'basement 30 by 30 and call it 800',
    ]) expect(dropRestatedSizes(text)).toBe(text);
  });

  it('prices the area left, in a dictation', () => {
    const draft = extractDraftFromText('okay the Brandt basement is thirty by twenty six but leave out the laundry so call it seven forty, solid color three eighty five. half down.');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[740, 3.85]]);
  });
});
