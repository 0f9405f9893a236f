import { seedDemoData } from '../src/server/ops/seed.ts';
import { openEnvDatabase, parseOpsArgs, runScript } from '../src/server/ops/ops-cli.ts';

// npm run seed [-- --force]: a demo office in the EMPTY database of DATABASE_URL or DATA_DIR.
runScript(async () => {
  const args = parseOpsArgs(process.argv.slice(2));
  const { database, where } = await openEnvDatabase({ force: args.force });
  try {
    const s = await seedDemoData(database.db);
    console.log(
      `Seeded ${where} with a demo office: ${s.customers} customers, ${s.drafts} drafts, ${s.archivedDrafts} archived drafts, ` +
        `${s.quotes} quotes (${s.linkQuotes} sent as links, ${s.signed} signed), ${s.invoices} invoices.`,
    );
  } finally {
    await database.close();
  }
});
