/**
 * A length said in feet and inches, in feet: 23'4" = 23.3333, 14'-8" = 14.6667. Four decimals, so
 * that length x width rounded to the cent is the area the writer meant (23'4" x 24' = 560.00 sq ft,
 * not 23.33 x 24 = 559.92); a whole or half foot stays as it is.
 */
export function feetAndInches(feet: number, inches = 0): number {
  return Math.round((feet + inches / 12) * 10_000) / 10_000;
}
