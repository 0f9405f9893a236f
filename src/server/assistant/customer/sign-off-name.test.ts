import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';

const nameOf = (text: string): string | null => extractDraftFromText(text).customerName;

describe('a sign-off typed in lower case', () => {
  it('names the writer on the closing line', () => {
    expect(nameOf('basement 30x28 solid grey epoxy, 3.90/sf. 412 Elm St, Peoria, IL 61602. 309-555-0144 thanks, gideon fairweather')).toBe('Gideon Fairweather');
    expect(nameOf('hi, price for our 2 car garage please, 22x24 flake. 88 Birch Hollow Rd, Ames, IA 50010\nthanks so much, siobhan kearney')).toBe('Siobhan Kearney');
  });

  it("names the writer on the line under 'cheers,' even when the rest has capitals", () => {
    expect(nameOf('Hi there,\nCould you quote our patio, 12 x 16, with flake? 412 Elm St, Peoria, IL 61602.\ncheers,\nnadia kowalski\n309-555-0101')).toBe('Nadia Kowalski');
  });

  it('is not the office person thanked at the start, nor words that are no name', () => {
    expect(nameOf('Thanks Karen for the call yesterday. Garage 20x20 flake at 4.50. 412 Elm St, Peoria, IL 61602.\nRegards,\nHector Solis')).toBe('Hector Solis');
    expect(nameOf('garage 20x20 flake at 4.50, 412 Elm St, Peoria, IL 61602\nthanks, garage door guy')).toBeNull();
  });
});
