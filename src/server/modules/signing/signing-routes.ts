import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/documents/schemas.ts';
import { parseInput } from '../../http/validate.ts';
import { generateSigningLink, lookupSigningLink, recordView, requestChanges, signQuote, type ClientInfo } from './signing-links.ts';

const tokenOf = (params: unknown) => parseInput(z.object({ token: z.string().max(200) }), params, 'Address').token;

export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
}

export async function signingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post('/api/quotes/:id/generate-link', async (request) => {
    const { id } = parseInput(idParamSchema, request.params, 'Address');
    return generateSigningLink(db, id, clientInfo(request));
  });

  // Public: the customer's side. Responses must not leak the token through referrers.
  app.register(async (publicScope) => {
    publicScope.addHook('onSend', async (_request, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cache-Control', 'no-store');
    });
    publicScope.get('/api/quotes/sign/:token', async (request) => lookupSigningLink(db, tokenOf(request.params)));
    publicScope.post('/api/quotes/sign/:token/view', async (request, reply) => {
      await recordView(db, tokenOf(request.params), clientInfo(request));
      return reply.code(204).send();
    });
    publicScope.post('/api/quotes/sign/:token', async (request) => signQuote(db, tokenOf(request.params), request.body, clientInfo(request), app.afterSign));
    publicScope.post('/api/quotes/sign/:token/request-changes', async (request) => requestChanges(db, tokenOf(request.params), request.body, clientInfo(request)));
  });
}
