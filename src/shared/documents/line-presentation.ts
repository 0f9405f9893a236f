import { formatArea, formatMoney, formatQuantity, type Decimalish } from '../money/money.ts';
import { lineUnitOf, type LineUnit } from './line-units.ts';

/**
 * How a line item reads on every paper: the preview, the signing page and the PDF print these
 * strings, so "35 lf × $8.10/lf" is worded once. The quantity is printed exactly (to the cent it is
 * stored with), so quantity × rate on the paper is the line's amount.
 */
export interface LinePresentationInput {
  unit?: unknown;
  useDimensions?: boolean | null;
  length?: Decimalish;
  width?: Decimalish;
  quantity?: Decimalish;
  rate?: Decimalish;
}

export interface LinePresentation {
  unit: LineUnit;
  /** "35 lf", "528 sq ft", "2", or null for a flat line. */
  quantityText: string | null;
  /** "$8.10/lf", "$5.25/sq ft", "$85.00 each", "$150.00 flat". */
  rateText: string;
  /** The whole pricing: "35 lf × $8.10/lf", "528 sq ft × $5.25/sq ft", "2 × $85.00 each", "$150.00 flat". */
  pricing: string;
  /** "22 ft × 24 ft" for a sq ft line measured by its dimensions, else null. */
  dimensions: string | null;
}

/** The heading of the column that holds `pricing`. */
export const PRICING_COLUMN_LABEL = 'Quantity × Rate';

export function presentLine(line: LinePresentationInput): LinePresentation {
  const unit = lineUnitOf(line);
  const quantity = formatQuantity(line.quantity);
  const rate = formatMoney(line.rate);
  const dimensions = unit === 'sqft' && line.useDimensions && line.length != null && line.width != null ? `${formatArea(line.length)} ft × ${formatArea(line.width)} ft` : null;
  switch (unit) {
    case 'lf':
      return { unit, quantityText: `${quantity} lf`, rateText: `${rate}/lf`, pricing: `${quantity} lf × ${rate}/lf`, dimensions };
    case 'each':
      return { unit, quantityText: quantity, rateText: `${rate} each`, pricing: `${quantity} × ${rate} each`, dimensions };
    case 'flat':
      return { unit, quantityText: null, rateText: `${rate} flat`, pricing: `${rate} flat`, dimensions };
    case 'sqft':
      return { unit, quantityText: `${quantity} sq ft`, rateText: `${rate}/sq ft`, pricing: `${quantity} sq ft × ${rate}/sq ft`, dimensions };
  }
}
