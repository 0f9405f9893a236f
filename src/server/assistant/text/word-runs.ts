import { escapeRegExp } from './escape-regexp.ts';

/**
 * Finding words a reader already took from a request ('Sue Ellen', 'Mary-Kate Olsen') where the
 * request writes them, letter case ignored.
 *
 * A pattern built from the words per request (`new RegExp('sue[ \\t]+ellen(?![\\p{L}])', 'giu')`) is
 * compiled afresh for every request, and with the i and u flags that costs 0.1 to 0.6 ms a time.
 * For words of plain ASCII this walks the text instead and finds exactly what that pattern finds;
 * other words (accented letters, whose case the u flag folds) still go through the pattern.
 */

export interface WordRunOptions {
  /** What stands between two words, sticky ('y'); its source is the pattern's join. */
  gap: RegExp;
  /** Each word may be followed by a full stop ('Jr.', 'C.'), as `word\.?`. */
  stop?: boolean;
  /** No letter right after the last word, as `(?![\p{L}])`. */
  endsWord?: boolean;
}

export interface WordRun {
  index: number;
  end: number;
}

const LETTER = /\p{L}/uy;
const ASCII_ONLY = /^[\x20-\x7e]+$/;
// The only characters a /iu pattern of ASCII letters also takes: the long s and the Kelvin sign.
const FOLDS_TO_ASCII = /[\u017f\u212a]/;
const START_THE_GAP_TAKES = /^[\s,-]/;

let lastText = '';
let lastLower = '';
/** ASCII letters in lower case, every other character as it is (same length, same indexes). */
function asciiLower(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastLower = text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
  }
  return lastLower;
}

/**
 * The first run of `words` in `text` at or after `from`: the match (index and end) that
 * `new RegExp(words.map(escape + (stop ? '\\.?' : '')).join(gap.source) + (endsWord ? '(?![\\p{L}])' : ''), 'giu')`
 * finds from `from`, or null.
 */
export function findWordRun(text: string, words: readonly string[], options: WordRunOptions, from = 0): WordRun | null {
  const plain = words.length > 0 && words.every((w, i) => ASCII_ONLY.test(w) && (i === 0 || !START_THE_GAP_TAKES.test(w))) && !FOLDS_TO_ASCII.test(text);
  if (!plain) return byPattern(text, words, options, from);
  const lower = asciiLower(text);
  const wanted = words.map((w) => w.toLowerCase());
  for (let at = lower.indexOf(wanted[0]!, from); at >= 0; at = lower.indexOf(wanted[0]!, at + 1)) {
    const end = runEnd(text, lower, wanted, at, options);
    if (end >= 0) return { index: at, end };
  }
  return null;
}

/** Where the run starting at `at` ends, or -1 when the words do not follow one another there. */
function runEnd(text: string, lower: string, wanted: readonly string[], at: number, options: WordRunOptions): number {
  let cursor = at;
  for (const [i, word] of wanted.entries()) {
    if (i > 0) {
      options.gap.lastIndex = cursor;
      const gap = options.gap.exec(text);
      if (!gap) return -1;
      cursor += gap[0].length;
    }
    if (!lower.startsWith(word, cursor)) return -1;
    cursor += word.length;
    if (options.stop && text[cursor] === '.') cursor += 1;
  }
  if (options.endsWord) {
    LETTER.lastIndex = cursor;
    if (LETTER.test(text)) return -1;
  }
  return cursor;
}

function byPattern(text: string, words: readonly string[], options: WordRunOptions, from: number): WordRun | null {
  const source = words.map((w) => escapeRegExp(w) + (options.stop ? '\\.?' : '')).join(options.gap.source) + (options.endsWord ? '(?![\\p{L}])' : '');
  const pattern = new RegExp(source, 'giu');
  pattern.lastIndex = from;
  const found = pattern.exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}
