import { isCommonWord } from '../contact/contact-details.ts';
import { NUMBER_WORD } from '../speech/spoken-details.ts';

/**
 * A hyphen said aloud in a name is written, so every name reader sees the name as it is spelled:
 *   'lupe ramirez ochoa thats ramirez hyphen ochoa'   -> 'lupe ramirez-ochoa thats ramirez-ochoa'
 *   'this is nour el amin that's el dash amin'         -> 'nour el-amin that's el-amin'
 *   'customer is tom baker hyphen jones'               -> 'tom baker-jones'
 *   'jeanne marie with a dash cote'                    -> 'jeanne-marie cote'
 * Only between two words of a name (two letters or more, no ordinary word, no number word): a spelling's
 * single letters ('a l dash m a n s o u r i') are left to the spelling readers. The two words said before
 * their hyphenated form, a few words back, are the same name and are joined too.
 */
// ('brock dash teague at example dot com' is an e-mail said aloud, read by the e-mail readers.)
const SAID_HYPHEN = /(?<![\p{L}'’-])(\p{L}[\p{L}'’]{1,30})[ \t]+(?:dash|hyphen|hyphenated)[ \t]+(\p{L}[\p{L}'’]{1,30})(?![\p{L}'’])(?![ \t]+(?:at|@)[ \t]+[\p{L}\d-]{1,40}[ \t]+dot\b)/giu;
const WITH_A_HYPHEN = /(?<![\p{L}'’-])(\p{L}[\p{L}'’]{1,30})[ \t]+(\p{L}[\p{L}'’]{1,30})[ \t]*,?[ \t]+with[ \t]+a[ \t]+(?:dash|hyphen)(?![\p{L}])/giu;

const nameWord = (w: string): boolean => !isCommonWord(w) && !NUMBER_WORD.test(w.toLowerCase()) && !/^(?:dash|hyphen|with|a|that'?s|thats|it'?s|its|spelled|like)$/i.test(w);

export function hyphensSaidInNames(text: string): string {
  if (!/\b(?:dash|hyphen)/i.test(text)) return text;
  const joined: string[] = [];
  let out = text.replace(SAID_HYPHEN, (m, a: string, b: string) => {
    if (!nameWord(a) || !nameWord(b)) return m;
    joined.push(`${a} ${b}`.toLowerCase());
    return `${a}-${b}`;
  });
  out = out.replace(WITH_A_HYPHEN, (m, a: string, b: string) => (nameWord(a) && nameWord(b) ? `${a}-${b}` : m));
  // The same two words said apart just before ('ramirez ochoa thats ramirez-ochoa') are that name. A name
  // is said near the start: only the first few pairs are looked for, so a long paste costs one pass.
  let lower = out.toLowerCase();
  if (lower.length !== out.length) return out;
  for (const pair of [...new Set(joined)].slice(0, 8)) {
    const at = lower.indexOf(pair.replace(' ', '-'));
    if (at < 0) continue;
    const apart = lower.slice(Math.max(0, at - 80), at).lastIndexOf(pair);
    if (apart < 0) continue;
    const start = Math.max(0, at - 80) + apart;
    if (/[\p{L}]/u.test(out[start - 1] ?? '') || /[\p{L}]/u.test(out[start + pair.length] ?? '')) continue;
    const space = start + pair.indexOf(' ');
    out = `${out.slice(0, space)}-${out.slice(space + 1)}`;
    lower = `${lower.slice(0, space)}-${lower.slice(space + 1)}`;
  }
  return out;
}

const HYPHENATED_SURNAME = /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}'’]{1,30})[ \t]+(\p{Ll}[\p{Ll}'’]{1,30}-\p{Ll}[\p{Ll}'’]{1,30})(?![\p{L}'’-])/gu;
const HYPHENATED_GIVEN = /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}'’]{1,30}-\p{Ll}[\p{Ll}'’]{1,30})[ \t]+(\p{Ll}[\p{Ll}'’]{1,30})(?![\p{L}'’-])/gu;
const TAKEN_BACK = /\b(?:no|nope|wait|sorry|actually|scratch|rather|i[ \t]+mean)\b/i;
const SPELLED = /(?<![\p{L}'’])\p{Ll}(?:[ \t,]+\p{Ll}){2,}(?![\p{L}'’])/gu;
const title = (w: string): string => w.replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);

/**
 * A lower-case dictation that names someone with a hyphenated name and spells part of it: 'ahmed el-sayed,
 * ahmed a h m e d', 'lupe ramirez-ochoa thats ramirez-ochoa o c h o a', 'jeanne-marie cote c o t e'. The
 * spelling (of the given name, the surname or one part of it, within the next few words) confirms the two
 * words as the name, kept whole with the hyphen (a hyphen said aloud is written first).
 */
export function hyphenatedNameSpelled(text: string): string | null {
  const head = hyphensSaidInNames(text.slice(0, 4000));
  if (/\p{Lu}/u.test(head.slice(0, 400)) || !head.includes('-')) return null;
  for (const pattern of [HYPHENATED_SURNAME, HYPHENATED_GIVEN]) {
    for (const m of head.matchAll(pattern)) {
      const [given, surname] = [m[1]!, m[2]!];
      if (!nameWord(given) || !nameWord(surname) || given.split('-').concat(surname.split('-')).some((w) => !nameWord(w) && w.length > 2)) continue;
      const parts = new Set([given, surname, ...given.split('-'), ...surname.split('-')].map((w) => w.replace(/[-'’]/g, '')));
      const after = head.slice(m.index + m[0].length, m.index + m[0].length + 120);
      for (const run of after.matchAll(SPELLED)) {
        if (!parts.has(run[0].replace(/[ \t,]+/g, ''))) continue;
        // A name taken back before its spelling ('vega dash ortiz no wait just put ortiz') and a part spelled
        // with its own dash ('j i dash w o o') are the spelling readers' to read.
        const between = after.slice(0, run.index);
        if (TAKEN_BACK.test(between) || /\b(?:dash|hyphen)[ \t,]*$/i.test(between)) break;
        return `${title(given)} ${title(surname)}`;
      }
    }
  }
  return null;
}

/**
 * A name read elsewhere ('customer is karim ben ali ...') keeps the hyphen the speaker said between two of
 * its words ('... thats ben dash ali'): 'Karim Ben-Ali'. An e-mail said aloud ('ben dash ali at ...') says none.
 */
export function hyphensSaidFor(name: string, text: string): string {
  const words = name.split(' ');
  if (words.length < 2 || !/\b(?:dash|hyphen)/i.test(text)) return name;
  const said = new Set([...text.slice(0, 4000).matchAll(SAID_HYPHEN)].filter((m) => nameWord(m[1]!) && nameWord(m[2]!)).map((m) => `${m[1]} ${m[2]}`.toLowerCase()));
  if (said.size === 0) return name;
  const out: string[] = [words[0]!];
  for (const w of words.slice(1)) {
    const previous = out.at(-1)!;
    if (said.has(`${previous.split('-').at(-1)} ${w}`.toLowerCase())) out[out.length - 1] = `${previous}-${w}`;
    else out.push(w);
  }
  return out.join(' ');
}
