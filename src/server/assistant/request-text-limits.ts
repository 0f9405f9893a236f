/**
 * What the embedded reader is given, bounded so reading stays linear in the request's length
 * (issue 11 item 2a). A quote request is a page or two: typed text is capped at 20,000 characters
 * by the route, and text pulled out of files is read up to MAX_READ_CHARS. What is cut is either
 * past that or cannot be part of a request a person wrote (a 65-character 'word', a thousand blank
 * lines, a thousandth number), so the cut changes no real reading.
 */

/**
 * Typed text plus file text the reader looks at; the rest of a longer paste is not read. Typed
 * text alone may be 20,000 characters; a takeoff sheet of 300 rows is about 15,000. Past this the
 * text is a catalogue or a dump, not a request for one quote.
 */
export const MAX_READ_CHARS = 30_000;
/** Longer than any word, e-mail address or number in a request: a digit dump or a binary blob. */
const MAX_TOKEN_CHARS = 64;
/** More numbers than any takeoff sheet has rows for; past this the text is a data dump. */
const MAX_NUMBERS = 2_000;

export interface BoundedText {
  text: string;
  /** True when part of the request was not read (the draft says so in its warnings). */
  cut: boolean;
}

const LONG_TOKEN = new RegExp(`[^\\s]{${MAX_TOKEN_CHARS + 1},}`, 'g');

/**
 * A row of cells with no spaces ('customer,phone,email,address,area,length_ft,width_ft,rate_per_sqft')
 * is no long word: it is kept when each of its cells is word-sized and the row is table-sized.
 */
const longToken = (token: string): string =>
  token.length <= 400 && /[,;|]/.test(token) && token.split(/[,;|]/).every((cell) => cell.length <= MAX_TOKEN_CHARS) ? token : ' ';

/** Blanks words longer than any real one; run again after number words became digits ('twenty twenty ...'). */
export function dropLongTokens(text: string): string {
  return text.replace(LONG_TOKEN, longToken);
}

export function boundRequestText(raw: string): BoundedText {
  let cut = raw.length > MAX_READ_CHARS;
  let text = raw.slice(0, MAX_READ_CHARS).replace(/\r\n?/g, '\n');
  const withoutLong = text.replace(LONG_TOKEN, longToken);
  if (withoutLong !== text) cut = true;
  text = withoutLong
    // Runs of blank lines carry no more meaning than two; runs of spaces stay (they align tables).
    .replace(/\n[ \t]*(?:\n[ \t]*){2,}/g, '\n\n')
    .replace(/[ \t]{200,}/g, ' ');
  let numbers = 0;
  const numberRun = /\d+/g;
  for (let m = numberRun.exec(text); m; m = numberRun.exec(text)) {
    numbers += 1;
    if (numbers > MAX_NUMBERS) {
      text = text.slice(0, m.index);
      cut = true;
      break;
    }
  }
  return { text, cut };
}

// OCR of a notepad reads 0 as O, 1 as l or I and 5 as S ('ph 6l2-555-Ol63', '785O1', '4.5O/sf', '$4.7S'). A run of
// such characters standing alone and holding a real digit is a number; words are never touched
// (the run must not touch a letter on either side), except a size's 'x' written against it ('ofc l2x l6', 'lOxl2').
const OCR_RUN = /(?:(?<![A-Za-z])|(?<=[0-9OolIS][x\u00d7]))[0-9OolIS]+(?:(?![A-Za-z0-9])|(?=[x\u00d7][ \t]?[0-9OolIS]+(?![A-Za-z0-9])))/g;
// Both sides of a size written with look-alikes only ('lOxlO', 'lO x lS').
// Each side holds a capital O or S (lower-case 'lo', 'ol' may be words).
const LOOK_ALIKE_SIZE = /^[ \t]?[x\u00d7][ \t]?(?=[0-9OolIS]*[OS])[0-9OolIS]{2,}(?![A-Za-z0-9])/;

export function repairOcrDigits(text: string): string {
  // Twice: a side of a size with no real digit ('lO x l2') is read once the other side is.
  const once = repairOcrRuns(text);
  const repaired = once === text ? once : repairOcrRuns(once);
  return repaired.includes('B') ? repairOcrEights(repaired) : repaired;
}

function repairOcrRuns(text: string): string {
  return text.replace(OCR_RUN, (run, at: number) => {
    if (!/[OolIS]/.test(run)) return run;
    const afterDecimalPoint = at >= 2 && /\d[.,]$/.test(text.slice(at - 2, at));
    // With no real digit, a run is a number when figures stand on both of its sides: a price's
    // cents ('ll.4O' = 11.40) or the other side of a size ('8 x lO', 'lO x 12').
    const inFigures = /^[.,][0-9OoS]/.test(text.slice(at + run.length, at + run.length + 2)) || (/[OS]/.test(run) && LOOK_ALIKE_SIZE.test(text.slice(at + run.length, at + run.length + 12))) || /\d\s*[x\u00d7*]\s*$/i.test(text.slice(Math.max(0, at - 6), at)) || /^\s*[x\u00d7*]\s*\d/i.test(text.slice(at + run.length, at + run.length + 6));
    // A lone letter before thousands or cents ('l,45O sf', 'l.9O') is a digit too.
    const beforeFigures = /^[.,][0-9OoS]{2}/.test(text.slice(at + run.length, at + run.length + 3));
    // A lone O or S is a digit on a side of a size too ('pantry S x 6'); a lone I or l may be a word.
    const loneDigit = run.length === 1 && /[OS]/.test(run);
    if (!/\d/.test(run) && !afterDecimalPoint && !(inFigures && (run.length > 1 || loneDigit)) && !beforeFigures) return run;
    return run.replace(/[Oo]/g, '0').replace(/[lI]/g, '1').replace(/S/g, '5');
  });
}

const lookAlikeDigits = (run: string): string => run.replace(/[Oo]/g, '0').replace(/[lI]/g, '1').replace(/S/g, '5').replace(/B/g, '8');

// A phone written with look-alikes ('5l5-555-Ol2B', '7l5.555.Ol8B'): the shape of one, mostly real digits.
const OCR_PHONE = /(?<![\w.])\(?[0-9OolISB]{3}\)?[-. \t]{1,2}[0-9OolISB]{3}[-. \t]{1,2}[0-9OolISB]{4}(?![\w-])/g;
// A run holding B (OCR's 8), read only where a figure stands: 'Apt 2B', 'Bldg B', 'B-12' stay.
const OCR_RUN_B = /(?<![A-Za-z0-9])[0-9OolIS]*B[0-9OolISB]*(?![A-Za-z0-9])/g;

/**
 * B for 8 is read only in a figure's place, since B is also a unit, a building or a grade: a phone's
 * shape, a price's cents ('3.BS', '$4.BO'), a side of a size ('2B x 24', 'lO x B'), a ZIP after a state.
 */
function repairOcrEights(text: string): string {
  const phones = text.replace(OCR_PHONE, (phone) => ((phone.match(/\d/g)?.length ?? 0) >= 5 ? lookAlikeDigits(phone) : phone));
  return phones.replace(OCR_RUN_B, (run, at: number) => {
    const before = phones.slice(Math.max(0, at - 8), at);
    const after = phones.slice(at + run.length, at + run.length + 8);
    const cents = /\d[.,]$/.test(before) || (/\d/.test(run) && /^[.,]\d/.test(after));
    const sizeSide = /^[ \t]*[x\u00d7*][ \t]*\d/i.test(after) ? /\d/.test(run) : /\d[ \t]*[x\u00d7*][ \t]*$/i.test(before) && /^(?:[ \t]|$)/.test(after);
    const zip = run.length === 5 && /\d/.test(run) && /\b[A-Z]{2},?[ \t]+$/.test(before);
    return cents || sizeSide || zip ? lookAlikeDigits(run) : run;
  });
}
