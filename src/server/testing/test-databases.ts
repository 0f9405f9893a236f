import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * Tests run against PGlite always and against PostgreSQL whenever one answers
 * (TEST_DATABASE_URL, or the local server on 127.0.0.1:5432). In CI PostgreSQL is required.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type DatabaseKind = 'pglite' | 'postgres';

export async function availableDatabaseKinds(): Promise<DatabaseKind[]> {
  if (await postgresAnswers()) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error(`CI must test against PostgreSQL, but ${POSTGRES_ADMIN_URL} does not answer`);
  return ['pglite'];
}

/** Top-level await in a test file: `describe.each(DATABASE_KINDS)`. */
export const DATABASE_KINDS: DatabaseKind[] = await availableDatabaseKinds();

/** A new, empty PostgreSQL database on the test server; returns its URL. */
export async function createScratchPostgres(prefix = 'epoxy_test'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchPostgres(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

/** A fresh, empty database of the given kind; close() drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({ inMemory: true });
  const url = await createScratchPostgres();
  const database = await openDatabase({ databaseUrl: url, poolSize: 30 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropScratchPostgres(url);
    },
  };
}
