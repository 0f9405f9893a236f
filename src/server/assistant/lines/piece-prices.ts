import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { wordTable } from '../text/word-table.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';

/**
 * A price per piece of something the request counts elsewhere: '8 runs, each 4 x 12, priced flat
 * $260/run', 'the bathrooms, 2 of them, $350 each', 'garages at units 3, 5, 9 and 12, $1,150 per
 * garage (flat)'. The line the reader made at that price with a quantity of 1 (read as a flat fee) is
 * one line of that many pieces, named by the thing counted when its name lacks it. 'Per' beats
 * 'flat': the flat price is each piece's.
 */

// '$260/run', '$1,150 per garage', '95 a drain': the piece is named after the price.
const PER_NAMED = /\$?(\d{1,3}(?:,\d{3})+|\d{2,5})(?:\.(\d{2}))?[ \t]*(?:\/[ \t]*|per[ \t]+|an?[ \t]+)([a-z]{3,15})\b/gi;
// '$350 each', '140 apiece', '75 ea': the piece is the thing counted before the price.
const PER_EACH = /\$?(\d{1,3}(?:,\d{3})+|\d{2,5})(?:\.(\d{2}))?[ \t]*(?:each|ea\b\.?|apiece|a[ \t]+piece|a[ \t]+pop)/gi;
// 'Office: flake 4.40, steps 55', 'drains: 85': counted work and a bare price in dollars.
const WORK_PRICED = /\b(steps?|stairs?|treads?|risers?|drains?)[ \t]*[:=-]?[ \t]*\$?(\d{2,4})(?:\.(\d{2}))?\b(?![ \t]*(?:%|x\b|by\b|'|ft\b|feet|foot|sq|sf\b|lf\b|total|flat|lump|for\s+(?:all|the\s+lot)|[.,]\d))/gi;
// Units of measure, time and people are no pieces: '/sf', '/mo', 'per hour', 'a foot'.
const NOT_A_PIECE = /^(?:sq|sf|sqft|square|ft|foot|feet|lf|linear|lin|yd|yard|inch|hour|hr|hrs|day|days|week|month|mo|year|yr|night|visit|person|man|coat|gallon|gal|job|week|the|and|for|with|flat|piece|pop|each|total|lot)$/i;
const WORD_COUNTS: Record<string, number> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 });
const COUNT = String.raw`(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
// 'Units 3, 5, 9 and 12', 'bldgs A, B and C': each identifier listed is one piece.
const ID_LIST = /\b(?:units?|bldgs?|buildings?|apts?|apartments?|suites?|lots?|stalls?|bays?|houses?|homes?|cabins?)\.?[ \t]+#?((?:[A-Z]|\d{1,4})(?:[ \t]*(?:,|&|\+|\band\b)[ \t]*#?(?:[A-Z]|\d{1,4})\b){1,20})/gi;

// Who has or needs them, or that there are that many: 'you need', 'there are', 'she has', 'adding'.
const COUNT_SAID = String.raw`(?:there[ \t]*(?:are|is|['\u2019]s|['\u2019]re)|(?:you|we|they|she|he|i|u)[ \t]+(?:need|needs|have|has|want|wants|got)|(?:you|we|they)['\u2019](?:ll|d)[ \t]+need|adding|add|need|needs|total[ \t]+of)`;
const countOf = (said: string): number => WORD_COUNTS[said.toLowerCase()] ?? Number(said);
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

interface Piece {
  rate: number;
  count: number;
  noun: string;
  /** Said as the price of counted work ('steps 55'): a line of its own when the reader made none. */
  work: boolean;
  /** The thing as the request names it before its price each ('transition strips', 'shower curbs'). */
  name?: string;
}

/** How many of a thing the request counts: '8 runs', 'the bathrooms, 2 of them', 'Garages at Units 3, 5, 9 and 12'. */
function countOfThing(text: string, singular: string): number | null {
  const noun = `${escapeRegExp(singular)}(?:e?s)?`;
  const before = new RegExp(String.raw`(?<![\d.$/,])${COUNT}[ \t]+(?:[a-z-]+[ \t]+){0,2}?${noun}\b(?![ \t]*(?:x\b|by\b|'|ft\b|feet|sq|sf))`, 'gi');
  const after = new RegExp(String.raw`\b${noun}\b[ \t]*(?:,|\()[ \t]*${COUNT}[ \t]*(?:of[ \t]+(?:them|those|em|'em)\b|\))`, 'gi');
  const counts = new Set<number>();
  for (const m of text.matchAll(before)) counts.add(countOf(m[1]!));
  for (const m of text.matchAll(after)) counts.add(countOf(m[1]!));
  for (const m of text.matchAll(countLaterPattern(singular))) counts.add(countOf(m[1]!));
  for (const sentence of text.split(/[.!?](?=\s)|\n/)) {
    if (sentence.length > 400 || !new RegExp(String.raw`\b${noun}\b`, 'i').test(sentence)) continue;
    for (const m of sentence.matchAll(ID_LIST)) {
      const ids = m[1]!.split(/[ \t]*(?:,|&|\+|\band\b)[ \t]*/).filter(Boolean);
      // A letter names a unit only as a capital ('bldgs A and B'), never a word ('a').
      if (!ids.some((id) => /^[a-z]$/.test(id))) counts.add(ids.length);
    }
  }
  const found = [...counts].filter((n) => n >= 2 && n <= 200);
  return found.length === 1 ? found[0]! : null;
}

/**
 * 'transition strips are $60 each, you need 4', 'the shower curbs done, there are 4 of them', 'thresholds
 * $45 each - she has 5': the count said after the thing, in a clause of its own in the same sentence.
 */
function countLaterPattern(singular: string): RegExp {
  const noun = `${escapeRegExp(singular)}(?:e?s)?`;
  return new RegExp(String.raw`\b${noun}\b[^.!?\n]{0,80}?(?:[,;:]|\s[-\u2013\u2014])[ \t]*(?:and[ \t]+|so[ \t]+)?${COUNT_SAID}[ \t]+${COUNT}\b(?![ \t]*(?:x\b|by\b|'|ft\b|feet|foot|sq|sf\b|lf\b|%|\.\d|\$|[a-z]+[ \t]*(?:x|by)\b))`, 'gi');
}

const countSaidLater = (text: string, singular: string): boolean => countLaterPattern(singular).test(text);

// Words before a thing's name that are no part of it.
const NOT_OF_THE_NAME = /^(?:the|a|an|our|your|their|his|her|my|and|plus|also|are|is|were|was|for|of|to|on|in|at|with|those|these|all|both|new|any|some|us|them|done|like|add|need|needs|do|redo)$/i;

/** The thing as written before its price each: up to two words before the plural ('transition strips'). */
function nameBefore(clause: string, singular: string): string | null {
  const m = new RegExp(String.raw`((?:[A-Za-z-]{2,20}[ \t]+){0,2})(${escapeRegExp(singular)}(?:e?s))\b[^A-Za-z]*(?:[A-Za-z]+[ \t]+){0,2}[^A-Za-z]*$`, 'i').exec(clause);
  if (!m) return null;
  const words = m[1]!.trim().split(/[ \t]+/).filter(Boolean);
  while (words.length > 0 && NOT_OF_THE_NAME.test(words[0]!)) words.shift();
  if (words.some((w) => NOT_OF_THE_NAME.test(w))) words.splice(0, words.length);
  return [...words, m[2]!].join(' ').toLowerCase();
}

// Words ending in 's' that are no plural of a thing.
const NOT_PLURAL = /^(?:this|does|plus|less|thus|yes|has|was|its|his|hers|ours|yours|theirs|always|perhaps|sometimes|unless|across|towards|afterwards|besides|is|us|as)$/i;

/**
 * The thing counted right before a price said 'each': 'the bathrooms, 2 of them, u said $350 each'; else
 * the one thing the price is said of, in the singular ('mobilization is $350 each, adding 2').
 */
function thingBefore(clause: string): string | null {
  const plurals = [...clause.matchAll(/\b[a-z]{3,15}s\b/gi)]
    .map((m) => m[0].toLowerCase())
    .filter((w) => !NOT_PLURAL.test(w) && !NOT_A_PIECE.test(w) && !/ss$/.test(w));
  const plural = plurals.at(-1)?.replace(/s$/, '');
  if (plural) return plural;
  const single = /\b([a-z]{4,15})[ \t]*(?:[ \t](?:is|runs|costs|will[ \t]+be|would[ \t]+be)|[:=-])?[ \t]*$/i.exec(clause)?.[1]?.toLowerCase();
  return single && !NOT_A_PIECE.test(single) && !NOT_OF_THE_NAME.test(single) ? single : null;
}

/**
 * 'plus 3 floor sinks we gotta cut in at 140 apiece': the thing counted in the price's own clause, before it
 * (the count's words and the thing, 'floor sinks'), or null. A size's side ('8x12 floors') is no count.
 */
function countedInClause(clause: string, singular: string): string | null {
  const m = new RegExp(String.raw`(?<![\d.$/,x\u00d7])${COUNT}[ \t]+((?:[a-z-]{2,20}[ \t]+){0,2}?${escapeRegExp(singular)}(?:e?s)?)\b[^\d$]{0,60}$`, 'i').exec(clause);
  return m ? m[2]!.toLowerCase() : null;
}

/** At most this many prices per piece are read: a request prices a few things, never thousands. */
const MAX_PIECES = 12;

function piecesPriced(text: string): Piece[] {
  const pieces: Piece[] = [];
  const counts = new Map<string, number | null>();
  const countFor = (noun: string): number | null => {
    if (!counts.has(noun)) counts.set(noun, countOfThing(text, noun));
    return counts.get(noun)!;
  };
  const add = (amount: string, cents: string | undefined, noun: string, count: number | null, work = false): void => {
    const rate = Number(`${amount.replace(/,/g, '')}.${cents ?? '00'}`);
    if (count && rate >= 20) pieces.push({ rate, count, noun, work });
  };
  for (const m of [...text.matchAll(WORK_PRICED)].slice(0, MAX_PIECES)) {
    const noun = m[1]!.toLowerCase().replace(/s$/, '');
    add(m[2]!, m[3], noun, countFor(noun), true);
  }
  for (const m of [...text.matchAll(PER_NAMED)].slice(0, MAX_PIECES)) {
    const noun = m[3]!.toLowerCase().replace(/s$/, '');
    if (NOT_A_PIECE.test(noun) || NOT_A_PIECE.test(m[3]!)) continue;
    add(m[1]!, m[2], noun, countFor(noun));
  }
  for (const m of [...text.matchAll(PER_EACH)].slice(0, MAX_PIECES)) {
    // 'pads 10 x 20 each', 'pads 10x20 each': a size's side said of each piece is no price, nor a figure that runs
    // on from a digit before it.
    if (/(?:\d|(?:\d|\b)(?:x|by)[ \t]*|\u00d7[ \t]*)$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    const sentenceStart = Math.max(0, text.lastIndexOf('\n', m.index), text.lastIndexOf('. ', m.index));
    const clause = text.slice(Math.max(sentenceStart, m.index - 160), m.index);
    const noun = thingBefore(clause);
    if (!noun) continue;
    const count = countFor(noun);
    add(m[1]!, m[2], noun, count);
    // A thing priced each and counted with its own words ('transition strips are $60 each, you need 4') is
    // work of the request even when the reader made no line of it.
    const named = count ? (countSaidLater(text, noun) ? nameBefore(clause, noun) : countedInClause(clause, noun)) : null;
    if (named && pieces.at(-1)?.noun === noun) pieces[pieces.length - 1] = { ...pieces.at(-1)!, work: true, name: named };
  }
  return pieces;
}

export function countsOfPiecePrices(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const pieces = piecesPriced(text);
  if (pieces.length === 0) return lines;
  const priced = (rate: number) => (l: ExtractedLineItem): boolean => Math.abs(l.rate - rate) < 0.005;
  // Counted work priced in a note that the reader left out: its line, when no line is of that work.
  const missing = pieces.filter((p) => p.work && !lines.some(priced(p.rate)) && !lines.some((l) => l.description.toLowerCase().includes(p.noun)));
  const added = missing.map((p) => ({ description: capitalise(p.name ?? `${p.noun}s`), useDimensions: false, length: null, width: null, quantity: p.count, rate: p.rate }));
  return [...lines, ...added].map((line) => {
    if (line.quantity !== 1 || line.useDimensions) return line;
    const piece = pieces.find((p) => Math.abs(p.rate - line.rate) < 0.005);
    if (!piece) return line;
    // Named by the thing counted, in the plural: 'Bathrooms', 'Runs' (not 'U said each', 'Unit pricing per garage').
    const named = line.description.toLowerCase().includes(`${piece.noun}s`);
    return { ...line, quantity: piece.count, description: named ? line.description : capitalise(`${piece.noun}s`) };
  });
}
