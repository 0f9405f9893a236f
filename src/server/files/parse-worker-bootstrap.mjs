// In the built server (dist/, `npm start`) the worker's entry is plain JavaScript next to this file.
// From the sources (tests, `npm run dev`): Node 20 does not apply `--import tsx` to worker threads
// (neither inherited nor via execArgv), so the worker registers tsx itself before loading the
// TypeScript entry.
//
// The parser libraries are plain JavaScript, and tsx's hooks would run them through esbuild on
// every start (2 s for pdf.js alone). So the one the job needs is loaded first, before the hooks
// exist; the TypeScript parser's later import of the same URL then comes from the module cache.
import { existsSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

const libraries = {
  pdf: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  docx: ['mammoth'],
  doc: ['word-extractor'],
  xlsx: ['read-excel-file/node'],
  xls: ['xlsx'],
};

await Promise.all((libraries[workerData?.kind] ?? []).map((specifier) => import(specifier)));
const built = new URL('./parse-worker.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./parse-worker.ts');
}
