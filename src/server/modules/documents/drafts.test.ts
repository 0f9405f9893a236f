import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

describe.each(DATABASE_KINDS)('drafts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown) => t.staff({ method: 'POST', url: '/api/drafts', payload: payload as object });

  it('creates a draft with figures recomputed by the server', async () => {
    const res = await post(sampleQuotePayload({ subtotal: '4459.20', total: '4013.28', depositAmount: '2407.97', balanceDue: '1605.31' }));
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({
      type: 'quote',
      status: 'active',
      customerName: 'Dana Okonkwo',
      projectTitle: 'Garage Floor Coating',
      subtotal: '4459.20',
      discountRate: '10.00',
      discountAmount: '445.92',
      total: '4013.28',
      depositPercentage: '60.00',
      depositAmount: '2407.97',
      balanceDue: '1605.31',
      taxRate: '8.25',
      depositPaid: '0.00',
    });
    expect(draft.lineItems[0]).toMatchObject({ description: 'Poly flake system', useDimensions: true, length: 24, width: 26, quantity: 624, rate: 6.05, amount: '3775.20' });
    expect((await t.staff({ method: 'GET', url: `/api/drafts/${draft.id}` })).json()).toEqual(draft);
  });

  it('answers 409 with the existing id when identical content is posted twice', async () => {
    const payload = sampleQuotePayload({ customerName: 'Twice Posted' });
    const first = await post(payload);
    const second = await post(payload);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'A draft with identical content already exists. Please modify the draft or check existing drafts.',
      existingId: first.json().id,
      requestId: second.headers['x-request-id'],
    });
  });

  it('gives one draft and one 409 for two identical posts at the same moment', async () => {
    const payload = sampleQuotePayload({ customerName: 'Double Click' });
    const answers = await Promise.all([post(payload), post(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('autosave: the first save creates, later saves update the same draft and keep unsent fields', async () => {
    const created = await post({ type: 'quote', customerName: 'Autosave Anna', taxRate: '8.25' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const updated = await t.staff({ method: 'PUT', url: `/api/drafts/${id}`, payload: { projectTitle: 'Basement', lineItems: [{ description: 'Metallic epoxy', quantity: 100, rate: 8 }] } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, customerName: 'Autosave Anna', projectTitle: 'Basement', subtotal: '800.00', total: '800.00', depositAmount: '480.00' });
    const again = await t.staff({ method: 'PUT', url: `/api/drafts/${id}`, payload: { discountRate: 5 } });
    expect(again.json()).toMatchObject({ projectTitle: 'Basement', total: '760.00', discountAmount: '40.00' });
    const list = (await t.staff({ method: 'GET', url: '/api/drafts?q=autosave anna' })).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([id]);
  });

  it('archives and restores a draft', async () => {
    const id = (await post({ customerName: 'Archive Me' })).json().id;
    const archived = await t.staff({ method: 'PATCH', url: `/api/drafts/${id}/archive` });
    expect(archived.json().status).toBe('archived');
    expect((await t.staff({ method: 'GET', url: '/api/drafts/archived' })).json().map((d: { id: string }) => d.id)).toContain(id);
    expect((await t.staff({ method: 'GET', url: '/api/drafts' })).json().map((d: { id: string }) => d.id)).not.toContain(id);
    const restored = await t.staff({ method: 'PATCH', url: `/api/drafts/${id}/unarchive` });
    expect(restored.json().status).toBe('active');
    expect((await t.staff({ method: 'GET', url: '/api/drafts' })).json().map((d: { id: string }) => d.id)).toContain(id);
  });

  it('deletes a draft', async () => {
    const id = (await post({ customerName: 'Delete Me' })).json().id;
    expect((await t.staff({ method: 'DELETE', url: `/api/drafts/${id}` })).statusCode).toBe(204);
    expect((await t.staff({ method: 'GET', url: `/api/drafts/${id}` })).statusCode).toBe(404);
  });

  it('lists newest first, limited, with a cursor for the next page', async () => {
    for (let i = 0; i < 5; i += 1) await post({ customerName: `Pager ${i}`, projectTitle: 'Paging test' });
    const first = await t.staff({ method: 'GET', url: '/api/drafts?q=paging test&limit=2' });
    expect(first.json().map((d: { customerName: string }) => d.customerName)).toEqual(['Pager 4', 'Pager 3']);
    const cursor = String(first.headers['x-next-cursor']);
    const second = await t.staff({ method: 'GET', url: `/api/drafts?q=paging test&limit=2&before=${cursor}` });
    expect(second.json().map((d: { customerName: string }) => d.customerName)).toEqual(['Pager 2', 'Pager 1']);
    const third = await t.staff({ method: 'GET', url: `/api/drafts?q=paging test&limit=2&before=${second.headers['x-next-cursor']}` });
    expect(third.json().map((d: { customerName: string }) => d.customerName)).toEqual(['Pager 0']);
    expect(third.headers['x-next-cursor']).toBeUndefined();
  });

  it('searches case-insensitively and takes LIKE wildcards literally', async () => {
    await post({ customerName: 'Zoë 100% Percent', projectTitle: 'Patio' });
    expect((await t.staff({ method: 'GET', url: `/api/drafts?q=${encodeURIComponent('100%')}` })).json()).toHaveLength(1);
    expect((await t.staff({ method: 'GET', url: '/api/drafts?q=ZOË' })).json()).toHaveLength(1);
    expect((await t.staff({ method: 'GET', url: `/api/drafts?q=${encodeURIComponent('_')}` })).json()).toHaveLength(0);
  });

  describe('bad input', () => {
    it.each([
      ['malformed JSON', '{"customerName": ', 'The request body is not valid JSON.'],
      ['a wrong type', JSON.stringify({ customerName: 42 }), 'customerName'],
      ['a non-numeric rate', JSON.stringify({ lineItems: [{ description: 'x', rate: 'lots' }] }), 'lineItems.0.rate'],
      ['a negative quantity', JSON.stringify({ lineItems: [{ description: 'x', quantity: -3 }] }), 'lineItems.0.quantity'],
      ['a discount over 100%', JSON.stringify({ discountRate: 150 }), 'discountRate'],
      ['a bad date', JSON.stringify({ issueDate: '22/11/2026' }), 'issueDate'],
      ['a total that does not add up', JSON.stringify({ lineItems: [{ description: 'x', quantity: 10, rate: 2 }], total: '25.00' }), 'total: 25 does not match the line items (expected 20.00)'],
      ['a line total that does not add up', JSON.stringify({ lineItems: [{ description: 'x', quantity: 10, rate: 2, amount: '21.00' }] }), 'lineItems.0.amount'],
      ['a NUL character in a name', JSON.stringify({ customerName: 'Dana\u0000', projectTitle: 'Garage' }), 'customerName contains a NUL character'],
      ['a NUL character in a line item', JSON.stringify({ lineItems: [{ description: 'Flake\u0000', quantity: 1, rate: 2 }] }), 'lineItems.0.description contains a NUL character'],
    ])('answers 400 for %s, naming the problem, and stores nothing', async (_label, body, expected) => {
      const before = (await t.staff({ method: 'GET', url: '/api/drafts?limit=500' })).json().length;
      const res = await t.staff({ method: 'POST', url: '/api/drafts', payload: body, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(expected);
      expect((await t.staff({ method: 'GET', url: '/api/drafts?limit=500' })).json()).toHaveLength(before);
    });

    it('answers 400 for a NUL character in an autosave and keeps the draft as it was', async () => {
      const draft = (await post(sampleQuotePayload({ customerName: 'Nul Autosave' }))).json();
      const res = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { customerName: '', projectTitle: '\u0000', lineItems: [] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('projectTitle contains a NUL character');
      expect((await t.staff({ method: 'GET', url: `/api/drafts/${draft.id}` })).json()).toEqual(draft);
    });

    it('answers 413 for a body over 1 MiB', async () => {
      const res = await t.staff({ method: 'POST', url: '/api/drafts', payload: { notes: 'x'.repeat(1024 * 1024 + 10) } });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toContain('too large');
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await t.staff({ method: 'GET', url: '/api/drafts/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Draft not found', requestId: unknown.headers['x-request-id'] });
      expect((await t.staff({ method: 'PUT', url: '/api/drafts/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a', payload: {} })).statusCode).toBe(404);
      expect((await t.staff({ method: 'PATCH', url: '/api/drafts/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/archive' })).statusCode).toBe(404);
      const malformed = await t.staff({ method: 'GET', url: '/api/drafts/not-a-uuid' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('id');
    });

    it('answers 400 for a bad list query', async () => {
      expect((await t.staff({ method: 'GET', url: '/api/drafts?limit=9999' })).statusCode).toBe(400);
      expect((await t.staff({ method: 'GET', url: '/api/drafts?before=garbage' })).statusCode).toBe(400);
    });

    it('answers 415 for a body that is not JSON', async () => {
      const res = await t.staff({ method: 'POST', url: '/api/drafts', payload: 'customerName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBeTruthy();
    });

    it('answers 404 with JSON for an unknown API route', async () => {
      const res = await t.staff({ method: 'GET', url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('/api/nothing-here');
    });
  });
});

describe('JSON bodies', () => {
  it('treats an empty JSON body as no body, and refuses prototype poisoning', async () => {
    const t = await buildTestApp('pglite');
    try {
      const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload() })).json();
      const link = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link`, payload: '', headers: { 'content-type': 'application/json' } });
      expect(link.statusCode).toBe(200);
      const poisoned = await t.staff({ method: 'POST', url: '/api/drafts', payload: '{"customerName":"x","__proto__":{"isAdmin":true}}', headers: { 'content-type': 'application/json' } });
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json().message).toBe('The request body is not valid JSON.');
    } finally {
      await t.close();
    }
  });
});
