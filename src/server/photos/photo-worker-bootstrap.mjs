// Entry of the photo worker threads (run-photo-worker.ts); the worker module itself is loaded
// built or from the sources by ../worker-entry.mjs. The image libraries are loaded first, before
// tsx's hooks exist (as parse-worker-bootstrap.mjs does), so they are not run through esbuild.
import { workerData } from 'node:worker_threads';
import { importWorkerEntry } from '../worker-entry.mjs';

await import('sharp');
if (workerData?.kind === 'heic') await import('heic-decode');
await importWorkerEntry(new URL('./photo-worker.ts', import.meta.url));
