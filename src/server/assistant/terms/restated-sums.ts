/**
 * A sum said after the line it comes from, as a speaker works it out aloud: 'two drains at a
 * hundred twenty five each, that's two fifty', 'twenty by twenty at four fifty, so eighteen
 * hundred', 'three at sixty five, so one ninety five'. The line already says it; read as a figure of
 * its own, the sum became a line too (or a price). It goes when the line's count or size times its
 * price is the sum, read as said ('two fifty' = 250) or as the number reader wrote it (2.50).
 * Runs on the cleaned text (number words already digits). Patterns are bounded.
 */

// Found by its words; the spaces and comma before them go with it (LEAD). Starting the pattern with
// them made every space of the request a place to try it.
const SUM_SAID =
  /(?:so|that'?s|that[ \t]+is|which[ \t]+is|which'?s|(?:that[ \t]+)?comes?[ \t]+(?:out[ \t]+)?to|(?:that[ \t]+)?works?[ \t]+out[ \t]+to|for[ \t]+a[ \t]+total[ \t]+of|that'?ll[ \t]+be|making[ \t]+it|makes?[ \t]+it)[ \t]+(?:about[ \t]+|around[ \t]+|roughly[ \t]+|like[ \t]+)?\$?(\d{1,6}(?:\.\d{1,2})?)(?![\d.]*[ \t]*(?:%|x\b|by\b|sq\b|sf\b|square|feet|foot|ft\b|lf\b|linear|a[ \t]+(?:square|foot|sq)|per\b|each\b|\/))(?!\.?\d)/gi;

const LEAD = /[ \t]*,?[ \t]*$/;

/** The priced line just before: a size or a count (or area), a few words, 'at' and the price. */
const PRICED_BEFORE =
  /(?:(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*)?(?<![\d.])(\d{1,6}(?:\.\d+)?)[ \t]*(?:[a-z']+[ \t]+){0,3}?(?:at|@)[ \t]*\$?(\d{1,4}(?:\.\d{1,2})?)[ \t]*(?:(?:each|apiece|ea)\b|(?:a|an|per|\/)[ \t]*[a-z]+(?:[ \t]+[a-z]+)?)?[ \t]*$/i;

export function dropRestatedSums(text: string): string {
  let out = '';
  let kept = 0;
  let lastEnd = 0;
  for (const match of text.matchAll(SUM_SAID)) {
    const lead = LEAD.exec(text.slice(Math.max(lastEnd, match.index - 40), match.index))?.[0].length ?? 0;
    const at = match.index - lead;
    lastEnd = match.index + match[0].length;
    if (!restatesLineBefore(text, at, match[1] ?? '')) continue;
    out += text.slice(kept, at);
    kept = lastEnd;
  }
  return out + text.slice(kept);
}

/** The clause before `at` prices a line whose count or size times price is `amount`. */
function restatesLineBefore(text: string, at: number, amount: string): boolean {
  const before = text.slice(Math.max(0, at - 100), at);
  const ends = [...before.matchAll(/[;!?\n]|\.(?!\d)/g)];
  const clause = before.slice((ends[ends.length - 1]?.index ?? -1) + 1);
  const line = PRICED_BEFORE.exec(clause);
  if (!line) return false;
  const quantity = line[1] ? Number(line[1]) * Number(line[2]) : Number(line[2]);
  const extended = quantity * Number(line[3]);
  // 'two fifty' was written 2.50 when no unit told the number reader it was hundreds.
  const pair = /^(\d{1,2})\.(\d{2})$/.exec(amount);
  const readings = [Number(amount), ...(pair ? [Number(pair[1]) * 100 + Number(pair[2])] : [])];
  return readings.some((sum) => Math.abs(sum - extended) <= Math.max(0.01, extended * 0.005));
}

/**
 * An area worked out aloud from a size less a part of it: "basement's thirty by thirty six but
 * there's the stairwell, so take out about forty square feet, call it ten forty", 'the shop is 40 by
 * 50 minus the 10 by 12 office, so 1880', 'roughly 900 square feet, but take out the furnace room, about
 * 60, so call it 840'. The result stands as the area (the number reader may have
 * written 'ten forty' 10.40: no unit told it hundreds); the size and the part taken out go.
 */
const NET_AREA = new RegExp(
  // The whole: a size, or an area in square feet ('the basement's roughly 900 square feet, but take out ...').
  String.raw`(?:(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*(\d{1,4}(?:\.\d+)?)(?:[ \t]*(?:'|ft|feet|foot))?|(?<![\d.])(\d{3,5})[ \t]*(?:square[ \t]+f(?:ee|oo)t|sq[ \t]*ft|sf)\b)` +
    String.raw`([^\d\n;!?]{0,80}?)\b(?:take[ \t]+out|taking[ \t]+out|minus|less|subtract(?:ing)?|knock(?:ing)?[ \t]+off|take[ \t]+off|taking[ \t]+off|deduct(?:ing)?|back[ \t]+out)[ \t]+(?:the[ \t]+[a-z]+(?:[ \t]+[a-z]+)?[ \t]*,?[ \t]+)?(?:about[ \t]+|around[ \t]+|roughly[ \t]+|like[ \t]+|maybe[ \t]+)?(?:the[ \t]+|a[ \t]+)?` +
    String.raw`(\d{1,4})(?:[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*(\d{1,4}))?` +
    String.raw`([^\d\n;!?]{0,50}?)(?:,[ \t]*|\b(?:call[ \t]+it|so(?:[ \t]+(?:like|about|call[ \t]+it))?|that'?s|which[ \t]+is|leaves?(?:[ \t]+(?:us|you|it|about))?|comes?[ \t]+(?:out[ \t]+)?to|makes?[ \t]+it|gives?[ \t]+(?:us|you))[ \t]+)(?:about[ \t]+|around[ \t]+|roughly[ \t]+)?` +
    String.raw`(\d{1,5}(?:\.\d{2})?)(?![\d.]*\d)(?![ \t]*(?:%|x\b|by\b|a[ \t]+(?:foot|square)|per\b|each\b|\/|dollars|bucks))(?:[ \t]*(?:square[ \t]+feet|sq[ \t]*ft|sf)\b)?`,
  'gi',
);

export function netAreasSaid(text: string): string {
  return text.replace(NET_AREA, (m, l: string | undefined, w: string | undefined, area: string | undefined, between: string, a: string, b: string | undefined, _about: string, said: string) => {
    const gross = area !== undefined ? Number(area) : Number(l) * Number(w);
    const net = gross - (b ? Number(a) * Number(b) : Number(a));
    const pair = /^(\d{1,2})\.(\d{2})$/.exec(said);
    const reading = [Number(said), ...(pair ? [Number(pair[1]) * 100 + Number(pair[2])] : [])].find((n) => net > 0 && Math.abs(n - net) <= gross * 0.02);
    // The words about the part taken out go with it; those said before it (a system) stay.
    return reading === undefined ? m : `${reading} sq ft${between.replace(/[\s,]+$/, '')}`;
  });
}
