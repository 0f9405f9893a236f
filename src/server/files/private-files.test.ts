import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { createMailer } from '../mail/mailer.ts';

/** Every entry under dir whose mode lets the group or others in, as "mode path". */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (current: string) => {
    const mode = (await stat(current)).mode & 0o777;
    if ((mode & 0o077) !== 0) found.push(`${mode.toString(8)} ${path.relative(dir, current) || '.'}`);
    if ((await stat(current)).isDirectory()) for (const name of await readdir(current)) await walk(path.join(current, name));
  };
  await walk(dir);
  return found;
}

describe('files at rest (issue 11, item 8)', () => {
  let dataDir = '';
  let umask = 0;
  beforeEach(async () => {
    // A common default umask: without the app's own care, files come out 644 and PGlite's 666.
    umask = process.umask(0o022);
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'epoxy-modes-')), 'data');
  });
  afterEach(async () => {
    process.umask(umask);
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('keeps DATA_DIR, the PGlite files and the outbox e-mails to the app user only (folders 700, files 600)', async () => {
    const database = await openDatabase({ dataDir });
    try {
      // New relation files, made while running.
      await database.db.execute(sql`create table mode_probe (name text)`);
      await database.db.execute(sql`insert into mode_probe select 'Dana Okonkwo ' || g from generate_series(1, 2000) g`);
      expect(await openToOthers(dataDir)).toEqual([]);
      const mailer = createMailer({ dataDir });
      await mailer.send({ from: 'quotes@example.com', to: 'dana@example.com', subject: 'Signed quote', text: 'Dana Okonkwo, 1810 Ridgecrest Ct', messageId: '<m1@example.com>' });
      mailer.close();
      expect((await readdir(path.join(dataDir, 'outbox'))).length).toBe(1);
    } finally {
      await database.close();
    }
    expect(await openToOthers(dataDir)).toEqual([]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'pglite'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'outbox'))).mode & 0o777).toBe(0o700);
  });

  it('closes up a data directory left open by an earlier version', async () => {
    const database = await openDatabase({ dataDir });
    await database.close();
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'pglite'), 0o777);
    await chmod(path.join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    await mkdir(path.join(dataDir, 'outbox'), { mode: 0o755 });
    await writeFile(path.join(dataDir, 'outbox', 'old.eml'), 'old', { mode: 0o644 });
    expect((await openToOthers(dataDir)).length).toBeGreaterThan(0);
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
    const mailer = createMailer({ dataDir });
    await mailer.send({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't', messageId: '<m2@example.com>' });
    mailer.close();
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});
