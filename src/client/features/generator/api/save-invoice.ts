import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceUpdateInput } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys, refreshLists } from '#client/lib/query-keys.ts';

/** PUT /api/invoices/{id}: an unpaid invoice edited in place, same number, figures recomputed by the server. */
export function saveInvoice(id: string, payload: InvoiceUpdateInput): Promise<Invoice> {
  return api.put<Invoice>(`/api/invoices/${encodeURIComponent(id)}`, payload);
}

/** POST /api/invoices/{id}/void: the invoice is voided with the reason and the replacement issued. */
export function voidAndReplaceInvoice(id: string, reason: string, replacement: InvoiceUpdateInput): Promise<{ voided: Invoice; replacement: Invoice }> {
  return api.post<{ voided: Invoice; replacement: Invoice }>(`/api/invoices/${encodeURIComponent(id)}/void`, { reason, replacement });
}

/** Both change an invoice: its cached copy and the lists follow. */
export function useInvoiceWrites() {
  const queryClient = useQueryClient();
  const settle = async (...invoices: Invoice[]): Promise<void> => {
    for (const invoice of invoices) queryClient.setQueryData(queryKeys.invoice(invoice.id), invoice);
    await refreshLists(queryClient, ['invoices']);
  };
  const save = useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: InvoiceUpdateInput }) => saveInvoice(id, payload),
    onSuccess: (invoice) => settle(invoice),
  });
  const voidAndReplace = useMutation({
    mutationFn: ({ id, reason, payload }: { id: string; reason: string; payload: InvoiceUpdateInput }) => voidAndReplaceInvoice(id, reason, payload),
    onSuccess: ({ voided, replacement }) => settle(voided, replacement),
  });
  return { save, voidAndReplace };
}
