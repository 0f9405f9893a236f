import { STATES } from '../contact/us-address.ts';
import { findWordRun } from '../text/word-runs.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * A name is kept as the request writes it (issue 12: accents, 'LLC', 'Co.', 'Jr.'). The prose
 * reader may return it re-cased, cut at an accented letter ('Casta' for 'Castañeda') or without a
 * closing period; this finds the name in the request and takes the request's own spelling.
 */

/**
 * What follows 'Senior' or 'Sr.' when it opens a job title, not a name's suffix ('Rashid Karimi, Senior Project
 * Manager', 'Luis Arceneaux, Sr. PM'): a lookahead's body, matched case-insensitively.
 */
export const TITLE_AFTER_SENIOR = String.raw`\.?[ \t]+(?:project|proj|a?pm|vice|account|sales|estimator|manager|mgr|director|engineer|partner|pastor|associate|analyst|designer|planner|buyer|superintendent|super)\b`;

const SUFFIX_WRITTEN_AFTER = new RegExp(String.raw`^,?[ \t]+((?:jr|sr)\.?|ii|iii|iv|junior|senior|the\s+(?:second|third|fourth|2nd|3rd|4th))(?![\p{L}])(?!${TITLE_AFTER_SENIOR})`, 'iu');

// 'Prairie View Volunteer Fire Dept.': an abbreviation's full stop is part of the name.
const ABBREVIATION = /\b(?:co|inc|corp|ltd|jr|sr|bros|assn|intl|dept|assoc|mfg|svcs?|ctr|univ)$/i;
// 'The' stays before a business ('The Grind Coffee Roasters'); only 'the owner' and such are roles.
const ROLE = /^(?:(?:it'?s|this\s+is|that'?s|cust\.?)\s+)?(?:(?:the\s+)?(?:owner|manager|gm|contact|customer|client|homeowner)\s+)?(?=\S)|\s+(?:the\s+)?(?:owner|manager|gm|contact)$/i;

// Words that continue a business name when they follow it.
const BUSINESS_TAIL = /^(?:brewing|brewery|company|co\.?|llc|inc\.?|corp\.?|clinic|veterinary|hospital|motorsports|motors|fitness|church|auto|body|supply|services?|group|market|grill|cafe|bakery|storage|logistics|fabrication|distilling|dental|therapy|studio|salon|barbershop|restaurant|taqueria|and|&)$/i;

const WORD_BREAKS = { gap: /(?:[\s,]+|-)/y };

export function nameAsWritten(name: string | null, text: string, options: { fromProse?: boolean } = {}): string | null {
  if (!name) return name;
  // A day or a month written before the name on a note ('WED Ngozi Adebayo-Clarke') is not part of it.
  // Right after a label that names the customer ('cust - Thu Trang Le', 'Name: Sun Hee Park') the word is a given name.
  const at = text.indexOf(name);
  const labelled = at > 0 && /^\p{Lu}\p{Ll}/u.test(name) && /\b(?:cust|customer|client|name|owner|contact|attn)\.?[ \t]*[:=–—-]?[ \t]*$/i.test(text.slice(Math.max(0, at - 24), at));
  let value = (labelled ? name : name.replace(/^(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b\.?\s+(?=\S+\s+\S)/i, '')).replace(ROLE, '').trim() || name;
  // One word from prose is a place, a day, a label or a first name alone, not a customer.
  if (options.fromProse && !/\s/.test(value)) return null;
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 8) return value;
  // A hyphen the reader read as a space ('jean-luc' said and spelled) is written as the request writes it.
  const found = findWordRun(text, words, WORD_BREAKS);
  if (!found) return value;
  let end = found.end;
  // A word cut at a letter the reader did not know ('Castañeda', 'Echeverría'): run to the word's end.
  while (end < text.length && /[\p{L}\p{M}'’-]/u.test(text[end]!)) end += 1;
  let written = text.slice(found.index, end).replace(/\s+/g, ' ').replace(/['’]s$/, '');
  if (/['’]s$/.test(text.slice(found.index, end))) end -= 2;
  // A last word the reader dropped for its accents ('Alejandro Fuentes Sáenz').
  const next = /^ ([\p{Lu}][\p{L}'’-]*[\u00C0-\u024F\u1E00-\u1EFF][\p{L}'’-]*)(?![\p{L}])/u.exec(text.slice(end, end + 40));
  if (next) {
    written += next[0];
    end += next[0].length;
  }
  // A surname with its particle joined by a hyphen ('Mohammed Yusuf al-Amin', 'Hasan bin-Laden').
  const particle = /^ ((?:al|el|bin|ibn|abu|ben|de|di|da|del|van|von|ter)-\p{Lu}[\p{L}'’-]*)(?![\p{L}])/u.exec(text.slice(end, end + 30));
  if (particle) {
    written += particle[0];
    end += particle[0].length;
  }
  // A business name the reader cut short ('cascade hollow' of 'cascade hollow brewing company').
  for (let k = 0; k < 4; k += 1) {
    const more = /^[ \t]+([\p{L}&.]+)/u.exec(text.slice(end, end + 30));
    if (!more || !BUSINESS_TAIL.test(more[1]!)) break;
    // 'and'/'&' continue a business only before another business word ('Bakery and Cafe'; not 'Noor Haddad and I need').
    const following = /^[ \t]+([\p{L}&.]+)/u.exec(text.slice(end + more[0].length, end + more[0].length + 30))?.[1] ?? '';
    if (/^(?:and|&)$/i.test(more[1]!) && !(BUSINESS_TAIL.test(following) && !/^(?:and|&)$/i.test(following))) break;
    written += ` ${more[1]}`;
    end += more[0].length;
  }
  if (ABBREVIATION.test(written) && text[end] === '.') written += '.';
  // A suffix written after the name ('Hank Beaumont Jr.', 'Hollis Pemberton, Sr.').
  const hasCapitals = /\p{Lu}/u.test(written);
  // Dictated, it is said in words ('Hank Beaumont junior', 'Lamar Jefferson the third') and written Jr. / III.
  // On the same line only, and not a title ('Rashid Karimi' over 'Senior Project Manager').
  const suffix = SUFFIX_WRITTEN_AFTER.exec(text.slice(end, end + 40));
  if (suffix && !/\b(?:jr|sr|ii|iii|iv)\.?$/i.test(written)) written += ` ${writtenSuffix(suffix[1]!)}`;
  // Take the request's casing only when it has some ('LLC', 'McBride'); a lower-case dictation keeps the reader's.
  const joined = written.includes('-') && !value.includes('-');
  value = hasCapitals ? written : written.length > value.length || joined ? written.replace(/(^|[\s-])(\p{Ll})/gu, (_m, sp: string, c: string) => `${sp}${c.toUpperCase()}`) : value;
  return value
    .trim()
    .replace(/\bL\.?l\.?c\.?$/i, 'LLC')
    .replace(/ (jr|sr)\.?$/i, (_m, s: string) => ` ${writtenSuffix(s)}`);
}

/** A suffix as the evaluation's estimator writes it: 'Jr.', 'Sr.', 'III'. */
function writtenSuffix(said: string): string {
  const key = said.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  const words: Record<string, string> = wordTable({
    jr: 'Jr.', junior: 'Jr.', sr: 'Sr.', senior: 'Sr.', ii: 'II', iii: 'III', iv: 'IV',
    'the second': 'II', 'the 2nd': 'II', 'the third': 'III', 'the 3rd': 'III', 'the fourth': 'IV', 'the 4th': 'IV',
  });
  return words[key] ?? said;
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
    // 'O'Neill, Marcus J. (cell 720-...)': a person written surname first before the number.
    // ('Reno - Harmon, Skip. 775-...': the sentence's full stop after the given name is not part of it.)
    const part = (segment.split(/\s[-–—|/]+\s|[:;|•]|\s{2,}/).at(-1) ?? '').replace(/(?<=\p{Ll}{2})\.$/u, '');
    const turned = nameWrittenSurnameFirst(part, (w) => NOT_NAME_WORDS.test(w.replace(/[.:]$/, '')));
    if (turned && turned.length >= part.replace(/[.,]$/, '').length) return turned.name;
    // 'Annika Grevstad. Her cell 406-...': the possessive opens the next sentence, not the name.
    // 'Alma's Tortilleria, Pahrump. Alma Ceniceros 775-...': a sentence ended by a word (no initial, no 'St.') is
    // no part of the name after it.
    const piece = (segment.split(/\s[-–—|/]+\s|[:;,|•]|\s{2,}|\b(?:for|from|is|neighbor|customer|client|lead)\b/i).at(-1)?.trim() ?? '').replace(/\.\s+(?:her|his|their|my|our|its|the|whose)$/i, '').replace(/^.*(?<![\p{L}])(?:\p{Lu}\p{Ll}{3,}|\p{Ll}{3,})\.\s+(?=\p{Lu})/u, '');
    const words = piece.split(/\s+/).filter(Boolean);
    if (words.length < 2 || words.length > 6) continue;
    const lowerStart = piece === piece.toLowerCase() && lineStart === 0 && text.slice(0, m.index).trim().split(/\s+/).length <= 3;
    const ok = words.every((w, i) => (NAME_WORD.test(w) || (i > 0 && SUFFIX_WORD.test(w)) || lowerStart) && !NOT_NAME_WORDS.test(w.replace(/[.:]$/, '')));
    if (!ok || !/^[\p{Lu}]/u.test(words[0]!) && !lowerStart) continue;
    if (lowerStart && !/^[a-z'-]+ [a-z'-]+(?: (?:jr|sr|ii|iii|iv)\.?)?$/.test(piece)) continue;
    const name = lowerStart ? piece.replace(/(^|[\s'-])([a-z])/g, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`).replace(/ (Jr|Sr)\.?$/, ' $1.').replace(/ (Ii|Iii|Iv)$/, (m) => m.toUpperCase()) : piece;
    return name.replace(/[.,]$/, (p) => (/\b(?:jr|sr)\.$/i.test(name) ? p : ''));
  }
  return null;
}

// A surname written first, as lists and forms sort people: its particles ('St. Germain', 'de la
// Vega', 'van der Berg', 'O'Neill') and a suffix after it ('Reyes Jr., Thomas A.').
const SURNAME_PARTICLE = "(?:St\\.?|Ste\\.?|Saint|[Dd]e|[Dd]el|[Dd]ella|[Dd]a|[Dd]i|[Dd]u|[Ll]a|[Ll]e|[Vv]an|[Vv]on|[Dd]er|[Dd]en|[Tt]er|[Dd]os|[Dd]as|al|el|bin|ibn)";
const NAME_SUFFIX = '(?:,?[ \\t]+(?:[Jj]r\\.?|[Ss]r\\.?|JR\\.?|SR\\.?|II|III|IV)(?![\\p{L}]))';
// A given name (hyphenated or double: 'Anne-Marie', 'Mary Ellen') or initials alone ('J. R.', 'J.R.').
const GIVEN_PART = "(?:\\p{Lu}[\\p{L}'’]+(?:-\\p{L}[\\p{L}'’]+)?(?:[ \\t]+\\p{Lu}[\\p{L}'’]+)?|\\p{Lu}\\.(?:[ \\t]?\\p{Lu}\\.){0,2})";
// 'Pruitt, Samuel R.', 'Hollingsworth, Grace E.', 'St. Germain, Louis', 'Okonjo, Bill and Janet': the
// given names after the comma, a middle initial with its full stop, a couple sharing the surname.
const SURNAME_FIRST = new RegExp(
  `^[ \\t]*((?:${SURNAME_PARTICLE}[ \\t]+){0,2}\\p{L}[\\p{L}'’-]+)(${NAME_SUFFIX})?[ \\t]*,[ \\t]*(${GIVEN_PART}(?:[ \\t]+(?:and|&)[ \\t]+${GIVEN_PART})?)((?:[ \\t]+\\p{Lu}\\.?(?![\\p{L}])){0,2})(${NAME_SUFFIX})?(?=[ \\t]*(?:$|\\n|[-–—|(/;,]|[ \\t]{2}|\\d))`,
  'u',
);

// 'Warmly, Anna Kowalski', 'Morning, Anna': a greeting or a sign-off before a comma is no surname.
const SALUTATION = /^(?:sincerely|warmly|warm|respectfully|regards|cheers|best|thanks|thank|thx|cordially|yours|truly|kindly|gratefully|morning|afternoon|evening|hello|hi|hey|dear|greetings|blessings|ok|okay|yes|no|sure|great|perfect|sorry|please|also|again|well|oh|so|hmm|fyi|note|attn|update|reminder)$/i;

/**
 * A person written surname first at the start of `text` ('Pruitt, Samuel R.' is Samuel R. Pruitt,
 * 'St. Germain, Louis' Louis St. Germain, 'Reyes Jr., Thomas A.' Thomas A. Reyes Jr.), as notes,
 * forms and sorted lists write people. `isWord` says which capitalised words are ordinary words
 * (a city before its state, 'Austin, Texas', is no name). Typed in capitals, read as a name is written.
 */
export function nameWrittenSurnameFirst(text: string, isWord: (w: string) => boolean): { name: string; length: number } | null {
  const m = SURNAME_FIRST.exec(text);
  if (!m) return null;
  // Typed in capitals ('WHITLOCK, DANA K', 'HALVORSEN, Erik'): written as a name is ('III' stays).
  m.forEach((part, i) => {
    if (i > 0 && part) m[i] = part.replace(/(?<![\p{L}'’])\p{Lu}{2,}(?![\p{L}])/gu, (w) => (/^(?:II|III|IV)$/.test(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()));
  });
  const [, surname, suffixBefore, given, middle, suffixAfter] = m as unknown as [string, string, string | undefined, string, string, string | undefined];
  const surnameWords = surname.split(/[ \t]+/);
  const givenWords = given.split(/[ \t]+/).filter((w) => !/^(?:and|&)$/.test(w));
  // 'vet, Darnell Okoye', 'retired teacher, Maria Lopez': a word in lower case set off before a name written with
  // capitals says who the person is; it is no surname, and the name after the comma is the whole name.
  const described = !/\p{Lu}/u.test(surnameWords.at(-1)!) && /\p{Lu}/u.test(given);
  if (isWord(surnameWords.at(-1)!) || SALUTATION.test(surnameWords.at(-1)!) || givenWords.some((w) => !/^\p{Lu}\.$/u.test(w) && (isWord(w) || STATES[w.toLowerCase()] !== undefined))) return null;
  const suffix = suffixBefore ?? suffixAfter;
  if (described) return { name: `${given}${middle.trimEnd()}${suffixAfter ? ` ${writtenSuffix(suffixAfter.replace(/^,?[ \t]+/, ''))}` : ''}`.replace(/[ \t]+/g, ' '), length: m[0].length };
  const name = `${given} ${middle.trim() ? `${middle.trim()} ` : ''}${surname}${suffix ? ` ${writtenSuffix(suffix.replace(/^,?[ \t]+/, ''))}` : ''}`.replace(/[ \t]+/g, ' ');
  return { name, length: m[0].length };
}

/** Words of a note's heading in capitals ('SITE VISIT', 'FIELD MEASURE', 'JOB NOTES'): no name. */
export const NOTE_HEADING_WORD = /^(?:site|visit|field|measure|measurements?|notes?|walk|walkthrough|inspection|appt|appointment|callback|follow-?up|req|takeoff|worksheet)$/i;
const NOT_IN_NAME = /^(?:not|no|us|we|our|you|your|them|they|me|my|yes|ok|okay|none|only|also|too|all|just|tbd)$/i;
const PLACE_FIRST = /^(?:lake|mount|fort|port|cape)$/i;
// A business named alone is not a person named alone.
const BUSINESS_WORD =
  /\b(?:therapy|physical|services?|group|company|co|inc|llc|corp|associates|partners|properties|management|supply|solutions|systems|industries|enterprises|holdings|foods?|market|grill|cabinetry|motors|motorsports|auto|body|storage|logistics|freight|fabrication|brewing|dental|clinic|church|school|academy|center|studio|fitness|salon|bakery|cafe|coffee|farms?|creamery|winery|distilling|veterinary|hospital|medical|insurance|realty|construction|builders|contracting|electric|plumbing|landscaping|trucking|marine|aviation|orthodontics|pediatrics|chiropractic|dentistry|pharmacy|nails|spa|barbershop|marina|seafood|repair|cleaners|laundromat|boutique|restaurant|taqueria|bbq|diner|tavern|motel|hotel)\b/i;

const PARTICLE = /^(?:de|del|della|la|las|los|van|von|der|da|di|du|le|bin|ibn|al|el|y|dos|das)$/;
// 'J.R. Hobbs', 'T. J. Okafor': initials are written with their full stops.
const CAPITALISED = /^[\p{Lu}][\p{Ll}'’]*(?:-[\p{Lu}]?[\p{Ll}'’]+)*$|^(?:Mc|Mac|O')[\p{Lu}][\p{Ll}]+$|^(?:\p{Lu}\.){1,3}$/u;
const LEAD_WORDS = /^(?:(?:mr|mrs|ms|miss|dr|fr|rev)\.?(?:\s+(?:and|&)\s+(?:mr|mrs|ms|dr)\.?)?(?=\s+\p{Lu})|#\d+|\d+[.)]|new|lead|call|back|est\.?|estimate|for|spoke|talk|to|w\/|with|met|mtg|meeting|appt|visit|walk-?in|re|job|quote|from|per|via|called|cust\.?|customer|client)\s+/iu;

/** A segment that is a person's name alone: 'Anders Lindqvist', 'Earl Hutchins Sr.', 'HALVORSEN, Erik'. */
export function personIn(segment: string, isWord: (w: string) => boolean): string | null {
  // A date or a phone after the name ('mtg w/ Jan Kowalski 11/20', 'Marsh Jr., Elliot 555-...') is not part of it.
  let s = segment.trim().replace(/\s+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/, '').replace(/\s+\(?\d{3}\)?[\s.-]{0,2}\d{3}[\s.-]\d{4}\b.*$/, '').replace(/[.,]$/, (p) => (/\b(?:jr|sr)\.$/i.test(segment.trim()) ? p : ''));
  // A list's bullet or a board's number ('• Lachlan Murray', '#3 Teodoro Batista') is not part of the name.
  s = s.replace(/^[•·▪◦*>~-]+\s*/u, '');
  for (let i = 0; i < 4 && LEAD_WORDS.test(s); i += 1) s = s.replace(LEAD_WORDS, '');
  // 'Whitlock, Ambrose Sr.' and 'Ashby Jr., Percival': the suffix after either part.
  const surnameFirst = nameWrittenSurnameFirst(s, isWord);
  if (surnameFirst && surnameFirst.length >= s.replace(/[.,]$/, '').length) return surnameFirst.name;
  const words = s.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 5 || BUSINESS_WORD.test(s)) return null;
  // 'NOT US' (a whiteboard's remark), 'Lake Martin' (where the customer is): no person's name.
  if (words.some((w) => NOT_IN_NAME.test(w)) || PLACE_FIRST.test(words[0]!)) return null;
  const suffixAt = SUFFIX_WORD.test(words.at(-1)!) ? words.length - 1 : words.length;
  const core = words.slice(0, suffixAt);
  if (core.length < 2) return null;
  // 'Jan Kowalski', 'June Okafor': a month that is also a given name, before a surname.
  const monthName = (w: string, i: number): boolean => i === 0 && core.length >= 2 && /^(?:Jan|June|April|May|August)$/.test(w) && !isWord(core[1]!);
  const ok = core.every((w, i) => (i > 0 && i < core.length - 1 && (PARTICLE.test(w) || /^(?:St|Ste|Saint)\.?$/.test(w))) || (CAPITALISED.test(w) && (!isWord(w) || monthName(w, i))));
  if (!ok) return null;
  return words.join(' ');
}

/**
 * A person named alone in a segment of a note ('Anders Lindqvist' on its own line, 'Call back -
 * Halima Yusuf', 'Est. for: Oduya, Kwame', 'Petra Novák — garage', 'Mike + Dana Perlmutter').
 * `isWord` says which capitalised words are ordinary words (places, labels, days), never names.
 */
const HEADER_ROW = /^[ \t]*[A-Za-z][A-Za-z /$#%.()_-]{0,24}(?:[ \t]*[,\t][ \t]*[A-Za-z][A-Za-z /$#%.()_-]{0,24}){3,}[ \t]*$/;

export function nameInNoteSegment(text: string, isWord: (w: string) => boolean): string | null {
  for (const written of text.slice(0, 3000).split('\n')) {
    // A bullet or arrow a note puts before its line ('→ Aisha Bello', '• Aisha Bello') is no word.
    const line = written.replace(/^[ \t]*(?:[→⇒►▶•▪◦·*]|->|=>)[ \t]*/u, '');
    // A sheet's header row ('Area,Size,SF/LF,System,Rate,Amount') names columns, not a person.
    if (HEADER_ROW.test(line)) continue;
    // 'Pruitt, Samuel R. - 2 car garage': a line that opens with a person written surname first.
    const turned = nameWrittenSurnameFirst(line, isWord);
    if (turned && !/^\s*,?\s*(?:[A-Z]{2}\b|\d{5})/.test(line.slice(turned.length, turned.length + 20))) return turned.name;
    // 'Xiong, Pa Houa', 'Ashby Jr., Percival - 555', 'delgado jr, ruben 520-...': a comma before one
    // or two given names that end the line, its segment or come before a phone is a surname's;
    // 'Colm Brennan, bsmt 30x30' is split there; a full stop after a word ends a segment ('Shanice Odom. Scope: ...').
    // Two hyphens typed for a dash ('SPK -- Olena Marchenko', 'Kaimuki -- ...') split as one does.
    const segments = line.split(/\s(?:--|[-–—+&|/])\s|[:;(—–|]|,(?!\s*[\p{Lu}][\p{Ll}]+(?:\s+[\p{Lu}][\p{Ll}]+)?(?:\s+(?:jr|sr|ii|iii|iv)\.?)?\s*(?:$|[|(–—/-]|\(?\d{3}))|\s+at\s+|\s{2,}|(?<=\p{Ll}{2})(?<![^\p{L}]S(?:t|te|aint)|^S(?:t|te))\.\s+/iu);
    let from = 0;
    for (const segment of segments) {
      const at = line.indexOf(segment, from);
      from = at === -1 ? from : at + segment.length;
      // A segment typed in capitals ('MENSAH-BOATENG, KOFI') is read as a name is written.
      // (Not a heading's words: 'SITE VISIT -- Abernathy'.)
      if (!/\p{Ll}/u.test(segment) && segment.trim().split(/[ \t]+/).some((w) => NOTE_HEADING_WORD.test(w))) continue;
      const asWritten = /\p{Ll}/u.test(segment) ? segment : segment.replace(/\p{Lu}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
      const name = personIn(asWritten, isWord);
      if (!name || at === -1) continue;
      // Part of an address: a city before its state or ZIP, a street after its house number (a
      // date or a time stamp before it, '11/19  Glen Hargrove', or a note's item number, '# 4  Okafor, Ada', is no house number).
      const after = line.slice(at + segment.length, at + segment.length + 20);
      const before = line.slice(Math.max(0, at - 30), at);
      if (/^\s*,?\s*(?:[A-Z]{2}\b|\d{5})/.test(after) || /(?<![#/:.-][ \t]?)\b\d{1,6}[A-Za-z]?\s+(?:[A-Za-z.]+\s+){0,2}$/.test(before)) continue;
      return name;
    }
  }
  return null;
}

const FROM_HEADER = /^[ \t>]*From:[ \t]*"?([^"<\n@]{3,60}?)"?[ \t]*<([^>\n]{3,120})>/gim;
// 'Esperanza Rios <esperanza.r@example.com> wrote on Tue:', 'On Mon, Cyrus Farahani <cyrus@...> wrote:'.
const WROTE_HEADER = /^[ \t>]*(?:On\b[^\n<]{0,60}?,[ \t]*)?"?([^"<\n@,]{3,60}?)"?[ \t]*<([^>\n]{3,120})>[ \t]+wrote\b/gim;
const TRADE_DOMAIN = /floor|coat|epoxy|concrete|resurfac|garagefloor/i;
const PLATFORM_SENDER = /^(?:no-?reply|do-?not-?reply|forms?|leads?|notifications?|mailer|web-?forms?|alerts?|info|office|estimates?|quotes?|sales|admin|support)@/i;

/**
 * The contractor's own people in a thread: senders from the trade's domain ('Jen Morales
 * <jen@crownfloors.com> wrote:') and a signature line naming a trade company ('Jen Morales, Crown
 * Floors'). A reader that finds one of them has found the office, not the customer.
 */
export function officeStaffNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of [...text.matchAll(FROM_HEADER), ...text.matchAll(WROTE_HEADER)]) {
    if (!TRADE_DOMAIN.test(m[2]!.split('@')[1] ?? '')) continue;
    const name = m[1]!.trim().replace(/\s+/g, ' ');
    const turned = /^([^,]+),\s*([^,]+)$/.exec(name);
    names.add((turned ? `${turned[2]} ${turned[1]}` : name).toLowerCase());
  }
  // The trade word is in the company's name, not the job ('Kellerman Diesel Repair - shop 60 x 40 industrial epoxy').
  for (const m of text.slice(0, 20000).matchAll(/^[ \t>]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){1,2})[ \t]*[,|–—-][ \t]*[^\n\d]{0,40}\b(?:[Ff]loors|[Ff]looring|[Cc]oatings?|[Ee]poxy|[Rr]esurfacing|FLOORS|FLOORING|COATINGS?|EPOXY)\b/gmu)) {
    names.add(m[1]!.replace(/\s+/g, ' ').toLowerCase());
  }
  // A form's office labels: 'Salesperson: Greg Tull', 'Estimator - Mike Dunn', 'Taken by: Jen', 'CSR: Amy'.
  for (const m of text.slice(0, 20000).matchAll(OFFICE_LABEL)) names.add(m[1]!.trim().replace(/\s+/g, ' ').toLowerCase());
  return names;
}

const OFFICE_LABEL =
  /^[ \t>]*(?:sales[ \t]*(?:rep|person|man|woman)?|salesperson|rep|estimator|estimated[ \t]+by|measured[ \t]+by|taken[ \t]+by|entered[ \t]+by|prepared[ \t]+by|written[ \t]+(?:up[ \t]+)?by|logged[ \t]+by|assigned[ \t]+to|handled[ \t]+by|csr|scheduler|dispatcher|installer|crew[ \t]+lead|our[ \t]+rep)[ \t]*[:#–—-][ \t]*(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2})[ \t]*(?=$|[,(|;\n])/gimu;

const ORGANISATION_SENDER = /\b(?:board|hoa|association|committee|council|church|parish|school|district|llc|inc|corp|company|office|department|dept|club|society|foundation)\b/i;

/** The sender of a forwarded e-mail ('From: Devon Marsh <devon@...>'), unless a form or platform sent it. */
export function nameFromHeader(text: string): string | null {
  const headers = [...text.matchAll(FROM_HEADER), ...text.matchAll(WROTE_HEADER)].sort((a, b) => a.index - b.index);
  for (const m of headers) {
    // The office's own people forward and answer from the contractor's domain ('kelly@acmefloors...').
    if (TRADE_DOMAIN.test(m[2]!.split('@')[1] ?? '')) continue;
    const name = m[1]!.trim().replace(/\s+/g, ' ');
    // 'Ben at the shop': a display name with ordinary words in it is a nickname, not a name.
    const lowerWord = name.split(/\s+/).some((w) => /^\p{Ll}/u.test(w) && !/^(?:de|del|della|da|di|du|la|le|van|von|der|den|bin|al|el|y)$/.test(w));
    // An organisation's mailbox ('Willow Creek HOA Board', 'Grace Chapel Office') is not the person who signs below.
    if (PLATFORM_SENDER.test(m[2]!.trim()) || !/\s/.test(name) || lowerWord || ORGANISATION_SENDER.test(name) || /\b(?:leads?|forms?|website|team|notifications?|no-?reply|accounts?\s+payable|purchasing|procurement|billing|facilities|maintenance|estimating|bids?|front\s+desk|leasing\s+office|customer\s+service)\b/i.test(name)) continue;
    // 'Castillo, Arturo' in some mail programs.
    const turned = /^([^,]+),\s*([^,]+)$/.exec(name);
    return turned ? `${turned[2]} ${turned[1]}` : name;
  }
  return null;
}

const LEGAL_NAME = /(?<![\p{L}])((?:[\p{Lu}][\p{L}&'’.-]*|&|and|of|the)(?:[ \t]+(?:[\p{Lu}][\p{L}&'’.-]*|&|and|of|the)){0,5}[ \t]+(?:LLC|L\.L\.C\.|Inc\.?|Co\.|Corp\.?|Company|PC|PLLC|Ltd\.?))(?![\p{L}])/gu;

const TRADE_BUSINESS = /\b(?:coatings?|floors|flooring|epoxy|concrete\s+(?:solutions|coatings|resurfacing)|resurfacing|garage\s+floors?)\b/i;
const OFFICE_ROLE_LINE = /\b(?:estimator|estimating|sales\s+rep|project\s+manager|office\s+manager|scheduler|dispatcher)\b/i;

/** A business written with its legal form ('Show-Me Distribution Co.', 'Lowcountry Marine Service LLC') near the top. */
export function businessWithLegalForm(text: string): string | null {
  for (const m of text.slice(0, 600).matchAll(LEGAL_NAME)) {
    const name = m[1]!.replace(/^(?:(?:the|and|of|&)\s+)+/i, '').trim();
    const first = name.split(/\s+/)[0]!;
    if (/^(?:Customer|Client|Owner|Bill|To|From|Re|Takeoff|Estimate|Bid|Proposal|Quote|Floor|Project|Job)$/i.test(first)) continue;
    // The contractor's own company ('Prairie Coatings LLC' under 'Estimator' in a signature) is not the customer.
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    if (TRADE_BUSINESS.test(name) || OFFICE_ROLE_LINE.test(text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd))) continue;
    if (name.split(/\s+/).length >= 2) return name;
  }
  return null;
}
