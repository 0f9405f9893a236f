// In the built server (dist/, `npm start`) the worker's entry is plain JavaScript next to this file.
// From the sources (tests, `npm run dev`): Node 20 does not apply `--import tsx` to worker threads,
// so the extraction worker registers tsx itself before loading its TypeScript entry (the same way
// as files/parse-worker-bootstrap.mjs).
import { existsSync } from 'node:fs';

const built = new URL('./extraction-worker.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./extraction-worker.ts');
}
