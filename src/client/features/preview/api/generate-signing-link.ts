import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { refreshLists } from '#client/lib/query-keys.ts';

export interface SigningLink {
  shareableLink: string;
  quoteId?: string;
  quoteNumber?: string;
}

/** SPEC.md section 8: an answer without a link is an error of its own. */
export const MISSING_LINK_MESSAGE = 'No shareable link returned from API';

/** POST /api/quotes/{id}/generate-link: {id} is a quote, or a draft that the server issues as a quote first. */
export async function generateSigningLink(id: string): Promise<SigningLink> {
  const answer = await api.post<Partial<SigningLink> | undefined>(`/api/quotes/${encodeURIComponent(id)}/generate-link`);
  if (!answer?.shareableLink) throw new Error(MISSING_LINK_MESSAGE);
  return { shareableLink: answer.shareableLink, quoteId: answer.quoteId, quoteNumber: answer.quoteNumber };
}

/** The URL a customer opens: the app's origin plus /sign/{shareableLink}. */
export function signingUrl(shareableLink: string, origin = window.location.origin): string {
  return `${origin}/sign/${encodeURIComponent(shareableLink)}`;
}

export function useGenerateSigningLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSigningLink,
    // A draft issued as a quote leaves the drafts list and appears among quotes and link quotes.
    onSuccess: () => refreshLists(queryClient, ['drafts', 'quotes', 'linkQuotes']),
  });
}
