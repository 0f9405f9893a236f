import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

/**
 * Like rooms counted with the size of one ('exam rms 3 @ 10 x 12', '4 offices @ 11x12 each'): the
 * line read from the size of one room covers all of them, the count times the size.
 */
const ROOMS = String.raw`(?:rms|rooms|offices|bays|stalls|units|suites|classrooms|operatories|bedrooms|bathrooms|restrooms|kennels|cells)`;
const COUNT_AFTER = new RegExp(String.raw`\b${ROOMS}\.?[ \t]*\(?(\d{1,2})\)?[ \t]*(?:@|at)[ \t]*(\d{1,3})[ \t]*(?:x|by)[ \t]*(\d{1,3})(?![\d.])`, 'gi');
const COUNT_BEFORE = new RegExp(String.raw`(?<![\d.,$])\b(\d{1,2})[ \t]+(?:[a-z]+[ \t]+)?${ROOMS}[ \t]*(?:@|at)[ \t]*(\d{1,3})[ \t]*(?:x|by)[ \t]*(\d{1,3})(?![\d.])`, 'gi');

export function countedSizes(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  for (const m of [...text.matchAll(COUNT_AFTER), ...text.matchAll(COUNT_BEFORE)]) {
    const count = Number(m[1]);
    const length = Number(m[2]);
    const width = Number(m[3]);
    if (count < 2 || count > 30) continue;
    const one = out.filter((l) => l.length === length && l.width === width && Math.abs(l.quantity - length * width) < 0.01);
    if (one.length !== 1) continue;
    out = out.map((l) => (l === one[0] ? { ...l, useDimensions: false, length: null, width: null, quantity: count * length * width } : l));
  }
  return out;
}
