// Entry of a long-lived extraction thread (started through extraction-worker-bootstrap.mjs by
// extraction-pool.ts). It reads one request at a time and posts the extraction back; the pool
// terminates it when a request runs past its time limit.
import { parentPort } from 'node:worker_threads';
import { readRequest } from './embedded-extractor.ts';

interface Job {
  id: number;
  text: string;
  /** Tests only: a request that never ends, to prove the time limit. */
  simulate?: 'hang';
}

parentPort?.on('message', (job: Job) => {
  if (job.simulate === 'hang') {
    for (;;) {
      // Only terminate() ends this.
    }
  }
  try {
    parentPort?.postMessage({ id: job.id, ok: true, extraction: readRequest(job.text) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});

// One reading before saying ready loads what the reader loads on first use (the ZIP database, the
// name lists, compiled patterns): that cost belongs to the worker's start, not to the first
// request's time limit (a loaded machine took it past 3 s).
readRequest('Jane Doe, 512-555-0147, jane@example.com, 100 Main St, Austin, TX 78701. Garage 20 x 20 flake $5.50/sf, 2 drains @ 85, 50% down');
parentPort?.postMessage({ ready: true });
