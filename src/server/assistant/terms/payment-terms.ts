import type { Found } from '../contact/contact-details.ts';
import { wordTable } from '../text/word-table.ts';
import { depositAgreedInChat } from './deposit-agreed-in-chat.ts';

/**
 * Discount and deposit percentages in a cleaned request ('10% off', 'disc 7%', 'dep 50', 'half down',
 * '40% deposit'). A percentage counts as one or the other only by the words next to it, so '100%
 * solids' stays a product description.
 */

export const DEFAULT_DEPOSIT = 60;

const DISCOUNT_WORDS =
  /^(?:(?:[a-z-]+[ \t]+){1,2}(?:discount|disc|coupon|promo|rebate)\b|(?:spring|summer|fall|autumn|winter|holiday|seasonal|new\s+customer|grand\s+opening)\s+(?:promo|promotion|special|sale|deal|discount)|(?:spring|summer|fall|autumn|winter|holiday|off-?season|early)[\s-]+(?:booking|bird)|(?:de\s+)?descuento|promotion|returning|return\s+customer|repeat\s+customer|friends|family|neighbou?r|non-?profit|charity|church|first[\s-]time|off|discount|disc|discounted|savings?|knocked\s+off|referral|military|mil|senior|veteran|vet|loyalty|repeat|promo|special|coupon|courtesy|first\s+responder|teacher|nurse|multi[\s-]?area|bundle|for\s+(?:paying|cash|check|prompt\s+payment|early\s+payment|pre-?paying|prepayment|paying\s+in\s+full)|for\s+(?:doing|booking|taking|bundling|combining)\s+(?:both|all|the\s+two|two|them)|for\s+(?:all\s+)?(?:churches|schools|seniors|veterans|vets|military|teachers|non-?profits|first\s+responders|nurses|police|firefighters|(?:repeat|returning)\s+(?:customers|clients)|referrals|neighbou?rs|friends(?:\s+(?:and|&)\s+family)?|family|employees|members))\b/i;
// A concession someone agreed to ('Dan okayed 5%', 'the owner approved 3%'): a deposit is said as one
// and is read by the words after it first.
const DISCOUNT_BEFORE =
  /\b(?:(?:promo|coupon|discount)\s+)?code\s+[a-z\d][a-z\d-]{1,20}|\b(?:discount|disc|off|referral|military|senior|veteran|loyalty|promo|special|coupon|knock(?:ed)?\s+off|take|less|(?:give|giving|gave|cut|knock)\s+(?:him|her|them|us|you|ya|'?em|the\s+customer)(?:\s+(?:a|the))?|ok(?:ay)?ed|ok'd|approved|authori[sz]ed|agreed\s+to|signed\s+off\s+on|offered|honou?r(?:ed|ing)?(?:\s+(?:the|that|your|it|that\s+code|the\s+code))?)\.?\s*(?:of|is|:|=|him|her|them)?\s*\(?\s*$/i;
const DEPOSIT_WORDS = /^(?:(?:[a-z]+[ \t]+){0,2}(?:deposit|dep)\b|(?:de[ \t]+)?(?:anticipo|enganche|adelanto|dep[o\u00f3]sito)\b|(?:al|para)[ \t]+(?:empezar|comenzar|iniciar|principio|inicio|firmar)\b|por[ \t]+adelantado\b|de[ \t]+entrada\b|antes[ \t]+de[ \t]+(?:empezar|comenzar)\b|(?:(?:due|paid|payable|owed)\s+)?(?:on|at|upon|with|w\/|when|once)\s+(?:(?:they|we|you|he|she|the\s+customer)\s+)?(?:the\s+|a\s+)?(?:po|p\.o\.?|p[ \t]o\b\.?|purchase\s+order|ntp|notice\s+to\s+proceed|sign|signs|signing|signed|accept|accepts|acceptance|approve|approves|approval|contract|booking|book|books|award|order|ordering|schedul\w*|start|starting|mobili[sz]\w*)\b|to\s+order\b|start\b|down|to\s+(?:mobili[sz]e|schedule|book|hold|lock\s+in|reserve|get\s+(?:on\s+the\s+schedule|scheduled|started|on\s+the\s+calendar))|before\s+(?:we|work|the\s+(?:job|work|crew))\s+(?:start|starts|begin|begins)|before\s+(?:scheduling|ordering|starting|we\s+(?:schedule|order))|(?:works|is\s+fine|is\s+ok(?:ay)?)\s+(?:for|as)\s+(?:the\s+|a\s+)?(?:deposit|down\s+payment)|up\s*front|upfront|up-front|retainer|advance|to\s+start|at\s+signing|initial|now|due\s+(?:up\s*front|at\s+signing|to\s+start))\b/i;
const FRACTIONS: Record<string, number> = wordTable({ '1/2': 50, half: 50, '1/3': 33, third: 33, '3rd': 33, '1/4': 25, quarter: 25, '4th': 25, '1/5': 20, fifth: 20, '5th': 20, '2/3': 67, 'two thirds': 67, 'two-thirds': 67 });
const FRACTION_DOWN =
  /(?<![\d/.])((?:(?:a|one|1)[ \t]+)?(?:third|quarter|fifth)|(?:a|one)[ \t]+(?:3rd|4th|5th)|1\/[2345]|2\/3|two[ -]thirds)[ \t]+(?:down|dn|deposit|dep|up[ \t]*front|upfront|now|to[ \t]+start|to[ \t]+(?:schedule|book|hold|lock[ \t]+in|reserve|get[ \t]+(?:on[ \t]+the[ \t]+(?:schedule|calendar)|scheduled|started))|at[ \t]+(?:signing|contract|acceptance|booking))\b|\b(?:deposit|dep|down[ \t]+payment)(?:[ \t]+(?:required|needed|due))?[ \t]*(?:of|is|:|=)?[ \t]*((?:a|one)[ \t]+(?:third|quarter)|1\/[2345])(?![\d/])/gi;
const DEPOSIT_BEFORE = /\b(?:deposit|dep|down\s*payment|anticipo|enganche|dep[o\u00f3]sito|retainer|advance|upfront|up\s*front|initial\s+payment|first\s+payment|due\s+at\s+signing)\s*(?:of|is|:|=|-|–|will\s+be|would\s+be)?\s*$/i;

const CONCESSION_FIGURE =
  /\b(?:military|veterans?|vet|seniors?|senior\s+citizen|teachers?|first\s+responders?|police|firefighters?|nurses?|referral|loyalty|repeat\s+customer|friends\s+(?:and|&)\s+family|non-?profit|church)(?:[ \t]+(?:disc(?:ount)?|pricing|rate))?(?:[ \t]*[-:–,=][ \t]*(\d{1,2}(?:\.\d{1,2})?)(?=[ \t]*(?:(?:off|pct|percent)\b|[.,;)\n]|$))(?![ \t]*[.,][ \t]*\d)|[ \t]+(\d{1,2}(?:\.\d{1,2})?)[ \t]*(?:off|pct|percent)\b)/gi;

interface Percent {
  value: number;
  start: number;
  end: number;
}

// Why a customer gets a concession: who they are (service, trade, age), how they came or came back.
const CONCESSION_REASON =
  /\b(?:friends?\s+(?:and|&|n)\s+family|schools?|churches|non-?profits|military|mil|veterans?|vets?|ex[\s-]?military|army|navy|air\s+force|marines?|coast\s+guard|national\s+guard|teachers?|educators?|first\s+responders?|cops?|police|firefighters?|fire\s+fighters?|nurses?|health\s?care(?:\s+workers?)?|medical\s+workers?|seniors?|church|non-?profit|referral|referred|loyalty|(?:repeat|returning)(?:\s+(?:cust(?:omer)?|client))?|hoa|(?:chamber|club|association|co-?op)\s+members?)\b(?:\s+(?:from|via|by)\s+(?:the\s+)?[a-z'-]+)?\)?(?:\s*\([^()]{0,20}\))?(?:\s+(?:pricing|price|rate|discount|disc|so|then))?\s*(?:->|=>|\u2192|[,:=\u2013-])?\s*(?:(?:so|then)\b\s*)?(?:gets?\b\s*|give\s+(?:him|her|them)\b\s*|(?:we|we'?ll|i'?ll)\s+(?:do|give|take|offer)\b\s*)?(?:the|that|your)?\s*\(?\s*$/i;
// A label written right before the figure ('Deposit 20% (nonprofit terms)', 'disc 5% dep 50'): it names
// the figure whatever words follow, unless they name the other kind outright.
// ('disc. 5%' is an abbreviation's full stop; '15% discount. 50% due at signing' a sentence's end.)
const DEPOSIT_LABEL = /\b(?:deposit|dep\.?|down\s*payment|retainer)\s*(?:of|is|:|=|-|\u2013)?\s*$/i;
const DISCOUNT_LABEL = /\b(?:discount|disc\.?)\s*(?:of|is|:|=|-|\u2013)?\s*$/i;

const APPLIED_AFTER = /^(?:[a-z\d-]{1,20}[ \t]+){0,2}(?:applied|taken[ \t]+off|comes[ \t]+off|came[ \t]+off)\b/i;

const CASH_TERMS = /^(?:(?:if|when|for)[ \t]+)?(?:(?:paid|paying|pays|pay)[ \t]+(?:in[ \t]+|by[ \t]+|with[ \t]+)?)?(?:cash|check|cheque)(?![ \t]*(?:deposit|dep|down|up[ \t]*front|upfront|at|on|to|due|before|when|with|now)\b)\b/i;

/** A share offered aloud after the word for it: 'deposit say 50', 'deposit, let's say 40', 'discount we'll call it 5';
 * 'deposit, call it 35.' reaches here as 'deposit, 35.' (spoken-forms.ts drops the hedge), a figure alone in its clause. */
const SHARE_SAID_ALOUD =
  /\b(dep(?:osit)?|disc(?:ount)?)\b[ \t]*(?:[,:-][ \t]*)?(?:(?:let'?s|we'?ll|we[ \t]+will|i'?ll|we|just)[ \t]+)?(?:say|call[ \t]+it|make[ \t]+it|put[ \t]+it[ \t]+at)[ \t]+(\d{1,3})(?![\d.,]\d|[ \t]*(?:\$|sq|sf|lf|ft|feet|x\b|by\b|dollars|bucks|grand|hundred|k\b|days|each))|\b(dep(?:osit)?|disc(?:ount)?)[ \t]*,[ \t]*([1-9]\d)(?=[ \t]*(?:%|percent)?[ \t]*(?:[.;!?\n]|$))/gi;

function classify(text: string, percent: Percent): 'discount' | 'deposit' | null {
  const after = (text.slice(percent.end, percent.end + 40).split(/[\n;|\u2014]|\.\s/)[0] ?? '').replace(/^\s*(?:%|percent)?\s*/i, '');
  const afterWords = after.replace(/^[([]\s*/, '').replace(/^(?:a|an|the|for\s+the|as\s+a|as)\s+/i, '');
  const before = text.slice(Math.max(0, percent.start - 40), percent.start);
  // 'military disc. 5%': an abbreviation's full stop right before the figure does not end the clause.
  // ('no discount. 60% std.': a sentence that says there is none is finished, and names no figure after it.)
  const beforeClause = (before.split(/[;\n\u2014|]|\.(?=\s*\S)|,(?=\s*\d)/).pop() ?? '').replace(/^.*\b(?:no|without)[ \t]+(?:[a-z]+[ \t]+)?(?:discounts?|disc|deposit|dep)\b[^.!\n]{0,30}[.!][ \t]*$/i, '');
  // 'Family discount - she's Rick's sister-in-law - 10%', 'Deposit (per Mike) 40%': an aside between the
  // label and its figure.
  const aside = /\b(discount|disc|deposit|dep)\.?[ \t]*(?:\([^()\n]{1,50}\)|[-\u2013\u2014][^\n]{1,50}?[ \t][-\u2013\u2014])[ \t]*$/i.exec(text.slice(Math.max(0, percent.start - 70), percent.start));
  if (aside) return /^dep/i.test(aside[1]!) ? 'deposit' : 'discount';
  // 'Retainage 10% (not a discount)', '5% retention held by the GC': what a GC holds back until the end
  // is neither a discount nor a deposit.
  if (/\b(?:retainage|retention)[ \t]*(?:of|is|at|:|=|-|\u2013)?[ \t]*$/i.test(beforeClause) || /^(?:retainage|retention)\b/i.test(afterWords)) return null;
  if (/^(?:is[ \t]+)?not[ \t]+(?:a[ \t]+)?(?:discount|disc)\b/i.test(afterWords)) return null;
  // ('disc 6% deposit 40%': the deposit after it has its own figure; 'DEP 40%   DISC: n/a', 'disc 5% / dep: tbd':
  // a sheet's next label, marked and left empty, names no figure but its own.)
  if (DEPOSIT_LABEL.test(beforeClause) && !/^(?:off|discount|disc)\b(?![ \t]*\.?[ \t]*[:=])\D*$/i.test(afterWords)) return 'deposit';
  if (DISCOUNT_LABEL.test(beforeClause) && !/^(?:deposit|dep|down)\b(?![ \t]*\.?[ \t]*[:=])\D*$/i.test(afterWords)) return 'discount';
  // '40% dep - promo: 5% ...': the word right after the figure names it before any further on.
  if (/^(?:deposit|dep|down)\b/i.test(afterWords)) return 'deposit';
  if (DISCOUNT_WORDS.test(afterWords)) return 'discount';
  if (DEPOSIT_WORDS.test(afterWords)) return 'deposit';
  // '10% SPRING10 applied', '5% promo applied', '8% taken off': a share applied to the price is taken off it.
  if (percent.value <= 30 && APPLIED_AFTER.test(afterWords)) return 'discount';
  if (DISCOUNT_BEFORE.test(beforeClause)) return 'discount';
  // 'they get five percent because we did their other building': a small share the customer gets is taken off.
  if (percent.value <= 25 && /\b(?:he|she|they|customer|client)(?:'ll|[ \t]+will)?[ \t]+(?:gets?|getting|can[ \t]+have)(?:[ \t]+(?:a|an|the|another))?[ \t]*$/i.test(beforeClause)) return 'discount';
  if (DEPOSIT_BEFORE.test(beforeClause)) return 'deposit';
  // 'Senior discount 5%', 'deposit of 40%' a few words back.
  const nearBefore = beforeClause.split(/\s+/).filter(Boolean).slice(-5).join(' ');
  const termWordsBefore = /\b(?:deposits?|dep|down|up\s*front|upfront)\b/i.test(nearBefore);
  if (/\b(?:discount|disc|off|promo|promotion|special|deal|sale|non-?profit|charity)\b/i.test(nearBefore)) return 'discount';
  // 'he is a teacher so 10%', 'first responder pricing, 10%', 'Repeat cust -> 5%', 'a vet (Army) - 5%':
  // the reason for a concession said just before it.
  if (CONCESSION_REASON.test(nearBefore) && !termWordsBefore) return 'discount';
  // '-5% (2nd job)' on a note: a share taken away is a discount (' - 40% - ' only separates a note's parts).
  if (/(?:^|[\s(])[-\u2212]$/.test(beforeClause) && percent.value <= 30 && !termWordsBefore && !/\btax\b/i.test(nearBefore)) return 'discount';
  // ' - 7% (2nd job w/ us)' as a line of its own under the work it is taken from: a minus that opens the line.
  // (Not in a list whose lines all open with a dash: there the dash is a bullet.)
  if (/^[ \t]*[-\u2212][ \t]+$/.test(beforeClause) && percent.value < 20 && !/^(?:tax|sales)\b/i.test(afterWords) && !/(?:^|\n)[ \t]*[-\u2212][ \t][^\n]*\n[ \t]*[-\u2212][ \t]*$/.test(text.slice(Math.max(0, percent.start - 200), percent.start))) return 'discount';
  // '3% cash', '2% if paid cash', 'cash 3%', 'cash disc - 2%': a small share for paying in cash or by check is taken off.
  if ((CASH_TERMS.test(afterWords) || /\b(?:cash|check|cheque)(?:[ \t]+(?:disc(?:ount)?|price|pricing|payment|pay))?[ \t]*[-:=\u2013]?[ \t]*$/i.test(beforeClause)) && percent.value <= 10) return 'discount';
  // 'does not pay deposits over 10%', 'deposit capped at 25%': the cap is the deposit.
  if (termWordsBefore) return 'deposit';
  // 'give him the 10%, he's a cop', '10 percent, she's a teacher': the reason for a concession said after it.
  if (/\b(?:discount|military|seniors?|veterans?|vets?|teachers?|first\s+responders?|cops?|police|firefighters?|nurses?|referral|repeat|loyalty)\b/i.test(after) && !/\b(?:deposits?|dep|down|up\s*front|upfront)\b/i.test(after)) return 'discount';
  return null;
}

/**
 * A note's OCR writes 1 and 0 as l and O around terms ('dep l/3', 'discount lO%', '5O%'): read as
 * digits there, keeping every position (the spans found are the request's own).
 */
function termsOcrRepaired(text: string): string {
  return text
    // 'Disc ......... 5%': a sheet's dotted leader between a label and its figure.
    .replace(/(?<=\p{L})[ \t]*\.{3,}[ \t]*(?=\d)/gu, (m) => ' '.repeat(m.length))
    .replace(/(?<![\p{L}\d])[lI](?=\/[2-5](?![\d/]))/gu, '1')
    .replace(/(?<![\p{L}\d.])[lIO\d]{1,3}(?=[ \t]?%)/gu, (w) => (/\d|^[lI][O0]$|^[lI][O0][O0]$/.test(w) ? w.replace(/[lI]/g, '1').replace(/O/g, '0') : w))
    // '33 1/3%', '33 and a third percent': a third, written as the whole percentage the office writes (33), same length.
    .replace(/(?<![\d.])(33|66)(?:[ \t]+1\/3|[ \t]+and[ \t]+(?:a|one)[ \t]+third)[ \t]*(?:%|percent\b)/gi, (m, n: string) => `${n}%`.padEnd(m.length));
}

/**
 * A discount the customer asks about ('Can you do 10% off?', 'Pete said you gave him 10% off?') is
 * not given until the office says so: a question that asks is no term.
 */
function askedFor(text: string, percent: Percent): boolean {
  // 'He asked 15% off, Mike said no': what the customer asked for, answered with a no.
  if (/\b(?:asked|asking|wanted|requested)\s+(?:(?:us|him|her|them|me)\s+)?(?:for\s+)?(?:a\s+)?$/i.test(text.slice(Math.max(0, percent.start - 30), percent.start)) && /^[^.!?\n]{0,40}\b(?:said\s+no|no\b|not|can'?t|couldn'?t|won'?t|declined|refused)/i.test(text.slice(percent.end, percent.end + 60))) return true;
  const start = Math.max(text.lastIndexOf('\n', percent.start), ...['.', '!', '?'].map((p) => text.lastIndexOf(`${p} `, percent.start))) + 1;
  const endMatch = /[.!?\n]/.exec(text.slice(percent.end, percent.end + 120));
  if (endMatch?.[0] !== '?') return false;
  const sentence = text.slice(start, percent.end + endMatch.index + 1);
  return /\b(?:can|could|would|will)\s+(?:you|u|ya|we)\b|\bany\s+chance\b|\bmaybe\b|\bpossible\b|\b(?:do|did)\s+you\b|\bgave\s+(?:him|her|them)\b|\bis\s+there\b|\bhow\s+about\b|\bwhat\s+about\b/i.test(sentence);
}

/** 'last year we gave them 10% off but not this time': a past or refused discount is no term. */
function notThisTime(text: string, percent: Percent): boolean {
  const after = (text.slice(percent.end, percent.end + 60).split(/[.;\n]/)[0] ?? '');
  return /\b(?:but\s+)?(?:not\s+(?:this\s+time|again|anymore|any\s+more|now)|no\s+longer)\b/i.test(after);
}

/** '30% won't work for us', '10% is too steep': a figure the office turns down is no term. */
function refused(text: string, percent: Percent): boolean {
  return /^[ \t]*(?:(?:down|deposit|dep|off|discount)[ \t]+)?(?:(?:won'?t|will[ \t]+not|doesn'?t|does[ \t]+not|wouldn'?t|would[ \t]+not|can'?t|isn'?t[ \t]+going[ \t]+to)[ \t]+work|is[ \t]+(?:too[ \t]+(?:low|little|much|high|steep|deep)|not[ \t]+enough|no[ \t]+good))\b/i.test(text.slice(percent.end, percent.end + 40));
}

export interface PaymentTerms {
  discountRate: Found<number> | null;
  depositPercentage: Found<number> | null;
  /**
   * Deposits and discounts said in dollars ('$500 down', '$200 off'): not percentages, so they are
   * kept for the estimator as notes, and blanked so they never become line items.
   */
  amounts: Found<string>[];
}

/**
 * How old the message holding a position is, in a thread pasted newest first: each 'From:' header
 * after the first line starts an older message. The office's own note ('[office: ...]', 'Office
 * note:') is the newest word wherever it is written.
 */
function messageAges(text: string): (position: number) => number {
  const starts: number[] = [];
  const notes: { start: number; end: number }[] = [];
  // A quoted reply's header ('> From: ...', 'On Tue ... wrote:') starts an older message too.
  for (const m of text.matchAll(/^[ \t>]*(?:From[ \t]*:[ \t]*\S|On[ \t][^\n]{0,120}\bwrote:)/gim)) if (text.slice(0, m.index).trim().length > 0) starts.push(m.index);
  for (const m of text.matchAll(/^[ \t]*\[?[ \t]*(?:office|estimator|internal)\b[^:\n\]]{0,20}:[^\n]*/gim)) notes.push({ start: m.index, end: m.index + m[0].length });
  return (position) => (notes.some((n) => position >= n.start && position < n.end) ? -1 : starts.filter((s) => s <= position).length);
}

/**
 * `headers` is the same text before other details were blanked out of it (same length): the
 * thread's 'From:' lines are found there.
 */
export function findPaymentTerms(written: string, headers: string = written): PaymentTerms {
  const text = termsOcrRepaired(written);
  let discount: Found<number> | null = null;
  let deposit: Found<number> | null = null;
  const take = (kind: 'discount' | 'deposit', value: number, start: number, end: number): void => {
    if (!(value >= 0 && value <= 100)) return;
    const found: Found<number> = { value, spans: [{ start, end }] };
    // A later mention wins: people restate terms ('5% off... make it 10% off').
    if (kind === 'discount') discount = found;
    else deposit = found;
  };

  const mentions: { kind: 'discount' | 'deposit'; value: number; start: number; end: number }[] = [];
  const unclassified: Percent[] = [];
  const threadAge = messageAges(headers.length === text.length ? headers : text);
  // Discounts asked for and not given: a counter-offer after one is a discount too.
  const asked: { kind: 'discount' | 'deposit'; value: number; start: number; end: number }[] = [];
  for (const match of text.matchAll(/(?<![\d.$])(\d{1,3}(?:\.\d+)?)\s*%/g)) {
    const percent = { value: Number(match[1]), start: match.index, end: match.index + match[0].length };
    const kind = classify(text, percent);
    if (!kind) unclassified.push(percent);
    // 'Can we do less than 50% down?': a term asked to be lowered is not the term.
    const lowered = kind === 'deposit' && /\b(?:less|lower)\s+than\s*$|\b(?:under|below)\s*$/i.test(text.slice(Math.max(0, percent.start - 16), percent.start)) && /^[^.!\n]{0,40}\?/.test(text.slice(percent.end));
    // '25% down instead of 50%': the figure after 'instead of' is given up.
    const givenUp = kind !== null && /\binstead\s+of\s*(?:the\s+)?$/i.test(text.slice(Math.max(0, percent.start - 16), percent.start));
    if ((kind === 'discount' && (askedFor(text, percent) || notThisTime(text, percent))) || (kind && refused(text, percent)) || lowered || givenUp) {
      asked.push({ kind, value: percent.value, start: percent.start, end: percent.end });
      continue;
    }
    if (kind) {
      const tail = /^\s*(?:off|discount|disc|deposit|dep|down)\b/i.exec(text.slice(percent.end));
      mentions.push({ kind, value: percent.value, start: percent.start, end: percent.end + (tail ? tail[0].length : 0) });
    }
  }
  // '50 dn', '30 down', 'nonprofit 7%, 50 dep' in a terse note: a whole percentage before the word for a deposit.
  // ('50 up front, 50 on completion', 'forty upfront': said aloud, the percent left out.)
  for (const match of text.matchAll(/(?<![\d.,$/])\b([1-9]\d|100)[ \t]+(?:down|dn|deposit|dep|up[ \t]*front|upfront|up-front)\b(?![ \t]*(?:payment[ \t]+)?(?:of[ \t]+)?\$)/gi)) {
    mentions.push({ kind: 'deposit', value: Number(match[1]), start: match.index, end: match.index + match[0].length });
  }
  // 'he'll put down 40', 'she's paying down 30': a share paid before the work, said without its percent sign.
  for (const match of text.matchAll(/\b(?:put|putting|puts|pay|paying|pays)[ \t]+down[ \t]+([1-9]\d|100)\b(?![ \t]*(?:%|percent|dollars|bucks|grand|hundred|thousand|k\b|on\b|for\b)|[.,]\d)/gi)) {
    mentions.push({ kind: 'deposit', value: Number(match[1]), start: match.index, end: match.index + match[0].length });
  }
  // 'dep 50', 'deposit: 40', 'discount 10' without a percent sign.
  // 'deposit, she'll do 50', 'Deposit - they can put down 40': a whole share the customer will pay, under the word.
  for (const match of text.matchAll(/\b(dep(?:osit)?)\b[ \t]*[,:=-]?[ \t]*(?:(?:(?:he|she|they)[ \t]+said[ \t]+)?(?:he|she|they|we|i|customer|the[ \t]+customer)(?:'?ll|[ \t]+will|[ \t]+can|[ \t]+could|[ \t]+wants[ \t]+to|[ \t]+said)[ \t]+(?:do|pay|put[ \t]+down|put[ \t]+up|go)[ \t]+)(\d{2})(?!\d|\.\d|[ \t]*(?:\$|sq|sf|lf|ft|feet|x\b|by\b|dollars|bucks|each|ea\b))/gi)) {
    if (Number(match[2]) <= 100) mentions.push({ kind: 'deposit', value: Number(match[2]), start: match.index, end: match.index + match[0].length });
  }
  // 'deposit say 50', 'deposit, let's say 40', 'discount, call it 5': a round share offered aloud.
  for (const match of text.matchAll(SHARE_SAID_ALOUD)) {
    const kind = /^dep/i.test(match[1] ?? match[3] ?? '') ? 'deposit' : 'discount';
    const value = Number(match[2] ?? match[4]);
    if (value <= 100) mentions.push({ kind, value, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/\b(dep(?:osit)?|disc(?:ount)?)\s*(?:of|is|:|=)?\s*(\d{1,2}(?:\.\d+)?)(?![\d%$]|\.\d|\s*(?:sq|sf|lf|ft|feet|x\b|by\b|dollars))/gi)) {
    const kind = /^dep/i.test(match[1] ?? '') ? 'deposit' : 'discount';
    mentions.push({ kind, value: Number(match[2]), start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/\b(?:put|putting|pay|paying)\s+(?:down\s+)?half\b|\b(?:do|doing|give|giving)\s+half\s+(?:down|up\s*front|upfront|now|to\s+start)\b|\bhalf\s+(?:down|deposit|up\s*front|upfront|now|to\s+start|at\s+signing|before|in\s+advance)\b|\b(?:deposit|down\s+payment|dep)\s*(?::|of|is|=)?\s*half\b|\bhalf\s+(?:of\s+(?:it|the\s+total)\s+)?(?:down|up\s*front)\b|\b(?:split|do|pay)(?:\s+it)?[ \t,]{1,3}half\s+and\s+half\b|(?<![\d.x])(?<![\dx]\s)\b50\s*(?:\/|-|\s)\s*50\b(?!\s*(?:x|by|ft|feet|'))/gi)) {
    mentions.push({ kind: 'deposit', value: 50, start: match.index, end: match.index + match[0].length });
  }
  // 'paga la mitad', 'da la mitad al empezar': half, said in Spanish as the share the customer pays (as 'pay half' above).
  for (const match of text.matchAll(/\b(?:paga|pagan|pagar[a\u00e1]?|va[ \t]+a[ \t]+pagar|da|dan|dar[a\u00e1]?|deja|dejar[a\u00e1]?)[ \t]+(?:la[ \t]+)?mitad\b(?![ \t]+(?:de|del)[ \t]+(?!anticipo|adelanto|enganche|dep[o\u00f3]sito))|\bmitad[ \t]+(?:de[ \t]+)?(?:anticipo|adelanto|enganche|dep[o\u00f3]sito|al[ \t]+(?:empezar|comenzar|iniciar|firmar)|por[ \t]+adelantado)\b/gi)) {
    mentions.push({ kind: 'deposit', value: 50, start: match.index, end: match.index + match[0].length });
  }
  // A fraction of the total paid before the work: '1/3 down', 'a third down', 'a quarter up front',
  // '1/3 at signing, 1/3 at start, 1/3 at completion' (the first part is the deposit), written as a
  // whole percentage the way the office writes it (33, 25).
  // 'he'll do half', 'Deposit: we'll ask a third': a share the customer will pay, or asked under a deposit label
  // ('deposits capped at a third', 'deposits of at most one-third': the cap is the deposit).
  // 'deposit, she said half', 'deposit he wants to do a third': the share said a few words after the word.
  for (const match of text.matchAll(/\b(?:he'?ll|she'?ll|they'?ll|we'?ll|i'?ll|will|wants\s+to|can)\s+(?:do|pay|put\s+down|put\s+up)\s+(?:a\s+|one\s+)?(half|third|quarter|3rd|4th)\b(?![ \t]+(?:of|the|a|an)\b)|\b(?:deposits?|dep)\b[ \t]*[:=,-]?[ \t]*(?:[a-z']+[ \t]+){1,4}?(?:(?:a|one|1)[ \t-]+(third|quarter)\b|(half)\b(?![ \t]+(?:of|the|a|an|hour|day|inch)\b))/gi)) {
    mentions.push({ kind: 'deposit', value: FRACTIONS[(match[1] ?? match[2] ?? match[3]!).toLowerCase()]!, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(FRACTION_DOWN)) {
    const fraction = (match[1] ?? match[2]!).toLowerCase().replace(/\s+/g, ' ');
    const value = FRACTIONS[fraction.replace(/^(?:a|one|1) /, '')] ?? FRACTIONS[fraction];
    if (value !== undefined) mentions.push({ kind: 'deposit', value, start: match.index, end: match.index + match[0].length });
  }
  // 'no deposit needed', 'deposit waived', 'Deposit: none', 'zero down': the office asks nothing
  // before the work ('no deposit mentioned', 'no deposit discussion yet' say nothing of the terms).
  // ('no deposit on church jobs', 'no deposit.', 'no deposit, they pay at the end': none is asked.)
  for (const match of text.matchAll(/\bno[ \t]+(?:deposit|dep|down[ \t]+payment)(?:[ \t]+(?:needed|required|necessary|this[ \t]+time|for[ \t]+(?:this|him|her|them|repeat)|on[ \t]+(?:this|(?:[a-z]+[ \t]+)?(?:jobs?|work|projects?|orders?)))\b|[ \t]*(?=[.;!\n]|,[ \t]*(?:they|he|she|we|pay|paid|net|bill|invoice)\b))|\b(?:deposit|dep)[ \t]+(?:is[ \t]+)?waived\b|\bwaiv(?:e|ed|ing)[ \t]+(?:the[ \t]+)?(?:deposit|dep)\b|\b(?:deposit|dep)[ \t]*[:=][ \t]*(?:none|n\/a|zero|0)(?![\d.%])|(?:\b(?:zero|nothing|no[ \t]+money)|(?<![\d.,$/])\b0)[ \t]+(?:down|up[ \t]*front|upfront)\b(?![ \t]*(?:payment[ \t]+)?(?:of[ \t]+)?\$)/gi)) {
    mentions.push({ kind: 'deposit', value: 0, start: match.index, end: match.index + match[0].length });
  }
  // 'full payment up front', 'paid in full in advance', "he'd pay it all up front": the whole price before the work.
  for (const match of text.matchAll(/\b(?:full|total)\s+(?:payment|amount|price)\s+(?:up\s*front|upfront|in\s+advance|at\s+signing|before\s+(?:we\s+)?start(?:ing)?)\b|\b(?:paid|pay|pays|paying|payment)\s+in\s+full\s+(?:up\s*front|upfront|in\s+advance|at\s+signing|before\s+(?:we\s+)?(?:start(?:ing)?|begin(?:ning)?|work\s+(?:starts|begins)))\b|\b100\s*%\s+(?:up\s*front|upfront|in\s+advance|due\s+at\s+signing)\b|\b(?:pay|pays|paying|paid)\s+(?:it\s+|the\s+whole\s+thing\s+)?all\s+(?:up\s*front|upfront|in\s+advance)\b|\b(?:pay|pays|paying|paid)\s+(?:all\s+of\s+it|everything|the\s+whole\s+(?:thing|amount|job|price|total|bill|lot))\s+(?:up\s*front|upfront|in\s+advance|at\s+signing)\b/gi)) {
    mentions.push({ kind: 'deposit', value: 100, start: match.index, end: match.index + match[0].length });
  }
  // 'split 40/60', 'payment terms 30/70': the first part of a split that makes 100 is paid first.
  for (const match of text.matchAll(/(?<![\d./])(\d{2})\s*\/\s*(\d{2})(?![\d/])/g)) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const around = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 20);
    if (first + second === 100 && first !== 50 && /\b(?:split|terms|payment|deposit|dep|down)\b/i.test(around)) {
      mentions.push({ kind: 'deposit', value: first, start: match.index, end: match.index + match[0].length });
    }
  }
  // 'this one standard deposit', 'usual deposit': the office's default, said over an earlier figure.
  for (const match of text.matchAll(/\b(?:standard|usual|normal|regular|default)\s+(?:deposit|terms|down\s+payment)\b/gi)) {
    mentions.push({ kind: 'deposit', value: DEFAULT_DEPOSIT, start: match.index, end: match.index + match[0].length });
  }
  // 'take 7.5 off', 'give her 10 off for the referral': a small figure off with no dollar sign and
  // no unit, given as a concession, is a percentage.
  for (const match of text.matchAll(/\b(?:take|taking|took|give|giving|gave|knock|knocking|knocked)[ \t]+(?:(?:him|her|them|'?em|us)[ \t]+)?(?:another[ \t]+)?(\d{1,2}(?:\.\d{1,2})?)[ \t]+off\b(?![ \t]*(?:the[ \t]+)?(?:sf|sq|per|a[ \t]+(?:foot|sq)|each|\/))/gi)) {
    if (Number(match[1]) > 0 && Number(match[1]) <= 30) mentions.push({ kind: 'discount', value: Number(match[1]), start: match.index, end: match.index + match[0].length });
  }
  // 'Military - 10', 'senior 5 off', 'Veteran: 10 pct': the reason for a concession and a small
  // figure with no sign and no unit, ending its clause, is the discount in percent.
  for (const match of text.matchAll(CONCESSION_FIGURE)) {
    const value = Number(match[1] ?? match[2]);
    if (value > 0 && value <= 30) mentions.push({ kind: 'discount', value, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/\bno\s+(?:(?:further|additional|extra|more|other)\s+)?(?:disc(?:ount)?|discounts)\b/gi)) {
    mentions.push({ kind: 'discount', value: 0, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/\b(?:1\/2|one\s+half)\s+(?:down|deposit|up\s*front|upfront)\b/gi)) {
    mentions.push({ kind: 'deposit', value: 50, start: match.index, end: match.index + match[0].length });
  }
  // 'deposit was 50% on the old quote, now 30%': a figure restated after 'now' / 'make it' is of the
  // kind said just before it.
  // So is a figure agreed to in a chat ('can we do 30?' ... 'ok 30% works').
  for (const p of unclassified) {
    // 'He asked 15% off, Mike said no, best is 5% if he signs', 'said NO to 10, only 5%': the office's counter-offer.
    const restated = /\b(?:now|make\s+it|instead|changed\s+to|updated\s+to|revised\s+to|down\s+to|up\s+to|best\s+(?:is|we\s+can\s+do(?:\s+is)?|i\s+can\s+do(?:\s+is)?)|(?:we'?ll|we\s+can|we\s+could|can)\s+do|settled\s+on|meet\s+(?:him|her|them|you)?\s*at|only)\s*$/i.test(text.slice(Math.max(0, p.start - 24), p.start));
    // '40% is the lowest we go', '10% is the most we can do': the office's limit answers the figure asked before it.
    const agreed = /^[ \t]*(?:works|is\s+fine|is\s+ok(?:ay)?|it\s+is|ok(?:ay)?|agreed|deal|then|is\s+(?:the\s+|our\s+)?(?:lowest|least|most|best|max(?:imum)?|min(?:imum)?)\b)/i.test(text.slice(p.end, p.end + 24));
    if (!restated && !agreed) continue;
    const previous =
      [...mentions, ...asked].filter((m) => m.end <= p.start && p.start - m.end < (agreed ? 200 : 80)).sort((a, b) => b.end - a.end)[0] ??
      // 'OK, 50% it is.' on top of the office's quoted message that asked for 50% down.
      // 'Sure, we can do 25% for you.' over the customer's quoted 'Is there any flexibility on the
      // deposit? 50% is a lot': a figure offered in answer is of the kind the older message asked about.
      (agreed || restated ? [...mentions, ...asked].filter((m) => m.start >= p.end && m.start - p.end < 400 && threadAge(m.start) > threadAge(p.start)).sort((a, b) => a.start - b.start)[0] : undefined);
    if (previous) mentions.push({ kind: previous.kind, value: p.value, start: p.start, end: p.end });
    // 'we can't do 15%, but we'll do 7%' in an office reply above the customer's quoted ask ('Can you
    // do 15% off?'): the figure refused is that discount, wherever in the thread it was asked.
    else if (restated) {
      const refused = unclassified.find((q) => q.end <= p.start && p.start - q.end < 60 && (/\b(?:can'?t|cannot|can\s+not|won'?t|couldn'?t)\s+(?:do|go|give|offer)\s*$/i.test(text.slice(Math.max(0, q.start - 20), q.start)) || /^\s*(?:is|would\s+be)\s+(?:too\s+(?:much|steep|high|deep)|more\s+than\s+we)/i.test(text.slice(q.end, q.end + 24))));
      if (refused && asked.some((a) => a.kind === 'discount' && a.value === refused.value)) mentions.push({ kind: 'discount', value: p.value, start: p.start, end: p.end });
    }
  }
  // 'Office: dep?' answered on the next line ('Kev: 50', '40%'): a term asked about in a chat or a note is the
  // figure that answers it.
  for (const match of text.matchAll(/\b(dep(?:osit)?|down[ \t]+payment|disc(?:ount)?)\b[^\n?]{0,15}\?[ \t]*\n(?:[^\n]{0,40}:)?[ \t]*(\d{1,3}(?:\.\d+)?)[ \t]*%?[ \t]*(?=\n|$)/gi)) {
    const value = Number(match[2]);
    const kind = /^disc/i.test(match[1]!) ? 'discount' : 'deposit';
    if (value <= (kind === 'discount' ? 50 : 100)) mentions.push({ kind, value, start: match.index, end: match.index + match[0].length });
  }
  // '40% / 60% on completion', '50% to start, 25% at rough-in, 25% when done': the share before the one paid
  // at the end is paid first.
  for (const p of unclassified) {
    if (p.value >= 100) continue;
    const rest = /^[^%\n]{0,40}?(?<![\d.$])\d{1,3}[ \t]*%[ \t]*(?:(?:is[ \t]+)?due[ \t]+)?(?:on|at|upon|after|when|with)[ \t]+(?:the[ \t]+)?(?:completion|complete|completed|finish|finished|final|done|the[ \t]+end|close-?out|substantial[ \t]+completion)\b/i.exec(text.slice(p.end, p.end + 100));
    if (rest && !mentions.some((m) => m.kind === 'deposit')) mentions.push({ kind: 'deposit', value: p.value, start: p.start, end: p.end });
  }
  // A percentage standing alone in a note ('50% ok.', '- 50% -'): with nothing else said about the
  // terms, a share of 20% or more is the deposit (a discount is always said as one).
  if (!mentions.some((m) => m.kind === 'deposit')) {
    for (const p of unclassified) {
      if (p.value < 20 || p.value > 100) continue;
      const after = text.slice(p.end, p.end + 12);
      const before = text.slice(Math.max(0, p.start - 12), p.start);
      if (/^\s*(?:ok|okay|fine|\?|$|[-–—,.;)\n])/i.test(after) && !/\b(?:solids?|epoxy|humidity|rh|grade|slope|of)\s*$/i.test(before)) {
        mentions.push({ kind: 'deposit', value: p.value, start: p.start, end: p.end });
        break;
      }
    }
  }
  // A later mention wins, but a thread puts the newest message on top: a mention in an older
  // (quoted or forwarded) message comes before every mention in a newer one.
  mentions.sort((a, b) => threadAge(b.start) - threadAge(a.start) || a.start - b.start);
  for (const mention of mentions) take(mention.kind, mention.value, mention.start, mention.end);
  // '60% down ok?' / 'can we do 50' / 'sure': a share the customer asked for in a chat and the office agreed
  // to. A chat runs oldest first, and the office's own turns ('Office: ...') are no notes on top of it:
  // the agreement holds over every share said before it.
  const agreed = depositAgreedInChat(text);
  const before = deposit as Found<number> | null;
  if (agreed && (!before || (before.spans[0]?.start ?? 0) < agreed.start)) take('deposit', agreed.value, agreed.start, agreed.end);

  const amounts: Found<string>[] = [];
  const money = String.raw`\$\s?\d+(?:\.\d{1,2})?`;
  const amountPatterns: [RegExp, string][] = [
    [new RegExp(String.raw`\b(?:deposit|down[ \t]*payment|retainer)[ \t]*(?:of|is|:|=|will[ \t]+be|would[ \t]+be)?[ \t]*${money}|${money}[ \t]*(?:deposit|down\b|up[ \t]*front|upfront|retainer)`, 'gi'), 'Deposit'],
    // ('-$150 promo', '- $200 referral credit': a sum taken off on a note's line of its own.)
    [new RegExp(String.raw`${money}[ \t]*(?:off|discount)\b|\b(?:discount|knock(?:ed)?[ \t]+off|take[ \t]+off)[ \t]*(?:of|is|:)?[ \t]*${money}|(?<![\w.])[-\u2212][ \t]?${money}[ \t]+(?:[a-z]+[ \t]+)?(?:promo(?:tion)?|discount|disc|credit|coupon|rebate|referral|off)\b`, 'gi'), 'Discount'],
  ];
  for (const [pattern, label] of amountPatterns) {
    for (const match of text.matchAll(pattern)) {
      const dollars = /\$\s?(\d+(?:\.\d{1,2})?)/.exec(match[0])?.[1] ?? '';
      amounts.push({ value: `${label} of $${dollars} mentioned`, spans: [{ start: match.index, end: match.index + match[0].length }] });
    }
  }
  return { discountRate: discount, depositPercentage: deposit, amounts };
}

/** A CSV, tab or pipe row's cells; quoted cells keep their commas. */
function cellsOf(line: string): string[] {
  const delimiter = line.includes('\t') ? '\t' : line.includes('|') ? '|' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

const DEPOSIT_COLUMN = /^(?:deposit|dep|down(?:[ _]?payment)?)(?:[ _]*(?:pct|percent|%|rate))?(?:[ _]*\(%\))?$/i;
const DISCOUNT_COLUMN = /^(?:discount|disc)(?:[ _]*(?:pct|percent|%|rate))?(?:[ _]*\(%\))?$/i;

/**
 * A spreadsheet gives the terms as columns ('...,discount_pct,deposit_pct' over '...,0,50'): the
 * value under each header in the row below it. Read when the prose says nothing of the terms.
 */
export function termsInColumns(raw: string): { discount: number | null; deposit: number | null } {
  const lines = raw.slice(0, 30000).split('\n');
  // A sheet's own discount row ('VOLUME DISC 2.5%   -891.75', 'Discount (5%)  -120.00').
  let discountRow: number | null = null;
  for (const line of lines.slice(0, 400)) {
    const row = /^[ \t|,]*(?:[A-Za-z-]+[ \t]+){0,2}(?:discount|disc)\.?[ \t]*\(?[ \t]*(\d{1,2}(?:\.\d+)?)[ \t]*%/i.exec(line);
    if (row) {
      discountRow = Number(row[1]);
      break;
    }
  }
  // A sheet's own row for a term ('Deposit | 40% | | |', 'deposit,40'), or a discount row written as
  // a negative share with its amount ('Winter booking -7%   -330.90').
  let depositRow: number | null = null;
  for (const line of lines.slice(0, 400)) {
    const cells = cellsOf(line).map((c) => c.trim()).filter(Boolean);
    const figure = /^(\d{1,3}(?:\.\d+)?)[ \t]*%?$/.exec(cells[1] ?? '');
    if (cells.length >= 2 && figure && Number(figure[1]) <= 100) {
      if (DEPOSIT_COLUMN.test(cells[0]!) || /^(?:deposit|dep)\b[^\d]{0,20}$/i.test(cells[0]!)) depositRow ??= Number(figure[1]);
      else if (DISCOUNT_COLUMN.test(cells[0]!) && Number(figure[1]) <= 50) discountRow ??= Number(figure[1]);
    }
    // ('Referral credit 5%   -272.80': the amount's sign says it is taken off.)
    const negative = /^[ \t|,]*[A-Za-z][A-Za-z .'&/-]{2,40}?[ \t,|]+(?:[-\u2212][ \t]?)?(\d{1,2}(?:\.\d+)?)[ \t]*%[ \t,|]+(?:\(\$?[\d,]+\.\d{2}\)|[-\u2212][ \t]?\$?[\d,]+\.\d{2})[ \t|,]*$/.exec(line);
    if (negative && !/\b(?:deposit|dep|tax|paid|retainage|retention|balance)\b/i.test(line)) discountRow ??= Number(negative[1]);
  }
  for (let i = 0; i + 1 < lines.length && i < 400; i += 1) {
    const header = cellsOf(lines[i]!);
    if (header.length < 3) continue;
    const depositAt = header.findIndex((c) => DEPOSIT_COLUMN.test(c));
    const discountAt = header.findIndex((c) => DISCOUNT_COLUMN.test(c));
    if (depositAt < 0 && discountAt < 0) continue;
    const row = cellsOf(lines.slice(i + 1).find((l) => l.trim()) ?? '');
    const value = (at: number): number | null => {
      const m = at >= 0 ? /^(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(row[at] ?? '') : null;
      return m && Number(m[1]) <= 100 ? Number(m[1]) : null;
    };
    return { discount: value(discountAt) ?? discountRow, deposit: value(depositAt) ?? depositRow };
  }
  return { discount: discountRow, deposit: depositRow };
}

