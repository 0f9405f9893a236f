/**
 * A name is kept as the request writes it (issue 12: accents, 'LLC', 'Co.', 'Jr.'). The prose
 * reader may return it re-cased, cut at an accented letter ('Casta' for 'Castañeda') or without a
 * closing period; this finds the name in the request and takes the request's own spelling.
 */

const ABBREVIATION = /\b(?:co|inc|corp|ltd|jr|sr|bros|assn|intl)$/i;
const ROLE = /^(?:the\s+)?(?:owner|manager|gm|contact|customer|client|homeowner)\s+|\s+(?:the\s+)?(?:owner|manager|gm|contact)$/i;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function nameAsWritten(name: string | null, text: string): string | null {
  if (!name) return name;
  let value = name.replace(ROLE, '').trim() || name;
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 8) return value;
  const pattern = new RegExp(words.map(escape).join('[\\s,]+'), 'iu');
  const found = pattern.exec(text);
  if (!found) return value;
  let end = found.index + found[0].length;
  // A word cut at a letter the reader did not know ('Castañeda', 'Echeverría'): run to the word's end.
  while (end < text.length && /[\p{L}'’-]/u.test(text[end]!)) end += 1;
  let written = text.slice(found.index, end).replace(/\s+/g, ' ');
  // A last word the reader dropped for its accents ('Alejandro Fuentes Sáenz').
  const next = /^ ([\p{Lu}][\p{L}'’-]*[\u00C0-\u024F\u1E00-\u1EFF][\p{L}'’-]*)(?![\p{L}])/u.exec(text.slice(end, end + 40));
  if (next) {
    written += next[0];
    end += next[0].length;
  }
  if (ABBREVIATION.test(written) && text[end] === '.') written += '.';
  // Take the request's casing only when it has some ('LLC', 'McBride'); a lower-case dictation keeps the reader's.
  value = /\p{Lu}/u.test(written) ? written : value;
  return value.trim();
}
