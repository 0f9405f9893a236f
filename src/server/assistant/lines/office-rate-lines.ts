import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { feetAndInches } from '../sizes/feet-and-inches.ts';

// The floor itself, when the prose reader found no line for it: the office writes the rate on top
// ('Flake 4.65.', 'use 5.60 (AK pricing)', 'pool deck recoat 3.75/sf') and the customer's message
// below gives the one size ('Garage is 24 wide by 26 deep', 'approximately 1,240 square feet').
// The slots are one area size, one rate per square foot no line has taken, the system and the area
// named near them. Only when each slot has exactly one candidate: a guess between two is not made.
// Each optional part carries its own leading blanks, so no two '\s*' stand side by side (a long run of
// blanks is tried one way, not shared out between them).
const DIMS = /(?<![\d.])(\d{1,4}(?:\.\d+)?)(?:\s*(?:'|ft\.?|feet|foot))?(?:(?:\s*-)?\s*(\d{1,2})\s*(?:"|''|in\.?|inches))?(?:\s*(?:wide|long|deep))?\s*(?:x|by|\u00d7)\s*(\d{1,4}(?:\.\d+)?)(?:\s*(?:'|ft\.?|feet|foot))?(?:(?:\s*-)?\s*(\d{1,2})\s*(?:"|''|in\.?|inches))?(?![\d.]*\d)/gi;
const SQFT = /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{2,6})\s*(?:sq\.?\s*(?:ft|feet)|sqft|sf|square\s+f(?:ee|oo)t)\b/gi;
const RATE = /(?<![\d.,$])\$?(\d{1,2}\.\d{1,2})(?![\d%])(?!\s*(?:%|x\b|by\b|'|ft\b|feet\b|foot\b|lf\b|l\/f|\/\s*lf|linear|car\b|in\b))/g;
const NOT_THIS_JOB = /\b(?:not|except|exclud\w*|lead\s+cost|budget|paid|last\s+year|another\s+company|other\s+company|competitor|quoted\s+me)\b/i;
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:flake|chip)/i, 'Flake system'],
  [/\bmetallic/i, 'Metallic epoxy'],
  [/\bquartz/i, 'Quartz system'],
  [/\bpolyaspartic/i, 'Polyaspartic'],
  [/\burethane\s+cement/i, 'Urethane cement'],
  [/\b(?:grind\s*(?:&|and)\s*seal|sealer)\b/i, 'Grind and seal'],
];
const AREA = /\b(garage|shop|basement|pool\s+deck|deck|patio|porch|kitchen|warehouse|showroom|hangar|barn|carport|lanai|gym|office|lobby|floor)\b/i;
const LINEAR = /\b(?:cove|crack|joint|stem|base|drain|step|stair|tread|fee|mobil)/i;

// A coating line the prose reader priced but left at 1 ('Flake system | 1 @ 4.80'): the rate slot is filled, the size is not.
const isStub = (l: ExtractedLineItem): boolean => l.quantity === 1 && !l.useDimensions && l.rate > 0 && l.rate < 30 && !LINEAR.test(l.description) && SYSTEMS.some(([p]) => p.test(l.description));

export function areaLineFromNote(text: string, given: ExtractedLineItem[]): ExtractedLineItem[] {
  if (given.some((l) => l.useDimensions || (l.quantity >= 50 && !LINEAR.test(l.description)))) return given;
  const stubs = given.filter(isStub);
  const stub = stubs.length === 1 ? stubs[0]! : null;
  const lines = stub ? given.filter((l) => l !== stub) : given;
  const sentences = text.split(/\n|[.!?;](?=\s|$)/).filter((s) => s.length < 400 && !NOT_THIS_JOB.test(s));
  const sizes: { quantity: number; length: number | null; width: number | null; sentence: string }[] = [];
  const rates: { rate: number; sentence: string }[] = [];
  const taken = new Set(lines.map((l) => l.rate));
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(DIMS)) {
      const length = feetAndInches(Number(m[1]), Number(m[2] ?? 0));
      const width = feetAndInches(Number(m[3]), Number(m[4] ?? 0));
      if (length >= 4 && width >= 4) sizes.push({ quantity: Math.round(length * width * 100) / 100, length, width, sentence });
    }
    for (const m of sentence.matchAll(SQFT)) sizes.push({ quantity: Number(m[1]!.replace(/,/g, '')), length: null, width: null, sentence });
    for (const m of sentence.matchAll(RATE)) {
      const rate = Number(m[1]);
      if (rate >= 1 && rate < 30 && !taken.has(rate)) rates.push({ rate, sentence });
    }
  }
  const distinctSizes = [...new Set(sizes.map((s) => s.quantity))];
  if (stub) {
    rates.length = 0;
    rates.push({ rate: stub.rate, sentence: stub.description });
  }
  const distinctRates = [...new Set(rates.map((r) => r.rate))];
  if (distinctSizes.length !== 1 || distinctRates.length !== 1) return given;
  const size = sizes[0]!;
  const rate = rates[0]!;
  if (!(size.quantity >= 50) || lines.some((l) => l.quantity === size.quantity)) return given;
  const system = (stub ? stub.description.split(' - ')[0] : null) ?? SYSTEMS.find(([p]) => p.test(rate.sentence))?.[1] ?? SYSTEMS.find(([p]) => p.test(text))?.[1] ?? 'Epoxy floor coating';
  const area = (AREA.exec(size.sentence) ?? AREA.exec(rate.sentence))?.[1]?.replace(/\s+/g, ' ').toLowerCase();
  const description = area ? `${system} - ${area.charAt(0).toUpperCase()}${area.slice(1)}` : system;
  const line: ExtractedLineItem = { description, useDimensions: size.length !== null, length: size.length, width: size.width, quantity: size.quantity, rate: rate.rate };
  return [line, ...lines];
}
