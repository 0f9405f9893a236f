import { FALLBACK_WARNING_MARK } from '#shared/assistant/fallback-warning.ts';
import { AssistantError } from './assistant-error.ts';
import { EmbeddedExtractor } from './embedded-extractor.ts';
import { LlmExtractor } from './llm-extractor.ts';
import { formatSeconds, providerHost } from './provider-http.ts';
import type { ExtractInput, Extraction, QuoteExtractor } from './quote-extractor.ts';
import { OpenAiTranscriber, type Transcriber } from './transcriber.ts';

/** AI_* variables as parsed by the server's config. */
export interface AssistantConfig {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  transcribeModel?: string | undefined;
  /** A transcription server of its own (whisper.cpp, faster-whisper); defaults to baseUrl. */
  transcribeBaseUrl?: string | undefined;
  /** Defaults to apiKey, but only when transcription goes to the same server as the LLM. */
  transcribeApiKey?: string | undefined;
  timeoutMs?: number | undefined;
}

const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The LLM, backed by the embedded reader: when the provider fails, times out or answers something
 * unusable, staff still get a draft (issue 12 item 6) and its warnings say who made it. A request
 * the LLM refuses as empty is not retried: the embedded reader would refuse it too.
 */
export class FallbackExtractor implements QuoteExtractor {
  readonly name: string;

  constructor(
    private readonly primary: QuoteExtractor,
    private readonly fallback: QuoteExtractor,
    private readonly onFallback: (error: AssistantError) => void = () => undefined,
  ) {
    this.name = primary.name;
  }

  async extract(input: ExtractInput): Promise<Extraction> {
    try {
      return await this.primary.extract(input);
    } catch (error) {
      if (!(error instanceof AssistantError) || error.code === 'bad_input' || error.code === 'not_configured') throw error;
      this.onFallback(error);
      const made = await this.fallback.extract(input);
      return { ...made, warnings: [fallbackWarning(error), ...made.warnings].slice(0, 50) };
    }
  }
}

/** Why the provider's draft is missing, in words for staff. */
export function fallbackWarning(error: AssistantError): string {
  const why =
    error.code === 'timeout'
      ? `did not answer (timed out after ${formatSeconds(error.timeoutMs ?? 0)})`
      : error.code === 'unreachable'
        ? 'could not be reached'
        : error.code === 'answer_too_large'
          ? 'sent an answer too large to use'
          : error.code === 'malformed_output'
            ? 'sent an answer that was not a usable draft'
            : error.code === 'rate_limited'
              ? 'is rate limiting (HTTP 429)'
              : `failed (HTTP ${error.providerStatus ?? '?'})`;
  return `The AI provider ${why}; ${FALLBACK_WARNING_MARK} — check every field.`;
}

/** The LLM extractor (backed by the embedded reader) when a provider and model are configured, else the embedded reader. */
export function createExtractor(config: AssistantConfig, onFallback?: (error: AssistantError) => void): QuoteExtractor {
  if (present(config.baseUrl) && present(config.model)) {
    const llm = new LlmExtractor({ baseUrl: config.baseUrl.trim(), apiKey: config.apiKey?.trim() || undefined, model: config.model.trim(), timeoutMs: config.timeoutMs });
    return new FallbackExtractor(llm, new EmbeddedExtractor(), onFallback);
  }
  return new EmbeddedExtractor();
}

/** Null when no transcription provider is configured: the voice screen then uses the browser's recognition. */
export function createTranscriber(config: AssistantConfig): Transcriber | null {
  const ownServer = present(config.transcribeBaseUrl);
  const baseUrl = ownServer ? config.transcribeBaseUrl : config.baseUrl;
  if (!present(baseUrl) || !present(config.transcribeModel)) return null;
  // The LLM's key goes with it only to the LLM's own server: a cloud key is never handed to another host.
  const sameServer = !ownServer || (present(config.baseUrl) && providerHost(config.baseUrl.trim()) === providerHost(baseUrl.trim()));
  const apiKey = present(config.transcribeApiKey) ? config.transcribeApiKey : sameServer ? config.apiKey : undefined;
  return new OpenAiTranscriber({
    baseUrl: baseUrl.trim(),
    apiKey: apiKey?.trim() || undefined,
    model: config.transcribeModel.trim(),
    timeoutMs: config.timeoutMs,
    urlVariable: ownServer ? 'AI_TRANSCRIBE_BASE_URL' : 'AI_BASE_URL',
  });
}

export function createAssistant(config: AssistantConfig, onFallback?: (error: AssistantError) => void): { extractor: QuoteExtractor; transcriber: Transcriber | null } {
  return { extractor: createExtractor(config, onFallback), transcriber: createTranscriber(config) };
}
