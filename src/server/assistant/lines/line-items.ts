import Big from 'big.js';
import { computeLine } from '#shared/money/money.ts';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { feetAndInches } from '../sizes/feet-and-inches.ts';
import { REMOVAL_WORK_SOURCE, removalWork } from './removal-work.ts';
import { wordTable } from '../text/word-table.ts';
import { isWritersLabelAt } from '../text/thread-turns.ts';

/**
 * Line items and the project title from a cleaned request whose contact details and payment terms
 * are already blanked out. The request is read as a stream of mentions (prices, dimensions, areas,
 * lengths, counts, systems, rooms); every price becomes one or more lines:
 *   - what it is for: the systems named in the nearest clause before it (else right after it:
 *     '$350 mobilization fee');
 *   - per what: its unit ('/sf', 'a foot', 'each'), else the kind of work (cove is linear, steps
 *     are counted, mobilization is a flat fee);
 *   - how much: the area, length or count said since the previous price, else the area in play
 *     ('same area', a list of systems under one room).
 * Prices said about someone else ('my brother-in-law paid $3.99 somewhere else') are ignored, and a
 * bare restatement ('so we're good at 5.60') confirms or corrects the previous line's price.
 */

type Kind = 'area' | 'linear' | 'count' | 'lump';
type RateUnit = 'area' | 'linear' | 'foot' | 'count' | 'none';

interface Span {
  start: number;
  end: number;
}

interface Quantity extends Span {
  kind: 'dims' | 'sqft' | 'linear' | 'count';
  value: Big;
  length?: Big;
  width?: Big;
  each?: boolean;
  total?: boolean;
  noun?: string;
  /** The room a size belongs to ('Garage', 'Kitchen & Dish Room'). */
  area?: string | null;
}

interface Rate extends Span {
  value: Big;
  unit: RateUnit;
  explicit: boolean;
}

interface ServiceDef {
  id: string;
  kind: Kind;
  pattern: RegExp;
}

interface Service extends Span {
  def: ServiceDef;
  text: string;
}

interface AreaMention extends Span {
  label: string;
  head: string;
}

const SERVICES: ServiceDef[] = [
  { id: 'barrier', kind: 'area', pattern: /\b(?:(?:moisture|vapou?r)(?:[\s-]+(?:vapou?r|mitigation|control))?[\s-]+(?:barrier|mitigation|primer|sealer)|moisture[\s-]+mitigation|mvb)\b/gi },
  { id: 'urethaneCement', kind: 'area', pattern: /\b(?:urethane[\s-]+(?:cement|concrete|mortar|cem\b\.?|cmt|slurry)|u-?crete|ucrete)\b/gi },
  // 'kitchen urethane 12.00', 'kennel 8.95 (urethane, gets hosed daily)': urethane said alone as a floor's system is
  // urethane cement; a urethane top coat or finish over another system is not (the top coat is read before).
  { id: 'urethaneCement', kind: 'area', pattern: /(?<![\w-])urethane\b(?![\s-]*(?:top|finish|seal|clear|coat|over|on\s+top)\b)/gi },
  // A bid's shorthand for urethane cement ('UC 10.80', 'U/C'), in capitals only: 'uc' is no word of its own.
  { id: 'urethaneCement', kind: 'area', pattern: /\bU\/?C\b/g },
  // Novolac: the chemical-resistant epoxy of equipment rooms and labs.
  { id: 'novolac', kind: 'area', pattern: /\bnovolac(?:[\s-]+epoxy)?\b/gi },
  { id: 'metallic', kind: 'area', pattern: /\bmetallics?\b/gi },
  { id: 'quartz', kind: 'area', pattern: /\bquartz\b/gi },
  { id: 'flake', kind: 'area', pattern: /\b(?:flakes?|flaked|chips?)\b/gi },
  // 'just the gray', 'plain grey': a plain colour said for the system is the solid colour coat.
  { id: 'solid', kind: 'area', pattern: /\bsolid(?:[\s-]+colou?r)?\b|\b(?:just[\s]+(?:the[\s]+)?|plain[\s]+|basic[\s]+)(?:gr[ae]y|tan|beige)\b(?![\s-]+(?:flake|flakes|chips?|metallic|quartz|blend))/gi },
  { id: 'poly', kind: 'area', pattern: /\b(?:poly(?:aspartic)?|polyurea)\b/gi },
  { id: 'epoxy', kind: 'area', pattern: /\bepoxy\b/gi },
  // ('the paint booth prep area', 'prep kitchen', 'prep room': a room where food or paint work is prepared.)
  { id: 'grind', kind: 'area', pattern: /\b(?:(?:diamond[\s-]+)?grind(?:ing)?(?:\s*(?:and|&|\/)\s*prep)?|(?:surface[\s-]+)?prep(?:aration)?(?![\s-]+(?:area|room|kitchen|station|line)\b)|shot[\s-]*blast(?:ing)?)\b/gi },
  { id: 'polish', kind: 'area', pattern: /\b(?:polish(?:ed|ing)?(?:\s+concrete)?|densifier)\b/gi },
  { id: 'leveler', kind: 'area', pattern: /\b(?:self[\s-]*level(?:l?er|l?ing)?|leveling|levell?er|skim[\s-]*coat)\b/gi },
  // 'clear seal', 'seal coat only', 'grind + seal': the bare verb names the sealer too.
  { id: 'sealer', kind: 'area', pattern: /\b(?:clear[\s-]+)?seal(?:er|ant|ed|ing)?(?:[\s-]+coat)?\b(?![\s-]+(?:the|any|all|around|off|up)\b)/gi },
  // 'tile removal', 'the old vinyl tile pulled up', 'the paint has to be ground off' (removal-work.ts).
  { id: 'removal', kind: 'area', pattern: new RegExp(REMOVAL_WORK_SOURCE, 'gi') },
  { id: 'cove', kind: 'linear', pattern: /\b(?:cove(?:[\s-]+base)?|coving|integral\s+cove)\b/gi },
  { id: 'crack', kind: 'linear', pattern: /\bcracks?(?:[\s-]+(?:repair|repairs|fill|filling|chasing|injection))?\b/gi },
  { id: 'joint', kind: 'linear', pattern: /\b(?:control|expansion|saw[\s-]*cut)[\s-]+joints?(?:[\s-]+(?:fill|filling|repair))?\b|\bjoint[\s-]+(?:fill|filling|repair)\b/gi },
  { id: 'stem', kind: 'linear', pattern: /\bstem(?:[\s-]*walls?)?\b/gi },
  { id: 'striping', kind: 'linear', pattern: /\b(?:line[\s-]+)?strip(?:ing|es)\b|\bline\s+stripe\b/gi },
  { id: 'edge', kind: 'linear', pattern: /\b(?:edge|perimeter)\s+(?:detail|grinding|work)\b|\bthreshold(?:s)?\b/gi },
  // 'the under-stairs closet', 'storage under the stairs': a place, not stair work.
  { id: 'steps', kind: 'count', pattern: /(?<!\bunder[\s-]+(?:the[\s-]+)?)\b(?:stair[\s-]*treads?|steps?|stairs?|treads?|risers?)\b/gi },
  // The drain's kind is the request's own word for it ('2 trench drains', 'shower drain').
  { id: 'drain', kind: 'count', pattern: /\b(?:(?:floor|trench|area|strip|slot|channel|shower|hub|roof)\s+)?drains?\b/gi },
  { id: 'mobilization', kind: 'lump', pattern: /\bmob(?:ili[sz]ation)?(?:[\s-]+(?:fee|charge))?\b/gi },
  { id: 'trip', kind: 'lump', pattern: /\btrip(?:[\s-]+(?:fee|charge|chg))?\b/gi },
  { id: 'fee', kind: 'lump', pattern: /\b(?:(?:small\s+job|furniture\s+moving)[\s-]+|(?!(?:a|an|the|of|and|plus|per|extra|additional|flat|one|that|this|is|no)\b)[a-z]+(?:-[a-z]+)*[\s-]+)?(?:fee|charge|surcharge)\b/gi },
];

const TOPCOAT = /\b(?:with\s+(?:an?\s+|the\s+)?)?(?:(?:satin|gloss|glossy|matte|clear|urethane|polyurethane|polyaspartic|poly|uv[\s-]?stable|anti[\s-]?slip|non[\s-]?slip|slip[\s-]?resistant|chemical[\s-]?resistant)[\s-]+)*top[\s-]?coat\b/gi;

const AREA_HEADS = [
  'pool deck', 'wash bay', 'dish room', 'family room', 'living room', 'utility room', 'laundry room', 'storage room',
  'storage closet', 'storage area', 'mud room', 'game room', 'bonus room', 'break room', 'man cave', 'car wash',
  'loading dock', 'locker room', 'mechanical room', 'boiler room', 'server room', 'training room', 'work area',
  'mudroom', 'garage', 'basement', 'bsmt', 'patio', 'porch', 'stoop', 'deck', 'driveway', 'walkway', 'sidewalk',
  'workshop', 'shop', 'warehouse', 'kitchen', 'showroom', 'salon', 'barn', 'stable', 'aisle', 'laundry', 'closet',
  'gym', 'office', 'restrooms', 'restroom', 'bathrooms', 'bathroom', 'studio', 'lobby', 'hallway', 'hangar',
  'clinic', 'cafeteria', 'lab', 'laboratory', 'brewery', 'winery', 'facility', 'factory', 'dealership', 'store',
  'daycare', 'church', 'den', 'sunroom', 'lanai', 'breezeway', 'carport', 'entryway', 'foyer', 'kennel',
  'mezzanine', 'gar', 'bay', 'storage', 'entry', 'landing', 'stairwell', 'restaurant', 'apron', 'brewhouse',
  'taproom', 'tasting room', 'exam room', 'pantry', 'bedroom', 'dining room', 'corridor', 'hall', 'hallway',
  'breakroom', 'classroom', 'shed', 'pole barn', 'boathouse', 'pool house', 'sunroom', 'screen room',
  'bakery', 'wine bar', 'bar', 'cafe', 'pizzeria', 'deli', 'spa', 'prep area', 'playroom', 'play area', 'fellowship hall',
  'barbershop', 'storeroom', 'stockroom', 'weight room', 'clubhouse', 'firehouse', 'fire station', 'greenhouse',
  'apparatus bay', 'cooler', 'walk-in cooler', 'freezer', 'rec room', 'media room', 'sunroom', 'workroom',
  'front walk', 'side walk', 'back walk', 'garden walk', 'entry walk',
  'vestibule', 'milk house', 'milkhouse', 'parlor', 'back room', 'walk-in', 'walk in', 'kitchen pad', 'sales floor',
  'smoker room', 'operatory', 'sterilization room', 'processing room', 'dish pit', 'parlor pit', 'tack room', 'feed room',
  "men's room", "women's room", "ladies' room", "men's", "women's", 'shower',
  // Rooms people name that the list above lacked: 'the hall bath', 'barn alley', 'golf cart port'.
  'bath', 'half bath', 'powder room', 'alley', 'cart port', 'casita', 'guest house', 'cellar', 'wine cellar',
  // A building's service rooms: 'the mail room by the lobby', 'trash room', 'electrical room'.
  'trash room', 'mail room', 'mailroom', 'electrical room', 'equipment room', 'janitor closet', 'janitor room', 'copy room',
  'conference room', 'waiting room', 'meeting room', 'file room', 'pump room', 'mop room', 'washroom', 'changing room',
  // Rooms of churches, halls and production floors: 'the basement fellowship room', 'the crush pad'.
  'fellowship room', 'community room', 'multipurpose room', 'social hall', 'sanctuary', 'nursery', 'crush pad', 'barrel room',
  // Outbuildings, pens and a gallery: '12 kennel runs', 'the 6 fish houses', 'main gallery'.
  'kennel run', 'dog run', 'fish house', 'ice house', 'pump house', 'well house', 'bunkhouse', 'gallery',
  // A restaurant's dining side and kitchen side.
  'front of house', 'back of house', 'front of the house', 'back of the house',
  // A body shop's booth and the rooms named by it: 'the paint booth prep area', 'paint mix room'.
  'paint booth', 'spray booth',
];
const AREA_MODIFIERS = [
  'main', 'back', 'front', 'side', 'rear', 'covered', 'screened', 'upper', 'lower', 'center', 'centre', 'small',
  'large', 'big', 'detached', 'attached', 'family', 'utility', 'golf cart', 'machine', 'auto', 'repair', 'horse',
  'dental', 'medical', 'commercial', 'hair', 'nail', 'fitness', 'furniture', 'car', 'pool', 'retail', 'boat', 'rv',
  'home', 'service', 'body', 'single', 'one-car', 'two-car', 'three-car', 'tandem', 'pizza', 'coffee', 'boutique',
  'second', 'new', 'old', 'walk-in', 'guest', 'veterinary', 'vet', 'yoga', 'dance', 'barber', 'nail', 'outdoor',
  'indoor', 'concrete', "men's", "women's", "ladies'", "boys'", "girls'",
  // What a place is for, said before it: 'cart barn', 'pro shop', 'detail bay', 'tractor shed', 'equipment barn'.
  'cart', 'golf', 'pro', 'detail', 'detailing', 'tractor', 'equipment', 'mower', 'paint', 'paint booth', 'spray booth',
];
// 'men's' is also written 'mens', 'men’s'; 'ladies'' also 'ladies'.
// A note's 'changing rm', 'utility rm.' is a room.
// 'operatories', 'pantries': a head ending in a consonant and 'y' has its plural in 'ies'.
const areaWordPattern = (w: string): string => w.replace(/ room$/, ' (?:room|rm\\b\\.?)').replace(/([^aeiou\s])y$/, '$1(?:y|ies)').replace(/ /g, '\\s+').replace(/'/g, "['\u2019]?");
const AREA_WORDS = [...AREA_HEADS, ...AREA_MODIFIERS].sort((a, b) => b.length - a.length).map(areaWordPattern).join('|');
const AREA_HEAD_PATTERN = [...new Set(AREA_HEADS)].sort((a, b) => b.length - a.length).map(areaWordPattern).join('|');
// 'bay 1 24x30 and bay 2 22x30', 'Unit 4', 'classroom 12': a unit's own number is part of its name
// (never the first figure of its size, a car count or a price).
const UNIT_NUMBER = String.raw`(?:(?<=\b(?:bay|unit|bldg|building|suite|stall|wing|hangar|dock|booth|classroom|operatory|exam\s+room|cell)s?)[ \t]+#?[ \t]?\d{1,2}\b(?![ \t]*(?:x\b|by\b|\u00d7|'|ft\b|feet|foot|car\b|[-/]|\.\d|%|sq|sf|lf)))?`;
// 'Unit 4 garage', 'Apt B patio', '2nd fl porch': what tells like rooms apart, said before the room.
const AREA_QUALIFIER = String.raw`(?:(?:unit|bldg|building|apt|suite|ste)\.?[ \t]+#?(?:\d{1,4}|[a-z])(?![\w.])|(?:1st|2nd|3rd|[4-9]th|first|third|upper|lower)(?:[ \t]+(?:fl(?:oor)?|flr)\.?)?)`;
// A room's name: up to three words that qualify it, then the room ('unit 4 back patio', 'Bay 2').
const AREA = `\\b((?:(?:${AREA_QUALIFIER}|(?:${AREA_WORDS})(?:e?s)?)\\s+){0,3})(${AREA_HEAD_PATTERN})(?:e?s)?\\b${UNIT_NUMBER}`;
const AREA_ABBREVIATIONS: Record<string, string> = wordTable({ gar: 'garage', bsmt: 'basement', 'mud room': 'mudroom' });

// The words a room's name can start with: the first word of every room, modifier and qualifier.
const AREA_FIRST_WORDS = new Set(
  [...AREA_HEADS, ...AREA_MODIFIERS, 'unit', 'bldg', 'building', 'apt', 'suite', 'ste', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', 'first', 'third', 'upper', 'lower'].map(
    (phrase) => phrase.split(/[^a-z0-9]/)[0]!,
  ),
);
/** Whether a lower-case word ('garages', 'pantries', 'bldg') can start a room's name, with its plural endings taken off. */
function startsAreaName(w: string): boolean {
  return [w, w.replace(/s$/, ''), w.replace(/es$/, '')].some((stem) => AREA_FIRST_WORDS.has(stem) || (/ies$/.test(stem) && AREA_FIRST_WORDS.has(`${stem.slice(0, -3)}y`)));
}
// Without the 'i' flag, over the text lowered letter for letter: the same matches (every letter of the
// pattern is a lower-case ASCII one, and no other letter folds to one), for a seventh of the time
// the regexp engine takes to compile it (~50 ms against ~320 ms in each new worker).
const AREA_AT = new RegExp(AREA, 'y');
const lowerAscii = (text: string): string => text.replace(/[A-Z]+/g, (run) => run.toLowerCase());

/**
 * The rooms named in a text: the matches AREA with the flags 'gi' gives, read from the text lowered
 * (callers lower what they take). The room pattern is a long alternation the regexp engine tried at
 * every word of the request (the most costly pattern of a reading); it is tried only where a word
 * that can start a room's name stands.
 */
function* areaMatches(text: string): Generator<RegExpExecArray> {
  const lowered = lowerAscii(text);
  let next = 0;
  for (const word of lowered.matchAll(/\w+/g)) {
    if (word.index < next || !startsAreaName(word[0])) continue;
    AREA_AT.lastIndex = word.index;
    const match = AREA_AT.exec(lowered);
    if (match) next = match.index + match[0].length;
    if (match) yield match;
  }
}

/** The rooms named in a piece of text, as the line reader labels them ('Garage', 'Pool Deck'), in order. */
export function areaNamesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of areaMatches(text)) {
    const label = match[0]
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .map((w) => AREA_ABBREVIATIONS[w] ?? w)
      .join(' ')
      .replace(/\b(?:one|two|three|four|single|tandem|small|large|big|new|old)-?\s*(?:car\s+)?/g, '')
      .replace(/^car\s+(?=garage)/, '');
    if (label.trim() && !names.includes(titleCase(label))) names.push(titleCase(label));
  }
  return names;
}

const STRONG_BOUNDARY = /\n|[.!?](?=\s|$)|;|\u2014|\s-\s|\|/g;
const WEAK_BOUNDARY = /\n|[.!?](?=\s|$)|;|\u2014|\s-\s|\||,|\(|\)|:|\band\b|\bplus\b|\balso\b|\bthen\b|\s\/\s|\+|\bbut\b|\bso\b/gi;
const CLAUSE_BOUNDARY = /\n|[.!?](?=\s|$)|;|\u2014|\s-\s|\||\bbut\b|\bso\b|\bthough\b|\balthough\b|\bhowever\b|\bwhereas\b|\bwhile\b|\bexcept\b/gi;
const SENTENCE_BOUNDARY = /\n|[.!?](?=\s|$)|;/g;
const NARROW_CLAUSE = new RegExp(`${CLAUSE_BOUNDARY.source}|,|\\band\\b|\\bplus\\b`, 'gi');
const DISTRACTOR =
  /\b(?:somewhere\s+else|elsewhere|some(?:one|body)\s+else|other\s+(?:company|companies|contractor|contractors|guy|guys|quote|quotes|bid|bids|outfit)|another\s+(?:company|contractor|guy|quote|bid|outfit)|competitor|brother|sister|cousin|friend|neighbou?r|paid|last\s+(?:time|year|spring|summer|fall|autumn|winter|season|month|quote)|back\s+then|used\s+to|cheaper|budget|big\s+box|home\s+depot|lowe's|lead\s+(?:fee|cost|charge)|referral\s+fee)\b/i;

// ('Front of the House': the small words inside a name stay small.)
const titleCase = (text: string): string =>
  text.replace(/\s+/g, ' ').trim().toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`).replace(/(?<=\S) (Of|The)(?= )/g, (w) => w.toLowerCase());

/** Spaces over the given spans (newlines kept), in one pass: long pasted files stay linear. */
function blankSpans(text: string, spans: Iterable<Span>): string {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  if (sorted.length === 0) return text;
  const parts: string[] = [];
  let cursor = 0;
  for (const { start, end } of sorted) {
    const from = Math.max(start, cursor);
    if (end <= from) continue;
    parts.push(text.slice(cursor, from), text.slice(from, end).replace(/[^\n]/g, ' '));
    cursor = end;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}

function blankAll(text: string, pattern: RegExp, group?: number): string {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern)) {
    if (group === undefined) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    } else {
      const part = match[group];
      if (part === undefined) continue;
      const at = match.index + match[0].indexOf(part);
      spans.push({ start: at, end: at + part.length });
    }
  }
  return blankSpans(text, spans);
}

/** Numbers that are never quantities or prices: '2 car garage', dates, '#2', list numbers, '30 days'. */
function blankNoise(text: string): string {
  let out = text;
  out = blankAll(out, /\b(\d+)\s*-?\s*cars?\b/gi, 1);
  out = blankAll(out, /^\s*(\d{1,2})[.)](?=\s)/gm, 1);
  out = blankAll(out, /#\s?\d+/g);
  out = blankAll(out, /\b\d+(?:st|nd|rd|th)\b/gi);
  out = blankAll(out, /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b/gi);
  out = blankAll(out, /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g);
  out = blankAll(out, /(?<![\d.])\d+(?:\.\d+)?[ \t]*(?:days?|weeks?|months?|years?|yrs?|hours?|hrs?|minutes?|mins?)\b/gi);
  out = blankAll(out, /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)\b/gi);
  // A time said without am/pm in a signature or sign-off: 'we open at 4', 'any time after 2', 'closes at 9'.
  out = blankAll(out, /\b(?:open(?:s|ing)?|clos(?:e|es|ing)|any[ \t]*time[ \t]+(?:after|before)|call[ \t]+(?:me[ \t]+|us[ \t]+)?(?:after|before)|until|till)[ \t]+(?:at[ \t]+)?(\d{1,2}(?::\d{2})?)(?![\d,]|\.\d|[ \t]*(?:sq|sf|ft|lf|x\b|by\b|%|\/|'|"))/gi, 1);
  out = blankAll(out, /\b(?:19|20)\d{2}\b(?!\s*(?:sq|sf|square|ft|feet|lf|'|x\b|by\b))/g);
  // Unless each is priced: 're-stripe 46 stalls @ $18 each' counts the work.
  out = blankAll(out, /(?<![\d.])\d+[ \t]*(?:machines?|people|employees|workers|vehicles|trucks|cars|kids|dogs|cats|horses|stalls?|coats?|layers?|mils?)\b(?![ \t]*(?:[a-z-]{1,15}[ \t]+){0,2}?(?:@|at\b)[ \t]*\$?[ \t]?\d{1,5}(?:\.\d{2})?[ \t]*(?:each|ea\b|apiece|a[ \t]+piece|per[ \t]+(?:stall|space|spot)))/gi);
  out = blankAll(out, /\b(?:revision|rev|version|v)\s*\d+\b/gi);
  // A drawing sheet on a GC's scope ('showroom epoxy per A2.1', 'see sheet M-1.01') is no price.
  out = blankAll(out, /\b[A-Z]{1,2}-?\d{1,3}\.\d{1,2}\b/g);
  return out;
}

const big = (text: string): Big => new Big(text);

function feetThenInches(feet: string, inches: string | undefined): Big {
  return inches ? big(String(feetAndInches(Number(feet), Number(inches)))) : big(feet);
}

// Each optional part carries its own leading blanks, so no two '\\s*' stand side by side: a long run of
// blanks (a blanked phone or address) is then tried one way, not shared out between them.
const FT = `(\\d+(?:\\.\\d+)?)(?:\\s*(?:'|ft(?:\\.(?=\\s*(?:x|by|\\*|\\d)))?|feet|foot))?(?:[ \\t]*(?:-[ \\t]*)?(\\d{1,2}(?:\\.\\d+)?)[ \\t]*(?:"|''|in\\.?(?=\\s*(?:x|by|\\*|wide|long|deep|$|[,.;)]))|inch(?:es)?))?`;
const DIMS = new RegExp(`(?<![\\d.$/])${FT}(?:\\s*(?:wide|long|deep))?\\s*(?:x|by|\\*)\\s*${FT}(?:\\s*(?:wide|long|deep))?(?![\\d.]*\\d)`, 'gi');
// The unit on the figure's own line: 'ZIP: 84604' above 'Square feet (approx): 650' is no area.
const SQFT = /(?<![\d.$/])(\d+(?:\.\d+)?)[ \t]*(?:sq\.?\s*(?:ft|feet|foot)\b|sqft\b|sf\b|square\s*(?:feet|foot|ft)\b|ft2\b|ft\u00b2|s\/f\b)/gi;
const LABELLED_SQFT = /\b(?:sq\.?[ \t]*(?:ft|feet)|sf|square[ \t]+f(?:ee|oo)t(?:age)?)[ \t]*(?:\([ \t]*(?:approx\.?|approximate|approximately|est\.?|estimated)[ \t]*\))?[ \t]*[:=][ \t]*(?:approx\.?[ \t]*|about[ \t]*|~[ \t]*)?(\d{2,6})(?![\d.,]|[ \t]*(?:x|by)\b)/gi;
const COUNT_X = /\b(steps?|stairs?|treads?|risers?|drains?)\s*(?:x|\u00d7)\s*(\d+)\b/gi;
const LINEAR = /(?<![\d.$/])(\d+(?:\.\d+)?)\s*(?:lf\b|l\/f\b|lin(?:ear)?\.?\s*(?:ft|feet|foot)\b|ft\b|feet\b|foot\b|'(?![\w']))(?!\s*(?:wide|long|deep|x\b|by\b))/gi;
// The count and its thing on one line: a note's '1 LS 400' above 'steps 5 @ 60' counts no steps.
const COUNT_NOUN = /(?<![\d.$/])(\d{1,3})[ \t]+(?:[a-z-]+[ \t]+){0,2}?(steps?|stairs?|stair\s+treads?|treads?|risers?|drains?|restrooms?|bathrooms?|rooms?|bays?|units?|stalls?|offices?|trips?|areas?)\b/gi;

const UNIT_AFTER =
  /^\s*(?:\/|per\b|a\b|an\b)?\s*(sq\.?\s*(?:ft|feet|foot)|sf|s\.f|square\s*(?:foot|feet|ft)|psf|lf|l\/f|linear\s*(?:foot|feet|ft)|lin\.?\s*(?:ft|feet|foot)|ft|foot|feet|each|ea|apiece|a\s+pop|step|stair|tread|riser|unit|drain|room|bay)\b/i;

function unitOf(text: string, end: number): { unit: RateUnit; end: number } {
  const match = UNIT_AFTER.exec(text.slice(end));
  if (!match) return { unit: 'none', end };
  const word = (match[1] ?? '').toLowerCase();
  const unit: RateUnit = /^(?:sq|sf|s\.f|square|psf)/.test(word)
    ? 'area'
    : /^(?:lf|l\/f|linear|lin)/.test(word)
      ? 'linear'
      : /^(?:ft|foot|feet)$/.test(word)
        ? 'foot'
        : 'count';
  // 'solid 3.75 / stair treads (12) @ 55': a slash spaced on both sides separates a list, it is no 'per'.
  if (unit === 'count' && /^\s+\/\s+/.test(match[0])) return { unit: 'none', end };
  // 'flake at 5.45' followed by 'sf' alone is a price; '3 steps' is handled as a count elsewhere.
  return { unit, end: end + match[0].length };
}

interface Mentions {
  quantities: Quantity[];
  rates: Rate[];
  services: Service[];
  areas: AreaMention[];
  /** The request with quantities and prices blanked out: what is left are words and boundaries. */
  text: string;
}

const PIECE_SIZE_BEFORE = /^[ \t]*(?:flat|each|ea\.?|apiece)?[ \t]*\([ \t]*(?:each|ea\.?)?[ \t]*(?:~|about|approx\.?|roughly|around)?[ \t]*$/i;
const PIECE_SIZE_AFTER = /^[ \t]*(?:each|ea\b|apiece)[^)]*\)/i;

/**
 * A quantity of the whole house or lot is context, not work: 'our house is 2,600 sq ft but...'. A
 * restaurant's 'front of house' and 'back of house' are its rooms, not the premises.
 */
const NOT_WORK_SIZE =
  /\b(?<!\b(?:front|back)\s+of\s+(?:the\s+)?)(?:house|home|lot|property|building|yard)(?:'s)?\s+(?:is|has|was|measures|totals?|of)?\s*(?:about|around|roughly|approximately|approx\.?|maybe|just|over|under|nearly)?\s*$|\b(?:house|home)\s*\(\s*(?:built\s+(?:in\s+)?\d{4}\s*[,;]\s*)?(?:about|approx\.?|around)?\s*$/i;

const PREMISES_AFTER = /^\s*(?:house|home|lot|property|residence)\b/i;

function findMentions(input: string): Mentions {
  let text = blankNoise(input);
  const quantities: Quantity[] = [];

  for (const match of text.matchAll(DIMS)) {
    const length = feetThenInches(match[1] ?? '0', match[2]);
    const width = feetThenInches(match[3] ?? '0', match[4]);
    if (length.eq(0) || width.eq(0)) continue;
    quantities.push({ kind: 'dims', start: match.index, end: match.index + match[0].length, length, width, value: length.times(width) });
  }
  // 'Detail bay 1 24x40, detail bay 2 same size': the size said just before, for another room.
  for (const match of text.matchAll(/\b(?:the\s+)?same\s+(?:size|dimensions?|dims|measurements?)\b/gi)) {
    const previous = quantities.filter((q) => q.kind === 'dims' && q.end <= match.index && match.index - q.end <= 60).pop();
    if (!previous || /[.!?\n;]/.test(text.slice(previous.end, match.index))) continue;
    quantities.push({ ...previous, start: match.index, end: match.index + match[0].length });
  }
  text = blankSpans(text, quantities);
  text = blankAll(text, /\b\d+(?:\.\d+)?\s*(?:inch(?:es)?\b|")/gi);

  for (const match of text.matchAll(SQFT)) {
    const before = text.slice(Math.max(0, match.index - 4), match.index);
    // 'flake 5.55 sf' is a price: areas are not said to the cent.
    if (/\.\d\d$/.test(match[1] ?? '') && Number(match[1]) < 50) continue;
    if (/(?:@|\bat)\s*$/.test(before) && /\.\d$/.test(match[1] ?? '')) continue;
    quantities.push({ kind: 'sqft', start: match.index, end: match.index + match[0].length, value: big(match[1] ?? '0') });
  }
  // A form's field: 'Square feet (approx): 650', 'Sq ft: 1200'.
  for (const match of text.matchAll(LABELLED_SQFT)) {
    const at = match.index + match[0].length - (match[1] ?? '').length;
    if (quantities.some((q) => q.start < at + (match[1] ?? '').length && q.end > at)) continue;
    quantities.push({ kind: 'sqft', start: at, end: at + (match[1] ?? '').length, value: big(match[1] ?? '0') });
  }
  for (const match of text.matchAll(COUNT_X)) {
    quantities.push({ kind: 'count', start: match.index, end: match.index + match[0].length, value: big(match[2] ?? '0'), noun: (match[1] ?? '').toLowerCase() });
  }
  text = blankSpans(text, quantities);
  for (const match of text.matchAll(LINEAR)) {
    quantities.push({ kind: 'linear', start: match.index, end: match.index + match[0].length, value: big(match[1] ?? '0') });
  }
  text = blankSpans(text, quantities);

  for (const q of quantities) {
    if (q.kind !== 'dims' && q.kind !== 'sqft') continue;
    const after = input.slice(q.end, q.end + 30);
    const before = input.slice(Math.max(0, q.start - 40), q.start);
    q.each =
      /^\s*(?:each|apiece|per\s+(?:room|bay|unit|area))\b/i.test(after) ||
      /\d+\s+(?:[a-z-]+\s+){0,2}?[a-z]+s\s*,?\s*(?:each|apiece)\s*(?:is|are|measuring|about|approx\.?|roughly)?\s*$/i.test(before) ||
      // 'bldgs A and B, each 14 x 18': units named one by one, then one size for each.
      (/,\s*each\s*(?:is|are|measuring|about|approx\.?|roughly)?\s*$/i.test(before) && namedUnits(before) !== null) ||
      // 'two classrooms (each 28 x 30)', 'Both units have a 1-car garage, each 12 x 22'.
      (/(?:\(|,)\s*each\s*(?:is|are|measuring|about|approx\.?|roughly)?\s*$/i.test(before) && unitCount(before) !== null) ||
      // 'both bathrooms are 5 x 8', 'both of the bays, 12 by 30': 'both' says a length by width is each
      // one's ('both rooms, 1,950 sq ft' is their area together).
      (q.kind === 'dims' && /\bboth\s+(?:of\s+(?:the|our|my|their)\s+)?(?:[a-z-]+\s+){0,2}?[a-z]+s\s*(?:are|measure|,|:|-)?\s*(?:about|approx\.?|roughly|around)?\s*$/i.test(before));
    q.total =
      /^\s*(?:total|combined|altogether|in\s+all|overall|all\s+together)\b/i.test(after) ||
      /(?:total(?:\s+of)?|combined|altogether|together\s+(?:come|comes|came)\s+to|(?:come|comes|came)\s+to|in\s+all)\s*(?:is|of|:)?\s*(?:about|approx\.?|approximately|roughly|around)?\s*$/i.test(before);
  }

  const rates = findRates(text);
  text = blankSpans(text, rates);
  // '3 exam rooms @ $650/room flat (each ~9x10)': the size of each piece priced by the piece, not a floor.
  for (const rate of rates) {
    if (rate.unit !== 'count') continue;
    const piece = quantities.findIndex((q) => isAreaQuantity(q) && q.start >= rate.end && q.start - rate.end < 40 && PIECE_SIZE_BEFORE.test(input.slice(rate.end, q.start)) && (/\beach\b/i.test(input.slice(rate.end, q.start)) || PIECE_SIZE_AFTER.test(input.slice(q.end, q.end + 12))));
    if (piece >= 0) quantities.splice(piece, 1);
  }

  for (const match of text.matchAll(COUNT_NOUN)) {
    const noun = (match[2] ?? '').toLowerCase();
    quantities.push({ kind: 'count', start: match.index, end: match.index + match[0].length, value: big(match[1] ?? '0'), noun });
  }
  // 'the front porch steps done, 4 of em, 65 apiece': a count said after the thing it counts.
  for (const match of text.matchAll(/(?<![\d.$])(\d{1,3})[ \t]+of[ \t]+(?:em|'em|them|those)\b/gi)) {
    if (!/\b(?:steps?|stairs?|treads?|risers?|drains?|bollards?|columns?|posts?|pads?)\b[^.\n]{0,40}$/i.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    quantities.push({ kind: 'count', start: match.index, end: match.index + match[0].length, value: big(match[1] ?? '0'), noun: 'them' });
  }
  // 'trench drain 2 @ $450 ea', 'steps: 4'.
  for (const match of text.matchAll(/\b(steps?|stairs?|treads?|risers?|drains?|bollards?|columns?)\s*(?::\s*|\s|\(\s*)(\d{1,3})\s*\)?(?![\d.]|\s*(?:%|x\b|by\b|ft|feet|foot|'|sq|sf|lf))/gi)) {
    if (quantities.some((q) => q.start <= match.index && q.end > match.index)) continue;
    quantities.push({ kind: 'count', start: match.index, end: match.index + match[0].length, value: big(match[2] ?? '0'), noun: (match[1] ?? '').toLowerCase() });
  }

  let serviceText = input;
  const services: Service[] = [];
  for (const match of input.matchAll(TOPCOAT)) {
    services.push({ def: { id: 'topcoat', kind: 'area', pattern: TOPCOAT }, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  serviceText = blankSpans(serviceText, services);
  for (const def of SERVICES) {
    for (const match of serviceText.matchAll(def.pattern)) {
      const overlaps = services.some((s) => s.def.id !== 'topcoat' && match.index < s.end && s.start < match.index + match[0].length);
      if (overlaps) continue;
      services.push({ def, text: match[0], start: match.index, end: match.index + match[0].length });
    }
  }
  services.sort((a, b) => a.start - b.start);

  const areas: AreaMention[] = [];
  for (const match of areaMatches(input)) {
    const raw = match[0].toLowerCase().replace(/\s+/g, ' ').trim();
    const words = raw.split(' ');
    // A size is not a name: 'two car garage' is a garage.
    const label = words
      .map((w) => AREA_ABBREVIATIONS[w] ?? w)
      .join(' ')
      .replace(/\b(?:one|two|three|four|single|tandem|small|large|big|new|old)-?\s*(?:car\s+)?/g, '')
      .replace(/^car\s+(?=garage)/, '');
    const headWord = (match[2] ?? '').toLowerCase().replace(/\s+/g, ' ');
    // 'restrooms' names every restroom: the head is the singular when the vocabulary has it.
    const plain = AREA_ABBREVIATIONS[headWord] ?? headWord;
    const head = /s$/.test(plain) && AREA_HEADS.includes(plain.slice(0, -1)) ? plain.slice(0, -1) : plain;
    if (!label.trim()) continue;
    // 'Office: quartz 5.95 for the gym', 'Office note -': the writer's label at a line's start, not a room;
    // a text thread puts the time first ('[10:33] Office: 4.20 solid gray', '10:33 AM Office:').
    // So is a thread's bracketed label ('[Office 8:15am] 22x24 full flake is 4.95', '[Office] Yes Gina!'), and any word
    // in brackets with a time after it ('[Shop 3:20pm]').
    if (isWritersLabelAt(input, match.index, match.index + match[0].length, head === 'office')) continue;
    areas.push({ label: titleCase(label), head, start: match.index, end: match.index + match[0].length });
  }

  // 'the men's locker room is 24 x 30 and the women's is 24 x 30': the women's locker room.
  const GENDERED = /^(?:men|women|ladies|boys|girls)['\u2019]?s?['\u2019]?$/i;
  areas.forEach((a, i) => {
    if (!GENDERED.test(a.label)) return;
    const before = areas.slice(0, i).reverse().find((b) => a.start - b.end < 120 && GENDERED.test(b.label.split(' ')[0] ?? '') && b.label.includes(' '));
    if (!before) return;
    a.label = `${a.label} ${before.label.split(' ').slice(1).join(' ')}`;
    a.head = before.head;
  });

  const work = quantities
    .sort((a, b) => a.start - b.start)
    .filter((q) => {
      if (q.kind !== 'dims' && q.kind !== 'sqft') return true;
      const before = input.slice(Math.max(0, q.start - 60), q.start);
      // 'a 1,500 sq ft house': the size of the premises, said before them.
      return !NOT_WORK_SIZE.test(before) && !PREMISES_AFTER.test(input.slice(q.end, q.end + 16));
    });
  const mentions: Mentions = { quantities: work, rates, services, areas, text };
  labelQuantities(mentions);
  return mentions;
}

/** Between a room's name and its size: 'Garage - 22 x 25', 'the patio is about 240 sq ft'. */
const NAME_TO_SIZE = /^(?:\s|[:(,\u2014-]|\b(?:is|are|it'?s|its|measures?|measuring|about|approx(?:imately)?|roughly|around|floor|area|space|slab|total|which|that'?s|of|just|over|under|nearly|almost|will\s+be|comes\s+to|at|approximately|maybe|like)\b|\.(?=\s*\d))*$/i;
const BETWEEN_NAMES = /^\s*(?:,|\+|&|\/|and|plus)\s*(?:(?:the|a|an|our|his|her|their|my)\s+)?$/i;

/** The room each size belongs to. */
function labelQuantities(m: Mentions): void {
  let previousEnd = 0;
  const anchors = [...m.quantities.filter((q) => q.kind === 'dims' || q.kind === 'sqft'), ...m.rates].sort((a, b) => a.start - b.start);
  for (const anchor of anchors) {
    if ('kind' in anchor) anchor.area = areaLabelFor(m, anchor, previousEnd);
    previousEnd = anchor.end;
  }
}

const THRESHOLD = /\b(?:under|over|above|below|up\s+to|more\s+than|less\s+than|exceed(?:ing|s)?|at\s+least|minimum\s+of|max(?:imum)?\s+of|not\s+to\s+exceed)\s*\$?\s*$/i;

function findRates(text: string): Rate[] {
  const found: Rate[] = [];
  const add = (valueText: string, start: number, numberEnd: number, explicit: boolean): void => {
    // A threshold is no price: 'bonds not required under $50,000', 'jobs over $10k'.
    if (THRESHOLD.test(text.slice(Math.max(0, start - 24), start))) return;
    const value = big(valueText);
    const { unit, end } = unitOf(text, numberEnd);
    found.push({ value, start, end, unit, explicit: explicit || unit !== 'none' });
  };
  // '@ .85', '$.60/lf': cents written without the leading zero.
  for (const match of text.matchAll(/(?:\$\s?|(?<=(?:@|\bat)[ \t]?))(\.\d{2})(?![\d.]*\d)/g)) add(`0${match[1] ?? ''}`, match.index, match.index + match[0].length, true);
  for (const match of text.matchAll(/\$\s?(\d+(?:\.\d{1,2})?)(?![\d.]*\d)/g)) add(match[1] ?? '0', match.index, match.index + match[0].length, true);
  for (const match of text.matchAll(/(?<![\d.$])(\d+(?:\.\d{1,2})?)(?=\s*(?:(?:\/|per\b|a\b|an\b)\s*(?:sq|square|sf|s\.f|lf|l\/f|linear|lin|ft\b|foot|feet|step|stair|tread|riser|ea\b|each|unit|drain)|(?:psf|each|ea|apiece)\b)|(?<=\.\d\d)\s*(?=(?:sf|sq\.?\s*ft|sqft)\b))/gi)) {
    add(match[1] ?? '0', match.index, match.index + (match[1] ?? '').length, true);
  }
  for (const match of text.matchAll(/(?:@|\bat\b|\bfor\b)\s*(\d+(?:\.\d{1,2})?)(?![\d.]*\d|\s*(?:%|x\b|by\b|cars?\b|ft\b|feet|foot|'|sq|sf|lf|square|linear))/gi)) {
    const at = match.index + match[0].length - (match[1] ?? '').length;
    // 'for 2' is a count ('for 2 bays'); only prices with cents or said with 'at'/'@' count here.
    if (/^for/i.test(match[0]) && !/\./.test(match[1] ?? '')) continue;
    add(match[1] ?? '0', at, at + (match[1] ?? '').length, false);
  }
  for (const match of text.matchAll(/\b(?:mob(?:ili[sz]ation)?|trip|fee|charge|chg|charging(?:\s+(?:him|her|them))?)\s*(?:fee|charge|chg)?\s*(?:of|is|:|=)?\s*(\d+(?:\.\d{1,2})?)(?![\d.]*\d|\s*(?:%|x\b|by\b|ft\b|feet|foot|'|sq|sf|lf))/gi)) {
    const at = match.index + match[0].length - (match[1] ?? '').length;
    // The fee word itself says this number is money ('mob 450', 'charging 200').
    add(match[1] ?? '0', at, at + (match[1] ?? '').length, true);
  }
  // 'there's 1 step up into the bar, 65.': a count, its thing and a few words, then a price ending the sentence.
  for (const match of text.matchAll(/(?<![\d.,])\b\d{1,3}[ \t]+(?:[a-z]+[ \t]+)?(?:drains?|steps?|stairs?|treads?|risers?)(?:[ \t]+[a-z']+){1,6},[ \t]*\$?(\d{2,4}(?:\.\d{2})?)(?=[ \t]*(?:[.!;\n]|$))/gi)) {
    const at = match.index + match[0].length - (match[1] ?? '').length;
    add(match[1] ?? '0', at, at + (match[1] ?? '').length, true);
  }
  // A counted thing with its count in brackets, then a bare price: 'steps (3) 65', 'drains (2) - 140'.
  for (const match of text.matchAll(/\b(?:drains?|steps?|stairs?|treads?|risers?)[ \t]*\(\d{1,2}\)[ \t]*(?:[-@][ \t]*)?\$?(\d{2,4}(?:\.\d{1,2})?)(?![\d]|\.\d|\s*(?:%|x\b|by\b|ft\b|feet|foot|'|sq|sf|lf|square|linear))/gi)) {
    const at = match.index + match[0].length - (match[1] ?? '').length;
    add(match[1] ?? '0', at, at + (match[1] ?? '').length, true);
  }
  // 'five even', '4 even a foot': a whole-dollar price said so.
  for (const match of text.matchAll(/(?<![\d.$])(\d{1,2}(?:\.\d{1,2})?)[ \t]+even\b/gi)) add(match[1] ?? '0', match.index, match.index + (match[1] ?? '').length, true);
  // A count and its thing, then a bare price: '1 drain 85', '+ 2 floor drains 90'.
  for (const match of text.matchAll(/(?<![\d.,])\b\d{1,3}[ \t]+(?:[a-z]+[ \t]+)?(?:drains?|steps?|stairs?|treads?|risers?|bollards?|sump[ \t]+pits?)[ \t]+\$?(\d{2,4}(?:\.\d{1,2})?)(?![\d]|\.\d|\s*(?:%|x\b|by\b|ft\b|feet|foot|'|sq|sf|lf|square|linear|cars?\b))/gi)) {
    const at = match.index + match[0].length - (match[1] ?? '').length;
    add(match[1] ?? '0', at, at + (match[1] ?? '').length, true);
  }
  // Bare prices with cents right after a system: 'flake 5.55', 'polyaspartic flake 6.45'.
  for (const match of text.matchAll(/(?<![\d.$/])(\d{1,3}\.\d{1,2})(?![\d%]|\.\d)/g)) add(match[1] ?? '0', match.index, match.index + (match[1] ?? '').length, false);
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Rate[] = [];
  for (const rate of found) {
    const last = kept[kept.length - 1];
    if (last && rate.start < last.end) continue;
    kept.push(rate);
  }
  return kept;
}

function boundaries(text: string, pattern: RegExp, from: number, to: number): number[] {
  const cuts: number[] = [];
  for (const match of text.slice(from, to).matchAll(pattern)) cuts.push(from + match.index, from + match.index + match[0].length);
  return cuts;
}

/** Segments of [from, to) cut at clause boundaries, last first. */
function segmentsBackwards(text: string, from: number, to: number): Span[] {
  const cuts = boundaries(text, WEAK_BOUNDARY, from, to);
  const points = [from, ...cuts, to];
  const segments: Span[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) segments.push({ start: points[i] ?? from, end: points[i + 1] ?? to });
  return segments.reverse();
}

/** Prices said about someone else: 'her neighbor paid 4.50 a foot somewhere else'. */
/** The prices inside [start, end), found by halving: rates are in text order, and a long paste has thousands. */
function ratesWithin(rates: readonly Rate[], start: number, end: number): Rate[] {
  let low = 0;
  let high = rates.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rates[mid]!.start < start) low = mid + 1;
    else high = mid;
  }
  const within: Rate[] = [];
  for (let i = low; i < rates.length && rates[i]!.start < end; i++) if (rates[i]!.end <= end) within.push(rates[i]!);
  return within;
}

function isDistractor(m: Mentions, input: string, rate: Rate): boolean {
  const clause = clauseAround(m.text, rate.start, NARROW_CLAUSE);
  // In a run-on dictated sentence the words about someone else belong to the price nearest them.
  const pricesHere = ratesWithin(m.rates, clause.start, clause.end);
  // Such words usually come before their price ('another company quoted her 4.99'), so a price
  // before the words is counted a little further away than one after them.
  const gap = (r: Rate, at: number, end: number): number => (r.start >= end ? r.start - end : at - r.end + 15);
  for (const match of input.slice(clause.start, clause.end).matchAll(new RegExp(DISTRACTOR.source, 'gi'))) {
    const at = clause.start + match.index;
    const end = at + match[0].length;
    const nearest = pricesHere.reduce<Rate | null>((best, r) => (!best || gap(r, at, end) < gap(best, at, end) ? r : best), null);
    if (!nearest || nearest === rate) return true;
  }
  // Words after the price, up to the next price or clause, that say it was someone else's.
  const after = input.slice(rate.end, rate.end + 50).split(/[\n;,.!?](?:\s|$)|\b(?:and|but|so|plus)\b|[$\d]/)[0] ?? '';
  return /^\W*(?:\w+\W+){0,5}?(?:somewhere\s+else|elsewhere|(?:from|by|with)\s+(?:another|some\s+other|other|a\s+different)\s+\w+|last\s+(?:time|year)|back\s+then)\b/i.test(after);
}

interface Cut {
  start: number;
  end: number;
  text: string;
}

/** Boundary positions, found once per text and pattern: requests pasted from long files stay linear. */
const cutCache = new Map<string, { text: string; cuts: Cut[] }>();
function cutsOf(text: string, pattern: RegExp): Cut[] {
  const key = `${pattern.source}/${pattern.flags}`;
  const cached = cutCache.get(key);
  if (cached && cached.text === text) return cached.cuts;
  const cuts = [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, text: match[0] }));
  cutCache.set(key, { text, cuts });
  return cuts;
}

/** Index of the first cut whose start is at or after `at` (cuts are sorted and do not overlap). */
function firstCutFrom(cuts: readonly Cut[], at: number): number {
  let low = 0;
  let high = cuts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cuts[mid]?.start ?? 0) < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

function clauseAround(text: string, at: number, pattern: RegExp = CLAUSE_BOUNDARY): Span {
  const cuts = cutsOf(text, pattern);
  const next = firstCutFrom(cuts, at);
  const previous = cuts[next - 1];
  return { start: previous && previous.end <= at ? previous.end : 0, end: cuts[next]?.start ?? text.length };
}

const within = (span: Span, from: number, to: number): boolean => span.start >= from && span.end <= to;
const isAreaQuantity = (q: Quantity): boolean => q.kind === 'dims' || q.kind === 'sqft';

interface Draft {
  /** Where the line was said: lines come out in the order of the request. */
  position: number;
  kind: Kind;
  services: Service[];
  area: string | null;
  quantity: Quantity | null;
  quantityValue: Big;
  rate: Big;
  /** Words to describe a line whose work is not in the catalogue ('Trench drain edges'). */
  phrase: string | null;
}

function serviceKind(services: readonly Service[]): Kind | null {
  const kinds = services.filter((s) => s.def.id !== 'topcoat').map((s) => s.def.kind);
  if (kinds.length === 0) return services.length > 0 ? 'area' : null;
  for (const kind of ['lump', 'count', 'linear'] as const) if (kinds.includes(kind)) return kind;
  return 'area';
}

function decideKind(services: readonly Service[], rate: Rate): Kind {
  const byService = serviceKind(services);
  if (rate.unit === 'area') return 'area';
  if (rate.unit === 'linear') return 'linear';
  if (rate.unit === 'count') return byService === 'lump' ? 'lump' : 'count';
  // 'a foot' is per square foot for coatings, per linear foot for everything else.
  if (rate.unit === 'foot') return byService === 'area' || byService === null ? 'area' : 'linear';
  return byService ?? 'area';
}

/** The room a size belongs to: the name right before it, else the rooms named in its sentence. */
function areaLabelFor(m: Mentions, at: Span, from: number): string | null {
  const before = m.areas.filter((a) => a.end <= at.start);
  const nearest = before[before.length - 1];
  let group: AreaMention[];
  // 'kitchen 30 x 22 and dish room 12 x 10, 780 sq ft in all': the dish room's name goes with its own size.
  const sizeBetween = nearest ? m.quantities.some((q) => isAreaQuantity(q) && q.start >= nearest.end && q.end <= at.start) : false;
  if (nearest && nearest.start >= from && !sizeBetween && NAME_TO_SIZE.test(m.text.slice(nearest.end, at.start))) {
    // 'the back hallway to the walk in, that's about 4 by 22', 'the break room next to the office, 12 x 14':
    // the size is the room said first; the one after it only says where that room is.
    const located = locatedBy(m, before[before.length - 2], nearest, from);
    if (located) return located;
    group = [nearest];
    for (let i = before.length - 2; i >= 0; i -= 1) {
      const candidate = before[i];
      const first = group[0];
      if (!candidate || !first || candidate.start < from || !BETWEEN_NAMES.test(m.text.slice(candidate.end, first.start))) break;
      group.unshift(candidate);
    }
  } else {
    const sentenceStart = sizeBetween ? lastBoundaryBefore(m.text, at.start) : Math.max(from, lastBoundaryBefore(m.text, at.start));
    group = before.filter((a) => a.start >= sentenceStart);
    if (group.length === 0) group = before.filter((a) => a.start >= from).slice(-1);
    if (group.length === 0) group = before.slice(-1);
    if (group.length === 0) group = m.areas.filter((a) => a.start >= at.end && a.start - at.end < 25).slice(0, 1);
  }
  const labels: string[] = [];
  for (const candidate of group) {
    if (labels.some((l) => l.toLowerCase().includes(candidate.head))) continue;
    labels.push(candidate.label);
  }
  return labels.length > 0 ? labels.slice(0, 3).join(' & ') : null;
}

// A room placed by another: 'the hallway to the walk in', 'the bathroom off the basement', 'the office behind the shop'.
// ('in'/'at' the premises, 'Fellowship room in the basement', are named later by size-names.ts.)
const LOCATED_BY = /^[ \t]+((?:next|close|right[ \t]+next)[ \t]+to|to|off(?:[ \t]+of)?|behind|beside|by|near|across[ \t]+from)[ \t]+(?:the|a|an|our|their|his|her|my)[ \t]+$/i;

function locatedBy(m: Mentions, room: AreaMention | undefined, place: AreaMention, from: number): string | null {
  if (!room || room.start < from) return null;
  const between = LOCATED_BY.exec(m.text.slice(room.end, place.start));
  if (!between) return null;
  return `${room.label} ${between[1]!.toLowerCase().replace(/[ \t]+/g, ' ')} the ${place.label}`;
}

function lastBoundaryBefore(text: string, at: number): number {
  const cuts = cutsOf(text, STRONG_BOUNDARY);
  for (let i = firstCutFrom(cuts, at); i >= 0; i -= 1) {
    const cut = cuts[i];
    if (!cut || cut.end > at) continue;
    // A ' - ' between a room and its size ('Garage - 22 x 25') does not end the sentence.
    if (/\s-\s|\u2014/.test(cut.text)) continue;
    return cut.end;
  }
  return 0;
}

export interface LineItemsResult {
  lineItems: ExtractedLineItem[];
  projectTitle: string;
}

const FOR_THE_WORK = /^[ \t]+for[ \t]+(?:(?:the|a|an|our|your|my|his|her|their|that)[ \t]+)?/i;

/** The work a price names right after it with 'for' ('9.80 for the urethane cement', '14 a foot for the cove'). */
function workNamedAfter(m: Mentions, input: string, rate: Rate): Service | null {
  const forWhat = FOR_THE_WORK.exec(input.slice(rate.end, rate.end + 40));
  if (!forWhat) return null;
  const at = rate.end + forWhat[0].length;
  return m.services.find((s) => s.start === at) ?? null;
}

/**
 * 'On the phone you said 9.80 for the urethane cement and 14 a foot for the cove', '5.25 for the flake,
 * 12 a foot for the cove': prices said in one sentence after the sizes, each naming its own work, of two
 * kinds (a floor, and work by the foot or the piece). Each price is its work's, not the size nearest it.
 */
function pricedWorkList(m: Mentions, input: string, rate: Rate, next: Rate | undefined): Service | null {
  const own = workNamedAfter(m, input, rate);
  if (!own || !next || /[\n.!?;]/.test(input.slice(rate.end, next.start))) return null;
  const theirs = workNamedAfter(m, input, next);
  return theirs && theirs.def.kind !== own.def.kind ? own : null;
}

/** Prices that stand for something: '$5.25', '5.25/sf', 'at 5.25', or a bare '5.55' right after a system. */
function pricedRates(m: Mentions, input: string): Rate[] {
  return m.rates.filter((rate, index) => {
    if (rate.explicit) return true;
    if (pricedWorkList(m, input, rate, m.rates[index + 1])) return true;
    const before = input.slice(Math.max(0, rate.start - 40), rate.start);
    if (/(?:@|\bat|\bfor)\s*$/i.test(before)) return true;
    // 'show pricing ended 11/1 - use 4.75', 'make it 5.10': the price the writer settles on.
    if (/\b(?:use|make\s+it|go\s+with)\s*\$?\s*$/i.test(before) && /\.\d\d$/.test(rate.value.toFixed(2))) return true;
    // '6.95 both', '4.40 for all of it': a price with cents said for the floors named before it.
    if (/\.\d\d$/.test(rate.value.toFixed(2)) && /^\s*(?:for\s+|on\s+)?(?:both|all\s+(?:of\s+(?:it|them)|rooms|areas|three|four)|throughout)\b/i.test(input.slice(rate.end, rate.end + 24))) return true;
    // 'Your estimator said 5.15 for the flake system', '5.90 for the garage': a price with cents for the
    // work or the room named right after it.
    // Only between two sizes of its own: a size before it, and the next price's own size after it (a price
    // said first and corrected later, 'I told him 4.75 for the flake ... met in the middle at 4.60', is not).
    const next = m.rates[index + 1];
    const previousRateEnd = index > 0 ? (m.rates[index - 1]?.end ?? 0) : 0;
    const between = (from: number, to: number): boolean => m.quantities.some((q) => isAreaQuantity(q) && q.start >= from && q.end <= to);
    const forWhat = /\.\d\d$/.test(rate.value.toFixed(2)) && next && between(previousRateEnd, rate.start) && between(rate.end, next.start) ? FOR_THE_WORK.exec(input.slice(rate.end, rate.end + 40)) : null;
    if (forWhat) {
      const at = rate.end + forWhat[0].length;
      if (m.services.some((s) => s.start === at && s.def.kind === 'area') || m.areas.some((a) => a.start === at)) return true;
    }
    // ('play yard 7.25 urethane, nap rooms 5.90 flake': 'urethane' alone, written right after the figure before,
    // is that figure's and makes no price of the next one.)
    const urethaneAfterPrevious = (s: Service): boolean => index > 0 && /^urethane$/i.test(s.text) && /^[ \t]*$/.test(input.slice(previousRateEnd, s.start));
    return m.services.some((s) => s.start >= Math.max(previousRateEnd, rate.start - 45) && s.end <= rate.start && !urethaneAfterPrevious(s));
  });
}

function servicesFor(m: Mentions, rate: Rate, previousEnd: number, nextStart: number, taken: ReadonlySet<Service> = new Set()): { services: Service[]; segment: Span | null } {
  // A list of prices, each naming its own work after it: the work named is the price's.
  const index = m.rates.indexOf(rate);
  const listed = index < 0 ? null : (pricedWorkList(m, m.text, rate, m.rates[index + 1]) ?? (index > 0 && pricedWorkList(m, m.text, m.rates[index - 1]!, rate) ? workNamedAfter(m, m.text, rate) : null));
  if (listed) return { services: [listed], segment: { start: listed.start, end: listed.end } };
  let topcoatOnly: { services: Service[]; segment: Span } | null = null;
  // '$350 mobilization fee', '$200 for mobilization': the work is named after its price.
  const firstCut = boundaries(m.text, WEAK_BOUNDARY, rate.end, nextStart)[0] ?? nextStart;
  const after = m.services.filter((s) => s.start >= rate.end && s.end <= firstCut && s.def.id !== 'topcoat');
  // '6.15/sf for the broadcast system, 14.00/lf cove': a price per linear foot is for the linear work
  // right after it, not for the floor named before it.
  const kindOfUnit = rate.unit === 'linear' ? 'linear' : null;
  // 'both 6.80/sf flake w/ cove. Pool equipment room 10x10 @ 4.40': a price whose sentence gives its
  // own size is not for the cove, steps or fee named in the sentence before.
  const sentenceStart = lastBoundaryBefore(m.text, rate.start);
  const ownSize = sentenceStart > previousEnd && m.quantities.some((q) => isAreaQuantity(q) && q.start >= sentenceStart && q.end <= rate.start);
  // 'courtyard 15x25 + 6 steps' then '5.60 flake, steps 70 ea': a floor system right after its price
  // names the price's work, not the steps said before it.
  const systemRightAfter = after.filter((s) => s.def.kind === 'area' && /^[ \t]*(?:\/[ \t]*(?:sf|sq[ \t]*ft)[ \t]*)?$/i.test(m.text.slice(rate.end, s.start)));
  for (const segment of segmentsBackwards(m.text, previousEnd, rate.start)) {
    const inSegment = m.services.filter((s) => s.start < segment.end && s.end > segment.start && !taken.has(s));
    if (systemRightAfter.length > 0 && rate.unit !== 'count' && rate.unit !== 'linear' && inSegment.length > 0 && !inSegment.some((s) => s.def.kind === 'area')) {
      return { services: systemRightAfter, segment: { start: rate.end, end: firstCut } };
    }
    if (ownSize && segment.end <= sentenceStart && inSegment.some((s) => s.def.kind !== 'area') && !inSegment.some((s) => s.def.kind === 'area' && s.def.id !== 'topcoat')) break;
    // 'Lobby 20x15 at 6.10/sf quartz w/ cove. Mechanical room 12x10 @ 3.95 plain gray': the cove said after the
    // previous price in that price's own sentence went with it; this price is for the floor system said
    // right after it, else for the floor system of that sentence.
    if (ownSize && previousEnd > 0 && segment.end <= sentenceStart && lastBoundaryBefore(m.text, segment.start) <= previousEnd && inSegment.some((s) => s.def.kind !== 'area')) {
      if (systemRightAfter.length > 0 && rate.unit !== 'count' && rate.unit !== 'linear') return { services: systemRightAfter, segment: { start: rate.end, end: firstCut } };
      const floors = inSegment.filter((s) => s.def.kind === 'area');
      if (floors.some((s) => s.def.id !== 'topcoat')) return { services: floors, segment };
      continue;
    }
    if (inSegment.some((s) => s.def.id !== 'topcoat')) {
      if (kindOfUnit && !inSegment.some((s) => s.def.kind === kindOfUnit) && after.some((s) => s.def.kind === kindOfUnit) && segment.end <= rate.start && /^[\s,]*$/.test(m.text.slice(segment.end, rate.start))) {
        return { services: after, segment: { start: rate.end, end: firstCut } };
      }
      return { services: inSegment, segment };
    }
    if (inSegment.length > 0 && !topcoatOnly) topcoatOnly = { services: inSegment, segment };
  }
  if (after.length > 0) return { services: after, segment: { start: rate.end, end: firstCut } };
  // 'Rate quoted: $5.95 (metallic)', '$4.40 el pie cuadrado con las hojuelas (flake)': the system the
  // writer adds in brackets after the price names its work.
  const bracket = /^[^\d\n()$@]{0,40}\([ \t]*/.exec(m.text.slice(rate.end, Math.min(nextStart, rate.end + 48)));
  if (bracket && !topcoatOnly) {
    const at = rate.end + bracket[0].length;
    const inBracket = m.services.filter((s) => s.def.kind === 'area' && s.start === at && /^[ \t]*\)/.test(m.text.slice(s.end, s.end + 4)));
    if (inBracket.length === 1) return { services: inBracket, segment: { start: at, end: inBracket[0]!.end } };
  }
  return topcoatOnly ?? { services: [], segment: null };
}

/** '$6.95 for the patio': the clause right after a price that names no work. */
function afterPriceSpan(m: Mentions, rate: Rate, nextStart: number): Span | null {
  const end = boundaries(m.text, WEAK_BOUNDARY, rate.end, nextStart)[0] ?? nextStart;
  return /^\s*(?:for|on|in)\s+(?:the\s+|her\s+|his\s+|their\s+|our\s+)?[a-z]/i.test(m.text.slice(rate.end, end)) ? { start: rate.end, end } : null;
}

/** Words of the clause before a price, for lines whose work the catalogue does not know. */
function phraseBefore(m: Mentions, input: string, previousEnd: number, rate: Rate): string | null {
  for (const segment of segmentsBackwards(m.text, previousEnd, rate.start)) {
    const words = input
      .slice(segment.start, segment.end)
      .replace(/\$?\d+(?:\.\d+)?\s*(?:'|lf|ft|feet|foot|linear|sq|sf|each|ea)?/gi, ' ')
      .split(/[^A-Za-z'-]+/)
      .filter((w) => w.length > 1 && !/^(?:at|for|about|approx|approximately|roughly|around|of|the|a|an|and|plus|per|each|ea|lf|ft|feet|foot|linear|also|then|with|we|you|he|she|they|it|is|are|will|would|be|need|needs|want|wants|said|quoted|price|cost|flat|lump|sum|ls|just|call|too|only|that|this)$/i.test(w));
    if (words.length > 0) return capitalize(words.slice(0, 6).join(' ').toLowerCase());
  }
  return null;
}

/** What is known about one price while its lines are made. */
interface PriceContext {
  m: Mentions;
  input: string;
  rate: Rate;
  previousEnd: number;
  nextStart: number;
  services: Service[];
  segment: Span | null;
  /** Sizes, lengths and counts said since the previous price and not yet used. */
  leftQuantities: Quantity[];
  /** Rooms the price is said for ('Garage in flake $5.90/sf', '$6.95 for the patio'). */
  namedHeads: string[];
  claimed: Set<Quantity>;
  drafts: Draft[];
  base: Pick<Draft, 'position' | 'services' | 'rate' | 'phrase'>;
}

export function extractLineItems(input: string): LineItemsResult {
  const m = findMentions(input);
  const drafts: Draft[] = [];
  const claimed = new Set<Quantity>();
  const rates = pricedRates(m, input);

  // A price said about someone else ('a 2019 quote from another company for $3,900') is no boundary
  // between the sizes before it and the next price of ours; only its own clause's sizes are its.
  const foreign = new Set(rates.filter((rate) => isDistractor(m, input, rate)));
  // '$5,000 - $7,500' after 'Budget:': a range is one figure, someone else's when its first part is.
  rates.forEach((rate, index) => {
    const previous = rates[index - 1];
    if (previous && foreign.has(previous) && /^\s*(?:-|\u2013|\u2014|to)\s*\$?\s*$/i.test(input.slice(previous.end, rate.start))) foreign.add(rate);
  });
  const foreignClauses = [...foreign].map((rate) => clauseAround(m.text, rate.start, SENTENCE_BOUNDARY));
  rates.forEach((rate, index) => {
    if (foreign.has(rate)) return;
    let back = index - 1;
    while (back >= 0 && foreign.has(rates[back]!)) back -= 1;
    const previousEnd = back >= 0 ? (rates[back]?.end ?? 0) : 0;
    const nextStart = rates[index + 1]?.start ?? m.text.length;
    if (/\btotal\s*(?:of|is|would\s+be|comes\s+to|:)?\s*(?:about\s+)?$/i.test(input.slice(Math.max(0, rate.start - 30), rate.start))) return;

    // '10.75 a foot for the urethane, if you can do 10.5': the system named right after the price before went with
    // it, and names no new work for this one.
    // (Only for a price with no size of its own: that one is the same work's price again.)
    const leftQuantities = m.quantities.filter((q) => within(q, previousEnd, rate.start) && !claimed.has(q) && !foreignClauses.some((c) => within(q, c.start, c.end)));
    const previousDraft = back >= 0 && leftQuantities.length === 0 ? drafts.find((d) => d.position === rates[back]!.start) : undefined;
    const taken = new Set((previousDraft?.services ?? []).filter((s) => s.start >= previousEnd));
    const { services, segment } = servicesFor(m, rate, previousEnd, nextStart, taken);
    const namedHeads = roomsNamedFor(m, input, rate, segment, nextStart, previousEnd);
    const namesUnpricedRoom = namedHeads.some((h) =>
      m.quantities.some((q) => isAreaQuantity(q) && !claimed.has(q) && q.end <= rate.start && (q.area ?? '').toLowerCase().includes(h)),
    );
    if (services.length === 0 && leftQuantities.length === 0 && !namesUnpricedRoom) {
      // 'so we're good at 5.60': a restatement or correction of the previous price.
      const previous = drafts[drafts.length - 1];
      if (previous && rate.value.gt(0) && rate.value.lt(previous.rate.times(3)) && rate.value.gt(previous.rate.div(3))) {
        for (const d of drafts) if (d.position === previous.position) d.rate = rate.value;
      }
      return;
    }

    let kind = decideKind(services, rate);
    // 'trench drain cut 24 lf @ 32': counted work priced by a length said with it is priced by the foot.
    if (kind === 'count' && rate.unit !== 'count' && leftQuantities.some((q) => q.kind === 'linear') && !leftQuantities.some((q) => q.kind === 'count')) kind = 'linear';
    // Work with no name in the catalogue still has a length or count: 'edging 88 lf @ $6.50'.
    if (services.length === 0 && !leftQuantities.some(isAreaQuantity)) {
      if (leftQuantities.some((q) => q.kind === 'linear') && rate.unit !== 'area' && rate.unit !== 'count') kind = 'linear';
      else if (leftQuantities.some((q) => q.kind === 'count') && rate.unit !== 'area') kind = 'count';
    }
    const base = { position: rate.start, services, rate: rate.value, phrase: phraseBefore(m, input, previousEnd, rate) };
    const context: PriceContext = { m, input, rate, previousEnd, nextStart, services, segment, leftQuantities, namedHeads, claimed, drafts, base };

    if (kind === 'lump') {
      // A fee is not a few dollars: a bare '6.50' for a mobilization is a spoken 'six fifty', left to the fee reader.
      if (!rate.explicit && rate.value.lt(25) && !/\$\s*$/.test(input.slice(Math.max(0, rate.start - 2), rate.start))) return;
      const trips = leftQuantities.find((q) => q.kind === 'count' && /^trips?$/.test(q.noun ?? ''));
      drafts.push({ ...base, kind, area: null, quantity: null, quantityValue: trips ? trips.value : big('1') });
    } else if (kind === 'linear' || kind === 'count') {
      drafts.push(lengthOrCountLine(context, kind));
    } else {
      drafts.push(...areaLines(context));
    }
  });

  drafts.push(...sameAsBefore(m, drafts, claimed));
  if (drafts.length === 0) drafts.push(...unpricedAreas(m));
  drafts.sort((a, b) => a.position - b.position);

  // 'cove stays 12.00' in a reply over the quoted 'cove 84 LF @ 12.00': a length or count line with
  // no figure of its own restates the line of the same work at the same price that has one.
  const restates = (d: Draft): boolean =>
    (d.kind === 'linear' || d.kind === 'count') &&
    d.quantity === null &&
    drafts.some((o) => o !== d && o.kind === d.kind && o.quantity !== null && o.rate.eq(d.rate) && o.services.some((s) => d.services.some((t) => t.def.id === s.def.id)));
  const lineItems = drafts.filter((d) => !restates(d)).map((draft) => toLineItem(draft));
  return { lineItems, projectTitle: projectTitle(drafts, m) };
}

/**
 * Rooms named in the clause that names the work ('Garage in polyaspartic flake $5.90/sf') or right
 * after the price ('$6.95 for the patio'). A room followed by its own size ('a small patio 10 by 12
 * she wants quartz on both') names that size, not the work; 'both' and 'each' mean every size said.
 */
function roomsNamedFor(m: Mentions, input: string, rate: Rate, segment: Span | null, nextStart: number, previousEnd: number): string[] {
  const segmentNamesRoom = segment ? m.areas.some((a) => a.start < segment.end && a.end > segment.start) : false;
  // '$6.20/sf for the locker rooms and $7.10 for the shower areas': the rooms right after the price
  // name it before any said with the work further back.
  const afterPrice = afterPriceSpan(m, rate, nextStart);
  const afterNamesRoom = afterPrice ? m.areas.some((a) => a.start < afterPrice.end && a.end > afterPrice.start) : false;
  let span = (afterNamesRoom && segment && segment.end <= rate.start ? afterPrice : segmentNamesRoom ? segment : afterPrice) ?? segment;
  if (!span) {
    // 'garage floors $4.99/sq ft and basements $5.49': a room named right before its price, with no work named.
    const before = segmentsBackwards(m.text, previousEnd, rate.start)[0];
    const named = before ? m.areas.filter((a) => a.start >= before.start && a.end <= before.end) : [];
    const last = named[named.length - 1];
    if (before && last && !m.quantities.some((q) => q.start >= before.start && q.end <= rate.start) && /^\s*(?:floors?|areas?|rooms?|slabs?)?\s*(?:(?:is|are|at|@|for|runs?|costs?)(?:\s+the)?\s*)?[:=-]?\s*$/i.test(m.text.slice(last.end, rate.start))) span = before;
  }
  // 'both flake mudroom at $6': 'both' said of the system ('both in flake') is not said of the price.
  const spanText = span ? input.slice(span.start, span.end).replace(/\b(?:both|all)\s+(?:in\s+)?(?:the\s+)?(?:flake|chip|quartz|metallic|epoxy|solid|poly\w*|urethane)\b/gi, ' ') : '';
  if (!span || /\b(?:both|all|each|every)\b/i.test(spanText)) return [];
  return m.areas
    .filter((a) => a.start < span.end && a.end > span.start)
    .filter((a) => !m.quantities.some((q) => isAreaQuantity(q) && q.start >= a.end && q.end <= rate.start))
    .map((a) => a.head);
}

const FOR_THE_LOT = /\b(?:flat|lump\s*sum|for\s+(?:all|the\s+lot|both|the\s+(?:set|bunch|whole|entire))|all\s+in)\b/i;

/** Cove, cracks, stem walls by the foot; steps and drains by the count. */
function lengthOrCountLine(c: PriceContext, kind: 'linear' | 'count'): Draft {
  const { m, rate, services, leftQuantities, claimed, base } = c;
  const nearestService = services[services.length - 1];
  const pool = leftQuantities.filter((q) => q.kind === kind && (kind === 'linear' || !/^(?:restrooms?|bathrooms?|rooms?|offices?|areas?|trips?)$/.test(q.noun ?? '')));
  let chosen = pool.sort((a, b) => distance(a, nearestService) - distance(b, nearestService))[0] ?? null;
  if (!chosen) {
    // 'cove base at $9/ft, about 76 feet': the length after the price.
    const rightEnd = Math.min(c.nextStart, boundaries(m.text, STRONG_BOUNDARY, rate.end, c.nextStart)[0] ?? c.nextStart);
    chosen = m.quantities.find((q) => q.kind === kind && within(q, rate.end, rightEnd) && !claimed.has(q)) ?? null;
  }
  if (chosen) claimed.add(chosen);
  // 'the four steps, flat $180 for all of them': a price for the lot is one piece, not each.
  // 'the stairs are $600 all in (12 treads)': said of the price before the count it covers.
  const lotWords = chosen && chosen.start >= rate.end ? c.input.slice(rate.end, chosen.start) : chosen ? c.input.slice(chosen.end, Math.min(c.input.length, rate.end + 30)) : '';
  // '3 steps $165 total': 'total' right after the price of counted work is the price of the lot.
  const totalAfter = /^\s*(?:total|tot\.?|all\s+together|altogether)\b/i.test(c.input.slice(rate.end, rate.end + 16));
  if (kind === 'count' && chosen && (FOR_THE_LOT.test(lotWords) || (totalAfter && chosen.end <= rate.start)) && !/\beach\b|\bea\b|\/\s*(?:ea|step)/i.test(c.input.slice(rate.end, rate.end + 12))) {
    return { ...base, kind, area: null, quantity: chosen, quantityValue: big('1') };
  }
  const value = chosen?.value ?? (kind === 'count' ? genericCount(m, c.input, c.previousEnd, rate) : null);
  // A big price with no length or count is the price of the whole job.
  if (!value && rate.unit === 'none' && rate.value.gt(kind === 'linear' ? 60 : 500)) {
    return { ...base, kind: 'lump', area: null, quantity: null, quantityValue: big('1') };
  }
  return { ...base, kind, area: null, quantity: chosen, quantityValue: value ?? big('1') };
}

/** Area work: the sizes said since the previous price, else right after it, else the room in play. */
function areaLines(c: PriceContext): Draft[] {
  const { m, input, rate, services, segment, drafts, base } = c;
  // A three- or four-figure price with no unit is not per square foot: a flat price for the work,
  // or a sum the customer worked out ('that's 576 sq ft, so $3,024').
  if (rate.unit === 'none' && rate.value.gt(60)) {
    if (services.length === 0) return [];
    const named = c.leftQuantities.filter(isAreaQuantity).pop();
    return [{ ...base, kind: 'lump', area: named?.area ?? null, quantity: null, quantityValue: big('1') }];
  }
  const sizes = areaSizesFor(c);
  sizes.forEach((q) => c.claimed.add(q));
  const groups = groupAreas(sizes, input, c.previousEnd, rate);
  if (groups.length > 0) return groups.map((group) => ({ ...base, kind: 'area', area: group.area, quantity: group.quantity, quantityValue: group.value }));

  // 'Moisture barrier under both: $1.95/sf': every room priced so far.
  const scope = input.slice(segment ? Math.min(segment.start, rate.start) : c.previousEnd, rate.start);
  const rooms = [...new Set(drafts.filter((d) => d.kind === 'area' && d.quantity).map((d) => d.quantity as Quantity))];
  if (rooms.length > 1 && /\b(?:both|all\s+(?:of\s+(?:it|them)|rooms|areas|three|four)|throughout|everything|entire\s+(?:floor|area|job))\b/i.test(scope)) {
    const value = rooms.reduce((acc, q) => acc.plus(q.value), big('0'));
    const area = [...new Set(rooms.map((q) => q.area).filter((a): a is string => Boolean(a)))].join(' & ') || null;
    return [{ ...base, kind: 'area', area, quantity: null, quantityValue: value }];
  }
  const context = contextArea(m, drafts, rate);
  // 'attached is the estimate for 28 x 36 at $7.95' quoted under the reply that priced the floor at
  // $7.95: the same price for the floor in play is that line said again.
  if (context && drafts.some((d) => d.kind === 'area' && d.rate.eq(rate.value) && d.quantityValue.eq(context.value))) return [];
  if (context) return [{ ...base, kind: 'area', area: context.area, quantity: context.quantity, quantityValue: context.value }];
  // No size anywhere: one unit, for the estimator to fill in, named for the size-pairing repairs to find.
  // An office note pricing rooms in turn ('Quartz 5.40 on the trash rooms, solid 3.70 in the shop', 'Flake 4.65
  // in the office, clear seal 1.10 on both aisles'): the room said right after the price with 'on the' or 'in
  // the' is its room; else the room said since the price before (the one before that was that price's), else
  // the last room named. ('for the ...' is left to the readers of prices said for work or rooms.)
  const after = afterPriceSpan(m, rate, c.nextStart);
  const namedAfter = after && /^\s*(?:on|in)\s+the\s/i.test(m.text.slice(after.start, after.end)) ? m.areas.filter((a) => a.start >= after.start && a.end <= after.end) : [];
  const afterLabel = namedAfter.length > 0 ? [...new Set(namedAfter.map((a) => a.label))].slice(0, 3).join(' & ') : null;
  return [{ ...base, kind: 'area', area: afterLabel ?? areaLabelFor(m, rate, c.previousEnd) ?? areaLabelFor(m, rate, 0), quantity: null, quantityValue: big('1') }];
}

function areaSizesFor(c: PriceContext): Quantity[] {
  const { m, rate, namedHeads, claimed } = c;
  const lineEnd = Math.min(c.nextStart, boundaries(m.text, STRONG_BOUNDARY, rate.end, c.nextStart)[0] ?? c.nextStart);
  const isNamed = (q: Quantity): boolean => namedHeads.some((h) => (q.area ?? '').toLowerCase().includes(h));
  let sizes = c.leftQuantities.filter(isAreaQuantity);
  if (sizes.length > 1 && namedHeads.length > 0 && sizes.some(isNamed)) sizes = sizes.filter(isNamed);
  if (sizes.length === 0 && namedHeads.length > 0) {
    // Sizes given first, prices later by room: 'Garage 26x26, patio 12x16. Garage in flake $5.90/sf'.
    const named = m.quantities.filter((q) => isAreaQuantity(q) && q.end <= rate.start && isNamed(q));
    const pick = named.find((q) => !claimed.has(q)) ?? named[named.length - 1];
    if (pick) sizes = [pick];
  }
  if (sizes.length === 0) sizes = listedAfter(c);
  if (sizes.length === 0) sizes = m.quantities.filter((q) => isAreaQuantity(q) && within(q, rate.end, lineEnd) && !claimed.has(q)).slice(0, 1);
  if (sizes.length > 1) {
    // '(both rooms, 1,950 sq ft)' right after the price: the total of the sizes before it.
    const parts = sizes.reduce((acc, q) => acc.plus(q.value), big('0'));
    const total = m.quantities.find((q) => isAreaQuantity(q) && within(q, rate.end, lineEnd) && !claimed.has(q) && q.value.minus(parts).abs().lte(q.value.times(0.05)));
    if (total) {
      total.area = [...new Set(sizes.map((q) => q.area).filter((a): a is string => Boolean(a)))].join(' & ') || total.area;
      sizes = [total];
    }
  }
  return sizes;
}

// 'all flake @ 5.35:' then '- sunroom 14x16' / '- screened porch 10x20' / '- front stoop 5x6': a price that
// ends its line with a colon is for the list under it, one size per item.
const LIST_ITEM = /^[ \t]*(?:[-*\u2022]|\d{1,2}[.)])[ \t]+/;

function listedAfter(c: PriceContext): Quantity[] {
  const { m, input, rate, claimed } = c;
  if (!/^[ \t]*(?:\/[ \t]*(?:sf|sq[ \t]*ft)[ \t]*)?:[ \t]*\n/i.test(input.slice(rate.end, rate.end + 20))) return [];
  const listed: Quantity[] = [];
  let at = input.indexOf('\n', rate.end) + 1;
  while (at > 0 && at < input.length && listed.length < 20) {
    const end = input.indexOf('\n', at) < 0 ? input.length : input.indexOf('\n', at);
    if (!LIST_ITEM.test(input.slice(at, end))) break;
    const sizes = m.quantities.filter((q) => isAreaQuantity(q) && q.start >= at && q.end <= end);
    // An item priced on its own ('- cove 40 lf @ 12') ends the list the price is for.
    if (sizes.length !== 1 || m.rates.some((r) => r.start >= at && r.end <= end)) break;
    if (!claimed.has(sizes[0]!)) listed.push(sizes[0]!);
    at = end + 1;
  }
  return listed.length >= 2 ? listed : [];
}

/** '2 bollards at $150 each': a number before a plural noun in the clause before the price. */
function genericCount(m: Mentions, input: string, previousEnd: number, rate: Rate): Big | null {
  const segment = segmentsBackwards(m.text, previousEnd, rate.start)[0];
  const text = input.slice(segment?.start ?? previousEnd, rate.start);
  const match = /(?<![\d.$])(\d{1,3})\s+(?:[a-z-]+\s+){0,2}?[a-z]+s\b/i.exec(text);
  return match ? big(match[1] ?? '1') : null;
}

/**
 * A room with a size but no price of its own, said with 'same' ('stoop 4x6 same', 'same flake, same
 * price'): a line like the room before it.
 */
// A room added on its own ('also the walk in 8x12', 'Plus the small bathroom, 6 x 8') when another
// sentence gives one price to all of them ('11.25 still good for both', '3.85 for everything').
const ADDED = /^\W*(?:(?:oh|and|ok(?:ay)?)[\s,]+)?(?:also|plus)\b/i;
const COVERS_ALL = /\b(?:for|on)\s+(?:both|everything|all(?:\s+of\s+(?:it|them))?|each)\b/i;
function coversAll(m: Mentions): boolean {
  for (const r of m.rates) {
    const sentence = clauseAround(m.text, r.start, SENTENCE_BOUNDARY);
    if (sentence.end - sentence.start < 400 && COVERS_ALL.test(m.text.slice(sentence.start, sentence.end))) return true;
  }
  return false;
}

function sameAsBefore(m: Mentions, drafts: readonly Draft[], claimed: ReadonlySet<Quantity>): Draft[] {
  const added: Draft[] = [];
  for (const q of m.quantities) {
    if (!isAreaQuantity(q) || claimed.has(q)) continue;
    const sentence = clauseAround(m.text, q.start, SENTENCE_BOUNDARY);
    const around = m.text.slice(Math.max(sentence.start, q.start - 60), Math.min(sentence.end, q.end + 120));
    // ADDED reads the sentence's first words only: a sentence as long as the request is not sliced for each size.
    const opening = m.text.slice(sentence.start, Math.min(q.start, sentence.start + 200));
    if (!/\bsame\b|\bditto\b/i.test(around) && !(ADDED.test(opening) && coversAll(m))) continue;
    const model = [...drafts].filter((d) => d.kind === 'area' && d.position < q.start).pop();
    if (!model) continue;
    added.push({ ...model, position: q.start, area: q.area ?? null, quantity: q, quantityValue: q.value });
  }
  return added;
}

function distance(q: Span, service: Span | undefined): number {
  if (!service) return 0;
  return Math.min(Math.abs(q.start - service.end), Math.abs(service.start - q.end));
}

interface AreaGroup {
  area: string | null;
  quantity: Quantity | null;
  value: Big;
}

// Units told apart by a letter or number ('bldgs A and B', 'unit 12 and unit 14', 'Bays 3, 4 & 5').
const UNIT_NOUN = String.raw`(?:bldg|building|unit|bay|suite|ste|apt|apartment|garage|stall|side|hangar|wing|lot|house|home|cabin|shop)`;
const UNIT_ID = String.raw`(?:[A-Za-z]|\d{1,4})`;
const UNIT_LIST = new RegExp(String.raw`\b(${UNIT_NOUN})s?\.?\s+(${UNIT_ID})((?:\s*(?:,|&|\band\b|\+)\s*(?:${UNIT_NOUN}s?\.?\s+)?${UNIT_ID}\b){1,5})`, 'gi');

const UNIT_IN_LIST = new RegExp(String.raw`\b(?:${UNIT_NOUN}s?\.?\s+)?(${UNIT_ID})\b`, 'gi');

/** The units a size is for, as the request names them: ['Bldg A', 'Bldg B']; null unless two or more. */
function namedUnits(text: string): string[] | null {
  let found: string[] | null = null;
  for (const match of text.matchAll(UNIT_LIST)) {
    const ids = [match[2] ?? '', ...[...(match[3] ?? '').matchAll(UNIT_IN_LIST)].map((m) => m[1] ?? '')];
    // A letter names a unit only as a capital ('bldgs A and B'), never a word ('a', 'and').
    if (ids.some((id) => /^[a-z]$/.test(id)) || new Set(ids).size !== ids.length) continue;
    const noun = (match[1] ?? '').toLowerCase().replace(/^building$/, 'bldg').replace(/^apartment$/, 'apt');
    found = ids.map((id) => `${capitalize(noun)} ${id.toUpperCase()}`);
  }
  return found;
}

const COUNT_WORDS: Record<string, number> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, both: 2 });

/** How many like rooms a size is for: '2 bays', 'two classrooms', 'both units'; null when not said. */
function unitCount(before: string): number | null {
  const said =
    [...before.matchAll(/(?<![\d.$])(\d{1,2}|two|three|four|five|six|both)\s+(?:[a-z0-9-]+\s+){0,3}?[a-z]+s\b/gi)].pop() ??
    countedUnitOf(before) ??
    // 'restrooms 2 @ 180 sf each', 'offices (3) at 10 x 12 each': the count after the rooms it counts.
    /\b[a-z]{3,20}s[ \t]*\(?[ \t]*(\d{1,2})[ \t]*\)?[ \t]*(?:@|at\b|x\b)[ \t]*$/i.exec(before);
  if (!said) return null;
  const n = COUNT_WORDS[(said[1] ?? '').toLowerCase()] ?? Number(said[1]);
  return n >= 2 && n <= 12 ? n : null;
}

/**
 * '2 bay shop in back, bays 14x30 each', 'a three-stall barn, stalls 10 x 12 each': the count said
 * before a unit word, in the singular, that the size then names in the plural.
 */
function countedUnitOf(before: string): RegExpExecArray | null {
  const plural = /\b([a-z]{3,20})s\s*(?:are|measure|measuring|about|approx\.?|roughly|at|:)?\s*$/i.exec(before.slice(-60))?.[1]?.toLowerCase();
  if (!plural) return null;
  const said = new RegExp(`(?<![\\d.$])(\\d{1,2}|two|three|four|five|six)[\\s-]+${plural}\\b(?!s)`, 'i').exec(before);
  return said;
}

/** One line per room, unless the request gives a total or asks for one line. */
function groupAreas(quantities: Quantity[], input: string, from: number, rate: Rate): AreaGroup[] {
  if (quantities.length === 0) return [];
  const withCount = (q: Quantity): Big => {
    if (!q.each) return q.value;
    const before = input.slice(from, q.start);
    const count = [...before.matchAll(/(?<![\d.$])(\d{1,2})\s+(?:[a-z-]+\s+){0,2}?[a-z]+s\b/gi)].pop();
    return count ? q.value.times(big(count[1] ?? '1')) : q.value;
  };
  const single = (q: Quantity): AreaGroup[] => {
    // 'garages measure 12 x 22 each (unit 12 and unit 14)': a line for each unit named.
    if (q.each) {
      const sentence = clauseAround(input, q.start, SENTENCE_BOUNDARY);
      const units = namedUnits(input.slice(Math.max(from, sentence.start, q.start - 80), Math.min(q.end + 40, input.length)).replace(/\d+(?:\.\d+)?\s*(?:x|by)\s*\d+(?:\.\d+)?/gi, ' '));
      if (units) return units.map((unit) => ({ area: q.area ? `${q.area} - ${unit}` : unit, quantity: q, value: q.value }));
      // 'two classrooms (each 28 x 30)', '2 bay shop, bays 14x30 each': a line for each like room,
      // unless the request sums them or asks for one line.
      const count = unitCount(input.slice(Math.max(from, sentence.start), q.start));
      const scope = input.slice(Math.max(from, sentence.start), Math.min(input.length, rate.end + 60));
      if (count && !/\b(?:total|combined|altogether|in\s+all|together|(?:one|single|1)\s+line|as\s+one)\b/i.test(scope)) {
        return Array.from({ length: count }, () => ({ area: q.area ?? null, quantity: q, value: q.value }));
      }
    }
    const value = withCount(q);
    return [{ area: q.area ?? null, quantity: value.eq(q.value) ? q : null, value }];
  };
  if (quantities.length === 1) return single(quantities[0] as Quantity);
  // The same room said twice ('24 x 22, about 528 sq ft'): keep the dimensions.
  const dims = quantities.filter((q) => q.kind === 'dims');
  const sqft = quantities.filter((q) => q.kind === 'sqft');
  if (dims.length === 1 && sqft.length === 1) {
    const [d, s] = [dims[0] as Quantity, sqft[0] as Quantity];
    const ratio = d.value.div(s.value);
    if (ratio.gt(0.95) && ratio.lt(1.05)) return single(d);
  }
  const sum = (list: readonly Quantity[]): Big => list.reduce((acc, q) => acc.plus(withCount(q)), big('0'));
  // A total that sums up the other sizes ('main 30x30 plus a 25x10 hall, about 1,150 sq ft total').
  const marked = quantities.find((q) => q.total);
  if (marked) {
    const others = sum(quantities.filter((q) => q !== marked));
    if (others.minus(marked.value).abs().lte(marked.value.times(0.1))) return single(marked);
  }
  for (const q of quantities) {
    const others = quantities.filter((o) => o !== q);
    if (q.kind === 'sqft' && sum(others).minus(q.value).abs().lte(0.5)) return single(q);
  }
  const scope = input.slice(from, rate.end + 60).toLowerCase();
  if (/\b(?:one|single|1)\s+line\b|\bcombined\b|\btogether\b|\bas\s+one\b/.test(scope) && !/\bseparate\b/.test(scope)) {
    // '4 operatories (each 10 x 11) and the hallway (5 x 44)' priced 'as one line (4 rooms), hallway same':
    // the one line is the like rooms', the other rooms keep theirs.
    const counted = quantities.filter((q) => q.each && !withCount(q).eq(q.value));
    if (counted.length > 0 && counted.length < quantities.length) {
      return quantities.map((q) => {
        const value = withCount(q);
        return { area: q.area ?? null, quantity: value.eq(q.value) ? q : null, value };
      });
    }
    const areas = [...new Set(quantities.map((q) => q.area).filter((a): a is string => Boolean(a)))];
    return [{ area: areas.join(' & ') || null, quantity: null, value: sum(quantities) }];
  }
  // 'the gym (32 x 40) and the 2 sensory rooms, each 10 x 12': like rooms are a line each here too.
  return quantities.flatMap((q) => single(q));
}

/**
 * No size of its own: the room in play ('same area', a list of systems for one floor), which is the
 * last room priced, unless the clause names another room.
 */
function contextArea(m: Mentions, drafts: readonly Draft[], rate: Rate): { area: string | null; quantity: Quantity | null; value: Big } | null {
  const nearby = m.areas.filter((a) => a.end <= rate.start && a.start >= rate.start - 50).pop();
  const sizes = m.quantities.filter((q) => isAreaQuantity(q) && q.end <= rate.start);
  const areaDrafts = drafts.filter((d) => d.kind === 'area' && d.quantityValue.gt(1));
  if (nearby) {
    const draft = [...areaDrafts].reverse().find((d) => (d.area ?? '').toLowerCase().includes(nearby.head));
    if (draft) return { area: draft.area, quantity: draft.quantity, value: draft.quantityValue };
    const size = [...sizes].reverse().find((q) => (q.area ?? '').toLowerCase().includes(nearby.head));
    if (size) return { area: size.area ?? null, quantity: size, value: size.value };
  }
  const last = areaDrafts[areaDrafts.length - 1];
  if (last) return { area: last.area, quantity: last.quantity, value: last.quantityValue };
  const size = sizes[sizes.length - 1];
  return size ? { area: size.area ?? null, quantity: size, value: size.value } : null;
}

/** Rooms with a size and a system but no price: lines at 0 for the estimator to price. */
function unpricedAreas(m: Mentions): Draft[] {
  return m.quantities.filter(isAreaQuantity).map((q) => ({
    position: q.start,
    kind: 'area' as const,
    services: m.services.filter((s) => s.def.kind === 'area' && Math.abs(s.start - q.end) < 60),
    area: q.area ?? null,
    quantity: q,
    quantityValue: q.value,
    rate: big('0'),
    phrase: null,
  }));
}

const has = (services: readonly Service[], id: string): boolean => services.some((s) => s.def.id === id);

function systemLabel(draft: Draft): string {
  const s = draft.services;
  const topcoat = s.find((x) => x.def.id === 'topcoat');
  const topcoatText = topcoat ? topcoat.text.replace(/^with\s+(?:an?\s+|the\s+)?/i, '').toLowerCase() : '';
  const withTopcoat = topcoat ? ` with ${topcoatText}` : '';
  const areaWork = s.some((x) => x.def.kind === 'area');
  if (draft.kind === 'lump' && !(areaWork && !s.some((x) => x.def.kind === 'lump'))) {
    if (has(s, 'mobilization')) return 'Mobilization fee';
    if (has(s, 'trip')) return 'Trip charge';
    const fee = s.find((x) => x.def.kind === 'lump');
    if (fee) return capitalize(fee.text.toLowerCase());
    // 'crack chase (whole floor) $400 flat': a flat price for named work keeps the work's name.
    const work = s.find((x) => x.def.kind === 'linear' || x.def.kind === 'count');
    if (work) return systemLabel({ ...draft, kind: work.def.kind });
    return capitalize(draft.phrase ?? 'Additional charge');
  }
  if (draft.kind === 'linear') {
    if (has(s, 'cove')) return 'Cove base';
    if (has(s, 'crack')) return 'Crack repair';
    if (has(s, 'stem')) return 'Stem wall coating';
    if (has(s, 'striping')) return 'Line striping';
    if (has(s, 'joint')) return 'Joint filling';
    const first = s.find((x) => x.def.kind === 'linear');
    return first ? capitalize(first.text.toLowerCase()) : capitalize(draft.phrase ?? 'Linear footage');
  }
  if (draft.kind === 'count') {
    if (has(s, 'steps')) return 'Steps';
    const first = s.find((x) => x.def.kind === 'count');
    return first ? capitalize(first.text.toLowerCase()) : capitalize(draft.phrase ?? 'Units');
  }
  if (has(s, 'barrier')) return 'Moisture vapor barrier';
  if (has(s, 'urethaneCement')) return `Urethane cement${withTopcoat}`;
  if (has(s, 'novolac')) return `Novolac epoxy${withTopcoat}`;
  if (has(s, 'removal')) return capitalize(removalWork(s.find((x) => x.def.id === 'removal')?.text.toLowerCase() ?? '') ?? 'Removal');
  const parts: string[] = [];
  if (has(s, 'solid')) parts.push('solid color');
  if (has(s, 'metallic')) parts.push('metallic');
  if (has(s, 'poly')) parts.push('polyaspartic');
  if (has(s, 'epoxy') || ((has(s, 'solid') || has(s, 'metallic')) && !has(s, 'poly'))) parts.push('epoxy');
  if (has(s, 'quartz')) parts.push('quartz');
  if (has(s, 'flake')) parts.push(s.some((x) => x.def.id === 'flake' && /chip/i.test(x.text)) && !s.some((x) => x.def.id === 'flake' && /flake/i.test(x.text)) ? 'chip flake' : 'flake');
  const grind = has(s, 'grind');
  let label: string;
  if (parts.length === 1 && parts[0] === 'epoxy' && !grind) {
    label = 'epoxy floor coating';
  } else if (parts.length > 0) {
    label = parts.join(' ');
    if (has(s, 'quartz') || has(s, 'flake')) label += ' system';
    if (grind) label += ', incl. grinding/prep';
  } else if (grind) label = has(s, 'sealer') ? 'Diamond grinding and clear sealer' : 'Diamond grinding and surface prep';
  // Named as the request says it: '2400sf polished conc' is polished concrete, 'polishing the showroom' concrete polishing.
  else if (has(s, 'polish')) label = s.some((x) => x.def.id === 'polish' && /polished/i.test(x.text)) ? 'Polished concrete' : 'Concrete polishing';
  else if (has(s, 'leveler')) label = 'Self-leveling underlayment';
  else if (has(s, 'sealer')) label = 'Clear sealer';
  else if (topcoat) return capitalize(topcoatText);
  else label = 'Epoxy floor coating';
  return capitalize(label) + withTopcoat;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function toLineItem(draft: Draft): ExtractedLineItem {
  const system = systemLabel(draft);
  const description = (draft.kind === 'area' || draft.kind === 'lump') && draft.area ? `${system} - ${draft.area}` : system;
  const q = draft.quantity;
  const rate = Number(draft.rate.round(2, Big.roundHalfUp).toFixed(2));
  if (q && q.kind === 'dims' && q.length && q.width && q.value.eq(draft.quantityValue)) {
    const length = Number(q.length.toString());
    const width = Number(q.width.toString());
    const quantity = Number(computeLine({ useDimensions: true, length: q.length.toString(), width: q.width.toString() }).quantity);
    return { description, useDimensions: true, length, width, quantity, rate };
  }
  return { description, useDimensions: false, length: null, width: null, quantity: Number(draft.quantityValue.round(2, Big.roundHalfUp).toString()), rate };
}

function projectTitle(drafts: readonly Draft[], m: Mentions): string {
  const rooms: string[] = [];
  const overlaps = (a: string, b: string): boolean => a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());
  const addRoom = (label: string): void => {
    if (rooms.some((r) => overlaps(r, label))) return;
    rooms.push(label);
  };
  for (const draft of drafts) if (draft.area) draft.area.split(' & ').forEach(addRoom);
  if (rooms.length === 0) m.areas.forEach((a) => addRoom(a.label));
  // The first room named in the request leads when the lines name only its parts.
  const firstNamed = m.areas[0];
  if (firstNamed && !rooms.some((r) => overlaps(r, firstNamed.head))) rooms.unshift(firstNamed.label);
  const chosen = rooms.slice(0, 2);
  return chosen.length > 0 ? `${chosen.join(' & ')} Floor Coating` : 'Epoxy Floor Coating';
}
