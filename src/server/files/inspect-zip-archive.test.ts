import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectZipArchive, ZipInspectionError, type ZipProblem } from './inspect-zip-archive.ts';
import { makeDocx, makeXlsx, makeZip } from './test-support/make-sample-files.ts';
import { verifyZipEntries } from './verify-zip-entries.ts';

const limits = { maxEntries: 50, maxUnpackedBytes: 1024 * 1024 };

function problemOf(run: () => unknown): ZipProblem | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof ZipInspectionError) return error.problem;
    throw error;
  }
}

describe('inspectZipArchive', () => {
  it('lists the entries of a well-formed archive with their declared sizes', () => {
    const zip = makeZip([
      { name: 'a.txt', content: 'hello hello hello' },
      { name: 'dir/b.txt', content: 'stored', store: true },
    ]);
    const entries = inspectZipArchive(zip, limits);
    expect(entries.map((e) => [e.name, e.method, e.uncompressedSize])).toEqual([
      ['a.txt', 8, 17],
      ['dir/b.txt', 0, 6],
    ]);
    expect(() => verifyZipEntries(zip, entries)).not.toThrow();
  });

  it('reads archives made by a real producer (write-excel-file, with data descriptors) and the test DOCX', async () => {
    const xlsx = await makeXlsx([['a', 1]]);
    expect(inspectZipArchive(xlsx, limits).map((e) => e.name)).toContain('xl/workbook.xml');
    expect(inspectZipArchive(makeDocx(['x']), limits).map((e) => e.name)).toContain('word/document.xml');
  });

  it.each<[string, () => Buffer, ZipProblem]>([
    ['a parent-directory path', () => makeZip([{ name: '../../etc/cron.d/evil', content: 'x' }]), 'unsafe-archive'],
    ['a nested parent-directory path', () => makeZip([{ name: 'word/../../evil.xml', content: 'x' }]), 'unsafe-archive'],
    ['a backslash parent path', () => makeZip([{ name: 'word\\..\\..\\evil.xml', content: 'x' }]), 'unsafe-archive'],
    ['an absolute path', () => makeZip([{ name: '/etc/passwd', content: 'x' }]), 'unsafe-archive'],
    ['a drive-letter path', () => makeZip([{ name: 'C:/Windows/evil.dll', content: 'x' }]), 'unsafe-archive'],
    ['a repeated name', () => makeZip([{ name: 'a', content: '1' }, { name: 'a', content: '2' }]), 'unsafe-archive'],
    ['too many entries', () => makeZip(Array.from({ length: 51 }, (_, i) => ({ name: `f${i}`, content: '' }))), 'too-many-entries'],
    [
      'a declared size over the limit',
      () => makeZip([{ name: 'big', deflated: { data: deflateRawSync(Buffer.alloc(10)), declaredSize: 2 * 1024 * 1024 } }]),
      'unpacks-too-large',
    ],
    [
      'declared sizes that add up past the limit',
      () => makeZip(Array.from({ length: 3 }, (_, i) => ({ name: `p${i}`, deflated: { data: deflateRawSync(Buffer.alloc(1)), declaredSize: 400_000 } }))),
      'unpacks-too-large',
    ],
    ['two entries sharing one body (overlap)', () => makeZip([{ name: 'a', content: 'aaaa' }, { name: 'b', content: 'aaaa' }], { centralOffsets: [0, 0] }), 'unsafe-archive'],
    ['bytes appended after the archive', () => Buffer.concat([makeZip([{ name: 'a', content: 'x' }]), Buffer.from('junk')]), 'damaged'],
    ['no end record at all', () => Buffer.from('PK\x03\x04 but nothing else of a zip'), 'damaged'],
    ['a truncated archive', () => makeZip([{ name: 'a', content: 'x'.repeat(100) }]).subarray(0, 40), 'damaged'],
  ])('refuses %s', (_label, make, problem) => {
    expect(problemOf(() => inspectZipArchive(make(), limits))).toBe(problem);
  });

  it('refuses an entry hidden between listed ones, which only a streaming unzipper would see', () => {
    const listed = makeZip([{ name: 'a', content: 'visible' }]);
    const hidden = makeZip([{ name: 'evil', content: 'hidden' }]);
    const hiddenLocal = hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    const listedLocal = listed.subarray(0, listed.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    const central = Buffer.from(listed.subarray(listedLocal.length));
    // Move the central directory past the smuggled entry: fix its offset in the end record.
    const endAt = central.length - 22;
    central.writeUInt32LE(listedLocal.length + hiddenLocal.length, endAt + 16);
    const smuggled = Buffer.concat([listedLocal, hiddenLocal, central]);
    expect(problemOf(() => inspectZipArchive(smuggled, limits))).toBe('unsafe-archive');
  });

  it('refuses an entry whose local header names another file than the central directory', () => {
    const zip = makeZip([{ name: 'word/document.xml', content: 'x' }]);
    const local = zip.indexOf(Buffer.from('word/document.xml'));
    zip.write('word/documenX.xml', local, 'latin1');
    expect(problemOf(() => inspectZipArchive(zip, limits))).toBe('unsafe-archive');
  });

  it('refuses encrypted entries', () => {
    const zip = makeZip([{ name: 'a', content: 'x' }]);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(zip.readUInt16LE(central + 8) | 1, central + 8);
    zip.writeUInt16LE(zip.readUInt16LE(6) | 1, 6);
    expect(problemOf(() => inspectZipArchive(zip, limits))).toBe('encrypted');
  });
});

describe('verifyZipEntries', () => {
  it('refuses an entry that inflates past the size its headers claim, without inflating it all', () => {
    const zip = makeZip([{ name: 'liar', deflated: { data: deflateRawSync(Buffer.alloc(5 * 1024 * 1024)), declaredSize: 1000 } }]);
    const entries = inspectZipArchive(zip, limits);
    expect(problemOf(() => verifyZipEntries(zip, entries))).toBe('unpacks-too-large');
  });

  it('refuses an entry that inflates to less than claimed, or not at all', () => {
    const short = makeZip([{ name: 'short', deflated: { data: deflateRawSync(Buffer.alloc(10)), declaredSize: 1000 } }]);
    expect(problemOf(() => verifyZipEntries(short, inspectZipArchive(short, limits)))).toBe('damaged');
    const garbage = makeZip([{ name: 'garbage', deflated: { data: Buffer.from([0xff, 0xff, 0xff, 0xff]), declaredSize: 10 } }]);
    expect(problemOf(() => verifyZipEntries(garbage, inspectZipArchive(garbage, limits)))).toBe('damaged');
  });
});
