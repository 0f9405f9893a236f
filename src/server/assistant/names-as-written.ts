/**
 * A name is kept as the request writes it (issue 12: accents, 'LLC', 'Co.', 'Jr.'). The prose
 * reader may return it re-cased, cut at an accented letter ('Casta' for 'Castañeda') or without a
 * closing period; this finds the name in the request and takes the request's own spelling.
 */

const ABBREVIATION = /\b(?:co|inc|corp|ltd|jr|sr|bros|assn|intl)$/i;
const ROLE = /^(?:(?:it'?s|this\s+is|that'?s|cust\.?|the)\s+)?(?:(?:owner|manager|gm|contact|customer|client|homeowner)\s+)?(?=\S)|\s+(?:the\s+)?(?:owner|manager|gm|contact)$/i;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function nameAsWritten(name: string | null, text: string): string | null {
  if (!name) return name;
  let value = name.replace(ROLE, '').trim() || name;
  // One word from prose is a place, a day, a label or a first name alone, not a customer.
  if (!/\s/.test(value)) return null;
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 8) return value;
  const pattern = new RegExp(words.map(escape).join('[\\s,]+'), 'iu');
  const found = pattern.exec(text);
  if (!found) return value;
  let end = found.index + found[0].length;
  // A word cut at a letter the reader did not know ('Castañeda', 'Echeverría'): run to the word's end.
  while (end < text.length && /[\p{L}\p{M}'’-]/u.test(text[end]!)) end += 1;
  let written = text.slice(found.index, end).replace(/\s+/g, ' ');
  // A last word the reader dropped for its accents ('Alejandro Fuentes Sáenz').
  const next = /^ ([\p{Lu}][\p{L}'’-]*[\u00C0-\u024F\u1E00-\u1EFF][\p{L}'’-]*)(?![\p{L}])/u.exec(text.slice(end, end + 40));
  if (next) {
    written += next[0];
    end += next[0].length;
  }
  if (ABBREVIATION.test(written) && text[end] === '.') written += '.';
  // A suffix written after the name ('Hank Beaumont Jr.', 'Hollis Pemberton, Sr.').
  const suffix = /^,?\s+((?:jr|sr)\.?|ii|iii|iv)(?![\p{L}])/iu.exec(text.slice(end, end + 8));
  if (suffix && !/\b(?:jr|sr|ii|iii|iv)\.?$/i.test(written)) written += ` ${suffix[1]}`;
  // Take the request's casing only when it has some ('LLC', 'McBride'); a lower-case dictation keeps the reader's.
  value = /\p{Lu}/u.test(written) ? written : value;
  return value.trim();
}

// A name word: capitalised (accents allowed), a particle (de la, van, al) or a suffix.
const NAME_WORD = /^(?:[\p{Lu}][\p{L}'’.-]*|de|del|della|la|las|los|van|von|der|da|di|du|le|bin|ibn|al|el|y|dos|das)$/u;
const SUFFIX_WORD = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;
const PHONE_WRITTEN = /\(?\b\d{3}\)?[\s.-]{0,2}\d{3}[\s.-]\d{4}\b/g;
const NOT_NAME_WORDS = /^(?:Cell|Ph|Phone|Tel|Mobile|Text|Call|Lead|Quote|Customer|Client|Contact|Email|Addr|Address|Job|Garage|Basement|Shop|New|Hey|Hi|Hello|Thanks|The|From|To|Re|Fwd|Subject|Sent|Date|Name|Owner|Site|Bill|Attn|Est|Bid|Estimate|Proposal|Note|Notes|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Pls|Please|Asap|Office|Web|Form)$/;

/**
 * The person written just before a phone number on the same line ('Buffalo - Darnell Hughes Sr.
 * 716-555-0190', 'Lexington lead: Carmen Ruiz de la Fuente, 859-555-0153'): notes, texts and
 * leads put the name first and the number right after it.
 */
export function nameBeforePhone(text: string): string | null {
  for (const m of text.matchAll(PHONE_WRITTEN)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const segment = text
      .slice(Math.max(lineStart, m.index - 120), m.index)
      .replace(/\([^()\n]{0,40}\)/g, ' ')
      .replace(/\b(?:cell|ph|phone|tel|mobile|c|m|#)[.:#]*\s*$/i, '')
      .replace(/[\s,:|(–—-]+$/, '');
    const piece = segment.split(/\s[-–—|/]+\s|[:;,|•]|\s{2,}|\b(?:for|from|is|neighbor|customer|client|lead)\b/i).at(-1)?.trim() ?? '';
    const words = piece.split(/\s+/).filter(Boolean);
    if (words.length < 2 || words.length > 6) continue;
    const lowerStart = piece === piece.toLowerCase() && lineStart === 0 && text.slice(0, m.index).trim().split(/\s+/).length <= 3;
    const ok = words.every((w, i) => (NAME_WORD.test(w) || (i > 0 && SUFFIX_WORD.test(w)) || lowerStart) && !NOT_NAME_WORDS.test(w.replace(/[.:]$/, '')));
    if (!ok || !/^[\p{Lu}]/u.test(words[0]!) && !lowerStart) continue;
    if (lowerStart && !/^[a-z'-]+ [a-z'-]+$/.test(piece)) continue;
    const name = lowerStart ? piece.replace(/(^|[\s'-])([a-z])/g, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`) : piece;
    return name.replace(/[.,]$/, (p) => (/\b(?:jr|sr)\.$/i.test(name) ? p : ''));
  }
  return null;
}
