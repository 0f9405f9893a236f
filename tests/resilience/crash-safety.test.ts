import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '#shared/money/money.ts';
import { startServerProcess, staffFetch, type ServerProcess } from '#server/testing/server-process.ts';
import { createScratchPostgres, DATABASE_KINDS, dropScratchPostgres } from '#server/testing/test-databases.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

const ACCESS_CODE = 'crash-test-code';
const SIGNATURE = signaturePngDataUrl();

async function databaseEnv(kind: string): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-crash-'));
  if (kind === 'pglite') return { DATA_DIR: dataDir, ACCESS_CODE };
  return { DATA_DIR: dataDir, ACCESS_CODE, DATABASE_URL: await createScratchPostgres('epoxy_crash') };
}

interface Acknowledged {
  drafts: Map<string, { customerName: string; rate: number }>;
  /** For each draft: every rate sent in an update, in order, and the last one acknowledged. */
  updates: Map<string, { sent: number[]; acked: number | null }>;
  signed: Set<string>;
}

/** Creates, autosaves and signatures from 6 concurrent writers until told to stop; records what was acknowledged. */
function writeStream(api: Awaited<ReturnType<typeof staffFetch>>, url: string, tokens: string[], stop: { now: boolean }, ack: Acknowledged) {
  const writer = async (w: number) => {
    for (let i = 0; !stop.now; i += 1) {
      try {
        const name = `Crash ${w}-${i}`;
        const rate = 3 + ((w * 7 + i) % 40) / 4;
        const created = await api('/api/drafts', { method: 'POST', body: JSON.stringify({ customerName: name, projectTitle: 'Crash test', lineItems: [{ description: 'Flake', quantity: 100, rate }] }) });
        if (created.status !== 201) continue;
        const draft = (await created.json()) as { id: string };
        ack.drafts.set(draft.id, { customerName: name, rate });
        const track = { sent: [] as number[], acked: null as number | null };
        ack.updates.set(draft.id, track);
        for (let u = 1; u <= 3 && !stop.now; u += 1) {
          const next = rate + u;
          track.sent.push(next);
          const put = await api(`/api/drafts/${draft.id}`, { method: 'PUT', body: JSON.stringify({ lineItems: [{ description: 'Flake', quantity: 100, rate: next }] }) });
          if (put.status === 200) track.acked = next;
        }
        const token = tokens.pop();
        if (token) {
          const signed = await fetch(`${url}/api/quotes/sign/${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Signer ${token.slice(0, 4)}`, signature: SIGNATURE }) });
          if (signed.status === 200) ack.signed.add(token);
        }
      } catch {
        // The connection died with the server: this write was never acknowledged.
      }
    }
  };
  return Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
}

describe.each(DATABASE_KINDS)('crash safety on %s', (kind) => {
  it('keeps every acknowledged write, and nothing half-written, across SIGKILL', { timeout: 180_000 }, async () => {
    const env = await databaseEnv(kind);
    let server: ServerProcess = await startServerProcess(env);
    let api = await staffFetch(server.url, ACCESS_CODE);

    // Links to sign during the stream.
    const tokens: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const quote = (await (await api('/api/quotes', { method: 'POST', body: JSON.stringify({ customerName: `Link ${i}`, projectTitle: 'Crash test', lineItems: [{ description: 'Quartz', quantity: 50 + i, rate: 7 }] }) })).json()) as { id: string };
      tokens.push(((await (await api(`/api/quotes/${quote.id}/generate-link`, { method: 'POST' })).json()) as { shareableLink: string }).shareableLink);
    }
    const allTokens = [...tokens];

    const ack: Acknowledged = { drafts: new Map(), updates: new Map(), signed: new Set() };
    const stop = { now: false };
    const stream = writeStream(api, server.url, tokens, stop, ack);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    server.child.kill('SIGKILL');
    await server.exited;
    stop.now = true;
    await stream;
    expect(ack.drafts.size).toBeGreaterThan(5);
    expect(ack.signed.size).toBeGreaterThan(0);

    server = await startServerProcess(env);
    try {
      api = await staffFetch(server.url, ACCESS_CODE);
      const drafts = (await (await api('/api/drafts?limit=500&q=crash')).json()) as { id: string; customerName: string; lineItems: { rate: number; amount: string }[]; subtotal: string; total: string; depositAmount: string; balanceDue: string }[];
      const byId = new Map(drafts.map((d) => [d.id, d]));
      for (const [id, expected] of ack.drafts) {
        const draft = byId.get(id);
        expect(draft, `acknowledged draft ${expected.customerName} survived`).toBeDefined();
        expect(draft!.customerName).toBe(expected.customerName);
        const track = ack.updates.get(id)!;
        const rate = draft!.lineItems[0]!.rate;
        // The stored rate is the last acknowledged one, or one sent later whose answer was lost.
        const allowed = track.acked === null ? [expected.rate, ...track.sent] : track.sent.slice(track.sent.indexOf(track.acked));
        expect(allowed, `draft ${expected.customerName} rate ${rate}`).toContain(rate);
      }
      // Nothing half-written: every stored figure agrees with its own line items.
      for (const draft of drafts) {
        const totals = computeTotals({ lineItems: draft.lineItems.map((l) => ({ quantity: 100, rate: l.rate })) });
        expect([draft.subtotal, draft.total, draft.depositAmount, draft.balanceDue]).toEqual([totals.subtotal, totals.total, totals.depositAmount, totals.balanceDue]);
      }
      const links = (await (await api('/api/link-quotes?limit=500')).json()) as { shareableLink: string; isSigned: boolean; quoteId: string; signedName: string | null }[];
      for (const token of allTokens) {
        const link = links.find((l) => l.shareableLink === token);
        expect(link, `link ${token} among ${JSON.stringify(links).slice(0, 300)}`).toBeDefined();
        if (!link) continue;
        if (ack.signed.has(token)) expect(link.isSigned, `acknowledged signature on ${token}`).toBe(true);
        const quote = (await (await api(`/api/quotes/${link.quoteId}`)).json()) as { status: string; signedName: string | null; customerSignature: string | null };
        // A signature is all or nothing: the link and its quote agree.
        expect(quote.status === 'signed').toBe(link.isSigned);
        expect(quote.signedName).toBe(link.signedName);
        expect(Boolean(quote.customerSignature)).toBe(link.isSigned);
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(env.DATA_DIR!, { recursive: true, force: true });
      if (env.DATABASE_URL) await dropScratchPostgres(env.DATABASE_URL);
    }
  });
});
