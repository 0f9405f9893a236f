import { QueryClient } from '@tanstack/react-query';

/** SPEC.md section 7: no automatic retries, no refetch on focus, no polling, data never goes stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
