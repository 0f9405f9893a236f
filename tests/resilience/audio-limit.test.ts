import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

const MB = 1024 * 1024;

function multipart(field: string, filename: string, type: string, size: number) {
  const boundary = '----audio-limit-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.alloc(size, 7), tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DATABASE_KINDS)('upload limits named in the 413 on %s (issue 11, item 10)', (kind) => {
  let t: TestApp;
  let transcribed = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      deps: {
        assistant: {
          extractor: { name: 'unused', extract: async () => Promise.reject(new Error('not called')) },
          transcriber: {
            name: 'stub',
            transcribe: async () => {
              transcribed += 1;
              return 'Garage floor, 24 by 26';
            },
          },
        },
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers a 30 MB recording with 413 naming the 25 MB audio limit', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/transcribe', ...multipart('audio', 'visit.wav', 'audio/wav', 30 * MB) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The recording is larger than the 25 MB limit.');
    expect(transcribed).toBe(0);
  });

  it('accepts a 20 MB recording (over the file limit, under the audio limit)', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/transcribe', ...multipart('audio', 'visit.wav', 'audio/wav', 20 * MB) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'Garage floor, 24 by 26' });
  });

  it('still names the 15 MB file limit for a document upload', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/ai-process', ...multipart('files', 'plans.pdf', 'application/pdf', 16 * MB) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('15 MB');
  });
});
