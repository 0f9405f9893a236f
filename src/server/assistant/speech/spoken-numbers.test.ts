import { describe, expect, it } from 'vitest';
import { spokenNumbersToDigits } from './spoken-numbers.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('spokenNumbersToDigits', () => {
  it.each([
    // Sizes and plain numbers
    ['garage is twenty four by thirty', 'garage is 24 by 30'],
    ['twenty-two by twenty-six', '22 by 26'],
    ['nine hundred and fifty square feet', '950 square feet'],
    // A small number right before the things it counts opens a new item: the sum ends at 'hundred'.
    ['glue in the shop flat five hundred and two drains at ninety five each', 'glue in the shop flat 500 and 2 drains at 95 each'],
    ['cove base a hundred and four feet', 'cove base 104 feet'],
    ['twenty one hundred square feet', '2100 square feet'],
    ['three thousand six hundred square feet', '3600 square feet'],
    ['a thousand square feet', '1000 square feet'],
    ['two hundred forty feet of cove', '240 feet of cove'],
    ['eighteen and a half by twenty two point five', '18.5 by 22.5'],
    // Prices: a pair of numbers before a unit is dollars and cents
    ['six fifty a square foot', '6.50 a square foot'],
    ['at five forty five per square foot', 'at 5.45 per square foot'],
    ['one twenty five a foot', '1.25 a foot'],
    ['seven oh five a square foot', '7.05 a square foot'],
    ['flake at five fifty five and the patio', 'flake at 5.55 and the patio'],
    ['five dollars and forty cents a square foot', '$5.40 a square foot'],
    ['two hundred dollars', '$200'],
    // Dollars then cents with the word 'cents' left out; not dollars then a size
    ['she said eleven dollars twenty the square foot', 'she said $11.20 the square foot'],
    ['seven dollars and forty five for the metallic', '$7.45 for the metallic'],
    ['ten dollars twenty by thirty', '$10 20 by 30'],
    ['eighty dollars twelve treads', '$80 12 treads'],
    // A transcript without commas: the far side of a size runs into the price said next
    ['shop thirty by forty two three fifteen phone', 'shop 30 by 42 3.15 phone'],
    ['cooler ten by twelve eleven oh five and', 'cooler 10 by 12 11.05 and'],
    ['the hall by one twenty five feet', 'the hall by 125 feet'],
    // 'the X one' as a pronoun, run into the price after it without a comma
    ['she liked the pearl one seven twenty five a foot', 'she liked the pearl one 7.25 a foot'],
    ['the garage one ninety five a foot', 'the garage 1.95 a foot'],
    // A price said right after the system, 'oh' for its tens of cents
    ['garage twenty by twenty two flake five oh five phone', 'garage 20 by 22 flake 5.05 phone'],
    // One price said for the floors sized before it is their rate, not a sum for both
    ['den twelve by fourteen hall four by twenty flake five twenty for both', 'den 12 by 14 hall 4 by 20 flake 5.20 for both'],
    ['the two bathrooms flat nine fifty for both', 'the 2 bathrooms flat $950 for both'],
    // A price said twice in a row to be sure of it is one price
    ['flake at five ninety five ninety because of the topcoat', 'flake at 5.90 because of the topcoat'],
    ['quartz, six fifteen six fifteen a foot', 'quartz, 6.15 a foot'],
    ['urethane at eleven twenty eleven twenty', 'urethane at 11.20'],
    // ...but flat fees and per-step prices are hundreds
    ['a mobilization fee of four fifty', 'a mobilization fee of $450'],
    ['a two fifty trip charge', 'a 250 trip charge'],
    ['four steps at one twenty five each', '4 steps at 125 each'],
    // House numbers and digit strings
    ['thirty one oh nine briarwood drive', '3109 briarwood drive'],
    ['eighty eight twenty one old mill road', '8821 old mill road'],
    ['ninety fifth street', '95th street'],
    // A typed street name keeps its ordinal as written; a transcript's is a figure even capitalised
    ['Addr: 7140 SW Second Ave, Portland', 'Addr: 7140 SW Second Ave, Portland'],
    ['six oh two North Seventh Street', '602 North 7th Street'],
    ['nine oh one east third ave', '901 east 3rd ave'],
    ['two one four five five five zero one six two', '2145550162'],
    ['two one four, five five five, oh one six two', '2145550162'],
    ['five one two triple five oh one three four', '5125550134'],
    ['seven five zero four four', '75044'],
    // 'flat' after a pair makes it hundreds, unless it follows 'at'
    ['pressure wash and prep one ninety five flat', 'pressure wash and prep 195 flat'],
    // A comma ends a size or a price; only digit-by-digit runs cross it
    ['twenty three by twenty five, five twenty five', '23 by 25, 5.25'],
    ['twenty four, five even a foot', '24, 5 even a foot'],
    // A number that names a thing after its word is never a price: box, road, highway, suite
    ['mail goes to PO box three nineteen', 'mail goes to PO box 319'],
    ['out on farm road twenty two forty', 'out on farm road 2240'],
    ['off highway one eighty three', 'off highway 183'],
    ['building C, suite four oh two', 'building C, suite 402'],
    ['the zip there is seven seven triple oh', 'the zip there is 77000'],
    ['call double oh seven', 'call 007'],
    // Where someone is said with 'at': a house number even without a street type
    ["they're at fourteen twelve Winchester, second floor", "they're at 1412 Winchester, second floor"],
    ['he lives at nine oh two Sandpiper', 'he lives at 902 Sandpiper'],
    // Where the job is: 'the building is at', 'the shop is at' (a grid address: 'nine fifty east fourteen hundred north').
    ['and the building is at nine fifty east fourteen hundred north logan utah', 'and the building is at 950 east 1400 north logan utah'],
    ["we're at six twenty a foot", "we're at 6.20 a foot"],
    ['sixteen twenty Congress, suite four', '1620 Congress, suite 4'],
    // A street type further on belongs to the next detail, not to this figure
    ['cove at eleven fifty address four ten maple avenue', 'cove at 11.50 address 410 maple avenue'],
    // After 'at', with no street ahead, a figure with 'oh' is a price
    ['the mudroom at three oh five.', 'the mudroom at 3.05.'],
    // A fee named just before a comma
    ['the disposal fee, two seventy five, is extra', 'the disposal fee, $275, is extra'],
    // A sum for a piece of work is money, with its '$': 'for the mobilization', 'to haul off', after 'test is'
    ['and sixteen fifty for the mobilization', 'and $1650 for the mobilization'],
    ['plus three twenty five to haul off the carpet', 'plus $325 to haul off the carpet'],
    ['the moisture testing is one seventy five', 'the moisture testing is $175'],
    ['flake at four eighty for the garage', 'flake at 4.80 for the garage'],
    ['flake at four eighty for the whole thing', 'flake at 4.80 for the whole thing'],
    // ... said with its hundreds ('eleven hundred for the vct removal'), a work verb, or a round figure offered after the thing
    ['and eleven hundred for the vct removal', 'and $1100 for the vct removal'],
    ['plus twelve hundred to rip out the carpet', 'plus $1200 to rip out the carpet'],
    ['the chairs moved, two hundred for that', 'the chairs moved, $200 for that'],
    ['crack repair, call it three hundred', 'crack repair, $300'],
    ["the sump lid, let's say ninety five.", 'the sump lid, $95.'],
    ['mobilization, maybe three fifty', 'mobilization, maybe $350'],
    ['the garage, about four fifty', 'the garage, about 4.50'],
    ['tearing out the tile, twenty two fifty, flat rate', 'tearing out the tile, 2250, flat rate'],
    ['the garage, twenty two by twenty, flake at four fifty, flat', 'the garage, 22 by 20, flake at 4.50, flat'],
    // An area said without 'feet'
    ["the den's three twenty square, solid", "the den's 320 sq ft, solid"],
    // A size broken by a filler, a number said again after a stumble
    ['the bay is eighteen by, like, thirty', 'the bay is 18 by 30'],
    ['the bay is eighteen by, thirty two', 'the bay is 18 by 32'],
    ['quartz at six- six twenty a foot', 'quartz at 6.20 a foot'],
    ['quartz at six, six twenty a foot', 'quartz at 6.20 a foot'],
    ['five five five, five oh one two', '5555012'],
    // A street whose name is itself a street type: 'court street', 'park avenue'
    ['send it to one seventy four park avenue', 'send it to 174 park avenue'],
    ['two oh eight court street, apartment three', '208 court street, apartment 3'],
    // A price said right after the system it prices, with 'oh'
    ['the shop, metallic, eight oh five, and the office', 'the shop, metallic, 8.05, and the office'],
    ['garage twenty by twenty metallic seven twenty disposal fee extra', 'garage 20 by 20 metallic 7.20 disposal fee extra'],
    // A count or a percentage after a price said without a pause
    ['metallic at six ninety five three floor sinks at eighty', 'metallic at 6.95 3 floor sinks at 80'],
    ['quartz at five twenty one drain', 'quartz at 5.20 1 drain'],
    ['solid at three fifteen ten percent off for the church', 'solid at 3.15 10 percent off for the church'],
    ['cement at twelve seventy five trench drain', 'cement at 12.75 trench drain'],
    ['box four fifty two drains', 'box 452 drains'],
    ['quartz at five sixty two car garage', 'quartz at 5.60 2 car garage'],
    // A figure said as the sum of the job is hundreds
    ['so thirty two eighty total for everything', 'so 3280 total for everything'],
    ['comes to nineteen forty all in', 'comes to 1940 all in'],
    // A bare figure after a thing priced as a whole is its price
    ['and the drain cover, eighty five, that\'s it', 'and the drain cover, $85, that\'s it'],
    ['trip charge, since it\'s out past the county line, one twenty five.', 'trip charge, since it\'s out past the county line, $125.'],
    ['the landing at the back door, just one landing, sixty', 'the landing at the back door, just 1 landing, $60'],
    ['the stairs, fourteen of them', 'the 14 stairs'],
    ['and a new sump lid for sixty five.', 'and a new sump lid for $65.'],
    ['flake at four fifty, and an extra drain for ninety', 'flake at 4.50, and an extra drain for $90'],
    ['two drains for ninety', '2 drains for 90'],
    ['crack repair, sixty feet at five', 'crack repair, 60 feet at 5'],
    // Dates, years and times of day are not prices
    ['can they start april twenty third', 'can they start april 23rd'],
    ['the slab was poured in twenty nineteen', 'the slab was poured in 2019'],
    ['call her after four thirty', 'call her after 4:30'],
    ['quartz at nineteen ninety five a foot', 'quartz at 19.95 a foot'],
    ['it takes thirty seconds', 'it takes 30 seconds'],
    // Dollars said the short way
    ['sealer at a buck sixty a foot', 'sealer at $1.60 a foot'],
    ['striping, buck and a half a foot', 'striping, $1.50 a foot'],
    ['dollar eighty five per square foot', '$1.85 per square foot'],
    ['a grand to move the racking', '$1000 to move the racking'],
    ['a grand and a half for the tear out', '$1500 for the tear out'],
    ['a grand total of three rooms', 'a grand total of 3 rooms'],
    ['off grand avenue', 'off grand avenue'],
    // Thousands, then hundreds said the short way
    ['about three thousand one seventy five square feet', 'about 3175 square feet'],
    ['four thousand nine square feet', '4009 square feet'],
    // A round figure said with 'and change' or '-ish'
    ['the shop is fourteen hundred and change square feet', 'the shop is 1400 square feet'],
    // Half a thousand
    ['roughly seven and a half thousand square feet', 'roughly 7500 square feet'],
    // A count, then the size of each
    ['four eleven by twelve offices', '4 11 by 12 offices'],
    ['two thirty by one forty building', '230 by 140 building'],
    // Words that only look like numbers
    ['the east one\'s twelve by ten', 'the east one\'s 12 by 10'],
    ['she wants the grey one, not the tan', 'she wants the grey one, not the tan'],
    ['next one is ben baker', 'next one is ben baker'],
    ['oh and she wants flake', 'oh and she wants flake'],
  ])('%s -> %s', (spoken, written) => {
    expect(spokenNumbersToDigits(spoken)).toBe(written);
  });

  it('leaves digits and ordinary words alone', () => {
    const typed = 'Garage 23\' x 21\' in flake at $5.60/sq ft, call 972-555-0146.';
    expect(spokenNumbersToDigits(typed)).toBe(typed);
  });
});

describe('a figure priced right after it', () => {
  it("reads 'seven forty at two fifteen' as 740 square feet at 2.15", () => {
    expect(spokenNumbersToDigits('and the vapor barrier over the same seven forty at two fifteen')).toBe('and the vapor barrier over the same 740 at 2.15');
    expect(spokenNumbersToDigits('patio roughly six fifty at four twenty')).toBe('patio roughly 650 at 4.20');
  });

  it('keeps a price said after at as a price', () => {
    expect(spokenNumbersToDigits('flake at four fifty at the garage')).toBe('flake at 4.50 at the garage');
  });
});

describe('a figure measured on site', () => {
  it("reads 'i measured it at six eighty two' as an area", () => {
    expect(spokenNumbersToDigits('but i measured it at six eighty two, metallic')).toBe('but i measured it at 682 square feet, metallic');
    expect(spokenNumbersToDigits('the crew measured it at five forty square feet')).toBe('the crew measured it at 540 square feet');
  });
});

describe('a fee named right before its figure after a comma', () => {
  it("reads 'flake at four ninety five, mobilization one fifty' as a $150 fee", () => {
    expect(spokenNumbersToDigits('flake at four ninety five, mobilization one fifty')).toBe('flake at 4.95, mobilization $150');
    expect(spokenNumbersToDigits('solid at three ten, disposal two twenty five')).toBe('solid at 3.10, disposal $225');
  });
});

describe('a figure said again after a correction', () => {
  it('reads it as the same kind of figure as the one it takes back', () => {
    const figures = (said: string): string[] => spokenNumbersToDigits(said).match(/\d+(?:\.\d+)?/g) ?? [];
    expect(figures('metallic at six eighty no seven oh five')).toEqual(['6.80', '7.05']);
    expect(figures('quartz at five ten, sorry, I mean six oh five a foot')).toEqual(['5.10', '6.05']);
    expect(figures('solid color at three twenty no wait four oh nine')).toEqual(['3.20', '4.09']);
  });

  it('leaves a house number said again a house number', () => {
    expect(spokenNumbersToDigits('forty one oh two no forty one oh three maple street')).toBe('4102 no 4103 maple street');
  });
});

describe("the pronoun 'one' before a comma", () => {
  it('ends its clause: the price said after the comma is read alone', () => {
    expect(spokenNumbersToDigits('metallic, she liked the pearl one, seven twenty five a foot')).toBe('metallic, she liked the pearl one, 7.25 a foot');
    expect(spokenNumbersToDigits('he wants the gray one, four fifty a foot')).toBe('he wants the gray one, 4.50 a foot');
  });

  it('still reads a phone said in groups', () => {
    expect(spokenNumbersToDigits('phone nine three seven, five five five, oh one four two')).toContain('555');
  });
});

describe('a number word that names a street', () => {
  it('keeps a capitalised number word after a house number and before the street name', () => {
    expect(spokenNumbersToDigits('site is 4120 Seven Pines Dr, Mobile AL')).toBe('site is 4120 Seven Pines Dr, Mobile AL');
    expect(spokenNumbersToDigits('212 Two Notch Rd')).toBe('212 Two Notch Rd');
  });

  it('still reads number words that are sizes or counts', () => {
    expect(spokenNumbersToDigits('room 3 Four Seasons porch is twelve by ten')).toContain('12 by 10');
  });
});

describe('a flat sum said right before a count of other work', () => {
  it("reads 'flat five hundred and two drains at ninety five each' as a $500 fee and 2 drains at $95", () => {
    const draft = extractDraftFromText(
      'shop thirty by forty solid at three fifty plus grinding off the old glue in the shop flat five hundred and two drains at ninety five each phone nine eight five five five five oh one seven eight',
    );
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[1200, 3.5], [2, 95], [1, 500]]);
  });
});

describe('a house number said before a numbered road', () => {
  it.each([
    ['the shop is at nine twenty one route five twenty six', 'the shop is at 921 route 526'],
    ['farm is fourteen oh five highway ninety', 'farm is 1405 highway 90'],
    ['send it to twelve ten state route seven', 'send it to 1210 state route 7'],
  ])('%s', (said, written) => {
    expect(spokenNumbersToDigits(said)).toBe(written);
  });

  it('keeps a price before other words', () => {
    expect(spokenNumbersToDigits('flake at four fifty for the route crew')).toBe('flake at 4.50 for the route crew');
  });
});

describe('an address on a numbered road said with its town', () => {
  it.each([
    ['the barn is at fourteen oh five highway ninety in hondo texas seven eight eight six one, sixty by forty solid three ten', '1405 Highway 90, Hondo, TX 78861'],
    ['We are at 45 Highway 12 in Hondo, Texas 78861. Garage 20 x 20 flake 4.50', '45 Highway 12, Hondo, TX 78861'],
    ['shop is at 300 County Road 12 in Kerrville, Texas 78028, 40 x 60 solid 3.40', '300 County Rd 12, Kerrville, TX 78028'],
  ])('%s', (text, address) => {
    expect(extractDraftFromText(text).customerAddress).toBe(address);
  });
});
