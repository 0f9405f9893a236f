/**
 * House numbers, numbered streets and suite numbers said aloud, written as an office writes them
 * (issue 12: addresses in dictation). People say a house number in groups ('forty one twenty two'
 * = 4122, 'ninety eight fifty' = 9850, 'three oh two' = 302, 'twelve hundred' = 1200) and a numbered
 * street as an ordinal ('thirty fourth avenue' = 34th Ave, 'one hundred fifty sixth' = 156th). Read
 * as ordinary numbers the two run together ('412230 4th Ave'), so they are read here first, only
 * where a street suffix follows within a few words. One pass over the words: linear.
 */

import { joinSpelledStreetNames, repairSpokenAddressCorrections } from './spoken-address-corrections.ts';
import { applyEdits, type TextEdit } from '../text/text-edits.ts';
import { wordTable } from '../text/word-table.ts';

const UNITS: Record<string, number> = wordTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 });
const TEENS: Record<string, number> = wordTable({
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
});
const TENS: Record<string, number> = wordTable({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 });
const ZERO = new Set(['oh', 'o', 'zero']);
const ORDINAL_UNITS: Record<string, number> = wordTable({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11,
  twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
});
const ORDINAL_TENS: Record<string, number> = wordTable({
  twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90, hundredth: 100,
});
const STREET_SUFFIX =
  /^(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|circle|cir|way|place|pl|parkway|pkwy|trail|trl|terrace|ter|highway|hwy|loop|pike)$/i;
// Words that announce an address: a price said 'at five fifty' is followed by no street suffix.
const ADDRESS_CUE = /^(?:address|addr|at|located|lives|live|house|property|site|is|\n)$/;
const DIRECTION = /^(?:north|south|east|west|northeast|northwest|southeast|southwest|n|s|e|w|ne|nw|se|sw)$/i;
const UNIT_WORD = /^(?:suite|ste|apartment|apt|unit)$/i;
const TYPE_FIRST_WORD = /^(?:calle|camino|paseo|avenida|placita|callejon|caminito|corte)$/;

const isCardinal = (w: string): boolean => w in UNITS || w in TEENS || w in TENS || ZERO.has(w) || w === 'hundred' || w === 'thousand';
const isOrdinal = (w: string): boolean => w in ORDINAL_UNITS || w in ORDINAL_TENS;

/** 'forty one twenty two' -> '4122'; 'twelve hundred' -> '1200'; null when the words are not a number. */
export function houseNumber(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const grouped = hundredsAfterAGroup(words);
  if (grouped) return grouped;
  if (words.includes('hundred') || words.includes('thousand')) {
    // 'twelve hundred', 'nine hundred twelve', 'one thousand fifty': an ordinary cardinal.
    let total = 0;
    let current = 0;
    for (const w of words) {
      if (w in UNITS) current += UNITS[w]!;
      else if (w in TEENS) current += TEENS[w]!;
      else if (w in TENS) current += TENS[w]!;
      else if (w === 'hundred') current = (current || 1) * 100;
      else if (w === 'thousand') {
        total += (current || 1) * 1000;
        current = 0;
      } else if (w !== 'and') return null;
    }
    return String(total + current);
  }
  let digits = '';
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    if (w in TENS) {
      const next = words[i + 1];
      if (next && next in UNITS) {
        digits += String(TENS[w]! + UNITS[next]!);
        i += 1;
      } else digits += String(TENS[w]);
    } else if (w in TEENS) digits += String(TEENS[w]);
    else if (w in UNITS) digits += String(UNITS[w]);
    else if (ZERO.has(w)) digits += '0';
    else return null;
  }
  return digits.length <= 6 ? digits : null;
}

/**
 * A five-digit house number said in two groups, the second in hundreds: 'fourteen six hundred' = 14600,
 * 'twenty one five hundred' = 21500. The first group is a whole pair (a teen, or tens with its unit), so
 * 'twenty five hundred' stays 2500.
 */
function hundredsAfterAGroup(words: readonly string[]): string | null {
  if (words.at(-1) !== 'hundred' || !(words.at(-2)! in UNITS)) return null;
  const head = words.slice(0, -2);
  const pair = head.length === 1 && head[0]! in TEENS ? TEENS[head[0]!]! : head.length === 2 && head[0]! in TENS && head[1]! in UNITS ? TENS[head[0]!]! + UNITS[head[1]!]! : 0;
  return pair ? `${pair}${UNITS[words.at(-2)!]!}00` : null;
}

/**
 * A road named by its letters or words and its number, after the house number: Texas's Farm-to-Market
 * and Ranch-to-Market roads ('F M thirteen forty six', 'farm to market road twenty two twenty two') and
 * county roads said by their letters ('C R forty four ten'), written as their signs write them (FM 1346,
 * RM 2222, CR 4410). The number of words the road's name takes at i, and how it is written; null for none.
 */
function lettersRoadAt(tokens: readonly Token[], i: number): { words: number; written: string } | null {
  const w = (k: number): string => tokens[i + k]?.word ?? '';
  const road = (k: number): number => (/^(?:road|rd)$/.test(w(k)) ? 1 : 0);
  if ((w(0) === 'f' || w(0) === 'r' || w(0) === 'c') && (w(1) === 'm' || (w(0) === 'c' && w(1) === 'r'))) return { words: 2, written: `${w(0)}${w(1)}`.toUpperCase() };
  if (w(0) === 'fm' || w(0) === 'rm' || w(0) === 'cr') return { words: 1, written: w(0).toUpperCase() };
  if ((w(0) === 'farm' || w(0) === 'ranch') && w(1) === 'to' && w(2) === 'market') return { words: 3 + road(3), written: w(0) === 'farm' ? 'FM' : 'RM' };
  return null;
}

/** 'thirty fourth' -> '34th', 'one hundred fifty sixth' -> '156th'. */
function ordinalStreet(words: readonly string[]): string | null {
  const last = words.at(-1)!;
  let value = ORDINAL_UNITS[last] ?? ORDINAL_TENS[last] ?? 0;
  if (!value) return null;
  const rest = words.slice(0, -1);
  if (last === 'hundredth') value = 0;
  let hundreds = 0;
  let tens = 0;
  for (let i = 0; i < rest.length; i += 1) {
    const w = rest[i]!;
    if (w in UNITS && rest[i + 1] === 'hundred') {
      hundreds = UNITS[w]! * 100;
      i += 1;
    } else if (w in UNITS && i === 0 && rest[i + 1] !== undefined && rest[i + 1]! in TENS) {
      // 'one thirty fourth' (after a direction, the whole run is the street): 134th.
      hundreds = UNITS[w]! * 100;
    } else if (w === 'hundred') hundreds = 100;
    else if (w in TENS && i === rest.length - 1) tens = TENS[w]!;
    else if (w !== 'and') return null;
  }
  if (last === 'hundredth') value = (hundreds || 100) + tens;
  else value += hundreds + tens;
  const mod100 = value % 100;
  const ending = mod100 >= 11 && mod100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${ending}`;
}

/**
 * Where the ordinal street starts at the end of a run of number words ('... thirty fourth'). After
 * a direction the whole run is the street, so a unit before the tens says hundreds ('northeast one
 * thirty fourth street' = NE 134th St).
 */
function ordinalStart(run: readonly string[], wholeRun = false): number {
  if (!isOrdinal(run.at(-1) ?? '')) return -1;
  let start = run.length - 1;
  if (run[start - 1] && run[start - 1]! in TENS && run.at(-1)! in ORDINAL_UNITS && ORDINAL_UNITS[run.at(-1)!]! < 10) start -= 1;
  // 'twenty five hundred ninth avenue', 'fourteen hundred first street': hundreds said after a tens
  // or a teen are the house number's (2500, 1400), not the street's.
  const hundredsOfHouse = (at: number): boolean => (run[at - 1] !== undefined && run[at - 1]! in TEENS) || (run[at - 1] !== undefined && run[at - 1]! in UNITS && run[at - 2] !== undefined && run[at - 2]! in TENS);
  if (run[start - 1] === 'hundred' && hundredsOfHouse(start - 1)) return start;
  if (run[start - 1] === 'hundred') {
    start -= 1;
    if (run[start - 1] && run[start - 1]! in UNITS) start -= 1;
  } else if (run[start - 1] === 'and' && run[start - 2] === 'hundred') {
    start -= 2;
    if (run[start - 1] && run[start - 1]! in UNITS) start -= 1;
  } else if (wholeRun && start === 1 && run[0]! in UNITS && run[1]! in TENS) start = 0;
  return start;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

/** Rewrites spoken house numbers, numbered streets and suite numbers as digits; other words untouched. */
export function spokenAddressNumbers(said: string): string {
  const text = joinSpelledStreetNames(repairSpokenAddressCorrections(said));
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z]+|\d+|[^\sA-Za-z\d]/g)) tokens.push({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  const edits: TextEdit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const word = tokens[i]!.word;
    if (!isCardinal(word) && !isOrdinal(word)) {
      // 'suite one twenty' -> 'suite 120'.
      // 'unit number six' -> 'unit 6': the unit's number as written.
      const said = UNIT_WORD.test(word) && tokens[i + 1]?.word === 'number' && tokens[i + 2] && isCardinal(tokens[i + 2]!.word) ? 1 : 0;
      if (said) edits.push({ start: tokens[i]!.end, end: tokens[i + 1]!.end, value: '' });
      if (UNIT_WORD.test(word) && tokens[i + 1 + said] && isCardinal(tokens[i + 1 + said]!.word)) {
        i += said;
        let j = i + 1;
        while (j < tokens.length && j - i <= 6 && isCardinal(tokens[j]!.word)) j += 1;
        const number = houseNumber(tokens.slice(i + 1, j).map((t) => t.word));
        // 'apartment three b' -> 'Apt 3B': a letter said after the unit's number is part of it.
        // '... four b, as in boy': the word that tells the letter goes with it.
        const asIn = tokens[j] && /^[a-z]$/.test(tokens[j]!.word) ? /^[ \t]*,?[ \t]*as[ \t]+in[ \t]+[a-z]+/i.exec(text.slice(tokens[j]!.end, tokens[j]!.end + 30)) : null;
        const letter = tokens[j] && /^[b-hj-z]$/.test(tokens[j]!.word) && (asIn || /^[ \t]*(?:[,.;\n]|$)/.test(text.slice(tokens[j]!.end, tokens[j]!.end + 3))) ? tokens[j] : tokens[j] && asIn ? tokens[j] : undefined;
        const letterEnd = letter ? letter.end + (asIn?.[0].length ?? 0) : 0;
        if (number && (word !== 'number' && word !== 'no' ? true : j - i > 2)) edits.push({ start: tokens[i + 1]!.start, end: letter ? letterEnd : tokens[j - 1]!.end, value: `${number}${letter ? letter.word.toUpperCase() : ''}` });
        if (letter) {
          j += 1;
          while (j < tokens.length && tokens[j]!.start < letterEnd) j += 1;
        }
        i = j;
        continue;
      }
      i += 1;
      continue;
    }
    let j = i;
    while (j < tokens.length && j - i < 12 && (isCardinal(tokens[j]!.word) || isOrdinal(tokens[j]!.word) || (tokens[j]!.word === 'and' && tokens[j - 1]?.word === 'hundred'))) j += 1;
    const run = tokens.slice(i, j).map((t) => t.word);
    // 'seven seventy seven and a half west ninth street': a house number with a half, written '777 1/2'.
    if (tokens[j]?.word === 'and' && tokens[j + 1]?.word === 'a' && tokens[j + 2]?.word === 'half' && !isOrdinal(run.at(-1)!)) {
      let k = j + 3;
      while (k < tokens.length && k - j < 8 && /^[a-z]+$/.test(tokens[k]!.word) && !STREET_SUFFIX.test(tokens[k]!.word) && !isCardinal(tokens[k]!.word)) k += 1;
      const house = houseNumber(run);
      const cued = tokens.slice(Math.max(0, i - 4), i).some((t) => ADDRESS_CUE.test(t.word));
      if (house && cued && k > j + 3 && k < tokens.length && STREET_SUFFIX.test(tokens[k]!.word)) {
        edits.push({ start: tokens[i]!.start, end: tokens[j + 2]!.end, value: `${house} 1/2` });
        i = k;
        continue;
      }
    }
    // 'fourteen six hundred F M thirteen forty six': a house number, then a road named by letters and a number.
    const lettersRoad = ordinalStart(run) < 0 ? lettersRoadAt(tokens, j) : null;
    if (lettersRoad) {
      const from = j + lettersRoad.words;
      let m = from;
      while (m < tokens.length && m - from < 6 && isCardinal(tokens[m]!.word) && tokens[m]!.word !== 'thousand') m += 1;
      const house = houseNumber(run);
      const number = m > from ? houseNumber(tokens.slice(from, m).map((t) => t.word)) : null;
      if (house && number && number.length <= 4) {
        edits.push({ start: tokens[i]!.start, end: tokens[m - 1]!.end, value: `${house} ${lettersRoad.written} ${number}` });
        i = m;
        continue;
      }
    }
    // A street suffix within a few words after the run (a direction may come first) makes it an address.
    let k = j;
    let streetWords = 0;
    while (k < tokens.length && streetWords < 4 && /^[a-z]+$/.test(tokens[k]!.word) && !STREET_SUFFIX.test(tokens[k]!.word)) {
      if (isCardinal(tokens[k]!.word)) break;
      streetWords += 1;
      k += 1;
    }
    let suffixFollows = k < tokens.length && STREET_SUFFIX.test(tokens[k]!.word);
    const cued = tokens.slice(Math.max(0, i - 4), i).some((t) => ADDRESS_CUE.test(t.word));
    // 'nine twelve northwest twenty third street': a direction, then the numbered street (its suffix
    // may go unsaid: 'twenty one oh one east sixth, austin').
    if (!suffixFollows && cued && (streetWords === 1 || (streetWords === 2 && isOrdinal(tokens[j + 1]!.word))) && DIRECTION.test(tokens[j]?.word ?? '')) {
      let m = j + 1;
      while (m < tokens.length && m - j < 6 && (isCardinal(tokens[m]!.word) || isOrdinal(tokens[m]!.word))) m += 1;
      const numbered = tokens.slice(j + 1, m).map((t) => t.word);
      const street = numbered.length > 0 && ordinalStart(numbered, true) === 0 ? ordinalStreet(numbered) : null;
      const house = houseNumber(run);
      if (street && house && m < tokens.length && (STREET_SUFFIX.test(tokens[m]!.word) || tokens[m]!.word === ',')) {
        edits.push({ start: tokens[i]!.start, end: tokens[j - 1]!.end, value: house }, { start: tokens[j + 1]!.start, end: tokens[m - 1]!.end, value: street });
        i = m;
        continue;
      }
    }
    // 'at nine fifty east fourteen hundred north': a grid address (house number, direction, the grid
    // line's number, direction) names no street type for the reader to know it by.
    if (!suffixFollows && cued && ordinalStart(run) < 0 && DIRECTION.test(tokens[j]?.word ?? '')) {
      let m = j + 1;
      while (m < tokens.length && m - j < 6 && (isCardinal(tokens[m]!.word) || (tokens[m]!.word === 'and' && tokens[m - 1]?.word === 'hundred'))) m += 1;
      const house = houseNumber(run);
      const line = m > j + 1 ? houseNumber(tokens.slice(j + 1, m).map((t) => t.word)) : null;
      if (house && line && Number(line) >= 100 && DIRECTION.test(tokens[m]?.word ?? '')) {
        edits.push({ start: tokens[i]!.start, end: tokens[j - 1]!.end, value: house }, { start: tokens[j + 1]!.start, end: tokens[m - 1]!.end, value: line });
        i = m;
        continue;
      }
    }
    // 'at eleven twenty Camino Lejo', 'address nine oh one west Calle Ocho': a street whose type comes
    // first follows (no suffix after it to tell the number reader it is an address).
    const typeAt = DIRECTION.test(tokens[j]?.word ?? '') ? j + 1 : j;
    const typeFirstHouse = cued && ordinalStart(run) < 0 && TYPE_FIRST_WORD.test(tokens[typeAt]?.word ?? '') ? houseNumber(run) : null;
    if (typeFirstHouse) {
      edits.push({ start: tokens[i]!.start, end: tokens[j - 1]!.end, value: typeFirstHouse });
      i = j;
      continue;
    }
    suffixFollows &&= cued;
    const ordinalAt = ordinalStart(run);
    const houseWords = ordinalAt >= 0 && streetWords === 0 ? run.slice(0, ordinalAt) : run;
    const directionFirst = streetWords > 0 && DIRECTION.test(tokens[j]?.word ?? '');
    if (suffixFollows && houseWords.length > 0 && (ordinalAt < 0 || streetWords === 0 || directionFirst)) {
      const house = houseNumber(houseWords);
      const street = ordinalAt >= 0 && streetWords === 0 ? ordinalStreet(run.slice(ordinalAt)) : null;
      // A rural grid number said with its letter ('address n fifty six thirty county road kk'):
      // written as one word, 'N5630'.
      const grid = tokens[i - 1] && /^[nsew]$/.test(tokens[i - 1]!.word) && ADDRESS_CUE.test(tokens[i - 2]?.word ?? '') ? tokens[i - 1] : undefined;
      // A zero said as 'oh' at the end ('four four oh oh mission street') is no price nor a pair the
      // number reader knows: the house number is written here.
      const ohAtEnd = !grid && ordinalAt < 0 && ZERO.has(houseWords.at(-1)!) && houseWords.length >= 3;
      // Nor are two zeros said together ('one oh oh five north cedar crest boulevard' is 1005).
      const zerosTogether = !grid && ordinalAt < 0 && houseWords.some((w, k) => k > 0 && ZERO.has(w) && ZERO.has(houseWords[k - 1]!));
      // Nor a five-digit number said in two groups ('twelve three hundred oak lawn avenue' is 12300).
      const twoGroups = !grid && ordinalAt < 0 && hundredsAfterAGroup(houseWords) !== null;
      if (house && (ohAtEnd || zerosTogether || twoGroups)) edits.push({ start: tokens[i]!.start, end: tokens[j - 1]!.end, value: house });
      if (grid && house && !street && ordinalAt < 0) edits.push({ start: grid.start, end: tokens[j - 1]!.end, value: `${grid.word.toUpperCase()}${house}` });
      // A plain house number before a named street is left to the number reader, which reads it well.
      if (house && street) {
        const houseEnd = tokens[i + houseWords.length - 1]!.end;
        edits.push({ start: tokens[i]!.start, end: houseEnd, value: house });
        if (street) edits.push({ start: tokens[i + ordinalAt]!.start, end: tokens[j - 1]!.end, value: street });
      }
    }
    i = j;
  }
  return applyEdits(text, edits);
}
