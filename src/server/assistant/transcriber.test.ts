import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssistantError } from './assistant-error.ts';
import { closedPortUrl, OpenAiStub, sendJson } from './test-support/openai-stub.ts';
import { MAX_TRANSCRIPT_CHARS, OpenAiTranscriber } from './transcriber.ts';

const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(32, 1)]);

async function caught(promise: Promise<unknown>): Promise<AssistantError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AssistantError);
    return error as AssistantError;
  }
  throw new Error('expected an AssistantError');
}

describe('OpenAiTranscriber over HTTP', () => {
  const stub = new OpenAiStub();
  let transcriber: OpenAiTranscriber;

  beforeAll(async () => {
    await stub.start();
  });
  afterAll(async () => stub.stop());
  beforeEach(() => {
    stub.requests.length = 0;
    transcriber = new OpenAiTranscriber({ baseUrl: stub.baseUrl, apiKey: 'sk-test', model: 'whisper-test', timeoutMs: 2000 });
  });

  it('posts recording.wav and the model as multipart and returns the text', async () => {
    stub.handler = (_request, response) => sendJson(response, 200, { text: '  quote for rosa guerrero  ' });
    await expect(transcriber.transcribe({ audio: wav })).resolves.toBe('quote for rosa guerrero');

    const request = stub.requests[0];
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    const contentType = request?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString('latin1') ?? '';
    expect(body).toMatch(/Content-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio\/wav\r\n\r\nRIFF/);
    expect(body).toContain('Content-Disposition: form-data; name="model"\r\n\r\nwhisper-test\r\n');
    // The audio arrives byte for byte.
    expect(request?.body.includes(wav)).toBe(true);
  });

  it.each([
    [401, 'provider_auth', 'AI provider rejected the API key'],
    [429, 'rate_limited', 'AI provider is rate limiting; try again shortly'],
    [500, 'provider_error', 'AI provider failed (HTTP 500); try again later'],
  ] as const)('turns HTTP %i into %s', async (status, code, message) => {
    stub.handler = (_request, response) => sendJson(response, status, { error: { message: 'nope' } });
    expect(await caught(transcriber.transcribe({ audio: wav }))).toMatchObject({ code, message });
  });

  it('refuses an answer without text', async () => {
    stub.handler = (_request, response) => sendJson(response, 200, { transcript: 'wrong field' });
    expect(await caught(transcriber.transcribe({ audio: wav }))).toMatchObject({ code: 'malformed_output', status: 502 });
    stub.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('not json');
    };
    expect(await caught(transcriber.transcribe({ audio: wav }))).toMatchObject({ code: 'malformed_output' });
  });

  it('gives up after its time-out', async () => {
    stub.handler = () => {
      // Never answers.
    };
    const slow = new OpenAiTranscriber({ baseUrl: stub.baseUrl, model: 'whisper-test', timeoutMs: 150 });
    expect(await caught(slow.transcribe({ audio: wav }))).toMatchObject({ code: 'timeout', status: 504 });
  });

  it('reports a provider it cannot reach, and refuses empty audio without calling out', async () => {
    const unreachable = new OpenAiTranscriber({ baseUrl: await closedPortUrl(), model: 'whisper-test' });
    expect(await caught(unreachable.transcribe({ audio: wav }))).toMatchObject({ code: 'unreachable', status: 502 });
    expect(await caught(transcriber.transcribe({ audio: Buffer.alloc(0) }))).toMatchObject({
      code: 'bad_input',
      status: 400,
      message: 'No audio recording available to transcribe.',
    });
    expect(stub.requests).toHaveLength(0);
  });
  it('says which model and server it uses, without the key or the path', () => {
    const withCredentials = new OpenAiTranscriber({ baseUrl: 'http://user:secret@127.0.0.1:8080/v1', apiKey: 'sk-secret', model: 'whisper-1' });
    expect(withCredentials.where).toEqual({ model: 'whisper-1', host: '127.0.0.1:8080' });
    expect(JSON.stringify(withCredentials.where)).not.toContain('secret');
  });

  it('refuses a huge answer body and an overlong transcript with 502 and a message saying why', async () => {
    stub.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.on('error', () => undefined);
      response.write('{"text":"');
      const chunk = 'word '.repeat(20_000);
      let sent = 0;
      const pump = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end('"}');
      };
      pump();
    };
    expect(await caught(transcriber.transcribe({ audio: wav }))).toMatchObject({ code: 'answer_too_large', status: 502, message: 'The AI provider sent more than 2 MB; its answer was not used' });

    stub.handler = (_request, response) => sendJson(response, 200, { text: 'a'.repeat(MAX_TRANSCRIPT_CHARS + 1) });
    expect(await caught(transcriber.transcribe({ audio: wav }))).toMatchObject({
      code: 'answer_too_large',
      status: 502,
      message: 'The transcription server sent a transcript of more than 20,000 characters; it was not used',
    });
  });

  it('names AI_TRANSCRIBE_BASE_URL when its own server cannot be reached', async () => {
    const own = new OpenAiTranscriber({ baseUrl: await closedPortUrl(), model: 'whisper-test', urlVariable: 'AI_TRANSCRIBE_BASE_URL' });
    expect((await caught(own.transcribe({ audio: wav }))).message).toBe('Could not reach the AI provider; check AI_TRANSCRIBE_BASE_URL and the network');
  });
});
