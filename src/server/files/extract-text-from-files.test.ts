import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractTextFromFiles, type ExtractTextOptions, type UploadedFile } from './extract-text-from-files.ts';
import { FileRejectedError } from './file-rejected-error.ts';
import {
  deflateZeros,
  makeCompoundFile,
  makeDoc,
  makeDocx,
  makePdf,
  makePdfWithDeflatedContent,
  makePng,
  makeXls,
  makeXlsx,
  makeZip,
  officeShell,
  type ZipEntrySpec,
} from './test-support/make-sample-files.ts';
import { MAX_FILE_BYTES, MAX_FILES } from './upload-limits.ts';

const LINES = ['Quote request for Maria Gonzalez', 'Garage floor 24 x 26', 'Phone 555-201-3344'];
const ROWS: (string | number)[][] = [
  ['Customer', 'Maria Gonzalez'],
  ['Area', '24 x 26', 6.5],
];

async function rejection(files: UploadedFile[], options?: ExtractTextOptions): Promise<FileRejectedError> {
  try {
    await extractTextFromFiles(files, options);
  } catch (error) {
    if (error instanceof FileRejectedError) return error;
    throw error;
  }
  throw new Error('expected the upload to be refused');
}

const MB = 1024 * 1024;

describe('extractTextFromFiles', () => {
  const samples: Record<string, Buffer> = {};
  beforeAll(async () => {
    samples.pdf = await makePdf(LINES);
    samples.png = await makePng(LINES);
    samples.xlsx = await makeXlsx(ROWS);
  });

  it('reads a PDF, DOCX, DOC, XLSX, XLS, CSV and TXT into text, in order, in one call', async () => {
    const results = await extractTextFromFiles([
      { filename: 'request.pdf', data: samples.pdf!, declaredType: 'application/pdf' },
      { filename: 'request.docx', data: makeDocx(LINES) },
      { filename: 'request.doc', data: makeDoc(LINES) },
      { filename: 'prices.xlsx', data: samples.xlsx! },
      { filename: 'old-prices.xls', data: makeXls(ROWS) },
      { filename: 'areas.csv', data: Buffer.from('customer,area\r\n"Gonzalez, Maria","24 x 26"\r\n'), declaredType: 'text/csv' },
      { filename: 'notes.txt', data: Buffer.from(`\ufeff${LINES.join('\r\n')}`) },
    ]);
    expect(results.map((r) => [r.filename, r.kind])).toEqual([
      ['request.pdf', 'pdf'],
      ['request.docx', 'docx'],
      ['request.doc', 'doc'],
      ['prices.xlsx', 'xlsx'],
      ['old-prices.xls', 'xls'],
      ['areas.csv', 'csv'],
      ['notes.txt', 'txt'],
    ]);
    for (const result of results) {
      expect(result.text, result.filename).toContain('Maria');
      expect(result.text, result.filename).toContain('Gonzalez');
      expect(result.text, result.filename).toContain('24 x 26');
      expect(result.image).toBeUndefined();
    }
    // Spreadsheet rows keep their cells on one tab-separated line.
    expect(results[3]!.text).toContain('Area\t24 x 26\t6.5');
    expect(results[4]!.text).toContain('Area\t24 x 26\t6.5');
    expect(results[5]!.text).toBe('customer\tarea\nGonzalez, Maria\t24 x 26');
    expect(results[6]!.text).toBe(LINES.join('\n'));
  });

  it('reads printed text out of a PNG with tesseract and returns the image bytes too', async () => {
    const [result] = await extractTextFromFiles([{ filename: 'photo.png', data: samples.png! }]);
    expect(result).toMatchObject({ filename: 'photo.png', kind: 'image', image: { mimeType: 'image/png' } });
    expect(result!.image!.data.equals(samples.png!)).toBe(true);
    expect(result!.text).toContain('Maria Gonzalez');
    expect(result!.text).toContain('24 x 26');
  });

  it('treats a PNG renamed .pdf, declared as a PDF, as the image it is', async () => {
    const [result] = await extractTextFromFiles([{ filename: 'scan.pdf', data: samples.png!, declaredType: 'application/pdf' }]);
    expect(result!.kind).toBe('image');
    expect(result!.text).toContain('Gonzalez');
  });

  it('refuses an .exe renamed .txt with 415, naming the file', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512), Buffer.from('This program cannot be run in DOS mode.')]);
    const error = await rejection([{ filename: 'notes.txt', data: exe, declaredType: 'text/plain' }]);
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/^notes\.txt: this type of file is not accepted\./);
  });

  it('refuses a truncated PDF with 422, naming the file', async () => {
    const truncated = samples.pdf!.subarray(0, Math.floor(samples.pdf!.length * 0.6));
    const error = await rejection([{ filename: 'quote.pdf', data: truncated }]);
    expect(error.status).toBe(422);
    expect(error.message).toBe('quote.pdf: the file is damaged or is not a real PDF.');
  });

  it('refuses a fake Word document (OLE2 with a WordDocument stream of nonsense) with 422', async () => {
    const error = await rejection([{ filename: 'notes.doc', data: makeCompoundFile({ WordDocument: 'not really a FIB', '1Table': 'x' }) }]);
    expect(error.status).toBe(422);
    expect(error.message).toBe('notes.doc: the file is damaged or is not a real Word document.');
  });

  it('refuses a DOCX whose XML is broken with 422', async () => {
    const broken = makeZip(officeShell('docx', [{ name: 'word/document.xml', content: '<w:document><w:body><w:p>' }]));
    const error = await rejection([{ filename: 'notes.docx', data: broken }]);
    expect(error.status).toBe(422);
    expect(error.message).toBe('notes.docx: the file is damaged or is not a real Word document.');
  });

  it('refuses more than MAX_FILES files, or one over MAX_FILE_BYTES, with 413 before parsing anything', async () => {
    const tooMany = Array.from({ length: MAX_FILES + 1 }, (_, i) => ({ filename: `n${i}.txt`, data: Buffer.from('hi') }));
    expect(await rejection(tooMany)).toMatchObject({ status: 413, reason: 'too-many-files' });

    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x61);
    const error = await rejection([{ filename: 'huge.txt', data: big }]);
    expect(error).toMatchObject({ status: 413, reason: 'too-large', filename: 'huge.txt' });
    expect(error.message).toMatch(/^huge\.txt: the file is too large/);
  });

  describe('zip bombs', () => {
    let zeros: Buffer;
    beforeAll(async () => {
      // 256 MB of zeros deflate to about 250 KB.
      zeros = await deflateZeros(256 * MB);
    });

    const bomb = (kind: 'docx' | 'xlsx', main: string, declaredSize: number, copies: number): Buffer =>
      makeZip(
        officeShell(kind, [
          { name: main, content: '<x/>' },
          ...Array.from({ length: copies }, (_, i): ZipEntrySpec => ({ name: `${kind === 'docx' ? 'word' : 'xl'}/media/bomb${i}.bin`, deflated: { data: zeros, declaredSize } })),
        ]),
      );

    it.each([
      ['docx', 'word/document.xml'],
      ['xlsx', 'xl/workbook.xml'],
    ] as const)('refuses a bomb disguised as .%s from its central directory, quickly and without inflating it', async (kind, main) => {
      // Eight 256 MB entries: 2 GB unpacked, honestly declared.
      const data = bomb(kind, main, 256 * MB, 8);
      expect(data.length).toBeLessThan(5 * MB);
      const rssBefore = process.memoryUsage().rss;
      const error = await rejection([{ filename: `quote.${kind}`, data }]);
      // 2 GB were never inflated: the process grew by less than one entry's worth.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * MB);
      expect(error).toMatchObject({ status: 413, reason: 'unpacks-too-large', filename: `quote.${kind}` });
      expect(error.message).toMatch(new RegExp(`^quote\\.${kind}: the file unpacks to more than 100 MB`));
    });

    it.each([
      ['docx', 'word/document.xml'],
      ['xlsx', 'xl/workbook.xml'],
    ] as const)('refuses a bomb disguised as .%s whose headers understate its size, in the worker, with bounded memory', async (kind, main) => {
      // Declares 1 KB per entry, inflates to 256 MB: only inflating can tell, so the worker does it with a cap.
      const data = bomb(kind, main, 1024, 4);
      const rssBefore = process.memoryUsage().rss;
      const error = await rejection([{ filename: `quote.${kind}`, data }]);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MB);
      expect(error).toMatchObject({ status: 413, reason: 'unpacks-too-large', filename: `quote.${kind}` });
    });

    it('refuses an archive with a path escaping it with 422', async () => {
      const data = makeZip(officeShell('docx', [{ name: 'word/document.xml', content: '<x/>' }, { name: '../../../tmp/evil.sh', content: 'rm -rf /' }]));
      const error = await rejection([{ filename: 'quote.docx', data }]);
      expect(error).toMatchObject({ status: 422, reason: 'unsafe-archive' });
    });
  });

  it('stops a parser that hangs at the time-out with 422, and the next upload still works', async () => {
    // The simulated parser never ends: 'timed-out' can only come from the time-out.
    const error = await rejection([{ filename: 'stuck.txt', data: Buffer.from('hi') }], { simulateWorkerFault: 'hang', timeoutMs: 1_500 });
    expect(error).toMatchObject({ status: 422, reason: 'timed-out' });
    expect(error.message).toBe('stuck.txt: reading the file took too long, so it was stopped. It may be damaged or too complex.');

    const [after] = await extractTextFromFiles([{ filename: 'fine.txt', data: Buffer.from('24 x 26') }]);
    expect(after!.text).toBe('24 x 26');
  });

  it('ends a parser that exhausts its memory limit with 422, leaving this process alive', async () => {
    const error = await rejection([{ filename: 'greedy.txt', data: Buffer.from('hi') }], { simulateWorkerFault: 'exhaust-memory', maxWorkerHeapMb: 32 });
    expect(error).toMatchObject({ status: 422, reason: 'too-complex' });
    expect(error.message).toBe('greedy.txt: the file needs more memory to read than this server allows.');
  });

  it('stops at once when the caller aborts, e.g. because the client went away', async () => {
    const controller = new AbortController();
    const pending = extractTextFromFiles([{ filename: 'stuck.txt', data: Buffer.from('hi') }], {
      simulateWorkerFault: 'hang',
      timeoutMs: 20_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('client closed the connection')), 300);
    // With a 20 s time-out, this reason (not 'timed-out') shows the abort itself ended the work.
    await expect(pending).rejects.toThrow('client closed the connection');
  });

  it('stops a PDF flate bomb, which pdf.js inflates into typed arrays outside the V8 heap cap, by watching process memory', async () => {
    // 512 MB of zeros in one page content stream: NUL is whitespace to the PDF lexer, so reading
    // the page text means inflating all of it.
    const pdf = makePdfWithDeflatedContent(await deflateZeros(512 * MB, 'zlib'));
    expect(pdf.length).toBeLessThan(2 * MB);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    const before = process.memoryUsage.rss();
    const error = await rejection([{ filename: 'bomb.pdf', data: pdf }], { maxWorkerRssGrowthMb: 200 });
    clearInterval(sampler);
    expect(error).toMatchObject({ status: 422, reason: 'too-complex', filename: 'bomb.pdf' });
    expect(peak - before).toBeLessThan(600 * MB);
  });

  it('says clearly that OCR is missing when tesseract is not installed', async () => {
    const error = await rejection([{ filename: 'photo.png', data: samples.png! }], { tesseractPath: '/nonexistent/tesseract' });
    expect(error).toMatchObject({ status: 422, reason: 'ocr-unavailable' });
    expect(error.message).toBe('photo.png: image text recognition is not installed on this server.');
  });

  it('reports the refused file, not a sibling stopped because of it', async () => {
    const error = await rejection([
      { filename: 'fine.pdf', data: samples.pdf! },
      { filename: 'broken.pdf', data: samples.pdf!.subarray(0, 300) },
    ]);
    expect(error.filename).toBe('broken.pdf');
  });

  it('cleans file names before putting them in results and messages', async () => {
    const [result] = await extractTextFromFiles([{ filename: 'C:\\Users\\maria\\notes\u202e.txt', data: Buffer.from('hello') }]);
    expect(result!.filename).toBe('notes.txt');
  });

  it('cuts very long text at maxTextChars and says so', async () => {
    const [result] = await extractTextFromFiles([{ filename: 'long.txt', data: Buffer.from('a'.repeat(5_000)) }], { maxTextChars: 1_000 });
    expect(result!.text).toHaveLength(1_000);
    expect(result!.truncated).toBe(true);
  });

  it('works in a plain `node --import tsx` process too, where the worker bootstrap must register tsx itself', async () => {
    const script = `
      const { extractTextFromFiles } = await import(${JSON.stringify(new URL('./extract-text-from-files.ts', import.meta.url).href)});
      const results = await extractTextFromFiles([
        { filename: 'a.txt', data: Buffer.from('Maria Gonzalez 24 x 26') },
        { filename: 'b.csv', data: Buffer.from('a,b\\n1,2') },
      ]);
      process.stdout.write(JSON.stringify(results.map((r) => [r.kind, r.text])));
    `;
    const cwd = fileURLToPath(new URL('../../..', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd, timeout: 20_000 });
    expect(JSON.parse(stdout)).toEqual([
      ['txt', 'Maria Gonzalez 24 x 26'],
      ['csv', 'a\tb\n1\t2'],
    ]);
  });
});
