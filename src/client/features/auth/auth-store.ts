import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '#client/lib/local-storage.ts';

/**
 * The gate's state. The localStorage flag (SPEC.md) only lets a returning user skip a blank
 * screen: the server's session cookie decides, and any 401 locks the app again.
 */
export const AUTH_FLAG_KEY = 'isAuthenticated';

export type AuthStatus = 'checking' | 'authenticated' | 'locked';

let status: AuthStatus = readStorage(AUTH_FLAG_KEY) === 'true' ? 'authenticated' : 'checking';
const listeners = new Set<() => void>();

export function setAuthStatus(next: AuthStatus): void {
  if (next === 'authenticated') writeStorage(AUTH_FLAG_KEY, 'true');
  if (next === 'locked') removeStorage(AUTH_FLAG_KEY);
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function getAuthStatus(): AuthStatus {
  return status;
}

export function hasAuthFlag(): boolean {
  return readStorage(AUTH_FLAG_KEY) === 'true';
}

export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAuthStatus,
    getAuthStatus,
  );
}
