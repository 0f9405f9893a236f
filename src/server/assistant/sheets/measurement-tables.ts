import { dropSupersededFigures } from '../lines/superseded-figures.ts';
/**
 * Spreadsheets and CSV files arrive as rows of cells (tab- or comma-separated). A table with a
 * header row naming sizes and prices is rewritten as the sentences the extractor reads
 * ("Garage quartz 24 x 26 at $7.25 per sq ft"); other rows are left as they are.
 */

type Column = 'description' | 'length' | 'width' | 'quantity' | 'rate' | 'unit';

const HEADERS: [Column, RegExp][] = [
  ['length', /^(length|len|l)(\s*\(ft\))?$/i],
  ['width', /^(width|wid|w)(\s*\(ft\))?$/i],
  ['rate', /^(rate|price|unit\s*price|cost|\$\s*\/\s*(sq\s*ft|sf|ft|lf)|price\s*per.*|rate\s*per.*|\$\/unit)(\s*\(\$\))?$/i],
  ['quantity', /^(qty|quantity|sq\s*ft|sqft|sf|square\s*feet|area\s*\(sq\s*ft\)|lf|linear\s*(ft|feet)|count|units?)$/i],
  ['unit', /^(unit|uom|units?\s*of\s*measure)$/i],
  ['description', /^(area|room|space|description|item|service|system|work|scope|location)$/i],
];

const splitCells = (line: string): string[] => (line.includes('\t') ? line.split('\t') : line.split(',')).map((cell) => cell.trim().replace(/^"|"$/g, ''));
const isNumber = (cell: string | undefined): cell is string => cell !== undefined && /^\$?\d{1,7}(\.\d+)?$/.test(cell.replace(/,/g, ''));
const number = (cell: string) => cell.replace(/[$,]/g, '');

function headerColumns(cells: string[]): Map<Column, number> | null {
  const columns = new Map<Column, number>();
  cells.forEach((cell, index) => {
    const found = HEADERS.find(([, pattern]) => pattern.test(cell));
    if (found && !columns.has(found[0])) columns.set(found[0], index);
  });
  const sized = (columns.has('length') && columns.has('width')) || columns.has('quantity');
  return sized && columns.has('rate') ? columns : null;
}

function unitOf(header: string | undefined, unitCell: string | undefined, description: string): string {
  const said = `${header ?? ''} ${unitCell ?? ''}`.toLowerCase();
  if (/\b(lf|linear)\b/.test(said) || (!said.trim() && /\b(cove|crack|joint|stem\s*wall|trim|edge)\b/i.test(description))) return 'linear ft';
  if (/\b(ea|each|count|step|unit)s?\b/.test(said)) return 'each';
  return 'sq ft';
}

export function rewriteMeasurementTables(text: string): string {
  // Sizes and prices the request itself rules out are not read at all (superseded-figures.ts).
  const lines = dropSupersededFigures(text).split('\n');
  let columns: Map<Column, number> | null = null;
  let header: string[] = [];
  return lines
    .map((line) => {
      const cells = splitCells(line);
      if (cells.length < 2) {
        columns = null;
        return line;
      }
      const found = headerColumns(cells);
      if (found) {
        columns = found;
        header = cells;
        return '';
      }
      if (!columns) return line;
      const at = (column: Column) => (columns!.has(column) ? cells[columns!.get(column)!] : undefined);
      const rate = at('rate');
      if (!isNumber(rate)) return line;
      const description = at('description') || cells.find((cell) => cell && !isNumber(cell)) || 'Item';
      const length = at('length');
      const width = at('width');
      if (isNumber(length) && isNumber(width)) return `${description} ${number(length)} x ${number(width)} at $${number(rate)} per sq ft.`;
      const quantity = at('quantity');
      if (!isNumber(quantity)) return line;
      const unit = unitOf(header[columns.get('quantity')!], at('unit'), description);
      return unit === 'each' ? `${description}: ${number(quantity)} at $${number(rate)} each.` : `${description} ${number(quantity)} ${unit} at $${number(rate)} per ${unit === 'sq ft' ? 'sq ft' : 'linear foot'}.`;
    })
    .join('\n');
}
