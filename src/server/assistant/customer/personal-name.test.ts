import { describe, expect, it } from 'vitest';
import { personNamedForQuote } from './personal-name.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe("the quote in the person's own name, not the business's", () => {
  it('is the person named before the remark', () => {
    expect(personNamedForQuote('Reyes Bakery LLC - owner is Carla Reyes. Put the quote in her own name, not the LLC.')).toBe('Carla Reyes');
    expect(personNamedForQuote('Talked to Mr. Ben Ortiz at Grace Chapel; he wants it under his name rather than the church.')).toBe('Ben Ortiz');
    expect(personNamedForQuote('North Fork Outfitters. Owner Dale Whitlock wants it in his personal name.')).toBe('Dale Whitlock');
  });

  it('is the person named right after it', () => {
    expect(personNamedForQuote('Her husband called, but the quote goes in her name: Priya Raman. Garage 20 x 20.')).toBe('Priya Raman');
    expect(personNamedForQuote('Please put it in their name - Tomas Lindqvist - not the HOA.')).toBe('Tomas Lindqvist');
  });

  it('reads nothing without the remark', () => {
    expect(personNamedForQuote('Reyes Bakery LLC - owner is Carla Reyes. Kitchen 20 x 30.')).toBeNull();
  });

  it('keeps the name as written, its suffix and accents', () => {
    expect(extractDraftFromText('Otis Fairley Jr - has the body shop on Rt 9, but quote him personally, not the shop. 20 x 30 flake 4.60. 601-555-0140').customerName).toBe('Otis Fairley Jr.');
    expect(extractDraftFromText('Panadería Sol - la dueña es Ximena Durán Ríos, she wants the quote in her name. Kitchen 20 x 18 urethane 11.50').customerName).toBe('Ximena Durán Ríos');
  });
});

describe('the quote addressed to the person by name', () => {
  it("is the person in whose name it goes ('in X's name')", () => {
    expect(personNamedForQuote("Odessa - Pruett Welding yard, but write it in Cody Pruett's name. 20 x 30 solid 3.40")).toBe('Cody Pruett');
    expect(personNamedForQuote("Maple Leaf Daycare: quote under Renata Oyelowo's own name please")).toBe('Renata Oyelowo');
    expect(personNamedForQuote('Hollow Creek Farm - put it in Mr. Ansel Drury’s name')).toBe('Ansel Drury');
  });

  it("is the person the quote is addressed to ('quote to Dr X himself', 'address the quote to X')", () => {
    expect(personNamedForQuote('Lakeshore Pediatrics\nquote to Dr Imelda Sauceda herself\ncell 555-555-0142')).toBe('Imelda Sauceda');
    expect(personNamedForQuote('Calder Vet Hospital - make the estimate out to Dr. Owen Brightwater directly.')).toBe('Owen Brightwater');
    expect(personNamedForQuote('From the front desk at Grace Dental: please address the bid to Pastor Neil Hargrove, he pays for it.')).toBe('Neil Hargrove');
    expect(personNamedForQuote('The bid goes to Rosalind Teague personally, not to the clinic.')).toBe('Rosalind Teague');
  });

  it('reads no business and no bare "quote to" as a person', () => {
    expect(personNamedForQuote('Please address the quote to Harbor Vet Clinic, attn billing.')).toBeNull();
    expect(personNamedForQuote('Send the quote to Oak Street Storage by Friday.')).toBeNull();
    expect(personNamedForQuote('Quote to Willa Brandt for the garage, 20 x 22 flake 4.60')).toBeNull();
  });
});
