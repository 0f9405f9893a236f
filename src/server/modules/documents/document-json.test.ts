import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '#shared/documents/schemas.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { listDraftsJson, listInvoicesJson, listQuotesJson, listSignedQuotesJson, type JsonPage } from './document-json.ts';
import { listDrafts } from './drafts.ts';
import { listInvoices } from './invoices.ts';
import { listQuotes, listSignedQuotes } from './quotes.ts';

/**
 * The list routes send JSON the database writes (document-json.ts); every other answer comes
 * from document-mappers.ts. Both must describe each document identically, page by page.
 */
describe.each(DATABASE_KINDS)('lists written by the database on %s', (kind) => {
  let t: TestApp;
  const staff = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => {
    const res = await t.staff({ method, url, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    // Every shape a field can take: nulls and values, archived and revised drafts, signed,
    // revised and superseded quotes, invoices with and without a quote and a due date.
    await staff('POST', '/api/drafts', { customerName: 'Only A Name' });
    await staff('POST', '/api/drafts', { type: 'invoice', projectTitle: 'Invoice draft', lineItems: [{ description: 'Tiny', quantity: 1, rate: '0.01' }] });
    const archived = await staff('POST', '/api/drafts', sampleQuotePayload({ customerName: 'Archie Ved', notes: 'Gate code 1234 — "back door" <b>' }));
    await staff('PATCH', `/api/drafts/${archived.id}/archive`);
    await staff('POST', '/api/drafts', sampleQuotePayload({ customerName: 'Zoë Ünicode 山田', customerEmail: 'zoe@example.com', projectDescription: 'Line one\nline two', discountRate: 0 }));
    for (let i = 0; i < 4; i += 1) await staff('POST', '/api/quotes', sampleQuotePayload({ customerName: `Plain Quote ${i}`, depositPercentage: 33.33 + i }));
    const original = await staff('POST', '/api/quotes', sampleQuotePayload({ customerName: 'Revise Rita' }));
    const revision = await staff('POST', `/api/quotes/${original.id}/revise`);
    await staff('PUT', `/api/drafts/${revision.id}`, { projectTitle: 'Garage, second go' });
    await staff('POST', '/api/quotes', { ...sampleQuotePayload({ customerName: 'Revise Rita' }), draftId: revision.id, projectTitle: 'Garage, second go' });
    const signedQuote = await staff('POST', '/api/quotes', sampleQuotePayload({ customerName: 'Signed Sam' }));
    const { shareableLink } = await staff('POST', `/api/quotes/${signedQuote.id}/generate-link`);
    const signed = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Sam Signer', signature: signaturePngDataUrl() } });
    expect(signed.statusCode).toBe(200);
    await staff('POST', `/api/quotes/${signedQuote.id}/deposit-invoice`);
    const invoice = await staff('POST', '/api/invoices', sampleQuotePayload({ customerName: 'Invoice Ivy', dueDate: '2027-01-15' }));
    await staff('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'paid' });
    await staff('POST', '/api/invoices', sampleQuotePayload({ customerName: 'Invoice Ike', customerAddress: null }));
  });
  afterAll(async () => t?.close());

  /** Walks every page of both lists with the same query and expects the same documents and cursors. */
  async function expectSame<T>(json: (query: ListQuery) => Promise<JsonPage>, objects: (query: ListQuery) => Promise<{ items: T[]; nextCursor: string | null }>, q?: string) {
    let before: string | undefined;
    let seen = 0;
    for (;;) {
      const query: ListQuery = { limit: 3, q, before };
      const [fromDatabase, fromMappers] = await Promise.all([json(query), objects(query)]);
      expect(JSON.parse(fromDatabase.body)).toEqual(fromMappers.items);
      expect(fromDatabase.nextCursor).toBe(fromMappers.nextCursor);
      seen += fromMappers.items.length;
      if (!fromMappers.nextCursor) break;
      before = fromMappers.nextCursor;
    }
    return seen;
  }

  it('drafts, active and archived', async () => {
    const db = t.app.db;
    expect(await expectSame((query) => listDraftsJson(db, 'active', query), (query) => listDrafts(db, 'active', query))).toBeGreaterThanOrEqual(3);
    expect(await expectSame((query) => listDraftsJson(db, 'archived', query), (query) => listDrafts(db, 'archived', query))).toBe(1);
    expect(await expectSame((query) => listDraftsJson(db, 'active', query), (query) => listDrafts(db, 'active', query), 'zoë')).toBe(1);
  });

  it('quotes, including signed, revised and superseded ones', async () => {
    const db = t.app.db;
    expect(await expectSame((query) => listQuotesJson(db, query), (query) => listQuotes(db, query))).toBe(7);
    expect(await expectSame((query) => listSignedQuotesJson(db, query), (query) => listSignedQuotes(db, query))).toBe(1);
    expect(await expectSame((query) => listQuotesJson(db, query), (query) => listQuotes(db, query), 'rita')).toBe(2);
  });

  it('invoices, with and without a quote and a due date', async () => {
    const db = t.app.db;
    expect(await expectSame((query) => listInvoicesJson(db, query), (query) => listInvoices(db, query))).toBe(3);
  });

  it('answers the list routes with the same documents as one-by-one reads', async () => {
    for (const [list, one] of [
      ['/api/drafts', '/api/drafts'],
      ['/api/drafts/archived', '/api/drafts'],
      ['/api/quotes', '/api/quotes'],
      ['/api/invoices', '/api/invoices'],
    ] as const) {
      const res = await t.staff({ method: 'GET', url: list });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const items = res.json() as { id: string }[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toEqual((await t.staff({ method: 'GET', url: `${one}/${item.id}` })).json());
    }
    const signed = (await t.staff({ method: 'GET', url: '/api/signed-quotes' })).json();
    expect(signed.regularQuotes).toHaveLength(1);
    expect(signed.regularQuotes[0]).toMatchObject({ status: 'signed', signedName: 'Sam Signer', customerSignature: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(signed.linkQuotes).toHaveLength(1);
  });
});
