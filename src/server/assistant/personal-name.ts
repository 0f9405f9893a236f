import { isCommonWord } from './contact-details.ts';
import { isGivenName } from './given-names.ts';
import { ordinaryWord } from './ordinary-word.ts';

/**
 * The office says the quote goes in the person's own name, not the business's: 'She wants the quote in
 * her own name, not the winery LLC', 'Bea Stroud owns it and wants the quote under her name', 'put it
 * in his name rather than the church', 'quote Carla Reyes personally, not the bakery'. The person is
 * the one named just before (or right after) the remark, whatever business the note opens with.
 */

const PERSONAL =
  /\b(?:(?:in|under)[ \t]+(?:her|his|their)[ \t]+(?:own[ \t]+)?(?:personal[ \t]+)?names?|(?:to|for)[ \t]+(?:her|him|them)[ \t]+personally|(?:her|him|them)(?:self|selves)?[ \t]+personally|(?:her|his|their)[ \t]+personal[ \t]+name)\b/i;
// Capitalised words in a row ('Owner Curt Vandersloot', 'Rubén Ochoa Salinas'); the person is what is left
// after the role or cue words before it.
const RUN = /(?<![\p{L}'’])\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){1,4}/gu;
const TITLED = /(?:^|[^\p{L}])(?:ms|mrs|mr|dr|miss)\.?[ \t]+$/iu;
const ROLE_AFTER = /^[ \t]*(?:\([ \t]*)?(?:the[ \t]+)?(?:owner|co-owner|proprietor|founder)\b/i;
const SUFFIX = /^(?:jr|sr|ii|iii|iv)$/i;
const BUSINESS_WORD = /^(?:llc|inc|co|corp|company|cellars|winery|pottery|studio|church|shop|store|bakery|cafe|club|market|group|farms?|ranch|salon|clinic|dental|hoa|association|school|center|services|supply|builders|construction)$/i;
const notName = (w: string): boolean => ordinaryWord(w) || isCommonWord(w) || BUSINESS_WORD.test(w);

interface Person {
  name: string;
  start: number;
  end: number;
}

function people(text: string, offset: number): Person[] {
  const found: Person[] = [];
  for (const m of text.matchAll(RUN)) {
    const words = m[0].split(/[ \t]+/);
    let first = 0;
    while (first < words.length && notName(words[first]!) && !isGivenName(words[first]!)) first += 1;
    let last = words.length;
    while (last > first && SUFFIX.test(words[last - 1]!)) last -= 1;
    const kept = words.slice(first, last);
    if (kept.length < 2 || kept.length > 3 || kept.some(notName)) continue;
    const start = offset + m.index + m[0].indexOf(kept[0]!);
    found.push({ name: kept.join(' '), start, end: start + kept.join(' ').length });
  }
  return found;
}

export function personNamedForQuote(raw: string): string | null {
  const text = raw.slice(0, 6000);
  const cue = PERSONAL.exec(text);
  if (!cue) return null;
  // Named right after the remark: 'put the quote in her name, Corinne Ramsey', 'in HER name: Annika Grevstad'.
  const cueEnd = cue.index + cue[0].length;
  const sep = /^[ \t]*[-–—:,(][ \t]*/.exec(text.slice(cueEnd, cueEnd + 8));
  if (sep) {
    const next = people(text.slice(cueEnd, cueEnd + 80), cueEnd).find((p) => p.start === cueEnd + sep[0].length);
    if (next) return next.name;
  }
  // In the sentence or two before it: the nearest person, one known by a given name, a title or a role
  // ('(owner)', 'owns it') first.
  const from = Math.max(0, cue.index - 300);
  const before = people(text.slice(from, cue.index), from);
  const sure = before.filter((p) => isGivenName(p.name.split(' ')[0]!) || TITLED.test(text.slice(Math.max(0, p.start - 6), p.start)) || ROLE_AFTER.test(text.slice(p.end, p.end + 20)) || /^[ \t]+owns\b/i.test(text.slice(p.end)));
  return (sure.at(-1) ?? before.at(-1))?.name ?? null;
}
