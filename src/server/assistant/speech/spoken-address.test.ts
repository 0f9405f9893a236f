import { describe, expect, it } from 'vitest';
import { houseNumber, spokenAddressNumbers } from './spoken-address.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
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

  it('keeps hundreds said after tens or a teen with the house number, not the numbered street', () => {
    expect(spokenAddressNumbers('the address is twenty five hundred ninth avenue north')).toBe('the address is 2500 9th avenue north');
    expect(spokenAddressNumbers('at fourteen hundred first street')).toBe('at 1400 1st street');
  });

  it('reads a grid address said aloud (house number, direction, grid line, direction)', () => {
    expect(spokenAddressNumbers('the building is at nine fifty east fourteen hundred north logan utah')).toBe('the building is at 950 east 1400 north logan utah');
    expect(extractDraftFromText('kitchen 22 by 16 quartz at six fifteen, the building is at nine fifty east fourteen hundred north logan utah eight four three four one').customerAddress).toMatch(/^950 E 1400 N(?:orth)?, Logan, UT 84341$/);
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

describe('a rural grid number said with its letter', () => {
  it('writes the letter and the number as one word', () => {
    expect(spokenAddressNumbers('address is w sixty two forty county road q, wausau')).toBe('address is W6240 county road q, wausau');
    const draft = extractDraftFromText('pole barn for dale kowalski, forty by sixty at three ten, he lives at e eighty one fifteen state highway twenty two, clintonville wisconsin five four nine two nine');
    expect(draft.customerAddress).toBe('E8115 State Hwy 22, Clintonville, WI 54929');
  });

  it('leaves a letter that is no grid letter alone', () => {
    expect(spokenAddressNumbers('garage is a twenty two by twenty four')).toBe('garage is a twenty two by twenty four');
  });
});

describe("a unit said with 'number' and a house number ending in 'oh'", () => {
  it("writes 'apartment number twelve' as the unit's number", () => {
    expect(spokenAddressNumbers('nine oak lane apartment number twelve, phone number five five five')).toBe('nine oak lane apartment 12, phone number five five five');
    const draft = extractDraftFromText('basement six hundred square feet at six, address is eighty one pine street unit number seven, burlington vermont oh five four oh one');
    expect(draft.customerAddress).toBe('81 Pine St Unit 7, Burlington, VT 05401');
  });

  it("reads 'oh' at the end of a house number as zero", () => {
    const draft = extractDraftFromText('garage twenty by twenty flake at four fifty, address is three six oh oh harbor boulevard, oxnard california nine three oh three five');
    expect(draft.customerAddress).toBe('3600 Harbor Blvd, Oxnard, CA 93035');
    expect(spokenAddressNumbers('she lives at five one two oh canyon road')).toBe('she lives at 5120 canyon road');
  });
});

describe('a house number with a half', () => {
  it("writes 'and a half' as 1/2 after the house number", () => {
    expect(spokenAddressNumbers('she lives at nineteen oh four and a half north maple street')).toBe('she lives at 1904 1/2 north maple street');
    const draft = extractDraftFromText('deck three hundred square feet at five, address is two twenty and a half west college avenue, bozeman montana five nine seven one five');
    expect(draft.customerAddress).toBe('220 1/2 W College Ave, Bozeman, MT 59715');
  });

  it('reads a typed half the same way', () => {
    expect(extractDraftFromText('Garage 20x20 flake 4.50. Job: 1318 1/2 Pine St, Ann Arbor, MI 48104').customerAddress).toBe('1318 1/2 Pine St, Ann Arbor, MI 48104');
  });

  it('leaves a size with a half alone', () => {
    expect(spokenAddressNumbers('garage twelve and a half by twenty at four')).toBe('garage twelve and a half by twenty at four');
  });
});

describe('a rural route said after other figures', () => {
  it("writes 'rural route' once, as RR", () => {
    const draft = extractDraftFromText('shop floor thirty by forty at three fifty, address is rural route four box one twelve, paris tennessee three eight two four two');
    expect(draft.customerAddress).toBe('RR 4 Box 112, Paris, TN 38242');
  });
});

describe("a unit's letter told by a word", () => {
  it("drops 'as in <word>' after the letter", () => {
    expect(spokenAddressNumbers('apartment twelve d, as in david, salem')).toBe('apartment 12D, salem');
    const draft = extractDraftFromText('porch ten by twelve flake at five, address is forty main street, unit three a as in apple, keene new hampshire oh three four three one');
    expect(draft.customerAddress).toMatch(/^40 Main St,? Unit 3A, Keene, NH 03431$/i);
  });
});

describe('a numbered street said after a direction with no suffix', () => {
  it('writes the street as a number', () => {
    expect(spokenAddressNumbers('address is forty two oh five west fifth, tempe')).toBe('address is 4205 west 5th, tempe');
    expect(spokenAddressNumbers('flake at four fifty, west fifth')).toBe('flake at four fifty, west fifth');
  });
});

describe('a house number said with two zeros together', () => {
  it('writes the digits as said', () => {
    expect(spokenAddressNumbers('address is three oh oh seven maple avenue, dayton')).toContain('3007 maple avenue');
    expect(spokenAddressNumbers("we're at two zero zero nine south elm street")).toContain('2009 south elm street');
  });
});

describe('a five-digit house number said in two groups', () => {
  it('reads a teen or a pair, then hundreds, as one number', () => {
    expect(houseNumber(['fourteen', 'six', 'hundred'])).toBe('14600');
    expect(houseNumber(['twenty', 'one', 'five', 'hundred'])).toBe('21500');
    expect(houseNumber(['twenty', 'five', 'hundred'])).toBe('2500');
    expect(houseNumber(['twelve', 'hundred'])).toBe('1200');
  });

  it('writes it before a named street', () => {
    const draft = extractDraftFromText('garage twenty by twenty two, flake four fifty. address is twelve three hundred oak lawn avenue, dallas texas seven five two one nine');
    expect(draft.customerAddress).toBe('12300 Oak Lawn Ave, Dallas, TX 75219');
  });
});

describe('a road named by its letters and number', () => {
  it("writes 'F M', 'farm to market road' and 'C R' as the road's signs do", () => {
    expect(spokenAddressNumbers('the address is eleven five hundred F M nineteen sixty')).toBe('the address is 11500 FM 1960');
    expect(spokenAddressNumbers('shop is at thirty one twenty c r forty four ten, tyler')).toBe('shop is at 3120 CR 4410, tyler');
    expect(spokenAddressNumbers('nineteen oh five farm to market road twenty two twenty two')).toBe('1905 FM 2222');
  });

  it('puts the road on the draft, said or written', () => {
    expect(extractDraftFromText('barn slab for Jo Pruitt, forty by sixty at three ten, address is twenty two forty F M seventeen oh six, Hamilton Texas seven six five three one').customerAddress).toBe('2240 FM 1706, Hamilton, TX 76531');
    expect(extractDraftFromText('Jo Pruitt 254-555-0147\n2240 Farm to Market Rd 1706 Hamilton 76531\nshop 40x60 solid 3.10').customerAddress).toBe('2240 FM 1706, Hamilton, TX 76531');
    expect(extractDraftFromText('Jo Pruitt 903-555-0147\n3120 CR 4410 Tyler 75703\nshop 40x60 solid 3.10').customerAddress).toBe('3120 CR 4410, Tyler, TX 75703');
  });
});
