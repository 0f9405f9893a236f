import { useCallback, useEffect, useRef, useState } from 'react';

export interface Recording {
  chunks: Blob[];
}

/**
 * The microphone through MediaRecorder, with an AnalyserNode the level meter reads. stop()
 * resolves with every chunk the recorder produced, once the recorder has flushed its last one.
 */
export function useVoiceRecorder() {
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const session = useRef<{ recorder: MediaRecorder; stream: MediaStream; context: AudioContext; chunks: Blob[] } | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    setAnalyser(null);
    if (!current) return;
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close().catch(() => undefined);
  }, []);

  /** Rejects when the microphone is refused or missing. */
  const start = useCallback(async () => {
    release();
    const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const context = new AudioContext();
    const node = context.createAnalyser();
    node.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(node);
    session.current = { recorder, stream, context, chunks };
    recorder.start(250);
    setAnalyser(node);
  }, [release]);

  const stop = useCallback(async (): Promise<Recording> => {
    const current = session.current;
    if (!current) return { chunks: [] };
    if (current.recorder.state !== 'inactive') {
      const stopped = new Promise((resolve) => current.recorder.addEventListener('stop', resolve, { once: true }));
      current.recorder.stop();
      await stopped;
    }
    release();
    return { chunks: current.chunks };
  }, [release]);

  useEffect(() => release, [release]);

  return { start, stop, cancel: release, analyser };
}
