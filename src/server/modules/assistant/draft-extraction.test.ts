import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import Fastify from 'fastify';
import { createAssistant } from '#server/assistant/create-extractor.ts';
import { EmbeddedExtractor } from '#server/assistant/embedded-extractor.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { createDraft } from '../documents/drafts.ts';
import { draftInputSchema } from '#shared/documents/schemas.ts';
import { assistantStatusRoute } from './assistant-status-route.ts';

const record: ExtractionRecord = {
  extractor: 'llm:qwen2.5:7b-instruct',
  requestText: 'Dana Okonkwo, garage 24 x 26 flake at $6.05',
  sources: [
    { field: 'customerName', start: 0, end: 12, confidence: 0.9, flag: null },
    { field: 'lineItems.0.rate', start: null, end: null, confidence: 0.3, flag: '$6.50 does not appear in the request' },
  ],
  warnings: ['The AI provider did not answer (timed out after 60 s); the built-in reader made this draft — check every field.'],
};

describe.each(DATABASE_KINDS)('GET /api/drafts/:id/extraction and GET /api/assistant on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A transcription server of its own, with a key and credentials in its URL that must never be shown.
    const assistant = createAssistant({ transcribeBaseUrl: 'http://user:pw@127.0.0.1:8080/v1', transcribeApiKey: 'secret-key', transcribeModel: 'whisper-1' });
    t = await buildTestApp(kind, { deps: { assistant } });
  });
  afterAll(async () => t?.close());

  it('answers the stored record of a draft the assistant made', async () => {
    const draft = await createDraft(t.app.db, draftInputSchema.parse(sampleQuotePayload({ customerName: 'Extraction Record One' })), { extraction: record });
    const res = await t.staff({ method: 'GET', url: `/api/drafts/${draft.id}/extraction` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(record);
  });

  it('keeps the record of a draft made through the assistant route', async () => {
    const text = 'Quote for Hector Alvarez, garage 20 x 25 flake system at $5.50 a square foot';
    const made = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text } });
    expect(made.statusCode, made.body).toBe(200);
    const res = await t.staff({ method: 'GET', url: `/api/drafts/${made.json().draft.id}/extraction` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ extractor: 'embedded', requestText: text });
  });

  it('answers 404 with a message for a draft typed by hand and for no draft, 400 for a bad id', async () => {
    const typed = await createDraft(t.app.db, draftInputSchema.parse(sampleQuotePayload({ customerName: 'Typed By Hand' })));
    const none = await t.staff({ method: 'GET', url: `/api/drafts/${typed.id}/extraction` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This draft was not made by the AI assistant, so there is no request to show beside it.');
    const missing = await t.staff({ method: 'GET', url: '/api/drafts/00000000-0000-4000-8000-000000000000/extraction' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Draft not found');
    const bad = await t.staff({ method: 'GET', url: '/api/drafts/not-an-id/extraction' });
    expect(bad.statusCode).toBe(400);
  });

  it('is staff-only', async () => {
    const draft = await createDraft(t.app.db, draftInputSchema.parse(sampleQuotePayload({ customerName: 'Extraction Record Two' })), { extraction: record });
    expect((await t.anonymous({ method: 'GET', url: `/api/drafts/${draft.id}/extraction` })).statusCode).toBe(401);
    expect((await t.anonymous({ method: 'GET', url: '/api/assistant' })).statusCode).toBe(401);
  });

  it('says which reader and transcriber are in use, with no key or credentials', async () => {
    const res = await t.staff({ method: 'GET', url: '/api/assistant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ extractor: 'embedded', transcriber: { model: 'whisper-1', host: '127.0.0.1:8080' } });
    expect(res.body).not.toMatch(/secret|pw@|user/);
  });
});

describe('GET /api/assistant without a transcription server', () => {
  it('answers transcriber null (the browser’s own recognition)', async () => {
    const app = Fastify();
    assistantStatusRoute(app, { extractor: new EmbeddedExtractor(), transcriber: null });
    expect((await app.inject({ method: 'GET', url: '/api/assistant' })).json()).toEqual({ extractor: 'embedded', transcriber: null });
    await app.close();
  });
});
