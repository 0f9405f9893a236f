import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '../testing/test-app.ts';
import { signaturePngDataUrl } from '../testing/sample-signature.ts';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from './openapi.ts';

/** Every route Fastify knows, read from printRoutes' tree ("├── /archived (GET, HEAD)"). */
function registeredRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const prefixes: string[] = [''];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match || !match[2]) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    document = (await t.staff({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() also resolves every $ref: a dangling one fails here.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every /api route Fastify has registered, and nothing that is not registered', () => {
    const registered = registeredRoutes(t.app).filter((route) => route.path.startsWith('/api/') && route.method !== 'HEAD');
    expect(registered.length).toBeGreaterThan(40);
    const documented = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)));
    const missing = registered.map((route) => `${route.method} ${openApiPath(route.path)}`).filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
    expect(documented.size).toBe(registered.length);
  });

  it('refuses to start with an /api route that does not describe itself', async () => {
    const { default: Fastify } = await import('fastify');
    const { collectRouteAccess } = await import('./route-access.ts');
    const bare = Fastify();
    collectRouteAccess(bare);
    expect(() => bare.get('/api/undescribed', async () => ({}))).toThrow(/has no route spec/);
    await bare.close();
  });

  it('marks the public routes, and every other route answers 401 without a session', async () => {
    const publicRoutes = t.app.apiRoutes.filter((route) => route.public).map((route) => `${route.method} ${route.path}`);
    expect(publicRoutes.sort()).toEqual(
      ['DELETE /api/session', 'GET /api/health', 'GET /api/quotes/sign/:token', 'GET /api/quotes/sign/:token/signed-pdf', 'GET /api/quotes/sign/:token/photos/:photoId', 'GET /api/session', 'POST /api/quotes/sign/:token', 'POST /api/quotes/sign/:token/request-changes', 'POST /api/quotes/sign/:token/view', 'POST /api/session', 'GET /api/quotes/sign/:token/deposit', 'POST /api/quotes/sign/:token/deposit-checkout', 'POST /api/payments/stripe/webhook'].sort(),
    );
    for (const route of t.app.apiRoutes.filter((r) => !r.public)) {
      const url = route.path.replace(':kind', 'quote').replace(/:[a-z]+/gi, '00000000-0000-4000-8000-000000000000');
      const res = await t.anonymous({ method: route.method, url });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });

  it('is made from the shared zod schemas: bodies as accepted, answers as sent', () => {
    const schemas = document.components.schemas;
    // io: 'input': a default makes a field optional, and money may come as a string.
    expect((schemas.DraftInput as { required?: string[] }).required ?? []).not.toContain('type');
    expect(JSON.stringify((schemas.LineItemInput as { properties: Record<string, unknown> }).properties.rate)).toContain('"string"');
    // io: 'output': every field is there, money is a decimal string, nothing undocumented may appear.
    expect((schemas.Quote as { required: string[] }).required).toEqual(expect.arrayContaining(['quoteNumber', 'total', 'signedAt']));
    expect(schemas.Quote).toMatchObject({ additionalProperties: false, properties: { total: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' } } });
    const post = document.paths['/api/drafts']!.post as { requestBody: { content: Record<string, { schema: unknown }> } };
    expect(post.requestBody.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/DraftInput' });
    expect(buildOpenApiDocument(t.app.apiRoutes)).toEqual({ ...document, servers: undefined, info: { ...document.info, version: '0.0.0' } } as unknown);
  });

  it('describes the answers the server really sends', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    const templates = Object.keys(document.paths).map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
    const check = async (send: TestApp['staff'], method: string, url: string, payload?: unknown) => {
      const res = await send({ method: method as 'GET', url, payload: payload as object });
      const path = url.split('?')[0]!;
      const template = templates.find((candidate) => candidate.pattern.test(path));
      expect(template, `${method} ${path} is documented`).toBeDefined();
      const operation = document.paths[template!.path]![method.toLowerCase()] as { responses: Record<string, { content?: Record<string, { schema: object }> }> };
      const answer = operation.responses[String(res.statusCode)];
      expect(answer, `${method} ${path} answered an undocumented ${res.statusCode}: ${res.body.slice(0, 200)}`).toBeDefined();
      const schema = answer!.content?.['application/json']?.schema;
      if (schema && res.statusCode !== 204) {
        const validate = ajv.compile({ ...schema, components: document.components });
        expect(validate(res.json()), `${method} ${path} ${res.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
      return res;
    };
    const staff = t.staff;
    const draft = (await check(staff, 'POST', '/api/drafts', sampleQuotePayload({ customerName: 'Schema Check' }))).json();
    await check(staff, 'POST', '/api/drafts', sampleQuotePayload({ customerName: 'Schema Check' }));
    await check(staff, 'PUT', `/api/drafts/${draft.id}`, { notes: 'Two coats' });
    await check(staff, 'GET', `/api/drafts/${draft.id}`);
    await check(staff, 'GET', '/api/drafts?limit=5');
    await check(staff, 'PATCH', `/api/drafts/${draft.id}/archive`);
    await check(staff, 'GET', '/api/drafts/archived');
    await check(staff, 'PATCH', `/api/drafts/${draft.id}/unarchive`);
    const quote = (await check(staff, 'POST', '/api/quotes', sampleQuotePayload({ customerName: 'Schema Quote' }))).json();
    await check(staff, 'GET', `/api/quotes/${quote.id}`);
    await check(staff, 'GET', '/api/quotes');
    const link = (await check(staff, 'POST', `/api/quotes/${quote.id}/generate-link`)).json();
    await check(t.anonymous, 'GET', `/api/quotes/sign/${link.shareableLink}`);
    await check(t.anonymous, 'POST', `/api/quotes/sign/${link.shareableLink}/view`);
    await check(t.anonymous, 'POST', `/api/quotes/sign/${link.shareableLink}`, { name: 'Schema Signer', signature: signaturePngDataUrl() });
    await check(t.anonymous, 'POST', `/api/quotes/sign/${link.shareableLink}`, { name: 'Schema Signer', signature: signaturePngDataUrl() });
    await check(staff, 'GET', '/api/link-quotes');
    await check(staff, 'GET', `/api/link-quotes/${link.linkId}/audit`);
    await check(staff, 'GET', '/api/signed-quotes');
    await check(staff, 'POST', `/api/quotes/${quote.id}/deposit-invoice`);
    await check(staff, 'POST', `/api/quotes/${quote.id}/revise`);
    const invoice = (await check(staff, 'POST', '/api/invoices', sampleQuotePayload({ customerName: 'Schema Invoice' }))).json();
    await check(staff, 'PATCH', `/api/invoices/${invoice.id}/status`, { status: 'paid' });
    await check(staff, 'GET', `/api/invoices/${invoice.id}`);
    await check(staff, 'GET', '/api/invoices');
    await check(staff, 'GET', '/api/stats');
    await check(staff, 'GET', '/api/settings');
    await check(staff, 'GET', '/api/session');
    await check(staff, 'GET', '/api/health');
    await check(staff, 'GET', '/api/mail/undelivered');
    await check(staff, 'POST', '/api/extract-from-text', { text: 'Garage floor for Maria Lopez, 20 by 20 at 5 dollars a square foot' });
    await check(staff, 'GET', '/api/quotes/not-a-uuid');
    await check(staff, 'DELETE', `/api/drafts/${draft.id}`);
    await check(staff, 'GET', '/api/documents/export.csv?tab=signed');
    await check(staff, 'POST', '/api/drafts', { lineItems: 'none' });
    await check(t.anonymous, 'GET', '/api/stats');
  });

  it('serves a readable page and its script from our own origin, behind the gate', async () => {
    expect((await t.anonymous({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    expect((await t.anonymous({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    const page = await t.staff({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // No inline script: the CSP would block it. The one script comes from our origin.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toContain('src="/api/docs/docs.js"');
    expect(scripts[0]![2]).toBe('');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"'\s<]*\.(js|css)/);
    for (const route of t.app.apiRoutes) expect(page.body, route.path).toContain(`<code class="path">${openApiPath(route.path)}</code>`);
    expect(page.body).toContain('id="schema-Quote"');
    const script = await t.staff({ method: 'GET', url: '/api/docs/docs.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("getElementById('filter')");
  });
});
