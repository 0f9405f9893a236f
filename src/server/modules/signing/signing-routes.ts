import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/documents/schemas.ts';
import { signingLinks } from '../../db/schema.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import { ensureSignedPdf } from './signed-copy.ts';
import { findShownSnapshot, generateSigningLink, getSigningAudit, lookupSigningLink, recordView, requestChanges, signQuote, type ClientInfo } from './signing-links.ts';

const tokenOf = (params: unknown) => parseInput(z.object({ token: z.string().max(200) }), params, 'Address').token;
const idOf = (params: unknown) => parseInput(idParamSchema, params, 'Address').id;

export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
}

export async function signingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const sendPdf = (reply: FastifyReply, file: { filename: string; content: Buffer }) =>
    reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.content);

  app.post('/api/quotes/:id/generate-link', async (request) => generateSigningLink(db, idOf(request.params), clientInfo(request)));

  // Staff: what the customer was shown for a quote (its link's frozen snapshot), so the preview
  // renders the terms and company details the customer saw, not today's settings. null: never sent.
  app.get('/api/quotes/:id/shown', async (request) => {
    const shown = await findShownSnapshot(db, idOf(request.params));
    return { shown: shown ? { quote: shown.snapshot.quote, company: shown.snapshot.company, snapshotHash: shown.snapshotHash, linkStatus: shown.linkStatus } : null };
  });

  // Staff: the sealed signed copy of a quote.
  app.get('/api/quotes/:id/signed-pdf', async (request, reply) => {
    const [link] = await db.select({ id: signingLinks.id }).from(signingLinks).where(and(eq(signingLinks.quoteId, idOf(request.params)), eq(signingLinks.status, 'signed')));
    if (!link) throw new AppError('not_found', 'This quote has not been signed');
    return sendPdf(reply, await ensureSignedPdf(db, link.id, app.seal));
  });

  // Staff: the audit trail of one link (created, every view, signed), oldest first.
  app.get('/api/link-quotes/:id/audit', async (request) => {
    const events = await getSigningAudit(db, idOf(request.params));
    return events.map((event) => ({ kind: event.kind, at: event.at.toISOString(), ip: event.ip, userAgent: event.userAgent }));
  });

  // Public: the customer's side. Answers must not leak the token through referrers or caches.
  app.register(async (publicScope) => {
    // Anyone can reach these: a per-address budget keeps token guessing and floods cheap to refuse.
    await publicScope.register(rateLimit, {
      max: app.config.publicRateLimitPerMinute ?? 120,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many requests. Please wait ${context.after} and try again.` }),
    });
    publicScope.addHook('onSend', async (_request, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cache-Control', 'no-store');
    });
    publicScope.get('/api/quotes/sign/:token', { config: { public: true } }, async (request) => lookupSigningLink(db, tokenOf(request.params)));
    publicScope.post('/api/quotes/sign/:token/view', { config: { public: true } }, async (request, reply) => {
      await recordView(db, tokenOf(request.params), clientInfo(request));
      return reply.code(204).send();
    });
    publicScope.post('/api/quotes/sign/:token', { config: { public: true } }, async (request) => {
      const result = await signQuote(db, tokenOf(request.params), request.body, clientInfo(request), { officeEmail: app.config.officeEmail });
      void app.outbox.kick();
      return result;
    });
    publicScope.post('/api/quotes/sign/:token/request-changes', { config: { public: true } }, async (request) => {
      const result = await requestChanges(db, tokenOf(request.params), request.body, clientInfo(request), { officeEmail: app.config.officeEmail, publicUrl: app.config.publicUrl });
      void app.outbox.kick();
      return result;
    });
    // The customer's own copy, once signed.
    publicScope.get('/api/quotes/sign/:token/signed-pdf', { config: { public: true } }, async (request, reply) => {
      const token = tokenOf(request.params);
      const [link] = await db.select({ id: signingLinks.id }).from(signingLinks).where(and(eq(signingLinks.token, token), eq(signingLinks.status, 'signed')));
      if (!link) throw new AppError('not_found', 'Quote not found or link expired');
      return sendPdf(reply, await ensureSignedPdf(db, link.id, app.seal));
    });
  });
}
