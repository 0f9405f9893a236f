import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '#shared/documents/schemas.ts';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { refreshLists } from '#client/lib/query-keys.ts';
import type { Autosave } from '../hooks/use-autosave.ts';
import { buildInvoicePayload } from '../lib/document-payloads.ts';
import type { GeneratorValues } from '../lib/form-values.ts';
import { createInvoice } from './create-invoice.ts';

const INVOICE_FAILED = 'Failed to create invoice. Please try again.';

/** 'Generate Invoice': posts the invoice, tied to the draft autosave made, then refreshes the lists. */
export function useGenerateInvoice({ autosave, onCreated }: { autosave: Autosave; onCreated: (invoice: Invoice) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: GeneratorValues): Promise<Invoice> => {
      await autosave.settle();
      return createInvoice(buildInvoicePayload(values, autosave.draftId()));
    },
    onSuccess: async (invoice) => {
      autosave.finish();
      toastSuccess('Invoice created successfully!');
      await refreshLists(queryClient, ['quotes', 'drafts', 'invoices']);
      onCreated(invoice);
    },
    onError: () => toastError(INVOICE_FAILED),
  });
}
