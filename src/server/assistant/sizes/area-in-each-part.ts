import { areaNamesIn } from '../lines/line-items.ts';

/**
 * One floor's area written once in each part of a request: a web form's size field and the
 * customer's message under it ('Approx. size: 600 sq ft' / 'the lanai, 600 sq ft more or less'), the
 * customer's e-mail and the office's note over or under it ('roughly 1,150 sq ft' / 'Office:
 * basement 1150 sf solid @ 3.95'). Each saying was read as a floor of its own, so the floor was
 * priced two or three times. One saying stays: the one said with its price, else the first one
 * that is not a form's field; the others are blanked (their places kept, so offsets stay right).
 *
 * Left alone: an area said twice in one part (two rooms of one size said together), an area said
 * of each of several ('600 sf each'), sayings that name different rooms, and sayings priced each in
 * its own sentence (two offers for the floor). Runs on the cleaned text; every pattern is bounded.
 */

// '1,150 sq ft', '600 sf', '750 square feet': an area with its unit.
const AREA = /(?<![\d.,$])(\d{1,3}(?:,\d{3})+|\d{2,6})(?:\.\d+)?[ \t]*(?:sq\.?[ \t]*f(?:ee|oo)?t|sqft|sf|square[ \t]+f(?:ee|oo)t)\b/gi;
// A form's size field: 'Approx. size: 600 sq ft', 'Square footage (approx): 500', 'Size of area: 430 sq ft'.
const FIELD = /^[ \t]*([A-Za-z][A-Za-z .()/'-]{0,40})[:=][ \t]*(?:approx\.?[ \t]*|about[ \t]*|~[ \t]*)?(\d{1,3}(?:,\d{3})+|\d{2,6})(?![\d.,]|[ \t]*(?:x|by)\b)/gim;
const SIZE_LABEL = /\b(?:size|area|sq\.?[ \t]*f(?:ee)?t|sqft|sf|square[ \t]+f(?:ee|oo)t(?:age)?|footage)\b/i;
// Where one part of a request ends: a blank line, or a rule ('--', '-----', '_____').
const PART_BREAK = /\n[ \t>]*\n|\n[ \t>]*(?:-{2,}|_{3,}|={3,})[^\n]{0,60}(?=\n|$)/g;
// The area is each of several: '600 sf each', 'each bay is 600 sq ft', '(3) units ...'.
const EACH_AFTER = /^[ \t]*(?:each|ea\b|apiece|per[ \t]+(?:unit|bay|room|side|stall))/i;
const EACH_BEFORE = /\b(?:each|every|per)\b[^.!?\n\d]{0,30}$/i;
// A price said with a saying, in its own sentence: '@ 4.95', '$3.95', '2.15/sf', 'at 4.80'.
const PRICE = /@|\$[ \t]?\d|(?<![\d.])\d{1,3}\.\d{2}(?![\d.])/;
const SENTENCE_END = /[.!?](?=\s)|\n/;
const SENTENCE_ENDS = new RegExp(SENTENCE_END.source, 'g');

interface Saying {
  start: number;
  end: number;
  figure: number;
  part: number;
  field: boolean;
}

/** The sentence a saying stands in (at most 200 characters either side). */
function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 200), start);
  const cut = Math.max(-1, ...[...before.matchAll(SENTENCE_ENDS)].map((m) => m.index + m[0].length - 1));
  const after = text.slice(end, end + 200);
  const stop = SENTENCE_END.exec(after)?.index ?? after.length;
  return before.slice(cut + 1) + text.slice(start, end) + after.slice(0, stop);
}

export function areaInEachPart(text: string): string {
  if (text.length > 40_000) return text;
  const breaks = [...text.matchAll(PART_BREAK)].map((m) => m.index);
  // The number of breaks before a saying, found by halving (breaks are in order): a text of many short parts has
  // thousands of both, and counting every break for every saying was quadratic.
  const partOf = (at: number): number => {
    let [lo, hi] = [0, breaks.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const sayings: Saying[] = [];
  for (const m of text.matchAll(FIELD)) {
    // A room's own field ('Garage area: 500') is that room's size, said once.
    if (!SIZE_LABEL.test(m[1]!) || areaNamesIn(m[1]!).length > 0) continue;
    const start = m.index + m[0].length - m[2]!.length;
    sayings.push({ start, end: m.index + m[0].length, figure: Number(m[2]!.replace(/,/g, '')), part: partOf(start), field: true });
  }
  const fields = new Map(sayings.map((s) => [s.start, s]));
  for (const m of text.matchAll(AREA)) {
    const field = fields.get(m.index);
    if (field) {
      // The field's figure with its unit written after it: the same saying, to its unit's end.
      field.end = m.index + m[0].length;
      continue;
    }
    sayings.push({ start: m.index, end: m.index + m[0].length, figure: Number(m[1]!.replace(/,/g, '')), part: partOf(m.index), field: false });
  }
  if (sayings.length < 2) return text;
  const byFigure = new Map<number, Saying[]>();
  for (const s of sayings.sort((a, b) => a.start - b.start)) {
    const same = byFigure.get(s.figure);
    if (same) same.push(s);
    else byFigure.set(s.figure, [s]);
  }

  const blanked: Saying[] = [];
  for (const same of byFigure.values()) {
    if (same.length < 2 || same.length > 4) continue;
    // Each saying in a part of its own; a form's field counts as a part of its own.
    const parts = same.filter((s) => !s.field).map((s) => s.part);
    if (new Set(parts).size !== parts.length || same.every((s) => s.field)) continue;
    if (same.some((s) => EACH_AFTER.test(text.slice(s.end, s.end + 16)) || EACH_BEFORE.test(text.slice(Math.max(0, s.start - 40), s.start)))) continue;
    const sentences = same.map((s) => sentenceAround(text, s.start, s.end));
    // Sayings that name rooms name one room.
    const rooms = sentences.map((s) => areaNamesIn(s).map((r) => r.toLowerCase()));
    const named = rooms.filter((r) => r.length > 0);
    if (named.some((r) => !named[0]!.some((room) => r.some((other) => other.includes(room) || room.includes(other))))) continue;
    const priced = same.filter((_, i) => PRICE.test(sentences[i]!.replace(AREA, ' ')));
    if (priced.length > 1) continue;
    const kept = priced[0] ?? same.find((s) => !s.field) ?? same[0]!;
    blanked.push(...same.filter((s) => s !== kept));
  }
  if (blanked.length === 0) return text;
  let out = text;
  for (const s of blanked.sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}
