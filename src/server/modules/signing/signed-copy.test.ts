import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigningCertificate } from '#server/pdf/signing-certificate.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { readPdfText } from '#server/testing/read-pdf-text.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

describe.each(DATABASE_KINDS)('the sealed signed copy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { deps: { certificate: await createSigningCertificate({ commonName: 'Test Floors Document Seal' }) } });
  });
  afterAll(async () => t?.close());

  async function signedQuote() {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: `Sealed ${Math.random()}` }) })).json();
    const link = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
    const lookup = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json();
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}/view`, headers: { 'user-agent': 'SealPhone/3.1' } });
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}`, payload: { name: 'Printed Pat Name', signature: signaturePngDataUrl() }, headers: { 'user-agent': 'SealPhone/3.1' } });
    const pdf = await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/signed-pdf` });
    expect(pdf.statusCode).toBe(200);
    return { quote, link, hash: lookup.snapshotHash as string, pdf: pdf.rawPayload };
  }
  const verify = (pdf: Buffer) => t.staff({ method: 'POST', url: '/api/verify-pdf', payload: pdf, headers: { 'content-type': 'application/pdf' } });

  it('shows the quote, the printed name, the snapshot hash and the audit trail', async () => {
    const { quote, link, hash, pdf } = await signedQuote();
    const { text, pages } = await readPdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [quote.quoteNumber, 'Printed Pat Name', hash, link.linkId, 'SealPhone/3.1', '$4,013.28']) expect(text).toContain(expected);
  });

  it('is sealed: the Verify screen says it is an unchanged copy of ours, and catches one changed byte', async () => {
    const { pdf } = await signedQuote();
    const ok = (await verify(pdf)).json();
    expect(ok).toMatchObject({ valid: true, sealed: true, intact: true, coversWholeFile: true, ours: true });
    const tampered = Buffer.from(pdf);
    const at = Math.floor(tampered.length / 3);
    tampered[at] = tampered[at]! ^ 0x01;
    const bad = (await verify(tampered)).json();
    expect(bad.valid).toBe(false);
    expect(bad.problem).toBeTruthy();
    const appended = Buffer.concat([pdf, Buffer.from('\n%% extra page\n')]);
    expect((await verify(appended)).json().valid).toBe(false);
  });

  it('says an unsealed PDF is not a signed copy, and refuses an empty body', async () => {
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: 'Plain Pdf' }) })).json();
    const plain = (await t.staff({ method: 'GET', url: `/api/documents/quote/${quote.id}/pdf` })).rawPayload;
    expect((await verify(plain)).json()).toMatchObject({ valid: false, sealed: false });
    expect((await t.staff({ method: 'POST', url: '/api/verify-pdf', payload: '', headers: { 'content-type': 'application/pdf' } })).statusCode).toBe(400);
  });
});
