import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** Stripe's own helper signs a payload as Stripe would: used by the tests and this stub. */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}

/**
 * A local server that speaks the part of Stripe's HTTP API this app uses, for tests and a staging
 * set-up (STRIPE_API_BASE): POST /v1/checkout/sessions (form-encoded, Bearer secret key,
 * Idempotency-Key honoured as Stripe does) and a checkout page at each session's url whose Pay
 * button sends a `checkout.session.completed` event, signed with the stripe package's own
 * generateTestHeaderString, to the app's webhook and then returns the customer to success_url.
 */
export interface StubSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  customer_details: { email: string | null } | null;
}

export interface StubEvent {
  id: string;
  payload: string;
}

export interface StripeStub {
  url: string;
  /** Every POST /v1/checkout/sessions: its form fields, flattened ('line_items[0][price_data][unit_amount]'). */
  sessionRequests: Array<{ fields: Record<string, string>; idempotencyKey: string | null }>;
  sessions: Map<string, StubSession>;
  /** Events sent to the webhook by the checkout page, in order. */
  events: StubEvent[];
  /** Where the checkout page sends its events (the app's /api/payments/stripe/webhook). */
  setWebhookUrl(url: string): void;
  /** The next `count` session requests answer this status (a Stripe outage). */
  failNext(count: number, status?: number): void;
  /** A `checkout.session.completed` event as Stripe would send it for a paid session; `amount` overrides what was paid. */
  completedEvent(sessionId: string, overrides?: { amount?: number; currency?: string; type?: string; paymentStatus?: 'paid' | 'unpaid' }): StubEvent;
  /** POSTs an event to the webhook, signed (or with the given header); resolves with the status and body. */
  deliver(event: StubEvent, signatureHeader?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const token = (prefix: string): string => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStub(options: { secretKey: string; webhookSecret: string; webhookUrl?: string; port?: number; host?: string }): Promise<StripeStub> {
  let webhookUrl = options.webhookUrl ?? '';
  let failures = 0;
  let failureStatus = 500;
  const sessions = new Map<string, StubSession>();
  const byIdempotencyKey = new Map<string, string>();
  const sessionRequests: StripeStub['sessionRequests'] = [];
  const events: StubEvent[] = [];
  let baseUrl = '';

  function completedEvent(sessionId: string, overrides: Parameters<StripeStub['completedEvent']>[1] = {}): StubEvent {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const paid = overrides.paymentStatus ?? 'paid';
    const object = {
      ...session,
      status: 'complete',
      payment_status: paid,
      payment_intent: session.payment_intent ?? token('pi'),
      amount_total: overrides.amount ?? session.amount_total,
      currency: overrides.currency ?? session.currency,
      customer_details: { email: session.customer_email ?? 'payer@example.com' },
    };
    const id = token('evt');
    const payload = JSON.stringify({ id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, type: overrides.type ?? 'checkout.session.completed', data: { object } });
    return { id, payload };
  }

  async function deliver(event: StubEvent, signatureHeader?: string) {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader ?? signStripePayload(event.payload, options.webhookSecret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: event.payload,
    });
    return { status: response.status, body: await response.text() };
  }

  async function createSession(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) return send(response, 401, stripeError('Invalid API Key provided.'));
    const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    sessionRequests.push({ fields, idempotencyKey });
    if (failures > 0) {
      failures -= 1;
      return send(response, failureStatus, stripeError('An unknown error occurred', 'api_error'));
    }
    const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return send(response, 200, sessions.get(known));
    const amount = Number(fields['line_items[0][price_data][unit_amount]']);
    if (!Number.isInteger(amount) || amount <= 0) return send(response, 400, stripeError('Invalid integer: line_items[0][price_data][unit_amount]'));
    const id = token('cs');
    const metadata = Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : [])));
    const methods = Object.entries(fields)
      .filter(([key]) => /^(allowed_)?payment_method_types\[\d+\]$/.test(key))
      .map(([, value]) => value);
    const session: StubSession = {
      id,
      object: 'checkout.session',
      url: `${baseUrl}/pay/${id}`,
      mode: fields.mode ?? 'payment',
      amount_total: amount,
      currency: fields['line_items[0][price_data][currency]'] ?? 'usd',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      success_url: fields.success_url ?? '',
      cancel_url: fields.cancel_url ?? '',
      customer_email: fields.customer_email ?? null,
      client_reference_id: fields.client_reference_id ?? null,
      metadata,
      allowed_payment_method_types: methods,
      customer_details: null,
    };
    sessions.set(id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    send(response, 200, session);
  }

  function checkoutPage(session: StubSession, message = ''): string {
    const amount = `$${(session.amount_total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stripe test checkout</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<h1>Test checkout</h1><p>${escapeHtml(session.metadata.quoteNumber ?? '')}</p><p>Amount: <strong>${amount}</strong></p>
<p>Payment methods: ${escapeHtml(session.allowed_payment_method_types.join(', '))}</p>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/pay/${session.id}"><button type="submit" style="font-size: 1.2rem; padding: 0.8rem 2rem">Pay ${amount}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></body></html>`;
  }

  async function pay(session: StubSession, response: ServerResponse): Promise<void> {
    const event = completedEvent(session.id);
    events.push(event);
    const delivered = await deliver(event).catch((error: unknown) => ({ status: 0, body: String(error) }));
    if (delivered.status !== 200) return send(response, 502, checkoutPage(session, `The webhook answered ${delivered.status}: ${delivered.body}`), 'text/html');
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    response.writeHead(303, { location: session.success_url });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const payMatch = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    const handle = async () => {
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(request, response);
      const session = payMatch ? sessions.get(payMatch[1]!) : undefined;
      if (payMatch && !session) return send(response, 404, 'No such checkout session', 'text/plain');
      if (session && request.method === 'GET') return send(response, 200, checkoutPage(session), 'text/html');
      if (session && request.method === 'POST') return pay(session, response);
      send(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`));
    };
    handle().catch((error: unknown) => send(response, 500, stripeError(String(error), 'api_error')));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    sessionRequests,
    sessions,
    events,
    setWebhookUrl: (next) => (webhookUrl = next),
    failNext(count, status = 500) {
      failures = count;
      failureStatus = status;
    },
    completedEvent,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
