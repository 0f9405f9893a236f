import { useQuery } from '@tanstack/react-query';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import { api, ApiError } from '#client/lib/api-client.ts';

/** What the AI assistant read to make a draft; null for a draft typed by hand (the server answers 404). */
export async function getExtraction(draftId: string): Promise<ExtractionRecord | null> {
  try {
    return await api.get<ExtractionRecord>(`/api/drafts/${encodeURIComponent(draftId)}/extraction`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The record never changes once the draft is made: fetched once per draft. */
export function useExtraction(draftId: string | null) {
  return useQuery({
    queryKey: ['/api/drafts', 'extraction', draftId ?? ''],
    queryFn: () => getExtraction(draftId!),
    enabled: draftId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
