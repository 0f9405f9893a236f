import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMigrated, rowsOf, type Database } from './client.ts';
import { DATABASE_KINDS, openTestDatabase } from '../testing/test-databases.ts';

/**
 * A start on an up-to-date database asks one question instead of running Drizzle's migrator (about
 * 0.4 s of every PGlite start); a database missing a migration still gets the migrator.
 */
describe.each(DATABASE_KINDS)('migrations at start on %s', (kind) => {
  let database: Database;
  const ask = (text: string) => database.db.execute(sql.raw(text)) as unknown as Promise<{ rows: { last: string | number | null }[] }>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('knows a database that has every migration', async () => {
    expect(await isMigrated(ask)).toBe(true);
  });

  it('sees a database one migration behind, and one with no migration table', async () => {
    const [newest] = rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`));
    await database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest!.id}`);
    expect(await isMigrated(ask)).toBe(false);
    await database.db.execute(sql`ALTER TABLE drizzle.__drizzle_migrations RENAME TO __drizzle_migrations_gone`);
    expect(await isMigrated(ask)).toBe(false);
  });
});
