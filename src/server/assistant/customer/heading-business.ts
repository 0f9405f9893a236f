import { isCityOf } from '../contact/address-by-zip.ts';
import { isCommonWord } from '../contact/contact-details.ts';
import { ordinaryWord } from '../text/ordinary-word.ts';
import { isGivenName } from './given-names.ts';
import { STATE_CODES } from '../contact/us-address.ts';

/**
 * A note's heading that names the business beside its contact or its town ('Old Mill Antiques - Fern
 * Latimer', 'site walk - Ortiz Tire & Lube - Ruben Ortiz', 'Coastal Dermatology (Mt Pleasant) - office
 * mgr ...', 'Back In Line Chiro / Tasha Moore'): staff know the job by that business, whatever kind of
 * business its words say it is.
 */

// A part of a heading line: between dashes, slashes, bars, a comma or an opening bracket.
const HEADING_PARTS = /[ \t]+[-\u2013\u2014/|][ \t]+|,[ \t]+|[ \t]*\(|\)[ \t]*/;
// Capitalised words with the small words names keep inside them ('Back In Line Chiro', 'Paleteria La Michoacana').
const NAME_RUN = /^\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|the|and|in|on|at|de|la|del|el|los|las)){1,5}$/u;
const LABEL_WORD = /^(?:hi|hello|hey|hola|buenas|thanks|thank|yes|no|ok|okay|sure|dear|good|gracias|quote|quotes|estimate|est|bid|proposal|takeoff|invoice|re|fwd|fw|job|site|customer|client|cust|attn|contact|from|to|for|new|lead|notes?|mtg|meeting|walk|visit|measure|scope|sheet|worksheet|pad|call|callback|office|phone|ph|cell|email|address|addr|dep|deposit|disc|discount)$/i;
// 'Free Quote - ...', 'Practice Mgr - ...', 'Mgmt Office - ...': the paper or the person's role, not the business.
const FORM_WORD = /^(?:quote|estimate|bid|proposal|takeoff|invoice|worksheet|request|lead|notes|walkthrough)$/i;
const ROLE_WORD = /^(?:mgr|manager|director|owner|coordinator|supervisor|admin|administrator|dept|department|office|desk|team|staff)$/i;
const JOB_LABEL = /^[>*\u2022-]*[ \t]*(?:client|customer|cust|job|job[ \t]+name|project|site|owner|account|company|business|re|subject|bill[ \t]+to|prepared[ \t]+for)[ \t]*:[ \t]*/i;
/** The trade's own company ('Twin City Coatings', 'Summit Floors'): never the customer's business. */
export const TRADE_NAME = /\b(?:floors?|flooring|coatings?|epoxy|resurfacing|concrete)\b/i;

export function businessInHeading(raw: string, customerName: string | null): string | null {
  const text = raw.slice(0, 600);
  const lines = text.split('\n').filter((l) => l.trim()).slice(0, 3);
  const customer = customerName?.toLowerCase() ?? '';
  for (const line of lines) {
    // ('Client: Maplewood Commons - facilities': a label naming whom or what the job is for is no part of the heading;
    // a speaker's or a lead source's is, so 'Us: Hola Efrain, ...' and 'Source: Google Ads - ...' name no business.)
    const parts = line.trim().replace(JOB_LABEL, '').split(HEADING_PARTS).map((p) => p.trim());
    if (parts.filter(Boolean).length < 2) continue;
    for (const part of parts.slice(0, 2)) {
      if (!NAME_RUN.test(part) || part === part.toUpperCase() || TRADE_NAME.test(part)) continue;
      const words = part.split(/[ \t]+/);
      const lower = part.toLowerCase();
      if (LABEL_WORD.test(words[0]!) || words.some((w) => FORM_WORD.test(w)) || ROLE_WORD.test(words.at(-1)!) || (customer && (customer.includes(lower) || lower.includes(customer)))) continue;
      // A person ('Tammy Landry') or a town ('Little Elm', written again before its state or ZIP) is no business.
      // ('Hollis Pet Grooming' opens with a given name, but its other words are no surname.)
      if (words.length <= 3 && isGivenName(words[0]!) && !words.slice(1).some((w) => ordinaryWord(w) || isCommonWord(w))) continue;
      if (words.every((w) => ordinaryWord(w) || isCommonWord(w) || w.length <= 2) || words.some((w) => /^(?:jr|sr|ii|iii|iv)\.?$/i.test(w))) continue;
      if (isTownOfTheAddress(raw, part)) continue;
      return part.replace(/[.,]$/, '');
    }
  }
  return null;
}

/** 'Gonzales Tire Co - ...' is a business; 'Mount Pleasant' written again as '..., Mount Pleasant SC 29464' is the town. */
export function isTownOfTheAddress(raw: string, part: string): boolean {
  const lower = raw.toLowerCase();
  const name = part.toLowerCase();
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
    if (/^,?[ \t]+(?:[A-Z]{2}\b|\d{5})|^,?[ \t]+[A-Z][a-z]+[ \t,]+\d{5}/.test(raw.slice(at + name.length, at + name.length + 24))) return true;
  }
  // ('Little Elm - Jo Park ... Frisco TX 75034': a town of the state the request is in, written alone; 'VA Beach',
  // 'Northern KY': a region named by that state.)
  const words = part.split(/[ \t]+/);
  for (const m of raw.slice(0, 3000).matchAll(/\b([A-Z]{2})[ \t,]+\d{5}\b/g)) {
    if (STATE_CODES.has(m[1]!) && (isCityOf(part, m[1]!) || (words.length === 2 && words.includes(m[1]!)))) return true;
  }
  return false;
}
