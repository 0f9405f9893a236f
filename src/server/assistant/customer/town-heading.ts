import { isCityOf, stateOfZip } from '../contact/address-by-zip.ts';
import { isCommonWord } from '../contact/contact-details.ts';
import { STATE_CODES } from '../contact/us-address.ts';
import { ordinaryWord } from '../text/ordinary-word.ts';
import { TRADE_NAME } from './heading-business.ts';
import { personIn } from './names-as-written.ts';

/**
 * A note that heads with the town of the job, then whom it is for ('OMAHA - Lakeside Vet Clinic',
 * 'Sioux Falls - Kraig Van Zee', 'Bristol -- Narrows Boat Works'): staff file jobs by town, so the words
 * after the dash are the customer, a person or a business, and the town is never the name. The town is
 * known by the job's address, which writes it again before its state or ZIP.
 */

// The heading: a place of one to three words, a dash (or two typed for one), the rest of the line.
const TOWN_THEN_NAME = /^[ \t*#>]*(\p{L}[\p{L}.'’]*(?:[ \t]+\p{L}[\p{L}.'’]*){0,2})[ \t]+(?:--?|[–—])[ \t]+([^\n]{3,80})$/u;
// The name ends where the line goes on with something else: a bracket, a comma, another dash, a phone.
const NAME_END = /[ \t]*(?:[(,;|]|[ \t](?:--?|[–—])[ \t]|\d).*$/u;
const NAME_WORDS = /^\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|the|and|de|la|van|von|der|del)){1,5}$/u;

/**
 * The person a town heading names ('Sioux Falls - Kraig Van Zee'): asked just before the prose reader,
 * which runs the town's last word into the name ('Falls Kraig').
 */
export function personAfterTownHeading(raw: string): string | null {
  const name = nameAfterTownHeading(raw);
  return name ? personIn(name, ordinaryWord) : null;
}

/**
 * The business a town heading names ('OMAHA - Lakeside Vet Clinic'): asked after the readers of a
 * person, since a contact named in the note is the customer when no label names the business.
 */
export function businessAfterTownHeading(raw: string): string | null {
  const name = nameAfterTownHeading(raw);
  return name && !personIn(name, ordinaryWord) ? name : null;
}

function nameAfterTownHeading(raw: string): string | null {
  const lines = raw.slice(0, 600).split('\n').filter((l) => l.trim()).slice(0, 3);
  const isTown = townOfTheJobIn(raw);
  for (const line of lines) {
    const m = TOWN_THEN_NAME.exec(line.trim());
    if (!m || !isTown(m[1]!)) continue;
    const name = m[2]!.replace(NAME_END, '').replace(/[.:]$/, '').trim();
    const words = name.split(/[ \t]+/);
    if (!NAME_WORDS.test(name) || name === name.toUpperCase() || TRADE_NAME.test(name)) continue;
    if (words.every((w) => ordinaryWord(w) || isCommonWord(w) || w.length <= 2)) continue;
    return name;
  }
  return null;
}

/**
 * True when the words are the town of the job's address: written again before its state or ZIP
 * ('Rapid City SD 57702', 'Sioux Falls 57106', whose state the ZIP gives) and a town of that state
 * in the ZIP database. A business that shares a town's name ('Willow Creek HOA' at '3100 Willow Creek
 * Dr, Folsom, CA') is not written so.
 */
export function isTownOfTheJob(words: string, raw: string): boolean {
  return townOfTheJobIn(raw)(words);
}

/** isTownOfTheJob for many words of one request: the request is lowered once, not once per word asked. */
export function townOfTheJobIn(raw: string): (words: string) => boolean {
  const text = raw.slice(0, 5000);
  const lower = text.toLowerCase();
  return (words) => {
    const place = words.trim().replace(/[.,]$/, '');
    if (place.length < 3 || /\d/.test(place)) return false;
    const name = place.toLowerCase();
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      if (at > 0 && /\p{L}/u.test(text[at - 1]!)) continue;
      const m = /^,?[ \t]+(?:([A-Z]{2})\b|(\d{5})\b)/.exec(text.slice(at + name.length, at + name.length + 16));
      if (!m) continue;
      const state = m[1] ? (STATE_CODES.has(m[1]) ? m[1] : null) : stateOfZip(m[2]!);
      if (state && isCityOf(place, state)) return true;
    }
    return false;
  };
}
