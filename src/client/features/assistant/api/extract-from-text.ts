import { api } from '#client/lib/api-client.ts';

export interface ExtractAnswer {
  success: boolean;
  draft?: { id: string };
  error?: string;
}

/** POST /api/extract-from-text {text} -> {success, draft: {id}}. */
export function extractFromText(text: string): Promise<ExtractAnswer> {
  return api.post<ExtractAnswer>('/api/extract-from-text', { text });
}
