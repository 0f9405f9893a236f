import { useQuery } from '@tanstack/react-query';
import type { Invoice, Quote } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** GET /api/quotes/{id} or /api/invoices/{id}: reopening an edit after a reload needs the source. */
export function useIssuedDocument(kind: 'quote' | 'invoice', id: string | null, initialData?: Quote | Invoice) {
  return useQuery<Quote | Invoice>({
    queryKey: kind === 'quote' ? queryKeys.quote(id ?? '') : queryKeys.invoice(id ?? ''),
    queryFn: () => api.get<Quote | Invoice>(`/api/${kind === 'quote' ? 'quotes' : 'invoices'}/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null && initialData === undefined,
    initialData,
  });
}
