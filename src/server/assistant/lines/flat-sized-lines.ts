import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

/**
 * A small area measured and priced as a whole: 'plus the 4x8 landing by the house door, flat $120', 'the
 * 3x5 stoop out front - $95 flat', 'the 6x8 laundry nook $150 lump sum'. The size only says which area it
 * is; the price is for all of it, so the line is one piece at that price (the prose reader had made it
 * 32 sq ft at $120). Only a price of $25 or more, said flat or as a lump sum in the size's own clause,
 * after the size: no square-foot rate is that high.
 */
const SIZE = /(?<![\d.])(\d{1,3}(?:\.\d+)?)[ \t]*(?:'|ft)?[ \t]*(?:x|\u00d7|by)[ \t]*(\d{1,3}(?:\.\d+)?)(?![\d.])/gi;
const FLAT_AFTER = /^[^.;\n]{0,60}?(?:\b(?:flat|lump[ \t]*sum|ls)[ \t]*(?:of[ \t]+|for[ \t]+|at[ \t]+|[-:][ \t]*)?\$?[ \t]?(\d{2,5}(?:\.\d{2})?)(?!\d|\.\d)|\$?(\d{2,5}(?:\.\d{2})?)(?!\d|\.\d)[ \t]*(?:flat|lump[ \t]*sum|ls)\b)/i;

export function flatPricedSizes(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!/\bflat\b|\blump|\bls\b/i.test(text)) return lines;
  const flats: { length: number; width: number; price: number }[] = [];
  let seen = 0;
  for (const m of text.slice(0, 30_000).matchAll(SIZE)) {
    // (A request names a few sizes; a pasted list of hundreds is read no further.)
    if ((seen += 1) > 200) break;
    const window = text.slice(m.index + m[0].length, m.index + m[0].length + 90);
    const after = /flat|lump|ls/i.test(window) ? FLAT_AFTER.exec(window) : null;
    if (!after) continue;
    const price = Number(after[1] ?? after[2]);
    if (price >= 25) flats.push({ length: Number(m[1]), width: Number(m[2]), price });
  }
  if (flats.length === 0) return lines;
  return lines.map((l) => {
    const area = Math.round(l.quantity * 100) / 100;
    const flat = flats.find((f) => Math.abs(f.price - l.rate) < 0.005 && Math.abs(f.length * f.width - area) < 0.01);
    return flat && l.quantity > 1 ? { ...l, useDimensions: false, length: null, width: null, quantity: 1 } : l;
  });
}
