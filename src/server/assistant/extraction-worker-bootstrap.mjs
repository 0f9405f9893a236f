// Entry of the extraction worker threads (extraction-pool.ts): the worker module itself, built or
// from the sources (see ../worker-entry.mjs).
import { importWorkerEntry } from '../worker-entry.mjs';

await importWorkerEntry(new URL('./extraction-worker.ts', import.meta.url));
