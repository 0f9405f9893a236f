import { describe, expect, it } from 'vitest';
import { paymentTermsSentence } from '#shared/documents/payment-terms.ts';
import { CHECKED_DEPOSITS, paymentTermsDisagreements } from '#shared/documents/payment-terms-check.ts';
import { ESIGN_DISCLOSURE } from '#shared/signing/signing.ts';
import { signedQuoteMails } from '../modules/signing/signing-mail.ts';
import { makeQuote, makeSettings, makeSignaturePng, toPngDataUrl } from './pdf-fixtures.ts';
import { contains, readPdf } from './pdf-test-reader.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';
import { renderSignedPdf } from './render-signed-pdf.ts';

// What an office seeded before issue 14 still stores: the split must not reach any paper.
const settings = makeSettings({ paymentMethods: 'Payment terms: 60% initial payment, 40% on completion. We accept Zelle, check, cash, Apple Pay, Cash App and wire transfer.' });

describe.each(CHECKED_DEPOSITS)('payment terms of a quote with a %i percent deposit', (deposit) => {
  const quote = makeQuote({ discountRate: '0', depositPercentage: String(deposit) });
  const terms = paymentTermsSentence(quote);

  it('are written from the document deposit', () => {
    expect(terms).toMatch(deposit === 100 ? /^Payment in full \(\$[\d,]+\.\d\d\) to schedule the work\.$/ : new RegExp(`^${deposit}% deposit \\(\\$`));
  });

  it('the PDF states them, with the Required Deposit line, and nothing that disagrees', async () => {
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));
    expect(contains(pdf.text, terms), terms).toBe(true);
    expect(contains(pdf.text, `Required Deposit (${deposit}%)`)).toBe(true);
    expect(contains(pdf.text, 'We accept Zelle, check, cash')).toBe(true);
    expect(paymentTermsDisagreements(pdf.text, quote)).toEqual([]);
  });

  it('the signed PDF states them and nothing that disagrees', async () => {
    const pdf = await readPdf(
      await renderSignedPdf({
        quote,
        settings,
        signature: { pngDataUrl: toPngDataUrl(makeSignaturePng()), name: 'Dana M. Whitfield', email: 'dana@example.com', signedAt: '2026-03-07T20:31:07.000Z' },
        audit: {
          linkId: 'Qm7Zr2xW9pLk4TgHs8VbN3cD6yFa1JeU',
          snapshotHash: 'a'.repeat(64),
          disclosureText: ESIGN_DISCLOSURE.text,
          events: [{ kind: 'signed', at: '2026-03-07T20:31:07.000Z', ip: '198.51.100.23', userAgent: 'test' }],
        },
      }),
    );
    expect(contains(pdf.text, terms), terms).toBe(true);
    expect(paymentTermsDisagreements(pdf.text, quote)).toEqual([]);
  });

  it('the signed-quote e-mails (customer and office) state them and nothing that disagrees', () => {
    const { timeZone, companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText } = settings;
    const mails = signedQuoteMails({
      snapshot: { quote, company: { timeZone, companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText } },
      linkId: 'Qm7Zr2xW9pLk4TgHs8VbN3cD6yFa1JeU',
      signerName: 'Dana M. Whitfield',
      signerEmail: 'dana@example.com',
      officeEmail: 'office@example.com',
      signedAt: '2026-03-07T20:31:07.000Z',
    });
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain(terms);
      expect(paymentTermsDisagreements(`${mail.subject}\n${mail.text}`, quote)).toEqual([]);
    }
  });
});
