import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, type Env } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';

/** What the operations scripts (backup, restore, seed) share: the database of the environment. */

export class OpsError extends Error {
  override name = 'OpsError';
}

export interface OpsArgs {
  file: string | undefined;
  force: boolean;
}

export function parseOpsArgs(argv: string[], cwd = process.env.INIT_CWD ?? process.cwd()): OpsArgs {
  const flags = argv.filter((arg) => arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--force');
  if (unknown.length > 0) throw new OpsError(`Unknown option ${unknown.join(', ')}`);
  const file = argv.find((arg) => !arg.startsWith('--'));
  // npm runs scripts in the package folder; a relative FILE means where the person typed it (INIT_CWD).
  return { file: file === undefined ? undefined : path.resolve(cwd, file), force: flags.includes('--force') };
}

/**
 * Opens DATABASE_URL, or the PGlite database in DATA_DIR (migrations run first, as at start).
 * PGlite admits one process at a time: while a server holds DATA_DIR its postmaster.pid exists,
 * and opening it a second time could damage it. A pid file left by a killed server is passed
 * with --force.
 */
export async function openEnvDatabase(options: { force?: boolean; env?: Env } = {}): Promise<{ database: Database; env: Env; where: string }> {
  const env = options.env ?? parseEnv();
  if (!env.DATABASE_URL) {
    const pidFile = path.resolve(env.DATA_DIR, 'pglite', 'postmaster.pid');
    if (existsSync(pidFile) && !options.force) {
      throw new OpsError(
        `The embedded database in ${path.resolve(env.DATA_DIR)} is open in a running server (${pidFile} exists). ` +
          'Stop the server first: the embedded database admits one process at a time. If no server is running (it was killed), add --force.',
      );
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  const where = env.DATABASE_URL ? `PostgreSQL (${redactUrl(env.DATABASE_URL)})` : `the embedded database in ${path.resolve(env.DATA_DIR)}`;
  return { database, env, where };
}

/** postgres://user:secret@host/db -> postgres://user:***@host/db */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Runs a script's body: its message on failure, exit code 1. */
export function runScript(body: () => Promise<void>): void {
  body().then(
    () => process.exit(0),
    (error: unknown) => {
      const known = error instanceof Error && (error.name === 'OpsError' || error.name === 'BackupError' || error.name === 'SeedError');
      console.error(known ? error.message : error);
      process.exit(1);
    },
  );
}
