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
// The remark may name the row again ('-> re-meas aisle 12 x 84').
const REMEASURED = new RegExp(String.raw`(?<![ \t])[ \t]*(?:->|\u2192|=>|[,;*-])?[ \t]*[([]?[ \t]*${MARK}[ \t]*(?:[:=-]|at|to|as)?[ \t]*(?:(?<![A-Za-z])(?!(?:at|to|as)\b)([A-Za-z][A-Za-z'/-]*(?:[ \t]+[A-Za-z][A-Za-z'/-]*)?)[ \t]*[:=-]?[ \t]*)?(${SIZE})[ \t]*[)\]]?`, 'i');
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
    const named = remark[1]?.toLowerCase();
    const size = remark[2]!;
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
    // A remark naming a room names the row it corrects, not another.
    if (sizes.length !== 1 || row.length > 400 || (named && !row.toLowerCase().includes(named))) continue;
    lines[above] = withSize(row, sizes[0] as RegExpExecArray, size);
    lines[i] = '';
  }
  return lines.join('\n');
}

// 'Measured it today, 12 x 21', 'we measured 24 x 26', 'I measured it at 30 x 32': a size someone measured.
const MEASURED_SIZE = new RegExp(
  String.raw`\b(?:re-?)?measured(?:[ \t]+(?:it|them|the[ \t]+[a-z]+|again|today|yesterday|this[ \t]+(?:morning|afternoon)|on[ \t]+site|onsite|in[ \t]+person)){0,3}[ \t]*(?:[,:-][ \t]*)?(?:(?:it'?s|it[ \t]+is|at|as|is)[ \t]+)?(${SIZE})`,
  'gi',
);

const sidesOf = (size: string): [number, number] => {
  const [a, b] = size.split(/x|by|\u00d7/i).map((s) => Number.parseFloat(s.replace(/[^\d.]/g, '')));
  return [a ?? Number.NaN, b ?? Number.NaN];
};
const near = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(a, b) * 0.2;

/**
 * A size measured on a later line ('Them: 12 x 20 more or less' ... 'Us: Measured it today, 12 x 21') replaces
 * the size given before it for the same floor: the one size just before, on an earlier line, with sides
 * within a fifth of the measured ones (a different room would not be so alike), and no size between them.
 */
export function measuredSizesReplaceEstimates(text: string): string {
  if (!/measured/i.test(text) || text.length > 40_000) return text;
  const sizes = [...text.matchAll(SIZES)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
  const dropped: { start: number; end: number }[] = [];
  let next = 0;
  for (const m of text.matchAll(MEASURED_SIZE)) {
    const at = m.index + m[0].length - m[1]!.length;
    // The sizes are in order, and so are the marks: the last size ending before this mark.
    while (next < sizes.length && sizes[next]!.end <= m.index) next += 1;
    const earlier = sizes[next - 1];
    if (!earlier || earlier.end > m.index || !text.slice(earlier.end, at).includes('\n')) continue;
    // The estimate itself said as measured is no estimate ('you measured 24 x 24 ... we measured again 24 x 26' stays).
    if (/measured[^\n]{0,40}$/i.test(text.slice(Math.max(0, earlier.start - 50), earlier.start))) continue;
    const [l1, w1] = sidesOf(earlier.text);
    const [l2, w2] = sidesOf(m[1]!);
    const same = l1 === l2 && w1 === w2;
    const alike = (near(l1, l2) && near(w1, w2)) || (near(l1, w2) && near(w1, l2));
    if (same || !alike || dropped.at(-1) === earlier) continue;
    dropped.push(earlier);
  }
  if (dropped.length === 0) return text;
  const parts: string[] = [];
  let cursor = 0;
  for (const d of dropped) {
    parts.push(text.slice(cursor, d.start), ' '.repeat(d.end - d.start));
    cursor = d.end;
  }
  return parts.join('') + text.slice(cursor);
}
