import { sql } from 'drizzle-orm';
import type { Stats } from '#shared/documents/schemas.ts';
import { sumMoney } from '#shared/money/money.ts';
import { rowsOf, type DbOrTx } from '#server/db/client.ts';

/**
 * Dashboard figures computed in SQL: Documents = signed quotes + invoices (void ones left out);
 * Total Value = the signed quotes' totals plus the invoices that bill work outside them. A signed
 * quote is counted once: its deposit and final invoices bill parts of the same total.
 */
export async function getStats(db: DbOrTx): Promise<Stats> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM quotes WHERE status = 'signed') AS signed,
      (SELECT coalesce(sum(total), 0)::text FROM quotes WHERE status = 'signed') AS signed_value,
      (SELECT count(*)::int FROM invoices WHERE status <> 'void') AS invoices,
      (SELECT coalesce(sum(i.total), 0)::text FROM invoices i
        WHERE i.status <> 'void' AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.id = i.quote_id AND q.status = 'signed')) AS invoice_value,
      (SELECT count(*)::int FROM drafts WHERE status = 'active') AS drafts`);
  const row = rowsOf<{ signed: number; signed_value: string; invoices: number; invoice_value: string; drafts: number }>(result)[0];
  if (!row) return { documents: 0, signed: 0, drafts: 0, totalValue: '0.00' };
  const signed = Number(row.signed);
  return {
    documents: signed + Number(row.invoices),
    signed,
    drafts: Number(row.drafts),
    totalValue: sumMoney([row.signed_value, row.invoice_value]),
  };
}
