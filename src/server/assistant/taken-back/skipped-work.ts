import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { areaNamesIn } from '../lines/line-items.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { COVERING, NOT_FLOOR, SENTENCE, TAKING_OFF } from './vocabulary.ts';

/**
 * Work the request takes back: 'we'll skip the cove for now', 'leave out the steps', 'hold off on
 * the striping', 'forget the moisture barrier'. A thread often quotes the office's earlier offer with
 * every item; the customer's answer drops some. The lines of that work go when another line stays.
 */
const WORK = String.raw`(cove(?:\s+base)?|crack\w*|steps?|stairs?|treads?|risers?|drains?|stem\s*walls?|striping|moisture\s+barrier|mob\w*|sealer|topcoat|top\s+coat)`;
const WORK_WORD = WORK.replace(/^\(/, '(?:');
// 'he doesn't want the steps done', 'they don't need any drains': work the customer says no to; 'no cove,
// the walls get FRP' in a reply to the office's offer too (not 'no cove price yet', 'no cove?', nor one
// place's 'no cove in the cooler').
const SKIPPED = new RegExp(String.raw`\b(?:${TAKING_OFF}|without|no(?=\s+(?:the\s+)?${WORK_WORD}\b(?!\s*(?:\?|price|needed\s+there|(?:in|on|at|for|along|around|by|near|under)\b)))|no\s+need\s+for|(?:don'?t|doesn'?t|do\s+not|does\s+not)\s+(?:want|need))\s+(?:the\s+|any\s+)?${WORK}\b|\b${WORK}\s+(?:is|are)\s+(?:out|not\s+needed|off\s+the\s+table)\b|\b(?:take|leave|leaving)\s+(?:the\s+)?${WORK}\s+(?:off|out)\b`, 'gi');

// 'no epoxy in the laundry after all', 'not doing the porch': a room taken back in other words.
// 'take the patio off the quote', 'leave the mudroom out', 'we'll do the porch another time': the room said inside the words.
const ROOM_TAKEN_BACK = new RegExp(
  String.raw`\b(?:${TAKING_OFF}|no\s+need\s+for|no\s+(?:epoxy|coating|flake|floor|work)\s+(?:in|on|for)|not\s+(?:doing|coating))\s+(?:the\s+|that\s+)?([a-z]+(?:\s+[a-z]{4,})?)\b` +
    String.raw`|\b(?:take|leave|leaving)\s+(?:the\s+|that\s+)?([a-z]+(?:\s+[a-z]{4,})?)\s+(?:off|out)\b(?!\s+(?:of|from)\s+(?:the\s+)?(?!quote|bid|estimate|list|job|proposal)\w)` +
    String.raw`|\b(?:we|they|he|she|i)(?:'ll|\s+will)\s+(?:do|get\s+to)\s+(?:the\s+|that\s+)?([a-z]+(?:\s+[a-z]{4,})?)\s+(?:another\s+time|some\s+other\s+time|next\s+year|down\s+the\s+road)\b` +
    // 'we don't need the porch after all', 'she doesn't want the den done': not while the room is only
    // part of what is said ('don't need the garage ground twice').
    String.raw`|\b(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:need|want)\s+(?:the\s+|that\s+)?([a-z]+(?:\s+[a-z]{4,})?)(?=\s*(?:after\s+all|anymore|any\s+more|(?:done|coated)\b|for\s+now|[.,;!]|$))`,
  'gi',
);
// 'There's a little 4x8 nook under the stairs, skip that.': a size said in a sentence that takes it back.
const SIZE_IN_SENTENCE = /(?<![\d.])(\d{1,4}(?:\.\d+)?)\s*(?:'|ft\.?|feet)?\s*(?:x|by|\u00d7)\s*(\d{1,4}(?:\.\d+)?)(?![\d.]*\d)/gi;
// 'the laundry 8x11 too but its tile, leaving it', 'leave that one alone for now'.
const TAKE_IT_BACK = /\b(?:not\s+ours\b|leav(?:e|ing)\s+(?:that|it|this)(?:\s+one)?(?:\s+(?:out|alone|off|be))?(?=\s*(?:[.!,;)]|$|for\s+now))|skip\s+(?:that|it|this)|leave\s+(?:that|it|this)\s+out|(?:don'?t|do\s+not)\s+(?:do|coat|include)\s+(?:that|it|this)|not\s+(?:that|this)\s+one|no\s+need\s+to\s+(?:do|coat)\s+(?:that|it))\b/i;

// 'the shampoo area 8 by 10, oh, scratch that, she doesn't want it': said right after a size with no
// figure after it in the sentence (a figure after it is the one meant, spoken-corrections.ts).
const SCRATCHED = /^[\s,\u2014-]*(?:(?:oh|uh|um|no|wait|actually|sorry)[\s,\u2014-]+)*(?:scratch\s+that|strike\s+that|never\s*mind(?:\s+that)?|forget\s+(?:that|it))\b[^\d]*$/i;

function sizesTakenBack(text: string): Set<string> {
  const keys = new Set<string>();
  for (const sentence of text.split(SENTENCE)) {
    if (sentence.length > 300) continue;
    const sizes = [...sentence.matchAll(SIZE_IN_SENTENCE)];
    const last = sizes.at(-1);
    if (!last) continue;
    if ((sizes.length === 1 && TAKE_IT_BACK.test(sentence)) || SCRATCHED.test(sentence.slice(last.index + last[0].length))) keys.add(`${Number(last[1])}x${Number(last[2])}`);
  }
  return keys;
}
// 'Parts room they'll do next year', 'the paint booth is by others', 'the porch can wait': a room
// left for later or for someone else.
const ROOM_LEFT_FOR_LATER = /\b([a-z]{3,}(?:\s+[a-z]{3,})?)\s+(?:(?:they|we|he|she|you)(?:'ll|\s+will)\s+(?:do|get\s+to|handle)(?:\s+(?:it|that))?\s+(?:next\s+(?:year|spring|summer|season)|later|another\s+time|down\s+the\s+road)|can\s+wait\b|(?:is|are)\s+(?:by\s+others|n\.?i\.?c\.?|not\s+in\s+(?:the\s+)?(?:contract|scope)|(?:for\s+)?next\s+(?:year|spring|summer|season)|for\s+later)\b)/gi;
// An office note's word on a room left for later, right after it: '(shop area next yr)', '- patio next
// spring.', 'Apron not this year, he's pouring a new one', ', basement later'. Only where the room starts
// a clause of its own: 'we're selling the house next year' is no room left out.
const LATER_IN_NOTE = /(?:^|[(,;:.\u2013-][ \t]*|\b(?:and|but|plus)[ \t]+)(?:the[ \t]+)?([a-z]{3,}(?:[ \t]+[a-z]{3,})?)[ \t]+(?:next[ \t]+(?:yr|year|spring|summer|fall|season|budget[ \t]+year|fiscal[ \t]+year)|not[ \t]+this[ \t]+(?:yr|year|time|round)|later)(?=[ \t]*(?:[).,;!\u2013-]|$))/gim;
const PLACE_NOUN = /\b(?:room|rm|area|booth|bay|closet|office|shop|pad|cage)s?$/i;
// Work the office says it does not take on: 'we don't do driveways, tell him', 'we do not coat pools'.
const DECLINED = /\b(?:we|i)\s+(?:don'?t|do\s+not|can'?t|cannot|won'?t)\s+(?:do|coat|pour|touch|take\s+on)\s+(?:the\s+|any\s+)?([a-z]{4,}?)(?:e?s)?\b/gi;
// 'The side walkway is pavers - we don't coat pavers', 'the stoop is brick tho, we dont coat brick',
// 'The entry landing is tile - not ours': a place whose surface is one we do not coat, said so in the
// same sentence. The surface alone is not enough: 'the kitchen is tile now, can you go over it?'.
const SURFACE_OF_PLACE = new RegExp(String.raw`\b([a-z]+(?:[ \t]+[a-z]+){0,2})[ \t]+(?:is|are)[ \t]+(?:(?:all|just|actually|really|only|covered[ \t]+(?:in|with)|made[ \t]+of)[ \t]+)?${COVERING}\b`, 'gi');
const NOT_OURS = /\bnot\s+ours\b|\b(?:we|i)\s+(?:don'?t|do\s+not|can'?t|cannot|won'?t)\s+(?:do|coat|touch|go\s+over)\b|\bleav(?:e|ing)\s+(?:it|that|them|those)\s+(?:off|out)\b|\bby\s+others\b/i;

function placesOfSurfacesNotOurs(text: string, declined: Set<string>): void {
  for (const sentence of text.split(SENTENCE)) {
    if (sentence.length > 300 || !NOT_OURS.test(sentence)) continue;
    for (const m of sentence.matchAll(SURFACE_OF_PLACE)) {
      for (const word of (m[1] ?? '').toLowerCase().split(/\s+/)) {
        if (word.length >= 4 && areaNamesIn(word).length > 0) declined.add(word.replace(/e?s$/, ''));
      }
    }
  }
}

// 'the laundry room off the garage (6x9)': the size said with a room (in the few words before it, with
// no sentence end or other figure between), so the room's line goes even when it is named after its
// neighbour.
function sizesSaidWith(text: string, rooms: ReadonlySet<string>): Set<string> {
  const keys = new Set<string>();
  if (rooms.size === 0) return keys;
  for (const m of text.matchAll(SIZE_IN_SENTENCE)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index).toLowerCase();
    const clause = before.split(CLAUSE_BREAK).at(-1) ?? '';
    // 'the 6 x 30 concrete apron out front': or in the few words right after it.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40).toLowerCase().split(CLAUSE_BREAK)[0]!.split(/[,()]/)[0]!.trim().split(/\s+/).slice(0, 3).join(' ');
    if ([...rooms].some((room) => clause.includes(room) || ` ${after} `.includes(` ${room}`))) keys.add(`${Number(m[1])}x${Number(m[2])}`);
  }
  return keys;
}
// Where the words before a size stop being about it: a sentence end, another figure, or a turn
// ('leaving out the closet but no, just do the full 28 by 22').
const CLAUSE_BREAK = /[.!?;\n\d]|\b(?:but|no|just|instead|rather|only)\b/;

export function dropSkippedWork(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const skipped = new Set<string>();
  for (const m of text.matchAll(SKIPPED)) skipped.add(stem(m[1] ?? m[2] ?? m[3] ?? ''));
  const declined = new Set<string>();
  // 'dropping the patio for now', 'leave out the basement': a room taken back.
  for (const m of text.matchAll(ROOM_TAKEN_BACK)) {
    // The room is either word ('the back patio', 'the laundry after all').
    for (const word of (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase().split(/\s+/)) {
      if (word.length >= 4 && areaNamesIn(word).length > 0) declined.add(word.replace(/e?s$/, ''));
    }
  }
  for (const m of [...text.matchAll(ROOM_LEFT_FOR_LATER), ...text.matchAll(LATER_IN_NOTE)]) {
    const words = (m[1] ?? '').toLowerCase().split(/\s+/);
    const phrase = words.join(' ');
    // 'parts room': a name of two words ending in a place noun is the room as the line names it.
    if (words.length === 2 && PLACE_NOUN.test(phrase)) declined.add(phrase);
    else for (const word of words) if (word.length >= 4 && areaNamesIn(word).length > 0) declined.add(word.replace(/e?s$/, ''));
  }
  for (const m of text.matchAll(DECLINED)) if (!/^(?:that|this|them|those|it|work|jobs?|much)$/i.test(m[1] ?? '')) declined.add(stem(m[1] ?? ''));
  placesOfSurfacesNotOurs(text, declined);
  const sizes = sizesTakenBack(text);
  for (const key of sizesSaidWith(text, declined)) sizes.add(key);
  if (sizes.size > 0) {
    const left = lines.filter((l) => !(l.length !== null && l.width !== null && (sizes.has(`${l.length}x${l.width}`) || sizes.has(`${l.width}x${l.length}`))));
    if (left.length > 0) lines = left;
  }
  if (skipped.size === 0 && declined.size === 0) return lines;
  // Work named with a word before it ('Front steps', 'Garage cove base') is that work too.
  const skippedWork = (l: ExtractedLineItem, w: string): boolean => stem(l.description).includes(w) || (NOT_FLOOR.test(l.description) && new RegExp(String.raw`\b${escapeRegExp(w)}`).test(l.description.toLowerCase()));
  const kept = lines.filter((l) => ![...skipped].some((w) => w && skippedWork(l, w)) && ![...declined].some((w) => w && l.description.toLowerCase().includes(w)));
  return kept.length > 0 ? kept : lines;
}

const stem = (s: string): string => s.toLowerCase().replace(/\s+base$/, '').replace(/(?:s|ing|ed)$/, '').slice(0, 5);
