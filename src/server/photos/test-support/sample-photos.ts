import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test photos made here (tests only). Each is red on its left half and blue on its right, so a test can tell which way up it came out. */

export const RED = { r: 220, g: 30, b: 30 };
export const BLUE = { r: 30, g: 60, b: 220 };

function redBlueRaw(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = x < width / 2 ? RED : BLUE;
      data.set([colour.r, colour.g, colour.b], (y * width + x) * 3);
    }
  }
  return data;
}

/**
 * A phone's JPEG: stored sideways with EXIF orientation 6 (shown turned 90 degrees clockwise), the
 * camera's make and model, and GPS coordinates of where it was taken.
 */
export async function phoneJpegWithGps(width = 2400, height = 1200): Promise<Buffer> {
  return sharp(redBlueRaw(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Phone 12 Pro' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' },
    })
    .toBuffer();
}

/** A small PNG whose left half is transparent and right half opaque blue. */
export async function halfTransparentPng(width = 300, height = 200): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (x >= width / 2) data.set([BLUE.r, BLUE.g, BLUE.b, 255], (y * width + x) * 4);
  return sharp(data, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** A plain red/blue JPEG of the given size, without metadata. */
export async function plainJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp(redBlueRaw(width, height), { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

/**
 * A real HEIC (HEVC) photo, 320 x 240, red left and blue right: made once with Debian's heif-enc
 * (libheif-examples 1.15) from a JPEG of that picture, and kept beside this file.
 */
export function sampleHeic(): Buffer {
  return readFileSync(new URL('./red-blue-320x240.heic', import.meta.url));
}

/** A "pixel flood": a valid 1 x 1 PNG whose header claims 10,000 x 10,000 pixels (CRC fixed up). */
export async function pixelFloodPng(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } }).png().toBuffer());
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  // IHDR: length at 8, type + data from 12 to 29, CRC at 29.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The colour at (x, y) of a JPEG. */
export async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

/** Whether a colour is close to another (JPEG changes colours a little). */
export function near(actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }, tolerance = 40): boolean {
  return Math.abs(actual.r - expected.r) <= tolerance && Math.abs(actual.g - expected.g) <= tolerance && Math.abs(actual.b - expected.b) <= tolerance;
}
