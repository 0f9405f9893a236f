import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '../testing/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from '../testing/test-databases.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';

const CUSTOMER = 'Dana Secretname-Okonkwo';
const ADDRESS = '1810 Hiddenvale Ct, Alpharetta, GA 30005';

describe.each(DATABASE_KINDS)('a failed restore on %s', (kind) => {
  let t: TestApp;
  let dir = '';
  beforeAll(async () => {
    t = await buildTestApp(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'epoxy-restore-'));
    const res = await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: CUSTOMER, customerAddress: ADDRESS }) });
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('names the table and the database reason, not the row (customer details) it was inserting', async () => {
    const file = path.join(dir, 'backup.jsonl.gz');
    await backupDatabase(t.app.database, file);
    // A doctored backup: the customer's quote row carries a date the database refuses.
    const lines = gunzipSync(await readFile(file)).toString('utf8').split('\n');
    const index = lines.findIndex((line) => line.startsWith('{"t":"quotes"') && line.includes(CUSTOMER));
    expect(index).toBeGreaterThan(0);
    lines[index] = lines[index]!.replace('"2026-11-22"', '"2026-99-99"');
    expect(lines[index]).toContain('2026-99-99');
    const doctored = path.join(dir, 'doctored.jsonl.gz');
    await writeFile(doctored, gzipSync(lines.join('\n')));

    const target = await openTestDatabase(kind);
    try {
      const error = await restoreDatabase(target, doctored).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(BackupError);
      const message = (error as Error).message;
      expect(message).toContain('quotes');
      expect(message).not.toContain(CUSTOMER);
      expect(message).not.toContain('Hiddenvale');
      expect(message).not.toContain('\n');
      expect(message.length).toBeLessThan(400);
    } finally {
      await target.close();
    }
  });
});
