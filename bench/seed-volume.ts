import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';

/**
 * Fills a database with `total` documents (40% drafts, 40% quotes, 20% invoices) straight in SQL,
 * spread over two years, so list and search timings are taken at a realistic size.
 */
export async function seedVolume(db: Db, total: number): Promise<void> {
  const drafts = Math.floor(total * 0.4);
  const quotes = Math.floor(total * 0.4);
  const invoices = total - drafts - quotes;
  const names = `(ARRAY['Smith','Garcia','Johnson','Nguyen','Patel','Okonkwo','Lopez','Miller','Davis','Martinez','Kim','Brown'])[1 + (g % 12)]`;
  const firsts = `(ARRAY['Maria','James','Dana','Priya','Hector','Rosa','Neil','Ana','Bill','Tom','Lee','Kate'])[1 + ((g / 12)::int % 12)]`;
  const rooms = `(ARRAY['Garage','Basement','Patio','Warehouse','Showroom','Kitchen','Pool deck','Shop floor'])[1 + (g % 8)]`;
  const items = `jsonb_build_array(jsonb_build_object('id', 'seed' || g, 'description', 'Flake system', 'useDimensions', false, 'length', null, 'width', null, 'quantity', 500, 'rate', 5, 'amount', '2500.00'))`;
  const created = `now() - (g * interval '10 minutes')`;
  await db.execute(
    sql.raw(`INSERT INTO drafts (id, customer_name, project_title, line_items, discount_rate, deposit_percentage, subtotal, total, deposit_amount, balance_due, discount_amount, content_hash, search_text, created_at, last_modified)
      SELECT gen_random_uuid(), ${firsts} || ' ' || ${names}, ${rooms} || ' Floor Coating', ${items}, 0, 60, 2500, 2500, 1500, 1000, 0, md5(g::text), lower(${firsts} || ' ' || ${names} || chr(31) || ${rooms} || ' floor coating'), ${created}, ${created}
      FROM generate_series(1, ${drafts}) AS g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO quotes (id, quote_number, customer_name, project_title, issue_date, valid_until, line_items, discount_rate, deposit_percentage, subtotal, discount_amount, total, deposit_amount, balance_due, content_hash, root_quote_id, search_text, created_at)
      SELECT id, 'Q-B-' || lpad(g::text, 6, '0'), ${firsts} || ' ' || ${names}, ${rooms} || ' Floor Coating', current_date, current_date + 30, ${items}, 0, 60, 2500, 0, 2500, 1500, 1000, md5('q' || g), id, lower(${firsts} || ' ' || ${names} || chr(31) || ${rooms} || ' floor coating' || chr(31) || 'q-b-' || lpad(g::text, 6, '0')), ${created}
      FROM (SELECT gen_random_uuid() AS id, g FROM generate_series(1, ${quotes}) AS g) s`),
  );
  await db.execute(
    sql.raw(`INSERT INTO invoices (id, invoice_number, customer_name, project_title, issue_date, line_items, discount_rate, deposit_percentage, subtotal, discount_amount, total, deposit_amount, balance_due, search_text, created_at)
      SELECT gen_random_uuid(), 'INV-B-' || lpad(g::text, 6, '0'), ${firsts} || ' ' || ${names}, ${rooms} || ' Floor Coating', current_date, ${items}, 0, 60, 2500, 0, 2500, 1500, 1000, lower(${firsts} || ' ' || ${names} || chr(31) || ${rooms} || ' floor coating' || chr(31) || 'inv-b-' || lpad(g::text, 6, '0')), ${created}
      FROM generate_series(1, ${invoices}) AS g`),
  );
  await db.execute(sql`ANALYZE`);
}
