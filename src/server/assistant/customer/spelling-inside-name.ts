/**
 * A spelling in brackets written inside a name ('Kraig (K R A I G) Van Zee', 'Siobhan (s-i-o-b-h-a-n)
 * Kearney', 'Jaxon (J.A.X.O.N.) Pruitt'): the office wrote down how one word is spelled and went on with
 * the name. The brackets are left out so the name's words stand together again; a spelling after the
 * whole name ('Brock Teague (T E A G U E)') or of another word is left for the spelling readers.
 */

// A capitalised word, then two to twenty letters in brackets, each set apart by a space, a hyphen or a
// full stop, then another capitalised word on the same line (bounded: letters and separators never overlap).
const SPELLING_INSIDE = /(?<![\p{L}'’])(\p{Lu}[\p{L}'’-]{1,24})[ \t]*\([ \t]*(\p{L}(?:[ \t.-]{1,3}\p{L}){1,24})[ \t.]*\)(?=[ \t]+\p{Lu})/gu;

const squash = (s: string): string => s.normalize('NFD').replace(/[^\p{L}]/gu, '').toLowerCase();

export function withoutSpellingInsideName(text: string): string {
  return text.replace(SPELLING_INSIDE, (whole, word: string, letters: string) => (squash(letters) === squash(word) ? word : whole));
}
