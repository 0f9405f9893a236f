import type { z } from 'zod';
import { AppError, describeZodError } from './app-error.ts';

/** Parses a request part with a shared zod schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what = 'Request'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('bad_request', `${what} is invalid: ${describeZodError(result.error)}`);
  return result.data;
}
