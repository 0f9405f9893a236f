import { z } from 'zod';
import { AssistantError } from './assistant-error.ts';
import { authHeaders, joinUrl, postToProvider, providerHost } from './provider-http.ts';

export interface TranscribeInput {
  audio: Buffer;
  /** Defaults to audio/wav: the voice screen records WAV. */
  mimeType?: string;
}

/** Audio to text (DESIGN.md 'AI assistant'). */
export interface Transcriber {
  readonly name: string;
  /** What the voice screen shows staff ('whisper-1 at 127.0.0.1:8080'); never a key. */
  readonly where?: { model: string; host: string };
  transcribe(input: TranscribeInput): Promise<string>;
}

export interface OpenAiTranscriberConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number | undefined;
  /** The variable that set baseUrl, named in the message when the server cannot be reached. */
  urlVariable?: string;
}

export const DEFAULT_TRANSCRIBE_TIMEOUT_MS = 60_000;
/**
 * A transcript is a dictated request: a few hundred words. Past this it is no dictation (and more than
 * the assistant takes as a typed request, 20,000 characters), so it is refused rather than passed on.
 */
export const MAX_TRANSCRIPT_CHARS = 20_000;

const answerSchema = z.object({ text: z.string() });

/**
 * OpenAI-compatible POST /audio/transcriptions (multipart: file recording.wav, model,
 * response_format json), as OpenAI, whisper.cpp's server (`--inference-path /v1/audio/transcriptions`)
 * and faster-whisper servers speak it.
 */
export class OpenAiTranscriber implements Transcriber {
  readonly name: string;
  readonly where: { model: string; host: string };
  private readonly config: OpenAiTranscriberConfig;

  constructor(config: OpenAiTranscriberConfig) {
    this.config = config;
    this.name = `openai-transcriber:${config.model}`;
    this.where = { model: config.model, host: providerHost(config.baseUrl) };
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
      { timeoutMs: this.config.timeoutMs ?? DEFAULT_TRANSCRIBE_TIMEOUT_MS, urlVariable: this.config.urlVariable ?? 'AI_TRANSCRIBE_BASE_URL' },
    );
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) throw new AssistantError('malformed_output', 'The transcription server sent no transcript', { detail: parsed.error.message.slice(0, 300) });
    const text = parsed.data.text.trim();
    if (text.length > MAX_TRANSCRIPT_CHARS) {
      throw new AssistantError('answer_too_large', `The transcription server sent a transcript of more than ${MAX_TRANSCRIPT_CHARS.toLocaleString('en-US')} characters; it was not used`, {
        detail: `${text.length} characters`,
      });
    }
    return text;
  }
}
