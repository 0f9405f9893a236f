import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ACCESS_CODE, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';

const STAFF_ROUTES: [string, string][] = [
  ['GET', '/api/quotes'],
  ['GET', '/api/invoices'],
  ['GET', '/api/drafts'],
  ['GET', '/api/drafts/archived'],
  ['GET', '/api/signed-quotes'],
  ['GET', '/api/link-quotes'],
  ['GET', '/api/stats'],
  ['GET', '/api/settings'],
  ['PUT', '/api/settings'],
  ['POST', '/api/quotes'],
  ['POST', '/api/drafts'],
  ['POST', '/api/invoices'],
  ['GET', '/api/drafts/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a'],
  ['PUT', '/api/drafts/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a'],
  ['PATCH', '/api/drafts/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/archive'],
  ['PATCH', '/api/drafts/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/unarchive'],
  ['POST', '/api/quotes/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/revise'],
  ['POST', '/api/quotes/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/generate-link'],
  ['GET', '/api/quotes/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a'],
  ['GET', '/api/invoices/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a'],
  ['POST', '/api/transcribe'],
  ['POST', '/api/ai-process'],
  ['POST', '/api/extract-from-text'],
];

describe.each(DATABASE_KINDS)('access gate on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it.each(STAFF_ROUTES)('%s %s answers 401 without a session', async (method, url) => {
    const res = await t.anonymous({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in with the access code.', requestId: res.headers['x-request-id'] });
  });

  it('leaves health, the session and the signing lookup open', async () => {
    expect((await t.anonymous({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true, database: kind });
    expect((await t.anonymous({ method: 'GET', url: '/api/session' })).json()).toEqual({
      authenticated: false,
      company: { companyName: DEFAULT_SETTINGS.companyName, companyPhone: DEFAULT_SETTINGS.companyPhone, logoDataUrl: '' },
    });
    expect((await t.anonymous({ method: 'GET', url: '/api/quotes/sign/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('logs in with the right code: a new httpOnly, SameSite=Lax session each time; logout ends it on the server', async () => {
    const login = () => t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode: TEST_ACCESS_CODE }, remoteAddress: '10.0.0.5' });
    const first = await login();
    const second = await login();
    expect(first.statusCode).toBe(204);
    const cookie = first.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(second.cookies.find((c) => c.name === SESSION_COOKIE)!.value).not.toBe(cookie.value);

    const cookies = { [SESSION_COOKIE]: cookie.value };
    expect((await t.anonymous({ method: 'GET', url: '/api/session', cookies })).json()).toMatchObject({ authenticated: true });
    expect((await t.anonymous({ method: 'GET', url: '/api/drafts', cookies })).statusCode).toBe(200);
    expect((await t.anonymous({ method: 'DELETE', url: '/api/session', cookies })).statusCode).toBe(204);
    expect((await t.anonymous({ method: 'GET', url: '/api/drafts', cookies })).statusCode).toBe(401);
  });

  it('refuses a wrong code with 401, and after 10 wrong codes from one address answers 429', async () => {
    const attempt = (accessCode: string) => t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode }, remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt(`wrong-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Incorrect password. Please try again.');
    }
    const blocked = await attempt(TEST_ACCESS_CODE);
    expect(blocked.statusCode).toBe(429);
    // Another address is not punished for the first one's guesses.
    expect((await t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode: TEST_ACCESS_CODE }, remoteAddress: '10.1.1.1' })).statusCode).toBe(204);
  });

  it('answers 400 naming the field when the code is missing', async () => {
    const res = await t.anonymous({ method: 'POST', url: '/api/session', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('accessCode');
  });

  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'X' }, headers: { origin: 'https://evil.example', host: 'localhost:5000' } });
    expect(res.statusCode).toBe(403);
    const crossSite = await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'X' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'Same origin' }, headers: { origin: 'http://localhost:5000', host: 'localhost:5000' } });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.anonymous({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('session time-outs', () => {
  it('ends a session idle for longer than the idle time-out, and one past its absolute lifetime', async () => {
    const t = await buildTestApp('pglite');
    try {
      const { sessions } = await import('#server/db/schema.ts');
      const { SESSION_IDLE_MS } = await import('./sessions.ts');
      const login = async () => (await t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode: TEST_ACCESS_CODE } })).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      const get = (value: string) => t.anonymous({ method: 'GET', url: '/api/drafts', cookies: { [SESSION_COOKIE]: value } });

      await t.app.db.delete(sessions);
      const idle = await login();
      await t.app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) });
      expect((await get(idle)).statusCode).toBe(401);

      await t.app.db.delete(sessions);
      const old = await login();
      expect((await get(old)).statusCode).toBe(200);
      await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await get(old)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('housekeeping removes the sessions nobody used for longer than the idle time-out and keeps those in use', async () => {
    const t = await buildTestApp('pglite');
    try {
      const { sessions } = await import('#server/db/schema.ts');
      const { SESSION_IDLE_MS } = await import('./sessions.ts');
      const { runHousekeeping } = await import('#server/ops/housekeeping.ts');
      const login = async () => (await t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode: TEST_ACCESS_CODE } })).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      const get = (value: string) => t.anonymous({ method: 'GET', url: '/api/drafts', cookies: { [SESSION_COOKIE]: value } });
      await t.app.db.delete(sessions);
      const [first, second] = [await login(), await login()];
      expect((await runHousekeeping(t.app.db)).sessions).toBe(0);
      expect((await get(first)).statusCode).toBe(200);
      // Half a day and a minute later, nobody having used either: both rows go, and the cookies are refused.
      expect((await runHousekeeping(t.app.db, new Date(Date.now() + SESSION_IDLE_MS + 60_000))).sessions).toBe(2);
      expect(await t.app.db.select().from(sessions)).toEqual([]);
      expect((await get(second)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
