import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Draft, Quote } from '#shared/documents/schemas.ts';
import { computeTotals } from '#shared/money/money.ts';
import { startServerProcess, staffFetch } from '#server/testing/server-process.ts';
import { createScratchPostgres, DATABASE_KINDS, dropScratchPostgres } from '#server/testing/test-databases.ts';

const ACCESS_CODE = 'graceful-test-code';
const WRITERS = 6;

type Api = Awaited<ReturnType<typeof staffFetch>>;

interface Acked {
  kind: 'draft' | 'quote';
  body: Draft | Quote;
  sentAt: number;
  answeredAt: number;
}

/** Creates from several writers until stopped; keeps every 2xx answer and counts the rest. */
function createStream(api: Api, stop: { now: boolean }) {
  const acked: Acked[] = [];
  const refused = { http: 0, network: 0 };
  const writer = async (w: number) => {
    for (let i = 0; !stop.now; i += 1) {
      const kind = i % 3 === 2 ? 'quote' : 'draft';
      const payload = { customerName: `Graceful ${w}-${i}`, projectTitle: 'Shutdown test', lineItems: [{ description: 'Flake', quantity: 100 + w, rate: 3 + i / 4 }] };
      const sentAt = Date.now();
      try {
        const res = await api(kind === 'quote' ? '/api/quotes' : '/api/drafts', { method: 'POST', body: JSON.stringify(payload) });
        if (res.status === 201) acked.push({ kind, body: (await res.json()) as Draft | Quote, sentAt, answeredAt: Date.now() });
        else {
          // A server that is closing answers 503 to requests on connections it still holds.
          expect([503]).toContain(res.status);
          refused.http += 1;
          await res.arrayBuffer();
        }
      } catch {
        // Connection refused or closed before the request reached the server: never acknowledged.
        refused.network += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  return { acked, refused, done: Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))) };
}

async function everyPage<T>(api: Api, route: string): Promise<T[]> {
  const all: T[] = [];
  let before = '';
  for (;;) {
    const res = await api(`${route}?limit=500${before ? `&before=${before}` : ''}`);
    all.push(...((await res.json()) as T[]));
    const next = res.headers.get('x-next-cursor');
    if (!next) return all;
    before = encodeURIComponent(next);
  }
}

describe.each(DATABASE_KINDS)('graceful shutdown on %s', (kind) => {
  it('SIGTERM under a stream of creates: in-flight requests finish, exit 0, every acknowledged create is there after a restart', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-graceful-'));
    const databaseUrl = kind === 'postgres' ? await createScratchPostgres('epoxy_graceful') : undefined;
    const env = { DATA_DIR: dataDir, ACCESS_CODE, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    try {
      const server = await startServerProcess(env);
      const stop = { now: false };
      const stream = createStream(await staffFetch(server.url, ACCESS_CODE), stop);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const sigtermAt = Date.now();
      server.child.kill('SIGTERM');
      const exitCode = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000))]);
      const exitedAt = Date.now();
      stop.now = true;
      await stream.done;
      if (exitCode !== 0) server.child.kill('SIGKILL');
      expect(exitCode, server.output()).toBe(0);
      expect(exitedAt - sigtermAt).toBeLessThan(10_000);
      // PGlite removes its pid file only when it is closed properly.
      if (kind === 'pglite') expect(existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);

      const { acked } = stream;
      expect(acked.filter((a) => a.kind === 'draft').length).toBeGreaterThan(5);
      expect(acked.filter((a) => a.kind === 'quote').length).toBeGreaterThan(2);
      // Requests that were in flight when the signal came were answered, not dropped.
      expect(acked.filter((a) => a.sentAt < sigtermAt && a.answeredAt >= sigtermAt).length).toBeGreaterThan(0);

      const restarted = await startServerProcess(env);
      try {
        const api = await staffFetch(restarted.url, ACCESS_CODE);
        const drafts = await everyPage<Draft>(api, '/api/drafts');
        const quotes = await everyPage<Quote>(api, '/api/quotes');
        const byId = new Map<string, Draft | Quote>([...drafts, ...quotes].map((doc) => [doc.id, doc]));
        for (const write of acked) {
          // Exactly what was acknowledged: same fields, same figures, same number.
          const stored = byId.get(write.body.id);
          expect(stored, `${write.kind} ${write.body.customerName}`).toEqual(write.body);
        }
        // Nothing half-written: every stored figure agrees with its line items, and quote numbers
        // are gapless (a number taken by a create that did not commit would leave a hole).
        for (const doc of [...drafts, ...quotes]) {
          const totals = computeTotals({ lineItems: doc.lineItems, discountRate: doc.discountRate, depositPercentage: doc.depositPercentage });
          expect([doc.subtotal, doc.total, doc.depositAmount, doc.balanceDue]).toEqual([totals.subtotal, totals.total, totals.depositAmount, totals.balanceDue]);
        }
        const numbers = quotes.map((quote) => Number(quote.quoteNumber.slice(-4))).sort((a, b) => a - b);
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
        // The restarted server takes new work where the old one stopped.
        const next = await api('/api/quotes', { method: 'POST', body: JSON.stringify({ customerName: 'After restart', projectTitle: 'Shutdown test', lineItems: [{ description: 'Flake', quantity: 1, rate: 1 }] }) });
        expect(((await next.json()) as Quote).quoteNumber.slice(-4)).toBe(String(numbers.length + 1).padStart(4, '0'));
      } finally {
        restarted.child.kill('SIGTERM');
        expect(await restarted.exited).toBe(0);
      }
    } finally {
      if (databaseUrl) await dropScratchPostgres(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
