import { describe, expect, it } from 'vitest';
import { withoutSpellingInsideName } from './spelling-inside-name.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('a spelling in brackets inside a name', () => {
  it('is left out when it spells the word before and the name goes on', () => {
    expect(withoutSpellingInsideName('Siobhan (S I O B H A N) Kearney, 309-555-0101')).toBe('Siobhan Kearney, 309-555-0101');
    expect(withoutSpellingInsideName('cust Jaxon (j-a-x-o-n) De Witt')).toBe('cust Jaxon De Witt');
    expect(withoutSpellingInsideName('Aoife (A.O.I.F.E.) Brannigan')).toBe('Aoife Brannigan');
  });

  it('stays when it spells another word, ends the name, or is no spelling', () => {
    expect(withoutSpellingInsideName('Ron (f-e-l-d-k-a-m-p) Feldkamp')).toBe('Ron (f-e-l-d-k-a-m-p) Feldkamp');
    expect(withoutSpellingInsideName('Brock Teague (T E A G U E)')).toBe('Brock Teague (T E A G U E)');
    expect(withoutSpellingInsideName('Garage (2 car) Flake')).toBe('Garage (2 car) Flake');
    expect(withoutSpellingInsideName('Robert (Bob) Haynes')).toBe('Robert (Bob) Haynes');
  });

  it('gives the whole name after a town heading', () => {
    const text = 'Ames - Thadd (T H A D D) Van Wyk\n515-555-0142\n2210 Oakland St Ames IA 50014\ngarage 22 x 24 flake 4.55';
    expect(extractDraftFromText(text).customerName).toBe('Thadd Van Wyk');
  });
});
