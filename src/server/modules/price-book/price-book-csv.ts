import { AppError } from '#shared/errors/app-error.ts';
import { LINE_UNIT_NAMES, isLineUnit, type LineUnit } from '#shared/documents/line-units.ts';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { toCsv } from '../documents/document-export.ts';

/**
 * The price book as CSV, both ways (issue 15 item 1): what export writes, import reads back, so a
 * company can keep its list in a spreadsheet. Columns by header name, in any order and case;
 * only Name, Unit and Rate are required. ID ties a row to an entry (a renamed entry keeps its id);
 * without one a row updates the entry of the same name, or adds one.
 */
export const PRICE_BOOK_CSV_COLUMNS = ['Name', 'Description', 'Unit', 'Rate', 'Minimum Charge', 'Status', 'ID'] as const;

export function priceBookCsv(items: readonly PriceBookItem[]): string {
  const rows = items.map((item) => [item.name, item.description, item.unit, item.rate, item.minimumCharge ?? '', item.active ? 'active' : 'archived', item.id]);
  return toCsv([[...PRICE_BOOK_CSV_COLUMNS], ...rows]);
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; CRLF or LF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) throw new AppError('bad_request', 'The CSV file ends inside a quoted cell.');
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines (a spreadsheet's trailing ones) carry nothing.
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

/** Export puts an apostrophe before a cell a spreadsheet would run as a formula; reading takes it off. */
const unguard = (value: string): string => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const UNIT_WORDS: Record<string, LineUnit> = {
  sqft: 'sqft',
  'sq ft': 'sqft',
  'sq. ft.': 'sqft',
  sf: 'sqft',
  'square feet': 'sqft',
  'square foot': 'sqft',
  lf: 'lf',
  'linear ft': 'lf',
  'linear feet': 'lf',
  'linear foot': 'lf',
  each: 'each',
  ea: 'each',
  flat: 'flat',
  'flat fee': 'flat',
  'lump sum': 'flat',
};

function unitOf(value: string): LineUnit | string {
  const word = value.trim().toLowerCase();
  if (isLineUnit(word)) return word;
  return UNIT_WORDS[word] ?? Object.entries(LINE_UNIT_NAMES).find(([, name]) => name === word)?.[0] ?? value.trim();
}

function activeOf(value: string | undefined, row: number): boolean {
  const word = (value ?? '').trim().toLowerCase();
  if (['', 'active', 'yes', 'true', '1'].includes(word)) return true;
  if (['archived', 'inactive', 'no', 'false', '0'].includes(word)) return false;
  throw new AppError('bad_request', `Row ${row}: Status must be active or archived, not "${value}".`);
}

export interface CsvPriceBookRow {
  /** The row's number in the file, counting the header as 1 (as a spreadsheet numbers it). */
  row: number;
  id: string | null;
  /** Not yet validated: the route parses it with priceBookItemInputSchema. */
  values: { name: string; description: string; unit: string; rate: string; minimumCharge: string; active: boolean };
}

/** The rows of an imported file, by header name; refuses a file without Name, Unit and Rate columns. */
export function readPriceBookCsv(text: string): CsvPriceBookRow[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new AppError('bad_request', 'The CSV file is empty.');
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = ['Name', 'Unit', 'Rate'].filter((name) => !index.has(name.toLowerCase()));
  if (missing.length > 0) throw new AppError('bad_request', `The CSV file needs the columns ${PRICE_BOOK_CSV_COLUMNS.join(', ')} (missing: ${missing.join(', ')}).`);
  const cell = (row: string[], column: string): string | undefined => {
    const i = index.get(column.toLowerCase());
    return i === undefined ? undefined : unguard(row[i] ?? '');
  };
  return rows.map((cells, i) => {
    const row = i + 2;
    const id = cell(cells, 'ID')?.trim() ?? '';
    return {
      row,
      id: id === '' ? null : id,
      values: {
        name: cell(cells, 'Name') ?? '',
        description: cell(cells, 'Description') ?? '',
        unit: unitOf(cell(cells, 'Unit') ?? ''),
        rate: cell(cells, 'Rate') ?? '',
        minimumCharge: cell(cells, 'Minimum Charge') ?? '',
        active: activeOf(cell(cells, 'Status'), row),
      },
    };
  });
}
