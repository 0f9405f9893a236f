import { VoiceScreen } from '../../features/assistant/components/voice-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function VoiceRoute() {
  useDocumentTitle('AI Assistant · Document Generator');
  return <VoiceScreen />;
}
