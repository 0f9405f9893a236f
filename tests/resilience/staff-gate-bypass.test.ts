import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '#server/http/route-access.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

/**
 * Issue 11, item 1: the gate decided from the raw URL text while the router matched the decoded
 * path, so `/%61pi/link-quotes` and `GET http://x/api/stats HTTP/1.1` reached staff routes without
 * a session. Every staff route, every spelling: 401 or 404, never data.
 */

const UUID = '6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** A concrete address for a route pattern. */
const concrete = (pattern: string) => pattern.replace(':kind', 'quote').replace(':token', TOKEN).replace(/:[A-Za-z]+/g, UUID);

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Spellings of one /api path that a router, a browser or a proxy may read as that path. */
function spellings(url: string): string[] {
  const rest = url.slice('/api/'.length);
  return [
    `/%61pi/${rest}`,
    `/${hex('a')}${hex('p')}${hex('i')}/${rest}`,
    `/api/${hex(rest[0]!)}${rest.slice(1)}`,
    `/${[...'api'].map(hex).join('')}/${[...rest].map((c) => (c === '/' ? c : hex(c))).join('')}`,
    `/%41PI/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/API/${rest.toUpperCase()}`,
    `/Api/${rest}`,
    `/api/../api/${rest}`,
    `/x/../api/${rest}`,
    `/api/./${rest}`,
    `/api/%2e%2e/api/${rest}`,
    `/api/%2E/${rest}`,
    `/api/${rest}/.`,
    `/api\\${rest}`,
  ];
}

/** An answer that tells nothing: 401 or 404, with only a message and the request id. */
function expectNothing(res: { statusCode: number; body: string }, label: string) {
  expect([401, 404], `${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  if (res.body.startsWith('{')) for (const key of Object.keys(JSON.parse(res.body) as object)) expect(['message', 'requestId'], `${label}: ${key}`).toContain(key);
}

/** One request over a raw socket, written as given (absolute-form targets included). */
function rawRequest(port: number, head: string, body = ''): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const statusCode = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ statusCode, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    const length = Buffer.byteLength(body);
    socket.end(`${head}\r\nHost: x\r\nConnection: close\r\n${body ? `Content-Type: application/json\r\nContent-Length: ${length}\r\n` : ''}\r\n${body}`);
  });
}

describe.each(DATABASE_KINDS)('the staff gate against other spellings of a path, on %s', (kind) => {
  let t: TestApp;
  let port = 0;
  let staffRoutes: RouteAccess[] = [];
  const countQuotes = async () => ((await t.staff({ method: 'GET', url: '/api/quotes' })).json() as unknown[]).length;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    staffRoutes = t.app.routeAccess.filter((route) => route.url.startsWith('/api/') && !route.public);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
    await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'Secret Customer' }) });
  });
  afterAll(async () => t?.close());

  it('knows every staff route from the routes themselves', () => {
    expect(staffRoutes.length).toBeGreaterThan(40);
    expect(staffRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(expect.arrayContaining(['GET /api/link-quotes', 'GET /api/stats', 'POST /api/quotes', 'GET /api/settings', 'GET /api/documents/export.csv']));
  });

  it('routes an encoded path to the real route for staff (so the spellings below do reach routes)', async () => {
    const res = await t.staff({ method: 'GET', url: '/%61pi/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(((await t.staff({ method: 'GET', url: '/api/%71uotes' })).json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers 401 or 404 and no data to every spelling of every staff route without a session', async () => {
    for (const route of staffRoutes) {
      const url = concrete(route.url);
      for (const spelling of [url, ...spellings(url)]) {
        const res: LightMyRequestResponse = await t.anonymous({ method: route.method as 'GET', url: spelling, payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {} });
        expectNothing(res, `${route.method} ${spelling}`);
        expect(res.body).not.toContain('Secret Customer');
      }
    }
  });

  it('refuses absolute-form request lines (GET http://x/api/stats HTTP/1.1) to every staff GET route', async () => {
    for (const route of staffRoutes.filter((r) => r.method === 'GET')) {
      const url = concrete(route.url);
      // Dot segments go over the socket too: app.inject resolves them before the server sees them.
      for (const target of [`http://x${url}`, `http://x/%61pi/${url.slice(5)}`, `https://127.0.0.1:1${url}`, `/x/..${url}`, `/api/..${url}`, `/api/%2e%2e${url}`, `/api/.${url.slice(4)}`, `//${url}`]) {
        const res = await rawRequest(port, `GET ${target} HTTP/1.1`);
        expectNothing(res, `GET ${target}`);
        expect(res.body).not.toContain('Secret Customer');
      }
    }
  });

  it('creates nothing through an encoded or absolute-form POST', async () => {
    const before = await countQuotes();
    const payload = sampleQuotePayload({ customerName: 'Intruder' });
    for (const url of ['/%61pi/quotes', '/api/%71uotes', '//api/quotes', '/api/../api/quotes']) {
      const res = await t.anonymous({ method: 'POST', url, payload });
      expect([401, 404], url).toContain(res.statusCode);
    }
    const raw = await rawRequest(port, 'POST http://x/api/quotes HTTP/1.1', JSON.stringify(payload));
    expect(raw.statusCode).toBe(401);
    const rawEncoded = await rawRequest(port, 'POST http://x/%61pi/drafts HTTP/1.1', JSON.stringify(payload));
    expect(rawEncoded.statusCode).toBe(401);
    expect(await countQuotes()).toBe(before);
    expect((await t.staff({ method: 'GET', url: '/api/drafts' })).body).not.toContain('Intruder');
  });

  it('denies an unmatched path that reads as /api without a session, and answers 404 with one', async () => {
    for (const url of ['/api/no-such-route', '/API/STATS', '/%61pi/no-such', '/api', '/Api/stats']) {
      expect((await t.anonymous({ method: 'GET', url })).statusCode, url).toBe(401);
      const withSession = await t.staff({ method: 'GET', url });
      expect(withSession.statusCode, url).toBe(404);
      expect(withSession.headers['cache-control']).toBe('no-store');
    }
    // Not resolved by app.inject: sent as written.
    for (const target of ['/x/../api/stats', '/api/../api/stats', '/api/./stats', '/api/%2e%2e/api/stats']) expect((await rawRequest(port, `GET ${target} HTTP/1.1`)).statusCode, target).toBe(401);
  });

  it('leaves the public routes open, whatever their spelling', async () => {
    expect((await t.anonymous({ method: 'GET', url: '/%61pi/health' })).statusCode).toBe(200);
    expect((await t.anonymous({ method: 'GET', url: '/api/%73ession' })).statusCode).toBe(200);
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/%73ign/${TOKEN}` })).statusCode).toBe(404);
  });

  it('replays an Idempotency-Key whatever the spelling of the path (the key is tied to the matched route)', async () => {
    const headers = { 'idempotency-key': `gate-spelling-${kind}-01` };
    const first = await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'Spelled Twice' }, headers });
    const second = await t.staff({ method: 'POST', url: '/%61pi/drafts', payload: { customerName: 'Spelled Twice' }, headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
  });
});

describe('route access is written on the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it("gives every /api route the public flag its own spec states, and no route goes without a spec", () => {
    const specs = new Map(t.app.apiRoutes.map((route) => [`${route.method} ${route.path}`, route.public === true]));
    const registered = new Map(t.app.routeAccess.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD').map((route) => [`${route.method} ${route.url}`, route.public]));
    expect([...registered.keys()].filter((route) => !specs.has(route))).toEqual([]);
    const mismatched = [...specs].filter(([route, isPublic]) => registered.get(route) !== isPublic).map(([route, isPublic]) => `${route}: spec ${isPublic}, route ${registered.get(route)}`);
    expect(mismatched).toEqual([]);
    expect([...registered].filter(([, isPublic]) => isPublic).map(([route]) => route).sort()).toEqual(
      ['DELETE /api/session', 'GET /api/health', 'GET /api/quotes/sign/:token', 'GET /api/quotes/sign/:token/signed-pdf', 'GET /api/session', 'POST /api/quotes/sign/:token', 'POST /api/quotes/sign/:token/request-changes', 'POST /api/quotes/sign/:token/view', 'POST /api/session', 'GET /api/quotes/sign/:token/deposit', 'POST /api/quotes/sign/:token/deposit-checkout', 'POST /api/payments/stripe/webhook', 'GET /api/quotes/sign/:token/photos/:photoId'].sort(),
    );
    // HEAD routes Fastify adds for GET routes carry the GET route's access.
    for (const head of t.app.routeAccess.filter((route) => route.method === 'HEAD' && route.url.startsWith('/api/'))) {
      expect(head.public, head.url).toBe(registered.get(`GET ${head.url}`));
    }
  });
});

describe('pages and logs decide from the matched route', () => {
  let t: TestApp;
  let clientDir = '';
  const lines: string[] = [];
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'epoxy-gate-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>staff</title>');
    await writeFile(path.join(clientDir, 'sign.html'), '<!doctype html><title>sign</title>');
    t = await buildTestApp('pglite', { config: { clientDir, logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each([`/%73ign/${TOKEN}`, `/sign/${TOKEN}/`, `/quote-%70review/${TOKEN}`, `/sign/${TOKEN}`])('serves the signing page with no referrer for %s', async (url) => {
    const res = await t.anonymous({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>sign</title>');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the staff page (no data) for /API/STATS and /x/../api/stats, not an /api answer', async () => {
    for (const url of ['/API/STATS', '/x/../api/stats']) {
      const res = await t.anonymous({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const page = await t.anonymous({ method: 'GET', url: '/dashboard' });
    expect(page.body).toContain('<title>staff</title>');
  });

  it('never writes a signing token into the log, whatever the spelling', async () => {
    const urls = [
      `/api/quotes/%73ign/${TOKEN}`,
      `/api/quotes/sign/${TOKEN}/view`,
      `/api/quotes/%73ign/${TOKEN}/signed-pdf`,
      `/API/QUOTES/SIGN/${TOKEN}`,
      `/%73ign/${TOKEN}`,
      `//sign/${TOKEN}`,
      `/quote-%70review/${TOKEN}?print=1`,
      `/api/quotes/%2573ign/${TOKEN}`,
      `/%E0%A4%A/sign/${TOKEN}`,
      `/dashboard?next=%2Fsign%2F${TOKEN}`,
    ];
    for (const url of urls) await t.anonymous({ method: url.endsWith('/view') ? 'POST' : 'GET', url });
    expect(lines.length).toBeGreaterThan(urls.length);
    const leaked = lines.filter((line) => line.includes(TOKEN) || line.includes(TOKEN.toUpperCase()));
    expect(leaked).toEqual([]);
  });
});
