import { beforeAll, describe, expect, it } from 'vitest';
import { detectFileKind, type DetectedFile } from './detect-file-kind.ts';
import { FileRejectedError } from './file-rejected-error.ts';
import { makeCompoundFile, makeDocx, makePdf, makePng, makeXls, makeXlsx, makeZip } from './test-support/make-sample-files.ts';

function detect(data: Buffer, name: string, declaredType?: string): DetectedFile | { rejected: number; message: string } {
  try {
    return detectFileKind(data, name, declaredType);
  } catch (error) {
    if (error instanceof FileRejectedError) return { rejected: error.status, message: error.message };
    throw error;
  }
}

const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(200), Buffer.from('This program cannot be run in DOS mode.')]);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(100)]);

function pngHeader(width: number, height: number): Buffer {
  const png = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12, 'latin1');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('detectFileKind', () => {
  let pdf: Buffer;
  let png: Buffer;
  let xlsx: Buffer;
  beforeAll(async () => {
    [pdf, png, xlsx] = await Promise.all([makePdf(['x']), makePng(['x']), makeXlsx([['x']])]);
  });

  it('classifies by content, whatever the name and declared type say', () => {
    expect(detect(pdf, 'photo.jpg', 'image/jpeg')).toEqual({ kind: 'pdf' });
    expect(detect(png, 'quote.pdf', 'application/pdf')).toEqual({ kind: 'image', mimeType: 'image/png' });
    expect(detect(makeDocx(['x']), 'sheet.xlsx')).toEqual({ kind: 'docx' });
    expect(detect(xlsx, 'letter.docx')).toEqual({ kind: 'xlsx' });
    expect(detect(makeXls([['x']]), 'notes.doc')).toEqual({ kind: 'xls' });
    expect(detect(makeCompoundFile({ WordDocument: 'x', '1Table': 'y' }), 'sheet.xls')).toEqual({ kind: 'doc' });
  });

  it('accepts a PDF header preceded by junk, as readers do', () => {
    expect(detect(Buffer.concat([Buffer.from('\r\n\r\n'), pdf]), 'a.pdf')).toEqual({ kind: 'pdf' });
  });

  it('recognises the allowed image formats by their signatures', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 100, 0, 200, 1, 1, 0x11, 0]);
    expect(detect(jpeg, 'a')).toEqual({ kind: 'image', mimeType: 'image/jpeg' });
    const gif = Buffer.from('GIF89a\x20\x00\x10\x00\x00\x00\x00', 'latin1');
    expect(detect(gif, 'a')).toEqual({ kind: 'image', mimeType: 'image/gif' });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8L', 8, 'latin1');
    webp.writeUInt32LE((99 & 0x3fff) | ((49 & 0x3fff) << 14), 21);
    expect(detect(webp, 'a')).toEqual({ kind: 'image', mimeType: 'image/webp' });
  });

  it('tells CSV from plain text by name or declared type only, both being text', () => {
    const text = Buffer.from('name,area\nMaria,24 x 26\n');
    expect(detect(text, 'list.csv')).toEqual({ kind: 'csv' });
    expect(detect(text, 'upload', 'text/csv; charset=utf-8')).toEqual({ kind: 'csv' });
    expect(detect(text, 'notes.txt')).toEqual({ kind: 'txt' });
    expect(detect(Buffer.from('\ufeffname\tarea\n', 'utf16le'), 'export.txt')).toEqual({ kind: 'txt' });
  });

  it.each<[string, () => Buffer, string]>([
    ['an .exe renamed .txt', () => exe, 'invoice.txt'],
    ['an ELF binary renamed .pdf', () => elf, 'quote.pdf'],
    ['a plain zip renamed .docx', () => makeZip([{ name: 'readme.txt', content: 'hi' }]), 'letter.docx'],
    ['an OpenDocument text', () => makeZip([{ name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', store: true }, { name: 'content.xml', content: '<x/>' }]), 'letter.odt'],
    ['an OLE2 file that is neither Word nor Excel', () => makeCompoundFile({ 'PowerPoint Document': 'x' }), 'deck.doc'],
    ['Latin-1 text that is not UTF-8', () => Buffer.from('Se\xf1or Mu\xf1oz, 24 x 26', 'latin1'), 'notes.txt'],
    ['an RTF document', () => Buffer.from('{\\rtf1\\ansi Maria 24 x 26}'), 'notes.txt'],
    ['a HEIC photo', () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]), 'garage.jpg'],
  ])('refuses %s with 415', (_label, make, name) => {
    const result = detect(make(), name);
    expect(result).toMatchObject({ rejected: 415 });
    expect((result as { message: string }).message.startsWith(`${name}: `)).toBe(true);
  });

  it('refuses an empty file with 422', () => {
    expect(detect(Buffer.alloc(0), 'empty.pdf')).toEqual({ rejected: 422, message: 'empty.pdf: the file is empty.' });
  });

  it('refuses a damaged OLE2 container as a damaged Word document when named so', () => {
    const broken = Buffer.from(makeCompoundFile({ WordDocument: 'x' }).subarray(0, 520));
    broken.writeUInt32LE(0xfffffff0, 0x30);
    expect(detect(broken, 'notes.doc')).toEqual({ rejected: 422, message: 'notes.doc: the file is damaged or is not a real Word document.' });
  });

  it('refuses a password-protected Office file wrapped in OLE2 with 422', () => {
    expect(detect(makeCompoundFile({ EncryptionInfo: 'x', EncryptedPackage: 'y' }), 'prices.xlsx')).toMatchObject({
      rejected: 422,
      message: expect.stringContaining('password-protected') as unknown,
    });
  });

  it('refuses an image whose header claims a pixel flood with 413, and an unreadable header with 422', () => {
    expect(detect(pngHeader(100_000, 100_000), 'tiny.png')).toMatchObject({ rejected: 413 });
    expect(detect(pngHeader(0, 0), 'tiny.png')).toMatchObject({ rejected: 422 });
    expect(detect(pngHeader(4000, 3000), 'photo.png')).toEqual({ kind: 'image', mimeType: 'image/png' });
  });
});
