import { api, ApiError } from '#client/lib/api-client.ts';

/** POST /api/transcribe, multipart: audio (recording.wav) -> {text}. */
export async function transcribe(wav: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', wav, 'recording.wav');
  const answer = await api.postForm<{ text?: unknown }>('/api/transcribe', form);
  if (typeof answer?.text !== 'string' || answer.text.trim() === '') throw new Error('No text in the transcription answer');
  return answer.text.trim();
}

/** 503: the server has no transcription model configured (DESIGN.md 'AI assistant'). */
export const isTranscriptionUnavailable = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 503;
