import { inchesWithoutMark } from '../sizes/feet-and-inches.ts';
import { measuredSizesReplaceEstimates, remeasuredSizes } from '../sizes/remeasured-sizes.ts';
import { repairOcrDigits } from '../request-text-limits.ts';

/**
 * OCR of a handwritten notepad or whiteboard, beyond the look-alike digits repairOcrDigits reads
 * ('6l2-555-Ol63', '4.5O'), repaired in the text before any reader sees it: look-alikes where only a
 * figure can stand ('pantry S x 6', 'disc lO%', 'lOl Pine Ave', 'Wl 54701'), figures the writer revised
 * on the page ('3.75  4.10 (final)', '4.25? too high, ok'd 3.95', '~~5.40~~'), a note's shorthand
 * ('dep - half', 'tot', ditto marks, dash columns, sizes in columns without 'x'), letters read as
 * digits in words and e-mails ('PH0NE', 'examp1e.c0m'), a message slip's caller line and a decimal
 * comma. Each repair looks only at a token whose shape and place are clearly a figure, a size, a
 * state before a ZIP or an e-mail, so codes ('B-12', 'Unit S', 'F150') and words stay as written.
 */
export function repairOcrText(text: string): string {
  return OCR_STEPS.reduce((repaired, step) => step(repaired), text);
}

/** A lone S as the first side of a size, after an area's word, is 5 ('pantry S x 6'), and so is one before '%' ('S% off'). */
export function loneFives(text: string): string {
  return text.replace(/(?<=(?:^|[a-z][ \t]{1,4}))S(?=[ \t]*[x\u00d7*][ \t]*\d)|(?<![A-Za-z0-9.])S(?=[ \t]?%)/gm, '5');
}

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);
const STATE_BEFORE_ZIP = /(?<![A-Za-z0-9'-])([A-Za-z015|]{2})(?=,?[ \t]+\d{5}(?:-\d{4})?(?![\d-]))/g;

/**
 * A state code read with a look-alike, standing right before a ZIP, is that state: l, 1 or | for I
 * ('Marquette Ml 49855', 'Peoria lL'), 0 for O ('Toledo 0H'), 5 for S ('Rapid City 5D').
 */
export function repairStateCodes(text: string): string {
  return text.replace(STATE_BEFORE_ZIP, (code: string) => {
    if (!/[l1|05]/.test(code) || /^[a-z]{2}$/.test(code) || /^\d{2}$/.test(code)) return code;
    const state = code.replace(/[l1|]/g, 'I').replace(/0/g, 'O').replace(/5/g, 'S').toUpperCase();
    return STATES.has(state) ? state : code;
  });
}

// A price kept beside the one struck out, marked as the one that stands: '3.75  4.10 (final, w/ sealer)',
// '$5.25 $4.95 <- use'.
// The same with the upgrade the second price buys said after it: '4.90  5.15 (w/ UV top)', '3.25 3.60 (with topcoat)'.
const STRUCK_BESIDE_FINAL = /(?<![\d.])\$?\d{1,3}\.\d{2}(?:[ \t]+|[ \t]*\/[ \t]*)(?=\$?\d{1,3}\.\d{2}[ \t]*(?:(?:\(|<-+|\u2190)?[ \t]*(?:final|revised|new|corrected|updated|use|ok'?d|agreed)\b|\([ \t]*(?:w\/|with\b|incl)))/gi;
// A price asked about and then settled on the same line: '4.25? he said too high, ok'd 3.95'.
const ASKED_THEN_SETTLED = /(?<![\d.])\$?\d{1,3}(?:\.\d{1,2})?\?[^\n\d?]{0,60}?\b(?:ok'?d|okayed|agreed(?:[ \t]+(?:to|on))?|settled(?:[ \t]+(?:on|at))?|went[ \t]+with|final(?:ly)?|landed[ \t]+(?:on|at))[ \t:]*(?=\$?\d{1,3}\.\d{1,2}(?![\d.])|\$\d)/gi;
// A street number and street asked about and corrected: '22l E 4th St? no - 22l N 4th St'.
const ORDINAL_STREET = String.raw`\d{1,3}(?:st|nd|rd|th)\b[^\n?\d]{0,20}`;
const ADDRESS_CORRECTED = new RegExp(
  String.raw`(?<![\w.])\d{1,6}[ \t]+(?:[A-Za-z][^\n?\d]{0,30}(?:${ORDINAL_STREET})?|${ORDINAL_STREET})\?[ \t]*no\b[ \t]*[-,:\u2014]?[ \t]*(?=\d{1,6}[ \t]+[A-Za-z0-9])`,
  'gi',
);

// A figure struck through, as OCR gives it: '~~4.25~~', '4\u03362\u03365' (a combining stroke on each
// character), or said in words after it: '4.25 (crossed out) 3.95'; a size struck whole ('~~22x24~~
// 24x26', '22x24 (crossed out) 24x26'); a price between dashes before the one that stands ('-4.85- 4.60').
const STRUCK_THROUGH = /~~[ \t]*\$?\d[\d.,]{0,9}(?:[ \t]*[x\u00d7][ \t]*\d[\d.,]{0,9})?[ \t]*~~[ \t]*|(?:[\d.$,][\u0335\u0336\u0338]){2,12}[ \t]*|(?<![\d.])(?<![x\u00d7][ \t]{0,2})(?:\d{1,4}(?:\.\d+)?[ \t]*[x\u00d7][ \t]*)?\$?\d{1,5}(?:\.\d{1,2})?[ \t]*\([ \t]*(?:(?:crossed|struck|scratched|lined)(?:[ \t]+(?:out|off|through|thru))?|x'?d[ \t]+out)[ \t]*\)[ \t]*(?=\$?\d)|(?<![\w.$-])-\$?\d{1,3}\.\d{2}-[ \t]+(?=\$?\d{1,3}\.\d{2}(?![\d.]))/gi;

// A remark that names the figure struck out ('3.25 3.40 (3.25 crossed out)', '(crossed out: $3.25)').
const NAMED_AS_STRUCK = /[ \t]*\([ \t]*(?:\$?(\d{1,5}(?:\.\d{1,2})?)[ \t]+(?:was[ \t]+)?(?:crossed|struck|scratched|x'?d)(?:[ \t]+(?:out|off|through|thru))?|(?:crossed|struck|scratched)(?:[ \t]+(?:out|off|through|thru))?[ \t]*:?[ \t]*\$?(\d{1,5}(?:\.\d{1,2})?))[ \t]*\)/gi;

/** A figure a remark on its row names as struck out goes, with the remark, when another figure stands beside it. */
function namedAsStruck(text: string): string {
  if (!/crossed|struck|scratched|x'?d/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const remark = NAMED_AS_STRUCK.exec(line);
      NAMED_AS_STRUCK.lastIndex = 0;
      if (!remark) return line;
      const figure = (remark[1] ?? remark[2])!.replace(/\./g, '\\.');
      const before = line.slice(0, remark.index);
      const after = line.slice(remark.index + remark[0].length);
      // The struck figure beside the one that stands ('3.25 3.40', '3.40 3.25'); the remark names no figure of the row otherwise.
      const struck = new RegExp(String.raw`(?<![\d.])\$?${figure}(?![\d.]*\d)[ \t]*(?=\$?\d)|(?<=\d)[ \t]+\$?${figure}(?![\d.]*\d)[ \t]*$`).exec(before);
      return struck ? before.slice(0, struck.index) + before.slice(struck.index + struck[0].length) + after : before + after;
    })
    .join('\n');
}

const PRICE = String.raw`\$?\d{1,3}\.\d{2}(?![\d.])`;
const SIZE = String.raw`\d{1,4}(?:\.\d+)?[ \t]*(?:(?:'|ft)[ \t]*)?[x\u00d7][ \t]*\d{1,4}(?:\.\d+)?(?:'|ft)?`;
// A figure and its revision on the page: '4.85 (now 4.60)', '4.85 -- no, 4.60', '4.85?? 4.60 ok',
// '24x26 (remeasured 24x28)'.
const REVISED_IN_BRACKETS = new RegExp(String.raw`(?<![\d.])(?:${PRICE}|${SIZE})[ \t]*\([ \t]*(?:now|new|revised(?:[ \t]+to)?|changed[ \t]+to|updated(?:[ \t]+to)?|re-?measured(?:[ \t]+(?:at|as))?|actual(?:ly)?|field[ \t]+measured?|corrected(?:[ \t]+to)?|should[ \t]+be)[ \t:=-]*(${PRICE}|${SIZE})[ \t]*\)`, 'gi');
const REVISED_WITH_NO = new RegExp(String.raw`(?<![\d.])${PRICE}[ \t]*(?:-{1,2}|,|\u2014)[ \t]*no\b[ \t,:-]*(?=${PRICE})`, 'gi');
// A length, area or count revised with an arrow and its unit said again: 'cove 88 lf -> 96 lf @ 9',
// 'shop 2,400 sf → 2,520 sf'. The unit must be the same on both sides, so '88 lf -> 9.50' stays.
const REVISED_WITH_UNIT = /(?<![\d.,])\d{1,3}(?:,\d{3})*(?:\.\d+)?[ \t]*(lf|sf|sq\.?[ \t]*ft|ea)\b[ \t]*(?:->|\u2192|=>)[ \t]*(?=\d{1,3}(?:,\d{3})*(?:\.\d+)?[ \t]*\1\b)/gi;
const ASKED_THEN_OKAYED = new RegExp(String.raw`(?<![\d.])${PRICE}[ \t]*\?+[ \t]+(?=${PRICE}[ \t,]*(?:ok(?:ay|'?d)?|agreed|approved|final|confirmed)\b)`, 'gi');

/** Figures a writer revised on the page keep only their last value. */
export function revisedFigures(text: string): string {
  return namedAsStruck(text)
    .replace(REVISED_IN_BRACKETS, (_m, revised: string) => revised)
    .replace(REVISED_WITH_NO, '')
    .replace(REVISED_WITH_UNIT, '')
    .replace(ASKED_THEN_OKAYED, '').replace(STRUCK_THROUGH, '').replace(STRUCK_BESIDE_FINAL, '').replace(ASKED_THEN_SETTLED, '').replace(ADDRESS_CORRECTED, '');
}

/**
 * A note's dash between the deposit and its share is a colon ('dep - half', 'deposit -- a third'); a
 * term's share written right after its label is that term's when the next label has its own
 * ('dep 30%  disc 5%' is not '30% disc'); 'tot' and 'ttl' are the total.
 */
export function dashedTerms(text: string): string {
  return text
    .replace(/\b(dep|deposit|disc|discount)(:?[ \t]*\d{1,3}(?:\.\d+)?[ \t]?%)[ \t]+(?=(?:dep|deposit|disc|discount)\b\.?:?[ \t]*\d)/gi, '$1$2, ')
    .replace(/^([ \t*-]*)(?:tot|ttl)\b\.?/gim, '$1total')
    .replace(/\b(sub|grand)([ \t]?)(?:tot|ttl)\b\.?/gi, '$1$2total')
    .replace(/\b(dep|deposit)\.?[ \t]*(?:-{1,2}|\u2013|\u2014)[ \t]*(?=\d{1,3}[ \t]*%|[1-3][ \t]*\/[ \t]*[234]\b|(?:a[ \t]+|one[ \t]+)?(?:half|third|quarter)\b)/gi, '$1: ');
}

// A ditto mark standing alone in a column ('pantry  6 x 10   "   "'): not an inch mark (that follows a
// figure) nor a quotation (that touches its words).
const WORD_DITTO = /(?<=\S[ \t]{2,200})(?:do\.?|ditto|dto\.?)(?=[ \t]{2,}|[ \t]*$)/gim;
const DITTO = /(?<=\S[ \t]{1,200})(?:"|''|\u201c|\u201d|\u3003)(?=[ \t]|$)/gm;

/**
 * A row of ditto marks says 'same as the row above': marks that end the row take the last cells of
 * the row above, one each ('office  10 x 10  "  "' under 'garage  22 x 24  flake  5.05' is flake at
 * 5.05); marks the row above gives no cell for say one 'same' (unless a figure follows).
 */
export function dittoMarks(text: string): string {
  if (!/["'\u201c\u201d\u3003]|\b(?:do|ditto|dto)\b/i.test(text)) return text;
  let above: Cell[] = [];
  return text
    .split('\n')
    .map((written) => {
      let first = true;
      // 'do' and 'ditto' written in a cell of a row in columns are the mark too.
      const line = above.length > 0 && written.trim().split(/[ \t]{2,}/).length >= 3 ? written.replace(WORD_DITTO, (word: string) => '"'.padEnd(word.length)) : written;
      // A row that prices itself after the mark ('"   -> no, sealer only 1.40') is not the row above's.
      const lastDigit = line.search(/\d(?=\D*$)/);
      const marks = line.length <= 200 ? [...line.matchAll(DITTO)].map((m) => m.index).filter((at) => at > lastDigit) : [];
      // Marks that end a row with its own size take the row above's last cells, one each (a hand does
      // not keep columns straight); in a row with no figure of its own ('bdrm 2   "   "') the size is
      // the above row's too, so each mark is the cell it sits under.
      const under = lastDigit < 0 ? marks.map((at) => above.find((c, i) => i > 0 && at >= c.start - 2 && at <= c.end + 1)) : [];
      const placed = under.length > 0 && under.every(Boolean) && new Set(under).size === marks.length;
      const trailing = marks.length > 0 && /^(?:[ \t]+|"|''|\u201c|\u201d|\u3003)*$/.test(line.slice(marks[0]));
      const given = placed ? under.map((c) => c!.text) : trailing ? afterOwnSize(line.slice(0, marks[0]), above, marks.length) : [];
      const resolved = new Map<number, string>();
      const read = line.replace(DITTO, (mark: string, at: number) => {
        if (at < lastDigit) return mark;
        const cell = given[marks.indexOf(at)];
        if (cell !== undefined) {
          resolved.set(at, cell);
          return cell;
        }
        return first ? ((first = false), 'same') : '';
      });
      if (line.trim()) above = rowCells(line, resolved);
      return read;
    })
    .join('\n');
}

interface Cell {
  text: string;
  start: number;
  end: number;
}

const SIZE_IN_CELL = /\d['"]?[ \t]*[x\u00d7*][ \t]*\d/;

/**
 * What the marks ending a row take from the row above: its last cells, one each. A row with a size of its
 * own says 'same as above' of what follows the size, never of the size: when the row above wrote its
 * system and price in one cell ('garage   21'6" x 22'   flake 4.85' over 'laundry  7 x 9   "   "'), the
 * first mark takes that cell and the others stand for nothing.
 */
function afterOwnSize(before: string, above: readonly Cell[], marks: number): string[] {
  const sizeAt = above.findLastIndex((c) => SIZE_IN_CELL.test(c.text));
  if (SIZE_IN_CELL.test(before) && sizeAt > 0) {
    const tail = above.slice(sizeAt + 1).map((c) => c.text);
    if (tail.length > 0 && tail.length < marks) return [tail.join(' '), ...Array<string>(marks - tail.length).fill('')];
  }
  return above.length - 1 >= marks ? above.slice(above.length - marks).map((c) => c.text) : [];
}

/** A row written in columns (two spaces or more between cells), where each cell sits on the page, marks read as what they stand for. */
function rowCells(line: string, resolved: ReadonlyMap<number, string>): Cell[] {
  if (line.length > 200) return [];
  const cells = [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: resolved.get(m.index) ?? m[0], start: m.index, end: m.index + m[0].length })).filter((c) => c.text);
  return cells.length >= 3 && !cells.some((c) => DITTO_CELL.test(c.text)) ? cells : [];
}
const DITTO_CELL = /^(?:"|''|\u201c|\u201d|\u3003|same)$/;

const STREET_TYPE = String.raw`(?:St|Street|Ave|Av|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Ct|Court|Way|Pl|Pkwy|Hwy|Cir|Ter|Trl|Pike)\.?`;
// A run of look-alikes with no real digit, read where only a figure can stand: before '%' ('disc lO%'),
// or as the house number before a street ('lOl Pine Ave', 'l2O N Oak St').
const LOOK_ALIKE_NUMBER = new RegExp(
  String.raw`(?<![A-Za-z0-9.])(?<!\d[ \t]{1,8})[lIS][OlIS]{1,4}(?=[ \t]?%|[ \t]?(?:lf|l\.f\.|sf|sq[ \t.]*ft)\b|[ \t]+(?:[NSEW]\.?[ \t]+)?[A-Z][A-Za-z]{1,20}(?:[ \t]+[A-Z][A-Za-z]{1,20})?[ \t]+${STREET_TYPE}(?![A-Za-z]))`,
  'gm',
);

// Or as a price after '@' at a row's end or before its unit ('cove 180 lf @ ll', 'drain @ $lOO ea', 'edge 60 lf @ lO/lf').
const LOOK_ALIKE_PRICE = /(?<=@[ \t]{0,3}\$?)[lI][OlI]{1,3}(?=[ \t]*(?:$|\/|(?:ea|each|lf|sf|per)\b|[,;)]))/gm;

/** Look-alike runs with no real digit where the place says they are a number ('disc lO%', 'lOl Pine Ave', '@ ll'). */
export function lookAlikeNumbers(text: string): string {
  const figure = (run: string): string => (/[Ol]/.test(run) ? run.replace(/O/g, '0').replace(/[lI]/g, '1').replace(/S/g, '5') : run);
  return text.replace(LOOK_ALIKE_NUMBER, figure).replace(LOOK_ALIKE_PRICE, figure);
}

// Things a note counts: a count of them times a price ('12 treads x 55', 'drain 1 x 85') is no size.
const COUNTED_THING = String.raw`(?:steps?|stairs?|treads?|risers?|nosings?|drains?|floor[ \t]+sinks?|sinks?|bollards?|columns?|posts?|bases?)`;
const COUNT_TIMES_PRICE = new RegExp(
  String.raw`(\b${COUNTED_THING}[ \t]+(?:[a-z]+[ \t]+)?\d{1,2}|(?<![\d.])\d{1,2}[ \t]+(?:[a-z]+[ \t]+)?${COUNTED_THING})[ \t]*[x\u00d7*][ \t]*(?=\$?(?:(?:[2-9]\d|\d{3,4})(?:\.\d{2})?|\d{1,2}\.\d{2})(?![\d.]|[ \t]*(?:'|ft\b|feet|in\b|"|[x\u00d7])))`,
  'gi',
);
// A count of one OCR read as a letter, before its price ('drain reset  l @ 75', 'drain  l x 85').
const LONE_ONE = /(?<=[A-Za-z][ \t]{1,6})[lI](?=[ \t]*(?:@|[x\u00d7*])[ \t]*\$?\d)/g;

/**
 * A count and its price each in a note's columns ('stairs - 14 - 35 ea', 'drains  2  85 ea'), or times its
 * price ('12 treads x 55', 'drain l x 85'): the price is '@'.
 */
// A price and the total it comes to, worked by the writer with an arrow ('flake 5.50/sf -> $2,640', '6.10 psf
// => $3,583.75'): the total is no price of its own once a size of the request times the price makes it, so
// the line is read from the size. ('= $28,320.00' is a sheet's own extension, which the sheet readers use.)
const WORKED_TOTAL = /(?<=(?<![\d.])\$?(\d{1,3}\.\d{2})[ \t]{0,3}(?:\/[ \t]{0,3}(?:sf|sq[ \t]?ft|ft)|psf|per[ \t]+(?:sf|sq[ \t]?ft)|sf)?\.?[ \t]{0,3})(?:->|=>|\u2192)[ \t]{0,3}\$[ \t]?(\d{1,3}(?:,\d{3})+|\d{4,6})(\.\d{2})?(?![\d.,]*\d)/gi;
const AREA_OF_SIZE = /(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft)?[ \t]*[x\u00d7][ \t]*(\d{1,4}(?:\.\d+)?)(?![\d.]*\d)|(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{2,6})[ \t]*(?:sf|sq\.?[ \t]*ft)\b/gi;

/** A total worked from a price and a size the request gives goes; the price and the size stay. */
export function workedTotals(text: string): string {
  if (!/(?:->|=>|\u2192)[ \t]{0,3}\$/.test(text)) return text;
  const areas = [...text.slice(0, 30_000).matchAll(AREA_OF_SIZE)].slice(0, 200).map((m) => (m[3] ? Number(m[3].replace(/,/g, '')) : Number(m[1]) * Number(m[2])));
  return text.replace(WORKED_TOTAL, (total: string, rate: string, whole: string, cents?: string) => {
    const amount = Number(whole.replace(/,/g, '') + (cents ?? ''));
    return areas.some((area) => Math.abs(area * Number(rate) - amount) < 1) ? ' '.repeat(total.length) : total;
  });
}

// A length or area on a note's row, then its price alone at the row's end with no '@' ('cove   92 lf  14',
// 'crack rpr 40 LF $6.50', 'trench edge 30lf 22.50'): the price is '@'. A year or a count is no price there.
const UNIT_THEN_PRICE = /(?<=[A-Za-z][^\n\d@]{0,30}(?<![\d.])\d{1,5}(?:\.\d+)?[ \t]*(?:lf|l\.f\.|sf|sq[ \t]*ft)\.?)([ \t]{1,20})(?=\$?\d{1,3}(?:\.\d{1,2})?[ \t]*(?:\/[ \t]*(?:lf|sf|ft))?[ \t]*$)/gim;

/** A note's row of a length or area and its price with no '@' between them reads them as '@'. */
export function unitThenPrice(text: string): string {
  if (!/\d[ \t]*(?:lf|l\.f\.|sf|sq[ \t]*ft)\.?[ \t]+\$?\d/i.test(text)) return text;
  return text.replace(UNIT_THEN_PRICE, (gap: string) => `${gap}@ `);
}

export function countsPricedEach(text: string): string {
  return text.replace(LONE_ONE, '1').replace(COUNT_TIMES_PRICE, (_m, count: string) => `${count} @ `).replace(/(?<=[A-Za-z][ \t]{0,4}(?:-[ \t]{0,4})?)(?<![x\u00d7*][ \t]{0,4})\b(\d{1,3})[ \t]*(?:-[ \t]*)?[ \t](?=[ \t]*\$?\d{1,5}(?:\.\d{2})?[ \t]*(?:ea|each)\b)/gi, '$1 @ ');
}

// An area's name, then its two sides in columns with no 'x' and no header, then its price on the same
// row ('garage   24   22   flake   4.65'): the two sides are a size.
const HEADERLESS_SIZE = /^([ \t]*[A-Za-z][A-Za-z.&'/ -]{0,30}?[A-Za-z.][ \t]+)(\d{1,3})([ \t]+)(\d{1,3})(?=[ \t]+(?:[A-Za-z][A-Za-z.&'/ -]{0,30}[ \t]+)?(?:@[ \t]*)?\$?\d{1,3}\.\d{2}(?:[ \t]*\/[ \t]*(?:sf|sq[ \t]*ft))?[ \t]*$)/gm;

/** Two sides of a room written in columns on a note's row, with its price, are a size ('24   22' = '24 x 22'). */
export function headerlessSizes(text: string): string {
  return text.replace(HEADERLESS_SIZE, (m, head: string, a: string, gap: string, b: string) => {
    const sides = [Number(a), Number(b)];
    if (sides.some((n) => n < 4 || n > 400) || /\b(?:ph|tel|cell|fax|apt|unit|suite|ste|zip|box|lot|bldg|building|bay|steps?|stairs?|drains?|treads?|coats?|car|cars|days?|weeks?|hours?|hrs?)\.?[ \t]*$/i.test(head)) return m;
    return `${head}${a} x ${b}`;
  });
}

// A word read with 0 for O ('PH0NE', 'K0walski') or 1 for l between small letters ('Wi1son', 'Ho11and'):
// letters on both sides of the digits, and no other digit, '@' or '.' next to it (codes, e-mails, 'F150').
const DIGITS_IN_WORD = /(?<![\w@./-])[A-Za-z]+(?:0+[A-Za-z]+|(?<=[a-z])1+(?=[a-z])[a-z]+)+(?![\w@]|\.\w)/g;

/** Letters OCR read as digits inside a word are letters again. */
export function lettersInWords(text: string): string {
  return text.replace(DIGITS_IN_WORD, (word: string) => {
    if (word.length < 4) return word;
    return word.replace(/0+(?=([A-Za-z]))/g, (zeros: string, next: string) => (/[a-z]/.test(next) ? 'o' : 'O').repeat(zeros.length)).replace(/(?<=[a-z])1+(?=[a-z])/g, (ones: string) => 'l'.repeat(ones.length));
  });
}

// A note's dash between a size and the system written after it ('18 x 22 - urethane 11.60'): a gap
// between two cells, not a range nor a subtraction ('24 x 24 - 4 x 6' and '- minus' keep theirs).
const SIZE_DASH_WORD = /(\d['"]?[ \t]*(?:x|by|\u00d7)[ \t]*\d+(?:\.\d+)?(?:'(?:\d{1,2}")?|"|ft\b)?)[ \t]+[-\u2013\u2014][ \t]+(?=[A-Za-z])(?!(?:minus|less|deduct|subtract|take|excluding|except|no\b|not\b|skip))/gi;

/** A dash between a size and a word on a note's row is a gap between cells (a table's cell keeps it). */
export function dashedCells(text: string): string {
  if (!/[-\u2013\u2014]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (/[|\t]/.test(line) ? line : line.replace(SIZE_DASH_WORD, '$1  ')))
    .join('\n');
}

const TLD = String.raw`(?:com|net|org|edu|gov|us|io|co|biz|info)`;
// An e-mail OCR broke: spaces around '@' ('bo.lee @ example.com'), a comma for the dot before its
// ending ('example,com'), a look-alike in the ending ('.c0m', '.corn', '.0rg').
const SPACED_AT = new RegExp(String.raw`(?<![\w.+-])([A-Za-z][\w.+-]{0,40})[ \t]+@[ \t]*|(?<![\w.+-])([A-Za-z][\w.+-]{0,40})@[ \t]+(?=[A-Za-z][\w-]{0,40}(?:\.[\w-]{1,40}){0,3}[.,]${TLD}\b)`, 'g');
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:[.,][\w-]{1,63}){1,4}\b/g;

/** Repairs OCR did to e-mail addresses; a '@' before a price ('garage @ 4.50') is no e-mail. */
export function ocrEmails(text: string): string {
  if (!text.includes('@')) return text;
  const joined = text.replace(SPACED_AT, (m, left?: string, right?: string, at?: number) => {
    if (right) return `${right}@`;
    const rest = text.slice((at ?? 0) + m.length, (at ?? 0) + m.length + 60);
    return new RegExp(String.raw`^[A-Za-z][\w-]{0,40}(?:\.[\w-]{1,40}){0,3}[.,]${TLD}\b`).test(rest) ? `${left}@` : m;
  });
  return joined.replace(EMAIL, (email: string) => {
    const [local, domain] = email.split('@') as [string, string];
    const fixedDomain = domain
      .replace(new RegExp(String.raw`,(${TLD})$`), '.$1')
      .replace(/\.(?:c0m|corn|c0rn)$/, '.com')
      .replace(/\.0rg$/, '.org');
    // 0 or 1 between letters in a part with no other digit ('examp1e', 'j0hn') is a letter.
    const letters = (part: string) => part.split('.').map((label) => (/^[^\d]*[a-z][01][a-z][^\d]*$/i.test(label) ? label.replace(/(?<=[a-z])0(?=[a-z])/gi, 'o').replace(/(?<=[a-z])1(?=[a-z])/gi, 'l') : label)).join('.');
    return `${letters(local)}@${letters(fixedDomain)}`;
  });
}

/**
 * A phone-message slip's caller line ('Mr./Ms.: Harold Pettis', 'Caller: ...') says who called, as a
 * 'From:' line does; without it the slip's printed heading ('WHILE YOU WERE OUT') was read as a name.
 */
export function messageSlipLabels(text: string): string {
  return text.replace(/^([ \t]*)(?:M(?:r|s|rs)\.?[ \t]*\/[ \t]*M(?:r|s|rs|iss)\.?(?:[ \t]*\/[ \t]*M(?:r|s|rs|iss)\.?)?|caller(?:'s)?(?:[ \t]+name)?|called[ \t]+by|(?:phone[ \t]+)?(?:msg|message)[ \t]+from)[ \t]*:/gim, '$1From:');
}

// A price's decimal point OCR read as a comma or with a space before it ('flake 4,65', '@ 4 .65'; a space after
// it is a sentence's end: '@ 65. 50 dn'),
// where a price stands: after '@' or '$', or before a unit of price or the end of the row.
const PRICE_POINT = /(?<=[@$][ \t]{0,3})(\d{1,3})(?:,|[ \t]\.)(\d{2})(?![\d,]|\.\d)|(?<![\d.,])(\d{1,3})(?:,|[ \t]\.)(\d{2})(?=[ \t]*(?:\/[ \t]*(?:sf|sq|ft|lf|ea)|psf\b|per[ \t]+(?:sf|sq|ft)|sf\b|\/?[ \t]*$))/gim;

/** A price's decimal point read as a comma or with a space before it is a point. */
export function priceDecimalPoints(text: string): string {
  return text.replace(PRICE_POINT, (_m, a?: string, b?: string, c?: string, d?: string) => `${a ?? c}.${b ?? d}`);
}

// A size written tight with look-alikes in its sides ('l4xl8', '26x4O') on a room's row that has its
// price: each side is a teen's l or a round ten's O around real digits.
const TIGHT_SIZE = /(?<![A-Za-z0-9.$#-])([0-9OlIS]{1,3})([x\u00d7])([0-9OlIS]{1,3})(?![A-Za-z0-9.'"-]|,\d)/g;
const TIGHT_SIDE = /^(?:l\d|\dO|\d{1,2})$/;
const ROW_PRICE = /(?<![\d.])\$?\d{1,3}\.\d{2}(?![\d.])/;
const STATED_AREA = /=[ \t]*[\dOlI]{2,6}[ \t]*(?:sf|sq)\b/i;

// Both sides look-alikes with no real digit, spaced ('wash stall  lO x lO'): 10, 11, 15, 100.
const LOOK_ALIKE_SIZE = /(?<![A-Za-z0-9.])([lI](?:O{1,2}|[lIS]))([ \t]+[x\u00d7][ \t]+)([lI](?:O{1,2}|[lIS]))(?![A-Za-z0-9.])/g;
const digitsOf = (side: string): string => side.replace(/O/g, '0').replace(/[lI]/g, '1').replace(/S/g, '5');

/** A size written tight, or with look-alikes on both sides, on a room's priced row is figures ('patio l4xl8 @ 5.90'). */
export function tightSizes(text: string): string {
  if (!/[0-9OlIS][ \t]*[x\u00d7][ \t]*[0-9OlIS]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      // (A row that states the area of its one size, '8 runs 4x1O ea = 32O sf', is as plainly a size's row as a
      // priced one; sizes summed to an area, 'l2xl4 + closet lOxlO = 268 sf', are read by that area.)
      if (line.length > 200 || !(ROW_PRICE.test(line) || (STATED_AREA.test(line) && (line.match(/[x\u00d7]/g)?.length ?? 0) === 1))) return line;
      return line
        .replace(TIGHT_SIZE, (size: string, a: string, x: string, b: string) => {
          if (!/[Ol]/.test(a + b) || !TIGHT_SIDE.test(a) || !TIGHT_SIDE.test(b)) return size;
          return `${digitsOf(a)}${x}${digitsOf(b)}`;
        })
        .replace(LOOK_ALIKE_SIZE, (_m, a: string, x: string, b: string) => `${digitsOf(a)}${x}${digitsOf(b)}`);
    })
    .join('\n');
}

// A row the writer took back after its figures: 'shop bench 8 x 10 (solid 3.90) X no - cabinets there',
// 'patio 12 x 14 flake 5.10  NIXED', 'den 10x12 4.60 -- cancelled, they tile it'. The mark stands alone or
// before a reason, so 'garage 22x24 4.50 no cove' (the floor wanted, without cove) stays.
const TAKEN_BACK = /^[ \t)\]]*(?:(?:[-\u2013\u2014=]+>?|\u2192)[ \t]*)?(?:(?:x|\u2717|\u2718)[ \t]+)?(?:no|nope|nix(?:ed)?|cancell?ed|scratch(?:ed)?|skip(?:ped)?|dropped|not[ \t]+doing)(?=[ \t]*(?:$|[-\u2013\u2014,:;(]))/i;
// Or a remark that puts the row off for later or keeps what is there: 'cooler rm 10 x 12 --> he'll wait',
// 'bath 6 x 8 -- tile stays, NO', 'loft 12 x 20 - not this yr', 'office 10 x 12 (on hold)'. A bare word
// ('later', 'hold', 'out') counts only after a mark, so 'garage 20 x 22 flake 4.80 cove later' stays.
const PUT_OFF = new RegExp(
  String.raw`^[ \t)\]]*(?:(?:[-\u2013\u2014=,;:(>?]+|\u2192)[ \t]*)?(?:(?:he|she|they|we|cust(?:omer)?|owner|client)(?:'ll|[ \t]+will|[ \t]+wants?[ \t]+to|[ \t]+can|[ \t]+(?:is|are)[ \t]+going[ \t]+to)[ \t]+wait\b|(?:can|will)[ \t]+wait\b|wait(?:ing)?[ \t]+(?:on[ \t]+(?:it|that|this)|till|until)\b|not[ \t]+(?:now|yet|this[ \t]+(?:yr|year|time|round|phase|job))\b|next[ \t]+(?:yr|year|phase|time|spring|summer|fall)\b|(?:tile|carpet|vinyl|wood|hardwood|lvp|lvt|laminate|pavers?)[ \t]+stays?\b|(?:stays?|leave|leaving)[ \t]+(?:as[ \t]+is|it|alone)\b)[^\d]*$` +
    String.raw`|^[ \t)\]]*(?:[-\u2013\u2014=,;:(>?]+|\u2192)[ \t]*(?:(?:maybe[ \t]+)?later|(?:on[ \t]+)?hold|pass|out|removed|deleted)[ \t.!)]*$`,
  'i',
);
const WORK_ON_ROW = /\d[ \t]*[x\u00d7][ \t]*\d|(?<![\d.])\d{1,4}\.\d{2}(?![\d.])|\d[ \t]*(?:sf|lf)\b/i;

// A remark after a row's figures that leaves the whole row out of the price: '(opt - buyer decides, NOT
// incl)', '- excluded', '(by others)'. Only when the remark names nothing else ('stem walls not incl'
// leaves out the stem walls, not the row).
const LEFT_OUT = /\b(?:not[ \t]+incl(?:uded|\.|d)?|excl(?:uded|\.|d)?|by[ \t]+others|n\.?i\.?c\.?)(?![a-z])/i;
const REMARK_WORD = /^(?:opt|option|optional|alt|alternate|buyer|owner|customer|client|cust|homeowner|ho|decides?|deciding|will|to|if|later|not|incl|included|excl|excluded|by|others|for|now|yet|pending|tbd|the|in|price|bid|base|quote|nic|n|i|c|this|row|line|item|per|at|yr|year|time)$/i;
function leftOut(after: string): boolean {
  if (!LEFT_OUT.test(after) || after.length > 80) return false;
  const words = after.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.every((w) => REMARK_WORD.test(w));
}

/** A note's row the writer took back after its figures is no work. */
export function rowsTakenBack(text: string): string {
  if (!/\b(?:no|nope|nix|nixed|cancell?ed|scratch|scratched|skip|skipped|dropped|doing|incl\w*|excl\w*|others|nic|n\.i\.c|wait\w*|not|next|stays?|leave|leaving|later|hold|pass|out|removed|deleted)\b/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      if (line.length > 200 || !WORK_ON_ROW.test(line)) return line;
      const after = line.slice(line.search(/\d(?=\D*$)/) + 1).replace(/^[^\sA-Za-z)\]]*/, '');
      return TAKEN_BACK.test(after) || leftOut(after) || PUT_OFF.test(after) ? '' : line;
    })
    .join('\n');
}

/** In order: digits first (the later steps read figures), then states, revisions, terms, rows and words. */
// The l of 'lf' read as a capital I after a length ('cove 4" 290 If @ 9.50'): only where a unit can
// stand, before a price, a figure, a mark or the line's end, so 'after 5 If he calls' stays.
const LINEAR_FEET_LOOK_ALIKE = /(?<=\d[ \t]?)I(?:f|F|\.f\.?)(?=[ \t]*(?:[@$\d(,:=-]|$))/gm;

/** 'lf' read as 'If' after a length is 'lf'. */
export function linearFeet(text: string): string {
  return text.replace(LINEAR_FEET_LOOK_ALIKE, 'lf');
}

const OCR_STEPS: ReadonlyArray<(text: string) => string> = [
  loneFives,
  repairOcrDigits,
  linearFeet,
  inchesWithoutMark,
  tightSizes,
  lookAlikeNumbers,
  repairStateCodes,
  revisedFigures,
  remeasuredSizes,
  measuredSizesReplaceEstimates,
  rowsTakenBack,
  dashedTerms,
  dittoMarks,
  countsPricedEach,
  unitThenPrice,
  workedTotals,
  headerlessSizes,
  lettersInWords,
  dashedCells,
  ocrEmails,
  messageSlipLabels,
  priceDecimalPoints,
];
