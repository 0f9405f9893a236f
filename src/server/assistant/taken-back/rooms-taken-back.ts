import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { NOT_FLOOR, SENTENCE } from './vocabulary.ts';

/**
 * A room the request names and then takes off the job, in the words a customer or the office uses
 * for it, wherever they stand in the sentence:
 *   'Veg room 20x24 he'll get back to us on.'                 said after the room
 *   'The pool equipment room my maintenance man will paint himself.'
 *   'The office up front is maybe 200 sf but its carpet, leave it.'
 *   'Parts room - they'll paint it themselves, leave off.'
 *   'the RF cell is out, it has a raised floor'
 *   'She'll think about the 4x8 mudroom landing.'             said before the room
 *   'only the two flower rooms for now, skip the mother room'
 * The room is found by the lines the reader made: the words of a line's area (or its size) said in
 * the sentence, the nearest one before a word that looks back, the one right after a word that looks
 * ahead. A line of work that is not a floor (cove, drains, a fee) goes with whichever floors stay, and
 * at least one floor always stays.
 */

// Words of an area's name that say nothing of which room it is.
const GENERIC = new Set(
  ('room rooms rm area areas floor floors space spaces the and of a an main whole entire side existing new old small big large ' +
    'epoxy flake quartz metallic solid color coating coat system sealer urethane cement polyaspartic poly').split(' '),
);
const WORD = /[a-z0-9][a-z0-9'-]*/gi;
const SIZE = /(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft\.?|feet)?[ \t]*(?:x|by|\u00d7)[ \t]*(\d{1,4}(?:\.\d+)?)(?![\d.]*\d)/gi;

// Said after the room: the room is left off, waits, or is someone else's.
const LOOKS_BACK = new RegExp(
  [
    String.raw`\b(?:is|are)\s+(?:out|excluded|n\/a|not\s+(?:included|needed|in\s+(?:the\s+)?(?:scope|contract|quote|bid)))\b(?!\s+(?:of|there|back|front|side|here|in|on|at|to)\b)`,
    String.raw`'s\s+out\b(?!\s+(?:of|there|back|front|side|here|in|on|at|to)\b)`,
    String.raw`\bnot\s+(?:included\s+)?(?:on\s+|in\s+|for\s+)?this\s+(?:yr|year|time|round|one|job|quote|bid|estimate|proposal)\b`,
    String.raw`\b(?:can|will|'ll|gonna)\s+wait\b(?!\s+(?:on|for)\s+(?:the|that|his|her|their|our)\b)`,
    String.raw`\bleav(?:e|ing)\s+(?:it|that|this|them|those)(?:\s+(?:off|out|alone|be|as\s+(?:is|it\s+is)))?(?=\s*(?:[.,;!)\]]|$|for\s+now|--|-\s))`,
    String.raw`\bkeep(?:ing)?\s+(?:it|that|this|them|those)\s+as\s+(?:is|it\s+is)\b`,
    String.raw`\b(?:stays?|staying|left|remains?)\s+as\s+(?:is|it\s+is)\b`,
    String.raw`\b(?:cust(?:omer)?|owner|client|they|he|she)\s+(?:removed|deleted|cancell?ed|dropped|nixed|declined|scratched|struck|cut)(?:\s+(?:it|that|this|them|those))?(?=\s*(?:[.,;!)\]]|$|--|-\s))`,
    String.raw`\bleave\s+off(?=\s*(?:[.,;!)\]]|$))`,
    String.raw`\b(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:add|include|quote|price|count|do|coat|need|want)\s+(?:it|that|this|them|those)\b`,
    String.raw`\b(?:paint|painting|seal|sealing|do|doing|tile|tiling|carpet|carpeting|handle|handling|coat|coating)\s+(?:(?:it|that|this|them|those)\s+)?(?:himself|herself|themselves|ourselves|myself|in-?house|in\s+house)\b`,
    String.raw`\bby\s+others\b`,
    String.raw`\bnot\s+ours\b`,
    // A note row's own remark after the room: 'repair bay 15x20 - they'll put mats down, NO coating',
    // 'mezz 20x30 - not now'.
    String.raw`\bno\s+(?:coating|epoxy|coat|work)\b(?=\s*(?:[.,;!)\]]|$|--|-\s|\())`,
    String.raw`\bnot\s+now\b`,
    String.raw`\b(?:he|she|they|customer|owner)(?:'ll|\s+will)\s+(?:get\s+back\s+to\s+(?:us|me)(?:\s+on(?:\s+(?:it|that))?)?|think\s+about\s+(?:it|that))(?=\s*(?:[.,;!)\]]|$|--|-\s))`,
  ].join('|'),
  'gi',
);
// Said after the room with nothing but its size between: 'The walk-in cooler (10x12) is fine.'
const FINE_AS_IT_IS = /^[\s,)]*(?:\([^()]{0,30}\)[\s,]*)?(?:is|are|'s)\s+(?:fine|ok|okay|good)(?:\s+as\s+(?:is|it\s+is))?\s*(?:[.;!)\]]|$)/i;
const SUBJECT_BEFORE = /^[\s>*-]*(?:(?:and|but|also|oh|ps)[\s,]+)?(?:(?:the|our|my|their|his|her)\s+)?(?:[a-z-]+\s+)?$/i;
// Said before the room: 'skip the patio', 'NOT the pool deck', 'think about the 4x8 mudroom landing';
// or around it: 'leave the booth off', 'take the front walk out'.
const LOOKS_AHEAD = /\b(?:skip(?:ping)?|leav(?:e|ing)\s+(?:off|out)|forget(?:\s+about)?|hold(?:ing)?\s+off\s+on|pass(?:ing)?\s+on|never\s*mind|exclud(?:e|ing)|minus|think(?:ing)?\s+about|get(?:ting)?\s+back\s+to\s+(?:us|me)\s+(?:on|about)|wait(?:ing)?\s+on|(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:need|want|add|include|do|coat|quote|price)|(without))\b|\b(?:leav(?:e|ing)|tak(?:e|ing)|knock(?:ing)?)(?=\s+(?:the|that|those|their|his|her|our|my)\s+(?:[a-z0-9'-]+\s+){1,3}?(?:off|out)\b(?!\s+(?:of|there|back|front|side|here|in|on|at|to|and)\b))/gi;
// Between a word that looks ahead and its room: an article and at most two words ('the 4x8 mudroom');
// after 'without' only an article and one. (A bare 'not' is said of names as often as of rooms: 'in her
// name, not the studio'.)
const GAP = /^\s*(?:(?:the|that|those|their|his|her|our|my|a|an)\s+)?(?:(?!only\b)[a-z0-9][a-z0-9'-]*\s+){0,2}$/i;
const SHORT_GAP = /^\s*(?:the|that|those|their|his|her|our|my)\s+(?:[a-z0-9'-]+\s+)?$/i;

interface Mention {
  start: number;
  end: number;
  lines: number[];
}

const plain = (word: string): string => word.toLowerCase().replace(/'s$/, '').replace(/(?:es|s)$/, '');

/** The words that name a line's room, and the numbers that tell two rooms of one name apart. */
interface Room {
  /** The name's words, singular ('flower', 'room'). */
  words: string[];
  /** The same words as the line writes them ('flower', 'rooms'). */
  written: string[];
  numbers: string[];
}

function roomOf(line: ExtractedLineItem): Room | null {
  const parts = line.description.split(' - ');
  if (parts.length < 2 || NOT_FLOOR.test(parts[0]!)) return null;
  const tokens = parts.slice(1).join(' ').toLowerCase().match(WORD) ?? [];
  const written = tokens.filter((w) => w.length >= 3 && !/^\d/.test(w) && !GENERIC.has(w));
  return written.length > 0 ? { words: written.map(plain), written, numbers: tokens.filter((w) => /^\d+$/.test(w)) } : null;
}

/** Where a sentence names a line's room: by a word of its name (told apart by a number next to it) or its size. */
function mentionsIn(sentence: string, rooms: (Room | null)[], byWord: ReadonlyMap<string, number[]>, bySize: ReadonlyMap<string, number[]>): Mention[] {
  const mentions: Mention[] = [];
  const tokens = [...sentence.matchAll(WORD)];
  for (let t = 0; t < tokens.length; t += 1) {
    const word = plain(tokens[t]![0]);
    if (word.length < 3) continue;
    // ('Stalls stay rubber mats' is not the 'Wash Stall': a plural of a room named with more words.)
    const plural = word !== tokens[t]![0].toLowerCase().replace(/'s$/, '');
    let found = (byWord.get(word) ?? []).filter((i) => !(plural && rooms[i]!.words.length > 1 && rooms[i]!.written.includes(word)));
    if (found.length > 1) {
      const near = tokens.slice(t + 1, t + 4).map((m) => m[0]);
      const numbered = found.filter((i) => rooms[i]!.numbers.some((n) => near.includes(n)));
      if (numbered.length > 0) found = numbered;
    }
    if (found.length > 0) mentions.push({ start: tokens[t]!.index, end: tokens[t]!.index + tokens[t]![0].length, lines: found });
  }
  for (const m of sentence.matchAll(SIZE)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const found = bySize.get(`${a}x${b}`) ?? bySize.get(`${b}x${a}`) ?? [];
    if (found.length > 0) mentions.push({ start: m.index, end: m.index + m[0].length, lines: found });
  }
  return mentions.sort((x, y) => x.start - y.start);
}

export function roomsTakenBack(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (lines.length < 2) return lines;
  const rooms = lines.map(roomOf);
  if (rooms.filter(Boolean).length < 2) return lines;
  // The lines by the words of their rooms and by their sizes, once, not again for every sentence.
  const byWord = new Map<string, number[]>();
  const bySize = new Map<string, number[]>();
  rooms.forEach((room, i) => {
    for (const word of new Set(room?.words)) byWord.set(word, [...(byWord.get(word) ?? []), i]);
    const l = lines[i]!;
    if (room && l.length !== null && l.width !== null) bySize.set(`${l.length}x${l.width}`, [...(bySize.get(`${l.length}x${l.width}`) ?? []), i]);
  });
  const dropped = new Set<number>();
  // One line named by a mention, or none when it could be either of two.
  const take = (mention: Mention | undefined): void => {
    if (mention && mention.lines.length === 1) dropped.add(mention.lines[0]!);
  };
  for (const sentence of text.slice(0, 50_000).split(SENTENCE)) {
    if (sentence.length > 400 || sentence.trim().length < 6) continue;
    const mentions = mentionsIn(sentence, rooms, byWord, bySize);
    if (mentions.length === 0) continue;
    for (const cue of sentence.matchAll(LOOKS_BACK)) take(mentions.filter((m) => m.end <= cue.index).at(-1));
    // ('24 x 24 is fine' agrees to a size: only a room said as the sentence's subject.)
    const subject = mentions[0]!;
    if (SUBJECT_BEFORE.test(sentence.slice(0, subject.start)) && /[a-z]/i.test(sentence[subject.start]!)) {
      const last = mentions.filter((m) => m.lines.join() === subject.lines.join() && m.start < subject.end + 40).at(-1)!;
      if (FINE_AS_IT_IS.test(sentence.slice(last.end))) take(subject);
    }
    for (const cue of sentence.matchAll(LOOKS_AHEAD)) {
      const after = cue.index + cue[0].length;
      const next = mentions.find((m) => m.start >= after);
      if (next && (cue[1] ? SHORT_GAP : GAP).test(sentence.slice(after, next.start))) take(next);
    }
  }
  if (dropped.size === 0) return lines;
  return lines.some((_, i) => rooms[i] && !dropped.has(i)) ? lines.filter((_, i) => !dropped.has(i)) : lines;
}
