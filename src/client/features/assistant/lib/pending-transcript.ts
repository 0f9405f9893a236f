import { readStorage, removeStorage, writeStorage } from '#client/lib/local-storage.ts';

/**
 * A transcript not yet turned into a draft is kept in the browser, so a reload, a lost
 * connection or a failed extraction never makes anyone dictate the job again.
 */
const KEY = 'voiceTranscript';

export const readPendingTranscript = (): string => readStorage(KEY) ?? '';
export const savePendingTranscript = (text: string): void => void writeStorage(KEY, text);
export const clearPendingTranscript = (): void => removeStorage(KEY);

/** Remembered for the tab once the server said it has no transcription model (503). */
const UNAVAILABLE_KEY = 'voiceTranscriptionUnavailable';

export function readTranscriptionUnavailable(): string | null {
  try {
    return window.sessionStorage.getItem(UNAVAILABLE_KEY);
  } catch {
    return null;
  }
}

export function rememberTranscriptionUnavailable(message: string): void {
  try {
    window.sessionStorage.setItem(UNAVAILABLE_KEY, message);
  } catch {
    // Only a hint: the next recording would ask the server again.
  }
}
