import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchIdempotent, newIdempotencyKey } from './idempotent-fetch.ts';

describe('fetchIdempotent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a fresh key, and the same key again when the connection dropped', async () => {
    const keys: string[] = [];
    let calls = 0;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
      calls += 1;
      if (calls === 1) throw new TypeError('network connection lost');
      return new Response('{}', { status: 201 });
    });
    const response = await fetchIdempotent('/api/quotes', { method: 'POST', body: '{}' }, 1);
    expect(response.status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not retry an HTTP error or an aborted request', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return new Response('{"message":"no"}', { status: 500 });
    });
    expect((await fetchIdempotent('/api/drafts', { method: 'POST' }, 1)).status).toBe(500);
    expect(calls).toBe(1);
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(fetchIdempotent('/api/drafts', { method: 'POST' }, 1)).rejects.toThrow('aborted');
  });

  it('makes different keys each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
