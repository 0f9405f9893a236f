/** USPS forms for the parts of a US address that people write out in full or say aloud. */

export const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT',
  nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY',
  'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA',
  'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  'puerto rico': 'PR',
};
export const STATE_CODES = new Set(Object.values(STATES));

/** Suffixes that end a street name almost every time they appear, with their USPS forms. */
export const STRONG_SUFFIXES: Record<string, string> = {
  street: 'St', st: 'St', str: 'St', avenue: 'Ave', ave: 'Ave', av: 'Ave', road: 'Rd', rd: 'Rd', drive: 'Dr', dr: 'Dr',
  lane: 'Ln', ln: 'Ln', boulevard: 'Blvd', blvd: 'Blvd', court: 'Ct', ct: 'Ct', circle: 'Cir', cir: 'Cir',
  way: 'Way', place: 'Pl', pl: 'Pl', parkway: 'Pkwy', pkwy: 'Pkwy', trail: 'Trl', trl: 'Trl', terrace: 'Ter',
  ter: 'Ter', highway: 'Hwy', hwy: 'Hwy', expressway: 'Expy', expy: 'Expy', freeway: 'Fwy', fwy: 'Fwy',
  square: 'Sq', sq: 'Sq', pike: 'Pike', loop: 'Loop', turnpike: 'Tpke', tpke: 'Tpke',
};

/**
 * Words that end a street name only sometimes ('Cypress Point Ln', 'Mesquite Bend'). They are kept as
 * written: only the common suffixes above are abbreviated, which is what an office would type.
 */
export const WEAK_SUFFIXES = new Set([
  'bend', 'cove', 'point', 'ridge', 'run', 'path', 'crossing', 'row', 'pass', 'hollow', 'trace', 'walk', 'alley',
  'glen', 'park', 'hill', 'hills', 'heights', 'landing', 'view', 'vista', 'creek', 'commons', 'green', 'grove',
  'meadow', 'meadows', 'estates', 'isle', 'harbor', 'mill', 'route', 'rte', 'plaza', 'xing', 'cv', 'pt', 'cres',
  'crescent', 'close', 'chase', 'gardens', 'manor', 'oaks', 'pines', 'shore', 'spur', 'summit', 'station', 'bay',
]);

export const DIRECTIONS: Record<string, string> = {
  n: 'N', s: 'S', e: 'E', w: 'W', ne: 'NE', nw: 'NW', se: 'SE', sw: 'SW',
  north: 'N', south: 'S', east: 'E', west: 'W', northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
};

export const UNIT_WORDS = /^(?:suite|ste|apt|apartment|unit|#|bldg|building|floor|fl|room|rm|lot|space|spc|trlr)$/i;

export function stateCode(words: string): string | null {
  const lower = words.toLowerCase().replace(/\./g, '').trim();
  if (lower.length === 2 && STATE_CODES.has(lower.toUpperCase())) return lower.toUpperCase();
  return STATES[lower] ?? null;
}

/** Pattern source matching a state name or code (longest names first). */
export const STATE_PATTERN = [...Object.keys(STATES).sort((a, b) => b.length - a.length).map((s) => s.replace(/ /g, '\\s+')), ...STATE_CODES].join('|');
