/**
 * The browser's own speech recognition (Chrome, Edge, Safari), the fallback when the server has
 * no transcription model. Not in TypeScript's DOM types yet, hence the small interface.
 */
interface SpeechRecognitionAlternativeLike {
  transcript: string;
}
interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechRecognitionAlternativeLike;
}
interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: SpeechRecognitionResultLike };
}
interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function speechRecognitionConstructor(): SpeechRecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function hasBrowserSpeechRecognition(): boolean {
  return speechRecognitionConstructor() !== null;
}

export interface BrowserDictation {
  /** Ends listening; resolves with everything heard. Rejects when recognition failed. */
  finish(): Promise<string>;
  abort(): void;
}

/** Starts listening at once (the browser asks for the microphone itself). */
export function startBrowserDictation(lang = navigator.language || 'en-US'): BrowserDictation {
  const Recognition = speechRecognitionConstructor();
  if (!Recognition) throw new Error('This browser has no speech recognition.');
  const recognition = new Recognition();
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.lang = lang;
  const heard: string[] = [];
  let failure: string | null = null;
  let ended = false;
  let onEnded: (() => void) | null = null;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      if (result?.isFinal && result[0]) heard[i] = result[0].transcript.trim();
    }
  };
  // 'no-speech' only means silence so far; anything else (network, not-allowed) is a failure.
  recognition.onerror = (event) => {
    if (event.error !== 'no-speech' && event.error !== 'aborted') failure = event.error;
  };
  recognition.onend = () => {
    ended = true;
    onEnded?.();
  };
  recognition.start();
  return {
    finish: () =>
      new Promise<string>((resolve, reject) => {
        const settle = () => (failure ? reject(new Error(`Speech recognition failed: ${failure}`)) : resolve(heard.filter(Boolean).join(' ')));
        if (ended) settle();
        else {
          onEnded = settle;
          recognition.stop();
        }
      }),
    abort: () => {
      onEnded = null;
      recognition.abort();
    },
  };
}
