import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSent, SendInvoiceEmail } from '#shared/sending/send-invoice-email.ts';
import { api } from '#client/lib/api-client.ts';
import { timelineKey } from './send-to-customer.ts';

/**
 * POST /api/invoices/{id}/send-email: the body's type comes from the shared zod schema (the
 * browser takes types only, decision 010); the server checks it with the schema itself.
 */
export function useSendInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvoiceEmail) => api.post<InvoiceSent>(`/api/invoices/${encodeURIComponent(invoiceId)}/send-email`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKey({ kind: 'invoice', id: invoiceId }) }),
  });
}
