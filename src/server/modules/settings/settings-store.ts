import { eq, sql } from 'drizzle-orm';
import { settingsSchema, type Settings } from '../../../shared/settings/settings.ts';
import { DEFAULT_SETTINGS } from '../../../shared/settings/default-settings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** Stored settings over the defaults; a field added in a later version falls back to its default. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  const merged = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...(row?.data as object | undefined) });
  return merged.success ? merged.data : DEFAULT_SETTINGS;
}

export async function saveSettings(db: DbOrTx, value: Settings): Promise<Settings> {
  await db
    .insert(settings)
    .values({ id: 1, data: value })
    .onConflictDoUpdate({ target: settings.id, set: { data: value, updatedAt: sql`now()` } });
  return value;
}
