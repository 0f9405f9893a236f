import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '../testing/test-app.ts';
import { DATABASE_KINDS } from '../testing/test-databases.ts';
import { signaturePngDataUrl } from '../testing/sample-signature.ts';

describe.each(DATABASE_KINDS)('Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('returns the first answer for a retried create and makes one quote', async () => {
    const request = { method: 'POST' as const, url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'Retry Quote' }), headers: { 'idempotency-key': 'create-quote-0001' } };
    const first = await t.staff(request);
    const retry = await t.staff(request);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await t.staff({ method: 'GET', url: '/api/quotes?q=retry quote' })).json()).toHaveLength(1);
  });

  it('answers 422 when the same key comes with another body', async () => {
    await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'Key One' }, headers: { 'idempotency-key': 'draft-key-0002' } });
    const other = await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'Key Two' }, headers: { 'idempotency-key': 'draft-key-0002' } });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('different request');
  });

  it('replays a signature instead of answering 409 to a retried submit', async () => {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'Retry Signer' }) })).json();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    const submit = { method: 'POST' as const, url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Retry Signer', signature: signaturePngDataUrl() }, headers: { 'idempotency-key': 'sign-retry-0003' } };
    const first = await t.anonymous(submit);
    const retry = await t.anonymous(submit);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses a malformed key with 400', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'x' }, headers: { 'idempotency-key': 'bad key!' } });
    expect(res.statusCode).toBe(400);
  });
});
