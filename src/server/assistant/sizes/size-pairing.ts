import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { feetAndInches } from './feet-and-inches.ts';
import { areaNamesIn } from '../lines/line-items.ts';
import { nameOfSize } from './size-names.ts';
import { systemOf } from '../lines/switched-systems.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * When the price and the size sit apart (an office note with the rates on top of a forwarded
 * e-mail that gives the rooms, "cove 12.75" here and "about 150 LF of cove" there), the prose reader
 * makes a priced line with no quantity. This pass gives such lines the sizes the request states and
 * no line has taken yet: an area (L x W, or N sq ft) goes to the per-square-foot line whose words it
 * shares (or to every such line when none shares a word, as in 'epoxy 3.90 + grind prep 1.15 on the
 * same area'); a length in linear feet goes to the linear line (cove, crack, joint, stem wall...).
 */

interface SizeMention {
  kind: 'area' | 'linear';
  quantity: number;
  length: number | null;
  width: number | null;
  /** The words just before the size on its line: 'New play area is', 'Sterilization room:'. */
  label: string;
  /** The rest of its clause after it: '- urethane cement' in 'Processing room - 45' x 60' - urethane cement'. */
  after?: string;
  /** The place the request names with the size ('treatment rooms', 'cold box'), when it names one. */
  name?: string | null;
  /** Like rooms the size is said for, each ('two classrooms (each 28 x 30)'). */
  times?: number;
  /** The size of the premises, not of the work: 'a 1,100 sq ft house', 'the house is about 2,400 sq ft'. */
  premises?: boolean;
}

const COUNT_WORDS: Record<string, number> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6 });
// 'two classrooms (each 28 x 30)', '3 offices, each 10x12': like rooms counted, then one size for each.
const EACH_BEFORE = /(?<![\d.$])(\d{1,2}|two|three|four|five|six)\s+(?:[a-z-]+\s+){0,3}?[a-z]+s\s*(?:\(|,)\s*each\s*(?:is|are|about|approx\.?|roughly|measuring)?\s*$/i;
const PREMISES_BEFORE = /\b(?:house|home|lot|property|residence)(?:'s)?\s+(?:is|was|measures|totals?|of)?\s*(?:about|around|roughly|approx\.?|approximately|maybe|just|over|under|nearly)?\s*$/i;
const PREMISES_AFTER = /^\s*(?:house|home|lot|property|residence)\b/i;
const isPremises = (text: string, at: number, end: number): boolean => PREMISES_BEFORE.test(text.slice(Math.max(0, at - 50), at)) || PREMISES_AFTER.test(text.slice(end, end + 16));

function timesEach(text: string, at: number): number | undefined {
  const m = EACH_BEFORE.exec(text.slice(Math.max(0, at - 80), at));
  if (!m) return undefined;
  const n = COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return n >= 2 && n <= 12 ? n : undefined;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
// The inches of a size stay on its line ('10' x 12'' over '- 4" integral cove' is 10 x 12).
const FEET = String.raw`(\d+(?:\.\d+)?)[ \t]*(?:(?:'|ft\.?|feet|foot)[ \t]*)?(?:-?[ \t]*(\d{1,2})[ \t]*(?:"|''|in\.?|inches)[ \t]*)?`;
const AREA_BY = new RegExp(`(?<![\\d.])${FEET}(?:x|by|×)\\s*${FEET}`, 'gi');
const AREA_SQFT = /(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:sq\.?\s*(?:ft|feet|foot)\b|sqft\b|sf\b|square\s+(?:feet|foot)\b)/gi;
const AREA_LABELLED = /\b(?:sf|sq\.?\s*ft|square\s+(?:feet|footage)|area\s+sf|area\s+\(sf\))\s*(?:\(approx\.?\))?\s*[:=]\s*(?:approx\.?\s*|about\s*|~\s*)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d.]|\s*(?:x|by|%|\/))/gi;
const LINEAR = /(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:lf\b|l\.f\.|lin(?:ear)?\.?\s*(?:ft|feet|foot)\b|(?:ft|feet|foot)\b)/gi;
// Plain feet are a length of cove or crack only with such a word near them ('one long crack maybe 22 feet').
const NEAR_LINEAR = /\b(?:cove|crack|joint|stem|base|edge|trim|perimeter|wall|walls)\b/i;

const LINEAR_WORDS = /\b(cove|cracks?|joints?|stem|base|edges?|trim|striping|stripes?|nosings?|perimeter|saw\s*cuts?|expansion|caulk)\b/i;
const STOP = new Set(['the', 'and', 'is', 'are', 'our', 'a', 'an', 'of', 'to', 'new', 'about', 'approx', 'around', 'floor', 'area', 'room', 'for', 'with', 'in', 'at', 'on', 'we', 'it', 'its', 'be', 'would', 'need', 'needs', 'plus', 'total', 'system', 'epoxy', 'coating', 'coat']);

const FORM_TEXT_LABEL = /^[ \t]*(?:[a-z]+[ \t]+){0,3}(?:notes?|comments?|message|details|description|remarks|info(?:rmation)?)(?:[ \t]+from[ \t]+(?:the[ \t]+)?(?:customer|client|homeowner))?[ \t]*:[ \t]*["']?[ \t]*$/i;

// 'Office - flake 4.80', '[office] ...', 'Office note:': the writer's label at a line's start, not a room.
const OFFICE_LABEL = /(?:^|\n)[ \t>*-]*\[?office(?:[ \t]+notes?)?\]?[ \t]*[:-]/gi;

function labelBefore(text: string, at: number): string {
  const lineStart = Math.max(text.lastIndexOf('\n', at - 1) + 1, at - 80);
  const before = text.slice(lineStart, at);
  const clause = before.split(/[.;!?]\s|,\s(?=[a-z]+\s+(?:is|are)\b)/).at(-1) ?? before;
  // 'Customer notes: "26 x 22 ...', 'Comments: 24x24': a form's label for the customer's words names no room.
  if (FORM_TEXT_LABEL.test(clause)) return '';
  return clause.replace(/[-:•*~]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The rest of a size's clause: 'urethane cement 1/4"' in 'Brewhouse: 38' x 52', urethane cement 1/4"'. */
function clauseAfter(text: string, end: number): string {
  return text.slice(end, end + 40).replace(/^[ \t]*,[ \t]*/, ' ').split(/[.;,\n]/)[0]!;
}

/** A name of rooms joined by '&' without the ones that share a word with `words` ('Solid - Basement & Laundry Room' -> 'Solid - Laundry Room'). */
function withoutRoom(description: string, words: ReadonlySet<string>): string {
  const parts = description.split(' - ');
  const rooms = parts.at(-1)!.split(' & ');
  const left = rooms.filter((r) => ![...wordsOf(r)].some((w) => words.has(w)));
  return left.length > 0 && left.length < rooms.length ? [...parts.slice(0, -1), left.join(' & ')].join(' - ') : description;
}

/** The words said right before a size, after any figure before them ('The hallway is 8 x 60 and the locker room is' -> locker). */
function nearWords(mention: SizeMention): Set<string> {
  return wordsOf(mention.label.replace(/^[^]*\d/, ''));
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.replace(/s$/, '')),
  );
}

function sizeMentions(text: string): SizeMention[] {
  const out: { at: number; end: number; mention: SizeMention }[] = [];
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number): boolean => taken.some(([a, b]) => s < b && e > a);
  for (const m of text.matchAll(AREA_BY)) {
    const length = Number(m[1]) + (m[2] ? Number(m[2]) / 12 : 0);
    const width = Number(m[3]) + (m[4] ? Number(m[4]) / 12 : 0);
    if (!(length > 0 && width > 0) || length > 2000 || width > 2000) continue;
    taken.push([m.index, m.index + m[0].length]);
    const after = clauseAfter(text, m.index + m[0].length);
    out.push({ at: m.index, end: m.index + m[0].length, mention: { kind: 'area', quantity: round2(length * width), length: feetAndInches(length), width: feetAndInches(width), label: labelBefore(text, m.index), after, name: nameOfSize(text, m.index, m.index + m[0].length), times: timesEach(text, m.index), premises: isPremises(text, m.index, m.index + m[0].length) } });
  }
  for (const m of text.matchAll(AREA_SQFT)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    taken.push([m.index, m.index + m[0].length]);
    out.push({ at: m.index, end: m.index + m[0].length, mention: { kind: 'area', quantity: Number(m[1]!.replace(/,/g, '')), length: null, width: null, label: labelBefore(text, m.index), after: clauseAfter(text, m.index + m[0].length), name: nameOfSize(text, m.index, m.index + m[0].length), times: timesEach(text, m.index), premises: isPremises(text, m.index, m.index + m[0].length) } });
  }
  // 'Area SF: 3,200', 'Square footage: 650' (form fields).
  for (const m of text.matchAll(AREA_LABELLED)) {
    const at = m.index + m[0].length - m[1]!.length;
    if (overlaps(at, at + m[1]!.length)) continue;
    taken.push([at, at + m[1]!.length]);
    out.push({ at, end: at + m[1]!.length, mention: { kind: 'area', quantity: Number(m[1]!.replace(/,/g, '')), length: null, width: null, label: labelBefore(text, m.index) } });
  }
  for (const m of text.matchAll(LINEAR)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    const plainFeet = !/lf|l\.f\.|lin/i.test(m[0]);
    if (plainFeet && !NEAR_LINEAR.test(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 30).split(/[.\n]/).join(' '))) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    out.push({ at: m.index, end: m.index + m[0].length, mention: { kind: 'linear', quantity: Number(m[1]!.replace(/,/g, '')), length: null, width: null, label: `${labelBefore(text, m.index)} ${after}` } });
  }
  return out.sort((a, b) => a.at - b.at).map((o) => o.mention);
}

const titleCase = (text: string): string => text.replace(/(^|[\s/-])([a-z])/g, (_m, sp: string, c: string) => `${sp}${c.toUpperCase()}`).replace(/ (In|On|At|To|By|The) /g, (_m, w: string) => ` ${w.toLowerCase()} `);

const WHERE_AFTER = /[ \t]+(?:right[ \t]+)?(?:beside|next[ \t]+to|behind|alongside|off[ \t]+of|off|near|across[ \t]+from|in[ \t]+front[ \t]+of)[ \t]+(?:it|that|this|them|the[ \t]+[a-z]+)[ \t,]*$/i;
const NO_NAME = /^\W*(?:mine|ours|it'?s|its|it|this|that|size|sizes?\W+it'?s|dimensions?|measurements?)\b/i;

/** A line the prose reader priced but could not size: a per-unit rate left at quantity 1. */
const unsized = (line: ExtractedLineItem): boolean => line.quantity === 1 && !line.useDimensions && line.rate > 0 && line.rate < 40;

// 'Day room + dining quartz 5.90, cove 12.' over '... with cove base, about 200 LF': a bare figure
// after linear work in the office's note is its price per foot.
const BARE_LINEAR_PRICE = /\b(cove(?:\s+base)?|crack(?:\s+repair)?|joint\s+fill(?:ing)?)[ \t]*(?:@|at)?[ \t]*\$?(\d{1,2}(?:\.\d{1,2})?)(?!\d|\.\d|[ \t]*(?:lf\b|l\.f|ft\b|feet|foot|'|x\b|by\b|%|sq|sf))/i;
const LINEAR_LABEL: Record<string, string> = wordTable({ cove: 'Cove base', crack: 'Crack repair', joint: 'Joint filling' });

function linearLineFromNote(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (lines.some((l) => LINEAR_WORDS.test(l.description))) return lines;
  const price = BARE_LINEAR_PRICE.exec(text.slice(0, 20_000));
  if (!price) return lines;
  const rate = Number(price[2]);
  const key = price[1]!.toLowerCase().split(/\s+/)[0]!;
  const lengths = sizeMentions(text).filter((m) => m.kind === 'linear' && m.label.toLowerCase().includes(key));
  if (!(rate >= 1 && rate <= 60) || lengths.length !== 1 || lines.some((l) => l.rate === rate)) return lines;
  return [...lines, { description: LINEAR_LABEL[key] ?? 'Linear work', useDimensions: false, length: null, width: null, quantity: lengths[0]!.quantity, rate }];
}

export function pairSizesWithRates(text: string, given: ExtractedLineItem[]): ExtractedLineItem[] {
  const lines = linearLineFromNote(text, given);
  if (!lines.some(unsized)) return lines;
  const used = new Set(lines.filter((l) => !unsized(l)).map((l) => round2(l.quantity)));
  // The same size said twice ('Square footage: 1800' and '1800 sq ft') is one area.
  const seen = new Set<string>();
  const mentions = sizeMentions(text);
  // 'Floor area is 6,480 sq ft (one open room, 81 x 80)': the area said again as its sides is one size.
  const sides = new Set(mentions.filter((m) => m.kind === 'area' && m.length !== null).map((m) => m.quantity));
  const free = mentions.filter((m) => {
    if (m.premises || (m.kind === 'area' && m.length === null && sides.has(m.quantity))) return false;
    // 'Building 1 laundry is 12 x 16, Building 2 laundry is also 12 x 16': one size for two places named apart.
    const key = `${m.kind}:${m.quantity}:${m.name?.toLowerCase() ?? ''}`;
    if (used.has(m.quantity) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (free.length === 0) return lines;
  const out: ExtractedLineItem[] = [];
  const areaLines = lines.filter((l) => unsized(l) && !LINEAR_WORDS.test(l.description));
  const areaMentions = free.filter((m) => m.kind === 'area');
  const linearMentions = free.filter((m) => m.kind === 'linear');
  // Which area lines each area mention belongs to: the ones sharing a word, else every unnamed one.
  const assigned = new Map<ExtractedLineItem, SizeMention[]>();
  // Lines named for two rooms that a size of one of them was kept from, and that room's words.
  const named = new Map<ExtractedLineItem, Set<string>>();
  // The words said right before each size, read once: every size asks for all the others' below.
  let nearBySize: Map<SizeMention, Set<string>> | undefined;
  for (const mention of areaMentions) {
    const words = wordsOf(mention.label);
    let sharing = areaLines.filter((l) => [...wordsOf(l.description)].some((w) => words.has(w)));
    // 'Main hall quartz 4.40, kitchen quartz 6.60' over 'Main hall is 40 x 60. Kitchen is 14 x 20.': the
    // second line was named 'Main Hall & Kitchen'. Of the lines of one system sharing words with a size's
    // room, the ones naming most of the words said right before it, and fewest of the words said right
    // before another size. (Lines of other systems are other coats: 'moisture barrier 2.15 on the basement'.)
    if (sharing.length > 1) {
      nearBySize ??= new Map(areaMentions.map((m) => [m, nearWords(m)]));
      const near = nearBySize.get(mention)!;
      const foreign = new Set(areaMentions.filter((m) => m !== mention).flatMap((m) => [...nearBySize!.get(m)!]).filter((w) => !near.has(w)));
      const kept: ExtractedLineItem[] = [];
      for (const system of new Set(sharing.map(systemOf))) {
        const group = sharing.filter((l) => systemOf(l) === system);
        const said = group.map((l) => [...wordsOf(l.description)]);
        const mine = said.map((w) => w.filter((x) => near.has(x)).length);
        const theirs = said.map((w) => w.filter((x) => foreign.has(x)).length);
        const most = Math.max(...mine);
        const fewest = Math.min(...theirs.filter((_, i) => mine[i] === most));
        const own = most > 0 ? group.filter((_, i) => mine[i] === most && theirs[i] === fewest) : group;
        for (const l of group) if (!own.includes(l)) named.set(l, new Set([...(named.get(l) ?? []), ...near]));
        kept.push(...own);
      }
      sharing = sharing.filter((l) => kept.includes(l));
    }
    // A scope list names each floor's system after its size ('Break room - 20' x 24' - epoxy w/ quartz'):
    // the one line priced for that system.
    if (sharing.length === 0 && mention.after) {
      const system = wordsOf(mention.after);
      const bySystem = areaLines.filter((l) => [...wordsOf(l.description.split(' - ')[0]!)].some((w) => system.has(w)));
      if (bySystem.length === 1) sharing = bySystem;
    }
    for (const line of sharing.length > 0 ? sharing : areaLines.filter((l) => !areaMentions.some((m) => m !== mention && [...wordsOf(l.description)].some((w) => wordsOf(m.label).has(w))))) {
      assigned.set(line, [...(assigned.get(line) ?? []), mention]);
    }
  }
  const linearUsed = new Set<SizeMention>();
  for (const given of lines) {
    let line = given;
    if (!unsized(line)) {
      out.push(line);
      continue;
    }
    if (LINEAR_WORDS.test(line.description)) {
      const key = LINEAR_WORDS.exec(line.description)![1]!.toLowerCase();
      const mention = linearMentions.find((m) => !linearUsed.has(m) && m.label.toLowerCase().includes(key)) ?? (linearMentions.length === 1 && !linearUsed.has(linearMentions[0]!) ? linearMentions[0] : undefined);
      if (mention) {
        linearUsed.add(mention);
        out.push({ ...line, quantity: mention.quantity });
      } else out.push(line);
      continue;
    }
    const mentions = assigned.get(line) ?? [];
    if (mentions.length === 0) {
      out.push(line);
      continue;
    }
    // 'Basement & Laundry Room' sized as the laundry room alone is the laundry room.
    const notMine = named.get(line);
    if (notMine) line = { ...line, description: withoutRoom(line.description, notMine) };
    for (const mention of mentions) {
      if (mention.name) {
        const description = line.description.toLowerCase().includes(mention.name.toLowerCase()) ? line.description : `${line.description} - ${titleCase(mention.name)}`;
        const each = { ...line, description: description.slice(0, 500), useDimensions: mention.length !== null, length: mention.length, width: mention.width, quantity: mention.quantity };
        out.push(...Array.from({ length: mention.times ?? 1 }, () => each));
        continue;
      }
      // 'the golf cart bay beside it, 10 x 12': where a place is, said after it, is no part of its name.
      let area = mention.label.replace(WHERE_AFTER, '').replace(/\b(?:is|are|was|measures?|about|approx\.?|approximately|roughly|around)\b/gi, '').replace(/\s+/g, ' ').trim().split(' ').slice(-3).join(' ');
      // 'Mine is about 22 x 25', 'Size: "It's 25 x 30"': words about the size name no room; the one
      // room the request names does ('garage floor again', 'Garage Floor Coating in Boise').
      // 'the outdoor kitchen pad next to it (8 x 12)', 'the two restrooms together come to about 180
      // sq ft': the words right before the size name no room, the room said earlier in the clause does.
      const roomsInLabel = areaNamesIn(mention.label);
      if (areaNamesIn(area).length === 0 && roomsInLabel.length > 0) area = roomsInLabel.at(-1)!;
      if ((area === '' || NO_NAME.test(area)) && areaNamesIn(area).length === 0) {
        const rooms = [...new Set(areaNamesIn(text.replace(OFFICE_LABEL, '\n')))];
        area = rooms.length === 1 ? rooms[0]! : '';
      }
      const description = area && !line.description.toLowerCase().includes(area.toLowerCase()) ? `${line.description} - ${area}` : line.description;
      out.push({ ...line, description: description.slice(0, 500), useDimensions: mention.length !== null, length: mention.length, width: mention.width, quantity: mention.quantity });
    }
  }
  return out;
}

// A bare price after the system it prices ('flake 4.70', 'metallic 8.60', 'Standard pricing: 4.85
// flake'): dollars and cents, not a size, a percentage or part of a longer number.
// Also a whole or one-decimal figure said 'even' ('5 even', 'five even a foot') or right after a
// system word ('flake 4.7', 'metallic 8').
const NOT_SIZE_AFTER = `(?![\\d%])(?!\\s*(?:%|percent|x\\b|by\\b|'|ft\\b|feet\\b|foot\\b|in\\b|"|sq|sf|lf|linear|car\\b))`;
const BARE_PRICE = new RegExp(
  `(?<![\\d.,$-])\\$?(\\d{1,3}\\.\\d{2})${NOT_SIZE_AFTER}|(?<![\\d.,$-])\\$?(\\d{1,2}(?:\\.\\d{1,2})?)\\s+even\\b|\\b(?:flake|chip|metallic|quartz|epoxy|polyaspartic|urethane|sealer)\\s+(?:@\\s*|at\\s+)?\\$?(\\d{1,2}(?:\\.\\d{1,2})?)(?![\\d.]*\\d)${NOT_SIZE_AFTER}`,
  'gi',
);

// 'urethane w/ heavy grit 9.25 all areas', '4.40 for everything': one price said for every floor.
const FOR_ALL_AREAS = /^[ \t]*(?:\/[ \t]*(?:sf|sq[ \t]*ft)[ \t]*)?,?[ \t]*(?:for[ \t]+|on[ \t]+|in[ \t]+)?(?:all[ \t]+(?:areas|rooms|floors|spaces|of[ \t]+(?:it|them)|three|four|five)|everything|every[ \t]+(?:area|room|floor)|throughout)\b/i;

// A price said as the one paid before: 'you did it for 3.15 a foot last year', 'we paid 4.10 back then'.
// Read in the words after the price up to the end of its clause, where such words usually follow it;
// 'use 11.40 (not last year's 10.25)' puts the past after a 'not' and is this year's price.
const PAST_PRICE_AFTER = /^[^\n.,;!?\d$]{0,40}?\b(?:last[ \t]+(?:time|year|spring|summer|fall|winter|season|job)|back[ \t]+then|years?[ \t]+ago)\b/i;
const isPastPrice = (text: string, end: number): boolean => PAST_PRICE_AFTER.test(text.slice(end, end + 60).split(/\(|\b(?:not|but|and|so|now|this)\b/i)[0] ?? '');

/** Lines the prose reader sized but could not price get the bare prices no line has taken, in order. */
export function fillMissingRates(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!lines.some((l) => l.rate === 0)) return lines;
  const taken = new Set(lines.map((l) => l.rate));
  const found = [...text.matchAll(BARE_PRICE)].filter((m) => Number(m[1] ?? m[2] ?? m[3]) > 0 && !taken.has(Number(m[1] ?? m[2] ?? m[3])) && !isPastPrice(text, m.index + m[0].length));
  const prices = found.map((m) => Number(m[1] ?? m[2] ?? m[3]));
  // The one price left, said for all areas, prices every floor left at 0.
  const forAll = found.length === 1 && FOR_ALL_AREAS.test(text.slice(found[0]!.index + found[0]![0].length, found[0]!.index + found[0]![0].length + 30));
  let next = 0;
  return lines.map((line) => {
    if (line.rate !== 0 || next >= prices.length) return line;
    return { ...line, rate: forAll ? prices[0]! : prices[next++]! };
  });
}

// One priced size in a clause ('kitchen 20x24 urethane 12.25', 'cove 88 lf @ 14', 'the carport 18 by
// 20 also 6.50'): what the prose reader sometimes misses when clauses are packed into one line.
const CLAUSE_AREA = new RegExp(`(?<![\\d.])${FEET}(?:x|by|×)\\s*${FEET}`, 'i');
const CLAUSE_QTY = /(?<![\d.$])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(sq\.?\s*ft\b|sqft\b|sf\b|square\s+feet\b|lf\b|lin(?:ear)?\.?\s*(?:ft|feet)\b)/i;
const CLAUSE_PRICE = /(?:@|\bat\b|\$)\s*\$?(\d+(?:\.\d{1,2})?)(?![\d.]|\s*(?:x\b|by\b|'|ft\b|feet\b|%|:\d|[ap]\.?m\b|o'?clock\b))|(?<![\d.$])(\d{1,3}\.\d{2})(?![\d.%])/gi;

// Words of a sentence about the floor, not its name: 'It is roughly 20 ft by 25 ft. You quoted our ... $3.80/sf'.
const SENTENCE_WORDS = /\b(?:i|i'm|you|we|they|he|she|it|its|our|your|their|my|quoted|said|roughly|would|could|need|needs|want|wants|hoping)\b/i;
const CLAUSE_SYSTEMS: [RegExp, string][] = [
  [/\b(?:flake|chip)/i, 'Flake system'],
  [/\bmetallic/i, 'Metallic epoxy'],
  [/\bquartz/i, 'Quartz system'],
  [/\bpolyaspartic/i, 'Polyaspartic'],
  [/\burethane\s+cement/i, 'Urethane cement'],
];

/**
 * A clause's own words name its line ('Lanai 14 by 22 flake'); a sentence about the floor ('We need the
 * basement done. It is roughly 20 ft by 25 ft. You quoted our other store $3.80/sf') is named by its
 * system and the room said with its size or just before it, never a room of the price's own sentence.
 */
function clauseLineName(text: string, first: string, clause: string, words: string): string {
  if (!SENTENCE_WORDS.test(words)) return words.charAt(0).toUpperCase() + words.slice(1);
  const at = text.indexOf(first);
  const room = areaNamesIn(first)[0] ?? (at > 0 ? areaNamesIn(text.slice(Math.max(0, at - 300), at)).at(-1) : undefined);
  const system = CLAUSE_SYSTEMS.find(([p]) => p.test(clause))?.[1] ?? 'Epoxy floor coating';
  return room ? `${system} - ${room}` : system;
}

export function pricedSizesInClauses(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const quantities = new Set(lines.map((l) => round2(l.quantity)));
  const out = [...lines];
  // A dictation runs its rooms together ('lanai 14 by 22 flake at 6.50 and the carport 18 by 20 also
  // 6.50'): a clause with two sizes is cut at its 'and'/'plus' so each room keeps its own price.
  const twoSizes = new RegExp(CLAUSE_AREA.source, 'gi');
  const clauses = text
    .split(/[;\n]|\.\s|,\s/)
    .flatMap((c) => (c.length < 2000 && (c.match(twoSizes)?.length ?? 0) >= 2 ? c.split(/\s(?:and|plus)\s/i) : [c]))
    .map((c) => c.trim())
    .filter((c) => c.length > 0 && c.length < 200);
  for (let i = 0; i < clauses.length; i += 1) {
    let clause = clauses[i]!;
    const area = CLAUSE_AREA.exec(clause);
    const qty = area ? null : CLAUSE_QTY.exec(clause);
    if (!area && !qty) continue;
    const sizeEnd = (area ?? qty)!.index + (area ?? qty)![0].length;
    let prices = [...clause.slice(sizeEnd).matchAll(CLAUSE_PRICE)];
    // The price in the next clause ('Kitchen/prep area 18x32, urethane cement 12.40 sf').
    if (prices.length === 0 && clauses[i + 1] && !CLAUSE_AREA.test(clauses[i + 1]!) && !CLAUSE_QTY.test(clauses[i + 1]!.replace(/(\d+\.\d{2})\s*(?:sf|sq\s*ft|lf)\b/i, ''))) {
      clause = `${clause} ${clauses[i + 1]!}`;
      prices = [...clause.slice(sizeEnd).matchAll(CLAUSE_PRICE)];
      // A price borrowed from the next clause must not be one a line already has.
      if (prices.length === 1 && out.some((l) => l.rate === Number(prices[0]![1] ?? prices[0]![2]))) continue;
    }
    if (prices.length !== 1) continue;
    const rate = Number(prices[0]![1] ?? prices[0]![2]);
    const length = area ? Number(area[1]) + (area[2] ? Number(area[2]) / 12 : 0) : null;
    const width = area ? Number(area[3]) + (area[4] ? Number(area[4]) / 12 : 0) : null;
    const quantity = area ? round2(length! * width!) : Number(qty![1]!.replace(/,/g, ''));
    if (!(rate > 0 && rate < 100) || !(quantity > 0) || quantities.has(quantity)) continue;
    // Part of an area a line already read holds at the same rate ('kitchen 660 + dish room 120 = 780');
    // a row this reader took from its own clause is a room of its own ('shop 40 x 50 - 3.10', then 'cage 12x24 - 3.10').
    if (lines.some((l) => l.rate === rate && l.quantity > quantity)) continue;
    // The thing's words sit before its price; what follows (a blanked phone or address, the terms) is not its name.
    const priceEnd = sizeEnd + prices[0]!.index + prices[0]![0].length;
    const words = clause
      .slice(0, priceEnd)
      .split(/[|;]/)[0]!
      .replace(/\$?\d[\d,.]*/g, ' ')
      .replace(/\b(?:x|by|at|sq|ft|sf|lf|feet|foot|linear|square|also|same|price|the|and|is|plus|about|approx)\b|[@$'"()×/:=~-]/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 6)
      .join(' ');
    if (!/[a-z]{3,}/i.test(words)) continue;
    quantities.add(quantity);
    out.push({ description: clauseLineName(text, clauses[i]!, clause, words), useDimensions: area !== null, length: length === null ? null : feetAndInches(length), width: width === null ? null : feetAndInches(width), quantity, rate });
  }
  return out;
}
