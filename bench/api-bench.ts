import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client.ts';
import { startServerProcess, staffFetch, type ServerProcess } from '../src/server/testing/server-process.ts';
import { createScratchPostgres, dropScratchPostgres } from '../src/server/testing/test-databases.ts';
import { seedVolume } from './seed-volume.ts';

const ACCESS_CODE = 'bench-access-code';

export interface LatencyRow {
  database: string;
  documents: number;
  route: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * 'postgres' reaches a PostgreSQL on this machine the way one-machine deployments do, through its
 * Unix socket (when there is one and TEST_DATABASE_URL does not point elsewhere);
 * 'postgres-tcp' through TCP on 127.0.0.1, as a database on another host would be reached.
 */
export type BenchDatabase = 'pglite' | 'postgres' | 'postgres-tcp';

const LOCAL_SOCKET_DIR = '/var/run/postgresql';

/** The app's connection string for a scratch database made over TCP. */
function connectionFor(kind: BenchDatabase, tcpUrl: string): string {
  const url = new URL(tcpUrl);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (kind !== 'postgres' || !local || !existsSync(`${LOCAL_SOCKET_DIR}/.s.PGSQL.${url.port || 5432}`)) return tcpUrl;
  url.hostname = 'localhost';
  url.searchParams.set('host', LOCAL_SOCKET_DIR);
  return url.toString();
}

/** What the figures' database column says, from the connection the server was given. */
function databaseLabel(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'pglite';
  return new URL(databaseUrl).searchParams.has('host') ? 'postgres (unix socket)' : 'postgres (tcp)';
}

/** A seeded server process of the given kind; `env` says how to start it again. */
export async function seededServer(kind: BenchDatabase, documents: number): Promise<{ server: ServerProcess; env: Record<string, string>; label: string; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-bench-'));
  // The mixed load sends thousands of sign lookups from one address: lift the public rate limit.
  const env: Record<string, string> = { DATA_DIR: dataDir, ACCESS_CODE, LOG_LEVEL: 'silent', PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' };
  const scratch = kind === 'pglite' ? undefined : await createScratchPostgres('epoxy_bench');
  if (scratch) env.DATABASE_URL = connectionFor(kind, scratch);
  const database = await openDatabase({ databaseUrl: scratch, dataDir });
  await seedVolume(database.db, documents);
  await database.close();
  const server = await startServerProcess(env);
  return {
    server,
    env,
    label: databaseLabel(env.DATABASE_URL),
    async cleanup() {
      server.child.kill('SIGTERM');
      await server.exited;
      if (scratch) await dropScratchPostgres(scratch);
    },
  };
}

export async function sessionCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessCode: ACCESS_CODE }) });
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

export function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const row = (database: string, documents: number, route: string, connections: number, result: autocannon.Result): LatencyRow => ({
  database,
  documents,
  route,
  connections,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/** List, search and autosave figures at the given size on one database kind. */
export async function benchLists(kind: BenchDatabase, documents: number, seconds: number): Promise<LatencyRow[]> {
  const { server, label, cleanup } = await seededServer(kind, documents);
  try {
    const cookie = await sessionCookie(server.url);
    const api = await staffFetch(server.url, ACCESS_CODE);
    const rows: LatencyRow[] = [];
    for (const route of ['/api/drafts', '/api/quotes', '/api/quotes?q=okonkwo', '/api/invoices?q=patio']) {
      const result = await runAutocannon({ url: `${server.url}${route}`, connections: 10, duration: seconds, headers: { cookie } });
      rows.push(row(label, documents, `GET ${route}`, 10, result));
    }
    const draft = (await (await api('/api/drafts', { method: 'POST', body: JSON.stringify({ customerName: 'Autosave bench', lineItems: [{ description: 'Flake', quantity: 500, rate: 5 }] }) })).json()) as { id: string };
    let n = 0;
    const autosave = await runAutocannon({
      url: `${server.url}/api/drafts/${draft.id}`,
      connections: 10,
      duration: seconds,
      headers: { cookie, 'content-type': 'application/json' },
      method: 'PUT',
      setupClient: (client) => {
        client.setBody(JSON.stringify({ notes: `autosave ${(n += 1)}` }));
      },
    });
    rows.push(row(label, documents, 'PUT /api/drafts/{id} (autosave)', 10, autosave));
    return rows;
  } finally {
    await cleanup();
  }
}

/** Milliseconds from spawning the process to its first answered request. */
/** Mixed load: lists, autosave updates and sign lookups; errors and the server's memory over time. */
export async function benchMixedLoad(kind: BenchDatabase, seconds: number, connections: number) {
  const { server, label, cleanup } = await seededServer(kind, 10_000);
  try {
    const cookie = await sessionCookie(server.url);
    const api = await staffFetch(server.url, ACCESS_CODE);
    const draft = (await (await api('/api/drafts', { method: 'POST', body: JSON.stringify({ customerName: 'Load draft' }) })).json()) as { id: string };
    const quote = (await (await api('/api/quotes', { method: 'POST', body: JSON.stringify({ customerName: 'Load quote', projectTitle: 'Garage', lineItems: [{ description: 'Flake', quantity: 500, rate: 5 }] }) })).json()) as { id: string };
    const { shareableLink } = (await (await api(`/api/quotes/${quote.id}/generate-link`, { method: 'POST' })).json()) as { shareableLink: string };
    const rss: number[] = [];
    const sampler = setInterval(() => {
      readFile(`/proc/${server.child.pid}/status`, 'utf8')
        .then((status) => rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024))
        .catch(() => undefined);
    }, 1000);
    let i = 0;
    const result = await runAutocannon({
      url: server.url,
      connections,
      duration: seconds,
      headers: { cookie, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: () => {
            i += 1;
            const pick = i % 4;
            // Whole request objects: a spread of the previous one would carry a stale content-length.
            if (pick === 0) return { method: 'GET', path: '/api/drafts', headers: { cookie } };
            if (pick === 1) return { method: 'GET', path: '/api/quotes?q=garcia', headers: { cookie } };
            if (pick === 2) return { method: 'PUT', path: `/api/drafts/${draft.id}`, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ notes: `load ${i}` }) };
            return { method: 'GET', path: `/api/quotes/sign/${shareableLink}`, headers: {} };
          },
        },
      ],
    });
    clearInterval(sampler);
    const third = Math.max(1, Math.floor(rss.length / 3));
    const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
    return {
      database: label,
      connections,
      seconds,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      rssFirstThirdMb: avg(rss.slice(0, third)),
      rssLastThirdMb: avg(rss.slice(-third)),
    };
  } finally {
    await cleanup();
  }
}
