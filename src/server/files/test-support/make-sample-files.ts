// Sample files the tests make themselves, each through a real producer where one is at hand
// (pdfkit, poppler's pdftoppm, write-excel-file, SheetJS), and a small zip writer for DOCX and
// for archives no honest producer would make.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createDeflate, createDeflateRaw, deflateRawSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import writeXlsxFile from 'write-excel-file/node';
import { createRequire } from 'node:module';
import type * as XlsxModule from 'xlsx';

// Required rather than imported: Node's CommonJS interop does not expose SheetJS's `CFB` as a named export.
const XLSX = createRequire(import.meta.url)('xlsx') as typeof XlsxModule;

const run = promisify(execFile);

export async function makePdf(lines: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: 'Quote request' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.font('Helvetica').fontSize(20);
  for (const line of lines) doc.text(line).moveDown(0.5);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A one-page PDF whose page content is the given, already deflated, stream: with a deflated
 * gigabyte of zeros (whitespace to a PDF lexer) it is a flate bomb a reader must inflate to read.
 */
export function makePdfWithDeflatedContent(deflated: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (chunk: Buffer | string): void => {
    const buffer = Buffer.from(chunk);
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (n: number, body: Buffer | string): void => {
    offsets[n] = length;
    add(`${n} 0 obj\n`);
    add(body);
    add('\nendobj\n');
  };
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>');
  object(4, Buffer.concat([Buffer.from(`<< /Length ${deflated.length} /Filter /FlateDecode >>\nstream\n`), deflated, Buffer.from('\nendstream')]));
  const xref = length;
  add(`xref\n0 5\n0000000000 65535 f \n${[1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('')}`);
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A PNG of printed text: a pdfkit page rasterised by pdftoppm (Debian's poppler-utils). */
export async function makePng(lines: readonly string[]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'sample-png-'));
  try {
    await writeFile(join(dir, 'page.pdf'), await makePdf(lines));
    await run('pdftoppm', ['-png', '-r', '150', '-singlefile', join(dir, 'page.pdf'), join(dir, 'page')]);
    return await readFile(join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function makeXlsx(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const data = rows.map((row) => row.map((value) => ({ value })));
  return writeXlsxFile(data, { sheet: 'Quote' }).toBuffer();
}

export function makeXls(rows: readonly (readonly (string | number)[])[]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), 'Quote');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** An OLE2 compound file holding the given streams. */
export function makeCompoundFile(streams: Record<string, string | Buffer>): Buffer {
  const cfb: unknown = XLSX.CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) XLSX.CFB.utils.cfb_add(cfb, `/${name}`, Buffer.from(content));
  return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
}

/**
 * A minimal Word 97 binary document ([MS-DOC]): a FIB, the text as one UTF-16 piece, and a
 * piece table in the 1Table stream. No formatting, which Word itself would add, but the
 * structure a .doc reader has to walk to find the text.
 */
export function makeDoc(paragraphs: readonly string[]): Buffer {
  const text = paragraphs.map((p) => `${p}\r`).join('');
  const textOffset = 1024;
  const wordDocument = Buffer.alloc(textOffset + text.length * 2);
  wordDocument.writeUInt16LE(0xa5ec, 0x00); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  wordDocument.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  wordDocument.writeUInt32LE(textOffset, 0x18); // fcMin
  wordDocument.writeUInt32LE(text.length, 0x4c); // ccpText
  wordDocument.writeUInt32LE(0, 0x1a2); // fcClx
  wordDocument.writeUInt32LE(1 + 4 + 16, 0x1a6); // lcbClx
  wordDocument.write(text, textOffset, 'utf16le');
  const table = Buffer.alloc(1 + 4 + 16);
  table.writeUInt8(2, 0); // clxtPlcPcd
  table.writeUInt32LE(16, 1); // two CPs and one 8-byte piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt32LE(textOffset, 13 + 2); // fc without the "compressed" bit: UTF-16 text
  return makeCompoundFile({ WordDocument: wordDocument, '1Table': table });
}

export interface ZipEntrySpec {
  name: string;
  /** The content to compress, or */
  content?: Buffer | string;
  /** ...an already deflated stream, with the size the central directory should claim for it. */
  deflated?: { data: Buffer; declaredSize: number };
  store?: boolean;
}

/** A zip archive written field by field, so tests can make the malformed ones too. */
export function makeZip(entries: readonly ZipEntrySpec[], options: { centralOffsets?: number[] } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, 'utf8');
    let compressed: Buffer;
    let size: number;
    let crc = 0;
    let method = 8;
    if (entry.deflated) {
      compressed = entry.deflated.data;
      size = entry.deflated.declaredSize;
    } else {
      const content = Buffer.from(entry.content ?? '');
      size = content.length;
      crc = crc32(content);
      method = entry.store ? 0 : 8;
      compressed = entry.store ? content : deflateRawSync(content);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(options.centralOffsets?.[index] ?? offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  });
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

const contentTypes = (main: string, type: string): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${main}" ContentType="${type}"/></Types>`;

const packageRels = (main: string): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main}"/>` +
  '</Relationships>';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal but complete WordprocessingML package: content types, package rels, one document part. */
export function makeDocx(paragraphs: readonly string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body}</w:body></w:document>`;
  return makeZip([
    { name: '[Content_Types].xml', content: contentTypes('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') },
    { name: '_rels/.rels', content: packageRels('word/document.xml') },
    { name: 'word/document.xml', content: document },
  ]);
}

/** The parts that make an archive look like a DOCX or XLSX to the type check, around `payload`. */
export function officeShell(kind: 'docx' | 'xlsx', payload: ZipEntrySpec[]): ZipEntrySpec[] {
  const main = kind === 'docx' ? 'word/document.xml' : 'xl/workbook.xml';
  const shell: ZipEntrySpec[] = [
    { name: '[Content_Types].xml', content: contentTypes(main, 'application/xml') },
    { name: '_rels/.rels', content: packageRels(main) },
  ];
  return [...shell, ...payload];
}

/** `size` zero bytes deflated (raw, or with the zlib wrapper PDF uses), streamed in 1 MB chunks so the test never holds them. */
export async function deflateZeros(size: number, format: 'raw' | 'zlib' = 'raw'): Promise<Buffer> {
  const deflate = format === 'raw' ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += chunk.length) {
    const part = Math.min(chunk.length, size - written);
    if (!deflate.write(part === chunk.length ? chunk : chunk.subarray(0, part))) {
      await new Promise<void>((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
