import { escapeRegExp } from '../text/escape-regexp.ts';
// Figures the request itself says no longer hold, blanked before the lines are read so that only
// the figure meant is priced:
//   'storage rm 18x20 -> corr. 19x20'      a size corrected on the spot (the arrow may carry a word)
//   'patio 16 x 20 (NOT 16x24)'             a size ruled out
//   'it's 28 x 30, not 28 x 32'              the same, in a sentence
//   'You did our main garage in 2023 (invoice 1187, 24x24 at $4.25).'  an earlier job, not this one
//   '$3.30/sf on the shop (down from $3.55)'  the price given up
// Each pattern is linear: bounded repetitions, no nested quantifiers over the same characters.
const SIZE = `\\d{1,4}(?:\\.\\d+)?\\s*(?:'|ft\\.?|feet)?\\s*(?:x|by|\\u00d7)\\s*\\d{1,4}(?:\\.\\d+)?\\s*(?:'|ft\\.?|feet)?`;
// 'shop 24x32 -> 3.85 solid': an arrow from a size to a price (in cents, not a side of a size nor an area)
// points at the floor's price; the size stays.
const PRICE_AFTER_ARROW = String.raw`\d{1,3}\.\d{2}(?![\d.])(?![ \t]*(?:x|by|\u00d7|'|ft\b|feet|sf\b|sq))`;
const CORRECTED = new RegExp(`(?<![\\d.])${SIZE}[ \\t]*(?:->|\\u2192|=>)[ \\t]*(?:corr(?:ected|ection)?\\.?|actually|really|should\\s+be|make\\s+it|now|re-?meas(?:ured|\\.)?|re-?measure|field\\s+meas(?:ured|\\.)?|verified|revised|new)?[ \\t:]*(?=\\d)(?!${PRICE_AFTER_ARROW})`, 'gi');
// 'Kitchen 15 x 22 (corrected from 15 x 20 on site)', 'bay 24x30, changed from 24x28': the size after
// 'from' is the one given up.
const CORRECTED_FROM = new RegExp(`\\b(?:corrected|changed|revised|updated|amended|adjusted|fixed)\\s+from\\s+(?:the\\s+)?(${SIZE})`, 'gi');
// 'he said 12x20, re-meas 12 x 22', 'customer guessed 20x20; field measured 21 x 23': a size measured
// again after the first one, with no arrow between, replaces it.
const MEASURED_AGAIN = new RegExp(`(?<![\\d.])(${SIZE})[ \\t]{0,3}[,;-]?[ \\t]{0,3}(?:but[ \\t]+|we[ \\t]+)?(?=(?:re-?meas(?:ured|\\.)?|re-?measure|field[ \\t]+meas(?:ured|\\.)?|measured[ \\t]+on[ \\t]+site|actual(?:ly)?|verified)[ \\t:]{0,3}(?:at[ \\t]+|to[ \\t]+)?(?:${SIZE}))`, 'gi');
// '(NOT 16x24)', '(not 3.10)', '(was $4.85)', '(was 3.60, price up)': a size or a price ruled out (a short
// remark without figures may follow it in the brackets).
const RULED_OUT = new RegExp(`\\(\\s*(?:not|NOT|was|previously|old|orig(?:inally|inal|\\.)?|you\\s+had|(?:customer|owner|they|he|she)\\s+(?:had|said|guessed))\\s*:?\\s*(?:${SIZE}|\\$?\\d{1,4}(?:\\.\\d{1,2})?(?:\\s*\\/\\s*(?:sf|lf|sq\\s*ft))?)\\s*(?:[,;][^()\\n\\d]{1,30})?\\)`, 'gi');
// '$3.30/sf (down from $3.55)', 'now 4.10, reduced from 4.40': the price given up is the one after 'from'.
const PRICE_GIVEN_UP = /\b(?:down|reduced|lowered|dropped|came\s+down|up|raised|increased)\s+from\s+\$?\d{1,4}(?:\.\d{1,2})?(?:\s*\/\s*(?:sf|lf|sq\s*ft))?/gi;
// 'last spring price was 3.75, it's 3.95 now', 'their quote was 4.60 -- prices went up, use 5.05 now',
// 'old rate was 3.90, new rate 4.25': the price it was is the price it is, wherever the request says it
// (the customer's 'you quoted $3.75/sf last spring'). A few words may stand between, not a sentence's end.
const PRICE_IT_WAS = /\bwas\s+\$?(\d{1,4}\.\d{2})(?![\d%])[^\d\n.!?]{0,40}?\b(?:it'?s|now|it\s+is|use|charge|go\s+with|make\s+it|new\s+(?:price|rate|number)(?:\s+is)?|current(?:ly)?(?:\s+(?:price|rate))?(?:\s+is)?)\s*[:=]?\s*\$?(\d{1,4}\.\d{2})(?![\d%])/gi;
// '900 - 1,200 sq ft (customer entered)': a range is a guess; when the request gives a size too, the range goes.
const SIZE_RANGE = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d{2,5})\s*(?:-|\u2013|to)\s*(?:\d{1,3}(?:,\d{3})+|\d{2,5})\s*(?:sq\.?\s*ft|sf|square\s+feet)\b/gi;
const ANY_SIZE = new RegExp(`(?<![\\d.])${SIZE}|(?<![\\d.,-]\\s?)\\d[\\d,]*\\s*(?:sq\\.?\\s*ft|sf|square\\s+feet)\\b`, 'i');
// 'it's 28 x 30, not 28 x 32', "it's 23 ft 6 in by 24 ft, not the 22 x 24 I gave you", 'the whole garage is
// 36 x 24 now instead of 24 x 24': the size after ', not' or 'instead of' is the one the sentence rules out, here and wherever else the request says it.
const FEET_INCHES = `\\d{1,4}(?:\\.\\d+)?\\s*(?:'|ft\\.?|feet)?(?:[ \\t]{0,2}-?[ \\t]{0,2}\\d{1,2}[ \\t]{0,2}(?:"|in\\.?|inches))?`;
const KEPT_SIZE = `${FEET_INCHES}\\s*(?:x|by|\\u00d7)\\s*${FEET_INCHES}`;
const NOT_AFTER_SIZE = new RegExp(`((?<![\\d.])${KEPT_SIZE}[ \\t]{0,3}[,(]?[ \\t]{0,3})(?:not|(?:now[ \\t]{1,3})?instead[ \\t]{1,3}of)[ \\t]{1,3}(?:(?:the|that|her|his|their|your|my|our|the\\s+customer'?s|the\\s+owner'?s)[ \\t]{1,3})?(${SIZE})`, 'gi');
const SIZE_FIGURES = /(\d{1,4}(?:\.\d+)?)\s*(?:'|ft\.?|feet)?\s*(?:x|by|\u00d7)\s*(\d{1,4}(?:\.\d+)?)/i;
// A sentence about work already done: a past job, an invoice, a year gone by.
const EARLIER_JOB = /\b(?:you\s+(?:did|done|coated|installed|put\s+down)|(?:invoice|inv\.?)\s*#?\s*\d|last\s+(?:time|year)\s+you|back\s+in\s+20\d\d)\b/i;
const FIGURE = new RegExp(`(?<![\\d.])${SIZE}|\\$\\s?\\d[\\d,]*(?:\\.\\d{1,2})?|(?<![\\d.])\\d{1,3}\\.\\d{2}(?![\\d%])|(?<![\\d.])\\d[\\d,]*\\s*(?:sq\\.?\\s*ft|sf|square\\s+feet)\\b`, 'gi');
const PRICED = /\d\s*(?:x|by)\s*\d|\$\s?\d|\d\.\d{2}/i;

// '6.40/sf on the shop (was 6.75)', '$3.30 (down from $3.55)': the new price, then the one it replaces.
// '5.30 (last year 4.95)', '$4.60/sf on the garage (from $4.85)', '7.95 (2024 price 7.25)', '3.90 (website 3.50)':
// a price of another time or place, in brackets after the one that holds now.
const THEN = String.raw`(?:was|previously|(?:down|reduced|up|raised)\s+from|from|last\s+(?:year|yr|spring|summer|fall|winter|season|time|job|quote|bid)(?:'s)?|(?:19|20)\d\d|old|orig(?:inally|inal|\.)?|prior|previous|website|web\s+site|site|online|flyer|ad|list|reg(?:ular|\.)?)(?:\s+(?:price|rate|pricing|quote|bid|number))?(?:\s+(?:was|of|is|said))?\s*:?`;
const PRICE_NOW_WAS = new RegExp(String.raw`(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])[^()\n]{0,40}\(\s*${THEN}\s*\$?(\d{1,4}\.\d{2})\s*(?:\/\s*(?:sf|sq\s*ft))?\s*\)`, 'gi');

// '$3.85/sf on the basement instead of the 4.10': the price given up is the one after 'instead of'.
const PRICE_INSTEAD_OF = /(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])[^.\n]{0,40}?\binstead\s+of\s+(?:the\s+)?\$?(\d{1,4}\.\d{2})(?![\d%])/gi;

// '5.45 (NOT the 4.95 she saw on the website)', 'hall 4.20 quartz (not the 4.35 in the first proposal)',
// '4.70, not the 4.95 we sent', 'use 11.40 (not last year's 10.25)', '(not the old 3.90)', '(not Dave's
// 4.15)': the price after 'not' is the one given up, here and wherever else the thread says it.
const PRICE_NOT_THE = /(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])[^\d\n]{0,40}?[(,;-][ \t]*not[ \t]+(?:(?:the|that|her|his|their|your|our|my|last|this|old|previous|original|[a-z]+['\u2019]s)[ \t]+){0,3}(\$?(\d{1,4}\.\d{2}))(?![\d%])/gi;
// 'ok'd 4.70 for her garage - she pushed back on 4.95', 'she balked at 4.95 so we settled on 4.70': a
// price the customer would not take, beside the one agreed.
// 'we can't get to $4.25 on the flake, best we can do is $4.60': a price the office cannot do.
const CANNOT_DO = String.raw`(?:can'?t|cannot|can\s+not|couldn'?t)\s+(?:(?:get|go|come)\s+(?:down\s+)?to|do|match|hit|meet)`;
const GIVEN_UP = String.raw`(?:pushed\s+back\s+on|balked\s+at|said\s+no\s+to|turned\s+down|passed\s+on|(?:didn'?t|did\s+not|wouldn'?t|won'?t)\s+(?:like|want|take|accept|pay|go\s+for|do)|${CANNOT_DO})\s+(?:the|our|my|your)?\s*`;
const PRICE_CANNOT_DO = new RegExp(String.raw`\b${CANNOT_DO}\s+(?:the\s+)?(\$?\d{1,4}\.\d{2})(?![\d%])`, 'gi');
const PRICE_THEN_GIVEN_UP = new RegExp(String.raw`(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])[^\d\n.]{0,50}?\b${GIVEN_UP}(\$?(\d{1,4}\.\d{2}))(?![\d%])`, 'gi');
const GIVEN_UP_THEN_PRICE = new RegExp(String.raw`\b${GIVEN_UP}(\$?(\d{1,4}\.\d{2}))(?![\d%])[^\d\n]{0,50}?\b(?:settled\s+on|agreed\s+(?:to|on)|ok'?d|okayed|approved|went\s+with|go\s+with|gave\s+(?:her|him|them)|offered|do(?:ing)?|(?:best\s+)?(?:we|i)\s+can\s+do(?:\s+is)?)\s+\$?(\d{1,4}\.\d{2})(?![\d%])`, 'gi');

// 'he asked for 4.50, told him 4.65 is the best we can do', 'she wanted 3.90, we met her at 4.10': a price
// the customer asked for, then the office's answer. A haggle moves the price a little, so the answer is
// taken only when it is within a third of the ask.
const ASKED_THEN_ANSWERED = new RegExp(
  String.raw`\b(?:asked\s+(?:for|about)|asking\s+(?:for|about)|wanted|wants|was\s+hoping\s+for|hoping\s+for|hoped\s+for|pushed\s+for|tried\s+for)\s+(?:the\s+|a\s+)?(\$?(\d{1,4}\.\d{2}))(?![\d%])` +
    String.raw`[^\d\n]{0,50}?\b(?:told\s+(?:him|her|them)|countered(?:\s+(?:with|at))?|settled\s+on|agreed\s+(?:to|on)|went\s+with|(?:met|meet)\s+(?:him|her|them)\s+at|came\s+down\s+to|(?:best\s+)?(?:we|i)\s+can\s+do(?:\s+is)?|offered(?:\s+(?:him|her|them))?)\s+\$?(\d{1,4}\.\d{2})(?![\d%])`,
  'gi',
);

// A customer's ask in a text thread ('can u do 4.50 on the floor', 'could you do $5.50?', 'would you take
// 4.25', 'any chance of 4.40', 'how about 4.40?') answered by the office with its own price in a later
// message ('Best we can do is 4.60', 'We can do 5.65, that's our best', 'I can meet you at 4.55', 'lowest
// we can go is 4.60'): the answer is the price, and it takes the place of the ask and of the price first
// offered (which it meets half way).
const PRICE_ASKED_IN_CHAT = /\b(?:(?:can|could|would|will)[ \t]+(?:u|you|ya|y'?all)[ \t]+(?:do|go|come[ \t]+down[ \t]+to|meet[ \t]+(?:me|us)[ \t]+at|take|match|work[ \t]+with)|any[ \t]+chance[ \t]+(?:of|at|on)|how[ \t]+about|what[ \t]+about)[ \t]+(?:it[ \t]+for[ \t]+|like[ \t]+)?(\$?(\d{1,3}\.\d{2}))(?![\d%])/gi;
const PRICE_ANSWERED_IN_CHAT = /\b(?:best[ \t]+(?:we|i)[ \t]+can[ \t]+do(?:[ \t]+on[ \t]+(?:it|that|this|the[ \t]+\w+))?(?:[ \t]+is)?|(?:we|i)[ \t]+(?:can|could|'?ll)[ \t]+(?:do|go|come[ \t]+down[ \t]+to|meet[ \t]+(?:you|ya|u)(?:[ \t]+(?:in[ \t]+the[ \t]+middle|half[ \t]*way))?[ \t]+at)|(?:lowest|best)[ \t]+(?:(?:we|i)[ \t]+can[ \t]+(?:go|do)[ \t]+)?is|meet[ \t]+(?:you|ya|u)[ \t]+at)[ \t]*:?[ \t]*\$?(\d{1,3}\.\d{2})(?![\d%])/i;
// A price as the readers below look for it: '4.60', '$4.60'.
const ANY_PRICE = /(?<![\d.])\$?(\d{1,3}\.\d{2})(?![\d%])/g;

/** [asked, answer] of each ask in a thread answered by the office's own price, with where the ask is. */
function askedInChat(text: string): { asked: string; figure: string; at: number; answer: string }[] {
  const found: { asked: string; figure: string; at: number; answer: string }[] = [];
  for (const m of text.matchAll(PRICE_ASKED_IN_CHAT)) {
    const end = m.index + m[0].length;
    const window = text.slice(end, end + 300);
    const answer = PRICE_ANSWERED_IN_CHAT.exec(window);
    // The answer is the next price said: no other price between the ask and it.
    if (!answer || [...window.slice(0, answer.index).matchAll(ANY_PRICE)].length > 0) continue;
    const [asked, answered] = [Number(m[2]), Number(answer[1])];
    if (asked === answered || Math.abs(answered - asked) > asked / 3) continue;
    found.push({ asked: m[2]!, figure: m[1]!, at: m.index + m[0].length - m[1]!.length, answer: answer[1]! });
  }
  return found;
}

// 'she had us in 2024 at 4.60, current is 5.10': the price of then is the price of now.
const PRICE_NOW_CURRENT = /(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])[^\d\n.]{0,30}?\b(?:current(?:ly)?|today'?s?)(?:[ \t]+(?:price|rate))?[ \t]*(?:is|=|:|at)?[ \t]*\$?(\d{1,4}\.\d{2})(?![\d%])/gi;

// 'can you do better than 5.40 on the garage?' / 'Office: Ray says 5.10 if you book this month': the price
// asked to be beaten gives way to the lower one said next (no other figure between them).
const PRICE_ASKED_TO_BEAT = /\b(?:(?:better|lower|cheaper|less)[ \t]+than|beat|come[ \t]+down[ \t]+(?:off|from))[ \t]+(?:the[ \t]+|that[ \t]+|your[ \t]+)?(\$?(\d{1,3}\.\d{2}))(?![\d%])[^\d]{0,120}?(?<![\d.])\$?(\d{1,3}\.\d{2})(?![\d%])/gi;
// 'Ray ok'd 4.50 to get closer. Update and resend' on top of a thread quoting 'Basement 30 x 40 flake - 4.75/sf'.
const APPROVED_PRICE = /\b(?:ok'?d|okayed|okay'?d|approved|authori[sz]ed|signed[ \t]+off[ \t]+on|agreed[ \t]+to)[ \t]+(?:the[ \t]+)?\$?(\d{1,3}\.\d{2})(?![\d%])/i;
const THREAD_START = /^[ \t]*(?:>|-{2,}[ \t]*(?:Original|Forwarded)[ \t]+Message|From:|On[ \t][^\n]{0,120}\bwrote:)/m;
const UNIT_PRICE_G = /(?<![\d.])\$?(\d{1,3}\.\d{2})(?=[ \t]*(?:\/[ \t]*(?:sf|sq|ft)|per[ \t]+(?:sf|sq|square|foot)|psf|a[ \t]+(?:sq|square|foot)))/gi;

/**
 * The office's note on top of a thread approving a new price for the one floor the older messages price:
 * [price given up, price approved].
 */
function priceApprovedOnTop(text: string): [string, string] | null {
  const older = THREAD_START.exec(text);
  if (!older || older.index === 0) return null;
  const approved = APPROVED_PRICE.exec(text.slice(0, older.index));
  if (!approved) return null;
  const kept = Number(approved[1]);
  const quoted = [...new Set([...text.slice(older.index, older.index + 6000).matchAll(UNIT_PRICE_G)].map((m) => m[1]!))];
  if (quoted.length !== 1 || Number(quoted[0]) === kept || kept < Number(quoted[0]) * 0.75 || kept > Number(quoted[0]) * 1.25) return null;
  return [quoted[0]!, approved[1]!];
}

/** Prices the request gives up for another ([given up, kept]), and the text with the given-up figure blanked where it is ruled out. */
function pricesRuledOut(text: string): { text: string; replaced: [string, string][] } {
  const replaced: [string, string][] = [];
  const spans: { start: number; end: number }[] = [];
  const note = (kept: string, given: string, figure: string, at: number): void => {
    if (kept === given || replaced.length >= 3) return;
    replaced.push([given, kept]);
    spans.push({ start: at, end: at + figure.length });
  };
  for (const m of text.matchAll(PRICE_NOT_THE)) note(m[1]!, m[3]!, m[2]!, m.index + m[0].length - m[2]!.length);
  for (const m of text.matchAll(PRICE_NOW_CURRENT)) note(m[2]!, m[1]!, m[1]!, m.index + m[0].indexOf(m[1]!));
  for (const m of text.matchAll(PRICE_THEN_GIVEN_UP)) note(m[1]!, m[3]!, m[2]!, m.index + m[0].length - m[2]!.length);
  for (const m of text.matchAll(GIVEN_UP_THEN_PRICE)) note(m[3]!, m[2]!, m[1]!, m.index + m[0].indexOf(m[1]!));
  for (const m of text.matchAll(PRICE_ASKED_TO_BEAT)) if (Number(m[3]) < Number(m[2]) && Number(m[3]) >= Number(m[2]) * 0.7) note(m[3]!, m[2]!, m[1]!, m.index + m[0].indexOf(m[1]!));
  const approvedOnTop = priceApprovedOnTop(text);
  if (approvedOnTop) replaced.push(approvedOnTop);
  for (const m of text.matchAll(ASKED_THEN_ANSWERED)) {
    const [asked, answer] = [Number(m[2]), Number(m[3])];
    if (Math.abs(answer - asked) > asked / 3) continue;
    note(m[3]!, m[2]!, m[1]!, m.index + m[0].indexOf(m[1]!));
    // The price first offered, which the ask answered and the answer meets half way ('flake 4.85?' ...
    // 'he asked for 4.50, told him 4.65'), gives way too.
    for (const offered of text.slice(Math.max(0, m.index - 300), m.index).matchAll(/(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])/g)) {
      const value = Number(offered[1]);
      if ((value - answer) * (answer - asked) > 0) note(m[3]!, offered[1]!, offered[0], Math.max(0, m.index - 300) + offered.index);
    }
  }
  for (const ask of askedInChat(text)) {
    note(ask.answer, ask.asked, ask.figure, ask.at);
    const answer = Number(ask.answer);
    for (const offered of text.slice(Math.max(0, ask.at - 300), ask.at).matchAll(/(?<![\d.])\$?(\d{1,4}\.\d{2})(?![\d%])/g)) {
      const value = Number(offered[1]);
      // The price offered first becomes the answer where it stands, so the floor it priced keeps its price.
      if ((value - answer) * (answer - Number(ask.asked)) > 0 && Math.abs(value - answer) <= answer / 3 && replaced.length < 3) replaced.push([offered[1]!, ask.answer]);
    }
  }
  // A price the office cannot do goes where it is said, even with no price named in its place.
  for (const m of text.matchAll(PRICE_CANNOT_DO)) spans.push({ start: m.index + m[0].length - m[1]!.length, end: m.index + m[0].length });
  let out = text;
  for (const span of spans.sort((a, b) => b.start - a.start)) out = out.slice(0, span.start) + ' '.repeat(span.end - span.start) + out.slice(span.end);
  return { text: out, replaced };
}

const ANY_SIZE_G = new RegExp(`(?<![\\d.])${SIZE}(?![\\d.]*\\d)`, 'gi');
const keyOf = (size: string): string | null => {
  const figures = SIZE_FIGURES.exec(size);
  return figures ? `${Number(figures[1])}x${Number(figures[2])}` : null;
};

/**
 * 'break room 12x13 and back hall 4x30' ... 'wait break room is 12x15 not 12x13': the corrected size
 * takes the place of the size it rules out where that was first said (so the room keeps its place
 * among the others and its price), and the correction itself is then said once; the ruled-out size
 * said anywhere else goes.
 */
function correctedSizes(text: string): string {
  const corrections = [...text.matchAll(NOT_AFTER_SIZE)].slice(0, 3);
  if (corrections.length === 0) return text;
  const edits: { start: number; end: number; by: string }[] = [];
  for (const c of corrections) {
    const kept = c[1]!;
    const keptSize = new RegExp(KEPT_SIZE, 'i').exec(kept)?.[0] ?? kept.trim();
    const wrong = keyOf(c[2]!);
    const earlier = [...text.slice(0, c.index).matchAll(ANY_SIZE_G)].filter((m) => keyOf(m[0]) === wrong);
    if (earlier.length > 0) {
      const first = earlier[0]!;
      edits.push({ start: first.index, end: first.index + first[0].length, by: keptSize });
      for (const other of earlier.slice(1)) edits.push({ start: other.index, end: other.index + other[0].length, by: ' '.repeat(other[0].length) });
      edits.push({ start: c.index, end: c.index + c[0].length, by: ' '.repeat(c[0].length) });
    } else {
      edits.push({ start: c.index + kept.length, end: c.index + c[0].length, by: ' '.repeat(c[0].length - kept.length) });
    }
    for (const later of text.slice(c.index + c[0].length).matchAll(ANY_SIZE_G)) {
      if (keyOf(later[0]) !== wrong) continue;
      const at = c.index + c[0].length + later.index;
      edits.push({ start: at, end: at + later[0].length, by: ' '.repeat(later[0].length) });
    }
  }
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  for (const e of edits) {
    if (e.start < cursor) continue;
    out += text.slice(cursor, e.start) + e.by;
    cursor = e.end;
  }
  return out + text.slice(cursor);
}

// 'was: 22x22 @ 4.35' above 'REVISED after site visit: garage 23x23 @ 4.55': a line marked as the
// old figures, when another line gives the new ones.
const OLD_LINE = /^[ \t]*(?:was|old|previous(?:ly)?|orig(?:inal(?:ly)?)?|before|prior)[ \t]*[:=-][^\n]*$/gim;
const NEW_LINE = /^[ \t]*(?:revised|new|now|updated|corrected|actual|final|re-?meas(?:ured)?)\b[^\n]*\d/im;

// 'not the full 600 sf basement, just the family room 20 x 18', 'not the whole 30x40, only the front
// half': the size after 'not the full' is the one given up.
const AREA_FIGURE = `(?:${SIZE}|\\d[\\d,]*\\s*(?:sq\\.?\\s*ft|sf|square\\s+feet)\\b)`;
const NOT_THE_FULL = new RegExp(`\\bnot\\s+(?:the\\s+|our\\s+|her\\s+|his\\s+)?(?:full|whole|entire|original|complete)\\s+(${AREA_FIGURE})|\\bnot\\s+(?:the\\s+)?(${AREA_FIGURE})(?=[^.\\n;]{0,40}?,\\s*(?:just|only)\\b)`, 'gi');
// 'The revised size is right: 28' x 32'' over the quoted '28 x 36': a size said to be the revised one
// replaces the size of the same place (one side the same) wherever else the request says it; so does a
// line of its own that says the place was measured again ('2nd look: garage re-meas 38 x 28' under 'garage 38 x 26').
const REVISED_SIZE = new RegExp(`\\b(?:(?:revised|new|updated|corrected|correct|actual|final)\\s+(?:size|dimensions?|measurements?)\\s*(?:is|are|=|:)?\\s*(?:right|correct|now)?\\s*[:=-]?|(?<=^[ \\t]*(?:[a-z0-9]+[ \\t]+){0,3}(?:[a-z]+[ \\t]*:[ \\t]*)?(?:[a-z]+[ \\t]+){0,2})re-?meas(?:ured|\\.)?[ \\t]*(?:at|to|as)?[ \\t]*:?)\\s*(${SIZE})`, 'im');

function revisedSizes(text: string): string {
  const revised = REVISED_SIZE.exec(text);
  const figures = revised ? SIZE_FIGURES.exec(revised[1]!) : null;
  if (!revised || !figures) return text;
  const [length, width] = [Number(figures[1]), Number(figures[2])];
  const at = revised.index + revised[0].length - revised[1]!.length;
  return text.replace(ANY_SIZE_G, (m, offset: number) => {
    if (offset === at) return m;
    const other = SIZE_FIGURES.exec(m);
    if (!other) return m;
    const [a, b] = [Number(other[1]), Number(other[2])];
    const sameSide = a === length || a === width || b === length || b === width;
    return sameSide && !(a === length && b === width) ? ' '.repeat(m.length) : m;
  });
}

// 'Basement 30 x 34 solid 3.60 - minus furnace rm 8 x 10 -> 940 sf': the writer's own deduction. When
// the sums agree (30 x 34 - 8 x 10 = 940) the floor is the net area: the gross size, the part taken
// out and the arrow go, and the net area is written where the gross size was.
const DEDUCTION = new RegExp(`(?<![\\d.])(${SIZE})([^\\n]{0,60}?)\\b(minus|less|deduct(?:ing)?|excluding|excl\\.?|w\\/o)\\s+([^\\n\\d]{0,30}?)(${SIZE})\\s*(?:->|=>|\\u2192|=)\\s*(\\d[\\d,]*)\\s*(?:sq\\.?\\s*ft|sf|square\\s+feet)\\b`, 'gi');
// 'bsmt 30x40 (less 10x10 mech rm) 3.95', 'shop 30 x 40 minus office 10 x 12': the same deduction with the net
// left unsaid is the gross less the part. No figure may stand between the gross size and the deduction (a
// second floor's size would be taken for the gross), and a net said after the part is the rule above's.
const DEDUCTION_UNSAID = new RegExp(`(?<![\\d.])(${SIZE})([^\\n\\d]{0,40}?)\\b(?:minus|less|deduct(?:ing)?|excluding|excl\\.?|w\\/o)\\s+([^\\n\\d]{0,30}?)(${SIZE})(?![\\d.])((?:[^\\n\\d()]{0,30}\\))?)(?![ \\t]*(?:->|=>|\\u2192|=|\\())`, 'gi');
const areaOf = (size: string): number | null => {
  const f = SIZE_FIGURES.exec(size);
  return f ? Number(f[1]) * Number(f[2]) : null;
};

function netAreas(text: string): string {
  return statedNetAreas(text).replace(DEDUCTION_UNSAID, (m: string, gross: string, middle: string, _what: string, part: string) => {
    const [g, p] = [areaOf(gross), areaOf(part)];
    if (g === null || p === null || !(p < g)) return m;
    // The net area takes the gross size's place; the bracket opened for the deduction goes with it.
    const head = `${Math.round((g - p) * 100) / 100} sf${middle.replace(/\([ \t]*$/, '')}`;
    return head + ' '.repeat(Math.max(0, m.length - head.length));
  });
}

function statedNetAreas(text: string): string {
  return text.replace(DEDUCTION, (m: string, gross: string, middle: string, _word: string, _what: string, part: string, net: string) => {
    const [g, p] = [areaOf(gross), areaOf(part)];
    if (g === null || p === null || Math.abs(g - p - Number(net.replace(/,/g, ''))) > 1) return m;
    // The net area takes the gross size's place, before the floor's system and price.
    const written = `${net.replace(/,/g, '')} sf`;
    if (written.length > gross.length) {
      // No room to write it there: the gross size and the part go, the net stays after the arrow.
      const tail = m.slice(m.lastIndexOf(net));
      return ' '.repeat(gross.length) + middle + ' '.repeat(m.length - gross.length - middle.length - tail.length) + tail;
    }
    const head = written.padEnd(gross.length, ' ') + middle;
    return head + ' '.repeat(m.length - head.length);
  });
}

// 'use mine', 'use our measures', 'go with our numbers': the office's own measurements over the customer's.
const USE_OURS = /\b(?:use|go\s+with|price\s+(?:off|from)|quote\s+(?:off|from))\s+(?:mine|ours|(?:my|our)\s+(?:own\s+)?(?:field\s+)?(?:numbers|figures|sizes?|measure(?:ment)?s?|dims?|dimensions|takeoff|sf))\b/i;
// 'I measured 1,064 on site', 'we measured it at 1,100': the office's figure.
const WE_MEASURED = /\b(?:i|we|mike|office)\s+(?:re-?)?measured\s+(?:it\s+|them\s+)?(?:at\s+|as\s+)?(?:about\s+)?(\d{1,3}(?:,\d{3})+|\d{2,6})(?![\d.,]*\d)(?!\s*(?:x|by)\b)/i;
// The customer's area in such a sentence: square feet said or quoted ('1,020 sf', 'Her "about 900"').
const SAID_AS_AREA = String.raw`(?![\d.,]*\d)(?=\s*(?:sq\.?\s*ft|sf|square\s+feet|["\u201d]))`;
const THEIR_AREA = new RegExp(String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{2,6})${SAID_AS_AREA}`, 'i');

/**
 * 'Their plan shows 1,020 sf for the showroom but I measured 1,064 on site, use mine', 'Her "about 900"
 * below is the total with the cooler, use our measures': an office note that sets the customer's area
 * aside. That area goes wherever the request says it in square feet: replaced by the office's own
 * figure when the sentence gives one, else blanked (the office's sizes are written elsewhere).
 */
function ourMeasuresOverTheirs(text: string): string {
  if (!USE_OURS.test(text)) return text;
  const sentence = text.split(/(?<=[.!?])\s+|\n/).find((s) => s.length < 400 && USE_OURS.test(s));
  if (!sentence) return text;
  const mine = WE_MEASURED.exec(sentence);
  const theirs = THEIR_AREA.exec(mine ? sentence.slice(0, mine.index) : sentence);
  if (!theirs || (mine && mine[1] === theirs[1])) return text;
  const figure = theirs[1]!;
  const area = new RegExp(String.raw`(?<![\d.,])${escapeRegExp(figure)}${SAID_AS_AREA}`, 'gi');
  const ownSentence = text.indexOf(sentence);
  return text.replace(area, (m: string, at: number) => (mine && (at < ownSentence || at >= ownSentence + sentence.length) ? mine[1]!.padEnd(m.length) : ' '.repeat(m.length)));
}

// 'Your bid last spring was 9.10/sf; can you hold that?', 'Your website says from $7.50/sf', 'the flyer said
// 3.99 a foot', 'your old quote had 4.25': a price of another time or place, in the customer's words.
const PRICE_OF_ELSEWHERE = /\b(?:last[ \t]+(?:year|yr|spring|summer|fall|winter|season|time)|(?:web[ \t]?site|site|ad|advert(?:isement)?|flyer|brochure|mailer|coupon|facebook|instagram|online|listing)[ \t]+(?:says|said|shows|showed|lists|listed|had|has|advertises|quotes|quoted)|(?:your|the|their)[ \t]+(?:old|previous|last|prior|original|other)[ \t]+(?:bid|quote|price|rate|proposal|number))\b[^\d\n.!?;]{0,30}?\$?(\d{1,3}\.\d{2})(?![\d%])/gi;
// '$4.60 last year', '4.10/sf back in 2023', '3.90 a couple years ago': the time said after the price.
const PRICE_THEN = /(?<![\d.])\$?(\d{1,3}\.\d{2})(?![\d%])(?:[ \t]*\/[ \t]*(?:sf|sq[ \t]*ft|ft))?[ \t]+(?:last[ \t]+(?:year|yr|spring|summer|fall|winter|season|time)|back[ \t]+in[ \t]+20\d\d|(?:two|2|three|3|a[ \t]+few|a[ \t]+couple(?:[ \t]+of)?)[ \t]+years[ \t]+ago)\b/gi;
const SENTENCE_END = /[!?\n]|\.(?!\d)/;
const SENTENCE_ENDS = new RegExp(SENTENCE_END.source, 'g');

/**
 * A price of another time or place goes when the request gives another price close to it (the office's
 * 'Use 9.65.', 'metallic 7.95 (website is old)'): that one is the price now. Only where it is said so; the
 * same figure said elsewhere may be the price agreed.
 */
function pricesOfElsewhere(text: string): string {
  const marked = [...text.matchAll(PRICE_OF_ELSEWHERE), ...text.matchAll(PRICE_THEN)];
  if (marked.length === 0 || marked.length > 3) return text;
  const all = [...text.slice(0, 50_000).matchAll(ANY_PRICE)].map((m) => ({ at: m.index + m[0].length - m[1]!.length, value: Number(m[1]) }));
  let out = text;
  for (const m of marked) {
    const value = Number(m[1]);
    const at = m.index + m[0].lastIndexOf(m[1]!);
    // Another price of its own sentence is the customer's list going on ('Your ad said garage floors $4.99/sq
    // ft and basements $5.49'): only one said apart from it answers it.
    const back = Math.max(0, m.index - 400);
    const start = back + ([...out.slice(back, m.index).matchAll(SENTENCE_ENDS)].at(-1)?.index ?? -1);
    const ends = SENTENCE_END.exec(out.slice(at + m[1]!.length));
    const end = ends ? at + m[1]!.length + ends.index : out.length;
    const others = all.filter((p) => (p.at < start || p.at > end) && p.value !== value && Math.abs(p.value - value) <= value * 0.35 && !marked.some((o) => o.index + o[0].lastIndexOf(o[1]!) === p.at));
    if (others.length === 0) continue;
    const blankFrom = out[at - 1] === '$' ? at - 1 : at;
    out = out.slice(0, blankFrom) + ' '.repeat(at + m[1]!.length - blankFrom) + out.slice(at + m[1]!.length);
  }
  return out;
}

/** The figures the request rules out, blanked or replaced by the ones it keeps. */
export function dropSupersededFigures(text: string): string {
  // Last: a price the rules above replace ('last spring price was 3.75, it's 3.95 now') is no longer there to blank.
  return pricesOfElsewhere(ruledOutFigures(text));
}

function ruledOutFigures(text: string): string {
  text = netAreas(ourMeasuresOverTheirs(text));
  text = revisedSizes(text.replace(NOT_THE_FULL, (m: string, a?: string, b?: string) => {
    const figure = a ?? b ?? '';
    const i = m.lastIndexOf(figure);
    return m.slice(0, i) + ' '.repeat(figure.length) + m.slice(i + figure.length);
  }));
  if (NEW_LINE.test(text)) text = text.replace(OLD_LINE, (line) => line.replace(FIGURE, (m) => ' '.repeat(m.length)).replace(/(?<![\d.])\d+(?:\.\d+)?(?![\d.])/g, (m) => ' '.repeat(m.length)));
  // A price replaced by a later one is that later price wherever the request says it.
  const ruledOut = pricesRuledOut(text);
  text = ruledOut.text;
  const replaced: [string, string][] = [...[...text.matchAll(PRICE_NOW_WAS), ...text.matchAll(PRICE_INSTEAD_OF)].slice(0, 3).map((m): [string, string] => [m[2]!, m[1]!]), ...ruledOut.replaced];
  const withoutRanges = text.replace(SIZE_RANGE, (m) => ' '.repeat(m.length));
  if (withoutRanges !== text && ANY_SIZE.test(withoutRanges)) text = withoutRanges;
  text = text.replace(CORRECTED_FROM, (m: string, size: string) => m.slice(0, m.length - size.length) + ' '.repeat(size.length)).replace(MEASURED_AGAIN, (m) => ' '.repeat(m.length));
  let out = correctedSizes(text.replace(CORRECTED, '').replace(RULED_OUT, (m) => ' '.repeat(m.length)).replace(PRICE_GIVEN_UP, (m) => ' '.repeat(m.length)));
  for (const [was, now] of [...replaced, ...[...out.matchAll(PRICE_IT_WAS)].slice(0, 3).map((m) => [m[1]!, m[2]!] as const)]) {
    out = out.replace(new RegExp(`(?<![\\d.])${was!.replace('.', '\\.')}(?![\\d])`, 'g'), now!);
  }
  if (!EARLIER_JOB.test(out)) return out;
  out = out
    .split(/(?<=[.!?])(?=\s)|(?=\n)/)
    // Only the earlier job's sizes and prices go; its terms ('50% down as before') are kept.
    // Only the figures said after the words about the earlier job: 'my shop's 30 x 36 and I want the
    // quartz floor you did for my buddy' keeps its size.
    .map((sentence) => {
      const at = sentence.length < 400 ? EARLIER_JOB.exec(sentence)?.index : undefined;
      if (at === undefined || !PRICED.test(sentence.slice(at))) return sentence;
      return sentence.slice(0, at) + sentence.slice(at).replace(FIGURE, (m) => ' '.repeat(m.length));
    })
    .join('');
  return out;
}
