import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { pricesPerRoom } from './per-room-prices.ts';

const flat = (rate: number) => ({ description: 'Same room', useDimensions: false, length: null, width: null, quantity: 1, rate });

describe('a flat price said per room for a number of rooms', () => {
  it.each([
    ['We have four operatories, roughly 10x11 each - flat $900 per room for the flake floor.', 4, 900, /operatories/i],
    ['Six offices upstairs, you quoted $1,275 each office for the solid color.', 6, 1275, /offices/i],
    ['3 guest bathrooms at $640 apiece, metallic.', 3, 640, /bathrooms/i],
  ])('%s', (text, count, rate, word) => {
    const [line] = pricesPerRoom(text, [flat(rate)]);
    expect(line!.quantity).toBe(count);
    expect(line!.rate).toBe(rate);
    expect(line!.description).toMatch(word);
  });

  it('reads the whole request: the rooms times the price, and the priced floor beside them', () => {
    const draft = extractDraftFromText('Hi, Dana Holt at Maple Dental, 541-555-0101.\nWe have four operatories, roughly 10x11 each - flat $900 per room for the flake floor. Also the hallway, 6 x 40 at $5.25 a sq ft.\n');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[4, 900], [240, 5.25]]);
  });

  it('leaves a flat price for all the rooms, and a price with no count, at 1', () => {
    expect(pricesPerRoom('4 small rooms, $900 flat for all of them.', [flat(900)])[0]!.quantity).toBe(1);
    expect(pricesPerRoom('The exam room is $900 per room.', [flat(900)])[0]!.quantity).toBe(1);
  });
});
