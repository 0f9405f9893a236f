import type { z } from 'zod';
import { AppError, describeZodError } from './app-error.ts';

/** Parses a request part with a shared zod schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what = 'Request'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('bad_request', `${what} is invalid: ${describeZodError(result.error)}`);
  const nul = pathToNulCharacter(result.data);
  // PostgreSQL text and jsonb cannot hold U+0000: refuse it here rather than fail in the database.
  if (nul !== null) throw new AppError('bad_request', `${what} is invalid: ${nul || 'the value'} contains a NUL character (U+0000), which cannot be stored`);
  return result.data;
}

/** The dotted path of the first string (value or key) holding U+0000, or null when there is none. */
export function pathToNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = pathToNulCharacter(child, childPath);
    if (found !== null) return found;
  }
  return null;
}
