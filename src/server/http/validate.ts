import type { z, ZodError } from 'zod';
import { AppError } from '#shared/errors/app-error.ts';

/** Parses a request part with a shared zod schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what = 'Request'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('bad_request', `${what} is invalid: ${describeZodError(result.error)}`);
  const unstorable = findUnstorableText(result.data);
  if (unstorable) throw new AppError('bad_request', `${what} is invalid: ${unstorable.path || 'the value'} ${unstorable.reason}`);
  return result.data;
}

/**
 * PUT semantics: only the fields the client sent replace stored ones. zod fills defaults for
 * fields left out, so the parsed patch is cut back to the keys of the raw body.
 */
export function onlySent<T extends object>(parsed: T, raw: unknown): Partial<T> {
  const sent = new Set(typeof raw === 'object' && raw !== null ? Object.keys(raw) : []);
  return Object.fromEntries(Object.entries(parsed).filter(([key, value]) => sent.has(key) && value !== undefined)) as Partial<T>;
}

export interface UnstorableText {
  /** Dotted path of the string (value or key); '' for the value itself. */
  path: string;
  reason: string;
}

/**
 * Text PostgreSQL cannot hold, refused here rather than failing in the database:
 * U+0000 (text and jsonb reject it) and a lone UTF-16 surrogate such as '\ud800', which JSON
 * allows as an escape but is not Unicode: jsonb refuses it and text would store U+FFFD instead.
 */
// With the u flag a surrogate pair is one code point, so this matches only a surrogate standing alone
// (String.prototype.isWellFormed is ES2024, beyond this project's lib).
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000), which cannot be stored';
  if (LONE_SURROGATE.test(text)) return 'contains a lone surrogate (broken Unicode, e.g. \\ud800), which cannot be stored';
  return null;
}

/** The first string (value or key) that cannot be stored, depth first, or null when there is none. */
export function findUnstorableText(value: unknown, path = ''): UnstorableText | null {
  if (typeof value === 'string') {
    const reason = unstorableReason(value);
    return reason ? { path, reason } : null;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const keyReason = unstorableReason(key);
    if (keyReason) return { path: childPath, reason: `(the name) ${keyReason}` };
    const found = findUnstorableText(child, childPath);
    if (found) return found;
  }
  return null;
}

/** "customerName: customerName is required" reads badly; name the field once. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.join('.');
      if (!field) return issue.message;
      return issue.message.startsWith(String(issue.path[0])) ? issue.message : `${field}: ${issue.message}`;
    })
    .join('; ');
}
