/**
 * An area someone else gave, then the one measured on site ('she said it's about 900 square feet
 * but i measured it at 864 square feet, use mine'): the measured area stands and the one said first
 * goes. Runs on the cleaned text (number words already digits, spoken-numbers.ts writes a measured
 * figure with its unit). One bounded pattern: linear.
 */
const SAID_THEN_MEASURED =
  /(?<![\d.])\d{2,6}(?:\.\d+)?[ \t]*(?:square[ \t]+f(?:ee|oo)t|sq\.?[ \t]*ft|sf)\b[ \t]*(?:or[ \t]+so[ \t]*)?(?:,[ \t]*)?(?:(?:but|and|though|however)\b[ \t]*(?:,[ \t]*)?)?(?:i|we|he|our[ \t]+guy|the[ \t]+crew)[ \t]+(?:re-?measured|actually[ \t]+measured|measured)[ \t]+(?:(?:it|the[ \t]+(?:floor|space|room|area))[ \t]+)?(?:at|to[ \t]+be|as)[ \t]+(?=\d{2,6}(?:\.\d+)?[ \t]*(?:square[ \t]+f(?:ee|oo)t|sq\.?[ \t]*ft|sf)\b)/gi;

export function keepMeasuredAreas(text: string): string {
  return guessedAreasMeasured(text.replace(SAID_THEN_MEASURED, ''));
}

// 'I think it's around 700 square feet, maybe 750, I'd have to measure' ... 'Dan after site visit: measured 742 sf':
// an area the customer guessed, then the one measured on a visit, written on a later line of the note.
const HEDGE = String.raw`(?:i[ \t]+(?:think|believe|guess|figure)|probably|maybe|about|around|roughly|approximately|approx\.?|something[ \t]+like|close[ \t]+to|like|~)`;
const AREA_UNIT = String.raw`[ \t]*(?:square[ \t]+f(?:ee|oo)t|sq\.?[ \t]*ft|sf)\b`;
const GUESSED_AREA = new RegExp(
  String.raw`\b${HEDGE}[ \t]+(?:(?:it'?s|it[ \t]+is|its)[ \t]+)?(?:(?:about|around|roughly|maybe)[ \t]+)?((?<![\d.])\d{2,6}${AREA_UNIT})` +
    // A second guess said after it ('maybe 750', 'or 750') goes with it.
    String.raw`(?:[ \t]*,?[ \t]*(?:maybe|or|to)[ \t]+\d{1,6}(?:\.\d+)?(?![\d.])(?![ \t]*(?:x|by)\b)(?:${AREA_UNIT})?)?`,
  'gi',
);
const HEDGED_BEFORE = new RegExp(`${HEDGE}[ \\t]*$`, 'i');
const ANY_AREA = new RegExp(String.raw`(?<![\d.])(\d{2,6})${AREA_UNIT}`, 'gi');
/** What a note says the later area is: measured, or seen on a visit. */
const MEASURED_ON_VISIT = /measur|\bmeas\b|\bvisit|\bwalked\b|\bwalk[ \t-]*(?:through|thru)|\bon[ \t-]*site\b|\bactual\b|\bfield\b/i;

export function guessedAreasMeasured(text: string): string {
  if (!MEASURED_ON_VISIT.test(text) || text.length > 40_000) return text;
  const dropped: { start: number; end: number }[] = [];
  for (const guess of text.matchAll(GUESSED_AREA)) {
    const end = guess.index + guess[0].length;
    ANY_AREA.lastIndex = end;
    const later = ANY_AREA.exec(text);
    if (!later || !text.slice(end, later.index).includes('\n')) continue;
    const lineStart = text.lastIndexOf('\n', later.index) + 1;
    const line = text.slice(lineStart, later.index);
    if (!MEASURED_ON_VISIT.test(line) || HEDGED_BEFORE.test(line.slice(-24))) continue;
    const said = Number.parseFloat(guess[1]!);
    const measured = Number(later[1]);
    if (Math.abs(said - measured) > Math.max(said, measured) * 0.2) continue;
    const start = guess.index + guess[0].indexOf(guess[1]!);
    dropped.push({ start, end });
  }
  if (dropped.length === 0) return text;
  let out = text;
  for (const d of dropped.reverse()) out = out.slice(0, d.start) + ' '.repeat(d.end - d.start) + out.slice(d.end);
  return out;
}
