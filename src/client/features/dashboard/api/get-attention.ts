import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttentionItem } from '#shared/documents/attention.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** GET /api/attention: what the office should act on, computed by the database. */
export const getAttentionQueryOptions = () => queryOptions({ queryKey: queryKeys.attention, queryFn: () => api.get<AttentionItem[]>('/api/attention') });

export function useAttention() {
  return useQuery(getAttentionQueryOptions());
}
