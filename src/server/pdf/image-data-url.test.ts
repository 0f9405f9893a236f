import { describe, expect, it } from 'vitest';
import { decodeImageDataUrl, imageSize } from './image-data-url.ts';
import { makeSignaturePng, toPngDataUrl } from './pdf-fixtures.ts';

// The smallest JPEG header that names a size: SOI, an APP0 segment, then a baseline frame header of 17 x 9.
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x09, 0x00, 0x11, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);

describe('decodeImageDataUrl', () => {
  it('accepts PNG and JPEG judged by their bytes', () => {
    const png = makeSignaturePng(30, 20);
    expect(decodeImageDataUrl(toPngDataUrl(png))?.equals(png)).toBe(true);
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${JPEG.toString('base64')}`)?.equals(JPEG)).toBe(true);
  });

  it('refuses other bytes, other types and a type not allowed', () => {
    expect(decodeImageDataUrl(`data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`)).toBeNull();
    expect(decodeImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(decodeImageDataUrl(`data:image/png;base64,${JPEG.toString('base64')}`, ['png'])).toBeNull();
    expect(decodeImageDataUrl('')).toBeNull();
    expect(decodeImageDataUrl(null)).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads PNG and JPEG dimensions', () => {
    expect(imageSize(makeSignaturePng(30, 20))).toEqual({ width: 30, height: 20 });
    expect(imageSize(JPEG)).toEqual({ width: 17, height: 9 });
    expect(imageSize(Buffer.from('nothing'))).toBeNull();
  });
});
