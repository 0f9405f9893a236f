import { mkdirSync } from 'node:fs';
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

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: every app process takes this lock while migrating, so concurrent starts are safe.
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database lives in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.resolve(options.dataDir ?? './data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Rows of a raw `db.execute(sql...)`: both drivers answer { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
