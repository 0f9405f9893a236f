import { describe, expect, it } from 'vitest';
import { acceptLabel, choiceText, offeredRangeOf, isChoiceProblem, optionFigures, optionsRangeText, resolveChoice, type QuoteChoice } from './quote-options.ts';

const line = (id: string, description: string, quantity: number, rate: number, unit: 'sqft' | 'lf' | 'each' | 'flat' = 'sqft') => ({ id, description, unit, useDimensions: false, quantity, rate, amount: (Math.round(quantity * rate * 100) / 100).toFixed(2) });

const quote = {
  lineItems: [],
  discountRate: '5',
  depositPercentage: '50',
  options: [
    { id: 'good', name: 'Good: solid color epoxy', lineItems: [line('g1', 'Solid color epoxy', 480, 4.25)] },
    { id: 'better', name: 'Better: full flake', lineItems: [line('b1', 'Full flake epoxy', 480, 5.5)] },
    { id: 'best', name: 'Best: polyaspartic flake', lineItems: [line('x1', 'Polyaspartic flake', 480, 7.25)] },
  ],
  addOns: [line('cove', 'Cove base', 40, 8.1, 'lf'), line('moisture', 'Moisture barrier', 480, 1.25)],
};

const chosen = (optionId: string, addOnIds: string[] = []): QuoteChoice => {
  const choice = resolveChoice(quote, { optionId, addOnIds });
  if (isChoiceProblem(choice)) throw new Error(choice.problem);
  return choice;
};

describe('options on a quote', () => {
  it.each([
    // option, add-ons, subtotal, discount (5%), total, deposit (50%), balance
    ['good', [], '2040.00', '102.00', '1938.00', '969.00', '969.00'],
    ['better', [], '2640.00', '132.00', '2508.00', '1254.00', '1254.00'],
    ['best', [], '3480.00', '174.00', '3306.00', '1653.00', '1653.00'],
    ['better', ['cove'], '2964.00', '148.20', '2815.80', '1407.90', '1407.90'],
    ['good', ['moisture', 'cove'], '2964.00', '148.20', '2815.80', '1407.90', '1407.90'],
  ])('prices %s with add-ons %j: every figure from the money module', (optionId, addOnIds, subtotal, discountAmount, total, depositAmount, balanceDue) => {
    expect(chosen(optionId, addOnIds)).toMatchObject({ subtotal, discountAmount, total, depositAmount, balanceDue });
  });

  it('rounds half-up on cents, per option', () => {
    // 333 sq ft x $4.75 = 1581.75; 5% = 79.0875 -> 79.09; total 1502.66; 60% = 901.596 -> 901.60.
    const figures = optionFigures([], [line('a', 'Flake', 333, 4.75)], { discountRate: 5, depositPercentage: 60 });
    expect(figures).toEqual({ subtotal: '1581.75', discountAmount: '79.09', total: '1502.66', depositAmount: '901.60', balanceDue: '601.06' });
  });

  it("adds the quote's own lines (in every option) to each option", () => {
    const prep = [line('p', 'Diamond grind', 480, 0.75)];
    expect(optionFigures(prep, quote.options[0]!.lineItems, { discountRate: 0, depositPercentage: 0 })).toMatchObject({ subtotal: '2400.00', total: '2400.00', depositAmount: '1440.00', balanceDue: '960.00' });
  });

  it('lists the ticked add-ons in the order the quote offers them, with their amounts', () => {
    const choice = chosen('better', ['moisture', 'cove']);
    expect(choice.addOnIds).toEqual(['cove', 'moisture']);
    expect(choice.addOns).toEqual([
      { id: 'cove', description: 'Cove base', amount: '324.00' },
      { id: 'moisture', description: 'Moisture barrier', amount: '600.00' },
    ]);
    expect(choice.optionName).toBe('Better: full flake');
    expect(choiceText(choice)).toBe('Better: full flake + Cove base, Moisture barrier');
    expect(acceptLabel(choice)).toBe('Accept Better: full flake, $3,385.80');
  });

  it('refuses an option or add-on the quote does not offer, and an add-on named twice', () => {
    expect(resolveChoice(quote, { optionId: 'premium', addOnIds: [] })).toEqual({ problem: 'choice.optionId: this quote has no option "premium"' });
    expect(resolveChoice(quote, { optionId: 'good', addOnIds: ['heated'] })).toEqual({ problem: 'choice.addOnIds: this quote has no add-on "heated"' });
    expect(resolveChoice(quote, { optionId: 'good', addOnIds: ['cove', 'cove'] })).toEqual({ problem: 'choice.addOnIds: add-on "cove" is named twice' });
  });

  it('writes the range of totals for the list and the papers', () => {
    const options = quote.options.map((option) => optionFigures([], option.lineItems, quote));
    expect(optionsRangeText(options)).toBe('3 options: $1,938.00 – $3,306.00');
    expect(optionsRangeText([{ total: '10.00' }, { total: '10.00' }])).toBe('2 options: $10.00');
    expect(optionsRangeText([])).toBeNull();
  });

  it('gives a list card the range of a quote offering options, and nothing once one is chosen', () => {
    const offered = { total: '0.00', options: [{ total: '2412.00' }, { total: '3118.50' }, { total: '3950.00' }] };
    expect(offeredRangeOf(offered)).toBe('3 options: $2,412.00 – $3,950.00');
    expect(offeredRangeOf({ ...offered, choice: { optionId: 'b' } })).toBeNull();
    expect(offeredRangeOf({ total: '10.00', options: [] })).toBeNull();
    expect(offeredRangeOf({ total: '10.00' })).toBeNull();
  });
});
