import { describe, expect, it } from 'vitest';
import { blankWorkWordsInPlaceNames } from './place-names.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('blankWorkWordsInPlaceNames', () => {
  it('blanks the cove in a place name, keeping the text length', () => {
    for (const [text, name] of [
      ['the board at Heron Cove wants the pool deck done', 'Heron Cove'],
      ['units at Willow Coves Apartments', 'Willow Coves'],
      ['clubhouse is 400 Pelican Cove Rd', 'Pelican Cove'],
    ] as const) {
      const out = blankWorkWordsInPlaceNames(text);
      expect(out).toHaveLength(text.length);
      expect(out).not.toMatch(/cove/i);
      expect(out).toContain(name.split(' ')[0]);
    }
  });

  it('keeps cove that is the work', () => {
    for (const text of ['Quartz Cove 6in, 120 lf', 'Garage: Integral Cove', 'Vinyl Cove Base 80 lf @ 4', 'Add Cove 90 LF', 'flake with cove, 88 lf', 'Kitchen Cove 96 lf @ 14']) {
      expect(blankWorkWordsInPlaceNames(text)).toBe(text);
    }
  });

  it('reads a dictated request from a place named after a cove as one floor', () => {
    const draft = extractDraftFromText(
      "this is Glen Ruiz, I manage the Egret Cove condos, the pool deck is about 1800 square feet, acrylic at 3.20 a foot. we're at 77 Egret Cove Lane, Jacksonville, 32225.",
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[1800, 3.2]]);
  });
});
