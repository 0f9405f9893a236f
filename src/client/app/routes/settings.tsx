import { SettingsScreen } from '#client/features/settings/components/settings-screen.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function SettingsRoute() {
  useDocumentTitle('Settings · Document Generator');
  return <SettingsScreen />;
}
