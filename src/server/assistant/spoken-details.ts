import { STATES } from './us-address.ts';

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

const UNITS: Record<string, string> = { zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
const TEENS: Record<string, string> = { ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19' };
const TENS: Record<string, string> = { twenty: '2', thirty: '3', forty: '4', fourty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9' };
const CORRECTION = new Set(['sorry', 'no', 'wait', 'actually', 'correction', 'rather', 'scratch']);
const SEPARATORS = new Set(['dash', 'hyphen', 'then', 'and', 'is', 'at', 'number', 'its', "it's", 'uh', 'um', 'the', 'code']);

/** Words with their offsets, lower case; digits and letters only. */
function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[a-z0-9']+/gi)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

/** Digits for a run of number words starting at i; null when words[i] is not a number word. */
function digitsAt(words: readonly string[], i: number): { digits: string; next: number } | null {
  const w = words[i]!;
  const next = words[i + 1];
  if (/^\d+$/.test(w)) return { digits: w, next: i + 1 };
  if (w === 'double' || w === 'triple') {
    const d = next ? UNITS[next] : undefined;
    return d ? { digits: d.repeat(w === 'double' ? 2 : 3), next: i + 2 } : null;
  }
  let digits: string | undefined;
  let at = i + 1;
  if (UNITS[w] !== undefined && !(w === 'o' && next !== undefined && UNITS[next] === undefined && !TENS[next])) digits = UNITS[w];
  else if (TEENS[w]) digits = TEENS[w];
  else if (TENS[w]) {
    const unit = next ? UNITS[next] : undefined;
    if (unit && unit !== '0') {
      digits = TENS[w] + unit;
      at = i + 2;
    } else digits = `${TENS[w]}0`;
  }
  if (digits === undefined) return null;
  if (words[at] === 'hundred') {
    digits += '00';
    at += 1;
  }
  return { digits, next: at };
}

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
    while (j < words.length && j < i + 5 && SEPARATORS.has(words[j]!)) j += 1;
    let collected = '';
    let lastGroup = '';
    let correcting = false;
    let afterCorrection = '';
    let end = j;
    while (j < words.length && j < i + 40) {
      const word = words[j]!;
      if (CORRECTION.has(word) && collected.length > 0) {
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
      if (!read) break;
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

const SINGLE_DIGIT: Record<string, string> = { zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };

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

const TLD = /^(?:com|net|org|edu|gov|us|io|co|biz|info|me|rr|app|dev)$/;
const EMAIL_CUE = /^(?:email|e-mail|mail)(?:ed|s|'s)?$/;
const LOCAL_FILLER = new Set(['is', 'us', 'me', 'address', 'its', "it's", 'uh', 'um', 'all', 'one', 'word', 'no', 'spaces', 'space', 'lowercase', 'lower', 'case']);

function localWord(words: readonly string[], i: number): { text: string; next: number } {
  const w = words[i]!;
  if (w === 'dot' || w === 'period') return { text: '.', next: i + 1 };
  if (w === 'underscore') return { text: '_', next: i + 1 };
  if (w === 'dash' || w === 'hyphen') return { text: '-', next: i + 1 };
  // 'no dot', 'no spaces', 'all one word': how to write it, not part of it.
  if (w === 'no' && (words[i + 1] === 'dot' || words[i + 1] === 'spaces' || words[i + 1] === 'space' || words[i + 1] === 'period')) return { text: '', next: i + 2 };
  if (w === 'all' && words[i + 1] === 'one' && words[i + 2] === 'word') return { text: '', next: i + 3 };
  if (w === 'one' && words[i + 1] === 'word') return { text: '', next: i + 2 };
  // 'all lowercase', "that's", 'spelled': how to write it; 'd as in david' is the letter.
  if (w === 'all' && /^lower(?:case)?$/.test(words[i + 1] ?? '')) return { text: '', next: words[i + 2] === 'case' ? i + 3 : i + 2 };
  if (/^(?:lowercase|that's|thats|spelled|spelt)$/.test(w)) return { text: '', next: i + 1 };
  if (/^[a-z]$/.test(w) && words[i + 1] === 'as' && words[i + 2] === 'in' && words[i + 3]) return { text: w, next: i + 4 };
  const read = digitsAt(words, i);
  if (read && w !== 'o') return { text: read.digits, next: read.next };
  return { text: w, next: i + 1 };
}

/** Single letters said one by one from words[i] ('d w h i t l e y'), at least three. */
function spellingOf(words: readonly string[], i: number): { letters: string; next: number } | null {
  let j = i;
  while (j < words.length && /^[a-z]$/.test(words[j]!)) j += 1;
  return j - i >= 3 ? { letters: words.slice(i, j).join(''), next: j } : null;
}

/** An e-mail said aloud: '<local words> at <domain words> dot <tld>', after 'email' when it is said. */
export function readSpokenEmail(text: string): SpokenValue | null {
  const tokens = wordsOf(text);
  const words = tokens.map((t) => t.word);
  for (let i = 1; i < words.length; i += 1) {
    if (words[i] !== 'at') continue;
    // The domain: words up to a 'dot <tld>' that ends it ('at sign', 'at symbol': the '@' itself).
    let j = i + 1 + (words[i + 1] === 'sign' || words[i + 1] === 'symbol' ? 1 : 0);
    const domain: string[] = [];
    let tldEnd = -1;
    while (j < words.length && j < i + 14) {
      if (words[j] === 'dot' && words[j + 1] && TLD.test(words[j + 1]!) && !(words[j + 2] === 'dot' && words[j + 3] && TLD.test(words[j + 3]!))) {
        domain.push('.', words[j + 1]!);
        tldEnd = j + 2;
        break;
      }
      // 'all one word', 'no spaces' said inside the domain: how to write it, not part of it.
      const howToWrite = words[j] === 'all' && words[j + 1] === 'one' && words[j + 2] === 'word' ? 3 : words[j] === 'one' && words[j + 1] === 'word' ? 2 : words[j] === 'no' && /^spaces?$/.test(words[j + 1] ?? '') ? 2 : 0;
      if (howToWrite > 0) {
        j += howToWrite;
        continue;
      }
      // Another 'at' first: this one was not the address's ('email her at dana at example dot org').
      if (words[j] === 'at') break;
      if (words[j] === 'dot') domain.push('.');
      else if (words[j] === 'dash' || words[j] === 'hyphen') domain.push('-');
      else domain.push(words[j]!);
      j += 1;
    }
    if (tldEnd === -1 || domain.length < 3 || domain[0] === '.') continue;
    // The local part: back to the 'email' cue, at most 8 words.
    let k = i - 1;
    let cue = -1;
    while (k >= 0 && k >= i - 10) {
      if (EMAIL_CUE.test(words[k]!)) {
        cue = k;
        break;
      }
      k -= 1;
    }
    if (cue === -1) continue;
    let from = cue + 1;
    // 'you can email her at dana at example dot org': the address starts after the last 'at' before its own.
    for (let p = i - 1; p > from; p -= 1) if (words[p] === 'at') {
      from = p + 1;
      break;
    }
    while (from < i && LOCAL_FILLER.has(words[from]!) && !(words[from] === 'one' && words[from + 1] !== 'word')) from += 1;
    let local = '';
    for (let p = from; p < i; ) {
      // A word followed by its spelling ('dwhitley, d w h i t l e y'): the word once.
      const spelled = spellingOf(words, p);
      if (spelled && p > from && local.endsWith(spelled.letters)) {
        p = spelled.next;
        continue;
      }
      const part = localWord(words, p);
      local += part.text;
      p = part.next;
    }
    local = local.replace(/^\.+|\.+$/g, '');
    if (!local || !/^[a-z0-9._%+-]+$/.test(local)) continue;
    const value = `${local}@${domain.join('').replace(/\.{2,}/g, '.')}`;
    return { value, start: tokens[from]?.start ?? tokens[i]!.start, end: tokens[tldEnd - 1]!.end };
  }
  return null;
}

const LETTER = /^[a-z]$/;
const NOT_NAME = new Set(['okay', 'ok', 'so', 'this', 'is', 'for', 'the', 'customer', 'customers', 'name', 'names', 'its', 'thats', "that's", 'first', 'last', 'uh', 'um', 'new', 'quote', 'next', 'job', 'one', 'a', 'an', 'and', 'her', 'his', 'spelled', 'spelling', 'as', 'in', 'at', 'mr', 'mrs', 'ms', 'dr', 'quick', 'put', 'under', 'it', 'alright', 'hi', 'hey', 'to', 'from', 'with', 'of', 'on', 'contact', 'lady', 'guy', 'owner', 'she', 'he', 'whose', 'called', 'named', 'apostrophe', 'dash', 'hyphen', 'that', 'which', 'spelt', 'letters']);

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
    if (spelled.replace(/[-']/g, '').length < 3) {
      i = j;
      continue;
    }
    const plain = spelled.replace(/[-']/g, '');
    const bare = (w: string): string => w.replace(/'s$/, '').replace(/'/g, '');
    // The word the spelling spells, a few words back ('dominique harris d o m i n i q u e'),
    // or the two words it joins ('al mansouri' = 'a l dash m a n s o u r i').
    let first = -1;
    let last = -1;
    for (let p = i - 1; p >= 0 && p >= i - 5 && first === -1; p -= 1) {
      if (bare(words[p]!) === plain) {
        first = p;
        last = words[p]!.endsWith("'s") ? p : Math.min(i - 1, p + 1);
        // Words between the match and the spelling are part of the name only when they are not cue words.
        while (last > p && (NOT_NAME.has(words[last]!) || /\d/.test(words[last]!))) last -= 1;
      } else if (p > 0 && bare(words[p - 1]!) + bare(words[p]!) === plain) {
        first = p - 1;
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
    const nameWords = matchedIsPair ? [spelledWord] : words.slice(first, last + 1).map((w, n) => (n === 0 ? spelledWord : title(bare(w))));
    const surname = nameWords.join(' ');
    // Given names: the name words before the match (stop at a cue word).
    const given: string[] = [];
    let hyphenated = false;
    let givenStart = first;
    for (let p = first - 1; p >= 0 && given.length < 3; p -= 1) {
      const w = words[p]!;
      // 'anne marie with a hyphen dubois': the two given names are written joined, Anne-Marie.
      if (!hyphenated && given.length === 0 && (w === 'hyphen' || w === 'dash') && words[p - 1] === 'a' && words[p - 2] === 'with') {
        hyphenated = true;
        p -= 2;
        continue;
      }
      if (NOT_NAME.has(w) || /\d/.test(w) || LETTER.test(w)) break;
      given.unshift(title(w));
      givenStart = p;
    }
    if (hyphenated && given.length >= 2) given.splice(-2, 2, `${given.at(-2)}-${given.at(-1)}`);
    if (given.length === 0 && nameWords.length < 2) continue;
    return { value: [...given, surname].join(' '), start: tokens[givenStart]!.start, end: tokens[j - 1]!.end };
  }
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

const NUMBER_WORD = /^(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/;

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
  const m = /^([a-z][a-z'-]+)\s+([a-z][a-z'-]+)(?:\s+(jr|sr|ii|iii|iv)\b)?/.exec(rest);
  if (!m || COMMON.has(m[1]!.replace(/'s$/, '')) || COMMON.has(m[2]!) || NUMBER_WORD.test(m[2]!)) return null;
  const title = (w: string): string => w.replace(/(^|[-'])([a-z])/g, (_x, s: string, c: string) => `${s}${c.toUpperCase()}`);
  const suffix = m[3] ? ` ${/^(?:jr|sr)$/.test(m[3]) ? `${title(m[3])}.` : m[3].toUpperCase()}` : '';
  return { value: `${title(m[1]!)} ${title(m[2]!)}${suffix}`, start: lead, end: lead + m[0].length };
}

const STATE_NAMES = Object.keys(STATES).sort((a, b) => b.length - a.length).map((s) => s.replace(/ /g, '\\s+')).join('|');
const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)';
// A ZIP said digit by digit after the state ('new jersey oh seven oh four two'); bounded, so linear.
const SPOKEN_ZIP = new RegExp(`\\b(${STATE_NAMES})[\\s,]+((?:${DIGIT_WORD}[\\s,]+){4}${DIGIT_WORD})\\b`, 'gi');

// Or after the city that ends a street address, with no state said ('..., Littleton, eight oh one two oh.'),
// a unit said between ('Chandler Street, unit three, Worcester, oh one six oh nine').
const SPOKEN_ZIP_AFTER_CITY = new RegExp(`(\\b(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|way|place|pl|parkway|circle|cir|trail|terrace|highway|hwy)\\b[.,]?(?:[ \\t]+(?:unit|apt|apartment|suite|ste)[ \\t]+(?:[a-z0-9]+[ \\t]+){0,2}[a-z0-9]+,)?[ \\t]+(?:[A-Z][a-z]+[ \\t]+){0,2}[A-Z][a-z]+),[ \\t]+((?:${DIGIT_WORD}[ \\t,]+){4}${DIGIT_WORD})(?=[ \\t]*(?:[.,;\\n]|$))`, 'gi');

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
  let text = spokenPhonesToDigits(input);
  text = text.replace(SPOKEN_ZIP_AFTER_CITY, (m, place: string, words: string) => {
    const digits = words.trim().split(/[\s,]+/).map((w) => UNITS[w.toLowerCase()] ?? '').join('');
    return digits.length === 5 ? `${place}, ${digits}` : m;
  });
  return text.replace(SPOKEN_ZIP, (_m, state: string, words: string) => {
    const digits = words
      .trim()
      .split(/[\s,]+/)
      .map((w) => UNITS[w.toLowerCase()] ?? '')
      .join('');
    return digits.length === 5 ? `${state} ${digits} ` : _m;
  });
}
