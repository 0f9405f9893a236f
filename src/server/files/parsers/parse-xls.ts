// The npm registry's `xlsx` is SheetJS 0.18.5, with open advisories (prototype pollution,
// ReDoS). It is imported here only, so it only ever runs in a one-shot worker thread: pollution
// dies with the worker's own realm, a ReDoS hits the time-out, and only plain strings come back.
// docs/decisions/ explains why XLS is kept at all.
import * as XLSX from 'xlsx';
import { formatSheets, type Cell } from './format-rows.ts';

const MAX_ROWS_PER_SHEET = 5_000;

export function parseXls(data: Uint8Array): string {
  const workbook = XLSX.read(data, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: true,
    bookVBA: false,
    sheetRows: MAX_ROWS_PER_SHEET,
  });
  const sheets = workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const rows = sheet === undefined ? [] : XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: false, blankrows: false, defval: null });
    return { name, rows };
  });
  return formatSheets(sheets);
}
