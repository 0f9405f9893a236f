import { sql } from 'drizzle-orm';
import type { Stats } from '../../../shared/documents/schemas.ts';
import { sumMoney } from '../../../shared/money/money.ts';
import { rowsOf, type DbOrTx } from '../../db/client.ts';

/** Dashboard figures computed in SQL: Documents = signed quotes + invoices; Total Value = their totals. */
export async function getStats(db: DbOrTx): Promise<Stats> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM quotes WHERE status = 'signed') AS signed,
      (SELECT coalesce(sum(total), 0)::text FROM quotes WHERE status = 'signed') AS signed_value,
      (SELECT count(*)::int FROM invoices) AS invoices,
      (SELECT coalesce(sum(total), 0)::text FROM invoices) AS invoice_value,
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
