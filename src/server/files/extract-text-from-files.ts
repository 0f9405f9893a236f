import { damaged, defaultZipLimits, detectFileKind, encrypted, zipRejection, type FileKind, type ImageMimeType } from './detect-file-kind.ts';
import { FileRejectedError } from './file-rejected-error.ts';
import type { ParseOutcome, ParsableKind, SimulatedFault } from './parse-worker-protocol.ts';
import { OcrError, recognizeImageText } from './recognize-image-text.ts';
import { runParseWorker, WorkerRunError } from './run-parse-worker.ts';
import { storableText } from './stored-text.ts';
import { assertUploadLimits, displayFileName } from './upload-limits.ts';
import { withWorkerSlot } from './worker-slots.ts';

export type { FileKind } from './detect-file-kind.ts';

export interface UploadedFile {
  filename: string;
  data: Buffer;
  /** The client's Content-Type; used only to tell CSV from plain text, never trusted for the type. */
  declaredType?: string;
}

export interface ExtractedFile {
  /** The cleaned display name (last path segment, no control characters). */
  filename: string;
  kind: FileKind;
  text: string;
  /** Present when the text was cut at `maxTextChars`. */
  truncated?: true;
  /** For images: the bytes, so a model that takes images can look at them too. */
  image?: { mimeType: ImageMimeType; data: Buffer };
}

export interface ExtractTextOptions {
  /** Wall-clock limit for parsing one file, worker start-up included, and for OCR of one image. Default 30 s. */
  timeoutMs?: number;
  /** V8 old-generation heap cap for each parse worker. Default 256 MB. */
  maxWorkerHeapMb?: number;
  /** Growth of the process's resident memory, outside any heap, at which parse workers are stopped. Default 768 MB. */
  maxWorkerRssGrowthMb?: number;
  /** Text kept per file; longer text is cut and marked `truncated`. Default 200,000 characters. */
  maxTextChars?: number;
  /** The tesseract binary. Default 'tesseract' on PATH. */
  tesseractPath?: string;
  /** Aborts all parsing, e.g. when the client disconnects. */
  signal?: AbortSignal;
  /** Tests only: make every parse worker hang or exhaust its memory, as a hostile file would. */
  simulateWorkerFault?: SimulatedFault;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_WORKER_HEAP_MB = 256;
const DEFAULT_WORKER_RSS_GROWTH_MB = 768;
const DEFAULT_MAX_TEXT_CHARS = 200_000;

/**
 * Turns uploaded files into text for the quote extractor, one result per file, in order.
 * Every file is checked before any is parsed; the first refusal is thrown as FileRejectedError
 * and stops the rest. Refuses: more than MAX_FILES files or a file over MAX_FILE_BYTES (413); a
 * type outside the allow-list by content (415); a zip bomb or too many archive entries (413);
 * an empty, damaged, password-protected or unsafe file, a parse that runs out of time or
 * memory, and an image when tesseract is not installed (422). Each message names the file.
 */
export async function extractTextFromFiles(files: readonly UploadedFile[], options: ExtractTextOptions = {}): Promise<ExtractedFile[]> {
  options.signal?.throwIfAborted();
  assertUploadLimits(files.map((file) => ({ filename: file.filename, size: file.data.length })));

  const planned = files.map((file) => {
    const name = displayFileName(file.filename);
    return { name, data: file.data, detected: detectFileKind(file.data, name, file.declaredType) };
  });

  // One refusal answers the whole request, so the other parses are stopped rather than left running.
  const stop = new AbortController();
  let firstRejection: FileRejectedError | undefined;
  const onOuterAbort = (): void => stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    return await Promise.all(
      planned.map(async ({ name, data, detected }) => {
        try {
          if (detected.kind === 'image') {
            const text = await withWorkerSlot(() => ocr(name, data, options, stop.signal), stop.signal);
            const maxChars = options.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS;
            const result: ExtractedFile = {
              filename: name,
              kind: 'image',
              text: storableText(text.slice(0, maxChars)),
              image: { mimeType: detected.mimeType, data },
            };
            if (text.length > maxChars) result.truncated = true;
            return result;
          }
          const kind = detected.kind;
          const outcome = await withWorkerSlot(() => parseInWorker(name, kind, data, options, stop.signal), stop.signal);
          const result: ExtractedFile = { filename: name, kind, text: storableText(outcome.text) };
          if (outcome.truncated) result.truncated = true;
          return result;
        } catch (error) {
          if (error instanceof FileRejectedError) firstRejection ??= error;
          stop.abort(error);
          throw error;
        }
      }),
    );
  } catch (error) {
    // Promise.all reports whichever rejection settles first, which may be a sibling cancelled by
    // the refusal; the user should hear about the refusal itself.
    if (firstRejection) throw firstRejection;
    throw options.signal?.aborted ? (options.signal.reason ?? error) : error;
  } finally {
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

async function parseInWorker(
  name: string,
  kind: ParsableKind,
  data: Buffer,
  options: ExtractTextOptions,
  signal: AbortSignal,
): Promise<{ text: string; truncated: boolean }> {
  let outcome: ParseOutcome;
  try {
    outcome = await runParseWorker(
      {
        kind,
        data,
        maxTextChars: options.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS,
        zipLimits: defaultZipLimits,
        simulate: options.simulateWorkerFault,
      },
      {
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxOldGenerationSizeMb: options.maxWorkerHeapMb ?? DEFAULT_WORKER_HEAP_MB,
        maxRssGrowthMb: options.maxWorkerRssGrowthMb ?? DEFAULT_WORKER_RSS_GROWTH_MB,
      },
      signal,
    );
  } catch (error) {
    if (!(error instanceof WorkerRunError)) throw error;
    switch (error.failure) {
      case 'timed-out':
        return reject('timed-out', name, `${name}: reading the file took too long, so it was stopped. It may be damaged or too complex.`, error);
      case 'out-of-memory':
        return reject('too-complex', name, `${name}: the file needs more memory to read than this server allows.`, error);
      case 'crashed':
        throw damaged(name, kind, error);
      case 'aborted':
        throw error;
    }
  }
  if (outcome.ok) return outcome;
  const cause = new Error(`parser: ${outcome.detail}`);
  switch (outcome.problem) {
    case 'encrypted':
      throw encrypted(name, cause);
    case 'empty':
      return reject('empty', name, `${name}: the file is empty.`, cause);
    case 'damaged':
      throw damaged(name, kind, cause);
    case 'too-many-parts':
      throw zipRejection('too-many-entries', name, kind, cause);
    case 'unpacks-too-large':
    case 'unsafe-archive':
      throw zipRejection(outcome.problem, name, kind, cause);
  }
}

function reject(reason: FileRejectedError['reason'], name: string, message: string, cause: unknown): never {
  throw new FileRejectedError(reason, name, message, { cause });
}

async function ocr(name: string, data: Buffer, options: ExtractTextOptions, signal: AbortSignal): Promise<string> {
  try {
    return await recognizeImageText(
      data,
      { tesseractPath: options.tesseractPath ?? 'tesseract', timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
      signal,
    );
  } catch (error) {
    if (!(error instanceof OcrError)) throw error;
    switch (error.failure) {
      case 'not-installed':
        return reject('ocr-unavailable', name, `${name}: image text recognition is not installed on this server.`, error);
      case 'timed-out':
        return reject('timed-out', name, `${name}: reading the text in the image took too long, so it was stopped.`, error);
      case 'failed':
        throw damaged(name, 'image', error);
      case 'aborted':
        throw error;
    }
  }
}
