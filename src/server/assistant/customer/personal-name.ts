import { isCommonWord } from '../contact/contact-details.ts';
import { isGivenName } from './given-names.ts';
import { ordinaryWord } from '../text/ordinary-word.ts';

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

/**
 * The quote addressed to the person by name: 'quote in Cutter Hembree's name', 'under Pauline Marsh's name',
 * 'quote to Dr Amos Whitcomb himself', 'address the quote to Dr. Farid Haddadin directly', 'make it out to
 * Lena Okafor personally'. A business heading the note is then only where they work.
 */
// The cue before the name (any case); the name itself is then read from where the cue ends, case kept.
const IN_NAME_OF = /\b(?:in|under)[ \t]+(?=[^\n]{0,60}?['’]s?[ \t]+(?:own[ \t]+)?name\b)/giu;
const ADDRESSED_TO = /\b(?:(?:quote|estimate|bid|proposal)[ \t]+(?:(?:goes|is|made)[ \t]+)?(?:out[ \t]+)?to|(?:address|make|made|write|send)[ \t]+(?:the[ \t]+)?(?:quote|estimate|bid|proposal|it)[ \t]+(?:out[ \t]+)?to)[ \t]+/giu;
const TITLE_AT = /(?:(?:Dr|DR|Mr|Mrs|Ms|Miss|Pastor|Rev|Father|Prof|dr|pastor)\.?[ \t]+)?/y;
const NAME_AT = /\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){1,3}/uy;
// 'to Dr Amos Whitcomb himself': said of the person, not of a business the note heads with.
const SAID_OF_PERSON = /^(?:[ \t]*,)?[ \t]+(?:him|her|them)?(?:self|selves|directly|personally)\b/i;

function nameAt(text: string, at: number): Person | null {
  TITLE_AT.lastIndex = at;
  const title = TITLE_AT.exec(text);
  const from = at + (title?.[0].length ?? 0);
  NAME_AT.lastIndex = from;
  const run = NAME_AT.exec(text);
  if (!run) return null;
  const person = people(run[0].replace(/['’]s?$/u, ''), from).find((p) => p.start === from);
  return person ?? null;
}

function personAddressed(text: string): string | null {
  for (const cue of text.matchAll(IN_NAME_OF)) {
    const person = nameAt(text, cue.index + cue[0].length);
    if (person && /^['’]s?[ \t]+(?:own[ \t]+)?name\b/iu.test(text.slice(person.end, person.end + 20))) return person.name;
  }
  for (const cue of text.matchAll(ADDRESSED_TO)) {
    const person = nameAt(text, cue.index + cue[0].length);
    // 'address the quote to ...' names the person by itself; 'quote to ...' only with 'himself', 'directly'.
    if (person && (/^(?:address|make|made|write)/i.test(cue[0]) || SAID_OF_PERSON.test(text.slice(person.end, person.end + 20)))) return person.name;
  }
  return null;
}

export function personNamedForQuote(raw: string): string | null {
  const text = raw.slice(0, 6000);
  const addressed = personAddressed(text);
  if (addressed) return addressed;
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
