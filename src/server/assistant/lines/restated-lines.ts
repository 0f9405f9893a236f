import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { systemOf } from './switched-systems.ts';

/**
 * One thing said twice is one line. Two ways people restate a line's figures:
 *   - a size given both ways at once: '462 sq ft (21x22)', '21 x 22 = 462 sf': the line read from
 *     the square feet goes, the one with its length and width stays;
 *   - a price said once for linear or counted work that also got a line of its own at quantity 1
 *     ('cove 4" 76 lf x 7.50' read as 'Cove | 76 @ 7.50' and 'Cove base | 1 @ 7.50'): the line left
 *     at 1 goes when another line of the same work has that price and a real quantity.
 */
const WORK = /\b(cove|crack|joint|stem|edge|strip|step|stair|tread|drain|nosing|threshold)/i;

const THREAD = /-{2,}\s*Original Message|^[ \t]*>|\bwrote:\s*$|^From:.*\n(?:.*\n){0,3}?Subject:\s*RE:/im;

/**
 * 'Ok, 4.60 works' on top of a reply chain that quotes 'flake at 4.90 for the 32 x 24 garage': the
 * price said last in time (first in the text) for a floor left at 1 sq ft is the price of the floor
 * the older message sized, and the line at 1 goes.
 */
function agreedInReply(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  if (!THREAD.test(text)) return lines;
  const unsized = lines.filter((l) => l.quantity === 1 && !l.useDimensions && l.rate > 0 && l.rate < 50 && !WORK.test(l.description));
  if (unsized.length !== 1) return lines;
  const agreed = unsized[0]!;
  const at = lines.indexOf(agreed);
  const sized = lines.filter((l, j) => j > at && l.quantity > 1 && l.rate !== agreed.rate && l.rate < 50 && !WORK.test(l.description) && systemOf(l) === systemOf(agreed));
  if (sized.length !== 1) return lines;
  return lines.filter((l) => l !== agreed).map((l) => (l === sized[0] ? { ...l, rate: agreed.rate } : l));
}

// Where the newest message of a thread ends: the first quoted line, quoted header or 'wrote:' line after its start.
const OLDER_MESSAGE = /^[ \t]{0,2}>|^[ \t]*-{2,}\s*Original Message|\bwrote:[ \t]*$|(?<=\n[ \t]*\n)[ \t]*From:/m;
const PRICE = /\$[ \t]?(\d{1,2}(?:\.\d{1,2})?)(?![\d.,]*\d)|(?<![\d.$])(\d{1,2}\.\d{2})(?=[ \t]*(?:\/|per[ \t]+)?(?:sf|sq|a[ \t]+(?:sq|foot))\b)/g;

/**
 * One floor priced over and over down a reply chain ('$4.65/sf on your 30 x 40' ... 'can you do $4.10?' ...
 * 'we can meet you at $4.40 on the 30 x 40'), read as a line per message: one line, at the one price the
 * newest message (on top) says, or at the price of the first line (the newest) when the top says none.
 */
function negotiatedInThread(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  // The top message's own header may be blanked with the customer's e-mail: two headers, or a 'RE:' subject, say thread.
  if (!THREAD.test(text) && !/^[ \t]*Subject:[ \t]*RE:/im.test(text) && (text.match(/^[ \t]*From:/gim)?.length ?? 0) < 2) return lines;
  const floors = lines.filter((l) => l.useDimensions && l.length !== null && l.width !== null && l.rate > 0 && l.rate < 50 && !WORK.test(l.description));
  if (floors.length < 2) return lines;
  const first = floors[0]!;
  const same = floors.filter((l) => l.length === first.length && l.width === first.width);
  if (same.length !== floors.length) return lines;
  const older = OLDER_MESSAGE.exec(text.slice(1));
  const top = older ? text.slice(0, older.index + 1) : '';
  const said = [...new Set([...top.matchAll(PRICE)].map((m) => Number(m[1] ?? m[2])))];
  // Lines alike at one price are one floor haggled over only when the top message settles on another price.
  const rates = [...same.map((l) => l.rate), ...(said.length === 1 ? said : [])];
  if (new Set(rates).size < 2) return lines;
  // Prices haggled over stay close; a second coat or a barrier on the same floor is priced apart ('6.15' and '1.40').
  if (Math.min(...rates) < Math.max(...rates) * 0.7) return lines;
  const rate = said.length === 1 ? said[0]! : first.rate;
  // The oldest message names the floor most fully ('full flake on your 24 x 24 garage'); a topcoat is no floor's name.
  const named = [...same].reverse().find((l) => !/^top[\s-]?coat\b/i.test(l.description)) ?? same[same.length - 1]!;
  return lines.filter((l) => !same.includes(l) || l === named).map((l) => (l === named ? { ...l, rate } : l));
}

/**
 * One floor read twice at two prices down a thread ('Patio is still 12 x 18' in the reply took the
 * flake price of the office's 'Flake is 4.80/sf, patio flake 5.30'): the price the request says
 * right after the floor's name is its price; the other line goes.
 */
function ownPriceOfFloor(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const drop = new Set<ExtractedLineItem>();
  for (const line of lines) {
    const area = line.description.split(' - ')[1];
    if (!area || line.quantity <= 1 || drop.has(line)) continue;
    const twins = lines.filter((o) => o.description === line.description && Math.abs(o.quantity - line.quantity) < 0.01 && o.rate !== line.rate);
    if (twins.length === 0) continue;
    const named = (rate: number): boolean => new RegExp(`\\b${escapeRegExp(area)}\\W+(?:[a-z]+\\W+){0,2}\\$?${rate.toFixed(2).replace('.', '\\.')}(?![\\d])`, 'i').test(text);
    const group = [line, ...twins];
    const own = group.filter((l) => named(l.rate));
    if (own.length === 1) for (const l of group) if (l !== own[0]) drop.add(l);
  }
  return drop.size > 0 ? lines.filter((l) => !drop.has(l)) : lines;
}

export function dropRestatedLines(text: string, given: ExtractedLineItem[]): ExtractedLineItem[] {
  const lines = negotiatedInThread(text, agreedInReply(text, ownPriceOfFloor(text, given)));
  let sizes: ((length: number, width: number) => SizeSaid) | undefined;
  const sizeSaid = (length: number, width: number): SizeSaid => (sizes ??= sizesSaidIn(text))(length, width);
  return lines.filter((line, i) => {
    // A size said again ('go with the size you measured (24'6" x 25')' in a reply over '> I measured
    // the garage at 24'6" x 25'') is the same floor: of two lines alike, the one named less fully
    // goes (the second of two named alike).
    if (line.length !== null && line.width !== null && line.quantity > 1) {
      const words = line.description.toLowerCase();
      const same = lines.findIndex((o, j) => j !== i && o.length === line.length && o.width === line.width && o.rate === line.rate && Math.abs(o.quantity - line.quantity) < 0.01 && (o.description.toLowerCase() === words ? j < i : o.description.toLowerCase().startsWith(`${words} - `)));
      if (same >= 0 && sizeSaid(line.length, line.width).twice) return false;
      // The customer's 'the front counter area about 12 x 20' and the office's 'counter 12x20 @ 4.75' below
      // it: one room, its size written once in each part of the request, read once from each. The line
      // named more briefly goes (the later of two named alike).
      if (sizeSaid(line.length, line.width).inTwoParts) {
        const mine = roomWords(line.description);
        const restated = lines.some((o, j) => {
          if (j === i || o.length !== line.length || o.width !== line.width || o.rate !== line.rate || Math.abs(o.quantity - line.quantity) >= 0.01) return false;
          const theirs = roomWords(o.description);
          if (mine.length === 0 || theirs.length === 0) return false;
          const sameWords = mine.length === theirs.length && mine.every((w) => theirs.includes(w));
          return sameWords ? j < i : mine.every((w) => theirs.includes(w));
        });
        if (restated) return false;
      }
      // A price said again for one floor ('3.25/sf on the shop still stands' over '40x40 at 3.25') read as
      // a second line of a size the request says once: one floor.
      const identical = lines.findIndex((o, j) => j < i && o.length === line.length && o.width === line.width && o.rate === line.rate && o.description === line.description && Math.abs(o.quantity - line.quantity) < 0.01);
      if (identical >= 0 && sizeSaid(line.length, line.width).onceForOne) return false;
    }
    const twin = (pred: (other: ExtractedLineItem) => boolean): boolean => lines.some((other, j) => j !== i && pred(other));
    if (line.length === null && line.quantity > 1) {
      const bothWays = twin((o) => o.length !== null && o.width !== null && Math.abs(o.quantity - line.quantity) < 0.01 && o.rate === line.rate);
      if (bothWays && saidBothWays(text, line.quantity)) return false;
    }
    if (line.quantity === 1 && !line.useDimensions) {
      // A line's amount written on its row ('1,860 SF epoxy mortar ...... $17,856.00 (9.60/SF)') is that
      // line said again, not a flat price of its own: its size times its price, to the cent.
      if (line.rate >= 100 && twin((o) => o.quantity > 1 && Math.abs(Math.round(o.quantity * o.rate * 100) - Math.round(line.rate * 100)) <= 1 && onOneRow(text, [line.rate, o.quantity, o.rate]))) return false;
      const work = WORK.exec(line.description)?.[1]?.toLowerCase();
      if (work && twin((o) => o.rate === line.rate && o.quantity > 1 && WORK.exec(o.description)?.[1]?.toLowerCase() === work)) return false;
    }
    return true;
  });
}

const FIGURE = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/**
 * Whether one line of the text is a row of just these figures (the amount, the quantity and the price),
 * after its row number: a line of a message that says more is no such row.
 */
function onOneRow(text: string, figures: readonly number[]): boolean {
  if (text.length > 40_000) return false;
  return text.split('\n').some((row) => {
    if (row.length > 400) return false;
    const on = [...row.replace(/^[ \t]*\d{1,2}[.)][ \t]/, '').matchAll(FIGURE)].map((m) => Number(m[0].replace(/,/g, '')));
    return figures.every((f) => on.includes(f)) && on.every((f) => figures.includes(f));
  });
}

/** '462 sq ft (21x22)', '21 x 22 = 462 sf', '462sf / 21x22', "24'6\" x 26' = 637 sf": the square feet right beside a size. */
function saidBothWays(text: string, quantity: number): boolean {
  const q = String(quantity).replace('.', '\\.');
  // (A side in feet and inches too: "24'6\" x 26' = 637 sf".)
  const side = String.raw`\d+(?:\.\d+|[ \t]{0,2}'[ \t]{0,2}\d{1,2}[ \t]{0,2}(?:"|'')?)?\s*(?:'|ft)?`;
  const dims = String.raw`${side}\s*(?:x|by)\s*${side}`;
  const sqft = String.raw`(?<![\d.])${q}(?:\.0+)?\s*(?:sq\.?\s*ft|sf|sqft|square\s+feet)`;
  return new RegExp(`${sqft}[\\s(),:=/-]{0,4}${dims}|${dims}[\\s(),:=/-]{0,4}${sqft}`, 'i').test(text);
}

// 'two classrooms (each 28 x 30)', 'bays 14x30 each', 'both units ... each 12 x 22', 'bay B same size': one size for several places.
const SEVERAL_BEFORE = /\b(?:each|ea|apiece|both|two|three|four|five|six|pair|twin|per)\b|\b[2-9][ \t]+[a-z]+s\b/i;
const SEVERAL_AFTER = /\b(?:each|ea|apiece|both|same|too|ditto|likewise)\b/i;

// A size as written, in whole feet before any inches or decimals: '40x40', "24'6\" x 25'", '12.5 by 20'.
const WRITTEN_SIZE = /(?<![\d.])(\d+)(?:\.\d+|[ \t]{0,2}'[ \t]{0,2}\d{1,2}[ \t]{0,2}"?|[ \t]{0,2}ft)?[ \t]{0,2}'?[ \t]{0,3}(?:x|by|\u00d7)[ \t]{0,3}(\d+)(?!\d)/gi;

/** What the request says of one size: written once for one place, twice with one in brackets, or once in each of two parts. */
interface SizeSaid {
  onceForOne: boolean;
  twice: boolean;
  inTwoParts: boolean;
}

// Words of a line's name that do not tell rooms apart.
const NAME_FILLER = new Set('room rooms rm area areas the and of a an'.split(' '));

/** The words naming a line's room, singular: 'Epoxy - Front Counter Area' -> front, counter. Numbers and letters tell rooms apart and are kept. */
function roomWords(description: string): string[] {
  const parts = description.split(' - ');
  if (parts.length < 2) return [];
  return (parts.slice(1).join(' ').toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []).filter((w) => !NAME_FILLER.has(w)).map((w) => w.replace(/'s$/, '').replace(/(?<=[^s])s$/, ''));
}

/**
 * What the request says of each size, found in one pass and judged once per size: every line asked
 * about its own size once ran a pattern through the whole request, so a long request of many sizes
 * cost lines x length. For each size, the places a pattern of that size alone finds: matches of
 * the open pattern with those figures, each starting after the one before ends.
 */
function sizesSaidIn(text: string): (length: number, width: number) => SizeSaid {
  const byFigures = new Map<string, RegExpExecArray[]>();
  WRITTEN_SIZE.lastIndex = 0;
  // Every start is tried ('10 x 12 x 14' holds both 10 x 12 and 12 x 14).
  for (let m = WRITTEN_SIZE.exec(text); m; WRITTEN_SIZE.lastIndex = m.index + 1, m = WRITTEN_SIZE.exec(text)) {
    const key = `${m[1]}x${m[2]}`;
    const found = byFigures.get(key) ?? [];
    const last = found[found.length - 1];
    if (!last || m.index >= last.index + last[0].length) found.push(m);
    byFigures.set(key, found);
  }
  const judged = new Map<string, SizeSaid>();
  return (length, width) => {
    const key = `${Math.floor(length)}x${Math.floor(width)}`;
    const known = judged.get(key);
    if (known) return known;
    const found = byFigures.get(key) ?? [];
    const said = { onceForOne: sizeSaidOnceForOne(text, found), twice: sizeSaidTwice(text, found), inTwoParts: sizeSaidInTwoParts(text, found) };
    judged.set(key, said);
    return said;
  };
}

/** The size written once ('40x40'), for one place: nothing around it says it is each of several. */
function sizeSaidOnceForOne(text: string, found: RegExpExecArray[]): boolean {
  if (found.length !== 1) return false;
  const at = found[0]!.index;
  const end = at + found[0]![0].length;
  return !SEVERAL_BEFORE.test(text.slice(Math.max(0, at - 60), end)) && !SEVERAL_AFTER.test(text.slice(end, end + 40).split(/[.!?](?:\s|$)|\n/)[0]!);
}

/** The size written twice, once in brackets ('(24'6" x 25')' in a reply, and in the message it quotes). */
function sizeSaidTwice(text: string, found: RegExpExecArray[]): boolean {
  // One of them restated in brackets; two rooms of one size ('Bay A 30 x 40 and Bay B 30 x 40') stay.
  return found.length >= 2 && found.some((m) => /\(\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)));
}

/**
 * The size written twice, a blank line between (the customer's message and the office's note under or
 * over it); two rooms of one size said together ('Bay A 30 x 40 and Bay B 30 x 40') are not.
 */
function sizeSaidInTwoParts(text: string, found: RegExpExecArray[]): boolean {
  if (found.length !== 2) return false;
  const between = text.slice(found[0]!.index + found[0]![0].length, found[1]!.index);
  return /\n[ \t>]*\n/.test(between);
}
