import type Stripe from 'stripe';
import { AppError } from '#shared/errors/app-error.ts';

/**
 * The two things this app asks of Stripe, through the official `stripe` package: a Checkout Session
 * for a deposit, and the verification of a webhook's signature. STRIPE_API_BASE points the package
 * at another server that speaks Stripe's API (tests, staging); its path is ignored, as Stripe's is /v1.
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111; default Stripe's own https://api.stripe.com. */
  apiBase?: string;
  /** Retries of one call on a network error, 409 or 5xx, with exponential back-off (the package's own). */
  maxNetworkRetries?: number;
  /** Per attempt. */
  timeoutMs?: number;
}

export interface DepositCheckoutRequest {
  /** Integer cents, from the money module. */
  amountCents: number;
  currency: 'usd';
  /** One line on Stripe's page: "Deposit for quote Q-2026-0001: Garage floor". */
  description: string;
  companyName: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: { quoteId: string; linkId: string; quoteNumber: string };
  /** Same quote and amount, same key: a double tap gets Stripe's first session back. */
  idempotencyKey: string;
}

export interface StripeGateway {
  createDepositCheckout(request: DepositCheckoutRequest): Promise<{ id: string; url: string }>;
  /** The event, or a SignatureVerificationError for a missing, forged, or too old signature. */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event;
}

function clientOptions(settings: StripeSettings): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: settings.maxNetworkRetries ?? 2, timeout: settings.timeoutMs ?? 10_000, telemetry: false };
  if (!settings.apiBase) return options;
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return { ...options, protocol, host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443) };
}

export async function createStripeGateway(settings: StripeSettings): Promise<StripeGateway> {
  // Loaded here, not with the server: several MB that only an office taking payments online needs.
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(settings.secretKey, clientOptions(settings));
  return {
    async createDepositCheckout(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: ['card', 'us_bank_account'],
            line_items: [
              {
                quantity: 1,
                price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.description } },
              },
            ],
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            client_reference_id: request.metadata.quoteId,
            metadata: request.metadata,
            payment_intent_data: { metadata: request.metadata, description: request.description },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
        return { id: session.id, url: session.url };
      } catch (error) {
        // Every retry was spent (or Stripe refused the request): the customer is told plainly.
        throw new AppError('bad_gateway', 'Online payment is not available right now. Please try again in a few minutes, or use one of the other ways to pay.', { cause: error });
      }
    },
    verifyEvent(rawBody, signatureHeader) {
      return stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', settings.webhookSecret);
    },
  };
}
