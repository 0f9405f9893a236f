import { lengthsForLinearLines } from './linear-lengths.ts';
import { feeNameBeforePrice } from './fee-name.ts';
import { areaLineFromNote } from './office-rate-lines.ts';
import { pricesPerRoom } from './per-room-prices.ts';
import { isGivenName } from '../customer/given-names.ts';
import { areaNamesIn } from './line-items.ts';
import { whereSizeIsWritten } from '../sizes/written-sizes.ts';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { isOfficeTurn, isThreadTurn } from '../text/thread-turns.ts';
import { NOT_FLOOR, SECOND_COAT } from '../taken-back/vocabulary.ts';

/**
 * Two checks of the prose reader's lines against the request's own lines (issue 12: "a line named
 * after the wrong area", "a second item whose quantity and price sit apart"):
 * - an area line is named after the words written before its own size on its own line
 *   ('surgery 12 x 14 @ 6.15' is the surgery, not the kennel of the line above);
 * - a count line left at 1 ('Steps | 1 @ 65') takes the count the request gives for that thing
 *   ('garage 24x24 + 3 steps ... steps 65 ea'), unless the price is said to be flat.
 */


const LEAD = /^[\s~*•>+\-–—.:)#\d]*(?:job\s*:|scope\s*:|area\s*:)?\s*/i;
const NOT_LABEL = /^(?:and|plus|also|then|the|a|an|is|are|at|@|same|each|apiece|approx\.?|about|x|by)$/i;

const PIECE = /[,;:=(+]|[.!?]\s|\s-\s|\s@\s|\s(?:and|plus|&)\s/;
const SIZE_AT_END = /\d+(?:\.\d+)?\s*(?:'|ft\.?|feet)?\s*(?:x|by|×)\s*\d+(?:\.\d+)?\s*(?:'|ft\.?|feet)?\s*$/i;

function labelOnLine(line: string, at: number, late = false): string | null {
  const before = line.slice(0, at).replace(LEAD, '');
  // 'Turnout gear room: 14' x 18'': the words before a colon that ends the clause name the size.
  const pieces = before.replace(/:\s*$/, ' ').split(PIECE);
  // '2 sections 6x24 + 6x10': a size right after another one is a part of the same named area.
  let last = pieces.length - 1;
  while (last > 0 && !/[a-z]/i.test(pieces[last]!) && SIZE_AT_END.test(pieces[last - 1]!)) {
    pieces[last - 1] = pieces[last - 1]!.replace(SIZE_AT_END, '');
    last -= 1;
  }
  // 'the wash pad out back, 20 x 24': a size after a comma is named by the words before the comma.
  if (late && last > 0 && !/[a-z]/i.test(pieces[last]!) && /[a-z]{3}/i.test(pieces[last - 1]!)) last -= 1;
  const words = pieces[last]!
    .replace(/\b(?:is|are|measures?|about|approx\.?|approximately|roughly|around|floor|at)\s*$/i, '')
    .trim()
    .split(/\s+/)
    // ('flower rm A 24 x 48': a capital A after the name tells like rooms apart, it is no article.)
    .filter((w, i, all) => w && (!NOT_LABEL.test(w) || (w === 'A' && i > 0 && i === all.length - 1)));
  if (words.length === 0 || words.length > 5 || !/[a-z]{3,}/i.test(words.join(' '))) return null;
  // 'you measured it at 24 x 25', 'which you measured at': words about the size, not its name.
  // 'OK, 5% works. Still 26 x 24', 'Mide 20 x 24' (Spanish 'it measures'): a word of the sentence, no name.
  if (words.some((w) => /^(?:you|it|which|we|i|he|she|they|measured|said|was|that|of|yes|please|still|now|ok|okay|so|but|actually|really|mide|miden|es|son|use|re-?measured|remeasured|corrected|revised)$/i.test(w))) return null;
  // 'It's maybe 18 ft by 22 ft', 'I'd also want the tool room done (10 by 12)': a sentence, named only by a
  // room said in it.
  if (words.some((w) => HEDGE.test(w))) {
    const sentence = words.join(' ');
    return areaNamesIn(sentence).at(-1) ?? [...sentence.matchAll(ANY_ROOM)].at(-1)?.[1] ?? null;
  }
  // 'both rooms', 'all areas': words for places named elsewhere.
  if (words.every((w) => /^(?:both|all|rooms?|areas?|spaces?|together|total)$/i.test(w))) return null;
  // 'Approximate size (customer provided):', 'Dimensions:', 'Customer notes: "26 x 22 ...': a form's
  // label for the size, or for the customer's own words, names no area.
  if (words.some((w) => /^\W*(?:size|sizes|dimensions?|measurements?|footage|approximate|provided|notes|comments?|message|details|description|remarks)\W*$/i.test(w) || /[()]/.test(w))) return null;
  // 'Basement - Marcus Delaney - 20x30': a person's name (a given name and a surname) written before
  // the size names whom the quote is for, not the place.
  if (words.length >= 2 && words.length <= 3 && words.every((w) => /^[A-Z][a-z'-]+$/.test(w)) && isGivenName(words[0]!) && areaNamesIn(words.join(' ')).length === 0) return null;
  return words.join(' ');
}

// ('its 22x22 remember', 'thats 12 x 14': a text message drops the apostrophe.)
const HEDGE = /^(?:it['\u2019]?s|that['\u2019]?s|there['\u2019]?s|i['\u2019]d|i['\u2019]m|we['\u2019]re|we['\u2019]d|maybe|probably|guess|think)$/i;
const UNIT_ONLY = /^(?:bldg|building|unit|apt|apartment|suite|ste|wing|phase|lot)\.?[ \t]*#?[ \t]*(?:\d{1,4}|[a-z])$/i;

const SENTENCE_WORD = /^(?:can|could|would|will|u|you|quote|price|need|needs|want|wants|please|pls|plz|for|my|our|his|her|their|your|is|are|was|do|does|did|get|got|have|has|also|just|about|approx\.?|like|with|on|in|at)$/i;

const titleCase = (s: string): string => s.replace(/(^|\s)([a-z])/g, (_m, sp: string, c: string) => `${sp}${c.toUpperCase()}`);

/**
 * `late`: the pass run on the finished lines (embedded-extractor.ts), which also names a size said
 * after a comma ('the wash pad out back, 20 x 24') and a line of two with one area name whose size
 * is said as an area ('kitchen ... 310 square feet', 'the powder room, 50 square feet').
 */
export function nameAreasByTheirLines(text: string, lines: ExtractedLineItem[], late = false): ExtractedLineItem[] {
  const named = namedByTheirLines(text, lines, late);
  return late ? withTheOneRoomSaid(text, wholeRowNames(text, named)) : named;
}

// A full stop that ends a piece: not an abbreviation's ('fert. storage bldg', 'maint. bay') before a
// word in lower case.
const ROW_PIECE = /[,;=(+]|[!?]\s|\s-\s|\s@\s|\s(?:and|plus|&|or|with|for|of|in|on|at)\s/i;
// (A full stop after a long word ends a sentence whatever follows: 'Willmar. shop 32x48'.)
const SENTENCE_END = /\.\s+(?![a-z])|[a-z]{6,}\.\s/i;
const ROW_SYSTEM_WORD = /^(?:epoxy|flake|flakes|chip|chips|solid|metallic|quartz|polyaspartic|poly|urethane|sealer|seal|sealed|clear|coat|coats|coating|topcoat|grind|stain|stained|polish|polished|resin|primer|broadcast|mvb|moisture|system|new|redo|quote|same)$/i;

/**
 * A note or sheet row names its floor by every word written before its size ('fert. storage bldg  40 x
 * 60', 'seed warehouse  60 x 80', '01  Vehicle bays (4) ...... 4,480 SF'): the reader's shorter name for
 * the line ('Storage', 'Bays') is the row's whole name when that name holds it. Only a row's name: the
 * words open the line, two to four of them, none a sentence's or a system's.
 */
function wholeRowNames(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!lines.some((l) => l.description.includes(' - '))) return lines;
  // Each short line's sizes, read once and filed by what they measure: a line finds the rows of its
  // size without reading every row again (a long paste repeats one row thousands of times).
  const rowsBySize = new Map<string, { written: string; at: number }[]>();
  const file = (key: string, written: string, at: number): void => {
    const rows = rowsBySize.get(key);
    if (rows) rows.push({ written, at });
    else rowsBySize.set(key, [{ written, at }]);
  };
  for (const written of text.split('\n')) {
    if (written.length > 120 || !/\d/.test(written)) continue;
    // (The first size of a row that a line's size matches names it, as the row is read left to right.)
    const seen = new Set<string>();
    const sizes: { at: number; key: string }[] = [];
    for (const m of written.matchAll(ROW_SIZE)) sizes.push({ at: m.index, key: `${feetInches(m[1]!, m[2])}x${feetInches(m[3]!, m[4])}` });
    for (const m of written.matchAll(ROW_AREA)) sizes.push({ at: m.index, key: `${Number(m[1]!.replace(/,/g, ''))}sf` });
    for (const { at, key } of sizes) {
      if (seen.has(key)) continue;
      seen.add(key);
      file(key, written, at);
    }
  }
  const namesBySize = new Map<string, Set<string>>();
  const namesOf = (key: string): Set<string> => {
    let names = namesBySize.get(key);
    if (!names) namesBySize.set(key, (names = new Set((rowsBySize.get(key) ?? []).map(({ written, at }) => rowName(written, at) ?? ''))));
    return names;
  };
  return lines.map((line) => {
    const at = line.description.indexOf(' - ');
    if (at < 0) return line;
    const areaWords = line.description.slice(at + 3).toLowerCase().split(/\s+/).filter(Boolean);
    if (areaWords.length === 0 || areaWords.length > 3) return line;
    const byArea = line.length === null || line.width === null;
    const names = namesOf(byArea ? `${Math.round(line.quantity * 100) / 100}sf` : `${line.length}x${line.width}`);
    const name = names.size === 1 ? [...names][0]! : '';
    const words = name.toLowerCase().split(/\s+/).map((w) => w.replace(/[.]$/, ''));
    const held = (w: string): boolean => words.includes(w) || words.includes(w.replace(/s$/, '')) || words.includes(`${w}s`);
    const ofArea = (w: string): boolean => areaWords.includes(w) || areaWords.includes(w.replace(/s$/, '')) || areaWords.includes(`${w}s`);
    if (!name || words.length <= areaWords.length || !areaWords.every(held) || words.every((w) => ofArea(w) || GENERIC_NAME_WORD.test(w))) return line;
    return { ...line, description: `${line.description.slice(0, at)} - ${titleCase(name)}`.slice(0, 500) };
  });
}

// '40 x 60', "12'6\" x 14'", '20 by 24'; '4,480 SF', '2250 sq ft'.
const ROW_SIZE = /(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft\.?|feet)?[ \t]*(?:-?[ \t]*(\d{1,2})[ \t]*(?:"|in\b))?[ \t]*(?:x|by|\u00d7)[ \t]*(\d{1,4}(?:\.\d+)?)(?:[ \t]*(?:'|ft\.?|feet))?(?:[ \t]*-?[ \t]*(\d{1,2})[ \t]*(?:"|in\b))?(?!\.?\d)/gi;
const ROW_AREA = /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{2,6})(?:\.0+)?[ \t]*(?:sq\.?[ \t]*ft|sf|square[ \t]+f(?:ee|oo)t)\b/gi;
const feetInches = (feet: string, inches: string | undefined): number => (inches && Number(inches) < 12 ? Math.round((Number(feet) + Number(inches) / 12) * 10_000) / 10_000 : Number(feet));

// Words that add nothing to a row's name: 'shop fl.', 'classrooms total', 'kennel rm'.
const GENERIC_NAME_WORD = /^(?:floors?|flr|fl|area|areas|space|room|rm|total|approx|about|is|are|measures?)$/i;

/** The words that open a row before its size, when they are all a name. */
function rowName(written: string, at: number): string | null {
  // A row is short; a dictation runs on ('tasha brooks front porch eight by thirty two flake at ...').
  if (written.length > 120) return null;
  const lead = written.slice(0, at).replace(/^[\s~*\u2022>+\-\u2013\u2014.:)#]*(?:\d{1,3}[.)]?\s+(?![\s-]*car\b))?(?:job\s*:|scope\s*:|area\s*:)?\s*/i, '');
  // '3 car garage': the count is the garage's size, not a row number; 'Area  garage', 'WORK  basement':
  // a label before a gap of its own is a cell of its own.
  if (/^\d/.test(lead)) return null;
  const cells = lead.replace(/\.{3,}|\u2026+/g, '  ').replace(/\(\s*\d{1,3}\s*\)/g, ' ').trim().split(/\s{2,}|\t/);
  const words = cells.at(-1)!.replace(/[\s:=~-]+$/, '').trim().split(/\s+/).filter(Boolean);
  while (words.length > 0 && GENERIC_NAME_WORD.test(words.at(-1)!.replace(/\.$/, ''))) words.pop();
  const before = words.join(' ');
  if (!before || ROW_PIECE.test(before) || SENTENCE_END.test(before)) return null;
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((w) => /^[a-z][a-z'/&-]*\.?$/i.test(w) && !SENTENCE_WORD.test(w) && !NOT_LABEL.test(w) && !ROW_SYSTEM_WORD.test(w.replace(/\.$/, '')) && !/^(?:only|each|both|all|per)$/i.test(w))) return null;
  // A person before the room ('Lonnie Dupree garage 20x20'): a capital inside a name written in lower
  // case, or a given name first.
  const lower = words.at(-1) === words.at(-1)!.toLowerCase();
  if (lower && words.slice(1).some((w) => /^[A-Z]/.test(w))) return null;
  if (/^[A-Z][a-z]/.test(words[0]!) && isGivenName(words[0]!)) return null;
  return before;
}

// '<word> room' (or stand, hall, booth; 'back of house') names a room whatever the word ('multipurpose room',
// 'stock room', 'concession stand'), unless the word
// only points at one ('the same room', 'each room').
const ANY_ROOM = /\b(?!(?:the|this|that|these|those|each|every|same|other|another|which|what|whole|entire|one|two|three|four|five|six|per|square|more|extra|enough|any|some|your|our|their|his|her|its|living|dining|rest|bath|bed|show|class|break|waiting)\b)([a-z]{4,14}\s+(?:room|rm\b|stand|hall|booth)|(?:back|front)\s+of\s+(?:the\s+)?house)/gi;
const NAMED_FLOOR = / - /;

/**
 * One floor line the reader could not name ('Chip flake system') and one room the request names in
 * words the reader's vocabulary lacks ('Community center multipurpose room 45x60'): the line is
 * that room's.
 */
function withTheOneRoomSaid(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const floors = lines.filter((l) => !NOT_FLOOR.test(l.description) && !SECOND_COAT.test(l.description) && l.quantity > 1);
  const unnamed = floors.filter((l) => !NAMED_FLOOR.test(l.description));
  if (floors.length !== 1 || unnamed.length !== 1) return lines;
  const rooms = [...new Set([...text.slice(0, 5000).matchAll(ANY_ROOM)].map((m) => m[1]!.toLowerCase().replace(/\s+/g, ' ').replace(/ rm$/, ' room')))];
  if (rooms.length !== 1) return lines;
  const room = rooms[0]!.replace(/(^| )([a-z])/g, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`).replace(/ Of /, ' of ').replace(/ The /, ' the ');
  return lines.map((l) => (l === unnamed[0] ? { ...l, description: `${l.description} - ${room}` } : l));
}

function namedByTheirLines(text: string, lines: ExtractedLineItem[], late: boolean): ExtractedLineItem[] {
  const textLines = text.split('\n');
  // 'Bath A 9 x 11 @ 5.90' and 'Bath B 9 x 11 @ 5.90': the n-th of identical lines is the n-th line
  // of the request that gives that size.
  const seen = new Map<string, number>();
  const identical = (l: ExtractedLineItem): string => `${l.description}|${l.length}|${l.width}|${l.rate}`;
  // Counted once, so that many lines stay linear.
  const twinCount = new Map<string, number>();
  for (const l of lines) twinCount.set(identical(l), (twinCount.get(identical(l)) ?? 0) + 1);
  const bySize = new Map<string, { candidates: { l: string; m: { index: number } | null }[]; labels: Set<string> }>();
  const areaOf = (l: ExtractedLineItem): string | undefined => l.description.split(' - ')[1]?.toLowerCase();
  const quantitiesByArea = new Map<string, Set<number>>();
  for (const l of lines) {
    const area = areaOf(l);
    if (area !== undefined) quantitiesByArea.set(area, (quantitiesByArea.get(area) ?? new Set()).add(l.quantity));
  }
  return lines.map((line) => {
    const nth = seen.get(identical(line)) ?? 0;
    seen.set(identical(line), nth + 1);
    // Only a line already named after an area can be named after the wrong one.
    // Late, a floor named by its system alone ('Novolac epoxy' twice, for 'flower rm A 24 x 48' and 'flower rm B
    // 24 x 48' above 'both novolac 7.40') is as unnamed as the default name.
    // (Only twins: one such line is left to the namers after this one, which read sentences better.)
    const generic = /^epoxy floor coating$/i.test(line.description.trim()) || (late && (twinCount.get(identical(line)) ?? 1) > 1 && !line.description.includes(' - ') && line.length !== null && line.width !== null && !NOT_FLOOR.test(line.description) && !SECOND_COAT.test(line.description));
    if (!line.description.includes(' - ') && !generic) return line;
    // A size said as an area ('the powder room, 50 square feet') names its line like L x W does.
    const byArea = line.length === null || line.width === null;
    const area = areaOf(line);
    // Two coats over one floor share its name and its size; two places under one name do not.
    const sharedName = area !== undefined && [...quantitiesByArea.get(area)!].some((q) => q !== line.quantity);
    if (byArea && !(late && sharedName && line.quantity >= 20 && Number.isInteger(line.quantity))) return line;
    const sizeKey = byArea ? `${line.quantity}` : `${line.length}|${line.width}`;
    let found = bySize.get(sizeKey);
    if (!found) {
      const areaSaid = byArea ? new RegExp(`(?<![\\d.,])${line.quantity}\\s*(?:sq\\.?\\s*ft|sf|square\\s+f(?:ee|oo)t)\\b`, 'i') : null;
      const firstSaid = (l: string): { index: number } | null => (areaSaid ? areaSaid.exec(l) : (whereSizeIsWritten(l, line.length!, line.width!, 1)[0] ?? null));
      const candidates = textLines.map((l) => ({ l, m: firstSaid(l) })).filter((c) => c.m);
      // The same size on several lines names the line only when every one of them says the same area.
      found = { candidates, labels: new Set(candidates.map(({ l, m }) => labelOnLine(l, m!.index, late)?.toLowerCase() ?? '')) };
      bySize.set(sizeKey, found);
    }
    const { candidates, labels } = found;
    if (candidates.length === 0) return line;
    const twins = twinCount.get(identical(line)) ?? 1;
    const byOrder = labels.size === candidates.length && twins === candidates.length;
    const { l, m } = candidates[byOrder ? nth : 0]!;
    const label = labelOnLine(l, m!.index, late);
    if (!label || (labels.size !== 1 && !byOrder)) return line;
    const description = line.description.toLowerCase();
    const labelWords = label.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
    // 'Bike storage room 15 x 22' named 'Storage Room', 'Trash room 9 x 12' named after the room
    // above it: the line's own words name it when the name given lacks one of them.
    // Only a label that reads as a room's name ('<words> room|area|bay|pad|...', four words at most, no
    // words of a sentence such as 'can u quote').
    const telling = labelWords.filter((w) => !/^(?:room|rooms|area|areas|floor|space|the|and|new|old)$/.test(w));
    const roomName = labelWords.length <= 4 && /\b(?:room|rm|area|bay|pad|wing|hall|pen|cage|closet|booth|dock|shop|storage)s?$/i.test(label.trim()) && !labelWords.some((w) => SENTENCE_WORD.test(w));
    if (labelWords.length === 0 || (labelWords.some((w) => description.includes(w)) && (!late || !roomName || telling.length === 0 || telling.every((w) => description.includes(w))))) return line;
    const system = line.description.split(' - ')[0]!;
    // 'Three storage rooms - Bldg 4 is 10 x 12, Bldg 5 is 10 x 14': a building or unit alone tells like
    // rooms apart; the room keeps its name.
    if (area && UNIT_ONLY.test(label.trim())) return { ...line, description: `${system} - ${titleCase(label)} ${line.description.split(' - ').slice(1).join(' - ')}`.slice(0, 500) };
    return { ...line, description: `${system} - ${titleCase(label)}`.slice(0, 500) };
  });
}

const COUNT_NOUN = /\b(steps?|stairs?|treads?|risers?|drains?|transitions?|thresholds?|nosings?|sinks?|bollards?|columns?|posts?|pits?|pads?|bases?|doors?|curbs?|trenches|sumps?)\b/i;

export function countsForCountLines(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  return pricesPerRoom(text, lengthsOfLinearLines(text, withStairWord(text, countsOfCountLines(text, lines))));
}

const LINEAR_WORK = /\b(crack|joint|cove|stem\s+wall|saw\s*cut|expansion\s+joint)/i;
const FEET = /(?<![\d.x])(\d{1,3}(?:\.\d+)?)\s*(?:ft\b|feet\b|foot\b|'(?!\s*(?:x|by)\b)|lf\b|linear)/gi;

/**
 * A line priced by the foot with no length ('crack repair 6.25/lf' in the office note) takes the
 * lengths said of that work in a sentence of its own, summed: 'There are two cracks, one about 14 ft
 * and one about 9 ft', 'the cove would run maybe 30 feet'. Never a sentence with a size or a price.
 */
function lengthsOfLinearLines(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const bare = lines.filter((l) => l.quantity === 1 && !l.useDimensions && l.rate > 0 && l.rate < 50 && LINEAR_WORK.test(l.description));
  if (bare.length !== 1) return lines;
  const word = LINEAR_WORK.exec(bare[0]!.description)![1]!.toLowerCase().split(/\s+/)[0]!;
  const mentions = new RegExp(`\\b${word}`, 'i');
  for (const sentence of text.split(/[.!?](?=\s|$)|\n|;/)) {
    if (sentence.length > 300 || !mentions.test(sentence)) continue;
    if (/\$|\d\.\d\d|\d\s*(?:'|ft|feet)?\s*(?:x|by)\s*\d|@|\b(?:sq|sf|square)\b/i.test(sentence)) continue;
    const feet = [...sentence.matchAll(FEET)].map((m) => Number(m[1]));
    if (feet.length === 0 || feet.length > 4) continue;
    const total = feet.reduce((a, b) => a + b, 0);
    if (total <= 1 || total > 1000) continue;
    return lines.map((l) => (l === bare[0] ? { ...l, quantity: Math.round(total * 100) / 100 } : l));
  }
  return lines;
}

/** 'stairs (13 treads) - $390 flat': a steps line keeps the request's word when it never says 'steps'. */
function withStairWord(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (/\bsteps?\b/i.test(text)) return lines;
  const word = /\b(stairs?|staircase|treads?|risers?)\b/i.exec(text)?.[1]?.toLowerCase();
  if (!word) return lines;
  const description = /^(?:treads?|risers?)$/.test(word) ? `Stair ${word}` : word.charAt(0).toUpperCase() + word.slice(1);
  return lines.map((line) => (/^steps$/i.test(line.description) ? { ...line, description } : line));
}

function countsOfCountLines(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  // Each thing's counts are found in the text once, however many lines name it.
  const countsByStem = new Map<string, RegExpExecArray[]>();
  return lines.map((line) => {
    if (/^steps$/i.test(line.description) && line.quantity > 1) {
      // 'basement stairs 12 treads @ 55': the request's own word names the line.
      const said = new RegExp(`(?<![\\d.])${line.quantity}\\s+(?:stair\\s+)?(treads?|risers?|stairs?|nosings?)\\b`, 'i').exec(text)?.[1]?.toLowerCase();
      if (said) return { ...line, description: /^(?:treads?|risers?|nosings?)$/.test(said) ? `Stair ${said}` : said.charAt(0).toUpperCase() + said.slice(1) };
      return line;
    }
    if (line.quantity !== 1 || line.useDimensions || line.rate <= 0) return line;
    const noun = COUNT_NOUN.exec(line.description)?.[1];
    if (!noun) return line;
    const base = noun.toLowerCase().replace(/s$/, '').replace(/e$/, '');
    // Steps, stairs, treads and risers are one thing said four ways.
    const stem = /^(?:step|stair|tread|riser)$/.test(base) ? '(?:step|stair|tread|riser)' : escapeRegExp(base);
    // '3 steps', '12 treads', 'steps (4)', 'steps x 4', 'steps 2 @ 60', 'threshold transitions 3 @ 45'.
    let counts = countsByStem.get(stem);
    if (!counts) {
      const said = new RegExp(
        `(?<![\\d.$])(\\d{1,3})[ \\t]+(?:(?!(?:ea|each|apiece)\\b)[a-z-]+[ \\t]+){0,2}?${stem}\\w*|${stem}\\w*(?:\\s+[a-z]+){0,2}?\\s*(?:\\((\\d{1,3})\\)|x\\s*(\\d{1,3})\\b|(?:,[ \\t]*)?(\\d{1,3})\\s*(?:@|at\\b|ea\\b|each\\b)|,?\\s*(\\d{1,3})\\s+of\\s+(?:them|em|'em|those)\\b)`,
        'gi',
      );
      countsByStem.set(stem, (counts = [...text.matchAll(said)] as RegExpExecArray[]));
    }
    // The first count that is not the price itself ('stairs 70 ea' is a price, 'the 5 stairs' a count).
    const m = counts.find((x) => Number(x[1] ?? x[2] ?? x[3] ?? x[4] ?? x[5]) !== line.rate);
    if (!m) return line;
    const count = Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
    if (!(count > 1) || count > 500) return line;
    // '(3 steps) - $150 flat' prices the lot, not each.
    const around = text.slice(m.index, Math.min(text.length, m.index + m[0].length + 60)).split(/[.;\n]/)[0]!;
    if (/\b(?:flat|lump|total|for\s+all|all\s+in|for\s+the\s+(?:lot|set|bunch|whole|entire))\b/i.test(around)) return line;
    // '$600 all in (12 treads)': the price itself is said to be for the lot, wherever the count is.
    if (new RegExp(`(?<![\\d.])${escapeRegExp(String(line.rate))}(?:\\.00)?\\s*(?:flat|lump|total|all[\\s-]+in|for\\s+(?:all|the\\s+lot|the\\s+set))\\b`, 'i').test(text)) return line;
    // The line keeps the request's own word for the thing ('12 treads' is 'Stair treads', not 'Steps').
    // '12 stair treads': the word after 'stair' names the piece.
    const said_noun = (/^\s*(treads?|risers?|nosings?)\b/i.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 12)) ?? /\b(treads?|risers?|stairs?|nosings?)\b/i.exec(m[0]))?.[1]?.toLowerCase();
    const description = said_noun && !line.description.toLowerCase().includes(said_noun.replace(/s$/, ''))
      ? (/^(?:treads?|risers?|nosings?)$/.test(said_noun) ? `Stair ${said_noun}` : said_noun.charAt(0).toUpperCase() + said_noun.slice(1))
      : line.description;
    return { ...line, description, quantity: count };
  });
}

// A fee said with its amount: '+ mobil. $300 (out of town)', 'remove old paint flat 300',
// 'glue removal $450', 'after-hours 500 flat', 'moving furniture flat one fifty'.
// Tested clause by clause (split first), so the cost stays linear in the text.
const FEE_WORD = /\b(?:flat|fee|charge|lump|mobil\w*|mob\.?|trip|surcharge|disposal|dumpster|removal|remove|demo\w*|moving|move|haul\w*|after[\s-]?(?:hours?|hrs?)|weekend|rush)\b/i;
const AMOUNT = /(?:\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|(?<![\d.$])(\d{2,5})(?:\.(\d{2}))?(?=\s*(?:flat|fee|lump|ls\b|even\b)|\s*[.!]?\s*(?:[|;]|$))|(?<=\b(?:flat|lump\s+sum|fee\s+of|charge\s+of)\s+)(\d{2,5})(?:\.(\d{2}))?(?![\d.]*\d|\s*(?:%|\/|per\b|a\s+(?:sq|square|foot|ft)|sq|sf\b|lf\b)))/i;
const NOT_FEE = /\b(?:total|subtotal|budget|deposit|down|discount|off|per|\/\s*(?:sf|sq|lf|ft)|a\s+(?:sq|square|foot|ft)|sq\.?\s*ft|sf\b|lf\b|each|ea\b|budget|paid|last\s+year|quoted|estimate\s+was|lead\s+(?:fee|cost|charge)|referral\s+fee)\b/i;

// A count priced each: 'Floor sink cut-ins 2 @ $140 each', '1 sump pit cover @ 95', 'drains (4) @ 90',
// 'trench drain repair 2 @ $350 ea'. The slots are a count, the thing's own words and a price per
// piece (at least $20: a price per square foot is never a piece). Read clause by clause, each under
// 300 characters, so the cost stays linear.
const THING = `([A-Za-z][A-Za-z&/ -]{1,40}?)`;
const EACH = `\\$?(\\d{2,5}(?:\\.\\d{2})?)(?![\\d.]*\\d|\\s*(?:%|\\/\\s*(?:sf|sq|lf|ft)|per\\s+(?:sq|square|foot|ft|lf)|a\\s+(?:sq|square|foot|ft)|sq|sf\\b|lf\\b))`;
const COUNT_FIRST = new RegExp(`(?<![\\d.$/])(\\d{1,3})\\s+${THING}\\s*(?:@|\\bat\\b)\\s*${EACH}`, 'i');
const COUNT_AFTER = new RegExp(`${THING}\\s*(?:\\((\\d{1,3})\\)|\\bx\\s*(\\d{1,3})\\b|(?<![\\d.$/])(\\d{1,3}))\\s*(?:@|\\bat\\b)\\s*${EACH}`, 'i');
const BARE_COUNT = new RegExp(`^\\s*\\d{1,3}\\s*(?:@|\\bat\\b)\\s*${EACH}\\s*(?:ea|each)?\\s*[.!]?\\s*$`, 'i');
const NOT_A_THING = /\b(?:sq|sf|lf|ft|feet|foot|square|linear|x|by|car|percent|off|deposit|down|total|year|yr|month|day|week)\b/i;
const FILLER = /^(?:also|plus|and|add|then|the|a|an|with|w|incl|including)\s+/i;
const OF_THEM = /^of\s+(?:them|em|'em|those)$/i;
// The last few words before the count, after a word that opens a new item ('plus', 'and', 'wants').
const THING_WORD = String.raw`(?!(?:plus|and|also|add|wants?|needs?|she|he|they|we|i|you)\b)[A-Za-z][A-Za-z&/-]*`;
const THING_BEFORE_COUNT = new RegExp(String.raw`(?<![A-Za-z&/-])((?:${THING_WORD}\s+){0,4}${THING_WORD})\s*$`, 'i');

export function countsSaidInProse(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const out = [...lines];
  const clauses = text.split(/\.(?=\s+[A-Z0-9]|\s*$)|[\n;,+|]/);
  for (const [index, said] of clauses.entries()) {
    let clause = said;
    if (clause.length > 300 || !/@|\bat\b/i.test(clause)) continue;
    // 'She also wants the sump pit lid, 1 @ 95': the thing in the clause before its count and price.
    if (index > 0 && BARE_COUNT.test(clause) && (clauses[index - 1] ?? '').length < 120) clause = `${clauses[index - 1]!.replace(/^.*\b(?:wants?|needs?|add|also|plus)\s+/i, '')} ${clause}`;
    const first = COUNT_FIRST.exec(clause);
    const after = first ? null : COUNT_AFTER.exec(clause);
    if (!first && !after) continue;
    const count = Number(first ? first[1] : (after![2] ?? after![3] ?? after![4]));
    const rate = Number(first ? first[3] : after![5]);
    let thing = (first ? first[2]! : after![1]!).replace(/\s+/g, ' ').trim();
    // 'trench drain cutouts 3 of them at 150 each': 'of them' points back to the thing said before the count.
    if (first && OF_THEM.test(thing)) thing = THING_BEFORE_COUNT.exec(clause.slice(0, first.index))?.[1] ?? thing;
    while (FILLER.test(thing)) thing = thing.replace(FILLER, '');
    if (!(count >= 1 && count <= 200) || !(rate >= 20) || NOT_A_THING.test(thing) || !/[a-z]{3,}/i.test(thing)) continue;
    // A flat price for the lot is one piece ('3 steps @ 150 flat').
    const rest = clause.slice((first ?? after)!.index + (first ?? after)![0].length);
    const flat = /^\s*(?:flat|lump|total|for\s+(?:all|the\s+lot))\b/i.test(rest);
    const quantity = flat ? 1 : count;
    const description = (thing.charAt(0).toUpperCase() + thing.slice(1)).slice(0, 500);
    const same = out.findIndex((l) => l.rate === rate && !l.useDimensions);
    if (same >= 0) {
      const line = out[same]!;
      // The reader's generic name ('Drain') gives way to the request's own words ('Trench drain repair').
      const head = thing.toLowerCase().split(' ');
      const named = head.some((w) => w.length > 3 && line.description.toLowerCase().includes(w.replace(/s$/, '')));
      out[same] = { ...line, quantity: line.quantity === 1 || line.quantity === quantity ? quantity : line.quantity, description: named && head.length <= 1 ? line.description : description };
      continue;
    }
    if (out.some((l) => Math.abs(l.rate * l.quantity - rate * quantity) < 0.005)) continue;
    out.push({ description, useDimensions: false, length: null, width: null, quantity, rate });
  }
  return out;
}

// The same line twice, when the request names one area: a size said again ('no just do the full
// 28 by 22') or quoted again further down a thread. Lines the request names apart stay apart.
// A size said once for two lines ('men's and women's locker rooms, each 18 by 22') is two rooms.
export function dropRepeatedLines(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const kept = new Set<string>();
  const textLines = text.split('\n');
  const timesSaid = (l: ExtractedLineItem): number => {
    // Said again within one sentence run ('28 by 22 ... no just do the full 28 by 22'); the same
    // size on separate lines ('Unit 1: garage 20 x 22', 'Unit 2: garage 20 x 22') is separate rooms.
    const said = textLines.map((line) => ({ line, n: line.length < 2000 ? whereSizeIsWritten(line, l.length!, l.width!).length : 0 })).filter((s) => s.n > 0);
    if (said.length === 1) return said[0]!.n;
    // A text thread where the office quotes the customer's size back with its price ('Satnam: 40 by 55' /
    // 'Office: Store 40x55 quartz 5.40/sf'): every line saying it a turn of the thread, one the office's.
    if (said.length > 1 && said.every((s) => isThreadTurn(s.line)) && said.some((s) => isOfficeTurn(s.line)) && said.some((s) => !isOfficeTurn(s.line))) {
      return said.reduce((sum, s) => sum + s.n, 0);
    }
    return 0;
  };
  const key = (l: ExtractedLineItem): string => `${l.description.toLowerCase()}|${l.quantity}|${l.rate}`;
  const twinCount = new Map<string, number>();
  for (const l of lines) twinCount.set(key(l), (twinCount.get(key(l)) ?? 0) + 1);
  const saidCache = new Map<string, number>();
  const ratesWithSize = new Set(lines.filter((o) => o.quantity >= 20).map((o) => o.rate));
  return lines.filter((l) => {
    // A coating left at 1 square foot whose rate another line carries with its real size is that line said twice.
    if (l.quantity === 1 && l.rate < 30 && /\b(?:epoxy|flake|quartz|metallic|polyaspartic|urethane|sealer|coating)\b/i.test(l.description) && !/\b(?:cove|crack|joint|stem|step|stair|drain)/i.test(l.description)) {
      return !ratesWithSize.has(l.rate);
    }
    if (l.quantity < 2 || !/ - /.test(l.description) || l.length === null || l.width === null) return true;
    const twins = twinCount.get(key(l)) ?? 1;
    if (twins < 2) return true;
    if (!saidCache.has(key(l))) saidCache.set(key(l), timesSaid(l));
    if (saidCache.get(key(l))! < twins) return true;
    if (kept.has(key(l))) return false;
    kept.add(key(l));
    return true;
  });
}

/** A clause's name that is only the way it is priced ('flat', 'lump sum', 'flat fee'). */
const PRICE_WORDS_ONLY = /^(?:(?:flat|lump|sum|ls|fee|rate|price|total|just|only|a|the)(?:\s+|$))+$/i;
/** Who said it ('Jimmy called -'), and what follows a relative word ('... we did for him in 2019'). */
const TELLER = /^[^-:]{0,40}\b(?:called|texted|emailed|wrote|says|said|asked|wants|needs)\b[^-:]{0,10}[-:]/i;
const AFTERWORD = /\s(?:we|you|they|he|she|that|which|who|from|back|last)\s.*$/i;

/** The work a clause names, in at most six words: 'Jimmy called - just a recoat over the garage floor we did ...' is 'recoat over garage floor'. */
function workSaidIn(clause: string, wordsOf: (part: string) => string): string | null {
  const words = wordsOf(clause.replace(TELLER, ' ').replace(AFTERWORD, ' ')).split(' ').filter(Boolean);
  return words.length > 0 && /[a-z]{3}/i.test(words.join(' ')) ? words.slice(0, 6).join(' ') : null;
}

export function feesSaidInProse(text: string, named: ExtractedLineItem[]): ExtractedLineItem[] {
  const counted = dropRepeatedLines(text, named);
  const lines = lengthsForLinearLines(text, countsSaidInProse(text, areaLineFromNote(text, counted)));
  const used = new Set<number>();
  for (const l of lines) {
    used.add(l.rate);
    used.add(Math.round(l.rate * l.quantity * 100) / 100);
  }
  const out = [...lines];
  // ('after hrs +400': a plus before the figure adds the fee, it opens no clause of its own.)
  const clauses = text.split(/\.(?=\s+[A-Z0-9]|\s*$)|[\n;,]|\+(?![ \t]*\$?\d)/);
  const wordsOf = (part: string): string =>
    part
      // ('the 10 x 10 pad by the shed for $300 flat': the size names nothing, not even its 'x'.)
      .replace(/\d+(?:\.\d+)?[ \t]*(?:'|ft)?[ \t]*[x\u00d7][ \t]*\d+(?:\.\d+)?/gi, ' ')
      .replace(/\b(?:flat|fee|of|for|at|@|is|a|the|plus|and|also|add|then|just|call\s+it|too|only|one|that|this|she|he|they|wants?|lump|sum)\b/gi, ' ')
      .replace(/[^A-Za-z& -]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  for (const [index, clause] of clauses.entries()) {
    if (clause.length > 300 || !FEE_WORD.test(clause) || NOT_FEE.test(clause)) continue;
    const a = AMOUNT.exec(clause);
    if (!a) continue;
    const amount = Number(`${(a[1] ?? a[3] ?? a[5])!.replace(/,/g, '')}.${a[2] ?? a[4] ?? a[6] ?? '00'}`);
    if (!(amount >= 25) || amount > 100_000 || used.has(amount)) continue;
    // 'the front step too, just the one step, call it 120 flat', 'Front stoop too, just a flat $175
    // for that': a price said with no name of its own is for the thing named in the clause before.
    const previous = index > 0 && !/[\n.!?]\s*$/.test(text.slice(0, text.indexOf(clause)).slice(-2)) ? wordsOf(clauses[index - 1] ?? '') : '';
    // ('... so we go nights: night shift premium $500 flat': the words after the clause's colon or dash.)
    const words = feeNameBeforePrice(clause.slice(0, a.index)) ?? (wordsOf(clause.slice(0, a.index)) || (/[a-z]{3}/i.test(previous) && previous.split(' ').length <= 6 ? previous : ''));
    // A list's dash ('- under-stairs closet, flat $150') is no part of the name.
    const said = (words || clause.replace(/[^A-Za-z& -]/g, ' ')).replace(/\s+/g, ' ').replace(/^[\s&-]+|[\s&-]+$/g, '');
    // 'a recoat of the garage floor we did in 2019, flat $650': a price word alone names nothing; the
    // work is said in the clause before, however long.
    const label = PRICE_WORDS_ONLY.test(said) && index > 0 ? (workSaidIn(clauses[index - 1] ?? '', wordsOf) ?? said) : said;
    if (!/[a-z]{3,}/i.test(label)) continue;
    used.add(amount);
    // Shorthand fee names written out ('mobil.', 'mob', 'mobe' are mobilization).
    const expanded = label.replace(/^(?:mobil|mobe|mob)$/i, 'Mobilization fee').replace(/^(?:mobil|mobe|mob)\b/i, 'Mobilization');
    const description = expanded.charAt(0).toUpperCase() + expanded.slice(1);
    out.push({ description: description.slice(0, 500), useDimensions: false, length: null, width: null, quantity: 1, rate: amount });
  }
  return out;
}

// 'figure grinding at a dollar a foot, on the basement only', 'moisture barrier 2.15, just for the
// basement': a priced add-on said after several rooms is for the one room it names. Sentence by
// sentence, each under 400 characters, so the cost stays linear.
const ONLY_ROOM = /\b(?:(?:on|for|in|to)[ \t]+(?:the[ \t]+)?([a-z][a-z'’-]{2,20}(?:[ \t]+[a-z][a-z'’-]{2,20})?)[ \t]+only|(?:only|just)[ \t]+(?:on|for|in|to)[ \t]+(?:the[ \t]+)?([a-z][a-z'’-]{2,20}))\b/i;
const FIGURE_IN_SENTENCE = /\$?(\d{1,5}(?:\.\d{1,2})?)/g;
const roomNameOf = (l: ExtractedLineItem): string => l.description.split(' - ').slice(1).join(' - ').toLowerCase().replace(/['’]s\b/g, '');

export function addOnForNamedRoom(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (lines.length < 3 || !/\bonly\b|\bjust\b/i.test(text)) return lines;
  let out = lines;
  for (const sentence of text.split(/[.;!?\n]+/)) {
    if (sentence.length > 400) continue;
    const m = ONLY_ROOM.exec(sentence);
    if (!m) continue;
    const room = (m[1] ?? m[2]!).toLowerCase().replace(/['’]s$/, '');
    const figures = new Set([...sentence.slice(0, m.index).matchAll(FIGURE_IN_SENTENCE)].map((f) => Number(f[1])));
    const target = out.find((l) => l.useDimensions && roomNameOf(l).split(/\s+/).includes(room));
    if (!target) continue;
    out = out.map((l) => {
      if (l === target || !figures.has(l.rate) || roomNameOf(l) === roomNameOf(target) || l.quantity === target.quantity) return l;
      // Only a line sized like another room of the request, which the add-on took its size from.
      if (!out.some((o) => o !== l && o.useDimensions && o.quantity === l.quantity && roomNameOf(o) === roomNameOf(l))) return l;
      const system = l.description.split(' - ')[0]!;
      const name = target.description.split(' - ').slice(1).join(' - ');
      return { ...l, description: `${system} - ${name}`, length: target.length, width: target.width, quantity: target.quantity };
    });
  }
  return out;
}
