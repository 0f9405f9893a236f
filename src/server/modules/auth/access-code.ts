import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { appSecrets } from '#server/db/schema.ts';

/**
 * The shared staff code. From ACCESS_CODE when set; otherwise the first start generates one,
 * keeps only its scrypt hash and tells the caller to print it once.
 */
export interface AccessCodeCheck {
  verify(candidate: string): Promise<boolean>;
}

// scrypt costs ~30 ms of CPU: run in libuv's thread pool, it leaves the request thread free
// (scryptSync froze every request for that long at each wrong code, issue 11 item 2c).
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function accessCodeFromEnv(code: string): AccessCodeCheck {
  const expected = digest(code);
  // Comparing fixed-length digests keeps the time independent of where the strings differ.
  return { verify: async (candidate) => timingSafeEqual(digest(candidate), expected) };
}

async function hashCode(code: string, salt: Buffer): Promise<string> {
  return `scrypt$${salt.toString('base64')}$${(await scryptAsync(code, salt, 32)).toString('base64')}`;
}

function fromStoredHash(stored: string): AccessCodeCheck {
  const [, saltText = '', hashText = ''] = stored.split('$');
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  return { verify: async (candidate) => timingSafeEqual(await scryptAsync(candidate, salt, 32), expected) };
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
    .values({ key: 'access_code_hash', value: await hashCode(code, randomBytes(16)) })
    .onConflictDoNothing()
    .returning();
  // Another process may have generated one at the same moment: use whichever was stored.
  if (inserted.length === 0) return loadAccessCode(db, envCode);
  return { check: fromStoredHash(inserted[0]!.value), generated: code };
}
