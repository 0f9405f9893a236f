import { createRequire } from 'node:module';
import type { ZipInfo } from 'zipcodes';
import { DIRECTIONS, STRONG_SUFFIXES, WEAK_SUFFIXES } from './us-address.ts';

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
let lookupZip: Lookup | null = null;
// Loaded on first use: 5 MB of data that only requests with an address need.
function zipLookup(): Lookup {
  if (!lookupZip) {
    const require = createRequire(import.meta.url);
    const zipcodes = require('zipcodes') as { lookup: Lookup };
    lookupZip = (zip) => zipcodes.lookup(zip);
  }
  return lookupZip;
}

const SUFFIX_WORDS = [...Object.keys(STRONG_SUFFIXES), ...WEAK_SUFFIXES].sort((a, b) => b.length - a.length).join('|');
const DIRECTION_WORDS = Object.keys(DIRECTIONS).sort((a, b) => b.length - a.length).join('|');
// House number, optional direction, one to four street words, a suffix; or a grid address.
const STREET = new RegExp(
  `\\b(\\d{1,6}[A-Za-z]?)\\s+(?:(${DIRECTION_WORDS})\\.?\\s+)?((?:[A-Za-z0-9][A-Za-z0-9'.-]*\\s+){0,3}?)(${SUFFIX_WORDS})\\b\\.?(?:\\s+(${DIRECTION_WORDS})\\b\\.?)?` +
    `|\\b(\\d{1,6})\\s+(${DIRECTION_WORDS})\\.?\\s+(\\d{1,5})\\s+(${DIRECTION_WORDS})\\b`,
  'gi',
);
const UNIT = /^,?\s*((?:suite|ste|apt|apartment|unit|bldg|building|hangar|#)\.?\s*#?\s*[A-Za-z0-9-]{1,6})\b/i;
const ZIP = /(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])/g;

const title = (s: string): string => s.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);

function formatStreet(m: RegExpExecArray): string {
  if (m[6]) return `${m[6]} ${DIRECTIONS[m[7]!.toLowerCase()]} ${m[8]} ${DIRECTIONS[m[9]!.toLowerCase()]}`;
  const direction = m[2] ? `${DIRECTIONS[m[2].toLowerCase()]} ` : '';
  const words = (m[3] ?? '').trim().split(/\s+/).filter(Boolean).map((w) => (/^\d/.test(w) ? w.toLowerCase() : title(w)));
  const suffixKey = m[4]!.toLowerCase();
  const suffix = STRONG_SUFFIXES[suffixKey] ?? title(suffixKey);
  const after = m[5] ? ` ${DIRECTIONS[m[5].toLowerCase()]}` : '';
  return `${m[1]} ${direction}${[...words, suffix].join(' ')}${after}`;
}

export interface AddressByZip {
  value: string;
  start: number;
  end: number;
}

export function addressByZip(text: string): AddressByZip | null {
  const lookup = zipLookup();
  // A request names an address or two; the caps keep a pasted list from costing streets x ZIPs.
  const streets = [...text.matchAll(STREET)].filter((m) => !/^\d{5}$/.test(m[1] ?? '') || m[6]).slice(0, 200);
  if (streets.length === 0) return null;
  let best: { value: string; start: number; end: number; distance: number } | null = null;
  for (const z of [...text.matchAll(ZIP)].slice(0, 40)) {
    const info = lookup(z[1]!);
    if (!info || info.country !== 'US') continue;
    // The street nearest the ZIP, before or after it (a line or two away at most).
    for (const s of streets) {
      const distance = s.index < z.index ? z.index - (s.index + s[0].length) : s.index - (z.index + z[0].length);
      if (distance < 0 || distance > 160) continue;
      if (best && distance >= best.distance) continue;
      const unit = UNIT.exec(text.slice(s.index + s[0].length, s.index + s[0].length + 24));
      const street = formatStreet(s) + (unit ? ` ${unit[1]!.replace(/\s+/g, ' ')}` : '');
      const city = title(info.city);
      best = { value: `${street}, ${city}, ${info.state} ${z[1]}`, start: Math.min(s.index, z.index), end: Math.max(s.index + s[0].length, z.index + z[0].length), distance };
    }
  }
  return best ? { value: best.value, start: best.start, end: best.end } : null;
}
