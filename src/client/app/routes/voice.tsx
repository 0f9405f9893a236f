import { VoiceAssistant } from '../../features/assistant/components/voice-assistant.tsx';
import '../../features/assistant/components/assistant.css';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function VoiceRoute() {
  useDocumentTitle('AI Assistant · Document Generator');
  return (
    <div className="assistant">
      <header>
        <h1>AI Quote Assistant</h1>
        <p className="muted">Say, type or upload what the customer needs and get a quote draft to review and edit.</p>
      </header>
      <VoiceAssistant />
    </div>
  );
}
