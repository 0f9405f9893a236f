import { wordTable } from '../text/word-table.ts';

/**
 * A work word inside a place's proper name is not the work: 'the HOA at Osprey Cove', 'Harbor Cove
 * Apartments', 'Sandpiper Cove Townhomes' name a place, not cove base. The word is blanked (same
 * length, so offsets hold) before the lines are read; the name's other words stay for titles.
 * Told by its capitals: a capitalised word before 'Cove' that is no trade word ('Epoxy Cove', 'Integral
 * Cove' are the work), and no base, length or figure after it ('Vinyl Cove Base 120 lf').
 */
const NAMED_COVE = /\b([A-Z][a-z]+)[ \t]+Coves?\b(?![ \t]*(?:[Bb]ase|BASE|[Mm]olding|[Tt]rim|\d|[@$:=(]|[Ll][Ff]\b|[Ll]in))/g;

// Words that, capitalised in a heading or a sheet, put the cove on the floor ('Quartz Cove', 'Add Cove').
const TRADE_WORDS = wordTable<true>(
  Object.fromEntries(
    ('integral epoxy quartz flake flakes chip metallic urethane polyaspartic poly vinyl rubber coved sanitary radius standard ' +
      'and with plus the add install new inch in ft sealed resin floor floors coating system wall base').split(' ').map((w) => [w, true]),
  ),
);

export function blankWorkWordsInPlaceNames(text: string): string {
  if (!text.includes('Cove')) return text;
  return text.replace(NAMED_COVE, (match: string, before: string) => (TRADE_WORDS[before.toLowerCase()] ? match : `${before}${match.slice(before.length).replace(/\S/g, ' ')}`));
}
