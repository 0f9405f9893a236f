// Figures the request itself says no longer hold, blanked before the lines are read so that only
// the figure meant is priced:
//   'storage rm 18x20 -> corr. 19x20'      a size corrected on the spot (the arrow may carry a word)
//   'patio 16 x 20 (NOT 16x24)'             a size ruled out
//   'it's 28 x 30, not 28 x 32'              the same, in a sentence
//   'You did our main garage in 2023 (invoice 1187, 24x24 at $4.25).'  an earlier job, not this one
//   '$3.30/sf on the shop (down from $3.55)'  the price given up
// Each pattern is linear: bounded repetitions, no nested quantifiers over the same characters.
const SIZE = `\\d{1,4}(?:\\.\\d+)?\\s*(?:'|ft\\.?|feet)?\\s*(?:x|by|\\u00d7)\\s*\\d{1,4}(?:\\.\\d+)?\\s*(?:'|ft\\.?|feet)?`;
const CORRECTED = new RegExp(`(?<![\\d.])${SIZE}[ \\t]*(?:->|\\u2192|=>)[ \\t]*(?:corr(?:ected|ection)?\\.?|actually|really|should\\s+be|make\\s+it|now|re-?meas(?:ured|\\.)?|re-?measure|field\\s+meas(?:ured|\\.)?|verified|revised|new)?[ \\t:]*(?=\\d)`, 'gi');
// '(NOT 16x24)', '(not 3.10)', '(was $4.85)': a size or a price ruled out.
const RULED_OUT = new RegExp(`\\(\\s*(?:not|NOT|was|previously|old|orig(?:inally|inal|\\.)?|you\\s+had|(?:customer|owner|they|he|she)\\s+(?:had|said|guessed))\\s*:?\\s*(?:${SIZE}|\\$?\\d{1,4}(?:\\.\\d{1,2})?(?:\\s*\\/\\s*(?:sf|lf|sq\\s*ft))?)\\s*\\)`, 'gi');
// '$3.30/sf (down from $3.55)', 'now 4.10, reduced from 4.40': the price given up is the one after 'from'.
const PRICE_GIVEN_UP = /\b(?:down|reduced|lowered|dropped|came\s+down|up|raised|increased)\s+from\s+\$?\d{1,4}(?:\.\d{1,2})?(?:\s*\/\s*(?:sf|lf|sq\s*ft))?/gi;
// 'last spring price was 3.75, it's 3.95 now': the price it was is the price it is, wherever the
// request says it (the customer's 'you quoted $3.75/sf last spring').
const PRICE_IT_WAS = /\bwas\s+\$?(\d{1,4}\.\d{2})\s*[,;-]?\s*(?:but\s+)?(?:it'?s|now|it\s+is)\s+\$?(\d{1,4}\.\d{2})(?![\d%])/gi;
// '900 - 1,200 sq ft (customer entered)': a range is a guess; when the request gives a size too, the range goes.
const SIZE_RANGE = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d{2,5})\s*(?:-|\u2013|to)\s*(?:\d{1,3}(?:,\d{3})+|\d{2,5})\s*(?:sq\.?\s*ft|sf|square\s+feet)\b/gi;
const ANY_SIZE = new RegExp(`(?<![\\d.])${SIZE}|(?<![\\d.,-]\\s?)\\d[\\d,]*\\s*(?:sq\\.?\\s*ft|sf|square\\s+feet)\\b`, 'i');
// 'it's 28 x 30, not 28 x 32': the size after ', not' is the one the sentence rules out.
const NOT_AFTER_SIZE = new RegExp(`((?<![\\d.])${SIZE}[ \\t]{0,3},?[ \\t]{0,3})not[ \\t]{1,3}${SIZE}`, 'gi');
// A sentence about work already done: a past job, an invoice, a year gone by.
const EARLIER_JOB = /\b(?:you\s+(?:did|done|coated|installed|put\s+down)|(?:invoice|inv\.?)\s*#?\s*\d|last\s+(?:time|year)\s+you|back\s+in\s+20\d\d)\b/i;
const FIGURE = new RegExp(`(?<![\\d.])${SIZE}|\\$\\s?\\d[\\d,]*(?:\\.\\d{1,2})?|(?<![\\d.])\\d{1,3}\\.\\d{2}(?![\\d%])|(?<![\\d.])\\d[\\d,]*\\s*(?:sq\\.?\\s*ft|sf|square\\s+feet)\\b`, 'gi');
const PRICED = /\d\s*(?:x|by)\s*\d|\$\s?\d|\d\.\d{2}/i;

// '6.40/sf on the shop (was 6.75)', '$3.30 (down from $3.55)': the new price, then the one it replaces.
const PRICE_NOW_WAS = /(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])[^()\n]{0,40}\(\s*(?:was|previously|down\s+from|reduced\s+from)\s+\$?(\d{1,4}\.\d{2})\s*(?:\/\s*(?:sf|sq\s*ft))?\s*\)/gi;

export function dropSupersededFigures(text: string): string {
  // A price replaced by a later one is that later price wherever the request says it.
  const replaced: [string, string][] = [...text.matchAll(PRICE_NOW_WAS)].slice(0, 3).map((m) => [m[2]!, m[1]!]);
  const withoutRanges = text.replace(SIZE_RANGE, (m) => ' '.repeat(m.length));
  if (withoutRanges !== text && ANY_SIZE.test(withoutRanges)) text = withoutRanges;
  let out = text.replace(CORRECTED, '').replace(RULED_OUT, (m) => ' '.repeat(m.length)).replace(PRICE_GIVEN_UP, (m) => ' '.repeat(m.length)).replace(NOT_AFTER_SIZE, (m, kept: string) => kept + ' '.repeat(m.length - kept.length));
  for (const [was, now] of [...replaced, ...[...out.matchAll(PRICE_IT_WAS)].slice(0, 3).map((m) => [m[1]!, m[2]!] as const)]) {
    out = out.replace(new RegExp(`(?<![\\d.])${was!.replace('.', '\\.')}(?![\\d])`, 'g'), now!);
  }
  if (!EARLIER_JOB.test(out)) return out;
  out = out
    .split(/(?<=[.!?])(?=\s)|(?=\n)/)
    // Only the earlier job's sizes and prices go; its terms ('50% down as before') are kept.
    // Only the figures said after the words about the earlier job: 'my shop's 30 x 36 and I want the
    // quartz floor you did for my buddy' keeps its size.
    .map((sentence) => {
      const at = sentence.length < 400 ? EARLIER_JOB.exec(sentence)?.index : undefined;
      if (at === undefined || !PRICED.test(sentence.slice(at))) return sentence;
      return sentence.slice(0, at) + sentence.slice(at).replace(FIGURE, (m) => ' '.repeat(m.length));
    })
    .join('');
  return out;
}
