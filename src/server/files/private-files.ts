import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds customer details (the database, the outbox's signed PDFs) and the sealing key:
 * nobody but the app's own user may read it. Folders 700, files 600, whatever the umask: PGlite
 * writes its files with mode 666 itself, so the umask alone does not do it (issue 11, item 8).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) if missing, and makes it 700 either way. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes every folder under `dir` (itself included) 700 and every file 600. Symbolic links are
 * left alone: an operator's link may point outside the data directory.
 */
export function makeTreePrivate(dir: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeTreePrivate(full);
    else if (entry.isFile() && (lstatSync(full).mode & 0o077) !== 0) chmodSync(full, PRIVATE_FILE_MODE);
  }
}

/**
 * Files the process creates from now on are private (mode & ~077). Only the main thread may set
 * the umask; worker threads inherit the process's.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}
