import { describe, expect, it } from 'vitest';
import { spokenDigitsAt } from './spoken-digits.ts';

const read = (said: string, options = {}) => spokenDigitsAt(said.split(' '), 0, options);

describe('number words said in a phone, an e-mail or a ZIP', () => {
  it('reads units, teens, tens with their unit, double and triple', () => {
    expect(read('eighty one')).toEqual({ digits: '81', next: 2 });
    expect(read('seventeen')).toEqual({ digits: '17', next: 1 });
    expect(read('forty oh')).toEqual({ digits: '40', next: 1 });
    expect(read('double five')).toEqual({ digits: '55', next: 2 });
    expect(read('42 then')).toEqual({ digits: '42', next: 1 });
  });

  it("takes 'o' for zero and 'hundred' only when asked (a phone), never in an e-mail", () => {
    expect(read('four o four', {})).toEqual({ digits: '4', next: 1 });
    expect(read('o four', { letterO: true })).toEqual({ digits: '0', next: 1 });
    expect(read('o four')).toBeNull();
    expect(read('double o', { letterO: true })).toEqual({ digits: '00', next: 2 });
    expect(read('double o')).toBeNull();
    expect(read('o as in ocean', { letterO: true })).toBeNull();
    expect(read('ninety nine hundred', { hundreds: true })).toEqual({ digits: '9900', next: 3 });
    expect(read('ninety nine hundred')).toEqual({ digits: '99', next: 2 });
  });
});
