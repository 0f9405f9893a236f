import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { feetAndInches } from '../sizes/feet-and-inches.ts';
import { nameOfSize } from '../sizes/size-names.ts';

/**
 * A thread read as two parts: the office's note (a short paragraph of prices by room, on top or at
 * the bottom: 'patio 5.20 flake, porch same, steps 4 @ 65', 'Fellowship hall 4.30 quartz, kitchen
 * 6.90', 'urethane w/ heavy grit 9.25 all areas') and the customer's message, which gives the rooms
 * and their sizes ('our back patio (roughly 14 x 20) and the front porch (6 x 18)'). The note names
 * the rooms the way the customer does, or covers them all ('all areas', 'both', 'everything'); each
 * room of the message the note prices gets its line when the reader left it out.
 */

interface NoteEntry {
  words: Set<string>;
  rate: number | null;
  system: string | null;
}

interface SizedRoom {
  name: string;
  quantity: number;
  length: number | null;
  width: number | null;
}

// A price per square foot: dollars and cents, not a length's, a piece's or a flat price.
const PER_FOOT = /(?<![\d.,])\$?(\d{1,2}\.\d{2})(?![\d%])(?![ \t]*(?:\/[ \t]*(?:lf|ea|step|each)|lf\b|l\/f|ea\b|each\b|per[ \t]+(?:lf|linear|step|each|piece)|flat\b))/i;
const FLAT_OR_COUNT = /\b(?:flat|lump|each|ea|apiece|per\s+(?:step|drain|each))\b|@/i;
const SAME = /\b(?:same|ditto|likewise|too|also)\b/i;
const ALL_AREAS = /\b(?:all\s+(?:the\s+)?(?:areas?|rooms?|floors?|spaces?|of\s+it)|every(?:thing|\s+room|\s+area)|throughout|both(?:\s+(?:areas?|rooms?|floors?|spaces?))?)\b/i;
const SIZE = /(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft\.?|feet)?[ \t]*(?:x|by|\u00d7)[ \t]*(\d{1,4}(?:\.\d+)?)(?![\d.]*\d)[ \t]*(?:'|ft\.?|feet)?/gi;
const ANY_SIZE = new RegExp(SIZE.source, 'i');
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:flake|chip)/i, 'Flake system'],
  [/\bmetallic/i, 'Metallic epoxy'],
  [/\bquartz/i, 'Quartz system'],
  [/\bpoly(?:aspartic)?\b/i, 'Polyaspartic'],
  [/\b(?:urethane(?:\s+cement)?|uc)\b/i, 'Urethane cement'],
  [/\bsolid/i, 'Solid color epoxy'],
  [/\b(?:sealer|seal)\b/i, 'Clear sealer'],
];
// Words of a note that say what or how, not which room.
const NOT_ROOM = new Set(
  ('the a an and or on in at for of to w with per sf sq ft lf flat same also too both all areas area rooms room floor floors ' +
    'flake chip metallic quartz solid poly polyaspartic urethane cement uc epoxy sealer seal system coat coating grit heavy ' +
    'quote her him them us price prices rate rates use do go office note notes deposit dep down off discount std standard pricing ' +
    'per pls please ok okay yes no not she he they we our their is are was be will like asked said').split(/\s+/),
);

const stem = (word: string): string => word.toLowerCase().replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');
const contentWords = (text: string): Set<string> => new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !NOT_ROOM.has(w)).map(stem));
const titleCase = (text: string): string => text.replace(/(^|\s)([a-z])/g, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`);

/** The note: the one short paragraph with prices and no size; the message: the paragraphs with sizes. */
function noteAndMessage(text: string): { note: string; message: string } | null {
  const paragraphs = text.slice(0, 20_000).split(/\n[ \t]*\n/);
  const notes = paragraphs.filter((p) => p.length < 400 && PER_FOOT.test(p) && !ANY_SIZE.test(p));
  if (notes.length !== 1) return null;
  const message = paragraphs.filter((p) => p !== notes[0]).join('\n\n');
  return ANY_SIZE.test(message) ? { note: notes[0]!, message } : null;
}

function noteEntries(note: string): NoteEntry[] {
  const entries: NoteEntry[] = [];
  for (const clause of note.split(/[,;\n]|\.(?=\s|$)|\s[-\u2014]\s/)) {
    const price = PER_FOOT.exec(clause);
    const same = !price && SAME.test(clause);
    if (!price && !same) continue;
    if (price && FLAT_OR_COUNT.test(clause.slice(price.index))) continue;
    const rate = price ? Number(price[1]) : (entries.at(-1)?.rate ?? null);
    const system = SYSTEMS.find(([p]) => p.test(clause))?.[1] ?? (same ? (entries.at(-1)?.system ?? null) : null);
    entries.push({ words: contentWords(clause.replace(/^[^:]{0,30}:/, ' ')), rate, system });
  }
  return entries;
}

/** 'the fellowship hall (about 2,000 sq ft, it's 50 x 40)': a size in brackets is the room's before them. */
function roomOfSize(message: string, start: number, end: number): string | null {
  const own = nameOfSize(message, start, end);
  if (own) return own;
  const from = Math.max(0, start - 40);
  const bracket = message.slice(from, start).lastIndexOf('(');
  const open = from + bracket;
  if (bracket < 0 || message.slice(open, start).includes(')')) return null;
  const words: string[] = [];
  let skipped = 0;
  for (const word of message.slice(Math.max(0, open - 60), open).trim().split(/\s+/).reverse()) {
    if (words.length === 3 || !/^[A-Za-z][A-Za-z'-]*$/.test(word)) break;
    // 'the walkway to it (4 x 25)': words after the name that point back at another place.
    if (BEFORE_NAME.test(word)) {
      if (words.length > 0 || ++skipped > 2) break;
      continue;
    }
    words.unshift(word);
  }
  return words.length > 0 ? words.join(' ') : null;
}
// Words that end a room's name read backwards from its bracket: 'bids on our | fellowship hall ('.
const BEFORE_NAME = /^(?:the|our|my|your|their|his|her|a|an|and|or|of|on|in|at|for|to|with|is|are|plus|also|then|this|that|it|its|it's|them|there)$/i;

function sizedRooms(message: string): SizedRoom[] {
  const rooms: SizedRoom[] = [];
  for (const m of message.matchAll(SIZE)) {
    const name = roomOfSize(message, m.index, m.index + m[0].length);
    if (!name || rooms.some((r) => r.name.toLowerCase() === name.toLowerCase())) continue;
    const length = feetAndInches(Number(m[1]));
    const width = feetAndInches(Number(m[2]));
    if (length < 3 || width < 3) continue;
    rooms.push({ name, quantity: Math.round(length * width * 100) / 100, length, width });
  }
  return rooms;
}

/** 'sunroom done', 'mudroom by the back door': the room's name ends with the last word the note uses for it. */
function upToLastWordOf(name: string, words: Set<string>): string {
  const parts = name.split(/\s+/);
  let last = parts.length - 1;
  while (last > 0 && !words.has(stem(parts[last]!))) last -= 1;
  return parts.slice(0, last + 1).join(' ');
}

export function roomsPricedInNote(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const parts = noteAndMessage(text);
  if (!parts) return lines;
  const entries = noteEntries(parts.note);
  if (entries.length === 0) return lines;
  // 'urethane w/ heavy grit 9.25 all areas': one price for every room (a room the reader sized but
  // left at 0 takes it in fillMissingRates).
  const everyRoom = entries.length === 1 && entries[0]!.rate !== null && ALL_AREAS.test(parts.note) ? entries[0]! : null;
  const out = [...lines];
  const lineWords = out.map((l) => contentWords(l.description.split(' - ').slice(1).join(' ')));
  const rooms = sizedRooms(parts.message);
  const unpriced = rooms.filter((room) => {
    const words = contentWords(room.name);
    return !out.some((l) => Math.abs(l.quantity - room.quantity) < 0.01) && words.size > 0 && !lineWords.some((w) => [...words].some((x) => w.has(x)));
  });
  // 'solid epoxy w/ flake 4.55/sf, closet same rate' over 'the basement is 32 x 26 ... the closet, about 40 sq ft':
  // the note's one price that names no room is the floor's, the one sized room the note does not name.
  const roomless = entries.filter((e) => e.rate !== null && e.words.size === 0);
  // Only when the message sizes nothing else the note leaves unnamed ('50 x 70 but mats over 30 x 50 of it': which?).
  const namedByNote = rooms.filter((room) => entries.some((e) => [...contentWords(room.name)].some((w) => e.words.has(w))));
  const notNamed = unpriced.filter((room) => !namedByNote.includes(room));
  const sizesNotNamed = [...parts.message.matchAll(SIZE)].length - namedByNote.length;
  const floorPrice = roomless.length === 1 && notNamed.length === 1 && sizesNotNamed === 1 && entries.some((e) => e.words.size > 0) ? roomless[0]! : null;
  for (const room of unpriced) {
    const words = contentWords(room.name);
    const named = entries.filter((e) => e.rate !== null && [...words].some((w) => e.words.has(w)));
    const entry = named.length === 1 ? named[0]! : named.length === 0 ? (everyRoom ?? floorPrice) : null;
    if (!entry || entry.rate === null) continue;
    // The system the note names, else the one of the line already at that price.
    const system = entry.system ?? lines.find((l) => l.rate === entry.rate && l.description.includes(' - '))?.description.split(' - ')[0] ?? 'Epoxy floor coating';
    out.push({ description: `${system} - ${titleCase(named.length === 1 ? upToLastWordOf(room.name, entry.words) : room.name)}`.slice(0, 500), useDimensions: true, length: room.length, width: room.width, quantity: room.quantity, rate: entry.rate });
  }
  return out;
}
