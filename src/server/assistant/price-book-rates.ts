import type { FieldSource } from '#shared/assistant/field-sources.ts';
import { presentLine } from '#shared/documents/line-presentation.ts';
import { computeLine, toBig } from '#shared/money/money.ts';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import type { ExtractedDraftWithUnits, ExtractedLineWithUnit } from './lines/line-units.ts';
import { wordTable } from './text/word-table.ts';

/**
 * The AI assistant prices from the price book (issue 15 item 2): a line the request names a system
 * or item for but gives no price ("full flake on the garage, 24 by 22") gets the book's rate for
 * it, and its rate's source says so (a flag the editor's review panel shows, plus a warning). A
 * price the request states always wins: only lines at 0 are priced. Done once, after either
 * extractor, like the line units.
 *
 * A line matches an active entry when the line's words hold most of the entry name's telling words
 * ('Full Flake Epoxy' is told by 'flake'; 'Moisture Vapor Barrier' by two of its three words), in the
 * same unit. Of several, the one with more of its words said wins, then the one said first.
 */

/** Words that name no system on their own: they are in many entries or in none of the line's words. */
const GENERIC = new Set([
  'a', 'an', 'and', 'the', 'of', 'for', 'on', 'in', 'with', 'to', 'per',
  'epoxy', 'system', 'coating', 'coat', 'floor', 'floors', 'flooring', 'full', 'broadcast', 'prep', 'preparation',
  'diamond', 'repair', 'base', 'day', 'one', '1', 'install', 'installation', 'labor', 'material',
]);

/** Spellings people and the extractors use for the same thing. */
const SYNONYMS: Record<string, string> = wordTable({
  poly: 'polyaspartic',
  polyurea: 'polyaspartic',
  chip: 'flake',
  chips: 'flake',
  flakes: 'flake',
  colour: 'color',
  grind: 'grinding',
  ground: 'grinding',
  step: 'stair',
  steps: 'stair',
  stairs: 'stair',
  tread: 'stair',
  treads: 'stair',
  stairway: 'stair',
  mob: 'mobilization',
  mobilisation: 'mobilization',
  cracks: 'crack',
  drains: 'drain',
  walls: 'wall',
  metalic: 'metallic',
});

/** The least share of an entry's telling words a line must say. */
const ENOUGH = 0.6;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => SYNONYMS[word] ?? word);
}

const tellingWords = (name: string): string[] => [...new Set(words(name).filter((word) => !GENERIC.has(word)))];

export interface PriceBookMatch {
  entry: PriceBookItem;
  said: number;
  first: number;
}

/** The active entry a line's description names, in the line's unit, or null when none or no single best. */
export function priceBookEntryFor(line: Pick<ExtractedLineWithUnit, 'description' | 'unit'>, entries: readonly PriceBookItem[]): PriceBookItem | null {
  const lineWords = words(line.description);
  const matches: PriceBookMatch[] = [];
  for (const entry of entries) {
    if (!entry.active || entry.unit !== line.unit || toBig(entry.rate).eq(0)) continue;
    const telling = tellingWords(entry.name);
    if (telling.length === 0) continue;
    const positions = telling.map((word) => lineWords.indexOf(word)).filter((at) => at >= 0);
    if (positions.length / telling.length < ENOUGH) continue;
    matches.push({ entry, said: positions.length, first: Math.min(...positions) });
  }
  matches.sort((a, b) => b.said - a.said || a.first - b.first);
  const [best, next] = matches;
  if (!best) return null;
  // Two entries told by the same words at the same place: the line does not say which.
  if (next && next.said === best.said && next.first === best.first) return null;
  return best.entry;
}

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface PricedDraft {
  draft: ExtractedDraftWithUnits;
  sources: FieldSource[];
  warnings: string[];
}

/** The draft with unpriced lines priced from the book, and the sources and warnings that say which. */
export function withPriceBookRates(draft: ExtractedDraftWithUnits, sources: readonly FieldSource[], warnings: readonly string[], entries: readonly PriceBookItem[]): PricedDraft {
  const nextSources = [...sources];
  const nextWarnings = [...warnings];
  const lineItems = draft.lineItems.map((line, i) => {
    if (line.rate !== 0) return line;
    const entry = priceBookEntryFor(line, entries);
    if (!entry) return line;
    const priced = { ...line, rate: Number(entry.rate) };
    const { rateText } = presentLine({ unit: entry.unit, rate: entry.rate });
    const name = clip(entry.name, 120);
    const said = `Rate from the price book: ${name}, ${rateText} (the request gives no price)`;
    const field = `lineItems.${i}.rate`;
    const source: FieldSource = { field, start: null, end: null, confidence: 0.9, flag: said };
    const at = nextSources.findIndex((s) => s.field === field);
    if (at >= 0) nextSources[at] = source;
    else nextSources.push(source);
    const minimum = entry.minimumCharge && toBig(computeLine(priced).amount).lt(toBig(entry.minimumCharge)) ? `; under its minimum charge of $${entry.minimumCharge}` : '';
    // The record keeps at most 50 warnings; the rate's own flag says it in any case.
    if (nextWarnings.length < 50) nextWarnings.push(`Line ${i + 1} (${clip(line.description, 80)}): priced from the price book, ${name} at ${rateText}${minimum}.`);
    return priced;
  });
  return { draft: { ...draft, lineItems }, sources: nextSources, warnings: nextWarnings };
}
