import { availableParallelism } from 'node:os';

// Each parse worker may take a few hundred MB and a core; one slot per core (at most 4) keeps
// ten uploads from ten users from starting a hundred workers at once. Shared with OCR.
const capacity = Math.min(4, Math.max(1, availableParallelism()));
let inUse = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once a slot is free; gives up waiting (without running it) when `signal` aborts. */
export async function withWorkerSlot<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (inUse >= capacity) {
    await new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const index = waiting.indexOf(grant);
        if (index !== -1) waiting.splice(index, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      const grant = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(grant);
    });
  } else {
    inUse++;
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    // Hand the slot straight to the next waiter so inUse never dips and lets a newcomer jump the queue.
    if (next) next();
    else inUse--;
  }
}
