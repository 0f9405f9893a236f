import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * An office note often says how like rooms go on the quote: 'flower rooms as separate lines', 'one
 * line for the exam rooms, 480 sf', 'do all 6 as one line'. The readers before this pass choose one
 * way or the other by how the rooms are written; the note's own word decides.
 *   - separate lines: a line for N rooms of one size ('two flower rooms, each 30 x 40' read as 2400)
 *     becomes N lines of that size;
 *   - one line: the lines of those rooms at one price become one line, of the area the note states
 *     with it (the rooms' total, when a reader also took one room's size) or else their sum.
 * Only the rooms the instruction names are touched, found by their words in the line's name.
 */

const COUNT: Record<string, number> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, both: 2 });
const ROOMS = String.raw`((?:[a-z][a-z-]*[ \t]+){0,2}?[a-z][a-z-]*s)`;
// 'flower rooms as separate lines', 'exam rooms on their own lines', 'separate lines for the bays'.
const SEPARATE = new RegExp(String.raw`\b${ROOMS}[ \t]+(?:as|on|in)[ \t]+(?:(?:two|three|four|\d)[ \t]+)?(?:separate|individual|their[ \t]+own)[ \t]+lines\b|\b(?:separate|individual)[ \t]+lines[ \t]+for[ \t]+(?:the[ \t]+|each[ \t]+of[ \t]+the[ \t]+)?${ROOMS}\b`, 'gi');
// 'one line for the exam rooms, 480 sf', 'exam rooms as one line (480 sf)'.
const ONE = new RegExp(String.raw`\b(?:one|a[ \t]+single|1)[ \t]+line[ \t]+for[ \t]+(?:the[ \t]+|all[ \t]+(?:the[ \t]+)?)?${ROOMS}\b|\b${ROOMS}[ \t]+(?:as|on)[ \t]+(?:one|a[ \t]+single|1)[ \t]+line\b`, 'gi');
const STATED_AREA = /^[ \t]*[,:(-]?[ \t]*(?:=[ \t]*|total[ \t]+|about[ \t]+)?(\d{1,3}(?:,\d{3})*|\d+)[ \t]*(?:sf|sq\.?[ \t]*ft|square[ \t]+feet)\b/i;
// 'two flower rooms, each 30 x 40', '3 bays 20x40 each', 'four exam rooms (each 10x12)'.
const EACH_SIZE = /\b(two|three|four|five|six|seven|eight|\d)[ \t]+((?:[a-z][a-z-]*[ \t]+){0,2}?[a-z][a-z-]*s)[ \t]*[,(]?[ \t]*(?:each[ \t]+(?:is[ \t]+|about[ \t]+|approx\.?[ \t]+)?)?(\d{1,3}(?:\.\d+)?)[ \t]*'?[ \t]*(?:x|by)[ \t]*(\d{1,3}(?:\.\d+)?)[ \t]*'?([ \t]+each\b)?/gi;

const STOP = new Set(['the', 'all', 'both', 'rooms', 'room', 'areas', 'area', 'floors', 'floor', 'and', 'our', 'their']);
/** The words that name the rooms ('flower rooms' -> ['flower']), singular. */
const namingWords = (rooms: string): string[] =>
  rooms
    .toLowerCase()
    .split(/[ \t]+/)
    .map((w) => w.replace(/(?<=[a-z]{3})s$/, ''))
    .filter((w) => w.length > 2 && !STOP.has(w) && !STOP.has(`${w}s`));
const names = (line: ExtractedLineItem, words: readonly string[]): boolean => words.length > 0 && words.every((w) => line.description.toLowerCase().includes(w));

export function linesAsAsked(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (lines.length === 0 || !/\blines?\b/i.test(text)) return lines;
  return oneLineAsAsked(text, separateLinesAsAsked(text, lines));
}

function separateLinesAsAsked(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  // Read once: scanning the whole request again for every instruction grew with their count x the length.
  const eachSizes = [...text.matchAll(EACH_SIZE)];
  for (const asked of text.matchAll(SEPARATE)) {
    const words = namingWords(asked[1] ?? asked[2] ?? '');
    if (words.length === 0) continue;
    for (const each of eachSizes) {
      // The size is each room's only when the request says so, before or after it.
      if (!/\beach\b/i.test(each[0]) || !words.every((w) => each[2]!.toLowerCase().includes(w))) continue;
      const count = COUNT[each[1]!.toLowerCase()] ?? Number(each[1]);
      const length = Number(each[3]);
      const width = Number(each[4]);
      const area = Math.round(length * width * 100) / 100;
      if (!(count >= 2 && count <= 8 && area > 0)) continue;
      const whole = out.filter((l) => Math.abs(l.quantity - count * area) < 0.01);
      if (whole.length !== 1) continue;
      const line = whole[0]!;
      const room = each[2]!.replace(/(?<=[a-z]{3})s$/i, '');
      const description = names(line, words) ? line.description : `${line.description} - ${room.charAt(0).toUpperCase()}${room.slice(1)}`;
      const one: ExtractedLineItem = { ...line, description, useDimensions: true, length, width, quantity: area };
      out = out.flatMap((l) => (l === line ? Array.from({ length: count }, () => ({ ...one })) : [l]));
    }
  }
  return out;
}

function oneLineAsAsked(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  for (const asked of text.matchAll(ONE)) {
    const words = namingWords(asked[1] ?? asked[2] ?? '');
    const same = out.filter((l) => names(l, words));
    if (same.length < 2 || new Set(same.map((l) => l.rate)).size !== 1) continue;
    const stated = STATED_AREA.exec(text.slice(asked.index + asked[0].length, asked.index + asked[0].length + 30));
    const area = stated ? Number(stated[1]!.replace(/,/g, '')) : Math.round(same.reduce((sum, l) => sum + l.quantity, 0) * 100) / 100;
    const kept = same.find((l) => l.quantity === area) ?? same[0]!;
    const merged: ExtractedLineItem = { ...kept, useDimensions: false, length: null, width: null, quantity: area };
    out = out.filter((l) => l === kept || !same.includes(l)).map((l) => (l === kept ? merged : l));
  }
  return out;
}
