// A deliberately small reader of the zip central directory. It never inflates anything: the point
// is to refuse zip bombs, overlapping entries, hidden entries and unsafe paths from the archive's
// own bookkeeping before any parser (mammoth's JSZip, read-excel-file's streaming unzipper) sees
// the bytes. Sizes declared here can lie; verify-zip-entries.ts checks them in the worker.

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the entry's compressed data (just past its local header). */
  dataOffset: number;
}

export type ZipProblem = 'damaged' | 'unsafe-archive' | 'encrypted' | 'too-many-entries' | 'unpacks-too-large';

export class ZipInspectionError extends Error {
  readonly problem: ZipProblem;
  constructor(problem: ZipProblem, detail: string) {
    super(`zip ${problem}: ${detail}`);
    this.name = 'ZipInspectionError';
    this.problem = problem;
  }
}

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_EXTRA_ID = 0x0001;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;

export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/**
 * Lists the entries of a zip archive from its central directory.
 * Refuses (ZipInspectionError): more than `maxEntries` entries or more than `maxUnpackedBytes` in
 * all once unpacked; zip64, multi-disk and encrypted archives; compression other than stored or
 * deflate; paths that are absolute, contain '..' or NUL, or repeat; entries that overlap or leave
 * room between them for entries the central directory does not list.
 */
export function inspectZipArchive(data: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const eocd = findEndOfCentralDirectory(data, view);

  const diskNumber = view.getUint16(eocd + 4, true);
  const centralDisk = view.getUint16(eocd + 6, true);
  const entriesOnDisk = view.getUint16(eocd + 8, true);
  const totalEntries = view.getUint16(eocd + 10, true);
  const centralSize = view.getUint32(eocd + 12, true);
  const centralOffset = view.getUint32(eocd + 16, true);

  if (totalEntries > limits.maxEntries) {
    throw new ZipInspectionError('too-many-entries', `${totalEntries} entries`);
  }
  if (totalEntries === 0xffff || centralSize === 0xffffffff || centralOffset === 0xffffffff) {
    // A zip64 archive: no Office file under our size limit needs one, so do without the parser.
    throw new ZipInspectionError('damaged', 'zip64 end of central directory');
  }
  if (diskNumber !== 0 || centralDisk !== 0 || entriesOnDisk !== totalEntries) {
    throw new ZipInspectionError('damaged', 'multi-disk archive');
  }
  if (centralOffset + centralSize !== eocd) {
    throw new ZipInspectionError('damaged', 'central directory is not where the end record says');
  }

  const entries: (ZipEntry & { headerOffset: number; flags: number })[] = [];
  const names = new Set<string>();
  let unpacked = 0;
  let p = centralOffset;
  for (let i = 0; i < totalEntries; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      throw new ZipInspectionError('damaged', `central directory entry ${i} is malformed`);
    }
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const startDisk = view.getUint16(p + 34, true);
    let headerOffset = view.getUint32(p + 42, true);
    const next = p + 46 + nameLength + extraLength + commentLength;
    if (next > eocd) throw new ZipInspectionError('damaged', `central directory entry ${i} overruns`);

    const nameBytes = data.subarray(p + 46, p + 46 + nameLength);
    const name = decodeName(nameBytes, (flags & FLAG_UTF8) !== 0);

    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || headerOffset === 0xffffffff) {
      const sizes = readZip64Extra(view, p + 46 + nameLength, extraLength, {
        uncompressed: uncompressedSize === 0xffffffff,
        compressed: compressedSize === 0xffffffff,
        offset: headerOffset === 0xffffffff,
      });
      uncompressedSize = sizes.uncompressed ?? uncompressedSize;
      compressedSize = sizes.compressed ?? compressedSize;
      headerOffset = sizes.offset ?? headerOffset;
    }

    if (startDisk !== 0) throw new ZipInspectionError('damaged', 'multi-disk entry');
    if ((flags & FLAG_ENCRYPTED) !== 0) throw new ZipInspectionError('encrypted', name);
    if (method !== METHOD_STORED && method !== METHOD_DEFLATE) {
      throw new ZipInspectionError('damaged', `unsupported compression method ${method}`);
    }
    if (method === METHOD_STORED && compressedSize !== uncompressedSize) {
      throw new ZipInspectionError('damaged', `stored entry sizes disagree: ${name}`);
    }
    assertSafePath(name);
    if (names.has(name)) throw new ZipInspectionError('unsafe-archive', `duplicate entry ${name}`);
    names.add(name);

    unpacked += uncompressedSize;
    if (uncompressedSize > limits.maxUnpackedBytes || unpacked > limits.maxUnpackedBytes) {
      throw new ZipInspectionError('unpacks-too-large', `more than ${limits.maxUnpackedBytes} bytes unpacked`);
    }

    const dataOffset = readLocalHeader(data, view, headerOffset, nameBytes, method, flags, compressedSize, centralOffset);
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset, headerOffset, flags });
    p = next;
  }
  if (p !== eocd) throw new ZipInspectionError('damaged', 'central directory has trailing bytes');

  assertContiguous(entries, view, centralOffset);
  return entries.map(({ name, method, compressedSize, uncompressedSize, dataOffset }) => ({
    name,
    method,
    compressedSize,
    uncompressedSize,
    dataOffset,
  }));
}

function findEndOfCentralDirectory(data: Uint8Array, view: DataView): number {
  if (data.length < EOCD_SIZE) throw new ZipInspectionError('damaged', 'too short for a zip');
  const lowest = Math.max(0, data.length - EOCD_SIZE - MAX_COMMENT);
  for (let p = data.length - EOCD_SIZE; p >= lowest; p--) {
    if (view.getUint32(p, true) === EOCD_SIGNATURE) {
      const commentLength = view.getUint16(p + 20, true);
      // Requiring the comment to end the file exactly rules out data appended after the archive.
      if (p + EOCD_SIZE + commentLength === data.length) return p;
    }
  }
  throw new ZipInspectionError('damaged', 'no end of central directory record');
}

function readZip64Extra(
  view: DataView,
  start: number,
  length: number,
  wanted: { uncompressed: boolean; compressed: boolean; offset: boolean },
): { uncompressed?: number; compressed?: number; offset?: number } {
  let p = start;
  const end = start + length;
  while (p + 4 <= end) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (p + 4 + size > end) break;
    if (id === ZIP64_EXTRA_ID) {
      let q = p + 4;
      const read = (): number => {
        if (q + 8 > p + 4 + size) throw new ZipInspectionError('damaged', 'short zip64 extra field');
        const value = view.getBigUint64(q, true);
        q += 8;
        if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipInspectionError('unpacks-too-large', 'zip64 size');
        return Number(value);
      };
      const result: { uncompressed?: number; compressed?: number; offset?: number } = {};
      // The zip64 fields appear in this fixed order, each only when its 32-bit field is saturated.
      if (wanted.uncompressed) result.uncompressed = read();
      if (wanted.compressed) result.compressed = read();
      if (wanted.offset) result.offset = read();
      return result;
    }
    p += 4 + size;
  }
  throw new ZipInspectionError('damaged', 'missing zip64 extra field');
}

function decodeName(bytes: Uint8Array, utf8: boolean): string {
  if (utf8) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ZipInspectionError('damaged', 'entry name is not valid UTF-8');
    }
  }
  // CP437 differs from latin1 only above 0x7f, which matters to no check made here.
  return new TextDecoder('latin1').decode(bytes);
}

function assertSafePath(name: string): void {
  if (name === '' || name.includes('\0')) throw new ZipInspectionError('unsafe-archive', 'empty or NUL in entry name');
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) {
    throw new ZipInspectionError('unsafe-archive', `absolute path ${JSON.stringify(name)}`);
  }
  if (name.split(/[/\\]/).some((segment) => segment === '..')) {
    throw new ZipInspectionError('unsafe-archive', `path escapes the archive: ${JSON.stringify(name)}`);
  }
}

function readLocalHeader(
  data: Uint8Array,
  view: DataView,
  offset: number,
  centralName: Uint8Array,
  centralMethod: number,
  centralFlags: number,
  compressedSize: number,
  centralOffset: number,
): number {
  if (offset + 30 > centralOffset || view.getUint32(offset, true) !== LOCAL_SIGNATURE) {
    throw new ZipInspectionError('damaged', `no local header at ${offset}`);
  }
  const flags = view.getUint16(offset + 6, true);
  const method = view.getUint16(offset + 8, true);
  const localCompressed = view.getUint32(offset + 18, true);
  const nameLength = view.getUint16(offset + 26, true);
  const extraLength = view.getUint16(offset + 28, true);
  const dataOffset = offset + 30 + nameLength + extraLength;
  if (dataOffset + compressedSize > centralOffset) throw new ZipInspectionError('damaged', 'entry data overruns');

  // Streaming unzippers trust the local header, JSZip the central one: they must agree, or the
  // archive could show one parser content the checks above never saw.
  const localName = data.subarray(offset + 30, offset + 30 + nameLength);
  if (method !== centralMethod || !sameBytes(localName, centralName)) {
    throw new ZipInspectionError('unsafe-archive', 'local header disagrees with central directory');
  }
  if ((flags & FLAG_DATA_DESCRIPTOR) !== (centralFlags & FLAG_DATA_DESCRIPTOR)) {
    throw new ZipInspectionError('unsafe-archive', 'local header disagrees with central directory');
  }
  if ((flags & FLAG_DATA_DESCRIPTOR) === 0 && localCompressed !== 0xffffffff && localCompressed !== compressedSize) {
    throw new ZipInspectionError('unsafe-archive', 'local compressed size disagrees with central directory');
  }
  return dataOffset;
}

function assertContiguous(
  entries: readonly { headerOffset: number; dataOffset: number; compressedSize: number; flags: number }[],
  view: DataView,
  centralOffset: number,
): void {
  const sorted = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  let expected = 0;
  for (const entry of sorted) {
    if (entry.headerOffset !== expected) {
      // Overlap is the "overlapping files" bomb; a gap could hold an entry only the streaming parser sees.
      throw new ZipInspectionError('unsafe-archive', `entry at ${entry.headerOffset}, expected ${expected}`);
    }
    expected = entry.dataOffset + entry.compressedSize;
    if ((entry.flags & FLAG_DATA_DESCRIPTOR) !== 0) expected += descriptorLength(view, expected, centralOffset);
  }
  if (expected !== centralOffset) {
    throw new ZipInspectionError('unsafe-archive', `unlisted bytes before the central directory at ${expected}`);
  }
}

function descriptorLength(view: DataView, at: number, limit: number): number {
  // The descriptor holds crc, compressed and uncompressed sizes (4 or 8 bytes each), with or without a signature.
  const signed = at + 4 <= limit && view.getUint32(at, true) === DESCRIPTOR_SIGNATURE;
  const candidates = signed ? [16, 24] : [12, 20];
  for (const length of candidates) {
    const end = at + length;
    if (end === limit) return length;
    if (end + 4 <= limit && (view.getUint32(end, true) === LOCAL_SIGNATURE || view.getUint32(end, true) === CENTRAL_SIGNATURE)) {
      return length;
    }
  }
  throw new ZipInspectionError('damaged', 'malformed data descriptor');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
