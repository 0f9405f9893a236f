// Spreadsheets reach the text extractor as plain rows, cells joined by tabs, one block per sheet,
// so '24 x 26' in one cell and '$6.50' in the next stay on one line as a person would read them.

/** Whatever a spreadsheet library puts in a cell: strings, numbers, booleans, dates, nulls. */
export type Cell = unknown;

export function formatSheets(sheets: readonly { name: string; rows: readonly (readonly Cell[])[] }[]): string {
  const blocks: string[] = [];
  for (const sheet of sheets) {
    const lines = sheet.rows.map(formatRow).filter((line) => line !== '');
    if (lines.length === 0) continue;
    blocks.push(sheets.length > 1 ? `Sheet: ${sheet.name}\n${lines.join('\n')}` : lines.join('\n'));
  }
  return blocks.join('\n\n');
}

function formatRow(row: readonly Cell[]): string {
  const cells = row.map(formatCell);
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells.join('\t');
}

function formatCell(cell: Cell): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell !== 'string' && typeof cell !== 'number' && typeof cell !== 'boolean') return '';
  // Tabs and line breaks inside a cell would break the row structure.
  return String(cell).replace(/[\t\r\n]+/g, ' ').trim();
}
