/**
 * A length said in feet and inches, in feet: 23'4" = 23.3333, 14'-8" = 14.6667. Four decimals, so
 * that length x width rounded to the cent is the area the writer meant (23'4" x 24' = 560.00 sq ft,
 * not 23.33 x 24 = 559.92); a whole or half foot stays as it is.
 */
export function feetAndInches(feet: number, inches = 0): number {
  return Math.round((feet + inches / 12) * 10_000) / 10_000;
}

/**
 * A side of a line as the request may have written it, as a pattern's source: its figure ('13.5') or,
 * when it is feet and whole inches, those too ('13'6"', '13' 6"', '13 ft 6 in', '13'-6'), so that a
 * line read from '13'6" x 16'' is found again in its sentence.
 */
export function sideAsWritten(side: number): string {
  const figure = String(side).replace('.', '\\.');
  const feet = Math.floor(side);
  const inches = Math.round((side - feet) * 12);
  if (inches < 1 || inches > 11 || feetAndInches(feet, inches) !== side) return figure;
  return `(?:${figure}|${feet}[ \\t]?(?:'|ft\\.?)[ \\t]?-?[ \\t]?${inches}[ \\t]?(?:"|''|in\\.?)?)`;
}

// A side in feet then inches with no inch mark, as notes and texts write it ('22'6 x 24', '24'-6 x 22',
// '22 ft 6 by 24', '24 x 22'6'): the inches are under 12 and stand right after the feet, before the 'x' of
// the size on the first side, or at the end of the size on the second (no blank there: '24 x 22' 6 steps'
// is a size and a count), and lumber stays lumber ("12' 2x4s").
const FIRST_SIDE = /(?<![\d.])(\d{1,3}(?:'|[ \t]?ft\.?))([ \t]?-?[ \t]?)(\d{1,2})(?=[ \t]{0,3}(?:[x\u00d7*]|by\b)[ \t]{0,3}\d)(?![ \t]{0,3}(?:[x\u00d7*]|by\b)[ \t]{0,3}\d{1,2}s\b)/gi;
const SECOND_SIDE = /(?<=(?:[x\u00d7*]|\bby)[ \t]{0,3})(\d{1,3}')(-?)(\d{1,2})(?![\d.'"]|[ \t]{0,3}(?:[x\u00d7*]|by\b|in\b|inch))/gi;

/** Inches written without their mark after a side in feet get it ('22'6 x 24' = 22'6" x 24). */
export function inchesWithoutMark(text: string): string {
  if (!/\d(?:'|[ \t]?ft)/i.test(text)) return text;
  const mark = (side: string, feet: string, gap: string, inches: string): string => (Number(inches) < 12 ? `${feet}${gap}${inches}"` : side);
  return text.replace(FIRST_SIDE, mark).replace(SECOND_SIDE, mark);
}
