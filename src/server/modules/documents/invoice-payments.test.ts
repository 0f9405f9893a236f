import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { readPdfText } from '#server/testing/read-pdf-text.ts';

// Issue 14, items 2 and 3: deposit and final invoices, payments, edits in place, void and replace.
describe.each(DATABASE_KINDS)('invoice payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** A 50% quote of $4,013.28 (deposit $2,006.64), signed by the customer. */
  async function signedQuote(customerName: string) {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName, depositPercentage: 50 }) })).json();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    const signed = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: customerName, signature: signaturePngDataUrl() } });
    expect(signed.statusCode).toBe(200);
    return quote as { id: string; quoteNumber: string; total: string; depositAmount: string; projectTitle: string; lineItems: { description: string }[] };
  }
  const pay = (invoiceId: string, payload: Record<string, unknown>) => t.staff({ method: 'POST', url: `/api/invoices/${invoiceId}/payments`, payload });
  const totalValue = async () => (await t.staff({ method: 'GET', url: '/api/stats' })).json().totalValue as string;
  const pdfText = async (invoiceId: string) => (await readPdfText((await t.staff({ method: 'GET', url: `/api/documents/invoice/${invoiceId}/pdf` })).rawPayload)).text.replace(/\s+/g, ' ');

  it('a deposit invoice of a 50% quote bills exactly the deposit, and its PDF asks for that', async () => {
    const quote = await signedQuote('Deposit Dana');
    expect(quote.depositAmount).toBe('2006.64');
    const res = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` });
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({ kind: 'deposit', quoteId: quote.id, status: 'unpaid', total: '2006.64', amountPaid: '0.00', balanceDue: '2006.64', scopeItems: null });
    expect(invoice.lineItems).toHaveLength(1);
    expect(invoice.lineItems[0]).toMatchObject({ description: `Deposit (50%) for quote ${quote.quoteNumber}: Garage Floor Coating`, amount: '2006.64' });
    expect(invoice.notes).toContain(quote.quoteNumber);

    const text = await pdfText(invoice.id);
    expect(text).toContain(`Deposit (50%) for quote ${quote.quoteNumber}: Garage Floor Coating`);
    expect(text).toContain('Balance Due $2,006.64');
    expect(text).toContain('Payments Received $0.00');
    expect(text).toContain(invoice.notes);
    // Nothing on it asks for the whole quote.
    expect(text).not.toContain('$4,013.28 ');
    expect(text).not.toContain('Balance Due $4,013.28');

    // One deposit invoice per quote.
    const again = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ existingId: invoice.id });
  });

  it('partial payments move the status and the balance: unpaid -> partially paid -> paid', async () => {
    const quote = await signedQuote('Partial Pat');
    const invoice = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` })).json();

    const first = await pay(invoice.id, { amount: '1000', paidOn: '2026-11-23', method: 'Check', note: 'check #1042' });
    expect(first.statusCode).toBe(201);
    expect(first.json().invoice).toMatchObject({ status: 'partially_paid', amountPaid: '1000.00', balanceDue: '1006.64' });
    expect(first.json().payments).toEqual([expect.objectContaining({ amount: '1000.00', paidOn: '2026-11-23', method: 'Check', note: 'check #1042' })]);
    expect((await pdfText(invoice.id))).toContain('Payments Received $1,000.00');

    const over = await pay(invoice.id, { amount: 1006.65, method: 'Zelle' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('is more than the balance due');
    expect(over.json().message).toContain('$1,006.64');

    const rest = await pay(invoice.id, { amount: 1006.64, method: 'Zelle' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().invoice).toMatchObject({ status: 'paid', amountPaid: '2006.64', balanceDue: '0.00' });
    expect(rest.json().payments.map((p: { amount: string }) => p.amount)).toEqual(['1000.00', '1006.64']);
    // Dated today when no date is given.
    expect(rest.json().payments[1].paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const listed = (await t.staff({ method: 'GET', url: `/api/invoices/${invoice.id}/payments` })).json();
    expect(listed.payments).toHaveLength(2);
    expect((await t.staff({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json()).toMatchObject({ status: 'paid', balanceDue: '0.00' });
    const text = await pdfText(invoice.id);
    expect(text).toContain('Payments Received $2,006.64');
    expect(text).toContain('Balance Due $0.00');

    const more = await pay(invoice.id, { amount: 1, method: 'Cash' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toContain('already paid in full');
  });

  it.each([
    [{ amount: 0, method: 'Cash' }, 'amount'],
    [{ amount: -5, method: 'Cash' }, 'amount'],
    [{ amount: 'ten', method: 'Cash' }, 'amount'],
    [{ amount: 10, method: 'Bitcoin' }, 'method'],
    [{ amount: 10, method: 'Cash', paidOn: '2026-02-30' }, 'paidOn'],
  ])('refuses the payment %o with 400 naming %s', async (payload, field) => {
    const invoice = (await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ customerName: `Bad Payment ${JSON.stringify(payload)}` }) })).json();
    const res = await pay(invoice.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('a final invoice bills the total less what was received, with the quote lines as scope', async () => {
    const quote = await signedQuote('Final Fran');
    const deposit = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` })).json();
    await pay(deposit.id, { amount: '2006.64', method: 'Check' });

    const res = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/final-invoice` });
    expect(res.statusCode).toBe(201);
    const final = res.json();
    expect(final).toMatchObject({ kind: 'final', quoteId: quote.id, status: 'unpaid', total: '2006.64', balanceDue: '2006.64' });
    expect(final.lineItems).toHaveLength(1);
    expect(final.lineItems[0].description).toBe(`Balance for quote ${quote.quoteNumber}: Garage Floor Coating`);
    expect(final.scopeItems.map((i: { description: string }) => i.description)).toEqual(['Poly flake system', 'Cove base']);

    const text = await pdfText(final.id);
    expect(text).toContain('Scope of Work');
    expect(text).toContain('Poly flake system');
    expect(text).toContain('Total $2,006.64');
    expect(text).toContain('Balance Due $2,006.64');

    expect((await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/final-invoice` })).statusCode).toBe(409);
  });

  it('a final invoice with nothing received bills the whole total; a quote paid in full has nothing left', async () => {
    const quote = await signedQuote('Final Only Flo');
    const final = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/final-invoice` })).json();
    expect(final.total).toBe('4013.28');
    await pay(final.id, { amount: '4013.28', method: 'Bank transfer' });
    expect((await t.staff({ method: 'GET', url: `/api/invoices/${final.id}` })).json().status).toBe('paid');
    const unsigned = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'Unsigned Una' }) })).json();
    const refused = await t.staff({ method: 'POST', url: `/api/quotes/${unsigned.id}/final-invoice` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a signed quote can be invoiced.');
  });

  it('Total Value counts a signed quote once, not again through its invoices', async () => {
    const before = await totalValue();
    const quote = await signedQuote('Counted Once');
    const afterSigning = await totalValue();
    expect(Number(afterSigning) - Number(before)).toBeCloseTo(4013.28, 2);
    const deposit = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` })).json();
    await pay(deposit.id, { amount: deposit.total, method: 'Cash' });
    await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/final-invoice` });
    expect(await totalValue()).toBe(afterSigning);
    // An invoice of its own (not from a signed quote) still adds its total.
    await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ customerName: 'Own Invoice Olga' }) });
    expect((Number(await totalValue()) - Number(afterSigning)).toFixed(2)).toBe('4013.28');
  });

  it('PUT edits an unpaid invoice in place: same number, figures recomputed by the server', async () => {
    const invoice = (await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ customerName: 'Edit Eddie' }) })).json();
    const res = await t.staff({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: sampleQuotePayload({ customerName: 'Edit Eddie', discountRate: 0 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, total: '4459.20', balanceDue: '4459.20', discountRate: '0.00', status: 'unpaid' });
    const list = (await t.staff({ method: 'GET', url: '/api/invoices?q=Edit Eddie' })).json();
    expect(list).toHaveLength(1);
    // A figure sent that disagrees with the items is refused, not stored.
    const wrong = await t.staff({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: sampleQuotePayload({ customerName: 'Edit Eddie', total: '1.00' }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('total');
    expect((await t.staff({ method: 'PUT', url: '/api/invoices/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a', payload: sampleQuotePayload() })).statusCode).toBe(404);
  });

  it("editing a deposit invoice keeps its kind, quote and printed note (the form sends no notes)", async () => {
    const quote = await signedQuote('Edit Deposit Dee');
    const deposit = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` })).json();
    const { notes: _notes, ...withoutNotes } = { ...deposit, lineItems: [{ ...deposit.lineItems[0], description: 'Deposit (50%) for the garage floor' }] };
    const res = await t.staff({ method: 'PUT', url: `/api/invoices/${deposit.id}`, payload: { customerName: withoutNotes.customerName, projectTitle: withoutNotes.projectTitle, lineItems: withoutNotes.lineItems, depositPercentage: 100 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoiceNumber: deposit.invoiceNumber, kind: 'deposit', quoteId: quote.id, notes: deposit.notes, total: '2006.64' });
    expect(res.json().lineItems[0].description).toBe('Deposit (50%) for the garage floor');
  });

  it('an invoice with payments refuses PUT with a clear 409', async () => {
    const invoice = (await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ customerName: 'Locked Lou' }) })).json();
    await pay(invoice.id, { amount: 100, method: 'Cash' });
    const res = await t.staff({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: sampleQuotePayload({ customerName: 'Locked Lou', discountRate: 0 }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Invoice ${invoice.invoiceNumber} has payments recorded ($100.00), so it is locked: void and replace it, with a reason, to change it.`);
    expect((await t.staff({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json().total).toBe('4013.28');
  });

  it('void and replace keeps both, linked, with the reason; payments carry to the replacement', async () => {
    const invoice = (await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ customerName: 'Void Vera' }) })).json();
    await pay(invoice.id, { amount: 500, method: 'Check', paidOn: '2026-11-20' });
    const noReason = await t.staff({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, payload: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('reason is required');

    const res = await t.staff({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/void`,
      payload: { reason: 'Wrong discount', replacement: sampleQuotePayload({ customerName: 'Void Vera', discountRate: 0 }) },
    });
    expect(res.statusCode).toBe(201);
    const { voided, replacement } = res.json();
    expect(voided).toMatchObject({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, status: 'void', voidReason: 'Wrong discount', replacedBy: replacement.id, total: '4013.28' });
    expect(replacement).toMatchObject({ replaces: invoice.id, status: 'partially_paid', total: '4459.20', amountPaid: '500.00', balanceDue: '3959.20' });
    expect(replacement.invoiceNumber).not.toBe(invoice.invoiceNumber);
    expect((await t.staff({ method: 'GET', url: `/api/invoices/${replacement.id}/payments` })).json().payments).toEqual([expect.objectContaining({ amount: '500.00', paidOn: '2026-11-20', method: 'Check' })]);
    // Both are kept and listed.
    const listed = (await t.staff({ method: 'GET', url: '/api/invoices?q=Void Vera' })).json().map((i: { id: string }) => i.id);
    expect(listed.sort()).toEqual([invoice.id, replacement.id].sort());
    // A void invoice takes no payments, edits or second voiding.
    expect((await pay(invoice.id, { amount: 1, method: 'Cash' })).statusCode).toBe(409);
    expect((await t.staff({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: sampleQuotePayload({ customerName: 'Void Vera' }) })).statusCode).toBe(409);
    expect((await t.staff({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, payload: { reason: 'again' } })).statusCode).toBe(409);
    expect(await pdfText(invoice.id)).toContain('Status: Void');
  });

  it('a replacement below what was received is refused, and nothing changes', async () => {
    const invoice = (await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ customerName: 'Too Low Tim' }) })).json();
    await pay(invoice.id, { amount: 3000, method: 'Check' });
    const small = sampleQuotePayload({ customerName: 'Too Low Tim', lineItems: [{ description: 'Patch', quantity: 1, rate: 100 }] });
    const res = await t.staff({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, payload: { reason: 'smaller job', replacement: small } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('less than the payments already received');
    expect((await t.staff({ method: 'GET', url: `/api/invoices/${invoice.id}` })).json()).toMatchObject({ status: 'partially_paid', replacedBy: null });
  });

  it("SPEC.md's invoice payload still works: a deposit received and status paid are recorded as payments", async () => {
    const withDeposit = await t.staff({ method: 'POST', url: '/api/invoices', payload: { ...sampleQuotePayload({ customerName: 'Spec Sam' }), depositReceived: '1000.00', status: 'unpaid' } });
    expect(withDeposit.statusCode).toBe(201);
    expect(withDeposit.json()).toMatchObject({ status: 'partially_paid', depositReceived: '1000.00', amountPaid: '1000.00', balanceDue: '3013.28' });
    const paid = await t.staff({ method: 'POST', url: '/api/invoices', payload: { ...sampleQuotePayload({ customerName: 'Spec Sue' }), status: 'paid' } });
    expect(paid.json()).toMatchObject({ status: 'paid', amountPaid: '4013.28', balanceDue: '0.00' });
    // Mark as Paid records the rest; marking unpaid is refused once money was received.
    const marked = await t.staff({ method: 'PATCH', url: `/api/invoices/${withDeposit.json().id}/status`, payload: { status: 'paid' } });
    expect(marked.json()).toMatchObject({ status: 'paid', balanceDue: '0.00' });
    const unmark = await t.staff({ method: 'PATCH', url: `/api/invoices/${withDeposit.json().id}/status`, payload: { status: 'unpaid' } });
    expect(unmark.statusCode).toBe(409);
  });
});
