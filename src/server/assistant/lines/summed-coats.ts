import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

/**
 * Two coats over one floor written as a sum, the coats in one order and their prices in the same order
 * ('Moisture barrier + flake, 2.25 + 5.10', 'flake + mvb: 5.10 + 2.25 = 7.35/sf', 'primer and metallic
 * 1.40 + 6.90'): each coat is a line of its own over the floor, at its own price. The prose reader
 * made one line of the floor at one of the figures (or at their sum).
 */

const COAT = String.raw`(moisture[ \t]+(?:vapou?r[ \t]+)?barrier(?:[ \t]+primer)?|vapou?r[ \t]+barrier|mvb|primer|flake|chip|quartz|metallic|solid(?:[ \t]+colou?r)?|epoxy|polyaspartic|poly|urethane(?:[ \t]+cement)?|top[ \t]?coat|sealer|clear[ \t]+coat)`;
// Prices per foot are written to the cent ('2.25', '.75'): 'w/ quartz 4.95 + 8 drains' adds no coat.
const PRICE = String.raw`\$?(\d{0,2}\.\d{1,2})`;
const SUMMED = new RegExp(
  String.raw`\b${COAT}[ \t]*(?:\+|&|\band\b|\bplus\b|\bw\/|\bwith\b)[ \t]*${COAT}\b[ \t]*[,:=-]?[ \t]*${PRICE}[ \t]*\+[ \t]*${PRICE}(?:[ \t]*=[ \t]*${PRICE})?(?!\d|\.\d)`,
  'gi',
);

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase().replace(/[ \t]+/g, ' ');
const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

export function coatsSummed(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  let out = lines;
  for (const m of [...text.slice(0, 30_000).matchAll(SUMMED)].slice(0, 4)) {
    const [first, second] = [m[1]!, m[2]!];
    const [a, b] = [Number(m[3]), Number(m[4])];
    const sum = m[5] === undefined ? null : Number(m[5]);
    // The sum the writer worked out must be the sum of the two ('3.25 + .75 = 4.00').
    if (!(a > 0 && b > 0) || (sum !== null && !same(sum, a + b))) continue;
    // Coats already read apart are left as they are.
    if (out.some((l) => same(l.rate, a)) && out.some((l) => same(l.rate, b))) continue;
    const floors = out.filter((l) => l.quantity > 1 && (same(l.rate, a) || same(l.rate, b) || same(l.rate, a + b)));
    if (floors.length !== 1) continue;
    const floor = floors[0]!;
    const cut = floor.description.indexOf(' - ');
    const area = cut >= 0 ? floor.description.slice(cut) : '';
    const coat = (name: string, rate: number): ExtractedLineItem => ({ ...floor, description: `${capitalise(name)}${area}`.slice(0, 500), rate });
    out = out.flatMap((l) => (l === floor ? [coat(first, a), coat(second, b)] : [l]));
  }
  return out;
}
