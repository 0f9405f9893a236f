import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

// A line priced by the foot whose length is said somewhere else: the office note on top gives
// 'crack repair 5.50/lf', the customer's e-mail below says 'several cracks totaling maybe 55 feet'
// or 'about 600 ft of saw cut joints'. The reader left such a line at 1; the length said in a
// sentence that names the same thing (crack, joint, cove ...) is its quantity.
const LINEAR_THING = /\b(crack|joint|cove|stem|edge|trench|seam|curb|perimeter|base\s*board)/i;
const LENGTH = /(?<![\d.$/,])(\d{1,3}(?:,\d{3})+|\d{1,5})(?:\.\d+)?\s*(?:lf\b|l\/f\b|lin(?:ear)?\.?\s*(?:ft|feet|foot)\b|ft\b|feet\b|foot\b|')(?!\s*(?:x\b|by\b|wide|long|deep|high|tall|\d))/gi;

export function lengthsForLinearLines(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!lines.some((l) => l.quantity === 1 && !l.useDimensions && LINEAR_THING.test(l.description))) return lines;
  // Sentences (each bounded) keep the reading linear in the text.
  const sentences = text.split(/\n|[.!?;](?=\s|$)/).filter((s) => s.length < 400);
  return lines.map((line) => {
    if (line.quantity !== 1 || line.useDimensions) return line;
    const thing = LINEAR_THING.exec(line.description)?.[1]?.toLowerCase().replace(/\s+/g, '');
    if (!thing) return line;
    for (const sentence of sentences) {
      if (!sentence.toLowerCase().replace(/base\s+board/g, 'baseboard').includes(thing)) continue;
      const lengths = [...sentence.matchAll(LENGTH)].map((m) => Number(m[1]!.replace(/,/g, ''))).filter((n) => n >= 2 && n !== line.rate);
      if (lengths.length === 1) return { ...line, quantity: lengths[0]! };
    }
    return line;
  });
}
