import type { Database } from './client.ts';

/**
 * /api/health must answer within 2 s even when the database accepts connections and never
 * answers (a load balancer or a person is waiting on it). The check gets 1.5 s; the rest is
 * margin for the answer itself.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 1500;

export type DatabaseHealth = 'ok' | 'failed' | 'timed_out';

/** Runs `select 1` against a timer; the query left behind ends on the pool's own time-outs. */
export async function checkDatabase(database: Pick<Database, 'db'>, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(() => resolve('timed_out'), timeoutMs);
  });
  const answered = database.db.execute('select 1').then(
    (): DatabaseHealth => 'ok',
    (): DatabaseHealth => 'failed',
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
