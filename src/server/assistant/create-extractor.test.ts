import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantError } from './assistant-error.ts';
import { createAssistant, createExtractor, createTranscriber, FallbackExtractor } from './create-extractor.ts';
import { EmbeddedExtractor } from './embedded-extractor.ts';
import { OpenAiTranscriber } from './transcriber.ts';
import { chatCompletion, closedPortUrl, OpenAiStub, sendJson } from './test-support/openai-stub.ts';

const REQUEST = 'Quote for Hector Alvarez, garage 20 x 25 flake system at $5.50 a square foot, phone 512-555-0147';

/** What a model on the office's machine answers when it follows the schema. */
const llmAnswer = (rate: number) => ({
  customerName: 'Hector Alvarez',
  customerPhone: '5125550147',
  customerEmail: null,
  customerAddress: null,
  projectTitle: 'Garage Floor Coating',
  lineItems: [{ description: 'Flake system - Garage', useDimensions: true, length: 20, width: 25, quantity: 500, rate }],
  discountRate: 0,
  depositPercentage: 60,
  notes: null,
  sources: [
    { field: 'customerName', quote: 'Hector Alvarez' },
    { field: 'customerPhone', quote: '512-555-0147' },
    { field: 'projectTitle', quote: 'garage' },
    { field: 'lineItems.0.description', quote: 'flake system' },
    { field: 'lineItems.0.length', quote: '20 x 25' },
    { field: 'lineItems.0.width', quote: '20 x 25' },
    { field: 'lineItems.0.rate', quote: '$5.50 a square foot' },
  ],
});

describe('createExtractor / createTranscriber', () => {
  it('uses the embedded parser and no transcriber when nothing is configured', () => {
    const { extractor, transcriber } = createAssistant({});
    expect(extractor).toBeInstanceOf(EmbeddedExtractor);
    expect(transcriber).toBeNull();
  });

  it('needs both a base URL and a model for the LLM, and backs it with the embedded reader', () => {
    expect(createExtractor({ baseUrl: 'http://127.0.0.1:1/v1' })).toBeInstanceOf(EmbeddedExtractor);
    expect(createExtractor({ model: 'gpt-test' })).toBeInstanceOf(EmbeddedExtractor);
    expect(createExtractor({ baseUrl: '  ', model: 'gpt-test' })).toBeInstanceOf(EmbeddedExtractor);
    const llm = createExtractor({ baseUrl: 'http://127.0.0.1:1/v1', model: 'gpt-test', apiKey: 'k' });
    expect(llm).toBeInstanceOf(FallbackExtractor);
    expect(llm.name).toBe('llm:gpt-test');
  });

  it('makes a transcriber only with a base URL and a transcription model', () => {
    expect(createTranscriber({ baseUrl: 'http://127.0.0.1:1/v1', model: 'gpt-test' })).toBeNull();
    expect(createTranscriber({ baseUrl: 'http://127.0.0.1:1/v1', transcribeModel: 'whisper-1' })).toBeInstanceOf(OpenAiTranscriber);
    // A transcription server of its own needs no LLM at all.
    expect(createTranscriber({ transcribeBaseUrl: 'http://127.0.0.1:8080/v1', transcribeModel: 'whisper-1' })?.where).toEqual({ model: 'whisper-1', host: '127.0.0.1:8080' });
  });
});

describe('the LLM path against local servers that speak the OpenAI protocol', () => {
  const llm = new OpenAiStub();
  const whisper = new OpenAiStub();
  beforeAll(async () => {
    await llm.start();
    await whisper.start();
  });
  afterAll(async () => {
    await llm.stop();
    await whisper.stop();
  });
  beforeEach(() => {
    llm.requests.length = 0;
    whisper.requests.length = 0;
  });

  const extractor = (timeoutMs = 2000, failures: AssistantError[] = []) =>
    createExtractor({ baseUrl: llm.baseUrl, model: 'qwen2.5:7b-instruct', timeoutMs }, (error) => failures.push(error));

  it('returns the model’s draft with spans for its sources', async () => {
    llm.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(llmAnswer(5.5))));
    const { draft, sources, warnings } = await extractor().extract({ text: REQUEST });
    expect(draft.lineItems[0]).toMatchObject({ quantity: 500, rate: 5.5 });
    expect(warnings).toEqual([]);
    const rate = sources.find((s) => s.field === 'lineItems.0.rate')!;
    expect(REQUEST.slice(rate.start!, rate.end!)).toBe('$5.50 a square foot');
    expect(rate.flag).toBeNull();
    expect(llm.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('flags a price the request never states', async () => {
    llm.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(llmAnswer(6.25))));
    const { draft, sources } = await extractor().extract({ text: REQUEST });
    expect(draft.lineItems[0]!.rate).toBe(6.25);
    expect(sources.find((s) => s.field === 'lineItems.0.rate')).toMatchObject({ flag: '$6.25 does not appear in the request' });
  });

  it('falls back to the built-in reader when the provider answers 500, and the draft says so', async () => {
    llm.handler = (_request, response) => sendJson(response, 500, { error: { message: 'model crashed' } });
    const failures: AssistantError[] = [];
    const { draft, warnings } = await extractor(2000, failures).extract({ text: REQUEST });
    expect(warnings[0]).toBe('The AI provider failed (HTTP 500); the built-in reader made this draft — check every field.');
    expect(draft.customerName).toBe('Hector Alvarez');
    expect(draft.lineItems[0]).toMatchObject({ quantity: 500, rate: 5.5 });
    expect(failures.map((f) => f.detail)).toEqual([expect.stringContaining('model crashed')]);
  });

  it('falls back when the provider does not answer in time', async () => {
    llm.handler = () => {
      // A model still loading: never answers.
    };
    // The provider never answers: only the time-out can hand the request to the built-in reader.
    const { draft, warnings } = await extractor(300).extract({ text: REQUEST });
    expect(warnings[0]).toBe('The AI provider did not answer (timed out after 300 ms); the built-in reader made this draft — check every field.');
    expect(draft.customerName).toBe('Hector Alvarez');
  });

  it('falls back when the provider cannot be reached or sends no usable draft', async () => {
    const offline = createExtractor({ baseUrl: await closedPortUrl(), model: 'qwen2.5:7b-instruct', timeoutMs: 2000 });
    expect((await offline.extract({ text: REQUEST })).warnings[0]).toBe('The AI provider could not be reached; the built-in reader made this draft — check every field.');
    llm.handler = (_request, response) => sendJson(response, 200, chatCompletion('Sure! The garage is $5.50.'));
    expect((await extractor().extract({ text: REQUEST })).warnings[0]).toContain('sent an answer that was not a usable draft');
  });

  it('does not retry a request that is empty', async () => {
    await expect(extractor().extract({ text: '   ' })).rejects.toMatchObject({ code: 'bad_input', status: 400 });
    expect(llm.requests).toHaveLength(0);
  });

  it('sends recordings to a transcription server of its own, with its own key, and the LLM key never leaves for it', async () => {
    whisper.handler = (_request, response) => sendJson(response, 200, { text: 'quote for rosa guerrero' });
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(40, 1)]);

    const own = createTranscriber({ baseUrl: llm.baseUrl, apiKey: 'sk-cloud', transcribeBaseUrl: whisper.baseUrl, transcribeModel: 'whisper-1' });
    await expect(own!.transcribe({ audio: wav })).resolves.toBe('quote for rosa guerrero');
    expect(whisper.requests[0]?.path).toBe('/v1/audio/transcriptions');
    expect(whisper.requests[0]?.headers.authorization).toBeUndefined();
    expect(llm.requests).toHaveLength(0);

    const keyed = createTranscriber({ baseUrl: llm.baseUrl, apiKey: 'sk-cloud', transcribeBaseUrl: whisper.baseUrl, transcribeApiKey: 'local-key', transcribeModel: 'whisper-1' });
    await keyed!.transcribe({ audio: wav });
    expect(whisper.requests[1]?.headers.authorization).toBe('Bearer local-key');

    // One server for both: the one key serves both.
    llm.handler = (_request, response) => sendJson(response, 200, { text: 'hello' });
    const shared = createTranscriber({ baseUrl: llm.baseUrl, apiKey: 'sk-cloud', transcribeModel: 'whisper-1' });
    await shared!.transcribe({ audio: wav });
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-cloud');
  });
});
