import { describe, expect, it } from 'vitest';
import { addressAgreement, addressByZip, cityWrittenOut, needsZipReading } from './address-by-zip.ts';
import { extractDraftFromText, readRequest } from '../embedded-extractor.ts';

describe('addressByZip', () => {
  it('takes a unit only as a word of its own, never the start of the city after the street', () => {
    expect(addressByZip('38410 Ryan Rd Sterling Hts MI 48310')?.value).toBe('38410 Ryan Rd, Sterling Hts, MI 48310');
    expect(addressByZip('100 Main St Ste 4, Warren MI 48091')?.value).toBe('100 Main St Ste 4, Warren, MI 48091');
  });

  it('keeps a floor named by its ordinal as the unit', () => {
    expect(addressByZip('3229 Lakeshore Ave, 2nd fl, Oakland 94610. Studio 28x40')?.value).toBe('3229 Lakeshore Ave 2nd Fl, Oakland, CA 94610');
  });

  it('reads a box with no street on a line of its own', () => {
    expect(extractDraftFromText('Cust: Wade Tollefson\nBox 18, Wisdom MT 59761\nshop 60 x 40 - solid color 3.25').customerAddress).toBe('Box 18, Wisdom, MT 59761');
  });

  it("writes out a city misspelt by one letter, and a city written as a state's code, from the ZIP", () => {
    expect(cityWrittenOut('6020 Preston Hwy, Louisvile, KY 40219')).toBe('6020 Preston Hwy, Louisville, KY 40219');
    // The same letters spaced or marked otherwise, or a unit run into the city, are kept.
    expect(cityWrittenOut("8800 N Lakewood Dr, Coeur D'Alene, ID 83815")).toBe("8800 N Lakewood Dr, Coeur D'Alene, ID 83815");
    expect(cityWrittenOut('40 Westland Ave, #b2 Boston, MA 02115')).toBe('40 Westland Ave, #b2 Boston, MA 02115');
    expect(extractDraftFromText('Contact: Rigo Salcedo 323-555-0159\n2140 E 8th St, LA 90021\n- prep 30 x 22 urethane cem 12.50').customerAddress).toBe('2140 E 8th St, Los Angeles, CA 90021');
    // A ZIP of another state after a real state and city is not rewritten.
    expect(extractDraftFromText('garage at 100 Main St, Austin, TX 87301').customerAddress).toBe('100 Main St, Austin, TX 87301');
  });

  it('finds the street on the line after the city, state and ZIP (a note corrected in place)', () => {
    expect(addressByZip('Brownsville? no -> McAllen TX 78501\n  2201 N 10th St\n')?.value).toBe('2201 N 10th St, McAllen, TX 78501');
    expect(addressByZip('Bryn Mawr? -> no, store is in Ardmore PA 19003\n 24 W Lancaster Ave')?.value).toBe('24 W Lancaster Ave, Ardmore, PA 19003');
  });

  it('never takes a price for a house number, and keeps a weak suffix before a strong one', () => {
    expect(addressByZip('solid color 3.95 -> 4.20\ncove 150 lf @ 9\nAurora? no— Centennial CO 80112\n7900 E Dry Creek Rd')?.value).toBe('7900 E Dry Creek Rd, Centennial, CO 80112');
    expect(addressByZip('Street: 3175 Stockton Hill Rd\nCity/State/Zip: Kingman, AZ 86401')?.value).toBe('3175 Stockton Hill Rd, Kingman, AZ 86401');
  });

  it('keeps a city the request writes where the database knows the ZIP by its bigger neighbour', () => {
    // A suburb whose name ends in 'City', written after the street; the database says El Paso.
    expect(addressByZip('office is at 200 Socorro Rd, Horizon City TX 79928, call first')?.value).toBe('200 Socorro Rd, Horizon City, TX 79928');
    // A web form's City: line two lines above its Zip: line; the database says Minneapolis.
    expect(addressByZip('Street: 77 Elm Ln\nCity: Brooklyn Park\nState: MN\nZip: 55443\nArea: garage')?.value).toBe('77 Elm Ln, Brooklyn Park, MN 55443');
  });

  it('keeps a saint city written at the start of its line, and a city named with a number word', () => {
    expect(addressByZip('deposit 30%\n40 Rice St N\nSt Paul 55117')?.value).toBe('40 Rice St N, St Paul, MN 55117');
    // The number reader writes 'Two Harbors' as '2 Harbors'.
    expect(addressByZip('15 1st Ave, 2 Harbors MN 55616')?.value).toBe('15 1st Ave, Two Harbors, MN 55616');
  });

  it('reads a type-first street written with no comma before its city, up to the city the ZIP names', () => {
    expect(addressByZip('Rosa Tafoya, 77 E Camino Real Tucson 85718, cel 520 555 0100')?.value).toBe('77 E Camino Real, Tucson, AZ 85718');
    expect(addressByZip('esta en 9 Calle de la Paz Española NM 87532')?.value).toBe('9 Calle de la Paz, Española, NM 87532');
  });

  it('reads a post office box, and never a floor area in square feet as a street', () => {
    expect(addressByZip('mail to p o box 77 Grand Marais MN 55604')?.value).toBe('PO Box 77, Grand Marais, MN 55604');
    expect(addressByZip('City: Eau Claire, WI 54701\nDetails: shop approx 640 sq ft')).toBeNull();
  });

  it('takes the database city when the request writes none', () => {
    expect(addressByZip('tucson 85719 - 2521 e 6th st')?.value).toBe('2521 E 6th St, Tucson, AZ 85719');
  });
});

describe('addressAgreement', () => {
  it('is quiet when city, state and ZIP agree', () => {
    expect(addressAgreement('2201 N 10th St, McAllen, TX 78501')).toBeNull();
    expect(addressAgreement(null)).toBeNull();
    expect(addressAgreement('2810 Reynolda Rd, Winston-Salem, NC 27106')).toBeNull();
    // A neighbouring city the database knows a few miles away is how people write it.
    expect(addressAgreement('7700 W Sunrise Blvd Unit 12, Plantation, FL 33322')).toBeNull();
  });

  it('says what disagrees: the city, the state or an unknown ZIP', () => {
    expect(addressAgreement('7900 E Dry Creek Rd, Centennial, CO 80112')).toMatch(/Englewood, CO, not Centennial/);
    expect(addressAgreement('1 Main St, Austin, TX 80112')).toMatch(/in CO, not TX/);
    expect(addressAgreement('1 Main St, Austin, TX 78501')).toMatch(/Austin, TX is \d+ miles from ZIP 78501/);
    expect(addressAgreement('1 Main St, Austin, TX 00000')).toMatch(/not in the ZIP code database/);
  });

  it("flags the draft's address source and warns staff instead of keeping a disagreement silently", () => {
    const read = readRequest('Garage 22x22 flake 4.95. Jane Roe 303-555-0101. 7900 E Dry Creek Rd, Centennial, CO 80112');
    expect(read.draft.customerAddress).toBe('7900 E Dry Creek Rd, Centennial, CO 80112');
    const source = read.sources.find((s) => s.field === 'customerAddress');
    expect(source?.flag).toMatch(/Englewood/);
    expect(source?.confidence).toBeLessThanOrEqual(0.5);
    expect(read.warnings.join(' ')).toMatch(/Englewood/);
  });
});

describe('addresses as rural and Southwestern requests write them', () => {
  const read = (text: string): string | null => addressByZip(text)?.value ?? null;

  it('keeps a rural route and its box as written', () => {
    expect(read('farm is at RR 3, Box 61, Bluffton IN 46714')).toBe('RR 3 Box 61, Bluffton, IN 46714');
    expect(read('Rte 5 Box 12 Dahlonega GA 30533')).toBe('Rte 5 Box 12, Dahlonega, GA 30533');
  });

  it('reads a street whose type comes first, up to the comma', () => {
    expect(read('site: 902 Camino Alto NE, Albuquerque 87111')).toBe('902 Camino Alto NE, Albuquerque, NM 87111');
  });

  it('writes a shortened city as the ZIP database names it, and keeps ZIP+4', () => {
    expect(read('12 Pikes Peak Ave Colo Spgs 80903')).toBe('12 Pikes Peak Ave, Colorado Springs, CO 80903');
    expect(read('77 Harbor Dr, Boston, MA 02109-1234')).toBe('77 Harbor Dr, Boston, MA 02109-1234');
  });
});

describe('addresses with the unit first, a highway contract route, a five-digit house number', () => {
  const read = (text: string): string | null => addressByZip(text)?.value ?? null;

  it('puts a unit written before the street after it', () => {
    expect(read('Send it to Unit 12B, 450 Harbor Way, Sausalito, CA 94965 please')).toBe('450 Harbor Way Unit 12B, Sausalito, CA 94965');
    expect(read('We are in suite 310. Street address 88 Pine St, Seattle WA 98101.')).toBe('88 Pine St Suite 310, Seattle, WA 98101');
  });

  it('reads HC routes and five-digit house numbers', () => {
    expect(read('HC 3 Box 9, Jordan MT 59337')).toBe('HC 3 Box 9, Jordan, MT 59337');
    expect(read('plant is 31500 Van Dyke Ave Warren 48093')).toBe('31500 Van Dyke Ave, Warren, MI 48093');
  });
});

describe('a street whose name holds a suffix word', () => {
  it('reads on to the strong suffix', () => {
    expect(addressByZip('site is 40 Harbor View Drive in Noank, CT 06340')?.value).toBe('40 Harbor View Dr, Noank, CT 06340');
  });
});

describe('a route with its number, a lot before the street', () => {
  it("keeps the route's number", () => {
    expect(addressByZip('job is 1200 State Route 28, Milford OH 45150')?.value).toBe('1200 State Route 28, Milford, OH 45150');
  });

  it('puts a mobile-home lot after the street', () => {
    expect(addressByZip('Lot 22, 400 Palm Shores Park Dr, Melbourne FL 32935')?.value).toBe('400 Palm Shores Park Dr Lot 22, Melbourne, FL 32935');
  });
});

describe('a written address whose city holds a label word', () => {
  it('is kept when the city is real, read again when it is not', () => {
    expect(needsZipReading('401 Laurel St, Carson City, NV 89703')).toBe(false);
    expect(needsZipReading('401 Laurel St, In Reno, NV 89501')).toBe(true);
    expect(needsZipReading('900 S, Salt Lake City, UT 84105')).toBe(true);
    expect(needsZipReading('401 Laurel St, Reno, NV')).toBe(true);
  });

  it('keeps the job site before a billing office written after it', () => {
    const draft = extractDraftFromText('Our shop at 2250 Broadway, Kansas City MO 64108 needs the floor done, 30x40 at 3.25. Billing goes to our HQ, 700 Pine St, Omaha NE 68102.');
    expect(draft.customerAddress).toBe('2250 Broadway, Kansas City, MO 64108');
  });
});

describe("a state written the newspaper's way", () => {
  it('is not taken for the city', () => {
    expect(addressByZip('site: 2210 Lakeview Ave, Kalamazoo, Mich. 49001')?.value).toBe('2210 Lakeview Ave, Kalamazoo, MI 49001');
  });
});

describe('roads named by a number and OCR in a numbered street', () => {
  it('keeps a loop\'s number and reads an l before an ordinal as 1', () => {
    expect(addressByZip('Shop at 4410 N Loop 1604, San Antonio, TX 78249. 40x60 grind seal')?.value).toBe('4410 N Loop 1604, San Antonio, TX 78249');
    expect(extractDraftFromText('Dina Vu\n88 NE l41st St, Miami FL 33161\ngar 20x20 flk 4.5O').customerAddress).toBe('88 NE 141st St, Miami, FL 33161');
  });
});

describe('a lettered road with a half', () => {
  it('keeps the fraction', () => {
    expect(addressByZip('970-555-0101 3150 F 1/2 Rd Grand Junction 81504')?.value).toBe('3150 F 1/2 Rd, Grand Junction, CO 81504');
  });
});

describe('a city whose name holds a label word', () => {
  it("keeps the ZIP's city written in full when no state is written", () => {
    expect(addressByZip('we are at 14 Fairway Dr, Sun City Center, 33573, call first')?.value).toBe('14 Fairway Dr, Sun City Center, FL 33573');
    expect(addressByZip('shop is 210 N Curry St, Carson City 89701')?.value).toBe('210 N Curry St, Carson City, NV 89701');
  });
});

describe('cityWrittenOut', () => {
  it('writes out a city written short, as the ZIP database names it', () => {
    expect(cityWrittenOut('88 W 400 S, SLC, UT 84101')).toBe('88 W 400 S, Salt Lake City, UT 84101');
    expect(cityWrittenOut('17 Bayview Ct, Jax, FL 32207')).toBe('17 Bayview Ct, Jacksonville, FL 32207');
    expect(cityWrittenOut('300 Pine St, Colo Spgs, CO 80903')).toBe('300 Pine St, Colorado Springs, CO 80903');
    expect(extractDraftFromText('Pat Orr 405-555-0190, 12 NE 4th St OKC OK 73107, garage 20x20 flake 4.50').customerAddress).toBe('12 NE 4th St, Oklahoma City, OK 73107');
  });

  it('keeps a city that is no shortening of the ZIP city, or a city of its own', () => {
    expect(cityWrittenOut('40 Elm St, Centennial, CO 80112')).toBe('40 Elm St, Centennial, CO 80112');
    expect(cityWrittenOut('9 Oak Ln, Kansas City, MO 64106')).toBe('9 Oak Ln, Kansas City, MO 64106');
    expect(cityWrittenOut('9 Oak Ln, Jax, GA 32207')).toBe('9 Oak Ln, Jax, GA 32207');
    expect(cityWrittenOut("77 Elm St, O'Fallon, MO 63366")).toBe("77 Elm St, O'Fallon, MO 63366");
    expect(cityWrittenOut('5 Chain Bridge Rd, McLean, VA 22101')).toBe('5 Chain Bridge Rd, McLean, VA 22101');
    // A town's own name that happens to hold the ZIP city's letters is no shortening.
    expect(cityWrittenOut('14 Dock St, Wilton, NC 28403')).toBe('14 Dock St, Wilton, NC 28403');
  });
});

describe('streets named with no type or a regional one', () => {
  it('reads Broadway alone and a Bluff', () => {
    expect(addressByZip('shop is 3410 W Broadway Louisville 40211, call first')?.value).toBe('3410 W Broadway, Louisville, KY 40211');
    expect(addressByZip('12 Eagle Bluff, Boerne 78006')?.value).toBe('12 Eagle Bluff, Boerne, TX 78006');
  });
});

describe('a town said apart from the street', () => {
  it('takes the town said right before the street over the database city of the ZIP', () => {
    expect(addressByZip("She's in Oro Valley, 10460 N La Canada Dr, 85737")?.value).toBe('10460 N La Canada Dr, Oro Valley, AZ 85737');
    expect(addressByZip('they live out in Gilbert - 2215 E Baseline Rd 85234')?.value).toBe('2215 E Baseline Rd, Gilbert, AZ 85234');
  });

  it('takes a nearby town of the ZIP\'s state said after "in" elsewhere in the request', () => {
    expect(addressByZip('the job is out in Marana this time. Street is 8520 N Silverbell Rd 85743')?.value).toBe('8520 N Silverbell Rd, Marana, AZ 85743');
  });

  it('keeps the city written by the ZIP', () => {
    expect(addressByZip("She's in Oro Valley, 1200 E Grant Rd, Tucson AZ 85719")?.value).toBe('1200 E Grant Rd, Tucson, AZ 85719');
  });
});

describe('a town the database does not name for its ZIP', () => {
  const read = (text: string): string | null => addressByZip(text)?.value ?? null;

  it("gives a direction written in full after a street that starts with one to the town ('North Miami')", () => {
    expect(read('job at 6140 NE 125th St North Miami 33161, garage')).toBe('6140 NE 125th St, North Miami, FL 33161');
    expect(read('1200 SW 8th St North Lauderdale 33068')).toBe('1200 SW 8th St, North Lauderdale, FL 33068');
    // ('Xerxes Ave North', with no quarter before the street, is the street's; so is 'E Parkway South'.)
    expect(read('5200 Xerxes Ave North Minneapolis 55430')).toBe('5200 Xerxes Ave N, Minneapolis, MN 55430');
    expect(read('1512 E Parkway South Memphis 38114')).toBe('1512 E Pkwy S, Memphis, TN 38114');
  });
});

describe('a place on a highway with no house number', () => {
  it('reads the highway and its mile post as the street', () => {
    expect(addressByZip('Hwy 264 MP 447, Window Rock AZ 86515\n(no street #)')?.value).toBe('Hwy 264 MP 447, Window Rock, AZ 86515');
    expect(addressByZip('Cust - Al Begay\nUS 191 mile marker 12, Chinle AZ 86503')?.value).toBe('US 191 Mile Marker 12, Chinle, AZ 86503');
    expect(addressByZip('ranch on hwy 50 mm 23 salida co 81201')?.value).toBe('Hwy 50 MM 23, Salida, CO 81201');
  });
});
