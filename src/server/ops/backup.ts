import { once } from 'node:events';
import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type DbOrTx } from '../db/client.ts';

/**
 * One file holding every record of every table (documents, drafts, links, the audit trail,
 * settings, the mail outbox, counters, signed PDFs, app secrets, sessions) plus the sealing
 * certificate from DATA_DIR/keys: gzipped JSON lines.
 *
 *   line 1      {"format":"epoxy-quotes-backup","version":1,"migrations":{...},"tables":[{name,columns}],...}
 *   then        {"t":"quotes","r":["<id>","Q-2026-0001",...]}   one line a row, values as PostgreSQL text
 *               {"f":"keys/seal.p12","b64":"..."}                 one line a file
 *   last line   {"end":true,"rows":{"quotes":12,...},"files":2}  a file without it is refused
 *
 * Values travel as PostgreSQL's own text form (bytea as base64) and are cast back on restore, so
 * numeric(12,2), timestamps and JSON come back exactly as they were, on either database kind.
 */

export const BACKUP_FORMAT = 'epoxy-quotes-backup';
export const BACKUP_VERSION = 1;
const FETCH_ROWS = 200;
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;
const KEYS_DIR = 'keys';

export interface TableShape {
  name: string;
  columns: Array<{ name: string; type: string }>;
  primaryKey: string[];
}

export interface MigrationLevel {
  count: number;
  lastHash: string | null;
}

interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: Database['kind'];
  migrations: MigrationLevel;
  tables: Array<Pick<TableShape, 'name' | 'columns'>>;
}

interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  files: number;
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: string[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the app's schema, parents before children (foreign keys), each with its columns and primary key. */
export async function readTableShapes(db: DbOrTx): Promise<TableShape[]> {
  const columns = rowsOf<{ table: string; column: string; type: string }>(
    await db.execute(sql`
      SELECT cl.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type"
      FROM pg_attribute a
      JOIN pg_class cl ON cl.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE n.nspname = 'public' AND cl.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY cl.relname, a.attnum`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      SELECT cl.relname AS "table", a.attname AS "column"
      FROM pg_index i
      JOIN pg_class cl ON cl.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = cl.relnamespace
      JOIN pg_attribute a ON a.attrelid = cl.oid AND a.attnum = ANY(i.indkey)
      WHERE n.nspname = 'public' AND i.indisprimary
      ORDER BY cl.relname, array_position(i.indkey::int2[], a.attnum)`),
  );
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      SELECT src.relname AS "child", dst.relname AS "parent"
      FROM pg_constraint con
      JOIN pg_class src ON src.oid = con.conrelid
      JOIN pg_class dst ON dst.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = src.relnamespace
      WHERE con.contype = 'f' AND n.nspname = 'public'`),
  );
  const shapes = new Map<string, TableShape>();
  for (const row of columns) {
    const shape = shapes.get(row.table) ?? { name: row.table, columns: [], primaryKey: [] };
    shape.columns.push({ name: row.column, type: row.type });
    shapes.set(row.table, shape);
  }
  for (const row of keys) shapes.get(row.table)?.primaryKey.push(row.column);

  // Parents first, so rows can be inserted in file order with every foreign key checked.
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visit = (name: string, trail: Set<string>) => {
    if (placed.has(name) || trail.has(name)) return;
    trail.add(name);
    for (const ref of references) if (ref.child === name && ref.parent !== name) visit(ref.parent, trail);
    placed.add(name);
    ordered.push(shapes.get(name)!);
  };
  for (const name of [...shapes.keys()].sort()) visit(name, new Set());
  return ordered;
}

export async function readMigrationLevel(db: DbOrTx): Promise<MigrationLevel> {
  const rows = rowsOf<{ hash: string }>(await db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`));
  return { count: rows.length, lastHash: rows.at(-1)?.hash ?? null };
}

/** Rows in every table of the schema. */
export async function countRows(db: DbOrTx, shapes?: TableShape[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const shape of shapes ?? (await readTableShapes(db))) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${ident(shape.name)}`)));
    counts[shape.name] = Number(row?.n ?? 0);
  }
  return counts;
}

const isBytea = (type: string) => type === 'bytea';

/** PostgreSQL's text form of each column (bytea as base64), as one JSON array a row. */
function rowSelect(shape: TableShape): string {
  const values = shape.columns.map((column) => (isBytea(column.type) ? `translate(encode(${ident(column.name)}, 'base64'), E'\\n', '')` : `${ident(column.name)}::text`));
  const order = (shape.primaryKey.length > 0 ? shape.primaryKey : shape.columns.map((column) => column.name)).map(ident).join(', ');
  return `SELECT json_build_array(${values.join(', ')})::text AS r FROM ${ident(shape.name)} ORDER BY ${order}`;
}

async function keyFiles(dataDir: string | undefined): Promise<Array<{ name: string; content: Buffer }>> {
  if (!dataDir) return [];
  const dir = path.join(dataDir, KEYS_DIR);
  if (!existsSync(dir)) return [];
  const files: Array<{ name: string; content: Buffer }> = [];
  for (const name of (await readdir(dir)).sort()) {
    const full = path.join(dir, name);
    if ((await stat(full)).isFile()) files.push({ name: `${KEYS_DIR}/${name}`, content: await readFile(full) });
  }
  return files;
}

/**
 * Writes the backup of `database` to `file` (mode 0600: it holds the app's secrets). The rows are
 * read in one read-only REPEATABLE READ transaction: a consistent picture even while the app runs
 * (PostgreSQL; PGlite admits one process at a time).
 */
export async function backupDatabase(database: Database, file: string, options: { dataDir?: string } = {}): Promise<BackupSummary> {
  const out = createWriteStream(file, { mode: 0o600 });
  const gzip = createGzip();
  gzip.pipe(out);
  const write = async (value: string) => {
    if (!gzip.write(`${value}\n`)) await once(gzip, 'drain');
  };
  const rows: Record<string, number> = {};
  const files = await keyFiles(options.dataDir);
  try {
    await database.db.transaction(
      async (tx) => {
        await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
        await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
        await tx.execute(sql`SET LOCAL extra_float_digits = 3`);
        const shapes = await readTableShapes(tx);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await readMigrationLevel(tx),
          tables: shapes.map(({ name, columns }) => ({ name, columns })),
        };
        await write(JSON.stringify(header));
        for (const shape of shapes) {
          let count = 0;
          const prefix = `{"t":${JSON.stringify(shape.name)},"r":`;
          await tx.execute(sql.raw(`DECLARE backup_rows NO SCROLL CURSOR FOR ${rowSelect(shape)}`));
          for (;;) {
            const batch = rowsOf<{ r: string }>(await tx.execute(sql.raw(`FETCH ${FETCH_ROWS} FROM backup_rows`)));
            for (const row of batch) await write(`${prefix}${row.r}}`);
            count += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await tx.execute(sql.raw('CLOSE backup_rows'));
          rows[shape.name] = count;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const keyFile of files) await write(JSON.stringify({ f: keyFile.name, b64: keyFile.content.toString('base64') }));
    const trailer: BackupTrailer = { end: true, rows, files: files.length };
    await write(JSON.stringify(trailer));
    gzip.end();
    await once(out, 'close');
    await chmod(file, 0o600);
  } catch (error) {
    gzip.destroy();
    out.destroy();
    throw error;
  }
  return { rows, files: files.map((keyFile) => keyFile.name) };
}

/** The database's reason, first line only, without the failed query or its parameters. */
function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = cause instanceof Error ? cause.message : String(cause);
  const first = (text.split('\n', 1)[0] ?? '').replace(/^Failed query:.*/s, 'the insert failed');
  return first.length > 200 ? `${first.slice(0, 200)}...` : first;
}

async function* backupLines(file: string): AsyncGenerator<Record<string, unknown>> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      if (line === '') continue;
      try {
        yield JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new BackupError(`${file} is damaged: line ${number} is not JSON.`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable backup (${error instanceof Error ? error.message : String(error)}).`);
  }
}

function checkHeader(value: Record<string, unknown> | undefined, file: string): BackupHeader {
  if (!value || value.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (value.version !== BACKUP_VERSION) throw new BackupError(`${file} is a backup of format version ${String(value.version)}; this version reads version ${BACKUP_VERSION}.`);
  return value as unknown as BackupHeader;
}

/** Restores into tables that must match the backup's exactly: the same migration level. */
function checkSameSchema(header: BackupHeader, level: MigrationLevel, shapes: TableShape[]): void {
  if (header.migrations.count !== level.count || header.migrations.lastHash !== level.lastHash) {
    throw new BackupError(
      `The backup was made at database migration level ${header.migrations.count}, this version is at level ${level.count}. ` +
        'Restore it with the version of the app that made it (then start the new version, which upgrades the data).',
    );
  }
  const describe = (tables: Array<Pick<TableShape, 'name' | 'columns'>>) =>
    JSON.stringify([...tables].sort((a, b) => a.name.localeCompare(b.name)).map((table) => [table.name, table.columns.map((c) => `${c.name} ${c.type}`)]));
  if (describe(header.tables) !== describe(shapes)) throw new BackupError('The tables of the backup do not match this database although their migration level does; nothing was restored.');
}

/** Rows already in the database, by table (empty when none). */
async function nonEmptyTables(db: DbOrTx, shapes: TableShape[]): Promise<string[]> {
  const counts = await countRows(db, shapes);
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} (${n})`);
}

/** One INSERT for a batch of rows, sent as a single JSON parameter and cast back column by column. */
function insertBatch(shape: TableShape, batch: string[]) {
  const values = shape.columns.map((column, i) => (isBytea(column.type) ? `decode(r->>${i}, 'base64')` : `(r->>${i})::${column.type}`));
  const head = `INSERT INTO ${ident(shape.name)} (${shape.columns.map((column) => ident(column.name)).join(', ')}) SELECT ${values.join(', ')} FROM jsonb_array_elements(`;
  return sql`${sql.raw(head)}${`[${batch.join(',')}]`}::jsonb${sql.raw(') AS r')}`;
}

/** Serial columns continue after the largest restored value. */
async function resetSequences(db: DbOrTx, shapes: TableShape[]): Promise<void> {
  for (const shape of shapes) {
    for (const column of shape.columns) {
      const [row] = rowsOf<{ seq: string | null }>(await db.execute(sql`SELECT pg_get_serial_sequence(${ident(shape.name)}, ${column.name}) AS seq`));
      if (!row?.seq) continue;
      const col = ident(column.name);
      await db.execute(sql.raw(`SELECT setval('${row.seq.replace(/'/g, "''")}', COALESCE(max(${col}), 1), max(${col}) IS NOT NULL) FROM ${ident(shape.name)}`));
    }
  }
}

export interface RestoreSummary extends BackupSummary {
  /** Key files not written because the data directory already had its own. */
  keptExistingFiles: string[];
}

/**
 * Loads a backup into an EMPTY database, in one transaction: on any problem (a damaged or
 * truncated file, another migration level) nothing is written. Refuses a database that holds any
 * row. The sealing certificate is written to DATA_DIR/keys when that directory has none.
 */
export async function restoreDatabase(database: Database, file: string, options: { dataDir?: string } = {}): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const lines = backupLines(file);
  const header = checkHeader((await lines.next()).value ?? undefined, file);
  const rows: Record<string, number> = {};
  const files: Array<{ name: string; content: Buffer }> = [];
  let trailer: BackupTrailer | undefined;

  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
    const shapes = await readTableShapes(tx);
    checkSameSchema(header, await readMigrationLevel(tx), shapes);
    // Serialises concurrent restores into the same PostgreSQL database.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const occupied = await nonEmptyTables(tx, shapes);
    if (occupied.length > 0) {
      throw new BackupError(`The database is not empty (${occupied.join(', ')}). Restore into a new, empty database: a new DATA_DIR, or an empty PostgreSQL database in DATABASE_URL.`);
    }
    const byName = new Map(shapes.map((shape) => [shape.name, shape]));
    for (const shape of shapes) rows[shape.name] = 0;
    let current: TableShape | undefined;
    let batch: string[] = [];
    let batchChars = 0;
    const flush = async () => {
      if (!current || batch.length === 0) return;
      try {
        await tx.execute(insertBatch(current, batch));
      } catch (error) {
        // The driver's error quotes the whole query and its parameters: the rows, customer details
        // included. Only the table and the database's own first line reach the console.
        throw new BackupError(`Rows of ${current.name} could not be restored (${databaseReason(error)}); nothing was restored.`);
      }
      batch = [];
      batchChars = 0;
    };
    for await (const line of lines) {
      if (trailer) throw new BackupError(`${file} is damaged: lines follow its last line.`);
      if (typeof line.t === 'string') {
        const shape = byName.get(line.t);
        if (!shape || !Array.isArray(line.r) || line.r.length !== shape.columns.length) throw new BackupError(`${file} is damaged: a row of ${line.t} does not fit the table.`);
        if (shape !== current) {
          await flush();
          current = shape;
        }
        const text = JSON.stringify(line.r);
        batch.push(text);
        batchChars += text.length;
        rows[shape.name] = (rows[shape.name] ?? 0) + 1;
        if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
      } else if (typeof line.f === 'string' && typeof line.b64 === 'string') {
        files.push({ name: line.f, content: Buffer.from(line.b64, 'base64') });
      } else if (line.end === true) {
        trailer = line as unknown as BackupTrailer;
      } else {
        throw new BackupError(`${file} is damaged: a line is neither a row, a file nor the end.`);
      }
    }
    await flush();
    if (!trailer) throw new BackupError(`${file} is incomplete (its last line is missing): nothing was restored.`);
    for (const shape of shapes) {
      if ((trailer.rows[shape.name] ?? 0) !== (rows[shape.name] ?? 0)) {
        throw new BackupError(`${file} is damaged: ${shape.name} should have ${trailer.rows[shape.name] ?? 0} rows, it has ${rows[shape.name] ?? 0}.`);
      }
    }
    await resetSequences(tx, shapes);
  });

  const keptExistingFiles: string[] = [];
  const written: string[] = [];
  if (options.dataDir) {
    for (const keyFile of files) {
      // Only plain names inside keys/: a doctored file cannot write anywhere else.
      if (!/^keys\/[A-Za-z0-9._-]+$/.test(keyFile.name) || keyFile.name.includes('..')) continue;
      const target = path.join(options.dataDir, keyFile.name);
      if (existsSync(target)) {
        keptExistingFiles.push(keyFile.name);
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, keyFile.content, { mode: 0o600 });
      written.push(keyFile.name);
    }
  }
  return { rows, files: written, keptExistingFiles };
}
