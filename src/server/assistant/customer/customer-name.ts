import { isCityOf } from '../contact/address-by-zip.ts';
import { ordinaryWord, STREET_WORD } from '../text/ordinary-word.ts';
import { businessInHeading } from './heading-business.ts';
import { isCommonWord } from '../contact/contact-details.ts';
import { isGivenName } from './given-names.ts';
import { readLabelledName } from './labelled-fields.ts';
import { NOTE_HEADING_WORD, businessWithLegalForm, nameAsWritten, nameBeforePhone, nameFromHeader, nameInNoteSegment, nameWrittenSurnameFirst, officeStaffNames, TITLE_AFTER_SENIOR } from './names-as-written.ts';
import { personNamedForQuote } from './personal-name.ts';
import { PLACES } from '../project-title.ts';
import { signOffName } from './sign-off-name.ts';
import { nameAsSigned } from './signed-spelling.ts';
import { withoutSpellingInsideName } from './spelling-inside-name.ts';
import { businessAfterTownHeading, personAfterTownHeading, townOfTheJobIn } from './town-heading.ts';
import { NUMBER_WORD, readLeadingSpokenName, readSpelledName } from '../speech/spoken-details.ts';
import { STATE_CODES, STATES } from '../contact/us-address.ts';
import { findWordRun } from '../text/word-runs.ts';
import { hyphenatedNameSpelled, hyphensSaidFor } from './hyphenated-names.ts';
import { wordTable } from '../text/word-table.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { personAtTheirBusiness, type PersonAtBusinessWords } from './person-at-business.ts';

/**
 * Who the quote is for. Each reader finds the name by where requests write it, most explicit
 * first: a label ('Cust:', 'Attn:'), a spelled-out dictation, a forwarded e-mail's From: header, the
 * words just before a phone, a business with its legal form, the prose reader's cues ('my name is',
 * 'quote for'), a person alone in a note's segment, a dictation that opens with the name. The first
 * that finds one wins, and the name is put back as the request writes it (names-as-written.ts).
 */
export function chooseCustomerName(written: string, proseName: string | null): string | null {
  // A nickname in quotes ('Guillermo "Memo" Zúñiga', 'Theodore "Teddy" Fairbanks') is not part of
  // the name; left out so every reader sees the name's words next to each other.
  // Spelled out in a dictation, a legal form is written as one ('cruz auto body l l c').
  // OCR reads a letter as a digit inside a written word ('Walt K0walski'): a 0 or 1 between
  // letters is the o or l.
  // A full name in quotes ('visitor 'Colton Meeks' (colton@...)', as a chat or a form shows it) is the name;
  // only a one-word nickname in quotes is left out (and a sheet's quoted cells, '"Balance Due",', are no prose).
  // A text writes 'for' as '4' ('Quote 4 Jean-Baptiste Pierre-Louis, ...').
  // Titles are not written on the quote; said aloud ('mister raj patel') they go like 'Mr.' does.
  // 'the client, raj patel, wants ...': the role set off by a comma names the person as 'client is' does.
  // A spelling in brackets inside the name ('Kraig (K R A I G) Van Zee') is left out so its words stand together.
  const raw = withoutSpellingInsideName(ocrNoteName(written)).replace(/\b(?:mister|missus|misses|mrs|mr|ms|doctor)\.?(?:[ \t]+(?:and|&)[ \t]+(?:mister|missus|misses|mrs|mr|ms|doctor)\.?)?[ \t]+(?=\p{L}+[ \t]+\p{L})/giu, '').replace(/\b(?:the[ \t]+)?(client|customer|homeowner)[ \t]*,[ \t]*(?=\p{Ll}+[ \t]+\p{Ll}+[ \t]*,)/gu, '$1 is ').replace(/(?<=\p{L})0(?=\p{Ll})/gu, 'o').replace(/(?<![\p{L}\d])0(?=['’]\p{Lu}\p{Ll})/gu, 'O').replace(/(?<=\p{Ll})1(?=\p{Ll})/gu, 'l').replace(REAL_NAME_IN_BRACKETS, realNameInBrackets).replace(NICKNAME, '').replace(QUOTED_FULL_NAME, '$1').replace(/\b(quote|estimate|est|bid|price)[ \t]+4[ \t]+(?=\p{Lu}\p{Ll})/giu, '$1 for ').replace(/\bl\.?\s+l\.?\s+c\b\.?/gi, 'llc').replace(/\bi\s+n\s+c\b/gi, 'inc');
  // The prose reader read the text before the bracketed real name was put in: 'Bubba' is Robert.
  const outsideWord = [...written.matchAll(REAL_NAME_IN_BRACKETS)].filter((m) => realNameInBrackets(m[0], m[1]!, m[2]!, m[3]!) !== m[0]).map((m) => m[1]!.toLowerCase());
  // 'costa dash pereira': a word of a spelling said aloud ('dash', 'hyphen') opens no name.
  const nameInProse = proseName && (outsideWord.some((w) => proseName.toLowerCase().split(/\s+/).includes(w)) || /^(?:dash|hyphen|apostrophe|space)\b/i.test(proseName)) ? null : proseName;
  const business = businessWithoutPerson(raw);
  if (business) return withoutSentenceStop(business);
  // 'wants the quote in her own name, not the winery LLC': the person, whatever business or label the note opens with.
  const personal = personNamedForQuote(raw);
  if (personal) return nameAsSigned(suffixWrittenElsewhere(suffixWritten(refineName(nameAsWritten(personal, raw) ?? personal, raw)), raw), written);
  // 'Customer: Harlan Metal Works - attn: Dwight Okafor': the business the label names is the customer.
  const labelled = readLabelledName(raw);
  // 'customer is the restaurant, Pim's the owner', 'put it under the business, tidewater kayak outfitters'.
  const saidBusiness = businessSaidToBeTheCustomer(raw);
  if (saidBusiness) return withOrganisationNumber(saidBusiness, raw);
  if (labelled?.business) {
    const value = nameAsWritten(labelled.value, raw) ?? labelled.value;
    const family = coupleMemberPicked(familyWithGivenNames(value, raw), raw);
    if (family !== value) return family;
    // 'Owner: Marisol Quijano, Brazos Barbell Club': the label names the person, then where they work.
    const personFirst = /^(\p{Lu}\p{Ll}+[ \t]+\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?),[ \t]+\p{Lu}/u.exec(value);
    // (A given name the lists hold, or one the person's own address spells: 'marisol@...'.)
    if (personFirst && !personFirst[1]!.split(/[ \t]+/).some((w) => ordinaryWord(w) || isCommonWord(w) || BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w)) && (isPersonByGivenName(personFirst[1]!) || spelledByAnAddress(personFirst[1]!.split(/[ \t]+/)[0]!, raw))) return personFirst[1]!;
    return withOrganisationNumber(spokenBusinessGoesOn(value, raw), raw);
  }
  const readers: (() => string | null | undefined)[] = [
    () => labelled?.value,
    () => companyFieldForDepartment(raw, labelled?.value),
    () => businessWithGivenNameContact(raw),
    () => firstAndLastSaid(raw),
    () => surnameSaidApart(raw),
    () => titledSurnameWithGiven(written),
    () => surnameAnswered(raw),
    () => surnameInBrackets(raw),
    () => personTheJobIsFor(raw),
    () => personToAsk(raw),
    () => hyphenatedNameSpelled(raw),
    () => nameConfirmedBySpelling(raw),
    () => readSpelledName(raw)?.value,
    () => spokenBusiness(raw),
    () => familyThenPerson(raw),
    () => nameAnsweredInChat(raw),
    () => chatSpeaker(raw),
    () => nameFromHeader(raw),
    () => nameBeforePhone(raw),
    () => personWithRoleLine(raw),
    () => subjectOfVisit(raw),
    () => businessWithLegalForm(raw),
    () => businessOpeningTheRequest(raw),
    () => personAfterTownHeading(raw),
    () => nameAsWritten(nameInProse, raw, { fromProse: true }),
    () => nameInNoteSegment(raw, ordinaryWord),
    () => readLeadingSpokenName(raw)?.value,
    () => nameOfEmailInText(raw),
    () => selfIntroducedInLowerCase(raw),
    () => signOffName(raw, ordinaryWord),
    () => givenNameOfFamily(raw),
    () => personByRole(raw),
    () => personByGivenName(raw),
    () => leadingCapitalisedName(raw),
    () => businessAfterTownHeading(raw),
    () => businessLine(raw),
    () => businessAsSubject(raw),
    () => businessSignature(raw),
  ];
  let found: string | null = null;
  let single: string | null = null;
  const office = officeStaffNames(raw);
  const isTownOfTheJob = townOfTheJobIn(raw);
  for (const read of readers) {
    const value = read();
    // A city before its state, the town of the job ('RAPID CITY' heading a note), or the contractor's own
    // company ('Summit Floors'), is never the customer; the next reader is asked.
    // A department alone ('Estimating Dept') signs for its company, named elsewhere.
    // A note's heading in capitals ('FIELD MEASURE', 'JOB NOTES') is no name.
    const heading = value && value === value.toUpperCase() && value.split(/\s+/).some((w) => ordinaryWord(w) || isCommonWord(w) || NOTE_HEADING_WORD.test(w)) && !value.split(/\s+/).some((w) => BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w));
    if (value && !heading && !office.has(value.trim().toLowerCase()) && !isPlaceName(value) && !isTownOfTheJob(value) && !TRADE_NAME.test(value) && !DEPARTMENT_ONLY.test(value.trim()) && !saidNotToBeTheCustomer(value, raw)) {
      // A spelling said after the name ('Brock Teague, T E A G U E') is not part of it.
      const asWritten = nameAsWritten(value.replace(/,?(?:[ \t]+\p{L}(?=[ \t,]|$)){2,}[ \t,]*$/u, '').trim() || value, raw);
      // Put back as written surname first ('Feldkamp, Ron (f-e-l-d-k-a-m-p)'): turned round, as every 'Last, First' is.
      const turned = asWritten?.includes(',') ? nameWrittenSurnameFirst(asWritten, (w) => ordinaryWord(w) || isCommonWord(w)) : null;
      const written = turned && turned.length >= asWritten!.replace(/[.,]$/, '').length ? turned.name : asWritten;
      // One word ('name is Fitzgerald, first name Desmond'): a later reader's full name holding it is better.
      if (written && !/\s/.test(written.trim())) {
        single ??= written;
        continue;
      }
      if (single && written && !written.toLowerCase().split(/\s+/).includes(single.toLowerCase())) continue;
      found = written;
      break;
    }
  }
  found ??= single ?? personOfFamilyBusiness(raw);
  if (!found) return null;
  found = ownerOfFamilyBusiness(found, raw) ?? found;
  found = coupleMemberPicked(coupleAsWritten(familyWithGivenNames(found, raw), raw), raw);
  found = spokenBusinessGoesOn(businessNameGoesOn(wordBrokenAtLineEnd(found, raw), raw), raw);
  found = namedForQuote(found, raw) ?? organisationOfDepartment(found, raw) ?? found;
  const withPerson = personWithTheirBusiness(found, raw);
  const signer = withPerson ? null : signerAboveBusinessLine(found, raw);
  found = withPerson ?? signer ?? found;
  // (The signer over a business line is the person: the role line under them ('Owner - Sunflower Yoga') names no contact.)
  const person = signer ?? signerAbove(found, raw) ?? contactOfBusiness(found, raw) ?? personBeforeBusiness(found, raw) ?? personSpokenWith(found, raw) ?? found;
  // 'customer is karim ben ali thats ben dash ali': the hyphen said between two of its words is written.
  // (As the person signs it: 'Mateo Rios <...>' signing 'Mateo Ríos'.)
  return nameAsSigned(hyphensSaidFor(withOrganisationNumber(suffixWrittenElsewhere(suffixWritten(refineName(person, raw)), raw), raw), raw), written);
}

/**
 * Someone the note says is not the customer: 'From the realtor, Cassidy Pell (336-555-0106 - she is NOT the
 * customer)', 'Dale Ruiz, the GC's super, not the client', 'Pam Oduya - not the owner, just the tenant'.
 */
const NOT_THE_CUSTOMER = /^[^.\n]{0,40}?\b(?:(?:she|he|they)(?:'s|[ \t]+is|[ \t]+are)[ \t]+|is[ \t]+)?not[ \t]+(?:the|our|a)[ \t]+(?:customer|client|owner|homeowner|buyer)\b/i;
function saidNotToBeTheCustomer(value: string, raw: string): boolean {
  for (let at = raw.indexOf(value), k = 0; at >= 0 && k < 10; at = raw.indexOf(value, at + value.length), k += 1) {
    if (!NOT_THE_CUSTOMER.test(raw.slice(at + value.length, at + value.length + 90))) return false;
  }
  return raw.includes(value);
}

const QUOTED_FULL_NAME = /(?<=[ \t:(])['"‘“](\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})['"’”](?![\p{L}])/gu;
// A note's OCR: a word struck through ('~~Hjalmar~~ Halvard Strand'), a capital I read as l ('lngrid Solberg': no
// English word opens with l and a consonant other than l or y), a given name broken at the line's end ('Ta-' /
// 'tiana Morozov'), a given name ending a labelled line with the surname alone on the next ('Cust  Teodora' /
// '      Wojtowicz').
const STRUCK = /~~[^~\n]{1,40}~~[ \t]*/g;
const OCR_CAPITAL_I = /(?<![\p{L}\p{N}'’])l(?=[bcdfghjkmnpqrstvwxz]\p{Ll}{2,}[ \t]+\p{Lu})/gu;
const BROKEN_GIVEN = /(?<![\p{L}])(\p{Lu}\p{Ll}{0,12})-[ \t]*\n[ \t]*(\p{Ll}{2,}[ \t]+\p{Lu}\p{Ll})/gu;
const SURNAME_BELOW = /^([ \t]*(?:[Cc]ust(?:omer)?|CUST(?:OMER)?|[Cc]lient|CLIENT|[Nn]ame|NAME)\b\.?:?[ \t]+\p{Lu}\p{Ll}+)[ \t]*\n[ \t]+(\p{Lu}[\p{Ll}'’-]+)[ \t]*$/gmu;

function ocrNoteName(text: string): string {
  return text.replace(STRUCK, '').replace(OCR_CAPITAL_I, 'I').replace(BROKEN_GIVEN, '$1$2').replace(SURNAME_BELOW, '$1 $2');
}

const NUMBERED_BODY = /\b(?:district|local|post|chapter|lodge|troop|ward|precinct|squadron|battalion|council|branch|unit)$/i;
const SMALL_NUMBER: Record<string, string> = wordTable({ one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12' });

/**
 * 'Pine County Fire District 4', 'VFW Post 1128', 'Teamsters Local 120': a body known by its number;
 * said aloud ('fire district four') or written, the number is part of the name.
 */
function withOrganisationNumber(name: string, raw: string): string {
  if (!NUMBERED_BODY.test(name)) return name;
  const escaped = escapeRegExp(name).replace(/\s+/g, '[ \\t]+');
  const m = new RegExp(`${escaped}[ \\t]+(?:#|no\\.?[ \\t]*)?(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![A-Za-z\\d])`, 'i').exec(raw.slice(0, 20000));
  if (!m) return name;
  return `${name} ${SMALL_NUMBER[m[1]!.toLowerCase()] ?? m[1]}`;
}

/**
 * A business named for a family ('Brekke Dairy', 'Sandhu Trucking') with one of that family named as
 * the person who asks ('ole brekke the brekke dairy', 'its Gurpreet from Sandhu Trucking ... Sandhu'):
 * the person is the customer, as with any business that names its contact.
 */
function ownerOfFamilyBusiness(found: string, raw: string): string | null {
  const words = found.split(/\s+/);
  const family = words[0]!.replace(/['’]s$/i, '');
  if (words.length < 2 || family.length < 3 || !/^\p{Lu}/u.test(family) || isGivenName(family) || ordinaryWord(family) || isCommonWord(family)) return null;
  if (!words.slice(1).some((w) => BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w) || TRADE_OR_INSTITUTION.test(w) || LEGAL.test(w))) return null;
  const text = raw.slice(0, 20000);
  const cased = /\p{Lu}/u.test(text);
  const isPersonWord = (w: string): boolean => !ordinaryWord(w) && !isCommonWord(w) && !HONORIFIC.test(w) && (isGivenName(w) || (cased && /^\p{Lu}\p{Ll}+$/u.test(w)));
  const title = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}'’])(\\p{L}[\\p{L}'’-]+)[ \\t]+${escapeRegExp(family)}(?![\\p{L}'’])`, 'giu'))) {
    if (isPersonWord(m[1]!) && isGivenName(m[1]!)) return `${title(m[1]!)} ${title(family)}`;
  }
  // 'its Gurpreet from Sandhu Trucking', and the surname said alone elsewhere ('Sandhu.').
  const from = new RegExp(`(?<![\\p{L}])(\\p{L}[\\p{L}'’-]+)[ \\t]+(?:from|at|with|of)[ \\t]+(?:the[ \\t]+)?${escapeRegExp(found)}`, 'iu').exec(text);
  const alone = new RegExp(`(?<![\\p{L}])${escapeRegExp(family)}(?![ \\t]*${escapeRegExp(words[1]!)})[ \\t]*[.,;\\n]`, 'iu').test(text);
  if (from && alone && isPersonWord(from[1]!)) return `${title(from[1]!)} ${title(family)}`;
  return null;
}

/**
 * 'The Hendersons (Bill & Carol)': a family written with its given names in brackets is the couple;
 * 'Wojcik Family (Tomasz)', 'the Brandts (Helga)', 'Okafor household - Chidi': one of them named is the person.
 */
function familyWithGivenNames(found: string, raw: string): string {
  const family = /^(?:the[ \t]+)?(\p{Lu}[\p{L}'’-]+)s$/iu.exec(found.trim()) ?? /^(?:the[ \t]+)?(\p{Lu}[\p{L}'’-]+)[ \t]+(?:family|household|residence|home)$/iu.exec(found.trim());
  if (!family) return found;
  // 'Whitmores' are the Whitmores, 'Joneses' the Joneses.
  const plural = !/[ \t](?:family|household|residence|home)$/i.test(found.trim());
  const surname = !plural ? family[1]! : /(?:s|x|z|ch|sh)e$/i.test(family[1]!) ? family[1]!.slice(0, -1) : family[1]!;
  const at = raw.indexOf(found);
  const after = at < 0 ? '' : raw.slice(at + found.length, at + found.length + 40);
  const given = /^[ \t]*\([ \t]*(\p{Lu}\p{Ll}+)[ \t]*(?:&|and)[ \t]*(\p{Lu}\p{Ll}+)[ \t]*\)/u.exec(after);
  if (given) return `${given[1]} & ${given[2]} ${surname}`;
  const one = /^[ \t]*(?:\([ \t]*(\p{Lu}\p{Ll}+)[ \t]*\)|[-–—:][ \t]*(\p{Lu}\p{Ll}+)[ \t]*(?:$|\n|[,;(]|\d))/u.exec(after);
  const person = one?.[1] ?? one?.[2];
  if (!person || ordinaryWord(person) || isCommonWord(person) || person.toLowerCase() === surname.toLowerCase()) return found;
  return `${person} ${surname}`;
}

/** A name's suffix as the quote writes it: 'Jr.', 'Sr.' with their full stop, also when said ('junior'). */
const SUFFIX_AFTER = /^,?[ \t]+(Jr\.?|Sr\.?|II|III|IV)(?![\p{L}\d])/u;
// ('Luis Arceneaux, Sr. PM': 'senior' before a job title is the title's, not the name's.)
const SENIOR_TITLE_AFTER = new RegExp(`^,?[ \\t]+Sr${TITLE_AFTER_SENIOR}`, 'i');

/**
 * 'From: Dennis Calloway' over a signature 'Dennis Calloway III': the suffix written with the name
 * anywhere in the request is part of it.
 */
function suffixWrittenElsewhere(name: string, raw: string): string {
  if (/[ \t](?:jr|sr|ii|iii|iv)\.?$/i.test(name) || name.length < 5) return name;
  for (let at = raw.indexOf(name); at >= 0 && at < 20000; at = raw.indexOf(name, at + name.length)) {
    const suffix = SUFFIX_AFTER.exec(raw.slice(at + name.length, at + name.length + 8));
    if (suffix && !SENIOR_TITLE_AFTER.test(raw.slice(at + name.length, at + name.length + 40))) return `${name} ${suffix[1]!.replace(/^(Jr|Sr)$/, "$1.")}`;
  }
  return name;
}

function suffixWritten(name: string): string {
  // 'o y e l a r a n dash smith' read as 'Oyelaran- Smith': a hyphen joins the two.
  return name.replace(/(?<=\p{L})-[ \t]+(?=\p{Lu})/gu, '-').replace(/([ \t]\p{L}[\p{L}'’.-]+)[ \t]+(jr|sr|junior|senior)\.?$/iu, (_m, before: string, suffix: string) => `${before} ${/^j/i.test(suffix) ? 'Jr.' : 'Sr.'}`);
}

/**
 * A business a reader took, written with its person in the same sentence and no label naming the
 * business as the customer ('Cole from Ridgeline Fitness, Cole Ambrose', 'Pham Nail Spa -- Linh
 * Pham', "Wendell Pike's machine shop, ... Pike Precision"): the person is the customer. The person
 * carries a known given name, or the family name the business carries.
 */
/**
 * A signature: the person on the line above the business line ('J. Patrick Dunleavy III' over
 * 'Dunleavy & Sons Hauling', 'Devendra Shah' over 'Riverside CrossFit' and its street or phone,
 * '-Marco Ricci' over 'Steel City Barbell' and its street, 'Owner, Lotus Nail Lounge' under the signer):
 * the person who asks is the customer when no label names the business. The business may be written
 * earlier too (a Subject: line); every line that holds it is looked at.
 */
function signerAboveBusinessLine(found: string, raw: string): string | null {
  const words = found.split(/\s+/);
  const business = words.some((w) => LEGAL.test(w) || BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w) || TRADE_OR_INSTITUTION.test(w) || w === '&');
  // A person found ('Beth Ann Kowalczyk' under 'Beth Ann') is no business to find the signer of.
  if (!business && isPersonByGivenName(found)) return null;
  const lines = raw.slice(0, 20000).split('\n').map((l) => l.replace(/^[ \t>]+/, '').trim());
  const previous = (j: number): number => {
    while (j >= 0 && !lines[j]) j -= 1;
    return j;
  };
  for (let i = 1, k = 0; i < lines.length && k < 20; i += 1) {
    const line = lines[i]!;
    if (!line.includes(found)) continue;
    k += 1;
    // The business alone on its line, or with the signer's title beside it ('Owner, Lotus Nail Lounge').
    const beside = line === found ? '' : line.replace(found, '').replace(/^[ \t,|–—-]+|[ \t,|–—-]+$/g, '');
    if (beside && (beside.split(/\s+/).length > 4 || /\d/.test(beside) || !TITLE_WORD.test(beside))) continue;
    const j = previous(i - 1);
    // (A title line between the name and the business, 'Director of Facilities', is not read through: on
    // text nobody tuned on it took a GC's or an organisation's staff for the customer.)
    const titled = Boolean(beside);
    if (j < 0) continue;
    // ('Lavanderia El Sol' / 'owner - Beto Gallegos' opening a note: the heading is the business, the role line its person.)
    if (!business && previous(j - 1) < 0) continue;
    const signed = lines[j]!.replace(/^[-–—~]+[ \t]*/, '');
    // A signature block goes on with the business's street, phone or e-mail under it.
    const below = lines.slice(i + 1).find(Boolean) ?? '';
    const block = /^\d{1,6}[A-Za-z]?[ \t]+\p{L}/u.test(below) || /^(?:[\p{L}.]{1,6}[ \t:.]*)?\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}/u.test(below) || /@/.test(below);
    // The line under a name that carries a job title is the employer, whatever its words ('Cedar Point Residential').
    if (!business && !titled && !block && !TITLE_AFTER.test(signed)) continue;
    const above = signatureNameLine(signed);
    const person = /^((?:\p{Lu}\.[ \t]*)?\p{Lu}[\p{Ll}'’]+(?:[ \t]+\p{Lu}\.)?(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2}(?:,?[ \t]+(?:Jr\.?|Sr\.?|II|III|IV))?)$/u.exec(above);
    if (!person) continue;
    const names = person[1]!.split(/[ \t]+/).filter((w) => !/^(?:Jr\.?|Sr\.?|II|III|IV|\p{Lu}\.)$/u.test(w));
    // ('Thu Ha Pham' from thuha@...: a word that is also an abbreviation is a name its owner's address spells.)
    if (names.some((w) => ((ordinaryWord(w) || isCommonWord(w)) && !spelledByAnAddress(w, raw)) || BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w) || TRADE_NAME.test(w) || TITLE_WORD.test(w)) || DEPARTMENT_ONLY.test(above)) continue;
    // A person by a known given name, an initial, the family name the business carries ('Accounts Payable'
    // is none), or a name signed over a title or over the business's own street or phone.
    const family = names.some((w) => words.some((b) => b.toLowerCase() === w.toLowerCase()));
    if (names.every((w) => words.includes(w))) continue;
    if (!isGivenName(names[0]!) && !/^\p{Lu}\./u.test(above) && !family && !titled && !block) continue;
    return person[1]!;
  }
  return null;
}

/** Whether an e-mail address of the request spells the word before its '@' ('thuha@...' spells 'Thu'). */
function spelledByAnAddress(word: string, raw: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 3) return false;
  return addressLetters(raw).some((letters) => letters.includes(w));
}

// The letters before each '@' of the request, read once for it: the readers ask word by word, line by line.
let lastAddresses: { raw: string; letters: string[] } | null = null;
function addressLetters(raw: string): string[] {
  if (lastAddresses?.raw !== raw) lastAddresses = { raw, letters: [...raw.slice(0, 20000).matchAll(/([A-Za-z0-9._+-]{1,64})@[A-Za-z0-9-]/g)].map((m) => m[1]!.toLowerCase().replace(/[^a-z]/g, '')) };
  return lastAddresses.letters;
}

function personWithTheirBusiness(found: string, raw: string): string | null {
  const words = found.split(/\s+/);
  if (words.length < 2) return null;
  const at = raw.indexOf(found);
  if (at < 0) return null;
  const lower = found.toLowerCase().split(/\s+/);
  const businessLike = words.some((w) => LEGAL.test(w) || BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w) || w === '&');
  // A person found ('Marisela Santillan') stays, whoever else of the family is named beside.
  if (!businessLike && words.length === 2 && isGivenName(words[0]!)) return null;
  // The sentence holding the business, on its line.
  // (No full stop before: the text's start, not its second character.)
  const from = Math.max(raw.lastIndexOf('\n', at) + 1, ...['. ', '! ', '? '].map((p) => (raw.lastIndexOf(p, at) < 0 ? 0 : raw.lastIndexOf(p, at) + 2)), at - 160);
  const endLine = raw.indexOf('\n', at + found.length);
  const endSentence = /[.!?](?:\s|$)/.exec(raw.slice(at + found.length));
  const to = Math.min(endLine === -1 ? raw.length : endLine, endSentence ? at + found.length + endSentence.index : raw.length, at + found.length + 160);
  for (const m of raw.slice(from, to).matchAll(PERSON_IN_SENTENCE)) {
    const [given, surname] = [m[1]!, m[2]!.replace(/['’]s$/, '')];
    if (m.index + from >= at && m.index + from < at + found.length) continue;
    // '4470 Dry Creek Rd': a street's name, not a person.
    const after = raw.slice(from + m.index + m[0].length, from + m.index + m[0].length + 12);
    if (/^[ \t]+\p{Lu}[\p{L}.]*/u.test(after) && STREET_WORD.test(/^[ \t]+(\p{Lu}[\p{L}.]*)/u.exec(after)![1]!) || /\d[ \t]*$/.test(raw.slice(Math.max(0, from + m.index - 3), from + m.index))) continue;
    if ([given, surname].some((w) => ordinaryWord(w) || isCommonWord(w) || BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w) || LEGAL.test(w))) continue;
    // A business carries the family name before its kind ('Pike Precision', 'Pham Nail Spa'); a person found ends with it.
    const family = lower.includes(surname.toLowerCase()) && lower.at(-1) !== surname.toLowerCase() && (businessLike || words.length >= 3 || isGivenName(given));
    if ((family && !lower.includes(given.toLowerCase())) || (businessLike && isGivenName(given) && !lower.includes(surname.toLowerCase()))) return `${given} ${surname}`;
  }
  return null;
}
/** A note's heading 'Tran Auto Detail -- Minh Tran': a business and the person whose family name it carries. */
function personOfFamilyBusiness(raw: string): string | null {
  const m = /^[ \t]*((?:\p{Lu}[\p{L}'’&.-]*[ \t]+){1,4}\p{Lu}[\p{L}'’&.-]*)[ \t]*(?:--|[-–—|,])[ \t]*(\p{Lu}\p{Ll}+)[ \t]+(\p{Lu}[\p{Ll}'’-]+)[ \t]*$/mu.exec(raw.slice(0, 2000));
  if (!m) return null;
  const business = m[1]!.toLowerCase().split(/[ \t]+/);
  const [given, surname] = [m[2]!, m[3]!];
  if (!business.includes(surname.toLowerCase()) || business.includes(given.toLowerCase()) || [given, surname].some((w) => ordinaryWord(w) || isCommonWord(w))) return null;
  return `${given} ${surname}`;
}
const PERSON_IN_SENTENCE = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)[ \t]+(\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?)(?![\p{L}])/gu;

// The writer says the business is the customer, not the person: 'customer is the restaurant', 'put this
// one under the H O A', "the quote's to the business", 'Customer is the company, not Dwight'.
const KIND_SAID = '(?:business|company|restaurant|association|hoa|h[ \\t]o[ \\t]a|church|chapel|parish|temple|synagogue|mosque|congregation|shop|store|firm|practice|clinic|office|llc|corporation|school|club|lodge|dealership|brewery|winery|bakery|cafe|garage|salon|gym|studio|farm|dairy|ranch|hotel|motel|co-?op|district|department|library|museum|nonprofit|non-profit|charity|organi[sz]ation|ymca|gc|general[ \\t]+contractor|builder|post|legion|chapter|troop|union|township|county|village|agency|authority|foundation)';
// A bid or a price sent to a general contractor is the contractor's to accept: 'Bid to the GC (Kestrel
// Builders)', 'our number goes to the GC: ...', 'pricing for the general contractor, ...', 'submitting to the GC - ...'.
// Said only of a GC: 'price for the garage' or 'quote for the shop' is the job, not the customer.
const BID_TO_GC = String.raw`\b(?:(?:our[ \t]+|the[ \t]+)?(?:bid|bids|bidding|proposal|pricing|price|numbers?|quote|quoting|estimate|submit(?:ting)?|send(?:ing)?(?:[ \t]+(?:it|this|ours|the[ \t]+(?:bid|quote|number|numbers|pricing)))?)(?:'s|[ \t]+is|[ \t]+goes|[ \t]+going)?[ \t]+(?:to|for|through|via|under))[ \t]+(?:the[ \t]+)?(gc|general[ \t]+contractor)\b`;
const BUSINESS_SAID = new RegExp(
  `\\b(?:(?:the[ \\t]+)?customer(?:'s|[ \\t]+is)|(?:the[ \\t]+)?quote(?:'s|[ \\t]+is|[ \\t]+goes)?[ \\t]+(?:to|for|under)|(?:put|quote|write)[ \\t]+(?:it|this(?:[ \\t]+one)?|the[ \\t]+quote)[ \\t]+under|bill(?:[ \\t]+it)?[ \\t]+to|(?:it|this)[ \\t]+(?:goes|is)[ \\t]+(?:to|under))[ \\t]+the[ \\t]+(${KIND_SAID})\\b|${BID_TO_GC}|\\b(?:cust(?:omer)?|client)[ \\t]*[=:][ \\t]*(?:the[ \\t]+)?(${KIND_SAID})(?=[ \\t]*(?:[,.;(]|$|[ \\t](?:per|not)\\b))`,
  'im',
);
const PUT_UNDER_NAME = /\b[Pp]ut[ \t]+(?:it|this(?:[ \t]+one)?|the[ \t]+quote)[ \t]+under[ \t]+((?:\p{Lu}[\p{L}'’&.-]*[ \t]+){1,5}\p{Lu}[\p{L}'’&.-]*)/u;
// Dictated without a pause mark ('put this one under the business its big sandy volunteer fire department the
// station on ...'): the name runs to the next 'the' (not 'of the'), 'thats', 'which', a filler or a pause.
const NAME_AFTER_SAID = /^(?:[ \t]*[,:(–—-][ \t]*(?:(?:it'?s|that'?s|which[ \t]+is)[ \t]+)?(?:the[ \t]+)?|[ \t]+(?:(?:it'?s|its|that'?s|thats|which[ \t]+is)[ \t]+)?(?!the\b))([\p{L}][\p{L}'’&.-]*(?:[ \t]+[\p{L}&][\p{L}'’&.-]*){1,6}?)(?=[ \t]*(?:[,.;:()]|$|[ \t](?:the[ \t]+(?:owner|contact|manager)|ask[ \t]+for|but|not|and[ \t]+the|that'?s|thats|which|who|uh|um)\b|(?<![ \t]of)[ \t]the\b))/u;
const CUSTOMER_SAID_BEFORE = /\b(?:customer|client)(?:'s[ \t]+name)?[ \t]+is[ \t]+((?:\p{Ll}[\p{Ll}'’&-]*[ \t]+){1,5}\p{Ll}[\p{Ll}'’&-]*)[ \t]*,?[ \t]*$/u;
const NAME_BEFORE_SAID = /((?:\p{Lu}[\p{L}'’&.-]*[ \t]+){1,5}\p{Lu}[\p{L}'’&.-]*)[ \t]*(?:[-–—,:]|\()[ \t]*$/u;

export function businessSaidToBeTheCustomer(raw: string): string | null {
  const found = businessNamedAsCustomer(raw);
  return found ? withLegalForm(found, raw) : null;
}

/** 'Prairie Plastics' written elsewhere in full ('Prairie Plastics Inc.'): the business's full name. */
function withLegalForm(name: string, raw: string): string {
  if (/\b(?:inc|llc|co|corp|ltd|pc|pllc|lp|llp)\.?$/i.test(name)) return name;
  const escaped = escapeRegExp(name);
  // ('Sierra Forge Builders, Inc.': the comma as written.)
  const m = new RegExp(`\\b${escaped}(,?)[ \\t]+(Inc\\.?|LLC|L\\.L\\.C\\.|Co\\.|Corp\\.?|Ltd\\.?)(?![\\p{L}])`, 'iu').exec(raw.slice(0, 20000));
  return m ? `${name}${m[1]} ${m[2]}` : name;
}

// 'put this one under mariscos el faro thats the restaurant': a dictated name, then what kind of customer it is.
// 'customer is selah ridge orchards thats the business': the same after the words that name the customer.
// ('thats the shop owner' names a person's role, not what the name is.)
const NAMED_THEN_KIND = new RegExp(`\\b(?:(?:put|quote|bill)[ \\t]+(?:it|this(?:[ \\t]+one)?|the[ \\t]+quote)[ \\t]+(?:under|to|for)|(?:the[ \\t]+)?(?:customer|client)(?:'s[ \\t]+name|[ \\t]+name)?[ \\t]+is)[ \\t]+((?:[\\p{L}'’&-]+[ \\t]+){0,5}?[\\p{L}'’&-]+)[ \\t]*,?[ \\t]+(?:that'?s|thats|which[ \\t]+is|it'?s|its)[ \\t]+the[ \\t]+${KIND_SAID}\\b(?![ \\t]+(?:owner|manager|guy|lady|contact|person)\\b)`, 'iu');

function businessNamedAsCustomer(raw: string): string | null {
  const kindAfter = NAMED_THEN_KIND.exec(raw.slice(0, 4000));
  if (kindAfter && !/^(?:the|a|an|him|her|them|me|us)\b/i.test(kindAfter[1]!)) {
    const words = kindAfter[1]!.split(/[ \t]+/);
    if (!isCommonWord(words[0]!)) return words.map((w) => (/\p{Lu}/u.test(w) ? w : /^(?:llc|inc|hoa)$/i.test(w) ? w.toUpperCase() : /^(?:of|and|the|for|de|del|la)$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ').replace(/^(\p{Ll})/u, (c) => c.toUpperCase());
  }
  // 'put it under Mesa Verde Pediatrics, contact is the office manager, ...': a business named for the quote.
  const under = PUT_UNDER_NAME.exec(raw.slice(0, 4000));
  if (under) {
    const name = under[1]!;
    const words = name.split(/[ \t]+/);
    const businessWords = words.some((w) => BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w) || LEGAL.test(w) || w === '&');
    const contactAfter = /^[ \t]*[,(–—-][ \t]*(?:the[ \t]+)?(?:contact|attn|ask[ \t]+for|owner|manager)\b/i.test(raw.slice(under.index + under[0].length, under.index + under[0].length + 40));
    if (!isGivenName(words[0]!) && (businessWords || contactAfter)) return name;
  }
  const m = BUSINESS_SAID.exec(raw.slice(0, 4000));
  if (!m) return null;
  // A bid to the GC names the GC right there ('Bid to the GC (Kestrel Builders)'); 'bid to the GC. Our rates: ...'
  // names none, and the sender who asks is the customer.
  const gcOnly = Boolean(m[2]);
  const end = m.index + m[0].length;
  const title = (w: string): string => (/\p{Lu}/u.test(w) ? w : /^(?:llc|inc|hoa|pc|pllc)$/i.test(w) ? w.toUpperCase() : /^(?:de|del|la|of|and|the|for)$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1));
  // Said right after: 'put it under the business, la cocina de abuela llc, the owner is ...'.
  const after = NAME_AFTER_SAID.exec(raw.slice(end, end + 120));
  const said = after?.[1]?.split(/[ \t]+/) ?? [];
  // 'Bill to the GC: Prairie Ridge Builders Inc. Rates: ...': the legal form's full stop ends the name.
  const legalEnd = said.findIndex((w, i) => i < said.length - 1 && w.endsWith('.') && LEGAL.test(w));
  const words = legalEnd >= 0 ? said.slice(0, legalEnd + 1) : said;
  // ('put it under the parish, the parish hall is sixty by forty' goes on about the job, not a name.)
  if (words.length >= 2 && !isCommonWord(words[0]!) && !words.some((w) => /['’]s$/.test(w) || /^(?:owner|contact|manager)$/i.test(w) || /^(?:is|are|was|were|has|have|had|be|by|at|to|in|on|with|it'?s|that'?s|this|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)$/i.test(w)) && (!isGivenName(words[0]!) || words.length >= 3 || BUSINESS_END.test(words.at(-1)!)) && !/\d/.test(after![1]!)) return words.map(title).join(' ').replace(/^(\p{Ll})/u, (c) => c.toUpperCase());
  if (gcOnly) return null;
  // Written just before on its line: 'Lotus Garden Thai Kitchen - customer is the restaurant'.
  const lineStart = raw.lastIndexOf('\n', m.index) + 1;
  const before = NAME_BEFORE_SAID.exec(raw.slice(Math.max(lineStart, m.index - 80), m.index));
  // ('Grace Lutheran Church' opens with a given name and is still the church.)
  const endsAsBusiness = (name: string): boolean => {
    const last = name.split(/[ \t]+/).at(-1)!.replace(/\.$/, '');
    return BUSINESS_END.test(last) || KIND_OF_BUSINESS.test(last) || TRADE_OR_INSTITUTION.test(last);
  };
  if (before && (!isGivenName(before[1]!.split(/[ \t]+/)[0]!) || endsAsBusiness(before[1]!))) return before[1]!.replace(/^(?:FYI|Re|Fwd?)\b[^:]*:[ \t]*/i, '').trim();
  // Dictated: 'customer is thunder basin hydraulics put it under the company': the words the customer is said
  // to be, right before the words that say it is a business.
  const saidBefore = CUSTOMER_SAID_BEFORE.exec(raw.slice(Math.max(lineStart, m.index - 80), m.index))?.[1]?.split(/[ \t]+/);
  if (saidBefore && !saidBefore.some((w) => isCommonWord(w) || NUMBER_WORD.test(w)) && (!isGivenName(saidBefore[0]!) || endsAsBusiness(saidBefore.join(' ')))) return saidBefore.map(title).join(' ');
  // Else the business the request names elsewhere: its legal form, its signature, its own line, or
  // the employer on a signature's title line ('Maintenance Supervisor, Prairie Plastics Inc.').
  const employer = new RegExp(`^[ \\t]*(?:[\\p{L}.&'’-]+[ \\t]+){0,3}(?:${JOB_TITLE})[ \\t]*[,|–—-][ \\t]*((?:\\p{Lu}[\\p{L}'’&.-]*[ \\t]*){1,6}?)[ \\t]*$`, 'mu').exec(raw.slice(0, 20000))?.[1];
  return businessWithLegalForm(raw) ?? businessSignature(raw) ?? businessLine(raw) ?? businessAboveItsAddress(raw) ?? employer?.trim() ?? businessOfThePerson(raw) ?? businessInHeading(raw, null);
}

const BUSINESS_RUN = String.raw`((?:\p{Lu}[\p{L}'’&.-]*[ \t]+(?:(?:&|of|the|and)[ \t]+)?){0,4}\p{Lu}[\p{L}'’&.-]*)`;
// 'Jun Park owns Palisade Cleaners', 'she runs Maple Street Bakery': the business the person is with.
const OWNS = new RegExp(String.raw`\b(?:own|owns|run|runs|manage|manages|(?:owner|manager|gm)[ \t]+(?:of|at))[ \t]+(?:the[ \t]+)?${BUSINESS_RUN}`, 'u');
// 'our restaurant, Casa Verde', 'my shop (Iron Horse Cycles)', 'the church called Grace Chapel': a business named after its kind.
const KIND_THEN_NAME = new RegExp(String.raw`\b(?:our|my|his|her|their)[ \t]+(?:restaurant|cafe|bakery|shop|store|salon|studio|gym|clinic|practice|office|business|company|brewery|winery|church|school|daycare|bar|diner|deli|market|hotel|motel|farm|ranch|garage|dealership|warehouse)[ \t]*(?:,|\(|-|–|called|named)[ \t]*${BUSINESS_RUN}`, 'u');
export function businessOfThePerson(text: string): string | null {
  return (OWNS.exec(text) ?? KIND_THEN_NAME.exec(text))?.[1]?.trim() ?? null;
}

/** A signature block's business, alone on its line above its street or phone ('Saints Peter & Paul Church' over '1550 Parkway Dr, ...'). */
function businessAboveItsAddress(raw: string): string | null {
  const lines = raw.slice(0, 20000).split('\n').map((l) => l.replace(/^[ \t>]+/, '').trim());
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const line = lines[i]!;
    if (!/^\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the|\d{1,4}))+$/u.test(line) || line.split(/\s+/).length > 8 || TRADE_NAME.test(line)) continue;
    if (!line.split(/\s+/).some((w) => BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w) || TRADE_OR_INSTITUTION.test(w))) continue;
    const next = lines.slice(i + 1).find(Boolean) ?? '';
    if (/^\d{1,6}[A-Za-z]?[ \t]+\p{L}/u.test(next) || /^\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}\b/.test(next)) return line;
  }
  return null;
}

/** A web form whose name field holds a department ('Name: Front Desk') gives its 'Business:' field. */
function companyFieldForDepartment(raw: string, labelledName: string | undefined): string | null {
  if (!labelledName || !DEPARTMENT_ONLY.test(labelledName.trim())) return null;
  return /^[ \t]*(?:business|company|organi[sz]ation|business\s+name|company\s+name)[ \t]*[:=|][ \t]*([^\n|;]{3,80}?)[ \t]*$/im.exec(raw)?.[1] ?? null;
}

const DEPARTMENT_ONLY = /^(?:front\s+desk|reception(?:ist)?|main\s+(?:office|line|desk)|office\s+staff|(?:public\s+works|estimating|purchasing|procurement|facilities|maintenance|operations|accounts\s+payable|billing)\s*(?:department|dept\.?|office|team)?|(?:department|dept\.?)\s+of\s+\w+)$/i;
// 'Bubba (Robert) Haynes', 'Peggy (Margaret) Olin', 'tiny (real name marcus) webb': the name in brackets is the
// person's own when it is a known given name and the word before is not one, or is a shorter form
// of it; 'Robert (Bob) Haynes' keeps Robert (NICKNAME drops the bracket).
const REAL_NAME_IN_BRACKETS = /(?<![\p{L}'’])(\p{L}[\p{Ll}'’-]+)[ \t]*\([ \t]*((?:(?:real|legal|given|full|actual)[ \t]+(?:first[ \t]+)?name[ \t]*(?:is[ \t]+)?:?[ \t]*)?)(\p{L}[\p{Ll}'’-]+)[ \t]*\)(?=[ \t]+\p{L}[\p{L}'’-]+)/gu;
function realNameInBrackets(whole: string, outside: string, said: string, inside: string): string {
  if (!isGivenName(inside) || isCommonWord(outside)) return whole;
  const sameCase = (outside[0] === outside[0]!.toUpperCase()) === (inside[0] === inside[0]!.toUpperCase());
  if (!sameCase) return whole;
  if (said || !isGivenName(outside) || inside.length > outside.length) return inside;
  return whole;
}
const TRADE_NAME = /\b(?:floors|flooring|coatings?|epoxy|resurfacing)\b/i;
const NICKNAME = /(?<=\p{Lu}\p{L}+)[ \t]+["“'‘(](?:\p{Lu}\p{Ll}{1,12}|goes\s+by\s+\p{Lu}\p{Ll}{1,12})["”'’)](?=[ \t]+\p{Lu})/gu;
const NAME_RUN = "\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+(?:(?:de|del|della|da|di|du|la|le|van|von|der|den|bin|al|el)[ \\t]+)?\\p{Lu}[\\p{L}'’.-]+){1,3}";
// What a customer did that the office writes down: 'Sunita Chaudhary-Blake called back', 'Hadley Brewster wants the mudroom done'.
const VISIT = new RegExp(
  `(?:^|[.!?:;,\\n—–]|\\s[-–—]\\s)[ \\t]*(${NAME_RUN})[ \\t]+(?:called|phoned|emailed|e-mailed|texted|messaged|stopped\\s+by|came\\s+(?:by|in)|dropped\\s+(?:by|in)|left\\s+a|wants|needs|would\\s+like|is\\s+asking|asked|says|said|reached\\s+out|wrote|is\\s+looking|requested|requests|sent|is\\s+interested|confirmed|approved|signed|accepted)\\b`,
  'gmu',
);

/** The person a sentence is about: a full name at a sentence's start, before what they did ('... called back'). */
export function subjectOfVisit(raw: string): string | null {
  for (const m of raw.slice(0, 4000).matchAll(VISIT)) {
    const words = m[1]!.split(/[ \t]+/);
    if (words.some((w) => ordinaryWord(w) || (isCommonWord(w) && !PARTICLES.test(w)) || placeWord(w))) continue;
    // 'Coach Reyes said you did ...': someone named by a title and a surname is talked about, not writing.
    if (words.length === 2 && HONORIFIC.test(words[0]!)) continue;
    // 'Treasurer Glenn Hadley called': the role before the name is not part of it.
    if (words.length > 2 && (HONORIFIC.test(words[0]!) || ROLE_WORDS.test(words[0]!))) words.shift();
    return words.join(' ');
  }
  return null;
}

/**
 * A person written with their family business after them ('Ignacio Barrientos (Barrientos
 * Furniture)', 'Wolfgang Reiter from Reiter Brau'): when a reader took the business, the person is
 * the customer.
 */
// Written capitalised or not ('Senior Analyst', 'office manager'); the name before it keeps its capitals.
const JOB_TITLE = 'analyst|manager|mgr|director|engineer|coordinator|specialist|officer|associate|consultant|president|vp|ceo|cfo|coo|cto|assistant|supervisor|administrator|accountant|attorney|nurse|teacher|professor|developer|designer|technician|representative|rep|partner|principal|architect|executive|controller|planner|buyer|lead'
  .split('|')
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}|${w.toUpperCase()}`)
  .join('|');

// A signer's title beside the business on its line ('Owner, Lotus Nail Lounge', 'Riverside CrossFit | Head Coach').
const TITLE_WORD = new RegExp(`(?:^|[^\\p{L}])(?:${JOB_TITLE}|[Oo]wner|OWNER|[Cc]o-[Oo]wner|[Ff]ounder|[Ee]stimator|[Ss]uperintendent|[Qq]uartermaster|[Cc]ommander|[Pp]astor|[Cc]oach|GM|[Tt]reasurer|[Ss]ecretary|[Tt]rustee|[Cc]hair(?:man|woman|person)?)(?![\\p{L}])`, 'u');

// Letters after a name in a signature: degrees, licences, designations ('Patricia Nwosu, CPM').
const CREDENTIALS = /(?:,?[ \t]+(?:DDS|DMD|MD|DO|DVM|DPT|PhD|Ph\.D\.|Esq\.?|CPA|CPM|CCIM|ARM|RPA|CAM|CMCA|RN|NP|PA-C|PE|P\.E\.|AIA|LCSW|OD|DC|MBA|PMP|LEED[ \t]+AP|CFM|FMP|SHRM-CP))+\.?$/;
const TITLE_AFTER_COMMA = new RegExp(`^(.+?),[ \\t]*(?:[\\p{L}.&'’-]+[ \\t]+){0,3}(?:${JOB_TITLE})\\b`, 'u');
const TITLE_AFTER = new RegExp(`^[^\\n]{0,80}?(?:\\||[–—]|[ \\t]-[ \\t]|,)[ \\t]*(?:[\\p{L}.&'’-]+[ \\t]+){0,3}(?:${JOB_TITLE})\\b`, 'u');

/** A signature's name line as the name alone: 'Patricia Nwosu, CPM | Senior Property Manager' is Patricia Nwosu. */
function signatureNameLine(line: string): string {
  const name = TITLE_AFTER.test(line) ? line.split(/[ \t]*(?:\||[–—]|[ \t]-[ \t])[ \t]*/)[0]! : line;
  const bare = name.replace(CREDENTIALS, '').trim();
  // 'Dana Cole, Property Manager': a title after a comma.
  const comma = TITLE_AFTER_COMMA.exec(bare);
  return (comma ? comma[1]! : bare).trim();
}

function personBeforeBusiness(found: string, raw: string): string | null {
  const at = raw.indexOf(found);
  if (at <= 0) return null;
  let before = raw.slice(Math.max(0, at - 60), at);
  // 'Bernard Lutz' on the line above 'Lutz Machine Works' (a signature or letterhead).
  if (/\n[ \t]*$/.test(before)) before = before.replace(/[ \t]*\n[ \t]*$/, ' (');
  // 'Imani Brooks | Senior Analyst | Acme Corp': a signature with the person's job title between
  // them; the person signs, the employer is not the customer.
  const signed = new RegExp(`(${NAME_RUN})[ \\t]*[|,–—][ \\t]*[^|\\n,]{0,30}\\b(?:${JOB_TITLE})\\b[^|\\n,]{0,20}[ \\t]*[|,–—][ \\t]*$`, 'u').exec(before);
  const foundIsBusiness = found.split(/\s+/).some((w) => LEGAL.test(w) || BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w));
  if (signed && foundIsBusiness && !signed[1]!.split(/[ \t]+/).some((w) => ordinaryWord(w) || (isCommonWord(w) && !PARTICLES.test(w)))) return signed[1]!.replace(/[ \t]+/g, ' ');
  // 'Hi, Bethany from Hillcrest Montessori' and later 'Bethany Haugland, 2910 S ...': a person who gives a given name and
  // the business they speak from names themself in full elsewhere in the thread.
  const speaker = /(?:\b(?:this[ \t]+is|it'?s|i'?m)|^|\b[Hh]i,?|\b[Hh]ello,?|:)[ \t]+(\p{Lu}\p{Ll}+)[ \t]+(?:from|at|with|@)[ \t]+$/u.exec(before);
  const fullName = speaker && isGivenName(speaker[1]!) ? fullNameOfGiven(speaker[1]!, raw.slice(at + found.length)) : null;
  if (fullName) return fullName;
  // ('Kwame Asante / Asante Auto Detailing': a slash between the person and the business.)
  const m = new RegExp(`(${NAME_RUN})[ \\t]*(?:\\(|,[ \\t]*|\\/[ \\t]*|[ \\t]+(from|of|at|@|with|owner\\s+of|[-–—])[ \\t]+)$`, 'u').exec(before);
  if (!m) return null;
  const words = m[1]!.split(/[ \t]+/);
  if (words.some((w) => ordinaryWord(w) || (isCommonWord(w) && !PARTICLES.test(w)) || placeWord(w))) return null;
  // 'its Brittany Cole from Pour Decisions', 'Nate Kimura @ Riverwalk Dog Resort': a person known by a
  // given name who speaks from or works at the business is the customer.
  if (m[2] && /^(?:from|at|@)$/.test(m[2]) && isGivenName(words[0]!)) return m[1]!.replace(/[ \t]+/g, ' ');
  // 'To: Thanh Pham, Dulac Gulf Shrimp LLC': the person a sheet is addressed to, then where they work.
  if (foundIsBusiness && /(?:^|\n)[ \t]*(?:to|attn\.?|attention)[ \t]*:[ \t]*$/i.test(before.slice(0, m.index)) && /^,/.test(before.slice(m.index + m[1]!.length).trim())) return m[1]!.replace(/[ \t]+/g, ' ');
  // A family business carries the person's surname; otherwise the reader's value is kept.
  if (!found.toLowerCase().split(/\s+/).includes(words.at(-1)!.toLowerCase())) return null;
  return m[1]!.replace(/[ \t]+/g, ' ');
}

const SIGNATURE_ROLE = /^[ \t]*(?:(?:hoa|board|church|club|association|parish|school|pta|co-op|lodge|office|senior|chief|executive|vice)[ \t]+)?(?:(?:property|facilities|facility|store|shop|plant|branch|district|regional|site|practice|clinic|kitchen|building|leasing|community|assistant|associate)[ \t]+(?:manager|mgr|director|coordinator|supervisor|administrator)|owner|co-owner|manager|general\s+manager|gm|president|vice\s+president|director|founder|office\s+manager|facilities(?:\s+manager)?|operations\s+manager|principal|pastor|administrator|chair|chairman|chairwoman|chairperson|treasurer|secretary|trustee)[ \t]*[,:–—-][ \t]*/i;

/**
 * A signature's title line ('Owner - Sunflower Yoga', 'Owner, Pho 88') names the signer's business:
 * the person on the line above is the customer.
 */
function signerAbove(found: string, raw: string): string | null {
  // Wherever the business is written: the signature's title line may name it after the From: header does.
  for (let at = raw.indexOf(found), k = 0; at >= 0 && k < 20; at = raw.indexOf(found, at + found.length), k += 1) {
    const lineStart = raw.lastIndexOf('\n', at - 1) + 1;
    if (!SIGNATURE_ROLE.test(raw.slice(lineStart, at)) || lineStart === 0) continue;
    const above = raw.slice(0, lineStart - 1).split('\n').reverse().find((l) => l.trim())?.trim() ?? '';
    // 'Lavanderia El Sol' / 'owner - Beto Gallegos' opening a note: the heading is the business, the role line its person.
    if (raw.slice(0, lineStart - 1).trim() === above) return null;
    const words = above.replace(/^[-–—\s]+/, '').split(/\s+/);
    if (words.length < 2 || words.length > 4 || !words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w) && !ordinaryWord(w) && !isCommonWord(w))) return null;
    return words.join(' ');
  }
  return null;
}

const NO_PERSON =
  /\bno\s+(?:last\s+name|surname|contact|person|specific\s+(?:person|contact|name)|individual|one|name|names|contact\s+person)(?:\s+(?:name|named|given|listed|yet|on\s+file|provided))?\b|\b(?:nobody|no\s+one|no-one)\s+(?:named|specific|in\s+particular)\b|\bno\s+person\s+named\b|\bcontact\s*[:=-]?\s*(?:the\s+)?(?:front\s+desk|reception|main\s+(?:office|line)|(?:church|school|shop|store)\s+office)\b|\b(?:didn'?t|did\s+not|never|wouldn'?t|would\s+not)\s+(?:leave|give|get|say|share)\s+(?:a|any|her|his|their|the)?\s*(?:contact\s+)?names?\b/i;
const CONNECTOR = /^(?:&|and|of|the|for|de|del|la|at|on|in|co-op|\d{1,4})$/i;
const LEGAL = /^(?:llc|l\.l\.c\.|inc\.?|co\.?|corp\.?|ltd\.?|pc|pllc|lp|llp|hoa|bros\.?)$/i;

/**
 * A request that says no person is named ('Sunnyside Self Storage (no contact name, office line
 * ...)', 'Grace Fellowship Church office here (no specific person)', 'Juniper Hills HOA - clubhouse /
 * (no contact name, ...)'): the business named just before is the customer.
 */
export function businessWithoutPerson(raw: string): string | null {
  const text = raw.slice(0, 3000);
  const signal = NO_PERSON.exec(text);
  if (!signal) return null;
  const lineStart = text.lastIndexOf('\n', signal.index - 1) + 1;
  let before = text.slice(lineStart, signal.index);
  const paren = before.lastIndexOf('(');
  if (paren >= 0) before = before.slice(0, paren);
  // '(no contact name ...)' on a line of its own: the business is on the line above.
  if (!before.trim()) {
    const above = text.slice(0, Math.max(0, lineStart - 1)).split('\n').reverse().find((l) => l.trim()) ?? '';
    before = above.split(/\s[-–—|]\s|:/)[0] ?? '';
  }
  before = before.replace(/[\s,:;–—-]+$/, '').replace(/\s+(?:office|offices|here|office\s+here|team|staff)\s*$/i, '').replace(/[\s,:;–—-]+$/, '');
  // 'Name:,Hernández Auto Body', 'Quote pls: Alder Creek Brewing': what follows a label.
  before = before.replace(/^.*[:|][\s,]*/, '');
  const words = before.split(/\s+/).filter(Boolean);
  const name: string[] = [];
  const lowerOnly = !/\p{Lu}/u.test(before);
  for (let i = words.length - 1; i >= 0 && name.length < 8; i -= 1) {
    const w = words[i]!;
    const capital = /^[\p{Lu}\d]/u.test(w) || LEGAL.test(w);
    // 'Oilfield - Haughton. Pine Belt Energy Services, no contact name yet': a sentence ends before the business.
    if (name.length > 0 && /\p{L}{2}\.$/u.test(w) && !LEGAL.test(w) && !SHORT_WORD.test(w)) break;
    if (lowerOnly ? (isCommonWord(w) && !LEGAL.test(w)) || /[:]$/.test(w) : !capital && !CONNECTOR.test(w)) break;
    name.unshift(w.replace(/:$/, ''));
  }
  // 'Spoke with Hank at Ridgeline Auto Body (no last name given)': the person known by a first name works at the business.
  const at = name.findIndex((w) => /^at$/i.test(w));
  if (at > 0 && at <= 2 && name.length - at >= 3) name.splice(0, at + 1);
  while (name.length > 0 && CONNECTOR.test(name[0]!)) name.shift();
  while (name.length > 0 && /^(?:quote|req|request|lead|new|bldg|maint|from|for|cust|customer|client|re)\.?:?$/i.test(name[0]!)) name.shift();
  const isBusiness = (words: readonly string[]): boolean => words.some((w) => LEGAL.test(w) || BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w));
  // The remark comes later than the business ('Lakeside Montessori School needs the art room ...
  // Main office 608-.... No specific contact yet.'): the last business named before it.
  if (!lowerOnly && !isBusiness(name)) {
    const runs = [...text.slice(0, signal.index).matchAll(/(?<![\p{L}'’])\p{Lu}[\p{L}'’&.-]*(?:[ \t]+(?:(?:of|the|and|&|de|la)[ \t]+)?\p{Lu}[\p{L}'’&.-]*){1,6}/gu)].map((m) => m[0].split(/[ \t]+/));
    const business = runs.reverse().find((run) => isBusiness(run) && !TRADE_NAME.test(run.join(' ')));
    if (business) return business.join(' ');
  }
  if (name.length === 0 || (name.length === 1 && !LEGAL.test(name[0]!))) return null;
  if (lowerOnly) return name.map((w) => (LEGAL.test(w) ? w.toUpperCase().replace(/\.$/, '') : w.replace(/(^|[-'])(\p{Ll})/gu, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`))).join(' ');
  return name.join(' ');
}

// Words written short with a full stop inside a business's name ('St. Luke's', 'Bros.', 'Mt. Olive').
const SHORT_WORD = /^(?:st|mt|ft|bros|assn|assoc|dept|univ|intl|natl|ave|rd|dr|jr|sr)\.$/i;

const ROLE_WORDS = /^(?:director|owner|manager|mgr|pm|gm|president|facilities|facility|ops|operations|office|plant|project|general|property|contact|attn|att|c\/o|principal|pastor|coach|chef|admin|superintendent|supt|foreman|buyer|purchasing|treasurer|secretary|chair)\.?:?$/i;

// A role written before a name: 'office mgr', 'Treasurer', 'community manager', 'GM'.
const ROLE_BEFORE = '(?:(?:[Oo]ffice|[Ss]tore|[Bb]ldg|[Bb]uilding|[Pp]roperty|[Cc]ommunity|[Gg]eneral|[Pp]lant|[Ff]acilities|[Ss]ervice|[Pp]ractice|HOA|[Bb]oard)[ \\t]+)?(?:[Mm]gr|[Mm]anager|[Dd]irector|[Dd]ir|[Ee]ngr|[Ss]upt|[Oo]wner|[Tt]reasurer|[Pp]resident|GM|gm|[Pp]rincipal|[Pp]astor|[Aa]dministrator)\\.?';
// After the business: a place in brackets may come first, then a comma or a dash, the role and the name.
const ROLE_THEN_NAME = new RegExp(`^[ \\t]*(?:\\([^()\\n]{1,40}\\)[ \\t]*)?(?:\\p{Ll}[\\p{Ll}/&'’-]*[ \\t]+){0,6}[,–—/-][ \\t]*${ROLE_BEFORE}[ \\t:,]+(${NAME_RUN})`, 'u');
const TOWN_START = /^(?:mt|mount|ft|fort|st|saint|port|san|santa|lake|los|las)\.?$/i;

// Kinds of small shop a person's business in brackets often ends with that the longer business
// lists leave out ('Bao Tran (Saigon Pho House, Garden Grove)', 'Duc Pham (Golden Lotus Nails)'):
// without them a given name no list holds (Bao, Duc) lets the brackets win over the person.
const SHOP_END = /^(?:nails|house|deli|pub|grocery|spa|barbershop|taqueria|pho|sushi|boba|donuts|laundry|tailor|florist|florals)$/i;

/**
 * A business written with its contact person ('McKinnon Hardware (Angus McKinnon)', 'Sunrise Early
 * Learning Center (director Keisha Montgomery-Hill)', 'Saffron & Sage Catering - Deepa Ramaswamy,
 * 512-...', 'Castellan Bldrs (Renata Okwuosa-Lind, PM)'): the person is the customer.
 */
export function contactOfBusiness(found: string, raw: string): string | null {
  const at = raw.indexOf(found);
  if (at < 0) return null;
  const lineEnd = raw.indexOf('\n', at);
  let rest = raw.slice(at + found.length, lineEnd === -1 ? at + found.length + 120 : Math.min(lineEnd, at + found.length + 120));
  if (/^[ \t]*$/.test(rest) && lineEnd !== -1) return roleLineBelow(raw, lineEnd);
  // 'DENTAL LAB - Orem' / 'office mgr: Lupe Fonoti-Reyes': the town after the business's heading, then its person's role line.
  if (lineEnd !== -1 && /^[ \t]*(?:[-–—,][ \t]*|\()\p{Lu}[\p{L}.'’]*(?:[ \t]+\p{Lu}[\p{L}.'’]*){0,2}\)?[ \t]*$/u.test(rest)) {
    const below = roleLineBelow(raw, lineEnd);
    if (below) return below;
  }
  // The rest of the business's name when the reader took part of it ('Early Learning' of '... Center').
  rest = rest.replace(/^(?:[ \t]+(?:[\p{Lu}&][\p{L}&'’.-]*|of|and)){0,4}/u, '');
  // 'Coastal Dermatology (Mt Pleasant) - office mgr Tamsin Holt called', 'Lake Forest Commons, mgr
  // Heather Quist.': a role after the business names its person, whatever the sentence says next.
  const role = ROLE_THEN_NAME.exec(rest);
  // ('Heather Quist. Clubhouse ...': a full stop after a surname ends the sentence.)
  const named = role?.[1]!.split(/(?<=\p{L}{2}\.)[ \t]/u)[0]!.replace(/\.$/, '').split(/[ \t]+/);
  if (named && !named.some((w) => ordinaryWord(w) || isCommonWord(w) || BUSINESS_END.test(w))) return named.join(' ');
  const m = /^[ \t]*(?:\(([^()\n]{3,60})\)|[-–—/][ \t]*([^,;|()\n]{3,60}))/.exec(rest);
  if (!m) return null;
  const words = (m[1] ?? m[2]!).split(',')[0]!.trim().split(/\s+/).filter((w) => !ROLE_WORDS.test(w));
  if (words.length < 2 || words.length > 4) return null;
  // '(Mt Pleasant)', '(Ft Myers)': a town the business is in.
  if (TOWN_START.test(words[0]!)) return null;
  // 'Ty Brannigan (Big Rig UTV)', 'PM: Luis Ortega (Pioneer Valley Housing Auth.)': the person found is the
  // customer and the brackets hold where they work: a business in them, or a person's name before words that
  // open with no given name.
  const businessWord = (w: string): boolean => LEGAL.test(w) || BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w) || TRADE_OR_INSTITUTION.test(w) || SHOP_END.test(w);
  if (words.some((w) => /^\p{Lu}{2,}$/u.test(w) || businessWord(w)) && !found.split(/\s+/).some(businessWord)) return null;
  if (isPersonByGivenName(found) && !isGivenName(words[0]!)) return null;
  const person = words.every((w, i) => (/^\p{Lu}[\p{L}'’.-]+$/u.test(w) || (i > 0 && i < words.length - 1 && PARTICLES.test(w))) && !ordinaryWord(w) && !isCommonWord(w));
  if (!person) return null;
  // 'Ignacio Barrientos (Barrientos Furniture)': the brackets hold the person's family business.
  if (words.map((w) => w.toLowerCase()).includes(found.split(/\s+/).at(-1)!.toLowerCase())) return null;
  return words.join(' ');
}

// 'owner - Beto Gallegos', 'Mgr: Dana Pruett' on the line under a business's own line.
const ROLE_LINE = new RegExp(`^[ \\t]*${ROLE_BEFORE}[ \\t]*[-–—:,][ \\t]*(${NAME_RUN})[ \\t]*(?:[,(]|\\d|$)`, 'u');

/** A note's business line over its person's role line: the person is the customer (no label names the business). */
function roleLineBelow(raw: string, lineEnd: number): string | null {
  const next = raw.indexOf('\n', lineEnd + 1);
  const m = ROLE_LINE.exec(raw.slice(lineEnd + 1, next === -1 ? Math.min(raw.length, lineEnd + 121) : Math.min(next, lineEnd + 121)));
  const named = m?.[1]!.split(/[ \t]+/);
  return named && !named.some((w) => ordinaryWord(w) || isCommonWord(w) || BUSINESS_END.test(w)) ? named.join(' ') : null;
}

/** 'Ty Brannigan', 'Luis Ortega': two or three capitalised words opening with a known given name, none a business's word. */
function isPersonByGivenName(found: string): boolean {
  const words = found.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3 || !isGivenName(words[0]!)) return false;
  return words.every((w) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w) && !ordinaryWord(w) && !isCommonWord(w) && !BUSINESS_END.test(w) && !KIND_OF_BUSINESS.test(w) && !TRADE_OR_INSTITUTION.test(w));
}

const PLACE_PREFIX = /\b(?:san|santa|st|saint|fort|ft|mount|mt|port|lake|new|el|los|las|palm|glen|cape)\.?[ \t]+$/i;
const PARTICLES = /^(?:de|del|della|da|di|du|la|le|van|von|der|den|ter|bin|ibn|al|el|dos|das)$/;
const WORD = /[\p{L}][\p{L}\p{M}'’.-]*/gu;
// Who is greeted or thanked is the office, not the customer; a signature with an office role is the office's.
const GREETED = /(?:\b(?:hi|hello|hey|dear|thanks|thank\s+you|attn\s+office|to)[ \t,]*)$/i;
// A room named for its use ('the sales floor', 'dispatch room') is no role.
const OFFICE_ROLE = /\b(?:office\s+manager|estimator|estimating|(?:sales|dispatch)(?![ \t]+(?:floor|area|room|counter|lot)s?\b)|scheduler|scheduling|project\s+manager|coordinator|(?:floors?|flooring|coatings?|epoxy)\b[^\n]{0,20}\b(?:llc|inc|co)\b)/i;

/**
 * A person written anywhere in the request, recognised by a known given name followed by a
 * surname ('Spoke w/ Dwayne Pruitt today', 'Message from Lucia Ferrante via ...', 'job for trudy
 * kowalczyk garage'): the last resort when no reader found the name by where it is written. The
 * surname is a word that is not an ordinary word of these requests (a place, a street, a system, a
 * label); in a request typed in capitals or in lower case the name is too.
 */
export function personByGivenName(raw: string): string | null {
  const text = raw.slice(0, 4000);
  const lowerOnly = !/\p{Lu}/u.test(text);
  // 'Royce Abernathy's shop': the possessive is not part of the surname, and ends the name.
  const words = [...text.matchAll(WORD)].map((m) => ({ word: m[0].replace(/[.’]$/, '').replace(/['’]s$/, ''), start: m.index, end: m.index + m[0].length - (/['’]s$/.test(m[0]) ? 2 : 0) }));
  const cased = (w: string, first: string): boolean =>
    lowerOnly || (first === first.toUpperCase() ? w === w.toUpperCase() : /^\p{Lu}\p{Ll}/u.test(w) || /^(?:Mc|Mac|O')\p{Lu}/u.test(w));
  const surnameWord = (w: string, first: string): boolean =>
    w.length >= 2 && cased(w, first) && !isCommonWord(w) && !ordinaryWord(w) && !placeWord(w) && !/\d/.test(w) && !/^(?:jr|sr|ii|iii|iv)$/i.test(w);
  for (let i = 0; i < words.length - 1; i += 1) {
    const given = words[i]!;
    if (!isGivenName(given.word) || isCommonWord(given.word) || ordinaryWord(given.word) || !(lowerOnly || /^\p{Lu}/u.test(given.word))) continue;
    // Who is greeted is the office, except in the office's own message quoted in a reply ('> Hi Lillian Cho,').
    const quoted = /^[ \t]*>/.test(text.slice(text.lastIndexOf('\n', given.start) + 1, given.start));
    if (!quoted && GREETED.test(text.slice(Math.max(0, given.start - 16), given.start))) continue;
    // 'San Antonio', 'Fort Myers', 'Mount Vernon': a place, not a person.
    if (PLACE_PREFIX.test(text.slice(Math.max(0, given.start - 8), given.start))) continue;
    // 'St. Vincent de Paul': a given name after a lower-case particle is inside a longer name.
    if (/(?<![\p{L}])(?:de|del|della|da|di|du|la|le|van|von|der|den)[ \t]+$/u.test(text.slice(Math.max(0, given.start - 8), given.start))) continue;
    // The words between must be spaces only: 'Dwayne Pruitt', not 'Dwayne. Pruitt'.
    const name = [given.word];
    let j = i + 1;
    let end = given.end;
    while (j < words.length && name.length < 5) {
      const next = words[j]!;
      if (!/^[ \t]+$/.test(text.slice(end, next.start))) break;
      // A full stop ends the name ('Tremaine Washington. Job: ...'), an initial's does not ('Peter J. Okonkwo').
      if (text[end - 1] === '.' && !/^\p{Lu}$/u.test(name.at(-1)!)) break;
      const w = next.word;
      const middle = (isGivenName(w) && cased(w, given.word)) || /^\p{Lu}$/u.test(w) || PARTICLES.test(w);
      if (surnameWord(w, given.word) || middle) {
        name.push(w);
        end = next.end;
        j += 1;
        // 'Ana Lucía Ferreira patio': a second given name the lists lack, then the surname, then ordinary words.
        const third = words[j];
        const fourth = words[j + 1];
        if (!middle && name.length === 2 && third && /^[ \t]+$/.test(text.slice(end, third.start)) && text[end - 1] !== '.' && surnameWord(third.word, given.word) && /\p{Ll}[aeiouáéíóú]$/u.test(w) && (!fourth || !/^\p{Lu}/u.test(fourth.word) || !/^[ \t]+$/.test(text.slice(third.end, fourth.start)))) {
          name.push(third.word);
          end = third.end;
          j += 1;
        }
        if (!middle) break;
        continue;
      }
      break;
    }
    const last = name.at(-1)!;
    if (name.length < 2 || PARTICLES.test(last) || /^\p{Lu}$/u.test(last)) continue;
    // 'Paul Thrift Store', 'Gordon Ramsey Plumbing': the words open a business's name.
    const following = /^[ \t]+([\p{L}&.]+)/u.exec(text.slice(end, end + 30))?.[1] ?? '';
    if (text[end - 1] !== '.' && (BUSINESS_END.test(following.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(following) || /^(?:store|stores|shop|hardware|lumber|tire|tires|repair|plumbing|electric|heating|roofing|landscaping|trucking|law|insurance|bistro|pizza|pub|tavern|diner|deli|bbq|cleaners|pharmacy|nursery|kennels?)$/i.test(following))) continue;
    const lineEnd = text.indexOf('\n', end);
    const nextLineEnd = lineEnd === -1 ? -1 : text.indexOf('\n', lineEnd + 1);
    if (OFFICE_ROLE.test(text.slice(end, nextLineEnd === -1 ? text.length : nextLineEnd))) continue;
    if (lowerOnly) return name.map((w) => w.replace(/(^|[-'])(\p{Ll})/gu, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`)).join(' ');
    // As written, with an initial's full stop ('Peter J. Okonkwo') but not a sentence's.
    return text.slice(given.start, end).replace(/\s+/g, ' ').replace(/[.’]$/, '');
  }
  return null;
}

/**
 * 'Tom and Rita Alvarez', 'Marcus & Jolene Whitfield': a couple sharing a surname is quoted as the
 * request writes the couple, whichever of the two a reader found; an instruction that names one
 * ('put Kavya on the quote', 'put it under Emi') is applied after.
 */
/**
 * 'Marlene Hendr' / 'icks   ph. 941-...': a note's OCR broke the surname at the line's end; the
 * next line opens with the rest in lower case, then a gap or a contact label.
 */
function wordBrokenAtLineEnd(found: string, raw: string): string {
  const at = raw.indexOf(found);
  if (at < 0 || !/^[ \t]*\n/.test(raw.slice(at + found.length, at + found.length + 4))) return found;
  const next = /^[ \t]*\n[ \t]*(\p{Ll}{2,6})(?=[ \t]{2,}|[ \t]+(?:ph|cell|tel|c|m)\b|[ \t]*$)/mu.exec(raw.slice(at + found.length, at + found.length + 40));
  const rest = next?.[1];
  if (!rest || isCommonWord(rest) || PLACES[rest] !== undefined || /^(?:gar|bsmt|flk|sf|lf|sq|ft|dep|disc|ph|cell|tel|addr|rd|st|ave|dr|ln)$/.test(rest)) return found;
  return `${found}${rest}`;
}

const NAME_GOES_ON = /^[ \t]+(of|&|and)[ \t]+((?:the[ \t]+)?\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2})(?=[ \t]*(?:[(<,;:\n]|[ \t][-–—|][ \t]|$))/u;

/**
 * 'Cedar Grove Church of Christ', 'Fox River Machine & Tool (cust)': a reader that stopped at the
 * connecting word took part of a business's name; where the text goes on with it up to a bracket,
 * a comma, a dash or the line's end, the name is the whole. A person's name is never run on
 * ('Dana Ruiz and Ed ...').
 */
function businessNameGoesOn(found: string, raw: string): string {
  const words = found.split(/\s+/);
  if (words.length < 2 || isGivenName(words[0]!) || /[&]|\b(?:of|and)\b/i.test(found)) return found;
  const at = raw.indexOf(found);
  if (at < 0) return found;
  const m = NAME_GOES_ON.exec(raw.slice(at + found.length, at + found.length + 60));
  if (!m) return found;
  const more = m[2]!.split(/[ \t]+/).filter((w) => !/^the$/i.test(w));
  if (more.some((w) => ordinaryWord(w) || isGivenName(w) || STATE_CODES.has(w) || STATES[w.toLowerCase()] !== undefined)) return found;
  return `${found} ${m[1]} ${m[2]}`;
}

// Said aloud, a business joins two of its trades with 'and' ('customer is animas ski and board put it under
// the business', 'put this under red mesa welding and fab no person yet'); the readers stop at the 'and' that
// in a person's name joins a couple ('tyler and brooke ammons'). The word after it is the name's when it is
// no given name, no place of the job and no one of the family, and the name ends right after it: a pause,
// the request's end, or the first word of what the speaker says next.
const SAID_ON = /^[ \t]+and[ \t]+(\p{Ll}[\p{Ll}'’-]{1,20})(?=[ \t]*(?:[,.;:(]|$)|[ \t]+(?:put|no|its|it's|thats|that's|the|phone|cell|number|contact|owner|address|email|they|he|she|is|at|in|on|for|with|uh|um|this|our|deposit|wants|needs)\b)/u;
const NOT_SAID_ON = /^(?:the|a|an|his|her|their|my|our|wife|husband|partner|family|kids|son|daughter|mom|dad|brother|sister|girlfriend|boyfriend|fiance|fiancee|i|me|we|us|then|also|so|but)$/;

function spokenBusinessGoesOn(found: string, raw: string): string {
  const words = found.split(/\s+/);
  if (words.length < 2 || /[&]|\b(?:of|and)\b/i.test(found) || words.some((w) => /\d/.test(w))) return found;
  // ('Red Mesa Welding' opens with a given name and is still a business; 'Grace Kowalski' is a person.)
  const businessWord = words.some((w) => BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w) || TRADE_OR_INSTITUTION.test(w));
  if (!businessWord && words.some((w) => isGivenName(w))) return found;
  const text = raw.slice(0, 6000);
  const at = text.toLowerCase().indexOf(found.toLowerCase());
  // Only where the name was said in lower case (a dictation): a written name's 'and' is read by businessNameGoesOn.
  if (at < 0 || text.slice(at, at + found.length) !== found.toLowerCase()) return found;
  const m = SAID_ON.exec(text.slice(at + found.length, at + found.length + 60));
  const word = m?.[1];
  if (!word || NOT_SAID_ON.test(word) || isGivenName(word) || PLACES[word] !== undefined || NUMBER_WORD.test(word)) return found;
  return `${found} and ${title(word)}`;
}

const COUPLE = /^(\p{Lu}\p{Ll}+)[ \t]+(?:\+|&|and)[ \t]+(\p{Lu}\p{Ll}+)[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:Jr\.?|Sr\.?|II|III|IV))?)$/u;
// Said just before or after one of the couple's given names: the office picks that one for the quote.
const PICKED_BEFORE = /(?:\b(?:put|use|just|only|quote[ \t]+(?:to|for|in)|address(?:ed)?[ \t]+(?:it[ \t]+)?to|make[ \t]+it[ \t]+(?:out[ \t]+)?to|under|in)[ \t]+)$/i;
const PICKED_AFTER = /^(?:['’]s?[ \t]+name\b|[ \t]+(?:on[ \t]+(?:it|the[ \t]+quote)|only|is[ \t]+the[ \t]+(?:customer|client|contact))\b)/i;

/**
 * 'Cust: Bjorn + Linnea Halvorsrud - put Linnea', 'Dale & Roberta Pfaff (quote in Roberta's name)', 'Hal and June
 * Sorensen, June only': a couple is kept as written unless the office names one of them; then that one.
 */
function coupleMemberPicked(found: string, raw: string): string {
  const couple = COUPLE.exec(found);
  if (!couple) return found;
  // ('tyler and brooke ammons put it under brooke': said in lower case, found as a name is written.)
  const text = raw.slice(0, 6000);
  const lower = !text.includes(found);
  const said = lower ? text.toLowerCase() : text;
  const start = said.indexOf(lower ? found.toLowerCase() : found);
  if (start < 0) return found;
  const near = said.slice(start + found.length, start + found.length + 200);
  for (const given of [couple[1]!, couple[2]!]) {
    const word = lower ? given.toLowerCase() : given;
    for (let at = near.indexOf(word); at >= 0; at = near.indexOf(word, at + word.length)) {
      if (/\p{L}/u.test(near[at + given.length] ?? '') || /\p{L}/u.test(near[at - 1] ?? '')) continue;
      if (PICKED_BEFORE.test(near.slice(Math.max(0, at - 30), at)) || PICKED_AFTER.test(near.slice(at + given.length, at + given.length + 30))) return `${given} ${couple[3]}`;
    }
  }
  return found;
}

// Static, so compiled once (a pattern built from each name, with Unicode classes, costs milliseconds to compile).
const COUPLE_BEFORE = /(?:^|[^\p{L}'’])(\p{L}{2,20})[ \t]+(and|&)[ \t]+(\p{L}{2,20})[ \t]+$/u;

export function coupleAsWritten(found: string, raw: string): string {
  const words = found.split(' ');
  if (words.length !== 2) return found;
  const lower = !/\p{Lu}/u.test(raw);
  const text = raw.slice(0, 6000);
  const folded = text.toLowerCase();
  const [given, surname] = [words[0]!.toLowerCase(), words[1]!.toLowerCase()];
  // Found by the surname first, then the words just before it: the found person second ('Rita
  // Alvarez' of 'Tom and Rita Alvarez') or first ('Tom Alvarez').
  for (let at = folded.indexOf(surname); at >= 0; at = folded.indexOf(surname, at + 1)) {
    if (/[\p{L}'’]/u.test(text[at - 1] ?? '') || /\p{L}/u.test(text[at + surname.length] ?? '')) continue;
    const m = COUPLE_BEFORE.exec(text.slice(Math.max(0, at - 50), at));
    if (!m) continue;
    const [a, b] = [m[1]!, m[3]!];
    const other = b.toLowerCase() === given ? a : a.toLowerCase() === given ? b : null;
    if (!other) continue;
    if (!lower && !/^\p{Lu}\p{Ll}/u.test(other)) continue;
    if (isCommonWord(other) || ordinaryWord(other) || placeWord(other) || BUSINESS_END.test(other) || KIND_OF_BUSINESS.test(other)) return found;
    const cap = (w: string): string => (lower ? title(w) : w);
    return `${cap(a)} ${m[2]!.toLowerCase()} ${cap(b)} ${cap(text.slice(at, at + surname.length))}`;
  }
  return found;
}

const FAMILY_THEN_PERSON = /\bthe[ \t]+(\p{L}{3,30})['’]?(?:[ \t]+(?:family|household))?[ \t]*[,:;–—-][ \t]*(?:(?:uh|um|er)[ \t]*,?[ \t]*)?(\p{L}{2,20})(?:[ \t]+(?:and|&)[ \t]+\p{L}{2,20})?[ \t]+(\p{L}{2,30}(?:-\p{L}{2,30})?)(?![\p{L}])/giu;

/** 'new quote for the hendersons, bill and carol henderson': the family, then the person of that name. */
export function familyThenPerson(raw: string): string | null {
  for (const m of raw.slice(0, 4000).matchAll(FAMILY_THEN_PERSON)) {
    const [family, given, surname] = [m[1]!.toLowerCase(), m[2]!, m[3]!];
    const s = surname.toLowerCase();
    if (!(family === `${s}s` || family === `${s}es` || family === s) || isCommonWord(given) || ordinaryWord(given)) continue;
    return /\p{Lu}/u.test(given + surname) ? `${given} ${surname}` : `${title(given)} ${title(surname)}`;
  }
  return null;
}

const SPOKEN_WITH = new RegExp(`\\b(?:[Tt]alked|[Ss]poke|[Ss]poken|[Ss]peaking|[Mm]et)[ \\t]+(?:to|with|w\\/)[ \\t]*(?:the[ \\t]+(?:owner|manager|gm|director)[ \\t]*,?[ \\t]+)?(${NAME_RUN})|\\b[Aa]sk[ \\t]+for[ \\t]+(${NAME_RUN})`, 'gu');

/**
 * 'Call-in - Brightwater Brewing Co., talked to Priya Natarajan (ops mgr)': when a reader found a
 * business, the person the office spoke with there is the contact, and so the customer.
 */
function personSpokenWith(found: string, raw: string): string | null {
  // ('Snow Country Sports - ask for Wade Pelto', 'Peak Cycles (ask for ...)': a business heading the note, whatever its
  // words, that is no person known by a given name.)
  const firstLine = raw.slice(0, 200).trimStart().split('\n')[0]!;
  const at = firstLine.indexOf(found);
  const heading = at >= 0 && !/\p{L}/u.test(firstLine[at + found.length] ?? '') && !isPersonByGivenName(found) && found.split(/\s+/).length >= 2;
  if (!heading && !found.split(/\s+/).some((w) => LEGAL.test(w) || BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w))) return null;
  for (const m of raw.slice(0, 4000).matchAll(SPOKEN_WITH)) {
    const words = (m[1] ?? m[2]!).split(/[ \t]+/).map((w) => (w.length > 2 ? w.replace(/[.,]$/, '') : w));
    // ('Spoke w/ Mohammed Yusuf al-Amin': a name going on with a particle in lower case is not read whole here.)
    if (/^[ \t]+(?:al|el|de|da|di|du|del|della|la|le|van|von|bin|ibn|ter|der)[-'’ \t]/.test(raw.slice(m.index + m[0].length, m.index + m[0].length + 10))) continue;
    // ('Spoke w/ Rick Stanek Jr., GM': the suffix is the name's.)
    const suffix = words.length > 2 && /^(?:Jr|Sr|II|III|IV)\.?$/.test(words.at(-1)!) ? words.pop()! : null;
    if (words.length < 2 || words.length > 4 || words.some((w) => ordinaryWord(w) || (isCommonWord(w) && !PARTICLES.test(w)) || placeWord(w) || BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w))) continue;
    return suffix ? `${words.join(' ')} ${suffix.replace(/^(Jr|Sr)$/, '$1.')}` : words.join(' ');
  }
  return null;
}

const ROLE_BEFORE_NAME = new RegExp(
  `(?:^|[(\\s,;:])(?:[Cc]ontact(?:[ \\t]+is)?[ \\t:]+|[Aa]sk[ \\t]+for[ \\t]+|[Tt]alk(?:ed)?[ \\t]+to[ \\t]+|[Ss]poke[ \\t]+(?:to|with)[ \\t]+|[(])?(?:the[ \\t]+|our[ \\t]+|their[ \\t]+)?(?:(?:store|general|property|site|plant|facilities|facility|building|shop|branch|practice|center|school|church|clinic|restaurant|kitchen|warehouse|HOA|hoa|board)[ \\t]+)?(?:manager|mgr|director|owner|co-owner|superintendent|super|administrator|principal|pastor|president|chair|treasurer|coordinator)[ \\t]*,?[ \\t]+(${NAME_RUN})`,
  'gu',
);

/**
 * A person named by their role at the business ('Sunrise Early Learning Center (director Keisha
 * Montgomery-Hill)', 'Contact store manager Bernadette Oyelaran', 'ask for the owner, Rhonda Beck'):
 * the contact person a business request names is the customer.
 */
export function personByRole(raw: string): string | null {
  for (const m of raw.slice(0, 4000).matchAll(ROLE_BEFORE_NAME)) {
    // The office's own people ('our office manager Jen') are not the customer.
    // ('Bright Harbor Dental, Raleigh. Office mgr Keisha Lamb': the customer's office manager is theirs to name.)
    if (/\b(?:(?:our|my)[ \t]+office|sales|project)[ \t]+$/i.test(raw.slice(Math.max(0, m.index - 16), m.index + 1))) continue;
    const words: string[] = [];
    for (const w of m[1]!.split(/[ \t]+/)) {
      words.push(w.length > 2 ? w.replace(/\.$/, '') : w);
      if (w.length > 2 && w.endsWith('.')) break;
    }
    if (words.length < 2 || words.some((w) => ordinaryWord(w) || (isCommonWord(w) && !PARTICLES.test(w)) || placeWord(w) || BUSINESS_END.test(w))) continue;
    return words.join(' ');
  }
  return null;
}

const HONORIFIC = /^(?:deacon|deaconess|elder|bishop|brother|bro|sis|minister|evangelist|apostle|mother|chaplain|lt|lieutenant|col|colonel|maj|major|cpl|corporal|miss|pastor|father|fr|rev|reverend|rabbi|imam|sister|coach|chef|officer|sgt|sergeant|capt|captain|judge|prof|professor|dr|mr|mrs|ms|superintendent|supt|foreman|principal|director|mgr|manager|owner|pm|gm|vp|ceo|coo|cfo|estimator|sra|srta|señora|senora|señor|senor|mme|mlle)\.?$/i;
// 'the store manager, Isaac Thibodeaux', 'our facilities director, Tom Ng', 'ops guy Rahul Deshpande': the role
// written before the name, in lower case, is no part of it.
const ROLE_BEFORE_COMMA = /^(?:(?:the|our|their|his|her|my)[ \t]+)?(?:\p{Ll}+[ \t]+){0,2}(?:manager|mgr|director|owner|gm|pm|supervisor|super|superintendent|foreman|president|coordinator|admin|administrator|estimator|guy|lady|contact)[ \t]*,?[ \t]+(?=\p{Lu}\p{Ll}+[ \t]+\p{Lu})/u;
// 'bernadette kowalczyk dash ng no wait she said just put bernadette ng': what the customer asked to be written.
const COMMAS_OR_SPACES = /[\s,]+/y;
const NO_ONE_NAMED = /^(?:person|persons|people|contact|contacts|name|names|one|body)$/i;
const CORRECTED = /^[ \t]*[?,.;–—-]*[ \t]*(?:(?:no|sorry|wait|actually|i\s+mean|correction|scratch\s+that|make\s+that|rather|just|it'?s)\b[ \t]*[,.;-]?[ \t]*){1,3}(?:(?:(?:she|he|they)\s+(?:said|says|wants)|put|use|write|make\s+it|just)\b[ \t]*[,.;-]?[ \t]*){0,3}|^[ \t]*[?]*[ \t]*(?:->|=>|→)[ \t]*/i;
const title = (w: string): string => (w === w.toUpperCase() && w.length > 1 ? w.charAt(0) + w.slice(1).toLowerCase() : w).replace(/(^|[-'])(\p{Ll})/gu, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);

/**
 * How people correct and abbreviate a name, applied to the name found:
 * - said again after a correction ('Dorothea Banks, sorry, Dorothy Banks'): the last one;
 * - written surname first with its suffix ('ortiz jr, ruben'): turned round;
 * - an initial for the surname ('Mei C.', as lead platforms show it) completed by the full name
 *   written later ('- Mei Lin Chow');
 * - typed in capitals ('SOLBERG INGRID'): written as a name.
 */
export function refineName(name: string, raw: string): string {
  // 'steve mattson at mattson implement': the person, not the business they are at.
  let value = personAtTheirBusiness(name, PERSON_AT_BUSINESS_WORDS) ?? name;
  const at = findWordRun(
    raw,
    value.split(/\s+/).map((w) => w.replace(/\.$/, '')),
    { gap: COMMAS_OR_SPACES, stop: true },
  );
  if (at) {
    const after = raw.slice(at.end, at.end + 80);
    const correction = CORRECTED.exec(after);
    if (correction && correction[0].trim()) {
      const rest = after.slice(correction[0].length);
      const words = /^([\p{L}][\p{L}'’-]*(?:[ \t]+[\p{L}][\p{L}'’-]*){0,2})/u.exec(rest)?.[1]?.split(/[ \t]+/) ?? [];
      const kept: string[] = [];
      // Written with capitals, a correction is a name ('? no, just Terrence Whitfield'), never 'just closed on'.
      const written = /\p{Lu}/u.test(raw);
      for (const w of words) {
        // A single letter starts the name's spelling ('bernadette ng n g').
        // ('red mesa welding and fab no person yet', 'no contact name': no one is named, nothing is corrected.)
        if (isCommonWord(w) || ordinaryWord(w) || (written && !/^\p{Lu}/u.test(w)) || w.length === 1 || NO_ONE_NAMED.test(w)) break;
        kept.push(w);
      }
      // 'Tommy Nguyen, no, Thanh, Thanh Nguyen': the corrected word, then the whole name said again with it.
      if (kept.length === 1) {
        const again = /^[ \t]*,[ \t]*([\p{L}][\p{L}'’-]*)[ \t]+([\p{L}][\p{L}'’-]*)/u.exec(rest.slice(kept[0]!.length));
        if (again && again[1]!.toLowerCase() === kept[0]!.toLowerCase() && !isCommonWord(again[2]!) && !ordinaryWord(again[2]!) && (!written || /^\p{Lu}/u.test(again[2]!))) kept.push(again[2]!);
      }
      const old = value.toLowerCase().split(/\s+/);
      if (kept.length >= 2 || (kept.length === 1 && old.length === 2)) {
        value = kept.length >= 2 ? kept.join(' ') : `${old.length === 2 && isGivenName(kept[0]!) ? kept[0] : value.split(/\s+/)[0]} ${kept.length === 1 && !isGivenName(kept[0]!) ? kept[0] : value.split(/\s+/)[1]}`;
        if (!/\p{Lu}/u.test(raw)) value = value.split(' ').map(title).join(' ');
      }
    }
    // 'ortiz jr, ruben': a surname with its suffix, then the given name.
    const suffixFirst = /^([\p{L}'’-]+)\s+((?:jr|sr)\.?|ii|iii|iv)$/iu.exec(value);
    const given = /^,\s*([\p{L}'’-]+)/u.exec(after);
    if (suffixFirst && given && isGivenName(given[1]!)) value = `${title(given[1]!)} ${suffixFirst[1]} ${suffixFirst[2]}`;
  }
  // 'It's Brianna (Brianna O'Shaughnessy)': a first name, then the full name in brackets.
  // 'My Name's Bridget O'Shaughnessy', 'Sorry It's Thao Nguyen', 'Hi I'm Dale Pruitt': a dictation's self-introduction,
  // with the words said before it, taken with the name.
  value = value.replace(/^(?:(?:my|sorry|no|oh|uh|um|yeah|yes|hi|hey|hello|and|so|ok|okay)\s+){0,3}(?:it['’]?s|this\s+is|name['’]?s|name\s+is|i['’]?m|i\s+am)\s+(?=\S+\s+\S)/i, '').replace(/^(?:it['’]?s|this\s+is|name['’]?s|name\s+is)\s+/i, '');
  // 'On Mon, Sep 28, 2026 Celia Marchetti <celia@...> wrote:': the year of a reply's heading is no part of the name.
  value = value.replace(/^(?:19|20)\d\d[ \t,]+(?=\p{Lu}\p{Ll}+[ \t]+\p{Lu})/u, '');
  value = value.replace(ROLE_BEFORE_COMMA, '');
  // Cue words a reader took with the name ('One's Inez Carvalho', 'Lead Ximena Duarte').
  // A business may start with such a word ('New Hope Baptist Church', 'Two Forks Brewing Co.').
  const business = value.split(/\s+/).some((w) => BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w));
  for (let words = value.split(/\s+/); !business && words.length > 2; words = value.split(/\s+/)) {
    const first = words[0]!.replace(/['’]s$/i, '');
    // 'The' opens business names ('The Copper Pot Bistro'), never a person's.
    // A title or a role written before the name ('Deacon Robert Mfume', 'Dockmaster Pete Soriano') is not part of it.
    const role = HONORIFIC.test(first) || (/(?:master|keeper|man)$/i.test(first) && isGivenName(words[1]!));
    // ('Thu Ha Pham' writing from thuha@...: a word her own address spells is her name.)
    if (!role && (!(isCommonWord(first) || ordinaryWord(first)) || isGivenName(first) || /^the$/i.test(first) || spelledByAnAddress(first, raw))) break;
    value = words.slice(1).join(' ');
  }
  if (!/\s/.test(value)) {
    const full = new RegExp(`(?<![\\p{L}])${value}[ \\t]*\\((${value}[ \\t]+\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}'’-]+)?)\\)`, 'u').exec(raw);
    if (full) value = full[1]!.replace(/[ \t]+/g, ' ');
  }
  // 'Mei C.' completed by '- Mei Lin Chow' later in the request.
  const initial = /^([\p{Lu}][\p{L}'’-]+)\s+([\p{Lu}])\.?$/u.exec(value);
  if (initial) {
    const full = new RegExp(`(?<![\\p{L}])${initial[1]}((?:[ \\t]+[\\p{Lu}][\\p{L}'’-]+){0,1}[ \\t]+${initial[2]}[\\p{L}'’-]+)`, 'u').exec(raw);
    if (full) value = `${initial[1]}${full[1]!.replace(/[ \t]+/g, ' ')}`;
    // 'Yvonne C.' writing from ychambers@...: the address spells the surname the initial starts.
    else {
      const first = initial[1]!.toLowerCase();
      const letter = initial[2]!.toLowerCase();
      for (const m of raw.slice(0, 20000).matchAll(/([A-Za-z][A-Za-z._-]{2,40})@/g)) {
        const local = m[1]!.toLowerCase();
        const rest = (local.startsWith(first) ? local.slice(first.length) : local.startsWith(first[0]!) ? local.slice(1) : '').replace(/^[._-]/, '');
        if (/^[a-z]{3,}$/.test(rest) && rest.startsWith(letter)) {
          value = `${initial[1]} ${title(rest)}`;
          break;
        }
      }
    }
  }
  // 'E. Tolliver' signing under 'From the desk of Eugene Tolliver': the initial's full given name written elsewhere.
  const initialFirst = /^(\p{Lu})\.?\s+(\p{Lu}[\p{L}'’-]+)$/u.exec(value);
  if (initialFirst) {
    const full = new RegExp(`(?<![\\p{L}])(${initialFirst[1]}\\p{Ll}+)[ \\t]+(?:\\p{Lu}\\.?[ \\t]+)?${escapeRegExp(initialFirst[2]!)}(?![\\p{L}])`, 'u').exec(raw);
    if (full && !isCommonWord(full[1]!) && !ordinaryWord(full[1]!)) value = `${full[1]} ${initialFirst[2]}`;
  }
  value = diacriticsSaid(value, raw);
  value = doubleGivenName(withoutTrailingPlace(withoutTrailingFunctionWords(value, raw), raw), raw);
  // A note's abbreviation for the place a reader took after the name ('Whitfield Grace Bsmt').
  const kept = value.split(/\s+/);
  while (kept.length > 2 && /^(?:bsmt|bsmnt|gar|whse|wh|bldg|rm|flr|sf|sqft)\.?$/i.test(kept.at(-1)!)) kept.pop();
  value = surnameFirst(kept.join(' '), raw);
  // Dictated 'Roosevelt Jenkins Senior' is written 'Sr.'.
  value = value.replace(/ (senior|junior)$/i, (_m, w: string) => (/^s/i.test(w) ? ' Sr.' : ' Jr.'));
  if (!/\p{Ll}/u.test(value)) value = value.split(/\s+/).map((w) => (/^(?:LLC|INC|CO|II|III|IV|PC|LLP)\.?$/.test(w) ? w : title(w))).join(' ');
  return withoutSentenceStop(value);
}

/**
 * 'Q for Greenfield - Pioneer Valley Tractor Repair. No contact name given': the sentence's full stop after a
 * whole word is not the name's; an abbreviation's is ('Bell Bros.', 'Acme Corp.', 'Jr.').
 */
function withoutSentenceStop(value: string): string {
  return /\s\p{L}{4,}\.$/u.test(value) && !/\b(?:bros|corp|assoc|assn|dept|intl|mfg|svcs?|ltd)\.$/i.test(value) ? value.slice(0, -1) : value;
}

/**
 * A name written with capitals never ends in a lower-case word ('Full name Amir Haddad per phone
 * call'): the words after it are the sentence's, not the name's.
 */
function withoutTrailingFunctionWords(value: string, raw: string): string {
  if (!/\p{Lu}/u.test(value)) return value;
  const words = value.split(/\s+/);
  // ('contact is Hector Ruiz junior r u i z': a suffix said aloud ends the name and is part of it, written 'Jr.' below.)
  const cut = words.findIndex((w, i) => i >= 2 && /^\p{Ll}+$/u.test(w) && !PARTICLES.test(w) && !CONNECTOR.test(w) && !(i === words.length - 1 && /^(?:junior|senior)$/.test(w)) && (isCommonWord(w) || /^(?:per|via|from|at|on|by|re|as|called|said)$/.test(w)));
  return cut < 0 || !raw ? value : words.slice(0, cut).join(' ');
}

/**
 * 'Jo Ann Pettigrew, Winston-Salem': a label's value runs on into the city the request names
 * before its state; the city is not the name's.
 */
function withoutTrailingPlace(value: string, raw: string): string {
  const m = /^(.+?),[ \t]*(\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+)?)$/u.exec(value);
  if (!m || /^(?:jr|sr|ii|iii|iv|llc|inc|md|dds|phd|esq)\.?$/i.test(m[2]!)) return value;
  const city = escapeRegExp(m[2]!);
  const state = new RegExp(`(?<![\\p{L}])${city}[ \\t,]+([A-Z]{2}|\\p{Lu}\\p{Ll}+(?:[ \\t]+\\p{Lu}\\p{Ll}+)?)\\b`, 'u').exec(raw);
  if (!state) return value;
  const named = state[1]!;
  const cityIn = (st: string): boolean => isCityOf(m[2]!, st) || isCityOf(m[2]!.replace(/-/g, ' '), st);
  return cityIn(named) || cityIn(named.split(/\s+/)[0]!) ? m[1]! : value;
}

/**
 * A terse note or text that opens with the surname ('whitfield grace bsmt 18x40', 'Mcdaniel Rhett
 * 843 ...'): two words at the start, the second a known given name and the first not; turned round.
 */
/**
 * 'sue ellen tate here', 'Mary Beth Ostrowski': a double given name, the first part left off by a
 * reader that took two words. The word right before is a given name too, at the start of its clause.
 */
function doubleGivenName(value: string, raw: string): string {
  const words = value.split(/\s+/);
  if (words.length !== 2 || !isGivenName(words[0]!)) return value;
  // The name is found first, then the word before it is read from the text just before: a pattern
  // starting there was tried at every position.
  for (let found = findWordRun(raw, words, NAME_IN_TEXT); found; found = findWordRun(raw, words, NAME_IN_TEXT, found.end)) {
    const from = Math.max(0, found.index - 60);
    // A character no alternative takes stands for the text cut off, so '^' means the real start.
    const before = WORD_BEFORE_NAME.exec(`${from > 0 ? '\u0001' : ''}${raw.slice(from, found.index)}`)?.[1];
    if (!before) continue;
    if (!isGivenName(before) || HONORIFIC.test(before) || isCommonWord(before) || ordinaryWord(before) || SURNAME_SHAPE.test(before)) return value;
    const cased = /\p{Lu}/u.test(before) ? before : title(before);
    return `${cased} ${value}`;
  }
  return value;
}

const NAME_IN_TEXT = { gap: /[ \t]+/y, endsWord: true };
const WORD_BEFORE_NAME = /(?:^|[.,:;!\n]|\b(?:it'?s|is|am|i'm|this\s+is|name'?s))[ \t]*(\p{L}+)[ \t]+$/iu;

const SURNAME_SHAPE = /^(?:(?:mc|mac|o'|fitz|van|de)\p{L}{2,}|\p{L}+(?:son|sen|sson|field|ford|ton|stein|berg|burg|man|mann|ski|sky|wicz|ez|es|ley|worth|well|wood|ham|ridge|brook|baum|ier|ow|ov|ova|enko|ian|yan|ini|elli|etti))$/iu;

function surnameFirst(value: string, raw: string): string {
  const words = value.split(/\s+/);
  if (words.length !== 2 || !isGivenName(words[1]!) || isGivenName(words[0]!)) return value;
  // The given-name lists hold surnames too ('Bell', 'Park', 'Freeman'): the first word must also
  // look like a surname (Mc-, O'-, -son, -field ...), or the e-mail start with the second word.
  const local = /([a-z][a-z0-9._-]*)@/i.exec(raw)?.[1]?.toLowerCase() ?? '';
  const mailSaysSo = local.startsWith(words[1]!.toLowerCase()) && !local.startsWith(words[0]!.toLowerCase());
  if (!mailSaysSo && (!SURNAME_SHAPE.test(words[0]!) || SURNAME_SHAPE.test(words[1]!))) return value;
  const start = raw.replace(/^[ \t\n]*(?:(?:sms|text|txt|msg|new\s+lead|lead)[ \t]*[:-][ \t]*)?/i, '');
  const opening = new RegExp(`^${escapeRegExp(words[0]!)}[ \\t]+${escapeRegExp(words[1]!)}(?![\\p{L},])`, 'iu');
  if (!opening.test(start)) return value;
  return `${words[1]} ${words[0]}`;
}

const SPELLING_TOKEN = /[A-Za-z]+(?:['’][A-Za-z]+)*|[^A-Za-z\s]+/g;
const SPELLING_FILLER = new Set(['thats', "that's", 'that', 'is', 'its', "it's", 'uh', 'um', 'spelled', 'spelling', 'first', 'last', 'name', 'and', 'the', 'surname', 'like']);

/**
 * A name written out and then spelled ('Ana Castellanos, c a s t e l l a n o s', 'Ingrid van der
 * Berg, um, v a n space d e r space b e r g', 'thanh nguyen thats t h a n h n g u y e n'): the
 * spelling confirms the name said just before it, which is kept whole as written (its hyphen, its
 * particles, its first name). The name whose last word the spelling spells is preferred: a business
 * named after the family ('Reiter Brau') is said nearby too.
 */
export function nameConfirmedBySpelling(raw: string): string | null {
  const text = raw.slice(0, 4000);
  const tokens = [...text.matchAll(SPELLING_TOKEN)].map((m) => ({ word: m[0], start: m.index }));
  const hasCapitals = /\p{Lu}/u.test(text);
  for (let i = 0; i < tokens.length; i += 1) {
    // A spelling: three or more single letters, with 'dash', 'space', 'apostrophe' and 'x as in word'.
    let letters = '';
    let marked = false;
    let j = i;
    while (j < tokens.length) {
      const w = tokens[j]!.word.toLowerCase();
      if (/^[a-z]$/.test(w) && tokens[j + 1]?.word.toLowerCase() === 'as' && tokens[j + 2]?.word.toLowerCase() === 'in') {
        letters += w;
        j += 4;
      } else if (/^[a-z]$/.test(w) && (letters.length > 0 || /^[a-z]$/i.test(tokens[j + 1]?.word ?? ''))) {
        letters += w;
        j += 1;
      } else if (letters && /^(?:dash|hyphen|space|apostrophe)$/.test(w)) {
        marked ||= w !== 'space';
        j += 1;
      }
      else if (letters && /^[,'-]$/.test(w)) j += 1;
      else break;
    }
    if (letters.length < 3) continue;
    const before = tokens.slice(Math.max(0, i - 12), i);
    // Said in lower case, a spelling with a dash or an apostrophe ('a l dash m a n s o u r i') or of
    // one word is left to readSpelledName, which writes the name from the spelling itself.
    const name = hasCapitals ? writtenNameSpelled(text, before, letters) : marked ? null : saidNameSpelled(before, letters);
    if (name) return name;
    i = j;
  }
  return null;
}

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z\u00C0-\u024F]/g, '');

/** The capitalised name written just before a spelling that spells one of its words (or all of it). */
function writtenNameSpelled(text: string, before: { word: string; start: number }[], letters: string): string | null {
  const from = before[0]?.start;
  const to = before.length > 0 ? before.at(-1)!.start + before.at(-1)!.word.length : undefined;
  if (from === undefined || to === undefined) return null;
  const window = text.slice(from, to);
  const runs = [...window.matchAll(/(?<![\p{L}'’-])(?:[\p{Lu}][\p{L}'’-]*|(?:de|del|della|la|van|von|der|den|da|di|du|le|bin|al|el)(?=[ \t]))(?:[ \t]+(?:[\p{Lu}][\p{L}'’-]*|(?:de|del|della|la|van|von|der|den|da|di|du|le|bin|al|el)(?![\p{L}])))*/gu)]
    .map((m) => m[0].trim())
    .filter((run) => run.split(/\s+/).length >= 2 && /^\p{Lu}/u.test(run) && !run.split(/\s+/).some((w) => ordinaryWord(w) || isCommonWord(w) && !PARTICLES.test(w)));
  const target = squash(letters);
  const spells = (run: string, lastOnly: boolean): boolean => {
    const words = run.split(/\s+/);
    const parts = words.flatMap((w) => w.split('-'));
    if (squash(run) === target || squash(words.at(-1)!) === target) return true;
    for (let k = 1; k <= words.length; k += 1) if (squash(words.slice(-k).join('')) === target) return true;
    if (lastOnly) return squash(parts.at(-1)!) === target || (words.at(-1)!.includes('-') && words.at(-1)!.split('-').some((p) => squash(p) === target));
    return parts.some((p) => squash(p) === target) || words.some((w) => squash(w) === target);
  };
  const lastWord = [...runs].reverse().find((r) => spells(r, true));
  const any = lastWord ?? [...runs].reverse().find((r) => spells(r, false));
  return any ?? null;
}

/** In a lower-case dictation: the two or three words just before the spelling when it spells them all ('thanh nguyen t h a n h n g u y e n'). */
function saidNameSpelled(before: { word: string }[], letters: string): string | null {
  // 'el-sayed' is one word of the name, though its hyphen is a token of its own.
  const words = before.map((t) => t.word.toLowerCase()).filter((w) => /^[a-z'’-]+$/.test(w)).reduce<string[]>((all, w) => {
    if (all.at(-1)?.endsWith('-') || (w === '-' && all.length > 0)) all[all.length - 1] += w;
    else all.push(w);
    return all;
  }, []).filter((w) => /[a-z]/.test(w));
  while (words.length > 0 && SPELLING_FILLER.has(words.at(-1)!)) words.pop();
  const target = squash(letters);
  for (let k = 2; k <= 3 && k <= words.length; k += 1) {
    const name = words.slice(-k);
    if (squash(name.join('')) !== target) continue;
    if (name.some((w) => isCommonWord(w))) return null;
    return name.map((w) => w.replace(/(^|[-'])([a-z])/g, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`)).join(' ');
  }
  return null;
}

// Words of a place's name: 'Rochester Hills', 'Vancouver Washington', 'Casper Parks'.
const PLACE_WORD = /^(?:hills|heights|springs|falls|parks|city|valley|township|county|village|estates|gardens|acres|shores|lakes|meadows|plains)$/i;
const placeWord = (w: string): boolean => PLACE_WORD.test(w);

/** A city written before its state ('Rochester Hills Michigan', 'Vancouver Washington'), as the ZIP database knows it. */
export const isPlaceName = (name: string): boolean => {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return false;
  for (const n of [2, 1]) {
    const state = words.slice(-n).join(' ');
    const city = words.slice(0, -n).join(' ');
    // ('Ashland KY': the state written as its code, in capitals.)
    if (words.length > n && (STATES[state.toLowerCase()] !== undefined || (n === 1 && /^[A-Z]{2}$/.test(state) && STATE_CODES.has(state))) && (isCityOf(city, state) || isCityOf(city.replace(/-/g, ' '), state))) return true;
  }
  return false;
};

const BUSINESS_END = /^(?:llc|inc|co|corp|company|church|chapel|ministries|ministry|pantry|shelter|mission|society|league|alliance|institute|agency|cooperative|fitness|gym|body|shop|storage|market|grill|cafe|bakery|brewing|brewery|clinic|dental|veterinary|hospital|school|academy|center|centre|motors|auto|group|services|supply|logistics|farms?|foods|restaurant|salon|studio|hoa|association|club|lodge|hall|daycare|properties|management|construction|builders|realty|winery|distillery)$/i;
const SPOKEN_CUE = /\b(?:customer(?:'s\s+name)?\s+is|customer|client\s+is|put\s+(?:it|this(?:\s+one)?)\s+under|under\s+the\s+name(?:\s+of)?|bill\s+(?:it\s+)?to|quote\s+(?:is\s+)?for|this\s+(?:one\s+)?is\s+for|it'?s\s+for)\s+(?:the\s+)?/g;

/**
 * A business said in a lower-case dictation after a cue ('customer is new hope baptist church its
 * the fellowship hall', 'put this one under cruz auto body llc the contact is ramon'): the words up
 * to the last word that names a kind of business.
 */
export function spokenBusiness(raw: string): string | null {
  const text = raw.slice(0, 3000);
  if (/\p{Lu}/u.test(text.slice(0, 400))) return null;
  for (const m of text.matchAll(SPOKEN_CUE)) {
    const words = text.slice(m.index + m[0].length, m.index + m[0].length + 80).split(/[\s,.]+/).slice(0, 7);
    let end = -1;
    for (let i = 0; i < words.length; i += 1) {
      if (BUSINESS_END.test(words[i]!)) end = i;
      if (/\d/.test(words[i]!) || /^(?:its|it's|thats|that's|they|he|she|phone|address|contact|email|at|on|in|uh|um)$/.test(words[i]!)) break;
    }
    if (end < 1) continue;
    return words
      .slice(0, end + 1)
      .map((w) => (/^(?:llc|inc|hoa)$/i.test(w) ? w.toUpperCase() : w === 'co' ? 'Co.' : w.replace(/(^|[-'])(\p{Ll})/gu, (_x, sep: string, c: string) => `${sep}${c.toUpperCase()}`)))
      .join(' ');
  }
  return null;
}

/**
 * A text that opens with the customer's name, then the job in lower case ('Fatima Zahra Benali gar
 * 22x24 flake ...'): two to four capitalised words that are not ordinary words of a request.
 */
export function leadingCapitalisedName(raw: string): string | null {
  const m = /^[\s>*•-]*((?:\p{Lu}[\p{L}'’-]+[ \t]+){1,3}\p{Lu}[\p{L}'’-]+)(?=[ \t]+(?:\p{Ll}|\d)|[ \t]*[,:;(]|[ \t]*\n)/u.exec(raw.slice(0, 200));
  if (!m) return null;
  const words = m[1]!.split(/[ \t]+/);
  if (words.some((w) => ordinaryWord(w) || isCommonWord(w) || placeWord(w) || STATES[w.toLowerCase()] !== undefined || BUSINESS_END.test(w))) return null;
  if (isPlaceName(m[1]!)) return null;
  return words.join(' ');
}

// Trades and institutions whose name ends with what they do ('Kellerman Diesel Repair', 'Brightwater Elementary School').
const TRADE_OR_INSTITUTION = /^(?:repair|repairs|hauling|excavating|paving|masonry|contracting|plumbing|electric|electrical|roofing|landscaping|trucking|rentals?|works|doors|tire|tires|towing|collision|machine|machining|fabrication|welding|dairy|farm|ranch|orchard|nursery|kennels?|vineyards?|marina|motel|inn|hotel|dentistry|orthodontics|pediatrics|chiropractic|pharmacy|ymca|ywca|vfw|temple|synagogue|mosque|cathedral|elementary|preschool|montessori|post|legion|catering|caterers|outfitters|antiques|upholstery|boarding|grooming|taxidermy|detailing|cleaners|laundromat|creamery|cannery|millwork|cabinetry|provisions|mercantile|emporium|boutique|apothecary|cidery|meadery|roastery)$/i;
const PERSON_AT_BUSINESS_WORDS: PersonAtBusinessWords = {
  isGivenName,
  isBusinessWord: (w) => BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w) || TRADE_OR_INSTITUTION.test(w) || LEGAL.test(w),
  isOrdinaryWord: (w) => ordinaryWord(w) || isCommonWord(w),
};
// Rooms whose names end like a business's ('Fellowship Hall', 'Main Shop', 'Rec Center').
const ROOM_END = /^(?:hall|shop|gym|studio|center|centre|garage|office|lodge|club|kitchen|school)$/i;

/**
 * A typed note that opens with the business and then the job ('Oakhurst Lutheran Church - fellowship
 * hall 44 x 30 ...', 'Brightwater Elementary School (attn: Facilities) - cafeteria ...'): the business
 * is the customer when nothing earlier named a person.
 */
export function businessOpeningTheRequest(raw: string): string | null {
  const m = /^[\s>*•-]*((?:\p{Lu}[\p{L}'’.&-]*|\d{1,4})(?:(?:,(?=[ \t]+(?:LLC|Inc|Co|Corp|Ltd|PLLC|PC)\b))?[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|the|and|\d{1,4})){1,6})[ \t]*(?:[-–—:,]|\()/u.exec(raw.slice(0, 200));
  if (!m) return null;
  const name = m[1]!.trim();
  const words = name.split(/,?[ \t]+/);
  const last = words.at(-1)!.replace(/\.$/, '');
  if (!(BUSINESS_END.test(last) || KIND_OF_BUSINESS.test(last) || TRADE_OR_INSTITUTION.test(last))) return null;
  if (words.length === 2 && ROOM_END.test(last)) return null;
  if (/^(?:quote|estimate|bid|proposal|takeoff|invoice|re|fwd|job|customer|client|from|to|for|new|lead)$/i.test(words[0]!) || TRADE_NAME.test(name) || isPlaceName(name)) return null;
  return name.replace(/,$/, '');
}

const KIND_OF_BUSINESS = /\b(?:builders|co-op|coop|cooperative|apartments|condominium|condominiums|condos|board|roasters|winery|brewery|district|township|county|city|parish|group|dental|storage|clinic|church|school|academy|center|centre|market|supply|services|recreation|department|district|authority|hoa|association|club|llc|inc|co|corp|company|partners|properties|management|hospital|veterinary|fitness|brewing|winery|bakery|restaurant|cafe|salon|studio|library|museum|foundation|pharmacy|drugstore|hardware|boutique|motel|hotel|diner|tavern|pizzeria|kennels?|boarding|daycare|marina|lumber)\b/i;

const DEPARTMENT_WORDS = /^(?:estimating|purchasing(?:\s+office|\s+dept\.?|\s+department)?|procurement|facilities(?:\s+(?:dept\.?|department|management))?|accounts\s+payable|maintenance(?:\s+office)?|bid\s+desk|operations|front\s+desk|office)$/i;

/**
 * A business that signs for itself: 'Halvorsen Builders, Inc. - Estimating', 'The Harbor Light
 * Coffee Roasters team', 'Hollow Creek Winery - 4470 Dry Creek Rd, ... - 707-555-0114'.
 */
export function businessSignature(raw: string): string | null {
  const lines = raw.slice(0, 5000).split('\n').map((l) => l.replace(/^[ \t>—–-]+/, '').trim());
  // A sign-off that is a business alone ('-- Sunset Ridge HOA', 'Riverside Food Co-op') in the last lines.
  const last = lines.filter(Boolean).slice(-3);
  for (const line of last) {
    if (/^\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the|\d{1,4}))+$/u.test(line) && KIND_OF_BUSINESS.test(line) && !TRADE_NAME.test(line) && line.split(/\s+/).length <= 7) return line;
  }
  for (const line of lines) {
    const team = /^(?:[Tt]he\s+)?(\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and)){1,6})[ \t]+(?:team|staff|crew|family)$/u.exec(line);
    if (team && !TRADE_NAME.test(team[1]!)) return team[1]!;
    const parts = line.split(/[ \t]+[-–—|][ \t]+/);
    if (parts.length < 2) continue;
    const name = parts[0]!.replace(/,$/, '');
    if (!/^\p{Lu}[\p{L}'’.&-]*(?:,?[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the|\d{1,4}))+$/u.test(name) || TRADE_NAME.test(name) || !KIND_OF_BUSINESS.test(name)) continue;
    const rest = parts.slice(1).join(' - ');
    if (DEPARTMENT_WORDS.test(parts[1]!) || /\d{3}[-.\s)]+\d{3}[-.\s]\d{4}|\b\d{1,6}\s+\p{Lu}[\p{L}]+\s+(?:st|street|ave|avenue|rd|road|dr|drive|blvd|ln|lane|way|pkwy|hwy)\b/iu.test(rest)) return name;
  }
  return null;
}

const GIVEN_NAME_CONTACT = /^[ \t]*(?:[-*•>~#][ \t]*)?(\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|&|of|and|the)){1,6})[ \t]*\((?:(?:ask|asking)[ \t]+for|contact|attn:?|talk[ \t]+to|see)?[ \t]*(\p{Lu}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)?)(?:[ \t]*,[^()\n]{0,30})?\)/gmu;

/**
 * A note's line that opens with a business and its contact known only by a given name
 * ('- Pellham Roofing Supply (Gus) 555-...', 'Ridgeline Feed & Tack (ask for Marie-Anne)'): the
 * business is the customer.
 */
export function businessWithGivenNameContact(raw: string): string | null {
  for (const m of raw.slice(0, 800).matchAll(GIVEN_NAME_CONTACT)) {
    const words = m[1]!.split(/[ \t]+/);
    if (!words.some((w) => BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w)) && !TRADE_OR_INSTITUTION.test(words.at(-1)!)) continue;
    if (TRADE_NAME.test(m[1]!)) continue;
    if (/^(?:customer|client|quote|job|bid|to|for|re|from)$/i.test(words[0]!) || isCommonWord(m[2]!) || ordinaryWord(m[2]!)) continue;
    while (words.length > 0 && /^(?:&|of|and|the)$/i.test(words.at(-1)!)) words.pop();
    return words.join(' ');
  }
  return null;
}

// A message of a chat or text thread pasted with its speaker ('Delphine Arceneaux: hi! ...', 'Efua: Hi, ...').
const SPEAKER_LINE = /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]*:[ \t]+(\S[^\n]*)$/gmu;
const NOT_SPEAKER = /^(?:me|us|we|you|them|they|office|our\s+office|customer|client|contractor|admin|sent|from|to|cc|subject|date|re|fwd|note|notes|reply|sms|text|msg|lead|phone|cell|email|address|job|site|name|owner|scope|deposit|discount|total|price|rate|ps|p\.s|quote|estimate|bid|tel|fax|time|when|where)$/i;

/**
 * A chat or text thread pasted with its speakers: the one speaker who is not the office, written two
 * times or more, is the customer; by a full name ('Delphine Arceneaux: ...'), or by a given name the
 * speaker's own messages complete ('Efua: Hi, Efua Mensah - loft condo ...').
 */
export function chatSpeaker(raw: string): string | null {
  const said = new Map<string, string[]>();
  for (const m of raw.slice(0, 5000).matchAll(SPEAKER_LINE)) {
    const speaker = m[1]!.replace(/[ \t]+/g, ' ');
    if (NOT_SPEAKER.test(speaker) || speaker.split(' ').some((w) => ordinaryWord(w) || isCommonWord(w) || BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w))) continue;
    said.set(speaker, [...(said.get(speaker) ?? []), m[2]!]);
  }
  const speakers = [...said].filter(([, lines]) => lines.length >= 2);
  if (speakers.length !== 1) return null;
  const [speaker, lines] = speakers[0]!;
  if (/\s/.test(speaker)) return speaker;
  for (const line of lines) {
    // ('Rosa: ... soy Rosa Elena Villanueva': a second given name and the surname.)
    const full = new RegExp(`(?<![\\p{L}])${escapeRegExp(speaker)}((?:[ \\t]+\\p{Lu}[\\p{L}'’-]+){1,3})(?![\\p{L}])`, 'u').exec(line);
    const words = full?.[1]!.trim().split(/[ \t]+/) ?? [];
    while (words.length > 0 && (ordinaryWord(words.at(-1)!) || isCommonWord(words.at(-1)!))) words.pop();
    if (words.length > 0 && !words.some((w) => ordinaryWord(w) || isCommonWord(w))) return `${speaker} ${words.join(' ')}`;
  }
  return null;
}

const CHAT_MESSAGE = /^[ \t]*([^:\n]{1,30}?)[ \t]*:[ \t]+(\S[^\n]*)$/gmu;
// The office asks whose name goes on the quote: 'Name and address for the quote?', 'Quote under your name or hers?'.
const NAME_ASKED = /\bnames?\b[^\n?]{0,40}\?|\b(?:who|whom)\b[^\n?]{0,30}\b(?:quote|invoice|estimate|bill)\b[^\n?]{0,20}\?/i;
const ANSWER_OPENING = /^(?:(?:hers|his|mine|theirs|hers\s+please|his\s+please|under|put\s+it\s+under|make\s+it|use|it'?s|its|yes|yeah|ok|okay|sure|please|pls)\b[ \t]*[,.:!-]?[ \t]*)+/i;

/**
 * A chat where the office asks whose name the quote goes under and the other speaker answers with it
 * ('Office: Quote under your name or hers?' / 'Jermaine: hers, Bernice Pugh'): the name answered.
 */
export function nameAnsweredInChat(raw: string): string | null {
  const messages = [...raw.slice(0, 5000).matchAll(CHAT_MESSAGE)].map((m) => ({ speaker: m[1]!.trim().toLowerCase(), said: m[2]! }));
  const cased = /\p{Lu}/u.test(raw);
  for (let i = 0; i + 1 < messages.length; i += 1) {
    if (!NAME_ASKED.test(messages[i]!.said)) continue;
    const answer = messages.slice(i + 1).find((m) => m.speaker !== messages[i]!.speaker);
    if (!answer) continue;
    const rest = answer.said.replace(ANSWER_OPENING, '');
    const name = (cased ? /^(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})(?![\p{L}])/u : /^(\p{L}[\p{L}'’-]+[ \t]+\p{L}[\p{L}'’-]+)(?![\p{L}])/u).exec(rest)?.[1];
    if (!name || name.split(/[ \t]+/).some((w) => ordinaryWord(w) || isCommonWord(w) || placeWord(w) || BUSINESS_END.test(w))) continue;
    return cased ? name : name.split(/[ \t]+/).map(title).join(' ');
  }
  return null;
}

/** A note that opens with a business alone on its line ('Greenleaf Dental Group', 'City of Casper Parks & Recreation'). */
export function businessLine(raw: string): string | null {
  for (const line of raw.slice(0, 400).split('\n').slice(0, 3)) {
    const t = line.trim();
    if (!/^\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the|\d{1,4}))+$/u.test(t) || t.split(/\s+/).length > 8) continue;
    // ('Riverbend Family Pharmacy': a trade or institution named by its last word; a line of a
    // note's own words, 'Crack Repair', is none.)
    const words = t.split(/\s+/);
    const trade = TRADE_OR_INSTITUTION.test(words.at(-1)!) && words.some((w) => !ordinaryWord(w) && !isCommonWord(w) && !TRADE_OR_INSTITUTION.test(w));
    if ((KIND_OF_BUSINESS.test(t) || trade) && !/^(?:quote|estimate|bid|proposal|takeoff|invoice)\b/i.test(t)) return t;
  }
  return null;
}

const SUBJECT_BUSINESS = /(?:^|[.!?]\s|\n)[ \t]*((?:\p{Lu}[\p{L}'’&.-]*[ \t]+){1,5}(\p{Lu}[\p{L}.]+))[ \t]+(?:needs|wants|would\s+like|is\s+looking|is\s+asking|asked|requested|called|emailed)\b/gu;

/** 'Bayside Auto Repair needs the service bays done': a business that is a sentence's subject, no person named. */
export function businessAsSubject(raw: string): string | null {
  for (const m of raw.slice(0, 3000).matchAll(SUBJECT_BUSINESS)) {
    const last = m[2]!.replace(/\.$/, '');
    if (!(BUSINESS_END.test(last) || KIND_OF_BUSINESS.test(last) || /^(?:repair|plumbing|electric|roofing|landscaping|trucking|rentals?|garage|works|shop|store)$/i.test(last)) || TRADE_NAME.test(m[1]!)) continue;
    if (/^(?:the|our|my|your)$/i.test(m[1]!.split(/\s+/)[0]!)) continue;
    return m[1]!.replace(/[ \t]+/g, ' ');
  }
  return null;
}

const ONE_NAMED_CONTACT = /(?<![\p{L}'’])(\p{Lu}[\p{Ll}'’-]+)[ \t]+is[ \t]+the[ \t]+(?:main[ \t]+|primary[ \t]+)?(?:contact|decision[ \t]+maker|one[ \t]+to[ \t]+call)\b/u;

/**
 * 'Sunil & Kavya Reddy, put Kavya on the quote', 'quote it under Marisol': the person the office
 * names for the quote, with the surname of the name found.
 */
function namedForQuote(found: string, raw: string): string | null {
  const m = /\bput\s+(\p{L}[\p{L}'’-]+)\s+on\s+(?:the\s+)?(?:quote|invoice|estimate|contract|paperwork|it)\b|(?:\(|[ \t][-–—][ \t]|[,;][ \t])\s*put\s+(\p{L}[\p{L}'’-]+)\s*(?:on\s+(?:the\s+)?(?:quote|it))?\s*(?:\)|$|[.,;\n])|\b(?:(?:quote|invoice|bill)\s+(?:it\s+)?(?:under|to)|put\s+(?:it|this(?:\s+one)?|the\s+quote)\s+under)\s+(\p{L}[\p{L}'’-]+)\s*(?:[,.;]|$|not\b|\()/iu.exec(raw);
  // 'Joyce & Ed Farrow  (Joyce is the contact)': one of the two said to be the one to deal with.
  const said = m ? null : ONE_NAMED_CONTACT.exec(raw);
  const given = m?.[1] ?? m?.[2] ?? m?.[3] ?? said?.[1];
  if (!given || isCommonWord(given) || /^(?:her|him|them|his|the)$/i.test(given)) return null;
  if (said && !/\s(?:and|&)\s/i.test(found)) return null;
  // A couple as written ('Sunil & Kavya Reddy'): the surname is the last word.
  const couple = /^\S+\s+(?:and|&)\s+\S+\s+(.+)$/i.exec(found);
  const words = couple ? ['', ...couple[1]!.split(/\s+/)] : found.split(/\s+/);
  if (words.length < 2 || (!couple && words[0]!.toLowerCase() === given.toLowerCase())) return null;
  // Only when the found name is one of the two people written together ('Sunil & Kavya Reddy').
  if (!new RegExp(`\\b${given}\\b`, 'iu').test(raw.slice(0, said ? said.index : Math.max(0, raw.search(/\bput\b|\bquote\s+(?:it\s+)?(?:under|to)\b/i))))) return null;
  const title = given.charAt(0).toUpperCase() + given.slice(1);
  return `${title} ${words.slice(1).join(' ')}`;
}

const SAID_WORD = "([\\p{L}][\\p{L}'’-]+)(?:[ \\t]*,?[ \\t]+(?:[a-z][ \\t]+){1,20}[a-z](?![\\p{L}]))?";
const FIRST_THEN_LAST = new RegExp(`\\bfirst[ \\t]+name(?:[ \\t]+is|'s|:)?[ \\t]+${SAID_WORD}[ \\t,.]+(?:and[ \\t]+)?(?:the[ \\t]+)?(?:last|sur)[ \\t]*name(?:[ \\t]+is|'s|:)?[ \\t]+${SAID_WORD}`, 'iu');
const LAST_THEN_FIRST = new RegExp(`\\b(?:last|sur)[ \\t]*name(?:[ \\t]+is|'s|:)?[ \\t]+${SAID_WORD}[ \\t,.]+(?:and[ \\t]+)?(?:the[ \\t]+)?first[ \\t]+name(?:[ \\t]+is|'s|:)?[ \\t]+${SAID_WORD}`, 'iu');

// 'name is Fitzgerald, first name Desmond': the surname said as the name, then the first name.
const NAME_THEN_FIRST = new RegExp(`\\bname(?:[ \\t]+is|'s|:)[ \\t]+${SAID_WORD}[ \\t]*[,.;][ \\t]*(?:and[ \\t]+)?(?:the[ \\t]+|his[ \\t]+|her[ \\t]+)?first[ \\t]+name(?:[ \\t]+is|'s|:)?[ \\t]+${SAID_WORD}`, 'iu');

// 'Mr. Okoye (first name Emeka)', 'Okafor - given name Ada': a surname written, then its first name.
// 'next job, mckenzie, first name is shauna': the same, dictated in lower case.
// ('new lead, Halloran, H A L L O R A N, first name Kevin': the surname's spelling may stand between.)
const SURNAME_THEN_FIRST_SAID = /(?<![\p{L}'’])(\p{Ll}[\p{Ll}'’-]+)(?:[ \t]*,[ \t]*(?:\p{L}[ \t]+){2,20}\p{L}(?![\p{L}]))?[ \t]*,[ \t]*first[ \t]+name(?:[ \t]+is|:|'s)?[ \t]+(\p{Ll}[\p{Ll}'’-]+)/u;
const SURNAME_THEN_FIRST = /(?<![\p{L}'’])(\p{Lu}[\p{L}'’-]+)(?:[ \t]*,[ \t]*(?:\p{L}[ \t]+){2,20}\p{L}(?![\p{L}]))?[ \t]*(?:\(|,|[-–—])[ \t]*(?:first|given)[ \t]+name(?:[ \t]+is|:|[ \t]+-)?[ \t]+(\p{Lu}[\p{L}'’-]+)/u;

// 'Beaulieu, that's b e a u l i e u, first name Henri with an i', 'the dabrowski house, that's d a b r o w s k i,
// first name agnieszka': the surname is the word its letters spell, said before them with other words between
// ('that's', 'house'), then the first name.
const SPELLED_THEN_FIRST = /(?<![\p{L}'’])((?:\p{L}[ \t]+){2,20}\p{L})(?![\p{L}'’])[ \t]*[,.]?[ \t]*(?:(?:his|her|the)[ \t]+)?(?:first|given)[ \t]+name(?:[ \t]+is|:|'s)?[ \t]+(\p{L}[\p{L}'’-]+)/u;

/** [first name, surname] of a surname spelled and then its first name, or null. */
function spelledSurnameThenFirst(text: string): [string, string] | null {
  if (!/\b(?:first|given)[ \t]+name\b/i.test(text)) return null;
  const m = SPELLED_THEN_FIRST.exec(text);
  if (!m) return null;
  const letters = m[1]!.replace(/[ \t]+/g, '').toLowerCase();
  const before = text.slice(Math.max(0, m.index - 120), m.index);
  const surname = [...before.matchAll(/(?<![\p{L}'’])\p{L}[\p{L}'’-]+(?![\p{L}'’])/gu)].reverse().find((w) => plainLetters(w[0]) === letters);
  // ('harper dash lyle l y l e, first name eunice': one part of a hyphenated name, which the hyphen readers read whole.)
  if (!surname || /(?:dash|hyphen|-)[ \t]*$/i.test(before.slice(0, surname.index))) return null;
  return [m[2]!, surname[0]];
}

/** A name said in parts ('first name terrence last name obi o b i', 'last name pryce, first name yolanda'). */
export function firstAndLastSaid(raw: string): string | null {
  const text = raw.slice(0, 4000);
  const a = FIRST_THEN_LAST.exec(text);
  const written = SURNAME_THEN_FIRST.exec(text) ?? SURNAME_THEN_FIRST_SAID.exec(text);
  const b = a ? null : (LAST_THEN_FIRST.exec(text) ?? NAME_THEN_FIRST.exec(text) ?? (written && !ordinaryWord(written[1]!) ? written : null));
  const [first, last] = a ? [a[1]!, a[2]!] : b ? [b[2]!, b[1]!] : (spelledSurnameThenFirst(text) ?? [null, null]);
  if (!first || !last || isCommonWord(first) || isCommonWord(last)) return null;
  const title = (w: string): string => (/\p{Lu}/u.test(w) ? w : w.replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`));
  return `${title(first)} ${title(last)}`;
}

/**
 * 'thank you, bjorn eriksen' signed under 'From: bjorn.eriksen@example.com': the e-mail spells the
 * name ('first.last', 'first_last', 'firstlast') and the text writes the same two words together.
 */
export function nameOfEmailInText(raw: string): string | null {
  // At most a few addresses, and the words read once: a text of many '@' stays linear.
  const locals = [...raw.matchAll(/(?<![\w.+-])([A-Za-z][A-Za-z._-]{2,40})@[\w-]+(?:\.[\w-]+)+/g)].slice(0, 3).map((m) => m[1]!.toLowerCase().replace(/[._-]+/g, ''));
  if (locals.length === 0) return null;
  // Words of the text; an address's own parts are split by its '.' and '_' and never pair up.
  const words = [...raw.slice(0, 30000).matchAll(/\p{L}[\p{L}'’-]*|[^\p{L}\s]+/gu)].map((w) => w[0]);
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [first, last] = [words[i]!, words[i + 1]!];
    if (!/^\p{L}{2}/u.test(first) || !/^\p{L}{2}/u.test(last)) continue;
    if (!locals.includes(`${first}${last}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''))) continue;
    if (isCommonWord(first) || isCommonWord(last) || ordinaryWord(first) || ordinaryWord(last)) continue;
    return [first, last].map(title).join(' ');
  }
  return null;
}

const BRACKETED_SURNAME = /(?<![\p{L}])(\p{Lu}\p{Ll}+)(?:[ \t]+(\p{Lu})\.?)?(?:[ \t]+here)?[ \t]*\((\p{Lu}[\p{Ll}'’-]+)\)/u;

// 'Mr. and Mrs. Patel (Raj & Anita)', 'Mrs. Okafor (Ada)': a surname after its title, the given names in brackets.
const TITLED_SURNAME_GIVEN = /\b(?:(?:Mr|Mrs|Ms|Dr)\.?[ \t]+(?:and|&)[ \t]+(?:Mr|Mrs|Ms|Dr)\.?|Mr|Mrs|Ms|Miss|Dr)\.?[ \t]+(\p{Lu}[\p{L}'’-]+)[ \t]*\([ \t]*(\p{Lu}\p{Ll}+)(?:[ \t]*(?:&|and)[ \t]*(\p{Lu}\p{Ll}+))?[ \t]*\)/u;
// 'Mrs. Alvarez called about her basement. First name Teresa.': the title's surname and the given name said later.
const TITLED_SURNAME = /\b(?:Mr|Mrs|Ms|Miss)\.?[ \t]+(\p{Lu}[\p{L}'’-]+)/u;
const FIRST_NAME_SAID = /\b[Ff]irst[ \t]+name(?:[ \t]+is|'s|:)?[ \t]+(\p{Lu}[\p{L}'’-]+)/u;

/**
 * A text thread where the office asks 'last name?' and the next message answers it ('Haddad'): the
 * surname, with the given name the texter gave ('this is Omar') or the office greeted ('Hi Omar').
 */
function surnameAnswered(raw: string): string | null {
  const text = raw.slice(0, 5000);
  // ('Last name + address for the quote?': asked with what else the office needs.)
  const asked = /\b(?:last[ \t]*name|surname)\b[^?\n]{0,40}\?/i.exec(text);
  if (!asked) return null;
  const lineEnd = text.indexOf('\n', asked.index);
  if (lineEnd < 0) return null;
  const next = text.slice(lineEnd + 1).split('\n').find((l) => l.trim()) ?? '';
  // ('Bellandi. 624 N Brand Blvd ...': the surname, then the rest asked for after a full stop or a comma.)
  const answer = /^(?:it'?s[ \t]+|its[ \t]+)?(\p{Lu}[\p{L}'’-]+)(?:[.!]?$|[.,][ \t]+(?=\d))/u.exec(next.replace(/^.*:[ \t]*/, '').trim());
  if (!answer || isCommonWord(answer[1]!) || ordinaryWord(answer[1]!)) return null;
  const before = text.slice(0, asked.index);
  const given = /\b(?:this[ \t]+is|it'?s|i'?m|my[ \t]+name[ \t]+is)[ \t]+(\p{Lu}\p{Ll}+)\b/u.exec(before) ?? /\b(?:[Hh]i|[Hh]ey|[Hh]ello|[Tt]hanks)[ \t]+(\p{Lu}\p{Ll}+)\b/u.exec(before);
  if (!given || isCommonWord(given[1]!) || ordinaryWord(given[1]!)) return null;
  return `${given[1]} ${answer[1]}`;
}

// 'Gwen Haddad (owner)', 'DeShawn Pryor - owner', 'Marcus Lee, GM', 'Ernesto Vela (dueño)' alone on a note's line.
const PERSON_WITH_ROLE_LINE = /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}\.)?(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]*(?:\([ \t]*|[-–—,][ \t]*)(?:the[ \t]+)?(?:(?:co-?|general|store|shop|office|property|facilities|ops|operations|practice|plant|site|building)[ \t]+)?(?:owner|owners|mgr|manager|gm|director|president|pastor|principal|superintendent|supt|administrator|admin|partner|proprietor|dueño|dueña|gerente|encargad[oa])\.?[ \t]*\)?[ \t]*$/gimu;

/**
 * A note that names a person with their role on a line of its own ('Happy Tails Boarding - KENNEL' /
 * 'Gwen Haddad (owner)'): the person is whom the quote is for, over the business the note is headed by.
 */
export function personWithRoleLine(raw: string): string | null {
  for (const m of raw.slice(0, 3000).matchAll(PERSON_WITH_ROLE_LINE)) {
    const words = m[1]!.split(/[ \t]+/);
    if (words.some((w) => ordinaryWord(w) || isCommonWord(w) || BUSINESS_END.test(w) || KIND_OF_BUSINESS.test(w))) continue;
    // The office's own people ('Jen Ruiz - office manager') are not the customer.
    if (/\b(?:our|my)\b/i.test(m[0]) || /\boffice[ \t]+(?:mgr|manager)\b/i.test(m[0])) continue;
    return m[1]!;
  }
  return null;
}

/** Read on the request as written, its titles still in it. */
function titledSurnameWithGiven(raw: string): string | null {
  const titled = TITLED_SURNAME_GIVEN.exec(raw.slice(0, 5000));
  if (titled && !ordinaryWord(titled[1]!) && !isCommonWord(titled[2]!)) return titled[3] ? `${titled[2]} & ${titled[3]} ${titled[1]}` : `${titled[2]} ${titled[1]}`;
  const titledSurname = TITLED_SURNAME.exec(raw.slice(0, 5000));
  const firstSaid = titledSurname ? FIRST_NAME_SAID.exec(raw.slice(titledSurname.index, titledSurname.index + 300)) : null;
  if (titledSurname && firstSaid && !ordinaryWord(titledSurname[1]!) && !isCommonWord(firstSaid[1]!) && !/\blast[ \t]*name\b/i.test(raw)) return `${firstSaid[1]} ${titledSurname[1]}`;
  return null;
}

// 'Kowalski (Stan) - bsmt ...', 'Ortega, M. (Miguel)': a surname, then the given name in brackets.
const GIVEN_IN_BRACKETS = /(?<![\p{L}'’])(\p{Lu}[\p{L}'’-]+)(?:,?[ \t]+(\p{Lu})\.)?[ \t]*\([ \t]*(\p{Lu}\p{Ll}+)[ \t]*\)/u;

/** 'this is Monica (Reyes)', 'Nate S. here (Simmons)': a first name with the surname in brackets. */
export function surnameInBrackets(raw: string): string | null {
  const reversed = GIVEN_IN_BRACKETS.exec(raw.slice(0, 5000));
  // (A given name the lists do not know counts when the initial before the brackets starts it: 'Ferreira, J. (Joao)'.)
  if (reversed && (isGivenName(reversed[3]!) || reversed[2] === reversed[3]![0]) && !isGivenName(reversed[1]!) && !ordinaryWord(reversed[1]!) && !isCommonWord(reversed[1]!) && !BUSINESS_END.test(reversed[1]!) && !KIND_OF_BUSINESS.test(reversed[1]!) && !/\p{Lu}[\p{L}'’-]*,?[ \t]+$/u.test(raw.slice(Math.max(0, reversed.index - 20), reversed.index))) return `${reversed[3]} ${reversed[1]}`;
  const m = BRACKETED_SURNAME.exec(raw.slice(0, 5000));
  if (!m) return null;
  const [, first, initial, surname] = m as unknown as [string, string, string | undefined, string];
  if (!isGivenName(first) || isCommonWord(surname) || ordinaryWord(surname) || (initial && !surname.startsWith(initial))) return null;
  // 'Bartholomew Nwachukwu-Hale (Bart)', 'Cornelius Hale (Neil)': a full name before the brackets; they hold a nickname.
  if (/\p{Lu}\p{Ll}+[ \t-]$/u.test(raw.slice(Math.max(0, m.index - 20), m.index))) return null;
  return `${first} ${surname}`;
}

// ('Them: corey vance here.': a texter's name said before 'here' opens the message.)
const SELF_INTRODUCED = /(?:\b(?:this\s+is|i'?m|i\s+am|my\s+name\s+is|my\s+name'?s|name'?s|it'?s)[ \t]+|(?:^|[:.!?])[ \t]*(?=[a-z][a-z'-]+[ \t]+[a-z][a-z'-]+[ \t]+here\b))([a-zA-Z][a-z'-]+)[ \t]+([a-zA-Z][a-z'-]+)(?=[ \t]*(?:[,.!;:\n]|$|[ \t](?:here|from|and|calling|texting|with)\b))/gm;

/**
 * 'Them: hi this is lydia chen, got your card': a texter introducing themself in lower case in a
 * thread that has capitals elsewhere; the first word is a known given name.
 */
export function selfIntroducedInLowerCase(raw: string): string | null {
  for (const m of raw.slice(0, 5000).matchAll(SELF_INTRODUCED)) {
    const [first, last] = [m[1]!, m[2]!];
    // Written with capitals ('hey its Min-jun Park'): both words capitalised, as a name is.
    if (/^\p{Lu}/u.test(first) !== /^\p{Lu}/u.test(last)) continue;
    // A given name of two parts ('Min-jun', 'jean-luc') is known by its first.
    if (!isGivenName(first) && !(first.includes('-') && isGivenName(first.split('-')[0]!))) continue;
    if (isCommonWord(first) || isCommonWord(last) || ordinaryWord(title(first)) || ordinaryWord(title(last))) continue;
    return `${title(first)} ${title(last)}`;
  }
  return null;
}

const FAMILY_JOB = /(?<![\p{L}'’])(\p{Lu}[\p{L}'’-]+)[ \t]+(?:residence|house|home|family|garage|job|project|basement|remodel|property)\b/gu;
const GIVEN_ACTS = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)[ \t]+(?:called|texted|emailed|e-mailed|phoned|says|said|wants|needs|confirmed|approved|is\s+the\s+contact|here)\b|\b[Cc]ontact(?:\s+is)?[ \t:]+(\p{Lu}\p{Ll}+)\b(?![ \t]+\p{Lu})/gu;

/**
 * 're: DiMaggio garage - Frank called back': the family named by its job or house, and one given
 * name said for the person; together the customer's name.
 */
export function givenNameOfFamily(raw: string): string | null {
  const head = raw.slice(0, 5000);
  const family = [...head.matchAll(FAMILY_JOB)].map((m) => m[1]!).find((w) => !isGivenName(w) && !isCommonWord(w) && !ordinaryWord(w) && !placeWord(w) && PLACES[w.toLowerCase()] === undefined && !TRADE_NAME.test(w));
  if (!family) return null;
  for (const m of head.matchAll(GIVEN_ACTS)) {
    const given = m[1] ?? m[2]!;
    if (given !== family && isGivenName(given) && !isCommonWord(given) && !ordinaryWord(given)) return `${given} ${family}`;
  }
  return null;
}

const SURNAME_SAID = /\b(?:[Ll]ast[ \t]*[Nn]ame|[Ss]urname|[Ff]amily[ \t]+[Nn]ame)(?:[ \t]+(?:per|from|on|via|according[ \t]+to)[ \t]+[^:\n]{1,24}?:|[ \t]+is|'s|:)?[ \t]+(\p{Lu}[\p{L}'’-]+)(?![ \t]+\p{Lu})/u;

/**
 * 'Sunil from Mehta Auto called ... Last name Mehta': the surname said on its own, the given name
 * earlier (the first known given name written with a capital before it).
 */
const SURNAME_SAID_LOWER = /\b(?:last[ \t]*name|surname|family[ \t]+name)(?:[ \t]+is|'s|:)?[ \t]+(\p{Ll}[\p{Ll}'’-]+)/u;
const plainLetters = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * 'this is for joão, j o a o with the squiggle over the a, last name silva, s i l v a': in a lower-case
 * dictation, the given name is the word said before its own spelling, the surname the one said as such.
 */
function surnameSaidApartInDictation(raw: string): string | null {
  const text = raw.slice(0, 4000);
  if (/\p{Lu}/u.test(text.slice(0, 400))) return null;
  const said = SURNAME_SAID_LOWER.exec(text);
  if (!said || isCommonWord(said[1]!) || /\bfirst[ \t]+name\b/.test(text)) return null;
  const title = (w: string): string => w.replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);
  for (const w of text.slice(0, said.index).matchAll(/(?<![\p{L}'’])\p{L}[\p{L}'’-]+(?![\p{L}'’])/gu)) {
    if (isCommonWord(w[0]) || w[0].length < 2) continue;
    const spelling = /^[ \t]*,?((?:[ \t]+\p{L}(?![\p{L}])){2,})/u.exec(text.slice(w.index + w[0].length, w.index + w[0].length + 60));
    if (spelling && spelling[1]!.replace(/[ \t]+/g, '').toLowerCase() === plainLetters(w[0])) return `${title(w[0])} ${title(said[1]!)}`;
  }
  // 'customer name is shivaun no not like siobhan she spells it s h i v a u n, last name ...': the spelling
  // may come a few words after the given name, past a remark on how it is (not) written.
  for (const run of text.slice(0, said.index).matchAll(SPELLED_LETTERS)) {
    const letters = run[0].replace(/[ \t,]+/g, '');
    const before = text.slice(Math.max(0, run.index - 100), run.index).split(/[^\p{L}'’]+/u);
    if (before.includes(letters) && !isCommonWord(letters)) return `${title(letters)} ${title(said[1]!)}`;
  }
  return null;
}
const SPELLED_LETTERS = /(?<![\p{L}'’])\p{Ll}(?:[ \t,]+\p{Ll}){2,}(?![\p{L}'’])/gu;

export function surnameSaidApart(raw: string): string | null {
  const lower = surnameSaidApartInDictation(raw);
  if (lower) return lower;
  const said = SURNAME_SAID.exec(raw);
  if (!said || /\bfirst[ \t]+name\b/i.test(raw)) return null;
  for (const w of raw.slice(0, said.index).matchAll(/(?<![\p{L}'’])\p{Lu}\p{Ll}+(?![\p{L}'’])/gu)) {
    if (ordinaryWord(w[0]) || isCommonWord(w[0]) || w[0] === said[1]) continue;
    // A given name the lists know, or a first name by how it is used ('Sunil from Mehta Auto called').
    const used = /^[ \t]+(?:from|of|at|with|called|phoned|texted|emailed|here)\b/i.test(raw.slice(w.index + w[0].length, w.index + w[0].length + 12));
    // 'Guadalupe, G U A D A L U P E, last name Reyes-Ibarra': a word followed by its own spelling is a name.
    const spelling = /^[ \t]*,?((?:[ \t]+\p{L}(?![\p{L}])){3,})/u.exec(raw.slice(w.index + w[0].length, w.index + w[0].length + 80));
    if (spelling && spelling[1]!.replace(/[ \t]+/g, '').toLowerCase() === w[0].toLowerCase()) return `${w[0]} ${said[1]}`;
    // A verb opening a note ('Texted from ...') is no first name.
    if (isGivenName(w[0]) || (used && !/(?:ed|ing)$/.test(w[0]))) return `${w[0]} ${said[1]}`;
  }
  return null;
}

// A couple sharing the surname ('Ken and Amy Sato'), or one person.
const PERSON_RUN = `(?:\\p{Lu}\\p{Ll}+[ \\t]+(?:and|&)[ \\t]+)?${NAME_RUN}`;
// A given name alone ('send the quote to Rafael directly'), completed by the full name written elsewhere.
const GIVEN_ALONE = "\\p{Lu}\\p{Ll}+(?=[ \\t]*(?:[,.;:)]|$|[ \\t](?:directly|instead|not|and|at|please|so|she|he|they)\\b))";
// The go-between's word for whom the quote is for, said before the name ('to our PM, Jenna Walcott',
// 'under the office manager, Carla Simmons', 'to my buyers, Ken and Amy Sato').
const ROLE_BEFORE_PERSON = "(?:(?:the|our|my|their|his|her)[ \\t]+(?:(?:office|project|property|general|store|plant|site|facilities|operations|ops|practice|building)[ \\t]+)?(?:manager|mgr|pm|PM|owner|owners|director|superintendent|super|foreman|coordinator|assistant|contact|client|clients|customer|customers|buyer|buyers|homeowner|homeowners|tenant|tenants|boss|gm|GM|bookkeeper|partner|wife|husband|mom|mother|dad|father|son|daughter)[ \\t]*,?[ \\t]+)?";
// 'Rafael Castellanos asked me to send this over': the one who sent the writer.
const SENT_BY = new RegExp(`(?:^|[.!?]\\s+|\\n|,[ \\t]+)[ \\t]*(${PERSON_RUN})[ \\t]+(?:asked|wanted|has[ \\t]+asked|had)[ \\t]+me[ \\t]+to[ \\t]+(?:send|forward|pass|get|request|ask|reach|email|e-mail|contact|write|set|line)\\b`, 'u');

const RELATION = '(?:father|mother|dad|mom|client|seller|sellers|buyer|buyers|homeowners?|landlord|boss|owner|grandmother|grandfather|grandma|grandpa|aunt|uncle|neighbou?r|tenant|sister|brother|son|daughter|parents?|wife|husband|friend)';
const JOB_IS_FOR = new RegExp(
  `\\b(?:on\\s+behalf\\s+of(?:\\s+(?:my|our)\\s+${RELATION})?|for\\s+(?:my|our|his|her|their)\\s+${RELATION}|(?:my|our)\\s+${RELATION}(?:'s)?\\s+name\\s+is)[ \\t]*,?[ \\t]+(${NAME_RUN})|\\b(?:[Mm]y|[Oo]ur)[ \\t]+${RELATION}[ \\t]*,[ \\t]*(${NAME_RUN})[ \\t]*,|(${NAME_RUN}),?[ \\t]+who[ \\t]+owns\\b|\\b(?:my|our)[ \\t]+(?:father|mother|dad|mom|grandmother|grandfather|grandma|grandpa|aunt|uncle|client|seller)[ \\t]*,?[ \\t]+(${NAME_RUN})[ \\t]*,?[ \\t]+(?:needs|wants|has|is[ \\t]+looking|would[ \\t]+like|asked)\\b`,
  'u',
);

// A go-between names the person the quote is for: 'a customer of ours, Priya Raman, needs ...', 'please
// address the proposal to Dana Li', 'the quote should go to Walter Greer', 'our tenant Omar Haddad'.
const NAMED_TO_ADDRESS = new RegExp(
  `\\b(?:[Aa][ \\t]+)?(?:[Cc]ustomer|[Cc]lient)[ \\t]+of[ \\t]+(?:ours|mine)[ \\t]*[,:–—-]?[ \\t]*(${PERSON_RUN})|\\b(?:[Aa]ddress|[Ss]end|[Mm]ake|[Dd]irect|[Mm]ade|[Pp]ut|[Ww]rite)[ \\t]+(?:out[ \\t]+)?(?:the[ \\t]+|your[ \\t]+|this[ \\t]+)?(?:quote|proposal|estimate|bid|paperwork|contract|it|this)[ \\t]+(?:out[ \\t]+)?(?:to|under|in[ \\t]+the[ \\t]+name[ \\t]+of)[ \\t]+${ROLE_BEFORE_PERSON}(${PERSON_RUN}|${GIVEN_ALONE})|\\b(?:[Qq]uote|[Pp]roposal|[Ee]stimate|[Bb]id|[Pp]aperwork|[Cc]ontract)[ \\t]+(?:should|can|will|needs[ \\t]+to|has[ \\t]+to|must)[ \\t]+(?:go|be[ \\t]+(?:addressed|made[ \\t]+out|sent|made|written[ \\t]+up))[ \\t]+(?:out[ \\t]+)?(?:to|for|in[ \\t]+the[ \\t]+name[ \\t]+of)[ \\t]+${ROLE_BEFORE_PERSON}(${PERSON_RUN}|${GIVEN_ALONE})|\\b(?:[Oo]ur|[Mm]y)[ \\t]+(?:customer|client|tenant|resident|homeowner|buyer|seller|renter|landlord)s?[ \\t]*[,:–—-]?[ \\t]*(${PERSON_RUN})(?=[ \\t]*(?:[,.;:()]|$|[ \\t](?:needs?|wants?|has|have|is|are|would|asked|owns?|called|at|on|in|just|recently|closed|bought|purchased|moved|lives?|will|can|should)\\b))`,
  'u',
);
// 'quote goes in HER name, Fumiko Nakashima', 'quote goes to her: Marisela Santillan': the person the writer names for the quote.
const QUOTE_GOES_TO = new RegExp(
  `\\b(?:[Qq]uote|[Ii]t|[Pp]aperwork|[Ii]nvoice)(?:'s|[ \\t]+(?:goes|should[ \\t]+go|is[ \\t]+going|will[ \\t]+go))[ \\t]+(?:in|to|under)[ \\t]+(?:(?:[Hh]er|[Hh]is|[Tt]heir|HER|HIS|THEIR)(?:[ \\t]+own)?[ \\t]+name|[Hh]er|[Hh]im|[Tt]hem|HER|HIM|THEM)[ \\t]*(?:[,:–—-]|[ \\t]-)[ \\t]*(${NAME_RUN})`,
  'u',
);
// 'Can you put the quote in my wife's name instead, Adaeze Oyelowo?': the relative named for the quote.
const IN_RELATIVES_NAME = new RegExp(
  `\\b(?:[Pp]ut|[Mm]ake|[Ww]rite|[Dd]o)[ \\t]+(?:the[ \\t]+(?:quote|estimate|proposal)|it|this)[ \\t]+(?:in|under|out[ \\t]+to|for)[ \\t]+(?:(?:my|his|her|their|our)[ \\t]+(?:wife|husband|partner|spouse|mother|mom|father|dad|son|daughter|sister|brother|grandmother|grandfather|grandma|grandpa|aunt|uncle)(?:['’]s[ \\t]+(?:own[ \\t]+)?name)?|(?:her|his|their)[ \\t]+(?:own[ \\t]+)?name)(?:[ \\t]+instead)?[ \\t]*[,:–—-]?[ \\t]*(${NAME_RUN})`,
  'u',
);
// Someone who manages, builds or sells for another (a property manager, a GC's estimator, a tile shop):
// then 'the owner is Walter Greer', 'homeowner: Dana Li' names whom the quote is for.
const GO_BETWEEN = /\b(?:property[ \t]+manag\w*|manag(?:e|es|ing)[ \t]+(?:the[ \t]+|this[ \t]+|their[ \t]+)?(?:property|properties|building|unit|rental|complex)|general[ \t]+contractor|GC|estimator|builder|remodel(?:er|ers|ing[ \t]+(?:company|contractor))|(?:tile|flooring|floor|cabinet|carpet)[ \t]+(?:shop|store|showroom|center|outlet)|showroom|designer|on[ \t]+behalf[ \t]+of|leasing[ \t]+(?:office|agent))\b/i;
const OWNER_NAMED = new RegExp(`\\b(?:[Tt]he[ \\t]+)?(?:[Hh]ome[ \\t]?[Oo]wner|[Pp]roperty[ \\t]+[Oo]wner|[Uu]nit[ \\t]+[Oo]wner|[Oo]wner|[Tt]enant|[Rr]esident|[Ee]nd[ \\t]+[Cc]ustomer|[Cc]ustomer|[Cc]lient)(?:'s[ \\t]+name)?[ \\t]*(?:[ \\t]is|:|–|—|-)[ \\t]+(${NAME_RUN})`, 'u');

/**
 * Whom the job is for when someone else writes ('I'm writing on behalf of my father, Walter Kim',
 * 'I manage properties for Hollis Grant, who owns the duplex'): that person, not the signer.
 */
export function personTheJobIsFor(raw: string): string | null {
  const text = raw.slice(0, 4000);
  const m = QUOTE_GOES_TO.exec(text) ?? IN_RELATIVES_NAME.exec(text) ?? JOB_IS_FOR.exec(text) ?? NAMED_TO_ADDRESS.exec(text) ?? SENT_BY.exec(text) ?? (GO_BETWEEN.test(text) ? OWNER_NAMED.exec(text) : null);
  let name = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4];
  if (!name) return null;
  // 'send the quote to Rafael directly': the given name alone, with the surname it is written with elsewhere.
  if (!/\s/.test(name)) {
    const full = fullNameOfGiven(name, text);
    if (!full) return null;
    name = full;
  }
  // 'Ken and Amy Sato': a couple is written as the request writes it.
  const couple = /^(\p{Lu}\p{Ll}+)[ \t]+(and|&)[ \t]+(.+)$/u.exec(name);
  if (couple) {
    const person = personTheJobIsForWords(couple[3]!);
    return person && !isCommonWord(couple[1]!) && !ordinaryWord(couple[1]!) ? `${couple[1]} ${couple[2]} ${person}` : null;
  }
  // 'on behalf of Tri-County Habitat for Humanity': an organisation, not a person; its signer is asked for later.
  const after = raw.slice(m!.index + m![0].length, m!.index + m![0].length + 30);
  if (/^[ \t]+(?:for|of|and|&)[ \t]+\p{Lu}/u.test(after) || name.split(/[ \t]+/).some((w) => BUSINESS_END.test(w.replace(/\.$/, '')) || KIND_OF_BUSINESS.test(w))) return null;
  return personTheJobIsForWords(name);
}

/** The words of a person's name as found, or null when they are ordinary words. */
function personTheJobIsForWords(name: string): string | null {
  // A full stop ends the name ('Walter Kim. His garage'), an initial's does not.
  const words: string[] = [];
  for (const w of name.split(/[ \t]+/)) {
    words.push(w.length > 2 ? w.replace(/\.$/, '') : w);
    if (w.length > 2 && w.endsWith('.')) break;
  }
  if (words.length < 2 || words.some((w) => ordinaryWord(w) || (isCommonWord(w) && !PARTICLES.test(w)))) return null;
  return words.join(' ');
}

/** 'Rafael' written elsewhere in full ('Rafael Castellanos asked me ...'): the first full name with that given name. */
function fullNameOfGiven(given: string, text: string): string | null {
  if (ordinaryWord(given) || isCommonWord(given)) return null;
  const m = new RegExp(`(?<![\\p{L}])${escapeRegExp(given)}[ \\t]+(\\p{Lu}[\\p{L}'’-]+)(?![\\p{L}])`, 'u').exec(text);
  if (!m || ordinaryWord(m[1]!) || isCommonWord(m[1]!) || BUSINESS_END.test(m[1]!) || KIND_OF_BUSINESS.test(m[1]!)) return null;
  return `${given} ${m[1]}`;
}

// 'Questions to Mark Feeney, Estimator', 'RFIs should go to Dana Cole': a bid's named contact at the business inviting it.
const PERSON_TO_ASK = new RegExp(`\\b(?:[Qq]uestions|QUESTIONS|[Ii]nquiries|RFIs?|[Cc]larifications?)[ \\t]*(?:to|for|:|-|go[ \\t]+to|should[ \\t]+go[ \\t]+to|(?:may|can|should)[ \\t]+be[ \\t]+directed[ \\t]+to|directed[ \\t]+to)[ \\t]*:?[ \\t]+(${NAME_RUN})`, 'u');

export function personToAsk(raw: string): string | null {
  const m = PERSON_TO_ASK.exec(raw.slice(0, 20000));
  if (!m) return null;
  const words = m[1]!.split(/[ \t]+/).map((w) => w.replace(/[.,]$/, ''));
  if (words.length < 2 || words.some((w) => ordinaryWord(w) || isCommonWord(w))) return null;
  return words.join(' ');
}

const DEPARTMENT_END = /(?:^|[ \t]+)(?:(?:public[ \t]+works|estimating|purchasing|procurement|facilities|maintenance|operations|accounts[ \t]+payable|parks)[ \t]+)?(?:department|dept\.?|maintenance|facilities|estimating|purchasing|office|division)$/i;

/**
 * A department signing for its organisation ('City of Marshfield / Public Works Department',
 * 'Pinecrest Apartments Maintenance'): the organisation is the customer.
 */
function organisationOfDepartment(found: string, raw: string): string | null {
  const department = DEPARTMENT_END.exec(found);
  if (!department) return null;
  // 'Customer: Dixie Ridge Stake Facilities': a customer label's value is the customer as written.
  if (new RegExp(`(?:^|\\n)[ \\t]*(?:customer|cust|bill[ \\t]*to)\\.?[ \\t]*[:=|,][ \\t]*${escapeRegExp(found)}[ \\t]*(?:$|\\n)`, 'i').test(raw.slice(0, 20000))) return null;
  const rest = found.slice(0, department.index).trim();
  if (rest.split(/\s+/).length >= 2 && !/^(?:public|the)$/i.test(rest)) return rest;
  // Only the department: the organisation is the line above it.
  const at = raw.indexOf(found);
  if (at <= 0) return null;
  const lineStart = raw.lastIndexOf('\n', at - 1) + 1;
  if (lineStart === 0) return null;
  const above = raw.slice(0, lineStart - 1).split('\n').reverse().find((l) => l.trim())?.trim() ?? '';
  return /^\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and|the|\d{1,4})){1,6}$/u.test(above) && !TRADE_NAME.test(above) ? above : null;
}

const MARKS: Record<string, Record<string, string>> = wordTable<Record<string, string>>({
  acute: { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', y: 'ý' },
  grave: { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' },
  tilde: { n: 'ñ', a: 'ã', o: 'õ' },
  umlaut: { a: 'ä', e: 'ë', i: 'ï', o: 'ö', u: 'ü' },
  circumflex: { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û' },
  cedilla: { c: 'ç' },
});
const MARK_WORDS = '(accent|acute(?:\\s+accent)?|grave(?:\\s+accent)?|tilde|(?:little\\s+)?squiggle|umlaut|two\\s+dots|dots|(?:little\\s+)?hat|circumflex|cedilla)';
const MARK_ON = new RegExp(`\\b(?:an?\\s+|the\\s+)?${MARK_WORDS}\\s+(?:mark\\s+)?(?:on|over|above|under)\\s+(?:the\\s+)?(?:(first|second|third|last)\\s+)?([a-z])\\b(?:\\s+in\\s+(?:both|([a-z]+)))?`, 'gi');
const LETTER_WITH = new RegExp(`\\b([a-z])\\s+with\\s+(?:an?\\s+|the\\s+)?${MARK_WORDS}(?!\\s+(?:mark\\s+)?(?:on|over|above|under)\\s+the\\b)(?:\\s+(?:on\\s+it|in\\s+(both|([a-z]+))))?`, 'gi');
const markOf = (said: string): keyof typeof MARKS => {
  const w = said.toLowerCase();
  if (/grave/.test(w)) return 'grave';
  if (/tilde|squiggle/.test(w)) return 'tilde';
  if (/umlaut|dots/.test(w)) return 'umlaut';
  if (/hat|circumflex/.test(w)) return 'circumflex';
  if (/cedilla/.test(w)) return 'cedilla';
  return 'acute';
};

/**
 * Accents and hyphens said aloud in a dictation ('r a m i r e z with an accent on the i', 'p e n a
 * with the little squiggle over the n', 'u with umlaut in both', 'mary beth is hyphenated'): put on
 * the name as said, in the word named, else the surname, else the first word with the letter.
 */
export function diacriticsSaid(name: string, raw: string): string {
  let words = name.split(' ');
  const text = raw.slice(0, 4000);
  const apply = (markSaid: string, letter: string, nth: string | undefined, inWord: string | undefined, both: boolean): void => {
    const mark = MARKS[markOf(markSaid)];
    const marked = mark?.[letter.toLowerCase()];
    // Already written with it (a reader before kept the accent): once is what was said.
    if (!marked || words.some((w) => w.toLowerCase().includes(marked))) return;
    const targets = both ? words.map((_, i) => i) : [words.findIndex((w) => inWord && w.toLowerCase() === inWord.toLowerCase())].filter((i) => i >= 0);
    if (targets.length === 0) {
      const withLetter = words.map((w, i) => (w.toLowerCase().includes(letter.toLowerCase()) ? i : -1)).filter((i) => i >= 0 && !/^(?:Jr\.|Sr\.|II|III|IV)$/.test(words[i]!));
      if (withLetter.length === 0) return;
      targets.push(withLetter.at(-1)!);
    }
    for (const t of targets) {
      const w = words[t]!;
      const positions = [...w.toLowerCase()].map((c, i) => (c === letter.toLowerCase() ? i : -1)).filter((i) => i >= 0);
      if (positions.length === 0) continue;
      const at = nth === 'second' ? positions[1] : nth === 'third' ? positions[2] : nth === 'last' ? positions.at(-1) : positions[0];
      if (at === undefined) continue;
      const upper = w[at] === w[at]!.toUpperCase();
      words[t] = w.slice(0, at) + (upper ? marked.toUpperCase() : marked) + w.slice(at + 1);
    }
  };
  // 'tomas with an accent on the a': the mark is on the name's word said just before it.
  const wordBefore = (at: number): string | undefined => {
    const w = /([\p{L}]+)[ \t]+(?:with|has|and)?[ \t]*$/u.exec(text.slice(Math.max(0, at - 30), at))?.[1];
    return w && words.some((n) => plainLetters(n) === plainLetters(w)) ? w : undefined;
  };
  for (const m of text.matchAll(MARK_ON)) apply(m[1]!, m[3]!, m[2]?.toLowerCase(), m[4] ?? wordBefore(m.index), /in\s+both/i.test(m[0]));
  for (const m of text.matchAll(LETTER_WITH)) apply(m[2]!, m[1]!, undefined, m[4], Boolean(m[3]) && m[3]!.toLowerCase() === 'both');
  // 'mary beth is hyphenated', 'mary beth with a hyphen'.
  const hyphen = /\b([a-z]+)\s+([a-z]+)\s+(?:is\s+hyphenated|with\s+a\s+hyphen)\b/i.exec(text);
  if (hyphen) {
    const i = words.findIndex((w, k) => w.toLowerCase() === hyphen[1]!.toLowerCase() && words[k + 1]?.toLowerCase() === hyphen[2]!.toLowerCase());
    if (i >= 0) words = [...words.slice(0, i), `${words[i]}-${words[i + 1]}`, ...words.slice(i + 2)];
  }
  return words.join(' ');
}
