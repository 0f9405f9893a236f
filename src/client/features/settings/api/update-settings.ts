import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '#shared/settings/settings.ts';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { rememberBrand } from '#client/lib/brand.ts';

export function updateSettings(settings: Settings): Promise<Settings> {
  return api.put<Settings>('/api/settings', settings);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved, sent) => {
      const settings = { ...sent, ...saved };
      queryClient.setQueryData(queryKeys.settings, settings);
      rememberBrand(settings);
    },
  });
}
