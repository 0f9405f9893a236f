import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/documents/schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { refreshLists } from '../../../lib/query-keys.ts';

/** PATCH /api/invoices/{id}/status: unpaid -> paid (and back, for a payment recorded by mistake). */
export function setInvoiceStatus({ id, status }: { id: string; status: Invoice['status'] }): Promise<Invoice> {
  return api.patch<Invoice>(`/api/invoices/${encodeURIComponent(id)}/status`, { status });
}

export function useSetInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInvoiceStatus,
    onSuccess: () => refreshLists(queryClient, ['invoices']),
  });
}
