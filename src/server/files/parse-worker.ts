// Entry of the one-shot parse thread (started through parse-worker-bootstrap.mjs). It parses the
// single file in workerData, posts one ParseOutcome and ends; the parent terminates it on time-out.
import { parentPort, workerData } from 'node:worker_threads';
import { parseFile } from './parse-file.ts';
import type { ParseJob } from './parse-worker-protocol.ts';

const job = workerData as ParseJob;

if (job.simulate === 'hang') {
  for (;;) {
    // A parser caught in a loop: only terminate() ends this.
  }
}
if (job.simulate === 'exhaust-memory') {
  const hoard: string[][] = [];
  for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${hoard.length}`));
}

parentPort?.postMessage(await parseFile(job));
