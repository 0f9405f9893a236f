/**
 * An e-mail's subject sums up its message ('Subject: Shop floor - 1,500 sq ft house, 30x36 shop'):
 * a size on the subject line that the message says again is the same size, read once, from the
 * message. Sizes are blanked with spaces, so offsets hold.
 */
const SUBJECT = /^[ \t>]*(?:subject|re|fwd?)[ \t]*:[^\n]*$/gim;
const SIZE = /(?<![\d.,])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft\.?|feet)?[ \t]*(?:x|by|\u00d7)[ \t]*(\d{1,4}(?:\.\d+)?)(?:[ \t]*(?:'|ft\.?|feet))?(?![\d.]*\d)|(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{2,6})[ \t]*(?:sq\.?[ \t]*ft|sf|sqft|square[ \t]+f(?:ee|oo)t)\b/gi;

const keyOf = (m: RegExpMatchArray): string => (m[1] ? `${Number(m[1])}x${Number(m[2])}` : `${Number(m[3]!.replace(/,/g, ''))}sf`);

export function subjectSizesSaidAgain(text: string): string {
  const subjects = [...text.matchAll(SUBJECT)];
  if (subjects.length === 0 || text.length > 60_000) return text;
  const inSubject = (at: number): boolean => subjects.some((s) => at >= s.index && at < s.index + s[0].length);
  const elsewhere = new Set([...text.matchAll(SIZE)].filter((m) => !inSubject(m.index)).map(keyOf));
  let out = text;
  for (const s of subjects) {
    for (const m of s[0].matchAll(SIZE)) {
      if (!elsewhere.has(keyOf(m))) continue;
      const at = s.index + m.index;
      out = out.slice(0, at) + ' '.repeat(m[0].length) + out.slice(at + m[0].length);
    }
  }
  return out;
}
