import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { sideAsWritten } from '../sizes/feet-and-inches.ts';

/**
 * A floor whose size the prose reader found but whose price it did not (rate 0) takes the price of
 * the floor said with it. People price several floors once: 'the storage room's 10 by 12 and the
 * workshop's 12 by 14, solid grey, 3.75', 'garage 21 x 22 and a workshop 16 x 20, both flake 4.50',
 * 'porch 8 by 12, same flake', 'restroom 8x10 same'. A line at rate 0 is never what the request
 * means; the price it takes is the one floor price of the request, or, when several floors have
 * their own prices and the request says 'same' (or 'both', 'too', 'as well'), the floor's before it.
 */
const LINEAR_OR_COUNT = /\b(?:cove|crack|joint|stem|edge|strip|threshold|step|stair|tread|riser|drain|fee|charge|mobili|trip)/i;
const SAME = /\b(?:same|both|too|as\s+well|ditto|likewise|all\s+of\s+it|each|igual|mismo|misma|tambi[e\u00e9]n)\b/i;
// Words that name no floor of their own ('the', 'room', 'about').
const NOT_A_PLACE_WORD = /^(?:the|and|that|this|with|from|about|like|como|room|area|floor|size|feet|foot|each|also|want|would|done|just|some|then|where)$/i;

const isFloor = (l: ExtractedLineItem): boolean => !LINEAR_OR_COUNT.test(l.description) && l.quantity > 1;
// A price said once for every floor listed: 'all 3.10 solid', 'flake 4.25 on all of them', '5.05/sf each'.
const FOR_ALL = /\b(?:all|every(?:thing)?|each)\b/i;
const PRICE_FIGURE = /(?<![\d.])\d{1,2}\.\d{2}(?![\d.%])/g;
const USE_PRICE = /\b(?:use|go(?:ing)?\s+ahead\s+with|go\s+with|quote\s+(?:it|this|them|everything)\s+(?:at|@)|price\s+(?:it|everything)\s+at)\b/i;

export function pricesForUnpricedAreas(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const priced = lines.filter((l) => isFloor(l) && l.rate > 0 && l.rate < 50);
  if (priced.length === 0 || !lines.some((l) => isFloor(l) && l.rate === 0)) return lines;
  const rates = [...new Set(priced.map((l) => l.rate))];
  if (rates.length > 1 && !SAME.test(text)) return lines;
  const sentences = text.split(/(?<=[.!?])\s+|\n/);
  const sentenceOf = (l: ExtractedLineItem): string | null => {
    const n = (v: number): string => String(v).replace('.', '\\.');
    // (Either side may be written in feet and inches: 'Kitchen 13'6" x 16', pantry 5 x 6. Rate 6.75.')
    const size =
      l.length !== null && l.width !== null
        ? new RegExp(`(?<![\\d.])${sideAsWritten(l.length)}\\s*(?:'|ft|feet)?\\s*(?:x|by)\\s*${sideAsWritten(l.width)}(?![\\d.]*\\d)`, 'i')
        : new RegExp(`(?<![\\d.])${n(l.quantity)}\\s*(?:sq|sf|square)`, 'i');
    return sentences.find((s) => s.length < 400 && size.test(s)) ?? null;
  };
  // The one price said for all the floors ('bay 1 30x60' / 'bay 2 30x60' / 'bay 3 30x50' / 'all 3.10 solid').
  // So is the one price the request ever says, given as the price to use ('Go ahead with the 4.95 you
  // mentioned' over a thread that sizes the garage and the laundry; 'quote it the way he lays it out
  // below but use 5.60/sf').
  const onePrice = rates.length === 1 && [...text.matchAll(PRICE_FIGURE)].every((m) => Number(m[0]) === rates[0]);
  const forAll =
    rates.length === 1 &&
    sentences.some((s) => s.length < 400 && (FOR_ALL.test(s) || (onePrice && USE_PRICE.test(s))) && [...s.matchAll(PRICE_FIGURE)].some((m) => Number(m[0]) === rates[0]));
  return lines.map((l, i) => {
    if (!isFloor(l) || l.rate !== 0) return l;
    // Only a floor said with the others ('... and the workshop 12 by 14, 3.75', 'same', 'both') or under a
    // price for all: a size said alone and never priced may be no work at all ('the pool itself is 16 x 32').
    const sentence = sentenceOf(l);
    if (!sentence) return l;
    const saidWith = forAll || SAME.test(sentence) || /\$|\d\.\d{2}/.test(sentence) || priced.some((p) => sentenceOf(p) === sentence);
    if (!saidWith && !pricedAsSame(sentences, l, sentence)) return l;
    if (rates.length === 1) return { ...l, rate: rates[0]! };
    const before = lines.slice(0, i).filter((k) => priced.includes(k)).at(-1);
    return before ? { ...l, rate: before.rate } : l;
  });
}

/**
 * The office names the floor with a price and 'same' in a sentence of its own, away from the floor's
 * size ('Ray: 5.05 patio and the shed same', 'patio y cocina afuera igual' over '... la cocina de afuera
 * es como 10 x 12'): a word of the floor's name, or of the words before its size, is in that sentence.
 */
function pricedAsSame(sentences: readonly string[], line: ExtractedLineItem, sentence: string): boolean {
  const size = /(?<![\d.])\d{1,4}(?:\.\d+)?\s*(?:'|ft|feet)?\s*(?:x|by)\s*\d/i.exec(sentence);
  const named = `${line.description.split(' - ').slice(1).join(' ')} ${size ? sentence.slice(0, size.index) : ''}`.toLowerCase();
  const words = new Set((named.match(/[a-z\u00e0-\u00ff]{4,}/g) ?? []).filter((w) => !NOT_A_PLACE_WORD.test(w)));
  if (words.size === 0) return false;
  return sentences.some((s) => s !== sentence && s.length < 300 && SAME.test(s) && /\d\.\d{2}/.test(s) && (s.toLowerCase().match(/[a-z\u00e0-\u00ff]{4,}/g) ?? []).some((w) => words.has(w)));
}

// A price per square foot said to the cent: '$6.40/sf', '7.95 was it?'. Not a length's or a piece's.
const PER_FOOT_PRICE = /(?<![\d.,$/-])\$?\s?(\d{1,2}\.\d{2})(?![\d.]*\d|\s*(?:%|\/\s*(?:lf|ft\b|ea)|per\s+(?:lf|linear|foot|ft|each)|\s*(?:lf|ea|each)\b|[-/]\d))/gi;

/**
 * No floor has a price of ours, and the request says one price per square foot, if only as the
 * customer's recollection or budget, read in the request as written (the cleanup blanks such amounts) ('you did it for about $6.40/sf, that's what we budgeted',
 * 'the metallic you did for my neighbour, 7.95 was it?'): that price, rather than a line at 0.
 */
export function priceOnlySaidForFloors(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!lines.some((l) => isFloor(l) && l.rate === 0) || lines.some((l) => l.rate > 0 && l.rate < 50)) return lines;
  const said = [...text.matchAll(PER_FOOT_PRICE)].map((m) => Number(m[1])).filter((v) => v >= 1 && v <= 30);
  const values = [...new Set(said)];
  if (values.length !== 1) return lines;
  return lines.map((l) => (isFloor(l) && l.rate === 0 ? { ...l, rate: values[0]! } : l));
}

// 'the bar area 8 by 12 same metallic plus moisture barrier on the whole thing 816 square feet at 2.20':
// 'same' right after a size, with no figure between, prices it like the floor before it.
const SAME_AFTER_SIZE = /(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft|feet)?[ \t]*(?:x|by)[ \t]*(\d{1,4}(?:\.\d+)?)(?![\d.])[ \t,]*(?:(?:is|gets|in|with|the|uh|um)[ \t,]+){0,2}(?:same|ditto)\b/gi;

/**
 * A floor said with 'same' ('and the bar area 8 by 12 same metallic') that the prose reader priced at
 * a price another line of the request already takes (the next clause's coat over the whole floor) is
 * priced like the floor said before it, in that floor's system.
 */
export function sameAsTheFloorBefore(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  for (const m of text.matchAll(SAME_AFTER_SIZE)) {
    const [length, width] = [Number(m[1]), Number(m[2])];
    const i = out.findIndex((l) => isFloor(l) && l.length === length && l.width === width);
    const line = out[i];
    if (!line || out.filter((l) => l.length === length && l.width === width).length !== 1) continue;
    const before = out.slice(0, i).filter((l) => isFloor(l) && l.rate > 0).at(-1);
    const shared = out.some((l) => l !== line && l.rate === line.rate);
    if (!before || before.rate === line.rate || !shared) continue;
    const system = before.description.split(' - ')[0]!;
    const place = line.description.split(' - ').slice(1).join(' - ');
    out = out.map((l) => (l === line ? { ...l, rate: before.rate, description: place ? `${system} - ${place}` : system } : l));
  }
  return out;
}
