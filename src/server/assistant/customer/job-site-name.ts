import { businessAsSubject, businessLine, businessOfThePerson, businessSignature, businessWithoutPerson, isPlaceName } from './customer-name.ts';
import { businessInHeading, isTownOfTheAddress, TRADE_NAME } from './heading-business.ts';
import { readLabelledName } from './labelled-fields.ts';
import { businessWithLegalForm } from './names-as-written.ts';

/**
 * The name a request gives the business or place the job is for ('Riverside Lofts', 'Prairie Wind
 * Motors', 'Magnolia Ridge HOA'), which staff know the job by: the title starts with it. Read first
 * where the sender's own e-mail domain spells it (gabe@riversidelofts.net beside 'Riverside Lofts'),
 * then where the request writes a business as a signature, a heading or a sentence's subject.
 */
export function jobSiteName(raw: string, customerName: string | null): string | null {
  const text = raw.slice(0, 5000);
  const byDomain = nameSpelledByDomain(text);
  const found = byDomain ?? businessSignature(text) ?? businessLine(text) ?? businessWithoutPerson(text) ?? businessAsSubject(text) ?? businessOfThePerson(text) ?? employerSigned(text) ?? businessLabelled(text, customerName) ?? businessOfTheCustomer(text, customerName) ?? businessWithLegalForm(text) ?? businessInHeading(text, customerName);
  // Our own trade's businesses (the contractor, a competitor) are not the job.
  if (!found || TRADE_NAME.test(found)) return null;
  // A person's own domain (janesmith.com) names the person, who is the customer already.
  // A business that is the customer too ('Tri-County Farmers Co-op') still names the job.
  // The business readers only ever find businesses; a customer that is one still names the job.
  if (customerName && found === byDomain && found.toLowerCase() === customerName.toLowerCase() && !SITE_WORD.test(found) && found !== businessLabelled(text, customerName)) return null;
  return found;
}

// 'Property Manager, Northgate Business Park LLC' under a signer's name: the employer.
const EMPLOYER_LINE = /^[ \t>]*(?:[\p{L}.&'’-]+[ \t]+){0,3}(?:[Mm]anager|[Mm]gr|[Dd]irector|[Oo]wner|[Pp]resident|[Cc]oordinator|[Ss]upervisor|[Aa]dministrator|[Ss]uperintendent|[Pp]rincipal|[Pp]astor)[ \t]*[,|–—-][ \t]*(\p{Lu}[\p{L}'’&.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’&.-]*|&|of|the|and)){1,6})[ \t]*$/mu;

// 'its Dante Colón at Forge Athletics', 'Theo Ransom from the Rusty Spur saloon', 'Ana Diaz with Bluebird Dental':
// the business the customer says they are with, right after their name.
const WITH_BUSINESS = /^[ \t,]*(?:here[ \t,]+)?(?:at|from|with|of)[ \t]+(?:the[ \t]+)?(\p{Lu}[\p{L}'’&.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’&.-]*|&|of|the|and)){0,4})/u;

function businessOfTheCustomer(text: string, customerName: string | null): string | null {
  if (!customerName) return null;
  const at = text.indexOf(customerName);
  if (at < 0) return null;
  const name = WITH_BUSINESS.exec(text.slice(at + customerName.length, at + customerName.length + 80))?.[1]?.replace(/[.,]$/, '');
  // ('Jo Park from Dallas', 'Jo Park of Little Elm': a town is where they live.)
  return name && (name.split(/\s+/).length >= 2 || /\p{Lu}.*\p{Lu}/u.test(name)) && !isPlaceName(name) && !isTownOfTheAddress(text, name) && !/^(?:[A-Z]{2}|Mr|Mrs|Ms|Dr)$/.test(name) ? name : null;
}

function employerSigned(text: string): string | null {
  return EMPLOYER_LINE.exec(text)?.[1]?.trim() ?? null;
}

/** 'Customer: Greenleaf Senior Living': the business a label names as the customer is what the job is known by. */
function businessLabelled(text: string, customerName: string | null): string | null {
  // Read the labels only when the name stands right after one (the labelled reader is the costly part).
  const at = customerName ? text.indexOf(customerName) : -1;
  // A word that is also a role ('owner', 'company') is a label only with its mark ('Owner: ...'): '- owner Graciela
  // Ruiz Montaño' is a role before a person.
  if (at < 0 || !/(?:\b(?:customer|cust|client|bill\s*to|sold\s*to|invoice\s*to|prepared\s*for)\b|\b(?:owner|account|company|business)\b[ \t]*(?:[:=|,\t]|\.{2,}))[^\n\w]{0,8}$/i.test(text.slice(Math.max(0, at - 30), at))) return null;
  const labelled = readLabelledName(text);
  return labelled?.business && customerName && labelled.value.toLowerCase() === customerName.toLowerCase() ? customerName : null;
}

const SITE_WORD = /\b(?:co-?op|cooperative|farms?|ranch|campground|hoa|association|church|school|academy|club|clinic|center|centre|market|brewing|brewery|winery|apartments|lofts|llc|inc|co|corp|company)\b/i;
// Mailboxes anyone can have say nothing about the business.
const COMMON_MAIL = /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|comcast|att|sbcglobal|bellsouth|verizon|charter|cox|earthlink|proton|protonmail|example|mail|email|gmx|zoho|frontier|centurylink|windstream|juno|netzero|rocketmail)$/i;
const EMAIL_DOMAIN = /@((?:[a-z0-9-]+\.)+)[a-z]{2,}\b/gi;
// A run of capitalised words (with '&', 'of', 'the', 'and' between them): a name as written.
const CAPITALISED_RUN = /(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}\p{N}'’&.-]*(?:[ \t]+(?:(?:&|of|the|and)[ \t]+)?\p{Lu}[\p{L}\p{N}'’&.-]*)+/gu;
const letters = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** 'Riverside Lofts' when an e-mail on riversidelofts.net is in the request: the words that spell the domain. */
function nameSpelledByDomain(text: string): string | null {
  const labels = new Set<string>();
  for (const m of text.matchAll(EMAIL_DOMAIN)) {
    const parts = m[1]!.split('.').filter(Boolean);
    const label = parts.at(-1)!.toLowerCase();
    if (label.length >= 6 && !COMMON_MAIL.test(label)) labels.add(label);
  }
  if (labels.size === 0) return null;
  for (const run of text.matchAll(CAPITALISED_RUN)) {
    const words = run[0].split(/[ \t]+/);
    for (let start = 0; start < words.length; start += 1) {
      for (let end = words.length; end > start + 1; end -= 1) {
        const candidate = words.slice(start, end);
        if (/^(?:&|of|the|and)$/i.test(candidate.at(-1)!)) continue;
        if (labels.has(letters(candidate.join(''))) || labels.has(letters(['the', ...candidate].join('')))) return candidate.join(' ').replace(/[.,]$/, '');
      }
    }
  }
  return null;
}
