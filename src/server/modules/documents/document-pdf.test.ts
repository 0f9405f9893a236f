import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { readPdfText } from '#server/testing/read-pdf-text.ts';

describe.each(DATABASE_KINDS)('document PDFs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('downloads a quote as a vector PDF showing what the preview shows', async () => {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload() })).json();
    const res = await t.staff({ method: 'GET', url: `/api/documents/quote/${quote.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${quote.quoteNumber}-Dana-Okonkwo.pdf"`);
    const { text } = await readPdfText(res.rawPayload);
    for (const expected of [quote.quoteNumber, 'Dana Okonkwo', 'Garage Floor Coating', 'Poly flake system', 'Cove base', '$4,013.28', '$2,407.97', '$1,605.31']) {
      expect(text).toContain(expected);
    }
  });

  it('prints hostile customer text literally, as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: hostile, projectTitle: '<script>alert(2)</script>' }) })).json();
    const { text } = await readPdfText((await t.staff({ method: 'GET', url: `/api/documents/quote/${quote.id}/pdf` })).rawPayload);
    expect(text).toContain(hostile);
    expect(text).toContain('<script>alert(2)</script>');
  });

  it('downloads an invoice as a PDF', async () => {
    const invoice = (await t.staff({ method: 'POST', url: '/api/invoices', payload: sampleQuotePayload({ customerName: 'Pdf Invoice' }) })).json();
    const res = await t.staff({ method: 'GET', url: `/api/documents/invoice/${invoice.id}/pdf` });
    expect(res.statusCode).toBe(200);
    const { text } = await readPdfText(res.rawPayload);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('Pdf Invoice');
  });

  it('answers 404 for an unknown document, 400 for a wrong kind, 401 without a session', async () => {
    expect((await t.staff({ method: 'GET', url: '/api/documents/quote/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/pdf' })).statusCode).toBe(404);
    expect((await t.staff({ method: 'GET', url: '/api/documents/receipt/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/pdf' })).statusCode).toBe(400);
    expect((await t.anonymous({ method: 'GET', url: '/api/documents/quote/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/pdf' })).statusCode).toBe(401);
  });
});
