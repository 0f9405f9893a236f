/**
 * Milliseconds of CPU the process spent running `work`: a bound on an algorithm's own cost that a
 * machine busy with other processes does not stretch, unlike wall-clock time.
 */
export function cpuMsOf(work: () => unknown): number {
  const started = process.cpuUsage();
  work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}
