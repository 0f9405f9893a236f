import { z } from 'zod';
import { AssistantError } from './assistant-error.ts';
import { authHeaders, joinUrl, postToProvider } from './provider-http.ts';

export interface TranscribeInput {
  audio: Buffer;
  /** Defaults to audio/wav: the voice screen records WAV. */
  mimeType?: string;
}

/** Audio to text (DESIGN.md 'AI assistant'). */
export interface Transcriber {
  readonly name: string;
  transcribe(input: TranscribeInput): Promise<string>;
}

export interface OpenAiTranscriberConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export const DEFAULT_TRANSCRIBE_TIMEOUT_MS = 60_000;

const answerSchema = z.object({ text: z.string() });

/** OpenAI-compatible POST /audio/transcriptions (multipart: file recording.wav, model). */
export class OpenAiTranscriber implements Transcriber {
  readonly name: string;
  private readonly config: OpenAiTranscriberConfig;

  constructor(config: OpenAiTranscriberConfig) {
    this.config = config;
    this.name = `openai-transcriber:${config.model}`;
  }

  async transcribe(input: TranscribeInput): Promise<string> {
    if (input.audio.length === 0) throw new AssistantError('bad_input', 'No audio recording available to transcribe.');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(input.audio)], { type: input.mimeType ?? 'audio/wav' }), 'recording.wav');
    form.append('model', this.config.model);
    form.append('response_format', 'json');
    const answer = await postToProvider(
      joinUrl(this.config.baseUrl, 'audio/transcriptions'),
      { headers: authHeaders(this.config.apiKey), body: form },
      this.config.timeoutMs ?? DEFAULT_TRANSCRIBE_TIMEOUT_MS,
    );
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) throw new AssistantError('malformed_output', 'The AI provider sent no transcript', { detail: parsed.error.message.slice(0, 300) });
    return parsed.data.text.trim();
  }
}
