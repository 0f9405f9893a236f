import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

function multipartTxt(prompt: string, filename: string, data: Buffer) {
  const boundary = `----epoxy${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\n${prompt}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// Issue 11 item 2a: a 100,000-character TXT of digits took 18 s on the request thread and held
// /api/health for as long. Now the reader is bounded and runs in a worker under a time limit.
describe.each(DATABASE_KINDS)('extraction limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers a 100,000-character TXT of digits (422 or a draft) while /api/health still answers', async () => {
    const digits = Buffer.from('1234567890'.repeat(10_000));
    const processing = t.staff({ method: 'POST', url: '/api/ai-process', ...multipartTxt('', 'digits.txt', digits) });
    const health = await t.anonymous({ method: 'GET', url: '/api/health' });
    const res = await processing;
    expect(health.statusCode).toBe(200);
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 422) expect(res.json().message).toMatch(/\w+/);
  });

  it('answers 20,000 typed characters of 12x with 422 and a message for people, or a draft', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text: '12x'.repeat(6_666) } });
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 422) expect(res.json().message).toBeTruthy();
  });
});
