import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerSummary } from '#shared/customers/customers.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/customers?q=: existing customers whose name, phone, e-mail or address holds what was typed. */
export function useCustomerMatches(typed: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/customers', 'list', typed, 'suggest'] as const,
    queryFn: ({ signal }) => api.get<CustomerSummary[]>('/api/customers', { params: { q: typed, limit: 6 }, signal }),
    enabled: enabled && typed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
