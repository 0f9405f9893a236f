import { isGivenName } from '../customer/given-names.ts';
import { spokenDigitsAt } from './spoken-digits.ts';
import { STATES } from '../contact/us-address.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * Contact details as people say them in a dictation (issue 12: "phones read digit by digit or in
 * words", "e-mails said aloud", "names spelled out"). Read from the transcript's words, before any
 * other clean-up, and used when the written forms are not found:
 * - a phone said as digits and groups: 'three three four two nine one oh six six oh',
 *   'nine one nine four six oh twelve twelve', 'four eight oh two two five ninety nine hundred',
 *   'area code four oh four then five five oh double two nine one', with a correction
 *   ('seven oh two four four sorry seven oh two four eight ...', '7 7 2 0 no 7 7 0 2');
 * - an e-mail said aloud: 'd carter vegas at yahoo dot com all one word', 'claire b no dot at
 *   maine dot r r dot com', 'seun dot adeyemi at gmail dot com';
 * - a name followed by its spelling: 'kate szymanski s as in sam z y m a n s k i'.
 */

const CORRECTION = new Set(['sorry', 'no', 'wait', 'actually', 'correction', 'rather', 'scratch']);
const SEPARATORS = new Set(['dash', 'hyphen', 'then', 'and', 'is', 'at', 'number', 'its', "it's", 'uh', 'um', 'the', 'code']);

/** Words with their offsets, lower case; digits and letters only. */
function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[a-z0-9']+/gi)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

/** Digits for a run of number words starting at i (the letter 'o' and 'hundred' as a phone says them). */
const digitsAt = (words: readonly string[], i: number) => spokenDigitsAt(words, i, { letterO: true, hundreds: true });

const PHONE_CUE = /^(?:phone|cell|cellphone|mobile|number|call|text|ph|tel|telephone)(?:'s|s)?$/;

export interface SpokenValue {
  value: string;
  start: number;
  end: number;
}

/** A US phone said in words after a cue ('phone', 'cell', 'area code'); null when none reads as 10 digits. */
export function readSpokenPhone(text: string): SpokenValue | null {
  const tokens = wordsOf(text);
  const words = tokens.map((t) => t.word);
  for (let i = 0; i < words.length; i += 1) {
    const cue = PHONE_CUE.test(words[i]!) || (words[i] === 'area' && words[i + 1] === 'code');
    if (!cue) continue;
    let j = i + 1;
    // 'call her at', 'text him on': who to call stands between the cue and the number.
    while (j < words.length && j < i + 5 && (SEPARATORS.has(words[j]!) || (j === i + 1 && /^(?:call|text)$/.test(words[i]!) && /^(?:her|him|them|me|us|on)$/.test(words[j]!)))) j += 1;
    let collected = '';
    let lastGroup = '';
    let correcting = false;
    let afterCorrection = '';
    let end = j;
    while (j < words.length && j < i + 40) {
      const word = words[j]!;
      // A correction of some of the digits ends with its sentence ('... oh one eight three. twenty three oh nine west ...').
      if (correcting && afterCorrection.length > 0 && collected.length >= 10 && /[.!?\n]/.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start))) break;
      if (CORRECTION.has(word) && collected.length > 0) {
        // '... oh one three six no wait oh one six three sorry, address ...': a 'sorry' after the
        // digits said again, with no digits after it, closes that correction; it starts no new one.
        if (correcting && afterCorrection.length > 0 && !digitsSoonAfter(words, j + 1)) {
          end = j + 1;
          break;
        }
        correcting = true;
        afterCorrection = '';
        j += 1;
        continue;
      }
      if (SEPARATORS.has(word) && word !== 'and') {
        j += 1;
        continue;
      }
      const read = digitsAt(words, j);
      if (!read) {
        // A few words said inside the number ('five five five, and the last four are oh one ...',
        // '... oh one three eight, wait, i flipped it, oh one eight three'): read on past them.
        const skipped = wordsInsidePhone(words, j);
        const have = correcting ? afterCorrection.length : collected.length;
        if (!skipped || !((correcting || have >= 3) && have < 10)) break;
        if (skipped.correction && !correcting && collected.length > 0) {
          correcting = true;
          afterCorrection = '';
        }
        j = skipped.next;
        continue;
      }
      if (correcting) afterCorrection += read.digits;
      else collected += read.digits;
      lastGroup = read.digits;
      j = read.next;
      end = j;
      // A correction replaces as many digits as it says again.
      const total = correcting ? collected.slice(0, Math.max(0, collected.length - afterCorrection.length)) + afterCorrection : collected;
      // Ten digits end the number, unless the speaker corrects it straight after; a correction
      // runs to its last number word (or a full restatement of ten digits).
      if (correcting ? afterCorrection.length >= 10 : total.replace(/^1(?=\d{10}$)/, '').length >= 10 && !CORRECTION.has(words[j] ?? '')) break;
    }
    void lastGroup;
    const total = correcting ? (afterCorrection.length >= 10 ? afterCorrection.slice(0, 10) : collected.slice(0, Math.max(0, collected.length - afterCorrection.length)) + afterCorrection) : collected;
    const digits = total.replace(/^1(?=\d{10}$)/, '');
    if (digits.length === 10 && /^[2-9]/.test(digits)) {
      return { value: digits, start: tokens[i]!.start, end: tokens[Math.max(i, end - 1)]!.end };
    }
  }
  return digitByDigitPhone(tokens);
}

// Words a speaker says inside a phone: 'and the last four are', 'wait, i flipped it', 'let me say that again'.
const FILLER_IN_PHONE = new Set(['and', 'the', 'are', 'is', 'then', 'i', 'flipped', 'it', 'mixed', 'swapped', 'up', 'those', 'them', 'let', 'me', 'say', 'that', 'again', 'mean', 'oops', 'hold', 'on', 'its', "it's", 'ok', 'okay', 'uh', 'um', 'er']);

/** Up to five words said inside a phone, before its next number word; null when no number follows. */
function wordsInsidePhone(words: readonly string[], from: number): { next: number; correction: boolean } | null {
  let k = from;
  let correction = false;
  while (k < words.length && k < from + 6) {
    const w = words[k]!;
    // 'the last four': which digits follow, not a four.
    if (w === 'last' && (words[k + 1] === 'four' || words[k + 1] === '4')) {
      k += 2;
      continue;
    }
    if (digitsAt(words, k)) return k > from ? { next: k, correction } : null;
    if (!FILLER_IN_PHONE.has(w) && !CORRECTION.has(w)) return null;
    if (CORRECTION.has(w)) correction = true;
    k += 1;
  }
  return null;
}

/** Whether a number word follows within the few words a speaker says inside a phone. */
function digitsSoonAfter(words: readonly string[], from: number): boolean {
  if (from < words.length && digitsAt(words, from)) return true;
  return wordsInsidePhone(words, from) !== null;
}

const SINGLE_DIGIT: Record<string, string> = wordTable({ zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' });

/**
 * Ten digits said one by one with no cue ('six one nine. five five five. oh one one six'): no size,
 * price or count is said that way, so the run is a phone.
 */
function digitByDigitPhone(tokens: readonly { word: string; start: number; end: number }[]): SpokenValue | null {
  let runStart = 0;
  let digits = '';
  for (let k = 0; k <= tokens.length; k += 1) {
    const d = k < tokens.length ? SINGLE_DIGIT[tokens[k]!.word] : undefined;
    if (d !== undefined && !(digits === '' && (d === '0' && tokens[k]!.word !== 'zero'))) {
      if (digits === '') runStart = k;
      digits += d;
      continue;
    }
    const phone = digits.replace(/^1(?=\d{10}$)/, '');
    if (phone.length === 10 && /^[2-9]/.test(phone)) return { value: phone, start: tokens[runStart]!.start, end: tokens[k - 1]!.end };
    digits = '';
  }
  return null;
}

// An e-mail said aloud: spoken-email.ts (one reader, also used by contact-details.ts).
export { readSpokenEmail } from './spoken-email.ts';

const LETTER = /^[a-z]$/;
const NOT_NAME = new Set(['okay', 'ok', 'so', 'this', 'is', 'for', 'the', 'customer', 'customers', 'name', 'names', 'its', 'thats', "that's", 'first', 'last', 'uh', 'um', 'new', 'quote', 'next', 'job', 'one', 'a', 'an', 'and', 'her', 'his', 'spelled', 'spelling', 'as', 'in', 'at', 'mr', 'mrs', 'ms', 'dr', 'quick', 'put', 'under', 'it', 'alright', 'hi', 'hey', 'to', 'from', 'with', 'of', 'on', 'contact', 'lady', 'guy', 'owner', 'she', 'he', 'whose', 'called', 'named', 'apostrophe', 'dash', 'hyphen', 'that', 'which', 'spelt', 'letters', 'then', 'small', 'capital', 'lowercase', 'uppercase']);

const CORRECTING = new Set(['no', 'wait', 'sorry', 'actually', 'mean', 'correction', 'rather']);

/** Said between a correction and the name it gives: 'no sorry it's thao', 'no wait I mean', 'oh make it'. */
export const SAID_WITH_A_CORRECTION: readonly string[] = ["it's", 'its', 'i', 'thats', "that's", 'make', 'it', 'is', 'oh'];
const CORRECTION_FILLER = new Set([...CORRECTING, ...SAID_WITH_A_CORRECTION]);

/**
 * The given name a correction takes back when the surname was said after it ('thanh nguyen no sorry it's
 * thao'): the word two before the correction sounds like the corrected one (same first letter, about as
 * long) and the word after it is a name. Its index, or -1.
 */
function givenTakenBack(words: readonly string[], at: number, corrected: string): number {
  let p = at;
  while (p >= 0 && CORRECTION_FILLER.has(words[p]!)) p -= 1;
  const given = words[p - 1];
  const surname = words[p];
  if (given === undefined || surname === undefined || NOT_NAME.has(given) || NOT_NAME.has(surname) || COMMON.has(surname) || !/^[a-z'-]{2,}$/.test(surname) || !/^[a-z'-]{2,}$/.test(given)) return -1;
  return given[0] === corrected[0] && given !== corrected && Math.abs(given.length - corrected.length) <= 2 ? p - 1 : -1;
}

/**
 * Where the words a correction takes back start ('el wood' in '... el wood no wait elwood'): the one or
 * two words said just before the correction's own words that run together to the corrected word or
 * sound like it (same first letter, about as long). -1 when nothing before the correction was misheard.
 */
function misheardBefore(words: readonly string[], at: number, corrected: string): number {
  let p = at;
  while (p >= 0 && (CORRECTING.has(words[p]!) || words[p] === 'i')) p -= 1;
  for (let k = p; k >= Math.max(0, p - 1); k -= 1) {
    const heard = words.slice(k, p + 1).join('');
    if (heard[0] === corrected[0] && Math.abs(heard.length - corrected.length) <= 2 && !NOT_NAME.has(words[k]!)) return k;
  }
  return -1;
}

/** A name followed by its spelling ('szymanski s as in sam z y m a n s k i'), title-cased. */
export function readSpelledName(text: string): SpokenValue | null {
  const tokens = wordsOf(text);
  const words = tokens.map((t) => t.word);
  for (let i = 0; i < words.length; i += 1) {
    const after = words[i + 1] ?? '';
    if (!LETTER.test(words[i]!) || !(LETTER.test(after) || after === 'as' || after === 'apostrophe' || after === 'dash')) continue;
    // Collect the spelling: letters, 'x as in word', 'dash', 'apostrophe'.
    let spelled = '';
    let j = i;
    while (j < words.length) {
      const w = words[j]!;
      if (LETTER.test(w) && words[j + 1] === 'as' && words[j + 2] === 'in') {
        spelled += w;
        j += 4;
      } else if (LETTER.test(w)) {
        spelled += w;
        j += 1;
      } else if (w === 'dash' || w === 'hyphen') {
        spelled += '-';
        j += 1;
      } else if (w === 'apostrophe') {
        spelled += "'";
        j += 1;
      } else break;
    }
    // 'w h i t f i e l d dash ames a m e s': the part after the dash said as a word (and spelled again).
    const part = spelled.endsWith('-') ? words[j] : undefined;
    if (part && /^[a-z]{2,}$/.test(part) && !NOT_NAME.has(part)) {
      spelled += part;
      j += 1;
      if (words.slice(j, j + part.length).join('') === part) j += part.length;
    }
    if (spelled.replace(/[-']/g, '').length < 3) {
      i = j;
      continue;
    }
    let plain = spelled.replace(/[-']/g, '');
    const bare = (w: string): string => w.replace(/'s$/, '').replace(/'/g, '');
    // 'watanabe, w a t a n a b e, I own the ...': the pronoun after a spelling is not one of its letters.
    // 'rohini prakash, r o h i n i, p r a k a s h': the word may stand before another word's spelling.
    let before = i;
    while (before > 0 && LETTER.test(words[before - 1]!)) before -= 1;
    const reach = 5 + (i - before);
    const lookback = words.slice(Math.max(0, i - reach), i).map(bare);
    if (!lookback.includes(plain) && /[ia]$/.test(plain) && lookback.includes(plain.slice(0, -1)) && j - 1 > i && spelled.length === plain.length) {
      plain = plain.slice(0, -1);
      spelled = spelled.slice(0, -1);
      j -= 1;
    }
    // The word the spelling spells, a few words back ('dominique harris d o m i n i q u e'),
    // or the two words it joins ('al mansouri' = 'a l dash m a n s o u r i').
    let first = -1;
    let last = -1;
    for (let p = i - 1; p >= 0 && p >= i - reach && first === -1; p -= 1) {
      if (LETTER.test(words[p]!) && p >= before) continue;
      if (bare(words[p]!) === plain) {
        first = p;
        last = words[p]!.endsWith("'s") ? p : Math.min(i - 1, p + 1);
        // Words between the match and the spelling are part of the name only when they are not cue words.
        while (last > p && (NOT_NAME.has(words[last]!) || /\d/.test(words[last]!))) last -= 1;
      } else if (p > 0 && bare(words[p - 1]!) + bare(words[p]!) === plain) {
        first = p - 1;
        last = p;
      } else if (p > 1 && (words[p - 1] === 'dash' || words[p - 1] === 'hyphen') && bare(words[p - 2]!) + bare(words[p]!) === plain) {
        // 'whitfield dash ames': the two parts said with the dash between them.
        first = p - 2;
        last = p;
      }
    }
    // A misheard word just before its spelling ('jim boid b o y d'): the spelling replaces it.
    const previous = words[i - 1];
    if (first === -1 && previous && !NOT_NAME.has(previous) && !/\d/.test(previous) && previous[0] === plain[0] && Math.abs(previous.length - plain.length) <= 2) {
      first = i - 1;
      last = i - 1;
    }
    if (first === -1) {
      i = j;
      continue;
    }
    const title = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
    const spelledWord = spelled.replace(/(^|[-'])([a-z])/g, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);
    const matchedIsPair = first !== last && bare(words[first]!) + bare(words[last]!) === plain;
    // Two words spelled one after the other ('rohini prakash, r o h i n i, p r a k a s h') are two words;
    // spelled with a dash between ('a l dash m a n s o u r i') one joined word.
    const nameWords = matchedIsPair ? (/[-']/.test(spelled) || bare(words[first]!).length <= 2 ? [spelledWord] : [title(bare(words[first]!)), title(bare(words[last]!))]) : words.slice(first, last + 1).map((w, n) => (n === 0 ? spelledWord : title(bare(w))));
    const surname = nameWords.join(' ');
    // 'it's okonjo, o k o n j o, bill and janet': the surname said first after a cue, the given names
    // (a couple's) after its spelling.
    const cue = words[first - 1];
    if (nameWords.length === 1 && (first === 0 || NOT_NAME.has(cue!) || /^(?:it's|name's)$/.test(cue!))) {
      const after = givenNamesAfter(text, tokens, j);
      if (after) return { value: `${after.value} ${surname}`, start: tokens[first]!.start, end: after.end };
    }
    // Given names: the name words before the match (stop at a cue word).
    const given: string[] = [];
    let hyphenated = false;
    let givenStart = first;
    let suffix = '';
    // 'Trish, t r i s h, Kowalczyk, k o w a l c z y k': the given name before was spelled too.
    // 'seo-yeon park, s e o dash y e o n, park, p a r k': both said, then each spelled; the given name's
    // spelling may join two heard words with its dash.
    if (LETTER.test(words[first - 1] ?? '')) {
      let q = first - 1;
      while (q >= 0 && (LETTER.test(words[q]!) || words[q] === 'dash' || words[q] === 'hyphen')) q -= 1;
      const spelledGiven = words.slice(q + 1, first).map((w) => (w === 'dash' || w === 'hyphen' ? '-' : w)).join('');
      const letters = spelledGiven.replace(/-/g, '');
      const r = q >= 1 && bare(words[q]!) === plain ? q - 1 : q;
      const one = r >= 0 ? bare(words[r]!) : '';
      const two = r >= 1 ? bare(words[r - 1]!) + one : '';
      if (r >= 0 && letters.length >= 2 && (one === letters || two === letters) && !NOT_NAME.has(words[r]!)) {
        given.push(title(spelledGiven));
        givenStart = one === letters ? r : r - 1;
      } else if (!spelledGiven.includes('-')) {
        // 'l u c a s, no, it's lukas with a k, l u k a s, brenner, b r e n n e r': the run of letters ends
        // with the given name's spelling; the word it spells was said a few words back.
        for (let k = 1; k + 3 <= letters.length && given.length === 0; k += 1) {
          const tail = letters.slice(k);
          for (let p = q; p >= Math.max(0, q - 8); p -= 1) {
            if (bare(words[p]!) === tail && !NOT_NAME.has(words[p]!)) {
              given.push(title(tail));
              givenStart = p;
              break;
            }
          }
        }
      }
    }
    for (let p = first - 1; p >= 0 && given.length < 3; p -= 1) {
      const w = words[p]!;
      // 'darnell whitcomb senior, whitcomb w h i t c o m b': the suffix said after the name, then the surname again.
      if (given.length === 0 && !suffix && /^(?:junior|senior|jr|sr)$/.test(w) && bare(words[p - 1] ?? '') === plain) {
        suffix = /^j/.test(w) ? ' Jr.' : ' Sr.';
        p -= 1;
        continue;
      }
      // 'anne marie with a hyphen dubois': the two given names are written joined, Anne-Marie.
      if (!hyphenated && given.length === 0 && (w === 'hyphen' || w === 'dash') && words[p - 1] === 'a' && words[p - 2] === 'with') {
        hyphenated = true;
        p -= 2;
        continue;
      }
      // 'shane el wood no wait elwood e l w o o d': the surname misheard, then corrected; the given name is said before both.
      // 'thanh nguyen no sorry it's thao t h a o nguyen': the given name taken back and spelled; the
      // surname said before the correction (and said again after the spelling) stays.
      let said = p;
      if (given.length === 0 && p === first - 1 && nameWords.length === 1) while (said > 0 && CORRECTION_FILLER.has(words[said]!) && !CORRECTING.has(words[said]!)) said -= 1;
      if (given.length === 0 && p === first - 1 && CORRECTING.has(words[said]!)) {
        const misheard = misheardBefore(words, said, plain);
        if (misheard >= 0) {
          p = misheard;
          continue;
        }
        const givenBack = givenTakenBack(words, said, plain);
        if (givenBack >= 0 && nameWords.length === 1) {
          const surnameWord = words[givenBack + 1]!;
          const end = words[j] === surnameWord ? j : j - 1;
          return { value: `${spelledWord} ${title(bare(surnameWord))}`, start: tokens[givenBack]!.start, end: tokens[end]!.end };
        }
      }
      if (NOT_NAME.has(w) || /\d/.test(w) || LETTER.test(w)) break;
      // 'last one today, amara diallo, d i a l l o': a comma or a full stop ends the given names.
      // 'okay so today, tamsin holloway, t a m s i n': with a given name and a surname already matched, a comma before them ends the name too.
      if (given.length > 0 || p < first - 1 || nameWords.length >= 2 || matchedIsPair ? /[,.;:!?]/.test(text.slice(tokens[p]!.end, tokens[p + 1]!.start)) : false) break;
      given.unshift(title(w));
      givenStart = p;
    }
    if (hyphenated && given.length >= 2) given.splice(-2, 2, `${given.at(-2)}-${given.at(-1)}`);
    // 'another one for the list gus paliouras': a word of the sentence before a known given name is not one.
    while (!hyphenated && given.length > 1 && !isGivenName(given[0]!) && isGivenName(given[1]!)) {
      given.shift();
      givenStart += 1;
    }
    // 'the kjos hunting shack arne kjos k j o s': words of the sentence before the given name, known or not.
    const known = given.findIndex((w) => isGivenName(w));
    if (!hyphenated && known > 0) {
      given.splice(0, known);
      givenStart += known;
    }
    if (given.length === 0 && nameWords.length < 2) continue;
    return { value: `${[...given, surname].join(' ')}${suffix}`, start: tokens[givenStart]!.start, end: tokens[j - 1]!.end };
  }
  return null;
}

/**
 * The given names said right after a surname's spelling, set off by a comma: one the lists know
 * ('..., janet') or a couple ('..., bill and janet'), written as said.
 */
function givenNamesAfter(text: string, tokens: readonly { word: string; start: number; end: number }[], j: number): { value: string; end: number } | null {
  const [a, and, b] = [tokens[j], tokens[j + 1], tokens[j + 2]];
  if (!a || !/^[ \t]*,[ \t]*$/.test(text.slice(tokens[j - 1]!.end, a.start))) return null;
  const name = (w: string | undefined): boolean => Boolean(w) && /^[a-z]{2,}$/.test(w!) && !COMMON.has(w!) && !NUMBER_WORD.test(w!);
  const written = (t: { start: number; end: number }): string => {
    const w = text.slice(t.start, t.end);
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  // A word spelled in its turn ('seo-yeon park, s e o dash y e o n, park, p a r k') is the next part of the name, said in order.
  const spelledNext = (k: number): boolean => LETTER.test(tokens[k]?.word ?? '') && LETTER.test(tokens[k + 1]?.word ?? '');
  if (and && b && /^(?:and|&)$/.test(and.word) && name(a.word) && name(b.word) && (isGivenName(a.word) || isGivenName(b.word)) && !spelledNext(j + 3)) return { value: `${written(a)} and ${written(b)}`, end: b.end };
  if (name(a.word) && isGivenName(a.word) && !spelledNext(j + 1)) return { value: written(a), end: a.end };
  return null;
}

// Lead-ins a dictation starts with before the customer's name.
const LEAD_IN = /^(?:(?:okay|ok|alright|all right|so|um|uh|quick one|next one|next is|next|new one|new quote|new job|another one|quote for|this is for|this one is for|this ones for|this one's for|for|got a|got one|one for|customer is|customers name is|customer's name is|the customer is|name is|its|it's)[\s,.]+)+/;
const COMMON = new Set([
  ...NOT_NAME, 'garage', 'basement', 'shop', 'floor', 'floors', 'kitchen', 'patio', 'porch', 'front', 'back', 'two', 'three', 'car', 'heated', 'phone',
  'email', 'address', 'wants', 'needs', 'has', 'have', 'lives', 'over', 'on', 'off', 'up', 'down', 'out', 'about', 'job', 'quote', 'deck', 'pool',
  'warehouse', 'office', 'house', 'home', 'place', 'owner', 'owns', 'called', 'said', 'says', 'from', 'out', 'with', 'by', 'my', 'our', 'your', 'we',
  'i', 'you', 'they', 'there', 'here', 'then', 'now', 'just', 'also', 'plus', 'yeah', 'yes', 'hello', 'morning', 'afternoon',
  'flake', 'quartz', 'metallic', 'epoxy', 'urethane', 'polyaspartic', 'poly', 'solid', 'system', 'coating', 'cove', 'steps', 'patio', 'driveway', 'walkway',
]);

/** A number said as a word, lower case ('oh' and the misspelt 'fourty' too). */
export const NUMBER_WORD = /^(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/;

/**
 * A lower-case dictation that opens with the customer's name ('tasha brooks front porch eight by
 * thirty two ...', 'quick one marcus johnson two car garage'): the first two words after the
 * lead-in, when neither is an ordinary word; a suffix (jr, sr, iii) is kept.
 */
export function readLeadingSpokenName(text: string): SpokenValue | null {
  const head = text.slice(0, 200);
  if (/[A-Z]/.test(head)) return null;
  const lead = LEAD_IN.exec(head)?.[0].length ?? 0;
  const rest = head.slice(lead);
  const title = (w: string): string => w.replace(/(^|[-'])([a-z])/g, (_x, s: string, c: string) => `${s}${c.toUpperCase()}`);
  // 'helen and frank whitaker': a couple said before the job, written as said.
  const couple = /^([a-z][a-z'-]+)\s+(?:and|&)\s+([a-z][a-z'-]+)\s+([a-z][a-z'-]+)(?=[\s,.]|$)/.exec(rest);
  if (couple && [couple[1]!, couple[2]!, couple[3]!].every((w) => !COMMON.has(w) && !NUMBER_WORD.test(w)) && (isGivenName(couple[1]!) || isGivenName(couple[2]!))) {
    return { value: `${title(couple[1]!)} and ${title(couple[2]!)} ${title(couple[3]!)}`, start: lead, end: lead + couple[0].length };
  }
  // 'marco de la cruz': a surname's particles are part of it.
  const m = /^([a-z][a-z'-]+)\s+((?:(?:de|del|della|da|di|du|la|le|van|von|der|den|st)\s+){0,2}[a-z][a-z'-]+)(?:\s+(jr|sr|ii|iii|iv)\b)?/.exec(rest);
  if (!m || COMMON.has(m[1]!.replace(/'s$/, '')) || COMMON.has(m[2]!) || NUMBER_WORD.test(m[2]!.split(/\s+/).at(-1)!)) return null;
  const suffix = m[3] ? ` ${/^(?:jr|sr)$/.test(m[3]) ? `${title(m[3])}.` : m[3].toUpperCase()}` : '';
  return { value: `${title(m[1]!)} ${m[2]!.split(/\s+/).map(title).join(' ')}${suffix}`, start: lead, end: lead + m[0].length };
}

const STATE_NAMES = Object.keys(STATES).sort((a, b) => b.length - a.length).map((s) => s.replace(/ /g, '\\s+')).join('|');
const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)';
// One to three digits said as one: 'oh', 'double oh' ('oh seven double oh two' = 07002).
const DIGIT_SAID = `(?:(?:double|triple)[ \\t]+)?${DIGIT_WORD}\\b`;
// Two to five such, for five digits in all (checked by spokenZipDigits); bounded, so linear.
const ZIP_SAID = `${DIGIT_SAID}(?:[ \\t,]+${DIGIT_SAID}){1,4}`;
// The run is the whole number: no digit said right after it (that would be a phone or a longer figure).
const NO_MORE_DIGITS = `(?![ \\t,]+(?:${DIGIT_WORD}|double|triple)\\b)`;
// States people say short ('Worcester Mass oh one six oh nine'), and a 'zip' or 'zip code' said before the digits.
const STATE_SAID = `${STATE_NAMES}|mass|conn|penn|jersey`;
const ZIP_CUE = '(?:zip(?:[ \\t]+code)?(?:[ \\t]+is)?[ \\t,:]+)';
// A ZIP said digit by digit after the state or a 'zip' ('new jersey oh seven oh four two', 'Mass, zip oh two seven two four').
const SPOKEN_ZIP = new RegExp(`\\b(?:(${STATE_SAID})\\b[.,]?\\s+${ZIP_CUE}?|${ZIP_CUE})(${ZIP_SAID})${NO_MORE_DIGITS}`, 'gi');

// Or after the city that ends a street address, with no state said ('..., Littleton, eight oh one two oh.'),
// a unit said between ('Chandler Street, unit three, Worcester, oh one six oh nine'); commas are often
// not written in a transcript ('Albany Avenue Hartford oh six one one two'). A city word is no digit said.
const CITY_WORD = `(?!${DIGIT_WORD}\\b|double\\b|triple\\b|zip\\b)[A-Z][a-z]+`;
const SPOKEN_ZIP_AFTER_CITY = new RegExp(`(\\b(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|way|place|pl|parkway|circle|cir|trail|terrace|highway|hwy)\\b[.,]?(?:[ \\t]+(?:unit|apt|apartment|suite|ste)[ \\t]+(?:[a-z0-9]+[ \\t]+){0,2}[a-z0-9]+,)?[ \\t]+(?:${CITY_WORD}[ \\t]+){0,2}${CITY_WORD})[.,]?[ \\t]+(${ZIP_SAID})${NO_MORE_DIGITS}`, 'gi');

// A ZIP said, taken back and said again ('nine nine five oh seven no oh eight', '... no, nine nine five oh
// eight', 'no oh eight, nine nine five oh eight').
const ZIP_TAKEN_BACK = new RegExp(
  `\\b(${ZIP_SAID})(?:[ \\t]*,)?[ \\t]+(?:no|sorry|wait|i[ \\t]+mean|correction)(?:(?:[ \\t]*,)?[ \\t]+(?:no|sorry|wait|i[ \\t]+mean|it'?s))*(?:[ \\t]*,)?[ \\t]+(${DIGIT_SAID}(?:[ \\t,]+${DIGIT_SAID}){0,7})${NO_MORE_DIGITS}`,
  'gi',
);
const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** The ZIP meant when one is said again: all five again, its last digits alone, or its last digits then all five. */
function zipSaidAgain(m: string, first: string, again: string): string {
  const zip = spokenZipDigits(first);
  const said = spokenDigitRun(again);
  if (!zip || !said) return m;
  let meant: string | null = null;
  if (said.length === 5) meant = said;
  else if (said.length <= 3) meant = zip.slice(0, 5 - said.length) + said;
  else if (said.length <= 8 && said.slice(-5).endsWith(said.slice(0, said.length - 5))) meant = said.slice(-5);
  return meant ? [...meant].map((d) => DIGIT_NAMES[Number(d)]).join(' ') : m;
}

/** The digits a run of digit words says ('oh seven double oh two' -> '07002'); null when a word says none. */
function spokenDigitRun(said: string): string | null {
  const words = said.toLowerCase().split(/[\s,]+/).filter(Boolean);
  let digits = '';
  for (let i = 0; i < words.length; ) {
    const read = spokenDigitsAt(words, i, { letterO: true });
    if (!read) return null;
    digits += read.digits;
    i = read.next;
  }
  return digits;
}

/** The five digits a ZIP said digit by digit gives ('oh seven double oh two' -> '07002'); null when not five. */
function spokenZipDigits(said: string): string | null {
  const digits = spokenDigitRun(said);
  return digits?.length === 5 ? digits : null;
}

/**
 * Writes a phone said in words after its cue as digits ('phone five five five ... zero one zero one'),
 * before other number reading, so the number words said right after it ('... forty percent down')
 * are read on their own and not run into the phone.
 */
function spokenPhonesToDigits(text: string): string {
  let out = text;
  for (let k = 0; k < 3; k += 1) {
    const phone = readSpokenPhone(out);
    if (!phone) break;
    const said = out.slice(phone.start, phone.end);
    // Already digits ('phone 555-555-0101'): nothing to write.
    if (!/[a-z]{3}/i.test(said.replace(/^\S+/, ''))) break;
    // A phone said with no cue ('six one nine. five five five ...') starts with its first digit.
    const firstWord = /^[a-z]+/i.exec(said)?.[0]?.toLowerCase() ?? '';
    const cue = SINGLE_DIGIT[firstWord] !== undefined ? '' : `${/^\S+(?:\s+code)?/.exec(said)?.[0] ?? ''} `;
    const digits = phone.value;
    out = `${out.slice(0, phone.start)}${cue}${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}${out.slice(phone.end)}`;
  }
  return out;
}

/** Writes a ZIP said digit by digit after a state name as its five digits, and a phone said in words as digits, before other number reading. */
export function spokenZipsToDigits(input: string): string {
  let text = spokenPhonesToDigits(input).replace(ZIP_TAKEN_BACK, zipSaidAgain);
  text = text.replace(SPOKEN_ZIP_AFTER_CITY, (m, place: string, words: string) => {
    const digits = spokenZipDigits(words);
    return digits ? `${place}, ${digits}` : m;
  });
  return text.replace(SPOKEN_ZIP, (m, state: string | undefined, words: string) => {
    const digits = spokenZipDigits(words);
    // The 'zip' said is dropped: the state (when said) is followed by the ZIP, as written.
    return digits ? `${state ? `${state} ` : ''}${digits} ` : m;
  });
}
