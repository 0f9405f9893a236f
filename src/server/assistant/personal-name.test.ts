import { describe, expect, it } from 'vitest';
import { personNamedForQuote } from './personal-name.ts';
import { extractDraftFromText } from './embedded-extractor.ts';

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
