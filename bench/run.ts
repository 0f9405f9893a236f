import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { benchLists, benchMixedLoad, type BenchDatabase, type LatencyRow } from './api-bench.ts';
import { measureStartup } from './startup.ts';
import { benchClient } from './client-bundle.ts';
import { lighthouseSigningPage } from './lighthouse.ts';

/**
 * `npm run bench`: measured figures, printed as tables and written to bench/results.json.
 * BENCH_SECONDS (default 10) per list run, BENCH_LOAD_SECONDS (default 60) for the mixed load,
 * BENCH_SIZES (default 10000,100000), BENCH_DATABASES (default pglite,postgres,postgres-tcp;
 * postgres-tcp, the same server over TCP, runs the lists at the largest size only).
 * Upload memory (bench/upload-memory.ts): BENCH_UPLOADS, BENCH_UPLOAD_FILES, BENCH_UPLOAD_MB.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres,postgres-tcp').split(',') as BenchDatabase[];
const BUDGET_LIST_P99_MS = 25;

async function main() {
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}` };

  // The parts that are their own scripts run as they are; their printed tables are kept as text.
  const runScript = (file: string, ...args: string[]): string => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${file} failed:\n${run.stderr}`);
    return run.stdout;
  };
  if (!existsSync('dist/client/index.html')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const client = await benchClient();
  results.client = client;
  console.log('\nInitial JavaScript of each page, gzipped (budgets: staff app 160 KB, signing page 75 KB)');
  console.table(client.bundles.map((entry) => ({ page: entry.page, 'gzip KB': entry.gzipKB, 'brotli KB': entry.brotliKB, 'budget KB': entry.budgetKB, budget: entry.withinBudget ? 'ok' : 'OVER' })));
  console.log(`Documents search, one keystroke over ${client.filter.documents} documents: median ${client.filter.medianMs} ms, p95 ${client.filter.p95Ms} ms`);

  process.stderr.write('Lighthouse on the signing page...\n');
  const lighthouse = await lighthouseSigningPage();
  results.lighthouse = lighthouse;
  console.log('\nLighthouse, mobile profile, signing page (budgets: performance >= 90, accessibility >= 95)');
  console.table([lighthouse]);

  process.stderr.write('PDF render times...\n');
  results.pdf = runScript('bench/pdf-render.ts');
  console.log(`\n${String(results.pdf).trim()}  (budget: quote PDF under 50 ms warm)`);

  process.stderr.write('extraction...\n');
  // Through the worker pool, as the server reads a request (the eval alone reads in process).
  const extraction = runScript('scripts/eval-extraction.ts', '--pool');
  results.extraction = extraction.split('\n').filter((line) => /Fully right|Time per request|Extractor/.test(line));
  console.log(`\nEmbedded extractor on the dev set:\n${(results.extraction as string[]).join('\n')}`);

  process.stderr.write('upload memory...\n');
  results.uploadMemory = runScript('bench/upload-memory.ts').trim().split('\n');
  console.log(`\n${(results.uploadMemory as string[]).join('\n')}`);

  const latency: LatencyRow[] = [];
  for (const database of databases) {
    for (const size of database === 'postgres-tcp' ? [Math.max(...sizes)] : sizes) {
      process.stderr.write(`lists and autosave: ${database}, ${size} documents...\n`);
      latency.push(...(await benchLists(database, size, seconds)));
    }
  }
  results.latency = latency;
  console.log(`\nAPI latency (autocannon, 10 connections, ${seconds} s each; budget: list/search p99 < ${BUDGET_LIST_P99_MS} ms at 100,000 on PostgreSQL)`);
  console.table(latency.map((r) => ({ ...r, budget: r.route.startsWith('GET') && r.documents >= 100_000 && r.database.startsWith('postgres') ? (r.p99Ms < BUDGET_LIST_P99_MS ? 'ok' : 'OVER') : '' })));

  process.stderr.write('start-up...\n');
  const startup = await measureStartup();
  results.startup = startup;
  console.log('\nStart of the built server (npm start) to its first answered request');
  console.table(startup);

  const load = [];
  for (const database of databases.filter((kind) => kind !== 'postgres-tcp')) {
    process.stderr.write(`mixed load: ${database}, 50 connections, ${loadSeconds} s...\n`);
    load.push(await benchMixedLoad(database, loadSeconds, 50));
  }
  results.mixedLoad = load;
  console.log(`\nMixed load (lists, autosave, sign lookups; 50 connections, ${loadSeconds} s): errors and memory`);
  console.table(load);

  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
