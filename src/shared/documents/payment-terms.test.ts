import { describe, expect, it } from 'vitest';
import { computeTotals, formatMoney } from '../money/money.ts';
import { DEFAULT_SETTINGS } from '../settings/default-settings.ts';
import { paymentMethodsText, paymentTermsSentence } from './payment-terms.ts';

describe('paymentTermsSentence', () => {
  it('states the deposit percentage and both amounts of the document', () => {
    expect(paymentTermsSentence({ total: '2962.57', depositAmount: '1481.29' })).toBe(
      '50% deposit ($1,481.29) to schedule the work, balance ($1,481.28) on completion.',
    );
  });

  it.each([25, 50, 60])('agrees with computeTotals at a %i%% deposit', (pct) => {
    const totals = computeTotals({ lineItems: [{ quantity: 1234.5, rate: 3.17 }], discountRate: '0', depositPercentage: String(pct) });
    expect(paymentTermsSentence(totals)).toBe(
      `${pct}% deposit (${formatMoney(totals.depositAmount)}) to schedule the work, balance (${formatMoney(totals.balanceDue)}) on completion.`,
    );
  });

  it('asks for payment in full up front at 100% and on completion at 0%', () => {
    expect(paymentTermsSentence({ total: '1200', depositAmount: '1200.00' })).toBe('Payment in full ($1,200.00) to schedule the work.');
    expect(paymentTermsSentence({ total: '1200', depositAmount: '0' })).toBe('Payment in full ($1,200.00) on completion.');
  });
});

describe('paymentMethodsText', () => {
  it('keeps the payment methods of the default Settings text, which no longer states a split', () => {
    expect(DEFAULT_SETTINGS.paymentMethods).not.toMatch(/%/);
    expect(paymentMethodsText(DEFAULT_SETTINGS.paymentMethods)).toBe(DEFAULT_SETTINGS.paymentMethods);
  });

  it('drops the old stored split sentence and keeps the rest', () => {
    const stored = 'Payment terms: 60% initial payment, 40% on completion. We accept Zelle, check, cash, Apple Pay, Cash App and wire transfer.';
    expect(paymentMethodsText(stored)).toBe('We accept Zelle, check, cash, Apple Pay, Cash App and wire transfer.');
    expect(paymentMethodsText('Checks payable to Shiny Floors. 50% deposit, 50% upon completion.')).toBe('Checks payable to Shiny Floors.');
    expect(paymentMethodsText('Zelle to 555-0100.')).toBe('Zelle to 555-0100.');
  });
});
