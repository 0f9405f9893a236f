import { Worker } from 'node:worker_threads';
import type { ParseJob, ParseOutcome, ParseProblem } from './parse-worker-protocol.ts';
import { serverFile } from '../server-files.ts';

export interface WorkerRunLimits {
  timeoutMs: number;
  maxOldGenerationSizeMb: number;
  /** How far the process's resident memory may grow while this worker runs. */
  maxRssGrowthMb: number;
}

// resourceLimits caps only the V8 heap. Typed arrays live outside it, and a parser inflating a
// compressed stream (pdf.js on a flate-bomb page, say) fills them without limit. Watching the
// process's resident size is the one measure Node 20 offers for that: coarse, since it cannot
// tell which of several running workers grew, so under such pressure all of them are stopped.
const RSS_POLL_MS = 50;

/** How a worker run ended when it did not post an outcome. */
export type WorkerFailure = 'timed-out' | 'out-of-memory' | 'crashed' | 'aborted';

export class WorkerRunError extends Error {
  readonly failure: WorkerFailure;
  constructor(failure: WorkerFailure, detail: string, options?: { cause?: unknown }) {
    super(`worker ${failure}: ${detail}`, options);
    this.name = 'WorkerRunError';
    this.failure = failure;
  }
}

const workerUrl = serverFile('files/parse-worker-bootstrap.mjs');

/**
 * Parses one file in a fresh worker thread with a V8 heap cap and a wall-clock time-out, and
 * terminates it whatever happens, so a hostile file costs one thread and never the server.
 * Rejects with WorkerRunError when the worker times out, runs out of memory, crashes or is aborted.
 */
export function runParseWorker(job: ParseJob, limits: WorkerRunLimits, signal?: AbortSignal): Promise<ParseOutcome> {
  return runOneShotWorker(workerUrl, job, isParseOutcome, limits, signal);
}

/**
 * Runs one job of hostile input in a fresh worker thread (the parse worker, the photo worker):
 * `job.data` is handed over (transferred), the first message the worker posts is its answer when
 * `accept` takes it, and the worker is terminated whatever happens. Rejects with WorkerRunError
 * when it times out, runs out of memory, crashes, posts something else or is aborted.
 */
export function runOneShotWorker<Job extends { data: Uint8Array }, Outcome>(
  entry: URL,
  job: Job,
  accept: (message: unknown) => message is Outcome,
  limits: WorkerRunLimits,
  signal?: AbortSignal,
): Promise<Outcome> {
  return new Promise<Outcome>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new WorkerRunError('aborted', 'before start'));
      return;
    }
    // A private copy: the caller's Buffer may be a view into Node's shared pool, which must not be transferred.
    const data = new Uint8Array(job.data);
    const worker = new Worker(entry, {
      workerData: { ...job, data },
      transferList: [data.buffer],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      // Parsers print warnings (pdf.js about fonts, for one); keep them off the server's console.
      stdout: true,
      stderr: true,
      // Not the parent's flags: `--input-type` or `--eval` there make the worker fail to start,
      // and the parser gets none of the server's secrets in its environment.
      execArgv: [],
      env: {},
    });
    worker.stdout.resume();
    worker.stderr.resume();

    let settled = false;
    const finish = (outcome: { ok: true; value: Outcome } | { ok: false; error: WorkerRunError }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    };
    const onAbort = (): void => finish({ ok: false, error: new WorkerRunError('aborted', 'by caller') });
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => finish({ ok: false, error: new WorkerRunError('timed-out', `after ${limits.timeoutMs} ms`) }),
      limits.timeoutMs,
    );
    const rssCeiling = process.memoryUsage.rss() + limits.maxRssGrowthMb * 1024 * 1024;
    const watchdog = setInterval(() => {
      const rss = process.memoryUsage.rss();
      if (rss > rssCeiling) {
        finish({ ok: false, error: new WorkerRunError('out-of-memory', `process memory grew to ${Math.round(rss / 1024 / 1024)} MB`) });
      }
    }, RSS_POLL_MS);

    worker.once('message', (message: unknown) =>
      finish(
        accept(message)
          ? { ok: true, value: message }
          : { ok: false, error: new WorkerRunError('crashed', 'posted something that is not its answer') },
      ),
    );
    worker.once('error', (error: Error & { code?: string }) => {
      const failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed';
      finish({ ok: false, error: new WorkerRunError(failure, error.message, { cause: error }) });
    });
    worker.once('exit', (code) => finish({ ok: false, error: new WorkerRunError('crashed', `exited with code ${code}`) }));
  });
}

// The worker runs parsers on hostile input; what it posts back is checked like any other input.
function isParseOutcome(value: unknown): value is ParseOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.ok === true) return typeof v.text === 'string' && typeof v.truncated === 'boolean';
  return v.ok === false && typeof v.problem === 'string' && problems.has(v.problem) && typeof v.detail === 'string';
}

const problems = new Set<string>(['damaged', 'encrypted', 'empty', 'unpacks-too-large', 'too-many-parts', 'unsafe-archive'] satisfies ParseProblem[]);
