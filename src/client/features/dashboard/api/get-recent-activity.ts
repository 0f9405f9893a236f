import { useQuery } from '@tanstack/react-query';
import { recentActivity, type DocumentListItem } from '#shared/documents/document-list.ts';
import type { Invoice, Quote, SignedQuotes } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Recent Activity reads 4 quotes, 4 invoices and 2 signed quotes (SPEC.md section 2). */
export function useRecentActivity(): { items: DocumentListItem[]; isPending: boolean; isError: boolean } {
  const quotes = useQuery({ queryKey: [...queryKeys.quotes, 'recent'], queryFn: () => api.get<Quote[]>('/api/quotes', { params: { limit: 4 } }) });
  const invoices = useQuery({ queryKey: [...queryKeys.invoices, 'recent'], queryFn: () => api.get<Invoice[]>('/api/invoices', { params: { limit: 4 } }) });
  const signed = useQuery({ queryKey: [...queryKeys.signedQuotes, 'recent'], queryFn: () => api.get<SignedQuotes>('/api/signed-quotes', { params: { limit: 2 } }) });
  return {
    items: recentActivity({ quotes: quotes.data, invoices: invoices.data, signedQuotes: signed.data }),
    isPending: quotes.isPending || invoices.isPending || signed.isPending,
    isError: quotes.isError || invoices.isError || signed.isError,
  };
}
