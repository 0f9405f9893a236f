import { spawn } from 'node:child_process';

export interface OcrLimits {
  tesseractPath: string;
  timeoutMs: number;
}

export type OcrFailure = 'not-installed' | 'timed-out' | 'failed' | 'aborted';

export class OcrError extends Error {
  readonly failure: OcrFailure;
  constructor(failure: OcrFailure, detail: string, options?: { cause?: unknown }) {
    super(`tesseract ${failure}: ${detail}`, options);
    this.name = 'OcrError';
    this.failure = failure;
  }
}

// Far more than a page of printed text; a flood of output means something is wrong.
const MAX_OUTPUT_BYTES = 2 * 1024 * 1024;

/**
 * Reads printed English text from an image with Debian's tesseract CLI (tesseract-ocr +
 * tesseract-ocr-eng), the image on stdin. A separate process, so a hostile image can crash only
 * it; killed at the time-out. Rejects with OcrError 'not-installed' when the binary is missing.
 */
export function recognizeImageText(image: Uint8Array, limits: OcrLimits, signal?: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(limits.tesseractPath, ['stdin', 'stdout', '-l', 'eng', '--psm', '3'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      // OpenMP would otherwise start a thread per core for each image, fighting the other workers.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let settled = false;
    const finish = (result: { text: string } | { error: OcrError }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if ('text' in result) resolve(result.text);
      else reject(result.error);
    };
    const onAbort = (): void => finish({ error: new OcrError('aborted', 'by caller') });
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => finish({ error: new OcrError('timed-out', `after ${limits.timeoutMs} ms`) }), limits.timeoutMs);

    child.on('error', (error: NodeJS.ErrnoException) => {
      const failure = error.code === 'ENOENT' || error.code === 'EACCES' ? 'not-installed' : 'failed';
      finish({ error: new OcrError(failure, error.message, { cause: error }) });
    });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) finish({ error: new OcrError('failed', 'too much output') });
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4_000) stderr += chunk.toString('utf8');
    });
    child.on('close', (code, killedBy) => {
      if (code === 0) {
        finish({ text: Buffer.concat(chunks).toString('utf8').replace(/\f/g, '\n').replace(/\n{3,}/g, '\n\n').trim() });
      } else {
        finish({ error: new OcrError('failed', `exit ${code ?? killedBy}: ${stderr.trim().slice(0, 500)}`) });
      }
    });
    // tesseract may exit before reading all of stdin (unreadable image); that EPIPE is not the error to report.
    child.stdin.on('error', () => undefined);
    child.stdin.end(image);
  });
}
