import { describe, expect, it } from 'vitest';
import { createAssistant, createExtractor, createTranscriber } from './create-extractor.ts';
import { EmbeddedExtractor } from './embedded-extractor.ts';
import { LlmExtractor } from './llm-extractor.ts';
import { OpenAiTranscriber } from './transcriber.ts';

describe('createExtractor / createTranscriber', () => {
  it('uses the embedded parser and no transcriber when nothing is configured', () => {
    const { extractor, transcriber } = createAssistant({});
    expect(extractor).toBeInstanceOf(EmbeddedExtractor);
    expect(transcriber).toBeNull();
  });

  it('needs both a base URL and a model for the LLM', () => {
    expect(createExtractor({ baseUrl: 'http://127.0.0.1:1/v1' })).toBeInstanceOf(EmbeddedExtractor);
    expect(createExtractor({ model: 'gpt-test' })).toBeInstanceOf(EmbeddedExtractor);
    expect(createExtractor({ baseUrl: '  ', model: 'gpt-test' })).toBeInstanceOf(EmbeddedExtractor);
    const llm = createExtractor({ baseUrl: 'http://127.0.0.1:1/v1', model: 'gpt-test', apiKey: 'k' });
    expect(llm).toBeInstanceOf(LlmExtractor);
    expect(llm.name).toBe('llm:gpt-test');
  });

  it('makes a transcriber only with a base URL and a transcription model', () => {
    expect(createTranscriber({ baseUrl: 'http://127.0.0.1:1/v1', model: 'gpt-test' })).toBeNull();
    expect(createTranscriber({ baseUrl: 'http://127.0.0.1:1/v1', transcribeModel: 'whisper-1' })).toBeInstanceOf(OpenAiTranscriber);
  });
});
