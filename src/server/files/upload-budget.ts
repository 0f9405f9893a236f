import { MAX_FILE_BYTES, MAX_FILES } from './upload-limits.ts';

/**
 * Uploads are read into memory (up to 10 files of 15 MB each) before they are parsed. Six such
 * uploads at once once raised the server's memory by 929 MB. A byte budget shared by every
 * request caps what all uploads together may hold: each upload reserves its size (its
 * Content-Length, or the largest upload allowed when the client does not say) before reading a
 * byte, and gives it back once its answer is ready. Uploads that do not fit wait their turn, in
 * order; when too many already wait, the upload is refused at once with 503 "busy, try again".
 *
 * While an upload waits its body stays unread, so TCP holds the client back: waiting costs no
 * memory here.
 */

export const MB = 1024 * 1024;
/** Fields and multipart framing on top of the files themselves. */
const MULTIPART_OVERHEAD_BYTES = 1 * MB;
/** The most one /api/ai-process request can make the server hold: every file at its limit. */
export const LARGEST_UPLOAD_BYTES = MAX_FILES * MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * Default budget: one of the largest uploads at a time (smaller ones side by side). Measured by
 * `npm run bench` (bench/upload-memory.ts): an upload costs about twice its size while it is
 * read and parsed, and the embedded PGlite alone holds about 600 MB, so six parallel uploads of
 * 10 x 15 MB peak near 875 MB; at 320 MB they went over 1 GB. With PostgreSQL the process
 * starts about 350 MB smaller, and UPLOAD_MEMORY_MB may be raised accordingly.
 */
export const DEFAULT_UPLOAD_MEMORY_MB = 160;
/** Uploads allowed to wait for the budget; more are refused with 503 rather than queued without end. */
export const DEFAULT_MAX_WAITING_UPLOADS = 12;

export class UploadBusyError extends Error {
  readonly status = 503;
  constructor(message = 'The server is busy with other uploads. Please try again in a minute.') {
    super(message);
    this.name = 'UploadBusyError';
  }
}

export interface UploadLease {
  readonly bytes: number;
  /** Gives the bytes back; calling it again does nothing. */
  release(): void;
}

interface Waiter {
  bytes: number;
  grant(): void;
}

/** A counting semaphore over bytes, first come first served, so a large upload is never starved by small ones. */
export class UploadBudget {
  readonly capacityBytes: number;
  readonly maxWaiting: number;
  #inUse = 0;
  #queue: Waiter[] = [];

  constructor(capacityBytes: number, maxWaiting = DEFAULT_MAX_WAITING_UPLOADS) {
    if (!(capacityBytes > 0)) throw new Error('an upload budget needs a capacity above 0');
    this.capacityBytes = capacityBytes;
    this.maxWaiting = maxWaiting;
  }

  get bytesInUse(): number {
    return this.#inUse;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * Waits until `bytes` fit, then holds them until release(). A reservation over the whole
   * budget is cut to the budget: it runs alone rather than never. Rejects with UploadBusyError
   * when the queue is full, and with the signal's reason when the client goes away while waiting.
   */
  async acquire(requestedBytes: number, signal?: AbortSignal): Promise<UploadLease> {
    signal?.throwIfAborted();
    const bytes = Math.min(Math.max(1, Math.ceil(requestedBytes)), this.capacityBytes);
    if (this.#queue.length === 0 && this.#inUse + bytes <= this.capacityBytes) {
      this.#inUse += bytes;
      return this.#lease(bytes);
    }
    if (this.#queue.length >= this.maxWaiting) throw new UploadBusyError();
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        bytes,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        const index = this.#queue.indexOf(waiter);
        if (index !== -1) this.#queue.splice(index, 1);
        // The one leaving may have been what blocked those behind it.
        this.#grantWaiting();
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(waiter);
    });
    return this.#lease(bytes);
  }

  #lease(bytes: number): UploadLease {
    let held = true;
    return {
      bytes,
      release: () => {
        if (!held) return;
        held = false;
        this.#inUse -= bytes;
        this.#grantWaiting();
      },
    };
  }

  /** Grants waiters in order while the first one fits; bytes are counted before the grant runs. */
  #grantWaiting(): void {
    for (let next = this.#queue[0]; next && this.#inUse + next.bytes <= this.capacityBytes; next = this.#queue[0]) {
      this.#queue.shift();
      this.#inUse += next.bytes;
      next.grant();
    }
  }
}

function budgetFromEnv(): UploadBudget {
  const text = process.env.UPLOAD_MEMORY_MB?.trim();
  const mb = text ? Number(text) : DEFAULT_UPLOAD_MEMORY_MB;
  if (!Number.isFinite(mb) || mb < 16) throw new Error(`UPLOAD_MEMORY_MB must be a number of megabytes, at least 16, not "${text}"`);
  return new UploadBudget(Math.round(mb * MB));
}

/** The one budget every upload route of this process shares. */
export const uploadBudget = budgetFromEnv();

/**
 * What one request may make the server hold: its Content-Length when it sends one (the HTTP
 * parser never reads past it), else `largestBytes`, the most its route accepts.
 */
export function uploadReservationBytes(contentLength: string | undefined, largestBytes = LARGEST_UPLOAD_BYTES): number {
  const declared = contentLength && /^\d+$/.test(contentLength) ? Number(contentLength) : Number.POSITIVE_INFINITY;
  return Math.min(declared, largestBytes);
}
