import sharp, { type Sharp } from 'sharp';
import type { PhotoJob, PhotoOutcome } from './photo-worker-protocol.ts';

class TooManyPixels extends Error {}

/**
 * What the photo worker runs: one uploaded photo to the JPEG that is stored. JPEG and PNG are
 * decoded by sharp (libvips), HEIC by libheif compiled to WebAssembly (heic-decode: sharp's
 * prebuilt libvips has no HEVC decoder). The result is turned upright by its EXIF orientation,
 * fitted inside longestSide x longestSide (never enlarged), flattened on white, and written as a
 * baseline JPEG without any metadata: sharp keeps none (EXIF, GPS, XMP, ICC) unless asked to.
 * Never throws.
 */
export async function processPhoto(job: PhotoJob): Promise<PhotoOutcome> {
  try {
    const input = job.kind === 'heic' ? await decodeHeic(job) : sharp(job.data, { limitInputPixels: job.maxPixels, failOn: 'error' });
    const { data, info } = await input
      .rotate()
      .resize({ width: job.longestSide, height: job.longestSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: job.jpegQuality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof TooManyPixels || (error instanceof Error && /pixel limit/i.test(error.message))) {
      return { ok: false, problem: 'too-many-pixels', detail: error.message };
    }
    return { ok: false, problem: 'damaged', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** The first image of a HEIC file as raw RGBA for sharp; its size is checked before it is decoded. */
async function decodeHeic(job: PhotoJob): Promise<Sharp> {
  const { all } = (await import('heic-decode')).default;
  const images = await all({ buffer: job.data });
  try {
    const first = images[0];
    if (!first) throw new Error('the HEIC file holds no image');
    if (first.width * first.height > job.maxPixels) throw new TooManyPixels(`HEIC image of ${first.width} x ${first.height} pixels`);
    const { width, height, data } = await first.decode();
    // libheif has already turned the image upright (its irot/imir boxes): no EXIF rotation is left to apply.
    return sharp(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}
