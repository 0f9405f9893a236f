import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Draft } from '#shared/documents/schemas.ts';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshLists } from '#client/lib/query-keys.ts';

export function archiveDraft(id: string): Promise<Draft> {
  return api.patch<Draft>(`/api/drafts/${encodeURIComponent(id)}/archive`);
}

export function useArchiveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveDraft,
    onSuccess: async () => {
      toastSuccess('Draft archived successfully');
      await refreshLists(queryClient, ['drafts', 'archivedDrafts']);
    },
    onError: () => toastError('Failed to archive draft'),
  });
}
