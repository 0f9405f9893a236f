import { feetAndInches } from '../sizes/feet-and-inches.ts';

/**
 * The slot grammar's first half: a request cut into entries, each tagged with the slots it fills.
 *
 * An entry is the smallest stretch of a sentence that carries its own figure: a sentence is cut at
 * list separators (',', 'and', 'plus', '+', ' - ') and a piece without any digit is joined to the
 * piece after it (the name comes before its figure: 'the treatment rooms, which total 200 sq ft'), so
 * 'garage is 24x24 and the casita floor is 16x18' is two entries and 'kitchen and prep area 18x32'
 * stays one. Every entry gets its slots:
 *   SIZE (L x W, sq ft), LENGTH (lf, linear feet, or feet said about linear work), COUNT (steps,
 *   drains, 'ea'), RATE (a price: '$', '@', 'at', '/sf', '/lf', 'each', a bare price with cents, a
 *   round figure after 'flat'/'lump sum'), and the words: SYSTEM (flake, metallic, quartz, grind
 *   ...), LINEAR work (cove, cracks, joints), COUNTED work (steps, drains), FEE (mobilization,
 *   after-hours, '... fee'), and PLACE: the entry's other content words ('brewhouse', 'casita',
 *   'detail bays'), which is how a price in the office note finds the size in the customer's
 *   message without any list of room names.
 * Every pattern runs on one bounded entry (sentences over 400 characters are not tagged).
 */

export type ThingKind = 'area' | 'linear' | 'count' | 'fee';

export interface Figure {
  start: number;
  end: number;
  value: number;
}

export interface SizeSlot extends Figure {
  length: number | null;
  width: number | null;
}

export interface Entry {
  /** Offsets in the request text. */
  start: number;
  end: number;
  text: string;
  sizes: SizeSlot[];
  lengths: Figure[];
  counts: Figure[];
  rates: (Figure & { flat: boolean; explicit: boolean; unit: 'area' | 'linear' | 'each' | 'none' })[];
  /** Prices said as someone else's ('another company quoted her 4.99'): not this job's. */
  foreignRates: number[];
  /** Said as one more thing: 'plus ...', 'add ...', 'extra ...'. */
  extra: boolean;
  /** The entry's sizes are of something else ('the house is 2,600 sq ft'). */
  notWork: boolean;
  /** System words in the order written ('epoxy', 'quartz'). */
  systems: string[];
  linear: string | null;
  counted: string | null;
  fee: string | null;
  /** Content words naming the place or thing (singular, lower case). */
  place: string[];
  /** The words of the place as written, for the line's description. */
  placeLabel: string;
}

const MAX_SENTENCE = 400;
// A note's abbreviation ('urethane cem. 12.00', 'approx. 400 sf', 'storage rm. 10 x 12') ends no sentence
// when the line goes on in lower case or with a figure.
const SENTENCE_END = /\n|(?<!\b(?:approx|apx|appx|est|cem|rm|bldg|incl|excl|misc|dept|matl|mat'l|flr|ofc|res|comm|antimicrob)(?=\.[ \t]+[a-z\d$]))[.!?](?=\s|$)|;|\|/g;
const SEPARATOR = /,?\s+(?:and|plus|\+|&)\s+|,\s|\s[-\u2014]\s|\+/gi;

const FT = `(\\d{1,4}(?:\\.\\d+)?)\\s*(?:'|ft\\.?|feet|foot)?\\s*(?:-?\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*(?:"|''|in\\.?|inches))?`;
// Not a date or a time: '05/30/2025 by 2:00 PM' is no size.
const DIMS = new RegExp(`(?<![\\d.$/:-])${FT}\\s*(?:wide|long|deep)?\\s*(?:x|by|\\*)\\s*${FT}(?:\\s*(?:wide|long|deep))?(?![\\d.]*\\d)(?![:/]\\d|\\s*(?:am|pm|a\\.m|p\\.m)\\b)`, 'gi');
const SQFT = /(?<![\d.,$])(\d{1,6}(?:\.\d+)?)\s*(?:sq\.?\s*(?:ft|feet|foot)\b|sqft\b|sf\b|s\/f\b|square\s*(?:feet|foot|ft)\b|ft2\b|ft\u00b2)/gi;
const LENGTH = /(?<![\d.,$])(\d{1,5}(?:\.\d+)?)\s*(?:lf\b|l\/f\b|lin(?:ear)?\.?\s*(?:ft|feet|foot)\b|linear\b)/gi;
const FEET = /(?<![\d.,$])(\d{1,5}(?:\.\d+)?)\s*(?:ft\b|feet\b|foot\b|')(?!\s*(?:x\b|by\b|wide|long|deep|\d))/gi;
// '3 steps', '2 floor drains', '4 ea'; not '60 per step' or '65 a step' (prices). 'steps ..., 4 of em' is
// counted by the caller when the entry names counted work.
const COUNT = /(?<![\d.,$])(\d{1,3})\s+(?:(?!(?:per|a|an|each|every)\b)[a-z-]+\s+)?(?:steps?|stairs?|treads?|risers?|drains?)\b|(?<![\d.,$])(\d{1,3})\s*(?:ea\b|each\b(?!\s*(?:\$|@|\d)))/gi;
const COUNT_OF_THEM = /(?<![\d.,$])(\d{1,3})\s+of\s+(?:em|'em|them|those)\b/gi;

const MONEY = String.raw`(\d{1,6}(?:\.\d{1,2})?)`;
// Not a price: '$10k' (a threshold), 'at 9:14 AM', 'at 1611 N 15th St' (only '$' or a unit makes it one).
// Nor a sum by the month or the hour: '$2,400/mo' (a lease), '$45 an hour'.
const NOT_PRICE_AFTER = String.raw`(?![\d.]*\d)(?![kK]\b|\s*(?::|am\b|pm\b|a\.m|p\.m|%|x\b|by\b|sq|sf\b|ft\b|feet|lf\b|'|"|min\b|mi\b|miles|hours?\b|hrs?\b|days?\b|\/\s*(?:mo|mos|month|yr|year|wk|week|hr|hour|night)\b|(?:per|a|an)\s+(?:month|year|week|hour|night)\b))`;
const RATE_PATTERNS: { pattern: RegExp; flat?: boolean; explicit: boolean }[] = [
  { pattern: new RegExp(String.raw`\$\s?${MONEY}${NOT_PRICE_AFTER}`, 'gi'), explicit: true },
  { pattern: new RegExp(String.raw`(?<![\d.,$])${MONEY}\s*(?=\/\s*(?:sf|sq|ft|lf|foot|ea)|per\s+(?:sf|sq|square|foot|ft|lf|linear|step|stair|tread|drain|each|piece)|a\s+(?:foot|square|step|stair|tread|drain|piece|pop)\b|apiece\b|bucks)`, 'gi'), explicit: true },
  // 'LS 200', 'L/S $450': a sheet's lump-sum mark before the figure.
  { pattern: new RegExp(String.raw`\b(?:flat|lump\s*sum|ls|l\/s)(?:\s+(?:fee|rate|price|of))?\s*[:=]?\s*\$?${MONEY}${NOT_PRICE_AFTER}`, 'gi'), flat: true, explicit: true },
  // ('after hrs +400', 'weekend +250': a note's extra charge, added with a plus.)
  { pattern: new RegExp(String.raw`\b(?:mob(?:ili[sz]ation)?|fee|charge|surcharge|trip|travel|disposal|removal|haul[\s-]?(?:off|away)|dumpster|after[\s-]?(?:hours|hrs)|weekend)\s*(?:fee|charge)?\s*[:=@+]?\s*\$?${MONEY}${NOT_PRICE_AFTER}`, 'gi'), flat: true, explicit: true },
  { pattern: new RegExp(String.raw`(?<![\d.,$])${MONEY}\s+(?=flat\b|lump\b|ls\b)`, 'gi'), flat: true, explicit: true },
  // 'the 400 after-hours fee', 'a 95 disposal charge'.
  { pattern: new RegExp(String.raw`(?<![\d.,$])${MONEY}\s+(?=(?:[a-z-]+\s+){0,2}(?:fee|charge|surcharge)\b)`, 'gi'), flat: true, explicit: true },
  { pattern: new RegExp(String.raw`(?:@|\bat\b)\s*\$?${MONEY}${NOT_PRICE_AFTER}`, 'gi'), explicit: false },
  { pattern: new RegExp(String.raw`(?<![\d.,$])(\d{1,3}\.\d{2})${NOT_PRICE_AFTER}`, 'g'), explicit: false },
  // A note's column of prices: 'cove 72 lf  13' ends with the price of the length before it.
  { pattern: new RegExp(String.raw`(?<=\d\s*(?:lf|sf|sq\s*ft|ea)\s+)\$?${MONEY}(?=\s*$)`, 'gi'), explicit: true },
];
const STATED_TOTAL = /\b(?:total|totals|around|about|roughly|comes?\s+to|came\s+to|would\s+be|we'?d\s+be|estimated?|figure|ballpark|budget|quoted?\s+(?:me|us|her|him))\b/i;
const FLAT_WORDS = /\b(?:flat|lump\s*sum|ls|all[\s-]+in|for\s+(?:all|the\s+whole|everything|the\s+(?:lot|set|bunch)))\b/i;
/** A size of something that is not the work: 'the house is 2,600 sq ft', 'pool is 16x32 (not coating the pool itself)'. */
const NOT_WORK = /\bnot\s+(?:coating|doing|included|touching|part)|\bexclud\w*|\bexcept\b|\bdecide\s+(?:on\s+)?(?:that|it|this|them)\s+later\b|\b(?:not\s+sure|undecided|on\s+the\s+fence)\s+(?:about|on)\b|\bmaybe\s+(?:later|next\s+year|down\s+the\s+road)\b|\b(?<!\b(?:front|back)\s+of\s+(?:the\s+)?)(?:house|home|lot|property|yard)(?:'s)?\s+(?:is|has|was|measures|totals?)\b|\d\s*(?:sq\.?\s*ft|sf|square\s+f(?:ee|oo)t)\s+(?:house|home|lot|property|residence)\b/i;

const SYSTEM = /\b(?:flake|flakes|chip|metallic|quartz|solid(?:\s+colou?r)?|polyaspartic|poly|polyurea|urethane(?:\s+(?:cement|mortar|concrete|cem\b\.?))?|epoxy|grind(?:ing)?|prep|seal(?:er)?|clear\s+coat|topcoat|top\s+coat|moisture\s+(?:vapou?r\s+)?(?:barrier|mitigation)|vapou?r\s+barrier|primer|polish(?:ed|ing)?|densifier|self[\s-]?level(?:l?er|l?ing)?|resurfac\w*|mvb)\b/gi;
const NAMES_SYSTEM = new RegExp(SYSTEM.source, 'i');
const THRESHOLD = /\b(?:under|over|above|below|up\s+to|more\s+than|less\s+than|exceed(?:ing|s)?|at\s+least|minimum\s+of|max(?:imum)?\s+of|not\s+to\s+exceed)\s*\$?\s*$/i;
const LINEAR = /\b(?:cove(?:\s+base)?|coving|cracks?|control\s+joints?|expansion\s+joints?|joints?|joint\s+fill|stem\s*walls?|edges?|edging|perimeter|striping|stripes)\b/i;
const COUNTED = /\b(?:steps?|stairs?|treads?|risers?|drains?)\b/i;
const FEE = /\b(?:mob(?:ili[sz]ation)?|after[\s-]?(?:hours|hrs?)|weekend|travel|trip|disposal|fee|charge|surcharge|removal)\b/i;
// Prices that are someone else's: the lead service's fee, a competitor's bid, what was paid before.
const NOT_OURS =
  /\b(?:lead|referral)\s+(?:fee|cost|price|charge)\b|\b(?:budget|paid|last\s+(?:year|time|install|job|spring|summer|fall|autumn|winter|season|month|quote)|back\s+then|used\s+to|somewhere\s+else|elsewhere|cheaper|competitor|(?:an)?other\s+(?:company|companies|contractor|guy|quote|bid|outfit)|big\s+box|home\s+depot|lowe's)\b/i;

const GENERIC = new Set(
  ('a an the our my his her their your this that these those it its is are was were be will would could should can we i you he she they ' +
    'of in on at for to from with by as and or plus also just about approx approximately roughly around nearly almost maybe total totaling ' +
    'totals which who what want wants need needs like would get gets please pls quote price rate rates use same both all each every ' +
    'floor floors flooring slab slabs bid bids area areas space room rooms side part piece portion job work coating coat system new old whole entire ' +
    'sq ft sf lf feet foot square linear lin ea each per flat lump sum ls x by measures measure measuring size is s do done ' +
    'one two three four five six seven eight nine ten hi hello hey thanks thank note office customer cust client re subject ' +
    'then so but only too very small big large also some other another more less' +
    ' wide long deep inch inches bucks dollars gave said told wrote mentioned measured figure figured it\'s that\'s there\'s approximate message details detail notes description describe size').split(/\s+/),
);

/** Words naming systems, linear work, counts or fees are slot words, not the place. */
const SLOT_WORD = /^(?:flakes?|chips?|metallics?|quartz|solid|colou?r|polyaspartic|poly|polyurea|urethane|cement|cem|mortar|concrete|epoxy|grind|grinding|prep|seal|sealer|clear|topcoat|top|moisture|vapou?r|barrier|mitigation|primer|polish|polished|densifier|cove|coving|base|cracks?|control|expansion|joints?|fill|stem|walls?|edges?|edging|perimeter|striping|stripes|steps?|stairs?|treads?|risers?|drains?|mob|mobilization|mobilisation|after|hours|hrs|hr|fee|charge|surcharge|trip|travel|removal|integral|w)$/i;

function singular(word: string): string {
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  return word.replace(/s$/, '');
}

/** Sentence spans, then entries: pieces that carry their own figure. */
function entrySpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = 0;
  const ends = [...text.matchAll(SENTENCE_END)].map((m) => ({ at: m.index, end: m.index + m[0].length }));
  ends.push({ at: text.length, end: text.length });
  for (const { at, end } of ends) {
    if (at - from <= MAX_SENTENCE && /\d/.test(text.slice(from, at))) spans.push(...piecesOf(text, from, at));
    from = end;
  }
  return spans;
}

const ROOM_COUNT = /\((?:x[ \t]?)?\d\)[ \t]*$/gi;

function piecesOf(text: string, start: number, end: number): { start: number; end: number }[] {
  const sentence = text.slice(start, end);
  const cuts: { start: number; end: number }[] = [];
  let from = 0;
  for (const m of sentence.matchAll(SEPARATOR)) {
    cuts.push({ start: from, end: m.index });
    from = m.index + m[0].length;
  }
  cuts.push({ start: from, end: sentence.length });
  // A piece without a figure names what the next figure is for ('the treatment rooms, which total
  // 200 sq ft'), unless it only adds to the work before it ('solid color + clear coat'); the last one
  // belongs to the one before. A bare price belongs to the words before it ('mobilization since it's
  // a two hour drive, 650').
  const merged: { start: number; end: number }[] = [];
  let pending: number | null = null;
  for (const cut of cuts) {
    const piece = sentence.slice(cut.start, cut.end);
    const last = merged[merged.length - 1];
    // 'Restrooms (2)': a count in brackets after a name says how many rooms, no figure of its own.
    if (!/\d/.test(piece.replace(ROOM_COUNT, ''))) {
      if (pending === null && last && onlySlotWords(piece)) last.end = cut.end;
      else pending ??= cut.start;
      continue;
    }
    if (pending === null && last && BARE_PRICE.test(piece)) {
      last.end = cut.end;
      continue;
    }
    merged.push({ start: pending ?? cut.start, end: cut.end });
    pending = null;
  }
  if (pending !== null && merged.length > 0) merged[merged.length - 1]!.end = sentence.length;
  return merged.map((p) => ({ start: start + p.start, end: start + p.end }));
}

const BARE_PRICE = /^\s*(?:at\s+|@\s*|(?:flat|lump\s*sum)\s+(?:of\s+)?)?\$?\d{1,5}(?:\.\d{1,2})?\s*(?:flat|each|ea|apiece|\/\s*[a-z]{1,4}|a\s+(?:foot|square\s+foot|piece|pop))?(?:\s*(?:total|for\s+(?:all|both|the\s+lot)))?\s*$/i;
const onlySlotWords = (piece: string): boolean => {
  const words = piece.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.length > 0 && words.some((w) => SLOT_WORD.test(w)) && words.every((w) => SLOT_WORD.test(w) || GENERIC.has(w));
};

const round2 = (n: number): number => Math.round(n * 100) / 100;
const overlaps = (a: { start: number; end: number }, taken: readonly { start: number; end: number }[]): boolean =>
  taken.some((t) => a.start < t.end && a.end > t.start);

/** The last request tagged: the line passes of one reading share it (entries are not changed by them). */
let lastTagged: { text: string; entries: Entry[] } | null = null;

export function tagEntries(text: string): Entry[] {
  if (lastTagged?.text === text) return lastTagged.entries;
  const tag = ({ start, end }: { start: number; end: number }): Entry => {
    const entry = tagEntry(text.slice(start, end), start);
    // 'plus $150 to haul off the drywall': the separator said it is one more thing.
    entry.extra = EXTRA.test(entry.text) || /(?:\bplus|\+|\balso|\badd)[\s,]*$/i.test(text.slice(Math.max(0, start - 8), start));
    return entry;
  };
  const entries = splitAtOtherPlaces(entrySpans(text).map(tag), tag, text);
  lastTagged = { text, entries };
  return entries;
}

const LEAD_IN = /(?:\b(?:and|then|for|on|the)\s+)*$/i;

/**
 * A transcript runs its sentences together: 'the front walk 3 by 40 both flake the patio at 5.40 and
 * the walk at 6'. When the words between an entry's size and its price name another measured place
 * (one no word before the size names), the price is that place's: the entry is cut where that place
 * is named ('the front walk 3 by 40 both flake' | 'the patio at 5.40').
 */
function splitAtOtherPlaces(entries: Entry[], tag: (span: { start: number; end: number }) => Entry, text: string): Entry[] {
  const sized = entries.filter((e) => e.sizes.length > 0);
  if (sized.length < 2) return entries;
  const out: Entry[] = [];
  for (const entry of entries) {
    const size = entry.sizes[0];
    const rate = entry.rates[0];
    if (entry.sizes.length !== 1 || entry.rates.length !== 1 || !size || !rate || rate.start < size.end) {
      out.push(entry);
      continue;
    }
    const own = new Set(namingWords(entry));
    const others = new Set(sized.filter((e) => e !== entry).flatMap(namingWords).filter((w) => !own.has(w)));
    const between = entry.text.slice(size.end, rate.start);
    let cut = -1;
    for (const m of between.matchAll(/[a-z]+/gi)) {
      if (others.has(singular(m[0].toLowerCase()))) {
        cut = m.index;
        break;
      }
    }
    if (cut < 0) {
      out.push(entry);
      continue;
    }
    const head = between.slice(0, cut);
    const at = size.end + head.length - (LEAD_IN.exec(head)?.[0].length ?? 0);
    // Entry text is the request's with runs of blanks made one: find the cut again in the request's offsets.
    const offset = rawOffset(text.slice(entry.start, entry.end), at) + entry.start;
    out.push(tag({ start: entry.start, end: offset }), tag({ start: offset, end: entry.end }));
  }
  return out;
}

/** The place words said before an entry's size: what the size is of ('back patio' of 'back patio 13 by 26'). */
const namingWords = (entry: Entry): string[] => {
  const head = entry.text.slice(0, entry.sizes[0]?.start ?? 0).toLowerCase().match(/[a-z]+/g) ?? [];
  return head.map(singular).filter((w) => entry.place.includes(w));
};

/** The offset in an entry's raw text of a position in its tagged text, whose runs of blanks were made one. */
function rawOffset(raw: string, at: number): number {
  let collapsed = 0;
  for (let i = 0; i < raw.length; i += 1) {
    if (collapsed >= at) return i;
    if (!(/\s/.test(raw[i]!) && i > 0 && /\s/.test(raw[i - 1]!))) collapsed += 1;
  }
  return raw.length;
}

/** A reason, up to the next figure: 'because it's all edges', 'cause of the oil', 'due to the cracks'. */
const REASON = /\b(?:because|cause|cuz|due\s+to)\b[^\d]*/gi;

const EXTRA = /\b(?:plus|add|adding|extra|additional|also)\b/i;

export function tagEntry(raw: string, offset = 0): Entry {
  // One space between words: the patterns' optional parts then cannot share out a long run of blanks
  // (a blanked phone or address) in many ways. A list number ('1. Mudroom', '2) Basement') is no figure.
  const text = raw.replace(/\s+/g, ' ').replace(/^( ?)\d{1,2}[.)](?= )/, (m, s: string) => s + ' '.repeat(m.length - s.length));
  const taken: { start: number; end: number }[] = [];
  const sizes: SizeSlot[] = [];
  for (const m of text.matchAll(DIMS)) {
    const length = feetAndInches(Number(m[1]), Number(m[2] ?? 0));
    const width = feetAndInches(Number(m[3]), Number(m[4] ?? 0));
    if (!(length > 0 && width > 0)) continue;
    sizes.push({ start: m.index, end: m.index + m[0].length, value: round2(length * width), length, width });
    taken.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(SQFT)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (overlaps(span, taken)) continue;
    sizes.push({ ...span, value: Number(m[1]), length: null, width: null });
    taken.push(span);
  }
  // The words of a reason ('at 6 because it's all edges') say why, not what the work is.
  const worded = text.replace(REASON, (m) => ' '.repeat(m.length));
  const linear = LINEAR.exec(worded)?.[0]?.toLowerCase() ?? null;
  const lengths: Figure[] = [];
  for (const m of text.matchAll(LENGTH)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (overlaps(span, taken)) continue;
    lengths.push({ ...span, value: Number(m[1]) });
    taken.push(span);
  }
  if (linear) {
    for (const m of text.matchAll(FEET)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (overlaps(span, taken)) continue;
      lengths.push({ ...span, value: Number(m[1]) });
      taken.push(span);
    }
  }
  const counts: Figure[] = [];
  for (const m of text.matchAll(COUNT)) {
    const span = { start: m.index, end: m.index + (m[1] ?? m[2])!.length };
    if (overlaps(span, taken)) continue;
    counts.push({ ...span, value: Number(m[1] ?? m[2]) });
    taken.push({ start: m.index, end: m.index + m[0].length });
  }
  // 'the porch steps, 4 of em': a count said after the thing it counts.
  if (counts.length === 0 && COUNTED.test(text)) {
    for (const m of text.matchAll(COUNT_OF_THEM)) {
      const span = { start: m.index, end: m.index + m[1]!.length };
      if (m.index < (COUNTED.exec(text)?.index ?? Infinity) || overlaps(span, taken)) continue;
      counts.push({ ...span, value: Number(m[1]) });
      taken.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  const rates: Entry['rates'] = [];
  for (const { pattern, flat, explicit } of RATE_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const numberAt = m.index + m[0].indexOf(m[1]!);
      const span = { start: numberAt, end: numberAt + m[1]!.length };
      if (overlaps(span, taken) || overlaps(span, rates)) continue;
      // A threshold is no price: 'bonds not required under $50,000', 'jobs over $10k', 'up to $500'.
      if (THRESHOLD.test(text.slice(Math.max(0, m.index - 24), m.index + m[0].indexOf(m[1]!)))) continue;
      const after = text.slice(span.end, span.end + 24);
      const unit = /^\s*(?:\/\s*(?:sf|sq)|per\s+(?:sf|sq|square)|a\s+square)/i.test(after)
        ? 'area'
        : /^\s*(?:\/\s*(?:lf|ft|foot)|per\s+(?:lf|linear|foot|ft)|a\s+foot)/i.test(after)
          ? 'linear'
          : /^\s*(?:\/\s*ea|each|ea\b|apiece|per\s+(?:step|stair|tread|drain|each|piece)|a\s+(?:step|stair|tread|drain|piece|pop)\b)/i.test(after)
            ? 'each'
            : 'none';
      // A lump figure said as a total or an estimate ('so I figure $2,592.10 total', 'around $2,600') is no line's price.
      // A price said flat is the price of the lot, 'total' or not ('3 dock steps - flat 200 total').
      if (unit === 'none' && Number(m[1]) >= 100 && STATED_TOTAL.test(text) && !/^(?:flat|lump)/i.test(m[0])) continue;
      rates.push({ ...span, value: Number(m[1]), flat: flat === true || FLAT_WORDS.test(after.slice(0, 16)), explicit: explicit || unit !== 'none' || /\.\d{2}$/.test(m[1]!), unit });
    }
  }
  rates.sort((a, b) => a.start - b.start);
  // A fee said aloud in hundreds ('mobilization ... six fifty') is read 6.50; no fee is under $20.
  if (FEE.test(text) && !NOT_OURS.test(text)) {
    for (const r of rates) {
      // A floor's own price in the same clause ('flake at 4.60, plus mobilization ... 3.20') stays.
      const before = text.slice(Math.max(0, r.start - 25), r.start);
      if (NAMES_SYSTEM.test(before) && !FEE.test(before)) continue;
      if (r.value < 20 && /^\d\.\d0$/.test(r.value.toFixed(2)) && r.unit === 'none') r.value = Math.round(r.value * 100);
    }
  }
  const systems = [...worded.matchAll(SYSTEM)].map((m) => m[0].toLowerCase().replace(/\s+/g, ' '));
  const counted = COUNTED.exec(worded)?.[0]?.toLowerCase() ?? null;
  // Someone else's prices are the ones said after the words that make them so ('another company
  // quoted her 4.99', 'Lead fee: $38.50'); a price said before them in a run-on sentence is ours.
  const foreignAt = NOT_OURS.exec(text)?.index ?? -1;
  const foreignRates = foreignAt >= 0 ? rates.filter((r) => r.start >= foreignAt).map((r) => r.value) : [];
  if (foreignAt >= 0) rates.splice(0, rates.length, ...rates.filter((r) => r.start < foreignAt));
  const fee = foreignAt >= 0 && rates.length === 0 ? 'not ours' : (FEE.exec(foreignAt >= 0 ? worded.slice(0, foreignAt) : worded)?.[0]?.toLowerCase() ?? null);
  const words = worded.toLowerCase().match(/[a-z][a-z'/-]*/g) ?? [];
  const placeWords = words.map((w) => w.replace(/'s$/, '')).filter((w) => w.length > 1 && !GENERIC.has(w) && !SLOT_WORD.test(w));
  const place = [...new Set(placeWords.flatMap((w) => w.split(/[/-]/)).map(singular).filter((w) => w.length > 1 && !GENERIC.has(w)))];
  return {
    start: offset,
    end: offset + raw.length,
    text,
    sizes,
    lengths,
    counts,
    rates,
    systems,
    linear,
    counted,
    fee,
    foreignRates,
    notWork: NOT_WORK.test(text),
    extra: EXTRA.test(text),
    place,
    placeLabel: placeLabelOf(text),
  };
}

/** The place as written: the last words before the first figure that are neither slot nor filler words. */
function placeLabelOf(text: string): string {
  const firstFigure = text.search(/\d/);
  const head = (firstFigure >= 0 ? text.slice(0, firstFigure) : text).replace(/\([^)]*\)/g, ' ');
  const words = head.match(/[A-Za-z][A-Za-z'/-]*/g) ?? [];
  const kept = words.filter((w) => !GENERIC.has(w.toLowerCase().replace(/'s$/, '')) && !SLOT_WORD.test(w));
  return kept.slice(-2).join(' ');
}
