import { applyEdits, type TextEdit } from '../text/text-edits.ts';

/**
 * A size said and then restated as the area meant, in one sentence: the area stands and the size
 * it was worked from goes, so the floor is priced once and at the area the speaker settled on.
 *   'thirty by twenty eight but minus the furnace room, so call it eight hundred square feet'
 *   'twenty by twenty four each, so nineteen twenty square feet total'   (four rooms of that size)
 *   'each one's twelve by fourteen, so five oh four square feet total'
 *   '24 x 26 less the stairwell, call it 600 sf'
 *   'forty by sixty less the office, he figured it at twenty one hundred square feet'
 *   '26 by 24, but she wants it to stop at the step, so 26 by 23'       (a size said again, changed)
 * Runs on the cleaned text (number words already digits). A size restated at its own product
 * ('24 by 24, so 576 square feet') is left alone: both readings agree. Patterns are bounded.
 */

const SIZE = /(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft\.?|feet|foot)?[ \t]*(?:x|by)[ \t]*(\d{1,4}(?:\.\d+)?)(?:[ \t]*(?:'|ft\.?|feet|foot)\b)?/gi;
const AREA = /(?<![\d.])(\d{2,6}(?:\.\d+)?)[ \t]*(?:sq\.?[ \t]*f(?:ee)?t|sf|square[ \t]+f(?:ee|oo)t)\b/i;
/** Words that take part of a measured floor away. */
const REDUCTION = /\b(?:minus|less|not\s+(?:getting|being|doing|coating|included)|isn'?t\s+(?:getting|being|included)|won'?t\s+be|take\s+out|taking\s+out|takes\s+out|subtract(?:ing)?|deduct(?:ing)?|excluding|except|without|not\s+counting|not\s+including|leave\s+out|leaving\s+out|carve\s+out|cut\s+out|other\s+than|but\s+(?:there'?s|there\s+is|there'?re|not|we'?re\s+not|we\s+don'?t|skip(?:ping)?))\b/i;
/** Words that say the area after them is the size before them, said again. */
const RESTATING = /(?:=|\b(?:so|call\s+it|(?:had\s+it\s+|has\s+it\s+)?(?:figured|worked\s+out|calculated|measured)\s+(?:it\s+)?(?:at|to|as)|leaves?|leaving|net(?:s|\s+is)?|call\s+that|say|that'?s|that\s+is|which\s+is|comes?\s+(?:out\s+)?to|works?\s+out\s+to|makes?\s+it|making\s+it|for\s+a\s+total\s+of|total(?:s|ing|ling)?(?:\s+of)?|roughly|about|approximately|approx\.?|around|like|even|is))[\s,]*$/i;
/** Between the size and its restatement only these words may stand, unless part is taken away. */
const LINKING = /^(?:each|apiece|so|call|it|that|that's|thats|is|which|comes|come|out|to|works|work|makes|make|making|say|for|a|total|of|roughly|about|approximately|approx|around|like|even|all|together|in|and|the|then|i'd|id|we'll|well|just|um|uh|ft|feet|foot|sq|sf|square)$/i;
const SENTENCE_END = /[.!?;\n]/;
/** Words that say the size after them replaces the one before: 'so', 'make it', 'really', 'I mean'. */
const RESIZING = /\b(?:so|so\s+(?:really|actually|just|it'?s|that'?s)|make\s+(?:it|that)|call\s+it|actually|really|i\s+mean|more\s+like|which\s+makes\s+it|that\s+makes\s+it)[\s,]*$/i;

/**
 * A size said again in the same sentence, changed on one side: 'twenty six by twenty four, but she
 * wants it to stop at the step, so twenty six by twenty three'. The second is the size meant.
 */
const NEXT_SIZE = new RegExp(SIZE.source, 'i');

// 'The lanai is about eighteen by twelve. Well my wife says it's more like eighteen by fourteen': the next
// sentence gives someone's word for the size, then the size meant.
const REPORTED_RESIZE = /^[ \t]*[.!?][ \t]+(?:(?:well|but|oh|actually|and|now|although|though),?[ \t]+)?(?:[a-z']+[ \t]+){1,2}(?:says|said|thinks|reckons|figures|swears)[ \t]+(?:it'?s|it[ \t]+is|that'?s|it'?s[ \t]+really)?[ \t]*(?:more[ \t]+like|closer[ \t]+to|actually|really)[ \t]*$/i;

// 'I told you forty by sixty but I went out and measured and it's forty two by sixty', 'had it at 28 by 30,
// re-measured, 26 by 30', 'I said 12 by 14. Turns out it's 12 by 16': the size measured again (or found out)
// replaces the one said before it, even across a sentence's end.
const MEASURED_AGAIN = /\b(?:re-?[ \t]?measured|measured|turns?[ \t]+out|turned[ \t]+out)(?:[ \t]+(?:it|them|again|today|properly|myself)){0,3}[ \t]*,?[ \t]*(?:and[ \t]+)?(?:(?:it'?s|it[ \t]+is|it[ \t]+was|its|they'?re|(?:it[ \t]+)?came[ \t]+(?:out[ \t]+)?(?:to|at)|(?:i[ \t]+)?got|at|to|to[ \t]+be)[ \t]+)?(?:(?:actually|really|more[ \t]+like|closer[ \t]+to|exactly|only)[ \t]+)?[ \t,]*$/i;
const near = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(a, b) * 0.2;

function isResized(size: RegExpExecArray, rest: string): boolean {
  const next = NEXT_SIZE.exec(rest);
  if (!next) return false;
  const between = rest.slice(0, next.index);
  if (/\d/.test(between)) return false;
  const sides = [Number(size[1]), Number(size[2])];
  const shared = sides.includes(Number(next[1])) || sides.includes(Number(next[2]));
  if (between.length <= 100 && MEASURED_AGAIN.test(between)) {
    const [l, w] = [Number(next[1]), Number(next[2])];
    return shared || (near(sides[0]!, l) && near(sides[1]!, w)) || (near(sides[0]!, w) && near(sides[1]!, l));
  }
  if (!RESIZING.test(between)) return false;
  if (SENTENCE_END.test(between) && !REPORTED_RESIZE.test(between)) return false;
  return shared;
}

/**
 * The same size said again after an aside, to settle it: 'The room is fourteen by twenty. Walt says
 * twenty two but he measured from the doorway, so it's fourteen by twenty.' The second saying is
 * the same floor (its neighbouring words would name another), unless it says so ('so it's 14 by 20 too').
 */
const ALL_SIZES = new RegExp(SIZE.source, 'gi');
const SETTLING = /\bso[ \t]+(?:it'?s|it[ \t]+is|that'?s|yeah,?|yes,?)[ \t]*(?:still[ \t]+|really[ \t]+|just[ \t]+)?$/i;
const ANOTHER_TOO = /^[ \t]*(?:'|ft\.?|feet|foot)?[ \t]*,?[ \t]*(?:too|also|as[ \t]+well|each|apiece)\b/i;

function sizeSaidAgain(size: RegExpExecArray, rest: string): RegExpExecArray | null {
  ALL_SIZES.lastIndex = 0;
  const next = ALL_SIZES.exec(rest);
  if (!next || next[1] !== size[1] || next[2] !== size[2]) return null;
  return SETTLING.test(rest.slice(Math.max(0, next.index - 40), next.index)) && !ANOTHER_TOO.test(rest.slice(next.index + next[0].length)) ? next : null;
}

// 'thirty by twenty eight but minus the furnace room, so call it eight hundred even', 'the basement is 32 by 24
// but take out the furnace room so call it seven twenty': what is left said as a bare figure, no unit (the
// number reader may have written 'seven twenty' 7.20). Only after a part taken away and words that settle
// on a figure, and only a figure between half the size and the size itself.
const BARE_FIGURE = /(?<![\d.$])(\d{1,5}(?:\.\d{2})?)(?![\d.])/;
const SETTLED_ON = /\b(?:call[ \t]+(?:it|that)|figure[ \t]+(?:it[ \t]+)?(?:at[ \t]+)?|figured[ \t]+(?:it[ \t]+)?(?:at|as)|say|leaves?(?:[ \t]+(?:us|you|it|me))?|leaving|nets?(?:[ \t]+(?:out[ \t]+)?(?:to|at))?|net[ \t]+is|comes?[ \t]+(?:out[ \t]+)?to|works?[ \t]+out[ \t]+to|makes?[ \t]+it|so[ \t]+(?:about|roughly|around|like|maybe))(?:[ \t]+(?:about|roughly|around|like|maybe|just))?[ \t,]*$/i;
const NO_AREA_AHEAD = /^[ \t]*(?:%|x\b|by\b|'|"|ft\b|feet|foot|sq|sf\b|square|per\b|each\b|ea\b|\/|dollars|bucks|cents|an?[ \t]+(?:foot|square|sq|sf)|lf\b|linear|percent|hours?\b|days?\b|treads?\b|steps?\b|stairs?\b|drains?\b)/i;

function areaSaidBare(size: RegExpExecArray, rest: string): { start: number; end: number; area: number } | null {
  const figure = BARE_FIGURE.exec(rest);
  if (!figure) return null;
  const between = rest.slice(0, figure.index);
  if (between.length > 100 || SENTENCE_END.test(between) || !REDUCTION.test(between) || !SETTLED_ON.test(between)) return null;
  if (NO_AREA_AHEAD.test(rest.slice(figure.index + figure[0].length))) return null;
  const product = Number(size[1]) * Number(size[2]);
  const pair = /^(\d{1,2})\.(\d{2})$/.exec(figure[1]!);
  const area = [Number(figure[1]), ...(pair ? [Number(pair[1]) * 100 + Number(pair[2])] : [])].find((n) => Number.isInteger(n) && n >= product / 2 && n < product);
  return area === undefined ? null : { start: figure.index, end: figure.index + figure[0].length, area };
}

/** The one size between a size and its restated area that, taken away from it, leaves that area. */
function takenAway(between: string, product: number, restated: number): RegExpExecArray | null {
  if (!REDUCTION.test(between)) return null;
  const part = NEXT_SIZE.exec(between);
  if (!part || /\d/.test(between.slice(0, part.index) + between.slice(part.index + part[0].length))) return null;
  const left = product - Number(part[1]) * Number(part[2]);
  return left > 0 && Math.abs(restated - left) <= Math.max(1, restated * 0.05) ? part : null;
}

// 'Gym floor is 2,400 sq ft total, that includes the 10 x 12 entry', '1,150 sf (including the 8x10 office)':
// a size the area just said already counts is part of it, no floor of its own.
const INCLUDES = /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{2,6})[ \t]*(?:sq\.?[ \t]*f(?:ee)?t|sf|square[ \t]+f(?:ee|oo)t)\b[^.!?;\n\d]{0,24}?\b(?:(?:that|which|this|it)(?:'s|[ \t]+is)?[ \t]+)?(?:includes?|including|incl\.?|counting)[ \t]*(?:the[ \t]+|a[ \t]+|an[ \t]+)?(?:[a-z]+[ \t]+)?(?=\d)/gi;
const SIZE_AT = new RegExp(SIZE.source, 'iy');

export function dropRestatedSizes(text: string): string {
  const edits: TextEdit[] = [];
  // The size goes, its place kept in blanks so offsets into the text stay right.
  const dropped = new Set<number>();
  const drop = (size: RegExpExecArray, at = size.index): void => {
    if (dropped.has(at)) return;
    dropped.add(at);
    edits.push({ start: at, end: at + size[0].length, value: ' '.repeat(size[0].length) });
  };
  for (const whole of text.matchAll(INCLUDES)) {
    SIZE_AT.lastIndex = whole.index + whole[0].length;
    const part = SIZE_AT.exec(text);
    if (part && Number(part[1]) * Number(part[2]) < Number(whole[1]!.replace(/,/g, ''))) drop(part);
  }
  for (const size of text.matchAll(SIZE)) {
    const end = size.index + size[0].length;
    const rest = text.slice(end, end + 160);
    if (isResized(size, rest)) {
      drop(size);
      continue;
    }
    // The area said bare goes where the size was, in square feet, the words between kept and the text
    // its length ('32 by 24 but take out the furnace room so call it 7.20' -> '720 sf but take out ...').
    const bare = areaSaidBare(size, rest);
    if (bare && !dropped.has(size.index)) {
      const span = text.slice(size.index, end + bare.end);
      const written = `${bare.area} sf ${rest.slice(0, bare.start).trim()}`;
      if (written.length <= span.length) {
        dropped.add(size.index);
        edits.push({ start: size.index, end: end + bare.end, value: written.padEnd(span.length, ' ') });
        continue;
      }
    }
    const again = sizeSaidAgain(size, text.slice(end, end + 240));
    if (again) drop(again, end + again.index);
    const area = AREA.exec(rest);
    if (!area) continue;
    const between = rest.slice(0, area.index);
    if (SENTENCE_END.test(between.replace(/(?<=\d)\.(?=\d)|\bapprox\.|\bsq\./gi, ''))) continue;
    if (!RESTATING.test(between)) continue;
    const length = Number(size[1]);
    const width = Number(size[2]);
    const restated = Number(area[1]);
    const product = length * width;
    // Another size or a price between them: the area belongs to something else, unless that size is
    // the part taken away and the area is what is left ('28 by 40 but the utility room's not getting
    // done, 10 by 12 of it, so call it 1000 square feet').
    if (/\d/.test(between)) {
      const part = takenAway(between, product, restated);
      if (part) {
        drop(size);
        drop(part, end + part.index);
      }
      continue;
    }
    if (Math.abs(restated - product) < 0.01) continue;
    const reduced = REDUCTION.test(between);
    const each = /^\s*,?\s*(?:each|apiece)\b/i.test(between) || /\beach\s+(?:one|room|bay|stall|unit)?'?s?\s*(?:is\s+)?$/i.test(text.slice(Math.max(0, size.index - 24), size.index));
    // 'classrooms 3 @ 24x28 - total 2016 sf', '(4) 10 x 12, 480 sf total': the count said before the size.
    const count = /(?<![\d.])\(?(\d{1,2})\)?[ \t]*(?:[a-z]+[ \t]+){0,2}?(?:@|at|x|of)?[ \t]*$/i.exec(text.slice(Math.max(0, size.index - 28), size.index));
    const counted = count !== null && Number(count[1]) >= 2 && Math.abs(restated - Number(count[1]) * product) < 0.01;
    const multiple = counted || (each && restated > product && Math.abs(restated / product - Math.round(restated / product)) < 0.001);
    const words = between.toLowerCase().match(/[a-z'.]+/g) ?? [];
    const onlyLinking = words.every((w) => LINKING.test(w.replace(/\.$/, '')));
    // Reduced ('minus the furnace room, so call it 800'), several of one size ('each, so 1920 total'),
    // or rounded ('24 x 26, call it 600 sf'): a smaller or rounded area said right after the size.
    if (!(reduced ? restated < product : multiple || (onlyLinking && !each && !counted && Math.abs(restated - product) <= product * 0.15))) continue;
    drop(size);
  }
  return applyEdits(text, edits.sort((a, b) => a.start - b.start));
}
