// Node 20 does not apply `--import tsx` to worker threads (neither inherited nor via execArgv),
// so the worker registers tsx itself before loading the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
