/**
 * The turns of a pasted text or chat thread: each message starts a line with who wrote it, when,
 * or both, in one of the ways phones and chat tools paste them:
 *   '[9:10] Office: 22x24 flake is 4.95'        (the time, then the writer)
 *   '9:10 AM Satnam: 40 by 55'
 *   'Office: size?'                              (the writer alone)
 *   '[Office 8:15am] Hi Dana! 22x24 ...'         (the writer and the time in one bracket)
 *   '[Customer] Hi! saw the FB ad ...'           (the writer alone in brackets)
 *   'Office (3:20 PM): ok 24x24 flake @ 4.80'    (the time after the writer)
 * The writer's label is no part of the message: 'Office' there is the office writing, not a room.
 * Every pattern is compiled once and bounded.
 */

/** A message's time: '9:10', '8:15am', '3:20 PM', '7:02 a.m.'. */
const TIME = String.raw`\d{1,2}:\d{2}(?:[ \t]?[ap]\.?m\.?)?`;
/** The office's own names for itself as a writer. */
const OFFICE_WRITER = String.raw`(?:office|me|us)`;
/** A writer's name: a word or up to three ('Office', 'Satnam', 'Dana K', 'Two Rock Brewing'). */
const WRITER = String.raw`[A-Za-z][\w'.+-]{0,20}(?:[ \t][\w'.+-]{1,20}){0,2}`;

/** A message's day before its time, as phones paste it: 'Fri 4:12 PM', 'Tue, 9:05', '10/3 4:12 PM'. */
const DAY = String.raw`(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?),?[ \t]+`;
/** What may start a turn's line before its writer: a quote mark or bullet, and the time (and its day) in brackets or not. */
const LEAD = String.raw`[ \t>*-]*(?:\[?(?:${DAY})?${TIME}\]?[ \t]+)?`;
/** A writer's label after the lead: 'Office:', 'Office (3:20 PM):', 'Office 8:15am:', '[Office 8:15am]', '[Office]', '[Office, 8:15 AM]'. */
const label = (writer: string): string =>
  String.raw`(?:\[[ \t]?${writer}(?:[ \t]*,?[ \t]*\(?${TIME}\)?)?[ \t]?\]|${writer}(?:[ \t]*,?[ \t]*\(?${TIME}\)?)?[ \t]?:)`;

const TURN = new RegExp(String.raw`^${LEAD}(?:${label(WRITER)}[ \t]|\[?(?:${DAY})?${TIME}\]?[ \t])`, 'i');
const OFFICE_TURN = new RegExp(String.raw`^${LEAD}${label(OFFICE_WRITER)}`, 'i');

/** Whether one line of the text opens a turn of a thread: its time, its writer, or both. */
export function isThreadTurn(line: string): boolean {
  return TURN.test(line);
}

/** What a turn's line says after its time and writer ('sure' of 'Rachel (2:10 PM): sure'); null for a line that opens no turn. */
export function turnMessage(line: string): string | null {
  const turn = TURN.exec(line);
  return turn ? line.slice(turn[0].length).trim() : null;
}

/** Whether one line of the text is a turn the office wrote ('Office: ...', '[Office 8:15am] ...', 'Me: ...'). */
export function isOfficeTurn(line: string): boolean {
  return OFFICE_TURN.test(line);
}

/** What may stand before a writer's label on its line: the line's start, a bullet, the turn's time, an opening bracket. */
const BEFORE_LABEL = new RegExp(String.raw`(?:^|\n)${LEAD}\[?[ \t]?$`, 'i');
/** What follows a writer's label on its own: ':' or '-' ('Office:', 'Office note -', 'Office (3:20 PM):'). */
const AFTER_LABEL = new RegExp(String.raw`^(?:[ \t]*(?:notes?\b)?[ \t]*[:-]|[ \t]*,?[ \t]*\(?${TIME}\)?[ \t]*[:-])`, 'i');
/** What closes a writer's label opened with a bracket: the bracket, the time maybe before it ('[Office]', '[Office 8:15am]'). */
const CLOSING_BRACKET = new RegExp(String.raw`^(?:[ \t]*,?[ \t]*\(?${TIME}\)?)?[ \t]?\]`, 'i');
/** The same with the time required ('[Shop 3:20pm]'): a writer, whatever word names them. */
const CLOSING_BRACKET_WITH_TIME = new RegExp(String.raw`^[ \t]*,?[ \t]*\(?${TIME}\)?[ \t]?\]`, 'i');

/**
 * Whether the word at start..end of the text is the writer's label of a turn, not what the message
 * says: 'Office' in 'Office: quartz 5.95 for the gym', '[10:33] Office: 4.20' or '[Office 8:15am] 22x24 ...'
 * (office: the word is one the office calls itself); any word in brackets with the time after it
 * ('[Shop 3:20pm] ...').
 */
export function isWritersLabelAt(text: string, start: number, end: number, office: boolean): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  if (!BEFORE_LABEL.test(before)) return false;
  const after = text.slice(end, end + 24);
  const bracketed = /\[[ \t]?$/.test(before);
  if (!office) return bracketed && CLOSING_BRACKET_WITH_TIME.test(after);
  // '[Office: Florida room over tile = flake 5.40/sf]', '[Office note: ...]': a note in brackets is labelled too.
  return AFTER_LABEL.test(after) || (bracketed && CLOSING_BRACKET.test(after));
}
