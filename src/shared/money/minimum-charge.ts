import Big from 'big.js';
import { computeTotals, toBig, type Decimalish, type LineFigures } from './money.ts';

/**
 * The company's minimum job charge (issue 15 item 6, Settings). A quote whose total falls under it
 * gets a visible flat line named MINIMUM_JOB_CHARGE that brings the total up to it. The form adds
 * that line where staff see it, and they may remove it; the server only recomputes the line like
 * any other and never adds money of its own.
 */
export const MINIMUM_JOB_CHARGE = 'Minimum job charge';

export interface MinimumChargeInput {
  /** The document's lines, without its minimum job charge line. */
  lineItems: readonly LineFigures[];
  discountRate?: Decimalish;
}

/** Whether a line is the minimum job charge line (flat, named so). */
export function isMinimumChargeLine(line: { description?: string | null; unit?: string | null }): boolean {
  return line.unit === 'flat' && (line.description ?? '').trim().toLowerCase() === MINIMUM_JOB_CHARGE.toLowerCase();
}

/**
 * The flat amount that brings the total up to the minimum: the least amount (to the cent) whose
 * total after the document's discount reaches it. Null when no line is needed: no minimum, nothing
 * priced yet, a total already at or over it, or a 100% discount (no amount would reach it).
 */
export function minimumChargeTopUp(input: MinimumChargeInput, minimum: Decimalish): string | null {
  const floor = toBig(minimum);
  const totals = computeTotals({ lineItems: input.lineItems, discountRate: input.discountRate });
  const total = toBig(totals.total);
  if (floor.lte(0) || total.lte(0) || total.gte(floor)) return null;
  const keep = new Big(100).minus(toBig(totals.discountRate)).div(100);
  if (keep.lte(0)) return null;
  const subtotal = toBig(totals.subtotal);
  const totalWith = (extra: Big): Big => toBig(computeTotals({ lineItems: [...input.lineItems, { unit: 'flat', rate: extra.toFixed(2) }], discountRate: input.discountRate }).total);
  // The subtotal that reaches the minimum after the discount, rounded up to the cent, then moved a
  // cent at a time for the discount's own rounding (at most a step or two).
  let extra = floor.div(keep).round(2, Big.roundUp).minus(subtotal);
  if (extra.lt(0)) extra = new Big(0);
  while (totalWith(extra).lt(floor)) extra = extra.plus('0.01');
  while (extra.gt(0) && totalWith(extra.minus('0.01')).gte(floor)) extra = extra.minus('0.01');
  return extra.toFixed(2);
}
