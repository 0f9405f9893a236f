// `npm run build:server`: the server as JavaScript in dist/ (tsconfig.build.json), plus the files
// it reads next to its own modules: SQL migrations and the worker bootstraps (.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

rmSync('dist/server', { recursive: true, force: true });
rmSync('dist/shared', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
for (const entry of readdirSync('src/server', { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
  const from = path.join(entry.parentPath, entry.name);
  cpSync(from, path.join('dist', path.relative('src', from)));
}
