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

export type FileRejectedStatus = 413 | 415 | 422;

const statusByReason: Record<FileRejectedReason, FileRejectedStatus> = {
  'too-many-files': 413,
  'too-large': 413,
  'unpacks-too-large': 413,
  'type-not-allowed': 415,
  empty: 422,
  damaged: 422,
  'unsafe-archive': 422,
  encrypted: 422,
  'too-complex': 422,
  'timed-out': 422,
  'ocr-unavailable': 422,
};

/**
 * The one error this module throws. `message` is the user-facing text (it names the file and
 * holds nothing internal), so a route may send it as is; `cause` keeps the internal detail for logs.
 */
export class FileRejectedError extends Error {
  readonly status: FileRejectedStatus;
  readonly reason: FileRejectedReason;
  /** The cleaned display name of the refused file; undefined when the refusal is about the whole upload. */
  readonly filename: string | undefined;

  constructor(reason: FileRejectedReason, filename: string | undefined, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileRejectedError';
    this.reason = reason;
    this.status = statusByReason[reason];
    this.filename = filename;
  }
}

export function isFileRejectedError(error: unknown): error is FileRejectedError {
  return error instanceof FileRejectedError;
}
