import type { Quote } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';

export function getQuote(id: string): Promise<Quote> {
  return api.get<Quote>(`/api/quotes/${encodeURIComponent(id)}`);
}
