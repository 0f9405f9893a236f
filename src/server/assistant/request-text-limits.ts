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

// OCR of a notepad reads 0 as O and 1 as l or I ('ph 6l2-555-Ol63', '785O1', '4.5O/sf'). A run of
// such characters standing alone and holding a real digit is a number; words are never touched
// (the run must not touch a letter on either side).
const OCR_RUN = /(?<![A-Za-z])[0-9OolI]+(?![A-Za-z0-9])/g;

export function repairOcrDigits(text: string): string {
  return text.replace(OCR_RUN, (run, at: number) => {
    if (!/[OolI]/.test(run)) return run;
    const afterDecimalPoint = at >= 2 && /\d[.,]$/.test(text.slice(at - 2, at));
    if (!/\d/.test(run) && !afterDecimalPoint) return run;
    return run.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
  });
}
