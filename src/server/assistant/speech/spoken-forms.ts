/**
 * Dictation's own ways of saying sizes and amounts, written the way the readers already read them.
 * Runs on the cleaned text (number words are digits by then, see spoken-numbers.ts):
 *   'twenty two six by twenty four'  -> '22 ft 6 in by 24'   (feet and inches said as two numbers)
 *   'three grand flat'               -> '$3000 flat'
 *   'fifteen k square feet'          -> '15000 square feet'
 *   "it's like twelve by sixteen"    -> "it's twelve by sixteen" (a hedge before a figure is no part of the place)
 * Every pattern is bounded, so linear.
 */
/** Work done once and priced as a whole ('tear', 'rip out', 'move the chairs', 'crack repair'). */
const WHOLE_WORK = String.raw`(?:fee|charge|mobili[sz]ation|mob|trip|delivery|disposal|dumpster|permit|travel|removal|remove|demo|demolition|tear|haul|pull|grind|grinding|patch|patching|test|testing|everything|all|lot|job|labor|drains?|steps?|stairs?|both)`;
/** ... and said with a verb or a noun of its own ('rip out', 'move the racks', 'the tile stripping'). */
const MORE_WORK = String.raw`(?:tearing|pulling|rip|ripping|strip|stripping|scrape|scraping|move|moving|repair|repairs)`;
const WORK_LEAD = String.raw`(?:for|to)\s+(?:(?:the|a|an|of|it|that|this|those|them|old|whole|entire|existing|off)\s+){0,3}`;
/** 'seventeen fifty for the mobilization', 'two seventy five to haul off the tile', 'three fifty for all of it': a sum for a piece of work. */
export const LUMP_AHEAD = new RegExp(String.raw`^${WORK_LEAD}${WHOLE_WORK}\b`);
/**
 * A sum of hundreds said for work ('1100 for the vct removal', '1200 to rip out the carpet', '200 for
 * that' after the work it prices): two words may name the thing worked on before the work, and 'for
 * that' ends its clause. Only for whole hundreds: a rate is never said so.
 */
const HUNDREDS_FOR_WORK = new RegExp(
  String.raw`^(?:${WORK_LEAD}(?:(?!(?:and|or|plus|at|by|per|in|on|with|square|sq|feet|foot)\b)[a-z]+\s+){0,2}(?:${WHOLE_WORK}|${MORE_WORK})\b|for\s+(?:all\s+)?(?:that|this|it|those|them)(?:\s+(?:part|work|piece|bit|portion))?(?=\s*(?:[,.;!?]|$)|\s+(?:and|plus|phone|address|email|number|cell|too|also)\b))`,
);

/** Things counted after 'a couple', 'a pair of', 'a dozen' (a word may stand before them), not time. */
const COUNTED = String.raw`(?=(?:[a-z]+[ \t]+)?(?!(?:days|weeks|months|years|hours|minutes|times)\b)[a-z]+s\b)`;

// A transcript without punctuation runs a price into the next thing said with its own figure:
// 'urethane at 12.40 cove base 96 feet at 14.50', 'flake at 5.25 the mudroom 8 by 10'. The pause
// the speaker made is put back as a comma (not before a unit, 'for the ...', a count it prices, or the
// next detail of a dictation: 'at 11.50 address 410 maple').
const PRICE_RUN_ON = /((?:@|\bat)[ \t]*\$?\d{1,3}\.\d{2})[ \t]+(?=(?!(?:a|an|per|each|ea|apiece|for|on|in|to|of|with|plus|and|or|square|sq|sf|lf|foot|feet|ft|linear|dollars|bucks|flat|total|so|which|that|then|x|by|address|phone|email|zip|cell|number|deposit|down|job|customer|name)\b)(?:the[ \t]+)?[a-z]+(?:[ \t]+[a-z]+){0,2}[ \t]+\d)/gi;

// '418 Grand St', '1200 Grand River Ave', 'twelve grand avenue': a street's name after its number, not
// thousands. The short street types count only as written, capitalised ('3 grand way too much').
const GRAND_STREET = /^[ \t]+(?:[A-Z][a-z]+[ \t]+)?(?:St|Ave|Av|Rd|Blvd|Dr|Ln|Ct|Way|Pl|Pkwy|Hwy|Ter|Cir|Trl)\b|^[ \t]+(?:[A-Za-z]+[ \t]+)?(?:[Ss]treet|[Aa]venue|[Rr]oad|[Bb]oulevard|[Dd]rive|[Ll]ane|[Cc]ourt|[Pp]arkway|[Hh]ighway)\b/;

export function writtenSpokenForms(text: string): string {
  return (
    text
      .replace(PRICE_RUN_ON, '$1, ')
      // Feet and inches said as two numbers before 'by': the second is inches (1-11).
      // (not a number that names a thing: 'stall #14 9 x 19', 'unit 12 10 by 20'; nor a count of
      // things of one size: '4 10 by 12 offices').
      .replace(/(?<![\d.,$/#-]\s?)(?<!\b(?:no|unit|stall|bay|room|rm|suite|ste|apt|lot|space|spot|building|bldg|door|dock|gate|level|floor|number|box)\.?\s+)\b([4-9]|[1-9]\d{1,2})[ \t]+([1-9]|1[01])[ \t]+(?=(?:by|x)[ \t]+\d)(?!(?:by|x)[ \t]+\d{1,3}[ \t]+(?!(?:feet|inches|yards)\b)[a-z]{3,}s\b)/gi, '$1 ft $2 in ')
      // '...by twenty four six.' on the other side of a size.
      .replace(/(\bby[ \t]+\d{1,3})[ \t]+([1-9]|1[01])(?=[ \t]*(?:[,;]|\.(?!\d)|$|\n|[ \t]+(?:and|plus|with|at|for|in|on|flake|quartz|metallic|solid|epoxy|urethane|poly\w*)\b))/gim, '$1 ft $2 in')
      // ... and with 'inches' said but not 'feet': 'twelve by fourteen six inches', 'ten six inches by twelve'.
      .replace(/(\b(?:by|x)[ \t]+\d{1,3})[ \t]+([1-9]|1[01])[ \t]+inch(?:es)?\b/gi, '$1 ft $2 in')
      .replace(/(?<![\d.])(\d{1,3})[ \t]+([1-9]|1[01])[ \t]+inch(?:es)?[ \t]+(?=(?:by|x)[ \t]+\d)/gi, '$1 ft $2 in ')
      // 'twenty times twenty': a size said as a product (not a count times a price: 'three times 125').
      .replace(/(?<![\d.$][ \t]?)\b([89]|[1-9]\d{1,2})[ \t]+times[ \t]+(?=\d{1,3}\b(?![.\d]|[ \t]*(?:%|dollars|bucks|each|apiece|a[ \t]+(?:step|stair|tread|drain|foot|square)|per\b|\/)))/gi, '$1 by ')
      // 'the basement's three fifty square': an area said without 'feet' (not 'four fifty a square', a price).
      .replace(/(?<![\d.$])(\d{2,6})[ \t]+square\b(?![ \t]+(?:f(?:ee|oo)?t|ft|yards?|meters?|inch(?:es)?|miles?)\b)/gi, '$1 sq ft')
      // Counts said in words: 'a couple steps', 'a couple of drains', 'a dozen treads', 'half a dozen'.
      .replace(/\bhalf[ \t]+a[ \t]+dozen\b/gi, '6')
      .replace(/\b(?:a[ \t]+)?couple[ \t]+(?:of[ \t]+)?hundred\b/gi, '200')
      .replace(new RegExp(`\\ba[ \\t]+couple[ \\t]+(?:of[ \\t]+)?${COUNTED}`, 'gi'), '2 ')
      .replace(new RegExp(`\\ba[ \\t]+pair[ \\t]+of[ \\t]+${COUNTED}`, 'gi'), '2 ')
      .replace(new RegExp(`\\ba[ \\t]+dozen[ \\t]+(?:of[ \\t]+)?${COUNTED}`, 'gi'), '12 ')
      // Hundreds and thousands said after digits ('mob 3 hundred', '2 thousand sq ft').
      .replace(/(?<![\d.,])(\d{1,2})[ \t]+hundred\b(?![ \t]+(?:and[ \t]+)?\d)/gi, (_m, n: string) => `${Number(n) * 100}`)
      .replace(/(?<![\d.,])(\d{1,3})[ \t]+thousand\b(?![ \t]+(?:and[ \t]+)?\d)/gi, (_m, n: string) => `${Number(n) * 1000}`)
      .replace(/(?<![\d.,])(\d{1,3})[ \t]+thousand[ \t]+(?:and[ \t]+)?(\d{1,3})(?![\d.,])/gi, (_m, n: string, rest: string) => `${Number(n) * 1000 + Number(rest)}`)
      // 'twelve hundred and change', 'eleven hundred and some', '900-ish': the round figure said.
      .replace(/(\d)(?:[ \t]+and[ \t]+(?:change|some|something|a[ \t]+bit)|[ \t]*-[ \t]*ish|ish)\b/gi, '$1')
      // A price said half in digits after '@' or 'at': '@ 4 fifty' (now '@ 4 50'), 'at 4 75'; not a time.
      .replace(/((?:@|\bat)[ \t]*\$?)(\d{1,2})[ \t]+([1-9]\d)\b(?![ \t]*(?:x|by|ft|feet|foot|'|sq|sf|square|am|pm|a\.m|p\.m|o'clock)\b)/gi, '$1$2.$3')
      // ... or before its unit: 'flake 4 80 a foot', '5 25 per sq ft'.
      .replace(/(?<![\d.$])(\d{1,2})[ \t]+([1-9]\d)(?=[ \t]*(?:a|per|\/)[ \t]*(?:square|sq|sf|foot|ft|linear|lf)\b)/gi, '$1.$2')
      // A speech engine's own ways of writing a price: '4:50 a foot' (a clock time) and '450 a
      // square foot' (the point dropped) are 4.50; no floor is priced at hundreds a foot.
      .replace(/(?<![\d.:$])(\d{1,2}):(\d\d)(?=[ \t]*(?:a|an|per|\/)[ \t]*(?:square|sq|sf|foot|ft|linear|lf)\b)/gi, '$1.$2')
      .replace(/((?:\b(?:flake|flakes|chip|metallic|solid|epoxy|quartz|urethane|polyaspartic|poly|sealer|seal|primer|topcoat|grind|stain|cove)\b|\d[ \t]*(?:x|by)[ \t]*\d{1,4}(?:[ \t]*(?:'|ft|feet|foot))?)[ \t]*,?[ \t]*(?:(?:at|for)[ \t]+|@[ \t]*)?)(\d{1,2}):([0-5]\d)(?![\d:])(?![ \t]*(?:am|pm|a\.m|p\.m|o'?clock|tomorrow|today|tonight|on|this|next|in[ \t]+the)\b)/gi, '$1$2.$3')
      .replace(/(?<![\d.,$:])([1-9]\d{2}|1\d{3})(?=[ \t]*(?:a|an|per|\/)[ \t]*(?:square[ \t]+f(?:oo|ee)t|sq\.?[ \t]*ft|sf|foot|ft|linear[ \t]+f(?:oo|ee)t|lf)\b)/gi, (n: string) => (Number(n) / 100).toFixed(2))
      // A whole sum for a piece of work: '500 for mobilization', '1350 for the demo'.
      .replace(/(?<![\d.,$-])(\d{2,6})(?=[ \t]+(?:for|to)[ \t]+)/gi, (m: string, _n: string, at: number, whole: string) => {
        const ahead = whole.slice(at + m.length, at + m.length + 80).trimStart();
        // ('a flat 300 to move the chairs': 'flat' already says it.)
        const work = LUMP_AHEAD.test(ahead) || (Number(m) >= 100 && Number(m) % 50 === 0 && !/\b(?:flat|lump[ \t]+sum)[ \t]+$/i.test(whole.slice(Math.max(0, at - 12), at)) && HUNDREDS_FOR_WORK.test(ahead));
        return work && !/(?:@|\bat)[ \t]*$/i.test(whole.slice(Math.max(0, at - 6), at)) ? `$${m}` : m;
      })
      // 'twenty foot square' is 20 by 20; 'twenty-by-twenty' one size.
      .replace(/(?<![\d.])([1-9]\d?)[ \t]*(?:foot|feet|ft|')[ \t]+square\b(?![ \t]+(?:f(?:ee|oo)t|ft)\b)/gi, '$1 by $1')
      // ... but 'nine hundred feet square' is an area said loosely, and so is '900 sq'.
      .replace(/(?<![\d.])(\d{3,6})[ \t]*(?:foot|feet|ft)[ \t]+square\b(?![ \t]+(?:f(?:ee|oo)t|ft)\b)/gi, '$1 sq ft')
      .replace(/(?<![\d.$])(\d{2,6})[ \t]+sq\b(?!\.?[ \t]*(?:f(?:ee|oo)?t|ft|yds?|yards?|in|inch(?:es)?|m|meters?)\b)/gi, '$1 sq ft')
      // 'the square footage is about 900': the area.
      .replace(/\bsquare[ \t]+footage[ \t]+(?:is|was|'s|of|comes[ \t]+to|works[ \t]+out[ \t]+to)?[ \t]*(?:about|around|roughly|approximately|approx\.?|like|maybe|just[ \t]+(?:under|over))?[ \t]*(\d{2,6})(?![\d.]|[ \t]*(?:sq|sf|square)\b)/gi, '$1 sq ft')
      .replace(/(\d)[ \t]*-[ \t]*(by|x)[ \t]*-[ \t]*(?=\d)/gi, '$1 $2 ')
      // Thousands said the short way.
      .replace(/(?<![\d.])\$?(\d{1,3}(?:\.\d)?)[ \t]*(?:grand)\b/gi, (m: string, n: string, at: number, whole: string) => (GRAND_STREET.test(whole.slice(at + m.length, at + m.length + 30)) ? m : `$${Math.round(Number(n) * 1000)}`))
      .replace(/(?<![\d.$])(\d{1,3}(?:\.\d)?)[ \t]*k[ \t]+(?=(?:sq\.?[ \t]*f(?:ee)?t|sf|square[ \t]+f(?:ee|oo)t)\b)/gi, (_m, n: string) => `${Math.round(Number(n) * 1000)} `)
      // 'the crack repair, call it 350 for all of it': a round figure offered, not the name of a line.
      .replace(/(,[ \t]*)(?:call\s+it|let'?s\s+say|say)[ \t]+(?=\$?\d[\d.]*(?![\d.]*[ \t]*(?:sq|sf|square|feet|foot|ft|by|x|lf|linear)\b))/gi, '$1')
      // A speaker thinking aloud between commas: "the kitchen's about, let me see, 34 by 20".
      .replace(/,[ \t]*(?:let[ \t]+me[ \t]+see|let'?s[ \t]+see|you[ \t]+know|i'?d[ \t]+say|i[ \t]+guess|i[ \t]+think|i[ \t]+believe|if[ \t]+i[ \t]+remember(?:[ \t]+right)?|more[ \t]+or[ \t]+less|give[ \t]+or[ \t]+take|basically|like)[ \t]*,[ \t]*/gi, ' ')
      // A speaker stopping to look or think before a figure ("it's, hang on, 36 by 24"); after a
      // figure the same words take it back (spoken-corrections.ts), so only where none was said.
      .replace(/(?<!\d[^,.;\n]{0,24}),[ \t]*(?:hang[ \t]+on|hold[ \t]+on|wait|one[ \t]+sec(?:ond)?|just[ \t]+a[ \t]+sec(?:ond)?|let[ \t]+me[ \t]+(?:think|check|look)|lemme[ \t]+(?:see|think|check)|what[ \t]+(?:was|is)[ \t]+it)[ \t]*,[ \t]*(?=\$?\d)/gi, ' ')
      // 'each one is 20 by 60', "each one's", 'each of them is', "they're each": each, then the size.
      .replace(/\beach[ \t]+(?:one[ \t]+is|one'?s|of[ \t]+(?:them|those)[ \t]+(?:is|are|'s)|is|measures|measuring|about|roughly)[ \t]+(?=\d{1,4}(?:\.\d+)?[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*\d)/gi, 'each ')
      .replace(/\b(?:they'?re|they[ \t]+are|those[ \t]+are)[ \t]+(?:each|all)[ \t]+(?=\d{1,4}(?:\.\d+)?[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*\d)/gi, 'each ')
      // 'kennel runs, there's 8 of them': the count said after the things, said before them.
      .replace(/(?<=(?:^|[\n.;:,!?])[ \t]*(?:(?:and|then|plus|also|so|with)[ \t]+)?(?:(?:the|those|these|our|his|her|their)[ \t]+)?)\b((?:(?!(?:the|and|then|plus|also|so|with|those|these|our|his|her|their)\b)[a-z]+[ \t]+){0,2}[a-z]{3,}s)[ \t]*,[ \t]*(?:there(?:'s|'re|[ \t]+is|[ \t]+are)[ \t]+|(?:we|they)[ \t]+(?:have|got|need)[ \t]+)?(\d{1,2}|both)[ \t]+of[ \t]+(?:them|those|'em)\b/gim, (_m, things: string, n: string) => `${/both/i.test(n) ? 2 : n} ${things}`)
      // ... and without a pause, as a transcript writes it: 'the porch steps 4 of them at 60 each',
      // 'the side entry steps done, 3 of them'. Only things counted one by one.
      .replace(/\b(steps|stairs|treads|risers|drains|sinks|landings|thresholds|bollards|columns|pits|lids)[ \t]+(?:(?:done|too|also|as[ \t]+well)[ \t]*,?[ \t]+)?(\d{1,2}|both)[ \t]+of[ \t]+(?:them|those|'?em)\b/gi, (_m, things: string, n: string) => `${/both/i.test(n) ? 2 : n} ${things}`)
      .replace(/\ba[ \t]+single[ \t]+(?=(?:step|stair|drain|tread|landing|door|threshold|sink|sump|column|pad|bay|stall|room)\b)/gi, '1 ')
      // A hedge between the place and its size: "the patio, it's like 12 by 16", 'that's like 40 by 8'.
      .replace(/(,[ \t]*)(?:it'?s|that'?s|it\s+is|that\s+is|which\s+is)[ \t]+(?:like|kinda|kind\s+of|sort\s+of|roughly|probably|approximately|approx\.?|about)[ \t]+(?=\d)/gi, '$1')
      .replace(/\b(it'?s|that'?s|it\s+is|that\s+is|is|are|maybe|about)[ \t]+(?:like|kinda|kind\s+of|sort\s+of)[ \t]+(?=\d)/gi, '$1 ')
      // ... or no hedge at all: 'the holding pen, that's 30 by 36' is the holding pen 30 by 36.
      .replace(/(,[ \t]*)(?:it'?s|that'?s|it\s+is|that\s+is|which\s+is|which'?s|this\s+one'?s|that\s+one'?s)[ \t]+(?=\d{1,4}(?:\.\d+)?[ \t]*(?:'|ft|feet|foot)?[ \t]*(?:x|by)[ \t]*\d)/gi, '$1')
  );
}
