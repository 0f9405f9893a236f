import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { computeLine, computeTotals, toMoneyString } from '#shared/money/money.ts';

/**
 * A request that states its own subtotal or total ('TOTAL $25,323.00', 'Subtotal: 4,212.50') is a
 * check on the reading: a draft that comes to neither figure misread something. When exactly one
 * small repair makes the draft agree with what the request states, that reading is the one meant:
 *   - one line left out (a row that restated another, a figure that was no line);
 *   - one line's rate or quantity replaced by another figure written in the request (a count read as
 *     the price, a size read from the wrong row).
 * Two or more repairs that would agree are a guess, so the draft stays as read (and source-spans.ts
 * flags the disagreement for staff).
 */

export const STATED_TOTAL = /\b(sub\s?-?total|grand\s+total|total|ext(?:ended)?\s+total)\b[^\n$\d]{0,60}\$?[ \t]?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/gi;

/** The subtotals and totals the request states, as money strings ('25323.00'). */
export function statedTotals(text: string): { label: string; amount: string; start: number; end: number }[] {
  const found: { label: string; amount: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(STATED_TOTAL)) {
    if (found.length >= 20) break;
    // '264 sf total, flake 5.45', 'TOTAL SQ FT 1,848': a total of an area or a length, not of money.
    if (/\d\s*(?:sf|sq\.?\s*f(?:ee)?t|square\s+f(?:ee|oo)t|lf|lin(?:ear)?\.?\s*f(?:ee)?t|ft|feet)\.?\s*$/i.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    if (/^\s*(?:sq|sf|square|lf|lin|linear|area|footage)\b/i.test(text.slice(m.index + m[1]!.length, m.index + m[1]!.length + 12))) continue;
    found.push({ label: m[1]!.toLowerCase(), amount: toMoneyString(m[2]!.replace(/,/g, '')), start: m.index, end: m.index + m[0].length });
  }
  return found;
}

const FIGURE = /(?<![\d.])\$?(\d{1,3}(?:,\d{3})+|\d{1,6})(\.\d{1,2})?(?![\d])/g;
const MAX_FIGURES = 150;

const cents = (n: number): number => Math.round(n * 100);

export function agreeWithStatedTotal(text: string, lines: ExtractedLineItem[], discountRate: number): ExtractedLineItem[] {
  if (lines.length === 0 || lines.length > 30) return lines;
  const said = statedTotals(text);
  const stated = new Set(said.map((s) => s.amount));
  if (stated.size === 0) return lines;
  const agrees = (candidate: readonly ExtractedLineItem[]): boolean => {
    const totals = computeTotals({ lineItems: candidate, discountRate, depositPercentage: 0 });
    return stated.has(totals.subtotal) || stated.has(totals.total);
  };
  if (agrees(lines)) return lines;
  // Quick sums in cents to find candidates; each one found is checked with the money module.
  const amounts = lines.map((l) => cents(Number(computeLine(l).amount)));
  const sum = amounts.reduce((a, b) => a + b, 0);
  // A section's subtotal ('Subtotal 44,366.00' above the cove row) is part of the whole: a repair
  // aims at the largest figure stated, the whole job's.
  const targets = [Math.max(...[...stated].map((s) => cents(Number(s))))];
  const totalAfter = (subtotal: number): number => subtotal - Math.round((subtotal * discountRate) / 100);
  const hits = (subtotal: number): boolean => targets.some((t) => Math.abs(t - subtotal) <= 1 || Math.abs(t - totalAfter(subtotal)) <= 1);

  const repairs: ExtractedLineItem[][] = [];
  // Repairs with the same figures are one reading (either of two identical rows left out).
  const seen = new Set<string>();
  const consider = (candidate: ExtractedLineItem[]): void => {
    const key = candidate.map((l) => `${l.quantity}@${l.rate}`).sort().join(' ');
    if (repairs.length > 2 || seen.has(key)) return;
    seen.add(key);
    const totals = computeTotals({ lineItems: candidate, discountRate, depositPercentage: 0 });
    if ([totals.subtotal, totals.total].some((t) => Math.abs(cents(Number(t)) - targets[0]!) === 0)) repairs.push(candidate);
  };
  // A line goes only to meet a whole job's total: a sheet's section subtotal leaves rows out by design.
  const wholeTotal = said.some((s) => !s.label.startsWith('sub') && cents(Number(s.amount)) === targets[0]);
  // The later of two identical lines is the one that goes.
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (wholeTotal && lines.length > 1 && hits(sum - amounts[i]!)) consider(lines.filter((_, k) => k !== i));
  }
  const figures = new Set<number>();
  for (const m of text.matchAll(FIGURE)) {
    if (figures.size >= MAX_FIGURES) break;
    const value = Number(`${m[1]!.replace(/,/g, '')}${m[2] ?? ''}`);
    if (value > 0) figures.add(value);
  }
  lines.forEach((line, i) => {
    const others = sum - amounts[i]!;
    const quantity = Number(computeLine(line).quantity);
    for (const value of figures) {
      if (value !== line.rate && hits(others + cents(quantity * value))) consider(lines.map((l, k) => (k === i ? { ...l, rate: value } : l)));
      if (!line.useDimensions && value !== line.quantity && hits(others + cents(value * line.rate))) consider(lines.map((l, k) => (k === i ? { ...l, quantity: value } : l)));
    }
  });
  return repairs.length === 1 ? repairs[0]! : lines;
}
