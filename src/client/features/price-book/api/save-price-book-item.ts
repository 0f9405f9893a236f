import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceBookItem, PriceBookItemInput } from '#shared/price-book/price-book.ts';
import { api } from '#client/lib/api-client.ts';
import { priceBookQueryKey } from '#client/lib/price-book.ts';

/** POST /api/price-book (no id) or PUT /api/price-book/{id}; the book is read again after either. */
export function savePriceBookItem({ id, input }: { id: string | null; input: PriceBookItemInput }): Promise<PriceBookItem> {
  return id ? api.put<PriceBookItem>(`/api/price-book/${id}`, input) : api.post<PriceBookItem>('/api/price-book', input);
}

export function useSavePriceBookItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceBookItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceBookQueryKey }),
  });
}
