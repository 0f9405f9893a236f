import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

/**
 * Input that looks valid (issue 11, item 6) is a 400 naming the field, never a 500 from the
 * database: figures over numeric(12,2), impossible dates, broken Unicode, forged cursors.
 */
const CREATE_ROUTES = ['/api/drafts', '/api/quotes', '/api/invoices'] as const;
const LIST_ROUTES = ['/api/drafts', '/api/drafts/archived', '/api/quotes', '/api/invoices', '/api/link-quotes'] as const;

const cursor = (text: string) => Buffer.from(text).toString('base64url');
const SOME_UUID = '0b7e2a52-8f0e-4a3c-9d57-2f1f7f7b3c11';

describe.each(DATABASE_KINDS)('input that looks valid on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  /** A distinct project each time, so no post is refused as a duplicate of an earlier one. */
  const payload = (overrides: Record<string, unknown>) => sampleQuotePayload({ projectTitle: `Floor ${++n}`, ...overrides });
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = (url: string, body: unknown) => t.staff({ method: 'POST', url, payload: body as Record<string, unknown> });

  describe.each(CREATE_ROUTES)('POST %s', (url) => {
    it('refuses quantity 1e9 x rate 1e9 with a 400 naming the line total', async () => {
      const res = await post(url, payload({ lineItems: [{ description: 'Huge', quantity: 1e9, rate: 1e9 }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('lineItems.0.amount');
      expect(res.json().message).toContain('9,999,999,999.99');
    });

    it('refuses a 1e9 x 1e9 ft area with a 400 naming the area', async () => {
      const res = await post(url, payload({ lineItems: [{ description: 'Huge', useDimensions: true, length: 1e9, width: 1e9, rate: 1 }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('lineItems.0.quantity');
    });

    it('refuses lines that each fit but add up past the limit, naming the subtotal', async () => {
      const line = { description: 'Big', quantity: 1_000_000_000, rate: 9 };
      const res = await post(url, payload({ lineItems: [line, line] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('subtotal');
    });

    it('keeps the largest figure that fits', async () => {
      const res = await post(url, payload({ lineItems: [{ description: 'Largest', quantity: 999_999_999.99, rate: 10 }], discountRate: 0 }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().total).toBe('9999999999.90');
    });

    it.each(['2026-02-30', '2026-13-01', '0000-01-01', '2026-00-10', '1899-12-31', '3000-01-01'])('refuses issueDate %s with a 400 naming it', async (date) => {
      const res = await post(url, payload({ issueDate: date }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('issueDate');
    });

    it('takes 29 February of a leap year', async () => {
      const res = await post(url, payload({ issueDate: '2028-02-29', validUntil: '2028-03-29' }));
      expect(res.statusCode, res.body).toBe(201);
    });

    it.each([
      ['lineItems.0.description', { lineItems: [{ description: 'Flake \ud800 coat', quantity: 1, rate: 5 }] }],
      ['customerName', { customerName: 'Dana \udfff' }],
      ['notes', { notes: 'x\ud83d' }],
    ])('refuses a lone surrogate in %s with a 400 naming it', async (field, overrides) => {
      const res = await post(url, payload(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
      expect(res.json().message).toContain('surrogate');
    });

    it('keeps well-formed text outside the basic plane (emoji)', async () => {
      const res = await post(url, payload({ customerName: 'Dana 😀 Okonkwo' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().customerName).toBe('Dana 😀 Okonkwo');
    });

    it.each(['0x10', '1e3', 'Infinity', '0b11', '0o7', '1_000', '--5', '5.5.5'])('refuses the rate %j instead of reading a number into it', async (rate) => {
      const res = await post(url, payload({ lineItems: [{ description: 'Coat', quantity: 1, rate }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('lineItems.0.rate');
    });

    it.each([
      ['12.50', '12.50'],
      ['$5', '5.00'],
      ['1,250.00', '1250.00'],
      [' 7 ', '7.00'],
      ['.5', '0.50'],
    ])('takes the rate %j as a person means it', async (rate, expected) => {
      const res = await post(url, payload({ lineItems: [{ description: 'Coat', quantity: 1, rate }] }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().lineItems[0].amount).toBe(expected);
    });

    it('takes a percent sign on a percentage', async () => {
      const res = await post(url, payload({ depositPercentage: '60%', discountRate: '10%' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().depositPercentage).toBe('60.00');
    });
  });

  it('refuses a quote naming a malformed draftId with a 400 naming it (found by the CI fuzz)', async () => {
    const res = await post('/api/quotes', payload({ draftId: 'x'.repeat(300) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('draftId');
  });

  it('refuses an impossible validUntil and dueDate', async () => {
    const quote = await post('/api/quotes', payload({ validUntil: '2026-02-30' }));
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toContain('validUntil');
    const invoice = await post('/api/invoices', payload({ dueDate: '2026-13-01' }));
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().message).toContain('dueDate');
  });

  it('refuses the same on a draft update (PUT)', async () => {
    const draft = (await post('/api/drafts', payload({}))).json();
    for (const body of [{ issueDate: '2026-02-30' }, { lineItems: [{ description: 'x', quantity: 1e9, rate: 1e9 }] }, { projectDescription: 'a\ud800' }, { discountRate: '0x10' }]) {
      const res = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  describe.each(LIST_ROUTES)('GET %s', (url) => {
    it.each([
      ['year 275760', cursor(`+275760-09-13T00:00:00.000Z|${SOME_UUID}`)],
      ['year 0', cursor(`0000-01-01T00:00:00.000Z|${SOME_UUID}`)],
      ['36 dashes', cursor(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)],
      ['a day that does not exist', cursor(`2026-02-30T00:00:00.000Z|${SOME_UUID}`)],
      ['an extra part', cursor(`2026-01-01T00:00:00.000Z|${SOME_UUID}|x`)],
    ])('refuses a cursor with %s with a 400', async (_what, before) => {
      const res = await t.staff({ method: 'GET', url: `${url}?before=${before}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('before');
    });
  });

  it('refuses forged cursors inside the signed-quotes pair cursor', async () => {
    const forged = cursor(`+275760-09-13T00:00:00.000Z|${SOME_UUID}`);
    for (const before of [`p.${forged}.-`, `p.-.${forged}`, `p.${cursor(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)}.-`]) {
      const res = await t.staff({ method: 'GET', url: `/api/signed-quotes?before=${before}` });
      expect(res.statusCode, before).toBe(400);
    }
  });

  it('still pages with the cursor the server gave', async () => {
    await post('/api/quotes', payload({ customerName: 'Pager A' }));
    await post('/api/quotes', payload({ customerName: 'Pager B' }));
    const first = await t.staff({ method: 'GET', url: '/api/quotes?limit=1' });
    const next = first.headers['x-next-cursor'];
    expect(typeof next).toBe('string');
    const second = await t.staff({ method: 'GET', url: `/api/quotes?limit=1&before=${String(next)}` });
    expect(second.statusCode).toBe(200);
    expect(second.json()[0].id).not.toBe(first.json()[0].id);
  });

  describe('settings time zone', () => {
    it.each(['Not/AZone', '+05:00', 'Mars/Olympus_Mons', '../../etc/passwd'])('refuses %j with a 400 naming timeZone, and quotes and CSV still work', async (timeZone) => {
      const res = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, timeZone } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('timeZone');
      expect((await post('/api/quotes', payload({}))).statusCode).toBe(201);
      expect((await t.staff({ method: 'GET', url: '/api/documents/export.csv?tab=all' })).statusCode).toBe(200);
    });

    it.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Etc/GMT+5'])('takes %j', async (timeZone) => {
      const res = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, timeZone } });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('a zone stored before zones were checked falls back alone: quotes and CSV export keep working', async () => {
      const saved = { ...DEFAULT_SETTINGS, companyName: 'Lone Star Epoxy', timeZone: 'Not/AZone' };
      await t.app.db.execute(sql`INSERT INTO settings (id, data) VALUES (1, ${JSON.stringify(saved)}::jsonb) ON CONFLICT (id) DO UPDATE SET data = excluded.data`);
      const read = (await t.staff({ method: 'GET', url: '/api/settings' })).json();
      expect(read.companyName).toBe('Lone Star Epoxy');
      expect(read.timeZone).toBe(DEFAULT_SETTINGS.timeZone);
      expect((await post('/api/quotes', payload({}))).statusCode).toBe(201);
      expect((await post('/api/invoices', payload({}))).statusCode).toBe(201);
      expect((await t.staff({ method: 'GET', url: '/api/documents/export.csv?tab=all' })).statusCode).toBe(200);
    });

    it('refuses a lone surrogate in a settings text with a 400 naming it', async () => {
      const res = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, termsText: 'Terms \ud800' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('termsText');
    });
  });
});
