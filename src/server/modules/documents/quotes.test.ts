import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

const YEAR = new Date().getUTCFullYear();

describe.each(DATABASE_KINDS)('quotes and invoices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const createQuote = (overrides: Record<string, unknown> = {}) => t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload(overrides) });

  it('issues a numbered quote with recomputed figures', async () => {
    const res = await createQuote({ customerName: 'First Quote' });
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    expect(quote.quoteNumber).toMatch(new RegExp(`^Q-${YEAR}-\\d{4}$`));
    expect(quote).toMatchObject({ status: 'pending', total: '4013.28', depositAmount: '2407.97', balanceDue: '1605.31', issueDate: '2026-11-22', validUntil: '2036-12-22' });
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json()).toEqual(quote);
    expect((await t.staff({ method: 'GET', url: '/api/quotes' })).json()[0].id).toBe(quote.id);
  });

  it('gives 25 quotes created at once 25 distinct consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => createQuote({ customerName: `Concurrent ${i}` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(201));
    const numbers = answers.map((a) => Number(a.json().quoteNumber.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(25);
    expect(numbers.at(-1)! - numbers[0]!).toBe(24);
  });

  it('defaults the issue date to today and Valid Until to 30 days later', async () => {
    const quote = (await createQuote({ customerName: 'Default Dates', issueDate: undefined, validUntil: undefined })).json();
    const issue = new Date(`${quote.issueDate}T00:00:00Z`);
    const valid = new Date(`${quote.validUntil}T00:00:00Z`);
    expect((valid.getTime() - issue.getTime()) / 86_400_000).toBe(30);
  });

  it.each([
    [{ customerName: '' }, 'customerName is required'],
    [{ customerName: undefined }, 'customerName is required'],
    [{ projectTitle: '   ' }, 'projectTitle is required'],
    [{ lineItems: [] }, 'Please add at least one line item.'],
    [{ lineItems: [{ description: '  ', quantity: 1, rate: 5 }] }, 'Please add at least one line item.'],
    [{ validUntil: '2026-01-01' }, 'validUntil'],
  ])('refuses %o with 400: %s', async (overrides, message) => {
    const res = await createQuote(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 409 for an identical quote', async () => {
    await createQuote({ customerName: 'Same Quote' });
    const again = await createQuote({ customerName: 'Same Quote' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A quote with identical content already exists. Please modify the quote or check existing quotes.');
  });

  it('issuing a draft as a quote removes it from the drafts', async () => {
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: 'From Draft' }) })).json();
    const quote = await t.staff({ method: 'POST', url: '/api/quotes', payload: { ...sampleQuotePayload({ customerName: 'From Draft' }), draftId: draft.id } });
    expect(quote.statusCode).toBe(201);
    expect(quote.json().draftId).toBe(draft.id);
    expect((await t.staff({ method: 'GET', url: `/api/drafts/${draft.id}` })).statusCode).toBe(404);
  });

  it('revises a quote into a draft; issuing it supersedes the old quote and its link', async () => {
    const original = (await createQuote({ customerName: 'Revise Rita' })).json();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${original.id}/generate-link` })).json();
    const revised = await t.staff({ method: 'POST', url: `/api/quotes/${original.id}/revise` });
    expect(revised.statusCode).toBe(201);
    expect(revised.json()).toMatchObject({ customerName: 'Revise Rita', revisionOf: original.id, revisionNumber: 1, total: original.total, status: 'active' });
    // Asking again while the revision is open returns the same draft.
    expect((await t.staff({ method: 'POST', url: `/api/quotes/${original.id}/revise` })).json().id).toBe(revised.json().id);

    await t.staff({ method: 'PUT', url: `/api/drafts/${revised.json().id}`, payload: { discountRate: 15 } });
    const link2 = (await t.staff({ method: 'POST', url: `/api/quotes/${revised.json().id}/generate-link` })).json();
    expect(link2.quoteNumber).toBe(`${original.quoteNumber}-R1`);
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${original.id}` })).json().status).toBe('superseded');
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${shareableLink}` })).statusCode).toBe(404);
    const sign = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Rita', signature: signaturePngDataUrl() } });
    expect(sign.statusCode).toBe(404);
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link2.shareableLink}` })).json().data.discountRate).toBe('15.00');
  });

  it('creates an invoice numbered INV-YYYY-NNNN with status unpaid, and marks it paid', async () => {
    const res = await t.staff({ method: 'POST', url: '/api/invoices', payload: { ...sampleQuotePayload({ customerName: 'Invoice Ivan' }), depositReceived: '0.00', status: 'unpaid' } });
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice.invoiceNumber).toMatch(new RegExp(`^INV-${YEAR}-\\d{4}$`));
    expect(invoice).toMatchObject({ status: 'unpaid', total: '4013.28', depositReceived: '0.00', customerName: 'Invoice Ivan' });
    const paid = await t.staff({ method: 'PATCH', url: `/api/invoices/${invoice.id}/status`, payload: { status: 'paid' } });
    expect(paid.json().status).toBe('paid');
    expect((await t.staff({ method: 'GET', url: '/api/invoices?q=INVOICE IVAN' })).json()).toHaveLength(1);
    expect((await t.staff({ method: 'GET', url: `/api/invoices?q=${invoice.invoiceNumber}` })).json()[0].id).toBe(invoice.id);
    const bad = await t.staff({ method: 'POST', url: '/api/invoices', payload: { ...sampleQuotePayload(), customerName: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('customerName');
  });

  it('makes the deposit invoice of a signed quote in one call', async () => {
    const quote = (await createQuote({ customerName: 'Deposit Dora' })).json();
    const unsigned = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` });
    expect(unsigned.statusCode).toBe(409);
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Dora', signature: signaturePngDataUrl() } });
    const res = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` });
    expect(res.statusCode).toBe(201);
    // It bills the deposit, not the whole quote (issue 14; invoice-payments.test.ts has the rest).
    expect(res.json()).toMatchObject({ quoteId: quote.id, kind: 'deposit', total: quote.depositAmount, balanceDue: quote.depositAmount, status: 'unpaid' });
    expect(res.json().lineItems.map((i: { description: string }) => i.description)).toEqual([`Deposit (60%) for quote ${quote.quoteNumber}: ${quote.projectTitle}`]);
    expect((await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` })).statusCode).toBe(409);
  });

  it('counts the dashboard figures in SQL', async () => {
    const stats = (await t.staff({ method: 'GET', url: '/api/stats' })).json();
    const invoices = (await t.staff({ method: 'GET', url: '/api/invoices?limit=500' })).json();
    const signed = (await t.staff({ method: 'GET', url: '/api/signed-quotes?limit=500' })).json();
    const drafts = (await t.staff({ method: 'GET', url: '/api/drafts?limit=500' })).json();
    expect(stats.signed).toBe(signed.regularQuotes.length);
    const live = invoices.filter((i: { status: string }) => i.status !== 'void');
    expect(stats.documents).toBe(signed.regularQuotes.length + live.length);
    expect(stats.drafts).toBe(drafts.length);
    // A signed quote counts once: invoices billed from it do not add its total again.
    const signedIds = new Set(signed.regularQuotes.map((q: { id: string }) => q.id));
    const ownInvoices = live.filter((i: { quoteId: string | null }) => !i.quoteId || !signedIds.has(i.quoteId));
    const cents = [...ownInvoices, ...signed.regularQuotes].reduce((sum: number, d: { total: string }) => sum + Math.round(Number(d.total) * 100), 0);
    expect(stats.totalValue).toBe((cents / 100).toFixed(2));
  });
});
