import { api } from '#client/lib/api-client.ts';
import { setAuthStatus } from '../auth-store.ts';

/** Logout: ends the server session, drops the flag (SPEC.md) and reloads the page. */
export async function logout(): Promise<void> {
  try {
    await api.delete('/api/session', { ignoreUnauthorized: true });
  } catch {
    // The flag still goes: a session the server could not end expires on its own.
  }
  setAuthStatus('locked');
  window.location.reload();
}
