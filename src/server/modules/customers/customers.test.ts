import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerSummary } from '#shared/customers/customers.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

describe.each(DATABASE_KINDS)('customers made from the documents on %s', (kind) => {
  let t: TestApp;
  const post = async (url: string, payload: object = {}) => {
    const res = await t.staff({ method: 'POST', url, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const list = async (q?: string): Promise<CustomerSummary[]> => (await t.staff({ method: 'GET', url: `/api/customers${q ? `?q=${encodeURIComponent(q)}` : ''}` })).json();
  const detail = async (id: string): Promise<CustomerDetail> => (await t.staff({ method: 'GET', url: `/api/customers/${encodeURIComponent(id)}` })).json();
  const named = (customers: CustomerSummary[], name: string) => customers.find((customer) => customer.name === name);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    // Maria: a signed quote with e-mail and phone, an invoice with only the phone, a quote with only her name.
    const signed = await post('/api/quotes', sampleQuotePayload({ customerName: 'Maria Lopez', customerEmail: 'Maria@Example.com', customerPhone: '512-555-0134', customerAddress: '418 Cedar Ln, Round Rock, TX 78664' }));
    const link = await post(`/api/quotes/${signed.id}/generate-link`);
    const sign = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}`, payload: { name: 'Maria Lopez', signature: signaturePngDataUrl() } });
    expect(sign.statusCode).toBe(200);
    const invoice = await post('/api/invoices', sampleQuotePayload({ customerName: 'Maria Lopez-Garcia', customerPhone: '(512) 555-0134', customerAddress: null, projectTitle: 'Patio' }));
    await post(`/api/invoices/${invoice.id}/payments`, { amount: '500.00', paidOn: '2026-11-20', method: 'Check' });
    await post('/api/quotes', sampleQuotePayload({ customerName: 'Maria  Lopez', customerPhone: null, customerAddress: null, projectTitle: 'Basement' }));
    // Tom and his company: different e-mails and phones, so two customers until merged.
    await post('/api/quotes', sampleQuotePayload({ customerName: 'Tom Reyes', customerEmail: 'tom@example.com', customerPhone: '210-555-0100', customerAddress: '77 Alamo St, San Antonio, TX 78205', projectTitle: 'Shop floor' }));
    await post('/api/invoices', sampleQuotePayload({ customerName: 'Reyes Builders', customerEmail: 'accounts@reyes.example', customerPhone: '210-555-0199', customerAddress: null, projectTitle: 'Showroom' }));
  });
  afterAll(async () => t?.close());

  it('joins documents that share an e-mail or a phone, and a name-only document to the one customer of that name', async () => {
    const customers = await list();
    expect(customers.map((customer) => customer.name).sort()).toEqual(['Maria Lopez', 'Reyes Builders', 'Tom Reyes']);
    const maria = named(customers, 'Maria Lopez')!;
    expect(maria).toMatchObject({ email: 'maria@example.com', phone: '(512) 555-0134', quotes: 2, signed: 1, invoices: 1, paymentsReceived: '500.00', merged: false });
    // Total Value's rule: the signed quote once, plus the invoice that bills other work.
    expect(maria.lifetimeValue).toBe('8026.56');
  });

  it('shows one customer with their quotes, invoices, signatures and payments', async () => {
    const maria = named(await list(), 'Maria Lopez')!;
    const record = await detail(maria.id);
    expect(record.names.sort()).toEqual(['Maria Lopez', 'Maria Lopez-Garcia']);
    expect(record.documents.map((document) => document.projectTitle).sort()).toEqual(['Basement', 'Garage Floor Coating', 'Patio']);
    expect(record.documents.filter((document) => document.signedAt !== null)).toHaveLength(1);
    expect(record.payments).toEqual([expect.objectContaining({ amount: '500.00', paidOn: '2026-11-20', method: 'Check' })]);
  });

  it('finds a customer by name, phone, e-mail or address', async () => {
    expect((await list('lopez-garcia')).map((customer) => customer.name)).toEqual(['Maria Lopez']);
    expect((await list('5125550134')).map((customer) => customer.name)).toEqual(['Maria Lopez']);
    expect((await list('TOM@EXAMPLE')).map((customer) => customer.name)).toEqual(['Tom Reyes']);
    expect((await list('alamo st')).map((customer) => customer.name)).toEqual(['Tom Reyes']);
    expect(await list('nobody like this')).toEqual([]);
  });

  it('merges two customers by hand and splits them again', async () => {
    const customers = await list();
    const tom = named(customers, 'Tom Reyes')!;
    const company = named(customers, 'Reyes Builders')!;
    const merged = (await t.staff({ method: 'POST', url: '/api/customers/merge', payload: { from: company.id, into: tom.id } })).json();
    expect(merged).toMatchObject({ quotes: 1, invoices: 1, merged: true });
    expect((await list()).map((customer) => customer.name).sort()).toEqual(['Maria Lopez', expect.stringMatching(/Reyes/)]);
    const again = await t.staff({ method: 'POST', url: '/api/customers/merge', payload: { from: company.id, into: tom.id } });
    expect(again.statusCode).toBe(409);
    const split = await t.staff({ method: 'POST', url: `/api/customers/${encodeURIComponent(merged.id)}/split` });
    expect(split.statusCode).toBe(200);
    expect(split.json().ids).toHaveLength(2);
    expect((await list()).map((customer) => customer.name).sort()).toEqual(['Maria Lopez', 'Reyes Builders', 'Tom Reyes']);
  });

  it('follows every change to the documents at once: a new quote, an edited invoice, a payment', async () => {
    expect(named(await list(), 'Reyes Builders')).toBeDefined();
    await post('/api/quotes', sampleQuotePayload({ customerName: 'Ana Diaz', customerEmail: 'ana@example.com', customerPhone: '713-555-0111', projectTitle: 'Pool deck' }));
    expect(named(await list(), 'Ana Diaz')).toMatchObject({ quotes: 1, invoices: 0 });
    // The company's invoice now gives Tom's phone: one customer, with no merge by hand.
    const invoice = (await t.staff({ method: 'GET', url: '/api/invoices?limit=50' })).json().find((doc: { customerName: string }) => doc.customerName === 'Reyes Builders');
    const edit = await t.staff({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: sampleQuotePayload({ customerName: 'Reyes Builders', customerEmail: 'accounts@reyes.example', customerPhone: '210-555-0100', customerAddress: null, projectTitle: 'Showroom' }) });
    expect(edit.statusCode).toBe(200);
    const joined = (await list()).filter((customer) => /Reyes/.test(customer.name));
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ quotes: 1, invoices: 1, paymentsReceived: '0.00', merged: false });
    await post(`/api/invoices/${invoice.id}/payments`, { amount: '250.00', paidOn: '2026-11-21', method: 'Zelle' });
    expect((await list('reyes'))[0]?.paymentsReceived).toBe('250.00');
  });

  it('answers what cannot be done with a clear 4xx', async () => {
    const maria = named(await list(), 'Maria Lopez')!;
    expect((await t.staff({ method: 'GET', url: '/api/customers/e%3Anobody%40example.com' })).statusCode).toBe(404);
    const same = await t.staff({ method: 'POST', url: '/api/customers/merge', payload: { from: maria.id, into: maria.id } });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('two different customers');
    const notMerged = await t.staff({ method: 'POST', url: `/api/customers/${encodeURIComponent(maria.id)}/split` });
    expect(notMerged.statusCode).toBe(409);
    expect((await t.staff({ method: 'GET', url: '/api/customers?limit=0' })).statusCode).toBe(400);
    expect((await t.anonymous({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
  });
});
