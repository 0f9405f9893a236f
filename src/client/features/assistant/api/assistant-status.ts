import { useQuery } from '@tanstack/react-query';
import type { AssistantStatus } from '#shared/assistant/assistant-status.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/assistant: which reader and which transcriber the server uses (model and host only). */
export function useAssistantStatus() {
  return useQuery({
    queryKey: ['/api/assistant'],
    queryFn: () => api.get<AssistantStatus>('/api/assistant'),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The voice screen's plain statement of who turns speech into text. Null while the server has not
 * said (or could not be asked): the screen then claims nothing.
 */
export function transcriberText(status: AssistantStatus | undefined, browser: { available: boolean }): string | null {
  if (!status) return null;
  if (status.transcriber) return `Transcription: ${status.transcriber.model} at ${status.transcriber.host}`;
  return browser.available ? 'Transcription: your browser’s speech recognition' : 'Transcription: none available, type your request or attach files';
}
