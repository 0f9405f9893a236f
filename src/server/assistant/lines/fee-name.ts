/**
 * The words that name a fee, said just before its price after the clause's last colon or dash: 'They're
 * open 6am-11pm so we work overnight: overnight crew premium $800 flat', 'Evening work premium (they see
 * patients till 6) - $600 flat', 'Shop runs days, so we go nights: night shift premium $500'. A remark in
 * brackets is set aside, as is a list's bullet. Null when two to five words do not stand between the
 * separator and the price, or when the clause has no separator and no remark set aside (the caller names
 * the fee by the whole clause then).
 */
export function feeNameBeforePrice(before: string): string | null {
  if (before.length > 400) return null;
  const bare = before.replace(/^[ \t]*(?:[-*\u2022\u2013\u2014]+|\d{1,2}[.)])[ \t]+/, '');
  const text = bare.replace(/\([^()\n]{0,80}\)/g, ' ').replace(/[\s$:\u2013\u2014-]+$/, '');
  const colon = text.lastIndexOf(':');
  const dash = text.search(/\s[-\u2013\u2014]\s[^-\u2013\u2014]*$/);
  const separator = Math.max(colon, dash);
  // (With no separator, a remark set aside still leaves the fee's name alone: '- Weekend premium (Sat/Sun) - $450'.)
  if (separator < 0 && !/\([^()\n]{0,80}\)/.test(bare)) return null;
  const words = text
    .slice(separator + 1)
    .replace(/^[\s\u2013\u2014-]+/, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z][A-Za-z'/-]*$/.test(w) && !FILLER.test(w));
  return words.length >= 2 && words.length <= 5 ? words.join(' ') : null;
}

const FILLER = /^(?:and|plus|add|also|so|then|that'?s|thats|the|a|an|just|do|that|as|for|to|with|he|she|they|wants?|we|it|is|will|be|there'?s|put|in|on|flat|lump|sum|ls|of|at)$/i;
