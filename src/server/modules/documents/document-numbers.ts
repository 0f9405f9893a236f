import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '#server/db/client.ts';

export type NumberedKind = 'quote' | 'invoice';
const PREFIX: Record<NumberedKind, string> = { quote: 'Q', invoice: 'INV' };

/**
 * Next gapless number, e.g. Q-2026-0007. Must run inside the transaction that stores the document:
 * the counter row stays locked until commit, and a rollback gives the number back.
 */
export async function nextDocumentNumber(tx: DbOrTx, kind: NumberedKind, year: number): Promise<string> {
  const result = await tx.execute(sql`
    INSERT INTO document_counters (kind, year, last_value) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_value = document_counters.last_value + 1
    RETURNING last_value`);
  const value = Number(rowsOf<{ last_value: number }>(result)[0]?.last_value);
  return `${PREFIX[kind]}-${year}-${String(value).padStart(4, '0')}`;
}
