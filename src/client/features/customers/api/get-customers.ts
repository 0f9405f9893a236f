import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerSummary } from '#shared/customers/customers.ts';
import { api } from '#client/lib/api-client.ts';

export const CUSTOMERS_KEY = ['/api/customers'] as const;

/** GET /api/customers?q=: customers made from the documents, newest activity first. */
export const getCustomersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'list', q] as const,
    queryFn: () => api.get<CustomerSummary[]>('/api/customers', { params: { q, limit: 200 } }),
    placeholderData: keepPreviousData,
  });

export function useCustomers(q: string) {
  return useQuery(getCustomersQueryOptions(q));
}

/** GET /api/customers/{id}: one customer with their documents and payments. */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'one', id] as const,
    queryFn: () => api.get<CustomerDetail>(`/api/customers/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}
