import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceBookImportAnswer } from '#shared/price-book/price-book.ts';
import { api } from '#client/lib/api-client.ts';
import { priceBookQueryKey } from '#client/lib/price-book.ts';

/** POST /api/price-book/import: the file's text; the server adds and updates entries, all or none. */
export function importPriceBook(csv: string): Promise<PriceBookImportAnswer> {
  return api.post<PriceBookImportAnswer>('/api/price-book/import', { csv });
}

export function useImportPriceBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPriceBook,
    onSuccess: (answer) => queryClient.setQueryData(priceBookQueryKey, answer.items),
  });
}

export const PRICE_BOOK_EXPORT_URL = '/api/price-book/export.csv';
