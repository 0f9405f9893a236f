import { wordTable } from '../text/word-table.ts';
/** Number words as said in phone numbers, e-mails and ZIPs ('oh', 'double five', 'eighty one', 'ninety nine hundred'). */

const UNITS: Record<string, string> = wordTable({ zero: '0', oh: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' });
const TEENS: Record<string, string> = wordTable({ ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19' });
const TENS: Record<string, string> = wordTable({ twenty: '2', thirty: '3', forty: '4', fourty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9' });

export interface SpokenDigitsOptions {
  /** The letter 'o' said for zero (a phone: 'four o four'); never in an e-mail, where it is a letter. */
  letterO?: boolean;
  /** 'ninety nine hundred' = 9900 (a phone's last four said in hundreds). */
  hundreds?: boolean;
}

/** The digit one word says ('seven' -> '7'; 'o' only with letterO); undefined when it says none. */
export function digitOfWord(word: string, options: SpokenDigitsOptions = {}): string | undefined {
  return word === 'o' ? (options.letterO ? '0' : undefined) : UNITS[word];
}

/** Digits for the number words at i ('eighty one' -> 81, 'double five' -> 55, '42' as written); null when none. */
export function spokenDigitsAt(words: readonly string[], i: number, options: SpokenDigitsOptions = {}): { digits: string; next: number } | null {
  const w = words[i]!;
  const next = words[i + 1];
  const unitOf = (word: string | undefined) => (word === undefined ? undefined : digitOfWord(word, options));
  if (/^\d+$/.test(w)) return { digits: w, next: i + 1 };
  if (w === 'double' || w === 'triple') {
    const d = unitOf(next);
    return d ? { digits: d.repeat(w === 'double' ? 2 : 3), next: i + 2 } : null;
  }
  let digits: string | undefined;
  let at = i + 1;
  // A lone 'o' before a word that is no number is the letter ('o as in ocean').
  if (unitOf(w) !== undefined && !(w === 'o' && next !== undefined && unitOf(next) === undefined && !TENS[next])) digits = unitOf(w);
  else if (TEENS[w]) digits = TEENS[w];
  else if (TENS[w]) {
    const unit = unitOf(next);
    if (unit && unit !== '0') {
      digits = TENS[w] + unit;
      at = i + 2;
    } else digits = `${TENS[w]}0`;
  }
  if (digits === undefined) return null;
  if (options.hundreds && words[at] === 'hundred') {
    digits += '00';
    at += 1;
  }
  return { digits, next: at };
}
