import { sql, type SQL } from 'drizzle-orm';
import type { AttentionItem } from '#shared/documents/attention.ts';
import { EXPIRING_WITHIN_DAYS, NOT_SIGNED_AFTER_DAYS, type AttentionReason } from '#shared/documents/attention-reasons.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { moneyText } from './document-fields.ts';
import { rowsOf, type DbOrTx } from '#server/db/client.ts';
import { getSettings } from '../settings/settings-store.ts';
import { flagStillOpen } from '../payments/deposit-check.ts';

const LIMIT = 50;

interface AttentionRow {
  kind: 'quote' | 'invoice';
  id: string;
  number: string;
  customer_name: string;
  project_title: string;
  reason: AttentionReason;
  date: string;
  note: string | null;
  amount: string;
}

/**
 * GET /api/attention, computed by the database (PGlite and PostgreSQL run the same statement):
 * quotes with a Stripe payment that was not recorded (until it is marked checked or the deposit invoice is paid; payments/deposit-check.ts), quotes whose customer asked for changes, invoices past due (not paid in full, due before today),
 * sent quotes whose Valid Until is within 7 days, sent quotes viewed 3 or more days ago and not
 * signed. A document shows once, under its most pressing reason, the most pressing first.
 * "Today" is the office's day (Settings time zone); `now` is passed for tests.
 */
export async function getAttention(db: DbOrTx, now = new Date()): Promise<AttentionItem[]> {
  const { timeZone } = await getSettings(db);
  const today = todayIn(timeZone, now);
  const localDay = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  const result = await db.execute(sql`
    WITH reasons AS (
      SELECT 'quote' AS kind, q.id, q.quote_number AS number, q.customer_name, q.project_title,
             'deposit_to_check' AS reason, 0 AS rank, ${localDay(sql`f.at`)} AS day, f.details->>'reason' AS note, q.deposit_amount AS amount
        FROM signing_events f JOIN signing_links l ON l.id = f.link_id JOIN quotes q ON q.id = l.quote_id
       WHERE f.kind = 'deposit_payment_flagged'
         AND ${flagStillOpen({ id: sql`f.id`, linkId: sql`f.link_id` }, sql`q.id`)}
      UNION ALL
      SELECT 'quote', q.id, q.quote_number, q.customer_name, q.project_title,
             'changes_requested', 1,
             ${localDay(sql`coalesce((SELECT max(e.at) FROM signing_events e WHERE e.link_id = l.id AND e.kind = 'changes_requested'), l.created_at)`)} AS day,
             l.change_request AS note, q.total AS amount
        FROM signing_links l JOIN quotes q ON q.id = l.quote_id
       WHERE l.status = 'changes_requested' AND q.status = 'pending'
      UNION ALL
      SELECT 'invoice', i.id, i.invoice_number, i.customer_name, i.project_title,
             'past_due', 2, to_char(i.due_date, 'YYYY-MM-DD'), NULL, i.total - i.amount_paid
        FROM invoices i
       WHERE i.status IN ('unpaid', 'partially_paid') AND i.due_date < ${today}::date
      UNION ALL
      SELECT 'quote', q.id, q.quote_number, q.customer_name, q.project_title,
             'expiring', 3, to_char(q.valid_until, 'YYYY-MM-DD'), NULL, q.total
        FROM quotes q JOIN signing_links l ON l.quote_id = q.id AND l.status = 'pending'
       WHERE q.status = 'pending' AND q.valid_until >= ${today}::date AND q.valid_until <= ${today}::date + ${EXPIRING_WITHIN_DAYS}::int
      UNION ALL
      SELECT 'quote', q.id, q.quote_number, q.customer_name, q.project_title,
             'not_signed', 4, ${localDay(sql`l.first_viewed_at`)}, NULL, q.total
        FROM quotes q JOIN signing_links l ON l.quote_id = q.id AND l.status = 'pending'
       WHERE q.status = 'pending' AND l.first_viewed_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${NOT_SIGNED_AFTER_DAYS}::int)
    )
    SELECT kind, id, number, customer_name, project_title, reason, day AS date, note, amount::text AS amount
      FROM (SELECT DISTINCT ON (id) * FROM reasons ORDER BY id, rank) AS firsts
     ORDER BY rank, day, number
     LIMIT ${LIMIT}`);
  return rowsOf<AttentionRow>(result).map((row) => ({
    kind: row.kind,
    id: row.id,
    number: row.number,
    customerName: row.customer_name,
    projectTitle: row.project_title,
    reason: row.reason,
    date: row.date,
    note: row.note,
    amount: moneyText(row.amount),
  }));
}
