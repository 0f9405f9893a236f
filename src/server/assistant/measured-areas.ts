/**
 * An area someone else gave, then the one measured on site ('she said it's about 900 square feet
 * but i measured it at 864 square feet, use mine'): the measured area stands and the one said first
 * goes. Runs on the cleaned text (number words already digits, spoken-numbers.ts writes a measured
 * figure with its unit). One bounded pattern: linear.
 */
const SAID_THEN_MEASURED =
  /(?<![\d.])\d{2,6}(?:\.\d+)?[ \t]*(?:square[ \t]+f(?:ee|oo)t|sq\.?[ \t]*ft|sf)\b[ \t]*(?:or[ \t]+so[ \t]*)?(?:,[ \t]*)?(?:(?:but|and|though|however)\b[ \t]*(?:,[ \t]*)?)?(?:i|we|he|our[ \t]+guy|the[ \t]+crew)[ \t]+(?:re-?measured|actually[ \t]+measured|measured)[ \t]+(?:(?:it|the[ \t]+(?:floor|space|room|area))[ \t]+)?(?:at|to[ \t]+be|as)[ \t]+(?=\d{2,6}(?:\.\d+)?[ \t]*(?:square[ \t]+f(?:ee|oo)t|sq\.?[ \t]*ft|sf)\b)/gi;

export function keepMeasuredAreas(text: string): string {
  return text.replace(SAID_THEN_MEASURED, '');
}
