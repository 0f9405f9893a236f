import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { refreshLists } from '#client/lib/query-keys.ts';

/** POST /api/quotes/{id}/prepare-send: the signing link (made if missing) and what the dialog offers. */
export interface SendPrepared {
  quoteId: string;
  quoteNumber: string;
  shareableLink: string;
  signingUrl: string;
  email: string | null;
  phone: string | null;
  smsConfigured: boolean;
  smsBody: string;
  smsHref: string | null;
}

export interface Sent {
  to: string | null;
  at: string;
  alreadySent: boolean;
}

export interface TimelineEvent {
  kind: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
  to: string | null;
  reminder: string | null;
  /** An invoice's send whose mail failed or waits to retry. */
  undelivered?: boolean;
}

export interface TimelineReminder {
  id: string;
  kind: 'quote_viewed' | 'quote_expiring' | 'invoice_overdue';
  step: number;
  dueAt: string;
  status: 'scheduled' | 'sent' | 'stopped' | 'skipped';
  reason: string | null;
  sentTo: string | null;
  at: string;
}

export interface Timeline {
  events: TimelineEvent[];
  reminders: TimelineReminder[];
  stoppedAt: string | null;
}

export type TimelineDocument = { kind: 'quote' | 'invoice'; id: string };

const path = (document: TimelineDocument) => `/api/${document.kind === 'quote' ? 'quotes' : 'invoices'}/${encodeURIComponent(document.id)}`;
export const timelineKey = (document: TimelineDocument) => [document.kind === 'quote' ? '/api/quotes' : '/api/invoices', 'timeline', document.id] as const;

export const prepareSend = (id: string): Promise<SendPrepared> => api.post<SendPrepared>(`/api/quotes/${encodeURIComponent(id)}/prepare-send`);

export function usePrepareSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareSend,
    // A draft is issued as a quote by it, as by Copy Signing Link.
    onSuccess: () => refreshLists(queryClient, ['drafts', 'quotes', 'linkQuotes']),
  });
}

export type SendChannel = 'send-email' | 'send-sms' | 'sms-link';

export function useSend(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, to }: { channel: SendChannel; to?: string }) => api.post<Sent>(`/api/quotes/${encodeURIComponent(quoteId)}/${channel}`, to ? { to } : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKey({ kind: 'quote', id: quoteId }) }),
  });
}

export function useTimeline(document: TimelineDocument | null) {
  return useQuery({
    queryKey: document ? timelineKey(document) : ['timeline', 'none'],
    enabled: document !== null,
    queryFn: () => api.get<Timeline>(`${path(document!)}/timeline`),
  });
}

export function useStopReminders(document: TimelineDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ stopped: number; stoppedAt: string }>(`${path(document)}/reminders/stop`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKey(document) }),
  });
}
