import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { api, errorReason } from '#client/lib/api-client.ts';

export interface UndeliveredMail {
  id: string;
  to: string;
  subject: string;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

const UNDELIVERED_KEY = ['/api/mail', 'undelivered'] as const;

/** GET /api/mail/undelivered: e-mail the outbox has not delivered yet (retried by the server). */
export function useUndeliveredMail() {
  return useQuery({ queryKey: UNDELIVERED_KEY, queryFn: () => api.get<UndeliveredMail[]>('/api/mail/undelivered'), refetchInterval: 60_000 });
}

/** POST /api/mail/{id}/retry. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/api/mail/${encodeURIComponent(id)}/retry`),
    onSuccess: async () => {
      toastSuccess('The e-mail will be sent again now.', 'Retrying E-mail');
      await queryClient.invalidateQueries({ queryKey: UNDELIVERED_KEY });
    },
    onError: (error) => toastError(`The e-mail could not be retried: ${errorReason(error)}`),
  });
}

export interface UndeliveredSms {
  id: string;
  to: string;
  body: string;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

const UNDELIVERED_SMS_KEY = ['/api/sms', 'undelivered'] as const;

/** GET /api/sms/undelivered: text messages the SMS outbox has not delivered yet (retried by the server). */
export function useUndeliveredSms() {
  return useQuery({ queryKey: UNDELIVERED_SMS_KEY, queryFn: () => api.get<UndeliveredSms[]>('/api/sms/undelivered'), refetchInterval: 60_000 });
}

/** POST /api/sms/{id}/retry. */
export function useRetrySms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/api/sms/${encodeURIComponent(id)}/retry`),
    onSuccess: async () => {
      toastSuccess('The text message will be sent again now.', 'Retrying Text Message');
      await queryClient.invalidateQueries({ queryKey: UNDELIVERED_SMS_KEY });
    },
    onError: (error) => toastError(`The text message could not be retried: ${errorReason(error)}`),
  });
}
