import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors/app-error.ts';
import type { ParsedPriceBookItemInput, PriceBookItem } from '#shared/price-book/price-book.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { priceBookItems } from '#server/db/schema.ts';
import { DEFAULT_PRICE_BOOK } from './default-price-book.ts';

type Row = typeof priceBookItems.$inferSelect;

const toItem = (row: Row): PriceBookItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unit: row.unit,
  rate: row.rate,
  minimumCharge: row.minimumCharge,
  active: row.active,
});

/**
 * The typical list goes in when the book is first read, not by the migration: a migration that
 * wrote rows would make every new database "not empty", and restore refuses those. Entries are
 * never deleted (only archived), so an empty book is one that was never filled. Two first reads
 * at once both try; the unique name index keeps one copy.
 */
export async function ensureDefaultPriceBook(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ id: priceBookItems.id }).from(priceBookItems).limit(1);
  if (row) return;
  await db
    .insert(priceBookItems)
    .values(DEFAULT_PRICE_BOOK.map((item) => ({ id: randomUUID(), ...item })))
    .onConflictDoNothing();
}

/** Every entry (archived ones too, for the Price Book screen), by name. */
export async function listPriceBook(db: DbOrTx, options: { activeOnly?: boolean } = {}): Promise<PriceBookItem[]> {
  await ensureDefaultPriceBook(db);
  const query = db.select().from(priceBookItems);
  const rows = await (options.activeOnly ? query.where(eq(priceBookItems.active, true)) : query).orderBy(asc(sql`lower(${priceBookItems.name})`));
  return rows.map(toItem);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const nameTaken = (name: string) => new AppError('conflict', `The price book already has an entry named "${name}".`);

/** Refuses (409) a name another entry has, whatever its case. */
export async function createPriceBookItem(db: DbOrTx, input: ParsedPriceBookItemInput): Promise<PriceBookItem> {
  await ensureDefaultPriceBook(db);
  try {
    const [row] = await db.insert(priceBookItems).values({ id: randomUUID(), ...input }).returning();
    return toItem(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/** Replaces an entry; 404 when there is none with this id, 409 when the new name is another entry's. */
export async function updatePriceBookItem(db: DbOrTx, id: string, input: ParsedPriceBookItemInput): Promise<PriceBookItem> {
  try {
    const [row] = await db
      .update(priceBookItems)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(priceBookItems.id, id))
      .returning();
    if (!row) throw new AppError('not_found', 'There is no price book entry with this id.');
    return toItem(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

export interface ImportRow {
  row: number;
  id: string | null;
  item: ParsedPriceBookItemInput;
}

/**
 * Writes imported rows in one transaction: a row with an id updates that entry, one without
 * updates the entry of the same name or adds one. Any refused row leaves the book as it was.
 */
export async function importPriceBook(db: DbOrTx, rows: readonly ImportRow[]): Promise<{ created: number; updated: number }> {
  const seen = new Map<string, number>();
  for (const { row, item } of rows) {
    const key = item.name.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new AppError('bad_request', `Row ${row}: "${item.name}" is already on row ${earlier}.`);
    seen.set(key, row);
  }
  await ensureDefaultPriceBook(db);
  return db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (const { row, id, item } of rows) {
      try {
        const target = id
          ? (await tx.select({ id: priceBookItems.id }).from(priceBookItems).where(eq(priceBookItems.id, id)))[0]
          : (await tx.select({ id: priceBookItems.id }).from(priceBookItems).where(sql`lower(${priceBookItems.name}) = ${item.name.toLowerCase()}`))[0];
        if (id && !target) throw new AppError('bad_request', `Row ${row}: there is no price book entry with the ID ${id}.`);
        if (target) {
          await tx.update(priceBookItems).set({ ...item, updatedAt: sql`now()` }).where(eq(priceBookItems.id, target.id));
          updated++;
        } else {
          await tx.insert(priceBookItems).values({ id: randomUUID(), ...item });
          created++;
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('bad_request', `Row ${row}: another entry is already named "${item.name}".`);
        throw error;
      }
    }
    return { created, updated };
  });
}
