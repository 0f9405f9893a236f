// Node 20 does not apply `--import tsx` to worker threads (neither inherited nor via execArgv),
// so the worker registers tsx itself before loading the TypeScript entry.
//
// The parser libraries are plain JavaScript, and tsx's hooks would run them through esbuild on
// every start (2 s for pdf.js alone). So the one the job needs is loaded first, before the hooks
// exist; the TypeScript parser's later import of the same URL then comes from the module cache.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const libraries = {
  pdf: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  docx: ['mammoth'],
  doc: ['word-extractor'],
  xlsx: ['read-excel-file/node'],
  xls: ['xlsx'],
};

await Promise.all((libraries[workerData?.kind] ?? []).map((specifier) => import(specifier)));
register();
await import('./parse-worker.ts');
