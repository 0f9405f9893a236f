import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody } from '#client/components/ui/card.tsx';
import { DraftIcon, MicIcon } from '#client/components/ui/icons.tsx';
import type { VoicePhase } from '../hooks/use-voice-flow.ts';
import { LevelMeter } from './level-meter.tsx';

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(interval);
  }, []);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  return (
    <span className="voice__elapsed">
      {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
    </span>
  );
}

const statusText: Partial<Record<VoicePhase, string>> = {
  starting: 'Opening the microphone...',
  recorded: 'Recording stopped.',
  transcribing: 'Transcribing...',
  generating: 'Generating Your Quote',
};

export interface VoiceCaptureProps {
  phase: VoicePhase;
  analyser: AnalyserNode | null;
  startedAt: number | null;
  /** The server said it has no transcription model (503). */
  unavailable: boolean;
  /** 'Transcription: whisper-1 at 127.0.0.1:8080', or the browser's recognition; null until the server has said. */
  transcriber?: string | null;
  useBrowserSpeech: boolean;
  /** The browser's own recognition was tried and failed. */
  browserSpeechFailed: boolean;
  canRecord: boolean;
  onToggle: () => void;
  onNext: () => void;
  onCancel: () => void;
  onType: () => void;
}

/** SPEC.md 'Voice / AI assistant screen': the record button, its level meter, Type, Next and Cancel. */
export function VoiceCapture({ phase, analyser, startedAt, unavailable, transcriber = null, useBrowserSpeech, browserSpeechFailed, canRecord, onToggle, onNext, onCancel, onType }: VoiceCaptureProps) {
  const recording = phase === 'recording';
  const busy = phase !== 'idle' && !recording;
  const showNext = recording || phase === 'recorded';
  return (
    <Card className="voice" aria-label="Voice request">
      <CardBody className="voice__body">
        {unavailable ? (
          <p className="voice__notice" role="status">
            Voice transcription is not set up on this server.{' '}
            {useBrowserSpeech
              ? 'Your browser’s own speech recognition is used instead: click the button and speak.'
              : browserSpeechFailed
                ? 'Your browser’s speech recognition did not work either: type your request or attach files instead.'
                : 'This browser cannot transcribe speech either: type your request or attach files instead.'}
          </p>
        ) : null}
        <button
          type="button"
          className={recording ? 'voice__record voice__record--on' : 'voice__record'}
          onClick={onToggle}
          disabled={busy || (!recording && !canRecord)}
          aria-describedby="voice-status"
        >
          <span className="voice__mic" aria-hidden="true">
            <MicIcon />
          </span>
          <span className="voice__label">{recording ? 'Speak now, click next when finished' : 'Click to start recording'}</span>
        </button>
        <div className="voice__meter-slot">{recording && analyser ? <LevelMeter analyser={analyser} /> : null}</div>
        <p id="voice-status" className="voice__status" role="status" aria-live="polite">
          {recording && startedAt ? <Elapsed since={startedAt} /> : (statusText[phase] ?? '')}
        </p>
        {transcriber ? <p className="voice__transcriber">{transcriber}</p> : null}
        <div className="voice__actions">
          <Button variant="secondary" icon={<DraftIcon />} onClick={onType} disabled={phase !== 'idle'}>
            Type
          </Button>
          {showNext ? (
            <Button variant="primary" onClick={onNext}>
              Next
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onCancel} disabled={phase === 'idle' || phase === 'generating'}>
            Cancel
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
