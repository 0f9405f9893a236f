import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * Like rooms counted with the size of one ('exam rms 3 @ 10 x 12', '4 offices @ 11x12 each', 'ops (4) 10 x 12 ea'): the
 * line read from the size of one room covers all of them, the count times the size.
 */
const ROOMS = String.raw`(?:rms|rooms|offices|bays|stalls|units|suites|classrooms|operatories|bedrooms|bathrooms|restrooms|kennels|cells)`;
// ('Prep bays, 2 @ 24 x 30': a comma may stand between the rooms and their count.)
const COUNT_AFTER = new RegExp(String.raw`\b${ROOMS}\.?,?[ \t]*\(?(\d{1,2})\)?[ \t]*(?:@|at)[ \t]*(\d{1,3})[ \t]*(?:x|by)[ \t]*(\d{1,3})(?![\d.])`, 'gi');
const COUNT_BEFORE = new RegExp(String.raw`(?<![\d.,$])\b(\d{1,2})[ \t]+(?:[a-z]+[ \t]+)?${ROOMS}[ \t]*(?:@|at)[ \t]*(\d{1,3})[ \t]*(?:x|by)[ \t]*(\d{1,3})(?![\d.])`, 'gi');

// 'ops (4) 10 x 12 ea', 'stalls (x6) 9x12 each': a count in brackets before the size of each, whatever the rooms are called.
const COUNT_EACH = /\([ \t]*[x\u00d7]?[ \t]*(\d{1,2})[ \t]*\)[ \t]*(?:@[ \t]*)?(\d{1,3})[ \t]*(?:'|ft)?[ \t]*(?:x|by|\u00d7)[ \t]*(\d{1,3})[ \t]*(?:'|ft)?[ \t]*(?:ea|each)\b/gi;

const COUNT_WORD: Record<string, number> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 });
// A note's row of like rooms, the count before their name: '2 bedrooms 12x12 ea', '(3) offices 10 x 12',
// 'three exam rms: 10 x 11 each'. The size is of each when 'each' follows it or the count is in brackets;
// a sentence's 'two offices, 9 x 11 each' may be two lines and is left to the prose reader.
const SIZE_OF_EACH = String.raw`[ \t]*[:-]?[ \t]*(\d{1,3})[ \t]*(?:'|ft)?[ \t]*(?:x|by|\u00d7)[ \t]*(\d{1,3})(?![\d.])[ \t]*(?:'|ft)?`;
const COUNT_THEN_ROOMS_EACH = new RegExp(String.raw`(?<![\d.,$])\b(\d{1,2}|${Object.keys(COUNT_WORD).join('|')})[ \t]+(?:[a-z]+[ \t]+)?${ROOMS}${SIZE_OF_EACH}[ \t]*(?:ea|each|apiece)\b`, 'gi');
const BRACKETED_COUNT_THEN_ROOMS = new RegExp(String.raw`\([ \t]*(\d{1,2})[ \t]*\)[ \t]*(?:[a-z]+[ \t]+)?${ROOMS}${SIZE_OF_EACH}`, 'gi');

export function countedSizes(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = countAtAreaWithTheirTotal(text, areaOfEachWithTheirTotal(text, countedWithTheirTotal(text, eachOfNumberedUnits(text, eachOfNamedPlaces(text, lines)))));
  const counted = [COUNT_AFTER, COUNT_BEFORE, COUNT_EACH, COUNT_THEN_ROOMS_EACH, BRACKETED_COUNT_THEN_ROOMS].flatMap((pattern) => [...text.matchAll(pattern)]);
  for (const m of counted) {
    const count = COUNT_WORD[m[1]!.toLowerCase()] ?? Number(m[1]);
    const length = Number(m[2]);
    const width = Number(m[3]);
    if (count < 2 || count > 30) continue;
    const one = out.filter((l) => l.length === length && l.width === width && Math.abs(l.quantity - length * width) < 0.01);
    if (one.length !== 1) continue;
    const quantity = count * length * width;
    // 'restrooms 2 @ 8x7 ... 112 sf tot': the total said beside them, read as a line of its own naming these
    // rooms or none, is the same rooms.
    const words = roomWordsOf(one[0]!);
    const restated = out.filter((l) => l !== one[0] && l.length === null && l.rate === one[0]!.rate && Math.abs(l.quantity - quantity) < 0.01 && roomWordsOf(l).every((w) => words.includes(w)));
    out = out.flatMap((l) => (l === one[0] ? [{ ...l, useDimensions: false, length: null, width: null, quantity }] : restated.length === 1 && l === restated[0] ? [] : [l]));
  }
  return likeRoomsWithTheirTotal(text, out);
}

/** The lines read for one size: its area, with that length and width either way round or none written. */
function linesOfSize(lines: ExtractedLineItem[], length: number, width: number): ExtractedLineItem[] {
  return lines.filter((l) => Math.abs(l.quantity - length * width) < 0.01 && (l.length === null || (l.length === length && l.width === width) || (l.length === width && l.width === length)));
}

// 'the men's and the women's, each one's 10 by 12', 'kitchen, pantry and mudroom, each about 8 x 10':
// places named one by one, then one size said for each.
const EACH_SIZE = /,[ \t]*each(?:[ \t]+one'?s|[ \t]+one[ \t]+is|[ \t]+of[ \t]+(?:them|those)(?:[ \t]+is)?)?[ \t]*(?:is|are|measuring|measures|about|approx\.?|roughly|around)?[ \t]*(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft|feet)?[ \t]*(?:x|by)[ \t]*(\d{1,4}(?:\.\d+)?)(?![\d.])/gi;
const PLACE_ITEM = /^(?:the[ \t]+)?([a-z][a-z'\u2019-]*(?:[ \t]+[a-z][a-z'\u2019-]*){0,2})$/i;
const LAST_NAMED = /\bthe[ \t]+([a-z][a-z'\u2019-]*(?:[ \t]+[a-z][a-z'\u2019-]*){0,2})$/i;
const NOT_A_PLACE = /^(?:it|them|they|those|these|both|all|one|ones|two|three|four|rooms?|areas?|spaces?|floors?|and|or|so|we|he|she|i|you)$/i;
const LIST_JOIN = /[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+/gi;

/** Two to four names of one to three words before a size said for each, the last two joined by 'and'; null when no such list. */
export function namedPlacesBefore(before: string): string[] | null {
  const clause = (before.split(/[.;:!?\n()]/).pop() ?? '').slice(-120);
  const parts = clause.split(LIST_JOIN);
  const joins = [...clause.matchAll(LIST_JOIN)];
  const names: string[] = [];
  for (let i = parts.length - 1; i >= 0 && names.length < 4; i -= 1) {
    const part = (parts[i] ?? '').trim();
    // The first name may end a longer clause: 'we're doing the boys' room and ...'.
    const item = PLACE_ITEM.exec(part) ?? LAST_NAMED.exec(part);
    if (!item || NOT_A_PLACE.test(item[1]!)) break;
    names.unshift(item[1]!);
    if (item[0] !== part) break;
  }
  const lastJoin = joins[joins.length - 1];
  if (names.length < 2 || !lastJoin || !/and/i.test(lastJoin[0])) return null;
  return names.map((n) => n.replace(/(^|[ \t])([a-z])/g, (_m, space: string, c: string) => space + c.toUpperCase()));
}

/** The one line read for a size said 'each' of places named one by one becomes a line for each place. */
function eachOfNamedPlaces(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  for (const m of text.matchAll(EACH_SIZE)) {
    const places = namedPlacesBefore(text.slice(Math.max(0, m.index - 160), m.index));
    if (!places) continue;
    const [length, width] = [Number(m[1]), Number(m[2])];
    const same = linesOfSize(out, length, width);
    if (same.length !== 1) continue;
    const one = same[0]!;
    const system = one.description.split(' - ')[0]!;
    const each = places.map((place) => ({ ...one, description: `${system} - ${place}` }));
    out = out.flatMap((l) => (l === one ? each : [l]));
  }
  return out;
}

// 'Four classrooms, each about 25 x 32 (3,200 sq ft total)', 'operatories x4, 11x12 ea = 528 sf', 'two
// offices, 10 x 12 each (240 sf both together)': a count of rooms, the size of one and the writer's own
// total of them all. The total is the line (length and width null, as the rooms are several), and the
// size of one is no line of its own. Only when the count said is the total over the size of one: 'two
// sensory rooms, each 10 x 12' with no total may be two lines, and the writers differ on it. The three
// may come in any order ('classrooms total 2,520 sf (3 rooms, 28x30 each)', 'op rooms 10x12 each (3 = 360
// sf)', 'restrooms 2 @ 8x7 ... 112 sf tot'), in one clause.
const SIZE_OF_ONE = /(?<![\d.])(\d{1,3}(?:\.\d+)?)[ \t]*(?:'|ft\.?)?[ \t]*(?:x|by|\u00d7)[ \t]*(\d{1,3}(?:\.\d+)?)(?:[ \t]*(?:'|ft\.?))?(?![\d.]*\d)(?![ \t]*(?:x|by|\u00d7)[ \t]*\d)/gi;
const AREA = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{2,6})[ \t]*(?:sq\.?[ \t]*f(?:ee)?t|sf|square[ \t]+f(?:ee|oo)t)\b`;
// Between the size and the total: words, an ellipsis, and at most the count ('(3 = 360 sf)').
const BETWEEN = String.raw`(?:[^\d.;!?\n]|\.{2,3}|(?<![\d.,])\d{1,2}(?![\d.,]))`;
const TOTAL_AFTER = new RegExp(String.raw`^(${BETWEEN}{0,40}?)${AREA}`, 'i');
const TOTAL_BEFORE = new RegExp(String.raw`${AREA}(${BETWEEN}{0,40})$`, 'i');
// ('restrooms 2x 8x10 (160 sf)': the count written as a factor, 'x' after it.)
const COUNT_SAID = /(?<![\d.,$])(?:x[ \t]?)?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\b|(?=x[ \t]))(?![.,]\d)/gi;
const CLAUSE_END = /[;!?\n]|\.(?=[ \t]|$)(?<!\.\.)/g;

interface Stated {
  area: number;
  start: number;
  end: number;
}

/** The writer's total of the rooms, right after the size of one or right before it. */
function totalBesideSize(text: string, start: number, end: number): Stated | null {
  const after = TOTAL_AFTER.exec(text.slice(end, end + 60));
  if (after) return { area: Number(after[2]!.replace(/,/g, '')), start: end + after[1]!.length, end: end + after[0].length };
  const from = Math.max(0, start - 60);
  const before = TOTAL_BEFORE.exec(text.slice(from, start));
  return before ? { area: Number(before[1]!.replace(/,/g, '')), start: from + before.index, end: from + before.index + before[0].length - before[2]!.length } : null;
}

/** Whether the count is said in the clause of the size and its total (before both, or between them). */
function countSaid(text: string, size: { start: number; end: number }, total: Stated, rooms: number): boolean {
  const first = Math.min(size.start, total.start);
  const last = Math.max(size.end, total.end);
  const lead = text.slice(Math.max(0, first - 50), first);
  const clauseStart = [...lead.matchAll(CLAUSE_END)].at(-1);
  const before = clauseStart ? lead.slice(clauseStart.index + 1) : lead;
  // The size and the total themselves are no count.
  const blank = (from: number, to: number): string => ' '.repeat(to - from);
  const region = text.slice(first, last).split('');
  for (const span of [size, total]) region.splice(span.start - first, span.end - span.start, ...blank(span.start, span.end));
  const said = [...`${before}${region.join('')}`.matchAll(COUNT_SAID)].map((m) => m[1]!.toLowerCase());
  return said.some((w) => (COUNT_WORD[w] ?? Number(w)) === rooms);
}

function countedWithTheirTotal(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!/\b(?:each|ea|apiece|total|tot|together|all|@)\b|=|\.\.\.|\(/i.test(text)) return lines;
  let out = lines;
  for (const size of text.matchAll(SIZE_OF_ONE)) {
    const [length, width] = [Number(size[1]), Number(size[2])];
    const span = { start: size.index, end: size.index + size[0].length };
    const total = totalBesideSize(text, span.start, span.end);
    if (!total) continue;
    const area = total.area;
    const rooms = area / (length * width);
    if (!Number.isInteger(rooms) || rooms < 2 || rooms > 30) continue;
    if (!countSaid(text, span, total, rooms)) continue;
    // 'restrooms 2x 8x10 (160 sf)': the count written as a factor before the size was read as the size ('2x 8').
    const factor = new RegExp(String.raw`(?<![\d.])${rooms}[ \t]?[x\u00d7][ \t]*$`, 'i').test(text.slice(Math.max(0, span.start - 6), span.start));
    const misread = factor ? out.filter((l) => l.length === rooms && l.width === length && l.useDimensions) : [];
    const one = misread.length === 1 ? misread : linesOfSize(out, length, width);
    const totals = out.filter((l) => l.length === null && Math.abs(l.quantity - area) < 0.01);
    // The rooms read one line each, under one name ('Restrooms', 'Restrooms'): they are the one line.
    const sameName = one.length === rooms && one.every((l) => l.description === one[0]!.description && l.rate === one[0]!.rate);
    // No line of the size of one, but the total read twice (from its square feet and from the count times the size).
    const totalTwice = one.length === 0 && totals.length >= 2 && totals.every((l) => l.description === totals[0]!.description && l.rate === totals[0]!.rate);
    if (one.length !== 1 && !sameName && !totalTwice) continue;
    // The total's own line keeps its name when it names the rooms as fully ('Public Restrooms' over 'Restrooms').
    const words = one.length > 0 ? roomWordsOf(one[0]!) : [];
    const fuller = totals.find((l) => l.rate === one[0]?.rate && words.length > 0 && words.every((w) => roomWordsOf(l).includes(w)));
    const kept = totalTwice ? totals[0]! : { ...one[0]!, ...(fuller ? { description: fuller.description } : {}), useDimensions: false, length: null, width: null, quantity: area };
    // The total read as a line of its own beside the size of one is the same rooms.
    out = out.flatMap((l) => (l === one[0] || l === kept ? [kept] : one.includes(l) || (totals.includes(l) && l.rate === kept.rate) ? [] : [l]));
  }
  return out;
}

// The area of one of several like rooms: '210 sf each', '150 sq ft ea', 'each about 400 sf'.
const AREA_OF_EACH = /(?<![\d.,])(\d{2,5})[ \t]*(?:sq\.?[ \t]*f(?:ee)?t|sf|square[ \t]+f(?:ee|oo)t)\.?[ \t]*(?:each|ea\b|apiece)|\beach(?:[ \t]+(?:one|room))?[ \t]+(?:is[ \t]+|about[ \t]+|approx\.?[ \t]+|~[ \t]*)?(\d{2,5})[ \t]*(?:sq\.?[ \t]*f(?:ee)?t|sf|square[ \t]+f(?:ee|oo)t)\b/gi;

/**
 * 'Four restrooms, 210 sf each' read as a line per room (or one line of one room), and the rooms' total said
 * too ('840 sf @ 6.75' in the office's reply, '450 sf total', '800 sf at 4.25'): the rooms are that one line,
 * named as the rooms, and the total is no line of its own. Only when the count is said before the area of one.
 */
function areaOfEachWithTheirTotal(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!/\b(?:each|ea|apiece)\b/i.test(text)) return lines;
  const said = new Set([...text.matchAll(new RegExp(AREA, 'gi'))].map((m) => Number(m[1]!.replace(/,/g, ''))));
  let out = lines;
  for (const m of text.matchAll(AREA_OF_EACH)) {
    const one = Number(m[1] ?? m[2]);
    const rooms = out.filter((l) => l.length === null && Math.abs(l.quantity - one) < 0.01);
    if (rooms.length === 0 || rooms.some((l) => l.description !== rooms[0]!.description || l.rate !== rooms[0]!.rate)) continue;
    const total = out.filter((l) => l.length === null && !rooms.includes(l) && l.rate === rooms[0]!.rate && Number.isInteger(l.quantity / one) && l.quantity / one >= 2 && l.quantity / one <= 30);
    if (total.length !== 1 || !said.has(total[0]!.quantity)) continue;
    const count = total[0]!.quantity / one;
    if (rooms.length !== 1 && rooms.length !== count) continue;
    const lead = text.slice(Math.max(0, m.index - 60), m.index);
    const clause = lead.slice(([...lead.matchAll(CLAUSE_END)].at(-1)?.index ?? -1) + 1);
    if (![...clause.matchAll(COUNT_SAID)].some((c) => (COUNT_WORD[c[1]!.toLowerCase()] ?? Number(c[1])) === count)) continue;
    out = out.flatMap((l) => (l === rooms[0] ? [{ ...l, quantity: total[0]!.quantity }] : rooms.includes(l) || l === total[0] ? [] : [l]));
  }
  return out;
}

// 'Restrooms: 2 @ 60 sf = 120 sf', 'Locker rooms   2 @ 300 sf    600 sf' (a sheet's row), '3 x 150 sf (450 sf)': a count
// of like rooms at the area of one, then the area of them all. Every gap is bounded (aligned columns are spaces).
const COUNT_AT_AREA = /(?<![\d.,$])(\d{1,2})[ \t]{0,3}(?:@|x|\u00d7)[ \t]{0,3}(\d{2,5})[ \t]{0,3}(?:sq\.?[ \t]?f(?:ee)?t|sf)\.?(?:[ \t]{1,3}(?:each|ea)\b)?[ \t]{0,16}(?:(?:=|\(|:|-|total|tot\.?)[ \t]{0,3})?(\d{1,3}(?:,\d{3})+|\d{2,6})[ \t]{0,3}(?:sq\.?[ \t]?f(?:ee)?t|sf)\b/gi;

/**
 * The rooms read at the area of one (once, or once for each) beside a line of their total: one line, of the total.
 * Only when the count times the area of one is the total written after them, to the square foot.
 */
function countAtAreaWithTheirTotal(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!/\d[ \t]{0,3}(?:@|x|\u00d7)[ \t]{0,3}\d{2,5}[ \t]{0,3}(?:sq|sf)/i.test(text)) return lines;
  let out = lines;
  for (const m of text.matchAll(COUNT_AT_AREA)) {
    const [count, one, total] = [Number(m[1]), Number(m[2]), Number(m[3]!.replace(/,/g, ''))];
    if (count < 2 || count * one !== total) continue;
    const rooms = out.filter((l) => l.length === null && Math.abs(l.quantity - one) < 0.01);
    if (rooms.length === 0 || rooms.some((l) => l.description !== rooms[0]!.description || l.rate !== rooms[0]!.rate)) continue;
    if (rooms.length !== 1 && rooms.length !== count) continue;
    const totals = out.filter((l) => l.length === null && Math.abs(l.quantity - total) < 0.01 && l.rate === rooms[0]!.rate);
    if (totals.length > 1) continue;
    out = out.flatMap((l) => (l === rooms[0] ? [{ ...l, quantity: total }] : rooms.includes(l) || totals.includes(l) ? [] : [l]));
  }
  return out;
}

// 'units 1108 & 1112 want garages. both 11x21', 'bays 3 and 4, each 12 x 24', 'apts 2B, 2C and 2D all 10x12':
// places told apart by their numbers, then one size said for every one of them.
const NUMBERED = /\b(units?|apts?\.?|apartments?|suites?|bays?|lots?|bldgs?\.?|buildings?|stalls?)[ \t]*#?(\d{1,5}[a-z]?|[a-z])((?:[ \t]*,[ \t]*#?(?:\d{1,5}[a-z]?|[a-z]))*)[ \t]*(?:&|and|\+)[ \t]*#?(\d{1,5}[a-z]?|[a-z])\b/gi;
const SIZE_FOR_ALL = /^[^.;!?\n]{0,60}?[.;,:-]?[ \t]*\b(?:both|each|all)(?:[ \t]+(?:one|of[ \t]+them|are|is|about|approx\.?|roughly|measure|measuring))*[ \t]*(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft)?[ \t]*(?:x|by)[ \t]*(\d{1,4}(?:\.\d+)?)(?!\d|\.\d)/i;

/** The one line read for a size said for all of several numbered places becomes a line for each. */
function eachOfNumberedUnits(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  for (const m of text.matchAll(NUMBERED)) {
    const size = SIZE_FOR_ALL.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 120));
    if (!size) continue;
    const ids = [m[2]!, ...(m[3]!.match(/\d{1,5}[a-z]?|\b[a-z]\b/gi) ?? []), m[4]!];
    const [length, width] = [Number(size[1]), Number(size[2])];
    const same = out.filter((l) => Math.abs(l.quantity - length * width) < 0.01);
    if (same.length !== 1) continue;
    const one = same[0]!;
    const system = one.description.split(' - ')[0]!;
    const kind = m[1]!.replace(/\.$/, '').replace(/s$/i, '');
    const noun = kind.charAt(0).toUpperCase() + kind.slice(1).toLowerCase();
    out = out.flatMap((l) => (l === one ? ids.map((id) => ({ ...one, description: `${system} - ${noun} ${id.toUpperCase()}` })) : [l]));
  }
  return out;
}

// Words of a line's name that do not say which rooms it is.
const NOT_ROOM_WORDS = new Set('room rooms rm area areas floor floors space the and of a an each all both total together'.split(' '));

/** The words naming a line's rooms, singular ('Epoxy - Laundry Rooms' -> laundry); [] when it names none. */
function roomWordsOf(line: ExtractedLineItem): string[] {
  const parts = line.description.split(' - ');
  if (parts.length < 2) return [];
  return (parts.slice(1).join(' ').toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => w.length >= 3 && !NOT_ROOM_WORDS.has(w)).map((w) => w.replace(/'s$/, '').replace(/(?<=[^s])s$/, ''));
}

// A figure, whole (its commas and decimals with it), with a unit of area after it: '720 sf', '1,176 sq ft'.
const WRITTEN_AREA = /(?<![\d.,])(\d(?:[\d.,]*\d)?)[ \t]*(?:sq\.?[ \t]*f(?:ee)?t|sf|square[ \t]+f(?:ee|oo)t)\b/gi;

/** The areas the request writes, as written ('720', '1176', '1,176'): read once, not once per line. */
function areasWritten(text: string): ReadonlySet<string> {
  return new Set([...text.matchAll(WRITTEN_AREA)].map((m) => m[1]!));
}

/** An area written as the writer would: '720', '1176', '1,176', with a unit of area after it. */
function areaSaid(written: ReadonlySet<string>, area: number): boolean {
  return written.has(String(area)) || written.has(area.toLocaleString('en-US'));
}

const COUNT_NAMES: readonly string[] = Object.keys(COUNT_WORD);

/**
 * The count of the rooms said with them: '3 bays', 'two public restrooms', 'halls 3 x 210', 'bays (3) @'.
 * Only the words are looked for, never a pattern per line over the text: the rooms' own words find their places.
 */
function countSaidWith(lower: string, count: number, words: readonly string[]): boolean {
  const word = COUNT_NAMES.find((w) => COUNT_WORD[w] === count);
  const counts = new Set([String(count), ...(word ? [word] : [])]);
  for (const room of words) {
    if (room.length < 3) continue;
    for (let at = lower.indexOf(room); at >= 0; at = lower.indexOf(room, at + room.length)) {
      const before = lower.slice(Math.max(0, at - 30), at).match(/(?:^|[^a-z0-9.,$])([a-z0-9]+)[ \t]+(?:[a-z]+[ \t]+)?$/);
      if (before && counts.has(before[1]!)) return true;
      const after = lower.slice(at + room.length, at + room.length + 20).match(/^(?:e?s)?[ \t]*:?[ \t]*\(?([a-z0-9]+)\)?[ \t]*(?:x|@|\u00d7|at)\b/);
      if (after && counts.has(after[1]!)) return true;
    }
  }
  return false;
}

/**
 * Like rooms read for the size of one (once, or once for each) and again as the total of them all, said
 * elsewhere in the request: the customer's 'We have 3 bays each 14 x 28' under the office's 'bays 3 x
 * 14x28 = 1176 sf'; 'Each hall is 5' x 42'' with 'halls 3 x 210 = 630 sf'; 'the two restrooms are 160 sq ft
 * together (8 x 10 each)'. The rooms are the total's line, at the same price; the lines for the size of
 * one go. When no line holds the total but the request writes it as an area ('6 laundry rooms, each 10 x
 * 12' and '6 rooms x 120 = 720 sf'), the like lines become that one line. Without a total said, rooms read
 * one by one stay so (writers differ on them).
 */
function likeRoomsWithTheirTotal(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  const seen = new Set<string>();
  // The request lower-cased and the areas it writes: read from the text once, when a line first needs them.
  let lower: string | undefined;
  let written: ReadonlySet<string> | undefined;
  for (const first of lines) {
    if (first.length === null || first.width === null || first.quantity <= 0) continue;
    const key = `${first.description}|${first.quantity}|${first.rate}`;
    if (seen.has(key) || !out.includes(first)) continue;
    seen.add(key);
    const like = out.map((l, i) => (l.description === first.description && l.rate === first.rate && Math.abs(l.quantity - first.quantity) < 0.01 && l.length !== null ? i : -1)).filter((i) => i >= 0);
    const words = roomWordsOf(first);
    if (words.length === 0) continue;
    const totals = out.map((l, i) => {
      if (like.includes(i) || l.rate !== first.rate) return -1;
      const rooms = l.quantity / first.quantity;
      if (Math.abs(rooms - Math.round(rooms)) > 1e-9 || rooms < Math.max(2, like.length) || rooms > 30) return -1;
      const said = roomWordsOf(l);
      // A total naming no room ('Epoxy - 1176 sf') is theirs only when each room was read as a line of its own.
      if (said.length === 0) return rooms === like.length ? i : -1;
      if (!words.some((w) => said.includes(w))) return -1;
      return rooms === like.length || countSaidWith((lower ??= text.toLowerCase().slice(0, 50_000)), Math.round(rooms), words) ? i : -1;
    }).filter((i) => i >= 0);
    if (totals.length === 1) {
      const t = totals[0]!;
      const named = roomWordsOf(out[t]!).length > 0 ? out[t]! : { ...out[t]!, description: first.description };
      out = out.flatMap((l, i) => (like.includes(i) ? [] : i === t ? [named] : [l]));
      continue;
    }
    if (totals.length === 0 && like.length >= 2 && areaSaid((written ??= areasWritten(text)), Math.round(like.length * first.quantity * 100) / 100)) {
      const merged = { ...first, useDimensions: false, length: null, width: null, quantity: like.length * first.quantity };
      out = out.flatMap((l, i) => (i === like[0] ? [merged] : like.includes(i) ? [] : [l]));
    }
  }
  return out;
}
