import path from 'node:path';
import { restoreDatabase } from '../src/server/ops/backup.ts';
import { openEnvDatabase, OpsError, parseOpsArgs, runScript } from '../src/server/ops/ops-cli.ts';

// npm run restore -- FILE [--force]: loads a backup into the EMPTY database of DATABASE_URL or DATA_DIR.
runScript(async () => {
  const args = parseOpsArgs(process.argv.slice(2));
  if (!args.file) throw new OpsError('Usage: npm run restore -- FILE   (into an empty database: a new DATA_DIR, or an empty PostgreSQL database in DATABASE_URL)');
  const { database, env, where } = await openEnvDatabase({ force: args.force });
  try {
    const summary = await restoreDatabase(database, args.file, { dataDir: env.DATA_DIR });
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    console.log(`Restored ${total} rows of ${Object.keys(summary.rows).length} tables from ${path.resolve(args.file)} into ${where}`);
    if (summary.files.length) console.log(`Wrote ${summary.files.join(', ')} to ${path.resolve(env.DATA_DIR)}`);
    if (summary.keptExistingFiles.length) console.log(`Kept the existing ${summary.keptExistingFiles.join(', ')} in ${path.resolve(env.DATA_DIR)} (the backup's copies were not written)`);
  } finally {
    await database.close();
  }
});
