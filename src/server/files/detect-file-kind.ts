import { FileRejectedError } from './file-rejected-error.ts';
import { inspectZipArchive, isZip, ZipInspectionError, type ZipLimits, type ZipProblem } from './inspect-zip-archive.ts';
import { CfbInspectionError, isCompoundFile, readCfbEntryNames } from './read-cfb-entry-names.ts';
import { readImageSize } from './read-image-size.ts';
import { MAX_ARCHIVE_ENTRIES, MAX_ARCHIVE_UNPACKED_BYTES, MAX_IMAGE_PIXELS } from './upload-limits.ts';

export type FileKind = 'pdf' | 'docx' | 'doc' | 'xlsx' | 'xls' | 'csv' | 'txt' | 'image';
export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export type DetectedFile = { kind: Exclude<FileKind, 'image'> } | { kind: 'image'; mimeType: ImageMimeType };

const ACCEPTED = 'Send a PDF, a Word (DOCX or DOC) or Excel (XLSX or XLS) file, a CSV or text file, or a PNG, JPEG, WEBP or GIF image.';
const TEXT_SAMPLE_BYTES = 64 * 1024;

const kindLabels: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'Word document',
  doc: 'Word document',
  xlsx: 'Excel spreadsheet',
  xls: 'Excel spreadsheet',
  csv: 'CSV file',
  txt: 'text file',
  image: 'image',
};

/** How a kind is named to the user, e.g. in 'notes.docx: the file is damaged or is not a real Word document.' */
export function kindLabel(kind: FileKind): string {
  return kindLabels[kind];
}

export const defaultZipLimits: ZipLimits = { maxEntries: MAX_ARCHIVE_ENTRIES, maxUnpackedBytes: MAX_ARCHIVE_UNPACKED_BYTES };

/**
 * Classifies a file by its bytes only; the name and declared type are not trusted, except to
 * choose between CSV and plain text, which bytes cannot tell apart.
 * Refuses with FileRejectedError: an empty file (422); a type outside the allow-list, including
 * a zip that is not DOCX/XLSX and an OLE2 file that is not DOC/XLS (415); a zip whose central
 * directory lists too many entries or too many bytes unpacked (413) or unsafe paths (422); a
 * damaged container (422); an image with more than MAX_IMAGE_PIXELS pixels (413).
 */
export function detectFileKind(
  data: Uint8Array,
  name: string,
  declaredType?: string,
  zipLimits: ZipLimits = defaultZipLimits,
): DetectedFile {
  if (data.length === 0) throw new FileRejectedError('empty', name, `${name}: the file is empty.`);

  if (startsWithPdfHeader(data)) return { kind: 'pdf' };

  const image = detectImage(data);
  if (image) {
    assertImageSize(data, image, name);
    return { kind: 'image', mimeType: image };
  }
  if (isHeifFamily(data)) {
    throw new FileRejectedError('type-not-allowed', name, `${name}: HEIC and AVIF photos are not accepted; please send the photo as JPEG or PNG.`);
  }

  if (isZip(data)) return detectOfficeOpenXml(data, name, zipLimits);
  if (isCompoundFile(data)) return detectCompoundFile(data, name);

  if (looksLikeText(data)) {
    if (startsWithAscii(data, '{\\rtf')) throw notAllowed(name);
    return { kind: isCsvByName(name, declaredType) ? 'csv' : 'txt' };
  }
  throw notAllowed(name);
}

function notAllowed(name: string): FileRejectedError {
  return new FileRejectedError('type-not-allowed', name, `${name}: this type of file is not accepted. ${ACCEPTED}`);
}

export function damaged(name: string, kind: FileKind | 'office', cause?: unknown): FileRejectedError {
  const label = kind === 'office' ? 'Word or Excel file' : kindLabel(kind);
  return new FileRejectedError('damaged', name, `${name}: the file is damaged or is not a real ${label}.`, { cause });
}

function startsWithAscii(data: Uint8Array, text: string, at = 0): boolean {
  if (data.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (data[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

function startsWithPdfHeader(data: Uint8Array): boolean {
  // The PDF spec lets readers accept the header anywhere in the first 1024 bytes, and pdf.js does.
  const limit = Math.min(data.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (data[i] === 0x25 && startsWithAscii(data, '%PDF-', i)) return true;
  }
  return false;
}

function detectImage(data: Uint8Array): ImageMimeType | undefined {
  if (startsWithBytes(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWithBytes(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWithAscii(data, 'GIF87a') || startsWithAscii(data, 'GIF89a')) return 'image/gif';
  if (startsWithAscii(data, 'RIFF') && startsWithAscii(data, 'WEBP', 8)) return 'image/webp';
  return undefined;
}

function isHeifFamily(data: Uint8Array): boolean {
  if (!startsWithAscii(data, 'ftyp', 4)) return false;
  const brand = String.fromCharCode(...data.subarray(8, 12));
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'].includes(brand);
}

function startsWithBytes(data: Uint8Array, bytes: readonly number[]): boolean {
  return data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte);
}

function assertImageSize(data: Uint8Array, mimeType: ImageMimeType, name: string): void {
  const size = readImageSize(data, mimeType);
  if (!size || size.width === 0 || size.height === 0) throw damaged(name, 'image');
  const pixels = size.width * size.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new FileRejectedError(
      'too-large',
      name,
      `${name}: the image is too large to read (${size.width} x ${size.height} pixels; the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
    );
  }
}

function detectOfficeOpenXml(data: Uint8Array, name: string, zipLimits: ZipLimits): DetectedFile {
  const hinted: FileKind | 'office' = /\.xls[xm]?$/i.test(name) ? 'xlsx' : /\.doc[xm]?$/i.test(name) ? 'docx' : 'office';
  let names: Set<string>;
  try {
    names = new Set(inspectZipArchive(data, zipLimits).map((entry) => entry.name));
  } catch (error) {
    if (!(error instanceof ZipInspectionError)) throw damaged(name, hinted, error);
    throw zipRejection(error.problem, name, hinted, error, zipLimits);
  }
  if (names.has('[Content_Types].xml')) {
    if (names.has('word/document.xml')) return { kind: 'docx' };
    if (names.has('xl/workbook.xml')) return { kind: 'xlsx' };
  }
  // Plain zips, OpenDocument, PowerPoint, EPUB...: not on the list.
  throw notAllowed(name);
}

/** Maps a zip inspection failure, in the main thread or reported by a worker, to the user's error. */
export function zipRejection(
  problem: ZipProblem,
  name: string,
  kind: FileKind | 'office',
  cause: unknown,
  zipLimits: ZipLimits = defaultZipLimits,
): FileRejectedError {
  switch (problem) {
    case 'too-many-entries':
      return new FileRejectedError(
        'too-large',
        name,
        `${name}: the file holds too many parts to read (more than ${zipLimits.maxEntries}).`,
        { cause },
      );
    case 'unpacks-too-large':
      return new FileRejectedError(
        'unpacks-too-large',
        name,
        `${name}: the file unpacks to more than ${Math.round(zipLimits.maxUnpackedBytes / (1024 * 1024))} MB, more than this server reads.`,
        { cause },
      );
    case 'unsafe-archive':
      return new FileRejectedError(
        'unsafe-archive',
        name,
        `${name}: the file's internal structure is unsafe (bad paths or hidden parts), so it was not opened.`,
        { cause },
      );
    case 'encrypted':
      return encrypted(name, cause);
    case 'damaged':
      return damaged(name, kind, cause);
  }
}

export function encrypted(name: string, cause?: unknown): FileRejectedError {
  return new FileRejectedError('encrypted', name, `${name}: the file is password-protected; please send a copy without a password.`, { cause });
}

function detectCompoundFile(data: Uint8Array, name: string): DetectedFile {
  let entries: Set<string>;
  try {
    entries = new Set(readCfbEntryNames(data).map((entry) => entry.toLowerCase()));
  } catch (error) {
    const hinted = /\.xls$/i.test(name) ? 'xls' : /\.doc$/i.test(name) ? 'doc' : 'office';
    if (error instanceof CfbInspectionError || error instanceof RangeError) throw damaged(name, hinted, error);
    throw error;
  }
  // Office wraps a password-protected DOCX or XLSX in an OLE2 file with this stream.
  if (entries.has('encryptedpackage')) throw encrypted(name);
  if (entries.has('worddocument')) return { kind: 'doc' };
  if (entries.has('workbook') || entries.has('book')) return { kind: 'xls' };
  throw notAllowed(name);
}

function looksLikeText(data: Uint8Array): boolean {
  // UTF-16 with a byte-order mark is how Excel saves "Unicode text"; it is full of NULs by design.
  if (startsWithBytes(data, [0xff, 0xfe]) || startsWithBytes(data, [0xfe, 0xff])) return data.length % 2 === 0;
  // Only a sample is checked here to keep the request thread quick; the worker decodes all of it strictly.
  const sample = data.subarray(0, TEXT_SAMPLE_BYTES);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: data.length > TEXT_SAMPLE_BYTES });
  } catch {
    return false;
  }
  // Control characters other than tab, line breaks and form feed mark a binary format.
  let control = 0;
  for (const byte of sample) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  return control <= sample.length / 100;
}

function isCsvByName(name: string, declaredType: string | undefined): boolean {
  const type = declaredType?.split(';')[0]?.trim().toLowerCase();
  return /\.(csv|tsv)$/i.test(name) || type === 'text/csv' || type === 'text/tab-separated-values';
}
