import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { NOT_FLOOR } from './vocabulary.ts';

/**
 * The office's word on which of the customer's rooms the quote covers, written over a forwarded
 * message that sizes them all:
 *   'sunroom ONLY, no carport this year'          the rooms named before 'only' are the job
 *   'only the mudroom.'                            the same, 'only' first
 *   'no carport this year', 'no attic after all'   a room dropped
 *   'Unit 7 is out (owner sold)'                   the same
 *   "they're carpeting the den themselves"         a room the customer does
 * Lines are matched to the rooms by the words of their descriptions. A room the words name must be
 * a line of the draft, and at least one line must stay, so 'the garage only has one door' or 'no
 * rush this year' change nothing.
 */
// The words before 'only' up to the sentence's start, 'only' then ending its clause ('porch ONLY,',
// 'kitchen, dish room + hall only.').
const BEFORE_ONLY = /(?:^|[.;:!?(\n-])[ \t]*((?:(?!only\b)[a-z0-9][a-z0-9'-]*(?:[ \t]*(?:\+|&|\/|,|and)[ \t]*|[ \t]+)){1,8})only\b(?=[ \t]*(?:[.;:,!?)\n-]|$|this|for|please|pls|thanks))/gim;
// 'only the mudroom.', 'only the den and the sunroom, nothing else'. ('just the back' is said of a part
// of a room as often as of the rooms.)
const ONLY_BEFORE = /\bonly[ \t]+(?:do(?:ing)?[ \t]+)?(?:the[ \t]+)((?:[a-z0-9][a-z0-9'-]*(?:[ \t]*(?:\+|&|\/|and)[ \t]*(?:the[ \t]+)?|[ \t]+)){0,4}[a-z0-9][a-z0-9'-]*)(?=[ \t]*(?:[.;!)\n]|$|,[ \t]*(?:not|no|nothing)\b))/gim;
const DROPPED = [
  /\bno[ \t]+(?:the[ \t]+)?([a-z0-9][a-z0-9'-]*(?:[ \t]+[a-z0-9][a-z0-9'-]*)?)[ \t]+(?:this[ \t]+(?:year|time|round)|for[ \t]+now|after[ \t]+all|either|anymore)\b/gi,
  /\b([a-z0-9][a-z0-9'-]*(?:[ \t]+[a-z0-9][a-z0-9'-]*)?)[ \t]+(?:is|are)[ \t]+(?:out|off)\b(?![ \t]+(?:of|there|back|front|side|here|now|in|on|at|for|to))/gi,
  /\b(?:they|they'?re|customer|owner|he|she|he'?s|she'?s|they'll|(?:he|she|they)[ \t]+will|(?:he|she)[ \t]+is|they[ \t]+are)[ \t]+(?:(?:are|is|will|going[ \t]+to)[ \t]+)?(?:tiling|carpeting|painting|doing|handling|sealing|laying[ \t]+[a-z]+[ \t]+in|tile|carpet|paint|do|handle|seal)[ \t]+(?:the[ \t]+)?([a-z0-9][a-z0-9'-]*(?:[ \t]+[a-z0-9][a-z0-9'-]*)?)[ \t]+(?:themselves|himself|herself|on[ \t]+their[ \t]+own|ourselves)\b/gi,
];
const NOT_A_ROOM = new Set(
  ('the and this that year time room rooms area areas floor floors flake chip chips epoxy quartz metallic solid color colour coat ' +
    'topcoat clear seal sealer sealed urethane cement poly polyaspartic grind polish stain moisture barrier primer system price rate ' +
    'work job one two both all them rush charge need quote').split(' '),
);
// 'cove base in the brewhouse only', 'moisture barrier on the basement only': 'only' limits one piece of
// work to a place, it does not say which rooms the job is.
const LIMITS_WORK = /\b(?:in|on|over|at|for|to|from|under|with|of)\b/i;

/** The words of a phrase that may name a room ('screened porch' -> screened, porch). */
function roomWords(phrase: string): string[] {
  return phrase.toLowerCase().split(/[^a-z0-9'-]+/).filter((w) => w.length >= 3 && !NOT_A_ROOM.has(w)).map((w) => w.replace(/'s$/, ''));
}

/** A line names a room when a word of its description is one of the room's words (or its plural). */
const describes = (line: ExtractedLineItem, words: readonly string[]): boolean => {
  const said = line.description.toLowerCase().split(/[^a-z0-9'-]+/);
  return words.some((w) => said.some((d) => d === w || d === `${w}s` || d === `${w}es` || w === `${d}s`));
};

export function roomsInScope(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (lines.length < 2 || !/\b(?:only|just|no|out|off|themselves|himself|herself|own)\b/i.test(text)) return lines;
  let out = lines;
  const floor = (l: ExtractedLineItem): boolean => !NOT_FLOOR.test(l.description);
  for (const m of [...text.matchAll(BEFORE_ONLY), ...text.matchAll(ONLY_BEFORE)]) {
    if (LIMITS_WORK.test(m[1]!)) continue;
    const words = roomWords(m[1]!);
    const kept = out.filter((l) => !floor(l) || describes(l, words));
    if (kept.some((l) => floor(l)) && kept.length < out.length) out = kept;
  }
  for (const pattern of DROPPED) {
    for (const m of text.matchAll(pattern)) {
      const words = roomWords(m[1]!);
      const left = out.filter((l) => !floor(l) || !describes(l, words));
      if (words.length > 0 && left.some((l) => floor(l)) && left.length < out.length) out = left;
    }
  }
  return out;
}
