import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';

const nameOf = (text: string): string | null => extractDraftFromText(text).customerName;

describe('a name given across the turns of a text thread', () => {
  it('is the surname answered with the address after the office asks for both', () => {
    const thread = '(405) 555-0182: hey this is Renzo from Bella Cucina downtown, need the prep kitchen redone\n(405) 555-0182: its 20x26\nOffice: Hi Renzo! Quartz is 6.40/sf. Last name and address for the quote?\n(405) 555-0182: Castellano, 118 NW 9th St Oklahoma City OK 73102';
    expect(nameOf(thread)).toBe('Renzo Castellano');
  });

  it('is the full name a texter gives later, over the business they first spoke from', () => {
    const thread = '[9:14] Customer: Hi, Priya from Sunbeam Preschool. Need a quote for the art room\n[9:20] Us: Sure, size?\n[9:31] Customer: 22 x 30. 4.25/sf is fine\n[9:40] Customer: Priya Raman, 77 Elm St, Ames IA 50010. 515-555-0133';
    expect(nameOf(thread)).toBe('Priya Raman');
  });

  it('stays the business when the given name is never written in full', () => {
    const thread = '[9:14] Customer: Hi, Priya from Sunbeam Preschool LLC. Need a quote for the art room 22 x 30 at 4.25/sf\n[9:40] Customer: 77 Elm St, Ames IA 50010. 515-555-0133';
    expect(nameOf(thread)).toBe('Sunbeam Preschool LLC');
  });
});
