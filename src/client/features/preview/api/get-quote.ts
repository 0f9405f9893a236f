import type { Quote } from '../../../../shared/documents/schemas.ts';
import { api } from '../../../lib/api-client.ts';

export function getQuote(id: string): Promise<Quote> {
  return api.get<Quote>(`/api/quotes/${encodeURIComponent(id)}`);
}
