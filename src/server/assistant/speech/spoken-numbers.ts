import { markSpokenCorrections } from './spoken-corrections.ts';
import { LUMP_AHEAD, writtenSpokenForms } from './spoken-forms.ts';
import { dropRestatedSums, netAreasSaid } from '../terms/restated-sums.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * Turns numbers said in words into digits, so that the rest of the parser reads dictated and typed
 * requests the same way. How a run of number words is read depends on what surrounds it, the way a
 * person would read it:
 *   'twenty four by thirty'                  -> '24 by 30'
 *   'six fifty a square foot'                -> '6.50 a square foot'   (price followed by a unit)
 *   'a mobilization fee of four fifty'       -> '450'                  (flat fee)
 *   'thirty one oh nine briarwood drive'     -> '3109 briarwood drive' (house number)
 *   'two one four five five five zero one six two' -> '2145550162' (digit by digit)
 *   'nine hundred and fifty', 'twenty one hundred', 'eighteen and a half' -> 950, 2100, 18.5
 */

const UNITS: Record<string, number> = wordTable({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
});
const TEENS: Record<string, number> = wordTable({
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
});
const TENS: Record<string, number> = wordTable({
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
});
const ORDINALS: Record<string, number> = wordTable({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60,
  seventieth: 70, eightieth: 80, ninetieth: 90,
});

/** Street suffixes that mark 'eighty eight twenty one old mill road' as a house number. */
const STREET_WORDS = new Set([
  'street', 'st', 'avenue', 'ave', 'road', 'rd', 'drive', 'dr', 'lane', 'ln', 'boulevard', 'blvd', 'court', 'ct',
  'circle', 'cir', 'way', 'place', 'pl', 'parkway', 'pkwy', 'trail', 'trl', 'terrace', 'ter', 'highway', 'hwy',
  'pike', 'loop', 'bend', 'ridge', 'crossing', 'hollow', 'alley', 'expressway', 'freeway', 'turnpike',
]);
/** Words that cannot sit inside a street name: 'three seventy five and cove base' is a price. */
const NOT_IN_STREET = new Set(['and', 'at', 'a', 'an', 'the', 'of', 'for', 'with', 'is', 'per', 'plus', 'foot', 'feet', 'square', 'dollars', 'each']);
const COUNT_UNIT_AHEAD = /^(?:dollars?\s+|bucks\s+)?(?:each\b|ea\b|apiece\b|(?:a|an|per|\/)\s*(?:step|stair|tread|riser|drain|unit)\b)/;
const FEE_AHEAD = /^(?:,\s+(?=flat\b|lump\b))?(?:dollars?\s+)?(?:\w+\s+)?(?:fee|charge|mobili[sz]ation|mob|trip\s+charge|flat|lump)\b/;

const FEE_WORDS = /\b(?:fee|charge|mobili[sz]ation|mob|trip|delivery|disposal|dumpster|permit|travel|minimum|flat|lump|test|testing|removal|demo|demolition|haul|hauling|drains?)\b/;
const RATE_UNIT_AHEAD =
  /^(?:dollars?\s+|bucks\s+)?(?:(?:a|an|per|\/)\s*(?:square|sq|sf|linear|lin|lf|foot|feet|ft|step|stair|yard|unit)|each\b|ea\b|psf\b|\/)/;

const isUnit = (w: string | undefined): w is string => w !== undefined && w in UNITS;
const isTeen = (w: string | undefined): w is string => w !== undefined && w in TEENS;
const isTens = (w: string | undefined): w is string => w !== undefined && w in TENS;
const isDigitWord = (w: string | undefined): boolean => isUnit(w) || w === 'oh' || w === 'o';
const isNumberWord = (w: string | undefined): boolean => isUnit(w) || isTeen(w) || isTens(w);

type AtomKind = 'digit' | 'digits' | 'two' | 'compound' | 'decimal';
interface Atom {
  kind: AtomKind;
  /** Digits as they would be written ('09' for 'oh nine'). */
  text: string;
  value: number;
}

interface Token {
  text: string;
  /** Lower-cased word, or null for spaces, digits and punctuation. */
  word: string | null;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[A-Za-z]+|\s+|[^A-Za-z\s]/g)) {
    const part = match[0];
    tokens.push({ text: part, word: /^[A-Za-z]/.test(part) ? part.toLowerCase() : null });
  }
  return tokens;
}

/** Reads one number ('twenty two', 'nine hundred and fifty', 'one point five') from words[i]. */
function readAtom(words: readonly string[], start: number): { atom: Atom; next: number } | null {
  let i = start;
  const first = words[i];
  if (first === 'oh' || first === 'o') {
    const digit = words[i + 1];
    if (isUnit(digit)) return { atom: { kind: 'digits', text: `0${UNITS[digit]}`, value: UNITS[digit] ?? 0 }, next: i + 2 };
    return { atom: { kind: 'digit', text: '0', value: 0 }, next: i + 1 };
  }
  if ((first === 'double' || first === 'triple') && isDigitWord(words[i + 1])) {
    const digit = String(UNITS[words[i + 1] as string] ?? 0);
    return { atom: { kind: 'digits', text: digit.repeat(first === 'double' ? 2 : 3), value: 0 }, next: i + 2 };
  }

  let total = 0;
  let current: number;
  let last: 'unit' | 'teen' | 'tens' | 'tensunit' | 'hundred' | 'thousand';
  if (first === 'a' && (words[i + 1] === 'hundred' || words[i + 1] === 'thousand')) {
    current = 1;
    last = 'unit';
    i += 1;
  } else if (isUnit(first)) {
    current = UNITS[first] ?? 0;
    last = 'unit';
    i += 1;
  } else if (isTeen(first)) {
    current = TEENS[first] ?? 0;
    last = 'teen';
    i += 1;
  } else if (isTens(first)) {
    current = TENS[first] ?? 0;
    last = 'tens';
    i += 1;
    const unit = words[i];
    if (isUnit(unit) && unit !== 'zero') {
      current += UNITS[unit] ?? 0;
      last = 'tensunit';
      i += 1;
    }
  } else {
    return null;
  }

  let compound = false;
  for (;;) {
    const word = words[i];
    if (word === 'hundred' && last !== 'hundred' && last !== 'thousand' && current > 0 && current < 100) {
      current *= 100;
      last = 'hundred';
      compound = true;
      i += 1;
      continue;
    }
    if (word === 'thousand' && total === 0 && current > 0 && current < 1000 && last !== 'thousand') {
      total = current * 1000;
      current = 0;
      last = 'thousand';
      compound = true;
      i += 1;
      continue;
    }
    // 'two thousand two fifty': the hundreds said the short way after the thousands.
    if (last === 'thousand' && current === 0 && isUnit(word) && word !== 'zero' && (isTens(words[i + 1]) || isTeen(words[i + 1])) && words[i + 2] !== 'hundred') {
      const tens = words[i + 1] as string;
      current = (UNITS[word] ?? 0) * 100 + (TENS[tens] ?? TEENS[tens] ?? 0);
      i += 2;
      last = isTens(tens) ? 'tens' : 'teen';
      if (last === 'tens' && isUnit(words[i]) && words[i] !== 'zero') {
        current += UNITS[words[i] as string] ?? 0;
        last = 'tensunit';
        i += 1;
      }
      continue;
    }
    if (last === 'hundred' || last === 'thousand') {
      let j = i;
      if (words[j] === 'and' && isNumberWord(words[j + 1])) j += 1;
      const next = words[j];
      const room = last === 'thousand' ? current === 0 : current % 100 === 0;
      if (room && next !== undefined && next !== 'zero' && isNumberWord(next)) {
        i = j + 1;
        if (isTens(next)) {
          current += TENS[next] ?? 0;
          last = 'tens';
          const unit = words[i];
          if (isUnit(unit) && unit !== 'zero') {
            current += UNITS[unit] ?? 0;
            last = 'tensunit';
            i += 1;
          }
        } else {
          current += isTeen(next) ? (TEENS[next] ?? 0) : (UNITS[next] ?? 0);
          last = isTeen(next) ? 'teen' : 'unit';
        }
        continue;
      }
    }
    break;
  }

  const value = total + current;
  let text = String(value);
  let kind: AtomKind = compound ? 'compound' : last === 'unit' ? 'digit' : 'two';

  if (words[i] === 'point') {
    let decimals = '';
    let j = i + 1;
    const next = words[j];
    if (isTeen(next) || isTens(next)) {
      decimals = String(isTeen(next) ? TEENS[next] : TENS[next]);
      j += 1;
      if (isTens(next) && isUnit(words[j]) && words[j] !== 'zero') {
        decimals = String((TENS[next] ?? 0) + (UNITS[words[j] as string] ?? 0));
        j += 1;
      }
    } else {
      while (isUnit(words[j]) || words[j] === 'oh') {
        decimals += words[j] === 'oh' ? '0' : String(UNITS[words[j] as string]);
        j += 1;
      }
    }
    if (decimals) {
      text = `${value}.${decimals}`;
      kind = 'decimal';
      i = j;
    }
  }
  if (words[i] === 'and' && words[i + 1] === 'a' && words[i + 2] === 'half' && kind !== 'decimal') {
    text = `${value}.5`;
    kind = 'decimal';
    i += 3;
    // 'six and a half thousand square feet', 'two and a half hundred': the half is of the thousand.
    const scale = words[i] === 'thousand' ? 1000 : words[i] === 'hundred' && value < 10 ? 100 : 0;
    if (scale && !compound) {
      text = String((value + 0.5) * scale);
      kind = 'compound';
      i += 1;
    }
  }
  return { atom: { kind, text, value }, next: i };
}

interface Context {
  /** Up to six words after the run, lower-case, punctuation kept as its own entries. */
  after: string;
  before: readonly string[];
  /** The figure this one takes back ('four eighty five, no, five oh five'): read just before, only a correction between. */
  corrects?: string;
}

/** Words a speaker takes a figure back with; a figure after them is of the same kind as the one before. */
const TAKE_BACK = new Set(['no', 'nope', 'wait', 'sorry', 'mean', 'actually', 'rather', 'scratch', 'correction', 'er', 'oops']);
/** Words that may stand beside them: 'no wait', 'sorry I mean', 'make that', 'scratch that'. */
const TAKE_BACK_FILLER = new Set(['i', 'make', 'that', 'it', 'its', 's', 'uh', 'um', 'hold', 'on', 'hang', 'let', 'me', 'say', 'or']);

/** Words after which a number names a thing, never a price: 'box one fourteen', 'county road twelve fifty', 'suite two ten'. */
const IDENTIFIER_BEFORE = new Set(['box', 'road', 'rd', 'route', 'rte', 'highway', 'hwy', 'suite', 'ste', 'unit', 'apt', 'apartment', 'lot', 'building', 'bldg', 'room', 'rm', 'hangar', 'bay', 'pier', 'dock', 'gate', 'exit', 'interstate', 'fm', 'sr', 'cr', '#']);
/**
 * Said before where someone or the job is: 'they're at twelve twelve kirkwood', 'she lives at',
 * 'located at', 'the building is at nine fifty east fourteen hundred north'.
 */
const WHERE_BEFORE = /(?:^|\s)(?:(?:they|she|he)\s+'\s+(?:re|s)|(?:she|he|they|who)\s+(?:is|are)|lives?|living|located|resides?|address(?:\s+is)?|(?:house|home|building|shop|store|church|office|property|business|site)\s+is)\s+at$/;
const NUMBERED_ROAD_AHEAD = /^(?:(?:state|us|u\s*\.\s*s\s*\.|county|farm|ranch)\s+)?(?:route|rte|highway|hwy)\s+(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)/;
/** Words after a figure that mean it is no house number: the next detail of a dictation begins. */
const NOT_A_STREET_AHEAD = new Set(['address', 'phone', 'email', 'zip', 'cell', 'number']);

/** 'by twelve bedrooms', 'by twenty two stalls': the other side of a size, then the things counted. */
const COUNTED_SIZE_AHEAD = /^(?:by|x)\s+(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)\s+){1,2}(?!(?:feet|foots|inches|yards|dollars|bucks|cents|ins)\b)[a-z]{3,}s\b/;

/** Coatings a price is said right after: 'flake, five oh five'. */
const SYSTEM_WORDS = /^(?:flake|flakes|chip|metallic|solid|epoxy|quartz|urethane|polyaspartic|poly|sealer|seal|primer|topcoat|coat|grind|grinding|stain|polish)$/;
/** One figure said for several floors at once: 'for both', 'for all three', 'for all of them'. */
const SHARED_AHEAD = /^for\s+(?:both|all\s+(?:of\s+them|two|three|four|the\s+rooms))\b/;
/** Words after a figure that make it the sum of the job. */
const SUM_AHEAD = /^(?:total|all\s+in|altogether|all\s+together|in\s+total)\b/;

/** 'five forty five': a price (5.45), a house number (545) or hundreds (545 dollars)? */
function readPair(a: Atom, b: Atom, context: Context): string {
  const after = context.after;
  const rateAhead = RATE_UNIT_AHEAD.test(after);
  const cents = b.text.padStart(2, '0');
  const previous = context.before[context.before.length - 1] ?? '';
  if (IDENTIFIER_BEFORE.has(previous)) return `${a.text}${b.text}`;
  // 'flake at four eighty five no five oh five': a price taken back is replaced by a price.
  if (context.corrects !== undefined && /^\$?\d{1,2}\.\d\d$/.test(context.corrects) && a.value < 30) return `${a.text}.${cents}`;
  // Steps and drains cost tens or hundreds each: 'one fifty each' is $150.
  // 'eighty by one twenty': the other side of a size.
  // 'built in nineteen ninety eight', 'since twenty twelve': a year.
  if ((a.value === 19 || a.value === 20) && b.value >= 10 && b.kind !== 'digits' && /^(?:in|since|built|from|year|circa)$/.test(previous)) return `${a.text}${b.text}`;
  // 'call after five thirty', 'done by eleven fifteen': a time of day, not a price.
  if (a.value >= 1 && a.value <= 12 && b.value % 5 === 0 && b.value < 60 && /^(?:after|before|till|until|til)$/.test(previous) && !rateAhead) return `${a.text}:${cents}`;
  // 'two twelve by twelve bedrooms': a count, then the size of each.
  if (a.kind === 'digit' && a.value >= 2 && b.value <= 30 && COUNTED_SIZE_AHEAD.test(after)) return `${a.text} ${b.text}`;
  if (context.before[context.before.length - 1] === 'by' || context.before[context.before.length - 1] === 'x') {
    return b.kind === 'digits' ? `${a.text}${b.text}` : String(a.value * 100 + b.value);
  }
  // 'six fifty square feet', 'one twenty feet of cove': a size, so hundreds.
  if (/^(?:square\s+(?:feet|foot|ft)|square\b(?!\s+(?:inch|yard|meter|mile))|sq\b|sf\b|s\s*f\b|feet\b|foot\b|ft\b|linear\b|lf\b|by\b)/.test(after)) {
    return b.kind === 'digits' ? `${a.text}${b.text}` : String(a.value * 100 + b.value);
  }
  const afterAt = ['at', '@'].includes(context.before[context.before.length - 1] ?? '');
  // 'i measured it at eight sixty four': a measurement, so hundreds.
  if (afterAt && /\b(?:measured|measures|measuring|measure|came\s+out|comes\s+out|clocked)(?:\s+[a-z']+){0,2}\s+at$/.test(context.before.join(' '))) {
    const area = b.kind === 'digits' ? `${a.text}${b.text}` : String(a.value * 100 + b.value);
    return /^(?:square|sq|sf|feet|foot|ft|by|x)\b/.test(after) ? area : `${area} square feet`;
  }
  // 'barrier on the same seven forty at two fifteen': a figure priced right after it is the area.
  if (!afterAt && /^(?:at|@)\s+(?:\$|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/.test(after)) return b.kind === 'digits' ? `${a.text}${b.text}` : String(a.value * 100 + b.value);
  // A sum for a piece of work is money: written with its '$' so the line readers take it as a price.
  // 'flake four fifty mobilization two hundred': right after the system it prices, a price.
  if (SYSTEM_WORDS.test(previous) && a.value < 30 && b.kind !== 'digits' && !LUMP_AHEAD.test(after)) return `${a.text}.${cents}`;
  // 'one twenty by eight quartz broadcast six ninety for both': one price said for floors sized or
  // coated just before it is their rate (a flat sum for both has 'flat' or a fee word before it).
  if (SHARED_AHEAD.test(after) && a.value < 30 && b.kind !== 'digits' && context.before.some((w) => w === 'by' || SYSTEM_WORDS.test(w)) && !FEE_WORDS.test(context.before.join(' '))) return `${a.text}.${cents}`;
  if (LUMP_AHEAD.test(after) && !afterAt && !context.before.includes('$')) return `$${b.kind === 'digits' ? `${a.text}${b.text}` : String(a.value * 100 + b.value)}`;
  if (COUNT_UNIT_AHEAD.test(after) || (FEE_AHEAD.test(after) && !afterAt)) return b.kind === 'digits' ? `${a.text}${b.text}` : String(a.value * 100 + b.value);
  if (rateAhead) return `${a.text}.${cents}`;
  // The street's name and type follow the number, before any other figure or mark.
  const aheadAll = after.split(/\s+/);
  const stop = aheadAll.findIndex((w) => !/^[a-z]+$/.test(w));
  const aheadWords = (stop < 0 ? aheadAll : aheadAll.slice(0, stop)).slice(0, 4);
  const blockedAt = aheadWords.findIndex((w) => NOT_IN_STREET.has(w) || NOT_A_STREET_AHEAD.has(w));
  // The type after the name ('court street', 'park avenue'): a type word may itself be the name.
  const suffixAt = aheadWords.findIndex((w, i) => i >= 1 && STREET_WORDS.has(w) && (blockedAt < 0 || i < blockedAt));
  if (suffixAt >= 1) return `${a.text}${b.text}`;
  // 'nine twenty one route five twenty six', 'fourteen oh five highway ninety', 'twelve ten state route
  // seven': a house number on a numbered road, whose type comes before its own number.
  if (NUMBERED_ROAD_AHEAD.test(after)) return `${a.text}${b.text}`;
  // 'eleven eleven Lavaca, suite two hundred': a street name, then the unit in it.
  if (aheadWords.length >= 1 && aheadWords.length <= 3 && blockedAt < 0 && aheadAll[aheadWords.length] === ',' && /^(?:suite|ste|unit|apt|apartment|building|bldg)$/.test(aheadAll[aheadWords.length + 1] ?? '')) return `${a.text}${b.text}`;
  const before = context.before;
  const where = WHERE_BEFORE.test(context.before.join(' '));
  if (where && aheadWords.length > 0 && blockedAt !== 0) return `${a.text}${b.text}`;
  // 'solid color there at four oh five', 'flake, five oh five': after 'at' or the system it prices,
  // with no street ahead, a price.
  const priced = previous === 'at' || SYSTEM_WORDS.test(previous) || (previous === ',' && SYSTEM_WORDS.test(before[before.length - 2] ?? ''));
  if (b.kind === 'digits') return priced && !where && a.value < 30 ? `${a.text}.${b.text}` : `${a.text}${b.text}`;
  // 'twenty four fifty total', 'thirty one fifty all in': a sum, so hundreds.
  if (SUM_AHEAD.test(after) && !afterAt) return String(a.value * 100 + b.value);
  if (/^(?:dollars?|bucks)\b/.test(after)) return String(a.value * 100 + b.value);
  const clauseStart = before.map((w) => /^[,.;:!?]$/.test(w)).lastIndexOf(true) + 1;
  // 'the after-hours fee, three fifty': a fee named just before a comma still names the figure.
  const clause = clauseStart > 0 && before[clauseStart - 1] === ',' && clauseStart >= before.length - 1 ? [...before.slice(Math.max(0, clauseStart - 4), clauseStart - 1), ...before.slice(clauseStart)] : before.slice(clauseStart);
  const beforeAt = afterAt ? clause.slice(-3, -1) : clause.slice(-4);
  if (FEE_WORDS.test(beforeAt.join(' '))) return `${beforeAt.includes('$') ? '' : '$'}${a.value * 100 + b.value}`;
  if (before.includes('address')) return `${a.text}${b.text}`;
  if (a.value < 30) return `${a.text}.${cents}`;
  return `${a.text}${b.text}`;
}

/**
 * A transcript without commas runs the far side of a size into the price said next: 'twenty three by
 * twenty five five twenty five' is 23 by 25 at 5.25, 'eighteen by twenty eleven forty' 18 by 20 at
 * 11.40. Only right after 'by' and with three numbers, the last two a price (dollars under 20, then
 * cents as tens or 'oh five'); one or two numbers after 'by' stay the size ('by one twenty five').
 */
function sizeRunIntoPrice(atoms: readonly Atom[], context: Context): string | null {
  const previous = context.before[context.before.length - 1];
  if (atoms.length !== 3 || (previous !== 'by' && previous !== 'x')) return null;
  const [side, dollars, cents] = atoms as [Atom, Atom, Atom];
  if (side.kind !== 'two' || side.value < 10 || side.value > 99) return null;
  if (!(dollars.kind === 'digit' || dollars.kind === 'two') || dollars.value < 1 || dollars.value > 19) return null;
  const centsOk = (cents.kind === 'two' && cents.value >= 10 && cents.value <= 99) || (cents.kind === 'digits' && /^0[1-9]$/.test(cents.text));
  if (!centsOk) return null;
  // ('by twenty five five twenty five feet' would be no price: a unit of length after it.)
  if (/^(?:feet|foot|ft|inches|inch|square|sq|sf)\b/.test(context.after)) return null;
  return `${side.text} ${dollars.text}.${cents.text.padStart(2, '0')}`;
}

function readRun(words: readonly string[], context: Context): string {
  // 'four ninety four ninety', 'nine twenty five nine twenty five': a price said twice to be sure.
  const half = words.length / 2;
  if (words.length >= 4 && Number.isInteger(half) && words.slice(0, half).join(' ') === words.slice(half).join(' ')) {
    const once = readRun(words.slice(0, half), context);
    if (/^\$?\d{1,2}\.\d\d$/.test(once)) return once;
  }
  const atoms: Atom[] = [];
  let i = 0;
  while (i < words.length) {
    const read = readAtom(words, i);
    if (!read || read.next === i) return words.join(' ');
    atoms.push(read.atom);
    i = read.next;
  }
  const [first, second] = atoms;
  if (!first) return words.join(' ');
  if (atoms.length === 1) return first.text;
  const simple = atoms.every((atom) => atom.kind === 'digit' || atom.kind === 'digits' || atom.kind === 'two');
  const allDigits = atoms.every((atom) => atom.kind === 'digit' || atom.kind === 'digits');
  // 'seven oh five' is a price or a house number, read in context like 'five forty'.
  const ohPair = atoms.length === 2 && second?.kind === 'digits' && second.text.length === 2 && second.text.startsWith('0');
  const sizeThenPrice = sizeRunIntoPrice(atoms, context);
  if (sizeThenPrice) return sizeThenPrice;
  if (simple && !ohPair && (atoms.length >= 3 || allDigits)) return atoms.map((atom) => atom.text).join('');
  if (atoms.length === 2 && second && simple && second.kind !== 'digit' && first.kind !== 'digits') return readPair(first, second, context);
  return atoms.map((atom) => atom.text).join(' ');
}

// Words ending in 's' that name no things counted: units, time, and words that are no plurals.
const NOT_COUNTED = new Set(['feet', 'foots', 'inches', 'yards', 'dollars', 'bucks', 'cents', 'lbs', 'pounds', 'gallons', 'hours', 'hrs', 'minutes', 'mins', 'days', 'weeks', 'months', 'years', 'miles', 'this', 'was', 'has', 'his', 'its', 'yes', 'plus', 'always', 'perhaps', 'unless', 'does', 'goes', 'thousands', 'hundreds']);
/** A plural noun, the things a number right before it counts ('two drains', 'three steps'). */
const countedThings = (w: string | undefined): boolean => w !== undefined && /^[a-z]{2,}[^su]s$/.test(w) && !NOT_COUNTED.has(w);

/** May this word continue a run of number words that ends with `previous`? */
function continuesRun(word: string, previous: string | undefined, next: string | undefined, nextNext: string | undefined): boolean {
  if (isNumberWord(word) || word === 'hundred' || word === 'thousand') {
    if ((word === 'hundred' || word === 'thousand') && previous === undefined) return false;
    return true;
  }
  if (word === 'oh' || word === 'o') return previous === 'double' || previous === 'triple' || (previous !== undefined && isNumberWord(previous) && isUnit(next));
  if (word === 'point') return previous !== undefined && isNumberWord(next);
  if (word === 'and') {
    // 'flat five hundred and two drains at ninety five each': a small number said right before the
    // things it counts opens a new item; the sum ends at 'hundred' ('a hundred and ten feet' is one figure).
    if (previous === 'hundred' || previous === 'thousand') return isNumberWord(next) && !((isUnit(next) || isTeen(next)) && countedThings(nextNext));
    return previous !== undefined && next === 'a' && nextNext === 'half';
  }
  if (word === 'a') return (next === 'hundred' || next === 'thousand') || (previous === 'and' && next === 'half');
  if (word === 'half') return previous === 'a';
  if (word === 'double' || word === 'triple') return isDigitWord(next);
  return false;
}

function wordsAround(tokens: readonly Token[], from: number, step: 1 | -1, count: number): string[] {
  const out: string[] = [];
  for (let i = from; i >= 0 && i < tokens.length && out.length < count; i += step) {
    const token = tokens[i];
    if (!token) break;
    const text = token.word ?? token.text.trim();
    if (text) out.push(text.toLowerCase());
  }
  return step === -1 ? out.reverse() : out;
}

const NUMBER_WORDS = '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)';
// 'twenty by, uh, twenty two' (the filler already gone), 'twenty by, you know, twenty two': one size.
const BROKEN_SIZE = new RegExp(`\\b(by|x)[ \\t]*,[ \\t,]*(?:(?:you\\s+know|i\\s+think|i\\s+guess|like|say|maybe|roughly|about)[ \\t]*,?[ \\t]*)?(?=${NUMBER_WORDS}\\b|\\d)`, 'gi');
// A number said again after a stumble: 'four- four eighty', 'four... four eighty', 'four, uh, four eighty'.
// (a comma alone only after a number said on its own, so 'five five five, five oh one' stays a phone).
const STUMBLE = new RegExp(
  `\\b(${NUMBER_WORDS})(?:[ \\t]*-|[ \\t]*\\.\\.\\.|[ \\t]*\u2026|[ \\t]*,[ \\t]*,)[ \\t]*(?=\\1\\b)|(?<!${NUMBER_WORDS}[ \\t,-]{1,3})\\b(${NUMBER_WORDS})[ \\t]*,[ \\t]*(?=\\2[ \\t]+${NUMBER_WORDS}\\b)`,
  'gi',
);

/** Replaces every run of number words in `text` with digits (see the module comment). */
export function spokenNumbersToDigits(said: string): string {
  const text = said.replace(BROKEN_SIZE, '$1 ').replace(STUMBLE, '');
  const tokens = tokenize(text);
  const out: string[] = [];
  let lastRead: string | undefined;
  let lastReadEnd = -1;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (!token) break;
    const word = token.word;
    const startsRun =
      word !== null &&
      !numberWordNamesStreet(tokens, i) &&
      (isNumberWord(word) || (word === 'a' && (nextWord(tokens, i) === 'hundred' || nextWord(tokens, i) === 'thousand')) ||
        ((word === 'double' || word === 'triple') && isDigitWord(nextWord(tokens, i))));
    if (!startsRun || (word === 'one' && pronounOneBeforePrice(tokens, i))) {
      out.push(token.text);
      i += 1;
      continue;
    }
    // Collect the run: number words joined by spaces, hyphens, or commas between single digits.
    const runWords: string[] = [];
    let end = i;
    let j = i;
    while (j < tokens.length) {
      const current = tokens[j];
      if (!current?.word) break;
      const previous = runWords[runWords.length - 1];
      const following = nextWord(tokens, j);
      const afterFollowing = following === undefined ? undefined : nextWord(tokens, nextWordIndex(tokens, j));
      if (runWords.length > 0 && !continuesRun(current.word, previous, following, afterFollowing)) break;
      // 'flake at four eighty three car garage': the count of cars starts a number of its own.
      if (runWords.length > 0 && isUnit(current.word) && following === 'car') break;
      runWords.push(current.word);
      end = j;
      // Skip the separator to the next word if it is one a run may cross.
      let k = j + 1;
      let separator = '';
      while (k < tokens.length && tokens[k]?.word === null) {
        separator += tokens[k]?.text ?? '';
        k += 1;
      }
      // ('she liked the pearl one, seven twenty five a foot': the pronoun 'one' ends its clause.)
      const pronounBefore = runWords.length === 1 && runWords[0] === 'one' && isPronounOne({ before: wordsAround(tokens, i - 1, -1, 5), after: ',' });
      const crossable = /^\s+$|^\s*-\s*$/.test(separator) || (/^,\s*$/.test(separator) && runWords.every(isDigitWord) && isDigitWord(tokens[k]?.word ?? undefined) && !pronounBefore);
      if (!crossable) break;
      j = k;
    }
    const context: Context = {
      after: wordsAround(tokens, end + 1, 1, 8).join(' '),
      before: wordsAround(tokens, i - 1, -1, 5),
      corrects: lastRead !== undefined && takesBack(tokens, lastReadEnd + 1, i) ? lastRead : undefined,
    };
    const split = priceThenCount(runWords, context);
    if (split) {
      out.push(split);
    } else if (runWords.length === 1 && runWords[0] === 'one' && isPronounOne(context)) {
      out.push(tokens[i]?.text ?? 'one');
    } else {
      const read = readRun(runWords, context);
      const written = isSumForItem(read, wordsAround(tokens, i - 1, -1, 16), context.after) ? sumForItem(read) : read;
      out.push(written);
      lastRead = written;
      lastReadEnd = end;
    }
    i = end + 1;
  }
  return netAreasSaid(dropRestatedSums(markSpokenCorrections(writtenSpokenForms(normalizeMoneyWords(ordinalStreets(out.join('')))))));
}

/** Things counted right after a price in a transcript without commas: 'at four fifty two drains'. */
const COUNTED_AHEAD = /^(?:percent\b|(?:more\s+|floor\s+|trench\s+|stair\s+|small\s+|big\s+)?(drain|step|stair|tread|riser|sink|door|threshold|bollard|column|post|landing|coat|bay|stall|room|office|closet|bathroom|bedroom|pit|sump|lid|car)(s?)\b)/;

/**
 * A price and then a count (or a percentage) said with no pause, which the number reader would join
 * into one figure: 'at four fifty two drains' (4.50, 2 drains, not 4.52), 'metallic at seven twenty
 * five twelve treads' (7.25, 12 treads), 'flake four fifty thirty percent down' (4.50, 30%).
 */
function priceThenCount(words: readonly string[], context: Context): string | null {
  const counted = COUNTED_AHEAD.exec(context.after);
  if (words.length < 3 || !counted) return null;
  const previous = context.before[context.before.length - 1] ?? '';
  if (previous !== 'at' && previous !== '@' && !SYSTEM_WORDS.test(previous)) return null;
  const count = words[words.length - 1] as string;
  const percent = counted[1] === undefined;
  // 'two drains', 'one drain': a count agrees with its noun ('eleven seventy five trench drain' is a price).
  if (!percent && (count === 'one') !== (counted[2] === '')) return null;
  if (!(isUnit(count) || isTeen(count) || (percent && isTens(count))) || count === 'zero') return null;
  const price = readRun(words.slice(0, -1), { before: context.before, after: '' });
  if (!/^\d{1,2}\.\d\d$/.test(price)) return null;
  return `${price} ${readRun([count], context)}`;
}

/** 'next one is', 'this one', 'one of', 'the south one's', 'a long one.': a pronoun, not a number. */
/**
 * 'she liked the pearl one seven twenty five a foot': without a comma the pronoun runs into the price
 * after it. Only after an article and a describing word, with a price of a digit and its cents after
 * 'one' and a rate's unit after that ('the garage one ninety five a foot' stays 1.95).
 */
function pronounOneBeforePrice(tokens: readonly Token[], i: number): boolean {
  const [beforeThat, previous] = wordsAround(tokens, i - 1, -1, 2);
  if (!/^(?:a|an|the|this|that|another)$/.test(beforeThat ?? '') || previous === undefined || !/^[a-z]+$/.test(previous) || isNumberWord(previous)) return false;
  if (/^(?:by|x|of|at|and|number|no|to|for|is)$/.test(previous)) return false;
  const j = nextWordIndex(tokens, i);
  const dollars = tokens[j]?.word ?? undefined;
  if (!isUnit(dollars) || dollars === 'one') return false;
  const k = nextWordIndex(tokens, j);
  const cents = tokens[k]?.word ?? undefined;
  if (cents === undefined || !(cents in TENS || isTeen(cents))) return false;
  const after = wordsAround(tokens, k + 1, 1, 6).join(' ').replace(/^(?:one|two|three|four|five|six|seven|eight|nine)\s+/, '');
  return RATE_UNIT_AHEAD.test(after);
}

function isPronounOne(context: Context): boolean {
  const [beforeThat, previous] = context.before.slice(-2);
  if (/^(?:next|new|this|that|the|another|which|each|no|any|every|last|first|only|other|big|small|little|old)$/.test(previous ?? '')) return true;
  if (/^(?:of|is|was|more|' s)\b/.test(context.after)) return true;
  // A word describing it between an article and 'one', and nothing counted after it.
  return (
    /^(?:a|an|the|this|that|another|each|every|which)$/.test(beforeThat ?? '') &&
    previous !== undefined && /^[a-z]+$/.test(previous) && !isNumberWord(previous) && !/^(?:by|x|of|at|and|number|no|to)$/.test(previous) &&
    /^(?:$|[,.;:!?]|(?:has|needs|gets|we|they|he|she|i|too|also|as|in|on|and)\b)/.test(context.after)
  );
}

/**
 * Things done once and priced as a whole: when a bare figure is said after one, with no unit, it is
 * that thing's price ('and the sump lid, ninety five', 'plus mobilization, he's way out there, a
 * hundred and fifty', 'the front step, just the one, seventy'). Written with its '$', as a writer would.
 */
const WHOLE_PRICED = /^(?:fee|charge|mobili[sz]ation|mob|trip|delivery|disposal|dumpster|permit|travel|minimum|sump|lid|pit|steps?|stairs?|landing|threshold|transition|drains?|cleanout|curb|repair|patch|patching|removal|demo|demolition|haul|hauling|testing|test)$/;

/** A round figure offered between the thing and its price: 'crack repair, call it three hundred', ', say two fifty'. */
const OFFERED = /(?:^|\s)(?:call\s+it|let\s+' s\s+say|lets\s+say|say|about|around|roughly|maybe|like)$/;

function isSumForItem(read: string, said: readonly string[], after: string): boolean {
  if (!/^\d{2,5}$|^\d{1,2}\.\d\d$/.test(read)) return false;
  const offered = OFFERED.exec(said.slice(-4).join(' '));
  const before = offered ? said.slice(0, said.length - offered[0].trim().split(/\s+/).length) : said;
  if (read.length === 2 && Number(read) < 20) return false;
  if (!/^(?:$|[,.;!?]|(?:and|plus|phone|address|email|also|then)\b)/.test(after)) return false;
  const previous = before[before.length - 1] ?? '';
  if (previous !== ',' && previous !== 'is' && previous !== 'for' && !WHOLE_PRICED.test(previous)) return false;
  const clause = before.slice(before.findLastIndex((w) => /^[.;!?:$@]$|^(?:at|by|x)$/.test(w)) + 1);
  const item = clause.findLastIndex((w) => WHOLE_PRICED.test(w));
  // 'an extra drain for ninety': one thing and its price ('two drains for ninety' may be either).
  if (previous === 'for' && (item !== clause.length - 2 || clause.slice(clause.lastIndexOf(',') + 1).some((w) => isNumberWord(w) || /\d/.test(w)))) return false;
  // A figure between the thing and this one is its size or count: 'steps, three of them, ...'.
  return item >= 0 && !clause.slice(item + 1).some((w) => isNumberWord(w) || /\d/.test(w));
}

function sumForItem(read: string): string {
  const pair = /^(\d{1,2})\.(\d\d)$/.exec(read);
  return `$${pair ? String(Number(pair[1]) * 100 + Number(pair[2])) : read}`;
}

/** Only a correction between two figures ('no', ', sorry, I mean', 'no wait, make that'), at most four words. */
function takesBack(tokens: readonly Token[], from: number, to: number): boolean {
  let marked = false;
  let words = 0;
  for (let k = from; k < to; k += 1) {
    const token = tokens[k];
    if (!token) return false;
    if (token.word === null) {
      if (!/^[\s,.'\u2019-]*$/.test(token.text)) return false;
      continue;
    }
    words += 1;
    if (words > 4) return false;
    if (TAKE_BACK.has(token.word)) marked = true;
    else if (!TAKE_BACK_FILLER.has(token.word)) return false;
  }
  return marked;
}

/**
 * '5910 Six Forks Rd', '40 Seven Oaks Dr', '212 Two Notch Rd': a number word written with a capital
 * after a house number, with a capitalised word and a street word after it, is the street's name.
 */
function numberWordNamesStreet(tokens: readonly Token[], i: number): boolean {
  if (!/^[A-Z][a-z]/.test(tokens[i]?.text ?? '') || !/^[ \t]+$/.test(tokens[i - 1]?.text ?? '') || !/^\d$/.test(tokens[i - 2]?.text ?? '')) return false;
  const after: string[] = [];
  for (let k = i + 1; k + 1 < tokens.length && after.length < 2 && /^[ \t]+$/.test(tokens[k]!.text); k += 2) after.push(tokens[k + 1]!.text);
  return /^[A-Z][a-z]/.test(after[0] ?? '') && STREET_WORDS.has((after[1] ?? '').toLowerCase());
}

function nextWordIndex(tokens: readonly Token[], index: number): number {
  let k = index + 1;
  while (k < tokens.length && tokens[k]?.word === null) k += 1;
  return k;
}

function nextWord(tokens: readonly Token[], index: number): string | undefined {
  return tokens[nextWordIndex(tokens, index)]?.word ?? undefined;
}

const ORDINAL_SUFFIX = (n: number): string => {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
};

/**
 * 'ninety fifth street' (now '90 fifth street') -> '95th street'; 'march twenty second' (now
 * '20 second') -> '22nd'. An ordinal on its own elsewhere ('the second coat') is left alone.
 */
const TYPED_STREET_TYPE = /^\s+(?:St|Ave|Av|Rd|Blvd|Dr|Ln|Ct|Pl|Pkwy|Hwy|Ter|Cir|Trl)\b/;

function ordinalStreets(text: string): string {
  const ordinals = Object.keys(ORDINALS).join('|');
  const streets = [...STREET_WORDS].join('|');
  const pattern = new RegExp(`\\b(?:(\\d0)[\\s-]+)?(${ordinals})(?=\\s+(?:${streets})\\b)`, 'gi');
  const units = Object.keys(ORDINALS).filter((w) => (ORDINALS[w] ?? 0) < 10).join('|');
  const compound = new RegExp(`(?<![\\d.])([2-9]0)[ \\t-]+(${units})\\b(?!s\\b)`, 'gi');
  return text
    .replace(pattern, (match: string, tens: string | undefined, ordinal: string, at: number, whole: string) => {
      // 'NE Third St' typed, capital and abbreviation, is the street's name as written; a transcript
      // spells the street type out ('north fourth street', even capitalised: '4th').
      if (!tens && /^[A-Z]/.test(ordinal) && TYPED_STREET_TYPE.test(whole.slice(at + match.length, at + match.length + 8))) return match;
      const n = (tens ? Number(tens) : 0) + (ORDINALS[ordinal.toLowerCase()] ?? 0);
      return `${n}${ORDINAL_SUFFIX(n)}`;
    })
    .replace(compound, (_match, tens: string, ordinal: string) => {
      const n = Number(tens) + (ORDINALS[ordinal.toLowerCase()] ?? 0);
      return `${n}${ORDINAL_SUFFIX(n)}`;
    });
}

/** A price under $100 said in dollars and cents without the word 'cents': the cents are two digits
 * and what follows them is no size, count or share ('9 dollars 50 the square foot', not '9 dollars 20 by 30'). */
const DOLLARS_THEN_CENTS =
  /(?<![\d.])(\d{1,2})[ \t]+(?:dollars?|bucks)[ \t]+(?:and[ \t]+)?([1-9]\d)\b(?![.\d]|[ \t]*(?:%|'|percent|by|x|feet|foot|ft|sq|sf|square[ \t]+f|lf|linear|inch|inches|cents?|steps|stairs|treads|risers|drains|sinks|coats|rooms|bays|stalls|doors|units|pieces|hours|days|minutes|years)\b)/gi;

/** '5 dollars and 45 cents' -> '$5.45'; 'a dollar thirty a foot' -> '$1.30 a foot'; '200 dollars' -> '$200'. */
function normalizeMoneyWords(text: string): string {
  return text
    // 'a buck fifty', 'buck seventy five a foot', 'a dollar and a quarter': one dollar and cents.
    .replace(/(?<![\d.][ \t]*)\b(?:a\s+)?(?:dollar|buck)\s+and\s+a\s+(quarter|half)\b/gi, (_m, f: string) => (/half/i.test(f) ? '$1.50' : '$1.25'))
    .replace(/(?<![\d.][ \t]*)\b(?:a\s+)?(?:dollar|buck)\s+(?:and\s+)?(\d{1,2})(?!\.?\d)(?:\s+cents?)?\b/gi, (_m, c: string) => `$1.${c.padStart(2, '0')}`)
    .replace(/\ba\s+(?:dollar|buck)\b/gi, '$1')
    // 'a grand for the mob', 'a grand and a half', 'a couple grand': thousands of dollars.
    .replace(/\ba\s+grand\s+and\s+a\s+half\b/gi, '$1500')
    .replace(/\ba\s+couple(?:\s+of)?\s+grand\b/gi, '$2000')
    .replace(/\ba\s+grand\b(?!\s+(?:total|opening|piano|canyon|prairie|rapids|island|junction|forks|haven|ave|avenue|st|street|blvd|boulevard|river|lake))/gi, '$1000')
    .replace(/\b(\d+)\s+(?:dollars?|bucks)\s+(?:and\s+)?(\d{1,2})(?=\s+(?:a|an|per)\s)/gi, (_m, d: string, c: string) => `$${d}.${c.padStart(2, '0')}`)
    // 'nine dollars fifty the square foot', 'six dollars and twenty five for the quartz': a price
    // said in dollars and then its cents, the word 'cents' left out (not 'ten dollars 20 by 30').
    .replace(DOLLARS_THEN_CENTS, (_m, d: string, c: string) => `$${d}.${c}`)
    .replace(/\b(\d+)\s+dollars?\s+(?:and\s+)?(\d{1,2})\s+cents?\b/gi, (_m, d: string, c: string) => `$${d}.${c.padStart(2, '0')}`)
    .replace(/\b(\d+(?:\.\d+)?)\s+(?:dollars?|bucks)\b/gi, (_m, d: string) => `$${d}`);
}
