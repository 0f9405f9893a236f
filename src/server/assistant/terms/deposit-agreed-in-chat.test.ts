import { describe, expect, it } from 'vitest';
import { depositAgreedInChat } from './deposit-agreed-in-chat.ts';
import { findPaymentTerms } from './payment-terms.ts';

const deposit = (text: string) => findPaymentTerms(text).depositPercentage?.value ?? null;

describe('a deposit asked for in a thread and agreed to', () => {
  it.each([
    ['Office: we take 60% down to book\nDeb: could we do 40?\nOffice: ok', 40],
    ['Me: deposit is 50%\nTrent: can I put down 30%\nMe: yes that works', 30],
    ['[Office] 60 down ok with you?\n[Luis] how about 45\n[Office] deal', 45],
    ['Sam (4:10 PM): whats the deposit\nMe: 50% up front\nSam (4:12 PM): can we do 35?\n\nMe: sure thing', 35],
  ])('%s', (thread, share) => {
    expect(deposit(thread)).toBe(share);
  });

  it('leaves the office its share when the answer is no, or no deposit is spoken of', () => {
    expect(deposit('Me: 60% down ok?\nKim: can we do 40\nMe: no, 60 is our minimum')).toBe(60);
    expect(deposit('Me: 50% down\nKim: could we do 30\nMe: ok but only if you book this week, otherwise 50')).not.toBe(30);
    // A price haggled, not a share: no deposit in the turns before.
    expect(depositAgreedInChat('Me: garage is 4.80 a foot\nKim: can you do 45 for the steps\nMe: sure')).toBeNull();
    // A size, a sum of money, a discount: no share.
    expect(depositAgreedInChat('Me: 50% down\nKim: can we do 20 x 20 instead\nMe: ok')).toBeNull();
    expect(depositAgreedInChat('Me: 50% down\nKim: could we do 10 off\nMe: sure')).toBeNull();
    // A price of three figures is no share, nor its first two figures.
    expect(depositAgreedInChat('Me: 50% down\nKim: can you do 150 for the steps\nMe: sure')).toBeNull();
    expect(depositAgreedInChat('Me: 50% down to book\nKim: can we do 100% up front\nMe: sure')?.value).toBe(100);
    // Not a thread: prose with no turns.
    expect(depositAgreedInChat('Deposit 50%. Can we do 40? Sure.')).toBeNull();
  });
});
