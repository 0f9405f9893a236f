import { applyEdits, type TextEdit } from '../text/text-edits.ts';

/**
 * An address corrected while it is said, put right in the transcript before any reader sees it
 * (issue 12: addresses in dictation). A speaker takes back part of an address and says it again:
 *   'twenty two ten birch drive, no sorry, lane'            -> 'twenty two ten birch lane'        (the suffix)
 *   'nine oh four west elm street, no wait, elm avenue'     -> 'nine oh four west elm avenue'     (the street)
 *   'county road k, no, county road kk'                     -> 'county road kk'
 *   'sixty one pine street, unit two, no, it's the house in back, sixty one and a half pine street'
 *                                                           -> 'sixty one and a half pine street' (all of it)
 *   'address forty one fifty, sorry, forty one fifteen thirty fourth street'
 *                                                           -> 'address forty one fifteen thirty fourth street'
 * Left alone, the figure corrector (text-cleanup.ts applySelfCorrections) takes the house number
 * for the figure being corrected and the next figure (often the ZIP) for its correction.
 * One pass over the words, each look bounded by a few words: linear.
 */

const CARDINAL = new Set([
  'zero', 'oh', 'o', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy',
  'eighty', 'ninety', 'hundred', 'thousand', 'double', 'triple',
]);
const SUFFIX =
  /^(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|circle|cir|way|place|pl|parkway|pkwy|trail|trl|terrace|ter|highway|hwy|loop|pike|row)$/;
const DIRECTION = /^(?:north|south|east|west|northeast|northwest|southeast|southwest|n|s|e|w|ne|nw|se|sw)$/;
const UNIT = /^(?:apartment|apt|unit|suite|ste|number|lot)$/;
// Words that take back what was just said; 'no' alone only between commas or before another of them.
const MARKER = /^(?:no|nope|sorry|wait|actually|correction|oops|rather|scratch|that|mean|i|my|bad|meant|mistake|hold|on)$/;
const MARKER_START = /^(?:no|nope|sorry|wait|actually|correction|oops|scratch|i|my|hold)$/;
// Words between the correction and what is said again: 'no, it's the house in back, ...'.
const LEAD_IN = /^(?:it's|its|it|is|that's|thats|was|the|make|should|be|said|like|i|meant)$/;
const CUE = /^(?:address|addr|at|is|lives|live|located|house|property)$/;

interface Token {
  word: string;
  start: number;
  end: number;
}

const isNumber = (w: string): boolean => CARDINAL.has(w) || /^\d+$/.test(w);
const isWord = (w: string): boolean => /^[a-z][a-z']*$/.test(w);
const PUNCT = /^[,.;:?!-]$/;

/** A number word at k, or the hyphen a transcript writes inside one ('thirty-three'): no pause. */
const numberAt = (tokens: readonly Token[], k: number): boolean =>
  isNumber(tokens[k]?.word ?? '') ||
  (tokens[k]?.word === '-' && CARDINAL.has(tokens[k - 1]?.word ?? '') && CARDINAL.has(tokens[k + 1]?.word ?? '') && tokens[k - 1]!.end === tokens[k]!.start && tokens[k + 1]!.start === tokens[k]!.end);

/** The end (exclusive) of a run of number words or digits from i. */
function numberRun(tokens: readonly Token[], i: number): number {
  let j = i;
  while (j < tokens.length && j - i < 8 && (numberAt(tokens, j) || (tokens[j]!.word === 'and' && tokens[j - 1]?.word === 'hundred'))) j += 1;
  return j;
}

/** Index of a street suffix within a few words from i (a name of one to four words before it), or -1. */
function suffixAhead(tokens: readonly Token[], i: number, maxWords = 5): number {
  for (let k = i; k < tokens.length && k - i < maxWords; k += 1) {
    const w = tokens[k]!.word;
    if (SUFFIX.test(w)) return k;
    if (!isWord(w) || UNIT.test(w) || MARKER_START.test(w) || w === 'and') return -1;
  }
  return -1;
}

/** The correction's words from m: its end (exclusive), or m when none is there. */
function markerEnd(tokens: readonly Token[], m: number): number {
  if (!MARKER_START.test(tokens[m]?.word ?? '')) return m;
  let j = m;
  while (j < tokens.length && j - m < 6 && (MARKER.test(tokens[j]!.word) || PUNCT.test(tokens[j]!.word))) j += 1;
  const said = tokens.slice(m, j).map((t) => t.word).filter((w) => !PUNCT.test(w));
  // 'i' or 'my' alone are no correction; nor is 'that' or 'on'.
  if (!said.some((w) => /^(?:no|nope|sorry|wait|actually|correction|oops|scratch|mean|meant|bad|mistake)$/.test(w))) return m;
  // 'no' right before a word ('no garage') is an answer, not a correction: it must stand alone.
  if (said.length === 1 && said[0] === 'no' && !PUNCT.test(tokens[m + 1]?.word ?? '')) return m;
  return j;
}

/**
 * Where what is said again may start, after the words between it and the correction ('it's the house
 * in back,', 'that's the other one it's ...', 'thats his office its ...'): after a comma, or where a
 * number starts.
 */
function skipLeadIn(tokens: readonly Token[], from: number, reach: number): number[] {
  const starts = [from];
  for (let k = from; k < tokens.length && k - from < reach; k += 1) {
    const w = tokens[k]!.word;
    if (/[.!?;\n]/.test(w)) break;
    if (PUNCT.test(w)) starts.push(k + 1);
    else if (k > from && isNumber(w) && !isNumber(tokens[k - 1]!.word)) starts.push(k);
  }
  return starts;
}

// The words that take a part back, between commas: ', no, sorry, ', ', no wait, ', ' i mean '.
const TAKE_BACK = String.raw`(?:[ \t]*,)?[ \t]+(?:no|nope|sorry|wait|i[ \t]+mean|correction)(?:(?:[ \t]*,)?[ \t]+(?:no|sorry|wait|i[ \t]+mean|it'?s))*(?:[ \t]*,)?[ \t]+`;
// 'unit B, no, sorry, unit D' -> 'unit D': a unit said again.
// (A unit's number or letter only, ending its clause: 'unit two, no, it's the cottage out back, ...' and
// 'apartment two, no, it's a house, ...' say the whole address again.)
const UNIT_VALUE = String.raw`(?:[a-z]|\d{1,4}[a-z]?|[a-z]\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b`;
const UNIT_SAID_AGAIN = new RegExp(String.raw`\b(unit|apt|apartment|suite|ste|lot)[ \t]+${UNIT_VALUE}${TAKE_BACK}(?:\1[ \t]+)?(?=${UNIT_VALUE}[ \t]*(?:[,.;\n]|$))`, 'gi');
// 'Camino Delora, no, sorry, Camino Lejo' -> 'Camino Lejo': a street whose type comes first said again.
const TYPE_FIRST_SAID_AGAIN = new RegExp(String.raw`\b(calle|camino|paseo|avenida|placita|callejon|caminito|corte)[ \t]+[A-Za-z]+(?:[ \t]+[A-Za-z]+)?${TAKE_BACK}(?=\1[ \t]+[A-Za-z])`, 'gi');

/** Parts the word reader below does not know as a street's: a unit, and a street whose type comes first. */
function partsSaidAgain(text: string): string {
  return text.replace(UNIT_SAID_AGAIN, (_m, unit: string) => `${unit} `).replace(TYPE_FIRST_SAID_AGAIN, '');
}

export function repairSpokenAddressCorrections(input: string): string {
  if (!/\b(?:no|nope|sorry|wait|actually|correction|oops|scratch|mean|bad)\b/i.test(input)) return input;
  const text = partsSaidAgain(input);
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z]+(?:'[A-Za-z]+)?|\d+|\n|[^\sA-Za-z\d]/g)) tokens.push({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  const cuts: Cut[] = [];
  for (let m = 1; m < tokens.length; m += 1) {
    const end = markerEnd(tokens, m);
    if (end === m) continue;
    // Back over the punctuation before the correction.
    let b = m - 1;
    while (b >= 0 && PUNCT.test(tokens[b]!.word)) b -= 1;
    if (b < 0) continue;
    const cut = correctionAt(tokens, b, end);
    if (cut && (cuts.length === 0 || cut.start >= Math.max(cuts.at(-1)!.end, cuts.at(-1)!.suffixAt ?? 0))) {
      cuts.push(cut);
      m = end - 1;
    }
  }
  const edits: TextEdit[] = [];
  for (const c of cuts) {
    edits.push({ start: c.start, end: c.end, value: '' });
    if (c.suffixAt !== undefined && c.suffix) edits.push({ start: c.suffixAt, end: c.suffixAt, value: ` ${text.slice(c.suffix[0], c.suffix[1])}` });
  }
  return applyEdits(text, edits);
}

/**
 * The span of text to drop when what ends at token b is taken back by a correction ending before
 * token `after`: from the part taken back up to where it is said again.
 */
interface Cut {
  start: number;
  end: number;
  /** A suffix to write back at suffixAt, when the address said again left it off. */
  suffixAt?: number;
  suffix?: [number, number];
}

function correctionAt(tokens: readonly Token[], b: number, after: number): Cut | null {
  // The address said so far ends with its suffix, perhaps a road's letter or number ('county road k')
  // or a unit ('..., apartment two').
  let s = b;
  for (let back = 0; back < 4 && s >= 0 && !SUFFIX.test(tokens[s]!.word) && !/[.!?;\n]/.test(tokens[s]!.word); back += 1) s -= 1;
  if (s < 0 || !SUFFIX.test(tokens[s]!.word)) return houseNumberSaidAgain(tokens, b, after) ?? nameSaidAgain(tokens, b, after);
  // What stands between the suffix and the correction: a road's letter or number, or a unit.
  const tail = tokens.slice(s + 1, b + 1).map((t) => t.word).filter((w) => !PUNCT.test(w));
  if (tail.length > 0 && !(tail.every((w) => w.length <= 2 || isNumber(w)) || (UNIT.test(tail[0]!) && tail.slice(1).every((w) => w.length <= 2 || isNumber(w))))) return null;
  // The street's name back to the house number (a direction may come first).
  let n = s - 1;
  while (n >= 0 && s - n <= 5 && isWord(tokens[n]!.word) && !isNumber(tokens[n]!.word)) n -= 1;
  if (n < 0 || !isNumber(tokens[n]!.word) || n === s - 1) return null;
  let house = n;
  while (house > 0 && n - house < 8 && numberAt(tokens, house - 1)) house -= 1;
  const nameFrom = n + 1;
  // Said again whole: a house number and a street within a few words ('no, it's the house in back, 61 ...').
  for (const start of skipLeadIn(tokens, after, 8)) {
    if (!isNumber(tokens[start]?.word ?? '')) continue;
    const runEnd = numberRun(tokens, start);
    // 'thirty fourth street' said again is the street, not a new house number.
    if (runEnd - start === 1 && /(?:st|nd|rd|th)$/.test(tokens[runEnd]?.word ?? '')) return null;
    let k = runEnd;
    if (tokens[k]?.word === 'and' && tokens[k + 1]?.word === 'a' && tokens[k + 2]?.word === 'half') k += 3;
    if (!LEAD_IN.test(tokens[k]?.word ?? '') && suffixAhead(tokens, k) > k) return { start: tokens[house]!.start, end: tokens[start]!.start };
    // Or a new house number with the street's name said again and its suffix left off ('thirty three
    // eighteen west dakota avenue, no wait, thirty three eighty one west dakota, in fresno').
    // The suffix taken back with the first is put after the name said again, so the address reads whole.
    if (runEnd > start && sameNameAt(tokens, nameFrom, s, k)) {
      const nameEnd = k + (s - nameFrom) - 1;
      return { start: tokens[house]!.start, end: tokens[start]!.start, suffixAt: tokens[nameEnd]!.end, suffix: [tokens[s]!.start, tokens[s]!.end] };
    }
  }
  // Only the street, or only its suffix, said again.
  let again = after;
  while (again < tokens.length && again - after < 3 && LEAD_IN.test(tokens[again]!.word) && !SUFFIX.test(tokens[again]!.word)) again += 1;
  const first = tokens[again]?.word ?? '';
  if (!isWord(first)) return null;
  const suffixAt = SUFFIX.test(first) ? again : suffixAhead(tokens, again);
  if (suffixAt < 0) return null;
  // The suffix alone: 'birch drive, no sorry, lane'.
  if (suffixAt === again) {
    // Unless the street goes on after it ('... drive, no, lane' ends there; 'way station' does not matter).
    return { start: tokens[s]!.start, end: tokens[again]!.start };
  }
  // The street again: from its first word that was said before ('elm street, no, elm avenue'),
  // else from the direction when one is said again, else the name after the direction.
  const name = tokens.slice(nameFrom, s + 1);
  const same = name.findIndex((t) => t.word === first);
  if (same >= 0) return { start: name[same]!.start, end: tokens[again]!.start };
  if (DIRECTION.test(first) || !DIRECTION.test(name[0]!.word)) return { start: name[0]!.start, end: tokens[again]!.start };
  return name.length > 1 ? { start: name[1]!.start, end: tokens[again]!.start } : null;
}

/** The street's name (tokens from..suffix, the suffix left out) said again at k, ending its clause. */
function sameNameAt(tokens: readonly Token[], from: number, suffix: number, k: number): boolean {
  const name = tokens.slice(from, suffix);
  if (name.length === 0 || !name.some((t) => !DIRECTION.test(t.word))) return false;
  if (!name.every((t, i) => tokens[k + i]?.word === t.word)) return false;
  const next = tokens[k + name.length]?.word ?? '.';
  return PUNCT.test(next) || /[.!?;\n]/.test(next);
}

/**
 * 'address forty one fifty, sorry, forty one fifteen thirty fourth street': a house number taken
 * back before its street is said. Only after a word that announces an address.
 */
function houseNumberSaidAgain(tokens: readonly Token[], b: number, after: number): { start: number; end: number } | null {
  if (!isNumber(tokens[b]!.word)) return null;
  let house = b;
  while (house > 0 && b - house < 8 && isNumber(tokens[house - 1]!.word)) house -= 1;
  if (!CUE.test(tokens[house - 1]?.word ?? '')) return null;
  let again = after;
  while (again < tokens.length && again - after < 2 && LEAD_IN.test(tokens[again]!.word)) again += 1;
  if (!isNumber(tokens[again]?.word ?? '')) return null;
  const runEnd = numberRun(tokens, again);
  // The street may be numbered itself ('forty one fifteen thirty fourth street'): an ordinal ends the run.
  let k = runEnd;
  if (tokens[k]?.word === 'and' && tokens[k + 1]?.word === 'a' && tokens[k + 2]?.word === 'half') k += 3;
  const suffixAt = suffixAhead(tokens, k);
  return suffixAt > k || (suffixAt === k && /(?:st|nd|rd|th)$/.test(tokens[k - 1]?.word ?? '')) ? { start: tokens[house]!.start, end: tokens[again]!.start } : null;
}

const NUMBERISH = (w: string): boolean => CARDINAL.has(w) || /^\d+$/.test(w);

/** Single letters spelled from i ('q u a i l e', 'b r a double n'): the word and the index after it. */
function spelledAt(tokens: readonly Token[], i: number): { word: string; end: number } | null {
  let word = '';
  let j = i;
  while (j < tokens.length && j - i < 24) {
    const w = tokens[j]!.word;
    if (/^[a-z]$/.test(w)) {
      word += w;
      j += 1;
    } else if ((w === 'double' || w === 'triple') && /^[a-z]$/.test(tokens[j + 1]?.word ?? '')) {
      word += tokens[j + 1]!.word.repeat(w === 'double' ? 2 : 3);
      j += 2;
    } else if (w === '-' || w === 'dash' || w === 'hyphen') {
      if (!/^[a-z]$/.test(tokens[j + 1]?.word ?? '') || word === '') break;
      word += '-';
      j += 1;
    } else break;
  }
  return word.replace(/-/g, '').length >= 3 ? { word, end: j } : null;
}

/** Close enough to be the same name heard two ways ('kwail' / 'quaile' is not; 'quail' / 'quaile' is). */
const sameName = (said: string, spelled: string): boolean =>
  said === spelled || (said[0] === spelled[0] && Math.abs(said.length - spelled.length) <= 2 && [...said].filter((c, k) => spelled[k] === c).length >= Math.min(said.length, spelled.length) - 2);

/**
 * A street's name spelled letter by letter, written as the one word it spells:
 *   'forty two quaile road, that's q u a i l e, frisco' -> 'forty two quaile road, frisco'
 *   'forty two quail road, q u a i l e, frisco'          -> 'forty two quaile road, frisco'  (the spelling wins)
 *   'forty two q u a i l e road'                         -> 'forty two quaile road'
 * Only next to an address's house number or street suffix: spelled names of people are the name readers'.
 */
export function joinSpelledStreetNames(text: string): string {
  if (!/\b[a-z] [a-z] [a-z]\b/i.test(text)) return text;
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z]+(?:'[A-Za-z]+)?|\d+|\n|[^\sA-Za-z\d]/g)) tokens.push({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  const edits: TextEdit[] = [];
  for (let i = 1; i < tokens.length; i += 1) {
    if (!/^[a-z]$/.test(tokens[i]!.word) || /^[a-z]$/.test(tokens[i - 1]!.word)) continue;
    const spelled = spelledAt(tokens, i);
    if (!spelled) continue;
    const plain = spelled.word.replace(/-/g, '');
    // Spelled in place, between the house number and the suffix.
    const before = tokens.slice(Math.max(0, i - 2), i).map((t) => t.word);
    if (before.some(NUMBERISH) && SUFFIX.test(tokens[spelled.end]?.word ?? '')) {
      edits.push({ start: tokens[i]!.start, end: tokens[spelled.end - 1]!.end, value: spelled.word });
      i = spelled.end - 1;
      continue;
    }
    // Spelled after the name: 'quaile road, that's q u a i l e'. The name is within four words back,
    // after a house number and before (or at) a suffix.
    let lead = i - 1;
    while (lead > 0 && i - lead <= 3 && (PUNCT.test(tokens[lead]!.word) || /^(?:that's|thats|spelled|spelt|it's|its|as|in|is)$/.test(tokens[lead]!.word))) lead -= 1;
    let named = -1;
    for (let k = lead; k >= 0 && lead - k < 3; k -= 1) {
      const w = tokens[k]!.word;
      if (SUFFIX.test(w) && k === lead) continue;
      if (isWord(w) && w.length >= 3 && sameName(w, plain)) named = k;
      break;
    }
    if (named < 0) continue;
    const house = tokens.slice(Math.max(0, named - 3), named).some((t) => NUMBERISH(t.word));
    const suffix = SUFFIX.test(tokens[named + 1]?.word ?? '');
    if (!house || !suffix) continue;
    if (tokens[named]!.word !== spelled.word) edits.push({ start: tokens[named]!.start, end: tokens[named]!.end, value: spelled.word });
    edits.push({ start: tokens[lead]!.end, end: tokens[spelled.end - 1]!.end, value: '' });
    i = spelled.end - 1;
  }
  return applyEdits(text, edits);
}

/**
 * A direction or a street's name taken back before its suffix is said: 'thirty two hundred south,
 * sorry, north lamar boulevard' -> 'thirty two hundred north lamar boulevard'; 'forty four oak, no,
 * elm street' -> 'forty four elm street'. The house number must come just before.
 */
function nameSaidAgain(tokens: readonly Token[], b: number, after: number): { start: number; end: number } | null {
  // The words taken back: one or two, right after the house number (and its direction).
  let n = b;
  while (n > 0 && b - n < 2 && isWord(tokens[n - 1]!.word) && !isNumber(tokens[n - 1]!.word) && !DIRECTION.test(tokens[n - 1]!.word)) n -= 1;
  if (!isWord(tokens[b]!.word) || isNumber(tokens[b]!.word)) return null;
  const beforeName = tokens[n - 1]?.word ?? '';
  const directionFirst = DIRECTION.test(beforeName) && isNumber(tokens[n - 2]?.word ?? '');
  if (!isNumber(beforeName) && !directionFirst && !(DIRECTION.test(tokens[b]!.word) && isNumber(tokens[b - 1]?.word ?? ''))) return null;
  // Only in an address: a word that announces one just before the house number.
  let house = DIRECTION.test(tokens[b]!.word) && n === b ? b - 1 : directionFirst ? n - 2 : n - 1;
  while (house > 0 && isNumber(tokens[house - 1]!.word)) house -= 1;
  if (!CUE.test(tokens[house - 1]?.word ?? '')) return null;
  const first = tokens[after]?.word ?? '';
  // Said again whole: 'twenty six forty north woodlawn, no sorry, twenty six fourteen north woodlawn boulevard'.
  if (isNumber(first)) {
    const runEnd = numberRun(tokens, after);
    return suffixAhead(tokens, runEnd) > runEnd ? { start: tokens[house]!.start, end: tokens[after]!.start } : null;
  }
  if (!isWord(first)) return null;
  // A direction said again: 'south, sorry, north lamar boulevard'.
  if (DIRECTION.test(tokens[b]!.word) && n === b && isNumber(tokens[b - 1]?.word ?? '')) {
    return DIRECTION.test(first) && suffixAhead(tokens, after + 1) > after + 1 ? { start: tokens[b]!.start, end: tokens[after]!.start } : null;
  }
  // The name said again, then its suffix: 'oak, no, elm street'.
  const suffixAt = suffixAhead(tokens, after, 4);
  if (suffixAt <= after) return null;
  return { start: tokens[n]!.start, end: tokens[after]!.start };
}
