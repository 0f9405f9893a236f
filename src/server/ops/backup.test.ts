import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { accessCodeFromEnv } from '../modules/auth/access-code.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { signaturePngDataUrl } from '../testing/sample-signature.ts';
import { buildTestApp, sampleQuotePayload, TEST_ACCESS_CODE, type TestApp } from '../testing/test-app.ts';
import { createScratchPostgres, DATABASE_KINDS, dropScratchPostgres, openTestDatabase, type DatabaseKind } from '../testing/test-databases.ts';
import { backupDatabase, countRows, readTableShapes, restoreDatabase } from './backup.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const TABLES = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

/** What a month of office work leaves in every table, made through the API. */
async function populate(t: TestApp): Promise<void> {
  const call = async (send: TestApp['staff'], method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object, headers?: Record<string, string>) => {
    const res = await send({ method, url, payload, headers });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const staff = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object, headers?: Record<string, string>) => call(t.staff, method, url, payload, headers);
  const customer = (url: string, payload?: object) => call(t.anonymous, 'POST', url, payload);

  const settings = (await staff('GET', '/api/settings')).json();
  await staff('PUT', '/api/settings', { ...settings, companyName: 'Lone Star Epoxy', companyAddress: '4100 Ranch Rd 620, Austin, TX 78734', companyEmail: 'office@lonestar.example' });
  for (let i = 0; i < 4; i += 1) await staff('POST', '/api/drafts', sampleQuotePayload({ customerName: `Draft Customer ${i}`, notes: i === 0 ? 'Ünïcode — “quotes”, emoji 🏠, tab\tand\nnewline' : null }));
  const archived = (await staff('POST', '/api/drafts', sampleQuotePayload({ customerName: 'Archived Customer' }))).json();
  await staff('PATCH', `/api/drafts/${archived.id}/archive`);
  // Idempotency keys are stored too.
  await staff('POST', '/api/quotes', sampleQuotePayload({ customerName: 'Plain Quote', discountRate: '12.5' }), { 'idempotency-key': 'backup-test-key-0001' });

  const signedQuote = (await staff('POST', '/api/quotes', sampleQuotePayload({ customerName: 'Signed Customer', customerEmail: 'signed@customer.example' }))).json();
  const signedLink = (await staff('POST', `/api/quotes/${signedQuote.id}/generate-link`)).json();
  await customer(`/api/quotes/sign/${signedLink.shareableLink}/view`);
  await customer(`/api/quotes/sign/${signedLink.shareableLink}`, { name: 'Signed Customer', email: 'signed@customer.example', signature: signaturePngDataUrl() });
  await staff('GET', `/api/quotes/${signedQuote.id}/signed-pdf`);
  await staff('POST', `/api/quotes/${signedQuote.id}/deposit-invoice`);

  const changed = (await staff('POST', '/api/quotes', sampleQuotePayload({ customerName: 'Changes Customer' }))).json();
  const changedLink = (await staff('POST', `/api/quotes/${changed.id}/generate-link`)).json();
  await customer(`/api/quotes/sign/${changedLink.shareableLink}/request-changes`, { name: 'Changes Customer', message: 'Please add the stairs.' });
  const revision = (await staff('POST', `/api/quotes/${changed.id}/revise`)).json();
  const revised = (await staff('PUT', `/api/drafts/${revision.id}`, { lineItems: [...revision.lineItems, { description: 'Stairs', quantity: 12, rate: 45 }] })).json();
  expect((await staff('POST', '/api/quotes', { ...revised, draftId: revised.id })).json().quoteNumber).toMatch(/-R1$/);

  const unpaid = (await staff('POST', '/api/invoices', sampleQuotePayload({ customerName: 'Invoice Customer', dueDate: '2026-12-31' }))).json();
  const paid = (await staff('POST', '/api/invoices', sampleQuotePayload({ customerName: 'Paid Customer' }))).json();
  await staff('PATCH', `/api/invoices/${paid.id}/status`, { status: 'paid' });
  expect(unpaid.status).toBe('unpaid');
  await t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode: 'wrong code' }, remoteAddress: '203.0.113.9' });
  // The signature's e-mails are delivered in the background: let that finish before comparing.
  await t.app.outbox.kick();
}

const normalize = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `buffer:${value.toString('base64')}`;
  return value;
};

/** Every row of every table of the schema, read through Drizzle (not through the backup's own SQL). */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const { name, primaryKeys } = getTableConfig(table);
    const keyColumns = primaryKeys[0]?.columns.map((c) => c.name);
    const keyFields = Object.entries(getTableColumns(table))
      .filter(([, column]) => (keyColumns ? keyColumns.includes(column.name) : column.primary))
      .map(([field]) => field);
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    const keyOf = (row: Record<string, unknown>) => JSON.stringify(keyFields.map((field) => normalize(row[field])));
    tables[name] = rows
      .map((row) => ({ key: keyOf(row), row: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalize(v)])) }))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((entry) => entry.row);
  }
  return tables;
}

async function restoredApp(database: Database, dataDir: string) {
  const app = await buildApp({ clientDir: '/nonexistent', dataDir, outboxIntervalMs: 60_000 }, { database, accessCode: accessCodeFromEnv(TEST_ACCESS_CODE) });
  const login = await app.inject({ method: 'POST', url: '/api/session', payload: { accessCode: TEST_ACCESS_CODE } });
  const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  return { app, staff: (options: InjectOptions) => app.inject({ ...options, cookies: { [SESSION_COOKIE]: cookie } }) };
}

describe.each(DATABASE_KINDS)('backup of %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let file: string;
  let original: Record<string, unknown[]>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'epoxy-backup-'));
    t = await buildTestApp(kind, { config: { officeEmail: 'office@lonestar.example', outboxIntervalMs: 60_000 } });
    await populate(t);
    // The sealing certificate lives beside the database; the backup carries it.
    await mkdir(path.join(t.app.config.dataDir, 'keys'));
    await writeFile(path.join(t.app.config.dataDir, 'keys', 'seal.p12'), Buffer.from([1, 2, 3, 250]));
    file = path.join(dir, 'quotes.jsonl.gz');
    await backupDatabase(t.app.database, file, { dataDir: t.app.config.dataDir });
    original = await snapshot(t.app.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('holds a row of every kind the office makes, in every table', async () => {
    const counts = await countRows(t.app.db);
    expect(Object.keys(counts).sort()).toEqual(TABLES.map((table) => getTableConfig(table).name).sort());
    for (const table of ['drafts', 'quotes', 'invoices', 'document_counters', 'signing_links', 'signing_events', 'settings', 'mail_outbox', 'sessions', 'login_failures', 'idempotency_keys']) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    const pdfs = original.signing_links!.filter((row) => typeof (row as { signedPdf: unknown }).signedPdf === 'string');
    expect(pdfs).toHaveLength(1);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const lines = gunzipSync(await readFile(file)).toString('utf8').trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'epoxy-quotes-backup', version: 1, database: kind, migrations: { count: expect.any(Number) } });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true, rows: counts, files: 1 });
  });

  const targets: DatabaseKind[] = DATABASE_KINDS;
  it.each(targets)('restores into an empty %s database: every table equal row by row, and the app carries on', { timeout: 120_000 }, async (targetKind) => {
    const target = await openTestDatabase(targetKind);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-restored-'));
    try {
      const summary = await restoreDatabase(target, file, { dataDir });
      expect(summary.files).toEqual(['keys/seal.p12']);
      expect(await readFile(path.join(dataDir, 'keys', 'seal.p12'))).toEqual(Buffer.from([1, 2, 3, 250]));
      expect(await snapshot(target.db)).toEqual(original);

      // Numbering and serial columns continue where they stopped.
      const app = await restoredApp(target, dataDir);
      try {
        const quote = (await app.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'After Restore' }) })).json();
        const numbers = (original.quotes as Array<{ quoteNumber: string }>).map((q) => q.quoteNumber).filter((n) => !n.includes('-R')).sort();
        const last = Number(numbers.at(-1)!.slice(-4));
        expect(quote.quoteNumber).toBe(`${numbers.at(-1)!.slice(0, -4)}${String(last + 1).padStart(4, '0')}`);
        expect((await app.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).statusCode).toBe(200);
        const signed = original.quotes!.find((q) => (q as { status: string }).status === 'signed') as { id: string };
        const pdf = await app.staff({ method: 'GET', url: `/api/quotes/${signed.id}/signed-pdf` });
        expect(pdf.rawPayload.toString('base64')).toBe((original.signing_links!.find((l) => (l as { quoteId: string }).quoteId === signed.id) as { signedPdf: string }).signedPdf.slice('buffer:'.length));
      } finally {
        await app.app.close();
      }
    } finally {
      await target.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const before = await snapshot(t.app.db);
    await expect(restoreDatabase(t.app.database, file)).rejects.toThrow(/The database is not empty \(.*drafts \(5\).*\)\. Restore into a new, empty database/);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('refuses a truncated, damaged or foreign file, and leaves the database empty', async () => {
    const target = await openTestDatabase(kind);
    try {
      const lines = gunzipSync(await readFile(file)).toString('utf8').trim().split('\n');
      const truncated = path.join(dir, 'truncated.gz');
      await writeFile(truncated, gzipSync(lines.slice(0, -1).join('\n')));
      await expect(restoreDatabase(target, truncated)).rejects.toThrow(/incomplete/);
      const missingRow = path.join(dir, 'missing-row.gz');
      // A row of a table nothing refers to (a missing parent row would fail on its foreign key first).
      const counterRow = lines.findIndex((line) => line.startsWith('{"t":"document_counters"'));
      expect(counterRow).toBeGreaterThan(0);
      await writeFile(missingRow, gzipSync([...lines.slice(0, counterRow), ...lines.slice(counterRow + 1)].join('\n')));
      await expect(restoreDatabase(target, missingRow)).rejects.toThrow(/should have \d+ rows/);
      const otherLevel = path.join(dir, 'other-level.gz');
      await writeFile(otherLevel, gzipSync([JSON.stringify({ ...JSON.parse(lines[0]!), migrations: { count: 1, lastHash: 'x' } }), ...lines.slice(1)].join('\n')));
      await expect(restoreDatabase(target, otherLevel)).rejects.toThrow(/migration level 1, this version is at level/);
      const foreign = path.join(dir, 'foreign.gz');
      await writeFile(foreign, gzipSync('{"hello":"world"}\n'));
      await expect(restoreDatabase(target, foreign)).rejects.toThrow(/not a backup made by npm run backup/);
      const plain = path.join(dir, 'plain.txt');
      await writeFile(plain, 'not gzip');
      await expect(restoreDatabase(target, plain)).rejects.toThrow(/not a readable backup/);
      expect(Object.values(await countRows(target.db)).every((n) => n === 0)).toBe(true);
    } finally {
      await target.close();
    }
  });

  it('orders tables so that every parent comes before its children', async () => {
    const order = (await readTableShapes(t.app.db)).map((shape) => shape.name);
    expect(order.indexOf('quotes')).toBeLessThan(order.indexOf('signing_links'));
    expect(order.indexOf('quotes')).toBeLessThan(order.indexOf('invoices'));
    expect(order.indexOf('signing_links')).toBeLessThan(order.indexOf('signing_events'));
    expect(order.indexOf('signing_links')).toBeLessThan(order.indexOf('mail_outbox'));
  });
});

describe('npm run backup / npm run restore', () => {
  const run = promisify(execFile);
  const script = (name: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('backs up DATA_DIR and restores into a new one or an empty PostgreSQL database; refuses what it must', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'epoxy-backup-cli-'));
    let pgUrl: string | undefined;
    try {
      const source = path.join(dir, 'source');
      const t = await buildTestApp('pglite');
      await populate(t);
      const expected = await snapshot(t.app.db);
      const inMemoryFile = path.join(dir, 'memory.gz');
      await backupDatabase(t.app.database, inMemoryFile);
      await t.close();
      // A file-backed database made by restoring the in-memory one: the script backs that up.
      const seeded = await script('restore', [inMemoryFile], { DATA_DIR: source });
      expect(seeded, seeded.stderr).toMatchObject({ code: 0 });
      // Every table of the schema (a new table in a migration changes the count).
      expect(seeded.stdout).toMatch(new RegExp(`^Restored \\d+ rows of ${TABLES.length} tables from .* into the embedded database in `));

      const file = path.join(dir, 'backup.jsonl.gz');
      const backedUp = await script('backup', [file], { DATA_DIR: source });
      expect(backedUp.stdout).toMatch(new RegExp(`^Backed up \\d+ rows of ${TABLES.length} tables from the embedded database in `));
      expect(backedUp.code).toBe(0);

      const again = await script('restore', [file], { DATA_DIR: source });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^The database is not empty/);
      expect((await script('backup', [], { DATA_DIR: source })).stderr).toMatch(/^Usage: npm run backup -- FILE/);

      // A server holding the embedded database leaves its pid file: the scripts stay away.
      await writeFile(path.join(source, 'pglite', 'postmaster.pid'), '1\n');
      const busy = await script('backup', [path.join(dir, 'busy.gz')], { DATA_DIR: source });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/is open in a running server .* add --force/);
      expect((await script('backup', [path.join(dir, 'forced.gz'), '--force'], { DATA_DIR: source })).code).toBe(0);

      if (DATABASE_KINDS.includes('postgres')) {
        pgUrl = await createScratchPostgres('epoxy_restore_cli');
        const restored = await script('restore', [file], { DATABASE_URL: pgUrl, DATA_DIR: path.join(dir, 'pg-data') });
        expect(restored.stdout).toMatch(/into PostgreSQL \(postgres:\/\//);
        const target = await (await import('../db/client.ts')).openDatabase({ databaseUrl: pgUrl });
        try {
          expect(await snapshot(target.db)).toEqual(expected);
        } finally {
          await target.close();
        }
      }
    } finally {
      if (pgUrl) await dropScratchPostgres(pgUrl);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
