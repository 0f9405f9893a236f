import { describe, expect, it } from 'vitest';
import { changeRequestMail, signedQuoteMails } from '../modules/signing/signing-mail.ts';
import { makeQuote, makeSettings } from './pdf-fixtures.ts';
import { contains, readPdf } from './pdf-test-reader.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

/**
 * Issue 14: phone numbers printed three ways ('512.555.0134', '512-555-0134', '(512) 555-0134').
 * Whatever was typed, the PDF and the e-mails print the one format the screens print.
 */
const settings = makeSettings({ companyPhone: '512-555-0100' });
const quote = makeQuote({ customerPhone: '512.555.0134' });
const { timeZone, companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText } = settings;
const snapshot = { quote, company: { timeZone, companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText } };

describe('phone numbers on the papers', () => {
  it('the quote PDF prints the customer and company numbers as (512) 555-0134', async () => {
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));
    expect(contains(pdf.text, '(512) 555-0134')).toBe(true);
    expect(contains(pdf.text, '(512) 555-0100')).toBe(true);
    expect(contains(pdf.text, '512.555.0134')).toBe(false);
    expect(contains(pdf.text, '512-555-0100')).toBe(false);
  });

  it('the signed-quote e-mails print them the same way', () => {
    const mails = signedQuoteMails({ snapshot, linkId: 'Qm7Zr2xW9pLk4TgHs8VbN3cD6yFa1JeU', signerName: 'Dana', signerEmail: 'dana@example.com', officeEmail: 'office@example.com', signedAt: '2026-03-07T20:31:07.000Z' });
    const [customer, office] = mails;
    expect(customer?.text).toContain('(512) 555-0100');
    expect(office?.text).toContain('(512) 555-0134');
    for (const mail of mails) expect(mail.text).not.toMatch(/512[.-]555/);
  });

  it('the change-request e-mail prints the customer number the same way', () => {
    const mail = changeRequestMail({ snapshot, officeEmail: 'office@example.com', name: 'Dana', email: null, message: 'Add a drain', requestedAt: '2026-03-07' });
    expect(mail.text).toContain('Customer: ' + quote.customerName + ', (512) 555-0134');
  });
});
