import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { api, errorReason } from '#client/lib/api-client.ts';

/** What the server's outboxes (e-mail and text messages) have not delivered yet; they keep retrying. */
export interface Undelivered {
  id: string;
  to: string;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

export interface UndeliveredMail extends Undelivered {
  subject: string;
}

export interface UndeliveredSms extends Undelivered {
  body: string;
}

/** One outbox as the dashboard sees it: its list and its "send again now". */
function outboxHooks<T extends Undelivered>(base: '/api/mail' | '/api/sms', what: { noun: string; title: string }) {
  const key = [base, 'undelivered'] as const;
  return {
    /** GET {base}/undelivered. */
    useUndelivered: () => useQuery({ queryKey: key, queryFn: () => api.get<T[]>(`${base}/undelivered`), refetchInterval: 60_000 }),
    /** POST {base}/{id}/retry. */
    useRetry: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => api.post<unknown>(`${base}/${encodeURIComponent(id)}/retry`),
        onSuccess: async () => {
          toastSuccess(`The ${what.noun} will be sent again now.`, what.title);
          await queryClient.invalidateQueries({ queryKey: key });
        },
        onError: (error) => toastError(`The ${what.noun} could not be retried: ${errorReason(error)}`),
      });
    },
  };
}

const mail = outboxHooks<UndeliveredMail>('/api/mail', { noun: 'e-mail', title: 'Retrying E-mail' });
const sms = outboxHooks<UndeliveredSms>('/api/sms', { noun: 'text message', title: 'Retrying Text Message' });

export const useUndeliveredMail = mail.useUndelivered;
export const useRetryMail = mail.useRetry;
export const useUndeliveredSms = sms.useUndelivered;
export const useRetrySms = sms.useRetry;
