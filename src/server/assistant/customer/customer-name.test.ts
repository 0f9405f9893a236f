import { describe, expect, it } from 'vitest';
import { businessWithoutPerson, chatSpeaker, chooseCustomerName, contactOfBusiness, isPlaceName, leadingCapitalisedName, nameConfirmedBySpelling, personByGivenName, refineName, spokenBusiness, subjectOfVisit, businessLine, businessSignature, diacriticsSaid, firstAndLastSaid, personTheJobIsFor, nameOfEmailInText, surnameInBrackets, selfIntroducedInLowerCase, givenNameOfFamily, coupleAsWritten, familyThenPerson, personByRole, businessAsSubject, businessWithGivenNameContact, nameAnsweredInChat, personWithRoleLine } from './customer-name.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { isGivenName } from './given-names.ts';

describe('given names', () => {
  it('knows common given names and not the words a request is made of', () => {
    expect(isGivenName('Dwayne')).toBe(true);
    expect(isGivenName('rhett')).toBe(true);
    expect(isGivenName('Flake')).toBe(false);
    expect(isGivenName('Will')).toBe(false);
    expect(isGivenName('Chase')).toBe(false);
  });
});

describe('a person written anywhere, by a known given name', () => {
  it('reads a name in the middle of a sentence', () => {
    expect(personByGivenName('Spoke w/ Dwayne Pruitt today. garage 24 x 26, flake 4.70, 30% down.')).toBe('Dwayne Pruitt');
    expect(personByGivenName('Message from Lucia Ferrante via the website contact form: basement 30 x 25.')).toBe('Lucia Ferrante');
  });

  it('keeps a middle name, an initial and a particle', () => {
    expect(personByGivenName('left a voicemail, Maria Elena Sandoval, wants the patio done')).toBe('Maria Elena Sandoval');
    expect(personByGivenName('rang about the shop: Peter J. Okonkwo, 40x60')).toBe('Peter J. Okonkwo');
    expect(personByGivenName('walkthrough booked with Hans van Dijk on the 4th')).toBe('Hans van Dijk');
  });

  it('reads a lower-case note, title-cased', () => {
    expect(personByGivenName('job for trudy kowalczyk garage 22x22 flake 4.80 cell 414 555 0192')).toBe('Trudy Kowalczyk');
  });

  it('does not take a greeted office person, an office signature, or a place', () => {
    expect(personByGivenName('Hi Karen Wells,\nour garage is 20x20.')).toBeNull();
    expect(personByGivenName('flake at 4.80\n\nTricia Gomez\nOffice Manager, Summit Floors')).toBeNull();
    expect(personByGivenName('garage on Austin Street, 22x22 flake, Garage Flake')).toBeNull();
  });
});

describe('a name corrected or abbreviated as people do', () => {
  it('takes the name said after a correction', () => {
    const said = 'quote for Dorothea Banks, sorry, Dorothy Banks, two car garage twenty by twenty';
    expect(refineName('Dorothea Banks', said)).toBe('Dorothy Banks');
    expect(refineName('Gus Whitley', 'bid for Gus Whitley -- no, make that Augusta Whitley, his mother')).toBe('Augusta Whitley');
  });

  it('turns round a surname written first with its suffix', () => {
    expect(refineName('Ortiz Jr.', 'ortiz jr, ruben 520-555-0181 3car 33x24 flake 4.60')).toBe('Ruben Ortiz Jr.');
  });

  it('completes a surname initial from the full name written later', () => {
    const lead = 'Facebook msg from Mei C.\n"Hi, quote for the patio 12x18 please. - Mei Lin Chow"';
    expect(refineName('Mei C.', lead)).toBe('Mei Lin Chow');
  });

  it('writes a name typed in capitals as a name', () => {
    // (and, opening a note surname first, turned round)
    expect(refineName('SOLBERG INGRID', 'SOLBERG INGRID 952-555-0137')).toBe('Ingrid Solberg');
    expect(refineName('KESTREL FARMS LLC', 'KESTREL FARMS LLC - barn')).toBe('Kestrel Farms LLC');
  });
});

describe('a name spelled after it is said', () => {
  it('keeps the written name whole: hyphen, particles, first name', () => {
    expect(nameConfirmedBySpelling('new job, name is Marisol Vance-Okoro, thats v a n c e dash o k o r o, patio')).toBe('Marisol Vance-Okoro');
    expect(nameConfirmedBySpelling('hi this is Lotte de Vries, uh, d e space v r i e s, the garage')).toBe('Lotte de Vries');
    expect(nameConfirmedBySpelling('for the Haverfords, Clive Haverford, h a v e r f o r d, basement')).toBe('Clive Haverford');
  });

  it('prefers the person whose surname is spelled over the business named after the family', () => {
    expect(nameConfirmedBySpelling('next up Petra Lindahl of Lindahl Bakery, l i n d a h l, the kitchen')).toBe('Petra Lindahl');
  });

  it('reads a lower-case dictation that spells the whole name', () => {
    expect(nameConfirmedBySpelling('ok customer is bao tran thats b a o t r a n two car garage')).toBe('Bao Tran');
  });
});

describe('a business when the request says no person is named', () => {
  it('takes the business written just before the remark', () => {
    expect(businessWithoutPerson('RFQ - Marigold Senior Living (no contact person yet) - dining room 30x40')).toBe('Marigold Senior Living');
    expect(businessWithoutPerson('St. Brendan Parish office here, no name given. hall 40x60')).toBe('St. Brendan Parish');
    expect(businessWithoutPerson('Client:,Ridgeline Tool & Die (no individual listed)')).toBe('Ridgeline Tool & Die');
  });

  it('reads it from the line above, and in a lower-case text', () => {
    expect(businessWithoutPerson('Cobblestone Court HOA - pool house\n(no contact name, mgmt email only)')).toBe('Cobblestone Court HOA');
    expect(businessWithoutPerson('prairie wind feed llc (no contact yet) shop 40x60 grind 1.90')).toBe('Prairie Wind Feed LLC');
  });

  it('says nothing when a person is named', () => {
    expect(businessWithoutPerson('Cobblestone Court HOA (Dolores Pike, treasurer)')).toBeNull();
  });
});

describe('a business written with its contact person', () => {
  it('takes the person in brackets (with a role) or after a dash', () => {
    expect(contactOfBusiness('Tidewater Marine Supply', 'Tidewater Marine Supply (Oren Blackwood) 757-555-0101')).toBe('Oren Blackwood');
    expect(contactOfBusiness('Harbor Day School', 'Harbor Day School (principal Wanda Okoye)')).toBe('Wanda Okoye');
    expect(contactOfBusiness('Quill & Ink Print Shop', 'Owner: Quill & Ink Print Shop - Tobias Wren, 555')).toBe('Tobias Wren');
  });

  it('leaves the business when the brackets hold a place or a remark', () => {
    expect(contactOfBusiness('Tidewater Marine Supply', 'Tidewater Marine Supply (Main Warehouse)')).toBeNull();
    expect(contactOfBusiness('Tidewater Marine Supply', 'Tidewater Marine Supply (call after 3)')).toBeNull();
  });

  it('keeps a person whose own small shop is in brackets, even with a given name no list holds', () => {
    expect(contactOfBusiness('Duc Pham', 'walk-in at desk: Duc Pham (Golden Lotus Nails, Westminster) - lobby 20x30')).toBeNull();
    expect(contactOfBusiness('Minh Vo', 'Minh Vo (Little Hanoi Pho, Santa Ana) wants the dining room done')).toBeNull();
    expect(chooseCustomerName('walk-in at desk: Duc Pham (Golden Lotus Nails, Westminster) - lobby 20x30 flake 5.50. email ducp@example.com. 30% deposit per Duc.', null)).toBe('Duc Pham');
  });
});

describe('a signature title under the signer', () => {
  it("takes the person above 'Owner - <business>'", () => {
    expect(chooseCustomerName('Floor for the bakery, 20x30.\n\nThanks,\nMarguerite Olander\nOwner - Crumb & Co Bakery\n', 'Crumb & Co Bakery')).toBe('Marguerite Olander');
  });
});

describe('a city written before its state is not a name', () => {
  it('knows the city from the ZIP database, and keeps surnames that are states or places', () => {
    expect(isPlaceName('Sterling Heights Michigan')).toBe(true);
    expect(isPlaceName('Spokane Washington')).toBe(true);
    expect(isPlaceName('Denzel Washington')).toBe(false);
    expect(isPlaceName('Min-jun Park')).toBe(false);
  });

  it('asks the next reader instead', () => {
    expect(chooseCustomerName('so the Nowak job, Zofia Nowak, thats z o f i a, n o w a k. address Sterling Heights Michigan 48310', null)).toBe('Zofia Nowak');
  });

  it('says nobody specific means the business', () => {
    expect(businessWithoutPerson("new lead, it's a business, Copper Kettle Diner, nobody specific, the manager's line")).toBe('Copper Kettle Diner');
  });
});

describe('names as offices write them down', () => {
  it('reads the person a sentence is about, before what they did', () => {
    expect(subjectOfVisit('voicemail. Oyelaran Adebisi-Cole called back about the patio, 12x14.')).toBe('Oyelaran Adebisi-Cole');
    expect(subjectOfVisit('Note - Siddharth Rao stopped by the showroom, wants flake')).toBe('Siddharth Rao');
    expect(subjectOfVisit('Garage Flake called back')).toBeNull();
  });

  it('leaves out a nickname in quotes and keeps an accented first name', () => {
    expect(chooseCustomerName('Anselmo "Chema" Iñárritu\n(555) 555-0100\ncarport 18x20 poly 5.40', null)).toBe('Anselmo Iñárritu');
    expect(extractDraftFromText("this is for the Ortiz quote. it's Ángela Ortiz, carport twenty by twenty").customerName).toBe('Ángela Ortiz');
  });

  it('keeps the person before their family business, and a particle joined by a hyphen', () => {
    expect(chooseCustomerName('Priyanka Ghosh (Ghosh Sweets) - kitchen 20x20 UC 9.50, 555-555-0100', null)).toBe('Priyanka Ghosh');
    expect(chooseCustomerName('Spoke w/ Layla Hassan el-Masri about the cafe floor.', null)).toBe('Layla Hassan el-Masri');
  });

  it("writes a dictated 'senior' as Sr.", () => {
    expect(refineName('Otis Freeman Senior', 'okay this is Otis Freeman Senior, f r e e m a n')).toBe('Otis Freeman Sr.');
  });
});

describe('businesses and people as dictations and notes open', () => {
  it('reads a business said in lower case after a cue, up to its kind of business', () => {
    expect(spokenBusiness('okay customer is grace point community church its the gym floor')).toBe('Grace Point Community Church');
    expect(spokenBusiness('put it under harlan tire llc the contact is joe')).toBe('Harlan Tire LLC');
    expect(spokenBusiness('customer is maria lopez she wants')).toBeNull();
  });

  it('spells a legal form said letter by letter as one word', () => {
    expect(chooseCustomerName('put this one under three rivers auto body l l c the contact is dee', null)).toBe('Three Rivers Auto Body LLC');
  });

  it('reads a name opening a text message', () => {
    expect(leadingCapitalisedName('Nour El-Sayed Haddad bsmt 20x30 solid 3.70')).toBe('Nour El-Sayed Haddad');
    expect(leadingCapitalisedName('Garage Flake 20x20 4.80')).toBeNull();
  });

  it('reads a business alone on the first line of a note', () => {
    expect(businessLine('Pinewood Animal Clinic\nkennel 20x30 quartz 6.10')).toBe('Pinewood Animal Clinic');
    expect(businessLine('Quote Sheet\nkennel 20x30')).toBeNull();
  });

  it('puts on the quote the person the office names, with the family name', () => {
    expect(chooseCustomerName('Lakeville: Omar & Leila Haddad, put Leila on the quote. 555-555-0100', 'Omar Haddad')).toBe('Leila Haddad');
  });
});

describe('a reply to the office', () => {
  it("reads the customer greeted in the office's quoted message, never the office's own company", () => {
    const reply = "Sounds good, go ahead.\nRenata\n\nOn Mon, Oak Hill Floors <office@oakhillfloors.example.com> wrote:\n> Hi Renata Ilves, the flake is $4.80/sf.\n> Tom, Oak Hill Floors";
    expect(chooseCustomerName(reply, null)).toBe('Renata Ilves');
  });
});

describe('a business that signs for itself', () => {
  it('reads a business signing with its department, as a team, or with its address and phone', () => {
    expect(businessSignature('Please quote the lab floor.\nMeridian Research Group, LLC - Purchasing Office')).toBe('Meridian Research Group, LLC');
    expect(businessSignature('Cheers,\nThe Saltwater Bakery team')).toBe('Saltwater Bakery');
    expect(businessSignature('Total 4,200.00\nRiverbend Winery - 90 Mill Rd, Hopland, CA 95449 - 707-555-0100')).toBe('Riverbend Winery');
  });

  it("does not read the contractor's company or a person", () => {
    expect(businessSignature('Thanks,\nRidgeline Coatings Group - Estimating')).toBeNull();
    expect(businessSignature('Ana Ruiz - 555-555-0100')).toBeNull();
  });
});

describe('a first name, then the full name in brackets', () => {
  it('takes the full name', () => {
    expect(refineName('Odette', "Hi! It's Odette (Odette Marchetti) from the yoga place")).toBe('Odette Marchetti');
  });
});

describe('a name said in parts', () => {
  it('reads first and last name in either order, past a spelling', () => {
    expect(firstAndLastSaid('ok first name is bronwyn, last name is teague t e a g u e, shed floor')).toBe('Bronwyn Teague');
    expect(firstAndLastSaid('last name achterberg a c h t e r b e r g first name wim garage')).toBe('Wim Achterberg');
  });

  it("drops 'name's' said before the name", () => {
    expect(refineName("Name's Ilse Brandt", "name's ilse brandt, b r a n d t, garage")).toBe('Ilse Brandt');
  });
});

describe('the person the job is for when someone else writes', () => {
  it('reads the person written for, not the signer', () => {
    expect(personTheJobIsFor('Writing on behalf of my grandmother, Edna Larkin. Her patio is 12x12.\n- Sam')).toBe('Edna Larkin');
    expect(personTheJobIsFor('We handle the rentals for Orrin Vasquez, who owns 12 Elm.')).toBe('Orrin Vasquez');
    expect(chooseCustomerName('Hello, I write on behalf of my client, Tamsin Reyes. Garage 20x20.\nThanks,\nBo Kerr\nPM, Keystone Mgmt', null)).toBe('Tamsin Reyes');
  });

  it('reads the person on the line above their family business', () => {
    expect(chooseCustomerName('Ilse Vogt\nVogt Bakery\n12 Mill St\n\nquote the kitchen 20x20', 'Vogt Bakery')).toBe('Ilse Vogt');
  });
});

describe('cue words a reader took with the name', () => {
  it('are dropped from a person, kept in a business', () => {
    expect(refineName("One's Ilka Varga", "um this one's ilka varga v a r g a")).toBe('Ilka Varga');
    expect(refineName('Lead Bram Oosterhuis', 'new lead bram oosterhuis from the fair')).toBe('Bram Oosterhuis');
    expect(refineName('New Life Community Church', 'customer is new life community church')).toBe('New Life Community Church');
  });

  it('drop a self-introduction and what was said before it', () => {
    expect(refineName("My Name's Bridget O'Shaughnessy", "yeah hi my name's bridget o'shaughnessy calling about")).toBe("Bridget O'Shaughnessy");
    expect(refineName('Sorry It’s Thao Nguyen', 'the owner is uh thanh nguyen no sorry it’s thao nguyen')).toBe('Thao Nguyen');
    expect(refineName("Hi I'm Dale Pruitt", "hi i'm dale pruitt, shop floor")).toBe('Dale Pruitt');
  });

  it('drop the year of a reply heading and a sentence full stop', () => {
    expect(refineName('2026 Celia Marchetti', 'On Mon, Sep 28, 2026 Celia Marchetti <celia@example.com> wrote:')).toBe('Celia Marchetti');
    expect(refineName('Pioneer Valley Tractor Repair.', 'Q for Greenfield - Pioneer Valley Tractor Repair. No contact name given')).toBe('Pioneer Valley Tractor Repair');
    expect(refineName('Bell Bros.', 'quote for Bell Bros. 555-555-0100')).toBe('Bell Bros.');
  });
});

describe('an organisation signing as a department or alone', () => {
  it('takes the organisation over its department', () => {
    expect(chooseCustomerName('Please quote the salt shed floor.\n\nTown of Ashby\nHighway Department\n555-555-0100', null)).toBe('Town of Ashby');
    expect(chooseCustomerName('laundry room 18x24\nLakeside Terrace Apartments Maintenance\n555-555-0101', null)).toBe('Lakeside Terrace Apartments');
  });

  it('takes a business sign-off alone', () => {
    expect(chooseCustomerName('We need the back room sealed, 20x30.\nThanks,\n-- Oak Street Food Co-op', null)).toBe('Oak Street Food Co-op');
  });
});

describe('accents and hyphens said aloud', () => {
  it('puts the mark on the letter said, in the word said, else the surname', () => {
    expect(diacriticsSaid('Tomas Ibarra', 'tomas ibarra, accent on the a in tomas')).toBe('Tomás Ibarra');
    expect(diacriticsSaid('Ines Nunez', 'ines nunez, n u n e z with the tilde on the first n')).toBe('Ines Ñunez');
    expect(diacriticsSaid('Bjorn Ostlund', 'bjorn ostlund, o with two dots in both')).toBe('Björn Östlund');
    expect(diacriticsSaid('Anne Sophie Roux', 'anne sophie roux, anne sophie is hyphenated')).toBe('Anne-Sophie Roux');
  });

  it('does not mark twice what a reader already wrote with it', () => {
    expect(diacriticsSaid('Benoît Lavoie', 'b e n o i t with the little hat on the i, l a v o i e')).toBe('Benoît Lavoie');
  });
});

describe('departments, the article of a business, a place abbreviation', () => {
  it('asks the next reader when a department alone signs', () => {
    expect(chooseCustomerName('From: Estimating Dept <est@harlowbuilders.example.com>\nPlease quote 2,000 sf.\nHarlow Builders, Inc. - Estimating', null)).toBe('Harlow Builders, Inc.');
  });

  it("keeps 'The' before a business and drops a note's place abbreviation after a name", () => {
    expect(chooseCustomerName('From: The Copper Pot Bistro <hello@copperpot.example.com>\nkitchen 20x30', null)).toBe('The Copper Pot Bistro');
    expect(refineName('Odell Price Bsmt', 'odell price bsmt 20x30 solid 3.70')).toBe('Odell Price');
  });
});

describe('names run on into the words around them', () => {
  const name = (text: string) => extractDraftFromText(text).customerName;

  it('drops the city a labelled name runs on into', () => {
    expect(name('client Mary Beth Ostrowski, Bowling Green, epoxy basement 20x30 3.90, 1418 Chestnut St Bowling Green KY 42101')).toBe('Mary Beth Ostrowski');
  });

  it('drops the sentence words after a full name', () => {
    expect(name('Lead (Thumbtack): Tomasz K. - shop floor 30 x 50. 262-555-0181. Full name Tomasz Kowalczyk per his voicemail.')).toBe('Tomasz Kowalczyk');
  });

  it('puts the given name first when a text opens with the surname', () => {
    expect(name('kowalski harriet 2 car garage 20x22 flake 4.60 704 555 0182')).toBe('Harriet Kowalski');
    expect(name('Dawson Ruth - patio 12x16, 5.80, ruth.d@example.com')).toBe('Ruth Dawson');
    // A name the lists also know as a given name ('Bell', 'Park') stays as written.
    expect(name('Desmond Bell 615-555-0183 garage 20x20 flake 4.50')).toBe('Desmond Bell');
  });

  it('joins a surname said on its own to the first name said before it', () => {
    expect(name('Arjun with Patel Dental phoned, 972-555-0184, waiting room 18x22. Surname is Patel.')).toBe('Arjun Patel');
  });
});

describe('a name the e-mail address spells', () => {
  it('takes the two words of the text that the address is made of', () => {
    expect(nameOfEmailInText('From: oksana_melnyk@example.net\n\nneed price for basement 20x30 pls. regards oksana melnyk')).toBe('Oksana Melnyk');
    expect(nameOfEmailInText('From: sales@example.net\n\nsales team here')).toBeNull();
  });
});

describe('a relative or client named as the one who needs the work', () => {
  it("takes the parent, not the child who writes", () => {
    expect(personTheJobIsFor('Hello, my dad, Ernesto Vidal, wants his carport sealed. I am his daughter Lucia.')).toBe('Ernesto Vidal');
    expect(personTheJobIsFor('our client Margit Olsson has a 3-car garage in Edina')).toBe('Margit Olsson');
  });
});

describe('a notepad page', () => {
  const name = (text: string) => extractDraftFromText(text).customerName;
  it('reads the name after a date stamp on its line', () => {
    expect(name('3/07  Imogen Pryce\n basement 20 x 26\n solid 3.70\n 618-555-0189')).toBe('Imogen Pryce');
  });
  it("reads a name whose o or l OCR took for a digit", () => {
    expect(name('Cust: Ros1yn Ba1dwin\ngarage 20x20 4.50\n816-555-0190')).toBe('Roslyn Baldwin');
    expect(name('Ingrid Ols0n\npatio 10x12 5.75')).toBe('Ingrid Olson');
  });
});

describe('a business named well before the remark that no person is named', () => {
  it('takes the last business named before it', () => {
    expect(businessWithoutPerson('Cedar Hollow Veterinary Clinic wants the kennel room sealed, 18x26. Front desk 479-555-0187. No contact name given.')).toBe('Cedar Hollow Veterinary Clinic');
  });
});

describe('a business whose only contact is a desk or no name at all', () => {
  const name = (text: string) => extractDraftFromText(text).customerName;
  it('takes the business', () => {
    expect(name('Copperline Brewing Co. phoned re: taproom floor 30x50, 4.10. Caller would not give a name. 303-555-0188')).toBe('Copperline Brewing Co.');
    expect(name('Estimate for Tidewater Animal Hospital, surgery suite 16x20 quartz 6.10. Contact: reception, 757-555-0189.')).toBe('Tidewater Animal Hospital');
    expect(name('From: Reception <reception@birchwoodortho.example.com>\nSubject: quote\n\nBirchwood Orthodontics would like pricing on the lab, 12x14.\nBirchwood Orthodontics\n970-555-0190')).toBe('Birchwood Orthodontics');
  });
});

describe('an e-mail signature', () => {
  const name = (text: string) => extractDraftFromText(text).customerName;
  it('takes the person who signs with a job title, not the employer', () => {
    expect(name('Hello,\n\nPlease quote my basement, 26 x 30, solid grey.\n\nRoland Ekwueme | Project Engineer | Halvard Systems Inc.\n412-555-0148')).toBe('Roland Ekwueme');
  });
  it('completes a surname initial from the address it was sent from', () => {
    expect(name('From: tbellweather@example.org\n\nPatio 12 x 18 please, polyaspartic.\n\nTamsin B.')).toBe('Tamsin Bellweather');
  });
});

describe('titles said aloud and a role set off by commas', () => {
  it('reads the person without the title', () => {
    expect(chooseCustomerName('the homeowner, mister lars eklund, wants the basement done, twenty by thirty', null)).toBe('Lars Eklund');
    expect(chooseCustomerName('Mrs. & Mr. Odile Renard - porch 10x16 - 5.40', null)).toBe('Odile Renard');
  });
});

describe('a double given name', () => {
  it('keeps the first part a reader left off', () => {
    expect(refineName('Beth Ostrander', 'text from 615-555-0105: mary beth ostrander here, patio 12x12')).toBe('Mary Beth Ostrander');
    // A word before the name that is not a given name stays out.
    expect(refineName('Beth Ostrander', 'called: plumber beth ostrander here')).toBe('Beth Ostrander');
  });
});

describe('a surname in brackets after the first name', () => {
  it('joins them', () => {
    expect(surnameInBrackets('hi its Rachel (Abernathy), need the patio quoted')).toBe('Rachel Abernathy');
    expect(surnameInBrackets('Dave K. here (Kowalski) - shop 30x40')).toBe('Dave Kowalski');
    expect(surnameInBrackets('Garage (Detached) 20x20')).toBeNull();
  });
});

describe('a texter introducing themself in lower case', () => {
  it('is read even when the thread has capitals elsewhere', () => {
    expect(selfIntroducedInLowerCase('Them: hey its marcus webb, saw your truck\nMe: Hi Marcus!')).toBe('Marcus Webb');
    expect(selfIntroducedInLowerCase('Them: hey its the garage again')).toBeNull();
  });
});

describe('a family named by its job and one given name', () => {
  it('joins them', () => {
    expect(givenNameOfFamily('re: Okafor basement - Margaret called back, go ahead with 20x30 solid 3.80')).toBe('Margaret Okafor');
    expect(givenNameOfFamily('Haverford residence. Contact Eleanor. garage 20x20')).toBe('Eleanor Haverford');
    expect(givenNameOfFamily('Subject: Garage job\nDennis called about the garage')).toBeNull();
  });
});

const nameIn = (text: string): string | null => extractDraftFromText(text).customerName;

describe('names with initials, particles, hyphens and credentials', () => {
  it('keeps a middle initial in a labelled value and a full stop ends a name in prose', () => {
    expect(nameIn('Client: Gerald P. Vukovich\n77 Ridge Rd, Butler PA 16001\nshop 30x30 solid 3.70')).toBe('Gerald P. Vukovich');
    expect(nameIn('Referral via Houzz: Shanice Odom. Scope: garage 22x24 flake 4.65. Call 470-555-0133.')).toBe('Shanice Odom');
  });

  it('drops a degree after the name and turns a couple written surname first', () => {
    expect(nameIn('Customer: Dr. Imre Halasz, DVM\nkennel run 12x40 epoxy 5.90')).toBe('Imre Halasz');
    expect(nameIn('Owner: Lindqvist, Per & Astrid\nGarage | 22 | 24 | 528 | 4.60')).toBe('Per Lindqvist');
  });

  it('reads a surname whose particle is joined to it and keeps a spoken hyphen', () => {
    expect(nameIn('Call from Omar el-Masri about his bakery kitchen, 16x20 urethane 9.40. 313-555-0171')).toBe('Omar el-Masri');
    expect(nameIn('ok customer is mary-kate dunleavy, that is d u n l e a v y, garage twenty by twenty flake four sixty')).toBe('Mary-Kate Dunleavy');
  });

  it('does not take a given name inside a longer place or business name', () => {
    expect(personByGivenName('Job at San Juan de Dios Clinic. Spoke with Maribel Ochoa, garage 20x20')).toBe('Maribel Ochoa');
    expect(personByGivenName('Quote for Bruce Wayne Hardware, storeroom 20x30')).toBeNull();
  });
});

describe('who got in touch, as the office logs it', () => {
  it('reads the caller after a call or a comma', () => {
    expect(nameIn('Called in by Teodora Lukić - basement 26x30 metallic 6.90, 708-555-0126')).toBe('Teodora Lukić');
    expect(nameIn('As promised, Rosalind Pike wants the sunroom quoted, 14x18 quartz 7.10.')).toBe('Rosalind Pike');
    expect(nameIn('hey its Quang Tran, shop 30x40 grind n seal, 253-555-0148')).toBe('Quang Tran');
  });
});

describe('couples and families', () => {
  it('quotes a couple as the request writes it, unless the office names one for the quote', () => {
    expect(coupleAsWritten('Ines Barros', 'Garage 22x22 flake. Thanks! Paulo & Ines Barros')).toBe('Paulo & Ines Barros');
    expect(coupleAsWritten('Paulo Barros', 'job for paulo and ines barros, garage')).toBe('Paulo and Ines Barros');
    expect(coupleAsWritten('Ines Barros', 'Dear Ines Barros')).toBe('Ines Barros');
    expect(nameIn('Quote for Anders and Birgit Holm, 2 car garage 22x22 flake 4.60, 651-555-0142 is Birgit\'s cell')).toBe('Anders and Birgit Holm');
    expect(nameIn('Anders and Birgit Holm - garage 22x22 flake 4.60 - put Birgit on the quote')).toBe('Birgit Holm');
    expect(nameIn('ok the holms, anders and birgit holm, put it under birgit, garage twenty two by twenty two flake four sixty')).toBe('Birgit Holm');
  });

  it('reads the family and then one of them by name', () => {
    expect(familyThenPerson('ok so quote for the pulaskis, stan and edie pulaski, basement')).toBe('Stan Pulaski');
    expect(familyThenPerson('Work for the Moraleses - Lidia Morales, 2 car garage')).toBe('Lidia Morales');
    expect(familyThenPerson('the garage, steps and drains')).toBeNull();
  });
});

describe('a business and its people', () => {
  it('takes the person named by their role at the business', () => {
    expect(personByRole('Lakeview Montessori (principal Odette Marchand) - gym 40x60')).toBe('Odette Marchand');
    expect(personByRole('Ask for the GM, no. Contact facility manager Rashad Greer at the plant')).toBe('Rashad Greer');
    expect(personByRole('cc our office manager Brenda Lowry')).toBeNull();
  });

  it('takes a business that is the subject of the request when no person is named', () => {
    expect(businessAsSubject('Northgate Tire Center needs the bays coated, 3 bays 20x40.')).toBe('Northgate Tire Center');
    expect(businessAsSubject('The garage needs flake.')).toBeNull();
  });
});

describe('whom the quote is for when someone else writes or signs', () => {
  it('reads the seller a realtor writes for and the contact after a facilities department', () => {
    expect(nameIn('Hi, listing agent here. Writing for my sellers, Opal Kincaid, who want the carport sealed, 18x20 solid 3.90.\nBest,\nDerek Lyle, Lyle Realty')).toBe('Opal Kincaid');
    expect(nameIn('Customer: Riverside USD #4 / Maintenance - Ofelia Grant-Ruiz\nshop 30x50 urethane 4.40')).toBe('Riverside USD #4');
  });

  it('ends a name at its possessive', () => {
    expect(personByGivenName("Quail Hollow Rd - Desmond Okafor's barn, 30x36 grind seal 2.70")).toBe('Desmond Okafor');
  });
});

describe('a name given in parts', () => {
  it('joins a form that asks for the surname apart and a surname said before the first name', () => {
    expect(nameIn('Website lead\nName: Rosalie\nSurname: Achebe\nPhone: 470-555-0188\nNeeds garage flake 22x22')).toBe('Rosalie Achebe');
    expect(nameIn('new one from the phones: name is Okonjo, first name Chiamaka, shop 30x30 grind seal 2.60')).toBe('Chiamaka Okonjo');
  });

  it('does not take an organisation someone writes for as a person', () => {
    expect(personTheJobIsFor('I am writing on behalf of Friends of the Library, we need the annex floor')).toBeNull();
    expect(personTheJobIsFor('writing on behalf of Meadowbrook Community Center about the gym')).toBeNull();
  });
});

describe('the contact a business request names', () => {
  it('keeps the business a Customer or Client line names over the person and role after it', () => {
    expect(nameIn('Client: Dockside Oyster Bar - GM Renata Oyelowo, 228-555-0150\nkitchen 20x24 urethane 10.50')).toBe('Dockside Oyster Bar');
    expect(nameIn('Customer: Prairie Sky Honda - Service Mgr Lyle "Bud" Harrigan, 605-555-0171\nshop 60x40 quartz 6.40')).toBe('Prairie Sky Honda');
  });

  it('takes the person the office spoke with or the signer above a role line', () => {
    expect(nameIn('Walk-in 3/2 - Tidewater Marine Supply LLC, spoke with Corinne Abbate (buyer). Showroom 40x30 metallic 7.10.')).toBe('Corinne Abbate');
    expect(nameIn('Hello, the lobby needs recoating, about 900 sf, quartz.\n\nRegards,\nTobias Lindqvist\nFacilities Manager, Harborview Medical Plaza LLC\n206-555-0109')).toBe('Tobias Lindqvist');
    expect(nameIn('Attn maintenance: Oksana Petrenko. Pinebrook Apartments clubhouse 30x40 flake 4.20.')).toBe('Oksana Petrenko');
  });

  it('reads a buyer or seller set off by commas', () => {
    expect(nameIn('Hi! Our buyer, Mateo Alvarenga, gets the keys Friday and wants the garage done, 22x22 flake 4.60. Thanks, Jill Ruppert, Realtor')).toBe('Mateo Alvarenga');
  });
});

describe('names as notes and dictations correct and spell them', () => {
  it('takes the corrected form and drops a spelling in capitals', () => {
    expect(nameIn('Name: B. Okafor? -> Benedict Okafor\nshop 30x30 solid 3.70')).toBe('Benedict Okafor');
    expect(nameIn('so the owner is Darla Kinney-Webb? no, just Darla Webb, garage twenty by twenty flake four sixty')).toBe('Darla Webb');
    expect(nameIn('contact is the manager, Efrain Solis, E F R A I N, phone five five five, garage twenty by twenty flake four sixty')).toBe('Efrain Solis');
    expect(nameIn('owner, Xiomara, X I O M A R A, last name Bettencourt, shop thirty by thirty grind and seal two fifty')).toBe('Xiomara Bettencourt');
  });

  it('reads an O written as a zero and never a note heading in capitals', () => {
    expect(nameIn("Cust: Liam 0'Hara\ngarage 22 x 22 flake 4.6O")).toBe("Liam O'Hara");
    expect(nameIn('SITE VISIT -- Abernathy\nGlenda Abernathy\n(405) 555-0114\ngarage 20x20 flake 4.50')).toBe('Glenda Abernathy');
  });
});

describe('the office in a thread is never the customer', () => {
  it('skips the contractor\'s own people quoted in a reply', () => {
    const thread = "Sounds good, go ahead.\n\nOn Wed, Marco Petrelli <marco@ridgelinecoatings.com> wrote:\n> Hi Wanda, flake for the 20x22 garage is 4.55/sf.\n> Marco Petrelli, Ridgeline Coatings\n\nWanda Szymanski\n412-555-0163";
    expect(nameIn(thread)).toBe('Wanda Szymanski');
  });
});

describe('more ways a name is written apart', () => {
  it('completes an initial signed under the full name and a surname noted from caller ID', () => {
    expect(nameIn('From the office of Harriet Okonedo, CPA\nWe need the storage room floor sealed, 10 x 14.\nThanks, H. Okonedo')).toBe('Harriet Okonedo');
    expect(nameIn('Called from 573-555-0110, said her name is Loretta, shop 30x30 grind seal 2.60. Last name per voicemail: Haskins')).toBe('Loretta Haskins');
  });

  it('ends a lower-case name before texting shorthand', () => {
    expect(nameIn('hey its dwight okafor btw, garage 20x20 flake, 417-555-0144')).toBe('Dwight Okafor');
  });
});

describe('titles, roles and spellings around a labelled name', () => {
  it('drops a role or title before the name and a spelling with hyphens after it', () => {
    expect(nameIn('Client: Bayview Yacht Club - Harbormaster Lionel Baptiste, 410-555-0131\nboathouse 30x40 urethane 9.50')).toBe('Bayview Yacht Club');
    expect(nameIn('Thanks,\nRabbi Miriam Feldstein\nTemple Beth Or\n555-0100 / 402-555-0100\nsocial hall 40x60 solid 3.40')).toBe('Miriam Feldstein');
    expect(nameIn('contact is the owner, Ida Kovacs, K-O-V-A-C-S, salon twenty by thirty metallic seven fifty')).toBe('Ida Kovacs');
  });
});

describe('a surname a note broke at the line end', () => {
  it('joins the rest written on the next line', () => {
    expect(nameIn('Deck -- Castellano\nTheresa Castell\nano   ph. 727-555-0142\n12 Gulf Blvd, Belleair FL 33756\ndeck 12x20 @ 5.90')).toBe('Theresa Castellano');
    expect(nameIn('Theresa Castellano\nbsmt 20x20 solid 3.80\n727-555-0142')).toBe('Theresa Castellano');
  });
});

describe('a nickname with the real name in brackets', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('takes the given name in brackets over the nickname before it', () => {
    expect(name('Customer: Tiny (real name Marcus) Webb 918-555-0111. Shop 30x40 solid at 3.25')).toBe('Marcus Webb');
    expect(name('Peggy (Margaret) Olin, 918-555-0111, basement 20x30 metallic 6.50')).toBe('Margaret Olin');
    expect(name('Spoke with Skeeter (Daniel) Pruitt today about his shop, 30x40 flake at 3.75. 918-555-0172')).toBe('Daniel Pruitt');
  });

  it('keeps the given name when the bracket holds the shorter form, or a surname', () => {
    expect(name('Robert (Bob) Haynes 918-555-0111 garage 20x20 flake 4.50')).toBe('Robert Haynes');
    expect(name('Katherine (Kate) Lindqvist, 918-555-0111, garage 20x20 flake 4.50')).toBe('Katherine Lindqvist');
  });
});

describe('a go-between other than a realtor naming whom the quote is for', () => {
  const draft = (text: string) => extractDraftFromText(text);
  it("takes the owner a property manager names, not the manager, and leaves the manager's e-mail out", () => {
    const d = draft('From: Tess Albright <tess@pinecrestpm.example.com>\nSubject: condo unit floor\n\nI manage the building at 15 Lake Ave, Duluth, MN 55802 for the owners. The unit owner is Harold Vance; please address the proposal to him. Laundry 8x10 solid at 5.00.\nTess Albright\nPinecrest Property Management');
    expect(d.customerName).toBe('Harold Vance');
    expect(d.customerEmail).toBeNull();
  });

  it("takes the person a tile shop or a GC's estimator passes on", () => {
    expect(draft('From: Ray at Coastal Tile Outlet <ray@coastaltile.example.com>\nA client of ours, Mirela Dobos, wants her garage done, 22x22 flake at 4.50. 952-555-0119.').customerName).toBe('Mirela Dobos');
    expect(draft("We're the general contractor on a remodel. Please make the estimate out to Curtis Bramwell, the homeowner. Basement 25x30 metallic 7.00. 402-555-0135").customerName).toBe('Curtis Bramwell');
  });

  it("keeps the management company as the customer when it is the one asking, with its manager's e-mail", () => {
    const d = draft('Customer = Elm Ridge Property Management\n\nFrom: Joan Pratt <jpratt@elmridgepm.example.com>\nPlease price the two laundry rooms, 12x14 each, solid color at 4.00.\nJoan Pratt\nProperty Manager');
    expect(d.customerName).toBe('Elm Ridge Property Management');
    expect(d.customerEmail).toBe('jpratt@elmridgepm.example.com');
  });
});

describe('a person written with their own business, and no label naming the business', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('is the person', () => {
    expect(name("hi it's Joel from Summit Climbing Gym, Joel Arkwright, we need the lobby done, thirty by forty, 5.80. phone 801-555-0109")).toBe('Joel Arkwright');
    expect(name('Tran Auto Detail -- Minh Tran\ndetail bay 20 x 30  6.25\n408-555-0106')).toBe('Minh Tran');
    expect(name('To: Rosa Delgado, Owner - Spin City Laundromat\n2450 S 4th Ave, Yuma, AZ 85364  Tel 928-555-0189\nfloor 1,840 sf @ 6.10')).toBe('Rosa Delgado');
  });

  it("never takes a street's name for the person", () => {
    expect(name('Hollow Creek Cidery - 4470 Dry Creek Rd, Healdsburg, CA 95448 - 707-555-0114\npress room 20 x 30 @ 9.85')).not.toBe('Dry Creek');
  });
});

describe('whom the writer says the quote goes to', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('is that person, not the caller nor the rest of the family', () => {
    expect(name("Mr. Okoro's nephew called for him - quote goes in HIS name, Emeka Okoro, his number 404-555-0177. Garage 20 x 22 flake 4.60.")).toBe('Emeka Okoro');
    expect(name("Ray & Dot Hensley's son Caleb called, quote goes to him: Caleb Hensley, 520-555-0133. garage 22 x 22 flake @ 4.70")).toBe('Caleb Hensley');
  });

  it("joins a hyphen said between two spelled parts ('o y e l a r a n dash smith')", () => {
    expect(name('voicemail from a lady named ngozi adeyemi-ross, a d e y e m i dash ross, laundry 8 by 10 flake at 5.75, her number is nine one nine five five five oh one seven zero')).toBe('Ngozi Adeyemi-Ross');
  });
});

describe('the writer says the business is the customer', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('takes the business named after, before, or under the instruction', () => {
    expect(name('ok put this one under the business, harbor light marina llc, the manager is deb but quote the business. boat shop forty by sixty at three ten. phone two oh six five five five oh one four four')).toMatch(/^Harbor Light Marina LLC$/i);
    expect(name('From Tasha: Golden Wok Express - customer is the restaurant, Lin is the owner. Kitchen 20x24 urethane 12.40. 206-555-0144.')).toBe('Golden Wok Express');
    expect(name('put it under Cedar Point Dental, contact is the office manager, Rhonda Kim. operatory 10 x 12 quartz 6.50. 206-555-0144')).toBe('Cedar Point Dental');
  });

  it("is the person when the instruction names none ('put it under Dana Whitlow')", () => {
    expect(name('put it under Dana Whitlow, garage 20x20 flake 4.50, 206-555-0144')).toBe('Dana Whitlow');
  });
});

describe('people named in passing, and a form whose name field holds a department', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('is not someone named by a title and surname, and is the signer', () => {
    expect(name('Subject: Concession floor\n\nHi,\nPastor Nwosu said you did the church hall for about $6.10/sf. Our concession stand is 14 x 26.\n\nRenata Bellweather\nAthletics Director, Crestview High School\n903-555-0181')).toBe('Renata Bellweather');
  });

  it("gives the form's business field when its name field is a department", () => {
    expect(name('New form submission\nName: Reception\nBusiness: Blue Heron Pediatric Dental\nPhone: 828-555-0181\nMessage: lobby floor 20 x 30')).toBe('Blue Heron Pediatric Dental');
  });

  it("keeps a person whose given name is another's family name ('Menya Kenji' is a shop)", () => {
    expect(name('so this is Haruto Sato, s a t o, I own the noodle place on Main, Ramen Haruto, kitchen 20 by 14 at eleven a foot')).toBe('Haruto Sato');
  });
});

describe("the business said to be the customer, named only in the forwarded e-mail's signature", () => {
  it('is the employer on the title line, with its legal form', () => {
    const text = 'Quote it at 2.90/sf. Customer is the company, not Lyle. 25% deposit.\n\n---------- Forwarded message ---------\nFrom: Lyle Banks <lbanks@example.com>\nSubject: RFQ warehouse floor\n\nWe need the warehouse coated, 80 x 60.\n\nLyle Banks\nPlant Manager, Northfield Castings LLC\nCell 308-555-0148';
    expect(extractDraftFromText(text).customerName).toBe('Northfield Castings LLC');
  });
});

describe('a person with two given names the lists may lack', () => {
  it('keeps the surname after them', () => {
    expect(personByGivenName('Quote Ana Sofía Medeiros patio 14x16 flake 5.25')).toBe('Ana Sofía Medeiros');
  });

  it('stops before a business word or a second capitalised run', () => {
    expect(personByGivenName('Spoke w/ Dwayne Pruitt today about the shop')).toBe('Dwayne Pruitt');
  });
});

describe('a business in a note with its contact known only by a given name', () => {
  it('is the business, its whole name kept', () => {
    expect(extractDraftFromText('MON 2/9\n- Pellham Roofing Supply (Gus) 402-555-0117\n  yard shop 40 x 30 flake 4.25\n  811 N 16th St Omaha NE 68102').customerName).toBe('Pellham Roofing Supply');
    expect(extractDraftFromText('to quote:\nRidgeline Feed & Tack Co (ask for Marie-Anne)\nph 509 555 0142\nbarn aisle 60 x 12 seal 1.40').customerName).toBe('Ridgeline Feed & Tack Co');
  });
  it('leaves a contact with a surname, and a line that is no business, to the other readers', () => {
    expect(businessWithGivenNameContact('Pellham Roofing Supply (Gus Ahlberg) 402-555-0117')).toBeNull();
    expect(businessWithGivenNameContact('Garage and Patio (Gus) 402-555-0117')).toBeNull();
  });
});

describe('a room named for its use after the name', () => {
  it('is no office role: the person is still the customer', () => {
    expect(personByGivenName('WO 118 - Rourke Pharmacy, Clay Rourke (owner). Sales floor 28 x 40 seal 1.40')).toBe('Clay Rourke');
    expect(personByGivenName('Linden Towing - Harold Vance. Dispatch room 12x14 and the bays, flake 4.10')).toBe('Harold Vance');
  });
  it('still leaves out a signer whose role is sales or dispatch', () => {
    expect(personByGivenName('Thanks,\nHarold Vance\nSales, Granite Peak Coatings LLC')).toBeNull();
  });
});

describe('a nickname in brackets after a full name', () => {
  it('is no surname: the full name stands', () => {
    expect(surnameInBrackets('Quote for Cornelius Dale (Neil) - barn floor 40 x 60')).toBeNull();
    expect(extractDraftFromText('Est. for Maximilian Okoro-Hale (Max) - garage 24 x 24 flake 4.60, 479-555-0122').customerName).toBe('Maximilian Okoro-Hale');
  });
});

describe('a hyphenated surname said again with "dash" in a dictation', () => {
  it('keeps the name as first said, not the spelling word', () => {
    expect(extractDraftFromText('okay next, lucia ferraz-moura, with a hyphen, ferraz dash moura, m o u r a, basement twenty by thirty, metallic at seven ten').customerName).toBe('Lucia Ferraz-Moura');
    expect(chooseCustomerName('so this is tomas reyes-lind, reyes dash lind, l i n d, garage twenty by twenty flake four fifty', 'Dash Lind')).toBe('Tomas Reyes-Lind');
  });
});

describe('a typed note that opens with the business, then the job', () => {
  it('is the business', () => {
    expect(extractDraftFromText('Marlow Brothers Towing - bay floor 50 x 30 epoxy 3.40, 2 drains @ 90. 417-555-0164. 880 Kearney St, Springfield MO 65803.').customerName).toBe('Marlow Brothers Towing');
    expect(extractDraftFromText('St. Brendan Catholic School (attn: maintenance) - gym 80 x 60 urethane 2.10. 20% dep. 614-555-0112').customerName).toBe('St. Brendan Catholic School');
  });
  it('is not a room written the same way, nor a person before their business', () => {
    expect(extractDraftFromText('Fellowship Hall - 40 x 28 quartz 5.20. Call 704-555-0101.').customerName).not.toBe('Fellowship Hall');
    expect(extractDraftFromText('Dana Oyelaran, Oyelaran Pet Clinic: kennel room 12 x 20 urethane 9.50. 859-555-0190.').customerName).toBe('Dana Oyelaran');
  });
});

describe('a job description after a name', () => {
  it('is not the contractor signing', () => {
    expect(extractDraftFromText('Pruitt Auto Repair - service bay 40 x 24 epoxy 3.10. 316-555-0144.').customerName).toBe('Pruitt Auto Repair');
  });
});

describe('a buyer or seller a realtor names', () => {
  it('is the customer, with the phone said to be theirs', () => {
    const text = 'Hello! My seller Ignatius Morrow just listed 22 Pell St, Dayton, OH 45402 and wants the garage (20 x 22) done. Her cell is 937-555-0171 - call her directly, not me.\nBea Lund | Lund Realty | c 937-555-0102';
    const draft = extractDraftFromText(text);
    expect(draft.customerName).toBe('Ignatius Morrow');
    expect(draft.customerPhone).toBe('9375550171');
  });
  it('is not cut by the words after the name', () => {
    expect(refineName('Ignatius Morrow', 'My seller Ignatius Morrow just listed the house.')).toBe('Ignatius Morrow');
  });
});

describe('a name labelled with its role and the word name', () => {
  it('is the customer over another party written with a phone', () => {
    const text = 'Homeowner name: Leilani Kahale-Brooks\nGC (bill them nothing): Summit Build 503-555-0100\nHomeowner cell 503-555-0133\nGarage 20 x 24 flake 4.60';
    expect(extractDraftFromText(text).customerName).toBe('Leilani Kahale-Brooks');
  });
});

describe('names on notes and in dictations, more ways', () => {
  it('reads a numbered note line written surname first', () => {
    expect(extractDraftFromText('# 12  Adeyemi, Folake\n     (405) 555-0133\n     88 Elm St, Norman OK 73069\n     garage 20x20 flake 4.50').customerName).toBe('Folake Adeyemi');
  });
  it('keeps the one of a couple the note says to put', () => {
    expect(extractDraftFromText('Lead - Tomasz & Ewa Kowalski (put Ewa)\n414-555-0162\nbsmt 20 x 30 solid 3.80').customerName).toBe('Ewa Kowalski');
  });
  it('joins a surname and the first name given after it', () => {
    expect(extractDraftFromText('phone call, Ms. Abernathy (first name Rosalind) - garage 22x22 flake 4.80. 615-555-0177.').customerName).toBe('Rosalind Abernathy');
  });
  it('drops a time word before the name', () => {
    expect(extractDraftFromText('Old job #118 was his shop. Today Marcus Oyelaran-Pike wants the garage: 20 x 22 flake 4.70. 317-555-0110.').customerName).toBe('Marcus Oyelaran-Pike');
  });
  it('reads a given name spelled with its dash before the surname is spelled', () => {
    expect(extractDraftFromText('next one, ji-woo han, j i dash w o o, han, h a n, garage twenty by twenty, phone two one two five five five oh one four four').customerName).toBe('Ji-woo Han');
  });
  it('keeps the number of a body known by it', () => {
    expect(extractDraftFromText('customer is maple township fire district three, apparatus bay sixty by forty urethane at four fifty').customerName).toBe('Maple Township Fire District 3');
  });
  it('reads the business a label gives its own value, and the one said to be the customer', () => {
    expect(extractDraftFromText('Okafor Farms - customer is Okafor Family Farms LLC, contact Ben Okafor 920-555-0101. Barn 30 x 40 epoxy 3.10.').customerName).toBe('Okafor Family Farms LLC');
    expect(extractDraftFromText('New: Ruth Memorial Chapel - customer is the chapel. Contact Deacon Paul Ames 319-555-0122. Hall 24 x 30 quartz 5.35.').customerName).toBe('Ruth Memorial Chapel');
  });
  it('takes the church above its address when the writer asks to quote the church', () => {
    const text = 'Good morning,\nOur board approved quotes for the hall floor, 40 x 30. Please quote to the church.\n\nHoly Trinity Lutheran Church\n210 Oak St, Dayton, OH 45402\n937-555-0120\n\nMarta Lind, Council Secretary';
    expect(extractDraftFromText(text).customerName).toBe('Holy Trinity Lutheran Church');
  });
  it('reads a labelled name after a dictation filler', () => {
    expect(extractDraftFromText('okay, customer name is, um, renée dubois-martin, garage twenty by twenty').customerName).toBe('Renée Dubois-Martin');
  });
});

describe('whom the quote is put under, said and corrected', () => {
  it('takes the name said before what kind of customer it is', () => {
    expect(extractDraftFromText('okay put this one under golden lotus spa thats the business the owner is mai but bill the spa, lobby twenty by thirty quartz at five ten').customerName).toBe('Golden Lotus Spa');
  });
  it('takes the business named after "customer is", before what kind of customer it is', () => {
    expect(extractDraftFromText('customer is harlow creek feed and seed thats the business the contact is lyle, barn forty by sixty seal at one forty').customerName).toBe('Harlow Creek Feed and Seed');
    expect(extractDraftFromText('the customer is tres hermanas bakery which is the bakery on fifth, back kitchen twenty by twenty quartz at six').customerName).toBe('Tres Hermanas Bakery');
    // 'thats the shop owner' is a person's role, not what the customer is.
    expect(extractDraftFromText('customer is wade pruitt thats the shop owner, garage twenty by twenty flake at five').customerName).toBe('Wade Pruitt');
  });
  it('takes the business said without a pause after "put it under the business"', () => {
    expect(extractDraftFromText('okay put this one under the business its copper kettle pottery studio the contact is nell, studio floor thirty by forty at four ten').customerName).toBe('Copper Kettle Pottery Studio');
    expect(extractDraftFromText('put it under the business ironwood lumber yard thats the yard on route nine the showroom is forty by sixty at three fifty').customerName).toBe('Ironwood Lumber Yard');
    expect(extractDraftFromText('put it under the church its first church of the nazarene the contact is pastor lee, hall forty by sixty at four').customerName).toBe('First Church of the Nazarene');
  });
  it('takes the spoken correction of the name', () => {
    expect(extractDraftFromText('new one marisol vega dash ortiz no wait he said just put marisol ortiz o r t i z, garage twenty by twenty').customerName).toBe('Marisol Ortiz');
  });
  it('drops a word of the sentence before a spoken name', () => {
    expect(extractDraftFromText('one more for the board nadia kerimova k e r i m o v a, garage twenty by twenty flake at four ninety').customerName).toBe('Nadia Kerimova');
  });
  it('takes the one of a couple a label line says to put', () => {
    expect(extractDraftFromText('Cust: Arne & Solveig Dahl - put Solveig\nPh 218 555 0133\ngarage 24x24 flake 5.10').customerName).toBe('Solveig Dahl');
  });
  it('takes the relative the quote is put under, and the name given for the quote', () => {
    expect(extractDraftFromText('Call from Nina Park for her dad - put it under her dad, Joon Park. 808-555-0120. garage 20x20 flake 6.20').customerName).toBe('Joon Park');
    expect(extractDraftFromText('Hi, my husband handles this so please put the quote in his name, Tobias Wren, cell 865-555-0144. Garage 22 x 22.\nThanks, Ada').customerName).toBe('Tobias Wren');
  });
  it('reads a customer row of a pipe table', () => {
    expect(extractDraftFromText('| Customer | Granite Peak Climbing LLC |\n| Contact | Ola Berg, 480-555-0101 |\n\n| Area | SF | Rate |\n|---|---|---|\n| Floor | 900 | 5.00 |').customerName).toBe('Granite Peak Climbing LLC');
  });
  it('reads an organisation said to be the customer by its kind', () => {
    expect(extractDraftFromText('okay customer is the eastside community food pantry contact is uh jo at the desk, warehouse floor sixty by forty seal at one twenty').customerName).toBe('Eastside Community Food Pantry');
  });
});

describe('names a dictation spells around other words', () => {
  it('reads a given name spelled before the surname is said as such', () => {
    expect(extractDraftFromText('okay this one is for zoë, z o e with the two dots over the e, last name brandt, b r a n d t. garage twenty by twenty').customerName).toBe('Zoë Brandt');
  });
  it('reads the given name corrected and spelled, then the surname', () => {
    expect(extractDraftFromText("customer's name is k a t h y, no, it's cathy with a c, c a t h y, moreau, m o r e a u. garage twenty by twenty").customerName).toBe('Cathy Moreau');
  });
});

describe("a bid's contact for questions", () => {
  it('is the customer named in a forwarded invitation to bid', () => {
    const text = 'Use 5.90/sf.\n\n---------- Forwarded message ---------\nFrom: Bids <bids@oakline.example.com>\nSubject: ITB 44 - Northside Clinic\n\nOakline Builders invites your bid. Site: 12 Elm St, Ames, IA 50010. Lobby 40 x 30.\n\nQuestions to Rita Okafor, Project Engineer\n515-555-0166 | rokafor@oakline.example.com';
    expect(extractDraftFromText(text).customerName).toBe('Rita Okafor');
  });
});

describe('a surname with its title and the given name apart', () => {
  it('joins them', () => {
    expect(extractDraftFromText('Mr. Lindqvist phoned about the shop. First name Anders. 40x60 seal 1.40. 612-555-0155').customerName).toBe('Anders Lindqvist');
    expect(extractDraftFromText('Quote for Mr. and Mrs. Okafor (Chidi & Ada), 2 car garage 22x22 flake 4.70').customerName).toBe('Chidi & Ada Okafor');
  });
});

describe('a business whose person has no last name', () => {
  it('is the business', () => {
    expect(extractDraftFromText('Talked to Rosa at Blue Heron Kayak Rentals (no last name). Boathouse 30x50 epoxy 3.40. 828-555-0170').customerName).toBe('Blue Heron Kayak Rentals');
  });
});

describe("a 'Sold to' label", () => {
  it('names the business over its attn person', () => {
    expect(extractDraftFromText('Sold to: Larkin Orthopedic Group\nAttn: Dr. Sam Reyes\n88 Pine St, Tulsa, OK 74105\nexam rooms 600 sf quartz 5.90').customerName).toBe('Larkin Orthopedic Group');
  });
});

describe('names opening a dictation, more ways', () => {
  it('reads a family then the person', () => {
    expect(extractDraftFromText('this is for the abernathy family, um, colette abernathy, garage twenty by twenty').customerName).toBe('Colette Abernathy');
  });
  it('reads a surname then the first name said', () => {
    expect(extractDraftFromText('next job, vandersloot, first name is pieter, the patio twelve by sixteen').customerName).toBe('Pieter Vandersloot');
  });
  it('keeps the particles of a surname', () => {
    expect(extractDraftFromText('quick one rosa van der berg, garage, twenty by twenty four').customerName).toBe('Rosa Van Der Berg');
  });
  it('keeps a couple as said', () => {
    expect(extractDraftFromText('so this is for nora and frank delaney, the basement, thirty by thirty').customerName).toBe('Nora and Frank Delaney');
  });
});

describe('names notes and texts give in parts', () => {
  it('reads a surname with the given name in brackets', () => {
    expect(extractDraftFromText('Lindgren (Paul) - shop 30x40 - 612-555-0190').customerName).toBe('Paul Lindgren');
    expect(extractDraftFromText('Lead: Ferreira, J. (Joao)\n555-0150\ngarage').customerName).toBe('Joao Ferreira');
  });
  it('reads a family with its given names in brackets as the couple', () => {
    expect(extractDraftFromText('Customer: The Whitmores (Ann & Lee)\nbasement 30x30 solid 3.80').customerName).toBe('Ann & Lee Whitmore');
  });
  it('reads a surname the texter gives when the office asks', () => {
    const thread = '[3/2 10:01] +1 (602) 555-0144: hi its Lena, saw your truck. garage 22x22?\n[3/2 10:05] Me: Hi Lena! Last name?\n[3/2 10:06] +1 (602) 555-0144: Marsh';
    expect(extractDraftFromText(thread).customerName).toBe('Lena Marsh');
  });
});

describe('a signature with the person above the business line', () => {
  it('is the person who asks', () => {
    expect(extractDraftFromText('Hi, shop floor 30x40 please.\n--\nR. Dale Whitcomb Jr.\nWhitcomb & Sons Excavating\n(412) 555-0166').customerName).toBe('R. Dale Whitcomb Jr.');
  });
  it('is not a department above the business', () => {
    expect(extractDraftFromText('Quote the lab floor 30x40.\n\nAccounts Payable\nMesa Ridge Dental Group\n505 Main St, Albuquerque, NM 87102\n505-555-0150').customerName).not.toBe('Accounts Payable');
  });
});

describe('a go-between naming whom the quote is for, in more ways', () => {
  it('reads the role said between the instruction and the name', () => {
    expect(personTheJobIsFor('Please make the quote out to my client, Marisol Ortega. Garage 22 x 24.')).toBe('Marisol Ortega');
    expect(personTheJobIsFor('the owner is Greg Pham but put it under his office manager, Marisol Ortega, she pays the bills')).toBe('Marisol Ortega');
    expect(personTheJobIsFor('The estimate should be addressed to our super, Len Okafor.')).toBe('Len Okafor');
  });

  it('reads a couple sharing the surname', () => {
    expect(personTheJobIsFor('My clients Ken and Amy Sato just bought on Elm and want the garage done.')).toBe('Ken and Amy Sato');
    expect(personTheJobIsFor('Please address the estimate to my buyers, Ken & Amy Sato.')).toBe('Ken & Amy Sato');
  });

  it('reads the person who sent the writer', () => {
    expect(personTheJobIsFor('Hi, Marisol Ortega asked me to get a price for her garage.')).toBe('Marisol Ortega');
    expect(personTheJobIsFor('Hello. Len Okafor wanted me to forward his shop sizes.')).toBe('Len Okafor');
  });

  it('completes a given name said alone with the surname written elsewhere', () => {
    expect(personTheJobIsFor('Marisol Ortega is the buyer. Please send the quote to Marisol directly.')).toBe('Marisol Ortega');
    expect(personTheJobIsFor('Please send the quote to Marisol directly.')).toBeNull();
  });

  it('takes the person over the sender of the e-mail', () => {
    const mail = 'From: Dan Whitley <dan@whitleyhomes.example>\nSubject: garage\n\nMy clients Ken and Amy Sato want the garage done, 22 x 24, flake at 4.60. Reach Amy at amy.sato@example.com.\nDan Whitley | Whitley Realty';
    const draft = extractDraftFromText(mail);
    expect(draft.customerName).toBe('Ken and Amy Sato');
    expect(draft.customerEmail).toBe('amy.sato@example.com');
  });
});

describe('the person who signs for an organisation', () => {
  it('reads the name above the employer when the name line carries letters and a title', () => {
    const mail = 'Hello,\nPlease quote the lobby, 20 x 30, quartz at $5.80.\n\nRegards,\nDarnell Fitch, CCIM | Regional Property Manager\nLakeview Residential\n402 Elm St, Omaha, NE 68102';
    expect(extractDraftFromText(mail).customerName).toBe('Darnell Fitch');
    const comma = 'Please quote the lobby, 20 x 30, quartz at $5.80.\n\nDarnell Fitch, Facilities Director\nLakeview Residential\n402 Elm St, Omaha, NE 68102';
    expect(extractDraftFromText(comma).customerName).toBe('Darnell Fitch');
  });

  it("reads the signer over a board's mailbox, and a title line naming the board", () => {
    const mail = 'From: Maple Glen HOA Board <board@mapleglen.example>\nSubject: pool house\n\nThe board approved the pool house floor, 18 x 20, flake at $4.95.\n\nThanks,\nOrla Quint\nBoard Treasurer, Maple Glen\n303-555-0149';
    expect(extractDraftFromText(mail).customerName).toBe('Orla Quint');
  });

  it('reads a labelled person followed by where they work or live', () => {
    expect(extractDraftFromText('Owner: Nora Quint, Quint Family Farms, 1200 Elm Rd, Ames, IA 50010\nshop 30x40 @ 3.90').customerName).toBe('Nora Quint');
    expect(extractDraftFromText('Customer: Nora Quint, Bldg B-4, 1200 Elm Rd, Ames IA 50010\nshop 30x40 @ 3.90').customerName).toBe('Nora Quint');
  });
});

describe('a person and their business, as notes and signatures write them', () => {
  it('takes the person written with their role in brackets under the business', () => {
    expect(extractDraftFromText('Moonlit Paws Boarding - KENNEL\nOdile Farrow (owner)\n615-555-0149\nkennel runs 320 sf urethane 10.50').customerName).toBe('Odile Farrow');
  });
  it('takes the person before their family business at the very start of the text', () => {
    expect(extractDraftFromText('Kofi Mensah / Mensah Auto Detailing - 270-555-0143 - 5015 Elm Rd, Paducah KY 42001. Detail bay 24 x 40 @ 8.90.').customerName).toBe('Kofi Mensah');
  });
  it('adds the suffix the person signs with', () => {
    expect(extractDraftFromText('From: Harold Breck <hbreck@example.net>\nSubject: garage\n\nGarage 22 x 24 please.\n\nRegards,\nHarold Breck III\n912-555-0190').customerName).toBe('Harold Breck III');
  });
  it('does not take a city and its state code, a table header, a pronoun or the next sentence for the name', () => {
    expect(extractDraftFromText('Add to quote list: Wes Arnett, Ashland KY, 606-555-0126, basement 22x40 @ 2.30').customerName).toBe('Wes Arnett');
    expect(extractDraftFromText('Crestview Family Pharmacy\nPhone,606-555-0111\n\nArea,Size,SF,System,Rate,Amount\nSales floor,,1850,Quartz,6.05,11192.50').customerName).toBe('Crestview Family Pharmacy');
    expect(extractDraftFromText('New submission - Contact Us form\n\nName: Lorraine Obi\nPhone: (404) 555-0131\nMessage: garage 34 x 24').customerName).toBe('Lorraine Obi');
    expect(extractDraftFromText('His wife wants it in her name: Ingrid Solberg. Her cell 406-555-0128. Garage 24 x 28 @ 5.30').customerName).toBe('Ingrid Solberg');
  });
  it('takes a business known by its trade with a given-name contact', () => {
    expect(businessWithGivenNameContact('WHITEBOARD\nBayou Smoke Catering (Lucien) - commissary kitchen\n318-555-0177')).toBe('Bayou Smoke Catering');
  });
});

describe('a chat or text thread pasted with its speakers', () => {
  it('reads the one speaker who is not the office, by a full name or a given name completed in their messages', () => {
    expect(chatSpeaker('IG DM - Oct 2\nMarguerite Bellamy: hey! saw your truck, need the garage done\nMe: sure, size?\nMarguerite Bellamy: 22 by 24')).toBe('Marguerite Bellamy');
    expect(chatSpeaker('Tomasz: hi, Tomasz Wierzbicki here, shop 30x40\nUs: 3.90 for solid\nTomasz: ok book it')).toBe('Tomasz Wierzbicki');
    expect(chatSpeaker('Me: hi\nOffice: hello\nMe: ok')).toBeNull();
  });

  it('reads the name a speaker gives when the office asks whose name goes on the quote', () => {
    expect(nameAnsweredInChat('Lena: Lena Ortiz here, my dad needs his shop done 30x40\nOffice: Sure! Whose name should the quote be under?\nLena: his, Victor Ortiz')).toBe('Victor Ortiz');
    expect(nameAnsweredInChat('Them: garage 20x20\nUs: ok, name and address for the quote?\nThem: sure - Priya Nair 44 Elm St')).toBe('Priya Nair');
    expect(nameAnsweredInChat('Them: garage 20x20\nUs: 4.50 flake ok?\nThem: ok')).toBeNull();
  });

  it('reads past a customer speaker tag whose message is no name, and a name introduced in Spanish', () => {
    expect(extractDraftFromText('Cust: yes still want it, its 14 x 20\nOffice: Great, 6.10/sf. Name for the quote?\nCust: Tamsin Okafor 12 Oak St').customerName).toBe('Tamsin Okafor');
    expect(extractDraftFromText('Customer: hi this is Ruben Castillo, u came by sat\nUs: Hi Ruben! 3.55/sf\nCustomer: ok 30% down').customerName).toBe('Ruben Castillo');
    expect(extractDraftFromText('555-201-0114: Hola, soy Alejandra Fuentes, quiero precio para mi garaje 20 x 22\nOffice: Hola! 5.00/sf').customerName).toBe('Alejandra Fuentes');
  });

  it("reads a texter's name said before 'here'", () => {
    expect(selfIntroducedInLowerCase('Them: renata cruz here. 20x20 garage flake\nUs: 4.50')).toBe('Renata Cruz');
  });
});

describe('an accent said right after the word it is on', () => {
  it('puts it on that word, not the surname', () => {
    expect(diacriticsSaid('Renee Dubois', 'for renee dubois, renee with an accent on the first e')).toBe('Rénee Dubois');
    expect(diacriticsSaid('Ines Marquez', 'ines marquez, marquez with an accent on the a')).toBe('Ines Márquez');
  });
});

describe('a person with their role on a line of its own', () => {
  it('is the customer over the business heading the note', () => {
    expect(personWithRoleLine('Paws Inn Boarding - KENNEL\nGwen Haddad (owner)\n615-555-0149')).toBe('Gwen Haddad');
    expect(personWithRoleLine('BARBER SHOP - Fade Factory\nDeShawn Pryor - owner\n901-555-0141')).toBe('DeShawn Pryor');
    expect(personWithRoleLine('Taqueria El Sol - Laredo\nRosendo Ibarra (dueño)\n956-555-0131')).toBe('Rosendo Ibarra');
    expect(chooseCustomerName('Happy Paws Boarding - KENNEL\nGwen Haddad (owner)\n615-555-0149\n- kennel runs 320 sf', 'Happy Paws Boarding')).toBe('Gwen Haddad');
  });

  it("is never the office's own people", () => {
    expect(personWithRoleLine('Jen Ruiz - office manager\ngarage 20x20')).toBeNull();
  });
});

describe('names and places written short', () => {
  it('knows a city before its state code', () => {
    expect(isPlaceName('Ashland KY')).toBe(true);
    expect(chooseCustomerName('Add to quote list: Wes Tolliver, Ashland KY, 606-555-0126, basement 22x40 grind & seal 2.30', null)).toBe('Wes Tolliver');
  });

  it('reads the person before a slash and the family business', () => {
    expect(chooseCustomerName('Kofi Mensah / Mensah Auto Detailing - 270-555-0143 - detail bay 24 x 40', null)).toBe('Kofi Mensah');
  });

  it('keeps a suffix written with the name elsewhere in the request', () => {
    expect(chooseCustomerName('From: Dennis Hale <dhale3@example.net>\nSubject: Garage\n\nGarage 22 x 24.\n\nRegards,\nDennis Hale III\n912-555-0190', null)).toBe('Dennis Hale III');
  });

  it('reads a business heading a sheet, whatever its kind', () => {
    expect(businessLine('Riverbend Family Pharmacy\nPhone,606-555-0111\n')).toBe('Riverbend Family Pharmacy');
  });
});

describe('the person a business is written with', () => {
  it('takes the person a role names after the business, past a town in brackets or a comma', () => {
    expect(contactOfBusiness('Harborview Orthodontics', 'Harborview Orthodontics (Wrightsville) - office mgr Delphine Okoro called about the lab, 910-555-0177')).toBe('Delphine Okoro');
    expect(contactOfBusiness('Oak Hollow Townhomes', 'repeat HOA: Oak Hollow Townhomes, mgr Rupert Vance. Pool deck 30 x 40')).toBe('Rupert Vance');
  });

  it('does not take a town in brackets for a person', () => {
    expect(contactOfBusiness('Tidewater Marine Supply', 'Tidewater Marine Supply (Mt Pleasant) 843-555-0100')).toBeNull();
  });

  it('drops the role before a person who called', () => {
    expect(subjectOfVisit('Pool - Seabreeze Condos. Secretary Ines Barlow called, 910-555-0190, deck 1,200 sf')).toBe('Ines Barlow');
  });

  it("reads the customer's office manager, never the contractor's own", () => {
    expect(personByRole('Lakeside Vet, Mobile. Office mgr Corinne Vaughn. Kennel 20 x 30 at 6.10')).toBe('Corinne Vaughn');
    expect(personByRole('our office manager Jen Paulsen will schedule it. Garage 20 x 20')).toBeNull();
  });

  it('takes the person who writes from or at a business', () => {
    expect(chooseCustomerName('hi its Delia Marsh from Copper Kettle Cafe 334-555-0170. kitchen 20x30 at 9.50', null)).toBe('Delia Marsh');
    expect(chooseCustomerName('Omar Haddad @ Blue Fin Marina 252 555 0101 - wants the bay floor 40x60 at 3.20', null)).toBe('Omar Haddad');
  });
});

describe('a business named with no person', () => {
  it('starts the business after the sentence before it', () => {
    expect(businessWithoutPerson('Trucking - Ardmore. Red Dirt Hauling LLC, no contact name yet, 580-555-0102. Shop 40x60')).toBe('Red Dirt Hauling LLC');
  });
});

describe('one of a couple said to be the contact', () => {
  it('names that one with the surname', () => {
    expect(chooseCustomerName('Tue - porch\n Nora & Phil Grady  (Nora is the contact)\n 727-555-0190\n 55 Gull Ct  Clearwater 33767\n porch 10 x 20 flake 4.60', null)).toBe('Nora Grady');
  });

  it('keeps the couple when neither is named', () => {
    expect(chooseCustomerName('Tue - porch\n Nora & Phil Grady\n 727-555-0190\n porch 10 x 20 flake 4.60', null)).toBe('Nora & Phil Grady');
  });
});

describe("a business's name that goes on after a connecting word", () => {
  it('keeps the whole name up to a bracket or the line end', () => {
    expect(chooseCustomerName('WHITEBOARD - JOBS\nRiver Bend Tool & Die (cust) - ask for Lou\n608-555-0190\n12 Elm St Madison 53703', null)).toBe('River Bend Tool & Die');
  });

  it("never runs a person's name on", () => {
    expect(chooseCustomerName('Dana Ruiz and Ed Ruiz want the garage done, 555-0101', null)).toBe('Dana Ruiz');
  });
});

describe('a person written with where they work', () => {
  it('keeps the person when the brackets after them hold a business', () => {
    expect(chooseCustomerName('new lead - Wes Calloway (Dust Devil ATV) 520-555-0172 / shop 1800sf', null)).toBe('Wes Calloway');
    expect(chooseCustomerName('PM: Nora Whitcomb (Franklin County Housing Auth.) - 2 boiler rooms 10x12. 413-555-0190.', null)).toBe('Nora Whitcomb');
  });

  it("reads a note's business heading over its person's role line as the person", () => {
    expect(chooseCustomerName('Panaderia La Luna\nowner - Chuy Arellano\n928-555-0133\nprep room 20 x 24', null)).toBe('Chuy Arellano');
  });
});

describe('the name before a phone, not the sentence before it', () => {
  it('drops a town that ends the sentence before the name', () => {
    expect(chooseCustomerName("Rosa's Cocina, Tonopah. Marta Villalobos 775-555-0148. Kitchen 20x24.", null)).toBe('Marta Villalobos');
  });

  it('turns round a surname written first with a full stop after the given name', () => {
    expect(chooseCustomerName('Sparks - Dunleavy, Cole. 775-555-0166. Garage 24x24 flake 4.75.', null)).toBe('Cole Dunleavy');
  });
});

describe("a note's OCR around the name", () => {
  it('drops a struck-through word and reads a capital I read as l', () => {
    expect(chooseCustomerName('~~Bjorn~~ Birger Lund - PORCH\nporch 8 x 12 @ 5.10', null)).toBe('Birger Lund');
    expect(chooseCustomerName('Basement - lvar Nygaard\n(218) 555-0177\n20 x 30 solid 3.95', null)).toBe('Ivar Nygaard');
  });

  it('joins a given name broken at the line end, and a surname written alone under its label line', () => {
    expect(chooseCustomerName('callback -  Svet-\nlana Petrova  (re: shop)\n   30 x 40 flake 4.80', null)).toBe('Svetlana Petrova');
    expect(chooseCustomerName('Holyoke - 3 family\nCust  Bronislawa\n      Kaczmarek\nPh (413) 555-0121', null)).toBe('Bronislawa Kaczmarek');
  });
});

describe('names said with their spelling and introduced in a text', () => {
  it('reads a surname, its spelling, then the first name', () => {
    expect(chooseCustomerName('new one, Brennan, B R E N N A N, first name Declan, he runs the pub on Main Street', null)).toBe('Declan Brennan');
  });

  it('drops the words of the sentence before a known given name and the spelled surname', () => {
    expect(chooseCustomerName('okay the lund ice house erik lund l u n d he is out on the lake road floor is ten by twelve', null)).toBe('Erik Lund');
  });

  it('reads a texter introducing themself with capitals and a given name of two parts', () => {
    expect(chooseCustomerName('[Tue 7:10 PM] +1 201-555-0154: hi its Jae-won Kim, my neighbor gave me ur number. garage 20x22', null)).toBe('Jae-won Kim');
  });
});

describe('the customer named by its kind: the business, not the person who wrote', () => {
  it('reads the business in brackets after the kind a label names', () => {
    const text = 'Office: Customer = the GC (Ridgeline Builders), not Pete.\n\nFrom: Pete Alvarez <pete@ridgeline.example.com>\nPlease price the restrooms, 12 x 14.';
    expect(extractDraftFromText(text).customerName).toBe('Ridgeline Builders');
  });

  it('takes the heading business when a note says the customer is the company', () => {
    expect(chooseCustomerName('BAKERY - Dos Lunas Panaderia\nattn: Marisol Ortega   cust = company per Marisol\n505 555 0133', null)).toBe('Dos Lunas Panaderia');
  });

  it('reads the business a writer owns when the office says to quote under it', () => {
    const text = 'Quote this under the restaurant, not him personally. 40% down.\n\nHello, this is Arjun Mehta owner of Saffron House Grill on Main St. Our kitchen is 20 x 30.\n\nThanks,\nArjun';
    expect(chooseCustomerName(text, 'Arjun Mehta')).toBe('Saffron House Grill');
  });

  it('keeps the legal form and not the next sentence after a billing instruction', () => {
    expect(chooseCustomerName('Bill to the GC: Cottonwood Builders Inc. Rates: quartz 6.10.\n\nFrom: Dale Roy <droy@example.com>', 'Dale Roy')).toBe('Cottonwood Builders Inc.');
  });

  it('reads a business marked (cust) in the middle of a sentence over the contact after it', () => {
    expect(chooseCustomerName("Per Lou's walk-thru: Blue Ridge Textile Co. (cust), contact is the plant engr Dana Weeks. Dye room 80' x 40'.", null)).toBe('Blue Ridge Textile Co.');
  });
});

describe('a name corrected as it is said, and a title before it', () => {
  it('keeps the given name said before a surname misheard and corrected, then spelled', () => {
    expect(chooseCustomerName('new one for a lady named marta fitz gerald no wait fitzgerald one word f i t z g e r a l d patio twelve by ten', null)).toBe('Marta Fitzgerald');
  });

  it('reads the whole name said again after the corrected given name', () => {
    expect(chooseCustomerName('customer is uh Billy Tran, no, Bao, Bao Tran, B A O. shop floor forty by thirty.', null)).toBe('Bao Tran');
  });

  it('drops a church or service title written before the name', () => {
    expect(chooseCustomerName('Please send the estimate to Elder Min-jun Cho, 770-555-0142.', null)).toBe('Min-jun Cho');
    expect(chooseCustomerName('Contact: Bishop Lionel Grant 601-555-0178', null)).toBe('Lionel Grant');
    expect(chooseCustomerName('Cust: Lt. Dana Kowalski  307-555-0119', null)).toBe('Dana Kowalski');
  });
});

describe('a business named for a family, and one of the family asking', () => {
  it('takes the person said with the family name over the business', () => {
    expect(chooseCustomerName('ok put this one down its gus halvorsen the halvorsen dairy h a l v o r s e n parlor is forty by twelve', null)).toBe('Gus Halvorsen');
  });

  it('takes the given name said with the business and the surname given alone', () => {
    const text = '[9:02] hey its Harjit from Dhillon Trucking. need a quote on the truck shop 50x80\n[9:10] Office: Last name + address pls\n[9:31] Dhillon. 1675 Sutter St Yuba City 95991';
    expect(chooseCustomerName(text, 'Dhillon Trucking')).toBe('Harjit Dhillon');
  });
});

describe('a note segment that is a business, a place or a remark is no person', () => {
  it('reads the person in brackets after the business, not a struck remark', () => {
    expect(chooseCustomerName('WHITEBOARD 3/14\nBOATYARD - Heron Bay Marina (Buck Thibodeaux)\n504 555 0131\n~~fuel dock~~ NOT US\nrack bldg 60 x 80 @ 3.40', null)).toBe('Buck Thibodeaux');
  });

  it('reads the owner under a shop named alone, and a signer under an orthodontics office', () => {
    expect(chooseCustomerName('Tiệm nail - Lucky Nails\nChủ: Mai Tran\n408 555 0190\nfloor 24 x 30 flake 6.00', null)).toBe('Mai Tran');
    expect(chooseCustomerName('Hi team,\n\nI manage the office at Bay State Orthodontics. Our lab is 12 x 14.\n\nBest,\nMagdalena (Magda) Nowak\nOffice Manager\nP: 413.555.0123', null)).toBe('Magdalena Nowak');
  });

  it('reads a texter signing with the full name, not the lake they are at', () => {
    expect(chooseCustomerName('hey its Donna at Lake Guntersville. can yall quote the boathouse floor 18x30. 256-555-0166. Donna Pruett', null)).toBe('Donna Pruett');
  });
});

describe('the person a business names, after a short role or as the addressee', () => {
  it('reads the person after an abbreviated role, past the words about the job', () => {
    expect(chooseCustomerName('Riverside Christian Academy (Sumter) cafeteria serving line - facilities dir Lamar Whitaker. 48 ft x 22 ft, urethane cement 11.90.', null)).toBe('Lamar Whitaker');
  });

  it('reads the person a sheet is addressed to before their business', () => {
    expect(chooseCustomerName('Qty  U  Description  Unit  Ext\n2,150  SF  Urethane cement  10.25  22,037.50\n\nTo: Minh Tran, Bayou Gulf Seafood LLC\n9922 Grand Caillou Rd, Dulac, LA 70353\n985-555-0166', null)).toBe('Minh Tran');
  });
});

describe('a customer label names the customer as written', () => {
  it('keeps a department word that ends the labelled name', () => {
    expect(chooseCustomerName('CEDAR 4TH WARD MEETINGHOUSE - KITCHEN\nCustomer: Iron Hills Stake Facilities\nContact: Dale Jensen 435-555-0117\nKitchen 24 x 20 quartz 6.05', null)).toBe('Iron Hills Stake Facilities');
  });

  it('keeps both legal forms after the label', () => {
    expect(chooseCustomerName('BID SHEET\nCustomer: Biloxi Oyster Co. Inc.\nContact: Tuan Le  228-555-0137\nShucking room 40 x 36', null)).toBe('Biloxi Oyster Co. Inc.');
  });
});

describe('names as chats and texts write them', () => {
  it('reads a full name in quotes as the name', () => {
    expect(chooseCustomerName("Web chat summary: visitor 'Dalton Pruitt' (dalton.p@example.com) - no phone given. Gun room 11x14, metallic 8.40.", null)).toBe('Dalton Pruitt');
  });

  it("reads 'Quote 4' as 'quote for'", () => {
    expect(chooseCustomerName('Quote 4 Marie-Claire Saint-Fleur, Bon Gou Bakery 7821 NE 2nd Ave Miami FL 33138. shop 30x40 solid epoxy 3.85', null)).toBe('Marie-Claire Saint-Fleur');
  });

  it("leaves a sheet's quoted cells alone", () => {
    const sheet = '"Description","Quantity","Units","Unit Price","Extended Price"\n"Crush pad - urethane cement","900","SF","9.85","8865.00"\n"Total","","","","8865.00"\n"Balance Due","","","","6205.50"\n\nCopper Hollow Winery - 4470 Dry Creek Rd, Healdsburg, CA 95448 - 707-555-0114';
    expect(extractDraftFromText(sheet).customerName).toBe('Copper Hollow Winery');
  });
});

describe('a bid to the GC that names the GC', () => {
  it('is the GC, however the office puts it', () => {
    expect(chooseCustomerName('Bid to the GC (Kestrel Peak Builders). Quartz 6.20, cove 12.\n\nFrom: Ana Ruiz <aruiz@kestrelpeak.example.com>\n\nAna Ruiz | Estimator', 'Ana Ruiz')).toBe('Kestrel Peak Builders');
    expect(chooseCustomerName('Our number goes to the general contractor: Redwood Flats Constructors LLC. 10% on award.\n\nFrom: Tom Ba <tba@redwoodflats.example.com>', 'Tom Ba')).toBe('Redwood Flats Constructors LLC');
    expect(chooseCustomerName('pricing for the GC - Alder & Finch Construction. Use 5.40.\n\nFrom: Lee Moss <lmoss@alderfinch.example.com>', 'Lee Moss')).toBe('Alder & Finch Construction');
  });

  it('keeps the legal form as the GC writes it', () => {
    const text = 'Submitting to the GC: Granite Ridge Builders. Urethane 11.40.\n\nFrom: Jo Park <jpark@graniteridge.example.com>\nGranite Ridge Builders, Inc. invites your bid.';
    expect(chooseCustomerName(text, 'Jo Park')).toBe('Granite Ridge Builders, Inc.');
  });

  it('leaves the sender when the note names no GC', () => {
    expect(chooseCustomerName('Office note: bid to the GC. Our rates: quartz 5.95.\n\nFrom: Nina Holt <nholt@example.com>\n\nNina Holt\nSenior Estimator', 'Nina Holt')).toBe('Nina Holt');
  });

  it('reads an organisation named by its kind the same way', () => {
    expect(extractDraftFromText('Customer is the post, not Ed. Hall 40 x 60 quartz 4.40.\n\nFrom: Ed Voss <adjutant@post44.example.org>\nPlease quote the hall.\n\nEd Voss, Adjutant\nAmerican Legion Post 44\n608-555-0131').customerName).toBe('American Legion Post 44');
    expect(extractDraftFromText('Quote goes to the foundation (Bright Futures Foundation). Gym 50 x 80 seal 1.20.\n\nFrom: Kim Olde <kolde@brightfutures.example.org>').customerName).toBe('Bright Futures Foundation');
    expect(extractDraftFromText("Customer's the township (Milford Township). Garage bays 60 x 40, 3.10.\n\nFrom: Pat Crowe <pcrowe@milford.example.gov>").customerName).toBe('Milford Township');
  });
});

describe('the signer over a business line and its street or phone', () => {
  it('is the person, not the business', () => {
    expect(extractDraftFromText('Hi, the shop is 30 x 40, flake at 4.60 like we said.\n\n-Ramon Ibarra\nIron Mesa Cycles\n2200 W Indian School Rd, Phoenix AZ 85015\n602-555-0133').customerName).toBe('Ramon Ibarra');
    expect(extractDraftFromText('Subject: Floor - Blue Heron Yoga\n\nStudio is 1,100 sf, metallic at 7.50.\n\nOksana Veldt\nBlue Heron Yoga\n480-555-0166 | oksana@blueheron.example.com').customerName).toBe('Oksana Veldt');
    expect(extractDraftFromText('Please quote our bay, 24 x 30, solid epoxy 3.95.\n\nThanks,\nTeodor Lunn\nHead Mechanic, Northgate Truck Repair\n(651) 555-0107').customerName).toBe('Teodor Lunn');
  });

  it("keeps a name whose first word is also an abbreviation when the signer's address spells it", () => {
    expect(extractDraftFromText('Hello, the salon is 900 sf, metallic at 7.95.\n\nThank you,\nSat Kaur Gill\nOwner, Golden Lotus Spa\nsatkaur@goldenlotus.example.com').customerName).toBe('Sat Kaur Gill');
  });

  it('is not the business heading a note over its role line, nor the start of a person already found', () => {
    expect(extractDraftFromText('Casa Verde Market\nowner - Ilse Brandt\n505-555-0188\nfloor 30 x 20 quartz 6.10').customerName).toBe('Ilse Brandt');
    expect(extractDraftFromText('From: Mary Lou Tanaka <mltanaka@example.com>\nGarage 20 x 20 flake 4.60.\nThanks!\nMary Lou\n\nMary Lou Tanaka\n(808) 555-0150').customerName).toBe('Mary Lou Tanaka');
  });
});

describe('a name taken back aloud in a dictation', () => {
  it.each([
    ['customer is marco bell no sorry its marco bellini, garage twenty by twenty flake four fifty', 'Marco Bellini'],
    ['customer name is dana pruitt no wait pruett, basement thirty by thirty solid three ninety', 'Dana Pruett'],
    ['the customer is rosa ibanez nope i mean rosa ibarra, patio ten by twelve flake five ten', 'Rosa Ibarra'],
  ])('%s', (text, name) => {
    expect(extractDraftFromText(text).customerName).toBe(name);
  });

  it('keeps the name when the speaker only says how it is not written', () => {
    for (const [text, name] of [
      ['customer name is shivaun no not like siobhan she spells it s h i v a u n, last name keogh k e o g h. garage twenty by twenty flake four fifty', 'Shivaun Keogh'],
      ['customer is katelynn no not with a c, spelled k a t e l y n n, last name frost. basement thirty by thirty solid three ninety', 'Katelynn Frost'],
    ]) expect(extractDraftFromText(text!).customerName).toBe(name);
  });

  it('takes a given name corrected and spelled, the surname said before it', () => {
    for (const [text, name] of [
      ["the owner's name is uh minh pham no sorry it's mai m a i pham the shop floor is forty by sixty", 'Mai Pham'],
      ['this is for jon ostrander no wait joan j o a n the garage is twenty by twenty two', 'Joan Ostrander'],
    ]) expect(extractDraftFromText(text!).customerName).toBe(name);
  });
});

describe('a role written before the name in lower case', () => {
  it('is no part of the name', () => {
    expect(refineName('the office manager, Dana Ruiz', 'Contact is the office manager, Dana Ruiz.')).toBe('Dana Ruiz');
    expect(refineName('our facilities director Tom Ngata', 'ask for our facilities director Tom Ngata')).toBe('Tom Ngata');
    expect(refineName('PM Lena Fischer', 'GC = Kestrel Builders, PM Lena Fischer, 520-555-0111')).toBe('Lena Fischer');
    expect(refineName('Sra. Lucia Ferrer', 'Sra. Lucia Ferrer, 956-555-0177')).toBe('Lucia Ferrer');
  });
});

describe('someone the note says is not the customer', () => {
  it('is passed over for the person the job is for', () => {
    expect(extractDraftFromText('From the realtor, Gina Holt (919-555-0101 - she is NOT the customer): buyers close Friday. Buyer: Omar Sadiq, 919-555-0177. Garage 20 x 22 flake 4.60.').customerName).toBe('Omar Sadiq');
    expect(extractDraftFromText("Called by Dale Ruiz, the GC's super, not the client. Homeowner Tess Marlow 512-555-0140, patio 12 x 16 flake 5.10.").customerName).toBe('Tess Marlow');
    expect(extractDraftFromText('Pam Oduya 303-555-0122 - not the owner, just the tenant. Owner is Victor Lund, 303-555-0188. Shop 30 x 40 epoxy 3.90').customerName).toBe('Victor Lund');
  });
});

describe('a label naming the person, then where they work', () => {
  it('is the person', () => {
    expect(extractDraftFromText('Owner: Yolanda Brisco, Brisco Tumbling Club\nCell 254-555-0144\nFloor 40 x 36 quartz 6.15').customerName).toBe('Yolanda Brisco');
    expect(extractDraftFromText('Client: Anneliese Voigt, Harbor Light Yoga\nanneliese@harborlight.example.com\nStudio 30 x 24 metallic 7.80').customerName).toBe('Anneliese Voigt');
    expect(extractDraftFromText('Owner: Marcus Bell, Bell Brothers Garage LLC\n412-555-0190\nBays 40 x 60 flake 4.40').customerName).toBe('Marcus Bell');
  });
});

describe('a family written with one of them named', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it("is that person ('Wojcik Family (Tomasz)', 'Brandt household - Helga')", () => {
    expect(name('Customer: Oyelaran Family (Bisi)\nPh 555-555-0141\nbasement 20 x 30 flake 4.40')).toBe('Bisi Oyelaran');
    expect(name('Cust: Brandt household - Helga\n605-555-0102\ngarage 22 x 22 flake 4.60')).toBe('Helga Brandt');
    expect(name('Client: the Marchettis (Gino)\n555-555-0177\npatio 12 x 20 flake 4.25')).toBe('Gino Marchetti');
  });
});

describe('a person written surname first with something after it', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it("is turned round past a spelling or a nickname in brackets ('Feldkamp, Ron (f-e-l-d-k-a-m-p)', 'Nguyen, Thanh (Tommy)')", () => {
    expect(name('Szczepanski, Dorota (s-z-c-z-e-p-a-n-s-k-i)\n414-555-0123\ngarage 20x20 flake 4.50')).toBe('Dorota Szczepanski');
    expect(name('Okonkwo, Chidi (Chuck) 404-555-0177\ngarage 22 x 24 flake 4.85')).toBe('Chidi Okonkwo');
    expect(name('Reyes, Guadalupe (Lupe)\n210-555-0155\npatio 12x20 flake 4.25')).toBe('Guadalupe Reyes');
  });
});

describe('a couple, one of whom the office names for the quote', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('is that one', () => {
    expect(name('Cust: Anders + Maja Lindholm - put Maja\nPh 320-555-0118\ngarage 24 x 26 flake 4.90')).toBe('Maja Lindholm');
    expect(name('Cust: Dale & Roberta Pfaff -- Roberta on the quote\nPh 320-555-0119\ngarage 24 x 26 flake 4.90')).toBe('Roberta Pfaff');
    expect(name("Client: Hal & June Sorensen - quote in June's name\n555-555-0112\ngarage 20x20 flake 4.50")).toBe('June Sorensen');
    expect(name('Mike and Dana Perlmutter (use Dana)\n555-555-0111\ngarage 20x20 flake 4.50')).toBe('Dana Perlmutter');
  });

  it('stays the couple when only named elsewhere', () => {
    expect(name('Cust: Hal & June Sorensen\n555-555-0112\ngarage 20x20 flake 4.50. June said go ahead')).toBe('Hal & June Sorensen');
  });
});

describe("a business heading a note, then the person to deal with there", () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it("is the person to ask for or spoken with, whatever the business's words", () => {
    expect(name('Northwoods Outfitters -- ask for Ingrid Salo\n218-555-0112\nstore 30x40 flake 4.80')).toBe('Ingrid Salo');
    expect(name('Peak Cycles (ask for Tobias Wren) 303-555-0144\nshowroom 25x40 flake 4.90')).toBe('Tobias Wren');
    expect(name('REQ - Badger Lanes Bowling (Oshkosh)\nSpoke w/ Dwight Kaminski Sr., GM\n920-555-0133\nconcourse 30x40 flake 4.70')).toBe('Dwight Kaminski Sr.');
  });

  it("is the person on the role line under a heading with its town ('DENTAL LAB - Orem' / 'office mgr: ...')", () => {
    expect(name('VALLEY PHYSICAL THERAPY - Boise\nmgr: Corinne Abbot\n208-555-0146\ngym 30 x 40 rubber 6.40')).toBe('Corinne Abbot');
    expect(name('Copper Kettle Cafe, Ely\nowner - Marta Voss\n218-555-0150\nkitchen 14 x 16 quartz 6.10')).toBe('Marta Voss');
    expect(name('Sunrise Vet (Hibbing)\noffice mgr: Leah Brandvold\n218-555-0151\nkennel 20 x 30 epoxy 4.40')).toBe('Leah Brandvold');
  });

  it('stays the business with nobody named to ask for', () => {
    expect(name('Northwoods Outfitters -- ask for the manager\n218-555-0112\nstore 30x40 flake 4.80')).toBe('Northwoods Outfitters');
  });
});

describe("a business said aloud whose name joins two trades with 'and'", () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('keeps the word after the and, up to where the speaker goes on', () => {
    expect(name('customer is prairie feed and seed put it under the business. warehouse floor is forty by sixty solid color at three forty phone four oh two five five five oh one four one')).toBe('Prairie Feed and Seed');
    expect(name('put this under northside heating and cooling no contact yet the shop is thirty by forty flake at four fifty phone six oh eight five five five oh one two two')).toBe('Northside Heating and Cooling');
  });

  it('leaves a couple, a family and a job place alone', () => {
    expect(name('customer is dana and mike ruiz the garage is twenty by twenty two flake at four fifty phone six oh eight five five five oh one two two')).toBe('Dana and Mike Ruiz');
    expect(name('customer is zbigniew kowalski and his wife the garage is twenty by twenty two flake at four fifty phone six oh eight five five five oh one two two')).toBe('Zbigniew Kowalski');
    expect(name('customer is lakeside dental and garage is twenty by twenty two flake at four fifty phone six oh eight five five five oh one two two')).toBe('Lakeside Dental');
  });
});

describe('a surname spelled aloud, then its first name', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('is the word the letters spell, whatever words stand between', () => {
    expect(name("ok next one's in lafayette, Thibodeaux, that's t h i b o d e a u x, first name Remy, the shop is thirty by forty flake at four fifty phone three three seven five five five oh one four two")).toBe('Remy Thibodeaux');
    expect(name('alright the kowalczyk garage, thats k o w a l c z y k, first name danuta, twenty two by twenty four flake at four fifty phone four one four five five five oh one three three')).toBe('Danuta Kowalczyk');
  });

  it('leaves one part of a hyphenated name to the hyphen readers', () => {
    expect(name('this is for nadia price dash lowe, price p r i c e dash lowe l o w e, first name nadia. garage twenty by twenty flake at four fifty phone four one four five five five oh one three three')).toBe('Nadia Price-Lowe');
  });
});

describe('a couple said aloud, and the one the office puts the quote under', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('is that one', () => {
    expect(name('okay hank and june sorensen put it under june s o r e n s e n the garage is twenty by twenty two flake at four fifty phone six oh eight five five five oh one two two')).toBe('June Sorensen');
  });

  it('stays the couple when no one is picked', () => {
    expect(name('okay hank and june sorensen the garage is twenty by twenty two flake at four fifty phone six oh eight five five five oh one two two')).toBe('Hank and June Sorensen');
  });
});

describe('a business said aloud as the customer, then said to be the business', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it('is the words the customer is said to be', () => {
    expect(name('this is for the yard out on route nine customer is prairie wind hydraulics put it under the company the guys name is dale his number is three oh seven five five five oh one four four the shop is sixty by eighty epoxy at three forty')).toBe('Prairie Wind Hydraulics');
  });

  it('leaves a name said after the cue to the readers before', () => {
    expect(name('customer is dana ruiz put it under the business, ruiz roofing llc, the shop is forty by sixty epoxy at three forty phone three oh seven five five five oh one four four')).toBe('Ruiz Roofing LLC');
  });
});

describe('a suffix said aloud after a written name', () => {
  const name = (text: string): string | null => extractDraftFromText(text).customerName;
  it("is written 'Jr.' or 'Sr.'", () => {
    expect(name('quote for the Bell Tire shop, contact is Marcus Bell junior b e l l. shop floor forty by sixty epoxy at three forty. phone three oh nine five five five oh one four four')).toBe('Marcus Bell Jr.');
    expect(name('contact is Walter Pruitt senior, p r u i t t. garage twenty by twenty two flake at four fifty. phone three oh nine five five five oh one four four')).toBe('Walter Pruitt Sr.');
  });
});
