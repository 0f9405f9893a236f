import path from 'node:path';
import { backupDatabase } from '../src/server/ops/backup.ts';
import { openEnvDatabase, OpsError, parseOpsArgs, runScript } from '../src/server/ops/ops-cli.ts';

// npm run backup -- FILE [--force]: every record of DATABASE_URL or DATA_DIR into one gzipped file.
runScript(async () => {
  const args = parseOpsArgs(process.argv.slice(2));
  if (!args.file) throw new OpsError('Usage: npm run backup -- FILE   (e.g. npm run backup -- backups/quotes-2026-11-22.jsonl.gz)');
  const { database, env, where } = await openEnvDatabase({ force: args.force });
  try {
    const summary = await backupDatabase(database, args.file, { dataDir: env.DATA_DIR });
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    console.log(`Backed up ${total} rows of ${Object.keys(summary.rows).length} tables${summary.files.length ? ` and ${summary.files.length} key files` : ''} from ${where} to ${path.resolve(args.file)}`);
  } finally {
    await database.close();
  }
});
