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
