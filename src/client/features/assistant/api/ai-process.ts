import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { ExtractAnswer } from './extract-from-text.ts';

export interface AiProcessAnswer extends ExtractAnswer {
  data?: unknown;
}

/** POST /api/ai-process, multipart: prompt and a repeated file field. */
export function aiProcess({ prompt, files }: { prompt: string; files: File[] }): Promise<AiProcessAnswer> {
  const form = new FormData();
  form.append('prompt', prompt);
  for (const file of files) form.append('file', file, file.name);
  return api.postForm<AiProcessAnswer>('/api/ai-process', form);
}

export function useAiProcess() {
  return useMutation({ mutationFn: aiProcess });
}
