import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Draft } from '#shared/documents/schemas.ts';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys, refreshLists } from '#client/lib/query-keys.ts';

/** POST /api/quotes/{id}/revise: a new editable draft copying the quote. */
export function reviseQuote(quoteId: string): Promise<Draft> {
  return api.post<Draft>(`/api/quotes/${encodeURIComponent(quoteId)}/revise`);
}

export function useReviseQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseQuote,
    onSuccess: async (draft) => {
      queryClient.setQueryData(queryKeys.draft(draft.id), draft);
      toast({ title: 'Quote Revision Created', description: 'You can now edit the revised quote.', variant: 'success' });
      await refreshLists(queryClient, ['drafts', 'archivedDrafts']);
    },
    onError: () => toastError('Failed to create quote revision. Please try again.'),
  });
}
