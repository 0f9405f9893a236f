import { describe, expect, it } from 'vitest';
import { ordinaryWord } from '../text/ordinary-word.ts';
import { businessWithLegalForm, nameAsWritten, nameFromHeader, nameInNoteSegment, nameWrittenSurnameFirst } from './names-as-written.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { chooseCustomerName } from './customer-name.ts';

describe('a person alone in a note line', () => {
  it('reads a line typed in capitals, surname first', () => {
    expect(nameInNoteSegment('ADEYEMI-COLE, TUNDE | 555-555-0100 | shop 30x40', ordinaryWord)).toBe('Tunde Adeyemi-Cole');
  });

  it("splits at two hyphens typed for a dash, as at one", () => {
    expect(nameInNoteSegment('OKC -- Rhiannon Tull\n405-555-0120', ordinaryWord)).toBe('Rhiannon Tull');
    expect(nameInNoteSegment('Ballard -- Soren Eklund -- shop 30 x 40', ordinaryWord)).toBe('Soren Eklund');
    expect(nameInNoteSegment('shop--garage 30 x 40', ordinaryWord)).toBeNull();
  });

  it('reads a suffix written after the surname or after the given name', () => {
    expect(nameInNoteSegment('Pemberton Sr., Lyle - 555-555-0100 - barn 30x40', ordinaryWord)).toBe('Lyle Pemberton Sr.');
    expect(nameInNoteSegment('Estimate — Dunmore, Cyrus Jr.\n  garage 20x20', ordinaryWord)).toBe('Cyrus Dunmore Jr.');
  });
});

describe('a person written surname first', () => {
  it('keeps a middle initial with its full stop, and initials alone', () => {
    expect(nameInNoteSegment('Whitlock, Dana K. - basement 30x30 @ 3.95', ordinaryWord)).toBe('Dana K. Whitlock');
    expect(nameInNoteSegment('Hobbs, J. R.\nshop 30x40 @ 3.80', ordinaryWord)).toBe('J. R. Hobbs');
    expect(nameInNoteSegment('WHITLOCK, DANA K\nbasement 30x30', ordinaryWord)).toBe('Dana K Whitlock');
  });

  it("keeps a surname's particles and a suffix written after it", () => {
    expect(nameInNoteSegment('St. Germain, Louis - garage 20x20 @ 4.40', ordinaryWord)).toBe('Louis St. Germain');
    expect(nameInNoteSegment('de la Vega, Teresa\npatio 12x20', ordinaryWord)).toBe('Teresa de la Vega');
    expect(nameInNoteSegment('Reyes Jr., Thomas A.\nshop 30x40', ordinaryWord)).toBe('Thomas A. Reyes Jr.');
  });

  it('reads a couple sharing the surname, and the name before a phone', () => {
    expect(nameWrittenSurnameFirst('Lindgren, Paul & Marit - deck 12x16', ordinaryWord)?.name).toBe('Paul & Marit Lindgren');
    expect(extractDraftFromText("O'Neill, Marcus J. (cell 720-555-0144)\n2 car garage 22x22 flake 4.25").customerName).toBe("Marcus J. O'Neill");
  });

  it('takes no greeting, sign-off or city for a surname', () => {
    expect(nameWrittenSurnameFirst('Warmly, Anna Kowalski', ordinaryWord)).toBeNull();
    expect(nameWrittenSurnameFirst('Boise, Idaho 83702', ordinaryWord)).toBeNull();
    // A word in lower case before a capitalised name says who the person is: no surname; the name after it is whole.
    expect(nameWrittenSurnameFirst('veteran, Darnell Okoye', ordinaryWord)?.name).toBe('Darnell Okoye');
    expect(nameWrittenSurnameFirst('retired, Maria Lopez', ordinaryWord)?.name).toBe('Maria Lopez');
    expect(nameWrittenSurnameFirst('widow, Ann Park Sr.', ordinaryWord)?.name).toBe('Ann Park Sr.');
    expect(nameWrittenSurnameFirst('de la Vega, Ana', ordinaryWord)?.name).toBe('Ana de la Vega');
    expect(extractDraftFromText('Hi there, garage 22x24 flake 4.50 please.\nWarmly, Anna Kowalski 303-555-0142').customerName).toBe('Anna Kowalski');
  });

  it("reads 'St.' inside a name written forward", () => {
    expect(nameInNoteSegment('Louis St. Germain\ngarage 20x20 @ 4.40', ordinaryWord)).toBe('Louis St. Germain');
  });
});

describe('a business with its legal form', () => {
  it("is not the contractor's own company in a signature", () => {
    expect(businessWithLegalForm('Thanks,\nIvy Moss\n--\nRon Hale | Estimator | Summit Ridge Coatings LLC')).toBeNull();
    expect(businessWithLegalForm('quote for Bayside Marine Supply LLC, shop 40x60')).toBe('Bayside Marine Supply LLC');
  });
});

describe('the sender of a forwarded or quoted e-mail', () => {
  it("skips the contractor's own people and reads the original sender", () => {
    const mail = 'From: Dana Pruett <dana@ridgelinefloors.example.com>\nSubject: FW: shop\n\n-----Original Message-----\nFrom: Lars Eklund <lars@example.net>\nSubject: shop';
    expect(nameFromHeader(mail)).toBe('Lars Eklund');
  });

  it("reads 'Name <address> wrote:'", () => {
    expect(nameFromHeader('On Tue, Mar 3, Beatrix Olander <bea@example.org> wrote:\n> the kitchen too')).toBe('Beatrix Olander');
  });
});

describe('a name kept as written', () => {
  it("does not run on into 'and' before a sentence goes on", () => {
    expect(nameAsWritten('Soraya Nadeem', "I'm Soraya Nadeem and I need a quote")).toBe('Soraya Nadeem');
    expect(nameAsWritten('Marigold Bakery', 'Marigold Bakery and Cafe called')).toBe('Marigold Bakery and Cafe');
  });
});

describe('a note line with the name, then the job', () => {
  it('splits at the comma before the job, keeps a surname-first name before a phone', () => {
    expect(nameInNoteSegment('2) Fergus Lindqvist, gar 20x22, flake 4.80, 555-555-0100', ordinaryWord)).toBe('Fergus Lindqvist');
    expect(nameInNoteSegment('Marsh Jr., Elliot 555-555-0101', ordinaryWord)).toBe('Elliot Marsh Jr.');
  });

  it('reads a meeting note with a date, and a month that is a given name', () => {
    expect(nameInNoteSegment('mtg w/ June Abernethy 11/20\ngarage 20x22', ordinaryWord)).toBe('June Abernethy');
  });
});

describe('a suffix after the name', () => {
  it('is read on the same line, not from a title on the next', () => {
    expect(nameAsWritten('Rashid Karimi', 'Best,\nRashid Karimi\nSenior Project Manager | Karimi Development')).toBe('Rashid Karimi');
    expect(nameAsWritten('Otis Freeman', 'this is Otis Freeman senior, garage')).toBe('Otis Freeman Sr.');
  });
});

describe('a bullet or arrow before a note line', () => {
  it('is not part of the name', () => {
    expect(nameInNoteSegment('► Odette Marchand   patio 10x14   5.90', () => false)).toBe('Odette Marchand');
  });
});

describe('initials and titles on a note line', () => {
  it('keeps initials with their full stops and drops the titles', () => {
    expect(nameInNoteSegment('T.J. Okafor - shop 30x40 - 3.30', ordinaryWord)).toBe('T.J. Okafor');
    expect(nameInNoteSegment('Mr. & Mrs. Alvin Pruett - patio 12x18 - 5.60', ordinaryWord)).toBe('Alvin Pruett');
    expect(nameInNoteSegment('Dr Lena Holm - clinic 20x30 - 6.00', ordinaryWord)).toBe('Lena Holm');
  });
});

describe("the office's own people written under a form's labels", () => {
  const draft = (text: string) => extractDraftFromText(text);
  it('are never the customer', () => {
    expect(draft('Salesperson: Wade Kimball\nJob: shop 30x40 solid 3.25\nPhone 405-555-0144 - Ilse Brandt').customerName).toBe('Ilse Brandt');
    expect(draft('Estimated by - Corinne Vale\nBrandt residence, garage 22x22 flake 4.50, Ilse Brandt 405-555-0144').customerName).toBe('Ilse Brandt');
  });

  it("leave an address under 'Customer:' out of the name, and a front desk's mailbox out of the e-mail", () => {
    expect(draft('Customer: Unit 7, 640 Lamar Ave, Memphis, TN 38104. called in by Odile Ferrand, kitchen 10x12 solid 6.00').customerName).not.toMatch(/^Unit/);
    expect(draft('From: Front Desk <frontdesk@ridgelinefloors.example.com>\nWalk-in today: Ilse Brandt, 405-555-0144, garage 20x20 flake 4.50').customerEmail).toBeNull();
  });
});

describe('a given name spelled like a day, right after a customer label', () => {
  it('is kept as the first word of the name', () => {
    expect(nameAsWritten('Sun Hee Park', 'Name: Sun Hee Park\nph 253-555-0171')).toBe('Sun Hee Park');
    expect(extractDraftFromText('client - Thu Ha Nguyen\ncell 206.555.0188\nnail bar 20 x 30 metallic 7.90').customerName).toBe('Thu Ha Nguyen');
  });
  it('is still a day on a note that opens with it', () => {
    expect(nameAsWritten('Thu Rosalind Okafor', 'Thu Rosalind Okafor 555-201-3344 garage')).toBe('Rosalind Okafor');
  });
});

describe("an abbreviation's full stop at a business name's end", () => {
  it("keeps 'Dept.' and 'Assoc.' as written", () => {
    expect(nameAsWritten('Elk Grove Volunteer Fire Dept', 'Customer: Elk Grove Volunteer Fire Dept.\nbay 40x60')).toBe('Elk Grove Volunteer Fire Dept.');
    expect(nameAsWritten('Lakeside Owners Assoc', 'Lakeside Owners Assoc. - pool deck')).toBe('Lakeside Owners Assoc.');
  });
});

describe("a sheet's header row", () => {
  it('names columns, not a person', () => {
    expect(nameInNoteSegment('Area,Size,SF/LF,System,Rate,Amount\nSales floor,,1850,Epoxy,6.05,11192.50', ordinaryWord)).toBeNull();
  });
});

describe("'Sr.' before a job title", () => {
  it("is the title's, not a suffix of the name; 'Sr.' alone still is", () => {
    expect(chooseCustomerName('Attn: Odile Fournier, Sr. Estimator, Bayou Builders | 504-555-0190', null)).toBe('Odile Fournier');
    expect(chooseCustomerName('Customer: Walter Pruitt Sr. 504-555-0191', null)).toBe('Walter Pruitt Sr.');
    expect(chooseCustomerName('From: Walter Pruitt, Sr.\nGarage 20x20 flake 4.50', null)).toBe('Walter Pruitt Sr.');
  });
});
