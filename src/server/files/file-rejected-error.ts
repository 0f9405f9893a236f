import { AppError } from '#shared/errors/app-error.ts';

export type FileRejectedReason =
  | 'too-many-files'
  | 'too-large'
  | 'unpacks-too-large'
  | 'type-not-allowed'
  | 'empty'
  | 'damaged'
  | 'unsafe-archive'
  | 'encrypted'
  | 'too-complex'
  | 'timed-out'
  | 'ocr-unavailable';

/** The kind of refusal each is (the kind decides the HTTP status: 413, 415 or 422). */
const KIND: Record<FileRejectedReason, 'payload_too_large' | 'unsupported_media_type' | 'unprocessable'> = {
  'too-many-files': 'payload_too_large',
  'too-large': 'payload_too_large',
  'unpacks-too-large': 'payload_too_large',
  'type-not-allowed': 'unsupported_media_type',
  empty: 'unprocessable',
  damaged: 'unprocessable',
  'unsafe-archive': 'unprocessable',
  encrypted: 'unprocessable',
  'too-complex': 'unprocessable',
  'timed-out': 'unprocessable',
  'ocr-unavailable': 'unprocessable',
};

/**
 * The one error this module throws. `message` is the user-facing text (it names the file and
 * holds nothing internal), and it is an AppError, so the error handler sends it as is with its
 * status; `cause` keeps the internal detail for logs.
 */
export class FileRejectedError extends AppError<FileRejectedReason> {
  /** The cleaned display name of the refused file; undefined when the refusal is about the whole upload. */
  readonly filename: string | undefined;

  constructor(reason: FileRejectedReason, filename: string | undefined, message: string, options?: { cause?: unknown }) {
    super(reason, message, { kind: KIND[reason], cause: options?.cause });
    this.name = 'FileRejectedError';
    this.filename = filename;
  }

  /** The code, by the name the file parsers use. */
  get reason(): FileRejectedReason {
    return this.code;
  }
}

export function isFileRejectedError(error: unknown): error is FileRejectedError {
  return error instanceof FileRejectedError;
}
