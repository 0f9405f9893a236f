import { Worker } from 'node:worker_threads';
import { serverFile } from '#server/server-files.ts';

const workerUrl = serverFile('modules/signing/signature-worker.mjs');

/**
 * Decodes a signature PNG in a fresh worker thread with a small heap and a wall-clock limit and
 * answers the count of drawn pixels (at most MIN_INK_PIXELS), 'damaged' or 'timed-out'. The
 * worker is terminated whatever happens. Callers queue through withWorkerSlot, like file parsing.
 */
export function decodeSignatureInWorker(bytes: Uint8Array, timeoutMs: number): Promise<number | 'damaged' | 'timed-out'> {
  return new Promise((resolve) => {
    const worker = new Worker(workerUrl, {
      workerData: new Uint8Array(bytes),
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // Neither the server's flags nor its secrets: the worker needs none of them.
      execArgv: [],
      env: {},
    });
    let settled = false;
    const finish = (outcome: number | 'damaged' | 'timed-out'): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('timed-out'), timeoutMs);
    worker.once('message', (message: unknown) => {
      const m = message as { ok?: unknown; ink?: unknown } | null;
      finish(m?.ok === true && typeof m.ink === 'number' ? m.ink : 'damaged');
    });
    // Out of memory or a crash while decoding: the image is what broke it.
    worker.once('error', () => finish('damaged'));
    worker.once('exit', () => finish('damaged'));
  });
}
