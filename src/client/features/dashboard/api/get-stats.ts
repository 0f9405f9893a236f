import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** GET /api/stats: counts and Total Value computed by the database (DESIGN.md 'Lists at scale'). */
export const getStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.stats, queryFn: () => api.get<Stats>('/api/stats') });

export function useStats() {
  return useQuery(getStatsQueryOptions());
}
