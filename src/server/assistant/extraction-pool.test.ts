import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionPool, ExtractionTimeoutError } from './extraction-pool.ts';
import { EmbeddedExtractor } from './embedded-extractor.ts';

describe('ExtractionPool (the embedded reader off the request thread)', () => {
  // A worker warms its reader before it says ready (reader-warm-up.ts), so the limit counts readings
  // alone; it leaves room for a loaded two-core machine all the same (the hangs wait it out).
  const pool = new ExtractionPool({ size: 1, timeoutMs: 5_000 });
  afterAll(() => pool.close());

  it('reads a request in a worker and returns draft, sources and warnings', async () => {
    const { draft, sources } = await new EmbeddedExtractor({ pool }).extract({ text: 'Hector Alvarez, 512-555-0147, garage 20 x 25 flake at $5.50/sq ft' });
    expect(draft.customerPhone).toBe('5125550147');
    expect(draft.lineItems).toHaveLength(1);
    expect(sources.find((s) => s.field === 'customerPhone')).toMatchObject({ start: 16, end: 28 });
  });

  it('stops a reading that runs past the time limit, and the next request is read by a fresh worker', async () => {
    // A simulated hang never ends by itself: only the pool's time limit can settle this read.
    await expect(pool.read('anything', { simulate: 'hang' })).rejects.toBeInstanceOf(ExtractionTimeoutError);
    const { draft } = await pool.read('Garage 20 x 20 flake $5.50/sf');
    expect(draft.lineItems[0]?.quantity).toBe(400);
  });

  it('keeps the event loop free while a worker is busy', async () => {
    // Order, not wall-clock time (a busy machine stretches both): a short timer on this thread
    // fires while the worker is still stuck, before the pool gives the reading up.
    const settled: string[] = [];
    const hung = pool.read('x', { simulate: 'hang' }).catch((error: unknown) => {
      settled.push('reading given up');
      return error;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    settled.push('timer fired');
    expect(await hung).toBeInstanceOf(ExtractionTimeoutError);
    expect(settled).toEqual(['timer fired', 'reading given up']);
  });

  it('starts its workers after the delay asked for, not while the server starts, and not at all once closed', async () => {
    const later = new ExtractionPool({ size: 1 });
    later.warmSoon(30);
    expect(later.workers).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(later.workers).toBe(1);
    await later.close();

    const closed = new ExtractionPool({ size: 1 });
    closed.warmSoon(30);
    await closed.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(closed.workers).toBe(0);
  });
});
