import { createRequire } from 'node:module';
import type { ZipInfo } from 'zipcodes';
import { DIRECTIONS, STATE_PATTERN, STRONG_SUFFIXES, WEAK_SUFFIXES, houseNumberCorrected, lettersRoadWritten, saintAsWritten, stateCode, streetSaidAgain, unitBeforeStreet } from './us-address.ts';
import { wordTable } from '../text/word-table.ts';

/**
 * A US address put together from its parts wherever the request writes them (issue 12: "find
 * entities with well-kept libraries ... a ZIP code database to check that city, state and ZIP
 * agree"). People leave out the state ('6110 N Mesa St El Paso 79912'), put the ZIP first ('tucson
 * 85719 - 2521 e 6th st'), split the parts over form lines ('Street address: ... City: Provo
 * State: UT ZIP: 84604') or correct the city ('Aurora? no— Centennial CO 80112'). The ZIP is the
 * anchor: the offline `zipcodes` database gives its city and state, a street (house number, street
 * words, a suffix, or a Utah-style grid '1455 N 1450 E') is looked for near it, and the city is
 * taken as the request writes it when it names the database's city.
 */

type Lookup = (zip: string) => ZipInfo | undefined;
interface ZipDatabase {
  lookup: Lookup;
  lookupByName: (city: string, state: string) => ZipInfo[];
  lookupByState: (state: string) => ZipInfo[];
  distance: (zipA: string, zipB: string) => number | null;
}
let database: ZipDatabase | null = null;
// Loaded on first use: 5 MB of data that only requests with an address need.
function zipDatabase(): ZipDatabase {
  if (!database) database = createRequire(import.meta.url)('zipcodes') as ZipDatabase;
  return database;
}
function zipLookup(): Lookup {
  const db = zipDatabase();
  return (zip) => db.lookup(zip);
}

const SUFFIX_WORDS = [...Object.keys(STRONG_SUFFIXES), ...WEAK_SUFFIXES].sort((a, b) => b.length - a.length).join('|');
const STRONG_WORDS = Object.keys(STRONG_SUFFIXES).sort((a, b) => b.length - a.length).join('|');
const DIRECTION_WORDS = Object.keys(DIRECTIONS).sort((a, b) => b.length - a.length).join('|');
// House number, optional direction, one to four street words, a suffix; or a grid address.
// (A street word may be a fraction: Grand Junction's 'B 1/2 Rd'.)
const LETTERS_ROAD = 'f\\.?[ \\t]?m|r\\.?[ \\t]?m|c\\.?[ \\t]?r|(?:farm|ranch)[ \\t]+to[ \\t]+market(?:[ \\t]+(?:road|rd))?';
const STREET = new RegExp(
  // A price ('4.20') or a ZIP before the next line's street ('78501\\n2201 N 10th St') is no house number:
  // no number after a '.', a digit's ',' or '$' (a CSV cell's comma is fine), and no street word that is a bare number.
  `(?<![\\d.$])(?<!\\d,)\\b(\\d{1,6}[A-Za-z]?(?:[ \\t]1\\/2)?)\\s+(?:(${DIRECTION_WORDS})\\.?\\s+)?((?:(?!\\d+\\s)[A-Za-z0-9][A-Za-z0-9'.-]*(?:\\/\\d)?\\s+){0,3}?)(${SUFFIX_WORDS})\\b\\.?(?:\\s+(${STRONG_WORDS})\\b\\.?)?(?:\\s+(${DIRECTION_WORDS})\\b\\.?)?` +
    `|\\b(\\d{1,6})\\s+(${DIRECTION_WORDS})\\.?\\s+(\\d{1,5})\\s+(${DIRECTION_WORDS})\\b` +
    // A rural route and its box ('Rt 2 Box 47', 'RR 2, Box 114', 'route 1 box 220'), as written.
    `|\\b(rural\\s+route|route|rte|rt|r\\.r\\.|rr|h\\.?[ ]?c\\.?r?|star\\s+route)\\.?\\s*(\\d{1,4})\\s*,?\\s*(?:p\\.?o\\.?\\s+)?box\\s*#?\\s*(\\d{1,5}(?:\\.\\d\\d)?)\\b` +
    // A street whose type comes first ('14 Paseo del Sol', '3607 Calle Cuervo NW'), up to the comma or line end.
    `|\\b(\\d{1,6})\\s+((?:calle|camino|paseo|avenida|vista|rue|plaza|placita|callejon|caminito|corte)\\s+(?:[A-Za-z][A-Za-z'.-]*\\s+){0,2}?[A-Za-z][A-Za-z'.-]*?)(?:\\s+(${DIRECTION_WORDS}))?(?=\\s*(?:[,\\n]|$))` +
    // A post office box ('PO Box 421', 'P.O. Box 88', said 'p o box four twenty one'): the mailing address.
    `|\\b(?:p[ \\t]?\\.?[ \\t]?o\\.?|post[ \\t]+office)[ \\t]*box[ \\t]*#?[ \\t]*(\\d{1,6})\\b` +
    // A ranch's or a small town's box with no street, on a line of its own or after a label ('Box 18, Wisdom MT 59761').
    `|(?<=^[ \\t]*|\\n[ \\t]*|:[ \\t]*)box[ \\t]*#?[ \\t]*(\\d{1,6})\\b(?=[ \\t]*,?[ \\t]*[A-Z])` +
    // A road named by its letters and number ('14600 FM 1346', '3120 CR 4410', '1905 Farm to Market Rd 2222').
    `|\\b(\\d{1,6})[ \\t]+(?:(${DIRECTION_WORDS})\\.?[ \\t]+)?(${LETTERS_ROAD})\\.?[ \\t]+(\\d{1,4}[A-Za-z]?)\\b` +
    // A place on a highway with no house number, named by its mile post ('Hwy 264 MP 447', 'US 191 mile marker 12').
    `|\\b((?:us|sr|hwy|highway|state[ \\t]+(?:route|road|hwy|highway)|route|rte|rt|county[ \\t]+(?:road|rd)|cr)\\.?[ \\t]*\\d{1,4}[A-Za-z]?)[ \\t]*,?[ \\t]*(mp|mm|mile[ \\t]*(?:post|marker))\\.?[ \\t]*(\\d{1,4}(?:\\.\\d)?)\\b`,
  'gi',
);
const TYPE_FIRST = 'calle|camino|paseo|avenida|vista|rue|plaza|placita|callejon|caminito|corte';
// A street whose type comes first written with no comma before its city ('1418 W Calle Lucinda Tucson
// 85746', '1021 Paseo de Oñate Española 87532'): read on the text before the ZIP (and its state), where
// the database's city, ending it, tells where the street's name stops.
const TYPE_FIRST_BEFORE_ZIP = new RegExp(
  `(?<![\\d.$])\\b(\\d{1,6})[ \\t]+(?:(${DIRECTION_WORDS})\\.?[ \\t]+)?((?:${TYPE_FIRST})[ \\t]+[^\\n,;:\\d()]{1,60}?)[ \\t,]*$`,
  'i',
);
const plainLetters = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
// (The designator is a word of its own: 'Ryan Rd Sterling Hts' holds no 'Ste rling'.)
// ('3229 Lakeshore Ave, 2nd fl, Oakland': a floor named by its ordinal is the unit too.)
const UNIT = /^,?\s*((?:(?:suite|ste|apt|apartment|unit|bldg|building|hangar)(?![a-z])|#)\.?\s*#?\s*[A-Za-z0-9-]{1,6}|\d{1,2}(?:st|nd|rd|th)[ \t]+(?:fl|flr|floor)\b)\b/i;
const unitWritten = (unit: string): string => unit.replace(/\s+/g, ' ').replace(/(?<=\d(?:st|nd|rd|th) )(?:fl|flr|floor)\.?$/i, 'Fl');
const ZIP = /(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])/g;

const title = (s: string): string => s.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);

function formatStreet(m: RegExpExecArray): string {
  if (m[23]) {
    const road = m[23].replace(/\s+/g, ' ').replace(/^(?:us|sr|cr)\b/i, (w) => w.toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase());
    const marker = /^m[pm]$/i.test(m[24]!) ? m[24]!.toUpperCase() : title(m[24]!.replace(/\s+/g, ' '));
    return `${road} ${marker} ${m[25]}`;
  }
  // (Its letters are written as the sign writes them by addressByZip, with every other reading's.)
  if (m[19]) return `${m[19]} ${m[20] ? `${DIRECTIONS[m[20].toLowerCase()]} ` : ''}${m[21]} ${m[22]!.toUpperCase()}`;
  if (m[17]) return `PO Box ${m[17]}`;
  if (m[18]) return `Box ${m[18]}`;
  if (m[11]) {
    const route = m[11].replace(/\s+/g, ' ');
    // Said aloud, 'box one fourteen' comes through the number reader as a price ('1.14').
    const written = /^(?:r\.?r\.?|rural route)$/i.test(route) ? 'RR' : /^h\.?\s?c\.?(r?)$/i.test(route) ? `HC${/r$/i.test(route) ? 'R' : ''}` : title(route);
    return `${written} ${m[12]} Box ${m[13]!.replace('.', '')}`;
  }
  if (m[14]) {
    const words = m[15]!.trim().split(/\s+/).map((w) => (/^(?:de|del|la|las|los|el|y)$/i.test(w) ? w.toLowerCase() : title(w)));
    return `${m[14]} ${words.join(' ')}${m[16] ? ` ${DIRECTIONS[m[16].toLowerCase()]}` : ''}`;
  }
  if (m[7]) return `${m[7]} ${DIRECTIONS[m[8]!.toLowerCase()]} ${m[9]} ${DIRECTIONS[m[10]!.toLowerCase()]}`;
  const direction = m[2] ? `${DIRECTIONS[m[2].toLowerCase()]} ` : '';
  // A numbered street whose 1 a note's OCR wrote as l ('SE l22nd Ave') is the number.
  const words = (m[3] ?? '').trim().split(/\s+/).filter(Boolean).map((w) => w.replace(/^[lI](?=\d+(?:st|nd|rd|th)$)/i, '1')).map((w) => (/^\d/.test(w) ? w.toLowerCase() : title(w)));
  const suffixKey = m[4]!.toLowerCase();
  // 'Stockton Hill Rd', 'Dry Creek Rd': a weak suffix followed by a strong one is part of the name.
  const strongAfter = m[5] ? STRONG_SUFFIXES[m[5].toLowerCase()] : undefined;
  const suffix = strongAfter ? `${title(suffixKey)} ${strongAfter}` : (STRONG_SUFFIXES[suffixKey] ?? title(suffixKey));
  const after = m[6] ? ` ${DIRECTIONS[m[6].toLowerCase()]}` : '';
  return `${m[1]} ${direction}${[...words, suffix].join(' ')}${after}`;
}

// The same street read to a strong suffix further on: '18 Harbor View Drive', not '18 Harbor' (Harbor
// is a suffix too). Same groups as STREET's first form, the fifth left empty.
const STREET_TO_STRONG = new RegExp(
  `^(\\d{1,6}[A-Za-z]?)[ \\t]+(?:(${DIRECTION_WORDS})\\.?[ \\t]+)?((?:(?!\\d+[ \\t])[A-Za-z0-9][A-Za-z0-9'.-]*[ \\t]+){1,3}?)(${STRONG_WORDS})\\b\\.?()(?:[ \\t]+(${DIRECTION_WORDS})\\b\\.?)?`,
  'i',
);

function longerStreet(text: string, s: RegExpExecArray): RegExpExecArray | null {
  if (!s[4] || s[5] || s[4].toLowerCase() in STRONG_SUFFIXES) return null;
  const longer = STREET_TO_STRONG.exec(text.slice(s.index, s.index + 80));
  if (!longer || longer[0].length <= s[0].length || /[,\n]/.test(longer[0])) return null;
  longer.index = s.index;
  return longer;
}

export interface AddressByZip {
  value: string;
  start: number;
  end: number;
}

export function addressByZip(text: string): AddressByZip | null {
  const found = addressByZipAsWritten(text);
  return found ? { ...found, value: lettersRoadWritten(saintAsWritten(houseNumberCorrected(streetSaidAgain(found.value), text.slice(found.end, found.end + 80)), text)) } : null;
}

function addressByZipAsWritten(text: string): AddressByZip | null {
  const lookup = zipLookup();
  // A request names an address or two; the caps keep a pasted list from costing streets x ZIPs.
  // A five-digit number is a house number ('24600 Mound Rd') unless it is a ZIP ending a line before
  // the next line's street ('78501\n2201 N 10th St') or follows a state.
  const zipLike = (m: RegExpExecArray): boolean => {
    const number = m[1] ?? m[14] ?? '';
    if (!/^\d{5}$/.test(number) || m[7] || m[11]) return false;
    const afterNumber = m[0].slice(number.length);
    return /^\s*\n/.test(afterNumber) || new RegExp(`(?<![A-Za-z])(?:${STATE_PATTERN})\\.?,?\\s*$`, 'i').test(text.slice(Math.max(0, m.index - 24), m.index));
  };
  // 'approx 850 sq ft': a floor's area, not a street named with the suffix Square.
  const areaSize = (m: RegExpExecArray): boolean => /^(?:sq|square)$/i.test(m[4] ?? '') && /^[ \t]*\.?[ \t]*(?:ft|feet|foot|footage|f)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12));
  const streets = [...text.matchAll(STREET)].filter((m) => !zipLike(m) && !areaSize(m)).slice(0, 200);
  // (No street matched: a type-first street written before its city may still be read at a ZIP.)
  let best: { value: string; start: number; end: number; distance: number } | null = null;
  for (const z of [...text.matchAll(ZIP)].slice(0, 40)) {
    const info = lookup(z[1]!);
    if (!info || info.country !== 'US') continue;
    const typeFirst = typeFirstBeforeZip(text, z.index, info);
    if (typeFirst) {
      best = { value: `${typeFirst.street}, ${typeFirst.city}, ${info.state} ${z[0]}`, start: typeFirst.start, end: z.index + z[0].length, distance: 0 };
      continue;
    }
    // (The town named apart from the street is looked for once per ZIP, when the street needs it.)
    let apart: string | null | undefined;
    // The street nearest the ZIP, before or after it (a line or two away at most).
    for (const s of streets) {
      const distance = s.index < z.index ? z.index - (s.index + s[0].length) : s.index - (z.index + z[0].length);
      if (distance < 0 || distance > 160) continue;
      if (best && distance >= best.distance) continue;
      const unit = UNIT.exec(text.slice(s.index + s[0].length, s.index + s[0].length + 24));
      // A unit written before the street ('Apt 3, 1120 Chapel St', 'our suite is 220. Building: 7600 ...').
      const unitText = unit?.[1] ?? unitBeforeStreet(text.slice(Math.max(0, s.index - 60), s.index));
      // 'State Route 7', 'County Road 12', 'US Hwy 19', 'S Loop 289': a route's number after its word.
      const routeNumber = /^(?:route|rte|rt|highway|hwy|road|rd|loop|spur|bypass)$/i.test(s[4] ?? '') && !s[5] && !s[6] ? /^[ \t]+(\d{1,4}[A-Za-z]?)\b(?![ \t]*(?:[,.]?[ \t]*\d{5}\b|x\b|by\b|ft|'))/i.exec(text.slice(s.index + s[0].length, s.index + s[0].length + 12)) : null;
      // '6140 NE 125th St North Miami 33161': a street that starts with its quarter (NE, SW) ends at its suffix; a
      // direction after it that opens a town of the state ('North Miami', 'North Lauderdale') is the town's.
      const directionTown = s[2] && s[2].length === 2 && s[6] && !unit ? townAfterStreet(text, s.index + s[0].length, z.index, info, s[6]) : null;
      const read = directionTown ? (Object.assign([...s], { index: s.index, 6: undefined }) as unknown as RegExpExecArray) : s;
      const street = formatStreet(directionTown ? read : (longerStreet(text, s) ?? s)) + (routeNumber ? ` ${routeNumber[1]!.toUpperCase()}` : '') + (unitText ? ` ${unitWritten(unitText)}` : '');
      const city = directionTown ?? writtenCity(text, z.index, info) ?? townBeforeStreet(text.slice(Math.max(0, s.index - 60), s.index)) ?? (apart === undefined ? (apart = cityNamedApart(text, info)) : apart) ?? title(info.city);
      best = { value: `${street}, ${city}, ${info.state} ${z[0]}`, start: Math.min(s.index, z.index), end: Math.max(s.index + s[0].length, z.index + z[0].length), distance };
    }
  }
  return best ? { value: best.value, start: best.start, end: best.end } : null;
}

/** The type-first street and the city written right before a ZIP with no comma between them; null when the database's city does not end the words. */
function typeFirstBeforeZip(text: string, zipAt: number, info: ZipInfo): { street: string; city: string; start: number } | null {
  const lineStart = text.lastIndexOf('\n', zipAt - 1) + 1;
  const from = Math.max(lineStart, zipAt - 120);
  let before = text.slice(from, zipAt);
  const state = STATE_BEFORE_ZIP.exec(before);
  if (state?.[1] && stateCode(state[1]) !== info.state) return null;
  before = before.slice(0, state?.index ?? before.length);
  const m = TYPE_FIRST_BEFORE_ZIP.exec(before);
  if (!m) return null;
  const words = m[3]!.trim().split(/[ \t]+/);
  const cityWords = info.city.split(/\s+/).length;
  if (words.length < cityWords + 2) return null;
  const city = words.slice(-cityWords).join(' ');
  if (plainLetters(city) !== plainLetters(info.city)) return null;
  const name = words.slice(0, -cityWords).map((w) => (/^(?:de|del|la|las|los|el|y)$/i.test(w) ? w.toLowerCase() : title(w)));
  const direction = m[2] ? `${DIRECTIONS[m[2].toLowerCase()]} ` : '';
  return { street: `${m[1]} ${direction}${name.join(' ')}`, city, start: from + m.index };
}

const STATE_BEFORE_ZIP = new RegExp(`[ \\t]*,?[ \\t]*(?:(?<![A-Za-z])(${STATE_PATTERN})\\.?,?[ \\t]*)?$`, 'i');
const CITY_WORDS = /((?:[\p{Lu}][\p{L}.'’-]*[ \t]+){0,2}[\p{Lu}][\p{L}.'’-]*)$/u;
const normalCity = (city: string): string =>
  city.toLowerCase().replace(/[.'’]/g, '').replace(/-/g, ' ').replace(/\bst\b/g, 'saint').replace(/\bmt\b/g, 'mount').replace(/\bft\b/g, 'fort').replace(/\s+/g, ' ').trim();

/**
 * The city as the request writes it just before the ZIP (and its state) on the same line: 'McAllen'
 * (the database says 'Mcallen'), or 'Centennial' where the database knows 80112 only as Englewood.
 * The written city wins; addressAgreement flags it when the database disagrees.
 */
// The newspaper (AP) abbreviations of states people still write ('Sarasota, Fla. 34231').
const AP_STATES: Record<string, string> = wordTable({
  ala: 'AL', ariz: 'AZ', ark: 'AR', calif: 'CA', cal: 'CA', colo: 'CO', conn: 'CT', del: 'DE', fla: 'FL', ga: 'GA', ill: 'IL', ind: 'IN',
  kan: 'KS', kans: 'KS', ky: 'KY', la: 'LA', md: 'MD', mass: 'MA', mich: 'MI', minn: 'MN', miss: 'MS', mo: 'MO', mont: 'MT', neb: 'NE',
  nebr: 'NE', nev: 'NV', okla: 'OK', ore: 'OR', oreg: 'OR', pa: 'PA', penn: 'PA', tenn: 'TN', tex: 'TX', va: 'VA', vt: 'VT', wash: 'WA',
  wis: 'WI', wisc: 'WI', wyo: 'WY',
});

// Number words the number reader wrote as digits in a city's name ('Two Harbors' -> '2 Harbors').
const CITY_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const NUMBERED_CITY = /(?:^|[ \t,])(\d{1,2})[ \t]+((?:[\p{Lu}][\p{L}'’-]*[ \t]+){0,2}[\p{Lu}][\p{L}'’-]*)[ \t,]*$/u;
// A web form's city on a line of its own ('City: Brooklyn Park'), lines away from its 'Zip:' line.
const CITY_FIELD = /^[ \t]*(?:city|town)[ \t]*[:=|][ \t]*((?:[\p{Lu}][\p{L}.'’-]*[ \t]+){0,2}[\p{Lu}][\p{L}.'’-]*)[ \t]*$/imu;
const ZIP_FIELD = /^[ \t]*(?:zip|zip[ \t]*code|postal[ \t]*code)[ \t]*[:=|][ \t]*$/i;

function writtenCity(text: string, zipAt: number, info: ZipInfo): string | null {
  const lineStart = text.lastIndexOf('\n', zipAt - 1) + 1;
  // 'Zip: 55443' with 'City: Brooklyn Park' a line or two above it: the city as the form gives it.
  if (ZIP_FIELD.test(text.slice(lineStart, zipAt))) {
    const city = CITY_FIELD.exec(text.slice(Math.max(0, lineStart - 120), lineStart))?.[1];
    if (city && !(city.toLowerCase() in STRONG_SUFFIXES)) return city;
  }
  let before = text.slice(Math.max(lineStart, zipAt - 80), zipAt);
  // 'Sarasota, Fla. 34231': the AP abbreviation of the ZIP's own state is not part of the city.
  const ap = /[ \t,]+([A-Za-z]{2,5})\.?[ \t,]*$/.exec(before);
  if (ap && AP_STATES[ap[1]!.toLowerCase()] === info.state && !stateCode(ap[1]!)) before = `${before.slice(0, ap.index)} `;
  const state = STATE_BEFORE_ZIP.exec(before);
  if (state?.[1] && stateCode(state[1]) !== info.state) return null;
  const cityPart = before.slice(0, state?.index ?? before.length);
  // 'Two Harbors', written '2 Harbors' by the number reader: the database's city when the words agree.
  const numbered = NUMBERED_CITY.exec(cityPart);
  if (numbered && normalCity(`${CITY_NUMBERS[Number(numbered[1])] ?? ''} ${numbered[2]}`) === normalCity(info.city)) return title(info.city);
  const words = CITY_WORDS.exec(cityPart)?.[1]?.split(/\s+/) ?? [];
  // The ZIP's own city written in full holds a label's word ('Sun City Center', 'Carson City'): it is the city.
  const dbWords = info.city.split(/\s+/).length;
  const whole = words.slice(-dbWords).join(' ').replace(/[.,]$/, '');
  // (Not 'St Paul' after 'Arcade St': its 'St' may be the street's; it is the city's at the start of
  // a line or after a comma: 'Maryland Ave E\nSt Paul 55117'.)
  const first = whole.split(/\s+/)[0]!.toLowerCase().replace(/\.$/, '');
  const wholeAt = cityPart.trimEnd().replace(/[.,]$/, '').length - whole.length;
  const leadsCity = /(?:^|[,\n])[ \t]*$/.test(cityPart.slice(0, Math.max(0, wholeAt)));
  if (words.length >= dbWords && (!(first in STRONG_SUFFIXES) || leadsCity) && normalCity(whole) === normalCity(info.city)) return whole;
  // Street words ('Dry Creek Rd Centennial') and labels end where the city starts; a last 'City' after a
  // name is the city's own ('Horizon City TX 79928'), not a form's label.
  let from = 0;
  words.forEach((w, i) => {
    const lower = w.toLowerCase().replace(/\.$/, '');
    const citysOwn = lower === 'city' && i === words.length - 1 && i > from;
    if (lower in STRONG_SUFFIXES || lower in DIRECTIONS || (!citysOwn && /^(?:city|state|zip|address|addr|job|site)$/.test(lower))) from = i + 1;
  });
  const city = words.slice(from).join(' ').replace(/[.,]$/, '');
  if (!city) return null;
  const dbCity = normalCity(info.city);
  const written = normalCity(city);
  // 'Colo Spgs' for Colorado Springs, 'Ft Wayne': each word a shortening of the database city's word.
  if (isShortening(written, dbCity)) return title(info.city);
  // Several capitalised words end with the database's city: keep only those ('Store Ardmore').
  if (written.endsWith(dbCity) && written !== dbCity) {
    const count = info.city.split(/\s+/).length;
    return city.split(/\s+/).slice(-count).join(' ');
  }
  return city;
}

// 'She's in Oro Valley, 10460 N La Canada Dr': a town said right before the street (the database may
// not know it: it keeps one city per ZIP and no suburbs).
const TOWN_BEFORE_STREET = /(?:^|[^\p{L}])(?:in|out[ \t]+in|over[ \t]+in|up[ \t]+in|down[ \t]+in)[ \t]+((?:\p{Lu}[\p{L}'’-]+[ \t]+){0,2}\p{Lu}[\p{L}'’-]+)[ \t]*[,;:—-][ \t]*(?:(?:the[ \t]+)?(?:street|address|house)(?:[ \t]+is|'s)?[ \t]+)?$/u;

function townBeforeStreet(before: string): string | null {
  const town = TOWN_BEFORE_STREET.exec(before)?.[1];
  if (!town || stateCode(town) || town.toLowerCase() in STRONG_SUFFIXES || town.toLowerCase() in DIRECTIONS) return null;
  return town;
}

/** The words between a street and its ZIP on one line, less the state and the commas: where the town is written. */
function wordsBeforeZip(text: string, streetEnd: number, zipAt: number, info: ZipInfo): string | null {
  if (zipAt <= streetEnd || zipAt - streetEnd > 48) return null;
  let between = text.slice(streetEnd, zipAt);
  if (/[\n;:]/.test(between)) return null;
  const state = STATE_BEFORE_ZIP.exec(between);
  if (state?.[1] && stateCode(state[1]) !== info.state) return null;
  between = between.slice(0, state?.index ?? between.length).replace(/[ \t,.]+/g, ' ').trim();
  return /^\p{L}[\p{L}'’-]*(?: \p{L}[\p{L}'’-]*){0,2}$/u.test(between) ? between : null;
}

// Words between a street and its ZIP that are no town: a unit's, a label's, a speaker's.
const NOT_TOWN = /\b(?:suite|ste|apt|apartment|unit|lot|space|spc|bldg|building|floor|fl|zip|code|zipcode|and|the|is|it|its|it's|that|that's|thats|for|to|at|by|of|on|number|no|box|po|city|state|address|phone|call|cell|email)\b/i;

/**
 * '6140 NE 125th St North Miami 33161': a street that starts with its quarter of the city (NE, SW) ends
 * at its suffix ('1512 E Parkway South' is a street's two directions); a direction written in full
 * after it opens the town ('North Miami', 'North Lauderdale', which the
 * database, keeping one city a ZIP, names Miami and Fort Lauderdale).
 */
function townAfterStreet(text: string, streetEnd: number, zipAt: number, info: ZipInfo, direction: string): string | null {
  const rest = wordsBeforeZip(text, streetEnd, zipAt, info);
  // (A direction written short, 'St N Miami', is the street's: a town's direction is written in full.)
  if (!rest || direction.length <= 2 || !/^\p{Lu}/u.test(rest) || NOT_TOWN.test(rest) || rest.toLowerCase() in STRONG_SUFFIXES) return null;
  return `${title(direction)} ${rest}`;
}

const PLACE_CUE = /(?:^|[^a-z])(?:in|near|outside|outside of)[ \t]+$/i;

/**
 * The town the request names apart from the street, when no city is written by the ZIP and none right
 * before the street (townBeforeStreet): 'the shop is in Marana, we're on the frontage side ... 8520 N
 * Silverbell Rd 85743' (the database knows 85743 as Tucson). A town of the ZIP's state within a few
 * miles of the ZIP, said after 'in' or 'near'; in a text written with capitals, written with its capital.
 */
function cityNamedApart(text: string, info: ZipInfo): string | null {
  const db = zipDatabase();
  const lower = text.toLowerCase();
  const capitals = /[A-Z]/.test(text);
  const own = normalCity(info.city);
  const seen = new Set<string>();
  for (const near of db.lookupByState(info.state)) {
    const name = near.city.toLowerCase();
    if (seen.has(name) || normalCity(name) === own) continue;
    // (A town is looked for once, by the first of its ZIPs near enough: its other ZIPs may be far.)
    const miles = db.distance(near.zip, info.zip);
    if (miles === null || miles > 8) continue;
    seen.add(name);
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (/[a-z]/.test(lower[end] ?? '') || !PLACE_CUE.test(lower.slice(Math.max(0, at - 12), at))) continue;
      const written = text.slice(at, end);
      if (capitals && !/^\p{Lu}/u.test(written)) continue;
      return title(near.city);
    }
  }
  return null;
}

/**
 * A flag for people when an address's city, state and ZIP do not agree with the ZIP database
 * (issue 12: check that city, state and ZIP agree; never keep a disagreement silently). Null when
 * they agree or when the address has no ZIP to check.
 */
export function addressAgreement(address: string | null): string | null {
  if (!address) return null;
  const parts = /,\s*([^,]+?),?\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/.exec(address);
  if (!parts) return null;
  const [, city, state, zip] = parts;
  const info = zipLookup()(zip!);
  if (!info) return `ZIP ${zip} is not in the ZIP code database: check the address.`;
  if (info.state !== state) return `ZIP ${zip} is in ${info.state}, not ${state}: check the address.`;
  if (normalCity(city!) === normalCity(info.city)) return null;
  // The database keeps one city per ZIP; a neighbouring city's name it knows within a few miles
  // (Plantation for Fort Lauderdale's 33322) is how people write it, not a mistake.
  const db = zipDatabase();
  const sameName = db.lookupByName(city!, state!);
  const nearest = sameName.length > 0 ? Math.min(...sameName.map((z) => db.distance(z.zip, zip!) ?? Infinity)) : null;
  if (nearest !== null && nearest <= 10) return null;
  if (nearest !== null) return `${city}, ${state} is ${Math.round(nearest)} miles from ZIP ${zip} (${title(info.city)}): check the city and the ZIP.`;
  return `The ZIP code database knows ZIP ${zip} as ${title(info.city)}, ${info.state}, not ${city} (a suburb's own name is common): check the city.`;
}

/**
 * True when the written city shortens the database's: each word in order ('colo spgs' of 'colorado
 * springs', 'wilm' of 'wilmington'), or one word shortening each of the city's words in turn ('okc' of
 * 'oklahoma city', 'slc' of 'salt lake city'). An x stands for the sound it spells ('jax' of 'jacksonville').
 */
function isShortening(written: string, city: string): boolean {
  const a = written.split(' ');
  const b = city.split(' ');
  // ('ofallon' of 'o fallon', 'mclean' of 'mc lean': the same name written as one word.)
  if (written.replace(/ /g, '') === city.replace(/ /g, '')) return false;
  if (a.length === b.length) return a.every((w, i) => shortensWord(w, b[i]!));
  return a.length === 1 && b.length > 1 && shortensEachWord(a[0]!, b);
}

function shortensWord(short: string, full: string): boolean {
  const w = full.includes('x') ? short : short.replace(/x/g, 'ks');
  // A shortening is short: 'Wilm', 'Spgs'; 'Wilton' is a town of its own, not Wilmington.
  if (w[0] !== full[0] || w.length > Math.max(4, Math.floor(full.length / 2))) return false;
  let k = 0;
  for (const c of full) if (c === w[k]) k += 1;
  return k === w.length;
}

function shortensEachWord(short: string, words: string[]): boolean {
  if (words.length === 1) return shortensWord(short, words[0]!);
  for (let k = 1; k < short.length; k += 1) if (shortensWord(short.slice(0, k), words[0]!) && shortensEachWord(short.slice(k), words.slice(1))) return true;
  return false;
}

/**
 * 'Riverplace Blvd, Jax, FL 32207', 'NW 18th St, OKC, OK 73107': a city written short, however the
 * address was read, is written out as the ZIP database names the ZIP's city, unless the short form is
 * itself a city of that state.
 */
export function cityWrittenOut(address: string): string {
  const parts = /^(.+,[ \t]*)([^,]+?)(,[ \t]*([A-Z]{2})[ \t]+(\d{5})(?:-\d{4})?)$/.exec(address);
  if (!parts) return address;
  const info = zipLookup()(parts[5]!);
  if (!info || info.state !== parts[4] || isCityOf(parts[2]!, parts[4]!)) return address;
  const [written, city] = [normalCity(parts[2]!), normalCity(info.city)];
  if (!isShortening(written, city) && !isMisspelling(written, city)) return address;
  return `${parts[1]}${title(info.city)}${parts[3]}`;
}

/**
 * 'Louisvile' for Louisville, 'Pheonix' for Phoenix: one letter dropped, doubled, changed or two
 * swapped in a city of six letters or more (a slip of the pen or of the OCR), where the ZIP names the
 * city. (A town of that spelling in the state keeps its name: the caller asks the database first.)
 */
function isMisspelling(writtenAs: string, cityAs: string): boolean {
  // ('Coeur d'Alene', 'O'Fallon', 'Española': the same letters spaced or marked otherwise are no slip.)
  const [written, city] = [plainLetters(writtenAs).replace(/[^a-z]/g, ''), plainLetters(cityAs).replace(/[^a-z]/g, '')];
  // (A unit run into the city, '#b2 Boston', is no slip of one letter.)
  if (/\d/.test(writtenAs) || writtenAs.split(' ').length !== cityAs.split(' ').length) return false;
  if (city.length < 6 || written === city || Math.abs(written.length - city.length) > 1 || written[0] !== city[0]) return false;
  let i = 0;
  while (i < written.length && i < city.length && written[i] === city[i]) i += 1;
  const rest = (a: number, b: number): boolean => written.slice(a) === city.slice(b);
  return rest(i + 1, i + 1) || rest(i, i + 1) || rest(i + 1, i) || (written[i] === city[i + 1] && written[i + 1] === city[i] && rest(i + 2, i + 2));
}

/** The state a US ZIP is in ('57106' -> 'SD'), or null when the database does not know it. */
export function stateOfZip(zip: string): string | null {
  const info = zipLookup()(zip);
  return info && info.country === 'US' ? info.state : null;
}

/** True when the ZIP database knows a city of this name in this state ('Rochester Hills', 'Michigan'). */
export function isCityOf(city: string, state: string): boolean {
  const code = stateCode(state);
  if (!code || !city.trim()) return false;
  return zipDatabase().lookupByName(city.trim(), code).length > 0;
}

/**
 * Whether the written-out reader's address should be read again from its ZIP: it has no ZIP, or
 * label words ran into its city ('In Charlotte', 'City State Zip Kingman'). A real city whose name
 * holds such a word ('Kansas City', 'Carson City') is kept as written.
 */
export function needsZipReading(address: string): boolean {
  if (!/\b\d{5}$/.test(address)) return true;
  // '2140 E 8th St, LA 90021': a state the ZIP is not in, that shortens the ZIP's city, is the city (Los Angeles).
  const written = /\b([A-Z]{2})\s+(\d{5})$/.exec(address);
  const info = written ? zipLookup()(written[2]!) : null;
  if (info && info.country === 'US' && info.state !== written![1] && isShortening(written![1]!.toLowerCase(), normalCity(info.city))) return true;
  // A city written short on a note ('Mpls', 'Colo Spgs'): the ZIP reader writes it out when the ZIP's city agrees.
  if (/\b[A-Za-z][b-df-hj-np-tv-xz]{2,}\b(?=[^,]*,\s*[A-Z]{2}\s+\d{5}$)/i.test(address.split(/,\s*/).slice(1).join(', '))) return true;
  if (!/\b(?:in|city|state|zip)\b/i.test(address)) return false;
  const parts = address.split(/,\s*/);
  // A grid address the written reader cut short ('1700 S' of '782 E 1700 S') has no street word.
  if (!/\b(?!(?:[NSEW]|NE|NW|SE|SW)\b)[A-Za-z]{2,}/.test(parts[0] ?? '')) return true;
  const city = parts.at(-2) ?? '';
  const state = /^([A-Z]{2})\s+\d{5}$/.exec(parts.at(-1) ?? '')?.[1] ?? '';
  return !(city && state && isCityOf(city, state));
}

