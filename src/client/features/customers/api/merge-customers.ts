import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail, MergeCustomersInput } from '#shared/customers/customers.ts';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { api, errorReason } from '#client/lib/api-client.ts';
import { CUSTOMERS_KEY } from './get-customers.ts';

/** POST /api/customers/merge and POST /api/customers/{id}/split. */
export function useMergeCustomers(onMerged: (customer: CustomerDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeCustomersInput) => api.post<CustomerDetail>('/api/customers/merge', input),
    onSuccess: async (customer) => {
      toast({ title: 'Customers merged', description: `${customer.name} now holds both customers' documents.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
      onMerged(customer);
    },
    onError: (error) => toastError(`The customers could not be merged: ${errorReason(error)}`),
  });
}

export function useSplitCustomer(onSplit: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ids: string[] }>(`/api/customers/${encodeURIComponent(id)}/split`),
    onSuccess: async () => {
      toast({ title: 'Customers split', description: 'The customers merged by hand are separate again.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
      onSplit();
    },
    onError: (error) => toastError(`The customer could not be split: ${errorReason(error)}`),
  });
}
