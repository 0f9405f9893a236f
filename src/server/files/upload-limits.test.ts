import { describe, expect, it } from 'vitest';
import { FileRejectedError } from './file-rejected-error.ts';
import { assertUploadLimits, displayFileName, MAX_FILE_BYTES, MAX_FILES, uploadLimits } from './upload-limits.ts';

describe('assertUploadLimits', () => {
  it('lets through up to MAX_FILES files of up to MAX_FILE_BYTES each', () => {
    expect(MAX_FILES).toBe(10);
    expect(MAX_FILE_BYTES).toBe(15 * 1024 * 1024);
    expect(uploadLimits).toEqual({ files: MAX_FILES, fileSize: MAX_FILE_BYTES });
    expect(() => assertUploadLimits(Array.from({ length: MAX_FILES }, (_, i) => ({ filename: `f${i}`, size: MAX_FILE_BYTES })))).not.toThrow();
  });

  it.each([
    ['eleven files', Array.from({ length: MAX_FILES + 1 }, () => ({ filename: 'a.txt', size: 1 })), undefined, /^Too many files: at most 10/],
    ['one byte too many', [{ filename: 'ok.pdf', size: 1 }, { filename: 'big.pdf', size: MAX_FILE_BYTES + 1 }], 'big.pdf', /^big\.pdf: the file is too large \(15 MB\); the limit is 15 MB per file\.$/],
    ['a 100 MB body', [{ filename: '../../scan.tif', size: 100 * 1024 * 1024 }], 'scan.tif', /^scan\.tif: the file is too large \(100 MB\)/],
  ])('refuses %s with 413 naming the file', (_label, files, filename, message) => {
    try {
      assertUploadLimits(files);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FileRejectedError);
      expect(error).toMatchObject({ status: 413, filename });
      expect((error as Error).message).toMatch(message);
    }
  });
});

describe('displayFileName', () => {
  it.each([
    ['quote.pdf', 'quote.pdf'],
    ['C:\\fakepath\\quote.pdf', 'quote.pdf'],
    ['/etc/passwd', 'passwd'],
    ['in\u202evoice\u0007.txt', 'invoice.txt'],
    ['', 'unnamed file'],
    [`${'a'.repeat(200)}.pdf`, `${'a'.repeat(117)}...`],
  ])('%j -> %j', (input, expected) => {
    expect(displayFileName(input)).toBe(expected);
  });
});
