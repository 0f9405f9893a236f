import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors/app-error.ts';
import { idParamSchema } from '#shared/documents/schemas.ts';
import { depositToCheckSchema, markDepositCheckedSchema } from '#shared/payments/deposit-check.ts';
import { addRoute, err, invalid, json, jsonBody, notFound } from '#server/http/route-spec.ts';
import { clientInfo } from '#server/modules/signing/signing-routes.ts';
import { registerCustomerScope } from '#server/http/customer-scope.ts';
import { depositForLink, startDepositCheckout } from './deposit-checkout.ts';
import { depositToCheck, markDepositChecked } from './deposit-check.ts';
import { handleStripeEvent } from './stripe-webhook.ts';
import type { StripeGateway } from './stripe-gateway.ts';

const tokenParamSchema = z.object({ token: z.string().max(200).describe('the shareableLink of a signed link quote') });

const depositAnswerSchema = z.object({
  depositAmount: z.string().describe("the signed quote's deposit"),
  amountDue: z.string().describe('what is still due on it: the deposit invoice balance, else the deposit'),
  paidOn: z.iso.date().nullable().describe('the day it was paid online, when it was'),
  online: z.boolean().describe('Stripe is set up and something is due: the page offers "Pay deposit"'),
  paymentMethods: z.string().describe('the other ways to pay, from Settings'),
});

const webhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['recorded', 'ignored', 'needs_attention', 'duplicate']).describe('duplicate: this event id was handled before; nothing changed'),
});

/** Where Stripe sends the customer back: PUBLIC_URL when set, else the address the customer used. */
const originOf = (request: FastifyRequest, publicUrl: string | undefined): string => (publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`);

/** Stripe's events are small; a larger body is not Stripe. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * Online deposits (docs/decisions/019-online-deposit.md): the signing page asks what is due and
 * for a Stripe Checkout Session (authorized by the signing token alone); Stripe's webhook records
 * the payment (trusted only with a valid signature). Without a gateway the page offers Settings'
 * payment methods and the webhook answers 404.
 */
export async function paymentRoutes(app: FastifyInstance, options: { stripe?: StripeGateway }): Promise<void> {
  const { db } = app;
  const { stripe } = options;

  registerCustomerScope(app, (publicScope) => {
    const customer = { tag: 'Customer signing', public: true, params: tokenParamSchema } as const;
    addRoute(
      publicScope,
      {
        ...customer,
        method: 'GET',
        path: '/api/quotes/sign/:token/deposit',
        summary: 'The deposit of a signed quote: what is due, and how it can be paid',
        answers: { 200: json('the deposit', depositAnswerSchema), 404: err('unknown or superseded link'), 409: err('the quote is not signed'), 429: err('too many requests from this address') },
      },
      async ({ params: { token } }) => depositForLink(db, token, stripe !== undefined),
    );
    addRoute(
      publicScope,
      {
        ...customer,
        method: 'POST',
        path: '/api/quotes/sign/:token/deposit-checkout',
        summary: 'A Stripe Checkout Session for the deposit still due (card or US bank account)',
        description:
          'The amount is the server\'s: the deposit invoice\'s balance, else the signed quote\'s deposit. A session made within 23 hours for the same amount is handed out again, and two taps at once share one Stripe idempotency key, so a double tap makes one session. ' +
          'Stripe is retried twice with back-off on network errors and 5xx before the customer is told (502).',
        answers: {
          200: json('open `url` in the browser', z.object({ url: z.url() })),
          404: err('unknown link, or online payment is not set up'),
          409: err('the quote is not signed, or nothing is due'),
          429: err('too many requests from this address'),
          502: err('Stripe could not be reached; try again later'),
        },
      },
      async ({ params: { token } }, request) => {
        if (!stripe) throw new AppError('not_found', 'Online payment is not set up; please use one of the other ways to pay.');
        return startDepositCheckout(db, stripe, token, originOf(request, app.config.publicUrl));
      },
    );
  });

  // Staff: a payment Stripe took that the webhook could not record waits for the office.
  const staff = { tag: 'Payments', params: idParamSchema } as const;
  addRoute(
    app,
    { ...staff, method: 'GET', path: '/api/quotes/:id/deposit-payment', summary: 'The Stripe deposit payment of a quote that waits to be checked, if any', answers: { 200: json('what waits', depositToCheckSchema), 404: notFound('quote') } },
    async ({ params: { id } }) => depositToCheck(db, id),
  );
  addRoute(
    app,
    {
      ...staff,
      method: 'POST',
      path: '/api/quotes/:id/deposit-payment/checked',
      summary: 'Mark the flagged deposit payment as checked (refunded or recorded by hand): it leaves Needs attention; on the audit trail with the note',
      body: { ...jsonBody(markDepositCheckedSchema, 'Note'), required: false },
      answers: { 200: json('nothing waits now', depositToCheckSchema), 400: invalid, 404: notFound('quote'), 409: err('no deposit payment on this quote waits to be checked') },
    },
    async ({ params: { id }, body }, request) => markDepositChecked(db, id, body?.note, clientInfo(request)),
  );

  // Stripe's signature covers the exact bytes sent: this route alone reads its JSON body raw.
  app.register(async (webhookScope) => {
    webhookScope.removeContentTypeParser('application/json');
    webhookScope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));
    addRoute(
      webhookScope,
      {
        method: 'POST',
        path: '/api/payments/stripe/webhook',
        tag: 'Payments',
        public: true,
        summary: "Stripe's events (configure this URL in Stripe's dashboard)",
        description:
          'Trusted only with a valid `Stripe-Signature` (STRIPE_WEBHOOK_SECRET); anything else is a 400 and changes nothing. Each event id is acted on once: a replay answers 200 `duplicate`. ' +
          '`checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded` record the deposit on the quote\'s deposit invoice (made if missing), queue the receipt and the office\'s notice and add "Deposit paid" to the audit trail; ' +
          'an amount or currency other than the session\'s is not recorded but flagged to the office.',
        body: { contentType: 'application/json', parsedByHandler: true, label: 'Stripe event' },
        answers: {
          200: json('handled (or a duplicate, or an event type not used)', webhookAnswerSchema),
          400: err('the signature is missing, wrong or too old'),
          404: err('online payment is not set up on this server'),
        },
      },
      async (_input, request) => {
        if (!stripe) throw new AppError('not_found', 'Online payment is not set up on this server.');
        const header = request.headers['stripe-signature'];
        let event;
        try {
          event = stripe.verifyEvent(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof header === 'string' ? header : undefined);
        } catch {
          throw new AppError('bad_request', 'The Stripe signature is missing or does not match this body; nothing was changed.');
        }
        const outcome = await handleStripeEvent(db, event, { officeEmail: app.config.officeEmail });
        void app.outbox.kick();
        return { received: true as const, outcome };
      },
    );
  });
}
