import { TypedRequest } from '../../features/assistant/components/typed-request.tsx';
import '../../features/assistant/components/assistant.css';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function VoiceRoute() {
  useDocumentTitle('AI Assistant · Document Generator');
  return (
    <div className="assistant">
      <header>
        <h1>AI Quote Assistant</h1>
        <p className="muted">Describe the project and get a quote draft to review and edit.</p>
      </header>
      <TypedRequest />
    </div>
  );
}
