import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../shared/errors/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import { isApiRoute, isStaffRoute, looksLikeApiPath, matchedRoute } from '../../http/route-access.ts';
import { getSettings } from '../settings/settings-store.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, beginLoginAttempt, createSession, endSession, forgetLoginAttempt, isSessionValid } from './sessions.ts';

const loginSchema = z.object({ accessCode: z.string({ error: 'accessCode is required' }).max(200) });

/**
 * The gate, as a root onRequest hook (it runs after routing). A matched /api route is staff-only
 * unless its own definition says `config: { public: true }`; a request that matched no route but
 * whose path reads as /api once decoded and normalised is refused too (deny by default: it would
 * be a 404, and a stranger learns nothing about which routes exist). Pages and static files hold
 * no data and are open.
 */
export function sessionGate(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const route = matchedRoute(request);
    const needsSession = isApiRoute(route) ? isStaffRoute(request) : looksLikeApiPath(request.url);
    if (!needsSession) return;
    if (!(await isSessionValid(app.db, request.cookies[SESSION_COOKIE]))) {
      throw new AppError('unauthorized', 'Please sign in with the access code.');
    }
  };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const secureCookie = app.config.publicUrl?.startsWith('https://') ?? false;

  app.post('/api/session', { config: { public: true } }, async (request, reply: FastifyReply) => {
    const { accessCode } = parseInput(loginSchema, request.body, 'Login');
    const attempt = await beginLoginAttempt(app.db, request.ip);
    if (!attempt.allowed && attempt.scope === 'address') {
      throw new AppError('rate_limited', 'Too many wrong access codes. Please wait 15 minutes and try again.');
    }
    if (!attempt.allowed) {
      request.log.warn('sign-in paused: too many wrong access codes from all addresses together');
      throw new AppError('rate_limited', 'Too many wrong access codes were tried on this server. Signing in is paused for up to 15 minutes; browsers already signed in keep working.');
    }
    if (!(await app.accessCode.verify(accessCode))) throw new AppError('unauthorized', 'Incorrect password. Please try again.');
    await forgetLoginAttempt(app.db, attempt.id);
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
  app.get('/api/session', { config: { public: true } }, async (request) => {
    const { companyName, companyPhone, logoDataUrl } = await getSettings(app.db);
    return { authenticated: await isSessionValid(app.db, request.cookies[SESSION_COOKIE]), company: { companyName, companyPhone, logoDataUrl } };
  });

  app.delete('/api/session', { config: { public: true } }, async (request, reply) => {
    await endSession(app.db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}
