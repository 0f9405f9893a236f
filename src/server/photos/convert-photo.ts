import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_JPEG_QUALITY, PHOTO_LONGEST_SIDE, photoMegabytes } from '#shared/photos/photo-limits.ts';
import { FileRejectedError } from '#server/files/file-rejected-error.ts';
import { displayFileName } from '#server/files/upload-limits.ts';
import { runOneShotWorker, WorkerRunError } from '#server/files/run-parse-worker.ts';
import { withWorkerSlot } from '#server/files/worker-slots.ts';
import { serverFile } from '#server/server-files.ts';
import { detectPhotoKind } from './photo-kind.ts';
import { isPhotoOutcome, type PhotoJob, type PhotoOutcome, type SimulatedPhotoFault } from './photo-worker-protocol.ts';

export interface ConvertPhotoOptions {
  /** Wall-clock limit for one photo, worker start-up included. Default 30 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Tests only: make the worker hang, as a hostile file would. */
  simulate?: SimulatedPhotoFault;
}

export interface ConvertedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const WORKER_HEAP_MB = 256;
// A 50-megapixel photo decodes to 200 MB of RGBA, outside the V8 heap; libvips streams JPEG and
// PNG, the WASM HEIC decoder does not.
const WORKER_RSS_GROWTH_MB = 768;
const workerUrl = serverFile('photos/photo-worker-bootstrap.mjs');

let sharpLoaded: Promise<unknown> | undefined;

/**
 * An uploaded photo (JPEG, PNG or HEIC, told by its bytes) as the JPEG that is stored: upright,
 * at most PHOTO_LONGEST_SIDE px on its longest side, no metadata (no EXIF, no GPS). Decoding runs
 * in a one-shot worker thread under a time limit, a heap cap and a worker slot, never on the
 * request thread. Refuses with FileRejectedError: over MAX_PHOTO_BYTES (413), not a JPEG, PNG or
 * HEIC (415), empty, damaged, over MAX_PHOTO_PIXELS or too slow to read (422). Messages name the file.
 */
export async function convertPhoto(data: Buffer, filename: string, options: ConvertPhotoOptions = {}): Promise<ConvertedPhoto> {
  const name = displayFileName(filename);
  if (data.length === 0) throw new FileRejectedError('empty', name, `${name}: the file is empty.`);
  if (data.length > MAX_PHOTO_BYTES) {
    throw new FileRejectedError('too-large', name, `${name}: the photo is too large (${photoMegabytes(data.length)}); the limit is ${photoMegabytes(MAX_PHOTO_BYTES)} per photo.`);
  }
  const kind = detectPhotoKind(data);
  if (!kind) throw new FileRejectedError('type-not-allowed', name, `${name}: this is not a photo we can use. Please send a JPEG, PNG or HEIC image.`);

  // libvips is loaded once by the main thread and stays loaded: a native library unloaded when
  // the last worker using it ends cannot be loaded again safely.
  sharpLoaded ??= import('sharp');
  await sharpLoaded;

  const job: PhotoJob = { kind, data, maxPixels: MAX_PHOTO_PIXELS, longestSide: PHOTO_LONGEST_SIDE, jpegQuality: PHOTO_JPEG_QUALITY, simulate: options.simulate };
  let outcome: PhotoOutcome;
  try {
    outcome = await withWorkerSlot(
      () => runOneShotWorker(workerUrl, job, isPhotoOutcome, { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxOldGenerationSizeMb: WORKER_HEAP_MB, maxRssGrowthMb: WORKER_RSS_GROWTH_MB }, options.signal),
      options.signal,
    );
  } catch (error) {
    if (!(error instanceof WorkerRunError)) throw error;
    switch (error.failure) {
      case 'timed-out':
        throw new FileRejectedError('timed-out', name, `${name}: reading the photo took too long, so it was stopped. It may be damaged; try another photo.`, { cause: error });
      case 'out-of-memory':
        throw new FileRejectedError('too-complex', name, `${name}: the photo needs more memory to read than this server allows.`, { cause: error });
      case 'crashed':
        throw new FileRejectedError('damaged', name, `${name}: the photo could not be read. It may be damaged.`, { cause: error });
      case 'aborted':
        throw error;
    }
  }
  if (!outcome.ok) {
    const cause = new Error(`photo worker: ${outcome.detail}`);
    if (outcome.problem === 'too-many-pixels') {
      throw new FileRejectedError('too-complex', name, `${name}: the photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels; please send a smaller one.`, { cause });
    }
    throw new FileRejectedError('damaged', name, `${name}: the photo could not be read. It may be damaged or not really a ${kind.toUpperCase()} image.`, { cause });
  }
  return { jpeg: Buffer.from(outcome.jpeg.buffer, outcome.jpeg.byteOffset, outcome.jpeg.byteLength), width: outcome.width, height: outcome.height };
}
