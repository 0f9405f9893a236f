import type { Draft } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';

/**
 * An expired quote is extended by a revision with new dates (its content unchanged): issuing it
 * supersedes the expired one, whose old link then says a newer version was sent. A draft is
 * simply given the new dates. Answers the id to generate the link for (a draft, issued by it).
 */
export async function extendForSending(target: { source: 'quote' | 'draft'; id: string }, dates: { issueDate: string; validUntil: string }): Promise<string> {
  const draftId = target.source === 'quote' ? (await api.post<Draft>(`/api/quotes/${encodeURIComponent(target.id)}/revise`)).id : target.id;
  await api.put<Draft>(`/api/drafts/${encodeURIComponent(draftId)}`, dates);
  return draftId;
}
