import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '#server/assistant/create-extractor.ts';
import { OpenAiStub } from '#server/assistant/test-support/openai-stub.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

/** Streams `bytes` of JSON-looking text with no content-length, as a broken or hostile provider might. */
function streamHuge(response: ServerResponse, bytes: number, head: string): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.on('error', () => undefined);
  response.write(head);
  const chunk = 'word '.repeat(20_000);
  let sent = 0;
  const pump = (): void => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end('"}');
  };
  pump();
}

function recording() {
  const boundary = '----epoxyprovider';
  const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(64, 1)]);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
    wav,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DATABASE_KINDS)('what a provider sends back, through the routes, on %s', (kind) => {
  const provider = new OpenAiStub();
  let t: TestApp;
  beforeAll(async () => {
    await provider.start();
    // One stub for both protocols: chat completions and audio transcriptions.
    t = await buildTestApp(kind, {
      deps: { assistant: createAssistant({ baseUrl: provider.baseUrl, model: 'qwen2.5:7b-instruct', transcribeModel: 'whisper-1', timeoutMs: 5000 }) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider.stop();
  });

  it('a 300 MB-class transcript is cut off at 2 MB: 502 with a message, nothing passed on', async () => {
    provider.handler = (_request, response) => streamHuge(response, 6 * 1024 * 1024, '{"text":"');
    const res = await t.staff({ method: 'POST', url: '/api/transcribe', ...recording() });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The AI provider sent more than 2 MB; its answer was not used');
    expect(res.body.length).toBeLessThan(1000);
  });

  it('an oversized chat answer: the built-in reader makes the draft, and its record says why', async () => {
    provider.handler = (_request, response) => streamHuge(response, 4 * 1024 * 1024, '{"choices":[{"message":{"content":"');
    const text = `Quote for Hector Alvarez ${kind}, garage 20 x 25 flake system at $5.50 a square foot`;
    const res = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text } });
    expect(res.statusCode, res.body).toBe(200);
    const record = await t.staff({ method: 'GET', url: `/api/drafts/${res.json().draft.id}/extraction` });
    expect(record.json()).toMatchObject({
      extractor: 'llm:qwen2.5:7b-instruct',
      requestText: text,
      warnings: ['The AI provider sent an answer too large to use; the built-in reader made this draft — check every field.'],
    });
  });
});
