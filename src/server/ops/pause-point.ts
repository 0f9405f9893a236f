/**
 * A named point where a test stops the server to kill it (tests/resilience/stripe-webhook-kill.test.ts):
 * with NODE_ENV=test and EPOXY_PAUSE_AT=<name> set when the process starts, reaching the point
 * prints "paused at <name>" on stderr and waits forever, inside whatever transaction is open.
 * Nothing a request carries can reach it, and a server not started with NODE_ENV=test never pauses.
 */
export async function pausePoint(name: string): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.EPOXY_PAUSE_AT !== name) return;
  process.stderr.write(`paused at ${name}\n`);
  await new Promise<never>(() => undefined);
}
