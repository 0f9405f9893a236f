import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositToCheck, MarkDepositChecked } from '#shared/payments/deposit-check.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshLists } from '#client/lib/query-keys.ts';

const path = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/deposit-payment`;
const depositCheckKey = (quoteId: string) => ['/api/quotes', 'deposit-payment', quoteId] as const;

/** GET /api/quotes/{id}/deposit-payment: a Stripe payment the webhook could not record, if one waits. */
export function useDepositToCheck(quoteId: string) {
  return useQuery({ queryKey: depositCheckKey(quoteId), queryFn: () => api.get<DepositToCheck>(path(quoteId)) });
}

/** POST .../checked: the office dealt with it; it leaves Needs attention. */
export function useMarkDepositChecked(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkDepositChecked) => api.post<DepositToCheck>(`${path(quoteId)}/checked`, body),
    onSettled: () => refreshLists(queryClient, ['quotes', 'linkQuotes']),
  });
}
