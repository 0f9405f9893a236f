import { describe, expect, it } from 'vitest';
import { findPaymentTerms, termsInColumns } from './payment-terms.ts';

const terms = (text: string) => {
  const found = findPaymentTerms(text);
  return { discount: found.discountRate?.value ?? null, deposit: found.depositPercentage?.value ?? null };
};

describe('findPaymentTerms', () => {
  it.each([
    ['10% off and 30% deposit', 10, 30],
    ['5% disc, 40% dep', 5, 40],
    ['dep 50 - 5% off', 5, 50],
    ['Senior discount 5%. 50% down.', 5, 50],
    ["He's a veteran, so 10% military discount.", 10, null],
    ['referral 5%', 5, null],
    ['give him 8% and he will do 40% down', 8, 40],
    ['no disc, 30% dep', 0, 30],
    ['Discount: 5%\nDeposit: 50%', 5, 50],
    ['half down', null, 50],
    ['Half now and half when done works for us.', null, 50],
    ["she'll put down half", null, 50],
    ['Deposit: half.', null, 50],
    ['We can do a 50% deposit.', null, 50],
    ['We would pay 25% up front.', null, 25],
    ['We will pay 40% to start.', null, 40],
    ['1/2 down at signing', null, 50],
    // Ordinals for the fraction, Spanish for half, the whole price up front said loosely.
    ["he'll do a 3rd down, rest when done", null, 33],
    ['a 4th up front', null, 25],
    ['el cliente paga la mitad al firmar', null, 50],
    ['mitad de anticipo', null, 50],
    ["I'll pay the whole thing up front", null, 100],
    // Said aloud: a share before 'up front' without its percent, and a payment split in halves
    ['flake 4.50, 50 up front 50 on completion', null, 50],
    ["she'll do 30 upfront and the rest at the end", null, 30],
    ['$40 up front for the permit', null, null],
    ['he wants to split it, half and half', null, 50],
    ["we'll do it half and half", null, 50],
    ['the half and half creamer in the break room', null, null],
    // Near misses: an ordinal date, half of a thing in Spanish, the whole thing paid at the end.
    ['crew starts the 3rd, down by the lake', null, null],
    ['paga la mitad del material', null, null],
    ["they'll pay the whole thing when it's done", null, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });

  it('leaves percentages that are neither alone', () => {
    expect(terms('Metallic epoxy (bronze, 100% solids) at $8.80 per sq ft')).toEqual({ discount: null, deposit: null });
  });

  it('keeps dollar deposits and discounts apart as notes', () => {
    const found = findPaymentTerms('garage flake, $500 deposit and $200 off');
    expect(found.depositPercentage).toBeNull();
    expect(found.amounts.map((a) => a.value)).toEqual(['Deposit of $500 mentioned', 'Discount of $200 mentioned']);
  });

  it('lets a later mention win', () => {
    expect(terms('5% off for now; actually the owner approved 10% off')).toEqual({ discount: 10, deposit: null });
  });
});

describe('terms as people write them', () => {
  it.each([
    ['pole barn, she said she can do a quarter down', null, 25],
    ['Payment: 1/4 at contract, rest on completion', null, 25],
    ['gave him a third up front', null, 33],
    ['deposit of one third, balance when done', null, 33],
    ['last job she put half down - this one standard deposit', null, 60],
    ['Terms: 35% materials deposit, balance net 15', null, 35],
    ['throw in the 7% first responder discount', 7, null],
    ['40 dn, rest at completion', null, 40],
    ['they want to go fifty fifty', null, 50],
    ['$500 down to book', null, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text.replace('fifty fifty', '50 50'))).toEqual({ discount, deposit });
  });
});

describe("what a GC holds back", () => {
  it('reads retainage as neither a discount nor a deposit, however the note words it', () => {
    expect(terms('Bid to Harbor GC. Retainage 5% (not a discount). Deposit 15%.')).toEqual({ discount: null, deposit: 15 });
    expect(terms('Sub bid, 10% retention held till closeout, no deposit 0%')).toEqual({ discount: null, deposit: 0 });
    expect(terms('They hold 10% retainage, and give us 3% off for early pay')).toEqual({ discount: 3, deposit: null });
  });
});

describe('deposits said by when they are paid', () => {
  it.each([
    ['we take 30% to get on the calendar', null, 30],
    ['35% before the crew starts, rest net 10', null, 35],
    ['small job - full payment in advance', null, 100],
    ['5% paid-in-full discount', 5, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe('deposits said by the event they are paid at, and splits', () => {
  it.each([
    ['35% on signing, balance on completion', null, 35],
    ['we collect 40% once they accept', null, 40],
    ['45% to order the materials', null, 45],
    ['Terms 35/65, due at start and completion', null, 35],
    ['initial payment - 20%', null, 20],
    ['veteran disc. 6%', 6, null],
    ['crew of 30/60/90 days', null, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe('a percentage standing alone in a note', () => {
  it.each([
    ['Patio 12x14 - Wren Tate - 5.40 - 40% - 555-555-0100', null, 40],
    ['hi, basement 20x30, 3.70 per your guy. 35% ok? thanks', null, 35],
    ['- 8% (returning customer)', 8, null],
    ['100% solids epoxy 4.20, 30% down', null, 30],
    ['slab is at 85% rh, grind first', null, null],
    ['all set, 74129. 50/50', null, 50],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe('concessions, caps and refusals', () => {
  it.each([
    // Someone agreed to a concession: a discount unless the words after it say deposit.
    ['Marta approved 4% since they are paying 40% up front', 4, 40],
    ['boss okayed 3% for paying by check', 3, null],
    ['the owner agreed to 6%, deposit 35%', 6, 35],
    // A cap on deposits is the deposit.
    ['County policy: deposits may not exceed 15% of the contract.', null, 15],
    ['their AP dept pays no deposit above 20%', null, 20],
    // A refusal after an ask.
    ['Customer asked whether we could take 8% off? Told her no further discount.', 0, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe('a thread pasted newest first', () => {
  it('reads the terms of the newest message over the quoted older one', () => {
    const text = [
      'From: Dana Ruiz <dana@example.com>',
      'OK, 25% down works for us since we are a repeat client.',
      '',
      'From: Office',
      'Sent: Monday',
      'Our usual deposit is 60% but repeat clients can do 25%. Let us know.',
    ].join('\n');
    expect(terms(text)).toEqual({ discount: null, deposit: 25 });
  });

  it("keeps the office's bracketed note as the last word wherever it sits", () => {
    const text = ['[Office: 45% dep agreed]', '', 'From: Lee Park', 'Could we do 20% deposit instead?'].join('\n');
    expect(terms(text)).toEqual({ discount: null, deposit: 45 });
  });
});

describe('a discount the customer only asks about', () => {
  it.each([
    ['My sister said you gave her 15% off last spring?', null],
    ['Is there any chance you could do 7% off?', null],
    ['7% off approved, tell him Monday.', 7],
  ])('%s', (text, discount) => {
    expect(terms(text).discount).toBe(discount);
  });
});

describe('more ways the terms are said', () => {
  it.each([
    ['Knock 12 off for the church, they are regulars.', 12, null],
    ['take 2.5 off, she is a nurse', 2.5, null],
    ['take $40 off the cove', null, null],
    ['Terms: 45% payable upon signing, the rest at the end.', null, 45],
    ['They prefer paying in full before we begin.', null, 100],
    // A round share offered aloud after its word ('deposit, call it 35' arrives with the hedge dropped).
    ['shop floor at 4.20, deposit say 45.', null, 45],
    ["deposit let's say 30, he's good for it", null, 30],
    ['knock off 5%, deposit, 35.', 5, 35],
    ['discount we will call it 8, deposit 50', 8, 50],
    ['deposit, 30 days net after that', null, null],
    // An office note's shorthand: the share before 'dep', a group's discount, the whole price paid first.
    ['[office: quartz 6.10 all three areas, nonprofit 7%, 50 dep]', 7, 50],
    ["she's good w 50 dep", null, 50],
    ['[Ray: cart barn 2400 @ 4.25 solid, HOA 5%, 50% dep]', 5, 50],
    ["Said he'd pay it all up front.", null, 100],
    ['Ranjit wants 10% off, Dev said NO to 10, only 5%.', 5, null],
    ['50 departments on site', null, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe("a sheet's terms in its columns and rows", () => {
  it('reads the value under a deposit or discount header', () => {
    expect(termsInColumns('client\tarea\tsqft\trate\tdeposit %\tdisc\nR. Oyelaran\tgarage\t480\t4.40\t35\t5')).toEqual({ discount: 5, deposit: 35 });
  });
  it("reads the sheet's own discount row", () => {
    expect(termsInColumns('Item | Qty | Rate\nShop | 900 | 3.10\n | Contractor disc (4%) | -111.60')).toEqual({ discount: 4, deposit: null });
  });
  it('reads nothing from a sheet without them', () => {
    expect(termsInColumns('area,sqft,rate\ngarage,400,4.50')).toEqual({ discount: null, deposit: null });
  });
});

describe('terms restated, honoured or refused', () => {
  it.each([
    ['We will honor the 6% from the home show flyer.', 6, null],
    ['they got 12% off the driveway in 2024, not this time though', null, null],
    ['dep. was 45% in March, now 35%', null, 35],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });

  it("orders a thread's messages by the headers even when their names were blanked", () => {
    const text = 'From: Office\nOK, 35% deposit then.\n\nFrom: Vera Lind <vera@example.com>\nCould we put 20% down?';
    const blanked = text.replace('From: Vera Lind <vera@example.com>', ';'.padEnd('From: Vera Lind <vera@example.com>'.length, ' '));
    expect(findPaymentTerms(blanked, text).depositPercentage?.value).toBe(35);
  });
});

describe('a figure agreed to in a chat', () => {
  it('is of the kind asked about just before', () => {
    expect(terms('Me: deposit is 50%\nThem: could you do 35?\nMe: sure, 35% is fine')).toEqual({ discount: null, deposit: 35 });
  });
});

describe('terms as notes and dictations write them', () => {
  const terms = (text: string): [number | undefined, number | undefined] => {
    const found = findPaymentTerms(text);
    return [found.discountRate?.value, found.depositPercentage?.value];
  };

  it('reads 1 and 0 that a note\'s OCR wrote as l and O', () => {
    expect(terms('gar 22x22 flk 4.6O\ndep l/4')).toEqual([undefined, 25]);
    expect(terms('disc lO% (church)\ndeposit 3O%')).toEqual([10, 30]);
  });

  it('reads a deposit figure that ends a sentence and a share the customer will pay', () => {
    expect(terms('Solid color 3.85 for the basement. Deposit 35.')).toEqual([undefined, 35]);
    expect(terms('the shed is eight by ten, she will pay a third, rest when done')).toEqual([undefined, 33]);
    expect(terms('Deposit: they asked for a quarter')).toEqual([undefined, 25]);
    expect(terms('she will do half the garage now and the shop later')).toEqual([undefined, undefined]);
  });

  it('reads a discount by the reason said after it', () => {
    expect(terms("give her the 10%, she's a nurse")).toEqual([10, undefined]);
    expect(terms("8%, he's a firefighter. 40% down")).toEqual([8, 40]);
  });
});

describe('a deposit of nothing', () => {
  it.each([
    ['Repeat customer, no deposit needed this time.', 0],
    ['Deposit waived - she has used us twice.', 0],
    ["We'll waive the deposit for the church.", 0],
    ['Deposit: none (long-time client)', 0],
    ['Zero down, he pays on completion.', 0],
    ['0 down, net 30 after completion', 0],
    ['Ask for a third to get on the schedule.', 33],
    ['1/4 to book the date', 25],
  ])('%s', (text, deposit) => {
    expect(terms(text).deposit).toBe(deposit);
  });

  it.each([
    'no deposit mentioned so just standard.',
    'No deposit discussion yet.',
    '$0 down payment of $500 due',
    'No deposit yet, she will call back.',
  ])('says nothing of the deposit: %s', (text) => {
    expect(terms(text).deposit).toBeNull();
  });
});

describe('a concession given for a reason said before it', () => {
  it.each([
    ['she is a retired teacher so 10%', 10],
    ['first responder pricing, 7%', 7],
    ['Military, 5%', 5],
  ])('%s', (text, discount) => {
    expect(terms(text)).toEqual({ discount, deposit: null });
  });

  it('leaves a deposit said after a reason a deposit', () => {
    expect(terms('repeat customer, 30% down')).toEqual({ discount: null, deposit: 30 });
    expect(terms('church deposit 40%')).toEqual({ discount: null, deposit: 40 });
  });
});

describe('a concession for a reason with a figure and no percent sign', () => {
  it.each([
    ['garage 20x20 flake 4.75\nVeteran - 8\ndeposit 40%', 8, 40],
    ['senior citizen: 5. half down', 5, 50],
    ['first responder 12 off, 30% dep', 12, 30],
    ['Teachers discount = 7.5', 7.5, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });

  it('is no discount when the figure is a size, a count or money', () => {
    expect(terms('church - 20 x 30 fellowship hall')).toEqual({ discount: null, deposit: null });
    expect(terms('senior center, 2 rooms')).toEqual({ discount: null, deposit: null });
    expect(terms('military - 10.50/sf for the hangar')).toEqual({ discount: null, deposit: null });
    expect(terms('Veteran - 45 (owner age)')).toEqual({ discount: null, deposit: null });
  });
});

describe("a sheet's own rows for the terms", () => {
  it("reads a deposit row ('Deposit | 35% | |', 'deposit,25') and a discount row written as a negative share with its amount", () => {
    expect(termsInColumns('Room | L | W | Rate\nShop | 30 | 40 | 3.10\nDeposit | 35% | | |')).toEqual({ discount: null, deposit: 35 });
    expect(termsInColumns('item,sqft,rate\nbay,1200,2.95\ntotal,,3540.00\ndeposit,25')).toEqual({ discount: null, deposit: 25 });
    expect(termsInColumns('1  Garage  24  24  576  SF  4.90  2,822.40\n   Fall special -5%        -141.12\n   Total  2,681.28').discount).toBe(5);
  });

  it('is no term for a tax row or a row of figures', () => {
    expect(termsInColumns('Subtotal 2,822.40\nSales tax -8%  -225.79')).toEqual({ discount: null, deposit: null });
    expect(termsInColumns('Garage | 24 | 24 | 4.90')).toEqual({ discount: null, deposit: null });
  });
});

describe('terms said in passing', () => {
  it.each([
    ["we're a non-profit, so the 8% you mentioned", 8, null],
    ['She had the FALL15 code - honor it (15%).', 15, null],
    ['25% with the PO, balance net 30', null, 25],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe('a discount asked for and refused, then countered', () => {
  it.each([
    ['She asked for 20% off, we said no - best we can do is 8% if she books this month.', 8],
    ['Customer asked 12% off, Dana said no, we can do 6% for cash.', 6],
  ])('%s', (text, discount) => {
    expect(terms(text).discount).toBe(discount);
  });

  it('keeps a discount asked for and agreed to', () => {
    expect(terms('They asked for 10% off and we agreed.').discount).toBe(10);
  });
});

describe('a share due on notice to proceed', () => {
  it('is the deposit', () => {
    expect(terms('Terms: 15% on NTP, balance net 30').deposit).toBe(15);
    expect(terms('20% due at notice to proceed').deposit).toBe(20);
  });
});

describe("a counter-offer in the office's reply above the customer's quoted ask", () => {
  it('is the discount', () => {
    const thread = 'Sounds good, go ahead and book us.\n\nOn Tue, Nov 3, 2026 Office wrote:\n> Priya, 12% is too much, but we can do 5% if you sign this week. Basement 30x20 metallic at $7.10 stays.\n>\n>> On Mon Priya Shah wrote:\n>> Could you do 12% off?';
    expect(findPaymentTerms(thread).discountRate?.value).toBe(5);
    const reply = 'Deal.\n\n> Rob, we cannot do 10%, but we will do 4% for a December start.\n>> Rob Tate wrote:\n>> any chance of 10% off?';
    expect(findPaymentTerms(reply.replace('we will do', "we'll do")).discountRate?.value).toBe(4);
  });
  it('needs the refused figure to be the one asked', () => {
    expect(findPaymentTerms("We can't do 30% down, but we can do 20% on this job.").discountRate?.value ?? 0).toBe(0);
  });
});

describe('a third written with its fraction', () => {
  it('is the deposit the office writes, 33', () => {
    expect(findPaymentTerms('shop 30x40 solid 3.10, 33 1/3% down at signing').depositPercentage?.value).toBe(33);
    expect(findPaymentTerms('he said he can put 33 and a third percent down, rest on completion').depositPercentage?.value).toBe(33);
  });
});

describe('the reason for a concession written before its figure', () => {
  it.each([
    ['Referral from the Kims gets 10%.', 10],
    ['Returning client => 4%', 4],
    ['He served in the Navy so the 10%', 10],
    ['Retired nurse (ICU) - 8%', 8],
    ['healthcare workers 6% through December', 6],
    ['Bsmt 20x30 solid 3.90, 10% mil', 10],
    ['she used coupon code SPRING10 (10%) from the mailer', 10],
    ['12% for doing both rooms at once', 12],
  ])('%s', (text, discount) => {
    expect(terms(text).discount).toBe(discount);
  });
});

describe('a share taken away on a note line', () => {
  it('is the discount', () => {
    expect(terms('garage 22x22 flake 4.80\n-8% (repeat)\ndep 30')).toEqual({ discount: 8, deposit: 30 });
  });
  it('is not a dash that separates the parts of a note', () => {
    expect(terms('Shop 30x40 - 3.20 - 45% - call after 5').discount).toBeNull();
  });
});

describe('a label right before the figure', () => {
  it('names it whatever reason follows', () => {
    expect(terms('Deposit 25% (church rate, approved by Al).')).toEqual({ discount: null, deposit: 25 });
    expect(terms('disc 6% deposit 40%')).toEqual({ discount: 6, deposit: 40 });
  });
});

describe('a figure agreed to on top of a quoted thread', () => {
  it('takes the kind of the office figure it answers, not the refused ask below', () => {
    const thread = 'Fine, 40% it is. Send it over.\nPat\n\n> From: Office\n> Shop is $3.20/sf. We need 40% down to order material - 20% will not work, sorry.\n>\n> From: Pat\n> Could I do 20% down?';
    expect(terms(thread).deposit).toBe(40);
  });
});

describe('a coupon or promo named after the figure', () => {
  it('is the discount', () => {
    expect(terms('The 15% mailer coupon still applies per Dana.').discount).toBe(15);
    expect(terms('8% spring promo, 50% down').discount).toBe(8);
  });
});

describe('a deposit figure followed by a promo', () => {
  it('stays the deposit', () => {
    expect(terms('555-0100 - 30% dep - promo: 5% for Jan booking')).toEqual({ discount: 5, deposit: 30 });
  });
});

describe('terms said in more ways', () => {
  it.each([
    ["I'll give ya 6% if you sign this week", 6, null],
    ['He is a returning client (4%).', 4, null],
    ['We need 35% before ordering.', null, 35],
    ['they are a nonprofit so we do 12%', 12, null],
    ['Deposit needed: 1/2', null, 50],
    ['fine, 45% works as the deposit', null, 45],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe('a sentence that ends with the word discount', () => {
  it('does not label the next figure', () => {
    expect(terms('12% loyalty discount. 40% due at signing.')).toEqual({ discount: 12, deposit: 40 });
  });
});

describe('a figure offered in answer to an older message of the thread', () => {
  it("is of the kind the older message asked about ('we can do 30% for you' over 'is the deposit negotiable? 60% is steep')", () => {
    const text = [
      'Great, please send it over with 30%.',
      '',
      'From: Bright Floors',
      'Hi Omar, yes, we can do 30% for you.',
      '',
      'From: Omar Haddad',
      'Is the deposit negotiable at all? 60% is steep for us.',
      '',
      'Estimate #77: garage 20 x 22 flake $4.90/sf, deposit 60%.',
    ].join('\n');
    expect(findPaymentTerms(text).depositPercentage?.value).toBe(30);
  });
});

describe('a deposit given up or asked to be lowered', () => {
  it.each([
    ['Fine, we can do 30% down instead of 40%.\n\nCould we put less than 40% down? Shop is 30 x 40.', 30],
    ['We can take 35% deposit instead of the 50%.', 35],
    ['Is under 50% down possible? Our board prefers 20% deposit.', 20],
  ])('%s', (text, deposit) => {
    expect(terms(text).deposit).toBe(deposit);
  });

  it('keeps a cap the customer sets as the deposit', () => {
    expect(terms('Our policy: no more than 25% deposit to vendors.').deposit).toBe(25);
  });
});

describe('findPaymentTerms: more ways terms are written', () => {
  it.each([
    ['We can offer 7% early booking if you sign this week.', 7, null],
    ['Told him 4% off-season booking, he agreed.', 4, null],
    ['Puedo dar 40% de anticipo.', null, 40],
    ['Pagamos 30% de enganche y el resto al terminar.', null, 30],
    ['Our policy allows deposits of at most a quarter of the contract.', null, 25],
    ['Board policy: deposits capped at one-third.', null, 33],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });

  it('reads a fraction cap after number words are written as digits', () => {
    expect(terms('deposits of no more than 1-third').deposit).toBe(33);
  });
});

describe('a deposit said as what the customer will do, and the office limit agreed in a chat', () => {
  it('reads a whole share the customer will pay under the word deposit', () => {
    expect(findPaymentTerms("she's a nurse so 10% off. deposit, she'll do 50.").depositPercentage?.value).toBe(50);
    expect(findPaymentTerms('Deposit - they can put down 40 and the rest at the end').depositPercentage?.value).toBe(40);
    expect(findPaymentTerms("deposit, she'll do 50 sq ft more next year").depositPercentage?.value).toBeUndefined();
  });

  it('reads the limit the office answers a lower deposit with', () => {
    const chat = 'Cust: can we do 25% down instead of 60?\nOffice: Hi, Ray said 40% is the lowest we go\nCust: ok 40 works';
    expect(findPaymentTerms(chat).depositPercentage?.value).toBe(40);
    expect(findPaymentTerms('Can you do 15% off? Office: 10% is the most we can do').discountRate?.value).toBe(10);
  });
});

describe('terms said the way people talk', () => {
  it.each([
    ["they'll put down 35 once it's scheduled", null, 35],
    ['she said she is paying down 25', null, 25],
    ['deposit, she told me half', null, 50],
    ['the deposit he said a third', null, 33],
    ['and they pay 30% with the p o', null, 30],
    ['We take 5% off for teachers, she teaches 3rd grade', 5, null],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });

  it('takes no dollars put down for a share', () => {
    expect(terms('he put down 40 dollars to hold the date').deposit).toBeNull();
    expect(terms('put down 20 for the trip charge').deposit).toBeNull();
  });
});

describe('a deposit the customer said they can do, reported', () => {
  it("reads 'deposit, he said he can do 40'", () => {
    expect(findPaymentTerms('deposit, he said he can do 40 and the rest when done').depositPercentage?.value).toBe(40);
  });
});

describe('a share taken off on a line of its own, or for paying cash', () => {
  it.each([
    ['bsmt 20 x 30 metallic 6.90\n + cove 60 lf @ 9\n - 5% (referred by the Hales)\ndep 50', 5, 50],
    ['garage 22x22 flake 4.75\n2% if paid by check\n40 dn', 2, 40],
    ['2 bays 30x60 urethane 9.10 / 4% cash / dep 35', 4, 35],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });

  it('is no discount for a dash that bullets a list, a large share or a cash deposit', () => {
    expect(terms('terms:\n - dep 40\n - 10%')).toEqual({ discount: null, deposit: 40 });
    expect(terms('shop 30x40 solid 3.60\n - 25%')).toEqual({ discount: null, deposit: 25 });
    expect(terms('30% cash deposit, rest on completion').discount).toBeNull();
  });
});

describe("a sheet's concession row whose amount is negative", () => {
  it("reads 'Loyalty credit 4%   -180.00' as the discount, never a paid or tax row", () => {
    expect(termsInColumns('Shop   40  30  1200  3.75  4,500.00\n   Loyalty credit 4%        -180.00\n   Total  4,320.00').discount).toBe(4);
    expect(termsInColumns('Subtotal 4,500.00\nDeposit paid 50%   -2,250.00').discount).toBeNull();
  });
});

describe('a sum taken off on a line of its own', () => {
  it("is a discount in dollars noted, not a price ('-$150 promo', '- $75 referral credit')", () => {
    expect(findPaymentTerms('garage 20x20 flake 4.50\n-$150 promo\ndep 50').amounts.map((a) => a.value)).toEqual(['Discount of $150 mentioned']);
    expect(findPaymentTerms('- $75 referral credit').amounts.map((a) => a.value)).toEqual(['Discount of $75 mentioned']);
    expect(findPaymentTerms('shop 20x30 -$4.10 old price').amounts).toEqual([]);
  });
});

describe('terms said the ways a schedule, a chat or a sheet says them', () => {
  it.each([
    // A payment schedule: the share paid before the work, however the start is named.
    ['Payment: 40% to mobilize, balance at completion', null, 40],
    ['35% / 65% upon completion', null, 35],
    ['We invoice 30% with the PO, 40% at rough-in, 30% when done.', null, 30],
    // Spanish start words.
    ['Puede dar 30% al principio y el resto al terminar.', null, 30],
    ['paga el 25% para empezar', null, 25],
    // Who the concession is for, after the figure or as the subject.
    ['8% for veterans, 50% down', 8, 50],
    ['Nonprofits get 7%.', 7, null],
    ['friends and family 12%', 12, null],
    // Paying cash written before the share.
    ['cash - 2%', 2, null],
    // An aside between the label and the figure.
    ['Discount (approved by Luis) 6%', 6, null],
    ['deposit - per the owner - 45%', null, 45],
    // A sheet's dotted leader.
    ['Discount ....... 4%\nDeposit ....... 30%', 4, 30],
    // A sentence that says there is none does not name the figure after it.
    ['No discount this time. 50% as usual.', 0, null],
    // A share due with the signed proposal, 'w/' for with.
    ['Terms: 40% w/ signed proposal, bal. net 15', null, 40],
    // The whole price paid before the work, however the whole is named.
    ['they will pay everything up front', null, 100],
    // No deposit said for a kind of job, or ending its clause.
    ['no deposit on church jobs they pay at the end', null, 0],
    ['No deposit, they pay net 30.', null, 0],
    ['no deposit discussion yet', null, null],
    // A small share the customer gets is taken off.
    ['they get 5% because we did their other building', 5, null],
    ["she'll get 10% for the referral, 40% down", 10, 40],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });

  it('reads a figure that answers a question about a term on the next line', () => {
    expect(terms('[8:02] Dana: deposit?\n[8:05] Luis: 35')).toEqual({ discount: null, deposit: 35 });
    expect(terms('Office: any disc?\nRob: 5%')).toEqual({ discount: 5, deposit: null });
    expect(terms('how many sf?\n400').deposit).toBeNull();
  });

  it('does not take a cash deposit or a large cash share for a discount', () => {
    expect(terms('cash 40% up front').discount).toBeNull();
  });
});

describe('a sheet label left empty after a figure', () => {
  it.each([
    ['DEP 40%   DISC: n/a', null, 40],
    ['Deposit 35%  Discount: none', null, 35],
    ['dep 50% / disc: --', null, 50],
    ['DISC 5%   DEP: tbd', 5, null],
    ['disc 6% deposit 40%', 6, 40],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});

describe('a share applied to the price', () => {
  it.each([
    ['The flake system is 4.85/sf, 10% SPRING10 applied. 50% deposit.', 10, 50],
    ['quartz 6.10, 5% promo applied, half down', 5, 50],
    ['Price is 7.25 a foot with 8% taken off for the second building.', 8, null],
    ['40% deposit applied to the final invoice', null, 40],
  ])('%s', (text, discount, deposit) => {
    expect(terms(text)).toEqual({ discount, deposit });
  });
});
