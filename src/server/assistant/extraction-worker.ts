// Entry of a long-lived extraction thread (started through extraction-worker-bootstrap.mjs by
// extraction-pool.ts). It reads one request at a time and posts the extraction back; the pool
// terminates it when a request runs past its time limit.
import { parentPort } from 'node:worker_threads';
import { readRequest } from './embedded-extractor.ts';
import { warmUpReader } from './reader-warm-up.ts';

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

// Ready once warm: the pool's time limit then counts a request's reading, not the reader's first compiles.
warmUpReader();
parentPort?.postMessage({ ready: true });
