import { scoreRetractedPhones } from './retracted-phones.ts';
import { isCityOf } from './address-by-zip.ts';
import { sideBySideBlocks } from './side-by-side.ts';
import { readSpokenEmails } from '../speech/spoken-email.ts';
import { DIRECTIONS, STATE_PATTERN, STRONG_SUFFIXES, UNIT_WORDS, WEAK_SUFFIXES, houseNumberCorrected, lettersRoadWritten, saintAsWritten, stateCode, streetSaidAgain, unitBeforeStreet } from './us-address.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';

/**
 * Customer contact details in a cleaned request (see text-cleanup.ts: numbers are digits). Each
 * finder also returns where it found the value, so the caller can blank it out before reading line
 * items: a house number, zip code or phone number must never become a quantity or a price.
 */

export interface Found<T> {
  value: T;
  spans: { start: number; end: number }[];
}

const titleWord = (word: string): string => {
  if (/\p{Ll}/u.test(word) && /\p{Lu}/u.test(word.slice(1))) return word; // McBride, DeWitt: as typed
  return word.toLowerCase().replace(/(^|[-'])(\p{Ll})/gu, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);
};

// ---------------------------------------------------------------- e-mail

// Linear: each repetition starts with its own '.', so no two ways to split a domain (issue 11 item 2a).
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// An organisation's desk, not a person: 'bids@', 'estimating@', 'front-desk@'.
const ROLE_MAILBOX = /^(?:estimating|front-?desk|front\.desk|reception|dispatch|scheduling|bids?|rfqs?|purchasing|procurement|accounts?|ap|billing)@/i;

const SEND_TO = /\b(?:send|email|e-mail|forward|mail)\s+(?:it|this|that|them|the\s+(?:quote|estimate|proposal|bid|paperwork|contract))\s+(?:over\s+)?to\b[^.\n@]{0,30}$/i;
// 'please use my work email going forward: q.a@...', 'my new email is ...', 'better address: ...', '... instead of
// this one': the writer names the address to use from now on, over the one the message came from.
const USE_FROM_NOW = /\b(?:(?:please\s+)?(?:use|try|write\s+to|reply\s+to)\s+(?:my|our|this|the)\s+(?:[a-z]+\s+){0,2}(?:e-?mail|address|inbox)|(?:my|our)\s+(?:new|other|better|preferred|main)\s+(?:e-?mail|address)|(?:best|better|preferred)\s+(?:e-?mail|address)(?:\s+for\s+(?:me|us))?|going\s+forward|from\s+now\s+on)\b[^.\n@]{0,25}$/i;
const USE_INSTEAD_AFTER = /^[ \t)]{0,3}(?:instead|going\s+forward|from\s+now\s+on|is\s+(?:better|best|preferred))\b/i;
const askedToUse = (text: string, start: number, end: number): boolean => SEND_TO.test(text.slice(Math.max(0, start - 70), start)) || USE_FROM_NOW.test(text.slice(Math.max(0, start - 70), start)) || USE_INSTEAD_AFTER.test(text.slice(end, end + 24));

export function findEmail(text: string): Found<string> | null {
  const candidates: { value: string; start: number; end: number; score: number }[] = [];
  // A realtor or agent writing for someone sends from their own address: the sender's is not the customer's.
  const goBetween = REALTOR.test(text.slice(0, 20000));
  for (const match of text.matchAll(EMAIL)) {
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    const line = text.slice(lineStart, match.index);
    let score = 0;
    if (/^\s*from\s*:/i.test(line) && !goBetween) score += 3;
    if (/^\s*(?:to|cc|bcc)\s*:/i.test(line)) score -= 5;
    if (/\be-?mail\b/i.test(text.slice(Math.max(0, match.index - 25), match.index))) score += 1;
    // 'please send the quote to my work email, jo@example.org': the address the writer asks the quote be sent to.
    if (askedToUse(text, match.index, match.index + match[0].length)) score += 4;
    if (!/\.[A-Za-z]{2,}$/.test(match[0].replace(/\.$/, ''))) continue;
    if (/^(?:office|info|sales|estimates?|quotes?|admin|support)@/i.test(match[0]) || ROLE_MAILBOX.test(match[0])) score -= 2;
    // The contractor's own people write from its domain ('ben@epoxyworksva.com'): never the customer's.
    if (/@[^@\s]*(?:floor|coat|epoxy|concrete|resurfac)/i.test(match[0])) score -= 4;
    // A lead platform's or web form's sender is never the customer.
    if (/^(?:no-?reply|do-?not-?reply|forms?|leads?|notifications?|mailer(?:-daemon)?|web-?forms?|alerts?|bounce|messages?|inbox|updates?)@/i.test(match[0])) score -= 6;
    candidates.push({ value: match[0].replace(/\.$/, '').toLowerCase(), start: match.index, end: match.index + match[0].length, score });
  }
  // A note's OCR put a space before the ending ('ray.pike@example .com').
  if (candidates.length === 0) {
    for (const m of text.matchAll(/(?<![\w.+-])([A-Za-z0-9][\w.+-]{0,40}@[A-Za-z0-9-]{1,40}(?:\.[A-Za-z0-9-]{1,40}){0,3})[ \t]{1,2}(\.(?:com|net|org|edu|gov|us|biz|info|io|co))\b/g)) {
      candidates.push({ value: `${m[1]}${m[2]}`.toLowerCase(), start: m.index, end: m.index + m[0].length, score: 0 });
    }
  }
  // Said aloud ('email is mei dot chow at example dot com'): spoken-email.ts reads it.
  for (const said of readSpokenEmails(text)) candidates.push({ ...said, score: 1 });
  if (candidates.length === 0) return null;
  let best = [...candidates].sort((a, b) => b.score - a.score || a.start - b.start)[0];
  if (!best || best.score < -2) return null;
  // 'From: Bids <bids@kellerbuilds...>' ... 'Questions to Tom Reyes, treyes@kellerbuilds...': a person's own
  // address at the same organisation is whom to write to, not its bid desk.
  if (ROLE_MAILBOX.test(best.value)) {
    const domain = best.value.split('@')[1];
    best = candidates.find((c) => c.value.split('@')[1] === domain && !ROLE_MAILBOX.test(c.value) && !/^(?:office|info|sales|admin|support)@/.test(c.value)) ?? best;
  }
  return { value: best.value, spans: candidates.map(({ start, end }) => ({ start, end })) };
}

// ---------------------------------------------------------------- phone

const PHONE =
  /(?<![\d$./])(?:\+?1[\s.-]*)?\(?(\d{3})\)?(?:\/|[\s.,-]*)(\d{3})(?:\/|[\s.,-]*)(\d{4})(?![\d%/])|(?<![\d$.])1?(\d{10})(?![\d%])|\barea\s+code\s+(\d{3})[\s,.-]*(?:(?:then|and|number|is)\s+)*(\d{3})[\s.-]*(\d{4})(?!\d)/gi;

/**
 * The customer's own e-mail when the request holds several: 'put the quote in my wife's name, Adaeze
 * Oyelowo ... her email is adaeze.o@example.com' from moyelowo@..., 'address the quote to our PM,
 * Jenna Walcott (jwalcott@...)' from btanaka@...: the address that spells the customer wins over one
 * that does not.
 */
export function emailOfCustomer(text: string, chosen: string, customerName: string | null): string {
  if (!customerName) return chosen;
  // The address the writer asks the quote be sent to stays, whoever else's address spells the name.
  const at = text.toLowerCase().indexOf(chosen);
  if (at >= 0 && askedToUse(text, at, at + chosen.length)) return chosen;
  let best = chosen;
  let level = addressOf(chosen, customerName);
  for (const m of text.slice(0, 30000).matchAll(EMAIL)) {
    const address = m[0].replace(/\.$/, '').toLowerCase();
    const own = addressOf(address, customerName);
    // Only an address that spells the person surely (not by the surname a relative shares) replaces the one chosen.
    if (own >= 2 && own > level && !TRADE_MAILBOX.test(address)) [best, level] = [address, own];
  }
  return best;
}

const plain = (w: string): string => w.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * How surely an address's mailbox spells the person: 3 for a given name ('maria.l@'; of a couple,
 * either), 2 for its initial and the surname ('jwalcott@' is Jenna Walcott's), 1 for the surname
 * alone, which a relative shares, 0 for none.
 */
function addressOf(address: string, name: string): 0 | 1 | 2 | 3 {
  const local = plain(address.split('@')[0] ?? '').replace(/[^a-z]/g, '');
  const words = name.split(/\s+/).map(plain).filter((w) => /^\p{L}+$/u.test(w) && !/^(?:and|jr|sr|ii|iii|iv)$/.test(w));
  if (words.length === 0) return 0;
  const surname = words.at(-1)!;
  const givens = words.slice(0, -1);
  if (givens.some((g) => g.length >= 3 && local.includes(g))) return 3;
  if (givens.some((g) => local.startsWith(`${g[0]}${surname.slice(0, 4)}`))) return 2;
  return surname.length >= 4 && local.includes(surname) ? 1 : 0;
}
const TRADE_MAILBOX = /@[^@\s]*(?:floor|coat|epoxy|concrete|resurfac)/i;

export function findPhone(text: string): Found<string> | null {
  const candidates: { value: string; start: number; end: number; score: number }[] = [];
  for (const match of text.matchAll(PHONE)) {
    const digits = match[4] ?? (match[5] ? `${match[5]}${match[6]}${match[7]}` : `${match[1]}${match[2]}${match[3]}`);
    if (/^[01]/.test(digits)) continue; // US area codes start with 2-9
    const before = text.slice(Math.max(0, match.index - 30), match.index).toLowerCase();
    let score = 0;
    // ('(c) 478-555-0152': a one-letter label in brackets.)
    // ('P: 413.555.0123  F: 413.555.0124': a signature's one-letter labels, the fax's never the one to call.)
    if (/\b(?:phone|cell|call|number|tel|mobile|text|reach|ph|c|m|p)\b[\s#.:)]*(?:is|at|number|:)?\s*$/.test(before)) score += 2;
    // (A job title is no office line: 'Office Manager\nP: ...'.)
    if (/\b(?:office(?![ \t]+(?:manager|mgr|administrator|admin|coordinator|assistant))|fax)\b/.test(before)) score -= 2;
    if (/\bf[ \t]*[:.][ \t]*$/.test(before)) score -= 3;
    score += phoneOwnerScore(text, match.index, match.index + match[0].length);
    candidates.push({ value: digits, start: match.index, end: match.index + match[0].length, score });
  }
  // Typed digit by digit ('(8 0 1) 5 5 5 - 0 1 2 8', '7 0 2 5 5 5 0 1 4 2'): ten single digits
  // apart, never two together, so a size or a price list is not read as one.
  for (const match of text.matchAll(SPACED_PHONE)) {
    const digits = match[0].replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    if (digits.length !== 10 || /^[01]/.test(digits)) continue;
    const before = text.slice(Math.max(0, match.index - 30), match.index).toLowerCase();
    const score = /\b(?:phone|cell|call|number|tel|mobile|text|ph)\b[\s#.:']*(?:is|at|s|:)?\s*$/.test(before) ? 2 : 0;
    candidates.push({ value: digits, start: match.index, end: match.index + match[0].length, score });
  }
  if (candidates.length === 0) return null;
  // 'my number ends in 0183, not 0138 like I wrote before': the ending said is the number's, the one refused is not.
  // Written in full only with the refused ending, the number is that one with its ending put right.
  for (const m of text.slice(0, 20000).matchAll(/\bends?\s+(?:in|with)\s+(\d{4})\b(?:[,;]?\s+not\s+(\d{4})\b)?/gi)) {
    const said = m[1]!;
    const refused = m[2];
    const saidFound = candidates.some((c) => c.value.endsWith(said));
    for (const c of candidates) {
      if (refused && c.value.endsWith(refused) && !saidFound) c.value = c.value.slice(0, 6) + said;
      if (c.value.endsWith(said)) c.score += 4;
      else if (refused && c.value.endsWith(refused)) c.score -= 4;
    }
  }
  scoreRetractedPhones(text, candidates);
  const best = [...candidates].sort((a, b) => b.score - a.score || a.start - b.start)[0];
  if (!best) return null;
  return { value: best.value, spans: candidates.map(({ start, end }) => ({ start, end })) };
}

/**
 * Whose number it is, by the words around it: another person's ('her daughter's number'), a line
 * not to use ('(front desk)', 'main line, don't use', 'the store line') count against it; 'but use
 * hers:', 'use my cell' for it.
 */
function phoneOwnerScore(text: string, start: number, end: number): number {
  const before = text.slice(Math.max(0, start - 40), start).toLowerCase();
  const after = text.slice(end, end + 40).toLowerCase();
  let score = 0;
  if (/\b(?:daughter|son|husband|wife|neighbou?r|realtor|agent|contractor|landlord|assistant|mother|father|mom|dad|tenant|gc|super)'?s?\s+(?:cell\s+|phone\s+)?(?:number|cell|phone|line)\b[^.;\n]{0,12}$/.test(before)) score -= 2;
  if (/^[\s,)(-]*(?:\(?\s*)?(?:x\s*\d+\s*)?\(?(?:front\s+desk|main\s+line|main\s+office|switchboard|store\s+line|office\s+line|the\s+register|reception|don'?t\s+use|do\s+not\s+use|not\s+(?:this|that)\s+one)/.test(after)) score -= 2;
  // 'our old number was ... but we changed it to ...': the old one loses, the new one wins.
  if (/\b(?:old|previous|former|outdated|disconnected)\s+(?:cell\s+|phone\s+)?(?:number|phone|cell|line)\b[^.;\n]{0,12}$|\bused\s+to\s+be\s*$/.test(before)) score -= 3;
  // '(804) 555-0116 (cell - best)', '555-0199 (preferred)': the number the writer says to use.
  if (/^[ \t,]*[(-]?[ \t]*(?:(?:cell|mobile|home|work|c|m)[ \t]*[-,:]?[ \t]*)?(?:best|preferred|primary|use\s+this(?:\s+one)?)\b/.test(after)) score += 3;
  // 'Please coordinate directly with Sam at 555-...', 'call Pat on 555-...': the person to deal with.
  if (/\b(?:coordinate|contact|call|reach|speak|talk|deal)\s+(?:directly\s+)?(?:with\s+)?[a-z'-]+(?:\s+[a-z'-]+)?\s+(?:directly\s+)?(?:at|on)\s*$/.test(before)) score += 3;
  if (/\b(?:changed|switched|updated)\s+(?:it|that)\s+to\s*$|\bnew\s+(?:cell\s+|phone\s+)?(?:number|cell|phone)\b[^.;\n]{0,12}$/.test(before)) score += 2;
  // 'Please call 920-555-0138. ... sorry, that is my old number - it's 920-555-0183': said after it, the
  // number taken back loses; the one given right after the remark wins.
  if (/^[^\d]{0,60}?\b(?:that|this)(?:'s|\s+is|\s+was)\s+(?:my|our|his|her|the)?\s*(?:old|wrong|previous|former)\s+(?:cell\s+|phone\s+)?(?:number|cell|phone|one)\b/.test(text.slice(end, end + 90).toLowerCase())) score -= 3;
  if (/\b(?:that|this)(?:'s|\s+is|\s+was)\s+(?:my|our|his|her|the)?\s*(?:old|wrong|previous|former)\s+(?:cell\s+|phone\s+)?(?:number|cell|phone|one)\s*[-–—,:;]\s*(?:it'?s|it\s+is|the\s+(?:right|new|correct)\s+one\s+is|use|new\s+one:?)?\s*$/.test(before)) score += 5;
  // 'my number ends in 0183, not 0138', 'not the lot line 314-555-0100': a number the writer says is not theirs.
  if (/\bnot\s+(?:the|that|this|his|her|my|our)?\s*(?:[a-z]+\s+)?(?:line|number|one|cell|phone|office)\s*[:#-]?\s*\(?$/.test(before)) score -= 3;
  // 'My own number is 480-555-0177 but call her, not me': the writer's, for someone else's job.
  // ('His cell is 317-555-0177 - please call him directly, not me': the one to call is the number's owner.)
  const theirs = /\b(?:his|her|their)\s+(?:cell|phone|number|mobile)(?:\s+(?:number|phone|#))?\s*(?:is|:)?\s*$/.test(before);
  if (!theirs && /^[^.;\n]{0,12}\b(?:but\s+)?(?:call|text|reach|contact)\s+(?:her|him|them|the\s+owner)\b|^[^.;\n]{0,30}\bnot\s+me\b/.test(after)) score -= 3;
  // '602-555-0125 (cell)': a number labelled after it is someone's own line.
  // ('413-555-0162 (o) | 413-555-0190 (c)': one-letter labels after the numbers; the office's or fax's loses.)
  if (/^[ \t]*\((?:cell|mobile|cell\s+phone|c|m)\)/.test(after)) score += 1;
  if (/^[ \t]*\((?:o|office|f|fax|main)\)/.test(after)) score -= 2;
  // '615-555-0110 main | 931-555-0149 direct/cell': a signature's label written after its number, no brackets
  // (a label with a colon or a number after it is the next number's: '555-0100 Cell: 555-0153').
  const bareLabel = /^[ \t]*(?:[-–—,][ \t]*)?(main(?:\s+(?:line|office|number|#))?|office(?![ \t]+(?:hours|manager|mgr|admin))|front\s+desk|switchboard|reception|direct(?:\s+line)?|cell|mobile)\b(?![ \t]*(?:[:#]|\(?\d))/.exec(after)?.[1];
  if (bareLabel) score += /^(?:direct|cell|mobile)/.test(bareLabel) ? 1 : -2;
  // 'Main: (901) 555-0100 | Direct: (901) 555-0177', 'text me at ...': a label or a request for which line to use.
  if (/\b(?:main|front\s+desk|switchboard|toll[\s-]?free|reception)\s*(?:line|number|#)?\s*[:#-]?\s*\(?$/.test(before)) score -= 2;
  if (/\b(?:direct(?:\s+line)?|dir)\s*[:#-]?\s*\(?$|\b(?:text|call|reach|contact)\s+(?:me|us)\s+(?:at|on)\s*\(?$/.test(before)) score += 2;
  // '915-555-0199 (better)', '... - best number', '(preferred)': the writer says which to use.
  if (/^[ \t,]*(?:[-–—(][ \t]*)?(?:better|best(?:\s+(?:number|one|way|bet))?|preferred|prefer(?:s|red)?\s+(?:this|that|text)|use\s+this(?:\s+one)?|primary)\b/.test(after)) score += 2;
  if (/\b(?:best|preferred|primary|better)\s+(?:number|#|phone|cell|contact)\s*(?:is|:)?\s*$/.test(before)) score += 2;
  // 'my cell is better: ...', 'this one's best -': the writer says which of two to use.
  if (/\b(?:cell|mobile|number|phone|line|one)(?:'s|\s+is)\s+(?:better|best|preferred|quicker|faster)\b[\s:,-]*$/.test(before)) score += 2;
  // '(Keller Coastal Realty, 843-555-0131)': a go-between's or a company's line written with its name.
  if (/\b(?:realtor|realty|real\s+estate|agent|broker|brokerage|property\s+manag\w*|leasing)\b[^.;\n()]{0,40}$/.test(before) && !/\b(?:home\s*owner|owner|seller|buyer|tenant|customer|client)\b[^.;\n()]{0,40}$/.test(before)) score -= 2;
  if (/\b(?:but\s+)?use\s+(?:hers|his|mine|this(?:\s+one)?|that(?:\s+one)?|my\s+(?:cell|mobile)|her\s+(?:cell|mobile)|his\s+(?:cell|mobile)|[a-z]+'s)\b(?:(?!\bnot\b)[^.;\n]){0,20}$/.test(before)) score += 3;
  if (/^[ \t,]*[-–—]?[ \t]*use\s+(?:that|this)(?:\s+one)?\b/.test(after)) score += 2;
  // '269-555-0168 (Anneke cell - USE THIS)', '(her cell, best)': a note in brackets after the number
  // that says to use it, whatever it says first.
  if (/^[ \t]*\([^()\n]{1,40}?\b(?:use\s+(?:this|that)(?:\s+one)?|call\s+(?:this|that)(?:\s+one)?|best(?!\s+(?:time|after|before|between|to\s+call\s+the))|preferred|primary)\b[^()\n]{0,20}\)/.test(after)) score += 3;
  return score;
}

const SPACED_PHONE = /(?<![\d.$])\(?\d(?:(?:[ \t]|[ \t]?[().-][ \t]?)\d){9,10}(?![\d%])/g;

// ---------------------------------------------------------------- address

interface Word {
  text: string;
  start: number;
  end: number;
}

// The words that make a road a county's or a state's: 'County Rd', 'Cty Hwy', 'Co Rd', 'State Road', 'US Hwy'.
const ROAD_OF = /^(?:county|cty|co|state|us|u\.s\.)\.?$/i;
const ROUTE_WORDS = /^(?:route|rte|rt|rr|highway|hwy|interstate|i|us|sr|fm|cr|county|road|rd|suite|ste|apt|apartment|unit|bldg|building|floor|fl|space|spc|#|no|number|lot|box)$/i;

function wordsIn(text: string, from: number, to: number): Word[] {
  const out: Word[] = [];
  for (const match of text.slice(from, to).matchAll(/(?<=[A-Za-z\d][ \t])1\/2(?![\d/])|[A-Za-z0-9#][A-Za-z0-9#'.&-]*|,|\n/g)) {
    out.push({ text: match[0].replace(/\.$/, ''), start: from + match.index, end: from + match.index + match[0].length });
  }
  return out;
}

function formatStreet(words: readonly string[], suffixIndex: number): string {
  return words
    .map((word, index) => {
      const lower = word.toLowerCase().replace(/\.$/, '');
      if (index === suffixIndex) return STRONG_SUFFIXES[lower] ?? titleWord(word);
      const direction = DIRECTIONS[lower];
      if (direction && (index === 1 || (index === 2 && words[1] === '1/2') || index === suffixIndex + 1) && words.length > 2) return direction;
      if (/^\d+(?:st|nd|rd|th)$/i.test(word)) return word.toLowerCase();
      if (/^\d/.test(word)) return word.toUpperCase();
      return titleWord(word);
    })
    .join(' ');
}

const findSuffix = (words: readonly string[], leaveForCity: number): number => {
  const last = words.length - 1 - leaveForCity;
  for (let i = last; i >= 2; i -= 1) if ((words[i] ?? '').toLowerCase().replace(/\.$/, '') in STRONG_SUFFIXES) return i;
  for (let i = last; i >= 2; i -= 1) if (WEAK_SUFFIXES.has((words[i] ?? '').toLowerCase())) return i;
  return -1;
};

interface AddressParts {
  street: string;
  unit: string | null;
  city: string | null;
}

// Words a speaker says between the street and the town ('that's', 'which is in', 'up in').
const SAID_BEFORE_TOWN = /^(?:(?:that'?s|that[ \t]+is|which[ \t]+is|it'?s|this[ \t]+is|thats)(?:[ \t]+(?:in|out[ \t]+in|up[ \t]+in|down[ \t]+in|over[ \t]+in))?|(?:out|up|down|over)[ \t]+in)[ \t]/i;

/** words[0] is the house number; splits '3300 W Broadway, Suite 5, Columbia' and '48 Quarry Hill Rd Westport'. */
function splitAddress(words: readonly Word[], needCity: boolean): AddressParts | null {
  const parts: string[][] = [[]];
  for (const word of words) {
    if (word.text === ',' || word.text === '\n') {
      if ((parts[parts.length - 1] ?? []).length > 0) parts.push([]);
    } else {
      parts[parts.length - 1]?.push(word.text);
    }
  }
  const filled = parts.filter((p) => p.length > 0);
  const units = filled.slice(1).filter((p) => UNIT_WORDS.test(p[0] ?? '') || (p[0] ?? '').startsWith('#'));
  const others = filled.filter((p, i) => i === 0 || !units.includes(p));
  const unit = units.length > 0 ? units.map((p) => p.map(titleWord).join(' ')).join(', ') : null;
  let streetWords = others[0] ?? [];
  let cityWords = others.length > 1 ? (others[others.length - 1] ?? []) : [];
  let inlineUnit: string | null = null;
  if (others.length > 2) streetWords = others.slice(0, -1).flat();
  if (cityWords.length === 0 && needCity) {
    let suffix = findSuffix(streetWords, 1);
    if (suffix < 0 && streetWords.length >= 3) suffix = streetWords.length - 2;
    if (suffix < 0) return null;
    let cut = suffix + 1;
    const after = (streetWords[cut] ?? '').toLowerCase();
    if (after in DIRECTIONS && streetWords.length - cut > 1 && after.length <= 2) cut += 1;
    // 'N8845 Cty Hwy Y Marshfield', 'W1234 State Road 21 Coloma': a county or state road's number or
    // letters (written in capitals) after its word are the road's, not the town's.
    else if (ROAD_OF.test(streetWords[suffix - 1] ?? '') && /^(?:road|rd|hwy|highway|route|rte|rt|trunk)\.?$/i.test(streetWords[suffix] ?? '') && streetWords.length - cut > 1 && /^(?:\d{1,4}[A-Za-z]?|[A-Z]{1,2})$/.test(streetWords[cut] ?? '')) cut += 1;
    // 'Route 526 in Allentown', 'Highway 12 in Hondo': the word before the town is no part of the street.
    const streetEnd = /^(?:in|near)$/i.test(streetWords[cut - 1] ?? '') && cut > 3 ? cut - 1 : cut;
    if (UNIT_WORDS.test(streetWords[cut] ?? '') && streetWords.length - cut > 2) {
      const designator = (streetWords[cut] ?? '').toLowerCase();
      let unitNumber = streetWords[cut + 1] ?? '';
      cut += 2;
      // 'apartment 4 b' as dictated is 'Apt 4B'.
      if (/^\d+$/.test(unitNumber) && /^[a-z]$/i.test(streetWords[cut] ?? '') && streetWords.length - cut > 1) {
        unitNumber += (streetWords[cut] ?? '').toUpperCase();
        cut += 1;
      }
      inlineUnit = `${designator === 'apartment' ? 'Apt' : titleWord(designator)} ${unitNumber.toUpperCase()}`;
    }
    cityWords = streetWords.slice(cut);
    if (/^(?:in|near)$/i.test(cityWords[0] ?? '') && cityWords.length > 1) cityWords = cityWords.slice(1);
    streetWords = streetWords.slice(0, streetEnd);
  }
  if (streetWords.length < 2) return null;
  // 'fifteen twelve hammond street that's bangor maine', 'on elm street which is in dover': the words a
  // speaker says before the town are no part of it.
  const said = SAID_BEFORE_TOWN.exec(cityWords.join(' '));
  if (said && cityWords.length > said[0].trim().split(' ').length) cityWords = cityWords.slice(said[0].trim().split(' ').length);
  let suffixIndex = findSuffix(streetWords, 0);
  if (suffixIndex < 0) suffixIndex = -1;
  const lastLower = (streetWords[streetWords.length - 1] ?? '').toLowerCase();
  if (suffixIndex < 0 && lastLower in STRONG_SUFFIXES) suffixIndex = streetWords.length - 1;
  return {
    street: formatStreet(streetWords, suffixIndex),
    unit: unit ?? inlineUnit,
    city: cityWords.length > 0 ? cityWords.map(titleWord).join(' ') : null,
  };
}

/** The house number a street address starts with, searching back from the state. */
function houseNumberBefore(words: readonly Word[], text = ''): number {
  let newlines = 0;
  let seenWords = 0;
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = words[i];
    if (!word) break;
    if (word.text === '\n') {
      newlines += 1;
      if (newlines > 1) return -1;
      continue;
    }
    if (word.text !== ',') seenWords += 1;
    if (seenWords > 14) return -1;
    // 'W7710 County Rd K': Wisconsin's rural grid numbers carry their direction.
    if (!/^\d{1,6}[A-Za-z]?$|^\d{1,5}-\d{1,5}$|^[NSEW]\d{3,6}$/.test(word.text)) continue;
    // 'dep 50% (farm acct)' on the line above a route and box: a share is no house number.
    if (text && /^[ \t]*%/.test(text.slice(word.end, word.end + 3))) continue;
    const previous = words[i - 1]?.text ?? '';
    // 'Building: 7600 Burnet Rd' is a label before the house number, 'Bldg 3' a unit; 'H C 65 Box 12' a route.
    // 'call back number is ... . 2412 Old Rd': a sentence's end between them makes the word no label of the number.
    // ('Rt. 2 Box 88': an abbreviation's full stop is no sentence's end.)
    const gap = text && words[i - 1] ? text.slice(words[i - 1]!.end, word.start) : '';
    const labelled = /[:;]/.test(gap) || (/\./.test(gap) && previous.length > 3);
    if ((ROUTE_WORDS.test(previous) && !labelled) || (/^c$/i.test(previous) && /^h$/i.test(words[i - 2]?.text ?? ''))) continue;
    const rest = words.slice(i + 1).filter((w) => /[A-Za-z]/.test(w.text));
    // '1780 E 9 Mile Rd': a road named by its number, after the house number and a direction.
    if ((rest.length >= 2 || (rest.length >= 1 && i < words.length - 1)) && (words[i - 1]?.text ?? '').toLowerCase() in DIRECTIONS && /^\d{1,6}$/.test(words[i - 2]?.text ?? '')) return i - 2;
    // 'W240 N3065 Pewaukee Rd': both halves of a Wisconsin grid number.
    if ((rest.length >= 2 || (rest.length >= 1 && i < words.length - 1)) && /^[NSEW]\d{2,6}$/.test(word.text) && /^[NSEW]\d{2,6}$/.test(previous)) return i - 1;
    if (rest.length >= 2 || (rest.length >= 1 && i < words.length - 1)) return i;
  }
  return -1;
}

const ADDRESS_ANCHOR = new RegExp(`(?<![A-Za-z])(${STATE_PATTERN})\\.?,?\\s+(\\d{5})(?:-(\\d{4}))?(?!\\d)`, 'gi');
const STATE_ONLY_ANCHOR = new RegExp(`(?<![A-Za-z])(${STATE_PATTERN})\\.?(?=\\s*(?:[.;\\n]|$))`, 'g');
const STREET_ONLY = new RegExp(
  `\\b(?:address(?:\\s+is)?|located\\s+at|lives\\s+at|live\\s+at|we're\\s+at|she's\\s+at|he's\\s+at|they're\\s+at|property\\s+at|job\\s+(?:site\\s+)?(?:is\\s+)?at|house\\s+(?:is\\s+)?at)\\s*:?\\s*(\\d{1,6}\\s+(?:[A-Za-z0-9.']+\\s+){0,4}?(?:${Object.keys(STRONG_SUFFIXES).join('|')})\\b\\.?)`,
  'gi',
);

// Which of two addresses is the job's: the site's ('Job site: ...', 'work is at ...'), not the one bills go to.
// ('Project address (if different): ...': a form's remark between the label and its colon.)
const SITE_CUE = /\b(?:job\s*site|jobsite|site|project|job|work|install(?:ation)?|property|service)\s*(?:address|location|addr\.?)?\s*(?:\([^()\n]{1,24}\)\s*)?(?:is\s+)?(?:at\s+)?[:=-]?\s*$/i;
// 'Project: Hilltop Cycles, 3116 W Cary St': the site's label with its name before the number.
const NAMED_SITE_CUE = /\b(?:job\s*site|jobsite|site|project|job|property|location)\s*[:=-]\s*[^\n,:]{2,40},\s*$/i;
const COMPANY_BEFORE = /\b(?:builders|construction|contractors?|contracting|homes|realty|properties|management|remodel(?:ing|ers)|llc|inc)\.?\s*,\s*$/i;
// 'he lives at 12 Oak St ... but the job is at his rental, 48 Pine Ave': where the work is, said in a sentence,
// against where the customer lives.
const SITE_SAID = /\b(?:job|work|project|install\w*|floor|garage|basement|shop|coating)\b[^.;\n\d]{0,16}\b(?:is|will\s+be|'s|are)\s+(?:at|in|over\s+at|out\s+at)\b[^.;\n\d]{0,30}$/i;
// A web form's 'Your address:' is the customer's own, against its 'Project address' field.
const HOME_SAID = /\b(?:lives?|living|home\s+(?:address|is)|residence|(?:he|she|they)(?:'s|\s+is|\s+are)\s+at|(?:personal|your|my)\s+address)\b[^.;\n\d]{0,16}$/i;
const BILLING_CUE = /\b(?:billing|bill\s+to|mailing|mail\s+to|remit|invoice\s+to|office|corporate|hq|headquarters)\b[^\n]{0,12}$/i;

export function findAddress(text: string): Found<string> | null {
  // An invoice's job site printed beside its billing block: the site's column holds the job's address.
  const site = sideBySideBlocks(text).find((b) => b.kind === 'site');
  const found = (site ? findAddressAsWritten(site.masked) : null) ?? findAddressAsWritten(text);
  if (!found) return null;
  const end = Math.max(...found.spans.map((sp) => sp.end));
  return { ...found, value: lettersRoadWritten(saintAsWritten(houseNumberCorrected(streetSaidAgain(found.value), text.slice(end, end + 80)), text)) };
}

function findAddressAsWritten(text: string): Found<string> | null {
  const candidates: Found<string>[] = [];
  for (const found of writtenAddresses(text)) {
    // The contractor's own address, on its company's line ('Tri-State Epoxy, 100 Main St, ...'), is not the job's.
    const at = found.spans[0]!.start;
    const line = text.slice(text.lastIndexOf('\n', at - 1) + 1, Math.max(at, text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at)));
    if (OFFICE_LINE.test(line)) continue;
    candidates.push(found);
    if (candidates.length >= 4) break;
  }
  if (candidates.length > 1) {
    const before = (f: Found<string>): string => text.slice(Math.max(0, f.spans[0]!.start - 40), f.spans[0]!.start);
    const site = candidates.find((f) => SITE_CUE.test(before(f)) || NAMED_SITE_CUE.test(before(f)) || SITE_SAID.test(before(f)));
    // 'Ashford Builders, 900 W Broad St ...' over 'Project: Hilltop Cycles, 3116 W Cary St ...': a
    // contractor's or a company's own address is not the job's.
    const companyLine = (f: Found<string>): boolean => COMPANY_BEFORE.test(before(f));
    if (site && candidates.some((f) => f !== site && (BILLING_CUE.test(before(f)) || companyLine(f) || HOME_SAID.test(before(f))))) return site;
  }
  if (candidates[0]) return candidates[0];
  for (const match of text.matchAll(STREET_ONLY)) {
    const streetText = match[1] ?? '';
    const start = match.index + match[0].length - streetText.length;
    const words = wordsIn(text, start, start + streetText.length);
    const parts = splitAddress(words, false);
    if (!parts) continue;
    return { value: parts.street, spans: [{ start, end: start + streetText.length }] };
  }
  return null;
}

const ROUTE_BEFORE = /\b(rural\s+route|star\s+route|route|rte|rt|r\.?\s?r|h\.?\s?c\.?\s?r?)\.?[ \t]*$/i;
const routeWritten = (said: string): string => (/^r\.?\s?r$/i.test(said) || /^rural/i.test(said) ? 'RR' : /^h/i.test(said) ? said.replace(/[.\s]/g, '').toUpperCase() : /^star/i.test(said) ? 'Star Route' : titleWord(said));

/** Addresses written with a state (and a ZIP, first), in the order a reader meets them. */
function* writtenAddresses(text: string): Generator<Found<string>> {
  for (const anchor of text.matchAll(ADDRESS_ANCHOR)) {
    const state = stateCode(anchor[1] ?? '');
    if (!state) continue;
    // Two-letter codes written in lower case ('in', 'me', 'or') count only before a zip code, as here.
    const from = Math.max(0, anchor.index - 160);
    const words = wordsIn(text, from, anchor.index);
    const numberAt = houseNumberBefore(words, text);
    if (numberAt < 0) continue;
    const parts = splitAddress(words.slice(numberAt), true);
    if (!parts?.city) continue;
    const zip = anchor[3] ? `${anchor[2]}-${anchor[3]}` : (anchor[2] ?? '');
    // A unit written before the street ('Apt 3, 1120 Chapel St') goes after it.
    const unit = parts.unit ?? unitBeforeStreet(text.slice(Math.max(0, (words[numberAt]?.start ?? 0) - 40), words[numberAt]?.start ?? 0));
    // A numbered street whose 1 a note's OCR wrote as l ('SE l22nd Ave') is the number.
    let street = parts.street.replace(/(?<=\s)[lLI](?=\d+(?:st|nd|rd|th)\b)/g, '1');
    // Half of a grid address ('1455 N 1450 E' read as '1450 E'): the ZIP reader knows grids.
    if (/^\d+\s+(?:N|S|E|W)\.?$/i.test(street)) continue;
    let start = words[numberAt]?.start ?? anchor.index;
    // '... joint fill 280 lf 2.20 | Rt 2 Box 88 Linn MO': a rural route and box is the whole street.
    const routeInside = /\b(?:rural\s+route|route|rte|rt|rr|hcr?)\.?\s+\d{1,4}\s+box\s+\d{1,5}\b/i.exec(street);
    if (routeInside && routeInside.index > 0) {
      const at = text.toLowerCase().indexOf(routeInside[0].toLowerCase(), start);
      if (at >= 0 && at < anchor.index) {
        street = `${routeWritten(routeInside[0].replace(/\.?\s+\d[\s\S]*$/, ''))} ${routeInside[0].replace(/^\D+/, '').replace(/\bbox\b/i, 'Box')}`;
        start = at;
      }
    }
    // 'HC 70 Box 18', 'R R 2 Box 114': the route before a box number is part of the address.
    const route = /^\d{1,4}\s+box\b/i.test(street) ? ROUTE_BEFORE.exec(text.slice(Math.max(0, start - 16), start)) : null;
    if (route) {
      street = `${routeWritten(route[1]!)} ${street.replace(/\bbox\b/i, 'Box')}`;
      start -= route[0].length;
    }
    // 'S Loop 289', 'Hwy 7', 'FM 1960': a road named by its number keeps the number.
    const roadNumber = /^[ \t]+(\d{1,4}[A-Z]?)(?=[ \t]*,)/.exec(text.slice(start + street.length, start + street.length + 12));
    if (roadNumber && /\b(?:loop|hwy|highway|route|rte|rt|fm|rm|sr|cr|county\s+(?:road|rd)|state\s+(?:road|rd|route)|farm\s+road|interstate|us)$/i.test(street) && text.slice(start, start + street.length).toLowerCase() === street.toLowerCase()) street += ` ${roadNumber[1]}`;
    // 'xerxes avenue north brooklyn center minnesota': a direction before a city the ZIP database does not know
    // by that name is the street's ('North Little Rock' stays a city). A street that starts with its quarter of the
    // city has its direction: one written in full after it opens the town ('6140 NE 125th St North Miami FL 33161').
    let city = parts.city;
    const leading = /^(\S+)\s+(.+)$/.exec(city);
    const directionFirst = leading !== null && leading[1]!.length > 2 && /^\S+\s+(?:NE|NW|SE|SW)\s/.test(street);
    if (leading && !directionFirst && DIRECTIONS[leading[1]!.toLowerCase()] && !/\s(?:N|S|E|W|NE|NW|SE|SW)$/.test(street) && !text.slice(start, anchor.index).includes(',') && !isCityOf(city, state)) {
      street += ` ${DIRECTIONS[leading[1]!.toLowerCase()]}`;
      city = leading[2]!;
    }
    const value = `${street}${unit ? `, ${unit}` : ''}, ${city}, ${state} ${zip}`;
    yield { value, spans: [{ start, end: anchor.index + anchor[0].length }] };
  }
  for (const anchor of text.matchAll(STATE_ONLY_ANCHOR)) {
    const raw = anchor[1] ?? '';
    // Without a zip code a state is believed only as a code in capitals or a capitalised name.
    if (raw.length === 2 ? raw !== raw.toUpperCase() : !/^[A-Z]/.test(raw)) continue;
    const state = stateCode(raw);
    if (!state) continue;
    const from = Math.max(0, anchor.index - 160);
    const words = wordsIn(text, from, anchor.index);
    if (words[words.length - 1]?.text !== ',') continue;
    const numberAt = houseNumberBefore(words, text);
    if (numberAt < 0) continue;
    const parts = splitAddress(words.slice(numberAt), true);
    if (!parts?.city) continue;
    const value = `${parts.street}${parts.unit ? `, ${parts.unit}` : ''}, ${parts.city}, ${state}`;
    yield { value, spans: [{ start: words[numberAt]?.start ?? anchor.index, end: anchor.index + anchor[0].length }] };
  }
}

const OFFICE_LINE = /\b\p{Lu}\p{L}*[ \t]+(?:Floors|Flooring|Coatings?|Epoxy|Resurfacing)\b|@[\w.-]*(?:floor|coat|epoxy|resurfac)/u;

/**
 * A thread's quoted messages as plain text, without the contractor's own lines: a reply that says
 * only 'go ahead with the 2nd option' leaves the customer's details (and the terms the office
 * offered) in the messages it quotes, which the cleanup drops. Lines naming the trade's company or
 * mailed from its domain ('Lowcountry Floor Coatings <office@lowcountryfloors...>') are the office's.
 */
export function quotedThreadText(raw: string): string | null {
  if (!/^[ \t]*>|\bwrote:/m.test(raw)) return null;
  return raw
    .slice(0, 30000)
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .split('\n')
    .map((line) => (OFFICE_LINE.test(line) ? '' : line))
    .join('\n');
}

// ---------------------------------------------------------------- name

/** Words that are never part of a customer's name in these requests. */
const NOT_NAME = new Set(
  `a an the and or but so if of to in on at by for from with about as per than then also plus into onto via
  i me my we us our you your he him his she her they them their it its this that these those there here who whom what which
  is are was were be been being am has have had do does did would can could should might must shall
  hi hello hey dear good morning afternoon evening thanks thank regards best sincerely cheers yours
  okay ok alright all right so well yes no not just really actually basically um uh like now today tonight tomorrow yesterday again anyway meanwhile still
  quote quotes quoting draft estimate estimates bid proposal invoice pricing job project request new next another one
  please put together make give send write need needs want wants wanted called calls call said says told asked got get
  owns own has runs run opening opened moving moved bought wife husband son daughter mr mrs ms miss dr sir madam
  customer client name names phone cell mobile email mail address number tel fax subject re fwd fw to cc date sent
  garage basement patio porch stoop deck driveway shop workshop warehouse kitchen showroom salon barn stable floor floors
  flooring coating coatings epoxy flake quartz metallic solid color polyaspartic urethane cement cove crack stem steps
  mobilization trip fee repair room rooms area office studio restaurant gym laundry storage closet
  monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday week month year
  january february march april may june july august september october november december
  street st avenue ave road rd drive dr lane ln boulevard blvd court ct way place apt apartment suite ste bldg
  car cars two three four square feet foot sq ft sf lf total discount deposit half down off percent
  team estimator rep crew guys guy lady man woman homeowner owner landlord tenant contact residence family
  manager director president ceo coo cfo coordinator facilities facility practice supervisor superintendent
  assistant administrator admin agent broker realtor partner principal operations maintenance general
  llc inc co corp company ltd group services properties construction homes realty management
  church ministries ministry community chapel fellowship association hoa apartments academy school auto brewing
  landscaping plumbing roofing electric electrical builders contractors enterprises holdings solutions
  jr junior sr ii iii iv esq
  regarding concerning about re asap today tonight again too also quick urgent looking interested like liked
  wondering hoping trying ready booked booking scheduled schedule want's everything something anything nothing
  yard lawn pool deck porch kitchen lobby hallway driveway walkway sidewalk stairs step steps floor floors
  said says saying told tells asks asking called calling wanted wanting needs needed needing has have had got
  left came went came back out in up over down after before while when where why how because since until
  special specials sale deal offer promo promotion discount coupon rebate pay pays paying paid payment knock charge reach reached reaching
  btw fyi lol thx thnx pls plz ty np idk tbh imo asap
  thats theyre theres whats hes shes dont doesnt didnt cant wont isnt youre`.split(/\s+/),
);

/** A word that is an ordinary word of these requests (a cue, a place, a role, a system), never part of a name. */
export const isCommonWord = (word: string): boolean => NOT_NAME.has(word.toLowerCase());

const NAME_WORD = /^[\p{L}][\p{L}\p{M}'-]*$/u;
const isNameWord = (word: string, needCapital: boolean): boolean =>
  NAME_WORD.test(word) && !/'(?:s|re|ll|ve|d|m|t)$/i.test(word) && word.length >= 2 && !NOT_NAME.has(word.toLowerCase()) && (!needCapital || /^\p{Lu}/u.test(word));

interface NameRead {
  name: string;
  start: number;
  end: number;
  /** The surname was spelled out after it ('t a t e'): as sure as a name gets. */
  spelled?: boolean;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** Reads 1-3 name words starting at `index`, then applies a spelling that follows ('t a t e'). */
function readName(text: string, index: number, needCapital: boolean, maxWords = 4): NameRead | null {
  const rest = text.slice(index);
  const words: string[] = [];
  let consumed = 0;
  const re = /^(\s*)((?:Mc|Mac|O')?[\p{L}][\p{L}\p{M}'-]*)(\.?)/u;
  let cursor = rest;
  while (words.length < maxWords) {
    const match = re.exec(cursor);
    if (!match) break;
    // A name never runs on to the next line ('Parks & Recreation' / 'Restroom bldg A').
    if (words.length > 0 && (match[1] ?? '').includes('\n')) break;
    const word = match[2] ?? '';
    if (words.length === 0 && /^(?:mr|mrs|ms|miss|dr|pastor|reverend|rev|father|fr|deacon|pastora|sister|brother|coach|officer|sgt|capt|captain|judge|prof|professor)$/i.test(word)) {
      consumed += match[0].length;
      cursor = cursor.slice(match[0].length);
      continue;
    }
    // 'Maria de la Cruz', 'Hans van der Berg': lower-case particles inside a capitalised name.
    if (needCapital && words.length >= 1 && /^(?:de|da|del|della|di|du|la|le|van|von|der|den|ter|bin|al)$/.test(word)) {
      const rest = cursor.slice(match[0].length);
      if (/^\s+(?:(?:de|da|del|la|le|van|von|der|den)\s+)?\p{Lu}\p{Ll}/u.test(rest)) {
        words.push(word);
        consumed += match[0].length;
        cursor = rest;
        continue;
      }
    }
    const initial = /^[A-Z]$/.test(word) && match[3] === '.' && words.length >= 1;
    // 'Yusuf al-Khatib', 'Gianna d'Amico': a surname whose particle is joined to it in lower case.
    const joinedParticle = needCapital && words.length >= 1 && /^(?:al|el|bin|ibn|abu|ben|de|di|da|del|van|von|ter|d)['’-]\p{Lu}\p{Ll}/u.test(word);
    if (!initial && !joinedParticle && !isNameWord(word, needCapital)) break;
    words.push(initial ? `${word}.` : word);
    const length = (match[1] ?? '').length + word.length + (initial ? 1 : 0);
    consumed += length;
    cursor = cursor.slice(length);
    if (match[3] && !initial) break; // a full stop ends the name
    if (/^\s*,/.test(cursor)) break;
  }
  if (words.length === 0) return null;
  // A spelled-out surname ('tate t a t e') confirms or corrects the last word.
  const spelled = /^\s+((?:[a-z]\s+){1,20}[a-z])\b(?![a-z'])/i.exec(cursor);
  let end = index + consumed;
  let confirmed = false;
  if (spelled) {
    const letters = (spelled[1] ?? '').replace(/\s+/g, '');
    if (letters.length >= 2) {
      // The spelling is of the word it sounds most like: usually the surname, sometimes the first name.
      const distances = words.map((w) => editDistance(w.toLowerCase(), letters.toLowerCase()));
      const closest = distances.indexOf(Math.min(...distances));
      const target = (distances[closest] ?? 99) <= Math.max(2, Math.floor(letters.length / 2)) ? closest : words.length - 1;
      words[target] = letters;
      end += spelled[0].length;
      confirmed = true;
      // 'd o m i n i q u e harris': the surname may follow the spelled first name.
      const after = /^\s+([A-Za-z][A-Za-z'-]*)/.exec(text.slice(end));
      if (target === 0 && words.length === 1 && after && isNameWord(after[1] ?? '', needCapital)) {
        words.push(after[1] ?? '');
        end += after[0].length;
      }
    }
  }
  const isParticle = (w: string, i: number): boolean => i > 0 && i < words.length - 1 && /^(?:de|da|del|della|di|du|la|le|van|von|der|den|ter|bin|al)$/.test(w);
  return { name: words.map((w, i) => (isParticle(w, i) ? w : titleWord(w))).join(' '), start: index, end, spelled: confirmed };
}

const CUE_PATTERNS: RegExp[] = [
  /\b(?:quote|estimate|bid|proposal|invoice)(?:\s+request)?\s+(?:for|from|to)\s+(?:customer\s+|client\s+)?/gi,
  /\b(?:quote|estimate|bid|pricing)\s+request\s*[-:\u2014]\s*/gi,
  /\b(?:please\s+)?(?:quote|bill|invoice)\s+(?=\p{Lu})/gu,
  /\bmy\s+name\s+is\s+|\bname\s*(?:is|:)\s*|\bname's\s+|\bname\s+(?:on\s+(?:it|the\s+(?:quote|invoice|estimate|paperwork))|to\s+put\s+down)\s+(?:is\s+)?/gi,
  /\bthis\s+is\s+/gi,
  // Introduced in Spanish: 'Hola, soy Rigoberto ...', 'me llamo ...', 'mi nombre es ...'.
  /\b(?:soy|me\s+llamo|mi\s+nombre\s+es)\s+/gi,
  // 'Hola buenas tardes, es Marisol Treviño, ...': 'es' after a greeting's comma before a full name.
  /(?<=(?:^|[,.!¡])[ \t]*)(?:es|habla)[ \t]+(?=\p{Lu}\p{Ll}+[ \t]+\p{Lu})/gmu,
  /\b(?:customer|client|homeowner|owner|owner's\s+name)(?:\s+name)?\s*(?:is|:|-|\u2014)\s*/gi,
  // A spreadsheet row or CSV line: 'Customer<tab>Priya Natarajan'.
  /^[ \t]*(?:customer\s+name|customer|client|name|homeowner|owner)[ \t]*[\t,|;]?[ \t]*/gim,
  /\b(?:write\s+up|price\s+out|work\s+up|set\s+up)\s+(?:a\s+(?:quote|estimate)\s+for\s+)?/gi,
  /\b(?:address(?:ed)?\s+(?:it\s+)?to|made\s+out\s+to|make\s+it\s+out\s+to|in\s+the\s+name\s+of)\s+(?:(?:our|the|my)\s+(?:owner|boss|manager|director|client|customer|landlord),?\s+)?/gi,
  /\b[Ii](?:t'?s|t\s+is)\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/gu,
  // Who got in touch, as an office logs it: 'Call from Yusuf al-Khatib re: ...', 'Called in by ...'.
  /\b(?:(?:phone\s+)?call|voicemail|vm|message|msg|text|inquiry|enquiry)\s+from\s+|\b(?:called|phoned|came)\s+in\s+by\s+/gi,
  /\b(?:customer|client|homeowner|owner)\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/gu,
  /\b(?:next\s+(?:up|one|customer|client|quote)|new\s+(?:quote|one|customer|client)|next)\s+(?:is\s+)?(?:for\s+)?/gi,
  /\b(?:spoke\s+with|talked\s+to|met\s+with|contact(?:\s+person)?\s*(?:is|:|-)?)\s+/gi,
  /\bI(?:'m|\s+am)\s+(?=\p{Lu})/gu,
  // Typed in lower case: 'hey guys its catalina ruiz again'.
  /\bit'?s\s+(?=\p{Ll}+\s+\p{Ll}+)/gu,
  /\b(?:put\s+it\s+|file\s+it\s+)?under\s+(?:the\s+name\s+(?:of\s+)?)?/gi,
];

/** Looser cues that count only with a first and a last name: 'this is for tom harris'. */
const WEAK_CUE_PATTERNS: RegExp[] = [/\b(?:for|from|attn|attention)\s*:?\s+/gi, /\(\s*(?=[A-Z][a-z'-]+\s+[A-Z][a-z'-]+\s*\))/g];

/** A name that is followed by 'here' ('Roberto Galvan here.'). */
const NAME_HERE = /(?:^|[.!?\n,–—-]\s*)((?:\p{Lu}[\p{L}'-]+\s+){1,2}\p{Lu}[\p{L}'-]+)\s+here\b/gu;

/** Words that may open a dictated or jotted request before the name. */
const LEAD_IN = /^(?:\s|[,.:;!-]|\b(?:okay|ok|alright|all\s+right|right|so|next|new|quote|one|hi|hey|hello|and|then|got|another)\b)*/i;

export function findCustomerName(text: string): Found<string> | null {
  const lowerCaseOnly = !/[A-Z]/.test(text);
  const needCapital = !lowerCaseOnly;
  const found: NameRead[] = [];

  const from = /^from\s*:\s*"?([^<"\n@]+?)"?\s*<([^>\n]{0,80})/im.exec(text);
  // A form or a lead platform sends from its own mailbox ('Wix Forms <no-reply@...>'): not the customer.
  const platform = /^(?:no-?reply|do-?not-?reply|forms?|leads?|notifications?|mailer|web-?forms?|alerts?)@/i.test((from?.[2] ?? '').trim());
  if (from && !platform && !DEPARTMENT.test((from[1] ?? '').trim())) {
    const display = (from[1] ?? '').trim();
    const reversed = /^(\p{L}[\p{L}'-]+),\s*(\p{L}[\p{L}'-]+)$/u.exec(display);
    const read = readName(reversed ? `${reversed[2]} ${reversed[1]}` : display, 0, false);
    if (read && read.name.includes(' ')) return spanned(read.name, from.index, from.index + from[0].length);
  }

  const spelledName = nameBeforeSpelling(text);
  if (spelledName) return spelledName;

  const cued: NameRead[] = [];
  for (const cue of CUE_PATTERNS) {
    for (const match of text.matchAll(cue)) {
      const read = readName(text, match.index + match[0].length, needCapital);
      if (read) cued.push(read);
    }
  }
  for (const match of text.matchAll(NAME_HERE)) {
    const read = readName(text, match.index + match[0].indexOf(match[1] ?? ''), needCapital);
    if (read) cued.push(read);
  }
  const endsWell = (r: NameRead): boolean => Boolean(r.spelled) || followsName(text.slice(r.end)) || nextIsNotName(text.slice(r.end));
  const fullCued = cued.filter((r) => r.name.includes(' ') && endsWell(r)).sort((a, b) => a.start - b.start);
  if (fullCued[0]) return spanned(fullCued[0].name, fullCued[0].start, fullCued[0].end);
  found.push(...cued.filter(endsWell));

  // A name right before a phone number or e-mail (blanked to ';' by the caller): 'Curtis Wade 785-...'.
  const beforeContact = new RegExp(`(?:^|[^\\p{L}'])((?:\\p{Lu}[\\p{Ll}'-]+[ \\t]+){1,2}\\p{Lu}[\\p{L}'-]+)[ \\t]*[,|/(:-]?[ \\t]*;`, needCapital ? 'gmu' : 'gimu');
  for (const match of text.matchAll(beforeContact)) {
    const words = (match[1] ?? '').split(/\s+/);
    if (words.every((w) => isNameWord(w, needCapital))) {
      const start = match.index + match[0].indexOf(match[1] ?? '');
      return spanned(words.map(titleWord).join(' '), start, start + (match[1] ?? '').length);
    }
  }

  // 'J. Alvarez (Jorge)'.
  const initialLast = /(?:^|\n)\s*([A-Z])\.?\s+([A-Z][a-z'-]+)\s*\(([A-Z][a-z'-]+)\)/.exec(text);
  if (initialLast && (initialLast[3] ?? '').startsWith(initialLast[1] ?? '')) {
    return spanned(`${initialLast[3]} ${initialLast[2]}`, initialLast.index, initialLast.index + initialLast[0].length);
  }

  // 'Nunez, Teresa  559...' at the top of notes.
  const lastFirst = /^\s*(\p{L}[\p{Ll}'-]+),\s+(\p{L}[\p{Ll}'-]+)(?=\s+(?:\d|\(|[-/|;\u2014])|\s*[;,|]|\s*$)/mu.exec(text);
  if (lastFirst && isNameWord(lastFirst[1] ?? '', false) && isNameWord(lastFirst[2] ?? '', false)) {
    return spanned(`${titleWord(lastFirst[2] ?? '')} ${titleWord(lastFirst[1] ?? '')}`, lastFirst.index, lastFirst.index + lastFirst[0].length);
  }

  // A name opening the request: 'Dana Okonkwo 404...', 'olivia brandt uh she wants...'.
  const body = stripHeaders(text);
  const lead = LEAD_IN.exec(body.text);
  const leadAt = body.offset + (lead ? lead[0].length : 0);
  const leading = readName(text, leadAt, needCapital);
  if (leading && leading.name.includes(' ') && followsName(text.slice(leading.end))) {
    return spanned(leading.name, leading.start, leading.end);
  }

  // An e-mail's signature: a line holding only a name, after the closing or near the end.
  const signature = signatureName(text);
  if (signature && signature.name.includes(' ')) return spanned(signature.name, signature.start, signature.end);

  for (const cue of WEAK_CUE_PATTERNS) {
    for (const match of text.matchAll(cue)) {
      const read = readName(text, match.index + match[0].length, needCapital);
      if (read && read.name.includes(' ') && followsName(text.slice(read.end))) return spanned(read.name, read.start, read.end);
    }
  }

  // 'Ruth and Carl Becker': the first of the couple, with the shared surname.
  const couple = /\b([A-Z][a-z'-]+)[ \t]+(?:and|&)[ \t]+([A-Z][a-z'-]+)[ \t]+([A-Z][a-z'-]+)\b/.exec(text);
  if (couple && [couple[1], couple[2], couple[3]].every((w) => isNameWord(w ?? '', true))) {
    const first = signature && !signature.name.includes(' ') && [couple[1], couple[2]].includes(signature.name) ? signature.name : (couple[1] ?? '');
    return spanned(`${first} ${couple[3]}`, couple.index, couple.index + couple[0].length);
  }
  if (signature) found.push(signature);
  if (leading && followsName(text.slice(leading.end))) found.push(leading);
  const single = found[0];
  return single ? spanned(single.name, single.start, single.end) : null;
}

const CLOSING =
  /^\s*(?:thanks|thank\s+you|many\s+thanks|regards|best|best\s+regards|kind\s+regards|warm\s+regards|warmly|sincerely|yours\s+truly|cheers|respectfully|take\s+care|blessings|god\s+bless|all\s+the\s+best|appreciate\s+it|talk\s+soon|-{2,})\b[^\n]{0,20}$/i;
const TITLE = /^(?:mr|mrs|ms|miss|dr|prof|pastor|rev|reverend)\.?\s+/i;

// A mailbox or a department signs for a business ('Accounts Payable' over 'High Desert Medical
// Supply'): no person is named, so the business on the next line is the customer.
const DEPARTMENT =
  /^(?:accounts?\s+payable|accounts|purchasing|procurement|billing|facilities(?:\s+(?:team|dept|department|management))?|maintenance(?:\s+(?:office|team|dept|department))?|bid\s+desk|bids|estimating|front\s+desk|leasing\s+office|property\s+management|web\s*form|website(?:\s+leads?)?|customer\s+service|operations|administration)$/i;

function signatureName(text: string): NameRead | null {
  const lines = [...text.matchAll(/^[ \t]*([^\n]*?)[ \t]*$/gm)];
  const nameOn = (index: number): NameRead | null => {
    const line = lines[index];
    if (!line) return null;
    if (DEPARTMENT.test((line[1] ?? '').trim())) {
      const next = lines[index + 1];
      const business = (next?.[1] ?? '').trim();
      if (next && /^(?:\p{Lu}[\p{L}&'’.-]*\s+){1,5}\p{Lu}[\p{L}&'’.-]*$/u.test(business) && !/\d/.test(business)) {
        const start = next.index + next[0].indexOf(business);
        return { name: business, start, end: start + business.length };
      }
      return null;
    }
    const content = (line[1] ?? '')
      .replace(/^[-\u2014\s]+/, '')
      .replace(TITLE, '')
      .replace(/,\s*[A-Za-z][A-Za-z .&'-]{2,40}$/, '') // 'Renee Carter, Practice Manager'
      .replace(/[,.]$/, '');
    const words = content.split(/\s+/).filter(Boolean);
    if (words.length < 1 || words.length > 3 || !words.every((w) => isNameWord(w, true) || /^[A-Z]\.?$/.test(w))) return null;
    const start = line.index + line[0].indexOf(content);
    return { name: words.map(titleWord).join(' '), start, end: start + content.length };
  };
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const closing = lines[i]?.[1] ?? '';
    if (!CLOSING.test(closing)) continue;
    // 'Thanks, Lisa Monroe' on one line.
    const inline = /^[^,]+,\s*((?:[A-Z][A-Za-z'-]+\s+){1,2}[A-Z][A-Za-z'-]+)\.?$/.exec(closing.trim());
    if (inline && (inline[1] ?? '').split(/\s+/).every((w) => isNameWord(w, true))) {
      const start = (lines[i]?.index ?? 0) + (lines[i]?.[0] ?? '').indexOf(inline[1] ?? '');
      return { name: inline[1] ?? '', start, end: start + (inline[1] ?? '').length };
    }
    for (let j = i + 1; j < lines.length && j <= i + 3; j += 1) {
      if (!(lines[j]?.[1] ?? '').trim()) continue;
      const read = nameOn(j);
      if (read) return read;
      break;
    }
  }
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 8; i -= 1) {
    const read = nameOn(i);
    if (read && read.name.includes(' ')) return read;
  }
  return null;
}

/**
 * A dictated surname spelled out ('paul okafor's house o k a f o r'): the spelled word said shortly
 * before, with the name word before it.
 */
function nameBeforeSpelling(text: string): Found<string> | null {
  for (const match of text.matchAll(/(?<![A-Za-z'])((?:[a-z]\s+){2,19}[a-z])(?![A-Za-z'])/gi)) {
    const letters = (match[1] ?? '').replace(/\s+/g, '').toLowerCase();
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    const words = [...before.matchAll(/[A-Za-z][A-Za-z'-]*/g)].slice(-4);
    for (let i = words.length - 1; i >= 1; i -= 1) {
      const word = (words[i]?.[0] ?? '').toLowerCase().replace(/'s$/, '');
      if (word !== letters) continue;
      const first = words[i - 1]?.[0] ?? '';
      if (!isNameWord(first, false)) break;
      const start = match.index - before.length + (words[i - 1]?.index ?? 0);
      return { value: `${titleWord(first)} ${titleWord(letters)}`, spans: [{ start, end: match.index + match[0].length }] };
    }
  }
  return null;
}

function nextIsNotName(rest: string): boolean {
  const next = /^\s+([A-Za-z']+)/.exec(rest);
  return Boolean(next && NOT_NAME.has((next[1] ?? '').toLowerCase()));
}

function spanned(name: string, start: number, end: number): Found<string> {
  return { value: name, spans: [{ start, end }] };
}

/** What may come right after a name: punctuation, a contact detail, or 'she wants', 'called'... */
function followsName(rest: string): boolean {
  return /^\s*(?:$|[,.:;!?()|/\u2014-]|\d|\+|\n|(?:she|he|they|her|his|their|called|wants|needs|is|has|owns|runs|said|would|will|at|cell|phone|email|wanted|asked|from|got|just|of|in|on|for|says|here|'s|jr|sr|junior|senior|the\s+(?:second|third|fourth))\b)/i.test(
    rest,
  );
}

function stripHeaders(text: string): { text: string; offset: number } {
  let offset = 0;
  for (;;) {
    const rest = text.slice(offset);
    const header = /^[ \t]*(?:(?:from|to|cc|subject|sent|date|re)\s*:[^\n]*|(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))\b[^\n]{0,30}[,!:]?[ \t]*)(?:\n|$)|^\s*\n/i.exec(rest);
    if (!header || header[0].length === 0) break;
    offset += header[0].length;
  }
  return { text: text.slice(offset), offset };
}

const GO_BETWEEN_BEFORE = /\b(?:[Rr]ealtor|[Ll]isting\s+agent|[Bb]uyer'?s\s+agent|[Aa]gent|[Bb]roker)[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?[ \t]*[(,:-]?[ \t]*(?:[^\s@(),]+@[^\s@(),]+[ \t]*[,;/][ \t]*)?$/u;
const PHONE_LIKE = /\(?\d{3}\)?[ \t.-]?\d{3}[ \t.-]?\d{4}(?!\d)/g;
const REALTOR = /\b(?:realtor|realty|real\s+estate|listing\s+agent|buyer'?s\s+agent|my\s+(?:client|seller|buyer)s?|passing\s+(?:this\s+)?along)\b/i;
// A property manager, a GC's estimator, a tile shop passing a person on; when the customer is a
// business (the management company itself), its own people's details are its own.
const OTHER_GO_BETWEEN = /\b(?:property\s+manag\w*|general\s+contractor|estimator\s+(?:for|at|with)|(?:customer|client)\s+of\s+(?:ours|mine)|(?:tile|flooring|cabinet|carpet)\s+(?:shop|store|showroom))\b/i;
const BUSINESS_NAME = /\b(?:llc|inc|corp|co|company|group|management|properties|property|realty|homes|builders|construction|association|hoa|church|school|district|services)\b/i;
const INTERMEDIARY = { test: (raw: string, customerName: string): boolean => REALTOR.test(raw) || (OTHER_GO_BETWEEN.test(raw) && !BUSINESS_NAME.test(customerName)) };

/**
 * A realtor or agent passes along someone else's job ('Seller: Graciela Montoya, 602-555-0125'):
 * the e-mail the message came from is the agent's, not the customer's, unless it bears the
 * customer's name.
 */
export function isIntermediaryEmail(raw: string, email: string, customerName: string | null): boolean {
  if (!customerName || !INTERMEDIARY.test(raw, customerName)) return false;
  const local = email.toLowerCase().split('@')[0] ?? '';
  const names = customerName.toLowerCase().split(/[\s-]+/).filter((w) => w.length >= 3);
  if (names.some((n) => local.includes(n.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))) return false;
  const header = new RegExp(`^[ \\t>]*from[ \\t]*:[^\\n]*${escapeRegExp(email)}`, 'im');
  if (header.test(raw)) return true;
  // 'Realtor Dana Price (dana@kwrealty.com) sent this over for her buyer': the address written
  // right after the go-between is named is the go-between's.
  const at = raw.toLowerCase().indexOf(email.toLowerCase());
  const before = at > 0 ? raw.slice(Math.max(0, at - 60), at) : '';
  return GO_BETWEEN_BEFORE.test(before) && !names.some((n) => before.toLowerCase().includes(n));
}


/**
 * 'Realtor Dana Price (dana@kwrealty.com, 405-555-0101) sent this over for her buyer, Marcus Bell':
 * a phone written right after the go-between is named is the go-between's, not the customer's.
 */
export function isIntermediaryPhone(raw: string, phone: string, customerName: string | null): boolean {
  if (!customerName || !INTERMEDIARY.test(raw, customerName)) return false;
  const names = customerName.toLowerCase().split(/[\s-]+/).filter((w) => w.length >= 3);
  for (const m of raw.slice(0, 20000).matchAll(PHONE_LIKE)) {
    if (m[0].replace(/\D/g, '') !== phone) continue;
    const before = raw.slice(Math.max(0, m.index - 80), m.index);
    return GO_BETWEEN_BEFORE.test(before) && !names.some((n) => before.toLowerCase().includes(n));
  }
  return false;
}
