import { computeTotals, effectiveDepositPercentage, formatMoney, toBig, toMoneyString, type LineFigures, type Totals, type Decimalish } from '../money/money.ts';
import { formatPercent } from '../money/percent.ts';

/**
 * Options on a quote (issue 15 item 3): "Good / Better / Best", each with its own lines, plus
 * add-ons the customer may tick that apply to whichever option is chosen.
 *
 * The quote's own lines are the work included in every option (often none); an option's figures
 * are those of the quote's lines plus its own, and a choice adds the ticked add-ons. Every figure
 * comes from computeTotals with the quote's discount and deposit rates, so the form, the signing
 * page, the server and the PDF cannot disagree.
 *
 * No zod here: the signing page imports this file (decision 010).
 */

/** The figures of one option, or of a choice (an option plus its add-ons). */
export type OptionFigures = Pick<Totals, 'subtotal' | 'discountAmount' | 'total' | 'depositAmount' | 'balanceDue'>;

export interface OptionLike<Line> {
  id: string;
  name: string;
  lineItems: readonly Line[];
}

export interface AddOnLike {
  id: string;
  description: string;
  amount?: Decimalish;
}

export interface OptionRates {
  discountRate?: Decimalish;
  depositPercentage?: Decimalish;
}

/** A quote offers two or three options, or none. */
export const MAX_OPTIONS = 3;
export const MIN_OPTIONS = 2;
export const MAX_ADD_ONS = 10;

const figuresOf = (totals: Totals): OptionFigures => ({
  subtotal: totals.subtotal,
  discountAmount: totals.discountAmount,
  total: totals.total,
  depositAmount: totals.depositAmount,
  balanceDue: totals.balanceDue,
});

/** An option's figures: the quote's lines in every option, the option's own lines, and the add-ons given. */
export function optionFigures(commonLines: readonly LineFigures[], optionLines: readonly LineFigures[], rates: OptionRates, addOns: readonly LineFigures[] = []): OptionFigures {
  return figuresOf(computeTotals({ lineItems: [...commonLines, ...optionLines, ...addOns], discountRate: rates.discountRate, depositPercentage: rates.depositPercentage }));
}

export interface QuoteChoiceRequest {
  optionId: string;
  addOnIds: readonly string[];
}

export interface OfferedQuote<Line extends LineFigures> extends OptionRates {
  lineItems: readonly Line[];
  options?: readonly (OptionLike<Line> & Partial<OptionFigures>)[] | null;
  addOns?: readonly (Line & AddOnLike)[] | null;
}

/** What a customer chose, with every figure of it: stored on the quote, in the signed snapshot and on the PDF. */
export interface QuoteChoice extends OptionFigures {
  optionId: string;
  optionName: string;
  addOnIds: string[];
  /** The ticked add-ons as they were offered (description and amount). */
  addOns: { id: string; description: string; amount: string }[];
}

export type ChoiceProblem = { problem: string };

/**
 * The choice a request names, priced by the money module, or why it cannot be taken: an option or
 * add-on the quote does not offer, or the same add-on twice.
 */
export function resolveChoice<Line extends LineFigures & { amount?: Decimalish }>(quote: OfferedQuote<Line>, request: QuoteChoiceRequest): QuoteChoice | ChoiceProblem {
  const options = quote.options ?? [];
  const option = options.find((candidate) => candidate.id === request.optionId);
  if (!option) return { problem: `choice.optionId: this quote has no option "${request.optionId}"` };
  const offered = quote.addOns ?? [];
  const seen = new Set<string>();
  const addOns: (Line & AddOnLike)[] = [];
  for (const id of request.addOnIds) {
    if (seen.has(id)) return { problem: `choice.addOnIds: add-on "${id}" is named twice` };
    seen.add(id);
    const addOn = offered.find((candidate) => candidate.id === id);
    if (!addOn) return { problem: `choice.addOnIds: this quote has no add-on "${id}"` };
    addOns.push(addOn);
  }
  // Add-ons in the order the quote lists them, whatever order they were ticked in.
  addOns.sort((a, b) => offered.indexOf(a) - offered.indexOf(b));
  const figures = optionFigures(quote.lineItems, option.lineItems, quote, addOns);
  return {
    optionId: option.id,
    optionName: option.name,
    addOnIds: addOns.map((addOn) => addOn.id),
    addOns: addOns.map((addOn) => ({ id: addOn.id, description: addOn.description, amount: toMoneyString(addOn.amount) })),
    ...figures,
  };
}

export const isChoiceProblem = (value: QuoteChoice | ChoiceProblem): value is ChoiceProblem => 'problem' in value;

/** "3 options: $2,412.00 – $3,950.00" (lowest to highest total); null without options. */
export function optionsRangeText(options: readonly { total: Decimalish }[] | null | undefined): string | null {
  if (!options || options.length === 0) return null;
  const totals = options.map((option) => toBig(option.total));
  const low = totals.reduce((a, b) => (b.lt(a) ? b : a));
  const high = totals.reduce((a, b) => (b.gt(a) ? b : a));
  const count = `${options.length} option${options.length === 1 ? '' : 's'}`;
  return low.eq(high) ? `${count}: ${formatMoney(low.toFixed(2))}` : `${count}: ${formatMoney(low.toFixed(2))} – ${formatMoney(high.toFixed(2))}`;
}

/** The chosen option and add-ons in words: "Better: full flake + Moisture barrier, Cove base". */
export function choiceText(choice: Pick<QuoteChoice, 'optionName' | 'addOns'>): string {
  return choice.addOns.length === 0 ? choice.optionName : `${choice.optionName} + ${choice.addOns.map((addOn) => addOn.description).join(', ')}`;
}

/** The submit button on the signing page: "Accept Better: full flake, $3,118.50". */
export function acceptLabel(choice: Pick<QuoteChoice, 'optionName' | 'total'>): string {
  return `Accept ${choice.optionName}, ${formatMoney(choice.total)}`;
}

/** Whether a stored document offers options (older rows and snapshots have no such field). */
export function hasOptions(document: { options?: readonly unknown[] | null }): boolean {
  return Array.isArray(document.options) && document.options.length > 0;
}

/**
 * The payment terms of a quote whose customer has not chosen yet: the deposit is the quote's
 * percentage of whichever option is chosen (each option's own deposit is printed beside it).
 */
export function optionsPaymentTerms(depositPercentage: Decimalish): string {
  const percent = effectiveDepositPercentage(depositPercentage);
  if (percent.gte(100)) return 'Payment in full of the option chosen to schedule the work.';
  return `${formatPercent(percent.toFixed(2))} deposit of the option chosen to schedule the work, balance on completion.`;
}

/** The lines a chosen option stands for on the signed copy: the quote's own, the option's, the add-ons ticked. */
export function chosenLines<Line extends { id: string }>(quote: { lineItems: readonly Line[]; options?: readonly OptionLike<Line>[] | null; addOns?: readonly Line[] | null }, choice: Pick<QuoteChoice, 'optionId' | 'addOnIds'>): Line[] {
  const option = (quote.options ?? []).find((candidate) => candidate.id === choice.optionId);
  const addOns = (quote.addOns ?? []).filter((addOn) => choice.addOnIds.includes(addOn.id));
  return [...quote.lineItems, ...(option?.lineItems ?? []), ...addOns];
}

/** What a list card shows instead of one total: the range of a quote (or draft) offering options not yet chosen. */
export function offeredRangeOf(document: unknown): string | null {
  if (typeof document !== 'object' || document === null) return null;
  const { options, choice } = document as { options?: unknown; choice?: unknown };
  if (choice || !Array.isArray(options)) return null;
  return optionsRangeText(options.filter((option): option is { total: Decimalish } => typeof option === 'object' && option !== null && 'total' in option));
}
