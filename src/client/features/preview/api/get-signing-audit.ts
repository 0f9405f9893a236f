import { useQuery } from '@tanstack/react-query';
import type { LinkQuote } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

export interface AuditEvent {
  kind: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The audit trail of the link a quote was signed through: the link is found by the quote's number
 * in GET /api/link-quotes, then GET /api/link-quotes/{id}/audit. Null when it was not signed by link.
 */
export function useSigningAudit(quote: { id: string; quoteNumber: string } | null) {
  return useQuery({
    queryKey: [...queryKeys.linkQuotes, 'audit-of-quote', quote?.id ?? ''],
    enabled: quote !== null,
    queryFn: async (): Promise<AuditEvent[] | null> => {
      if (!quote) return null;
      const links = await api.get<LinkQuote[]>('/api/link-quotes', { params: { q: quote.quoteNumber } });
      const link = links.find((entry) => entry.quoteId === quote.id && (entry.status === 'signed' || entry.isSigned));
      return link ? api.get<AuditEvent[]>(`/api/link-quotes/${encodeURIComponent(link.id)}/audit`) : null;
    },
  });
}
