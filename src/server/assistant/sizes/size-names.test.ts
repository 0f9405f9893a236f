import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { nameOfSize } from './size-names.ts';

const nameAt = (text: string, size: string): string | null => {
  const at = text.lastIndexOf(size);
  return nameOfSize(text, at, at + size.length);
};
const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => [l.description, l.quantity, l.rate] as const);

describe('the name written with a size', () => {
  it('reads the words right before the size, whatever the place is called', () => {
    expect(nameAt('We need the floor redone in our pottery studio, which is 20 x 30.', '20 x 30')).toBe('pottery studio');
    expect(nameAt('and the 3 exam rooms, each 10 x 11', '10 x 11')).toBe('exam rooms');
    expect(nameAt('Suite 4 lobby is about 400 sq ft', '400 sq ft')).toBe('Suite 4 lobby');
    expect(nameAt('grooming room in the back 12x14', '12x14')).toBe('grooming room');
  });

  it("reads past 'still' between the name and its size ('the den is still 14 x 18')", () => {
    expect(nameAt('We never went ahead last year. The den is still 14 x 18, nothing changed.', '14 x 18')).toBe('den');
    expect(nameAt('the workshop still measures 20 x 30', '20 x 30')).toBe('workshop');
  });

  it("keeps a room's number of three or four figures, so two rooms of one size stay two", () => {
    expect(nameAt('Studio 305: 18 x 20\nStudio 307: 18 x 20', '18 x 20')).toBe('Studio 307');
    expect(nameAt('Exam 1120 - 10 x 12', '10 x 12')).toBe('Exam 1120');
  });

  it('reads the words after a size said with an article', () => {
    expect(nameAt('there is also a 6 x 8 pump house we want done', '6 x 8')).toBe('pump house');
  });

  it("keeps the room and where it is ('Craft Room in the Basement'), but not the premises", () => {
    expect(nameAt('Craft room in the basement 14x20, metallic', '14x20')).toBe('Craft room in the basement');
    expect(nameAt('Shop at the old farmhouse is 30 x 40', '30 x 40')).toBe('Shop at the old farmhouse');
    expect(nameAt('The garage at the new house is 22 x 24', '22 x 24')).toBe('garage');
  });

  it('finds no name in words about the size or the premises', () => {
    expect(nameAt("It's roughly 24 by 30.", '24 by 30')).toBeNull();
    expect(nameAt('the whole place is a metal building, 40 by 60', '40 by 60')).toBeNull();
    expect(nameAt('Size: 20 x 22', '20 x 22')).toBeNull();
    expect(nameAt('the shop is 900 metros (900 sq ft)', '900 sq ft')).toBeNull();
    expect(nameAt('the deck my husband measured at 12 x 16', '12 x 16')).toBeNull();
  });
});

describe('a floor line named after the words written with its own size', () => {
  it('takes the name the request gives the size, not the room named in the clause before', () => {
    expect(lines('Showroom 30x40 metallic 7.25/sf; records vault 600 sq ft solid 3.60/sf.')).toEqual([
      ['Metallic epoxy - Showroom', 1200, 7.25],
      ['Solid color epoxy - Records Vault', 600, 3.6],
    ]);
  });

  it('keeps the name said before the size in its own sentence', () => {
    expect(lines('The garage, which my brother measured at 22 x 24, flake at 4.90.')).toEqual([['Flake system - Garage', 528, 4.9]]);
  });
});

describe('a car count names a garage', () => {
  it("reads 'Unit C: 2-car, 20 x 22' and '1 car 12x20' as garages", () => {
    expect(nameAt('  - Unit C: 2-car, 20 x 22', '20 x 22')).toBe('garage');
    expect(nameAt('ok for the rental. 1 car 12x20 flake', '12x20')).toBe('car garage');
  });
});

describe('a line with no place named by the place its price is said for', () => {
  it("reads 'quartz 6.40 on the sunporch' over a form's 'Size: 10 x 14'", () => {
    expect(lines('quartz 6.40 on the sunporch - Dee\n\nName: Ivo Petrov\nSize: 10 x 14\nMessage: thanks')).toEqual([['Quartz system - Sunporch', 140, 6.4]]);
  });
});

describe("a manager's list of units, one row each", () => {
  it('names a row by its unit, its code or its number, and by the name before an aside', () => {
    expect(nameAt('Apt 3B   10 x 18', '10 x 18')).toBe('Apt 3B');
    expect(nameAt('  Ste #14 -- 20x30', '20x30')).toBe('Ste #14');
    expect(nameAt('Bldg D-12 carport: 11 x 20', '11 x 20')).toBe('Bldg D-12 carport');
    expect(nameAt('4417 - 9x18', '9x18')).toBe('#4417');
    expect(nameAt('Lot 7 (corner lot, bigger) - 14 x 26', '14 x 26')).toBe('Lot 7');
  });

  it('keeps units of one size apart as lines of their own', () => {
    const text = 'Office: epoxy 3.90/sf on these, 40% dep.\n\nHi, the owners below signed up:\n\nApt 3B carport - 10 x 18\nApt 3F carport - 10 x 18\nApt 4A carport - 12 x 18\n\nThanks, Jo';
    expect(lines(text).map(([description, quantity]) => [description.split(' - ')[1], quantity])).toEqual([
      ['Apt 3B Carport', 180],
      ['Apt 3F Carport', 180],
      ['Apt 4A Carport', 216],
    ]);
  });

  it('reads no figure that is not a unit as a name', () => {
    expect(nameAt('about 20 - 12 x 14', '12 x 14')).toBeNull();
    expect(nameAt('Room for 2 - 12 x 14', '12 x 14')).toBeNull();
  });
});
