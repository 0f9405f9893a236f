import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '#shared/settings/settings.ts';
import { api } from './api-client.ts';
import { readJson, writeStorage } from './local-storage.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The company's name, phone and logo for the app's chrome (gate and navigation).
 *
 * Kept apart from lib/settings.ts on purpose: the shared settings module builds its zod schema
 * when loaded, and these screens are part of the first download (budget 160 KB gzipped), so they
 * only import its types. GET /api/settings needs a session while the gate is titled with the
 * company name: the last name seen is kept in localStorage for the gate.
 */
const BRAND_KEY = 'companyBrand';

export interface Brand {
  companyName: string;
  companyPhone: string;
  logoDataUrl: string;
}

export function cachedBrand(): Brand | null {
  const stored = readJson(BRAND_KEY);
  if (!stored || typeof stored !== 'object' || !('companyName' in stored) || typeof stored.companyName !== 'string' || !stored.companyName) return null;
  const phone = 'companyPhone' in stored && typeof stored.companyPhone === 'string' ? stored.companyPhone : '';
  return { companyName: stored.companyName, companyPhone: phone, logoDataUrl: '' };
}

export function rememberBrand(settings: Pick<Settings, 'companyName' | 'companyPhone'>): void {
  writeStorage(BRAND_KEY, JSON.stringify({ companyName: settings.companyName, companyPhone: settings.companyPhone }));
}

/** GET /api/settings as the server answers it; lib/settings.ts fills in defaults for missing fields. */
export async function fetchSettings(): Promise<Partial<Settings>> {
  const settings = await api.get<Partial<Settings>>('/api/settings');
  if (settings.companyName) rememberBrand({ companyName: settings.companyName, companyPhone: settings.companyPhone ?? '' });
  return settings;
}

export const settingsQuery = { queryKey: queryKeys.settings, queryFn: fetchSettings } as const;

async function defaultBrand(): Promise<Brand> {
  const { DEFAULT_SETTINGS } = await import('#shared/settings/default-settings.ts');
  return { companyName: DEFAULT_SETTINGS.companyName, companyPhone: DEFAULT_SETTINGS.companyPhone, logoDataUrl: '' };
}

/** The brand without a session (the gate): the cached one, else the defaults, loaded on demand. */
export function useCachedBrand(): Brand | null {
  const [brand, setBrand] = useState<Brand | null>(cachedBrand);
  useEffect(() => {
    if (brand) return;
    let live = true;
    void defaultBrand().then((loaded) => live && setBrand(loaded));
    return () => {
      live = false;
    };
  }, [brand]);
  return brand;
}

/** The brand inside the app: the server's settings once they arrive. */
export function useBrand(): Brand | null {
  const { data } = useQuery(settingsQuery);
  const cached = useCachedBrand();
  if (data?.companyName) return { companyName: data.companyName, companyPhone: data.companyPhone ?? '', logoDataUrl: data.logoDataUrl ?? '' };
  return cached;
}
