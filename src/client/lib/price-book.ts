import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { api } from './api-client.ts';

/**
 * The price book as the staff app reads it: the Price Book screen edits it, the generator form
 * offers its active entries by name. Here, not in a feature, because both features use it.
 */
export const priceBookQueryKey = ['/api/price-book'] as const;

export const getPriceBookQueryOptions = () =>
  queryOptions({
    queryKey: priceBookQueryKey,
    queryFn: ({ signal }) => api.get<PriceBookItem[]>('/api/price-book', { signal }),
  });

/** Every entry, archived ones too (empty until it arrives). */
export function usePriceBook() {
  return useQuery(getPriceBookQueryOptions());
}
