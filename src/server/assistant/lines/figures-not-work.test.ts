import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { blankFiguresNotWork } from './figures-not-work.ts';

const figures = (text: string): string[] => blankFiguresNotWork(text).match(/\d+(?:[,.]\d+)*/g) ?? [];

describe('blankFiguresNotWork: a form field about something other than the work', () => {
  it.each([
    ['Referral fee: $35.00', []],
    ['Lead price - $52.10', []],
    ['  House sq ft: 1,980', []],
    ['Home size (approx): 3100 sq ft', []],
    ['Year built: 1987', []],
    ['Lot size: 0.25 acres', []],
  ])('%s', (text, left) => {
    expect(figures(text)).toEqual(left);
  });

  it('keeps the label and every other field', () => {
    const form = 'Square footage: 640\nLead charge: $29.99\nBuilding size: 60 x 100';
    expect(blankFiguresNotWork(form)).toMatch(/^Square footage: 640\nLead charge: {2}/);
    expect(figures(form)).toEqual(['640', '60', '100']);
  });
});

describe('blankFiguresNotWork: the house in the customer\'s words', () => {
  it.each([
    ['Our home is a 1960s ranch, maybe 1,700 square feet, and the garage is 20 x 22.', ['1960', '20', '22']],
    ['the house is roughly 2600 sf. Basement is 30 x 40', ['30', '40']],
  ])('%s', (text, left) => {
    expect(figures(text)).toEqual(left);
  });

  it('keeps a room measured at the house or named after it', () => {
    expect(figures('The shop at the house is about 900 sq ft')).toEqual(['900']);
    expect(figures('Our house has a basement around 1,100 sq ft.')).toEqual(['1,100']);
    expect(figures('front of house 800 sf, kitchen 300 sf')).toEqual(['800', '300']);
  });

  it("keeps a place whose name ends in House ('Maple House', 'the Opera House'), never the home", () => {
    expect(figures('the boiler room at Maple House apartments - 640 sf epoxy')).toEqual(['640']);
    expect(figures('the Opera House lobby is about 2,200 sq ft')).toEqual(['2,200']);
    // Lower case, or a capital at the start of a sentence: the customer's home.
    expect(figures('Need the basement. The House is about 2,400 sq ft total.')).toEqual([]);
    expect(figures('our beach house, about 1900 sf')).toEqual([]);
  });
});

describe('a lead with the service\'s fee and the house size', () => {
  it('prices only the floor', () => {
    const text = 'Office: metallic 7.25 on it.\n\nNew lead from Thumbtack\nName: Ola Brandt\nPhone: 615-555-0144\nHouse size: 2,300 sq ft\nDetails: basement rec room, 18 x 26\nLead fee: $23.50';
    expect(extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate])).toEqual([[468, 7.25]]);
  });
});
