import { PNG } from 'pngjs';
import { AppError } from '../../http/app-error.ts';

export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const MAX_SIGNATURE_SIDE = 1000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A signature must be a real PNG (checked by its bytes, not its label), small, and not blank:
 * at least a few pixels must be drawn (opaque and darker than the paper).
 */
export function checkSignaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw new AppError('payload_too_large', 'The signature image must be at most 200 KB.');
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw new AppError('bad_request', 'signature: must be a PNG image');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) {
    throw new AppError('bad_request', `signature: must be at most ${MAX_SIGNATURE_SIDE} x ${MAX_SIGNATURE_SIDE} pixels`);
  }
  let png: PNG;
  try {
    png = PNG.sync.read(bytes);
  } catch {
    throw new AppError('bad_request', 'signature: the PNG image is damaged');
  }
  if (countInkPixels(png) < 20) throw new AppError('bad_request', 'Please provide your signature.');
  return bytes;
}

function countInkPixels(png: PNG): number {
  let ink = 0;
  const { data } = png;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]!;
    const brightness = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    if (alpha > 64 && brightness < 200) ink += 1;
    if (ink >= 20) break;
  }
  return ink;
}
