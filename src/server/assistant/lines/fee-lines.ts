import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { feeNameBeforePrice } from './fee-name.ts';
import { removalWork } from './removal-work.ts';
import { tagEntries, type Entry } from './request-slots.ts';

/**
 * Fees and flat extras said in a clause of their own, in any order of words: 'that's the 400
 * after-hours fee', 'plus $150 to haul off the leftover drywall', 'disposal $95', 'the sump pit,
 * just do that as a flat 125', 'mobilization since it's a two hour drive, six fifty'. A clause
 * (request-slots.ts entry) is a fee when it has one price and no size, length or count, and says it
 * is one: a fee word, 'flat'/'lump sum', or an extra ('plus', 'add', 'extra') priced in dollars.
 * Its line is quantity 1, named by the clause's own words. A price some line already has is that line: only
 * its name is put right when it shares no word with the clause ('Solid color epoxy | 1 @ 150' for
 * the drywall haul-off).
 */
const NOT_A_FEE = /\d\s*%?\s*off\b|\b(?:discount|credit|deposit|retainer|balance|tip|per\s+(?:sf|sq|foot|ft|lf|step|each)|(?:put|paid|pay|half)\s+down|down\s+(?:payment|now|up\s*front))\b|%/i;
const COUNTED_WORK = /\b(?:steps?|stairs?|treads?|risers?|drains?|cove|cracks?|joints?|nosings?)\b/i;
const FEE_NAME = /\b(?:removal|disposal|haul\w*|mobili[sz]ation|mob|trip|travel|clean-?up|demo\w*|tear[\s-]?out|repair|prep|grinding|moving|surcharge|fee|charge)\b/i;
const FIGURE_LABEL = /^(?:(?:total|base|contract|job|quoted|our|your|the)\s+)?(?:price|pricing|cost|amount|total|quote|bid|sum|investment)$/i;
const FILLER = /^(?:and|plus|add|also|so|then|that'?s|thats|the|a|an|just|do|that|as|for|to|with|he|she|they|wants?|we|it|is|will|be|there'?s|put|in|on)$/i;

export function feesInClauses(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const result = [...lines];
  for (const entry of tagEntries(text)) {
    const fee = feeOf(entry);
    if (!fee) continue;
    const same = result.filter((l) => Math.abs(l.rate - fee.rate) < 0.005);
    if (same.length > 0) {
      // Steps, drains, cove or cracks priced for the lot are named right already; of two lines at
      // one price, the fee is the one that shares its words.
      const line = same[0]!;
      const named = same.some((l) => sharesWord(l.description, fee.description) || sharesWord(l.description, entry.text.replace(/\b(?:told|said|him|her|them)\b/gi, ' ')));
      // A form's label for the figure ('Price: Lump sum $7,800') names nothing the line's own name lacks.
      if (same.length === 1 && !named && line.quantity === 1 && !COUNTED_WORK.test(line.description) && !FIGURE_LABEL.test(fee.description)) result[result.indexOf(line)] = { ...line, description: fee.description };
      continue;
    }
    result.push({ description: fee.description, useDimensions: false, length: null, width: null, quantity: 1, rate: fee.rate });
  }
  return result;
}

function feeOf(entry: Entry): { rate: number; description: string } | null {
  if (entry.fee === 'not ours' || entry.rates.length !== 1 || entry.sizes.length + entry.lengths.length + entry.counts.length > 0) return null;
  if (entry.linear || entry.counted || NOT_A_FEE.test(entry.text)) return null;
  const rate = entry.rates[0]!;
  const feeWord = entry.fee !== null;
  if (!(rate.flat || feeWord || (entry.extra && /\$/.test(entry.text)))) return null;
  // A floor's own price ('flake 4.65') is no fee, unless it is flat for the whole floor or an extra
  // in round dollars ('plus $210 to grind down the ramp').
  if (entry.systems.length > 0 && !rate.flat && !feeWord && !(entry.extra && rate.value >= 50 && rate.unit === 'none')) return null;
  const value = rate.value;
  if (value < 25 || value > 20_000) return null;
  return { rate: value, description: describe(entry, rate) };
}

function describe(entry: Entry, rate: Entry['rates'][number]): string {
  if (entry.fee && /^mob/.test(entry.fee)) return 'Mobilization fee';
  // 'add the 450 overnight fee': the fee's own name.
  const named = /((?:[a-z][a-z/-]*\s+){0,2})(?:fee|charge|surcharge)\b/i.exec(entry.text.replace(/\d+(?:\.\d+)?/g, ' '));
  if (named) {
    // 'removing the old VCT, flat fee nine hundred': 'flat' names nothing, the work said with it does.
    const name = named[0].split(/\s+/).filter((w) => w && !FILLER.test(w) && !/^(?:flat|lump|sum)$/i.test(w));
    if (name.length > 1) return capitalise(name.join(' '));
  }
  const removal = removalWork(entry.text);
  if (removal) return capitalise(removal);
  // '... tell em 325 flat for the removal': what the price is for, said after it.
  const forWhat = /^\s*(?:flat\s+|lump\s*sum\s+)?for\s+(?:the\s+|all\s+the\s+)?([a-z][a-z' /-]{2,40}?)\s*[.!]?\s*$/i.exec(entry.text.slice(rate.end))?.[1];
  if (forWhat && FEE_NAME.test(forWhat)) return capitalise(forWhat.trim());
  // The words just before the price, after the clause's last colon or dash ('... overnight: overnight crew premium $800 flat').
  const near = feeNameBeforePrice(entry.text.slice(0, rate.start));
  if (near) return capitalise(near);
  const words = (entry.text.slice(0, rate.start) + ' ' + entry.text.slice(rate.end))
    .replace(/\$|\b(?:flat|lump\s*sum|ls|l\/s|fee\s+of|of)\b|\d+(?:\.\d+)?/gi, ' ')
    .replace(/[^A-Za-z'/ -]+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[a-z]/i.test(w));
  while (words.length > 0 && FILLER.test(words[0]!)) words.shift();
  while (words.length > 0 && FILLER.test(words.at(-1)!)) words.pop();
  const phrase = words.slice(0, 6).join(' ');
  // A note written in capitals ('+ DISPOSAL 200') gives 'Disposal'.
  return phrase ? capitalise(/[a-z]/.test(phrase) ? phrase : phrase.toLowerCase()) : 'Fee';
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function sharesWord(description: string, text: string): boolean {
  const words = (description.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !FILLER.test(w) && !/^(?:this|them|they|there|what|with|from|into|tell|told|says|said|quote|quoted)$/.test(w));
  const said = text.toLowerCase();
  return words.some((w) => said.includes(w.replace(/s$/, '')));
}
