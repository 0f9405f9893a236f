import { isCommonWord } from '../contact/contact-details.ts';
import { isGivenName } from './given-names.ts';

/**
 * The writer's name in a sign-off written as people type it, capitals or not: 'thanks, siobhan
 * kearney' as the last line, 'cheers,' over 'nadia kowalski', or at the end of a one-line text
 * ('... 309-555-0144 thx - marisol ortega'). Only at the request's end, only a full name whose
 * first word is a known given name, so 'Thanks Karen for the call' (the office greeted) is no
 * sign-off.
 */

const CLOSING = String.raw`(?:thanks(?:\s+(?:so\s+much|again|in\s+advance))?|thank\s+you(?:\s+(?:so\s+much|again))?|many\s+thanks|thx|thnx|thks|tnx|ty|regards|best(?:\s+regards)?|kind\s+regards|warm\s+regards|cheers|sincerely|respectfully|take\s+care|talk\s+soon|appreciate\s+it|-{1,2}|—|–)`;
// 'thanks, siobhan kearney' ending a line; the name runs to the line's end.
const INLINE = new RegExp(String.raw`(?:^|[\s.!,;])${CLOSING}[ \t]*[,:!.\-—–]?[ \t]*(\p{L}[\p{L}'’-]+(?:[ \t]+\p{L}[\p{L}'’-]+){1,2})[ \t]*[.!]?[ \t]*$`, 'iu');
const CLOSING_LINE = new RegExp(String.raw`^[ \t]*${CLOSING}[ \t]*[,:!.]*[ \t]*$`, 'iu');
const NAME_LINE = /^[ \t]*[-—–]?[ \t]*(\p{L}[\p{L}'’-]+(?:[ \t]+\p{L}[\p{L}'’-]+){1,2})[ \t]*[.,]?[ \t]*$/u;
/** Lines a signature may carry after the name: a phone, an e-mail, an address, a title. */
const CONTACT_LINE = /\d{3}|@|^[ \t]*(?:cell|phone|mobile|tel|email|e-mail)\b/i;

const title = (w: string): string => (/\p{Lu}/u.test(w) ? w : w.replace(/(^|[-'’])(\p{Ll})/gu, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`));

function asName(words: readonly string[], ordinary: (w: string) => boolean): string | null {
  if (words.length < 2 || words.length > 3) return null;
  const [first] = words;
  if (!first || !isGivenName(first)) return null;
  if (words.some((w) => w.length < 2 || isCommonWord(w) || ordinary(w))) return null;
  // Both capitalised or both in lower case: 'Nadia Kowalski', 'nadia kowalski', never 'nadia Plumbing'.
  const lower = words.map((w) => w === w.toLowerCase());
  if (lower.some((l) => l !== lower[0])) return null;
  return words.map(title).join(' ');
}

export function signOffName(raw: string, ordinary: (w: string) => boolean): string | null {
  const lines = raw.slice(-2000).split('\n');
  while (lines.length > 0 && (lines.at(-1) ?? '').trim() === '') lines.pop();
  // The name's line is the last, or followed only by contact lines.
  let last = lines.length - 1;
  for (let k = 0; k < 3 && last > 0 && CONTACT_LINE.test(lines[last] ?? '') && !INLINE.test(lines[last] ?? ''); k += 1) last -= 1;
  for (let i = lines.length - 1; i >= Math.max(0, last - 1) && i >= 0; i -= 1) {
    const line = lines[i] ?? '';
    const inline = INLINE.exec(line);
    if (inline && i >= last) {
      const name = asName(inline[1]!.split(/[ \t]+/), ordinary);
      if (name) return name;
    }
    const named = NAME_LINE.exec(line);
    if (named && i === last) {
      let above = i - 1;
      while (above >= 0 && (lines[above] ?? '').trim() === '') above -= 1;
      if (above >= 0 && CLOSING_LINE.test(lines[above] ?? '')) {
        const name = asName(named[1]!.split(/[ \t]+/), ordinary);
        if (name) return name;
      }
    }
  }
  return null;
}
