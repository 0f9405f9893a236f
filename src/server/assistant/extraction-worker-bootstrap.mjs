// Node 20 does not apply `--import tsx` to worker threads, so the extraction worker registers tsx
// itself before loading its TypeScript entry (the same way as files/parse-worker-bootstrap.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./extraction-worker.ts');
