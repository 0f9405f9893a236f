import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

/**
 * One thing said twice is one line. Two ways people restate a line's figures:
 *   - a size given both ways at once: '462 sq ft (21x22)', '21 x 22 = 462 sf': the line read from
 *     the square feet goes, the one with its length and width stays;
 *   - a price said once for linear or counted work that also got a line of its own at quantity 1
 *     ('cove 4" 76 lf x 7.50' read as 'Cove | 76 @ 7.50' and 'Cove base | 1 @ 7.50'): the line left
 *     at 1 goes when another line of the same work has that price and a real quantity.
 */
const WORK = /\b(cove|crack|joint|stem|edge|strip|step|stair|tread|drain|nosing|threshold)/i;

export function dropRestatedLines(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  return lines.filter((line, i) => {
    // A size said again ('go with the size you measured (24'6" x 25')' in a reply over '> I measured
    // the garage at 24'6" x 25'') is the same floor: of two lines alike, the one named less fully
    // goes (the second of two named alike).
    if (line.length !== null && line.width !== null && line.quantity > 1) {
      const words = line.description.toLowerCase();
      const same = lines.findIndex((o, j) => j !== i && o.length === line.length && o.width === line.width && o.rate === line.rate && Math.abs(o.quantity - line.quantity) < 0.01 && (o.description.toLowerCase() === words ? j < i : o.description.toLowerCase().startsWith(`${words} - `)));
      if (same >= 0 && sizeSaidTwice(text, line.length, line.width)) return false;
    }
    const twin = (pred: (other: ExtractedLineItem) => boolean): boolean => lines.some((other, j) => j !== i && pred(other));
    if (line.length === null && line.quantity > 1) {
      const bothWays = twin((o) => o.length !== null && o.width !== null && Math.abs(o.quantity - line.quantity) < 0.01 && o.rate === line.rate);
      if (bothWays && saidBothWays(text, line.quantity)) return false;
    }
    if (line.quantity === 1 && !line.useDimensions) {
      const work = WORK.exec(line.description)?.[1]?.toLowerCase();
      if (work && twin((o) => o.rate === line.rate && o.quantity > 1 && WORK.exec(o.description)?.[1]?.toLowerCase() === work)) return false;
    }
    return true;
  });
}

/** '462 sq ft (21x22)', '21 x 22 = 462 sf', '462sf / 21x22': the square feet right beside a size. */
function saidBothWays(text: string, quantity: number): boolean {
  const q = String(quantity).replace('.', '\\.');
  const dims = String.raw`\d+(?:\.\d+)?\s*(?:'|ft)?\s*(?:x|by)\s*\d+(?:\.\d+)?\s*(?:'|ft)?`;
  const sqft = String.raw`(?<![\d.])${q}(?:\.0+)?\s*(?:sq\.?\s*ft|sf|sqft|square\s+feet)`;
  return new RegExp(`${sqft}[\\s(),:=/-]{0,4}${dims}|${dims}[\\s(),:=/-]{0,4}${sqft}`, 'i').test(text);
}

/** The size written twice, once in brackets ('(24'6" x 25')' in a reply, and in the message it quotes). */
function sizeSaidTwice(text: string, length: number, width: number): boolean {
  const size = new RegExp(String.raw`(?<![\d.])${Math.floor(length)}(?:\.\d+|[ \t]{0,2}'[ \t]{0,2}\d{1,2}[ \t]{0,2}"?|[ \t]{0,2}ft)?[ \t]{0,2}'?[ \t]{0,3}(?:x|by|\u00d7)[ \t]{0,3}${Math.floor(width)}(?![\d])`, 'gi');
  const found = [...text.matchAll(size)];
  // One of them restated in brackets; two rooms of one size ('Bay A 30 x 40 and Bay B 30 x 40') stay.
  return found.length >= 2 && found.some((m) => /\(\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)));
}
