import type { ExtractedDraft } from '#shared/assistant/extracted-draft.ts';
import type { FieldSource } from '#shared/assistant/field-sources.ts';
import { computeLine, computeTotals, toBig, toMoneyString } from '#shared/money/money.ts';
import { statedTotals } from './terms/stated-total.ts';

/**
 * Where each value of the embedded reader's draft sits in the request (issue 12 item 2). The reader
 * normalises the text before reading it (spoken numbers, corrections, tables), so spans are found
 * afterwards by looking for each value's own words in the original text: a value written out
 * verbatim gets its span and a high confidence; one the reader had to work out (a phone said digit
 * by digit, an e-mail said aloud, a quantity from length x width) gets a lower confidence, and the
 * editor marks it to check.
 */

interface Span {
  start: number;
  end: number;
}

const FOUND = 0.9;
const WORKED_OUT = 0.6;

function source(field: string, span: Span | null, confidence: number, flag: string | null = null): FieldSource {
  return { field, start: span?.start ?? null, end: span?.end ?? null, confidence: span ? confidence : Math.min(confidence, WORKED_OUT), flag };
}

function findIgnoringCase(text: string, lowerText: string, needle: string): Span | null {
  const n = needle.trim().toLowerCase();
  if (!n) return null;
  const at = lowerText.indexOf(n);
  return at === -1 ? null : { start: at, end: at + n.length };
}

// Digits with the separators people put in phone numbers; bounded, so linear.
const PHONE_LIKE = /[(+\d][\d\s().\-/]{8,22}\d/g;

function findPhone(text: string, digits: string): Span | null {
  for (const m of text.matchAll(PHONE_LIKE)) {
    const found = m[0].replace(/\D/g, '');
    const offset = found.indexOf(digits);
    if (offset !== -1 && (found.length === 10 || found.length === 11)) return { start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** Where each number is written, by its value in cents: '$1,250.00' at 40..49 is under 125000. */
type NumberIndex = Map<number, Span[]>;

function indexNumbers(text: string): NumberIndex {
  const index: NumberIndex = new Map();
  for (const m of text.matchAll(/\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$?\d+(?:\.\d+)?|\$?\.\d+/g)) {
    const value = Number(m[0].replace(/[$,]/g, ''));
    if (!Number.isFinite(value)) continue;
    const key = Math.round(value * 100);
    const spans = index.get(key) ?? [];
    spans.push({ start: m.index, end: m.index + m[0].length });
    index.set(key, spans);
  }
  return index;
}

/** The first place `value` is written at or after `after` (else anywhere); spans are in text order. */
function findNumber(index: NumberIndex, value: number, after = 0): Span | null {
  const spans = index.get(Math.round(value * 100));
  if (!spans) return null;
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start < after) lo = mid + 1;
    else hi = mid;
  }
  return spans[lo] ?? spans[0] ?? null;
}


export function locateSources(text: string, draft: ExtractedDraft): { sources: FieldSource[]; warnings: string[] } {
  const lowerText = text.toLowerCase();
  const numbers = indexNumbers(text);
  const sources: FieldSource[] = [];
  const warnings: string[] = [];

  if (draft.customerName) {
    const whole = findIgnoringCase(text, lowerText, draft.customerName);
    const surname = whole ?? findIgnoringCase(text, lowerText, draft.customerName.split(/\s+/).at(-1) ?? '');
    sources.push(source('customerName', surname, whole ? FOUND : WORKED_OUT));
  }
  if (draft.customerPhone) sources.push(source('customerPhone', findPhone(text, draft.customerPhone), FOUND));
  if (draft.customerEmail) sources.push(source('customerEmail', findIgnoringCase(text, lowerText, draft.customerEmail), FOUND));
  if (draft.customerAddress) {
    const whole = findIgnoringCase(text, lowerText, draft.customerAddress);
    const street = whole ?? findIgnoringCase(text, lowerText, draft.customerAddress.split(',')[0] ?? '');
    sources.push(source('customerAddress', street, whole ? FOUND : 0.8));
  }
  if (draft.projectTitle) {
    const word = draft.projectTitle.split(/[\s\-–—,]+/).find((w) => w.length > 3 && lowerText.includes(w.toLowerCase()));
    sources.push(source('projectTitle', word ? findIgnoringCase(text, lowerText, word) : null, 0.8));
  }
  if (draft.discountRate > 0) sources.push(source('discountRate', findNumber(numbers, draft.discountRate), FOUND));
  const depositSpan = findNumber(numbers, draft.depositPercentage);
  sources.push(source('depositPercentage', depositSpan, depositSpan ? FOUND : 0.8));

  let cursor = 0;
  draft.lineItems.forEach((line, i) => {
    const rate = findNumber(numbers, line.rate, cursor);
    const length = line.length !== null ? findNumber(numbers, line.length, cursor) : null;
    const width = line.width !== null ? findNumber(numbers, line.width, cursor) : null;
    const quantityValue = toBig(computeLine(line).quantity).toNumber();
    const quantity = findNumber(numbers, quantityValue, cursor);
    const firstWord = line.description.split(/[\s\-–—,]+/).find((w) => w.length > 3 && lowerText.includes(w.toLowerCase()));
    sources.push(source(`lineItems.${i}.description`, firstWord ? findIgnoringCase(text, lowerText, firstWord) : null, 0.8));
    sources.push(source(`lineItems.${i}.rate`, rate, FOUND, rate ? null : `$${line.rate} does not appear in the request as written`));
    if (line.length !== null) sources.push(source(`lineItems.${i}.length`, length, FOUND));
    if (line.width !== null) sources.push(source(`lineItems.${i}.width`, width, FOUND));
    // A quantity from length x width is worked out; its words are the two sizes.
    const fromSizes = length && width ? { start: Math.min(length.start, width.start), end: Math.max(length.end, width.end) } : null;
    sources.push(source(`lineItems.${i}.quantity`, quantity ?? fromSizes, quantity ? FOUND : 0.85));
    if (rate) cursor = rate.end;
  });

  // A request that states its own total must agree with the draft's, or staff are told.
  const lines = draft.lineItems;
  if (lines.length > 0) {
    const totals = computeTotals({ lineItems: lines, discountRate: draft.discountRate, depositPercentage: draft.depositPercentage });
    const accepted = new Set([toMoneyString(totals.subtotal), toMoneyString(totals.total)]);
    let stated: { label: string; amount: string; span: Span } | null = null;
    for (const m of statedTotals(text)) {
      const amount = m.amount;
      stated = { label: m.label, amount, span: { start: m.start, end: m.end } };
      if (accepted.has(amount)) {
        stated = null;
        break;
      }
    }
    if (stated) {
      warnings.push(`The request states a ${stated.label} of $${stated.amount}, but the draft comes to $${totals.total} (subtotal $${totals.subtotal}). Check the line items.`);
      for (const s of sources) {
        if (s.field.startsWith('lineItems.') && (s.field.endsWith('.quantity') || s.field.endsWith('.rate'))) {
          s.flag ??= `The request's ${stated.label} ($${stated.amount}) differs from the draft's`;
          s.confidence = Math.min(s.confidence, 0.5);
        }
      }
    }
  }
  return { sources, warnings };
}
