import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicePayments, PaymentInput } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys, refreshLists } from '#client/lib/query-keys.ts';

export const invoicePaymentsKey = (invoiceId: string) => ['/api/invoices', 'payments', invoiceId] as const;

/** GET /api/invoices/{id}/payments: the invoice as it stands and its payments, oldest first. */
export function useInvoicePayments(invoiceId: string | null) {
  return useQuery({
    queryKey: invoicePaymentsKey(invoiceId ?? ''),
    queryFn: () => api.get<InvoicePayments>(`/api/invoices/${encodeURIComponent(invoiceId ?? '')}/payments`),
    enabled: invoiceId !== null,
  });
}

/** POST /api/invoices/{id}/payments; the answer (invoice and payments) replaces the cached one. */
export function useRecordPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentInput) => api.post<InvoicePayments>(`/api/invoices/${encodeURIComponent(invoiceId)}/payments`, payment),
    onSuccess: async (answer) => {
      queryClient.setQueryData(invoicePaymentsKey(invoiceId), answer);
      queryClient.setQueryData(queryKeys.invoice(invoiceId), answer.invoice);
      await refreshLists(queryClient, ['invoices']);
    },
  });
}
