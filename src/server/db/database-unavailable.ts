/**
 * Errors that say the database did not answer in time (not that the request was wrong): the pool
 * could not connect, the server cancelled a statement on statement_timeout, or the client stopped
 * waiting (query_timeout). The answer is then a 503 a person can act on ('try again'), not a 500.
 * Drizzle wraps driver errors, so the cause chain is walked.
 */
const TIMEOUT_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated due to connection timeout/i, /query read timeout/i, /canceling statement due to statement timeout/i];
/** PostgreSQL's query_canceled (statement_timeout) and cannot_connect_now. */
const TIMEOUT_CODES = new Set(['57014', '57P03']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return true;
    if (TIMEOUT_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
  }
  return false;
}
