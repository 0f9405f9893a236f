import { startStripeStub } from '../src/server/testing/stripe-stub.ts';

// npm run stripe-stub: a local server that speaks the part of Stripe's API this app uses, for a
// staging set-up without a Stripe account. Start the app with STRIPE_API_BASE at the printed URL
// and the same STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET; the checkout page's Pay button sends a
// signed checkout.session.completed to WEBHOOK_URL (default the app on PORT 5000).
const secretKey = process.env.STRIPE_SECRET_KEY ?? 'sk_test_local_stub';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_stub';
const webhookUrl = process.env.WEBHOOK_URL ?? 'http://127.0.0.1:5000/api/payments/stripe/webhook';
const stub = await startStripeStub({ secretKey, webhookSecret, webhookUrl, port: Number(process.env.STUB_PORT ?? 12111) });
console.log(`Stripe stub at ${stub.url} (key ${secretKey}, webhook secret ${webhookSecret}) sending events to ${webhookUrl}`);
const stop = () => void stub.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
