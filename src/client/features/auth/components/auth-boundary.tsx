import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { onUnauthorized } from '#client/lib/api-client.ts';
import { getSession } from '../api/get-session.ts';
import { hasAuthFlag, setAuthStatus, useAuthStatus } from '../auth-store.ts';
import { AccessGate } from './access-gate.tsx';

/** Shows the gate until the server confirms a session; any later 401 brings the gate back. */
export function AuthBoundary({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onUnauthorized(() => {
        setAuthStatus('locked');
        queryClient.clear();
      }),
    [queryClient],
  );

  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal)
      .then(({ authenticated }) => setAuthStatus(authenticated ? 'authenticated' : 'locked'))
      .catch(() => {
        // Offline: trust the flag, so unsaved local edits stay reachable; the next call decides.
        if (!controller.signal.aborted) setAuthStatus(hasAuthFlag() ? 'authenticated' : 'locked');
      });
    return () => controller.abort();
  }, []);

  if (status === 'checking') return <PageLoading label="Checking access..." />;
  if (status === 'locked') return <AccessGate />;
  return <>{children}</>;
}
