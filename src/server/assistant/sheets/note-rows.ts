import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { feetAndInches } from '../sizes/feet-and-inches.ts';

/**
 * A note written as rows, one piece of work a row, the way a notepad or a whiteboard lists a job:
 *   'kitchen 18 x 24 urethane 12.20'        a name, its size, the system, the price
 *   'walk-in 8 x 8 same'                    the row above's system and price ('same', 'ditto', '"')
 *   'Unit 9 garage  20 x 21  420 sf  flake  4.60'   a name with its own figures, the area restated
 *   'main flr [ ~2,400 sf ]  clear seal  1.75'      an area in square feet
 *   'cove 96 lf @ 14', 'stair landings 3 @ 140', '6 floor sinks @ 95', 'grind high spots LS 200'
 * Each row is a line named by its own words, so like rows stay apart ('Unit A garage', 'Unit B
 * garage') and a row's name is never a neighbour's. The note is read so only when every line of it
 * that holds a figure of work is such a row (the contacts and terms are blanked by then): a price or
 * size said any other way leaves the whole note to the prose reader.
 */

// A bullet or a row number ('1.', '2)', '01  ' before a column gap).
const BULLET = String.raw`^[ \t]*(?:[-*\u2022+>]+[ \t]*|\d{1,2}(?:[.)][ \t]+|[ \t]{2,}))?`;
const FT = String.raw`\d{1,4}(?:\.\d+)?(?:[ \t]*(?:'|ft\.?))?(?:(?:[ \t]*-)?[ \t]*\d{1,2}(?:\.\d+)?[ \t]*(?:"|''|in\.?))?`;
const SIZE = String.raw`(${FT})[ \t]*[x\u00d7][ \t]*(${FT})`;
const AREA = String.raw`(?:[\[(][ \t]*)?(?:(?:[~\u2248]|approx\.?|about|abt\.?|ca\.?)[ \t]*)?(\d{1,3}(?:,\d{3})+|\d{1,6})[ \t]*(?:sf|sq\.?[ \t]*ft\.?|sqft|s\.f\.|square[ \t]+f(?:ee|oo)t)(?:[ \t]+(?:total|tot|ttl))?(?:[ \t]*[\])])?`;
const LENGTH = String.raw`(?:[~\u2248][ \t]*)?(\d{1,5})[ \t]*(?:lf|l\.f\.|lin\.?[ \t]*ft\.?|linear[ \t]+f(?:ee|oo)t)`;
// The area said again after a size ('= 528 sf', '(420 sf)', '420 sf'), or the whole of like rooms after
// the size of each ('24 x 26 each -> 1,248 sf').
const RESTATED = String.raw`([ \t]+(?:each|ea)\b)?(?:(?:[ \t]*(?:[=([]|->|\u2192|(?<=\beach[ \t]*)@))?[ \t]*(\d{1,3}(?:,\d{3})+|\d+)[ \t]*(?:sf|sq\.?[ \t]*ft)(?:[ \t]*[)\]])?)?`;
const PRICE = String.raw`(?:(@|at\b|[x\u00d7])[ \t]*)?(?:(\$)[ \t]*)?(\d{1,5}(?:\.\d{1,2})?|\.\d{2})(?:[ \t]*(\/[ \t]*(?:sf|sq\.?[ \t]*ft|ft|lf|ea)|psf|ea\b|each\b))?(?:[ \t]*=[ \t]*\$?[\d,]+(?:\.\d{2})?)?`;
// What a row's system may say: words, '/', '+', '&', '.', a coat count ('2 coat'), never a price.
const SYSTEM_WORD = String.raw`(?:(?!(?:x|at)\b)[A-Za-z][A-Za-z./&'+-]*|\d[ \t]*(?:coats?|mils?|"))`;
const SYSTEM = String.raw`((?:[ \t,:+&/-]*${SYSTEM_WORD}(?:[ \t,:+&/-]+${SYSTEM_WORD})*)?)`;
const SAME = /^[ \t]*(?:[-:\u2013\u2014][ \t]*)?(?:same(?:[ \t]+(?:as[ \t]+(?:above|\w+)|system|price|rate))?|ditto|do\.?|"|''|\u201c|\u201d|\u3003)(?:[ \t]+(?:"|''|\u201c|\u201d|\u3003|same))*[ \t]*$/i;

// The area worked out after a size with no unit ('48 x 60 = 2880').
const WORKED_OUT = String.raw`(?:[ \t]*=[ \t]*\d{1,3}(?:,?\d{3})*(?![\d.,]|[ \t]*(?:sf|sq)))?`;
const MEASURED_ROW = new RegExp(String.raw`${BULLET}([A-Za-z][^@$\n]*?)[ \t,:-]+(?:${SIZE}${WORKED_OUT}${RESTATED}|${AREA}|${LENGTH})(.*)$`, 'i');
// 'stair landings 3 @ 140', 'drain reset 1 @ 75', '6 floor sinks/drains @ 95', 'steps 2 ea 50'.
const COUNT_AFTER = new RegExp(String.raw`${BULLET}([A-Za-z][^@$\d\n]*?)[ \t]+(\d{1,3})[ \t]*(?:ea\b|each\b|pcs?\b)?[ \t]*(?:@|at\b|x\b|\u00d7)[ \t]*\$?(\d{1,5}(?:\.\d{1,2})?)[ \t]*(?:ea\b|each\b|\/[ \t]*ea)?[ \t]*$`, 'i');
const COUNT_BEFORE = new RegExp(String.raw`${BULLET}(\d{1,3})[ \t]+([A-Za-z][^@$\d\n]*?)[ \t]*(?:@|at\b)[ \t]*\$?(\d{1,5}(?:\.\d{1,2})?)[ \t]*(?:ea\b|each\b|\/[ \t]*ea)?[ \t]*$`, 'i');
// 'grind high spots LS 200', 'haul off flat $150', 'mob  150 LS'.
const FLAT_ROW = new RegExp(String.raw`${BULLET}([A-Za-z][^@$\d\n]*?)[ \t]+(?:(?:ls|l\/s|lump[ \t]*sum|flat)[ \t]+\$?(\d{1,5}(?:\.\d{2})?)|\$?(\d{1,5}(?:\.\d{2})?)[ \t]+(?:ls|l\/s|lump[ \t]*sum|flat))[ \t]*$`, 'i');

// An extra said with 'add' or '+' and priced whole, after whatever the row says first.
const EXTRA_ROW = new RegExp(String.raw`${BULLET}(?:[A-Za-z][^@$\d\n]*?(?:->|\u2192|[-:])[ \t]*)?(?:add|plus|\+)[ \t:]+([A-Za-z][^@$\d\n]*?)[ \t]+\$?(\d{2,5}(?:\.\d{2})?)[ \t]*$`, 'i');

// A figure that is work: a size, an area, a length, a price.
const WORK_FIGURE = /\d[ \t]*(?:'|ft)?[ \t]*[x\u00d7][ \t]*\d|\d[ \t]*(?:sf|sq\.?[ \t]*ft|sqft|lf|l\.f\.)\b|(?<![\d.])\d{1,4}\.\d{2}(?![\d.])|[@$]/i;
// Figures that name or date, not price: '2nd fl', '11/19', '# 26-455', 'Unit 4', 'Rooms 4 & 5', '3 car'.
const NAMING_FIGURE = /\d+(?:st|nd|rd|th)\b|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|#[ \t]*[\d-]+|\d+-\d+|\b(?:unit|bldg|building|suite|ste|apt|room|rm|bay|lot|job|no\.?|stall|door)s?[ \t]*\d+(?:[ \t]*(?:&|and|,)[ \t]*\d+)*|\b\d[ \t-]*(?:car|family|story|stories|level|plex|unit|bed(?:room)?|br|bath)s?\b/gi;
// A room measured that the job leaves out ('office  12 x 14  carpet, NOT ours', 'booth 10 x 20 by others').
const NOT_OURS = /\b(?:not[ \t]+(?:ours|us|included|in[ \t]+(?:our[ \t]+)?scope)|by[ \t]+others|excluded|n\/a)\b/i;
// Or a row, measured and short, that leaves the room for later or for the owner ('holding area 30 x 36 - he
// said not this year', 'shed 10x12 next spring', 'porch 8 x 20 - skip for now', 'office 10x10 on hold').
const LEFT_FOR_LATER = /\b(?:not[ \t]+(?:(?:this|that)[ \t]+(?:year|time|round|season|trip)|now|yet)|next[ \t]+(?:year|spring|summer|fall|winter|season|phase|time)|skip(?:ped|ping)?|hold(?:ing)?[ \t]+off|on[ \t]+hold|can[ \t]+wait|(?:owner|customer|cust|he|she|they)(?:'ll|[ \t]+will)[ \t]+do[ \t]+(?:it|that|this)|diy)\b/i;
const leftForLater = (line: string): boolean => line.length <= 100 && /\d[ \t]*(?:'|ft)?[ \t]*[x\u00d7][ \t]*\d|\d[ \t]*(?:sf|sq)/i.test(line) && LEFT_FOR_LATER.test(line);
const REVISED = /(?<![\d.])\$?\d{1,5}(?:\.\d{1,2})?[ \t]*(?:->|\u2192|=>)[ \t]*(?=\$?\d)/g;
// A proposal's dotted leader may stand before the price ('4,480 SF ..... $3.95').
const PRICE_AT_END = new RegExp(String.raw`^${SYSTEM}(?:[ \t]*\.{2,})?[ \t]*${PRICE}[ \t]*$`, 'i');
// Or the price first and the system after it ('gym 30 x 36 - 6.15 quartz', 'hall 6x40 4.80 flake').
const PRICE_FIRST = new RegExp(String.raw`^[ \t]*(?:[-:\u2013\u2014][ \t]*)?${PRICE}${SYSTEM}[ \t]*$`, 'i');

interface Row {
  name: string;
  system: string;
  quantity: number;
  length: number | null;
  width: number | null;
  rate: number | null;
}

const sideOf = (side: string): number => {
  const m = /^(\d{1,4}(?:\.\d+)?)(?:[ \t]*(?:'|ft\.?))?(?:[ \t]*-?[ \t]*(\d{1,2}(?:\.\d+)?)[ \t]*(?:"|''|in\.?))?$/.exec(side.trim());
  return m ? feetAndInches(Number(m[1]), Number(m[2] ?? 0)) : Number.NaN;
};
const round2 = (n: number): number => Math.round(n * 100) / 100;
const cleanName = (name: string): string => name.replace(/[ \t]*[-~:,=([.]+[ \t]*$/, '').replace(/\s+/g, ' ').trim();

// A sentence's verb says the line is prose, with or without its comma ('the pottery shed is 9 x 11 flake 5.30/sf',
// 'garage needs 20 x 22 flake 4.80', which had been named 'The pottery shed is', 'Garage needs').
const SENTENCE_VERB = /\b(?:is|are|was|were|needs|wants)\b/i;

/** One line as a row: its name, measure and price, or its measure and 'same'; null when it is none. */
function rowOf(line: string): Row | null {
  // A clause of a sentence ('the wash bay 14 x 30, urethane $9.40/sf') is prose, not a row.
  if (/[A-Za-z0-9)],[ \t]/.test(line)) return null;
  if (SENTENCE_VERB.test(line)) return null;
  const measured = MEASURED_ROW.exec(line);
  if (measured) {
    const [, name, a, b, each, whole, area, length, rest] = measured;
    const sides = a && b ? [sideOf(a), sideOf(b)] : null;
    if (each && !whole) return null;
    // The size of each of like rooms is no line's size: the whole written after it is the quantity.
    const size = each ? null : sides;
    const quantity = size ? round2(size[0]! * size[1]!) : Number((whole ?? area ?? length ?? '').replace(/,/g, ''));
    if (!(quantity > 0) || (sides && sides.some((s) => !(s > 0)))) return null;
    const base = { name: cleanName(name!), quantity, length: size?.[0] ?? null, width: size?.[1] ?? null };
    if (SAME.test(rest!)) return { ...base, system: '', rate: null };
    const atEnd = PRICE_AT_END.exec(rest!);
    const first = atEnd ? null : PRICE_FIRST.exec(rest!);
    if (!atEnd && !first) return null;
    const [, system, mark, dollar, value, unit] = atEnd ?? [first![0], first![5], first![1], first![2], first![3], first![4]];
    // A bare whole number is a price only when something marks it as one.
    if (!mark && !dollar && !unit && !/\.\d{2}$/.test(value!)) return null;
    return { ...base, system: system!.replace(/^[ \t,:-]+/, '').replace(/\s+/g, ' ').trim(), rate: Number(value) };
  }
  const after = COUNT_AFTER.exec(line);
  if (after) return { name: cleanName(after[1]!), system: '', quantity: Number(after[2]), length: null, width: null, rate: Number(after[3]) };
  const before = COUNT_BEFORE.exec(line);
  if (before) return { name: cleanName(before[2]!), system: '', quantity: Number(before[1]), length: null, width: null, rate: Number(before[3]) };
  const flat = FLAT_ROW.exec(line);
  if (flat) return { name: cleanName(flat[1]!), system: '', quantity: 1, length: null, width: null, rate: Number(flat[2] ?? flat[3]) };
  // 'add moisture test 150', '+ haul off 95', 'heated garage -> add moisture test 150': an extra priced whole.
  const extra = EXTRA_ROW.exec(line);
  if (extra) return { name: cleanName(extra[1]!), system: '', quantity: 1, length: null, width: null, rate: Number(extra[2]) };
  return null;
}

// An address the contact reader left: a line that ends with a ZIP.
const ADDRESS_LINE = /(?<![\d.,-])\d{5}(?:-\d{4})?[ \t]*$/;

/** A line with a figure that is no work (a date, a job number, '2nd fl', an address) and no work figure. */
const namesOnly = (line: string): boolean =>
  (ADDRESS_LINE.test(line) && !/(?<![\d.])\d{1,4}\.\d{2}(?![\d.])|\d[ \t]*[x\u00d7][ \t]*\d/i.test(line)) || (!WORK_FIGURE.test(line) && !/\d/.test(line.replace(NAMING_FIGURE, ' ')));

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The note's rows as lines, or null when the note is not written wholly in rows. */
export function noteRows(text: string): ExtractedLineItem[] | null {
  if (text.length > 20_000) return null;
  const rows: Row[] = [];
  for (const written of text.split('\n')) {
    if (!/\d/.test(written)) continue;
    if (written.length > 200) return null;
    const line = written.replace(REVISED, '');
    const row = rowOf(line);
    if (row) {
      // 'same': the system and the price of the row above.
      if (row.rate === null) {
        const above = rows.at(-1);
        if (!above?.rate || above.length === null && row.length !== null && above.quantity === 1) return null;
        rows.push({ ...row, system: above.system, rate: above.rate });
      } else rows.push(row);
      continue;
    }
    if (!namesOnly(line) && !((NOT_OURS.test(line) || leftForLater(line)) && !/(?<![\d.])\d{1,4}\.\d{2}(?![\d.])|[@$]/.test(line))) return null;
  }
  if (rows.length < 1 || rows.some((r) => !r.name || !(r.rate! > 0))) return null;
  return rows.map((r) => {
    const name = capitalise(r.name);
    const description = r.system && !r.name.toLowerCase().includes(r.system.toLowerCase()) ? `${name} - ${r.system}` : name;
    return { description: description.slice(0, 500), useDimensions: r.length !== null, length: r.length, width: r.width, quantity: r.quantity, rate: r.rate! };
  });
}
