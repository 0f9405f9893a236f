import Big from 'big.js';
import { lineUnitOf, unitTakesDimensions } from '../documents/line-units.ts';

/**
 * The one place where money and areas are computed and rounded (DESIGN.md 'Money').
 * Every figure is a decimal string at the boundary ("1234.50"); inside, big.js keeps it exact.
 * Rounding is half-up on cents, never on floats.
 */

export type Decimalish = string | number | null | undefined;

export const DEFAULT_DEPOSIT_PERCENTAGE = 60;
export const DEFAULT_TAX_RATE = '8.25';

/** Parses what a person typed; anything non-numeric or negative counts as 0 (SPEC.md section 5). */
export function toBig(value: Decimalish): Big {
  if (value === null || value === undefined) return new Big(0);
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '0') : value.trim().replace(/[$,\s]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return new Big(0);
  const big = new Big(text);
  return big.lt(0) ? new Big(0) : big;
}

const round2 = (value: Big): Big => value.round(2, Big.roundHalfUp);

/** "1234.5" -> "1234.50" (half-up). */
export function toMoneyString(value: Decimalish | Big): string {
  return round2(value instanceof Big ? value : toBig(value)).toFixed(2);
}

/** "1481.29" -> 148129: whole cents for a payment provider (half-up). */
export function toCents(value: Decimalish | Big): number {
  return Number(round2(value instanceof Big ? value : toBig(value)).times(100).toFixed(0));
}

/** 148129 -> "1481.29": a provider's cents back to a figure. */
export function fromCents(cents: number): string {
  return new Big(Math.trunc(cents)).div(100).toFixed(2);
}

export interface LineFigures {
  /** 'sqft' (default), 'lf', 'each' or 'flat'; see line-units.ts. */
  unit?: string | null;
  useDimensions?: boolean | null;
  length?: Decimalish;
  width?: Decimalish;
  quantity?: Decimalish;
  rate?: Decimalish;
}

export interface ComputedLine {
  /** Area or count, 2 decimals. */
  quantity: string;
  rate: string;
  /** quantity x rate, rounded half-up to the cent. */
  amount: string;
}

/**
 * The quantity a line is priced on: a sq ft line with dimensions is length x width, a flat line
 * is 1 (its rate is the price), any other line is the quantity given.
 */
export function lineQuantityOf(item: LineFigures): Big {
  const unit = lineUnitOf(item);
  if (unit === 'flat') return new Big(1);
  if (item.useDimensions && unitTakesDimensions(unit)) return round2(toBig(item.length).times(toBig(item.width)));
  return round2(toBig(item.quantity));
}

/** The line total is round(quantity x rate, 2), the quantity as lineQuantityOf gives it. */
export function computeLine(item: LineFigures): ComputedLine {
  const quantity = lineQuantityOf(item);
  const rate = round2(toBig(item.rate));
  return { quantity: quantity.toFixed(2), rate: rate.toFixed(2), amount: round2(quantity.times(rate)).toFixed(2) };
}

export interface TotalsInput {
  lineItems: readonly LineFigures[];
  /** Percent, 0 to 100. */
  discountRate?: Decimalish;
  /** Percent, 0 to 100; empty or 0 means the default of 60. */
  depositPercentage?: Decimalish;
}

export interface Totals {
  subtotal: string;
  discountRate: string;
  discountAmount: string;
  total: string;
  depositPercentage: string;
  depositAmount: string;
  balanceDue: string;
}

export function effectiveDepositPercentage(value: Decimalish): Big {
  const pct = toBig(value);
  if (pct.eq(0)) return new Big(DEFAULT_DEPOSIT_PERCENTAGE);
  return pct.gt(100) ? new Big(100) : pct;
}

export function clampPercent(value: Decimalish): Big {
  const pct = toBig(value);
  return pct.gt(100) ? new Big(100) : pct;
}

/**
 * subtotal = sum of line totals; discount = round(subtotal x rate / 100); total = subtotal - discount;
 * deposit = round(total x deposit% / 100); balance = total - deposit.
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = input.lineItems.reduce((sum, item) => sum.plus(computeLine(item).amount), new Big(0));
  const discountRate = clampPercent(input.discountRate);
  const discountAmount = round2(subtotal.times(discountRate).div(100));
  const total = subtotal.minus(discountAmount);
  const depositPercentage = effectiveDepositPercentage(input.depositPercentage);
  const depositAmount = round2(total.times(depositPercentage).div(100));
  return {
    subtotal: subtotal.toFixed(2),
    discountRate: discountRate.toFixed(2),
    discountAmount: discountAmount.toFixed(2),
    total: total.toFixed(2),
    depositPercentage: depositPercentage.toFixed(2),
    depositAmount: depositAmount.toFixed(2),
    balanceDue: total.minus(depositAmount).toFixed(2),
  };
}

/**
 * The largest figure a document may hold: money and areas are stored as numeric(12,2), so
 * 9,999,999,999.99. Checked on every computed figure (areas, line totals, subtotal, deposit...)
 * so that a 1e9 x 1e9 line is a 400 naming it, not an overflow in the database.
 */
export const MAX_FIGURE = '9999999999.99';

export function exceedsMaxFigure(value: Decimalish | Big): boolean {
  return (value instanceof Big ? value : toBig(value)).abs().gt(MAX_FIGURE);
}

/** Sum of money strings, exact. */
export function sumMoney(values: readonly Decimalish[]): string {
  return values.reduce<Big>((sum, value) => sum.plus(toBig(value)), new Big(0)).toFixed(2);
}

export function moneyEquals(a: Decimalish, b: Decimalish): boolean {
  return toBig(a).eq(toBig(b));
}

/** Deposit shown as a percentage of the total: depositAmount / total, rounded to a whole percent. */
export function depositPercentOf(depositAmount: Decimalish, total: Decimalish): number {
  const t = toBig(total);
  if (t.eq(0)) return 0;
  return Number(toBig(depositAmount).div(t).times(100).round(0, Big.roundHalfUp).toString());
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1234.5" -> "$1,234.50". */
export function formatMoney(value: Decimalish): string {
  const [whole = '0', cents = '00'] = toMoneyString(value).split('.');
  return `$${groupThousands(whole)}.${cents}`;
}

/** Area shown with 1 decimal: "506.25" -> "506.3". */
export function formatArea(value: Decimalish): string {
  const [whole = '0', tenths = '0'] = toBig(value).round(1, Big.roundHalfUp).toFixed(1).split('.');
  return `${groupThousands(whole)}.${tenths}`;
}

/**
 * A quantity as printed beside its unit: exact to the stored cent, thousands grouped, trailing
 * zeros dropped ("528.00" -> "528", "506.25" -> "506.25"), so quantity x rate on the paper is the
 * line's amount (a rounded area such as 506.3 would not be).
 */
export function formatQuantity(value: Decimalish): string {
  const [whole = '0', fraction = ''] = round2(toBig(value)).toFixed(2).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${groupThousands(whole)}.${trimmed}` : groupThousands(whole);
}

