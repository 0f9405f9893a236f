import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { readPdfText } from '#server/testing/read-pdf-text.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

/** Issue 11, item 9: staff papers of a sent quote show what the customer saw and signed. */
describe.each(DATABASE_KINDS)('staff papers of a sent quote on %s', (kind) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function setCompany(companyName: string, termsText: string) {
    const settings = (await t.staff({ method: 'GET', url: '/api/settings' })).json();
    expect((await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...settings, companyName, termsText } })).statusCode).toBe(200);
  }
  async function newQuote() {
    counter += 1;
    return (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: `Shown ${kind} ${counter}` }) })).json() as { id: string };
  }
  const pdfText = async (id: string) => (await readPdfText((await t.staff({ method: 'GET', url: `/api/documents/quote/${id}/pdf` })).rawPayload)).text;

  it('renders the link snapshot in Save as PDF and the preview after Settings change, signed or not', async () => {
    await setCompany('Snapshot Floors LLC', 'Snapshot terms: work starts within 14 days.');
    const quote = await newQuote();
    const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    await setCompany('Renamed Coatings Inc', 'Changed terms: work starts within 90 days.');

    const sent = await pdfText(quote.id);
    expect(sent).toContain('Snapshot terms: work starts within 14 days.');
    expect(sent).toContain('Snapshot Floors LLC');
    expect(sent).not.toContain('Changed terms');
    expect(sent).not.toContain('Renamed Coatings Inc');

    const preview = (await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/shown` })).json();
    expect(preview.shown.company).toMatchObject({ companyName: 'Snapshot Floors LLC', termsText: 'Snapshot terms: work starts within 14 days.' });
    expect(preview.shown.quote).toMatchObject({ id: quote.id, total: '4013.28' });
    expect(preview.shown.snapshotHash).toBe((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${shareableLink}` })).json().snapshotHash);

    expect((await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: 'Shown Signer', signature: signaturePngDataUrl() } })).statusCode).toBe(200);
    const signed = await pdfText(quote.id);
    expect(signed).toContain('Snapshot terms: work starts within 14 days.');
    expect(signed).not.toContain('Changed terms');
    expect(signed).toContain('Signed electronically by Shown Signer');
  });

  it('renders a quote that was never sent with the current settings', async () => {
    await setCompany('Current Floors LLC', 'Current terms: net 30.');
    const quote = await newQuote();
    expect(await pdfText(quote.id)).toContain('Current terms: net 30.');
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/shown` })).json()).toEqual({ shown: null });
  });
});
