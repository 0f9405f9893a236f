import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * A flat price said per room for a number of like rooms ('Five exam rooms ... $1,150 per room',
 * '3 offices, $700 each office'): one line of that many rooms at the price, where the prose reader
 * left a flat line of 1. The count and the price must stand in one sentence, and the price must be
 * said per room (per/each/a + the room word, or 'each'/'apiece' right after it).
 */
const ROOMS = String.raw`(?:rooms|offices|operatories|suites|units|bays|stalls|classrooms|kennels|cells|booths|bathrooms|restrooms)`;
const ROOM = String.raw`(?:room|office|operatory|suite|unit|bay|stall|classroom|kennel|cell|booth|bathroom|restroom)`;
// '4 exam rooms', '5 operatories': a count, at most two words, the plural room word.
const WORD_COUNTS: Record<string, number> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 });
const COUNTED_ROOMS = new RegExp(String.raw`(?<![\d.,$])\b(\d{1,2}|${Object.keys(WORD_COUNTS).join('|')})[ \t]+((?:[A-Za-z][\w'-]*[ \t]+){0,2}?${ROOMS})\b`, 'i');
const PRICE_PER_ROOM = new RegExp(String.raw`\$[ \t]?(\d{1,3}(?:,\d{3})+|\d{2,5})(?:\.\d{2})?[ \t]*(?:flat[ \t]+)?(?:(?:per|each|a|\/)[ \t]*${ROOM}\b|each\b|apiece\b|ea\b)`, 'gi');

export function pricesPerRoom(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!/\$/.test(text) || !new RegExp(ROOMS, 'i').test(text)) return lines;
  let out = lines;
  for (const sentence of text.split(/[!?\n;]|\.(?=\s|$)/)) {
    if (sentence.length > 400) continue;
    const counted = COUNTED_ROOMS.exec(sentence);
    if (!counted) continue;
    const count = WORD_COUNTS[counted[1]!.toLowerCase()] ?? Number(counted[1]);
    if (count < 2 || count > 40) continue;
    const prices = [...sentence.matchAll(PRICE_PER_ROOM)].map((m) => Number(m[1]!.replace(/,/g, '')));
    if (prices.length !== 1) continue;
    const rate = prices[0]!;
    const matches = out.filter((l) => l.rate === rate && l.quantity === 1 && !l.useDimensions);
    if (matches.length !== 1) continue;
    const words = counted[2]!.replace(/\s+/g, ' ').trim();
    const description = words.charAt(0).toUpperCase() + words.slice(1);
    out = out.map((l) => (l === matches[0] ? { ...l, quantity: count, description } : l));
  }
  return out;
}
