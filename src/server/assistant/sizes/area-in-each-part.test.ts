import { describe, expect, it } from 'vitest';
import { areaInEachPart } from './area-in-each-part.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

const linesOf = (text: string): [number, number][] => extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate]);

describe('one floor, its area written once in each part of the request', () => {
  it('keeps the saying with the price and blanks the others in place', () => {
    const text = 'Sq ft: 820\nNotes: the shop floor is about 820 sq ft, oil stains.\n\nOffice: shop 820 sf solid @ 3.60';
    const out = areaInEachPart(text);
    expect(out).toHaveLength(text.length);
    expect(out).toBe(`Sq ft: ${' '.repeat(3)}\nNotes: the shop floor is about ${' '.repeat(9)}, oil stains.\n\nOffice: shop 820 sf solid @ 3.60`);
  });

  it.each([
    // A web form's size field, the message under it, the office's note under a rule.
    ['Full name: Odette Baptiste\nSize of area: 430 sq ft\nMessage: Wanting the sunroom redone, it is 430 square feet.\n--\nOffice: sunroom 430 sf flake @ 5.15', [[430, 5.15]]],
    // The office's note on top, the customer's e-mail under it, the price said apart from the area.
    ['Office note: grey solid, 3.70/sf. 1,640 sf.\n\n---------- Forwarded message ---------\nHi, our warehouse mezzanine is 1640 sq ft and needs a coating.\nThanks, Wendell', [[1640, 3.7]]],
    // The form's field and the message only; the office gives the price alone.
    ['Square footage (estimate): 460\nComments: double garage, 460 sq ft or so, want flake\n\nOffice: 5.05 flake', [[460, 5.05]]],
  ])('%s', (text, lines) => {
    expect(linesOf(text)).toEqual(lines);
  });

  it('leaves two rooms of one size said together alone', () => {
    const text = 'The garage is 500 sf and the basement is 500 sf too.\n\nOffice: flake 4.90 on both';
    expect(areaInEachPart(text)).toBe(text);
  });

  it('leaves an area said of each of several alone', () => {
    const text = 'Three storage units, 300 sq ft each.\n\nOffice: 300 sf solid 3.40';
    expect(areaInEachPart(text)).toBe(text);
  });

  it('leaves sayings that name different rooms alone', () => {
    const text = 'Garage is 480 sq ft.\n\nAlso the basement, 480 sq ft, same system.';
    expect(areaInEachPart(text)).toBe(text);
  });

  it('leaves an area priced in each part alone (two offers)', () => {
    const text = 'Option A: 600 sf flake @ 4.95\n\nOption B: 600 sf metallic @ 7.80';
    expect(areaInEachPart(text)).toBe(text);
  });

  it('leaves an area said twice in one part alone', () => {
    const text = 'bay one 720 sf, bay two 720 sf, solid 3.25';
    expect(areaInEachPart(text)).toBe(text);
  });

  it('reads a long request of many areas in linear time', () => {
    const text = `${'garage 500 sf\n\n'.repeat(1500)}${'x '.repeat(5000)}`;
    expect(cpuMsOf(() => areaInEachPart(text))).toBeLessThan(200);
  });
});
