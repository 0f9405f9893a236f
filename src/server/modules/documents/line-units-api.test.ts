import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { quotes } from '#server/db/schema.ts';
import { readPdfText } from '#server/testing/read-pdf-text.ts';

const UNIT_LINES = [
  { description: 'Garage flake', unit: 'sqft', useDimensions: true, length: 22, width: 24, quantity: 9, rate: '5.25' },
  { description: 'Crack repair', unit: 'lf', useDimensions: true, length: 10, width: 10, quantity: 35, rate: '8.10' },
  { description: 'Floor drains', unit: 'each', quantity: 2, rate: '85.00' },
  { description: 'Mobilization', unit: 'flat', quantity: 5, rate: '150.00' },
];

describe.each(DATABASE_KINDS)('line units over the API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = async (url: string, payload: object) => {
    const res = await t.staff({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  it('stores each unit and recomputes the quantity from it: L x W for sq ft, 1 for flat, as given otherwise', async () => {
    const quote = await post('/api/quotes', sampleQuotePayload({ lineItems: UNIT_LINES, discountRate: 0, depositPercentage: 50 }));
    const lines = quote.lineItems as { unit: string; useDimensions: boolean; quantity: number; amount: string }[];
    expect(lines.map((line) => [line.unit, line.useDimensions, line.quantity, line.amount])).toEqual([
      ['sqft', true, 528, '2772.00'],
      ['lf', false, 35, '283.50'],
      ['each', false, 2, '170.00'],
      ['flat', false, 1, '150.00'],
    ]);
    expect(quote.subtotal).toBe('3375.50');
    const read = (await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json();
    expect(read.lineItems.map((line: { unit: string }) => line.unit)).toEqual(['sqft', 'lf', 'each', 'flat']);
  });

  it('takes a payload without units as sq ft, and refuses an unknown unit with a 400 naming the line', async () => {
    const draft = await post('/api/drafts', sampleQuotePayload());
    expect(draft.lineItems.map((line: { unit: string }) => line.unit)).toEqual(['sqft', 'sqft']);
    const bad = await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ lineItems: [{ description: 'Cove', unit: 'yards', quantity: 3, rate: 1 }] }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('lineItems.0.unit');
  });

  it('refuses a client total that used the quantity of a flat line instead of 1', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ lineItems: [{ description: 'Trip', unit: 'flat', quantity: 2, rate: '75', amount: '150.00' }] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('does not match');
  });

  it('reads a quote stored before units existed as sq ft; the signing snapshot and the sealed PDF carry every unit', async () => {
    const quote = await post('/api/quotes', sampleQuotePayload({ lineItems: UNIT_LINES }));
    // As the row of an older quote looks: its lines have no unit at all.
    const old = await post('/api/quotes', sampleQuotePayload({ customerName: 'Old Row' }));
    await t.app.db
      .update(quotes)
      .set({ lineItems: sql`(select jsonb_agg(line - 'unit') from jsonb_array_elements(${quotes.lineItems}) as line)` })
      .where(eq(quotes.id, old.id));
    const oldRead = (await t.staff({ method: 'GET', url: `/api/quotes/${old.id}` })).json();
    expect(oldRead.lineItems.map((line: { unit?: string }) => line.unit)).toEqual([undefined, undefined]);
    expect(oldRead.subtotal).toBe('4459.20');

    for (const [id, units] of [
      [quote.id, ['sqft', 'lf', 'each', 'flat']],
      [old.id, ['sqft', 'sqft']],
    ] as const) {
      const link = await post(`/api/quotes/${id}/generate-link`, {});
      const shown = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json();
      expect(shown.data.lineItems.map((line: { unit: string }) => line.unit)).toEqual(units);
      const signed = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}`, payload: { name: 'Dana Okonkwo', signature: signaturePngDataUrl() } });
      expect(signed.statusCode, signed.body).toBeLessThan(300);
    }
    // The sealed copy prints what was signed, each line in its unit.
    const sealed = await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/signed-pdf` });
    expect(sealed.statusCode).toBe(200);
    const { text } = await readPdfText(sealed.rawPayload);
    for (const wording of ['528 sq ft × $5.25/sq ft', '35 lf × $8.10/lf', '2 × $85.00 each', '$150.00 flat']) expect(text).toContain(wording);
  });
});
