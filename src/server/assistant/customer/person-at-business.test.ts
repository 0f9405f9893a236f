import { describe, expect, it } from 'vitest';
import { personAtTheirBusiness, type PersonAtBusinessWords } from './person-at-business.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const words: PersonAtBusinessWords = {
  isGivenName: (w) => ['dana', 'carl', 'maria', 'grace'].includes(w.toLowerCase()),
  isBusinessWord: (w) => /^(?:roofing|dental|auto|llc|bakery|grill)$/i.test(w),
  isOrdinaryWord: (w) => /^(?:the|shop|bar|park)$/i.test(w),
};

describe('personAtTheirBusiness', () => {
  it.each([
    ['Dana Okafor from Okafor Roofing', 'Dana Okafor'],
    ['Wendell Pruitt with Pruitt Tractor Sales', 'Wendell Pruitt'],
    ['carl lindqvist at the lakeside dental', 'carl lindqvist'],
    ['Maria Soto Jr. at Harbor Grill', 'Maria Soto Jr.'],
  ])('%s', (found, person) => {
    expect(personAtTheirBusiness(found, words)).toBe(person);
  });

  it('leaves businesses and unknown pairs alone', () => {
    // A business whose name has 'at' in it; a pair with no sign that what follows is their business.
    for (const found of ['Bar at the Park', 'Grace Church at Elm', 'Wendell Pruitt at Lakeview', 'Dana Okafor', 'Okafor Roofing LLC']) expect(personAtTheirBusiness(found, words)).toBeNull();
  });

  it('a dictated customer is the person, not the business they are with', () => {
    const draft = extractDraftFromText('new one customer is wendell pruitt with pruitt feed and seed the warehouse floor is forty by sixty solid color at three forty phone five four one five five five oh one four four');
    expect(draft.customerName).toBe('Wendell Pruitt');
  });
});
