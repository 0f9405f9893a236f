import { eq, sql } from 'drizzle-orm';
import { settingsSchema, type Settings } from '#shared/settings/settings.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { settings } from '#server/db/schema.ts';

/**
 * Stored settings over the defaults; a field added in a later version falls back to its default.
 * So does a stored field that a later rule refuses (e.g. a time zone saved before zones were
 * checked): only that field, not the whole company profile.
 */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  const stored: Record<string, unknown> = { ...DEFAULT_SETTINGS, ...(row?.data as object | undefined) };
  const merged = settingsSchema.safeParse(stored);
  if (merged.success) return merged.data;
  for (const issue of merged.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in DEFAULT_SETTINGS) stored[field] = DEFAULT_SETTINGS[field as keyof Settings];
  }
  const repaired = settingsSchema.safeParse(stored);
  return repaired.success ? repaired.data : DEFAULT_SETTINGS;
}

export async function saveSettings(db: DbOrTx, value: Settings): Promise<Settings> {
  await db
    .insert(settings)
    .values({ id: 1, data: value })
    .onConflictDoUpdate({ target: settings.id, set: { data: value, updatedAt: sql`now()` } });
  return value;
}
