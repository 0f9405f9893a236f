import { ParseFailure } from '../parse-worker-protocol.ts';
import { formatSheets } from './format-rows.ts';

/**
 * Decodes a text upload: UTF-8 (BOM optional) or UTF-16 with a BOM, as spreadsheet programs'
 * "Unicode text" exports are. Refuses invalid UTF-8 and NUL characters as 'damaged'.
 */
export function decodeText(data: Uint8Array): string {
  let text: string;
  try {
    if (data[0] === 0xff && data[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(data.subarray(2));
    else if (data[0] === 0xfe && data[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(data.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw new ParseFailure('damaged', 'not valid UTF-8 or UTF-16 text');
  }
  if (text.includes('\0')) throw new ParseFailure('damaged', 'NUL character in text');
  return text.replace(/\r\n?/g, '\n');
}

export function parseTxt(data: Uint8Array): string {
  return decodeText(data).trim();
}

export function parseCsv(data: Uint8Array): string {
  const text = decodeText(data);
  return formatSheets([{ name: 'CSV', rows: parseDelimited(text, detectDelimiter(text)) }]);
}

function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]?.d ?? ',';
}

/** RFC 4180 rows: quoted fields may hold the delimiter, doubled quotes and line breaks. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
