import { api } from '../../../lib/api-client.ts';

export async function getSession(signal?: AbortSignal): Promise<{ authenticated: boolean }> {
  return api.get<{ authenticated: boolean }>('/api/session', { signal, ignoreUnauthorized: true });
}
