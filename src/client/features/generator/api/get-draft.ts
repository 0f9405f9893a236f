import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Draft } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

export function getDraft(id: string): Promise<Draft> {
  return api.get<Draft>(`/api/drafts/${encodeURIComponent(id)}`);
}

export const getDraftQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.draft(id), queryFn: () => getDraft(id) });

export function useDraft(id: string | null) {
  return useQuery({ ...getDraftQueryOptions(id ?? ''), enabled: id !== null });
}
