import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Draft } from '#shared/documents/schemas.ts';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshLists } from '#client/lib/query-keys.ts';

/** Restore: PATCH /api/drafts/{id}/unarchive. */
export function restoreDraft(id: string): Promise<Draft> {
  return api.patch<Draft>(`/api/drafts/${encodeURIComponent(id)}/unarchive`);
}

export function useRestoreDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDraft,
    onSuccess: async () => {
      toastSuccess('Draft restored successfully');
      await refreshLists(queryClient, ['drafts', 'archivedDrafts']);
    },
    onError: () => toastError('Failed to restore draft'),
  });
}
