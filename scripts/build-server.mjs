// `npm run build:server`: the server as one JavaScript bundle in dist/server, so `npm start`
// compiles nothing and loads a few large files instead of ~1,000 small ones (module loading was
// most of a start: docs/decisions/011-built-server.md). Plus the files the server opens beside its
// code, at the same paths as under src/server (see src/server/server-files.ts): SQL migrations and
// the worker bootstraps (.mjs), which load the bundled worker entries.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Left to Node at run time: packages that read their own files beside their code (PGlite's WASM,
 * pdfkit's fonts, pdf.js's worker), the parsers the parse worker preloads by name, and what only a
 * rare request loads.
 */
const external = [
  '@electric-sql/pglite',
  'pdfkit',
  'pdfjs-dist',
  'zipcodes',
  'mammoth',
  'word-extractor',
  'read-excel-file',
  'xlsx',
  'node-forge',
  '@signpdf/*',
  'tsx',
  'pg-native',
  '@stdlib/*',
  // Native libvips (its @img/* packages) and libheif's WebAssembly: loaded by the photo worker.
  'sharp',
  'heic-decode',
  // Several MB that only an office taking payments online needs: loaded when STRIPE_* are set.
  'stripe',
];

rmSync('dist/server', { recursive: true, force: true });
rmSync('dist/shared', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    // Next to their bootstraps, which import './parse-worker.js', './extraction-worker.js' and './photo-worker.js'.
    'files/parse-worker': 'src/server/files/parse-worker.ts',
    'assistant/extraction-worker': 'src/server/assistant/extraction-worker.ts',
    'photos/photo-worker': 'src/server/photos/photo-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  // No splitting: esbuild's chunks turn a package's dynamic import() of CommonJS into a default
  // export only (@fastify/cookie's import('cookie') lost its named exports). Each entry is one
  // file; lazily imported modules stay inside it and run only when first imported.
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS packages call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
for (const entry of readdirSync('src/server', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
  const from = path.join(entry.parentPath, entry.name);
  cpSync(from, path.join('dist', path.relative('src', from)));
}
