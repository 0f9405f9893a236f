import { useState } from 'react';
import { useVoiceFlow } from '../hooks/use-voice-flow.ts';
import { ChatView } from './chat-view.tsx';
import { GeneratingOverlay } from './generating-overlay.tsx';
import { TranscriptDialog } from './transcript-dialog.tsx';
import { TypeRequestDialog } from './type-request-dialog.tsx';
import { VoiceCapture } from './voice-capture.tsx';

/** The /voice screen: speak, type or attach files, and get a quote draft to review. */
export function VoiceAssistant() {
  const flow = useVoiceFlow();
  const [typing, setTyping] = useState(false);
  return (
    <>
      <div className="assistant__panes">
        <VoiceCapture
          phase={flow.phase}
          analyser={flow.analyser}
          startedAt={flow.startedAt}
          unavailable={flow.unavailable !== null}
          transcriber={flow.transcriber}
          useBrowserSpeech={flow.useBrowserSpeech}
          browserSpeechFailed={flow.browserSpeechFailed}
          canRecord={flow.canRecord}
          onToggle={flow.toggleRecording}
          onNext={flow.next}
          onCancel={flow.cancel}
          onType={() => setTyping(true)}
        />
        <ChatView />
      </div>
      {flow.phase === 'review' ? (
        <TranscriptDialog
          text={flow.transcript}
          onTextChange={flow.setTranscript}
          savedText={flow.savedTranscript}
          restored={flow.restored}
          onSave={flow.saveTranscript}
          onCancel={flow.cancel}
          onSend={flow.sendTranscript}
          files={flow.attachments.files}
          onAddFiles={flow.attachments.add}
          onRemoveFile={flow.attachments.remove}
        />
      ) : null}
      {typing && flow.phase === 'idle' ? (
        <TypeRequestDialog
          onCancel={() => setTyping(false)}
          onSend={(text) => {
            setTyping(false);
            flow.sendTyped(text);
          }}
        />
      ) : null}
      {flow.phase === 'generating' ? <GeneratingOverlay fromVoice={flow.fromVoice} /> : null}
    </>
  );
}
