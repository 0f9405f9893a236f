import { MAX_FILE_BYTES, MAX_FILES } from '#shared/assistant/upload-limits.ts';
import { FileRejectedError } from './file-rejected-error.ts';

// The client checks the same limits before uploading: they live in src/shared.
export { MAX_FILE_BYTES, MAX_FILES };

/** A voice recording (POST /api/transcribe) may be larger than a file: about 25 minutes of compressed speech. */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

/** DOCX and XLSX are zip archives: refused when their central directory lists more entries than this. */
export const MAX_ARCHIVE_ENTRIES = 2_000;
/** ...or when the entries add up to more than this once unpacked (100 MB), the zip-bomb guard. */
export const MAX_ARCHIVE_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Images with more pixels than this are refused before OCR (a 48-megapixel phone photo still passes). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The numbers above in one object, e.g. for @fastify/multipart's `limits: { files, fileSize }`. */
export const uploadLimits = {
  files: MAX_FILES,
  fileSize: MAX_FILE_BYTES,
} as const;

/**
 * Cleans a client-supplied file name for messages and results: only the last path segment,
 * no control or bidi-override characters, at most 120 characters.
 */
export function displayFileName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const short = cleaned.length > 120 ? `${cleaned.slice(0, 117)}...` : cleaned;
  return short === '' ? 'unnamed file' : short;
}

/**
 * Refuses an upload with 413 before anything is parsed: more than MAX_FILES files, or a file
 * over MAX_FILE_BYTES. Takes sizes rather than buffers so a route can call it from headers or
 * multipart metadata before it has read the bodies.
 */
export function assertUploadLimits(files: readonly { filename: string; size: number }[]): void {
  if (files.length > MAX_FILES) {
    throw new FileRejectedError(
      'too-many-files',
      undefined,
      `Too many files: at most ${MAX_FILES} can be sent at once, and ${files.length} were.`,
    );
  }
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) {
      const name = displayFileName(file.filename);
      throw new FileRejectedError(
        'too-large',
        name,
        `${name}: the file is too large (${formatMegabytes(file.size)}); the limit is ${formatMegabytes(MAX_FILE_BYTES)} per file.`,
      );
    }
  }
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
