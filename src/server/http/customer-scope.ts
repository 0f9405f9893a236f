import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';

/**
 * Routes of the customer's side (signing, deposit, opt-out): anyone can reach them, so a
 * per-address budget keeps token guessing and floods cheap to refuse, and no answer is cached or
 * sends the token on in a referrer. 'same-origin' is for a page whose own form posts back (with
 * 'no-referrer' the post would carry 'Origin: null' and be refused as cross-site).
 */
export function registerCustomerScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void | Promise<void>, options: { referrerPolicy?: 'no-referrer' | 'same-origin' } = {}): void {
  const referrerPolicy = options.referrerPolicy ?? 'no-referrer';
  app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: app.config.publicRateLimitPerMinute ?? 120,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many requests. Please wait ${context.after} and try again.` }),
    });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Referrer-Policy', referrerPolicy);
      reply.header('Cache-Control', 'no-store');
    });
    await routes(scope);
  });
}
