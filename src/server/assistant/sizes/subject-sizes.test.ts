import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { subjectSizesSaidAgain } from './subject-sizes.ts';

describe('subjectSizesSaidAgain', () => {
  it('blanks a size on the subject line that the message says again, keeping offsets', () => {
    const text = 'Subject: quote - 24x28 garage\n\nHi, the garage is 24 x 28.';
    const out = subjectSizesSaidAgain(text);
    expect(out).toHaveLength(text.length);
    expect(out.split('\n')[0]).not.toMatch(/24x28/);
    expect(out).toMatch(/24 x 28\.$/);
  });

  it('keeps a size only the subject gives', () => {
    const text = 'Subject: 24x28 garage\n\nHi, can you quote flake?';
    expect(subjectSizesSaidAgain(text)).toBe(text);
  });
});

describe('sizes of the premises', () => {
  it("are no work: 'a 1,800 sq ft house' in the subject, the room's size in the message", () => {
    const text = 'Office: flake 4.95.\n\nSubject: Garage (1,800 sq ft house, 22x24 garage)\n\nThe garage is 22 x 24 and the house is about 1,800 sq ft.';
    expect(extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate])).toEqual([[528, 4.95]]);
  });
});
