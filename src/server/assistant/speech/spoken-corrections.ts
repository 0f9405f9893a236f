/**
 * The many ways a speaker takes a figure back, written as the one the correction reader knows
 * ('no wait', text-cleanup.ts applySelfCorrections): the figure before the marker gives way to the
 * figure after it. Only between two figures, so ordinary words stay words:
 *   'flake at 4.50, er, 4.60'                  'at 4.50, hold on, 4.75'      'at 4.50, strike that, 4.75'
 *   'at 4.50, nope, 4.75'                      'at 4.50, my mistake, 4.60'   'at 4.50, or rather 4.60'
 *   'at 4.50, well actually it's 4.60'         '20 by 24, no hang on, 20 by 26'
 *   'at 4.50, let's do 4.60 instead'
 * Runs after number words are digits. Patterns are bounded (no nested repetition), so linear.
 */

// A figure just before: '4.50, ', '24 ', '$450 - ', '30 by 50... '. Tested on the text before a
// marker found first: as a lookbehind in front of the marker it was tried at every position of the
// request, the most expensive step of the whole reader.
const FIGURE_JUST_BEFORE = /\d[ \t]{0,2}(?:'|ft|feet|foot|%|dollars|bucks|a\s+foot|per\s+foot|a\s+square\s+foot|square\s+feet|sq\s*ft|sf)?[ \t]*(?:[,;:-]|\.{2,3}|\u2026)?[ \t]{0,6}$/i;
const figureJustBefore = (text: string, at: number): boolean => FIGURE_JUST_BEFORE.test(text.slice(Math.max(0, at - 80), at));
// A figure just after (a word or two may stand between: 'it's', 'make it', 'the', and the speaker's
// choice: 'flake at 4.70, actually let's do 4.65', 'actually go with 4.65', 'or rather use 20 by 22').
const BEFORE_FIGURE = String.raw`(?=[ \t]*,?[ \t]*(?:(?:it'?s|it\s+is|that'?s|make\s+it|make\s+that|say|more\s+like|like|uh|um|the|let'?s\s+(?:do|go\s+with|use|say|make\s+it)|go\s+with|use)[ \t]+){0,2}\$?\d)`;

const MARKER = new RegExp(
  String.raw`\b(?:er|erm|nope|nah|no\s+no|hold\s+on|hang\s+on|no\s+hold\s+on|no\s+hang\s+on|wait\s+a\s+(?:sec(?:ond)?|minute)|one\s+sec(?:ond)?|strike\s+that|cross\s+that\s+out|let\s+me\s+(?:correct|fix|redo)\s+that|my\s+mistake|my\s+bad|or\s+rather|rather|or\s+was\s+it|(?:i\s+)?take\s+that\s+back|(?:wh)?oops|or\s+no|or\s+actually|well\s+actually|actually|change\s+of\s+plans?|i\s+misspoke|misspoke|(?:no|sorry)[ \t]*,?[ \t]*i\s+mean)\b[ \t]*[,.!:-]?` +
    BEFORE_FIGURE,
  'gi',
);

// 'let's do 4.60 instead', 'go with 4.60 instead': the figure said before the clause gives way.
const INSTEAD = /\b(?:let'?s\s+(?:do|go\s+with|say|make\s+it)|go\s+with|do)[ \t]+(?=\$?\d[\d.]*[ \t]*(?:a\s+foot|per\s+foot|\/\s*sf|a\s+square\s+foot)?[ \t]+instead\b)/gi;

/** The marker (no capture groups in it) becomes 'no wait' where a figure stands just before it. */
const toNoWait = (marker: string, at: number, text: string): string => (figureJustBefore(text, at) ? ' no wait, ' : marker);

// 'not the full 600 sf basement, just the family room 20 x 18', 'not the whole 24 by 24 garage, only
// the front half, 12 by 24': the figure said with 'not' is the one taken back, the one after stands.
const NEGATED_FIGURE = /\bnot[ \t]+(?:the[ \t]+|a[ \t]+|all[ \t]+(?:the[ \t]+)?)?(?:full[ \t]+|whole[ \t]+|entire[ \t]+|complete[ \t]+)?(\d{1,5}(?:\.\d+)?[ \t]*(?:(?:sf|sq\.?[ \t]*ft|square[ \t]+f(?:ee|oo)t)\b|(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*\d{1,4}(?:\.\d+)?(?:[ \t]*(?:'|(?:ft|feet|foot)\b))?))(?=[^.;!?\n\d]{0,60},[ \t]*(?:just|only|but[ \t]+(?:just|only)|instead)\b)/gi;

// A size or area that is then left out: "there's a little 4x8 nook under the stairs, skip that",
// 'skip the 4 by 8 closet', 'the 6 by 6 landing, we're not doing it'. The figure goes, the words stay.
const FIGURE = String.raw`\d{1,5}(?:\.\d+)?[ \t]*(?:(?:sf|sq\.?[ \t]*ft|square[ \t]+f(?:ee|oo)t)\b|(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*\d{1,4}(?:\.\d+)?(?:[ \t]*(?:'|(?:ft|feet|foot)\b))?)`;
const LEAVE_OUT = String.raw`(?:so[ \t]+)?(?:skip|leave[ \t]+(?:that|it|this|them)[ \t]+out|forget(?:[ \t]+about)?|ignore|exclude|don'?t[ \t]+(?:do|coat|count|include)|do[ \t]+not[ \t]+(?:do|coat|count|include)|(?:we'?re|we[ \t]+are|they'?re)[ \t]+not[ \t]+doing|not[ \t]+doing|no[ \t]+need[ \t]+to[ \t]+do)`;
const FIGURE_LEFT_OUT = new RegExp(
  String.raw`(?<![\d.])(${FIGURE})(?=[^.;!?\n\d]{0,60}?[,;\u2014-][ \t]*${LEAVE_OUT}(?:[ \t]+(?:that|it|this|those|them|one))?(?:[ \t]+(?:one|part|area))?[ \t]*(?:[.,;!?\n]|$))` +
    String.raw`|(?<=\b(?:skip|skipping|leave[ \t]+out|leaving[ \t]+out|exclude|excluding|not[ \t]+doing|forget)[ \t]+(?:the[ \t]+|that[ \t]+)?(?:[a-z]+[ \t]+){0,2}?)(${FIGURE})`,
  'gi',
);

// 'flake not 4.50 but 4.60', 'flake at 4.60, not 4.50': the price said with 'not' goes.
const NOT_BUT = /\bnot[ \t]+\$?\d+(?:\.\d+)?[ \t]*,?[ \t]*but[ \t]+(?=\$?\d)/gi;
// (prices only: '3409 not 3904' in an address is the address reader's to correct)
const THEN_NOT = /(?<=\d\.\d\d)[ \t]*,?[ \t]+not[ \t]+\$?\d{1,3}\.\d\d(?![\d.]|[ \t]*,?[ \t]*but\b)/gi;
// 'or was it 4.60, yeah 4.60': the figure said again to confirm it is one figure.
const CONFIRMED = /(\$?\d+(?:\.\d+)?)[ \t]*,[ \t]*(?:yeah|yes|yep|right)[ \t]*,?[ \t]+\1(?![\d.])/gi;
// 'nine twenty five, nine twenty five': a price said twice in a row, to be sure of it, is one price.
const SAID_TWICE = /(?<![\d.])(\$?\d{1,3}\.\d\d)[ \t]*,?[ \t]*\1(?!\d|\.\d)/g;

// 'thirty by twenty eight actually he said thirty by twenty six', '4.75 wait she wanted the upgraded
// chip so 5.10', 'flake at 4.60, actually I told him 4.75', 'actually we quoted her 4.90': a marker, then
// whose word it is (or whom the office gave the figure), then the figure meant. Only with someone who says
// or wants it ('actually the patio is 10 by 12' names another place; it corrects nothing).
const REPORTED = /\b(?:(?:actually|no|oh|wait)[ \t]*,?[ \t]+)?(?:no|nope|wait|no[ \t]+wait|actually|or[ \t]+actually|well[ \t]+actually|sorry|hold[ \t]+on|hang[ \t]+on|correction)[ \t]*,?[ \t]+(?=(?:he|she|they|we|i|(?:the[ \t]+)?(?:customer|owner|client|homeowner|husband|wife|manager|boss))[ \t]+(?:said|says|told[ \t]+(?:me|us|him|her|them)|(?:quoted|gave|promised|offered)(?:[ \t]+(?:him|her|them))?|wants?|wanted|decided|meant|asked[ \t]+for|went[ \t]+with|picked|chose|prefers?|measured|remeasured|re-measured|checked|changed)\b)/gi;
const SIZE_AT_END = /\d(?:\.\d+)?[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*\d+(?:\.\d+)?[^\d]*$/i;
const SIZE_AT_START = /^\d+(?:\.\d+)?[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*\d/i;
const PRICE = /^\$|\.\d\d$/;

/** What a figure is, for telling whether a second one can take its place. */
function kindOf(figure: string, size: boolean, percent: boolean): string {
  if (size) return 'size';
  if (percent) return 'percent';
  return PRICE.test(figure) ? 'price' : 'number';
}

/** The marker of a reported correction becomes 'no wait' when the figures on both sides are of one kind. */
function reportedCorrection(marker: string, at: number, text: string): string {
  if (!figureJustBefore(text, at)) return marker;
  const before = text.slice(Math.max(0, at - 40), at);
  const last = [...before.matchAll(/\$?\d+(?:\.\d+)?/g)].at(-1);
  const rest = text.slice(at + marker.length, at + marker.length + 120);
  const next = /\$?\d+(?:\.\d+)?/.exec(rest);
  if (!last || !next) return marker;
  const between = rest.slice(0, next.index);
  if (/[.;!?\n]/.test(between) || between.split(/\s+/).filter(Boolean).length > 8) return marker;
  const kindBefore = kindOf(last[0], SIZE_AT_END.test(before), /^[ \t]*%/.test(before.slice(last.index + last[0].length)));
  const kindAfter = kindOf(next[0], SIZE_AT_START.test(rest.slice(next.index)), /^[ \t]*%/.test(rest.slice(next.index + next[0].length)));
  return kindBefore === kindAfter ? ' no wait, ' : marker;
}

export function markSpokenCorrections(text: string): string {
  return text
    .replace(NOT_BUT, '')
    .replace(THEN_NOT, '')
    .replace(CONFIRMED, '$1')
    .replace(SAID_TWICE, '$1')
    .replace(REPORTED, reportedCorrection)
    .replace(MARKER, toNoWait)
    .replace(INSTEAD, toNoWait)
    .replace(NEGATED_FIGURE, (m: string, figure: string) => m.slice(0, m.length - figure.length).replace(/[ \t]+$/, ''))
    .replace(FIGURE_LEFT_OUT, '');
}
