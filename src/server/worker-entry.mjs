// Loads a worker thread's entry module by its TypeScript URL. In the built server (dist/,
// `npm start`) the entry is plain JavaScript next to its bootstrap. From the sources (tests,
// `npm run dev`) Node 20 does not apply `--import tsx` to worker threads (neither inherited nor
// via execArgv), so tsx is registered here before the TypeScript entry is imported.
import { existsSync } from 'node:fs';

/** entry: the URL of the worker's .ts module, e.g. new URL('./parse-worker.ts', import.meta.url). */
export async function importWorkerEntry(entry) {
  const built = new URL(entry.href.replace(/\.ts$/, '.js'));
  if (existsSync(built)) return import(built.href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(entry.href);
}
