import type { ExtractedDraft } from '#shared/assistant/extracted-draft.ts';
import type { FieldSource } from '#shared/assistant/field-sources.ts';

/**
 * The LLM path's provenance (issue 12 item 2): the model names, for each value, the words of the
 * request it took it from; here those words are looked up in the request to make spans, and every
 * figure is checked against them. A model can quote words that are not there or put a price in the
 * draft that nobody said, so nothing it claims is taken on trust: what cannot be found or does not
 * match is flagged for staff, never silently kept.
 */

/** One entry of the model's `sources` array. */
export interface ProviderQuote {
  field: string;
  quote: string | null;
}

/** A value whose quoted words were found and agree with it. */
const SURE = 0.9;
/** Found, but the words only loosely support the value (an e-mail said aloud). */
const LOOSE = 0.6;
/** No usable words for the value. */
const UNSOURCED = 0.3;

type Kind = 'words' | 'phone' | 'email' | 'price' | 'size' | 'count' | 'percent';

interface Value {
  field: string;
  kind: Kind;
  value: string | number;
}

/** The values of a draft that staff may want traced back, with the kind of check each one gets. */
function draftValues(draft: ExtractedDraft): Value[] {
  const values: Value[] = [];
  const text = (field: string, value: string | null, kind: Kind = 'words') => {
    if (value !== null && value.trim() !== '') values.push({ field, kind, value });
  };
  text('customerName', draft.customerName);
  text('customerPhone', draft.customerPhone, 'phone');
  text('customerEmail', draft.customerEmail, 'email');
  text('customerAddress', draft.customerAddress);
  text('projectTitle', draft.projectTitle);
  draft.lineItems.forEach((item, i) => {
    text(`lineItems.${i}.description`, item.description);
    if (item.useDimensions && item.length !== null && item.width !== null) {
      values.push({ field: `lineItems.${i}.length`, kind: 'size', value: item.length }, { field: `lineItems.${i}.width`, kind: 'size', value: item.width });
    } else {
      values.push({ field: `lineItems.${i}.quantity`, kind: 'count', value: item.quantity });
    }
    values.push({ field: `lineItems.${i}.rate`, kind: 'price', value: item.rate });
  });
  values.push({ field: 'discountRate', kind: 'percent', value: draft.discountRate }, { field: 'depositPercentage', kind: 'percent', value: draft.depositPercentage });
  return values;
}

/** 'lineItems[0].rate' and 'lineItems.0.rate' name the same field. */
const normaliseField = (field: string): string => field.trim().replace(/\[(\d+)\]/g, '.$1');

export function sourcesFromQuotes(draft: ExtractedDraft, quotes: readonly ProviderQuote[], requestText: string, defaults: { depositPercentage: number }): FieldSource[] {
  const quoteOf = new Map<string, string>();
  for (const { field, quote } of quotes) {
    const name = normaliseField(field);
    if (quote !== null && quote.trim() !== '' && !quoteOf.has(name)) quoteOf.set(name, quote);
  }
  const sources: FieldSource[] = [];
  const locate = quoteLocator(requestText);
  for (const value of draftValues(draft)) {
    const quote = quoteOf.get(value.field) ?? null;
    // No discount and the usual deposit are what a request that says nothing means: nothing to trace.
    if (quote === null && value.field === 'discountRate' && value.value === 0) continue;
    if (quote === null && value.field === 'depositPercentage' && value.value === defaults.depositPercentage) continue;
    sources.push(checkValue(value, quote, requestText, locate));
  }
  // An area given as length by width: its quantity is their product, sourced where they are.
  draft.lineItems.forEach((item, i) => {
    if (!(item.useDimensions && item.length !== null && item.width !== null)) return;
    const sides = sources.filter((s) => s.field === `lineItems.${i}.length` || s.field === `lineItems.${i}.width`);
    const spans = sides.filter((s) => s.start !== null && s.end !== null);
    const both = spans.length === 2;
    sources.push({
      field: `lineItems.${i}.quantity`,
      start: both ? Math.min(...spans.map((s) => s.start!)) : null,
      end: both ? Math.max(...spans.map((s) => s.end!)) : null,
      confidence: Math.min(...sides.map((s) => s.confidence)),
      flag: null,
    });
  });
  return sources;
}

function checkValue({ field, kind, value }: Value, quote: string | null, text: string, locate: (quote: string) => { start: number; end: number } | null): FieldSource {
  const shown = describe(kind, value);
  if (quote === null) {
    const absent = (kind === 'price' || kind === 'size' || kind === 'percent') && !numberIn(kind, Number(value), text);
    return {
      field,
      start: null,
      end: null,
      confidence: UNSOURCED,
      flag: clip(absent ? `${shown} does not appear in the request` : `The AI did not say which words of the request gave ${shown}`),
    };
  }
  const span = locate(quote);
  if (!span) {
    return { field, start: null, end: null, confidence: UNSOURCED, flag: clip(`The words the AI quoted for ${shown} (“${quote}”) are not in the request`) };
  }
  const words = text.slice(span.start, span.end);
  const at = { field, start: span.start, end: span.end };
  switch (kind) {
    case 'words':
      return { ...at, confidence: SURE, flag: null };
    case 'phone': {
      const digits = words.replace(/[Oo]/g, '0').replace(/[lI]/g, '1').replace(/\D/g, '');
      return digits.includes(String(value))
        ? { ...at, confidence: SURE, flag: null }
        : { ...at, confidence: LOOSE, flag: clip(`The phone number ${shown} is not spelled out as digits in “${words}”`) };
    }
    case 'email':
      // Said aloud ("v iyer at iyer motors dot com") it cannot match letter for letter: worth a look, not an alarm.
      return { ...at, confidence: words.toLowerCase().replace(/\s+/g, '').includes(String(value).toLowerCase()) ? SURE : LOOSE, flag: null };
    case 'count':
      // A flat fee is one of it whether or not the words say "1".
      if (value === 1 || numberIn(kind, Number(value), words)) return { ...at, confidence: SURE, flag: null };
      return { ...at, confidence: UNSOURCED, flag: clip(numberMismatch(shown, words, numberIn(kind, Number(value), text))) };
    default:
      if (numberIn(kind, Number(value), words)) return { ...at, confidence: SURE, flag: null };
      return { ...at, confidence: UNSOURCED, flag: clip(numberMismatch(shown, words, numberIn(kind, Number(value), text))) };
  }
}

function numberMismatch(shown: string, words: string, elsewhere: boolean): string {
  if (!/\d/.test(words)) return `${shown} was read from words (“${words}”): check the figure`;
  return elsewhere ? `${shown} is not in the words the AI quoted (“${words}”)` : `${shown} does not appear in the request`;
}

function describe(kind: Kind, value: string | number): string {
  if (kind === 'price') return `$${Number(value).toFixed(2)}`;
  if (kind === 'size') return `${value} ft`;
  if (kind === 'percent') return `${value}%`;
  return String(value);
}

const clip = (flag: string): string => (flag.length > 300 ? `${flag.slice(0, 297)}...` : flag);

/** Digits as written: 1,250.50 and .75 included; numbers inside longer digit runs are not split out. */
function numbersIn(text: string): number[] {
  return [...text.slice(0, 250_000).matchAll(/\d[\d,]*(?:\.\d+)?|\.\d+/g)].map((m) => Number(m[0].replace(/,/g, ''))).filter(Number.isFinite);
}

const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** Whether `value` is written in `text`: as it is, or for a size as inches (6 in = 0.5 ft) or feet and inches (12' 6" = 12.5). */
function numberIn(kind: Kind, value: number, text: string): boolean {
  const numbers = numbersIn(text);
  if (numbers.some((n) => same(n, value))) return true;
  if (kind !== 'size') return false;
  return numbers.some((n, i) => same(n / 12, value) || (i + 1 < numbers.length && numbers[i + 1]! < 12 && same(n + numbers[i + 1]! / 12, value)));
}

/**
 * Where `quote` sits in `text`, ignoring case and differences in white space (a model quotes
 * "Garage  24 x 26" as "garage 24 x 26"), and curly against straight quote marks. UTF-16 offsets
 * into `text`; the first place it occurs; null when it is not there.
 */
export function locateQuote(text: string, quote: string): { start: number; end: number } | null {
  return quoteLocator(text)(quote);
}

/** locateQuote for many quotes in one text: the text is folded once (a request can be 120,000 characters). */
export function quoteLocator(text: string): (quote: string) => { start: number; end: number } | null {
  const hay = fold(text);
  const folded = hay.chars.join('');
  return (quote) => {
    const needle = fold(quote.trim()).chars.join('');
    if (needle === '') return null;
    const at = folded.indexOf(needle);
    if (at < 0) return null;
    return { start: hay.origin[at]!, end: hay.origin[at + needle.length - 1]! + 1 };
  };
}

/** The text lower-cased with every run of white space as one space; origin[i] is where folded char i came from. */
function fold(text: string): { chars: string[]; origin: number[] } {
  const chars: string[] = [];
  const origin: number[] = [];
  let lastWasSpace = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (!lastWasSpace) {
        chars.push(' ');
        origin.push(i);
      }
      lastWasSpace = true;
      continue;
    }
    lastWasSpace = false;
    const folded = ch.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').toLowerCase();
    // Lower-casing keeps one UTF-16 unit per unit for everything but a few letters (İ): each keeps its origin.
    for (const unit of folded) {
      chars.push(unit);
      origin.push(i);
    }
  }
  return { chars, origin };
}
