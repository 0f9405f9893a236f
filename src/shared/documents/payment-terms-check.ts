import { depositPercentOf, formatMoney, type Decimalish } from '../money/money.ts';

/**
 * Tests only: what a paper's text must say about payment for a document with these figures, and
 * whatever it says that disagrees (a percentage other than the deposit's, or a "n% deposit ($x)" /
 * "balance ($y)" pair with other figures). Used by the preview, signing page, PDF, signed PDF and
 * e-mail tests so that each paper is held to the same rule.
 */
export function paymentTermsDisagreements(text: string, figures: { total: Decimalish; depositAmount: Decimalish; balanceDue: Decimalish }): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const percent = depositPercentOf(figures.depositAmount, figures.total);
  const problems: string[] = [];
  for (const [found] of flat.matchAll(/\d+(?:\.\d+)?\s*%/g)) {
    if (Number(found.replace(/\s*%$/, '')) !== percent) problems.push(`states ${found}, the deposit is ${percent}%`);
  }
  for (const [, amount] of flat.matchAll(/deposit \((\$[\d,.]+)\)/gi)) {
    if (amount !== formatMoney(figures.depositAmount)) problems.push(`deposit (${amount}), the deposit is ${formatMoney(figures.depositAmount)}`);
  }
  for (const [, amount] of flat.matchAll(/balance \((\$[\d,.]+)\)/gi)) {
    if (amount !== formatMoney(figures.balanceDue)) problems.push(`balance (${amount}), the balance is ${formatMoney(figures.balanceDue)}`);
  }
  return problems;
}

/** The deposits issue 14 asks every paper to be checked at. */
export const CHECKED_DEPOSITS = [25, 50, 60, 100] as const;
