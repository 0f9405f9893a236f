import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One part of a multipart/form-data body, as it arrived. */
export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** Splits a multipart/form-data body (the stub's view of what the server sent). */
export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!boundary) throw new Error(`not multipart: ${contentType ?? '(no content-type)'}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, from);
    if (next < 0) break;
    const chunk = body.subarray(from + 2, next - 2); // after CRLF, before CRLF--boundary
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, split).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
      contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? null,
      data: chunk.subarray(split + 4),
    });
    start = next;
  }
  return parts;
}

/** What a WAV file says about itself, and whether its samples hold any sound. */
export interface WavFacts {
  riffWave: boolean;
  /** 1 is PCM. */
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  seconds: number;
  /** Largest absolute 16-bit sample, 0 to 32768. */
  peak: number;
  /** Root mean square of the samples, 0 to 32768. */
  rms: number;
}

export function wavFacts(bytes: Buffer): WavFacts {
  const facts: WavFacts = { riffWave: false, format: 0, channels: 0, sampleRate: 0, bitsPerSample: 0, seconds: 0, peak: 0, rms: 0 };
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return facts;
  facts.riffWave = true;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      facts.format = bytes.readUInt16LE(body);
      facts.channels = bytes.readUInt16LE(body + 2);
      facts.sampleRate = bytes.readUInt32LE(body + 4);
      facts.bitsPerSample = bytes.readUInt16LE(body + 14);
    } else if (id === 'data' && facts.bitsPerSample === 16 && facts.channels > 0) {
      const end = Math.min(bytes.length, body + size);
      let sum = 0;
      let count = 0;
      for (let at = body; at + 1 < end; at += 2) {
        const sample = bytes.readInt16LE(at);
        facts.peak = Math.max(facts.peak, Math.abs(sample));
        sum += sample * sample;
        count += 1;
      }
      facts.rms = count ? Math.sqrt(sum / count) : 0;
      facts.seconds = count / facts.channels / (facts.sampleRate || 1);
    }
    offset = body + size + (size % 2);
  }
  return facts;
}

/** A spoken request as a WAV file, made by espeak-ng (installed by .ci/run). */
export function speechWav(directory: string, sentence: string): { path: string; bytes: Buffer } {
  const path = join(directory, 'request.wav');
  execFileSync('espeak-ng', ['-s', '150', '-w', path, sentence]);
  return { path, bytes: readFileSync(path) };
}

/** A request the test lets go when it wants: the screen's in-between states stay visible until then. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/** A surname no other test uses, letters only (the extractor reads names as words). */
export function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 0; i < 7; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `${word[0]!.toUpperCase()}${word.slice(1)}`;
}
