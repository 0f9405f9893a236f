import { areaNamesIn } from './line-items.ts';

/**
 * Figures a lead or an e-mail gives about something other than the work, blanked before the lines
 * are read so that none becomes a line, a price or a size:
 *   'Lead cost: $41.75', 'Lead fee - $38.50'          what the lead service charged the office
 *   'Home size: 2,450 sq ft', 'Year built: 1998'      the house, on a web form
 *   'The house is a 2004 build, about 2,100 sq ft'    the house, in the customer's words
 * A form's field is one line: its label, then its value; only the value's figures go, so the line
 * keeps its place and a reader of labels still sees it.
 */

// The label of a field whose figures are not the work. Each label starts its line (a form or a
// lead service's listing), so the field is told by its label, not by the figure.
const FIELD_NOT_WORK =
  /^([ \t>*•-]*(?:lead|referral|listing)[ \t]+(?:cost|fee|price|charge|credit)s?|[ \t>*•-]*(?:(?:home|house|residence|dwelling)[ \t]+(?:size|sq\.?[ \t]*ft\.?|square[ \t]+(?:footage|feet)|area|sf)|year[ \t]+(?:built|constructed)|lot[ \t]+(?:size|area|acreage))(?:[ \t]*\([^)\n]{0,30}\))?[ \t]*[:=#-][ \t]*)([^\n]{0,120})$/gim;

// A sentence about the house, its figure in square feet: 'the house is about 2,400 sq ft', 'our
// home is a 1998 ranch, roughly 1,850 square feet'. The house word comes first, no room named
// between it and the figure ('the house has a garage about 500 sq ft' sizes the garage).
const HOUSE = /\b(?:house|home|residence)\b(?:'s)?/gi;
const SQFT_AFTER = /^([^.;!?\n]{0,60}?)(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{3,5})[ \t]*(?:sq\.?[ \t]*(?:ft|feet|foot)\.?|sqft|sf|square[ \t]+f(?:ee|oo)t)\b/i;

export function blankFiguresNotWork(text: string): string {
  const out = text.replace(FIELD_NOT_WORK, (_m, label: string, value: string) => `${label}${value.replace(/[\d$]/g, ' ')}`);
  if (!HOUSE.test(out)) return out;
  HOUSE.lastIndex = 0;
  const spans: [number, number][] = [];
  for (const m of out.matchAll(HOUSE)) {
    const from = m.index + m[0].length;
    const after = SQFT_AFTER.exec(out.slice(from, from + 140));
    // 'the house has a garage about 500 sq ft', 'our home office, 120 sf': a room of the house.
    if (!after || areaNamesIn(after[1]!).length > 0) continue;
    // 'Garage at the new house is about 600 sq ft', 'back of house 1,200 SF': the house only says
    // where the room named before it is, or is part of a room's name.
    const before = out.slice(Math.max(0, m.index - 80), m.index).split(/[.!?;\n]/).at(-1)!;
    if (/\bof\s+(?:the\s+)?$/i.test(before) || areaNamesIn(before).length > 0) continue;
    // 'the mech room at the Sugar House medical bldg - 1,120 sf', 'Opera House lobby': a capital House after
    // a capitalised word is a place's name, not the customer's home.
    // ('The House is ...': an article or a pronoun opening a sentence names nothing.)
    if (/^H/.test(m[0]) && /\b(?!(?:The|Our|My|Your|Their|His|Her|This|That|A|An)\b)[A-Z][a-z]+[ \t]+$/.test(before)) continue;
    const at = from + after[1]!.length;
    spans.push([at, at + after[2]!.length]);
  }
  const parts: string[] = [];
  let cursor = 0;
  for (const [start, end] of spans) {
    if (start < cursor) continue;
    parts.push(out.slice(cursor, start), ' '.repeat(end - start));
    cursor = end;
  }
  return parts.join('') + out.slice(cursor);
}
