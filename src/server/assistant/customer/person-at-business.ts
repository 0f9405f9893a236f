/**
 * A person said with the business they are from, in one breath ('customer is steve mattson at mattson
 * implement in willmar', 'tyrell booker with booker auto detail', 'Dana Ruiz from Ruiz Roofing'): the
 * readers that take the words after a cue run on into the business. The quote is the person's, said
 * first; the business only says where they work. Read only when the business shows itself as one: it
 * carries the person's family name ('Booker Auto'), or the person opens with a known given name and
 * the business has a word of a business ('Steve Lund at Lakeside Dental').
 */
// Two words of a name (a suffix may follow), the word that ties them to the business, then the business.
const PERSON_THEN_BUSINESS = /^(\p{L}[\p{L}'’-]+[ \t]+\p{L}[\p{L}'’-]+(?:[ \t]+(?:jr|sr)\.?)?)[ \t]+(?:with|at|from)[ \t]+(?:the[ \t]+)?(\p{L}[\p{L}'’&.-]*(?:[ \t]+[\p{L}&][\p{L}'’&.-]*){0,6})$/iu;

export interface PersonAtBusinessWords {
  /** A given name the lists hold ('Steve'). */
  isGivenName: (word: string) => boolean;
  /** A word that names a business or its kind ('Auto', 'Dental', 'LLC'). */
  isBusinessWord: (word: string) => boolean;
  /** An ordinary word of a sentence, never a name ('the', 'shop'). */
  isOrdinaryWord: (word: string) => boolean;
}

export function personAtTheirBusiness(value: string, words: PersonAtBusinessWords): string | null {
  const m = PERSON_THEN_BUSINESS.exec(value.trim());
  if (!m) return null;
  const person = m[1]!.split(/[ \t]+/);
  const [given, surname] = [person[0]!, person[1]!];
  if (words.isOrdinaryWord(given) || words.isOrdinaryWord(surname) || words.isBusinessWord(given) || words.isBusinessWord(surname)) return null;
  const business = m[2]!.split(/[ \t]+/).map((w) => w.replace(/[.,]$/, ''));
  const family = business.some((w) => w.toLowerCase() === surname.toLowerCase());
  const kind = words.isGivenName(given) && business.some((w) => words.isBusinessWord(w));
  return family || kind ? m[1]! : null;
}
