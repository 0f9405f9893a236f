import { describe, expect, it } from 'vitest';
import { areaLineFromNote } from './office-rate-lines.ts';

const drains = { description: 'Drains', useDimensions: false, length: null, width: null, quantity: 2, rate: 85 };

describe('areaLineFromNote', () => {
  it('joins the rate of the office note to the one size in the message below', () => {
    const text = 'Add 2 drains @ 85 like he asked. Flake 4.65.\nType of space: Garage\nCustomer notes: "Garage is 24 x 26. There are 2 floor drains."\nLead cost: $54.12';
    expect(areaLineFromNote(text, [drains])[0]).toEqual({ description: 'Flake system - Garage', useDimensions: true, length: 24, width: 26, quantity: 624, rate: 4.65 });
  });

  it('reads a size in square feet and skips the part that is not coated', () => {
    const text = 'Office: pool deck recoat 3.75/sf.\nDetails: Pool deck is approximately 1,240 square feet. Pool is 16x32 (not coating the pool itself).';
    expect(areaLineFromNote(text, [])[0]).toMatchObject({ description: 'Epoxy floor coating - Pool deck', quantity: 1240, rate: 3.75 });
  });

  it('guesses nothing when two sizes or two rates could be meant, or an area line exists', () => {
    expect(areaLineFromNote('flake 4.65. garage 24 x 26, shop 30 x 40', [])).toEqual([]);
    expect(areaLineFromNote('flake 4.65 or metallic 7.25. garage 24 x 26', [])).toEqual([]);
    const garage = { description: 'Flake system - Garage', useDimensions: true, length: 24, width: 26, quantity: 624, rate: 4.65 };
    expect(areaLineFromNote('metallic 7.25. shop 30 x 40', [garage])).toEqual([garage]);
  });
});

describe('a priced coating left without its size', () => {
  it("takes the one size the request gives, feet and inches included", () => {
    const stub = { description: 'Flake system', useDimensions: false, length: null, width: null, quantity: 1, rate: 4.8 };
    const text = 'add this one. Flake 4.80, 50% deposit.\nMy garage is 19\'6" wide by 21\' deep. I live at';
    expect(areaLineFromNote(text, [stub])).toEqual([{ description: 'Flake system - Garage', useDimensions: true, length: 19.5, width: 21, quantity: 409.5, rate: 4.8 }]);
  });
});
