// Entry of the one-shot signature thread (run-signature-worker.ts): decodes the PNG in workerData,
// posts { ok, ink } and ends. The parent terminates it on time-out.
import { parentPort, workerData } from 'node:worker_threads';
import { countInkPixels } from './signature-ink.mjs';

let outcome;
try {
  outcome = { ok: true, ink: countInkPixels(workerData) };
} catch {
  outcome = { ok: false, ink: 0 };
}
parentPort?.postMessage(outcome);
