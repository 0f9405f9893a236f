import { describe, expect, it } from 'vitest';
import { readLabelledName } from './customer/labelled-fields.ts';
import { repairOcrDigits } from './request-text-limits.ts';
import { pairSizesWithRates } from './sizes/size-pairing.ts';
import { readSpelledName, readSpokenEmail, readSpokenPhone } from './speech/spoken-details.ts';
import { readTakeoffTables } from './sheets/takeoff-table.ts';
import { readRequest } from './embedded-extractor.ts';

describe('phones, e-mails and names said aloud', () => {
  it.each([
    ['phone three three four two nine one oh six six oh the hall', '3342910660'],
    ['phone nine one nine four six oh twelve twelve email', '9194601212'],
    ['phone four eight oh two two five ninety nine hundred address', '4802259900'],
    ['area code four oh four then five five oh double two nine one email', '4045502291'],
    ['phone is seven oh two four four sorry seven oh two four eight four one nine nine six three car garage', '7024841996'],
    ['cell 7 7 2 5 5 5 7 7 2 0 no 7 7 0 2 thanks', '7725557702'],
  ])('%s', (text, digits) => {
    expect(readSpokenPhone(text)?.value).toBe(digits);
  });

  it.each([
    ['email h bishop at wyoming dot com address', 'hbishop@wyoming.com'],
    ['email d carter vegas at yahoo dot com all one word', 'dcartervegas@yahoo.com'],
    ['email claire b no dot at maine dot r r dot com address', 'claireb@maine.rr.com'],
    ['email seun dot adeyemi at gmail dot com', 'seun.adeyemi@gmail.com'],
    ['email m johnson eight oh one at gmail dot com', 'mjohnson801@gmail.com'],
    ['email v iyer at iyer motors dot com', 'viyer@iyermotors.com'],
  ])('%s', (text, email) => {
    expect(readSpokenEmail(text)?.value).toBe(email);
  });

  it.each([
    ['kate szymanski s as in sam z y m a n s k i garage', 'Kate Szymanski'],
    ['customer is khalid al mansouri thats a l dash m a n s o u r i kitchen', 'Khalid Al-Mansouri'],
    ['customers name is patrick o malley thats o apostrophe m a l l e y its the warehouse', "Patrick O'Malley"],
    ['put it under jim boid b o y d garage', 'Jim Boyd'],
  ])('%s', (text, name) => {
    expect(readSpelledName(text)?.value).toBe(name);
  });
});

describe('labelled lines', () => {
  it.each([
    ['Cust: Halvorsen, Erik\nph 612-555-0163', 'Erik Halvorsen'],
    ["Cust: Ezekiel 'Zeke' Montgomery III\nPh# 405-555-0150", 'Ezekiel Montgomery III'],
    ['Customer,Beatriz Souza\nPhone,(401) 555-0108', 'Beatriz Souza'],
    ['Client | Sunset Park Bike Co.\nContact | Yusuf', 'Sunset Park Bike Co.'],
    ['Client: Sunrise Pediatric Dentistry / Attn: Keiko Watanabe', 'Sunrise Pediatric Dentistry'],
    ['Customer: Two Forks Brewing Co.\nContact: Sarah Lindgren, sarah@twoforksbrew.com', 'Two Forks Brewing Co.'],
    ['GYM - CUST: Bayou Strength & Conditioning\nPH 225-555-0133', 'Bayou Strength & Conditioning'],
    ['Cust - Mrs. Aleksandra Nowak-Brennan\nPh 262.555.0139', 'Aleksandra Nowak-Brennan'],
  ])('%s', (text, name) => {
    expect(readLabelledName(text)?.value).toBe(name);
  });
});

describe('OCR digits', () => {
  it('reads O and l as digits inside numbers only', () => {
    expect(repairOcrDigits('ph 6l2-555-Ol63, Oliver, McAllen TX 785O1, 4.5O/sf, 11.OO')).toBe('ph 612-555-0163, Oliver, McAllen TX 78501, 4.50/sf, 11.00');
  });

  it('reads a run of O and l with no real digit when figures stand on both sides (cents, the other side of a size)', () => {
    expect(repairOcrDigits('shop floor  lO x 3O  epoxy  ll.2O')).toBe('shop floor  10 x 30  epoxy  11.20');
    expect(repairOcrDigits('pantry 6 x lO same, ll.O5/sf')).toBe('pantry 6 x 10 same, 11.05/sf');
    expect(repairOcrDigits('lI x 9 hall')).toBe('11 x 9 hall');
  });

  it("reads S as 5 in a figure ('$5.2S/sf', '3S x 4O', 'l,2SO sf') and a lone l before thousands or cents", () => {
    expect(repairOcrDigits('shop 3S x 4O  quartz $5.2S/sf')).toBe('shop 35 x 40  quartz $5.25/sf');
    expect(repairOcrDigits('warehouse approx l,2SO sf @ 2.l5')).toBe('warehouse approx 1,250 sf @ 2.15');
    expect(repairOcrDigits('rate $l2.SO')).toBe('rate $12.50');
  });

  it("reads a lone O or S on a side of a size ('closet S x 6', 'O x' never a word)", () => {
    expect(repairOcrDigits('closet S x 6  same')).toBe('closet 5 x 6  same');
    expect(repairOcrDigits('hall 4 x S')).toBe('hall 4 x 5');
  });

  it('keeps an S that is a word or a direction (1200 S Main St, US 5O, S corner)', () => {
    expect(repairOcrDigits('1200 S Main St, US 5O, the S corner, Unit S')).toBe('1200 S Main St, US 50, the S corner, Unit S');
  });

  it('leaves words and a lone letter beside a figure alone', () => {
    expect(repairOcrDigits('Oli x 2 boxes, I x 4 ok, all. 5 lol')).toBe('Oli x 2 boxes, I x 4 ok, all. 5 lol');
  });
});

describe('takeoff tables', () => {
  const item = (text: string) => readTakeoffTables(text).lines.map((l) => [l.item.description, l.item.quantity, l.item.rate]);

  it('maps CSV headers such as length_ft,width_ft,rate_per_sqft (not 1 sq ft items)', () => {
    expect(item('area,length_ft,width_ft,rate_per_sqft\nmain shop,50,80,3.25\nwash bay,20,30,4.10\ndiscount_pct,5')).toEqual([
      ['main shop', 4000, 3.25],
      ['wash bay', 600, 4.1],
    ]);
  });

  it('reads a space-aligned sheet by where cells sit under the header, skipping subtotal rows', () => {
    const sheet = [
      'Item                             Qty        Unit    Rate',
      'Pool deck - remove & recoat      3,850      SF      4.25',
      'Stair landings (4)               4          EA      185.00',
      'Subtotal                                            16,617.50',
      'Mobilization/barricades          1          LS      650.00',
    ].join('\n');
    expect(item(sheet)).toEqual([
      ['Pool deck - remove & recoat', 3850, 4.25],
      ['Stair landings (4)', 4, 185],
      ['Mobilization/barricades', 1, 650],
    ]);
  });

  it('reads pipe tables with L and W columns and a summed row left out', () => {
    const sheet = ['| Area | L | W | SF | System | $/SF |', '|---|---|---|---|---|---|', '| Still house | 44 | 30 | 1,320 | Urethane cement | 11.65 |', '| **Floor subtotal** | | | **1,320** | | |', '| Cove (LF) | | | 196 | | 13.25 |'].join('\n');
    expect(item(sheet)).toEqual([
      ['Still house - Urethane cement', 1320, 11.65],
      ['Cove (LF)', 196, 13.25],
    ]);
  });
});

describe('sizes stated apart from their prices', () => {
  it('gives each priced line the sizes that share its words', () => {
    const lines = [
      { description: 'Metallic epoxy - Taproom', useDimensions: false, length: null, width: null, quantity: 1, rate: 7.25 },
      { description: 'Cove base', useDimensions: false, length: null, width: null, quantity: 1, rate: 13 },
    ];
    const text = "Taproom is 40' x 35'\nNeed cove base in the brewhouse only, about 116 lf.";
    expect(pairSizesWithRates(text, lines).map((l) => [l.quantity, l.rate])).toEqual([
      [1400, 7.25],
      [116, 13],
    ]);
  });
});

describe('sources and the stated total', () => {
  it('flags the lines when the request states a total the draft does not reach', () => {
    const { warnings, sources } = readRequest('Garage 20 x 20 flake $5.50/sf. Total $2,500');
    expect(warnings.join(' ')).toContain('$2500.00');
    expect(sources.find((s) => s.field === 'lineItems.0.rate')?.flag).toContain('total');
  });

  it('agrees silently when the stated total matches', () => {
    const { warnings } = readRequest('Garage 20 x 20 flake $5.50/sf. Total $2,200.00');
    expect(warnings).toEqual([]);
  });
});

describe('terms and revised prices as people write them', () => {
  it.each([
    ['Garage 20x20 flake 4.25 -> 4.60 (revised). 50% dn', 4.6, 50, 0],
    ['Garage 20x20 flake $5/sf, Spring promo (10%), half dwn', 5, 50, 10],
    ['Garage 20x20 flake $5/sf. 10% spring promo. 30% to schedule', 5, 30, 10],
    ['Customer,Bo Li\narea,length_ft,width_ft,rate_per_sqft\ngarage,20,20,5\ndeposit_pct,50\ndiscount_pct,5', 5, 50, 5],
  ])('%s', (text, rate, deposit, discount) => {
    const { draft } = readRequest(text);
    expect(draft.lineItems[0]?.rate).toBe(rate);
    expect(draft.depositPercentage).toBe(deposit);
    expect(draft.discountRate).toBe(discount);
  });
});

describe('addresses anchored on their ZIP (zipcodes database)', () => {
  it.each([
    ['915-555-0174. 6110 N Mesa St El Paso 79912', '6110 N Mesa St, El Paso, TX 79912'],
    ['jr, ruben 520-555-0181 3car 33x24 flake 4.60 tucson 85719 - 2521 e 6th st', '2521 E 6th St, Tucson, AZ 85719'],
    ['Street address: 1455 N 1450 E\nCity: Provo   State: UT   ZIP: 84604', '1455 N 1450 E, Provo, UT 84604'],
  ])('%s', (text, address) => {
    expect(readRequest(text).draft.customerAddress).toBe(address);
  });
});

describe('names alone in a note', () => {
  it.each([
    ['— Sat walk-through —\nAnders Lindqvist\ngarage ~ 24x30 -> flake 4.50/sf', 'Anders Lindqvist'],
    ['Jan 14\nHALVORSEN, Erik\nbasement 28 x 34 solid 3.90', 'Erik Halvorsen'],
    ['Call back - Halima Yusuf\n commercial kitchen 22x30 urethane 10.95', 'Halima Yusuf'],
    ['Mon 3/3\nPetra Novák — garage\n  24 x 28 => flake 4.75', 'Petra Novák'],
    ['Earl Hutchins Sr. — shop 32x48, quartz 5.75/sf. 40% dep.', 'Earl Hutchins Sr.'],
    ['manny reyes jr 210-555-0130 gar 24x22 metallic $7/sf', 'Manny Reyes Jr.'],
  ])('%s', (text, name) => {
    expect(readRequest(text).draft.customerName).toBe(name);
  });
});

describe('names at the start of a dictation', () => {
  it.each([
    ['tasha brooks front porch eight by thirty two flake at five seventy five', 'Tasha Brooks'],
    ['quick one marcus johnson two car garage twenty two by twenty two', 'Marcus Johnson'],
  ])('%s', (text, name) => {
    expect(readRequest(text).draft.customerName).toBe(name);
  });
});

describe('spoken figures the number reader leaves in words', () => {
  it.each([
    ['back patio eighteen by thirty flake at five and a quarter', 5.25, 540],
    ['basement twenty eight by twenty two metallic at six and three quarters', 6.75, 616],
    ['carport twenty by twenty two flake at four ninety five no four eighty five', 4.85, 440],
    ['garage twenty three foot six by twenty one flake at four eighty', 4.8, 493.5],
  ])('%s', (text, rate, quantity) => {
    const [line] = readRequest(text).draft.lineItems;
    expect(line?.rate).toBe(rate);
    expect(line?.quantity).toBe(quantity);
  });
});

describe('sizes in prose', () => {
  it.each([
    ["two-car garage, 24' wide and 22' deep, metallic 7.40/sf.", 528, 7.4],
    ['garage is twenty four feet wide and twenty eight deep, flake, four eighty five a foot', 672, 4.85],
  ])('%s', (text, quantity, rate) => {
    const [line] = readRequest(text).draft.lineItems;
    expect(line?.quantity).toBe(quantity);
    expect(line?.rate).toBe(rate);
  });
});

describe('one priced size per clause', () => {
  it('adds the clause the prose reader missed, not the parts of an area a line already holds', () => {
    const { draft } = readRequest('cust is Smoke & Barrel BBQ LLC. kitchen 20x24 urethane 12.25, cove 88 lf @ 14. 50% dep');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate]).sort()).toEqual([
      [480, 12.25],
      [88, 14],
    ].sort());
  });
});

describe('contact details written as rows of a takeoff table', () => {
  it('are read from the rows when the prose around the table has none', () => {
    const sheet = 'bid.xlsx - Sheet1\nA,B,C,D,E\nCustomer,Odile Brandt,,,\nPhone,(555) 555-0142,,,\nAddress,91 Lark Ln,Kalamazoo,MI,49008\nArea,Sq Ft,Price,Total,\nGarage (flake),480,4.40,2112.00,\nTotal,,,2112.00,';
    const { draft } = readRequest(sheet);
    expect(draft.customerPhone?.replace(/\D/g, '')).toBe('5555550142');
    expect(draft.customerAddress).toContain('91 Lark Ln');
  });
});
