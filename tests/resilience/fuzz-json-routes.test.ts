import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

/** Field names the schemas know, so generated bodies reach deep into validation, not just the first check. */
const FIELDS = ['type', 'customerName', 'customerEmail', 'customerPhone', 'customerAddress', 'projectTitle', 'issueDate', 'validUntil', 'lineItems', 'discountRate', 'depositPercentage', 'depositPaid', 'taxRate', 'subtotal', 'total', 'balanceDue', 'depositAmount', 'status', 'draftId', 'quoteId', 'name', 'email', 'signature', 'message', 'accessCode', 'text', 'companyName', '__proto__', 'constructor'];

/** Values that pass a first look (a pattern, Number()) and once failed in the database as a 500. */
const LOOKS_VALID_STRINGS = ['2026-13-01', '0000-01-01', '2026-00-10', '9999-12-31', '\ud800', 'Flake \udfff coat', '\ud83d', '1e3', '1E+400', 'Infinity', '0b11', '0o7', '$0x10', '60%', '1,250.00', 'Not/AZone', '+05:00', '-'.repeat(36)];
const LOOKS_VALID_NUMBERS = [1e9, 999_999_999.99, 1e18, 9_999_999_999.99, Number.MAX_SAFE_INTEGER, 5e-324];
const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', '1e309', 'NaN', '-0', '0x10', '99999999999999999999', '2026-02-30', 'data:image/png;base64,AAAA', "'; DROP TABLE quotes; --", '\u0000', '\u202e'),
  // Values that look valid and once reached the database (issue 11, item 6).
  fc.constantFrom(...LOOKS_VALID_STRINGS),
  fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 100_000)),
);
const leaf = fc.oneof(hostileString, fc.integer(), fc.double(), fc.constantFrom(...LOOKS_VALID_NUMBERS), fc.boolean(), fc.constant(null));
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
const KNOWN_BAD_BODIES: [unknown][] = [
  [{ customerName: '', projectTitle: '\u0000', lineItems: [] }],
  [{ lineItems: [{ description: 'a\u0000b' }] }],
  [{ ['key\u0000']: 'x' }],
  // Issue 11, item 6: each was a 500 from the database on some route.
  [{ ...sampleQuotePayload(), lineItems: [{ description: 'Huge', quantity: 1e9, rate: 1e9 }] }],
  [{ ...sampleQuotePayload(), lineItems: [{ description: 'Huge', useDimensions: true, length: 1e9, width: 1e9, rate: 1 }] }],
  [{ ...sampleQuotePayload(), lineItems: [{ description: 'Big', quantity: 1e9, rate: 9 }, { description: 'Big', quantity: 1e9, rate: 9 }] }],
  [{ ...sampleQuotePayload(), issueDate: '2026-02-30' }],
  [{ ...sampleQuotePayload(), validUntil: '2026-13-01', dueDate: '0000-01-01' }],
  [{ ...sampleQuotePayload(), lineItems: [{ description: 'Flake \ud800 coat', quantity: 1, rate: 5 }] }],
  [{ ...sampleQuotePayload(), customerName: '\udfff', ['key\ud800']: 'x' }],
  [{ ...sampleQuotePayload(), lineItems: [{ description: 'Coat', quantity: 1, rate: '0x10' }] }],
  [{ ...DEFAULT_SETTINGS, timeZone: 'Not/AZone' }],
  [{ ...DEFAULT_SETTINGS, companyName: 'Epoxy \ud800' }],
  [{ name: 'Dana \ud800', email: 'dana@example.com', signature: 'data:image/png;base64,AAAA', text: '\ud800', accessCode: '\ud800', message: '\ud800' }],
];
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

  // A hostile body that was stored (a time zone no runtime knows) once broke every later quote and CSV export.
  it('leaves the app working after the fuzzing: quotes, invoices, lists and CSV export', async () => {
    const quote = await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ projectTitle: 'After the fuzz' }) });
    expect(quote.statusCode, quote.body).toBe(201);
    const invoice = await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ projectTitle: 'After the fuzz' }) });
    expect(invoice.statusCode, invoice.body).toBe(201);
    for (const url of ['/api/quotes', '/api/invoices', '/api/drafts', '/api/link-quotes', '/api/signed-quotes', '/api/documents/export.csv']) {
      expect((await t.staff({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('never answers 5xx to forged list cursors', { timeout: 60_000 }, async () => {
    const cursorText = fc.oneof(
      fc.constantFrom(`+275760-09-13T00:00:00.000Z|${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, `2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`, `0000-01-01T00:00:00.000Z|${'a'.repeat(36)}`),
      fc.tuple(fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())), fc.oneof(fc.uuid(), fc.string({ minLength: 36, maxLength: 36 }))).map(([at, id]) => `${at}|${id}`),
      fc.string(),
    );
    const before = fc.oneof(cursorText.map((text) => Buffer.from(text).toString('base64url')), cursorText.map((text) => `p.${Buffer.from(text).toString('base64url')}.-`), fc.string({ maxLength: 200 }));
    for (const url of ['/api/quotes', '/api/invoices', '/api/drafts', '/api/drafts/archived', '/api/link-quotes', '/api/signed-quotes']) {
      await fc.assert(
        fc.asyncProperty(before, async (cursor) => {
          const res = await t.staff({ method: 'GET', url: `${url}?before=${encodeURIComponent(cursor)}` });
          expect(res.statusCode, `${url} ${cursor} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('leaves Object.prototype untouched', () => {
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

// Issue 11, item 1: the gate once read the URL text while the router matched the decoded path.
// Random spellings of every staff route (letters percent-encoded in either hex case, doubled
// slashes, case changes, dot segments) must never reach a staff route without a session.
describe.each(DATABASE_KINDS)('fuzzing the spelling of staff paths on %s', (kind) => {
  let t: TestApp;
  let staff: { method: string; url: string }[] = [];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'Fuzz Secret' }) });
    staff = t.app.routeAccess
      .filter((route) => route.url.startsWith('/api/') && !route.public && route.method !== 'HEAD')
      .map((route) => ({ method: route.method, url: route.url.replace(':kind', 'quote').replace(/:[A-Za-z]+/g, '6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a') }));
  });
  afterAll(async () => t?.close());

  const spell = (url: string, choices: number[]) =>
    [...url]
      .map((char, i) => {
        const choice = choices[i % choices.length]!;
        if (char === '/') return choice % 7 === 0 ? '//' : choice % 11 === 0 ? '/./' : '/';
        if (choice % 3 === 0) return `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
        if (choice % 5 === 0) return `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`;
        if (choice % 13 === 0) return char.toUpperCase();
        return char;
      })
      .join('');

  it('answers 401 or 404, never data, to any spelling of a staff path without a session', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 40 }), fc.constantFrom('', '/x/..', '/api/..'), async (pick, choices, prefix) => {
        const route = staff[pick % staff.length]!;
        const url = `${prefix}${spell(route.url, choices)}`;
        const res = await t.anonymous({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : sampleQuotePayload() });
        expect([401, 404], `${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        expect(res.body).not.toContain('Fuzz Secret');
      }),
      { numRuns: 300 },
    );
    // Nothing was created by the POSTs.
    const quotes = (await t.staff({ method: 'GET', url: '/api/quotes' })).json() as unknown[];
    expect(quotes.length).toBe(1);
  });
});
