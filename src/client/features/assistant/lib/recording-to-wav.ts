import { encodeWav, mixToMono, SPEECH_SAMPLE_RATE } from './wav.ts';

/**
 * MediaRecorder gives WebM/Opus (Chromium, Firefox) or MP4/AAC (Safari); the transcription call
 * takes recording.wav. The browser decodes its own format, resamples to 16 kHz mono and the
 * samples are written as 16-bit PCM.
 */
export async function recordingToWav(chunks: Blob[]): Promise<Blob> {
  const recorded = new Blob(chunks, { type: chunks[0]?.type || 'audio/webm' });
  const decoder = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await decoder.decodeAudioData(await recorded.arrayBuffer());
  } finally {
    void decoder.close();
  }
  const frames = Math.max(1, Math.ceil(decoded.duration * SPEECH_SAMPLE_RATE));
  const offline = new OfflineAudioContext(1, frames, SPEECH_SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  const channels = Array.from({ length: rendered.numberOfChannels }, (_, i) => rendered.getChannelData(i));
  return new Blob([encodeWav(mixToMono(channels), SPEECH_SAMPLE_RATE)], { type: 'audio/wav' });
}
