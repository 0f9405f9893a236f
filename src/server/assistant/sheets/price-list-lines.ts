import { removalWork } from '../lines/removal-work.ts';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { areaNamesIn } from '../lines/line-items.ts';
import { tagEntries, type Entry, type SizeSlot } from '../lines/request-slots.ts';
import { dropSwitchedSystems } from '../lines/switched-systems.ts';

/**
 * The slot grammar's second half for the commonest way a request is split: the prices in one place
 * (the office note on top: 'Rates: epoxy w/ quartz 6.35, cove 12.75. Mob 250.') and the sizes in
 * another (the customer's message: 'Taproom is 40 x 35', 'cove base, about 116 lf'). Each entry
 * of the request (request-slots.ts) is either a price (a rate and what it is for), a measurement (one
 * size, length or count and what it is of) or both; lines are assembled by these rules:
 *   - a price and a measurement in one entry are one line;
 *   - a fee ('Mob 250', 'after-hours 500 flat') is one line of quantity 1;
 *   - a price for linear work (cove, joints) takes the one length said of the same work, a price per
 *     piece (drains, steps) the one count of the same thing;
 *   - a price for a floor takes the sizes of the places it names ('3.75 solid for the shop side' ->
 *     'The shop side is 16 x 24'), by the words they share, whatever the room is called; a size whose
 *     place no price names takes the one price that names no measured place, or every such price when
 *     it is the only size left (two coats over one floor: 'epoxy + 1.15 for grind prep on the same area');
 *   - a measurement that restates a line already made (the customer's '2 floor drains' under the
 *     office's '2 drains @ 85') is the same line.
 * The reading is kept only when it accounts for every price and every measurement of the request, and
 * at least one price was said apart from its measurement; anything left over or ambiguous leaves the
 * prose reader's lines as they are.
 */
export function priceListLines(text: string, given: ExtractedLineItem[]): ExtractedLineItem[] {
  const entries = tagEntries(text);
  const read = readPriceList(entries, text);
  if (!read) return given;
  const reading = dropSwitchedSystems(text, read);
  // The prose reader's lines stand when the numbers agree (its names are the better ones), and
  // whenever it priced something this reading left out, unless that price is someone else's
  // ('Lead fee: $38.50', 'our last install was $6.50/ft') or no price at all (a size's figure).
  const figures = (lines: readonly ExtractedLineItem[]): string => lines.map((l) => `${l.quantity}@${l.rate}`).sort().join(' ');
  // Same figures: the prose reader's names stand, unless it gave two different lines one name
  // ('Epoxy - Hangar' for the coating and for the grind prep on the same floor).
  const twinNames = (lines: readonly ExtractedLineItem[]): boolean => new Set(lines.map((l) => l.description.toLowerCase())).size < lines.length;
  if (figures(reading) === figures(given)) return twinNames(given) && !twinNames(reading) ? reading : given;
  const rates = new Set(reading.map((l) => l.rate));
  const notOurs = new Set(entries.flatMap((e) => e.foreignRates));
  const sizeFigures = new Set(entries.flatMap((e) => [...e.sizes.flatMap((z) => [z.value, z.length ?? -1, z.width ?? -1]), ...e.lengths.map((f) => f.value), ...e.counts.map((f) => f.value)]));
  const foreign = given.filter((l) => !rates.has(l.rate));
  if (foreign.some((l) => !notOurs.has(l.rate) && !sizeFigures.has(l.rate))) return given;
  // And it is replaced only where it visibly went wrong: a price or a size of the request it left
  // unused, a price that is someone else's or a size's figure, or one size priced at every rate said
  // (the rates given to other places crossed with it).
  const givenRates = new Set(given.map((l) => l.rate));
  const missedPrice = reading.some((l) => !givenRates.has(l.rate));
  const ratesPerSize = (lines: readonly ExtractedLineItem[]): number => Math.max(0, ...lines.map((l) => new Set(lines.filter((k) => k.quantity === l.quantity).map((k) => k.rate)).size));
  const crossed = given.length > reading.length && ratesPerSize(given) > ratesPerSize(reading);
  // A size or length of the request that no line of the prose reader uses is another sign.
  const givenQuantities = new Set(given.map((l) => l.quantity));
  const missedSize = reading.some((l) => l.quantity > 1 && !givenQuantities.has(l.quantity));
  return missedPrice || missedSize || foreign.length > 0 || crossed ? reading : given;
}

type Price = Entry & { rate: Entry['rates'][number] };

interface Measure {
  entry: Entry;
  kind: 'size' | 'length' | 'count';
  value: number;
  size: SizeSlot | null;
  bound: boolean;
}

// A price with cents said alone or for every area ('4.45', '[office: 6.95 both areas', 'rate: 5.10 throughout').
const PRICE_FOR_ALL = /^\s*(?:\[?\s*(?:office|note)\s*:\s*)?\$?\d{1,2}\.\d\d(?:\s+(?:for\s+)?both(?:\s+(?:areas|rooms|spaces))?)?\s*$/i;
const CORRECTS = /^\s*(?:@|->|\u2192|=>|revised|now|make\s+(?:it|that)|actually|corrected|corr\.?)\s*\$?\s*$/i;
const same = (a: string | null, b: string | null): boolean => a !== null && b !== null && stem(a) === stem(b);
const stem = (word: string): string => word.split(/\s+/)[0]!.replace(/(?:ing|s)$/, '');

export function readPriceList(entries: readonly Entry[], text = ''): ExtractedLineItem[] | null {
  const lines: { at: number; line: ExtractedLineItem; place?: string }[] = [];
  const pricedFloors: { entry: Entry; line: ExtractedLineItem }[] = [];
  const prices: Price[] = [];
  const measures: Measure[] = [];
  // Prices named only by words said with one measured place ('clear 2 coat 1.95' for 'Sales floor
  // 6,800 SF - sealed concrete, clear 2 coat'), bound to it once every entry is read.
  const worded: { price: Price; words: string[] }[] = [];
  const measuredPlaces = new Set(entries.filter((e) => e.sizes.length > 0).flatMap((e) => e.place));
  for (const entry of entries) {
    if (entry.fee === 'not ours') continue;
    const figures = entry.sizes.length + entry.lengths.length + entry.counts.length;
    const names = entry.systems.length > 0 || entry.linear || entry.counted || entry.fee || entry.place.length > 0;
    if (entry.rates.length === 0 && figures === 0) continue;
    if (entry.rates.length > 1) return null;
    const rate = entry.rates[0];
    // A bare price with cents ('Garage 22x22 + the 2 steps. 4.45 and 60 per step') prices a floor
    // that names no place; any other unnamed figure is no price.
    if (rate && !names && figures === 0 && !(rate.value < 50 && PRICE_FOR_ALL.test(entry.text))) {
      const words = contentWords(entry.text.slice(0, rate.start) + ' ' + entry.text.slice(rate.end));
      // The words it was said with name its system on the line ('Clear 2 coat - Sales floor').
      const said = entry.text.slice(0, rate.start).replace(/^\W*(?:office|note)s?\s*:\s*/i, '').replace(/[\s:@$-]+$/, '').trim();
      if (words.length > 0 && rate.value < 50 && !rate.flat) worded.push({ price: { ...entry, rate, systems: said ? [said] : entry.systems }, words });
      continue;
    }
    // A price naming only a place ('She's in Boise at 1611 N 15th St') must say it is a price.
    const namesWork = entry.systems.length > 0 || entry.linear || entry.counted || entry.fee;
    // A round figure said 'at 6' of a place measured elsewhere ('and the walk at 6') is that place's price.
    const ofMeasuredPlace = rate !== undefined && rate.value < 30 && entry.place.length > 0 && entry.place.every((w) => measuredPlaces.has(w));
    if (rate && !namesWork && figures === 0 && !rate.explicit && !ofMeasuredPlace) continue;
    if (!rate && entry.notWork) continue;
    // '2 restrooms, 55 sq ft each', 'two wash bays, each 15 by 35': a size times a count is the prose reader's to read.
    // ('both flake', 'both in metallic': the system of both places, no count.)
    if (entry.sizes.length > 0 && /\b(?:each|apiece)\b|\bboth\b(?!\s+(?:(?:in|get|getting|with|are|done|the)\s+){0,2}(?:flake|chip|metallic|quartz|solid|epoxy|urethane|polyaspartic|poly|grind|seal))/i.test(entry.text)) return null;
    if (figures > 1) {
      // One size restated ('34.5 x 20 = 690 sf') is one figure; two different sizes are not one entry's.
      const values = new Set([...entry.sizes, ...entry.lengths, ...entry.counts].map((f) => f.value));
      if (values.size > 1) return null;
    }
    const measure = measureOf(entry);
    if (rate && measure) {
      const line = selfContained(entry, rate, measure);
      lines.push({ at: entry.start, line });
      measure.bound = true;
      if (measure.kind === 'size' && !rate.flat) pricedFloors.push({ entry, line });
      continue;
    }
    // '-> 4.10 (moisture, extra primer)', 'revised 4.60': a new figure for the price said before it.
    const previous = prices[prices.length - 1];
    const newWork = /\d|[a-z]/i.test(entry.text.slice(rate?.end ?? 0).replace(/\([^)]*\)/g, '').replace(/^\s*(?:\/\s*(?:sf|sq\s*ft)|per\s+(?:sf|sq\s*ft))/i, ''));
    if (rate && previous && !newWork && CORRECTS.test(entry.text.slice(0, rate.start))) {
      previous.rate = { ...previous.rate, value: rate.value };
      continue;
    }
    if (rate) prices.push({ ...entry, rate });
    else if (measure) measures.push(measure);
  }
  const boundByWords = new Map<Measure, Price>();
  for (const { price, words } of worded) {
    const saidWith = measures.filter((m) => m.kind === 'size' && !boundByWords.has(m) && words.every((w) => new RegExp(String.raw`\b${w}\b`, 'i').test(withItsCells(entries, m.entry, text))));
    if (saidWith.length !== 1) return null;
    boundByWords.set(saidWith[0]!, price);
    prices.push(price);
  }
  if (lines.length === 0 && (prices.length === 0 || measures.length === 0)) return null;

  const used = new Set<Price>();
  for (const price of prices) {
    if (isFee(price)) {
      // 'the four steps into the house, flat $180 for all of them': the count is covered by the fee.
      const covered = price.counted ? only(measures.filter((m) => !m.bound && m.kind === 'count' && same(m.entry.counted, price.counted))) : null;
      if (covered) covered.bound = true;
      lines.push({ at: price.start, line: line(price.counted ? countLabel(price.counted) : feeLabel(price), 1, price.rate.value) });
      used.add(price);
    } else if (price.linear || (price.rate.unit === 'linear' && (price.systems.length === 0 || measures.some((m) => m.kind === 'length')))) {
      // ('urethane at 9.25 a foot' with no length said: a foot of floor.)
      const m = only(measures.filter((m) => !m.bound && m.kind === 'length' && (same(m.entry.linear, price.linear) || !price.linear)));
      if (!m) return null;
      m.bound = true;
      used.add(price);
      lines.push({ at: m.entry.start, line: line(linearLabel(price.linear ?? m.entry.linear), m.value + lengthsListedAfter(text, m.entry.end), price.rate.value) });
    } else if (price.counted || price.rate.unit === 'each') {
      const m = only(measures.filter((m) => !m.bound && m.kind === 'count' && same(m.entry.counted, price.counted)));
      if (!m) return null;
      m.bound = true;
      used.add(price);
      lines.push({ at: m.entry.start, line: line(countLabel(price.counted), m.value, price.rate.value) });
    }
  }

  // A measurement restating a line already made.
  for (const m of measures) {
    if (m.bound || m.kind === 'size') continue;
    const thing = m.kind === 'length' ? m.entry.linear : m.entry.counted;
    if (lines.some(({ line: l }) => l.quantity === m.value && thing !== null && l.description.toLowerCase().includes(stem(thing)))) m.bound = true;
  }

  // 'Restroom 8x9 at 6.50' in the note and 'single restroom 8'x9'' in the GC's scope: a size restating
  // a floor already priced with its own size is that floor.
  for (const m of measures) {
    if (m.bound || m.kind !== 'size') continue;
    const rooms = roomsNamed(m.entry.text).map((r) => r.toLowerCase());
    // ('classroom A 22x26 ... 5.85' over 'classroom B 22x26 "': rooms told apart by a letter or number are two.)
    // Only across messages (the note over the forwarded scope): within one message two like sizes are two floors.
    const restated = pricedFloors.some(({ entry, line: l }) => l.quantity === m.value && rooms.every((r) => l.description.toLowerCase().includes(r)) && roomMark(entry.text) === roomMark(m.entry.text) && MESSAGE_BREAK.test(text.slice(Math.min(entry.end, m.entry.end), Math.max(entry.start, m.entry.start))));
    if (rooms.length > 0 && restated) m.bound = true;
  }

  // 'Hallway 48 x 6 - same', 'kitchen 14x18 same': the price said last before it.
  for (const m of measures) {
    if (m.bound || m.kind !== 'size' || !/\b(?:same|ditto)\b/i.test(m.entry.text)) continue;
    const before = entries.filter((e) => e.end <= m.entry.start && e.rates.length === 1 && e.fee !== 'not ours' && (e.systems.length > 0 || e.sizes.length > 0)).pop();
    if (!before) continue;
    const p = prices.find((x) => x.start === before.start) ?? null;
    if (p) used.add(p);
    m.bound = true;
    lines.push({ at: m.entry.start, line: areaLine(m, before, before.rates[0]!.value), place: placesIn(m.entry.text).join(' ') });
  }

  const floorPrices = prices.filter((p) => !used.has(p));
  // 'metallic at 9.50, do it as two pieces: main part is 20 by 14 and the leg is 10 by 8': a size
  // said right after a priced one, joined to it by 'and' or a comma, with no price of its own, is
  // priced like it.
  if (floorPrices.length === 0) {
    for (const m of measures) {
      if (m.bound || m.kind !== 'size') continue;
      const before = pricedFloors.find((f) => f.entry.end <= m.entry.start && m.entry.start - f.entry.end <= 8);
      if (!before) continue;
      m.bound = true;
      lines.push({ at: m.entry.start, line: areaLine(m, before.entry, before.line.rate), place: placesIn(m.entry.text).join(' ') });
    }
  }
  const sizes = measures.filter((m) => m.kind === 'size' && !m.bound);
  const shared = (a: Entry, b: Entry): number => a.place.filter((w) => b.place.includes(w)).length + (abbreviates(b, a.text) ? 1 : 0);
  const byPlace = new Map<Measure, Price[]>();
  for (const m of sizes) {
    const said = boundByWords.get(m);
    if (said) {
      byPlace.set(m, [said]);
      continue;
    }
    const best = Math.max(0, ...floorPrices.map((p) => shared(m.entry, p)));
    if (best > 0) byPlace.set(m, floorPrices.filter((p) => shared(m.entry, p) === best));
  }
  const placed = (p: Price): boolean => [...byPlace.values()].some((ps) => ps.includes(p));
  const placeless = floorPrices.filter((p) => !placed(p));
  const unplaced = sizes.filter((m) => !byPlace.has(m));
  // Sizes that share one price must be different floors, each with its own words; two sizes of one
  // floor are a restatement or a correction, which is the prose reader's to weigh.
  // 'the parlor pit is 42 by 12 ... at 9.25, and the holding area, 30 by 36, ... 8.75 on that one': each
  // size followed by its own price before the next size is said, in order, is priced by it.
  const inTurn = placeless.length > 1 && interleaved(unplaced, placeless);
  const floors = unplaced.map((m) => roomsNamed(m.entry.text).join(' ').toLowerCase());
  if (!inTurn && unplaced.length > 1 && (floors.some((f) => !f) || new Set(floors).size !== floors.length)) return null;
  for (const [index, m] of unplaced.entries()) {
    let chosen: Price[];
    if (inTurn) chosen = [placeless[index]!];
    else if (placeless.length === 1) chosen = placeless;
    else if (unplaced.length === 1 && placeless.length > 1 && placeless.every((p) => p.systems.length > 0)) chosen = placeless;
    else {
      const bySystem = placeless.filter((p) => p.systems.some((s) => m.entry.systems.some((t) => stem(t) === stem(s))));
      if (bySystem.length !== 1) return null;
      chosen = bySystem;
    }
    byPlace.set(m, chosen);
  }
  // One floor and coats priced apart from it: every floor price left is another coat on it.
  if (sizes.length === 1 && byPlace.has(sizes[0]!)) {
    const bound = byPlace.get(sizes[0]!)!;
    for (const p of floorPrices) if (!bound.includes(p) && !placed(p) && p.systems.length > 0) bound.push(p);
  }
  // Two different sizes of one named floor priced alike are a restatement or a correction
  // ('garage 24x24', 'garage approx 580 sf'), which the prose reader weighs.
  const seenFloors = new Map<string, number>();
  for (const [m, ps] of byPlace) {
    const key = `${roomsNamed(m.entry.text).join(' ').toLowerCase() || [...m.entry.place].sort().join(' ')}|${ps.map((p) => p.rate.value).join(',')}`;
    const earlier = seenFloors.get(key);
    if (earlier !== undefined && earlier !== m.value) return null;
    seenFloors.set(key, m.value);
  }
  // Work done over floors rather than a floor of its own ('VCT removal 1.25/sf on both labs', 'tile
  // demo 1.95/sf for the kitchen and the prep room') is one line over all the floors it covers.
  const overFloors = new Map<Price, Measure[]>();
  for (const [m, ps] of byPlace) {
    if (ps.length === 0) return null;
    m.bound = true;
    for (const p of ps) {
      used.add(p);
      if (p.fee !== null && p.rate.unit === 'area' && p.systems.length === 0) {
        overFloors.set(p, [...(overFloors.get(p) ?? []), m]);
        continue;
      }
      lines.push({ at: m.entry.start + p.start / 1e7, line: areaLine(m, p, p.rate.value), place: [...placesIn(m.entry.text), unitNumberIn(m.entry.text) ?? ''].join(' ').trim() });
    }
  }
  for (const [p, ms] of overFloors) {
    const quantity = Math.round(ms.reduce((sum, m) => sum + m.value, 0) * 100) / 100;
    lines.push({ at: Math.max(...ms.map((m) => m.entry.start)) + 0.5, line: ms.length === 1 ? { ...areaLine(ms[0]!, p, p.rate.value), description: feeLabel(p) } : line(feeLabel(p), quantity, p.rate.value) });
  }
  if (measures.some((m) => !m.bound) || prices.some((p) => !used.has(p))) return null;
  return withoutRestatements(lines.sort((a, b) => a.at - b.at));
}

/** Sizes and prices said in turn, each price after its size and before the next size. */
function interleaved(sizes: readonly Measure[], prices: readonly Price[]): boolean {
  if (sizes.length !== prices.length) return false;
  return sizes.every((m, i) => {
    const price = prices[i]!;
    const next = sizes[i + 1];
    return m.entry.start < price.start && (!next || price.start < next.entry.start);
  });
}

const NOT_CONTENT = new Set(['office', 'note', 'notes', 'rate', 'rates', 'price', 'prices', 'pricing', 'per', 'the', 'for', 'and', 'with', 'sqft', 'psf']);

/** The words that say what a price is for, without units, labels and figures. */
function contentWords(text: string): string[] {
  return [...new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !NOT_CONTENT.has(w)))].slice(0, 6);
}

/** A measured entry with the cells written after it on its line ('Sales floor 6,800 SF - sealed concrete, clear 2 coat'). */
function withItsCells(entries: readonly Entry[], entry: Entry, text: string): string {
  let said = entry.text;
  let end = entry.end;
  for (const next of entries) {
    if (next.start < end || text.slice(end, next.start).includes('\n')) continue;
    if (next.rates.length > 0 || next.sizes.length + next.lengths.length + next.counts.length > 0) break;
    said += ` ${next.text}`;
    end = next.end;
  }
  return said;
}

/** A place written in capitals as the initials of the words another entry names it by ('BOH' for 'Back of house'). */
function abbreviates(price: Entry, placeText: string): boolean {
  const short = price.place.filter((w) => /^[a-z]{2,4}$/.test(w) && new RegExp(String.raw`\b${w.toUpperCase()}\b`).test(price.text));
  if (short.length === 0) return false;
  const words = (placeText.toLowerCase().match(/[a-z]+/g) ?? []).slice(0, 12);
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 2; n <= 4 && i + n <= words.length; n += 1) {
      const initials = words.slice(i, i + n).map((w) => w[0]).join('');
      if (short.includes(initials)) return true;
    }
  }
  return false;
}

/** Rooms the line reader knows, and any 'X room', 'X area', 'X bay' ('Sterilization room: 12 x 14'). */
function roomsNamed(text: string): string[] {
  const known = placesIn(text);
  const generic = [...text.matchAll(/\b([a-z]{3,})\s+(?:room|area|bay|wing|suite|deck|pad|slab)s?\b/gi)].map((m) => m[0].toLowerCase());
  return known.length > 0 ? known : [...new Set(generic)];
}

/** Rooms named in a text; 'Office:' and 'Office note' name the writer, not a room. */
const placesIn = (text: string): string[] => areaNamesIn(text.replace(/\boffice(?=\s*(?:note\b|:|,|-))/gi, ' '));

/** A floor line: the price's system, the room named with the size (else with the price). */
function areaLine(m: Measure, price: Entry, rate: number): ExtractedLineItem {
  const size = m.size!;
  // The room as the request names it with the size, and the words the price was said with
  // ('flake 4.55 for the bays' -> 'Flake - Detail bays'), so the line reads as the request does.
  // ('Lab 214: 32' x 26'': the room with its number, which tells it from 'Lab 216'.)
  const numbered = NUMBERED_ROOM.exec(m.entry.text)?.[1]?.replace(/\s+/g, ' ');
  const known = roomsNamed(m.entry.text).slice(0, 2);
  const rooms = (numbered && known.length === 1 && numbered.toLowerCase().startsWith(known[0]!.toLowerCase()) ? [numbered] : known).map(capitalise);
  const label = capitalise(m.entry.placeLabel);
  const place = rooms.length > 0 ? rooms.join(' & ') : label || placesIn(price.text)[0] || capitalise(price.placeLabel);
  const named = rooms.join(' ').toLowerCase();
  const extra = rooms.length > 0 && label && !label.toLowerCase().split(/\s+/).some((w) => named.includes(w)) ? ` (${label})` : '';
  const system = price.systems.length > 0 ? systemLabel(price) : systemLabel(m.entry);
  return { description: place ? `${system} - ${place}${extra}` : system, useDimensions: size.length !== null, length: size.length, width: size.width, quantity: size.value, rate };
}

// 'Cooler #3: 80' x 60'' and 'Cooler #4: 80' x 60'': rooms told apart by their number are two floors;
// so are 'Lab 214: 32' x 26'' and 'Lab 216: 32' x 26'' (a room's number of three or four figures after its noun).
// Where one message of a thread ends and the next starts: a header, a rule, a quote mark.
const MESSAGE_BREAK = /\n[ \t]*(?:From:|Subject:|-{2,}|_{3,}|>|On [^\n]{5,80} wrote:)/;
// The letter or number that tells a room from its like: 'classroom B', 'Lab 214', 'Bay #2'.
const ROOM_MARK = /\b[A-Za-z]{3,}[ \t]+(#?[ \t]?\d{1,4}|[A-HJ-Z])\b(?![ \t]*(?:[xX]|by|'|ft|sf|sq|SF)\b)/;
const roomMark = (text: string): string => ROOM_MARK.exec(text)?.[1]?.toUpperCase().replace(/[#\s]/g, '') ?? '';
const NUMBERED_ROOM = /^[ \t]*([a-z]{3,}[ \t]+\d{3,4})[ \t]*[:-]/i;
const UNIT_NUMBER = /#[ \t]?(\d{1,4})\b|\bno\.[ \t]?(\d{1,4})\b|^[ \t]*[a-z]{3,}[ \t]+(\d{3,4})[ \t]*[:-]/i;
const unitNumberIn = (text: string): string | null => {
  const m = UNIT_NUMBER.exec(text);
  return m ? `#${m[1] ?? m[2] ?? m[3]}` : null;
};

/** The same size restated for the same floor ('Same garage (21 x 24)', 'use the 1,400 sf she gave') is one line. */
function withoutRestatements(lines: readonly { line: ExtractedLineItem; place?: string }[]): ExtractedLineItem[] {
  const kept: { line: ExtractedLineItem; place?: string }[] = [];
  for (const l of lines) {
    const twin = l.place === undefined ? undefined : kept.find((k) => k.place !== undefined && k.line.quantity === l.line.quantity && k.line.rate === l.line.rate && (k.place === l.place || !k.place || !l.place));
    if (!twin) kept.push(l);
    else if (!twin.place && l.place) kept[kept.indexOf(twin)] = l;
  }
  return kept.map((k) => k.line);
}

function measureOf(entry: Entry): Measure | null {
  const size = entry.sizes[0];
  if (size) return { entry, kind: 'size', value: size.value, size, bound: false };
  const length = entry.lengths[0];
  if (length) return { entry, kind: 'length', value: length.value, size: null, bound: false };
  const count = entry.counts[0];
  if (count) return { entry, kind: 'count', value: count.value, size: null, bound: false };
  return null;
}

function selfContained(entry: Entry, rate: Price['rate'], measure: Measure): ExtractedLineItem {
  if (measure.kind === 'size') return rate.flat ? line(feeLabel({ ...entry, rate }), 1, rate.value) : areaLine(measure, entry, rate.value);
  if (measure.kind === 'length') return line(linearLabel(entry.linear), measure.value, rate.value);
  // '(3 steps) - $150 flat': the count says what is covered, the price is for all of them.
  if (rate.flat) return line(countLabel(entry.counted, entry.placeLabel), 1, rate.value);
  return line(countLabel(entry.counted, entry.placeLabel), measure.value, rate.value);
}

/** A fee, a flat price, or a round figure no floor is priced at per square foot ('furniture moving/prep $250'). */
// ('VCT removal 1.25/sf on both labs': work priced by the square foot covers floors, it is no fee.)
const isFee = (p: Price): boolean =>
  p.rate.flat || (p.fee !== null && !p.linear && !p.counted && p.rate.unit !== 'area') || (p.rate.unit === 'none' && p.rate.value >= 50 && !p.linear && !p.counted);
const only = <T>(items: T[]): T | null => (items.length === 1 ? items[0]! : null);
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const line = (description: string, quantity: number, rate: number): ExtractedLineItem => ({ description, useDimensions: false, length: null, width: null, quantity, rate });

function systemLabel(entry: Entry): string {
  const systems = [...new Set(entry.systems)];
  if (systems.length === 0) return 'Epoxy floor coating';
  return capitalise(systems.join(' '));
}

function linearLabel(word: string | null): string {
  if (!word) return 'Linear work';
  if (/^cov/.test(word)) return 'Cove base';
  if (/^crack/.test(word)) return 'Crack repair';
  if (/joint/.test(word)) return `${capitalise(word)} fill`;
  return capitalise(word);
}

/** Counted work by its word; a thing the slots have no word for ('floor sink 2 ea 150') by the entry's own words. */
function countLabel(word: string | null, place = ''): string {
  if (!word) return place ? capitalise(place) : 'Items';
  if (/^drain/.test(word)) return 'Floor drains';
  return capitalise(word);
}

function feeLabel(price: Price): string {
  if (price.fee && /^mob/.test(price.fee)) return 'Mobilization fee';
  const named = /(?:[a-z][a-z/-]*\s+){0,2}(?:fee|charge|surcharge)\b/i.exec(price.text)?.[0];
  if (named) return capitalise(named.trim());
  const removal = removalWork(price.text);
  if (removal) return capitalise(removal);
  const before = price.text.slice(0, price.rate.start).replace(/[^A-Za-z'/ -]+/g, ' ').split(/\s+/);
  const after = price.text.slice(price.rate.end).replace(/[^A-Za-z'/ -]+/g, ' ').split(/\s+/);
  const words = [...before, ...after].filter((w) => w && !/^(?:flat|lump|sum|ls|plus|add|and|the|a|for|at|of|all|total|fee)$/i.test(w));
  return capitalise(words.slice(-4).join(' ')) || (price.fee ? capitalise(price.fee) : 'Fee');
}


// ', 6 ft and 11 ft', ' and one about 9 ft': more lengths of the same work listed right after one.
const NEXT_LENGTH = /^\s*(?:,|\band\b|&|\+)+\s*(?:(?:one|another|the\s+other)\s+)?(?:(?:is|about|approx\.?|roughly|maybe|around)\s+)?(\d{1,3}(?:\.\d+)?)\s*(?:ft\b|feet\b|foot\b|lf\b|')/i;

/** The lengths listed right after a length of some work ('cracks: roughly 8 ft, 6 ft and 11 ft'), summed. */
function lengthsListedAfter(text: string, from: number): number {
  let extra = 0;
  let at = from;
  for (let i = 0; i < 4; i += 1) {
    const next = NEXT_LENGTH.exec(text.slice(at, at + 60));
    if (!next || /^\s*(?:x|by)\b/i.test(text.slice(at + next[0].length, at + next[0].length + 6))) break;
    extra += Number(next[1]);
    at += next[0].length;
  }
  return extra;
}
