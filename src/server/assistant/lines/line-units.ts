import type { ExtractedDraft, ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { isLineUnit, type LineUnit } from '#shared/documents/line-units.ts';

/**
 * The unit of a line the assistant extracted (issue 14 item 6), from its description and figures.
 * Both extractors describe lines the same way ('Crack repair', 'Cove base', 'Mobilization fee'),
 * so the unit is inferred once, after either of them, instead of being asked of each.
 *
 * In order: a line measured as length x width is an area; a unit the description names wins
 * ('(linear ft)', 'per sq ft', 'each', 'flat'); fees and lump sums are flat; cracks, cove base,
 * joints, edges, stem walls and striping are linear feet; drains, steps, treads and other counted
 * things are each; anything else is an area. A line of quantity 1 that is not counted by nature is
 * a lump sum (flat): "1 lf × $350.00/lf" or "1 sq ft × $400.00/sq ft" would misstate it.
 */

const NAMES_SQFT = /\b(sq\.?\s*f(?:ee)?t|square\s+f(?:ee|oo)t|sf|per\s+foot\s+square)\b/i;
const NAMES_LF = /\b(linear|lineal|lin\.?\s*f(?:ee)?t|l\.?f\.?|running\s+f(?:ee|oo)t)\b/i;
const NAMES_EACH = /\b(each|ea\.?|per\s+(?:drain|step|tread|stair|unit|piece))\b/i;
const NAMES_FLAT = /\b(flat(?:\s+(?:fee|rate|price))?|lump[\s-]*sum)\b/i;

const FEE = /\b(fee|mobili[sz]ation|mob|trip(?:\s+charge)?|travel|surcharge|permit|disposal|haul(?:ing|[\s-]*away)?|dumpster|minimum(?:\s+charge)?|set[\s-]?up|service\s+call|allowance)\b/i;
const LINEAR = /\b(cracks?|cove(?:\s+base)?|coving|joints?|edges?|edging|stem\s*walls?|striping|stripes?|line\s+striping|perimeter|saw[\s-]*cuts?|nosings?|trench(?:\s+drains?)?|baseboards?|curbs?)\b/i;
const COUNTED = /\b(drains?|steps?|stairs?|treads?|risers?|landings?|sinks?|thresholds?|transitions?|sumps?(?:\s+pits?)?|posts?|columns?|bollards?|toilets?|fixtures?)\b/i;

/** The part of a description that names the line: not what it includes ('Garage flake (includes crack repair)'). */
function head(description: string): string {
  return description.split(/\(|\b(?:includ\w*|with|w\/|plus)\b/i)[0] ?? description;
}

export function inferLineUnit(line: Pick<ExtractedLineItem, 'description' | 'useDimensions' | 'quantity'>): LineUnit {
  if (line.useDimensions) return 'sqft';
  const unit = unitNamedBy(line.description, line.quantity === 1);
  // A flat line is priced once: a fee counted twice (2 trips at $75) is 'each', so the line's
  // amount never changes with its unit.
  return unit === 'flat' && line.quantity !== 1 ? 'each' : unit;
}

function unitNamedBy(description: string, single: boolean): LineUnit {
  if (NAMES_FLAT.test(description)) return 'flat';
  if (NAMES_LF.test(description)) return single ? 'flat' : 'lf';
  if (NAMES_SQFT.test(description)) return single ? 'flat' : 'sqft';
  if (NAMES_EACH.test(description)) return 'each';
  const named = head(description);
  if (FEE.test(named)) return 'flat';
  if (LINEAR.test(named)) return single ? 'flat' : 'lf';
  if (COUNTED.test(named)) return 'each';
  return single ? 'flat' : 'sqft';
}

export type ExtractedLineWithUnit = ExtractedLineItem & { unit: LineUnit };
export type ExtractedDraftWithUnits = Omit<ExtractedDraft, 'lineItems'> & { lineItems: ExtractedLineWithUnit[] };

/**
 * The draft with a unit on every line; a unit an extractor already set is kept. Figures are not
 * touched: a line is only called flat when its quantity is 1.
 */
export function withLineUnits(draft: ExtractedDraft): ExtractedDraftWithUnits {
  return {
    ...draft,
    lineItems: draft.lineItems.map((line) => {
      const given: unknown = (line as { unit?: unknown }).unit;
      const unit = isLineUnit(given) ? given : inferLineUnit(line);
      return { ...line, unit };
    }),
  };
}
