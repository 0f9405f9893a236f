import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors/app-error.ts';
import { isApiRoute, isStaffRoute, looksLikeApiPath, matchedRoute } from '#server/http/route-access.ts';
import { addRoute, err, invalid, json, jsonBody } from '#server/http/route-spec.ts';
import { settingsSchema } from '#shared/settings/settings.ts';
import { getSettings } from '../settings/settings-store.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, beginLoginAttempt, createSession, endSession, forgetLoginAttempt, isSessionValid } from './sessions.ts';

const loginSchema = z.object({ accessCode: z.string({ error: 'accessCode is required' }).max(200) });

const sessionAnswerSchema = z.object({
  authenticated: z.boolean(),
  company: settingsSchema.pick({ companyName: true, companyPhone: true, logoDataUrl: true }),
});

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

  const signIn = {
    method: 'POST',
    path: '/api/session',
    tag: 'Session',
    public: true,
    summary: 'Sign in with the staff access code',
    description: 'Sets the httpOnly session cookie. Wrong codes are rate limited per client address.',
    body: jsonBody(loginSchema, 'Login'),
    answers: { 204: { description: 'signed in; the session cookie is set', headers: { 'Set-Cookie': 'epoxy_session=...; HttpOnly; SameSite=Lax' } }, 400: invalid, 401: err('wrong access code'), 429: err('too many wrong codes from this address') },
  } as const;
  addRoute(app, signIn, async ({ body: { accessCode } }, request, reply: FastifyReply) => {
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
  const sessionState = { method: 'GET', path: '/api/session', tag: 'Session', public: true, summary: 'Whether this browser is signed in, and the company shown on the gate', answers: { 200: json('the session state', sessionAnswerSchema) } } as const;
  addRoute(app, sessionState, async (_input, request) => {
    const { companyName, companyPhone, logoDataUrl } = await getSettings(app.db);
    return { authenticated: await isSessionValid(app.db, request.cookies[SESSION_COOKIE]), company: { companyName, companyPhone, logoDataUrl } };
  });

  const signOut = { method: 'DELETE', path: '/api/session', tag: 'Session', public: true, summary: 'Sign out', answers: { 204: { description: 'signed out; the cookie is cleared' } } } as const;
  addRoute(app, signOut, async (_input, request, reply) => {
    await endSession(app.db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}
