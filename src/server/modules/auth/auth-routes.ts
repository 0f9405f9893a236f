import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import { getSettings } from '../settings/settings-store.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, createSession, endSession, isLoginBlocked, isSessionValid, recordLoginFailure } from './sessions.ts';

const loginSchema = z.object({ accessCode: z.string({ error: 'accessCode is required' }).max(200) });

/** Routes reachable without a session: the session itself, health, and the customer's signing calls. */
export function isPublicApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api/session' || path === '/api/health' || path.startsWith('/api/quotes/sign/');
}

/** The gate, as a root onRequest hook: every other /api route needs a live session. */
export function sessionGate(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.url.startsWith('/api/') || isPublicApiPath(request.url)) return;
    if (!(await isSessionValid(app.db, request.cookies[SESSION_COOKIE]))) {
      throw new AppError('unauthorized', 'Please sign in with the access code.');
    }
  };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const secureCookie = app.config.publicUrl?.startsWith('https://') ?? false;

  app.post('/api/session', async (request, reply: FastifyReply) => {
    const { accessCode } = parseInput(loginSchema, request.body, 'Login');
    if (await isLoginBlocked(app.db, request.ip)) {
      throw new AppError('rate_limited', 'Too many wrong access codes. Please wait 15 minutes and try again.');
    }
    if (!app.accessCode.verify(accessCode)) {
      await recordLoginFailure(app.db, request.ip);
      throw new AppError('unauthorized', 'Incorrect password. Please try again.');
    }
    // A new id at every login: a session id planted before login is worthless (session fixation).
    await endSession(app.db, request.cookies[SESSION_COOKIE]);
    const id = await createSession(app.db);
    reply.setCookie(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
    return reply.code(204).send();
  });

  // The gate is titled with the company name before anyone has signed in: only the public face of
  // the company profile is given here.
  app.get('/api/session', async (request) => {
    const { companyName, companyPhone, logoDataUrl } = await getSettings(app.db);
    return { authenticated: await isSessionValid(app.db, request.cookies[SESSION_COOKIE]), company: { companyName, companyPhone, logoDataUrl } };
  });

  app.delete('/api/session', async (request, reply) => {
    await endSession(app.db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}
