import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

/**
 * The shared staff code. From ACCESS_CODE when set; otherwise the first start generates one,
 * keeps only its scrypt hash and tells the caller to print it once.
 */
export interface AccessCodeCheck {
  verify(candidate: string): boolean;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function accessCodeFromEnv(code: string): AccessCodeCheck {
  const expected = digest(code);
  // Comparing fixed-length digests keeps the time independent of where the strings differ.
  return { verify: (candidate) => timingSafeEqual(digest(candidate), expected) };
}

function hashCode(code: string, salt: Buffer): string {
  return `scrypt$${salt.toString('base64')}$${scryptSync(code, salt, 32).toString('base64')}`;
}

function fromStoredHash(stored: string): AccessCodeCheck {
  const [, saltText = '', hashText = ''] = stored.split('$');
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  return { verify: (candidate) => timingSafeEqual(scryptSync(candidate, salt, 32), expected) };
}

/** Generates a readable code like 'river-4821-stone' style: 4 groups of 4 lowercase letters and digits. */
function generateCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export async function loadAccessCode(db: Db, envCode: string | undefined): Promise<{ check: AccessCodeCheck; generated?: string }> {
  if (envCode) return { check: accessCodeFromEnv(envCode) };
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'access_code_hash'));
  if (row) return { check: fromStoredHash(row.value) };
  const code = generateCode();
  const inserted = await db
    .insert(appSecrets)
    .values({ key: 'access_code_hash', value: hashCode(code, randomBytes(16)) })
    .onConflictDoNothing()
    .returning();
  // Another process may have generated one at the same moment: use whichever was stored.
  if (inserted.length === 0) return loadAccessCode(db, envCode);
  return { check: fromStoredHash(inserted[0]!.value), generated: code };
}
