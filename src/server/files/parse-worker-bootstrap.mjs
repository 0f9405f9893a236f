// Entry of the file-parsing worker threads (run-parse-worker.ts); the worker module itself is
// loaded built or from the sources by ../worker-entry.mjs.
//
// The parser libraries are plain JavaScript, and tsx's hooks would run them through esbuild on
// every start (2 s for pdf.js alone). So the one the job needs is loaded first, before the hooks
// exist; the TypeScript parser's later import of the same URL then comes from the module cache.
import { workerData } from 'node:worker_threads';
import { importWorkerEntry } from '../worker-entry.mjs';

const libraries = {
  pdf: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  docx: ['mammoth'],
  doc: ['word-extractor'],
  xlsx: ['read-excel-file/node'],
  xls: ['xlsx'],
};

await Promise.all((libraries[workerData?.kind] ?? []).map((specifier) => import(specifier)));
await importWorkerEntry(new URL('./parse-worker.ts', import.meta.url));
