import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { areaNamesIn } from '../lines/line-items.ts';
import { whereSizeIsWritten } from './written-sizes.ts';
import { wordTable } from '../text/word-table.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { NOT_FLOOR } from '../taken-back/vocabulary.ts';

/**
 * The words a request uses for the place a size measures, whatever the place is called: people
 * write the name right before the size ('the taproom floor is 28 x 40', 'retail floor 1100 sq ft',
 * 'the treatment rooms, which total 200 sq ft', 'our therapy gym, which is 36 x 28') or, after an
 * article, right after it ('we have a 10 x 12 cold box'). No list of rooms: a vocabulary never holds
 * the next writer's 'surgery room', 'fish house' or 'sensory rooms'. The name is the run of content
 * words next to the size, stopped by a function word, a figure or a mark, so 'We would like a new
 * epoxy floor in our therapy gym' gives 'therapy gym'.
 */

// Words that end a name read backwards (or forwards): articles, pronouns, prepositions, verbs of
// asking and being, hedges, and the work's own words (a system is not a place).
const STOP = new Set(
  (
    'a an the our my your his her their this that these those its it it\'s its\' we i you he she they them us me there here ' +
    'in on at of for to from with by into onto over under near behind next off out up down inside outside around ' +
    'and or plus but so then also too as if than ' +
    'is are was were be been being am will would could should can may might must shall do does did done doing have has had having ' +
    'want wants wanted need needs needed like likes get gets got quote quoted price priced pricing coat coated coating redo add adding ' +
    'about approx approximately roughly around maybe probably just only still all both each every some another other any same ' +
    'which who what where when that\'s there\'s here\'s it\'ll we\'d we\'re we\'ve i\'d i\'m you\'d let\'s hi hello hey thanks please pls ' +
    'measures measure measuring measured total totals totaling totalling comes come runs sized size sizes dimensions approx. ' +
    'yes no ok okay also well oh um uh so lol sorry note notes office customer cust client re subject fwd fw ' +
    'flake flakes chip chips metallic metallics quartz solid color colour polyaspartic poly polyurea urethane cement mortar epoxy ' +
    'grind grinding prep seal sealer sealed clear topcoat system systems broadcast full partial flooring coatings finish install installed installation resurface refinish go ahead make put start send give take call ' +
    'redone done did coated painted poured finished fixed repaired replaced installed updated remodeled remodelled resealed refinished ' +
    'mine ours yours hers theirs one two three four five six seven eight nine ten eleven twelve couple few several dozen ' +
    'line lines measurement measurements survey surveyed says said say wrote write writes again visit told tells per zip ' +
    'husband wife son daughter dad mom father mother guy guys crew tech estimator inspector contractor builder landlord tenant owner neighbor neighbour buddy friend boss ' +
    'sq ft sf lf feet foot square linear x by'
  ).split(/\s+/),
);
// Nouns that say how much of a place, not which place: alone they name nothing.
const NOT_A_NAME = /^(?:section|sections|part|parts|piece|pieces|portion|portions|spot|spots|strip|strips|one|ones|space|spaces|area|areas|room|rooms|floor|floors|slab|slabs|job|total|thing|bit|corner|side|half|rest|whole|entire|new|old|small|big|large|main|car|cars|one|ones|(?:one|two|three|four|single|double|triple|tandem)-car)$/i;

const PREMISES = /^(?:building|buildings|house|home|property|place|site|structure|residence|premises|location)$/i;
// What stands between a name and its size: 'is', 'measures about', 'which total', ', each', '(', ':'.
const BETWEEN = /(?:[\s,:(=~-]|\b(?:(?:out|in|around)\s+(?:the\s+)?(?:back|front)|upstairs|downstairs|out\s+there|is|are|was|were|measures?|measuring|measured\s+at|which|that|total(?:s|ing)?|comes?\s+to|runs?|of|at|about|approx\.?|approximately|roughly|around|maybe|probably|like|just|still|each|also|right|over|under|nearly|almost|is\s+about|sized)\b|\.(?=\s*$))*$/i;

function cleanName(words: readonly string[]): string | null {
  const kept = words.map((w) => w.replace(/^['’]+|['’]+$/g, '')).filter((w) => w.length > 0);
  if (kept.length > 0 && NOT_A_NAME.test(kept.at(-1)!) && /^(?:one|ones)$/i.test(kept.at(-1)!)) return null;
  if (kept.length === 0 || kept.filter((w) => !/^(?:in|on|at|off|to|by|near|behind|beside|the)$/.test(w)).length > 4) return null;
  if (kept.every((w) => NOT_A_NAME.test(w))) return null;
  if (!kept.some((w) => /[a-z]{3,}/i.test(w))) return null;
  // 'a metal building', 'the new house': the premises, not the floor in them.
  if (PREMISES.test(kept.at(-1)!) && kept.slice(0, -1).every((w) => /^(?:new|old|main|metal|steel|brick|whole|entire|big|small|two-story|rental)$/i.test(w))) return null;
  if (kept.every((w) => /^(?:back|front|side|rear|left|right|north|south|east|west|upstairs|downstairs|outside|inside)$/i.test(w))) return null;
  return kept.join(' ');
}

const isStop = (word: string): boolean => STOP.has(word.toLowerCase().replace(/’/g, "'"));
const UNIT_NOUN = /^(?:building|bldg|unit|bay|suite|ste|apt|condo|lot|stall|wing|hangar|dock|booth|classroom|room|cell|shop|garage|hall|level)$/i;
// A unit's number or code after its noun: 'Bay 2', 'Building B', 'Unit C-101', 'Apt 2B', 'Ste #14'.
const UNIT_ID = String.raw`(?:#[ \t]?)?(?:\d{1,5}[A-Za-z]?|[A-Z](?:-?\d{1,4}[A-Z]?)?)`;
const UNIT_BEFORE = new RegExp(String.raw`([A-Za-z]{3,})[ \t]+(${UNIT_ID})[ \t]+$`);
const UNIT_ALONE = new RegExp(String.raw`(?:^|[ \t(])([A-Za-z]{3,})[ \t]+(${UNIT_ID})$`);

/** The name written right before a size that starts at `at` (on the same line), or null. */
export function nameBeforeSize(text: string, at: number): string | null {
  const lineStart = Math.max(text.lastIndexOf('\n', at - 1) + 1, at - 120);
  const before = text.slice(lineStart, at);
  const between = BETWEEN.exec(before);
  // 'Unit A: 1-car, 12 x 22', '3 car 30x24': a car count names a garage.
  let rest = before.slice(0, between ? between.index : before.length).replace(/[ \t]+$/, '').replace(/\b((?:\d|one|two|three|four|single|double|triple)[- ]?car)$/i, '$1 garage');
  const words: string[] = [];
  // 'Unit C-103   11' x 21'', 'Unit C-110 (end unit, a little bigger) - 14 x 23': the unit alone (past an
  // aside) names its row, so units of one size stay apart; a row that starts with a unit's number alone
  // ('2204 - 10x20' in a manager's list) is named by it.
  const alone = UNIT_ALONE.exec(rest.endsWith(')') ? rest.replace(/[ \t]*\([^()\n]{1,60}\)$/, '') : rest);
  // ('Lab 214: 32' x 26'', 'Exam 112 - 10 x 12': a room's number of three or four figures after any noun
  // names it as well, so two rooms of one size stay two.)
  if (alone && (UNIT_NOUN.test(alone[1]!) || (/^\d{3,4}$/.test(alone[2]!) && !isStop(alone[1]!)))) return cleanName([alone[1]!, alone[2]!]);
  const numbered = /^[ \t]*#?[ \t]?(\d{3,5}[A-Z]?)$/.exec(rest);
  if (numbered) return `#${numbered[1]!}`;
  // Backwards, word by word, until a stop word, a figure or a mark.
  while (words.length < 5) {
    const match = /([A-Za-z][A-Za-z'’/&-]*)$/.exec(rest);
    if (!match) break;
    const word = match[1]!;
    rest = rest.slice(0, match.index);
    // '1-car', '2nd': a word glued to a figure is part of the figure.
    if (/[\d-]$/.test(rest)) break;
    if (isStop(word)) {
      // 'Fellowship room in the basement 28x46', 'Garage at the new house is about 600 sq ft': the
      // place is named before where it is.
      const within = /([A-Za-z][A-Za-z'\u2019/-]*(?:[ \t]+[A-Za-z][A-Za-z'\u2019/-]*){0,3})[ \t]+(in|on|at|off|to|by|near|behind|beside)[ \t]*$/i.exec(rest);
      if (within && /^(?:the|our|my|their|his|her)$/i.test(word) && words.length > 0) {
        const place = nameBeforeSize(within[1]!, within[1]!.length);
        // Both are kept ('Home Gym in the Garage'), unless the second is the premises ('at the new house').
        if (place) return PREMISES.test(words.at(-1)!) ? place : (cleanName([...place.split(' '), within[2]!.toLowerCase(), 'the', ...words]) ?? place);
      }
      break;
    }
    words.unshift(word);
    // 'Building 1 laundry', 'Bay 2': a unit's number after its noun stays with the name.
    const unit = UNIT_BEFORE.exec(rest);
    if (unit && UNIT_NOUN.test(unit[1]!)) {
      words.unshift(unit[1]!, unit[2]!);
      rest = rest.slice(0, unit.index);
    }
    if (!/[ \t]$/.test(rest)) break;
    rest = rest.replace(/[ \t]+$/, '');
  }
  // 'como 600 pies cuadrados (600 sq ft)': a size in brackets restates the figure before it, whose
  // words are its unit, not a place.
  if (/\(\s*$/.test(before) && /\d[ \t]*$/.test(rest)) return null;
  return cleanName(words);
}

/** 'a 10 x 12 cold box we'd like done': the name after a size said with an article, or null. */
export function nameAfterSize(text: string, start: number, end: number): string | null {
  const before = text.slice(Math.max(0, start - 30), start);
  if (!/\b(?:a|an|another|one)\s+(?:(?:small|little|big|large|separate|extra)\s+)?$/i.test(before)) return null;
  let rest = text.slice(end, end + 60).replace(/^[ \t]*(?:ft\.?|feet|foot|')?[ \t]*/i, '');
  const words: string[] = [];
  while (words.length < 3) {
    const match = /^([A-Za-z][A-Za-z'’/&-]*)/.exec(rest);
    if (!match) break;
    const word = match[1]!;
    // "we'd", "that's": a word that starts a clause ends the name.
    if (isStop(word) || isStop(word.replace(/['’].*$/, ''))) break;
    words.push(word);
    rest = rest.slice(word.length);
    if (!/^[ \t]+[A-Za-z]/.test(rest)) break;
    rest = rest.replace(/^[ \t]+/, '');
  }
  return cleanName(words);
}

/** The place a size names: the words before it, else the words after it. */
export function nameOfSize(text: string, start: number, end: number): string | null {
  return nameBeforeSize(text, start) ?? nameAfterSize(text, start, end);
}

const SYSTEM_ONLY = /^(?:(?:solid color|metallic|polyaspartic|chip|quartz|flake|epoxy|urethane cement|novolac|clear|moisture vapor)\b[\w ,/.-]*|epoxy floor coating|clear sealer|diamond grinding[\w ,/.-]*|concrete polishing|self-leveling underlayment)$/i;
const CONTENT_SKIP = /^(?:the|and|in|of|car|cars|floor|floors|room|rooms|rm|area|areas|space|new|old|small|big|large|main|system|epoxy)$/;
const contentWords = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1 && !CONTENT_SKIP.test(w))
      .map((w) => w.replace(/(?:es|s)$/, '')),
  );
const titleCase = (text: string): string => text.replace(/(^|[\s/-])([a-z])/g, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`).replace(/ (In|On|At|Off|To|By|Near|Behind|Beside|The) /g, (_m, w: string) => ` ${w.toLowerCase()} `);
const withCommas = (n: number): string => (Number.isInteger(n) && n >= 1000 ? `(?:${n}|${n.toLocaleString('en-US')})` : escapeRegExp(String(n)));

/**
 * A floor line named after another place, or after none, while the request writes a name right next
 * to the line's own size ('retail floor 1100 sq ft' read as the prep area above it, 'a 10 x 12 cold box'
 * as the taproom): the line takes the name written with its size. Only when that name shares no word
 * with the line's, and only when every place the size is written gives the same name (or, for lines
 * of one size, one name each in order).
 */
export function namedBySizes(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const bySize = new Map<string, { places: number[]; names: (string | null)[] }>();
  const nth = new Map<string, number>();
  return lines.map((line) => {
    if (line.quantity <= 1 || line.rate <= 0 || NOT_FLOOR.test(line.description)) return line;
    const cut = line.description.indexOf(' - ');
    const system = cut >= 0 ? line.description.slice(0, cut) : line.description;
    if (!SYSTEM_ONLY.test(system)) return line;
    const area = cut >= 0 ? line.description.slice(cut + 3) : '';
    const dims = line.length !== null && line.width !== null;
    const key = dims ? `${line.length}x${line.width}` : `${line.quantity}sf`;
    let said = bySize.get(key);
    if (!said) {
      const found =
        text.length >= 50_000
          ? []
          : dims
            ? whereSizeIsWritten(text, line.length!, line.width!, 6)
            : [...text.matchAll(new RegExp(`(?<![\\d.,])${withCommas(line.quantity)}\\s*(?:sq\\.?\\s*ft|sf|sqft|square\\s+f(?:ee|oo)t)\\b`, 'gi'))].slice(0, 6).map((m) => ({ index: m.index, end: m.index + m[0].length }));
      said = { places: found.map((m) => m.index), names: found.map((m) => nameOfSize(text, m.index, m.end)) };
      bySize.set(key, said);
    }
    const { places, names } = said;
    const twins = lines.filter((l) => l.length === line.length && l.width === line.width && l.quantity === line.quantity && l.rate > 0).length;
    const index = nth.get(key) ?? 0;
    nth.set(key, index + 1);
    const distinct = new Set(names.map((n) => n?.toLowerCase() ?? null));
    let name: string | null = null;
    if (distinct.size === 1) name = names[0] ?? null;
    else if (twins > 1 && names.length === twins && !distinct.has(null)) name = names[index] ?? null;
    // 'poly 7.40 on the balcony': a line with no place takes the place its price is said for.
    if (!name && !area) name = placeOfPrice(text, line.rate);
    if (!name) return line;
    const own = contentWords(name);
    if (own.size === 0) return line;
    // A name in place of another must read as a place ('small surgery room', 'cold box', 'home gym').
    if (area && !PLACE_HEAD.test(name) && areaNamesIn(name).length === 0) return line;
    const current = contentWords(area);
    const shared = (w: string): boolean => [...current].some((c) => sameWord(w, c));
    // 'Fellowship Room in the Basement' for a line named 'Basement': the name that holds the line's
    // and says which part of it is the better one.
    const within = / (?:in|on|at|off|to|by|near|behind|beside) the /i.test(name) && current.size > 0 && [...current].every((c) => [...own].some((w) => sameWord(w, c)));
    if (!within && [...own].some(shared)) return line;
    // 'the garage, which my husband measured at 24 x 24': the line's own name, said in the size's
    // sentence before the words found, is the size's.
    if (!within && current.size > 0 && places.some((at) => saidBefore(text, at, name!, current))) return line;
    return { ...line, description: `${system} - ${titleCase(name)}`.slice(0, 500) };
  });
}

const PLACE_HEAD = /\b(?:room|rm|area|floor|flr|space|hall|box|bay|pad|deck|gym|center|centre|suite|closet|booth|stall|cage|pen|house|station|wing|level|loft|court|yard|shed|dock|lab|studio|kennel|pit)s?\.?$/i;
const ABBREVIATIONS: Record<string, string> = wordTable({ bsmt: 'basement', basemt: 'basement', gar: 'garage', kit: 'kitchen', bldg: 'building', whse: 'warehouse', ofc: 'office', rm: 'room', br: 'bedroom', bth: 'bath' });
/** 'gar' is the garage, 'mech' the mechanical room: a note's short form names what it begins. */
function sameWord(a: string, b: string): boolean {
  const [x, y] = [ABBREVIATIONS[a] ?? a, ABBREVIATIONS[b] ?? b];
  return x === y || (Math.min(x.length, y.length) >= 3 && (x.startsWith(y) || y.startsWith(x)));
}

/** Whether the line's current name is written in the size's sentence, before the name found. */
function saidBefore(text: string, at: number, name: string, current: Set<string>): boolean {
  const before = text.slice(Math.max(0, at - 200), at);
  const start = Math.max(before.search(/[^.!?;\n]*$/), before.search(/[^\d]*$/));
  const window = before.slice(start).toLowerCase();
  const found = window.lastIndexOf(name.toLowerCase());
  return [...contentWords(found >= 0 ? window.slice(0, found) : window)].some((w) => [...current].some((c) => sameWord(w, c)));
}

/** 'poly 7.40 on the balcony', '$6.10/sf for the sunporch': the place a price is said for, or null. */
function placeOfPrice(text: string, rate: number): string | null {
  const price = rate.toFixed(2).replace(/\.00$/, '(?:\\.00)?').replace('.', '\\.');
  const m = new RegExp(`(?<![\\d.])\\$?${price}(?![\\d])[ \\t]*(?:\\/[ \\t]*(?:sf|sq[ \\t]*ft)|per[ \\t]+(?:sf|sq[ \\t]*ft))?[ \\t]+(?:on|for|in)[ \\t]+(?:the|her|his|their|our)[ \\t]+([a-z]+(?:[ \\t]+[a-z]+)?)`, 'i').exec(text.slice(0, 20_000));
  if (!m) return null;
  const words = m[1]!.split(/[ \t]+/);
  const kept: string[] = [];
  for (const w of words) {
    if (isStop(w)) break;
    kept.push(w);
  }
  return cleanName(kept);
}
