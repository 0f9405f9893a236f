import { describe, expect, it } from 'vitest';
import { houseNumber, spokenAddressNumbers } from './spoken-address.ts';
import { extractDraftFromText } from './embedded-extractor.ts';
import { readSpelledName } from './spoken-details.ts';

describe('spoken house numbers and numbered streets', () => {
  it('reads a house number said in groups', () => {
    expect(houseNumber(['forty', 'one', 'twenty', 'two'])).toBe('4122');
    expect(houseNumber(['three', 'oh', 'two'])).toBe('302');
    expect(houseNumber(['twelve', 'hundred'])).toBe('1200');
    expect(houseNumber(['nineteen', 'forty', 'two'])).toBe('1942');
  });

  it('keeps the house number apart from the numbered street after it', () => {
    expect(spokenAddressNumbers('address forty one twenty two thirty fourth avenue south')).toBe('address 4122 34th avenue south');
    expect(spokenAddressNumbers('address forty four twelve one hundred fifty sixth avenue southeast')).toBe('address 4412 156th avenue southeast');
    expect(spokenAddressNumbers('address nine twelve northwest twenty third street')).toBe('address 912 northwest 23rd street');
    expect(spokenAddressNumbers('the address is ninety eight fifty bellaire boulevard suite one twenty')).toBe('the address is ninety eight fifty bellaire boulevard suite 120');
  });

  it('leaves prices and sizes alone', () => {
    expect(spokenAddressNumbers('flake at five fifty a square foot, twenty four by twenty two')).toBe('flake at five fifty a square foot, twenty four by twenty two');
  });

  it('puts a dictated address with a numbered street on the draft', () => {
    const draft = extractDraftFromText('erik lindqvist basement twenty eight by twenty two metallic at six fifty address forty one twenty two thirty fourth avenue minneapolis minnesota five five four oh six phone six one two seven two nine four four five oh');
    expect(draft.customerAddress).toBe('4122 34th Ave, Minneapolis, MN 55406');
  });
});

describe('a name said with its hyphen', () => {
  it("joins 'anne marie with a hyphen' before a spelled surname", () => {
    expect(readSpelledName('customer anne marie with a hyphen dubois d u b o i s she wants the carport')?.value).toBe('Anne-Marie Dubois');
  });
});

describe('a numbered street said after a direction', () => {
  it('reads a unit before the tens as hundreds', () => {
    expect(spokenAddressNumbers('address is nine oh five southeast one forty second avenue')).toBe('address is 905 southeast 142nd avenue');
  });
});

describe('a unit said with a letter', () => {
  it('writes the letter with the number', () => {
    const draft = extractDraftFromText('for lou baptiste, address is sixty one park row unit four c, camden maine oh four eight four three. garage twenty by twenty flake four sixty');
    expect(draft.customerAddress).toMatch(/^61 Park Row,? Unit 4C, Camden, ME 04843$/);
  });
});
