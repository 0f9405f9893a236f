// Entry of the one-shot photo thread (started through photo-worker-bootstrap.mjs): processes the
// one photo in workerData, posts one PhotoOutcome and ends; the parent terminates it on time-out.
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { processPhoto } from './process-photo.ts';
import type { PhotoJob } from './photo-worker-protocol.ts';

const job = workerData as PhotoJob;

if (job.simulate === 'hang') {
  for (;;) {
    // A decoder caught in a loop: only terminate() ends this.
  }
}

// One photo per thread, and the server has other work: libvips gets one thread and no cache.
sharp.concurrency(1);
sharp.cache(false);
const outcome = await processPhoto(job);
parentPort?.postMessage(outcome, outcome.ok ? [outcome.jpeg.buffer as ArrayBuffer] : []);
