/**
 * The unit a line item is priced in (issue 14 item 6, DESIGN.md 'Papers and payments'):
 * square feet (the default; length x width with dimensions), linear feet (cracks, cove base,
 * joints), each (drains, steps) or flat (a fee or lump sum: quantity 1).
 * Line items are stored as jsonb, so lines saved before units existed carry none: they read as
 * sq ft, which is what every one of them was priced in.
 * No zod here: the signing page and the PDF read these names; the schema is in schemas.ts.
 */
export const LINE_UNITS = ['sqft', 'lf', 'each', 'flat'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

export const DEFAULT_LINE_UNIT: LineUnit = 'sqft';

export const isLineUnit = (value: unknown): value is LineUnit => typeof value === 'string' && (LINE_UNITS as readonly string[]).includes(value);

/** The unit of a line as stored or sent; none (an older line) or an unknown one reads as sq ft. */
export function lineUnitOf(line: object | null | undefined): LineUnit {
  const unit = line && 'unit' in line ? line.unit : undefined;
  return isLineUnit(unit) ? unit : DEFAULT_LINE_UNIT;
}

/** Only a sq ft line is measured as length x width. */
export const unitTakesDimensions = (unit: LineUnit): boolean => unit === 'sqft';

/** Names in the unit select of the form. */
export const LINE_UNIT_NAMES: Record<LineUnit, string> = {
  sqft: 'sq ft',
  lf: 'linear ft',
  each: 'each',
  flat: 'flat',
};

/** The label of a line's quantity field: the figure a person types in that unit. */
export const QUANTITY_LABELS: Record<LineUnit, string> = {
  sqft: 'Area (sq ft)',
  lf: 'Linear ft',
  each: 'Qty',
  flat: 'Qty',
};

/** The label of a line's rate field. */
export const RATE_LABELS: Record<LineUnit, string> = {
  sqft: 'Rate ($/sq ft)',
  lf: 'Rate ($/lf)',
  each: 'Price each ($)',
  flat: 'Flat price ($)',
};
