import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function SettingsRoute() {
  useDocumentTitle('Settings · Document Generator');
  return <SettingsScreen />;
}
