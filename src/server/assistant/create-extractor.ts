import { EmbeddedExtractor } from './embedded-extractor.ts';
import { LlmExtractor } from './llm-extractor.ts';
import type { QuoteExtractor } from './quote-extractor.ts';
import { OpenAiTranscriber, type Transcriber } from './transcriber.ts';

/** AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TRANSCRIBE_MODEL as parsed by the server's config. */
export interface AssistantConfig {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  transcribeModel?: string | undefined;
  timeoutMs?: number | undefined;
}

const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The LLM extractor when a provider and model are configured, else the embedded parser. */
export function createExtractor(config: AssistantConfig): QuoteExtractor {
  if (present(config.baseUrl) && present(config.model)) {
    return new LlmExtractor({ baseUrl: config.baseUrl.trim(), apiKey: config.apiKey?.trim() || undefined, model: config.model.trim(), timeoutMs: config.timeoutMs });
  }
  return new EmbeddedExtractor();
}

/** Null when no transcription provider is configured: the voice screen then says so (issue 5). */
export function createTranscriber(config: AssistantConfig): Transcriber | null {
  if (!present(config.baseUrl) || !present(config.transcribeModel)) return null;
  return new OpenAiTranscriber({ baseUrl: config.baseUrl.trim(), apiKey: config.apiKey?.trim() || undefined, model: config.transcribeModel.trim(), timeoutMs: config.timeoutMs });
}

export function createAssistant(config: AssistantConfig): { extractor: QuoteExtractor; transcriber: Transcriber | null } {
  return { extractor: createExtractor(config), transcriber: createTranscriber(config) };
}
