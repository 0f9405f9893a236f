import { VoiceAssistant } from './voice-assistant.tsx';
import './assistant.css';

/** The AI Assistant screen (/voice): say, type or upload a request and get a quote draft. */
export function VoiceScreen() {
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
