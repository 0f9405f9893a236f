import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DATABASE_KINDS } from '../testing/test-databases.ts';
import { extractTextFromFiles } from './extract-text-from-files.ts';
import { storableText } from './stored-text.ts';
import { multipartBody } from '../testing/multipart-body.ts';


const LONE = /[\uD800-\uDFFF]/u;

describe('text read from files is storable (no lone surrogates, no NUL)', () => {
  it('storableText replaces a lone surrogate with U+FFFD and keeps pairs', () => {
    expect(storableText('a\ud800b\udfffc😀\u0000d')).toBe('a\ufffdb\ufffdc😀d');
  });

  it('cutting a long file at the text limit never leaves half an emoji', async () => {
    const data = Buffer.from(`Garage floor 20 x 20 ft ${'x'.repeat(5)}😀 tail`);
    const cut = 'Garage floor 20 x 20 ft xxxxx'.length + 1;
    const [file] = await extractTextFromFiles([{ filename: 'notes.txt', data, declaredType: 'text/plain' }], { maxTextChars: cut });
    expect(file!.truncated).toBe(true);
    expect(LONE.test(file!.text)).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('an upload whose text is cut inside an emoji, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('makes its draft (the text the assistant read is stored) instead of a 500', { timeout: 60_000 }, async () => {
    // 200,000 characters are kept per file: the emoji straddles that cut.
    const head = 'Customer: Pat Lee\nGarage floor 20 x 20 ft, flake system at $5 per sq ft\n';
    const text = `${head}${'.'.repeat(200_000 - head.length - 1)}😀 and more`;
    const res = await t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt: 'Quote this' }, [{ field: 'file', filename: 'notes.txt', type: 'text/plain', data: Buffer.from(text) }]) });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe.each(DATABASE_KINDS)('a multipart prompt cut inside an emoji, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('makes its draft instead of a 500', { timeout: 60_000 }, async () => {
    // The prompt is kept to 20,000 characters: the emoji straddles that cut.
    const head = 'Customer: Pat Lee. Garage floor 20 x 20 ft, flake system at $5 per sq ft. ';
    const prompt = `${head}${'.'.repeat(20_000 - head.length - 1)}😀 more`;
    const res = await t.staff({ method: 'POST', url: '/api/ai-process', ...multipartBody({ prompt }, []) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
