import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { feeNameBeforePrice } from './fee-name.ts';

const fees = (text: string) => extractDraftFromText(text).lineItems.filter((l) => l.quantity === 1).map((l) => `${l.description} | ${l.rate}`);

describe('feeNameBeforePrice', () => {
  it.each([
    ["They're open 6am-11pm so we work overnight: overnight crew premium ", 'overnight crew premium'],
    ['- Evening work premium (they see patients till 6) - ', 'Evening work premium'],
    ['Shop runs days, so we go nights: night shift premium $', 'night shift premium'],
    ['Basement 30x30 solid 3.50 - furniture moving (two pianos) - ', 'furniture moving'],
  ])('%s', (before, name) => {
    expect(feeNameBeforePrice(before)).toBe(name);
  });

  it('leaves a clause with no separator and no remark, or too many words, to the caller', () => {
    expect(feeNameBeforePrice('haul away old carpet ')).toBeNull();
    expect(feeNameBeforePrice('note: we will need to come back on a second day to finish the ')).toBeNull();
  });

  it("names the request's fee lines by those words", () => {
    expect(fees('Garage 20x20 flake 4.50. Shop runs days, so we go nights: night shift premium $500 flat.')).toEqual(['Night shift premium | 500']);
    expect(fees('- Garage 24 x 24 flake 4.75\n- Weekend install premium (owner wants it done Sat/Sun) - $450 flat')).toEqual(['Weekend install premium | 450']);
  });
});
