// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { computeTotals } from '#shared/money/money.ts';
import { paymentTermsSentence } from '#shared/documents/payment-terms.ts';
import { CHECKED_DEPOSITS, paymentTermsDisagreements } from '#shared/documents/payment-terms-check.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { SigningPage } from '#client/signing/signing-page.tsx';
import { DocumentView } from './document-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// What an office seeded before issue 14 still stores: the split must not reach any paper.
const OLD_STORED_METHODS = 'Payment terms: 60% initial payment, 40% on completion. We accept Zelle, check, cash, Apple Pay, Cash App and wire transfer.';
const settings = { ...DEFAULT_SETTINGS, paymentMethods: OLD_STORED_METHODS };

function quoteAt(deposit: number) {
  const lineItems = [
    { id: 'a', description: 'Metallic epoxy', useDimensions: false, length: null, width: null, quantity: '624', rate: '4.75', amount: '2964.00' },
  ];
  const totals = computeTotals({ lineItems, discountRate: '0', depositPercentage: String(deposit) });
  return {
    id: 'q1',
    quoteNumber: 'Q-2026-0007',
    issueDate: '2026-03-09',
    validUntil: '2026-04-08',
    customerName: 'Dana Ruiz',
    projectTitle: 'Garage floor',
    lineItems,
    ...totals,
    status: 'pending',
    customerSignature: null,
    signedAt: null,
  };
}

describe.each(CHECKED_DEPOSITS)('payment terms of a quote with a %i percent deposit', (deposit) => {
  const quote = quoteAt(deposit);
  const terms = paymentTermsSentence(quote);

  it('the staff preview states the document deposit and nothing that disagrees', () => {
    render(<DocumentView kind="quote" document={quote} settings={settings} />);
    const article = screen.getByRole('article', { name: 'Quote Q-2026-0007' });
    expect(article.textContent).toContain(terms);
    expect(screen.getByText(`Required Deposit (${deposit}%)`)).toBeTruthy();
    expect(article.textContent).toContain('We accept Zelle, check, cash');
    expect(paymentTermsDisagreements(article.textContent ?? '', quote)).toEqual([]);
  });

  it('the signing page states the document deposit and nothing that disagrees', async () => {
    const lookup = {
      type: 'quote',
      data: quote,
      company: { ...settings, timeZone: 'America/Chicago' },
      status: 'pending',
      state: 'open',
      expiredOn: null,
      snapshotHash: 'a'.repeat(64),
      disclosure: { version: 'v1', text: 'You sign electronically.' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/view') ? new Response(null, { status: 204 }) : new Response(JSON.stringify(lookup), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
    );
    render(<SigningPage token="AbCdEfGhIjKlMnOpQrStUvWxYz012345" />);
    expect(await screen.findByRole('heading', { name: 'Review & Sign Your Quote' })).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).toContain(terms);
    expect(paymentTermsDisagreements(page, quote)).toEqual([]);
  });
});

it('writes the terms the issue quotes for a 50% deposit', () => {
  expect(paymentTermsSentence({ total: '2962.57', depositAmount: '1481.29' })).toBe('50% deposit ($1,481.29) to schedule the work, balance ($1,481.28) on completion.');
});

it('the check catches the contradiction issue 14 saw (Settings split beside the document deposit)', () => {
  const half = quoteAt(50);
  expect(paymentTermsDisagreements(`Required Deposit (50%) ${OLD_STORED_METHODS}`, half)).toEqual(['states 60%, the deposit is 50%', 'states 40%, the deposit is 50%']);
  expect(paymentTermsDisagreements('50% deposit ($1.00) to schedule the work, balance ($2.00) on completion.', half)).toHaveLength(2);
});
