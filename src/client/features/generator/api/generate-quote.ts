import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Draft } from '#shared/documents/schemas.ts';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { refreshLists } from '#client/lib/query-keys.ts';
import type { Autosave } from '../hooks/use-autosave.ts';
import { buildQuotePayload } from '../lib/document-payloads.ts';
import type { GeneratorValues } from '../lib/form-values.ts';
import { createDraft } from './create-draft.ts';
import { updateDraft } from './update-draft.ts';

const DRAFT_CONFLICT = 'A draft with identical content already exists. Please modify the draft or check existing drafts.';
const DRAFT_FAILED = 'Failed to create draft. Please try again.';

/**
 * 'Generate Quote': completes the draft autosave made (PUT) or posts a new one, then refreshes the
 * lists. A 409 (identical content) is told apart from other failures.
 */
export function useGenerateQuote({ autosave, onCreated }: { autosave: Autosave; onCreated: (draft: Draft) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: GeneratorValues): Promise<Draft> => {
      await autosave.settle();
      const payload = buildQuotePayload(values);
      const id = autosave.draftId();
      // Autosave already made this draft: completing it must not post a second, identical one.
      return id ? updateDraft(id, payload) : createDraft(payload);
    },
    onSuccess: async (draft) => {
      autosave.finish();
      toastSuccess('Quote created successfully!');
      await refreshLists(queryClient, ['quotes', 'drafts', 'invoices']);
      onCreated(draft);
    },
    onError: (error) => toastError(error instanceof ApiError && error.status === 409 ? DRAFT_CONFLICT : DRAFT_FAILED),
  });
}
