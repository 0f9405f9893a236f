import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

// Each area with its own rate: 'Office: garage flake 4.75; porch quartz 6.20', 'Use 4.95 flake for
// the garage and 3.75 solid for the shop side', 'kennel - urethane cement 10.40'. The prose reader
// can give a second area the first area's rate (or a rate from a sentence about another job). The
// slot filled here is the rate of an area line: the clauses naming the line's area (its last word,
// 'porch', 'walkway', 'kennel') and no other line's area, with one rate each, must all give the
// same rate. Only then is the line's rate replaced; a guess between two rates is not made.
const RATE = /(?<![\d.,$])\$?(\d{1,2}\.\d{2})(?![\d%])(?!\s*(?:%|x\b|by\b|'|ft\b|feet\b|foot\b|lf\b|l\/f|\/\s*lf|linear|in\b))/g;
const NOT_THIS_JOB = /\b(?:not|except|exclud\w*|ignore|budget|paid|last\s+year|prior|20[0-2]\d|(?:an)?other\s+(?:company|bid|quote|contractor|guy)|someone\s+else|competitor|quoted\s+me)\b/i;
const NOT_AREAS = new Set(['area', 'floor', 'side', 'room', 'system', 'coating', 'epoxy']);

/**
 * The area a line names: the last word of its last ' - ' part ('Quartz system - Back Porch' ->
 * 'porch'), or the word before a generic one ('Kiln Room' -> 'kiln', 'Prep Area' -> 'prep').
 */
function areaWord(line: ExtractedLineItem): string | null {
  const parts = line.description.split(' - ');
  if (parts.length < 2) return null;
  const found = /([a-z]{4,}?)s?(?:\s+([a-z]{4,}?)s?)?\s*$/i.exec(parts[parts.length - 1]!);
  const last = found?.[2]?.toLowerCase() ?? found?.[1]?.toLowerCase() ?? null;
  const word = last && NOT_AREAS.has(last) && found?.[2] ? found[1]!.toLowerCase() : last;
  return word && !NOT_AREAS.has(word) ? word : null;
}

const isAreaLine = (l: ExtractedLineItem): boolean => (l.useDimensions || l.quantity >= 50) && l.rate > 0 && l.rate < 30;

export function ratesNamedPerArea(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const words = lines.map((l) => (isAreaLine(l) ? areaWord(l) : null));
  // Two coats over the same area (a metallic floor and its moisture barrier) share the area's
  // word: the area does not tell their rates apart, so only an area one line has is used.
  const all = words.filter((w): w is string => w !== null);
  const named = all.filter((w) => all.indexOf(w) === all.lastIndexOf(w));
  if (named.length === 0) return lines;
  // Clause by clause (split first), so the cost stays linear in the text.
  const clauses = text.split(/[;\n]|[.,](?=\s)|\band\b/i).filter((c) => c.length < 300 && !NOT_THIS_JOB.test(c));
  const found = new Map<string, Set<number>>();
  // A rate said in a clause naming no area ('she upgraded, so $5.65') corrects the line's rate: kept.
  const unnamed = new Set<number>();
  for (const clause of clauses) {
    const lower = clause.toLowerCase();
    const here = [...new Set(all)].filter((w) => new RegExp(`\\b${w}`).test(lower));
    const rates = [...clause.matchAll(RATE)].map((m) => Number(m[1]));
    if (here.length === 0) for (const rate of rates) unnamed.add(rate);
    const pairs = here.length === 1 && rates.length === 1 ? [{ word: here[0]!, rate: rates[0]! }] : here.length > 1 && rates.length > 1 ? pairsInRun(lower, here) : [];
    for (const { word, rate } of pairs) {
      const set = found.get(word) ?? new Set<number>();
      set.add(rate);
      found.set(word, set);
    }
  }
  return lines.map((line, i) => {
    const word = words[i];
    if (!word || !named.includes(word)) return line;
    const rates = word ? found.get(word) : undefined;
    if (!rates || rates.size !== 1 || unnamed.has(line.rate)) return line;
    const rate = [...rates][0]!;
    return rate === line.rate ? line : { ...line, rate };
  });
}

/**
 * A run of speech without commas names several areas and rates: 'the kiln room is 12 by 14 studio
 * gets the solid at 4.40 kiln room needs the high heat system at 6.80'. A rate said for an area
 * ('6.40 for the restrooms') is that area's; otherwise it is the last area named since the rate
 * before it.
 */
function pairsInRun(clause: string, areas: readonly string[]): { word: string; rate: number }[] {
  const mentions = areas
    .flatMap((word) => [...clause.matchAll(new RegExp(`\\b${word}`, 'g'))].map((m) => ({ word, at: m.index })))
    .sort((a, b) => a.at - b.at);
  const pairs: { word: string; rate: number }[] = [];
  let since = 0;
  for (const m of clause.matchAll(RATE)) {
    const end = m.index + m[0].length;
    const forArea = FOR_AREA.exec(clause.slice(end, end + 40))?.[1];
    const said = forArea ? mentions.find((a) => a.at > end && a.at <= end + 40 && forArea.startsWith(a.word)) : mentions.filter((a) => a.at >= since && a.at < m.index).at(-1);
    if (said) pairs.push({ word: said.word, rate: Number(m[1]) });
    since = end;
  }
  return pairs;
}

const FOR_AREA = /^\s*(?:a\s+(?:foot|square\s+foot)\s+|per\s+(?:foot|square\s+foot|sq\s*ft|sf)\s+)?(?:for|on|in)\s+(?:the\s+)?([a-z]+)/;
