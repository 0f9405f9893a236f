import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissToast } from '#client/components/ui/toast-store.ts';
import { api } from '#client/lib/api-client.ts';
import { setAuthStatus } from '../auth-store.ts';

export function createSession(accessCode: string): Promise<void> {
  return api.post<void>('/api/session', { accessCode }, { ignoreUnauthorized: true });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => {
      queryClient.clear();
      // An 'Access Denied' from an earlier wrong code is answered now: it must not stay over the app.
      dismissToast();
      setAuthStatus('authenticated');
    },
  });
}
