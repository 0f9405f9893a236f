import readXlsxFile from 'read-excel-file/node';
import { formatSheets } from './format-rows.ts';

export async function parseXlsx(data: Uint8Array): Promise<string> {
  const sheets = await readXlsxFile(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  return formatSheets(sheets.map((sheet) => ({ name: sheet.sheet, rows: sheet.data })));
}
