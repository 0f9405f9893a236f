import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Extraction } from './quote-extractor.ts';
import { serverFile } from '../server-files.ts';

/**
 * Runs the embedded reader off the request thread (issue 11 item 2a): a request whose reading
 * takes too long costs one worker thread, which is terminated and replaced, never the server's
 * event loop. Workers live across requests because starting one (tsx, the reader's modules) takes
 * ~100 ms while a reading takes ~1 ms.
 */

/** Reading a request takes milliseconds; past this something is wrong with the text. */
export const DEFAULT_EXTRACTION_TIMEOUT_MS = 3_000;

export class ExtractionTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`reading the request took longer than ${timeoutMs} ms`);
    this.name = 'ExtractionTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

interface Job {
  id: number;
  text: string;
  simulate?: 'hang';
  resolve: (extraction: Extraction) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening; the time limit counts the reading, not the thread's start-up. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const workerUrl = serverFile('assistant/extraction-worker-bootstrap.mjs');

export class ExtractionPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private readonly size: number;
  private readonly timeoutMs: number;
  /** Waiting requests past this are refused at once rather than piling up behind a flood. */
  private readonly maxQueue: number;

  constructor(options: { size?: number; timeoutMs?: number; maxQueue?: number } = {}) {
    // One core is left to the server itself.
    this.size = options.size ?? Math.min(2, Math.max(1, availableParallelism() - 1));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_EXTRACTION_TIMEOUT_MS;
    this.maxQueue = options.maxQueue ?? 100;
  }

  read(text: string, options: { simulate?: 'hang' } = {}): Promise<Extraction> {
    return new Promise<Extraction>((resolve, reject) => {
      if (this.queue.length >= this.maxQueue) {
        reject(new ExtractionTimeoutError(0));
        return;
      }
      this.queue.push({ id: this.nextId++, text, simulate: options.simulate, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the workers ahead of the first request (a server at boot). */
  warm(): void {
    this.clearWarmTimer();
    while (this.slots.length < this.size) this.spawn();
  }

  private warmTimer: NodeJS.Timeout | null = null;

  /** Workers started (ready or starting). */
  get workers(): number {
    return this.slots.length;
  }

  /**
   * Starts the workers a little after boot: loading the reader in a worker while the server itself
   * starts slowed the start on two cores. A read arriving before then starts one on demand.
   */
  warmSoon(delayMs: number): void {
    if (this.warmTimer || this.slots.length >= this.size) return;
    this.warmTimer = setTimeout(() => this.warm(), delayMs);
    this.warmTimer.unref();
  }

  private clearWarmTimer(): void {
    if (this.warmTimer) clearTimeout(this.warmTimer);
    this.warmTimer = null;
  }

  /** Ends every worker (tests, shutdown); later reads start new ones. */
  async close(): Promise<void> {
    this.clearWarmTimer();
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (;;) {
      const job = this.queue[0];
      if (!job) return;
      const slot = this.slots.find((s) => s.ready && s.job === null);
      if (!slot) {
        if (this.slots.length < this.size) this.spawn();
        return;
      }
      this.queue.shift();
      this.start(slot, job);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      execArgv: [],
      env: {},
    });
    // An idle worker must not keep the process (a test run, a script) alive.
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    worker.on('message', (message: { id: number; ok: boolean; ready?: boolean; extraction?: Extraction; message?: string }) => {
      if (message.ready) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      this.finish(slot);
      if (message.ok && message.extraction) job.resolve(message.extraction);
      else job.reject(new Error(`the request reader failed: ${message.message ?? 'no answer'}`));
    });
    const fail = (error: Error): void => {
      const job = slot.job;
      this.retire(slot);
      job?.reject(error);
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the request reader stopped (exit ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      // terminate() is the only way to stop a thread that is busy; a fresh worker takes its place.
      this.retire(slot);
      void slot.worker.terminate();
      job.reject(new ExtractionTimeoutError(this.timeoutMs));
      this.dispatch();
    }, this.timeoutMs);
    slot.worker.postMessage({ id: job.id, text: job.text, simulate: job.simulate });
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    this.dispatch();
  }

  private retire(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
  }
}
