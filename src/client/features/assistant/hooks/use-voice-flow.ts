import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '#client/components/ui/toast-store.ts';
import { aiProcess } from '../api/ai-process.ts';
import { transcriberText, useAssistantStatus } from '../api/assistant-status.ts';
import { extractFromText, type ExtractAnswer } from '../api/extract-from-text.ts';
import { isTranscriptionUnavailable, transcribe } from '../api/transcribe.ts';
import { VOICE_ACCEPT } from '../lib/attachments.ts';
import { hasBrowserSpeechRecognition, startBrowserDictation, type BrowserDictation } from '../lib/browser-speech.ts';
import {
  clearPendingTranscript,
  readPendingTranscript,
  readTranscriptionUnavailable,
  rememberTranscriptionUnavailable,
  savePendingTranscript,
} from '../lib/pending-transcript.ts';
import { recordingToWav } from '../lib/recording-to-wav.ts';
import { useAttachments } from './use-attachments.ts';
import { useVoiceRecorder } from './use-voice-recorder.ts';

/** SPEC.md section 4 'Voice flow'. */
export type VoicePhase = 'idle' | 'starting' | 'recording' | 'recorded' | 'transcribing' | 'review' | 'generating';

/** SPEC.md section 9: transcription starts about 0.5 s after recording stops. */
export const TRANSCRIBE_DELAY_MS = 500;
/** A WAV of this length stays well under the server's 25 MB audio limit. */
export const MAX_RECORDING_MS = 10 * 60_000;

const MICROPHONE_DENIED = 'Could not access microphone. Please check permissions.';
const TRANSCRIPTION_FAILED = 'Error transcribing audio. Please try again.';
const NO_AUDIO = 'No audio recording available to transcribe.';
const NOT_SET_UP = 'Voice transcription is not set up on this server.';
export const BROWSER_SPEECH_FAILED = 'Your browser’s speech recognition did not work. Please type your request instead.';

export function useVoiceFlow() {
  const navigate = useNavigate();
  const recorder = useVoiceRecorder();
  const attachments = useAttachments(VOICE_ACCEPT);
  const [pending] = useState(readPendingTranscript);
  const [phase, setPhaseState] = useState<VoicePhase>(pending ? 'review' : 'idle');
  const [transcript, setTranscript] = useState(pending);
  const [savedTranscript, setSavedTranscript] = useState(pending);
  const [restored, setRestored] = useState(pending !== '');
  const [unavailable, setUnavailable] = useState(readTranscriptionUnavailable);
  const [fromVoice, setFromVoice] = useState(true);
  // Some browsers offer recognition but cannot reach their speech service (Chromium without Google's keys).
  const [browserSpeechFailed, setBrowserSpeechFailed] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const phaseRef = useRef(phase);
  // Read through a function: async steps re-check the phase after each await (a Cancel may have come).
  const currentPhase = (): VoicePhase => phaseRef.current;
  const chunks = useRef<Blob[]>([]);
  const dictation = useRef<BrowserDictation | null>(null);
  const heard = useRef<Promise<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The server says up front whether it has a transcriber, so no recording is spent finding out;
  // a 503 from /api/transcribe still switches over when the server could not be asked.
  const status = useAssistantStatus();
  const notSetUp = unavailable ?? (status.data?.transcriber === null ? NOT_SET_UP : null);
  // Without a server model the browser listens itself; without either, only typing is left.
  const useBrowserSpeech = notSetUp !== null && !browserSpeechFailed && hasBrowserSpeechRecognition();
  const canRecord = notSetUp === null || useBrowserSpeech;
  const transcriber = transcriberText(status.data, { available: useBrowserSpeech });

  const setPhase = useCallback((next: VoicePhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const stopEverything = useCallback(() => {
    clearTimeout(timer.current);
    recorder.cancel();
    dictation.current?.abort();
    dictation.current = null;
    heard.current = null;
    chunks.current = [];
    setStartedAt(null);
  }, [recorder]);

  /** SPEC.md: Cancel, or any failure, resets everything. */
  const reset = useCallback(() => {
    stopEverything();
    setTranscript('');
    setSavedTranscript('');
    setRestored(false);
    clearPendingTranscript();
    attachments.clear();
    setPhase('idle');
  }, [attachments, setPhase, stopEverything]);

  // A toast in the page, not the browser's native alert(): it does not freeze the page, matches
  // the rest of the app and can be read while the screen resets.
  const fail = useCallback(
    (message: string, title = 'Error') => {
      toastError(message, title);
      reset();
    },
    [reset],
  );

  const showTranscript = useCallback(
    (text: string) => {
      setTranscript(text);
      setSavedTranscript(text);
      setRestored(false);
      savePendingTranscript(text);
      setPhase('review');
    },
    [setPhase],
  );

  const transcribeNow = useCallback(async () => {
    if (phaseRef.current !== 'recorded') return;
    clearTimeout(timer.current);
    setPhase('transcribing');
    const byBrowser = heard.current !== null;
    try {
      let text: string;
      if (heard.current) {
        text = (await heard.current).trim();
      } else {
        if (chunks.current.length === 0) {
          fail(NO_AUDIO);
          return;
        }
        text = await transcribe(await recordingToWav(chunks.current));
      }
      if (currentPhase() !== 'transcribing') return; // cancelled meanwhile
      if (!text) throw new Error('empty transcript');
      showTranscript(text);
    } catch (error) {
      if (currentPhase() !== 'transcribing') return;
      if (isTranscriptionUnavailable(error)) {
        const message = error.serverMessage ?? NOT_SET_UP;
        rememberTranscriptionUnavailable(message);
        setUnavailable(message);
        reset();
        return;
      }
      if (byBrowser) {
        setBrowserSpeechFailed(true);
        fail(BROWSER_SPEECH_FAILED);
        return;
      }
      fail(TRANSCRIPTION_FAILED);
    }
  }, [fail, reset, setPhase, showTranscript]);

  const stopRecording = useCallback(
    async (transcribeAtOnce: boolean) => {
      if (phaseRef.current !== 'recording') return;
      clearTimeout(timer.current);
      if (dictation.current) {
        const finished = dictation.current.finish();
        finished.catch(() => undefined); // read in transcribeNow
        heard.current = finished;
        dictation.current = null;
      }
      chunks.current = (await recorder.stop()).chunks;
      setStartedAt(null);
      if (currentPhase() !== 'recording') return;
      setPhase('recorded');
      if (transcribeAtOnce) void transcribeNow();
      else timer.current = setTimeout(() => void transcribeNow(), TRANSCRIBE_DELAY_MS);
    },
    [recorder, setPhase, transcribeNow],
  );

  const startRecording = useCallback(async () => {
    if (phaseRef.current !== 'idle' || !canRecord) return;
    setPhase('starting');
    try {
      await recorder.start();
      if (useBrowserSpeech) dictation.current = startBrowserDictation();
    } catch {
      fail(MICROPHONE_DENIED, 'Microphone Unavailable');
      return;
    }
    if (currentPhase() !== 'starting') {
      stopEverything();
      return;
    }
    setStartedAt(Date.now());
    setPhase('recording');
    timer.current = setTimeout(() => void stopRecording(false), MAX_RECORDING_MS);
  }, [canRecord, fail, recorder, setPhase, stopEverything, stopRecording, useBrowserSpeech]);

  /** The record button: starts, and while recording stops. */
  const toggleRecording = useCallback(() => {
    if (phaseRef.current === 'idle') void startRecording();
    else if (phaseRef.current === 'recording') void stopRecording(false);
  }, [startRecording, stopRecording]);

  /** Next: stop if still recording, and transcribe without waiting. */
  const next = useCallback(() => {
    if (phaseRef.current === 'recording') void stopRecording(true);
    else if (phaseRef.current === 'recorded') void transcribeNow();
  }, [stopRecording, transcribeNow]);

  const saveTranscript = useCallback(() => {
    savePendingTranscript(transcript);
    setSavedTranscript(transcript);
  }, [transcript]);

  /**
   * Send to AI. SPEC.md: with a draft id the user goes to /generated-quotes?draft={id};
   * on failure or without a draft the loader closes and the user goes to /. The text stays saved
   * in the browser until a draft exists, and the next visit to /voice offers it again.
   */
  const sendToAi = useCallback(
    async (text: string, voice: boolean) => {
      const request = text.trim();
      if (!request) return;
      savePendingTranscript(request);
      setFromVoice(voice);
      setPhase('generating');
      let answer: ExtractAnswer | null;
      try {
        answer = attachments.files.length > 0 ? await aiProcess({ prompt: request, files: attachments.files }) : await extractFromText(request);
      } catch {
        answer = null;
      }
      const draftId = answer?.success ? answer.draft?.id : undefined;
      if (draftId) {
        clearPendingTranscript();
        navigate(`/generated-quotes?draft=${encodeURIComponent(draftId)}`);
      } else {
        navigate('/');
      }
    },
    [attachments.files, navigate, setPhase],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    phase,
    analyser: recorder.analyser,
    startedAt,
    transcript,
    savedTranscript,
    restored,
    unavailable: notSetUp,
    transcriber,
    useBrowserSpeech,
    browserSpeechFailed,
    canRecord,
    fromVoice,
    attachments,
    toggleRecording,
    next,
    cancel: reset,
    setTranscript,
    saveTranscript,
    sendTranscript: () => void sendToAi(transcript, true),
    sendTyped: (text: string) => void sendToAi(text, false),
  };
}
