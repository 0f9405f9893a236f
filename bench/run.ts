import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchLists, benchMixedLoad, measureStartup, type LatencyRow } from './api-bench.ts';

/**
 * `npm run bench`: measured figures, printed as tables and written to bench/results.json.
 * BENCH_SECONDS (default 10) per list run, BENCH_LOAD_SECONDS (default 60) for the mixed load,
 * BENCH_SIZES (default 10000,100000), BENCH_DATABASES (default pglite,postgres).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const BUDGET_LIST_P99_MS = 25;

async function main() {
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}` };

  const latency: LatencyRow[] = [];
  for (const database of databases) {
    for (const size of sizes) {
      process.stderr.write(`lists and autosave: ${database}, ${size} documents...\n`);
      latency.push(...(await benchLists(database, size, seconds)));
    }
  }
  results.latency = latency;
  console.log(`\nAPI latency (autocannon, 10 connections, ${seconds} s each; budget: list/search p99 < ${BUDGET_LIST_P99_MS} ms at 100,000 on PostgreSQL)`);
  console.table(latency.map((r) => ({ ...r, budget: r.route.startsWith('GET') && r.documents >= 100_000 && r.database === 'postgres' ? (r.p99Ms < BUDGET_LIST_P99_MS ? 'ok' : 'OVER') : '' })));

  const startupMs = await measureStartup();
  results.startupMs = startupMs;
  console.log(`\nStart to first answered request (PGlite, migrations included): ${startupMs} ms`);

  const load = [];
  for (const database of databases) {
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
