import { isCommonWord } from '../contact/contact-details.ts';
import { isGivenName } from './given-names.ts';
import { sideBySideBlocks } from '../contact/side-by-side.ts';
import { SAID_WITH_A_CORRECTION } from '../speech/spoken-details.ts';
import { DIRECTIONS, STRONG_SUFFIXES, WEAK_SUFFIXES } from '../contact/us-address.ts';

/**
 * Labelled lines: 'Cust: Halvorsen, Erik', 'Ph# 405-555-0150', 'Customer,Beatriz Souza',
 * 'Client | Sunset Park Bike Co.', 'customer=...; phone=...', 'Customer is Wag & Wash LLC.' Office
 * notes, forms, bid sheets and CSV exports say what a value is; the label is read as a label and
 * never as the value (issue 12: "Cust" was taken for a name), and the value is taken as written
 * (accents, 'LLC', 'Jr.', 'III' kept; 'Last, First' turned round; a nickname in quotes dropped).
 */

export interface LabelledName {
  value: string;
  /** Where the value was read, in the text given to readLabelledName. */
  start: number;
  end: number;
  /** A label that names the customer ('Customer:', 'Prepared for:') names a business: no contact person replaces it. */
  business?: boolean;
}

type Role = 'customer' | 'contact' | 'client';

// Who the customer is, most explicit first. An office's own 'Customer:' line names whom to bill even
// when the e-mail below it comes from an employee; an 'Attn:'/'Contact:' person is the customer when
// the business is only the 'Client'/'Owner' of a sheet (the README's convention: a named contact).
const RANK: Record<Role, number> = { customer: 3, contact: 2, client: 1 };
// Client-rank labels that say whom the quote is for (a web form's 'Company:' or 'Name:' does not).
// ('Submit to:', 'Bidder to furnish to:' on a bid form: whom the bid goes to.)
const NAMES_THE_CUSTOMER = /^(?:client(?:\s*name)?|owner(?:\s*name)?|prepared\s*for|association|account|quote(?:\s*for)?|bid\s*to|proposal\s*for|submit\s*(?:bids?\s*|quotes?\s*|proposals?\s*)?to|(?:bidder\s*to\s*)?furnish\s*to)$/i;
const QUOTE_LABEL = /^(?:quote(?:\s*for)?|bid\s*to|proposal\s*for)$/i;

const LABELS: [RegExp, Role][] = [
  [/^(?:customer(?:\s*name)?|cust\.?|bill\s*to|sold\s*to|invoice\s*to|(?:homeowner|home\s*owner|seller|property\s*owner)(?:\s*name)?|owner\s*\/\s*customer|customer\s*\/\s*contact|customer\s*\/\s*owner)$/i, 'customer'],
  // ('Mgr: Darnell Pruitt, Cherry Creek Property Mgmt': a property's or a store's manager is whom the quote goes to.)
  [/^(?:attn\.?|attention|contact(?:\s*name|\s*person)?|c\/o|(?:property\s*|store\s*|site\s*)?(?:mgr|manager))$/i, 'contact'],
  [/^(?:client(?:\s*name)?|name|full\s*name|your\s*name|(?:owner|company|business|buyer)(?:\s*name)?|association|prepared\s*for|account|lead|requested\s*by|from\s*customer|walk-?in|quote(?:\s*for)?|bid\s*to|proposal\s*for|caller(?:\s*name)?|submit\s*(?:bids?\s*|quotes?\s*|proposals?\s*)?to|(?:bidder\s*to\s*)?furnish\s*to)$/i, 'client'],
];

// 'Name ........ Keisha Whitaker': a form printed with dot leaders.
const SEPARATOR = /^[ \t]*(?:[:=|,\t]+|\.{2,}|-+>|=>|→|-(?=\s)|\bis\b|\s(?=\p{Lu}))[ \t]*/u;

// Parts of a value that are not the name: a phone, an e-mail, a role, a remark.
const VALUE_END = /\s*(?:[|;·•\t)]|\s(?=(?:c\/o|attn\.?:?)\s)|\s\/\s|\s(?:--|[-–—])\s|,\s*(?=\+?\(?\d|[\w.+-]+@|(?:ph|phone|cell|tel|email|e-mail|owner|manager|gm|president|facilities|office|director|estimator|attn|attention|c\/o|contact)\b)|\(|\/\s*(?=attn|contact)|\s{2,}|\s+(?:ph|phone|cell|tel|email|e-mail|addr|address|date|job)\b[:#]?|\s\d{3}[-.\s)]\d{3}|\s+(?=\d)|(?<!(?:^|[\s.])(?:[A-Z]|St|Ste|Mt))\.\s(?!(?:inc|llc|ltd|l\.l\.c)\b)|$)/i;
const BUSINESS = /\b(?:llc|l\.l\.c\.|inc\.?|co\.?|corp\.?|company|corporation|ltd\.?|pc|pllc|lp|llp|group|association|church|school|clinic|hospital|center|centre|brewing|motors|services?|partners|properties|management|foundation|academy|bbq|cafe|restaurant|studio|fitness|dental|veterinary|logistics|fabrication|storage|supply|body|shop|garage|barbershop|salon)\b|^(?:city|town|county|village|borough|township|state|port)[ \t]+of[ \t]/i;
// A general contractor's or a carrier's name ('Franklin Mountain Constructors', 'Duluth Ice Arena Assn'): a business
// even when its first word is a given name.
const TRADE_BUSINESS = /\b(?:builders|constructors|construction|contracting|contractors|assn|trucking|freight)\b/i;
const NOT_A_NAME = /^(?:n\/?a|none|tbd|unknown|see\s+below|info|information|details|data|section|contact|contacts|office\s+manager|website\s+leads?|web\s*form|same|owner|manager|facilities|estimator|accounts?\s+payable|the\s+owner|no\s+contact.*)$/i;
const LOWER_STOP = new Set(['its', "it's", 'thats', "that's", 'theyre', 'this', 'okay', 'so', 'kennel', 'area', 'room', 'showroom', 'warehouse', 'hall', 'kitchen', 'patio', 'porch', 'office', 'contact', 'uh', 'um', 'his', 'her', 'their', 'number', 'phone', 'cell', 'is', 'at', 'lives', 'wants', 'needs', 'has', 'and', 'email', 'address', 'from', 'for', 'in', 'on', 'the', 'a', 'garage', 'basement', 'shop', 'floor', 'job', 'says', 'said', 'called', 'who', 'she', 'he', 'they', 'ph', 'tel', 'addr', 'wants', 'about', 'quote', 'new', 'put', 'under', 'uh', 'um']);
const ROLE_AFTER =
  /,\s*(?:(?:ops|operations|office|plant|facilities|facility|general|project|property|site|store|shop|branch|sales|regional|district|building|practice|asst\.?|assistant)\s+)?(?:mgr|manager|director|owner|pm|gm|supervisor|superintendent|foreman|coordinator|administrator|admin|president|vp|ceo|principal|pastor|treasurer|secretary|chair|engineer|estimator|buyer|purchasing)\.?$/i;
const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv|v)$/i;
const CREDENTIAL_AFTER = /,?\s+(?:DDS|DMD|MD|DO|DVM|DPT|PhD|Ph\.D\.|Esq\.?|CPA|RN|NP|PA-C|PE|P\.E\.|AIA|LCSW|OD|DC)\.?$/;

// What a person named at a sentence's start does next ('Abraham Kessler wants ...', '... would like ...').
const SENTENCE_VERB = /^(?:wants|wanted|needs|needed|would|is|was|has|had|says|said|called|asked|asks|lives|owns|runs|will|can|should|prefers|pays|paying|signed|approved|confirmed|requested|requests)$/;

function cleanName(written: string): string | null {
  // 'D. Whitaker?? -> Dennis Whitaker': a value corrected on the note is its last form.
  const raw = written.split(/\s*(?:->|=>|→)\s*/).at(-1)!;
  let value = raw
    .replace(/(?:^|\s)['"‘“][^'"’”\n]{1,20}['"’”](?=\s|$)/g, ' ') // a nickname: Ezekiel 'Zeke' Montgomery, 'D'Alessandro, Vincenzo "Enzo"'
    .replace(/\*+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    // 'Halloran, Bridget M.': a middle initial keeps its full stop; so does a legal form written in
    // dotted initials ('Zumbro Valley Family Clinic, P.A.', 'Hale & Ruiz, P.C.', 'Kettle Creek L.L.C.').
    .replace(/[.,:;]+$/, (m) => (/\b(?:inc|co|jr|sr|corp|ltd)$|,[^,]*\s\p{Lu}$|(?:^|[\s,])(?:\p{Lu}\.){1,3}\p{Lu}$/iu.test(raw.trim().replace(/[.,:;]+$/, '')) ? m.replace(/[,:;]/g, '') : ''));
  // 'Contact Rafael Ortega at 555-...': a connecting word before the number is not part of the name.
  value = value.replace(/\s+(?:at|on|from|and|or|is|for|via|in|@)$/i, '');
  // 'owner Abraham Kessler wants the quote in HIS name': written with capitals, a name ends at a
  // verb or pronoun of the sentence it opens (a lower-case word may still be part of it: 'de la', 'of').
  if (/^\p{Lu}/u.test(value)) {
    const words = value.split(' ');
    const cut = words.findIndex((w, i) => i > 0 && SENTENCE_VERB.test(w));
    if (cut > 0) value = words.slice(0, cut).join(' ').replace(/(?:\s+(?:and|&|of|the|for|at|on|de|del|la|van|von))+$/i, '').replace(/[,;:]+$/, '');
  }
  // Said aloud: 'uh Dmitri Volkov v o l k o v' is the name without its fillers and its spelling.
  value = value.replace(/^(?:(?:uh|um|er|erm|like|so)[,]?\s+)+/i, '');
  if (/\p{Lu}/u.test(value)) value = value.replace(/(?:\s+[a-z](?=\s|$)){2,}$/, '').trim();
  value = beforeItsSpelling(value);
  // 'Contact is the owner, Liesel Baumgartner': the role said before the name is not part of it.
  // ('OWNER CONTACT: Rick Vander Wal': the second word of a two-word label is no part of the name either.)
  value = value.replace(/^(?:the\s+)?(?:owner|manager|gm|general\s+manager|office\s+manager|facilities\s+manager|president|director|superintendent|project\s+manager|pm|contact)\s*[,:]\s*(?=\p{Lu})/iu, '');
  if (!value || value.length > 80 || /\d{3}|@|https?:/i.test(value) || NOT_A_NAME.test(value) || /^(?:phone|e-?mail|address|(?:city|state|county)(?![ \t]+of[ \t]+\p{Lu})|zip|job|area|date|site)\b/iu.test(value)) return null;
  if (!/\p{Lu}/u.test(value)) {
    // Typed or dictated in lower case: the name ends where ordinary words begin ('james whitfield his number is').
    const words = nameCorrectedAloud(value.split(' '));
    const stop = words.findIndex((w) => LOWER_STOP.has(w) || /\d/.test(w));
    value = words.slice(0, stop === -1 ? 4 : stop).join(' ').replace(/[,.;:]+$/, '');
    if (!value || value.split(' ').length > 5) return null;
    value = value.replace(/(^|[\s'-])(\p{Ll})/gu, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);
  }
  // A spelling said after the name ('Brock Teague, T-E-A-G-U-E') is not part of it.
  value = value.replace(/,?\s+\p{L}(?:[ -]\p{L}){2,}$/u, '');
  // 'Marisa Quintero-Hale, Ops Mgr': a role after the name is not part of it (nor a first name).
  // Nor a degree or licence ('Anjali Raman, DDS', 'Tom Ruiz PE').
  value = value.replace(ROLE_AFTER, '').replace(CREDENTIAL_AFTER, '');
  // 'Kessler, Anton & Maria': a couple written surname first; the first named is the customer.
  const coupleFirst = /^([\p{Lu}][\p{L}'’-]+),\s*([\p{Lu}][\p{L}'’-]+)\s+(?:&|and)\s+[\p{Lu}][\p{L}'’-]+$/u.exec(value);
  if (coupleFirst && !BUSINESS.test(value)) value = `${coupleFirst[2]} ${coupleFirst[1]}`;
  // 'Okafor, Chidi' (a person written surname first) becomes 'Chidi Okafor'; 'Acme, Inc.' stays.
  // 'St. Amand, Noëlle', 'Tolliver Jr, Eugene', 'Halloran, Bridget M.' too.
  const comma = /^([\p{L}'’.-]+(?:\s+[\p{L}'’.-]+)?),\s*([\p{L}'’.-]+(?:\s+[\p{L}'’.-]+)?)$/u.exec(value);
  // 'Harriet Lowe, Westfield Pets' is a person and where she works, not a surname first.
  const personThenPlace = comma && isGivenName(comma[1]!.split(/\s+/)[0]!) && /\s/.test(comma[1]!) && !isGivenName(comma[2]!.split(/\s+/)[0]!);
  // 'Kendrick Mwangi, Summit Strength Club, 4880 ...', 'Keith Obermeyer, Hangar C-7': a person by a
  // known given name, then where they are or work (no given name after the comma).
  const personThenMore = !comma && /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2}(?:\s+(?:Jr\.?|Sr\.?|II|III|IV))?),\s*((\S+).*)$/u.exec(value);
  const place = personThenMore && isGivenName(personThenMore[1]!.split(/\s+/)[0]!);
  // ('Anton Kessler, Maria' names a second person, not a place.)
  const secondPerson = personThenMore && personThenMore[2]!.split(/\s+/).length <= 2 && isGivenName(personThenMore[3]!.replace(/[^\p{L}]/gu, ''));
  if (personThenMore && place && !secondPerson && !BUSINESS.test(personThenMore[1]!)) value = personThenMore[1]!;
  else if (personThenPlace) value = comma[1]!;
  else if (comma && !BUSINESS.test(value)) {
    const [, last, first] = comma;
    const firstWords = first!.split(/\s+/);
    const suffix = firstWords.length > 1 && SUFFIX.test(firstWords.at(-1)!) ? ` ${firstWords.pop()}` : '';
    value = `${firstWords.join(' ')} ${last}${suffix}`;
  }
  return value;
}

/** Words a speaker takes a name back with, and those said with them ('no sorry it's', 'no wait I mean'). */
const NAME_TAKE_BACK = new Set(['no', 'nope', 'sorry', 'wait', 'correction', 'actually', 'scratch']);
const NAME_TAKE_BACK_FILLER = new Set([...NAME_TAKE_BACK, ...SAID_WITH_A_CORRECTION, 'mean', 'that', 'uh', 'um']);

/**
 * A name said aloud and taken back: 'lien tran no sorry its lien nguyen tran' is Lien Nguyen Tran, 'dana
 * pruitt no wait pruett' Dana Pruett (one word said again replaces the one it sounds like), and 'shivaun no not
 * like siobhan' is Shivaun (the speaker says how it is not written). Words are as said, lower case.
 */
function nameCorrectedAloud(words: readonly string[]): string[] {
  const bare = (w: string): string => w.replace(/[,.;:]+$/, '');
  const k = words.findIndex((w, i) => i > 0 && NAME_TAKE_BACK.has(bare(w)));
  if (k < 0) return [...words];
  const before = words.slice(0, k).map(bare);
  let j = k;
  while (j < words.length && NAME_TAKE_BACK_FILLER.has(bare(words[j]!))) j += 1;
  if (bare(words[j] ?? '') === 'not') return before;
  const again: string[] = [];
  for (; j < words.length && again.length < 3; j += 1) {
    const w = bare(words[j]!);
    if (LOWER_STOP.has(w) || w.length < 2 || /[^\p{L}'’-]/u.test(w)) break;
    again.push(w);
    if (w !== words[j]) break;
  }
  if (again.length >= 2) return again;
  if (again.length === 1) {
    const like = before.findIndex((w) => w[0] === again[0]![0]);
    const at = like >= 0 ? like : before.length - 1;
    return before.map((w, i) => (i === at ? again[0]! : w));
  }
  return before;
}

// A run of three letters or more said one by one ('T R A N', 'w-h-i-t-b-y'), then a stop or the next word.
const SPELLED_RUN = /,?[ \t]+(\p{L}(?:[ -]\p{L}){2,})(?=[\s.,;:]|$)/u;

/**
 * 'contact is Jaylen Harper, H A R P E R. main floor is sixty by forty': a dictated name ends where its
 * spelling starts, and the full stop after the spelling's last letter is no initial's. Cut only when the
 * letters spell a word of the name, so initials ('A J Ruiz') and other letters stay.
 */
function beforeItsSpelling(value: string): string {
  const m = SPELLED_RUN.exec(value);
  if (!m || m.index === 0) return value;
  const before = value.slice(0, m.index);
  const spelled = m[1]!.replace(/[ -]/g, '').toLowerCase();
  const words = before.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[\s,]+/).map((w) => w.replace(/[^a-z]/g, ''));
  return words.includes(spelled) ? before : value;
}

/** A business's name: a business word, or two words or more that do not start with a given name ('Shoreline Aquatics Club'). */
/**
 * 'Customer: Harlan Metal Works - attn: Dwight Okafor', 'Prepared for: Rocky Mountain Powersports
 * (Jared Lindahl)': a person to ask for written after the value says the value is the business,
 * whatever its words.
 */
function contactNamedAfter(text: string, value: { start: number; end: number; value: string }): boolean {
  if (/\s/.test(value.value) === false) return false;
  const lineEnd = text.indexOf('\n', value.end);
  const rest = text.slice(value.end, lineEnd === -1 ? value.end + 120 : Math.min(lineEnd, value.end + 120));
  return /^[ \t]*[,;/|(–—-]?[ \t]*(?:attn\.?|attention|contact(?:[ \t]+(?:is|person))?|c\/o|ask[ \t]+for)\b|^[ \t]*\([ \t]*(?:attn\.?[ \t:]*|contact[ \t:]*)?\p{Lu}\p{Ll}+[ \t]+\p{Lu}[\p{L}'’-]+[ \t]*[,)]/iu.test(rest);
}

const isBusiness = (value: string): boolean => {
  const words = value.split(/\s+/);
  // 'Marisela Cortez-Uribe': two words ending in a double surname are a person, whatever the given name.
  if (words.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(words[0]!) && /^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(words[1]!)) return false;
  return BUSINESS.test(value) || TRADE_BUSINESS.test(value) || (words.length >= 2 && !isGivenName(words[0]!.replace(/[.,]$/, '')) && !/^\p{Lu}\.?$/u.test(words[0]!));
};

/** A value that is a person's full name (two words or more, no business word). */
const isPerson = (value: string): boolean => !BUSINESS.test(value) && !/[#\d]/.test(value) && value.split(/\s+/).filter((w) => !SUFFIX.test(w)).length >= 2;

const LABEL_AT = /(?:^|[\n;~*•>|\t]|\n"|^"|:[ \t](?=bid\s*to\b|bill\s*to\b|prepared\s*for\b|cust(?:omer)?\b[ \t]*:)|\s[-–—/|]\s|\s\/|,|\s\s|\(|\.\s)\s*((?:customer|cust|bill\s*to|sold\s*to|invoice\s*to|home\s*owner|homeowner|seller|property\s*owner|owner\s*\/\s*customer|customer\s*\/\s*(?:contact|owner)|attn|attention|contact|c\/o|client|full\s*name|your\s*name|name|owner|company|business|association|prepared\s*for|account|requested\s*by|walk-?in|quote(?:\s*for)?|bid\s*to|proposal\s*for|caller|submit\s*(?:bids?\s*|quotes?\s*|proposals?\s*)?to|(?:bidder\s*to\s*)?furnish\s*to|(?:property\s*|store\s*|site\s*)?(?:mgr|manager))(?:\s*name|\s*person)?)\.?(?:\s*\((?:gc|general\s+contractor|owner|prime|builder|cm)\))?(?:\s+(?:facilities|facility|maintenance|operations|ops|office|property|building|site|plant|store)(?:\s+(?:mgr|manager|dept|director))?)?(?=\s*(?::|=|\||,|\t|\bis\b|\s-\s|\.{2,}|-+>|=>|→)|\s(?=\p{Lu}\p{Ll})|[ \t]{2,12}(?=\p{Lu}))/giu;

// A web form asks for the name in two fields ('First name: Tanner' / 'Last name: Christensen').
const FIRST_NAME = /^[ \t>]*(?:first|given)[ \t]*name[ \t]*[:=|][ \t]*([\p{L}'’.-]+(?:[ \t][\p{L}'’.-]+)?)[ \t]*$/imu;
const LAST_NAME = /^[ \t>]*(?:(?:last|sur|family)[ \t]*name|last|surname)[ \t]*[:=|][ \t]*([\p{L}'’.-]+(?:[ \t][\p{L}'’.-]+){0,2})[ \t]*$/imu;
// 'Delphine Arceneaux is the customer (the contractor is just helping her)': the name is said first.
const NAMED_AS_CUSTOMER = /(?<![\p{L}])((?:[\p{Lu}][\p{L}'’-]+[ \t]+){1,3}[\p{Lu}][\p{L}'’.-]+)[ \t]+is[ \t]+(?:the|our)[ \t]+(?:customer|client|homeowner)\b/gu;

// 'W. T. Garza Trucking  - cust', 'Desertline Freight (cust)': a note marks its customer's line after the name.
const MARKED_AFTER = /^[ \t]*(\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the)){0,6})[ \t]*(?:[-–—][ \t]*|\([ \t]*)(?:[Cc]ust(?:omer)?|CUST(?:OMER)?|[Cc]lient|CLIENT)\.?[ \t]*\)?[ \t]*$/gmu;

// 'Per Ricky's walk-thru: Tri-County Yarn Co. (cust), contact is the plant engr ...': the bracketed mark says
// which name is the customer wherever the sentence goes on.
// ('Takeoff - Riverbend Coffee Roasters (Customer)': a sheet's heading before a dash, too.)
const MARKED_IN_BRACKETS = /(?:^|[:;.][ \t]+|[ \t][-–—][ \t]+)(\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the)){0,6})[ \t]*\([ \t]*(?:[Cc]ust(?:omer)?|CUST(?:OMER)?|[Cc]lient|CLIENT)\.?[ \t]*\)/gmu;

const BILL_TO_THE = /\b(?:bill|invoice|quote|address)(?:\s+it)?\s+to\s+the\s+(?:gc|general\s+contractor|contractor|business|company|builder|owner|association|hoa|llc)[ \t]*(?:[:(]|,|-)[ \t]*/i;

const LEAD_SENTENCE = /^[ \t]*((?:[\p{Lu}][\p{L}'’.-]*[ \t]+){1,3}[\p{Lu}][\p{L}'’-]+)[ \t]+(?:wants\s+(?:a\s+)?(?:quote|estimate|bid|pricing)|is\s+looking\s+for|requested|requests|is\s+requesting|sent\s+you)\b/mu;

/** The customer named by a label, or null when no label names one. */
/** The cells of a CSV line (quoted cells may hold commas). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"([^"]*)"|([^,]*))/g)].map((m) => (m[1] ?? m[2] ?? '').trim());
}

/**
 * A sheet exported as CSV with a 'Customer' column ('Customer,Phone,Email,...' over 'Cross Timbers
 * Church - Ellen Marsh,940-...'): the value under the header; a business with its contact person
 * after a dash is the business (a label that names a business names the customer).
 */
function customerColumn(text: string): LabelledName | null {
  const lines = text.slice(0, 20000).split('\n');
  for (let i = 0; i + 1 < lines.length && i < 200; i += 1) {
    if (!lines[i]!.includes(',')) continue;
    const header = csvCells(lines[i]!);
    const at = header.findIndex((c) => /^(?:customer|customer\s*name|client|client\s*name|bill\s*to)$/i.test(c));
    // ('Customer,Prairie Bioscience LLC,,,,' over 'Attn,Dr. Oksana Petrenko,...': a sheet's label and its value
    // in two cells of a row, the rest blank, is no header; a header names three columns or more.)
    if (at < 0 || header.filter((c) => c.trim()).length < 3) continue;
    const row = lines.slice(i + 1).find((l) => l.trim());
    const cell = row ? csvCells(row)[at] : undefined;
    if (!cell || /\d{3}|@/.test(cell)) return null;
    const start = text.indexOf(cell);
    // ('Sunrise Urgent Care (attn Camille Ortiz)': the person to ask for, in brackets, is no part of it.)
    const parts = /^(.+?)[ \t]+[-–—][ \t]+(\p{Lu}\p{Ll}+[ \t]+\p{Lu}[\p{L}'’-]+)$/u.exec(cell) ?? /^(.+?)[ \t]*\([ \t]*(?:attn\.?|attention|c\/o|contact)[ \t:]*(\p{Lu}\p{Ll}+[ \t]+\p{Lu}[\p{L}'’-]+)[ \t]*\)$/iu.exec(cell);
    if (parts) return { value: parts[1]!.trim(), start, end: start + parts[1]!.trim().length, business: true };
    const value = cleanName(cell);
    // ('customer,contact,...' over 'Coachella Valley Aero Services,Omar Haddad,...': a business under the
    // customer column is the customer whoever the contact column names, as a 'Customer:' label's is.)
    return value ? { value, start, end: start + cell.length, ...(isBusiness(value) ? { business: true } : {}) } : null;
  }
  return null;
}

/**
 * An invoice's 'BILL TO' printed beside its 'JOB SITE' (side-by-side.ts): the first line under the
 * billing label is the customer, whatever contact the site's block names.
 */
function billingBlock(text: string): LabelledName | null {
  const block = sideBySideBlocks(text).find((b) => b.kind === 'customer');
  const first = block?.lines[0];
  if (!first || /\d{3}|@/.test(first)) return null;
  const value = cleanName(first);
  if (!value) return null;
  const start = block.masked.indexOf(first);
  return { value, start, end: start + first.length, ...(isBusiness(value) ? { business: true } : {}) };
}

const CHAT_TURN = /^[ \t]*(?:office|me|us|staff|rep|agent|cust|customer|client)[ \t]*:[ \t]*\S/gim;
const OFFICE_TURN = /^[ \t]*(?:office|me|us|staff|rep|agent)[ \t]*:[ \t]*\S/im;

/** Two turns or more of a text thread, one of them the office's own ('Office: ...', 'Me: ...'): each 'Cust:' there opens a message, even one said once. */
function isChatThread(text: string): boolean {
  if (!OFFICE_TURN.test(text)) return false;
  let turns = 0;
  for (const _ of text.slice(0, 5000).matchAll(CHAT_TURN)) if ((turns += 1) >= 2) return true;
  return false;
}

export function readLabelledName(text: string): LabelledName | null {
  const column = customerColumn(text) ?? billingBlock(text);
  if (column) return column;
  let best: (LabelledName & { rank: number; person?: boolean }) | null = null;
  let contact: (LabelledName & { rank: number }) | null = null;
  const first = FIRST_NAME.exec(text);
  const last = LAST_NAME.exec(text);
  if (first && last) {
    const value = cleanName(`${first[1]} ${last[1]}`);
    // Below the office's own 'Customer:' line, above a sheet's 'Client:'.
    if (value) best = { value, start: first.index, end: last.index + last[0].length, rank: 2.5 };
  }
  // A lead platform's sentence: 'Cody Lindahl wants a quote for ...', 'Denise Carrington is looking for ...'.
  if (!best) {
    const lead = LEAD_SENTENCE.exec(text);
    const value = lead ? cleanName(lead[1]!) : null;
    if (lead && value && isPerson(value)) best = { value, start: lead.index, end: lead.index + lead[1]!.length, rank: RANK.client };
  }
  for (const m of text.matchAll(NAMED_AS_CUSTOMER)) {
    const value = cleanName(m[1]!);
    if (value && isPerson(value)) {
      best = { value, start: m.index, end: m.index + m[1]!.length, rank: RANK.customer };
      break;
    }
  }
  for (const m of [...text.slice(0, 20000).matchAll(MARKED_AFTER), ...text.slice(0, 20000).matchAll(MARKED_IN_BRACKETS)]) {
    const value = cleanName(m[1]!);
    if (!value || (best && best.rank >= RANK.customer)) continue;
    const at = m.index + m[0].indexOf(m[1]!);
    best = { value, start: at, end: at + m[1]!.length, rank: RANK.customer };
    break;
  }
  // A text thread pasted with its turns ('Office: ...' / 'Cust: Can yall quote my porch'): its 'Cust:' opens a message.
  const chat = isChatThread(text);
  for (const m of text.matchAll(LABEL_AT)) {
    const label = m[1]!.replace(/\s+/g, ' ').trim();
    const role = LABELS.find(([pattern]) => pattern.test(label))?.[1];
    if (!role) continue;
    // 'Boudreaux Seafood Market - cust. Kitchen/prep area ...': the label written after the name marks it.
    const labelAt = m.index + m[0].indexOf(m[1]!);
    const lineBefore = text.slice(text.lastIndexOf('\n', labelAt - 1) + 1, labelAt);
    // 'To: Luz Carmona, Owner - Suds & Spin Laundromat': a person's title after their name, not a label.
    if (/^(?:owner|company|business)$/i.test(label) && /\p{Lu}\p{Ll}+[ \t]+\p{Lu}[\p{L}'’-]+[ \t]*,[ \t]*$/u.test(lineBefore)) continue;
    const marked = /^[ \t]*(\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the)){1,6})[ \t]+[-–—][ \t]*$/u.exec(lineBefore);
    // 'Hartmann Dairy - customer is Hartmann Family Dairy LLC': a label with its own value names that value.
    const ownValue = /^[ \t]*(?:is\b|:)[ \t]*\p{L}/iu.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12));
    if (marked && role === 'customer' && !ownValue) {
      const value = cleanName(marked[1]!);
      if (value) {
        const at = labelAt - lineBefore.length + lineBefore.indexOf(marked[1]!);
        const found = { value, start: at, end: at + marked[1]!.length, rank: RANK.customer };
        if (!best || found.rank > best.rank) best = found;
        continue;
      }
    }
    const afterLabel = m.index + m[0].length;
    // 'New submission - Contact Us form', 'Customer Service': a page's or a form's name, not a label.
    if (/^[ \t]+(?:us|form|page|info|information|details|request|submission|service|support|portal)\b/i.test(text.slice(afterLabel, afterLabel + 14))) continue;
    const sep = SEPARATOR.exec(text.slice(afterLabel, afterLabel + 12));
    if (!sep) continue;
    // ('the manager Rosa said ...', 'Store Manager, Tri-County Feed': a role in prose or a signature names no one; a field's
    // 'Mgr:' does.)
    if (/(?:mgr|manager)$/i.test(label) && !/[:|=]/.test(sep[0])) continue;
    // A title is not written on the quote, and its full stop would end the value ('Cust: Lt. Dana Kowalski'); the
    // longer ones only before a capital ('Elder Min-jun Cho', never 'col 3').
    const title = /^(?:(?:mr|mrs|ms|miss|dr|prof|pastor|rev)\.?\s+|(?:reverend|fr|elder|bishop|deacon|capt|lt|sgt|cpl|maj|col)\.?\s+(?=\p{Lu}))/iu.exec(text.slice(afterLabel + sep[0].length, afterLabel + sep[0].length + 10));
    let valueStart = afterLabel + sep[0].length + (title?.[0].length ?? 0);
    // 'customer name is, uh, lucía ...': a dictation's filler before the name is no part of it.
    const filler = /^[,.]?[ \t]*(?:(?:uh|um|er|erm|ah|like|so|well)\b[ \t]*[,.]?[ \t]*)+/i.exec(text.slice(valueStart, valueStart + 30));
    if (filler) valueStart += filler[0].length;
    // 'Walk-in, no phone on file: Delia Marsh': a remark in lower case before a colon, then the name.
    const remark = /^[a-z][^:\n]{0,40}:[ \t]+(?=\p{Lu})/u.exec(text.slice(valueStart, valueStart + 60));
    if (remark) valueStart += remark[0].length;
    let line = text.slice(valueStart, Math.min(text.length, valueStart + 200)).split('\n')[0] ?? '';
    // '"Bid to: Colorado River Builders",,,,': a label opening a quoted CSV cell ends with the cell.
    if (m[0].trimStart().startsWith('"')) line = line.replace(/"[ \t]*(?:,[^"\n]*)?$/, '');
    // 'Cust: yes still want it' / 'Cust: ok thx': a label that opens two lines or more of a chat is
    // its speaker, and what the speaker says is a name only when it opens like one.
    if ((speakerTag(text, labelAt, label) || (chat && /^[ \t]*$/.test(lineBefore))) && !opensLikeName(line, /\p{Lu}/u.test(text))) continue;
    // 'Contact Us form', 'Contact me at ...': a pronoun after the label, so no name.
    // ('Prepared for: Our Savior's Lutheran Church' is a name: the pronoun capitalised before a capitalised word.)
    if (/^(?:us|me|we|you|our|your|my)\b/i.test(line) && !/^(?:Our|My)[ \t]+\p{Lu}\p{Ll}/u.test(line)) continue;
    // 'Customer: Apt 3, 1200 NW 23rd St, ...': an address written after the label is no name.
    if (/^(?:apt|apartment|unit|suite|ste|bldg|building|lot|space|spc)\b\.?[ \t]*#?[ \t]*\d/i.test(line)) continue;
    const quoted = /^"([^"]{1,120})"/.exec(line);
    const end = quoted ? quoted[0].length : (numberedBusiness(line) ?? VALUE_END.exec(line)?.index ?? line.length);
    let rawValue = quoted ? quoted[1]! : line.slice(0, end);
    // 'Walk-in: Mei-Ling Liu, nail salon floor': a comma before lower-case words ends the name.
    const lowerAfterComma = /,[ \t]*(?=[a-z])/.exec(rawValue);
    if (lowerAfterComma && !quoted) rawValue = rawValue.slice(0, lowerAfterComma.index);
    // 'Owner, Lakeside Lighting & Fans' under 'Priya Raghunathan' is a signature's title and
    // business, not a label: the person on the line above signed it.
    if (role === 'client' && !QUOTE_LABEL.test(label) && !/^prepared/i.test(label) && /^(?:,|-|–|—|:|)$/.test(sep[0].trim()) && nameLineAbove(text, m.index + m[0].indexOf(m[1]!))) continue;
    // 'Okafor, Chidi' is one value even though a comma ends most values.
    const surnameFirst = /^([\p{Lu}][\p{L}'’-]+),\s*([\p{Lu}][\p{L}'’.-]+(?:\s+(?:jr\.?|sr\.?|ii|iii|iv))?)(?=\s*(?:$|[|;(\t/]|\s{2,}|\s[-–—]\s|,))/iu.exec(line);
    const value = cleanName(surnameFirst && !BUSINESS.test(surnameFirst[0]) ? surnameFirst[0] : rawValue);
    if (!value) continue;
    if (role === 'contact' && !isPerson(value)) continue;
    // A business a sheet's 'Client:'/'Owner:'/'Prepared for:' names is the customer over an 'Attn:' person below.
    // ('CUST    Agnieszka Wróbel': set off by spaces alone, as a printed sheet aligns it, a customer's label names a
    // business only by its words; a client's or owner's label, as with its colon.)
    const spaced = /^[ \t]{2,}$/.test(sep[0]);
    const namesBusiness = spaced ? BUSINESS.test(value) || TRADE_BUSINESS.test(value) || (role === 'client' && NAMES_THE_CUSTOMER.test(label) && isBusiness(value)) : isBusiness(value) || contactNamedAfter(text, { start: valueStart, end: valueStart + end, value });
    // 'Quote for: Ridgeway Distribution LLC, attn ...', 'Quote: Sister Act Bakery LLC, contact ...': a quote's
    // heading names the customer only when it names a business ('Quote: 2 car garage' names none).
    // Written as a label, with its colon: 'quote for Copperline Electric, the contact is ...' in prose names the person.
    // 'quote: Abernathy III, Clyde.': a person written surname first under it is named as plainly.
    const personSurnameFirst = /^\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:jr\.?|sr\.?|ii|iii|iv))?,[ \t]*\p{Lu}[\p{Ll}'’-]+\b/iu.test(line) && isPerson(value);
    // A sheet's first cell ('Bid to,Sierra Crest Builders Inc,attn ...') and a bid sent to a business ('Bid to Mesquite
    // Ridge Contracting; PM ...') are written as labels too.
    const writtenAsLabel = /[:=|\t]/.test(sep[0]) || (sep[0].trim() === ',' && /^[ \t"]*$/.test(lineBefore)) || (/^bid\s*to$/i.test(label) && namesBusiness);
    if (QUOTE_LABEL.test(label) && (!(namesBusiness || personSurnameFirst) || !writtenAsLabel)) continue;
    const rank = role === 'client' && NAMES_THE_CUSTOMER.test(label) && namesBusiness ? RANK.customer - 0.5 : RANK[role];
    const found = { value, start: valueStart, end: valueStart + (surnameFirst ? surnameFirst[0].length : end), rank, ...(spaced && !namesBusiness ? { person: true } : {}) };
    // 'Customer: Okafor Veterinary Clinic (Chinedu Okafor)', 'Customer: Keystone Millwork, Inc. /
    // Dale Shoemaker (plant mgr)': the person written in the business's own line is the contact.
    // 'Client: Bluegill Fish House - owner Wyatt Cordero': a person marked by their role, in either label's line.
    const roleMarked = /[ \t][-–—][ \t]+(?:[Oo]wner|[Ss]vc|[Ss]ervice|[Ss]tore|[Gg]eneral|[Ss]hop|[Pp]roperty|[Mm]gr|[Mm]anager|GM|[Dd]irector|[Cc]ontact|[Aa]ttn|[Pp]astor|[Pp]rincipal|[Ss]uper(?:intendent)?|[Ff]acilit)/u.test(line);
    if ((role === 'customer' && !isPerson(value)) || ((role === 'customer' || role === 'client') && roleMarked)) {
      const person = /\(([\p{Lu}][\p{L}'’.-]*(?:[ \t]+[\p{L}'’.-]+){1,3})\)|[ \t](?:\/|[-–—](?=[ \t]+(?:[Oo]wner|[Ss]vc|[Ss]ervice|[Ss]tore|[Gg]eneral|[Ss]hop|[Oo]ffice|[Pp]roperty|[Mm]gr|[Mm]anager|GM|[Dd]irector|[Cc]ontact|[Aa]ttn|[Pp]astor|[Pp]rincipal|[Ss]uper(?:intendent)?|[Ff]acilit)))[ \t]*(?:(?:[Oo]wner|[Ss]vc|[Ss]ervice|[Ss]tore|[Gg]eneral|[Ss]hop|[Pp]roperty|[Mm]gr\.?|[Mm]anager|GM|[Dd]irector|[Cc]ontact|[Aa]ttn:?|[Pp]astor|[Pp]rincipal|[Ss]uper(?:intendent)?)[ \t]+){0,3}(?:(?:[Ff]acilit(?:ies|y)|[Mm]aintenance|[Oo]ps|[Oo]perations|[Oo]ffice|[Ss]ite|[Pp]lant|[Pp]roject|[Pp]roperty|[Bb]uilding)(?:[ \t]+(?:[Mm]gr|[Mm]anager|[Dd]irector|[Ss]upervisor|[Cc]ontact))?[ \t]*[-–—:,][ \t]*)?([\p{Lu}][\p{L}'’.-]*(?:[ \t]+[\p{Lu}][\p{L}'’.-]*){1,3})/u.exec(line.replace(/[ \t]+["“'‘][^"”'’\n]{1,12}["”'’](?=[ \t])/gu, (q) => ' '.repeat(q.length)));
      const contactName = person ? cleanName(person[1] ?? person[2]!) : null;
      if (person && contactName && isPerson(contactName) && /^[\p{Lu}]\S*\s+[\p{Lu}]/u.test(contactName)) {
        const at = valueStart + person.index + person[0].indexOf(person[1] ?? person[2]!);
        contact = { value: contactName, start: at, end: at + contactName.length, rank: RANK.contact };
      }
    }
    if (role === 'contact' && !contact) contact = found;
    if (!best || rank > best.rank) best = found;
  }
  // 'Customer: Holloway Farms Creamery LLC, Attn: Ruth Ann Yoder', 'Prepared for: Lupe's Cantina -
  // attn Guadalupe Ortiz': a label that names a business names the customer, the attn/contact person
  // only whom to ask for (as dev2 does: 'Customer: Two Forks Brewing Co. / Contact: Sarah Lindgren').
  // A contact written in the line of a label that names no customer ('Company: ...') is the person.
  if (best && contact && best.rank >= RANK.client && best.rank < RANK.customer - 0.5 && contact.start > best.start && !text.slice(best.start, contact.start).includes('\n')) best = contact;
  // The office's own instruction ('Bill to the GC: Prairie Ridge Builders Inc.', 'Quote to the
  // business (Sharp Lines Barbershop)') names whom to bill above any label in what it forwards.
  const instruction = BILL_TO_THE.exec(text);
  if (instruction) {
    const valueStart = instruction.index + instruction[0].length;
    const line = text.slice(valueStart, valueStart + 200).split('\n')[0] ?? '';
    const value = cleanName(line.slice(0, VALUE_END.exec(line)?.index ?? line.length));
    if (value) return { value, start: valueStart, end: valueStart + value.length };
  }
  // 'Name: Theo' over 'Last: Vandermeer': a form that asks for the surname apart.
  if (best && !first && last && !/\s/.test(best.value.trim())) {
    const surname = cleanName(last[1]!);
    if (surname && !/\s/.test(surname) && surname.toLowerCase() !== best.value.toLowerCase()) return { value: `${best.value} ${surname}`, start: best.start, end: last.index + last[0].length };
  }
  return best ? { value: best.value, start: best.start, end: best.end, ...(best.rank >= RANK.customer - 0.5 && !best.person && (isBusiness(best.value) || contactNamedAfter(text, best)) ? { business: true } : {}) } : null;
}

// 'Route 66 Motorsports', 'Studio 54 Dance Co', 'Pier 39 Marine | 555-...': one word, a short number, then capitalised
// words to the value's end. A number ends most values (a house number follows the name), so this reads only the shape
// a business named after a road, a pier or a hangar has.
const NUMBERED_BUSINESS = /^(\p{Lu}[\p{L}'’-]+[ \t]+\d{1,3}((?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the)){1,5}))(?=[ \t]*(?:$|[|;,(\t])|[ \t]{2,}|[ \t]+[-–—/][ \t])/u;

/** The length of a business name written with a number in it ('Route 66 Cycle Works'), or null. */
function numberedBusiness(line: string): number | null {
  const m = NUMBERED_BUSINESS.exec(line);
  if (!m) return null;
  // ('Marsh 44 Deer Run', 'Ortiz 12 N Oak'): a surname then a street is an address, not a name.
  const after = m[2]!.trim().split(/[ \t]+/).map((w) => w.toLowerCase().replace(/[.,]$/, ''));
  if (after.some((w) => w in STRONG_SUFFIXES || WEAK_SUFFIXES.has(w)) || after[0]! in DIRECTIONS) return null;
  return m[1]!.length;
}

/** True when the label at `at` opens its line and opens two lines or more ('Cust: ...' in a pasted text thread). */
function speakerTag(text: string, at: number, label: string): boolean {
  if (!/^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', at - 1) + 1, at))) return false;
  const key = label.toLowerCase();
  let count = 0;
  for (const m of text.slice(0, 20000).matchAll(LINE_TAG)) if (m[1]!.toLowerCase().replace(/\s+/g, ' ') === key && ++count >= 2) return true;
  return false;
}
const LINE_TAG = /^[ \t]*([\p{L}][\p{L}. ]{0,20}?)[ \t]*:/gmu;

/** A value that opens with two name words: capitalised in a text written with capitals, never ordinary words ('yes still', 'hi this'). */
function opensLikeName(value: string, cased: boolean): boolean {
  const words = value.trim().split(/[ \t]+/).slice(0, 2);
  return words.length === 2 && words.every((w) => /^[\p{L}][\p{L}'’.-]*,?$/u.test(w) && !isCommonWord(w.replace(/[.,]$/, '')) && (!cased || /^\p{Lu}/u.test(w)));
}

/** True when the line above the one at `index` holds only a person's name (a signature's first line). */
function nameLineAbove(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1);
  if (lineStart <= 0) return false;
  const above = text.slice(0, lineStart).split('\n').reverse().find((l) => l.trim()) ?? '';
  // 'BID SHEET', 'BID FORM' over 'Bid to:': a sheet's heading in capitals signs nothing.
  if (above === above.toUpperCase()) return false;
  return /^[ \t]*[\p{Lu}][\p{L}'’.-]+(?:[ \t]+[\p{Lu}][\p{L}'’.-]+){1,3}[ \t]*$/u.test(above);
}
