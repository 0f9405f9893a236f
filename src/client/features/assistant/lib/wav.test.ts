import { describe, expect, it } from 'vitest';
import { encodeWav, mixToMono } from './wav.ts';

const text = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('encodeWav', () => {
  it('writes a RIFF/WAVE header any transcription API reads: PCM, mono, 16-bit, the given rate', () => {
    const view = new DataView(encodeWav(new Float32Array(160), 16_000));
    expect(text(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 320);
    expect(text(view, 8, 4)).toBe('WAVE');
    expect(text(view, 12, 4)).toBe('fmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(320);
    expect(view.byteLength).toBe(44 + 320);
  });

  it('scales samples to 16-bit integers and clips what is out of range', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3]), 8000));
    const sample = (i: number) => view.getInt16(44 + i * 2, true);
    expect([sample(0), sample(1), sample(2), sample(3), sample(4), sample(5)]).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});

describe('mixToMono', () => {
  it('averages stereo channels and keeps a mono one as it is', () => {
    expect(Array.from(mixToMono([Float32Array.from([1, 0.5]), Float32Array.from([0, -0.5])]))).toEqual([0.5, 0]);
    const mono = Float32Array.from([0.25]);
    expect(mixToMono([mono])).toBe(mono);
    expect(mixToMono([]).length).toBe(0);
  });
});
