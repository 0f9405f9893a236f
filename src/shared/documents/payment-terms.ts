import { depositPercentOf, formatMoney, toBig, type Decimalish } from '../money/money.ts';
import { formatPercent } from '../money/percent.ts';

/** The figures of a quote or invoice that its payment terms are written from. */
export interface PaymentTermsFigures {
  total: Decimalish;
  depositAmount: Decimalish;
}

/**
 * The payment terms sentence of one document, written from its own deposit so that it can never
 * disagree with the "Required Deposit (n%)" line beside it (issue 14: a 50% quote printed the
 * Settings text "60% initial payment, 40% on completion"). The percentage is the one that line
 * shows (depositAmount / total, rounded); the balance is total minus deposit, as on the totals.
 * Every paper (preview, signing page, PDF, signed PDF, e-mail) prints this sentence.
 */
export function paymentTermsSentence(figures: PaymentTermsFigures): string {
  const total = toBig(figures.total);
  const deposit = toBig(figures.depositAmount);
  const balance = total.minus(deposit);
  if (deposit.lte(0)) return `Payment in full (${formatMoney(total.toFixed(2))}) on completion.`;
  if (balance.lte(0)) return `Payment in full (${formatMoney(total.toFixed(2))}) to schedule the work.`;
  const percent = formatPercent(depositPercentOf(deposit.toFixed(2), total.toFixed(2)));
  return `${percent} deposit (${formatMoney(deposit.toFixed(2))}) to schedule the work, balance (${formatMoney(balance.toFixed(2))}) on completion.`;
}

/**
 * A fixed split such as "Payment terms: 60% initial payment, 40% on completion." The old default
 * Settings text carried it, and every office that saved Settings (or was seeded) stores that text,
 * so changing the default alone would leave their papers contradicting a 50% deposit. The split
 * is now written per document, so this one sentence is dropped wherever Settings text is printed;
 * the payment methods and any other wording stay as the office wrote them.
 */
const FIXED_SPLIT = /(?:payment terms:\s*)?\d+(?:\.\d+)?\s*%\s*(?:initial payment|deposit|down)[^.%\n]*?,\s*\d+(?:\.\d+)?\s*%\s*(?:on|upon|at|after)\s+completion\.?\s*/gi;

/** The Settings payment text without a fixed percentage split (see FIXED_SPLIT). */
export function paymentMethodsText(settingsText: string): string {
  return settingsText.replace(FIXED_SPLIT, '').trim();
}
