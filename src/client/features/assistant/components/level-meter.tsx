import { useEffect, useRef } from 'react';

/** Loudness of the microphone, 0 to 100, from the analyser's waveform (RMS, scaled for speech). */
function levelOf(samples: Uint8Array): number {
  let sum = 0;
  for (const sample of samples) {
    const centered = (sample - 128) / 128;
    sum += centered * centered;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(100, Math.round(rms * 400));
}

/**
 * Animates while recording. Written to the DOM directly each frame: a React render per frame
 * would redraw the whole screen sixty times a second.
 */
export function LevelMeter({ analyser }: { analyser: AnalyserNode }) {
  const meterRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let lastAnnounced = 0;
    const draw = (time: number) => {
      analyser.getByteTimeDomainData(samples);
      const level = levelOf(samples);
      barRef.current?.style.setProperty('--level', `${level}%`);
      if (time - lastAnnounced > 250) {
        meterRef.current?.setAttribute('aria-valuenow', String(level));
        lastAnnounced = time;
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  return (
    <div ref={meterRef} className="level-meter" role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
      <div ref={barRef} className="level-meter__bar" />
    </div>
  );
}
