import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantError } from '#server/assistant/assistant-error.ts';
import type { QuoteExtractor } from '#server/assistant/quote-extractor.ts';
import type { Transcriber } from '#server/assistant/transcriber.ts';
import { FileRejectedError } from '#server/files/file-rejected-error.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

describe('one error type', () => {
  it('AssistantError and FileRejectedError are AppErrors whose status comes from the one map', () => {
    const timeout = new AssistantError('timeout', 'The AI provider did not answer in time');
    expect(timeout).toBeInstanceOf(AppError);
    expect([timeout.code, timeout.kind, timeout.status]).toEqual(['timeout', 'gateway_timeout', 504]);
    const heic = new FileRejectedError('type-not-allowed', 'photo.heic', 'photo.heic: not accepted');
    expect(heic).toBeInstanceOf(AppError);
    expect([heic.reason, heic.status]).toEqual(['type-not-allowed', 415]);
    expect(new FileRejectedError('too-large', undefined, 'too large').status).toBe(413);
    expect(new FileRejectedError('damaged', 'a.pdf', 'damaged').status).toBe(422);
    expect(new AppError('conflict', 'exists', { details: { existingId: 'x' } })).toMatchObject({ status: 409, details: { existingId: 'x' } });
  });
});

/**
 * The routes call the extractor, the file parsers and the transcriber with no wrapper around them:
 * the error handler alone must answer each error's own status and message (not a 500).
 */
describe.each(DATABASE_KINDS)('errors thrown past a route with no wrapper, on %s', (kind) => {
  let failure: Error = new Error('unset');
  const extractor: QuoteExtractor = {
    name: 'failing-stub',
    extract: () => Promise.reject(failure),
  };
  const transcriber: Transcriber = {
    name: 'failing-stub',
    transcribe: () => Promise.reject(failure),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { deps: { assistant: { extractor, transcriber } } });
  });
  afterAll(async () => t?.close());

  const extract = () => t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text: 'Garage floor for Dana, 400 sq ft' } });

  it.each([
    ['rate_limited', 429],
    ['timeout', 504],
    ['not_configured', 503],
    ['provider_error', 502],
    ['bad_input', 400],
  ] as const)('an AssistantError %s answers %i with its own message', async (code, status) => {
    failure = new AssistantError(code, `the provider said ${code}`, { detail: 'secret body excerpt' });
    const res = await extract();
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(`the provider said ${code}`);
    expect(res.body).not.toContain('secret body excerpt');
  });

  it('a FileRejectedError answers its own status and message', async () => {
    failure = new FileRejectedError('type-not-allowed', 'photo.heic', 'photo.heic: this type of file is not accepted.');
    const res = await extract();
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('photo.heic: this type of file is not accepted.');
  });

  it('an AssistantError from the transcriber answers its own status', async () => {
    failure = new AssistantError('rate_limited', 'AI provider is rate limiting; try again shortly');
    const boundary = '----epoxyerrors';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="r.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      Buffer.from('RIFF0000WAVEfmt some audio'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.staff({ method: 'POST', url: '/api/transcribe', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('AI provider is rate limiting; try again shortly');
  });

  it('a plain Error is still a 500 that hides its message', async () => {
    failure = new Error('internal stack detail');
    const res = await extract();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('internal stack detail');
  });
});
