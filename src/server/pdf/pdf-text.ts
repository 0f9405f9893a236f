/**
 * Text helpers for the PDFs. The built-in Helvetica of a PDF covers only WinAnsi (Latin-1 plus a
 * few typographic marks); anything else would be drawn as wrong glyphs, so it is folded to its
 * closest Latin form (Nguyễn -> Nguyen) or shown as '?', never silently garbled.
 */

const WIN_ANSI_EXTRA = [
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
];
const WIN_ANSI = new Set<number>(WIN_ANSI_EXTRA);
for (let code = 0x20; code <= 0x7e; code += 1) WIN_ANSI.add(code);
for (let code = 0xa0; code <= 0xff; code += 1) WIN_ANSI.add(code);

const LOOKALIKES: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2015': '\u2014',
  '\u2032': "'",
  '\u2033': '"',
  '\u00ad': '',
  // Latin letters without a Unicode decomposition.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ſ: 's',
};

const isWinAnsi = (char: string): boolean => WIN_ANSI.has(char.codePointAt(0) ?? 0);

function foldChar(char: string): string {
  if (char === '\n') return char;
  if (char === '\t') return ' ';
  if (char === '\r') return '';
  if (isWinAnsi(char)) return char;
  const lookalike = LOOKALIKES[char];
  if (lookalike !== undefined) return lookalike;
  if (/\p{Cc}|\p{Cf}/u.test(char)) return '';
  if (/\p{Zs}/u.test(char)) return ' ';
  const folded = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (folded !== '' && [...folded].every(isWinAnsi)) return folded;
  return '?';
}

/** Text as the standard PDF fonts can draw it: line breaks kept, other controls dropped. */
export function pdfSafeText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = value.replace(/\r\n?/g, '\n').normalize('NFC');
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

/** Plain ASCII for PDF dictionary strings that @signpdf writes byte by byte (it has no Unicode path). */
export function asciiText(value: string, maxLength = 200): string {
  return pdfSafeText(value)
    .replace(/\s+/g, ' ')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, maxLength);
}

/** The company's zone when the runtime knows it, else UTC (a typo in settings must not break a PDF). */
export function usableTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as a calendar date in the company's zone, 'MMM d, yyyy'. */
export function formatDateInZone(value: Date | string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat('en-US', { timeZone: usableTimeZone(timeZone), month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** An instant with seconds and the zone's abbreviation: 'Mar 5, 2026, 2:31:07 PM CST'. */
export function formatDateTimeInZone(value: Date | string, timeZone: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: usableTimeZone(timeZone),
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}
