import { withWorkerSlot } from '#server/files/worker-slots.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { decodeSignatureInWorker } from './run-signature-worker.ts';
import { MIN_INK_PIXELS, countInkPixels } from './signature-ink.mjs';

export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const MAX_SIGNATURE_SIDE = 1000;
/** A 1000 x 1000 8-bit PNG decodes in ~30 ms; a worker still stuck after this was sent something hostile. */
export const SIGNATURE_DECODE_TIMEOUT_MS = 2000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Everything that can be refused from the bytes without decoding them: a real PNG (checked by
 * its bytes, not its label), small, at most 1000 x 1000, 8 bits or fewer per channel, not
 * interlaced. A canvas never makes 16-bit or interlaced images; refusing them here keeps the
 * expensive decodes (16-bit doubles the work, Adam7 interlacing adds seven passes) from ever starting.
 */
export function readSignaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw new AppError('payload_too_large', 'The signature image must be at most 200 KB.');
  // IHDR is always the first chunk: length (4) 'IHDR' (4) width height (4 + 4) depth, colour, compression, filter, interlace (1 each).
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new AppError('bad_request', 'signature: must be a PNG image');
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) {
    throw new AppError('bad_request', `signature: must be at most ${MAX_SIGNATURE_SIDE} x ${MAX_SIGNATURE_SIDE} pixels`);
  }
  if (bytes[24]! > 8) throw new AppError('bad_request', 'signature: 16-bit PNG images are not accepted; please sign again on this page');
  if (bytes[28] !== 0) throw new AppError('bad_request', 'signature: interlaced PNG images are not accepted; please sign again on this page');
  return bytes;
}

function requireInk(ink: number): void {
  if (ink < MIN_INK_PIXELS) throw new AppError('bad_request', 'Please provide your signature.');
}

/** The whole check on the calling thread: for trusted input only (seed data, tests). */
export function checkSignaturePng(dataUrl: string): Buffer {
  const bytes = readSignaturePng(dataUrl);
  let ink: number;
  try {
    ink = countInkPixels(bytes);
  } catch {
    throw new AppError('bad_request', 'signature: the PNG image is damaged');
  }
  requireInk(ink);
  return bytes;
}

/**
 * The check for what a customer posts: the header on this thread, the decode in a worker thread
 * (under the shared worker slots, a heap cap and a time limit), so a hostile image costs one
 * thread for at most SIGNATURE_DECODE_TIMEOUT_MS and never the server.
 */
export async function checkSignatureInWorker(dataUrl: string): Promise<Buffer> {
  const bytes = readSignaturePng(dataUrl);
  const outcome = await withWorkerSlot(() => decodeSignatureInWorker(bytes, SIGNATURE_DECODE_TIMEOUT_MS));
  if (outcome === 'timed-out') throw new AppError('unprocessable', 'signature: the image took too long to read; please sign again on this page');
  if (outcome === 'damaged') throw new AppError('bad_request', 'signature: the PNG image is damaged');
  requireInk(outcome);
  return bytes;
}
