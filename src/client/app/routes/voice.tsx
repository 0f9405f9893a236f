import { VoiceScreen } from '#client/features/assistant/components/voice-screen.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function VoiceRoute() {
  useDocumentTitle('AI Assistant · Document Generator');
  return <VoiceScreen />;
}
