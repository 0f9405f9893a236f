/**
 * A size measured again, written after the row it corrects, is that row's size: the first figure goes
 * and the remark goes with it, so the row is priced once at the size that stands.
 *   'shop 30 x 40 5.10 (re-meas 30 x 42)'      later on the same row, past the row's price
 *   'den 14x16   4.35' / '  remeas: 14 x 18'     on a line of its own under the row
 *   'bay 20 x 24, field measured 20 x 26'       said in a sentence
 * Only a row with a size of its own is corrected: a remark under a row without one, or a remark line
 * that says more than the size, is left to the other readers.
 */

const SIZE = String.raw`\d{1,4}(?:\.\d+)?[ \t]*(?:'|ft\.?)?[ \t]*(?:x|by|\u00d7)[ \t]*\d{1,4}(?:\.\d+)?[ \t]*(?:'|ft\.?)?`;
const MARK = String.raw`(?:re-?meas(?:ured|urement|\.)?|re-?measure|field[ \t]+meas(?:ured|\.)?|site[ \t]+meas(?:ured|\.)?|measured[ \t]+on[ \t]+site)`;
// The remark with what leads into it ('->', ',', '-', '(') and its closing bracket.
const REMEASURED = new RegExp(String.raw`(?<![ \t])[ \t]*(?:->|\u2192|=>|[,;*-])?[ \t]*[([]?[ \t]*${MARK}[ \t]*(?:[:=-]|at|to|as)?[ \t]*(${SIZE})[ \t]*[)\]]?`, 'i');
const ANY_MARK = new RegExp(MARK, 'i');
const SIZES = new RegExp(`(?<![\\d.])${SIZE}(?![\\d.])`, 'gi');

function lastSize(line: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  for (const m of line.matchAll(SIZES)) last = m as RegExpExecArray;
  return last;
}

function withSize(line: string, at: RegExpExecArray, size: string): string {
  return line.slice(0, at.index) + size.trim() + line.slice(at.index + at[0].trimEnd().length);
}

export function remeasuredSizes(text: string): string {
  if (!ANY_MARK.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > 400) continue;
    const remark = REMEASURED.exec(line);
    if (!remark) continue;
    const size = remark[1]!;
    const before = line.slice(0, remark.index);
    const after = line.slice(remark.index + remark[0].length);
    const first = lastSize(before);
    if (first) {
      lines[i] = withSize(before, first, size) + after;
      continue;
    }
    // A remark line of its own corrects the row just above it.
    if (before.trim() !== '' || after.trim() !== '') continue;
    let above = i - 1;
    while (above >= 0 && lines[above]!.trim() === '') above--;
    if (above < 0) continue;
    const row = lines[above]!;
    const sizes = [...row.matchAll(SIZES)];
    if (sizes.length !== 1 || row.length > 400) continue;
    lines[above] = withSize(row, sizes[0] as RegExpExecArray, size);
    lines[i] = '';
  }
  return lines.join('\n');
}
