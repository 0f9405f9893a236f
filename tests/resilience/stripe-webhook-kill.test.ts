import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, staffFetch, type ServerProcess } from '#server/testing/server-process.ts';
import { createScratchPostgres, DATABASE_KINDS, dropScratchPostgres } from '#server/testing/test-databases.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { startStripeStub } from '#server/testing/stripe-stub.ts';

const ACCESS_CODE = 'stripe-kill-code';
const SECRET_KEY = 'sk_test_kill';
const WEBHOOK_SECRET = 'whsec_kill';
const PAUSE = 'stripe-webhook-before-commit';

/** Resolves once the server prints that it stopped at the pause point (ops/pause-point.ts). */
async function pausedAt(server: ServerProcess): Promise<void> {
  while (!server.output().includes(`paused at ${PAUSE}`)) {
    if (server.child.exitCode !== null) throw new Error(`the server exited before the pause point:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Issue 16 item 5: the server is killed between a webhook's arrival and its commit; Stripe delivers
 * the event again after the restart (as it does until it gets a 2xx) and the payment is recorded
 * exactly once, and a further replay changes nothing.
 */
describe.each(DATABASE_KINDS)('a Stripe webhook killed before its commit on %s', (kind) => {
  it('is recorded exactly once after the retry', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-stripe-kill-'));
    const databaseUrl = kind === 'postgres' ? await createScratchPostgres('epoxy_stripe_kill') : undefined;
    const stub = await startStripeStub({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const env = {
      DATA_DIR: dataDir,
      ACCESS_CODE,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stub.url,
      OFFICE_EMAIL: 'office@floors.example',
      NODE_ENV: 'test',
    };
    let server = await startServerProcess({ ...env, EPOXY_PAUSE_AT: PAUSE });
    try {
      let api = await staffFetch(server.url, ACCESS_CODE);
      const quote = (await (await api('/api/quotes', { method: 'POST', body: JSON.stringify({ customerName: 'Kill Kim', projectTitle: 'Garage', lineItems: [{ description: 'Flake', quantity: 400, rate: 6 }], depositPercentage: 50 }) })).json()) as { id: string; quoteNumber: string; depositAmount: string };
      const { shareableLink } = (await (await api(`/api/quotes/${quote.id}/generate-link`, { method: 'POST' })).json()) as { shareableLink: string };
      const signed = await fetch(`${server.url}/api/quotes/sign/${shareableLink}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Kill Kim', email: 'kim@example.com', signature: signaturePngDataUrl() }) });
      expect(signed.status).toBe(200);
      const checkout = await fetch(`${server.url}/api/quotes/sign/${shareableLink}/deposit-checkout`, { method: 'POST' });
      expect(checkout.status).toBe(200);
      const sessionId = ((await checkout.json()) as { url: string }).url.split('/pay/')[1]!;
      const event = stub.completedEvent(sessionId);

      // First delivery: the handler has written everything and waits before its commit; the process dies there.
      stub.setWebhookUrl(`${server.url}/api/payments/stripe/webhook`);
      const lost = stub.deliver(event).catch((error: unknown) => ({ status: 0, body: String(error) }));
      await pausedAt(server);
      server.child.kill('SIGKILL');
      await server.exited;
      expect((await lost).status).toBe(0);

      // Stripe retries after the restart.
      server = await startServerProcess(env);
      api = await staffFetch(server.url, ACCESS_CODE);
      const before = (await (await fetch(`${server.url}/api/quotes/sign/${shareableLink}/deposit`)).json()) as { amountDue: string };
      expect(before.amountDue).toBe(quote.depositAmount);
      stub.setWebhookUrl(`${server.url}/api/payments/stripe/webhook`);
      const retried = await stub.deliver(event);
      expect(retried.status).toBe(200);
      expect(JSON.parse(retried.body)).toEqual({ received: true, outcome: 'recorded' });
      const replayed = await stub.deliver(event);
      expect(JSON.parse(replayed.body)).toEqual({ received: true, outcome: 'duplicate' });

      const invoices = (await (await api('/api/invoices?q=Kill%20Kim')).json()) as Array<{ id: string; kind: string; status: string }>;
      expect(invoices.map((invoice) => [invoice.kind, invoice.status])).toEqual([['deposit', 'paid']]);
      const { payments } = (await (await api(`/api/invoices/${invoices[0]!.id}/payments`)).json()) as { payments: Array<{ amount: string; method: string }> };
      expect(payments).toEqual([expect.objectContaining({ amount: quote.depositAmount, method: 'Stripe' })]);
      const links = (await (await api(`/api/link-quotes?q=${quote.quoteNumber}`)).json()) as Array<{ id: string }>;
      const audit = (await (await api(`/api/link-quotes/${links[0]!.id}/audit`)).json()) as Array<{ kind: string }>;
      expect(audit.filter((entry) => entry.kind === 'deposit_paid')).toHaveLength(1);
      const after = (await (await fetch(`${server.url}/api/quotes/sign/${shareableLink}/deposit`)).json()) as { amountDue: string };
      expect(after.amountDue).toBe('0.00');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await stub.close();
      await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropScratchPostgres(databaseUrl);
    }
  });
});
