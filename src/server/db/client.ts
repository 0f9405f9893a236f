import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { ensurePrivateDir, makeTreePrivate } from '../files/private-files.ts';
import { serverFile } from '../server-files.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code takes `Db` (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(serverFile('db/migrations'));
// Any fixed number: every app process takes this lock while migrating, so concurrent starts are safe.
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database lives in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  poolSize?: number;
  /** PostgreSQL only; see postgresTimeouts. */
  timeouts?: Partial<PostgresTimeouts>;
}

/**
 * A PostgreSQL that accepts connections and never answers once hung every request for good.
 * connectMs: opening a connection, handshake included (DB_CONNECT_TIMEOUT_MS, default 5 s).
 * statementMs: the server cancels a statement running longer (statement_timeout; DB_STATEMENT_TIMEOUT_MS,
 * default 30 s; the slowest real statement, a 100,000-row export, takes about 1 s).
 * The client gives up waiting for an answer statementMs + 5 s after sending (query_timeout), so a
 * server that is silent, not slow, ends in an error too; a live server's own cancel comes first.
 */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
}

function millisecondsFromEnv(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of milliseconds above 0, not "${text}"`);
  return value;
}

export function postgresTimeouts(overrides: Partial<PostgresTimeouts> = {}): PostgresTimeouts {
  return {
    connectMs: overrides.connectMs ?? millisecondsFromEnv('DB_CONNECT_TIMEOUT_MS', 5000),
    statementMs: overrides.statementMs ?? millisecondsFromEnv('DB_STATEMENT_TIMEOUT_MS', 30_000),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, postgresTimeouts(options.timeouts));
  return openPglite(options);
}

/**
 * Whether the database already has every migration of this version, asked in one query: Drizzle's
 * migrator answers the same question with several statements and DDL, which cost about 0.4 s of
 * every PGlite start. Drizzle applies a migration when the newest recorded one is older than it
 * (journal 'when' vs created_at), so the same comparison decides here; any doubt (no table yet)
 * runs the migrator, which stays the only code that changes the schema.
 */
export async function isMigrated(query: (text: string) => Promise<{ rows: { last: string | number | null }[] }>): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await query('SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations');
    return Number(rows[0]?.last ?? 0) >= newest;
  } catch {
    return false;
  }
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (!options.inMemory) {
    // DATA_DIR and its pglite folder 700, PGlite's files 600 (it writes them 666 itself): after
    // opening and migrating, and again at close for files made while running.
    ensurePrivateDir(path.resolve(options.dataDir ?? './data'));
    dataDir = path.resolve(options.dataDir ?? './data', 'pglite');
    ensurePrivateDir(dataDir);
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  if (!(await isMigrated((text) => client.query<{ last: string | number | null }>(text))))
    await migratePglite(db, { migrationsFolder });
  const privateTree = dataDir;
  if (privateTree) makeTreePrivate(privateTree);
  const close = async () => {
    await client.close();
    if (privateTree) makeTreePrivate(privateTree);
  };
  return { db: db as unknown as Db, kind: 'pglite', close };
}

/** A pool with time-outs on every connection and statement; no query is sent yet. */
export function connectPostgres(connectionString: string, max: number, timeouts: PostgresTimeouts): { pool: pg.Pool; database: Database } {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 5000,
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return { pool, database: { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() } };
}

async function openPostgres(connectionString: string, max: number, timeouts: PostgresTimeouts): Promise<Database> {
  const { pool, database } = connectPostgres(connectionString, max, timeouts);
  try {
    const lockClient = await pool.connect();
    try {
      if (!(await isMigrated((text) => lockClient.query<{ last: string | number | null }>(text)))) {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
      }
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lockClient.release();
    }
  } catch (error) {
    // Not awaited: ending a pool whose server went silent would wait on that server too.
    pool.end().catch(() => undefined);
    throw error;
  }
  return database;
}

/** Rows of a raw `db.execute(sql...)`: both drivers answer { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
