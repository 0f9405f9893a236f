import { wordTable } from '../text/word-table.ts';
/** USPS forms for the parts of a US address that people write out in full or say aloud. */

export const STATES: Record<string, string> = wordTable({
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT',
  nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY',
  'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA',
  'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  'puerto rico': 'PR',
});
export const STATE_CODES = new Set(Object.values(STATES));

/** Suffixes that end a street name almost every time they appear, with their USPS forms. */
export const STRONG_SUFFIXES: Record<string, string> = wordTable({
  street: 'St', st: 'St', str: 'St', avenue: 'Ave', ave: 'Ave', av: 'Ave', road: 'Rd', rd: 'Rd', drive: 'Dr', dr: 'Dr',
  lane: 'Ln', ln: 'Ln', boulevard: 'Blvd', blvd: 'Blvd', court: 'Ct', ct: 'Ct', circle: 'Cir', cir: 'Cir',
  way: 'Way', place: 'Pl', pl: 'Pl', parkway: 'Pkwy', pkwy: 'Pkwy', trail: 'Trl', trl: 'Trl', terrace: 'Ter',
  ter: 'Ter', highway: 'Hwy', hwy: 'Hwy', expressway: 'Expy', expy: 'Expy', freeway: 'Fwy', fwy: 'Fwy',
  square: 'Sq', sq: 'Sq', pike: 'Pike', loop: 'Loop', turnpike: 'Tpke', tpke: 'Tpke',
});

/**
 * Words that end a street name only sometimes ('Cypress Point Ln', 'Mesquite Bend'). They are kept as
 * written: only the common suffixes above are abbreviated, which is what an office would type.
 */
export const WEAK_SUFFIXES = new Set([
  'bend', 'cove', 'point', 'ridge', 'run', 'path', 'crossing', 'row', 'pass', 'hollow', 'trace', 'walk', 'alley',
  'glen', 'park', 'hill', 'hills', 'heights', 'landing', 'view', 'vista', 'creek', 'commons', 'green', 'grove',
  'meadow', 'meadows', 'estates', 'isle', 'harbor', 'mill', 'route', 'rte', 'plaza', 'xing', 'cv', 'pt', 'cres',
  'crescent', 'close', 'chase', 'gardens', 'manor', 'oaks', 'pines', 'shore', 'spur', 'summit', 'station', 'bay',
  // A street named with no type after it ('2104 N Broadway'), or a Texas type ('9415 Cortez Bluff').
  'broadway', 'bluff',
]);

export const DIRECTIONS: Record<string, string> = wordTable({
  n: 'N', s: 'S', e: 'E', w: 'W', ne: 'NE', nw: 'NW', se: 'SE', sw: 'SW',
  north: 'N', south: 'S', east: 'E', west: 'W', northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
});

export const UNIT_WORDS = /^(?:suite|ste|apt|apartment|unit|#|bldg|building|floor|fl|room|rm|lot|space|spc|trlr|hangar)$/i;

export function stateCode(words: string): string | null {
  const lower = words.toLowerCase().replace(/\./g, '').trim();
  if (lower.length === 2 && STATE_CODES.has(lower.toUpperCase())) return lower.toUpperCase();
  return STATES[lower] ?? null;
}

/** Pattern source matching a state name or code (longest names first). */
export const STATE_PATTERN = [...Object.keys(STATES).sort((a, b) => b.length - a.length).map((s) => s.replace(/ /g, '\\s+')), ...STATE_CODES].join('|');

/**
 * A unit written before the street ('Apt 3, 1120 Chapel St', 'our suite is 220. Building: 7600 Burnet
 * Rd', 'Unit 4 B - 1200 NW 23rd St', 'Suite 210' on the line above the street): the text just before
 * the house number ends with it. Written after the street, as USPS puts it: 'Apt 3', 'Bldg C', 'Suite 210'.
 */
const UNIT_BEFORE_STREET = /\b(apt|apartment|unit|suite|ste|bldg|building|lot|space|spc|hangar)\b\.?\s*(?:#\s*|is\s+|number\s+)?(\d{1,5}(?:\s?[A-Za-z]\b)?|[A-Za-z](?:-?\d{1,3})?)\b(?:[^\n\d]{0,24}|[ \t,.;]*\n[ \t]*)$/i;

export function unitBeforeStreet(before: string): string | null {
  const m = UNIT_BEFORE_STREET.exec(before);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const designator = word === 'apartment' ? 'Apt' : word === 'building' ? 'Bldg' : word.charAt(0).toUpperCase() + word.slice(1);
  return `${designator} ${m[2]!.replace(/\s+/g, '').toUpperCase()}`;
}

const SAID_AGAIN = /^(\S+)[ \t]+(?:[^, \t]+[ \t]+){2,8}?(?:no|sorry|wait|actually|correction|i[ \t]+mean|scratch[ \t]+that)(?:[ \t,]+(?:no|sorry|wait|actually|i[ \t]+mean|it'?s|its))*[ \t,]+([^,]+)/i;

/**
 * A street said again after a correction ('1241 N Oak Knoll Drive No Sorry North Oak Knoll Ave, Anaheim,
 * CA 92807'): the house number with the street as said the second time.
 */
export function streetSaidAgain(address: string): string {
  const m = SAID_AGAIN.exec(address);
  if (!m || !/^\d/.test(m[1]!)) return address;
  const again = m[2]!.trim().replace(/^[-–—:]+[ \t]*/, '').split(/[ \t]+/);
  // '221 E 4th St? no - 221 N 4th St': the number said again too.
  if (again[0] === m[1]) again.shift();
  if (again.length < 2 || /^\d/.test(again[0]!)) return address;
  const words = again.map((w, i) => {
    const lower = w.toLowerCase();
    if (i === 0 && DIRECTIONS[lower]) return DIRECTIONS[lower];
    if (i === again.length - 1 && STRONG_SUFFIXES[lower]) return STRONG_SUFFIXES[lower];
    return w;
  });
  return `${m[1]} ${words.join(' ')}${address.slice(m.index + m[0].length)}`;
}

const NUMBER_CORRECTED = /\b(?:sorry|correction|i[ \t]+mean|make[ \t]+(?:it|that)|oops|typo)[,:;]?[ \t]+(?:it'?s[ \t]+)?(\d{1,6})[ \t]*,?[ \t]*not[ \t]+(\d{1,6})\b/i;

/**
 * A house number corrected after the address ('3904 Satellite Blvd Duluth GA 30096 (sorry 3409 not
 * 3904)'): the number said second, when the one it replaces is the address's.
 */
export function houseNumberCorrected(address: string, after: string): string {
  const m = NUMBER_CORRECTED.exec(after.slice(0, 80));
  if (!m || !address.startsWith(`${m[2]} `)) return address;
  return `${m[1]}${address.slice(m[2]!.length)}`;
}

/**
 * 'twenty four twelve old saint augustine road': a saint said aloud in a street's name is written as
 * street signs write it ('Old St Augustine Rd'); a written 'Saint' stays. (Cities are left as said:
 * writers disagree between 'St. Louis' and 'Saint Louis'.)
 */
export function saintAsWritten(address: string, text: string): string {
  const [street, ...rest] = address.split(', ');
  // 'nine oh five Martin Luther King Junior Drive': a person's suffix in a street's name is written
  // short, as the street's signs write it ('Martin Luther King Jr Dr'), whether said or typed out.
  const named = street!.replace(/(?<=\p{L}[ \t]+)Junior(?=[ \t]+(?:Dr|Drive|Blvd|Boulevard|Ave|Avenue|St|Street|Rd|Road|Pkwy|Parkway|Way|Hwy|Highway|Ln|Lane|Pl|Place|Ct|Court|Cir|Circle)\b)/giu, 'Jr');
  if (!/\bsaint\b/.test(text) || /\bSaint\b/.test(text)) return [named, ...rest].join(', ');
  return [named.replace(/\bSaint\b/g, 'St'), ...rest].join(', ');
}

/**
 * Texas's Farm-to-Market and Ranch-to-Market roads and county roads named by their letters are written
 * as their signs write them: 'Fm 1346', 'F M 1346' and 'Farm to Market Rd 1346' are 'FM 1346'; 'Cr 4410'
 * is 'CR 4410' (only before the road's number); 'Cty Rd K' is 'County Rd K'.
 */
export function lettersRoadWritten(address: string): string {
  return address
    .replace(/\b(?:F\.?[ \t]?M|Farm[ \t]+To[ \t]+Market(?:[ \t]+(?:Road|Rd))?)\.?(?=[ \t]+\d)/gi, 'FM')
    .replace(/\b(?:R\.?[ \t]?M|Ranch[ \t]+To[ \t]+Market(?:[ \t]+(?:Road|Rd))?)\.?(?=[ \t]+\d)/gi, 'RM')
    .replace(/\bC\.?[ \t]?R\.?(?=[ \t]+\d)/gi, 'CR')
    // 'Cty Rd K', 'Cty. Hwy Y': a note's shorthand for a county road, which no sign writes, is written out.
    // ('Co Rd 8' stays: it is how the road's own signs and mail write it.)
    .replace(/\bCty\.?(?=[ \t]+(?:Rd|Road|Hwy|Highway|Trunk|Line)\b)/gi, 'County');
}
