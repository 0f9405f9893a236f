import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extractedDraftSchema } from '#shared/assistant/extracted-draft.ts';
import { AssistantError } from './assistant-error.ts';
import { FEW_SHOT_EXAMPLES } from './llm-examples.ts';
import { LlmExtractor, providerJsonSchema } from './llm-extractor.ts';
import { MAX_PROVIDER_ANSWER_BYTES } from './provider-http.ts';
import { chatCompletion, closedPortUrl, OpenAiStub, sendJson } from './test-support/openai-stub.ts';

const goodDraft = {
  customerName: 'Maria Lopez',
  customerPhone: '(512) 555-0134',
  customerEmail: 'Maria@Example.com',
  customerAddress: '418 Cedar Ln, Round Rock, TX 78664',
  projectTitle: 'Garage Floor Coating',
  lineItems: [
    { description: 'Flake system - Garage', useDimensions: true, length: 24, width: 22, quantity: 999, rate: 5.25 },
    { description: 'Cove base', useDimensions: false, length: null, width: null, quantity: 76, rate: 9 },
  ],
  discountRate: 0,
  depositPercentage: 0,
  notes: '',
};

async function caught(promise: Promise<unknown>): Promise<AssistantError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AssistantError);
    return error as AssistantError;
  }
  throw new Error('expected an AssistantError');
}

describe('LlmExtractor over HTTP', () => {
  const stub = new OpenAiStub();
  let extractor: LlmExtractor;

  beforeAll(async () => {
    await stub.start();
  });
  afterAll(async () => stub.stop());
  beforeEach(() => {
    stub.requests.length = 0;
    extractor = new LlmExtractor({ baseUrl: `${stub.baseUrl}/`, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000 });
  });

  it('asks for structured output built from the shared schema and checks the answer with it', async () => {
    stub.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(goodDraft)));
    const { draft } = await extractor.extract({ text: 'quote for maria lopez, garage 24 by 22, flake at 5.25' });

    const request = stub.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toContain('application/json');
    const body = JSON.parse(request?.body.toString() ?? '{}');
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema).toEqual(providerJsonSchema());
    expect(body.response_format.json_schema.schema.required).toContain('lineItems');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'quote for maria lopez, garage 24 by 22, flake at 5.25' });
    // The schema is in the prompt too, and the few-shot examples come before the request as turns.
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain(JSON.stringify(providerJsonSchema()));
    expect(body.messages.slice(1, -1).map((m: { role: string }) => m.role)).toEqual(FEW_SHOT_EXAMPLES.flatMap(() => ['user', 'assistant']));

    expect(extractedDraftSchema.safeParse(draft).success).toBe(true);
    // Phone and e-mail tidied, the area recomputed by the money code, the default deposit applied.
    expect(draft).toMatchObject({ customerPhone: '5125550134', customerEmail: 'maria@example.com', notes: null, depositPercentage: 60 });
    expect(draft.lineItems[0]).toMatchObject({ useDimensions: true, length: 24, width: 22, quantity: 528, rate: 5.25 });
    expect(draft.lineItems[1]).toMatchObject({ quantity: 76, rate: 9 });
  });

  it('turns the quoted words into spans of the request, and flags what the words do not bear out', async () => {
    const text = 'Quote for Maria Lopez, 512-555-0134.\nGarage 24 by 22, flake at $5.25 a foot. Cove base 76 ft at $9.';
    const answer = {
      ...goodDraft,
      customerEmail: null,
      customerAddress: null,
      lineItems: [
        { description: 'Flake system - Garage', useDimensions: true, length: 24, width: 22, quantity: 528, rate: 5.25 },
        // A price nobody said: the model quotes words that hold another figure.
        { description: 'Cove base', useDimensions: false, length: null, width: null, quantity: 76, rate: 12 },
      ],
      sources: [
        { field: 'customerName', quote: 'MARIA   lopez' },
        { field: 'customerPhone', quote: '512-555-0134' },
        { field: 'projectTitle', quote: 'garage' },
        { field: 'lineItems.0.description', quote: 'flake' },
        { field: 'lineItems.0.length', quote: '24 by 22' },
        { field: 'lineItems[0].width', quote: '24 by 22' },
        { field: 'lineItems.0.rate', quote: '$5.25 a foot' },
        { field: 'lineItems.1.description', quote: 'Cove base' },
        { field: 'lineItems.1.quantity', quote: '76 ft' },
        { field: 'lineItems.1.rate', quote: 'at $9' },
        { field: 'discountRate', quote: null },
        { field: 'depositPercentage', quote: null },
      ],
    };
    stub.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(answer)));
    const { draft, sources, warnings } = await extractor.extract({ text });
    const source = (field: string) => sources.find((s) => s.field === field);
    const spanOf = (field: string) => text.slice(source(field)!.start!, source(field)!.end!);

    expect(warnings).toEqual([]);
    expect(spanOf('customerName')).toBe('Maria Lopez');
    expect(spanOf('lineItems.0.rate')).toBe('$5.25 a foot');
    expect(source('lineItems.0.rate')).toMatchObject({ confidence: 0.9, flag: null });
    expect(spanOf('lineItems.0.quantity')).toBe('24 by 22');
    expect(source('customerPhone')).toMatchObject({ flag: null });
    // The invented price is kept in the draft for staff to see, and flagged, never silently.
    expect(draft.lineItems[1]!.rate).toBe(12);
    expect(source('lineItems.1.rate')).toMatchObject({ flag: '$12.00 does not appear in the request' });
    // No discount and the usual deposit are not said and need no source.
    expect(source('discountRate')).toBeUndefined();
    expect(source('depositPercentage')).toBeUndefined();
  });

  it('flags every value when the provider gives no sources, and says so', async () => {
    stub.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(goodDraft)));
    const { sources, warnings } = await extractor.extract({ text: 'quote for maria lopez, garage 24 by 22, flake at 5.25' });
    expect(warnings[0]).toContain('check every field');
    expect(sources.find((s) => s.field === 'lineItems.0.rate')).toMatchObject({ start: null, end: null, flag: 'The AI did not say which words of the request gave $5.25' });
    expect(sources.find((s) => s.field === 'lineItems.1.rate')).toMatchObject({ start: null, flag: '$9.00 does not appear in the request' });
  });

  it('stops reading an answer past the cap and answers 502 saying why', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    stub.handler = (_request, response) => {
      // No content-length: the body is streamed, so the cap has to hold while reading.
      response.writeHead(200, { 'content-type': 'application/json' });
      let sent = 0;
      const pump = () => {
        while (sent < MAX_PROVIDER_ANSWER_BYTES * 3) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('error', () => undefined);
      pump();
    };
    const error = await caught(extractor.extract({ text: 'garage' }));
    expect(error).toMatchObject({ code: 'answer_too_large', status: 502, message: 'The AI provider sent more than 2 MB; its answer was not used' });
    stub.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) });
      response.write('{');
      response.on('error', () => undefined);
    };
    expect(await caught(extractor.extract({ text: 'garage' }))).toMatchObject({ code: 'answer_too_large', status: 502 });
  });

  it('sends pictures as image_url parts with data URLs', async () => {
    stub.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(goodDraft)));
    await extractor.extract({ text: 'see the sketch', images: [{ mimeType: 'image/png', data: Buffer.from('fake png bytes') }] });
    const body = JSON.parse(stub.requests[0]?.body.toString() ?? '{}');
    expect(body.messages.at(-1).content).toEqual([
      { type: 'text', text: 'see the sketch' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from('fake png bytes').toString('base64')}` } },
    ]);
  });

  it.each([
    [401, 'provider_auth', 502, 'AI provider rejected the API key'],
    [403, 'provider_auth', 502, 'AI provider rejected the API key'],
    [429, 'rate_limited', 429, 'AI provider is rate limiting; try again shortly'],
    [500, 'provider_error', 502, 'AI provider failed (HTTP 500); try again later'],
    [503, 'provider_error', 502, 'AI provider failed (HTTP 503); try again later'],
    [400, 'provider_rejected', 502, "AI provider refused the request (HTTP 400); check AI_MODEL and the provider's settings"],
  ] as const)('turns HTTP %i into %s (%i) with a message staff can act on', async (status, code, ourStatus, message) => {
    stub.handler = (_request, response) => sendJson(response, status, { error: { message: 'provider says no' } });
    const error = await caught(extractor.extract({ text: 'garage 20 by 20' }));
    expect(error).toMatchObject({ code, status: ourStatus, message });
    expect(error.detail).toContain('provider says no');
    expect(error.message).not.toContain('sk-test');
  });

  it('refuses content that is not JSON', async () => {
    stub.handler = (_request, response) => sendJson(response, 200, chatCompletion('Sure! Here is your quote: garage, $5.25'));
    expect(await caught(extractor.extract({ text: 'garage' }))).toMatchObject({ code: 'malformed_output', status: 502 });
  });

  it('refuses JSON that does not fit the schema', async () => {
    const wrong = { ...goodDraft, lineItems: [{ description: 'Flake', quantity: 'lots', rate: -1 }] };
    stub.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(wrong)));
    const error = await caught(extractor.extract({ text: 'garage' }));
    expect(error).toMatchObject({ code: 'malformed_output', message: 'The AI provider sent a draft that does not fit the quote form' });
  });

  it('refuses an answer body that is not JSON, or has no message, or is a refusal', async () => {
    stub.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway</html>');
    };
    expect(await caught(extractor.extract({ text: 'garage' }))).toMatchObject({ code: 'malformed_output' });
    stub.handler = (_request, response) => sendJson(response, 200, { choices: [] });
    expect(await caught(extractor.extract({ text: 'garage' }))).toMatchObject({ code: 'malformed_output' });
    stub.handler = (_request, response) => sendJson(response, 200, { choices: [{ message: { content: null, refusal: 'I cannot help with that' } }] });
    expect(await caught(extractor.extract({ text: 'garage' }))).toMatchObject({ code: 'malformed_output', message: 'The AI provider declined to read this request' });
  });

  it('gives up after its time-out', async () => {
    stub.handler = () => {
      // Never answers.
    };
    const slow = new LlmExtractor({ baseUrl: stub.baseUrl, model: 'test-model', timeoutMs: 150 });
    // The stub never answers: only the extractor's own time-out can end this call.
    const error = await caught(slow.extract({ text: 'garage' }));
    expect(error).toMatchObject({ code: 'timeout', status: 504, message: 'The AI provider did not answer within 150 ms; try again' });
  });

  it('reports a provider it cannot reach', async () => {
    const unreachable = new LlmExtractor({ baseUrl: await closedPortUrl(), model: 'test-model', timeoutMs: 2000 });
    expect(await caught(unreachable.extract({ text: 'garage' }))).toMatchObject({ code: 'unreachable', status: 502 });
  });

  it('sends no Authorization header without a key, and refuses an empty request without calling out', async () => {
    stub.handler = (_request, response) => sendJson(response, 200, chatCompletion(JSON.stringify(goodDraft)));
    const keyless = new LlmExtractor({ baseUrl: stub.baseUrl, model: 'local-model' });
    await keyless.extract({ text: 'garage' });
    expect(stub.requests[0]?.headers.authorization).toBeUndefined();
    expect(await caught(keyless.extract({ text: '   ' }))).toMatchObject({ code: 'bad_input', status: 400 });
    expect(stub.requests).toHaveLength(1);
  });
});

describe('providerJsonSchema', () => {
  it('keeps every field required and drops keywords strict modes refuse', () => {
    const schema = providerJsonSchema();
    const text = JSON.stringify(schema);
    expect(text).not.toContain('maxLength');
    expect(text).not.toContain('$schema');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['customerName', 'customerPhone', 'customerEmail', 'customerAddress', 'projectTitle', 'lineItems', 'discountRate', 'depositPercentage', 'notes', 'sources']);
    // Strict mode: every property of a source is required, the quote nullable.
    const source = (schema.properties as Record<string, { items: Record<string, unknown> }>).sources!.items;
    expect(source.required).toEqual(['field', 'quote']);
    expect(source.additionalProperties).toBe(false);
    expect(JSON.stringify(source.properties)).toContain('null');
  });

  it('gives few-shot examples whose answers fit the schema and whose quotes are in their requests', () => {
    for (const example of FEW_SHOT_EXAMPLES) {
      expect(extractedDraftSchema.safeParse(example.answer).success).toBe(true);
      for (const { quote } of example.answer.sources) {
        if (quote !== null) expect(example.request.toLowerCase()).toContain(quote.toLowerCase());
      }
    }
  });
});
