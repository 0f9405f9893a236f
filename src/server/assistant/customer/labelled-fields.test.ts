import { describe, expect, it } from 'vitest';
import { readLabelledName } from './labelled-fields.ts';
import { chooseCustomerName } from './customer-name.ts';

const name = (text: string): string | null => readLabelledName(text)?.value ?? null;

describe('a labelled name ends where the name ends', () => {
  it("reads a sheet's label and value in two cells of a row as a label, not as a header over the next row", () => {
    expect(name('Customer,Prairie Bioscience LLC,,,,,\nAttn,Dr. Oksana Petrenko,217-555-0120,,,')).toBe('Prairie Bioscience LLC');
    expect(name('Client,Northgate Storage LLC,,,\nContact,Wes Tran,555-555-0101,,')).toBe('Northgate Storage LLC');
    // A header naming its columns still gives the customer's cell of the row below.
    expect(name('customer,phone,email,address,area\nDana Ruiz,555-555-0101,d@example.com,1 Main St,garage')).toBe('Dana Ruiz');
  });

  it("keeps a legal form's dotted initials whole, and drops a two-word label's second word", () => {
    expect(name('Customer: Hale & Ruiz, P.C.\nOffice 20x30 solid 3.40')).toBe('Hale & Ruiz, P.C.');
    expect(name('Customer:,"Zumbro Valley Family Clinic, P.A."\nRoom,SF,Rate')).toBe('Zumbro Valley Family Clinic, P.A.');
    expect(name('Bill to: Ortega Dental Group, S.C.')).toBe('Ortega Dental Group, S.C.');
    expect(name('OWNER CONTACT: Rick Vander Wal (fire chief) 712-555-0160')).toBe('Rick Vander Wal');
    expect(name('OWNER - CONTACT: Lena Moua')).toBe('Lena Moua');
    expect(name('Owner: Contact: Lena Moua 651-555-0100')).toBe('Lena Moua');
  });

  it('stops at a comma before lower-case words, and reads after a colon inside the value', () => {
    expect(name('Walk-in: Soren Albrecht, wants the laundry room done 9x11')).toBe('Soren Albrecht');
    expect(name('Walk-in, no phone on file: Delia Marsh, patio 12x14')).toBe('Delia Marsh');
  });

  it('drops a dictation filler and the spelling said after the name', () => {
    expect(name('contact is um Wendell Achterberg a c h t e r b e r g, he runs the place')).toBe('Wendell Achterberg');
  });

  it('ends at a spelling said in capitals with a full stop and the next sentence after it', () => {
    expect(name('owner is Odile Brandt, B R A N D T. warehouse is ninety by fifty')).toBe('Odile Brandt');
    expect(name('contact is Percy Vang V-A-N-G. the lobby is twenty by thirty')).toBe('Percy Vang');
  });

  it('keeps letters that spell no word of the name', () => {
    expect(name('contact is A J Ruiz, he runs the place')).toBe('A J Ruiz');
  });
});

describe('the contact person written in the business customer line', () => {
  it('keeps the business a Customer label names over the person in brackets or after a slash', () => {
    expect(name('Customer ..... Pinecrest Animal Hospital (Rosalind Ekwueme)\nPhone .... 555')).toBe('Pinecrest Animal Hospital');
    expect(chooseCustomerName('Customer: Larkspur Cabinet Co. / Ignatius Moll (shop foreman)  614-555-0102', null)).toBe('Larkspur Cabinet Co.');
  });

  it('keeps the business when the brackets hold no person', () => {
    expect(name('Customer: Pinecrest Animal Hospital (no contact yet)')).toBe('Pinecrest Animal Hospital');
  });
});

describe('a signature is not a label', () => {
  it("does not read 'Owner, <business>' under the signer's name as the customer", () => {
    expect(name('Thanks,\nTeodora Vasquez\nOwner, Blue Heron Bakery\n')).toBeNull();
  });
});

describe('a role written after the name', () => {
  it('is dropped, not read as a first name', () => {
    expect(name('Attn: Bettina Larkspur-Voss, Facilities Mgr   (303) 555-0119')).toBe('Bettina Larkspur-Voss');
  });
});

describe('a form that asks for the full name', () => {
  it("reads 'Full name:'", () => {
    expect(name('From: Jotform <noreply@example.com>\nFull name: Oisín Delacroix\nPhone: 555')).toBe('Oisín Delacroix');
  });
});

describe('a connecting word before a number', () => {
  it('is not part of the name', () => {
    expect(name('Contact Wilma Stroud at 555-555-0100 after 5')).toBe('Wilma Stroud');
  });
});

describe('a section heading', () => {
  it("is not a label with a value ('Customer Info')", () => {
    expect(name('Customer Info\n-----\nMarek Zielinski\n555-555-0100')).toBeNull();
  });
});

describe('a label written after the name', () => {
  it("reads 'Lakeshore Bait & Tackle - cust.' as the customer", () => {
    expect(name('Lakeshore Bait & Tackle - cust. Shop floor 30x40, grind and seal 1.90.')).toBe('Lakeshore Bait & Tackle');
  });
});

describe('a seller or property owner named by a label', () => {
  it('takes the labelled seller as the customer', () => {
    expect(readLabelledName('Hi team, listing going live soon. Seller: Orla Brennan, 207-555-0188. Garage 22x22.')?.value).toBe('Orla Brennan');
  });
});

describe('a name written surname first under a label, as notes write it', () => {
  const name = (text: string): string | null => chooseCustomerName(text, null);
  it('turns round a surname with a particle, a suffix or an apostrophe, keeps a middle initial and drops a nickname', () => {
    expect(name('Cust: St. Clair, Yvette\nPh 225-555-0110')).toBe('Yvette St. Clair');
    expect(name('Cust: Whitford Sr, Amos\nPh: 414-555-0122')).toBe('Amos Whitford Sr.');
    expect(name('Cust: Kearney, Maeve R. / 617.555.0123 / 14 Dane St')).toBe('Maeve R. Kearney');
    expect(name('Cust: O\'Rourke, Cornelius "Neil"\nPh 401 555 0119')).toBe("Cornelius O'Rourke");
  });

  it("reads the label's arrow as its separator", () => {
    expect(name('Name -> Villanueva, Rosario\nPh (956) 555-0141')).toBe('Rosario Villanueva');
  });
});

describe('a label that names a business as the customer', () => {
  it('keeps the business over an attn or contact person, on its line or the next', () => {
    expect(name('Prepared for: Copperline Dental Studio - attn Marguerite Osei | 555-0140')).toBe('Copperline Dental Studio');
    expect(name('Client: Blue Heron Marine Supply\nAttn: Desmond Okoro, Facilities\n555-0199')).toBe('Blue Heron Marine Supply');
    expect(name('Owner: Three Rivers Feed Mill (contact Lorna Beach)')).toBe('Three Rivers Feed Mill');
  });

  it('still names the person when the label names a person', () => {
    expect(name('Client: Rosa Delgado (Delgado Tile)\nkitchen 12x14')).toBe('Rosa Delgado');
    expect(chooseCustomerName('Customer: Harriet Lowe, Westfield Pets\nphone 555-0142', null)).toBe('Harriet Lowe');
  });
});

describe('a label that names a business with a person to ask for after it', () => {
  const name = (text: string): string | null => chooseCustomerName(text, null);
  it('keeps the business, whatever its words, when an attn or contact person follows on its line', () => {
    expect(name('Customer: Dalton Tool & Die - attn: Wes Pruitt\nSite: 40 Mill Rd')).toBe('Dalton Tool & Die');
    expect(name('Prepared for: Marion Feed Supply (Earl Duggins) | 555-0101')).toBe('Marion Feed Supply');
    expect(name('Quote for: Tannery Row Lofts, attn Priya Venkat, bldg mgr\n12 Front St')).toBe('Tannery Row Lofts');
  });

  it("is no business label in prose ('quote for X, the contact is Y'), nor under a quote heading naming no business", () => {
    expect(name('quote for Riverbend Outfitters, the contact is Hollis Draper, h o l l i s. shop 20x30')).toBe('Hollis Draper');
    expect(name('Quote: 2 car garage 20x22 flake\nCustomer: Dana Whitlow 555-0199')).toBe('Dana Whitlow');
  });
});

describe("a CSV export's Customer column", () => {
  it('gives the value under the header; a business with its contact after a dash is the business', () => {
    expect(readLabelledName('Customer,Phone,Email,Area,SqFt,Rate\nGrace Chapel - Lena Ortiz,940-555-0156,lena@gracechapel.org,Fellowship hall,1520,3.75')).toMatchObject({ value: 'Grace Chapel', business: true });
    expect(readLabelledName('Date,Customer,Phone,Area\n11/20,Walt Brenner,940-555-0144,Garage')?.value).toBe('Walt Brenner');
  });
});

describe("a quote's label over a person written surname first", () => {
  it('names that person', () => {
    expect(chooseCustomerName('quote: Whitlock II, Emmett. barn 30x40 solid 3.40. 662-555-0109', null)).toBe('Emmett Whitlock II');
  });
});

describe('a labelled person followed by what they want', () => {
  it('ends the name at the verb of its sentence', () => {
    expect(name('Banks Plumbing - owner Leroy Banks would like the quote in his own name. Shop 30x40')).toBe('Leroy Banks');
    expect(name('Customer: Leroy Banks wants it in his name. Shop 30x40 @ 3.90')).toBe('Leroy Banks');
  });

  it("reads a caller logged by an answering service", () => {
    expect(name('Voicemail - caller: Leroy Banks (Grace Chapel). hall 40x60 quartz 5.20')).toBe('Leroy Banks');
    expect(name('message from the service, caller Leroy Banks, calling for Grace Chapel')).toBe('Leroy Banks');
  });
});

describe("a bid's label with the role of the one it is for", () => {
  it("reads 'Bid to (GC):' and 'Prepared for (Owner):' as their labels", () => {
    expect(name('Bid to (GC): Harrow Ridge Constructors, Inc.\nProject: clinic')).toBe('Harrow Ridge Constructors, Inc.');
    expect(name('Prepared for (Owner): Delmar County Schools\nArea 2,000 sf')).toBe('Delmar County Schools');
  });
});

describe('a text thread pasted with its turns', () => {
  it("reads a 'Cust:' turn as a message: only one that opens with a name names the customer", () => {
    const thread = 'Office: Hi, following up on the patio you asked about\nCust: yes still want it. its 14 x 20\nOffice: Name and address for the quote?\nCust: Nadia Ferris 88 Elm Rd Dublin OH 43017';
    expect(name(thread)).toBe('Nadia Ferris');
    expect(name('Cust: Can yall quote my porch + the steps? porch is 8 by 22\nOffice: porch flake is 5.75/sf')).toBeNull();
  });

  it('keeps a label in a note that is no thread', () => {
    expect(name('Cust: Halvorsen, Erik\ngarage 20x20')).toBe('Erik Halvorsen');
  });
});

describe("a page's or a form's name is no label", () => {
  it("does not read 'Contact Us form' as a contact", () => {
    expect(name('New submission - Contact Us form\n\nName: Paulette Grier\nEmail: pg@example.net')).toBe('Paulette Grier');
  });
});

describe("a general contractor's bid sheet names the business it is bid to", () => {
  it('reads the label under a heading in capitals and over an attn person', () => {
    expect(chooseCustomerName('QUOTE SHEET\nBid to:\tKettle River Curling Assn\nAttn:\tSolveig Dahl\t320-555-0141', null)).toBe('Kettle River Curling Assn');
    expect(chooseCustomerName('PRICING FORM\nBid To: Harrison Peak Constructors\nEstimating: Wendy Albers 505-555-0163 bids@hpc.example.com', null)).toBe('Harrison Peak Constructors');
  });

  it('reads a label after a tab, in a quoted CSV cell, in a first CSV cell, and after an office note', () => {
    expect(chooseCustomerName('Kettle Gym - Mankato\tPrepared for: Kettle Gym LLC\nContact\tDoris Pell\t507-555-0110', null)).toBe('Kettle Gym LLC');
    expect(chooseCustomerName('"Depot Remodel",,,,\n"Bid to: Ridgeback Builders",,,,\n"Attn: Lonnie Pratt, 575-555-0108",,,,', null)).toBe('Ridgeback Builders');
    expect(chooseCustomerName('Bid to,Canyon Rim Builders Inc,attn Greta Lund,928-555-0119,glund@example.net', null)).toBe('Canyon Rim Builders Inc');
    expect(chooseCustomerName('Office: Bid to: Tallgrass Builders (GC). Rate 5.10.\n\nFrom: Owen Reiser <oreiser@tallgrass.example.com>\nOwen Reiser | Estimator | Tallgrass Builders', null)).toBe('Tallgrass Builders');
  });

  it('reads a bid to a business said in a sentence, before its PM', () => {
    expect(chooseCustomerName('TI for a bakery. Bid to Saguaro Flats Contracting; PM Dante Reyes 602-555-0177.', null)).toBe('Saguaro Flats Contracting');
  });

  it("keeps a church whose name starts with 'Our'", () => {
    expect(chooseCustomerName('PROPOSAL  p.2\nPrepared for: Our Lady of Peace Parish\nPhone 605-555-0190', null)).toBe('Our Lady of Peace Parish');
  });
});

describe("a note marks its customer's line after the name", () => {
  it("reads 'Name - cust' and 'Name (cust)' over the manager below", () => {
    expect(chooseCustomerName('YARD SHOP\nR. J. Ochoa Hauling  - cust\n432-555-0155', null)).toBe('R. J. Ochoa Hauling');
    expect(chooseCustomerName('DOCK\nMesa Verde Freight (cust)\nMgr: Tomas Quill 505-555-0122', null)).toBe('Mesa Verde Freight');
  });
});

describe('the person to ask for written after the business a label names', () => {
  it("ends the name at 'c/o' and drops an '(attn ...)' from a Customer column", () => {
    expect(chooseCustomerName('Bill to: Heron Point Condominium Assn c/o Bettina Voss (property manager),bv@example.org,407-555-0131', null)).toBe('Heron Point Condominium Assn');
    expect(chooseCustomerName('Customer,Phone,Email\nLakeside Family Dental (attn Priscilla Noor),407-555-0188,pn@example.com', null)).toBe('Lakeside Family Dental');
  });
});

describe("a sheet's party that names the customer", () => {
  it("reads a public body named 'City of ...' or 'County of ...' under a label, over the contact below", () => {
    expect(chooseCustomerName('BID SUMMARY - Water plant\nOwner: Town of Westbrook Utilities\nContact: Nadia Kerr  207-555-0119\nLocation: 8 Mill Rd', null)).toBe('Town of Westbrook Utilities');
    expect(chooseCustomerName('JOB SHEET\nOwner: County of Lassen Road Dept\nContact: Evan Pruitt (530) 555-0140', null)).toBe('County of Lassen Road Dept');
    expect(chooseCustomerName('Client: City of Blue Earth Parks\nAttn: Lorna Bakke 507-555-0163', null)).toBe('City of Blue Earth Parks');
    // ('City: Fargo' is still the city's label, no name.)
    expect(name('City: Fargo\nName: Tove Lindqvist')).toBe('Tove Lindqvist');
  });

  it('reads a label set off from its value by spaces, as a printed sheet aligns its columns', () => {
    expect(chooseCustomerName('CLIENT      Prairie Wind Bison Ranch\nCONTACT     Odell Tsosie  406-555-0191\nSITE        12 County Rd 4', null)).toBe('Prairie Wind Bison Ranch');
    expect(name('NAME    Ingrid Solberg\nPHONE   218-555-0127')).toBe('Ingrid Solberg');
    // (a person there is no business: nothing but their words would say so)
    expect(readLabelledName('CUST   Wojciech Brzezinski\nPH     312-555-0150')?.business).toBeUndefined();
  });

  it("reads a 'Cust:' label after a spreadsheet row's own label", () => {
    expect(chooseCustomerName('Row3: Cust: Sand Hills Grain (Wade Koenig) 308-555-0108, 40 Main St', null)).toBe('Sand Hills Grain');
  });

  it("keeps a business under a CSV's customer column over its contact column", () => {
    expect(chooseCustomerName('id,customer,contact,phone\n77,High Desert Charter Air,Reyna Castillo,775-555-0144', null)).toBe('High Desert Charter Air');
    expect(chooseCustomerName('id,customer,phone\n78,Reyna Castillo,775-555-0144', null)).toBe('Reyna Castillo');
  });
});

describe('a bid form names whom the bid goes to', () => {
  it("reads a business named with a number ('Route 66 ...') whole, and a surname before a house number as a name alone", () => {
    expect(name('Customer: Pier 39 Marine Detailing\nContact: Gus Almeida')).toBe('Pier 39 Marine Detailing');
    expect(chooseCustomerName('Prepared for: Highway 61 Auto Salvage\nContact: Nell Brandt  651-555-0119', null)).toBe('Highway 61 Auto Salvage');
    expect(name('Customer: Studio 8 Dance | 555-555-0110')).toBe('Studio 8 Dance');
    // A surname, then a house and its street: the name ends at the number.
    expect(name('Customer: Hendricks 44 Deer Run, Marlton NJ')).toBe('Hendricks');
    expect(name('Cust: Okafor 12 N Elm')).toBe('Okafor');
    expect(name('Customer: Dana Whitley 310 Birch Ln')).toBe('Dana Whitley');
  });

  it("reads 'Submit to:' and 'Bidder to furnish to:' as whom the bid goes to, a business over the estimating contact", () => {
    expect(chooseCustomerName('Project: Lakeview Clinic\nBidder to furnish to: Iron Range Builders Inc., 100 Main St, Hibbing MN\nEstimating contact: Tess Aho (218) 555-0100', null)).toBe('Iron Range Builders Inc.');
    expect(chooseCustomerName('Submit bids to: Coldwater General Contracting | 555-555-0120', null)).toBe('Coldwater General Contracting');
    // A person first, then their title and firm: the person.
    expect(chooseCustomerName('Submit to: Maren Solberg, Sr. PM, Northfield Constructors | 555-555-0131 | maren@nfc.example.com', null)).toBe('Maren Solberg');
  });

  it("reads a manager's field ('Mgr:', 'Property Manager:') as the person to quote, never the role said in prose", () => {
    expect(chooseCustomerName('Site: Aspen Ridge Condos - carports\nMgr: Colette Baptiste, Front Range Property Mgmt | 303-555-0177', null)).toBe('Colette Baptiste');
    expect(name('Property Manager: Idris Coleman\n555-555-0140')).toBe('Idris Coleman');
    // ('the manager Rosa' and a signature's 'Store Manager, ...' are no field.)
    expect(name('talked to the manager Rosa Vega about the floor')).toBeNull();
  });

  it("reads a business a sheet's heading marks as the customer after a dash", () => {
    expect(chooseCustomerName('Takeoff - Blue Heron Bakery (Customer)\n1 Main St / 555-555-0155\nRoom  SF  Rate', null)).toBe('Blue Heron Bakery');
    expect(chooseCustomerName('Car wash - Sudsy Paws Pet Wash (cust), owner is Mirela Dobos. 555-555-0166', null)).toBe('Sudsy Paws Pet Wash');
  });
});
