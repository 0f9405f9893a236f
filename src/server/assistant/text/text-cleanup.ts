import { spokenAddressNumbers } from '../speech/spoken-address.ts';
import { spokenNumbersToDigits } from '../speech/spoken-numbers.ts';

// A line that begins with a price and its revision: '   4.10 -> 4.35 (resin price up)' under 'fab shop 50 x 60 -
// quartz 4.10'. The line speaks of the price written above it, which is revised there too.
const REVISED_ON_ITS_OWN_LINE = /^[ \t]*\$?(\d{1,3}\.\d{2})[ \t]*(?:\/[ \t]*(?:sf|sq[ \t]*ft|lf))?[ \t]*(?:->|\u2192|=>|\u21d2)[ \t]*\$?(\d{1,3}\.\d{2})(?![\d.%])/gm;

function pricesRevisedBelow(text: string): string {
  for (const m of [...text.matchAll(REVISED_ON_ITS_OWN_LINE)].slice(0, 3)) {
    const [was, now] = [m[1]!, m[2]!];
    // A revision moves a price a little; two unrelated figures are not one price revised.
    if (was === now || Math.abs(Number(now) - Number(was)) > Number(was) / 3) continue;
    // The nearest one above: another floor at the same price further up keeps its own.
    const above = [...text.slice(Math.max(0, m.index - 400), m.index).matchAll(new RegExp(`(?<![\\d.])${was.replace('.', '\\.')}(?![\\d.]*\\d)`, 'g'))].at(-1);
    if (!above) continue;
    const at = Math.max(0, m.index - 400) + above.index;
    text = text.slice(0, at) + now + text.slice(at + was.length);
  }
  return text;
}

/**
 * Brings typed, dictated, jotted and pasted requests to one form before parsing: plain quotes and
 * dashes, no 'um'/'uh', digits instead of number words, '%' for 'percent', no thousands
 * separators, and a speaker's self-corrections applied.
 */
export function cleanRequestText(raw: string): string {
  let text = raw
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s*[\u2013\u2014\u2015]\s*/g, ' \u2014 ')
    .replace(/\u00d7/g, 'x')
    .replace(/\u00bd/g, '.5')
    .replace(/[\t\u00a0]+/g, ' ');
  // An e-mail reply quotes the office's earlier message; only the customer's own words count.
  // A forwarded or quoted message is usually the customer's own (the office forwards the lead), so
  // its markers go and its words stay; the office's own quoted text is told apart later by scoring
  // (office addresses, 'To:' lines).
  text = supersededQuotedPrices(dropRepliedToMessages(text))
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/^[ \t]*-{2,}[ \t]*(?:Original Message|Forwarded message)[ \t]*-{2,}[ \t]*$/gim, '');
  text = text.replace(/(?<![\w'])(?:u+h+m*|u+m+|e+r+m+|hmm+|mm+)(?![\w'])[,.]?/gi, ' ');
  // E-mails written to dodge spam readers ('ruth.ames [at] example [dot] com', 'dana(at)example.com')
  // or with 'at' before a written domain ('bpatel at example.net').
  text = text
    .replace(/(?<=[\w.])[ \t]*[[(][ \t]*at[ \t]*[\])][ \t]*(?=[\w-])/gi, '@')
    .replace(/(?<=[\w-])[ \t]*[[(][ \t]*dot[ \t]*[\])][ \t]*(?=[\w-])/gi, '.')
    .replace(/\b([a-z0-9][\w.+-]{0,40})[ \t]+at[ \t]+([a-z0-9-]{2,40}(?:\.[a-z0-9-]{2,40}){0,3}\.(?:com|net|org|edu|gov|us|io|co|biz|info))\b/gi, '$1@$2');
  // A transcript's own tags ('suite [inaudible] two ten', '(crosstalk)') are not the speaker's words.
  text = text.replace(/[[(](?:inaudible|unintelligible|unclear|indistinct|crosstalk|garbled|static|noise|background\s+noise|pause|silence|laughs?|laughter|coughs?|music|beep)(?:[ \t]+[\d:]{1,8})?[\])]/gi, ' ');
  text = pricesRevisedBelow(text);
  // A revised figure keeps only its new value: '4.25 -> 4.60 (revised)', '6O → 5.90'.
  // Only on one line: 'drains 3 @ 85' above '-> 10% off' is a price and then a discount. A size's side
  // before the arrow is no figure revised ('shop 24x32 -> 3.85': the arrow points at the floor's price); a word
  // ending in x is no size ('approx 1200 -> 1250', 'Apex 3.95 -> 4.10' are revised).
  text = text.replace(/(?<![\d.])(?<!\d[ \t]{0,3}(?:x|by)[ \t]{0,3})\$?\d+(?:\.\d+)?[ \t]*(?:\/[ \t]*(?:sf|sq[ \t]*ft|lf))?[ \t]*(?:->|→|=>|⇒)[ \t]*(?=\$?\d)/gi, '');
  // An arrow after a word or a unit points at the price: 'cove 88 lf -> 13'.
  text = text.replace(/[ \t]*(?:->|→|=>|⇒)[ \t]*(?=\$?\d+(?:\.\d+)?(?![\d.]*\s*%))/g, ' @ ');
  // Shorthand and spreadsheet forms of the terms: '50% dn', 'half dwn', 'Deposit %,35', 'discount_pct,5'.
  text = text
    .replace(/\b(?:dn|dwn)\b\.?/gi, 'down')
    .replace(/\b(deposit|dep|down)\.?\s*(?:of\s+|:\s*)?1\/2\b/gi, '$1 50%')
    .replace(/\b(deposit|dep|discount|disc)(?:_pct|_percent|\s*%|\s+pct)\s*[,:=\t]\s*(\d{1,3}(?:\.\d+)?)(?!\d)/gi, '$1 $2%');
  // 'they wanna do fifty fifty': a payment split, not 5050 (nor a price, which is said with its unit).
  text = text.replace(/\bfifty[ -]fifty\b(?![ \t]*(?:a\b|an\b|per\b|\/|sf\b|sq|square|foot|feet|ft\b|by\b|x\b|dollars|bucks|cents|each|ea\b|lf\b|linear))/gi, '50/50');
  text = spokenNumbersToDigits(spokenAddressNumbers(text)).replace(/(\d)\s+(?:dash|hyphen)\s+(?=\d)/gi, '$1-');
  // A price under a dollar written without its zero: 'striping 1,600 lf @ .55', '$.85/lf'.
  text = text.replace(/([@$][ \t]*|\bat[ \t]+)\.(\d{1,2})\b(?![.\d])/gi, '$10.$2');
  // ... and before its unit: 'clear sealer .95/sf', 'striping .55 per lf'.
  text = text.replace(/(?<![\d.\w])\.(\d{2})(?=[ \t]*(?:\/|per[ \t]+)[ \t]*(?:sf|sq|lf|ft|foot|square|linear)\b)/gi, '0.$1');
  // ... and in a note's column after the length it prices: 'markings 1200 lf .60'.
  text = text.replace(/(\d[ \t]*(?:lf|sf|ea)[ \t]+)\.(\d{2})\b(?![.\d])/gi, '$10.$2');
  // A price with a fraction: '$4 1/4/sf' = 4.25, '$3 1/2' = 3.50 (with '$' only: '8 1/2 x 11' is a size).
  text = text.replace(/\$[ \t]?(\d{1,3})[ \t]+([13])\/([24])\b/g, (m, whole: string, n: string, d: string) => (n === '3' && d === '2' ? m : `$${whole}.${d === '2' ? '50' : n === '1' ? '25' : '75'}`));
  // A form's unit before the figure: 'Cove lf: 64 @ 8.00' is 64 lf; 'Garage sf: 22 x 23' is the size
  // ('Area SF: 3,200' is read as it is: a sheet's label).
  text = text
    .replace(/\b(lf)[ \t]*:[ \t]*(\d[\d,]*(?:\.\d+)?)(?![\d.,]|[ \t]*(?:x|by)\b)/gi, '$2 $1')
    .replace(/\b(?:lf|sf|sq[ \t]*ft)[ \t]*:[ \t]*(?=\d[\d.]*[ \t]*(?:x|by)[ \t]*\d)/gi, ': ');
  // One lump sum: 'stage front 1 LS 400' is the lump sum 400, not one of something at 400.
  text = text.replace(/(?<![\d.,$])1[ \t]+(?=(?:ls|l\/s|lump[ \t]*sum)\b[ \t]*\$?\d)/gi, '');
  // A figure struck out on a notepad, read as '(x)' after it: '3.25 (x) 3.45' is 3.45.
  text = text.replace(/(?<![\d.])\$?\d+(?:\.\d+)?[ \t]*\([ \t]*x[ \t]*\)[ \t]*(?=\$?\d)/gi, '');
  // ... or as a lone 'X' between a price and the one that replaces it: 'rate 4.10  X  4.35 (ok'd)',
  // '@ $4.10 x 4.35' (after a price word a size is not written in cents).
  text = text.replace(/((?:@|\brate\b:?|\bprice\b:?)[ \t]*\$?)\d{1,3}\.\d{2}[ \t]+x[ \t]+\$?(?=\d{1,3}\.\d{2}(?![\d.]|[ \t]*(?:x|by)\b))/gi, '$1');
  // ... or written again beside it with no mark: 'back 32x24 @ 5.50 6.25 (more prep)'. Two prices of a
  // foot side by side, the second the one meant; not a sheet's 'qty @ rate ext', whose extension is many
  // times the rate.
  text = text.replace(/(@[ \t]*\$?)(\d{1,2}\.\d{2})[ \t]+\$?(\d{1,2}\.\d{2})(?![\d.%]|[ \t]*(?:x|by|sf|sq|lf|ft|ea|each|'|\/|%)\b)/gi, (m, at: string, was: string, now: string) =>
    Number(now) >= Number(was) / 2 && Number(now) <= Number(was) * 2 ? `${at}${now}` : m,
  );
  // ... and after the floor's words with no '@': 'garage 26 x 28  flake  4.50 4.70', 'gar 23 x 24 flake 4.80 4.65
  // (matched their bid)'. Without the '@' the two must be near (within a third): a row's rate and its
  // extension, or two systems' prices ('flake/quartz 4.50 6.75'), are not one price written twice.
  text = text.replace(/(?<=[a-z][ \t]{1,4})(\$?)(\d{1,2}\.\d{2})[ \t]+\$?(\d{1,2}\.\d{2})(?![\d.%]|[ \t]*(?:x|by|sf|sq|lf|ft|ea|each|'|\/|%)\b)/gi, (m, dollar: string, was: string, now: string) =>
    Math.abs(Number(now) - Number(was)) <= Number(was) / 3 && now !== was ? `${dollar}${now}` : m,
  );
  // 'a flat hundred and twenty five', 'cove, hundred forty feet': a hundred said without 'a' or 'one'.
  text = text.replace(/(?<![\d.]\s*)\bhundred\s+(?:and\s+)?(\d{1,2})\b(?!\.?\d)/gi, (_m, n: string) => `1${n.padStart(2, '0')}`);
  // Spoken forms the number reader leaves in words: 'five and a quarter' = 5.25, 'six and three
  // quarters' = 6.75, 'ninety five cents' = $0.95, 'twenty three foot six by ...' = 23 ft 6 in, and a
  // bare 'no' between two figures that corrects the first ('4.95 no 4.85', '7720 no 7702').
  text = text
    .replace(/(?<![\d.])(\d+)\s+and\s+(?:a\s+|1\s+)?(quarter|half|(?:three|3)\s+quarters)\b(?!\s+(?:down|dn|dwn|up\s*front|deposit)\b)/gi, (_m, n: string, f: string) => `${n}.${/half/i.test(f) ? '5' : /three|3/i.test(f) ? '75' : '25'}`)
    .replace(/(?<![\d.$])(\d{1,2})\s+cents\b/gi, (_m, n: string) => `$0.${n.padStart(2, '0')}`)
    .replace(/(?<![\d.])(\d{1,3})\s+(?:foot|feet|ft)\s+(\d{1,2})\s+(?=by\b|x\b)/gi, '$1 ft $2 in ')
    // (not the second figure of a size: '12 by 14 no 12 by 16' is a whole size corrected, below)
    .replace(/(?<![\d.])(?<!(?:x|by)\s*)\$?\d+(?:\.\d+)?\s+no\s+(?=\$?\d)/gi, '')
    // Sizes in prose: "24' wide and 22' deep", '30 ft long by 20 ft wide' = 24 x 22.
    .replace(/(?<![\d.])(\d+(?:\.\d+)?)\s*(?:'|ft\.?|feet|foot)?\s*(?:wide|long|deep)\s*(?:,|and|by|x)?\s*(?:about\s+)?(\d+(?:\.\d+)?)\s*(?:'|ft\.?|feet|foot)?\s*(?:wide|long|deep)\b/gi, '$1 x $2')
    // 'Forklift aisles 2 x (10 x 180)': that many of one size is one area (unless its sum is written after it).
    .replace(/(?<![\d.])(\d{1,2})[ \t]*[x*][ \t]*\([ \t]*(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft)?[ \t]*(?:x|by)[ \t]*(\d{1,4}(?:\.\d+)?)[ \t]*(?:'|ft)?[ \t]*\)(?![ \t]*=)/gi, (_m, n: string, l: string, w: string) => `${Math.round(Number(n) * Number(l) * Number(w) * 100) / 100} sf`)
    // ... and "22 feet across and 25 feet deep", '25 ft across the door side and 30 ft back to the wall'.
    .replace(/(?<![\d.])(\d+(?:\.\d+)?)[ \t]*(?:'|ft\.?|feet|foot)[ \t]*(?:wide|long|deep|across)\b((?:[ \t]+[a-z]+){0,4}?)[ \t]*,?[ \t]*(?:and|by|x)[ \t]+(?:about[ \t]+|roughly[ \t]+|maybe[ \t]+)?(\d+(?:\.\d+)?)[ \t]*(?:'|ft\.?|feet|foot)[ \t]*(?:wide|long|deep|across|back|front[ \t]+to[ \t]+back)\b/gi, '$1 x $3$2')
    // 'nineteen fifty flat' is read 19.50 like a rate, but a flat fee of $19.50 is not a thing: 1950.
    .replace(/(?<![\d.$])([1-9]\d)\.([1-9]0)\s+(?=flat\b|lump\b)/gi, '$1$2 ');
  text = text
    .replace(/(\d)\s*(?:percent\b|per\s+cent\b|pct\b\.?)/gi, '$1%')
    .replace(/\bsq\.\s*f(?:ee)?t\.?/gi, 'sq ft')
    .replace(/\bsq\.?\s*feet\b/gi, 'sq ft')
    .replace(/\bs\.\s*f\.?/gi, 'sf')
    .replace(/\bl\.\s*f\.?/gi, 'lf')
    .replace(/\blin\.\s*f(?:ee)?t\.?/gi, 'lin ft');
  // '1,200' -> '1200', but '22, 24' and '30 x 22,' stay as they are; so do a CSV row's cells, which a
  // thousands comma never joins: a phone's last four before the next cell ('605-555-0125,308 W 33rd St'),
  // a cell after a cell ('26,18,468').
  text = text.replace(/(?<![\d.]|\d,)(\d{1,3})((?:,\d{3})+)(?!\d)/g, (_m, head: string, groups: string) => head + groups.replace(/,/g, ''));
  return applySelfCorrections(workedOutSizes(countedSizeTotals(correctedChatLines(withoutExtensions(text)))));
}

// 'classrooms 3 @ 24x28 - total 2016 sf', '2 bays 12 x 40 each = 960 sf': like rooms counted, then
// the area they make together.
const COUNTED_TOTAL = /(?<![\d.])(\d{1,2})[ \t]*(?:[a-z]+[ \t]+)?(?:[@x*][ \t]*)?(\d{1,4}(?:\.\d+)?)[ \t]*(?:(?:'|ft)[ \t]*)?(?:x|by)[ \t]*(\d{1,4}(?:\.\d+)?)(?:[ \t]*(?:'|ft))?(?:[ \t]*each)?[ \t,;:-]*(?:=|\btotal\b|\btot\b|\bttl\b)[ \t:=]*(?:of[ \t]+)?(?=(\d{2,6}(?:\.\d+)?)[ \t]*(?:sf|sq[ \t]*ft|square[ \t]+feet)\b)/gi;

/** Like rooms counted with their size and then their total area: the total stands, the figures it was worked from go. */
function countedSizeTotals(text: string): string {
  return text.replace(COUNTED_TOTAL, (m, n: string, l: string, w: string, total: string) =>
    Number(n) > 1 && Math.abs(Number(n) * Number(l) * Number(w) - Number(total)) < 1 ? m.replace(/(?<=\d)x(?=\d)/gi, ' ').replace(/\d+(?:\.\d+)?|[@*=',;:-]|\b(?:x|by|each|total|tot|ttl|of|ft)\b/gi, (d) => ' '.repeat(d.length)) : m,
  );
}

const EXTENSION = /(?<![\d.])(\d{1,6}(?:\.\d+)?)[ \t]*(?:sf|sq[ \t]*ft|lf|ea|each|steps?|drains?)?[ \t]*(?:@|at)[ \t]*\$?(\d{1,6}(?:\.\d{1,2})?)(?:[ \t]*\/[ \t]*[a-z]{1,4})?([ \t]*=[ \t]*\$?(\d{1,9}(?:\.\d{1,2})?))(?![\d.]*\d)/gi;

/** 'Steps: 2 @ $65.00 = $130.00': the sheet's own extension is no price; the count and rate stay. */
function withoutExtensions(text: string): string {
  return text.replace(EXTENSION, (m, q: string, r: string, tail: string, ext: string) =>
    Math.abs(Number(q) * Number(r) - Number(ext)) < 0.011 ? m.slice(0, m.length - tail.length) + ' '.repeat(tail.length) : m,
  );
}

const CHAT_STAMP = /^\s*(?:\[\s*\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*\]|\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?\s*[-:])\s*/i;
const CHAT_CORRECTION = /^(?:oops|sorry|correction|typo|i\s+mean|i\s+meant|make\s+(?:that|it)|actually|wait|no)\b[\s,:!-]*/i;
const LINE_SIZE = /\d+(?:\.\d+)?\s*(?:'|ft)?\s*(?:x|by)\s*\d+(?:\.\d+)?(?:\s*(?:'|ft))?/gi;
const LINE_PRICE = /\$?\d{1,3}\.\d{2}\b/g;

/**
 * A text thread or chat log corrects a figure on a line of its own ('[10:14] garage is 20 x 21',
 * '[10:15] oops 20 x 23'): the figure of the same kind on the lines just before goes.
 */
function correctedChatLines(text: string): string {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i += 1) {
    const body = lines[i]!.replace(CHAT_STAMP, '');
    if (!CHAT_CORRECTION.test(body)) continue;
    const kind = new RegExp(LINE_SIZE.source, 'i').test(body) ? LINE_SIZE : new RegExp(LINE_PRICE.source).test(body) ? LINE_PRICE : null;
    if (!kind) continue;
    for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
      const found = [...lines[j]!.matchAll(new RegExp(kind.source, 'gi'))].pop();
      if (!found) continue;
      lines[j] = lines[j]!.slice(0, found.index) + ' '.repeat(found[0].length) + lines[j]!.slice(found.index + found[0].length);
      // The correction is made; its word and the time stamp go, so that no figure is corrected twice.
      lines[i] = body.replace(CHAT_CORRECTION, '');
      break;
    }
  }
  return lines.join('\n');
}

const WORKED_OUT = /(?:\b(?:minus|less|deduct(?:ing)?|subtract(?:ing)?|take\s+out|excluding)\b|\d\s*x\s*\(\s*\d)[^\n=]*=\s*(\d+(?:\.\d+)?)\s*(sf|sq\s*ft|square\s+feet)\b/i;

/**
 * The writer's own arithmetic: 'garage 24 x 24 = 576' over '- minus 4x6 workbench area = 552 sf',
 * 'aisles 2 x (8 x 200) = 3200 sf': the result is the size; the figures it was worked from go.
 */
function workedOutSizes(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const m = WORKED_OUT.exec(lines[i]!);
    if (!m) continue;
    const resultAt = lines[i]!.lastIndexOf(m[0].slice(m[0].lastIndexOf('=')));
    lines[i] = lines[i]!.slice(0, resultAt).replace(/\d+(?:\.\d+)?/g, (d) => ' '.repeat(d.length)) + lines[i]!.slice(resultAt);
    const previous = i > 0 ? lines[i - 1]! : '';
    // Only a subtraction works from the line above ('24 x 24 = 576' then '- minus 4x6 ... = 552 sf').
    if (i > 0 && /^[a-z]/i.test(m[0]) && !/\$|\d\.\d{2}/.test(previous)) lines[i - 1] = previous.replace(/\d+(?:\.\d+)?\s*(?:'|ft)?\s*(?:x|by)\s*\d+(?:\.\d+)?|=\s*\d+(?:\.\d+)?/gi, (d) => ' '.repeat(d.length));
  }
  return lines.join('\n');
}

/**
 * A reply quotes the message it answers ('On Mon, Jun 2, Epoxy Pros wrote:' and the '>' lines
 * under it): that is the office's own earlier message, so it goes. A forwarded message
 * ('> From: customer ...') is kept.
 */
function dropRepliedToMessages(text: string): string {
  const out: string[] = [];
  const quoted: string[] = [];
  let dropping = false;
  for (const line of text.split('\n')) {
    if (/^[ \t]*(?:>[ \t]?)*On\b[^\n]{0,120}\bwrote:[ \t]*$/.test(line)) {
      // The office pasted its reply over the customer's message ('Hi Patrick, thanks ...' over
      // 'On Tue ... Patrick Flanagan <pf@example.com> wrote:', not from the company's own
      // address): the quoted message is the request; it stays.
      dropping = !repliesToWriter(out.join('\n'), line);
      if (!dropping) out.push(line.replace(/\bwrote:[ \t]*$/, 'wrote -'));
      continue;
    }
    if (dropping && /^[ \t]*>/.test(line)) {
      quoted.push(line);
      continue;
    }
    dropping = false;
    out.push(line);
  }
  const reply = out.join('\n');
  // A reply that measures nothing ('Can you do any better than $3.30?') is about the job the office's
  // quoted message priced: its sizes and prices are the job's, so its lines stay (not its contacts).
  // So is one that adds to the quote it answers ('Quote looks good! Could you also add the front stoop? It's 5 x 8').
  if (quoted.length > 0 && (!MEASURE.test(reply) || ADDS_TO_QUOTE.test(reply)) && quoted.some((line) => MEASURE.test(line))) {
    const job = quoted.map((line) => line.replace(/^[ \t]*(?:>[ \t]?)+/, '')).filter((line) => line.length < 400 && !/\d{3}[-.\s)]+\d{3}[-.\s]\d{4}|[\w.+-]@[\w-]+\./.test(line));
    return [...out, ...job, ...detailsOnFile(quoted, reply)].join('\n');
  }
  return [...out, ...officeTermsFromReply(quoted, reply), ...detailsOnFile(quoted, reply)].join('\n');
}

// A reply asking for more work on the quote it answers.
const ADDS_TO_QUOTE = /\b(?:also[ \t]+(?:add|include|quote)|(?:can|could|would)[ \t]+(?:you|u|ya)[ \t]+(?:also[ \t]+)?(?:add|include)|please[ \t]+(?:also[ \t]+)?add|add[ \t]+on|add[ \t]+(?:the|my|our|a)[ \t]+[a-z]+(?:[ \t]+[a-z]+)?[ \t]+(?:too|as[ \t]+well))\b/i;

/** A size, an area or a length: what a message about a job measures. */
const MEASURE = /(?<![\d.])\d{1,4}(?:\.\d+)?\s*(?:'|ft\.?|feet)?\s*(?:x|by)\s*\d{1,4}(?![\d:])|\b\d[\d,]*\s*(?:sq\.?\s*f(?:ee)?t|sf|square\s+f(?:ee|oo)t|lf|linear\s+f(?:ee|oo)t)\b/i;

/** The reply above greets the quoted message's writer by first name: it is the office answering. */
function repliesToWriter(reply: string, writerLine: string): boolean {
  const writer = /\b([A-Z][a-z'-]+)[ \t]+[A-Z][A-Za-z'-]+[ \t]*(?:<[^>\n]{1,100}>)?[ \t]*wrote:/.exec(writerLine);
  const first = writer?.[1];
  if (!first || /^(?:Estimating|Office|Sales|Info|Team|Support)$/i.test(first)) return false;
  // The trade's own people write from the company's address ('steve@ironcladfloors.com').
  if (/<[^>]*(?:floor|coat|epoxy|concrete|resin|surface|estimat|info@|sales@|office@)[^>]*>/i.test(writerLine)) return false;
  return new RegExp(`^[ \\t]*(?:hi|hello|hey|dear|good\\s+(?:morning|afternoon|evening)|thanks|thank\\s+you)[ \\t,]+${first}\\b`, 'im').test(reply);
}

/**
 * The office's earlier message may hold the customer's details it has on file ('Address on file:
 * 610 Brookhaven Ln ...', 'your cell (469) 555-0149'); when the reply gives none of its own,
 * those lines are the customer's details and stay. The office's own signature does not say so.
 */
function detailsOnFile(quoted: string[], reply: string): string[] {
  const replyHasPhone = /\d{3}[-.\s)]+\d{3}[-.\s]\d{4}/.test(reply);
  const replyHasAddress = /\b\d{5}\b/.test(reply);
  if (replyHasPhone && replyHasAddress) return [];
  return quoted
    .map((line) => line.replace(/^[ \t]*(?:>[ \t]?)+/, ''))
    .filter((line) => line.length < 400 && /\b(?:on\s+file|your\s+(?:address|number|phone|cell|mobile)|we\s+have\s+you\s+at)\b/i.test(line))
    .flatMap((line) => line.split(/(?<=[.;])\s+(?=[A-Z])/))
    .filter((part) => /\b(?:on\s+file|your\s+(?:address|number|phone|cell|mobile)|we\s+have\s+you\s+at)\b/i.test(part))
    .filter((part) => (/\d{3}[-.\s)]+\d{3}[-.\s]\d{4}/.test(part) ? !replyHasPhone : !replyHasAddress));
}

const QUOTED_PRICE = /\$\s?\d+(?:\.\d{1,2})?|(?<![\d.,])\d{1,3}\.\d{2}(?![\d%])/g;
const PLACE_WORD = /[a-z]{4,}/g;
const NOT_PLACE = /^(?:from|with|that|this|your|have|will|would|could|best|price|quote|quoted|sent|subject|estimating|patio's|works|send|final|perfect|please|thanks|each|flat|feet|foot|square)$/;

/**
 * A thread with the newest message on top ('Perfect, $4.30 for the garage and $5.50 for the patio
 * works' over '> Garage 24x25 at $4.60, patio 14x18 at $5.75'): a price in a quoted ('>') line is
 * superseded when the reply prices the same thing, so it goes; the quoted sizes stay.
 */
function supersededQuotedPrices(text: string): string {
  const lines = text.split('\n');
  const isQuoted = (line: string): boolean => /^[ \t]*>/.test(line);
  const replied = new Set<string>();
  // Only the reply's sentences that price something: 'Joint fill on the shop too' after 'the shop
  // at the $3.40' prices no joint fill, so the quoted joint fill price stands.
  for (const line of lines) {
    if (isQuoted(line)) continue;
    for (const sentence of line.split(/[.!?;](?=\s|$)/)) {
      if (!QUOTED_PRICE.test(sentence)) continue;
      QUOTED_PRICE.lastIndex = 0;
      for (const w of sentence.toLowerCase().match(PLACE_WORD) ?? []) if (!NOT_PLACE.test(w)) replied.add(w.replace(/s$/, ''));
    }
  }
  if (replied.size === 0) return text;
  return lines
    .map((line) => {
      if (!isQuoted(line)) return line;
      return line.replace(QUOTED_PRICE, (price, at: number) => {
        const near = line.slice(Math.max(0, at - 30), at + price.length + 30).toLowerCase().match(PLACE_WORD) ?? [];
        return near.some((w) => !NOT_PLACE.test(w) && replied.has(w.replace(/s$/, ''))) ? ' '.repeat(price.length) : price;
      });
    })
    .join('\n');
}

/**
 * The office's earlier message can hold the current prices and terms the customer's reply only
 * agrees to ('our current flake rate is 4.85/sf and steps are 75 each', 'quartz at $6.15/sf ...
 * 40% deposit'). Its sizes and totals are the ones the reply corrects or replaces, so they go;
 * the lines naming a rate or a deposit stay. Its signature (phone, company) goes too: the
 * customer's details are the reply's.
 */
const TAKES_OFFICE_SIZES = /\b(?:go|going|we'?ll\s+go)\s+with\s+(?:your|the\s+crew'?s|the\s+site|the\s+field)\s+(?:measurements?|numbers|sizes?|dimensions)|\buse\s+(?:your|the\s+crew'?s)\s+(?:measurements?|numbers|sizes?|dimensions)|\byour\s+(?:measurements?|numbers|sizes?|dimensions)\s+(?:are|is)\s+(?:fine|right|correct|good)/i;

function officeTermsFromReply(quoted: string[], reply: string): string[] {
  // A price the reply repeats ('The $4.85/sq ft you mentioned ... works for us') is read there.
  // A reply that names its own price ('Patio 16 x 24, quartz at $6.60') has moved past the office's
  // offer; a price it only recalls ('Last year you quoted me $3.95') is not this job's.
  const ownPrice = reply
    .split(/\n|[.!?;](?=\s|$)/)
    .some((sentence) => /(?<![\d.])\$?\d{1,2}\.\d{2}(?![\d%])/.test(sentence) && !/\b(?:last\s+year|quoted\s+me|budget|another\s+company|competitor|paid)\b/i.test(sentence));
  if (ownPrice) return [];
  const repeated = (line: string): boolean => [...line.matchAll(/\d+\.\d{2}/g)].some((m) => new RegExp(`(?<![\\d.])${m[0].replace('.', '\\.')}(?![\\d])`).test(reply));
  // 'go with your measurement on the garage', 'use your numbers': the reply takes the office's sizes.
  const takesOfficeSizes = TAKES_OFFICE_SIZES.test(reply);
  return quoted
    .map((line) => line.replace(/^[ \t]*(?:>[ \t]?)+/, ''))
    .filter((line) => line.length < 400 && /\d/.test(line) && !/\d{3}[-.\s)]+\d{3}[-.\s]\d{4}|@/.test(line) && !repeated(line))
    .map((line) =>
      line
        .replace(/(?<![\d.])\d{1,4}(?:\.\d+)?\s*(?:'|ft\.?|feet)?\s*(?:x|by)\s*\d{1,4}(?:\.\d+)?(?:\s*(?:'|ft\.?|feet))?/gi, (size) => (takesOfficeSizes ? size : 'the'))
        .replace(/\$\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$\d{4,}(?:\.\d+)?/g, ''),
    );
}

const MARKERS: { pattern: RegExp; reach: number; crossSentence: boolean; between?: RegExp }[] = [
  {
    pattern:
      /\b(?:no,?\s+wait|wait,?\s+no|no,?\s+actually|actually,?\s+no|actually,?\s+make|scratch\s+that|make\s+(?:that|it)|i\s+mean|i\s+meant|correction|or\s+rather|no,?\s+no|my\s+bad|change\s+(?:that|it)\s+to|(?:corrected|changed|revised|updated|bumped)\s+(?:it\s+|that\s+)?(?:up\s+|down\s+)?to)\b/gi,
    reach: 12,
    crossSentence: true,
  },
  { pattern: /\b(?:no,?\s+)?sorry\b|\bwait\b|\boops\b/gi, reach: 5, crossSentence: false },
  // 'two-fifty per sf? No - Tony corrected it to 2.85': a figure questioned and answered (not
  // 'shop 28x40, metallic? no, quartz 5.80', where the question is about the system).
  { pattern: /\?\s*no\b/gi, reach: 12, crossSentence: false, between: /^\s*(?:(?:\/\s*|per\s+|a\s+)(?:sf|sq\s*ft|square\s+foot|foot|ft|lf)|sq\s*ft|sf|lf|bucks|dollars)?\s*$/i },
  // 'asked for 3.50 but Mike says min 3.85': the office's word after 'but ... says' stands.
  { pattern: /\bbut\s+(?:[a-z]+\s+){0,2}(?:says|said|wants)\b/gi, reach: 3, crossSentence: false },
  // A bare 'no' right after a figure, then the figure meant: '20 by 22, no, 20 by 24', '4.80, no, we
  // told him 4.65'. Only when what follows 'no' is a figure or goes on speaking ('no steps' is no correction).
  {
    pattern: /(?<=\d[^\S\n]{0,3},?[^\S\n]{0,3})\bno\b(?=[^\S\n]*,|[^\S\n]+(?:\$?\d|we\b|i\b|it'?s\b|make\b|actually\b|sorry\b|wait\b|that'?s\b|he\b|she\b|they\b))/gi,
    reach: 6,
    crossSentence: false,
  },
];

/** Words that name the detail a figure after them belongs to. */
const DETAIL_WORD = /\b(address|zip|e-?mail|phone|cell|fax)\b/i;
const NEW_DETAILS = new RegExp(DETAIL_WORD.source, 'gi');
const detailNamed = (words: string): string | null => DETAIL_WORD.exec(words)?.[1]!.toLowerCase().replace('-', '') ?? null;

interface NumberAt {
  start: number;
  end: number;
  text: string;
}

const SYSTEM_WORDS =
  /\b(?:(?:polyaspartic|poly)\s+)?(?:flake|chip|quartz|metallic|solid(?:\s+colou?r)?(?:\s+epoxy)?|urethane\s+cement|moisture\s+(?:vapou?r\s+)?barrier)(?:\s+(?:system|epoxy))?\b/i;
const NUMBER = /\$?\d+(?:\.\d+)?/g;
const PAIR_BEFORE = /\d+(?:\.\d+)?\s*(?:'|ft|feet|foot)?\s*(?:x|by)\s*$/i;
const PAIR_AFTER = /^\s*(?:'|ft|feet|foot)?\s*(?:x|by)\s*\d+(?:\.\d+)?/i;
const SIZE_SAID_AGAIN = /^[ \t]*,?[ \t]*(\d+(?:\.\d+)?)[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*(\d+(?:\.\d+)?)(?![\d.])/i;

/** A price's unit said right after it: 'a square foot', 'per sq ft', 'a foot'. */
const PRICE_UNIT = /^[ \t]*(?:a|an|per|\/)[ \t]*(?:square[ \t]+f(?:oo|ee)t|sq\.?[ \t]*ft|sf|linear[ \t]+f(?:oo|ee)t|lf|foot|ft)\b/i;

function lastNumberBefore(text: string, index: number, crossSentence: boolean): NumberAt | null {
  const windowStart = Math.max(0, index - 60);
  const window = text.slice(windowStart, index);
  let found: NumberAt | null = null;
  for (const match of window.matchAll(NUMBER)) found = { start: windowStart + match.index, end: windowStart + match.index + match[0].length, text: match[0] };
  if (!found) return null;
  const between = text.slice(found.end, index);
  // ('4.25 a square foot for the metallic, no sorry, 7.25': the price's own unit is no words between.)
  if (between.replace(PRICE_UNIT, '').split(/\s+/).filter((w) => /[a-z]/i.test(w)).length > 4) return null;
  if (!crossSentence && /[.\n;]\s/.test(between)) return null;
  return found;
}

/** Things counted one by one, right after a figure: '12 treads', '3 floor drains'. */
const COUNTED_AFTER = /^\s+(?:[a-z]+\s+)?(treads?|steps?|stairs?|risers?|drains?|sinks?|bollards?|columns?|doors?|stalls?)\b/i;
/** The second figure of a size: '22' of '20 by 22'. */
const SIZE_SECOND = /(?<=\d\s*(?:'|ft|feet|foot)?\s*(?:x|by)\s*)(\d+(?:\.\d+)?)/gi;

/** The last figure of a kind (`pattern`, its first group) in the 80 characters before `index`. */
function lastOfKind(text: string, index: number, pattern: RegExp, crossSentence: boolean): NumberAt | null {
  const windowStart = Math.max(0, index - 80);
  const found = [...text.slice(windowStart, index).matchAll(pattern)].at(-1);
  if (!found) return null;
  const start = windowStart + found.index;
  if (!crossSentence && /[.\n;]\s/.test(text.slice(start, index))) return null;
  return { start, end: start + found[1]!.length, text: found[1]! };
}

function firstNumberAfter(text: string, index: number, reach: number, crossSentence = true): NumberAt | null {
  const rest = text.slice(index);
  const first = /\$?\d+(?:\.\d+)?/.exec(rest);
  if (!first) return null;
  const between = rest.slice(0, first.index);
  if (between.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length > reach) return null;
  if (/\n/.test(between)) return null;
  // 'twenty four sorry. full flake at 4.80': the apology ends the sentence; the next figure is new.
  if (!crossSentence && /[.!?;](?:\s|$)/.test(between)) return null;
  return { start: index + first.index, end: index + first.index + first[0].length, text: first[0] };
}

const isPercent = (text: string, end: number): boolean => /^\s*%/.test(text.slice(end));
const hasUnit = (text: string, end: number): boolean =>
  /^\s*(?:%|\/|a\s+(?:square|foot|linear)|per\b|sq|sf|lf|ft|feet|foot|'|x\b|by\b)/i.test(text.slice(end));

/**
 * 'twenty four by thirty, no wait, make that thirty two' -> '24 by 32'; 'flake at 5.30 no actually
 * she wanted the chip so 5.65 a square foot' -> 'flake at 5.65 a square foot'. The corrected number
 * takes the place of the last number said before the correction; the words in between go.
 */
export function applySelfCorrections(input: string): string {
  let text = input;
  for (const marker of MARKERS) {
    for (let guard = 0; guard < 20; guard += 1) {
      marker.pattern.lastIndex = 0;
      let changed = false;
      for (const match of text.matchAll(marker.pattern)) {
        let earlier = lastNumberBefore(text, match.index, marker.crossSentence);
        const later = firstNumberAfter(text, match.index + match[0].length, marker.reach, marker.crossSentence);
        if (!earlier || !later) continue;
        // An aside in brackets corrects what it says inside them ('88 Ward St Lowell MA 01852 (oops - Carla
        // Pimentel) my # 978-555-0120'): a figure after the bracket closes is no correction.
        if (text.slice(match.index + match[0].length, later.start).includes(')') && /\([^()\n]{0,4}$/.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
        // Nor is a phone's area code a figure meant for one that is no phone ('... 01852 sorry, cell 978-555-0120').
        const phoneAt = (n: NumberAt): boolean => /^[-.\s)]{1,2}\d{3}[-.\s]\d{4}/.test(text.slice(n.end, n.end + 12));
        if (phoneAt(later) && !phoneAt(earlier)) continue;
        // '... oh one six three sorry address fourteen oh nine east gibson': a detail named after the
        // marker is a new one, unless the figure before was named so too.
        const detail = detailNamed(text.slice(match.index + match[0].length, later.start));
        if (detail && ![...text.slice(Math.max(0, earlier.start - 40), earlier.start).matchAll(NEW_DETAILS)].some((m) => m[1]!.toLowerCase().replace('-', '') === detail)) continue;
        // The figure meant takes the place of the last one of its kind: 'fourteen treads at sixty each,
        // no wait, twelve treads' corrects the count, 'at 4.50 on the garage, no wait, the garage is 20
        // by 22' no price. With none of its kind before it, nothing is corrected.
        const counted = COUNTED_AFTER.exec(text.slice(later.end, later.end + 30));
        const sizeMeant = !counted && PAIR_AFTER.test(text.slice(later.end)) && !PAIR_AFTER.test(text.slice(earlier.end)) && !PAIR_BEFORE.test(text.slice(0, earlier.start));
        if ((counted && !new RegExp(`^\\s+(?:[a-z]+\\s+)?${counted[1]!.replace(/s$/i, '')}`, 'i').test(text.slice(earlier.end, earlier.end + 30))) || sizeMeant) {
          earlier = lastOfKind(text, match.index, counted ? new RegExp(`(?<![\\d.])(\\d{1,3})(?=\\s+(?:[a-z]+\\s+)?${counted[1]!.replace(/s$/i, '')}s?\\b)`, 'gi') : SIZE_SECOND, marker.crossSentence);
          if (!earlier) continue;
        }
        const countTail = counted?.[0].length ?? 0;
        // What was said between the figure of its kind and the marker stays ('flake at 4.50').
        const retargeted = counted !== null || sizeMeant;
        if (marker.between && !marker.between.test(text.slice(earlier.end, match.index))) continue;
        // A price never corrects a size: 'booth 20 by 14 same price no wait ... at 5.75' keeps its size.
        const isPrice = (n: NumberAt): boolean => /^\$|\.\d{2}$/.test(n.text);
        const inSize = PAIR_BEFORE.test(text.slice(0, earlier.start)) || PAIR_AFTER.test(text.slice(earlier.end));
        if (inSize && !isPrice(earlier) && isPrice(later)) continue;
        // A phone changed for another ('old number was 858-555-0100 but we changed it to 858-555-0115'):
        // both stay whole; the phone reader tells the old from the new by their words.
        if (/\d{3}[-.\s)]{1,2}\d{3}[-.\s]$/.test(text.slice(Math.max(0, earlier.start - 12), earlier.start)) && /^[-.\s)]{1,2}\d{3}[-.\s]\d{4}/.test(text.slice(later.end, later.end + 12))) continue;
        // '3904 Satellite Blvd ... GA 30096 (sorry 3409 not 3904)': the correction names the figure it replaces.
        const named = /^[ \t]*,?[ \t]*not[ \t]+(\d[\d.,]*\d|\d)(?![\d.,]*\d)/.exec(text.slice(later.end, later.end + 24));
        if (named && named[1] !== earlier.text) {
          const before = text.slice(0, match.index);
          const at = [...before.matchAll(new RegExp(`(?<![\\d.,])${named[1]!.replace(/[.]/g, '\\.')}(?![\\d.,]*\\d)`, 'g'))].at(-1);
          if (at) {
            text = `${before.slice(0, at.index)}${later.text}${before.slice(at.index + named[1]!.length)}${text.slice(later.end + named[0].length)}`;
            changed = true;
            break;
          }
        }
        if (isPercent(text, later.end) && !isPercent(text, earlier.end)) continue;
        if (isPercent(text, earlier.end) && hasUnit(text, later.end) && !isPercent(text, later.end)) continue;
        let replaceFrom = earlier.start;
        let replaceTo = later.end + countTail;
        let replacement = later.text;
        const pairAfter = PAIR_AFTER.exec(text.slice(later.end));
        const pairBefore = PAIR_BEFORE.exec(text.slice(0, earlier.start));
        if (pairAfter && pairBefore) {
          replaceFrom = earlier.start - pairBefore[0].length;
          replaceTo = later.end + pairAfter[0].length;
          replacement = text.slice(later.start, replaceTo);
        } else if (pairBefore) {
          // 'twenty by thirty, wait, thirty two, twenty by thirty two': the size said whole again right
          // after its corrected side is the same size, said once more to be sure.
          const again = SIZE_SAID_AGAIN.exec(text.slice(later.end, later.end + 40));
          if (again && Number(again[1]) === Number(pairBefore[0].match(/^\d+(?:\.\d+)?/)?.[0]) && Number(again[2]) === Number(later.text)) replaceTo = later.end + again[0].length;
        }
        // 'forty percent no make it fifty': the 'no' before the marker is part of the correction.
        const kept = text.slice(earlier.end, match.index).replace(/(?:[\s,]*\b(?:no|nah|nope|sorry)\b)+[\s,]*$/i, '').replace(/[\s,.;-]+$/, ' ');
        let head = text.slice(0, replaceFrom);
        // 'metallic at 8.50, actually no, the flake at 5.45': the system changes with the price.
        const newSystem = SYSTEM_WORDS.exec(text.slice(match.index, later.start));
        if (newSystem) {
          const clauseStart = Math.max(head.lastIndexOf('\n'), head.length - 60, 0);
          const clause = head.slice(clauseStart);
          const oldSystems = [...clause.matchAll(new RegExp(SYSTEM_WORDS.source, 'gi'))];
          const last = oldSystems[oldSystems.length - 1];
          if (last) head = `${head.slice(0, clauseStart + last.index)}${newSystem[0]}${head.slice(clauseStart + last.index + last[0].length)}`;
        }
        text = `${head}${replacement}${pairAfter && pairBefore && !retargeted ? ' ' : kept}${text.slice(replaceTo)}`;
        changed = true;
        break;
      }
      if (!changed) break;
    }
  }
  return text;
}
