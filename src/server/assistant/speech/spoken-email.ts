import { spokenDigitsAt } from './spoken-digits.ts';

/**
 * An e-mail said aloud, the one reader for it (contact-details.ts reads the cleaned text with it,
 * spoken-details.ts the transcript's own words): '<local words> at <domain words> dot <tld>' within
 * a few words after a cue ('email', 'e-mail', 'emailed', "email's"):
 * - 'v iyer at iyer motors dot com' -> viyer@iyermotors.com (words run together on both sides);
 * - 'dot', 'underscore', 'dash'/'hyphen' written as '.', '_', '-'; number words as digits;
 * - how to write it is not part of it: 'no spaces', 'all one word', 'no dot', 'all lowercase';
 * - a letter said 'd as in david', a word spelled after itself ('kmoreno, k m o r e n o');
 * - 'at sign', an earlier 'at' ('email her at dana at ...'), and a correction said straight after
 *   ('tom dot hale at example dot org, no sorry, tom underscore hale at ...') that replaces it.
 */

export interface SpokenEmail {
  value: string;
  /** Where the address was said in the text read (its local part to its ending). */
  start: number;
  end: number;
}

interface Token {
  word: string;
  start: number;
  end: number;
}


const TLD = /^(?:com|net|org|edu|gov|us|io|co|biz|info|me|rr|app|dev|uk|ca|au|nz|ie)$/;
const EMAIL_CUE = /^(?:email|e-mail|mail)(?:ed|s|'s)?$/;
/** Words a speaker puts before the address: 'email is, it's ...', 'email me at ...', 'e-mail her, it is ...', 'emailed from ...'. */
const LEADING_FILLER = new Set([
  'is', 'us', 'me', 'address', 'its', "it's", 'it', 'uh', 'um', 'all', 'one', '1', 'word', 'no', 'spaces', 'space', 'lowercase', 'lower', 'case',
  'her', 'him', 'them', 'his', 'their', 'from', 'to', 'was', 'be', 'the', 'you', 'can', 'will', 'would', 'should', 'and', 'or', 'on', 'over', 'back',
]);
/** Words said inside the address that are not part of it. */
const INNER_FILLER = new Set(['is', 'its', "it's", 'uh', 'um', 'lowercase', 'lower', 'case', "that's", 'thats', 'spelled', 'spelt']);
const CORRECTION = new Set(['no', 'sorry', 'wait', 'actually', 'correction', 'mean', 'i', 'make', 'that', 'it', 'is', 'its', "it's", 'scratch', 'rather']);
const CORRECTION_CUE = new Set(['no', 'sorry', 'wait', 'actually', 'correction', 'mean', 'scratch', 'rather']);

/** Words with their offsets, lower case; a hyphen inside a word is kept ('moreno-tile'). */
function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[a-z0-9']+(?:-[a-z0-9']+)*/gi)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

/** Digits for number words at i ('eighty one' -> 81, 'seven' -> 7, '42' as written); 'o' is a letter here. */
const digitsAt = (words: readonly string[], i: number) => spokenDigitsAt(words, i);

const isOne = (w: string | undefined): boolean => w === 'one' || w === '1';

/** How to write it, said at i ('no spaces', 'all one word', 'no dot', 'all lowercase'): how many words, else 0. */
function howToWrite(words: readonly string[], i: number): number {
  const w = words[i];
  const next = words[i + 1] ?? '';
  if (w === 'no' && /^(?:spaces?|dots?|periods?)$/.test(next)) return 2;
  if (w === 'all' && isOne(next) && words[i + 2] === 'word') return 3;
  if (isOne(w) && next === 'word') return 2;
  if (w === 'all' && /^lower(?:case)?$/.test(next)) return words[i + 2] === 'case' ? 3 : 2;
  return 0;
}

/** One piece of the local part at i: a symbol, a letter, digits or a word; '' for how to write it. */
function localPiece(words: readonly string[], i: number): { text: string; next: number } {
  const w = words[i]!;
  const skip = howToWrite(words, i);
  if (skip > 0) return { text: '', next: i + skip };
  if (w === 'dot' || w === 'period') return { text: '.', next: i + 1 };
  if (w === 'underscore') return { text: '_', next: i + 1 };
  if (w === 'dash' || w === 'hyphen') return { text: '-', next: i + 1 };
  if (INNER_FILLER.has(w)) return { text: '', next: i + 1 };
  // 'capital j harlan': how a letter is written, and an address is read in lower case.
  if (/^(?:capital|uppercase|cap)$/.test(w) && /^[a-z]$/.test(words[i + 1] ?? '')) return { text: words[i + 1]!, next: i + 2 };
  // 'd as in david': the letter.
  if (/^[a-z]$/.test(w) && words[i + 1] === 'as' && words[i + 2] === 'in' && words[i + 3]) return { text: w, next: i + 4 };
  const read = digitsAt(words, i);
  if (read) return { text: read.digits, next: read.next };
  return { text: w, next: i + 1 };
}

/** Single letters said one by one from words[i] ('d w h i t l e y'), at least three. */
function spellingOf(words: readonly string[], i: number): { letters: string; next: number } | null {
  let j = i;
  while (j < words.length && /^[a-z]$/.test(words[j]!)) j += 1;
  return j - i >= 3 ? { letters: words.slice(i, j).join(''), next: j } : null;
}

/** The local part said from words[from] up to words[to] (the 'at'); null when it is no address. */
function localPart(words: readonly string[], from: number, to: number): string | null {
  let local = '';
  for (let p = from; p < to; ) {
    // A word followed by its spelling ('dwhitley, d w h i t l e y'): the word once.
    const spelled = spellingOf(words, p);
    if (spelled && p > from && local.endsWith(spelled.letters)) {
      p = spelled.next;
      continue;
    }
    const piece = localPiece(words, p);
    local += piece.text;
    p = piece.next;
  }
  local = local.replace(/^\.+|\.+$/g, '');
  return local && /^[a-z0-9._%+-]+$/.test(local) ? local : null;
}

/** The domain said after the 'at' at words[at], to its 'dot <tld>': the domain and the index after the tld. */
function domainAfter(words: readonly string[], at: number): { domain: string; end: number } | null {
  // 'at sign', 'at symbol': the '@' itself.
  let j = at + 1 + (words[at + 1] === 'sign' || words[at + 1] === 'symbol' ? 1 : 0);
  const domain: string[] = [];
  while (j < words.length && j < at + 14) {
    const w = words[j]!;
    if (w === 'dot' && words[j + 1] && TLD.test(words[j + 1]!) && !(words[j + 2] === 'dot' && words[j + 3] && TLD.test(words[j + 3]!))) {
      domain.push('.', words[j + 1]!);
      if (domain.length < 3 || domain[0] === '.') return null;
      return { domain: domain.join('').replace(/\.{2,}/g, '.'), end: j + 2 };
    }
    // 'all one word', 'no spaces' said inside the domain: how to write it, not part of it.
    const skip = howToWrite(words, j);
    if (skip > 0) {
      j += skip;
      continue;
    }
    // Another 'at' first: this one was not the address's ('email her at dana at example dot org').
    if (w === 'at') return null;
    domain.push(w === 'dot' ? '.' : w === 'dash' || w === 'hyphen' ? '-' : w);
    j += 1;
  }
  return null;
}

/** A correction said right after an address ('no sorry, tom underscore hale at ...'): the corrected address. */
function correctionAfter(tokens: readonly Token[], words: readonly string[], after: number): SpokenEmail | null {
  let from = after;
  let cue = false;
  while (from < words.length && from < after + 6 && CORRECTION.has(words[from]!)) {
    if (CORRECTION_CUE.has(words[from]!)) cue = true;
    from += 1;
  }
  if (!cue) return null;
  // A spelled local part ('s mulcahy, s m u l c a h y at ...') runs to many one-letter words: they do not count.
  for (let at = from + 1, said = 0; at < words.length && said <= 9; at += 1) {
    if (!/^[a-z]$/.test(words[at]!)) said += 1;
    if (words[at] !== 'at') continue;
    const domain = domainAfter(words, at);
    const local = domain ? localPart(words, from, at) : null;
    if (!domain || !local) return null;
    return { value: `${local}@${domain.domain}`, start: tokens[from]!.start, end: tokens[domain.end - 1]!.end };
  }
  return null;
}

/** The e-mail cue before the 'at' at words[at]: at most 10 words back, one-letter words not counted; -1 for none. */
function cueBefore(words: readonly string[], at: number): number {
  for (let k = at - 1, said = 0; k >= 0 && k >= at - 40 && said < 10; k -= 1) {
    if (EMAIL_CUE.test(words[k]!)) return k;
    if (!/^[a-z]$/.test(words[k]!)) said += 1;
  }
  return -1;
}

/**
 * An address begun, left unfinished and said again after a correction: 'email is f ruiz at gmail, uh, no,
 * sorry, he uses his work one, f ruiz at example dot com'. The first 'at' has the cue but no ending; the
 * one at words[at] has an ending but its cue is too far back. The local part is what was said after the
 * last pause (comma) before it, so the aside between ('he uses his work one') is left out.
 */
function correctedUnfinished(text: string, tokens: readonly Token[], words: readonly string[], at: number, end: number): SpokenEmail | null {
  let earlier = -1;
  for (let p = at - 1; p >= 0 && p >= at - 20; p -= 1) {
    if (words[p] === 'at') {
      earlier = p;
      break;
    }
  }
  if (earlier < 1 || domainAfter(words, earlier) || cueBefore(words, earlier) === -1) return null;
  if (!words.slice(earlier + 1, at).some((w) => CORRECTION_CUE.has(w))) return null;
  // The local part: the words after the last comma before the 'at', at most eight.
  let from = at;
  while (from - 1 > earlier && from > at - 8 && !/[,;:]/.test(text.slice(tokens[from - 1]!.end, tokens[from]!.start))) from -= 1;
  if (from === at || from - 1 <= earlier) return null;
  while (from < at && LEADING_FILLER.has(words[from]!) && !(isOne(words[from]) && words[from + 1] !== 'word')) from += 1;
  const local = localPart(words, from, at);
  const domain = domainAfter(words, at);
  if (!local || !domain) return null;
  return { value: `${local}@${domain.domain}`, start: tokens[from]!.start, end: tokens[end - 1]!.end };
}

const PHONE_WORD = /^(?:\d+|oh|o|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|double|triple)$/;
const PAUSE = /[,;:.]|^[ \t]*-[ \t]*$/;

/**
 * An address said straight after the phone with no cue word ('phone four eight oh five five five oh one
 * two two, dana w at example dot com', '... 480-555-0122 and d whitley at example dot net'): the words
 * after the phone's pause (a comma, a full stop, 'and'), at most four, are its local part.
 */
function saidAfterPhone(text: string, tokens: readonly Token[], words: readonly string[], at: number, end: number): SpokenEmail | null {
  let from = at;
  while (from > 0 && at - from < 4 && !PAUSE.test(text.slice(tokens[from - 1]!.end, tokens[from]!.start)) && words[from - 1] !== 'and') from -= 1;
  if (from === at || from === 0) return null;
  const paused = PAUSE.test(text.slice(tokens[from - 1]!.end, tokens[from]!.start));
  const phoneEnd = paused ? from : from - 1;
  if (!paused && (words[from - 1] !== 'and' || phoneEnd === 0)) return null;
  // The phone's last words: a written number ('0122', '480-555-0122') or four digits said.
  const last = words[phoneEnd - 1]!;
  const written = /^[\d-]+$/.test(last) && last.replace(/-/g, '').length >= 4;
  const said = phoneEnd >= 4 && words.slice(phoneEnd - 4, phoneEnd).every((w) => PHONE_WORD.test(w)) && !words.slice(phoneEnd - 4, phoneEnd).every((w) => /^\d+$/.test(w));
  if (!written && !said) return null;
  const local = localPart(words, from, at);
  const domain = domainAfter(words, at);
  if (!local || !domain || local.length < 2) return null;
  return { value: `${local}@${domain.domain}`, start: tokens[from]!.start, end: tokens[end - 1]!.end };
}

/** Every e-mail said aloud in the text, in order; one corrected straight after is the correction. */
export function readSpokenEmails(text: string): SpokenEmail[] {
  const tokens = tokensOf(text);
  const words = tokens.map((t) => t.word);
  const found: SpokenEmail[] = [];
  for (let i = 1; i < words.length; i += 1) {
    if (words[i] !== 'at') continue;
    const domain = domainAfter(words, i);
    if (!domain) continue;
    // The cue: at most 10 words back; letters spelled one by one ('t b r z e z i n s k i at') do not count.
    const cue = cueBefore(words, i);
    if (cue === -1) {
      const corrected = correctedUnfinished(text, tokens, words, i, domain.end) ?? saidAfterPhone(text, tokens, words, i, domain.end);
      if (corrected) {
        found.push(corrected);
        while (i + 1 < tokens.length && tokens[i + 1]!.start < corrected.end) i += 1;
      }
      continue;
    }
    let from = cue + 1;
    // 'you can email her at dana at example dot org': the address starts after the last 'at' before its own.
    for (let p = i - 1; p > from; p -= 1) {
      if (words[p] === 'at') {
        from = p + 1;
        break;
      }
    }
    while (from < i && LEADING_FILLER.has(words[from]!) && !(isOne(words[from]) && words[from + 1] !== 'word')) from += 1;
    const saidLocal = localPart(words, from, i);
    if (!saidLocal) continue;
    // 'email, my granddaughter set it up for me, franniet at example dot com, that's f r a n n i e t':
    // the spelling after the address says where its local part starts.
    const spelled = spellingAfter(words, domain.end);
    const local = spelled && saidLocal.length > spelled.length && saidLocal.endsWith(spelled) ? spelled : saidLocal;
    const said: SpokenEmail = { value: `${local}@${domain.domain}`, start: tokens[from]?.start ?? tokens[i]!.start, end: tokens[domain.end - 1]!.end };
    const value = correctionAfter(tokens, words, domain.end) ?? said;
    found.push(value);
    while (i + 1 < tokens.length && tokens[i + 1]!.start < value.end) i += 1;
  }
  return found;
}

const BEFORE_SPELLING = new Set(['thats', "that's", 'its', "it's", 'spelled', 'that', 'is']);

/** Letters spelled one by one right after `from` ('that's f r a n n i e t'), or null. */
function spellingAfter(words: readonly string[], from: number): string | null {
  let k = from;
  while (k < words.length && k < from + 2 && BEFORE_SPELLING.has(words[k]!)) k += 1;
  let letters = '';
  while (k < words.length && /^[a-z]$/.test(words[k]!)) letters += words[k++]!;
  return letters.length >= 3 ? letters : null;
}

/** The first e-mail said aloud (after its correction, if one follows). */
export function readSpokenEmail(text: string): SpokenEmail | null {
  return readSpokenEmails(text)[0] ?? null;
}
