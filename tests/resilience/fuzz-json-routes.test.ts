import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '../../src/server/testing/test-app.ts';

/** Field names the schemas know, so generated bodies reach deep into validation, not just the first check. */
const FIELDS = ['type', 'customerName', 'customerEmail', 'customerPhone', 'customerAddress', 'projectTitle', 'issueDate', 'validUntil', 'lineItems', 'discountRate', 'depositPercentage', 'depositPaid', 'taxRate', 'subtotal', 'total', 'balanceDue', 'depositAmount', 'status', 'draftId', 'quoteId', 'name', 'email', 'signature', 'message', 'accessCode', 'text', 'companyName', '__proto__', 'constructor'];

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', '1e309', 'NaN', '-0', '0x10', '99999999999999999999', '2026-02-30', 'data:image/png;base64,AAAA', "'; DROP TABLE quotes; --", '\u0000', '\u202e'),
  fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 100_000)),
);
const leaf = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), tie('any'), { maxKeys: 6 }),
})).any;
const lineItem = fc.record({ description: hostileString, useDimensions: fc.anything(), length: value, width: value, quantity: value, rate: value, amount: value }, { requiredKeys: [] });
const body = fc.oneof(
  value,
  fc.record(Object.fromEntries(FIELDS.filter((f) => f !== '__proto__').map((f) => [f, value])), { requiredKeys: [] }),
  fc.record({ customerName: hostileString, projectTitle: hostileString, lineItems: fc.array(lineItem, { maxLength: 5 }) }),
  fc.integer({ min: 50, max: 3000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);
/** Bodies that once gave a 5xx, tried on every run before the random ones. */
const KNOWN_BAD_BODIES: [unknown][] = [[{ customerName: '', projectTitle: '\u0000', lineItems: [] }], [{ lineItems: [{ description: 'a\u0000b' }] }], [{ ['key\u0000']: 'x' }]];
const rawText = fc.oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'));

describe('fuzzing every JSON route', () => {
  let t: TestApp;
  const routes: { method: 'POST' | 'PUT' | 'PATCH'; url: string; anonymous?: boolean }[] = [];
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload() })).json();
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'Fuzz' }) })).json();
    const invoice = (await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload() })).json();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    routes.push(
      { method: 'POST', url: '/api/drafts' },
      { method: 'PUT', url: `/api/drafts/${draft.id}` },
      { method: 'POST', url: '/api/quotes' },
      { method: 'POST', url: '/api/invoices' },
      { method: 'PATCH', url: `/api/invoices/${invoice.id}/status` },
      { method: 'PUT', url: '/api/settings' },
      { method: 'POST', url: '/api/extract-from-text' },
      { method: 'POST', url: '/api/session', anonymous: true },
      { method: 'POST', url: `/api/quotes/sign/${shareableLink}/request-changes`, anonymous: true },
      { method: 'POST', url: `/api/quotes/sign/${shareableLink}`, anonymous: true },
    );
  });
  afterAll(async () => t?.close());

  const check = async (route: (typeof routes)[number], payload: string) => {
    const send = route.anonymous ? t.anonymous : t.staff;
    const res = await send({ method: route.method, url: route.url, payload, headers: { 'content-type': 'application/json' }, remoteAddress: `10.${Math.floor(Math.random() * 250)}.0.1` });
    expect(res.statusCode, `${route.method} ${route.url} ${payload.slice(0, 200)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
  };

  it('never answers 5xx to arbitrary JSON bodies', { timeout: 240_000 }, async () => {
    for (const route of routes) {
      await fc.assert(fc.asyncProperty(body, async (b) => check(route, JSON.stringify(b) ?? 'null')), { numRuns: 80, examples: KNOWN_BAD_BODIES });
    }
  });

  it('never answers 5xx to broken or hostile JSON text', { timeout: 120_000 }, async () => {
    for (const route of routes) {
      await fc.assert(fc.asyncProperty(rawText, async (text) => check(route, text)), { numRuns: 15 });
    }
  });

  it('leaves Object.prototype untouched', () => {
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
