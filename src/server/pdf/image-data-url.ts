const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export type ImageType = 'png' | 'jpeg';

/**
 * The bytes of a PNG or JPEG data URL, or null when it is not one. The type is judged by the bytes,
 * not the declared media type, because pdfkit picks its decoder from the bytes.
 */
export function decodeImageDataUrl(dataUrl: string | null | undefined, allowed: readonly ImageType[] = ['png', 'jpeg']): Buffer | null {
  if (!dataUrl) return null;
  const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  if (!match?.[2]) return null;
  const bytes = Buffer.from(match[2], 'base64');
  const type: ImageType | null = bytes.subarray(0, 8).equals(PNG_MAGIC) ? 'png' : bytes.subarray(0, 3).equals(JPEG_MAGIC) ? 'jpeg' : null;
  return type !== null && allowed.includes(type) ? bytes : null;
}

/** Pixel size read from the PNG header or the JPEG frame header; null when neither is found. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (!bytes.subarray(0, 3).equals(JPEG_MAGIC)) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length carry no frame header.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}
