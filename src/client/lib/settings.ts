import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '#shared/settings/settings.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { cachedBrand, fetchSettings } from './brand.ts';
import { queryKeys } from './query-keys.ts';

/** The full company profile, defaults filled in: for the preview, the settings screen and the PDF. */
export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: fetchSettings,
    select: (settings: Partial<Settings>): Settings => ({ ...DEFAULT_SETTINGS, ...settings }),
  });

/** Settings, or the defaults until they arrive (the preview never waits on them). */
export function useSettings(): Settings {
  const { data } = useQuery(getSettingsQueryOptions());
  if (data) return data;
  const brand = cachedBrand();
  return brand ? { ...DEFAULT_SETTINGS, companyName: brand.companyName, companyPhone: brand.companyPhone } : DEFAULT_SETTINGS;
}
