import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchPostgres, dropScratchPostgres } from '../src/server/testing/test-databases.ts';

/**
 * Start to first answered request of the built server (`npm start` runs dist/server/main.js):
 * the time from spawning the process to the first 200 from /api/health, polled every 5 ms.
 * Budgets (issue 13): an existing PGlite data folder under 1 s, PostgreSQL under 0.5 s.
 */
export interface StartupRow {
  database: string;
  runs: number;
  medianMs: number;
  budgetMs: number | null;
  budget: string;
}

const RUNS = 5;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** One start: milliseconds from spawn to the first healthy answer. */
async function timeOneStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ACCESS_CODE: 'bench-access-code', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited before answering');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function row(database: string, times: number[], budgetMs: number | null): StartupRow {
  const medianMs = Math.round(median(times));
  return { database, runs: times.length, medianMs, budgetMs, budget: budgetMs === null ? '' : medianMs < budgetMs ? 'ok' : 'OVER' };
}

export async function measureStartup(): Promise<StartupRow[]> {
  if (!existsSync('dist/server/main.js')) spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
  const rows: StartupRow[] = [];

  const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-start-'));
  try {
    // The first start makes the database (initdb and every migration); later starts open it.
    rows.push(row('PGlite, new data folder', [await timeOneStart({ DATA_DIR: dataDir })], null));
    const existing: number[] = [];
    for (let i = 0; i < RUNS; i += 1) existing.push(await timeOneStart({ DATA_DIR: dataDir }));
    rows.push(row('PGlite, existing data folder', existing, 1000));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const url = await createScratchPostgres('epoxy_bench_start').catch(() => null);
  if (url) {
    const pgDataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-start-pg-'));
    try {
      await timeOneStart({ DATABASE_URL: url, DATA_DIR: pgDataDir }); // migrates
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push(await timeOneStart({ DATABASE_URL: url, DATA_DIR: pgDataDir }));
      rows.push(row('PostgreSQL', times, 500));
    } finally {
      await dropScratchPostgres(url);
      await rm(pgDataDir, { recursive: true, force: true });
    }
  }
  return rows;
}
