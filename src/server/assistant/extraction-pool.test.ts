import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionPool, ExtractionTimeoutError } from './extraction-pool.ts';
import { EmbeddedExtractor } from './embedded-extractor.ts';

describe('ExtractionPool (the embedded reader off the request thread)', () => {
  const pool = new ExtractionPool({ size: 1, timeoutMs: 1_500 });
  afterAll(() => pool.close());

  it('reads a request in a worker and returns draft, sources and warnings', async () => {
    const { draft, sources } = await new EmbeddedExtractor({ pool }).extract({ text: 'Hector Alvarez, 512-555-0147, garage 20 x 25 flake at $5.50/sq ft' });
    expect(draft.customerPhone).toBe('5125550147');
    expect(draft.lineItems).toHaveLength(1);
    expect(sources.find((s) => s.field === 'customerPhone')).toMatchObject({ start: 16, end: 28 });
  });

  it('stops a reading that runs past the time limit, and the next request is read by a fresh worker', async () => {
    const started = Date.now();
    await expect(pool.read('anything', { simulate: 'hang' })).rejects.toBeInstanceOf(ExtractionTimeoutError);
    expect(Date.now() - started).toBeLessThan(4_000);
    const { draft } = await pool.read('Garage 20 x 20 flake $5.50/sf');
    expect(draft.lineItems[0]?.quantity).toBe(400);
  });

  it('keeps the event loop free while a worker is busy', async () => {
    const hung = pool.read('x', { simulate: 'hang' }).catch((error: unknown) => error);
    const tick = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now() - tick).toBeLessThan(500);
    expect(await hung).toBeInstanceOf(ExtractionTimeoutError);
  });
});
