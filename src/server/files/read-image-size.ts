// Image headers state their pixel size, and a small file can state a huge one (a "pixel flood"):
// reading the header lets us refuse it before tesseract allocates the bitmap.

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from a PNG, JPEG, GIF or WEBP header; undefined when the header is unreadable. */
export function readImageSize(data: Uint8Array, mimeType: string): ImageSize | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  try {
    switch (mimeType) {
      case 'image/png':
        // IHDR is always the first chunk.
        return { width: view.getUint32(16), height: view.getUint32(20) };
      case 'image/gif':
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case 'image/webp':
        return readWebpSize(data, view);
      case 'image/jpeg':
        return readJpegSize(data, view);
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

function readWebpSize(data: Uint8Array, view: DataView): ImageSize | undefined {
  const chunk = String.fromCharCode(...data.subarray(12, 16));
  if (chunk === 'VP8X') {
    const width = 1 + (view.getUint16(24, true) | (view.getUint8(26) << 16));
    const height = 1 + (view.getUint16(27, true) | (view.getUint8(29) << 16));
    return { width, height };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return undefined;
}

function readJpegSize(data: Uint8Array, view: DataView): ImageSize | undefined {
  let p = 2;
  while (p + 9 < data.length) {
    if (data[p] !== 0xff) return undefined;
    const marker = data[p + 1] ?? 0;
    if (marker === 0xff) {
      p += 1;
      continue;
    }
    // Start-of-frame markers (all but DHT, JPG and DAC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(p + 5), width: view.getUint16(p + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    p += 2 + view.getUint16(p + 2);
  }
  return undefined;
}
