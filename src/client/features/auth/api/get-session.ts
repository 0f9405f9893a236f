import { api } from '#client/lib/api-client.ts';
import { rememberBrand } from '#client/lib/brand.ts';

export interface SessionAnswer {
  authenticated: boolean;
  /** The company profile, public so the gate can show the real company name. */
  company?: { companyName: string; companyPhone: string; logoDataUrl: string };
}

/**
 * GET /api/session. Its company name is remembered for the gate (lib/brand.ts), which renders
 * after this answer, so even a first visit on a new device shows the real name, not the default.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  const session = await api.get<SessionAnswer>('/api/session', { signal, ignoreUnauthorized: true });
  if (session.company?.companyName) rememberBrand({ companyName: session.company.companyName, companyPhone: session.company.companyPhone ?? '' });
  return session;
}
