import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '#shared/documents/schemas.ts';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { refreshLists } from '#client/lib/query-keys.ts';
import type { Autosave } from '../hooks/use-autosave.ts';
import { buildInvoicePayload } from '../lib/document-payloads.ts';
import type { GeneratorValues } from '../lib/form-values.ts';
import { createInvoice } from './create-invoice.ts';

const INVOICE_FAILED = 'Failed to create invoice. Please try again.';

/**
 * An invoice bills one scope: options are offered on a quote and the customer chooses one when
 * signing (then the deposit and final invoices bill it). An invoice made from a form with options
 * would silently bill only the Service Items, so it is refused with a reason.
 */
export const OPTIONS_ON_INVOICE = 'An invoice bills one set of lines: remove the options, or issue the quote and invoice the option the customer signs for.';

class OptionsOnInvoiceError extends Error {}

/** 'Generate Invoice': posts the invoice, tied to the draft autosave made, then refreshes the lists. */
export function useGenerateInvoice({ autosave, onCreated }: { autosave: Autosave; onCreated: (invoice: Invoice) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: GeneratorValues): Promise<Invoice> => {
      if (values.options.length > 0 || values.addOns.length > 0) throw new OptionsOnInvoiceError(OPTIONS_ON_INVOICE);
      await autosave.settle();
      return createInvoice(buildInvoicePayload(values, autosave.draftId()));
    },
    onSuccess: async (invoice) => {
      autosave.finish();
      toastSuccess('Invoice created successfully!');
      await refreshLists(queryClient, ['quotes', 'drafts', 'invoices']);
      onCreated(invoice);
    },
    onError: (error) => toastError(error instanceof OptionsOnInvoiceError ? error.message : INVOICE_FAILED),
  });
}
