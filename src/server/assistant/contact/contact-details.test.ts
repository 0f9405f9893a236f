import { describe, expect, it } from 'vitest';
import { emailOfCustomer, findAddress, findCustomerName, findEmail, findPhone, isIntermediaryEmail } from './contact-details.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { houseNumberCorrected, streetSaidAgain } from './us-address.ts';
import { cleanRequestText } from '../text/text-cleanup.ts';

const phone = (text: string) => findPhone(cleanRequestText(text))?.value ?? null;
const email = (text: string) => findEmail(cleanRequestText(text))?.value ?? null;
const address = (text: string) => findAddress(cleanRequestText(text))?.value ?? null;
const name = (text: string) => extractDraftFromText(text).customerName;

describe('findPhone', () => {
  it("takes the phone over the fax and the cell over the office line in a signature's one-letter labels", () => {
    expect(phone('Thanks,\nRuth Okafor\nOffice Manager\nP: 617.555.0141  F: 617.555.0142')).toBe('6175550141');
    expect(phone('Ruth Okafor | Facilities\n617-555-0150 (o) | 617-555-0157 (c)')).toBe('6175550157');
  });

  it.each([
    ['call 972-555-0146', '9725550146'],
    ['(972) 555-0146', '9725550146'],
    ['+1 (210) 555-0185', '2105550185'],
    ['404.555.0113', '4045550113'],
    ['cell 970 555 0166', '9705550166'],
    ['phone number is two one four five five five zero one six two', '2145550162'],
    ['area code five one two then five five five oh one three four', '5125550134'],
    ['office 512-555-0100, cell 512-555-0199', '5125550199'],
  ])('%s', (text, digits) => {
    expect(phone(text)).toBe(digits);
  });

  it('ignores zip codes, house numbers and seven-digit numbers', () => {
    expect(phone('418 Cedar Ln, Round Rock, TX 78664; call 555-0134')).toBeNull();
  });
});

describe('findEmail', () => {
  it.each([
    ['email neil.patterson@example.com.', 'neil.patterson@example.com'],
    ['From: Bill <Bill.Sturgis@Example.org>', 'bill.sturgis@example.org'],
    ['email is h lindgren at example dot com', 'hlindgren@example.com'],
    ['her email is mei dot chow at example dot com', 'mei.chow@example.com'],
    ['e-mail: mary underscore k at example dot net', 'mary_k@example.net'],
  ])('%s', (text, found) => {
    expect(email(text)).toBe(found);
  });

  it("prefers the sender over the office's own address", () => {
    expect(email('From: Darnell Fisk <dfisk@example.com>\nTo: office@example.org\n')).toBe('dfisk@example.com');
  });
});

describe('findAddress', () => {
  it.each([
    ['Address: 4520 Windsor Pl, Carmel, IN 46032.', '4520 Windsor Pl, Carmel, IN 46032'],
    ['1810 Ridgecrest Ct Alpharetta GA 30005', '1810 Ridgecrest Ct, Alpharetta, GA 30005'],
    ['18422 NE 95th St Redmond WA 98052', '18422 NE 95th St, Redmond, WA 98052'],
    ['at 3300 W Broadway, Suite 5, Columbia, MO 65203', '3300 W Broadway, Suite 5, Columbia, MO 65203'],
    ['2214 Hollow Creek Drive, Frisco, Texas 75034', '2214 Hollow Creek Dr, Frisco, TX 75034'],
    ['address is thirty one oh nine briarwood drive garland texas seven five zero four four', '3109 Briarwood Dr, Garland, TX 75044'],
    ['twenty one hundred south walton boulevard bentonville arkansas seven two seven one two', '2100 S Walton Blvd, Bentonville, AR 72712'],
    ['eighty eight twenty one old mill road bend oregon nine seven seven zero two', '8821 Old Mill Rd, Bend, OR 97702'],
    ['seven fifteen pine street apartment four b springfield missouri six five eight zero six', '715 Pine St, Apt 4B, Springfield, MO 65806'],
    ['Dominic Ferrante\n12 Sparrow Ct\nLancaster, PA 17601', '12 Sparrow Ct, Lancaster, PA 17601'],
    ['880 County Road 12, Brenham, TX 77833', '880 County Rd 12, Brenham, TX 77833'],
    ['1208 Lakeview Cir, Hendersonville, TN', '1208 Lakeview Cir, Hendersonville, TN'],
    // Words said before the town are no part of it.
    ["address twenty two forty elm street that's dover delaware one nine nine zero one", '2240 Elm St, Dover, DE 19901'],
    ['it is 58 Maple Ave which is in Burlington VT 05401', '58 Maple Ave, Burlington, VT 05401'],
    ["nine oh four ridge road it's up in duluth minnesota five five eight oh three", '904 Ridge Rd, Duluth, MN 55803'],
    // A street that starts with its direction has it: a direction written in full after it opens the town.
    ['6140 NE 125th St North Miami FL 33161', '6140 NE 125th St, North Miami, FL 33161'],
    ['410 W 3rd St North Little Rock AR 72114', '410 W 3rd St, North Little Rock, AR 72114'],
    // A county or state road's number or letters, written with no comma before the town, are the road's.
    ['N8845 Cty Hwy Y Marshfield WI 54449', 'N8845 County Hwy Y, Marshfield, WI 54449'],
    ['27119 Co Rd 8 Park Rapids MN 56470', '27119 Co Rd 8, Park Rapids, MN 56470'],
    ['W1234 State Road 21 Coloma WI 54930', 'W1234 State Rd 21, Coloma, WI 54930'],
    ['JOB ADDR: N2290 State Rd 57, Chilton WI 53014', 'N2290 State Rd 57, Chilton, WI 53014'],
    ['4410 cty. road 12, Wausau WI 54401', '4410 County Rd 12, Wausau, WI 54401'],
  ])('%s', (text, formatted) => {
    expect(address(text)).toBe(formatted);
  });

  it('finds none in a request without one', () => {
    expect(address('garage 24 x 24 flake at 5.25, zip 75044')).toBeNull();
  });
});

describe('customer name', () => {
  it.each([
    ['Please draft a quote for Neil Patterson. Basement 1,200 sq ft at $3.95/sq ft.', 'Neil Patterson'],
    ['okay quote for rosa guerrero she got a garage', 'Rosa Guerrero'],
    ['um next is jasmine tait t a t e she has a salon', 'Jasmine Tate'],
    ["all right quote for dominique harris d o m i n i q u e harris she's got a garage", 'Dominique Harris'],
    ['olivia brandt uh she wants the garage done', 'Olivia Brandt'],
    ['Dana Okonkwo 404.555.0113 — gar 24x26 flake $6.05/sf', 'Dana Okonkwo'],
    ['Nunez, Teresa  559.555.0133  tnunez@example.org', 'Teresa Nunez'],
    ['From: Bill Sturgis <bill@example.org>\nSubject: Patio\n\nHi,\n\nPatio 20 x 24 quartz $7.15/sf.', 'Bill Sturgis'],
    ['From: "Thompson, Gary" <gary@example.com>\n\nShop 40 x 60 at $3.45/sf', 'Gary Thompson'],
    ['Hello,\n\nMy name is Tony Marchetti. Garage 34 by 22 flake $5.25 a square foot.', 'Tony Marchetti'],
    ['Good afternoon,\n\nRoberto Galvan here. Garage 24 x 22 at $6.00/sf.', 'Roberto Galvan'],
    ['Hi,\n\nGarage 22 x 24 flake $5.35/sf.\n\nThanks,\nMario Santoro\n573.555.0154', 'Mario Santoro'],
    ['Regards,\nDr. Helen Park, Practice Manager\n925-555-0148', 'Helen Park'],
    ['Hi!\n\nGarage 26 x 24, quartz $7.10 a square foot.\n\nThanks, Lisa Monroe\n423-555-0193', 'Lisa Monroe'],
    ['Please quote the porch for my husband and me (Ruth and Carl Becker): 14 x 18 at $4.60/sf.\n\nRuth', 'Ruth and Carl Becker'], // a couple as written (the fourth writer's convention, blind-14/15)
    ['contact is pastor james whitfield his number is six zero one five five five zero one four zero', 'James Whitfield'],
    ['Customer: Ben Whitaker\nPhone: 803 555 0187', 'Ben Whitaker'],
    ['--- measure.xlsx ---\nCustomer\tPriya Natarajan\nGarage 24 x 26 quartz\t$7.25 per sq ft', 'Priya Natarajan'],
    ['Customer,Priya Natarajan\nGarage 24 x 26 quartz,$7.25 per sq ft', 'Priya Natarajan'],
    ['quote for the hendersons uh actually put it under linda henderson they have a patio', 'Linda Henderson'],
    ['Quote for Maria de la Cruz, garage 24x24 flake $5.25/sf', 'Maria de la Cruz'],
    [
      "I'm the office manager at Peak Physical Therapy, 880 S Main St, Salt Lake City, UT 84101. Gym 55 x 40.\n\nPlease address it to our owner, Dr. Megan Cho.\n\nThanks,\nLisa Grant\nOffice Manager",
      'Megan Cho',
    ],
    // A spoken 'junior' is written Jr. (eval/extraction/README.md's convention).
    ['quote for luther banks junior he has a garage', 'Luther Banks Jr.'],
    ["quote for the garage at paul okafor's house o k a f o r it's twenty by twenty two", 'Paul Okafor'],
  ])('%s', (text, expected) => {
    expect(name(text)).toBe(expected);
  });

  it('is null when the request names nobody', () => {
    expect(name('okay this one has no name yet it is a guy who called about his garage twenty by twenty four')).toBeNull();
    expect(name('hello there')).toBeNull();
  });

  it('does not take the office staff greeted in an e-mail for the customer', () => {
    expect(name('Hey Sam,\n\nGarage 22 x 25 flake @ $5.35/sf.\n\nThanks,\nDarnell Fisk')).toBe('Darnell Fisk');
  });

  it('reads names with accented letters as written (Méndez Ávila, Peña, Nguyễn)', () => {
    expect(name('Jorge Luis Méndez Ávila wants his showroom done. Ph (909) 555-0157.')).toBe('Jorge Luis Méndez Ávila');
    expect(name('Nguyễn, Thanh  — Pho Saigon 2')).toBe('Thanh Nguyễn');
  });

  it('writes a suffix said aloud as Jr. / III and skips a bullet or a board number', () => {
    expect(name('alright next one is Hank Beaumont Junior, shop floor forty by sixty, phone 405-555-0172')).toBe('Hank Beaumont Jr.');
    expect(name('okay um new one, Lamar Jefferson the third, garage is twenty four feet wide')).toBe('Lamar Jefferson III');
    expect(name('JOB BOARD\n#3  Teodoro Batista\n    garage 26x26  flake $4.60\n')).toBe('Teodoro Batista');
    expect(name('JOBS TO QUOTE\n • Lachlan Murray — shop 36 x 48\n')).toBe('Lachlan Murray');
  });

  it("reads a web form's first and last name fields, 'X is the customer' and a role said before the name", () => {
    expect(name('Submitted via website\nFirst name: Tanner\nLast name: Christensen\nPhone: (801) 555-0188')).toBe('Tanner Christensen');
    expect(name('Met Delphine & her contractor at the house today. Delphine Arceneaux is the customer (the contractor is just helping her). 318-555-0192')).toBe('Delphine Arceneaux');
    expect(name('Quote for Copper Kettle Brewing Co. - contact is the owner, Liesel Baumgartner. 303-555-0186')).toBe('Liesel Baumgartner');
  });

  it("bills the business a Customer label names (its attn or contact person is whom to ask for, as dev2 writes it) and the office's 'Bill to the GC:'", () => {
    expect(name('Customer: Holloway Farms Creamery LLC, Attn: Ruth Ann Yoder\nTel 717-555-0167')).toBe('Holloway Farms Creamery LLC');
    expect(name('Customer: Shoreline Aquatics Club (contact: Tamsin Reyes-Holm) 361-555-0187')).toBe('Shoreline Aquatics Club');
    expect(name('Customer: Two Forks Brewing Co.\nContact: Sarah Lindgren, sarah@twoforksbrew.com, 970-555-0182')).toBe('Two Forks Brewing Co.');
    expect(name('Bill to the GC: Prairie Ridge Builders Inc. Rates: quartz 6.35.\n\nFrom: Kyle Brandt <kbrandt@prairieridgebuilders.com>\n\nKyle Brandt | Estimator')).toBe('Prairie Ridge Builders Inc.');
    expect(name('Website form. Quote to the business (Sharp Lines Barbershop).\nFull Name: Darius Whitlock\nPhone: 901-555-0137')).toBe('Sharp Lines Barbershop');
  });

  it("reads a lead platform's 'X wants a quote', a form's dot leaders, 'Walk-in:' and '. cust X 5 percent off'", () => {
    expect(name('You have a new lead on Thumbtack!\nJob #TT-6612093 - Fargo, ND 58104\nCody Lindahl wants a quote for Epoxy Floor Coating\nPhone: 701-555-0124')).toBe('Cody Lindahl');
    expect(name('NEW WEB LEAD\nName ........ Keisha Whitaker\nPhone ....... (336) 555-0147')).toBe('Keisha Whitaker');
    expect(name('Walk-in: Gordon MacLeod. Wants his boat storage shed done, 906-555-0140.')).toBe('Gordon MacLeod');
    expect(name('shop 30x50 solid epoxy 3.50. cust Tobiah Greer 5 percent off 40% dep 563-555-0189')).toBe('Tobiah Greer');
  });

  it('does not take a business that would like pricing for a lead sentence', () => {
    expect(name('From: Perpetua Langley <plangley@ashworthortho.com>\n\nAshworth Orthodontics would like pricing for new floors.\n\nPerpetua Langley, Office Manager')).toBe('Perpetua Langley');
  });

  it('takes the business a department or a web form signs for, never the mailbox name', () => {
    expect(name('half down.\n\nFrom: Accounts Payable <accounts@highdesertmedical.com>\nSubject: Quote\n\nWe need a quote for our receiving area 30 x 40.\n\nAccounts Payable\nHigh Desert Medical Supply\n505-555-0150')).toBe('High Desert Medical Supply');
    expect(name('From: Web Form <forms@desertsealcoat.com>\nSubject: Quote request\n\nFull name: Bao Tran\nPhone: 928-555-0147')).toBe('Bao Tran');
  });
});

describe('a phone typed digit by digit', () => {
  it('reads ten single digits apart, with or without brackets and a dash', () => {
    expect(findPhone('walk-in left his number: (4 1 2) 5 5 5 - 0 1 6 6 thanks')?.value).toBe('4125550166');
    expect(findPhone('txt back 3 1 2 5 5 5 0 1 0 9')?.value).toBe('3125550109');
  });

  it('does not read a list of sizes or prices as a phone', () => {
    expect(findPhone('rooms 12 14 16 18 20, rates 4 5 6 7 8')).toBeNull();
  });
});

describe('an e-mail said aloud, with how to write it', () => {
  it('leaves out no spaces, all one word, no dot', () => {
    expect(email("email's rosa m eighty one no spaces at outlook dot com, thanks")).toBe('rosam81@outlook.com');
    expect(email('e-mail is j bello all one word at proton dot me')).toBe('jbello@proton.me');
    expect(email('email ana no dot reyes at gmail dot com')).toBe('anareyes@gmail.com');
  });

  it("starts after the last 'at' before its own, and reads 'all lowercase' and 'r as in robert'", () => {
    expect(email('you can email her at dana at example dot org')).toBe('dana@example.org');
    expect(email('email is dana whitley all lowercase at example dot net')).toBe('danawhitley@example.net');
    expect(email('email is r as in robert moss at example dot net')).toBe('rmoss@example.net');
  });

  it('takes the address said after a correction', () => {
    expect(email('email is tom dot hale at example dot org, no sorry, tom underscore hale at example dot org. phone')).toBe('tom_hale@example.org');
  });
});

describe('a written address with its unit first or a label before the number', () => {
  it('puts the unit after the street', () => {
    expect(address('My address is Unit 7, 88 Wharf St, Salem, MA 01970, thanks')).toBe('88 Wharf St, Unit 7, Salem, MA 01970');
    expect(address('Our suite is 410. Building: 2200 Mission Blvd, Fremont CA 94539.')).toBe('2200 Mission Blvd, Suite 410, Fremont, CA 94539');
  });

  it('puts a unit written on the line above the street, or as number and letter apart, after the street', () => {
    expect(extractDraftFromText('Ines Moreau\nSuite 310\n9100 Research Blvd\nAustin, TX 78758\noffice 20x30 solid 4.00').customerAddress).toBe('9100 Research Blvd, Suite 310, Austin, TX 78758');
    expect(extractDraftFromText('Ines Moreau 512-555-0170, Apt 12 C, 640 Lamar Ave, Memphis, TN 38104. kitchen 10x12 solid 6.00').customerAddress).toBe('640 Lamar Ave, Apt 12C, Memphis, TN 38104');
    expect(extractDraftFromText('Ines Moreau 512-555-0170, Bldg 4, 2300 Kramer Ln Austin 78758. shop 30x40 solid 3.00').customerAddress).toBe('2300 Kramer Ln Bldg 4, Austin, TX 78758');
  });

  it('reads a highway contract route said letter by letter', () => {
    expect(extractDraftFromText('he is out on H C 4, box 31, Broadus, MT 59317. shed 20x30').customerAddress).toBe('HC 4 Box 31, Broadus, MT 59317');
  });
});

describe('a name said as who is writing', () => {
  it("reads 'Name here' after a greeting and a dash, and a lower-case 'its <name>'", () => {
    expect(name('Hi Dave - Imogen Harte here (we met at the fair). Garage is 22x22.')).toBe('Imogen Harte');
    expect(name('hey its lucinda moreau again, the garage is 22 by 24')).toBe('Lucinda Moreau');
  });
});

describe('a name never runs on to the next line', () => {
  it("does not read a department and the next line's room as a couple", () => {
    expect(name('Town of Vail Parks & Recreation\nRestroom bldg A 12x20 7.10\nRestroom bldg B 12x20 7.10')).not.toBe('Parks Restroom');
  });
});

describe('whose phone it is', () => {
  it("prefers the customer's own line over another person's or a line not to use", () => {
    expect(phone("her son's cell is 312-555-0170, but use hers: 312-555-0171")).toBe('3125550171');
    expect(phone('Phone: 312-555-0100 (reception)\nCell: 312-555-0172')).toBe('3125550172');
    expect(phone('store 312-555-0100 - main line, do not use; mine is 312-555-0173')).toBe('3125550173');
  });
});

describe('the office is not the customer', () => {
  it("skips an e-mail on the contractor's domain", () => {
    expect(email('From: Ben <ben@summitepoxy.example.com>\nFrom: Ada Quill <ada.q@example.net>')).toBe('ada.q@example.net');
  });

  it("does not read 'Apartments' before the house number as a unit", () => {
    expect(address('Project: Lakeview Apartments, 900 Elm St, Fargo, ND 58102')).toBe('900 Elm St, Fargo, ND 58102');
  });
});

describe('a rural grid address', () => {
  it('keeps the direction letter of the house number', () => {
    expect(address('farm at N4520 County Rd Q, Wautoma WI 54982')).toBe('N4520 County Rd Q, Wautoma, WI 54982');
  });
});

describe("someone passing along another person's job", () => {
  it("takes the owner's number, not the agent's who says to call the owner", () => {
    const text = 'Owner is Lucinda Brandt, 541-555-0186 (cell). Mine is 541-555-0187 but call her first, she decides.';
    expect(findPhone(text)?.value).toBe('5415550186');
  });

  it("drops the agent's e-mail when a realtor writes for the customer", () => {
    const raw = 'From: Pat Gorman <pat@harborviewrealty.example.com>\nSubject: garage\n\nMy seller Lucinda Brandt wants the garage done before we list.';
    expect(isIntermediaryEmail(raw, 'pat@harborviewrealty.example.com', 'Lucinda Brandt')).toBe(true);
    expect(isIntermediaryEmail(raw.replace('pat@', 'lbrandt@'), 'lbrandt@harborviewrealty.example.com', 'Lucinda Brandt')).toBe(false);
    expect(isIntermediaryEmail('From: Lucinda Brandt <lucy@example.com>\nGarage 20x20.', 'lucy@example.com', 'Lucinda Brandt')).toBe(false);
  });
});

describe('the words of an offer or a payment are never the name', () => {
  it('reads the promotion and the payment, not a customer called Special or Pay', () => {
    const draft = extractDraftFromText('Holiday special twelve percent. Pay in full before start. shop 30x30 3.40');
    expect(draft.customerName).toBeNull();
    expect(draft.discountRate).toBe(12);
    expect(draft.depositPercentage).toBe(100);
  });
});

describe('a phone changed for a new one', () => {
  it('takes the new number', () => {
    const text = cleanRequestText('Her previous cell was 505-555-0100; she switched it to 505-555-0147 last month.');
    expect(findPhone(text)?.value).toBe('5055550147');
  });
});

describe('which address and which phone, when two are written', () => {
  it('takes the job site over the billing or office address', () => {
    expect(findAddress('Mailing address: 90 Commerce Way, Suite 12, Reno NV 89502. Job site: 4471 Sage Brush Ct, Sparks NV 89436. flake 4.60')?.value).toBe('4471 Sage Brush Ct, Sparks, NV 89436');
    expect(findAddress('Home: 12 Oak St, Reno NV 89501. Also own 5 Elm St, Reno NV 89502')?.value).toBe('12 Oak St, Reno, NV 89501');
  });

  it('takes the phone the writer says is better', () => {
    expect(findPhone('home (775) 555-0131, cell 775-555-0177 is best')?.value).toBe('7755550177');
    expect(findPhone('landline 775-555-0131 or my cell 775-555-0178 (preferred)')?.value).toBe('7755550178');
  });
});

describe('rural routes written before their box', () => {
  it('keeps the route', () => {
    expect(findAddress('Mail to: Delbert Ames, HC 61 Box 9, Eminence MO 65466')?.value).toBe('HC 61 Box 9, Eminence, MO 65466');
    expect(extractDraftFromText('for the Hostetler place, R R 3 box forty, Kidron Ohio four four six three six. barn floor 30x40 at 3.10').customerAddress).toBe('RR 3 Box 40, Kidron, OH 44636');
  });

  it('reads a ZIP said after a unit and a city', () => {
    expect(extractDraftFromText('she lives at nine Hollis Street, apartment two, Nashua, oh three oh six two. garage twenty by twenty flake four sixty').customerAddress).toMatch(/^9 Hollis St,? (?:Apt|apartment) 2, Nashua, NH 03062$/i);
  });
});

describe("a reply that leaves the customer's details in the message it quotes", () => {
  it('reads them there, never the office\'s own', () => {
    const reply = 'ok lets do it, the flake one.\n\nOn Mon, Tri-State Epoxy <office@tristateepoxy.example> wrote:\n> Hi Priscilla, flake is 4.80/sf. Deposit is 35%.\n> Tri-State Epoxy, 100 Main St, Dayton OH 45402\n>\n>> From: Priscilla Vance <pvance@example.org>\n>> My garage at 77 Kettering Blvd, Dayton, OH 45439 needs a new floor.';
    const draft = extractDraftFromText(reply);
    expect(draft.customerEmail).toBe('pvance@example.org');
    expect(draft.customerAddress).toBe('77 Kettering Blvd, Dayton, OH 45439');
    expect(draft.depositPercentage).toBe(35);
  });
});

describe('which line the writer means', () => {
  it('takes a direct line over a main one and the number the writer asks to be texted at', () => {
    expect(findPhone('Main: (402) 555-0100 | Direct: (402) 555-0181 | Fax: (402) 555-0199')?.value).toBe('4025550181');
    expect(findPhone("my wife's cell is 402-555-0120, but call me at 402-555-0166")?.value).toBe('4025550166');
  });
});

describe('an e-mail a note OCR split before its ending', () => {
  it('is read whole', () => {
    expect(findEmail('Cust: Opal Reyes\nem: opal.reyes@example .net\ngar 20x20')?.value).toBe('opal.reyes@example.net');
  });
});

describe('a grid address with a ZIP', () => {
  it('is read whole, not as its second half', () => {
    expect(extractDraftFromText('address: 820 S 300 W, Logan UT 84321. garage 22x22 flake 4.60').customerAddress).toBe('820 S 300 W, Logan, UT 84321');
  });
});

describe('which of two phones is the customer', () => {
  it("takes the one the writer says is better, and not the one written with a realtor's or an agency's name", () => {
    expect(phone('the shop line is 602-555-0100 ext 4 but my mobile is best: 602-555-0149')).toBe('6025550149');
    expect(phone('Listing agent Dee Moss (Harbor Realty Group, 843-555-0120) says the owner is Al Grant, 843-555-0166')).toBe('8435550166');
  });
});

describe("the customer's own e-mail and phone among others", () => {
  it('leaves a platform or bid-desk mailbox for a person\'s own', () => {
    expect(email('From: Houzz <messages@houzz.example.com>\nNew message from Priya D. - reach her at priya.d@example.com')).toBe('priya.d@example.com');
    expect(email('From: Bids <bids@kellerbuilds.example.com>\nQuestions to Tom Reyes, treyes@kellerbuilds.example.com')).toBe('treyes@kellerbuilds.example.com');
  });

  it("takes the address carrying the customer's given name when the quote is put in a relative's name", () => {
    const d = extractDraftFromText("From: Chidi Eze <ceze@example.com>\nCould you put the quote in my wife's name instead, Ngozi Eze? Her email is ngozi.e@example.com. Garage 22 x 22 flake 4.60.");
    expect(d.customerName).toBe('Ngozi Eze');
    expect(d.customerEmail).toBe('ngozi.e@example.com');
  });

  it('reads the phone from the message a short reply quotes', () => {
    expect(extractDraftFromText('Sounds good, book it.\n\nOn Nov 20, Dale Ruiz <druiz@example.com> wrote:\n> 1812 Kirkwood Dr, Fort Collins CO 80525. 970-555-0188. basement 28 x 40 at 5.15').customerPhone).toBe('9705550188');
  });
});

describe('a street said again after a correction', () => {
  it('keeps the house number with the street as said the second time', () => {
    expect(streetSaidAgain('310 W Birch Ln No Sorry West Birch Court, Flagstaff, AZ 86001')).toBe('310 W Birch Ct, Flagstaff, AZ 86001');
    expect(streetSaidAgain('88 S Main St? no - 88 N Main St, Logan, UT 84321')).toBe('88 N Main St, Logan, UT 84321');
  });

  it("leaves a street whose name holds 'No' alone", () => {
    expect(streetSaidAgain('14 No Name Rd, Tulsa, OK 74103')).toBe('14 No Name Rd, Tulsa, OK 74103');
    expect(address('14 No Name Rd, Tulsa, OK 74103')).toBe('14 No Name Rd, Tulsa, OK 74103');
  });
});

describe('streets with a number in their name, a rural route among figures, a hangar', () => {
  it('keeps the house number before a numbered road', () => {
    expect(address('Owner, Birchwood Bakery\n2210 W 8 Mile Rd, Ferndale, MI 48220\n248-555-0177')).toBe('2210 W 8 Mile Rd, Ferndale, MI 48220');
  });

  it("starts a rural route's address at the route, not at a figure before it", () => {
    expect(address('shed 30x40 seal 1.05 + crack fill 120 lf 2.40 | Rt 4 Box 17 Vienna MO 65582')).toBe('Rt 4 Box 17, Vienna, MO 65582');
  });

  it('puts a hangar written before the street after it', () => {
    expect(address('Hangar C-12, 400 Airport Rd, Casper, WY 82604')).toBe('400 Airport Rd, Hangar C-12, Casper, WY 82604');
  });
});

describe('a house number corrected after the address', () => {
  it('replaces the number it names, not the ZIP before the correction', () => {
    expect(address('Omar Reyes 678 555 0192, 5120 Peachtree Pkwy Norcross GA 30092 (sorry 5210 not 5120)')).toBe('5210 Peachtree Pkwy, Norcross, GA 30092');
    expect(houseNumberCorrected('77 Elm St, Salem, OR 97301', ' - typo, 717 not 77')).toBe('717 Elm St, Salem, OR 97301');
  });

  it('leaves the address when the correction names another figure', () => {
    expect(houseNumberCorrected('77 Elm St, Salem, OR 97301', ' (sorry 24 not 22 wide)')).toBe('77 Elm St, Salem, OR 97301');
  });
});

describe("the job site's address over a contractor's own", () => {
  it("takes the site named under 'Project:' over the builder's office", () => {
    expect(address('From the GC:\nKestrel Builders, 410 E Main St, Richmond VA 23219\nProject: Bayside Bikes, 2200 W Cary St, Richmond VA 23220\nshop floor 30 x 40')).toBe('2200 W Cary St, Richmond, VA 23220');
  });

  it('keeps the first address when nothing marks either', () => {
    expect(address('12 Oak St, Richmond VA 23219\nalso 40 Pine St, Richmond VA 23220')).toBe('12 Oak St, Richmond, VA 23219');
  });
});

describe('a phone the writer corrects or turns down', () => {
  const phone = (text: string) => findPhone(text)?.value;
  it('takes the number given after the old one is taken back', () => {
    expect(phone('Text me at 614-555-0121.\nThanks, Bo\n\nP.S. oops, that was my old number - it is 614-555-0112')).toBe('6145550112');
  });
  it('takes the ending said over the ending refused', () => {
    expect(phone('Correction: mine ends with 0147, not 0174.\n\n> From: Al Ruiz\n> reach me on 702-555-0174')).toBe('7025550147');
  });
  it('keeps the cell the writer says to use over the line they say not to', () => {
    expect(phone('my cell 505-555-0166, use that one, not the shop line 505-555-0100.')).toBe('5055550166');
  });
  it('reads a number written with slashes', () => {
    expect(phone('Dee\n212/555/0135')).toBe('2125550135');
    expect(phone('paid 11/22/2025 for 3/4 of it')).toBeUndefined();
  });
});

describe('addresses as people write and say them', () => {
  it('does not take a sentence before the house number for its route label', () => {
    expect(findAddress('at $2 a foot. call back number ;     . 118 old mill road dover delaware 19901 .')?.value).toBe('118 Old Mill Rd, Dover, DE 19901');
  });
  it("writes a saint said aloud in a street's name as St, a written one as written", () => {
    expect(findAddress('address is 40 saint charles street saint paul minnesota 55102')?.value).toBe('40 St Charles St, Saint Paul, MN 55102');
    expect(findAddress('40 Saint Charles St, Saint Paul, MN 55102')?.value).toBe('40 Saint Charles St, Saint Paul, MN 55102');
  });
  it("writes a person's 'Junior' in a street's name short, as its signs do", () => {
    expect(extractDraftFromText('the church address is nine oh five Martin Luther King Junior Drive, Jackson Mississippi, three nine two oh three. basement 20 x 20').customerAddress).toBe('905 Martin Luther King Jr Dr, Jackson, MS 39203');
    expect(findAddress('1200 Junior College Rd, Tyler, TX 75701')?.value).toBe('1200 Junior College Rd, Tyler, TX 75701');
  });
  it('keeps both halves of a Wisconsin grid number', () => {
    expect(findAddress('Jo Lee, N56 W17000 Ridgewood Dr, Menomonee Falls WI 53051. garage')?.value).toBe('N56 W17000 Ridgewood Dr, Menomonee Falls, WI 53051');
  });
});

describe('a direction said between the street and the city', () => {
  it("is the street's when the city is not known by that name", () => {
    expect(findAddress('address 4100 lyndale avenue south richfield minnesota 55419')?.value).toBe('4100 Lyndale Ave S, Richfield, MN 55419');
    expect(findAddress('address 900 main street north little rock arkansas 72114')?.value).toBe('900 Main St, North Little Rock, AR 72114');
  });
});

describe("a realtor's own address", () => {
  it("is not the customer's when the customer's is written", () => {
    const text = 'From: Lena Ortiz <lena@example.com>\nSubject: listing\n\nMy buyer Omar Haddad wants the garage done. His email omar.haddad@example.net, cell 785-555-0141.\nLena Ortiz, Realtor';
    expect(findEmail(text)?.value).toBe('omar.haddad@example.net');
  });
});

describe('where the job is, said against where the customer lives', () => {
  it('is the address', () => {
    expect(findAddress('She lives at 9 Elm Ct, Salem, OR 97301, but the work will be at her shop, 210 Front St NE, Salem, OR 97301.')?.value).toBe('210 Front St NE, Salem, OR 97301');
    expect(findAddress('Home address is 5 Lark Ln, Dover, DE 19901. The garage is over at the lake house, 88 Shore Rd, Lewes, DE 19958.')?.value).toBe('88 Shore Rd, Lewes, DE 19958');
  });
});

describe("the customer's own address among several", () => {
  const text = 'from rwu@example.com: quote for our PM, Lena Marsh (lmarsh@example.com); cc lena.marsh.home@example.net, jmarsh@example.com';
  it('prefers the given name, then its initial and the surname, over the one chosen', () => {
    expect(emailOfCustomer(text, 'rwu@example.com', 'Lena Marsh')).toBe('lena.marsh.home@example.net');
    expect(emailOfCustomer('from rwu@example.com: our PM Lena Marsh, lmarsh@example.com', 'rwu@example.com', 'Lena Marsh')).toBe('lmarsh@example.com');
  });

  it("never takes a relative's address for the surname they share", () => {
    expect(emailOfCustomer('sunny77@example.com; my husband is jmarsh@example.com', 'sunny77@example.com', 'Lena Marsh')).toBe('sunny77@example.com');
    expect(emailOfCustomer('lmarsh@example.com; my husband is jmarsh@example.com', 'lmarsh@example.com', 'Lena Marsh')).toBe('lmarsh@example.com');
  });
});

describe('the number and address the writer says to use', () => {
  it.each([
    ['Rosa Diaz - (h) 312-555-0100 (c) 312-555-0177 (w) 312-555-0178, wants calls on her cell.', '3125550177'],
    ['Parish office (612) 555-0140 (front office) | (612) 555-0141 (cell - best)', '6125550141'],
    ['My cell is 615-555-0120 if you need me. Please coordinate directly with Tomas at 615-555-0199 for access.', '6155550199'],
    ['Home 404-555-0110, mobile 404-555-0111 (preferred).', '4045550111'],
  ])('%s', (text, phone) => {
    expect(findPhone(text)?.value).toBe(phone);
  });

  it('takes the address the quote is to be sent to over the sender', () => {
    const text = 'From: Dale Ortiz <dale.ortiz@example.net>\n\nHi, garage 20 x 22.\n\nDale\n\nPS - can you send the quote to my office address, dortiz@example.org? I read that one daily.';
    expect(extractDraftFromText(text).customerEmail).toBe('dortiz@example.org');
  });
});

describe('a note in brackets after a number that says to use it', () => {
  it.each([
    ['ph 414-555-0100  (shop)\n   414-555-0177 (Ray cell - USE THIS)', '4145550177'],
    ['office 303-555-0140\n303-555-0192 (wife Dana, preferred)', '3035550192'],
    ['cell 414-555-0177\n414-555-0100 (office, best time after 5)', '4145550177'],
  ])('%s', (text, phone) => {
    expect(findPhone(text)?.value).toBe(phone);
  });
});

describe('a percentage is no house number', () => {
  it('reads the rural route under a line that ends with a percentage', () => {
    expect(extractDraftFromText('Barn - Wes Tolliver\n405 555 0133\nbarn 30 x 50 solid 2.95\ndep 40%  (ag acct)\nRt 3 Box 41 Guthrie OK 73044').customerAddress).toBe('Rt 3 Box 41, Guthrie, OK 73044');
  });
});

describe("a web form's second address field", () => {
  it("takes the job's address over the customer's own", () => {
    const form = 'Name: Odette Fairbanks\nPhone: 610-555-0144\nYour address: 22 W Broad St, Bethlehem, PA 18018\nJob address (if different): 900 Linden St, Allentown, PA 18101\nMessage: garage 20x20, flake 4.75';
    expect(extractDraftFromText(form).customerAddress).toBe('900 Linden St, Allentown, PA 18101');
    expect(extractDraftFromText(form.replace(/Job address.*\n/, '')).customerAddress).toBe('22 W Broad St, Bethlehem, PA 18018');
  });
});

describe('a name introduced in Spanish', () => {
  it("reads 'es' after a greeting before a full name, and nothing else", () => {
    expect(extractDraftFromText('Hola, es Rocío Almanza, quiero precio para el garage 20x20 flake 4.75').customerName).toBe('Rocío Almanza');
    expect(findCustomerName('mi garage es Grande Blanco 20x20')?.value ?? null).not.toBe('Grande Blanco');
  });
});

describe('the address the writer says to use from now on', () => {
  it('wins over the one the message came from', () => {
    const email = (text: string) => extractDraftFromText(text).customerEmail;
    expect(email('From: Hal Rourke <hal.r@example.net>\nSubject: Re: shop\n\nOk, 4.35 works. Please use my work email going forward: h.rourke@rourkefab.example.com\nHal')).toBe('h.rourke@rourkefab.example.com');
    expect(email('From: Ines Laval <ilaval@example.org>\nSubject: garage\n\nGarage 20 x 20. My new email is ines.laval@example.com, the old one closes soon.')).toBe('ines.laval@example.com');
    expect(email('From: Dev Patel <dp1977@example.net>\n\nBasement 30 x 24. dev.patel@example.com is better for me - I rarely check this one.')).toBe('dev.patel@example.com');
    expect(email('From: Rosa Kim <rk@example.net>\n\nPatio 12 x 14. Reply to my personal address instead: rosa.kim@example.org')).toBe('rosa.kim@example.org');
  });

  it('leaves the sender when another address is only mentioned', () => {
    expect(extractDraftFromText('From: Hal Rourke <hal.r@example.net>\n\nShop 30 x 40. My accountant is at books@ledgerco.example.com if you need a W-9.').customerEmail).toBe('hal.r@example.net');
  });
});
