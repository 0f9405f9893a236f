import { escapeRegExp } from '../text/escape-regexp.ts';

/**
 * Where a line's size is written in the request ('24x30', "24' x 30'", '24 by 30.0', "9'6\" x 12"),
 * for the repairs that name a line after the words around its size.
 *
 * A pattern built from the line's figures per request was compiled, then run through the
 * whole request by the regexp interpreter (a new pattern is not compiled to machine code until
 * its second run): about 3% of a reading's time. Sizes in whole feet, nearly all of them, are
 * found instead by one pattern compiled once, whose figures are compared; a size with inches
 * still goes through its own pattern.
 */

export interface WrittenSize {
  index: number;
  end: number;
}


/** The pattern of a figure: 18.5 may be written '18.5', "18'6"" or '18 ft 6 in'; 24 as '24' or '24.0'. */
function figure(n: number): string {
  const whole = Math.floor(n);
  const inches = Math.round((n - whole) * 12);
  return inches > 0 ? `(?:${escapeRegExp(String(n))}|${whole}\\s*(?:'|ft)?\\s*-?\\s*${inches}\\s*(?:"|in)?)` : `${whole}(?:\\.0+)?`;
}

/** The figure in whole feet as `figure` writes it, or null for a figure with inches. */
function wholeFeet(n: number): string | null {
  const whole = Math.floor(n);
  return Math.round((n - whole) * 12) > 0 || whole < 0 || whole > 1e15 ? null : String(whole);
}

/** Any size in whole feet: the same pattern as `sizePattern` with the figures left open. */
const ANY_WHOLE_SIZE = /(?<![\d.])(\d+)(?:\.0+)?\s*(?:'|ft\.?|feet)?\s*(?:x|by|×)\s*(\d+)(?:\.0+)?(?!\.?\d)/gi;

/** The pattern of one size, as the repairs wrote it before `whereSizeIsWritten`. */
function sizePattern(length: number, width: number): RegExp {
  return new RegExp(`(?<![\\d.])${figure(length)}\\s*(?:'|ft\\.?|feet)?\\s*(?:x|by|×)\\s*${figure(width)}(?!\\.?\\d)`, 'gi');
}

/**
 * Each place (up to `limit`) where `length` x `width` is written in `text`, in order: the matches
 * `text.matchAll(sizePattern(length, width))` gives.
 */
export function whereSizeIsWritten(text: string, length: number, width: number, limit = Infinity): WrittenSize[] {
  const found: WrittenSize[] = [];
  const [l, w] = [wholeFeet(length), wholeFeet(width)];
  if (l === null || w === null) {
    for (const m of text.matchAll(sizePattern(length, width))) {
      if (found.length >= limit) break;
      found.push({ index: m.index, end: m.index + m[0].length });
    }
    return found;
  }
  // A match of the open pattern with other figures may overlap one with these ('12x24x30' holds
  // 24x30): the search goes on from the next character, as the size's own pattern would have.
  ANY_WHOLE_SIZE.lastIndex = 0;
  for (let m = ANY_WHOLE_SIZE.exec(text); m && found.length < limit; m = ANY_WHOLE_SIZE.exec(text)) {
    if (m[1] === l && m[2] === w) found.push({ index: m.index, end: m.index + m[0].length });
    else ANY_WHOLE_SIZE.lastIndex = m.index + 1;
  }
  return found;
}
