import { describe, expect, it } from 'vitest';
import { computeTotals, formatMoney } from '#shared/money/money.ts';
import { CONTENT_LEFT, CONTENT_RIGHT, MARGIN, PAGE_HEIGHT } from './document-layout.ts';
import { invoiceBalanceDue } from '#shared/documents/invoice-paper.ts';
import { FIXTURE_ITEMS, makeInvoice, makeQuote, makeSettings, makeSignaturePng, toPngDataUrl } from './pdf-fixtures.ts';
import { compact, contains, countOf, readPdf, type ReadPdf } from './pdf-test-reader.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

const settings = makeSettings();

function expectText(pdf: ReadPdf, ...needles: string[]): void {
  for (const needle of needles) expect(contains(pdf.text, needle), `PDF text should contain ${JSON.stringify(needle)}`).toBe(true);
}

function expectInsideMargins(pdf: ReadPdf): void {
  for (const page of pdf.pages) {
    for (const item of page.items) {
      expect(item.x, `${item.text} starts inside the left margin`).toBeGreaterThanOrEqual(CONTENT_LEFT - 0.5);
      expect(item.x + item.width, `${item.text} ends inside the right margin`).toBeLessThanOrEqual(CONTENT_RIGHT + 0.5);
      expect(item.y, `${item.text} is above the bottom margin`).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(item.y, `${item.text} is below the top margin`).toBeLessThanOrEqual(PAGE_HEIGHT - MARGIN);
    }
  }
}

describe('renderDocumentPdf: quote', () => {
  it('prints every part of the document preview, with the figures of the shared money code', async () => {
    const quote = makeQuote();
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));

    expect(pdf.title).toBe('Quote Q-2026-0001');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toMatchObject({ width: 612, height: 792 });
    expectText(pdf, 'Premier Epoxy Floors', '(555) 555-0100', '4100 Commerce Blvd, Austin, TX 78701', 'office@premierepoxy.example');
    expectText(pdf, 'QUOTE', 'Q-2026-0001', 'Date: Mar 5, 2026', 'Valid Until: Apr 4, 2026');
    expectText(pdf, 'Dana Whitfield', '(555) 201-3344', 'dana.whitfield@example.com', '1840 Mesquite Trail, Round Rock, TX 78664');
    expectText(pdf, 'Three-car garage epoxy floor', 'Description', 'Quantity × Rate', 'Amount');
    for (const item of FIXTURE_ITEMS) expectText(pdf, item.description);
    expectText(pdf, '528 sq ft × $4.75/sq ft', '22.0 ft × 24.0 ft', '46 lf × $5.35/lf', '$2,508.00', '$246.10');

    // Figures computed here by the shared money module, and pinned by hand.
    const totals = computeTotals({ lineItems: quote.lineItems, discountRate: '5', depositPercentage: '60' });
    expect([totals.subtotal, totals.discountAmount, totals.total, totals.depositAmount, totals.balanceDue]).toEqual(['2754.10', '137.71', '2616.39', '1569.83', '1046.56']);
    expectText(pdf, 'Subtotal $2,754.10', 'Discount (5%) -$137.71', 'Total $2,616.39', 'Required Deposit (60%) $1,569.83', 'Remaining Balance $1,046.56');

    expectText(pdf, 'Payment', settings.paymentMethods, 'Warranty & Conditions', settings.warrantyText, settings.termsText);
    expectText(pdf, 'Customer Approval', 'Customer Signature', 'Printed Name');
    expect(contains(pdf.text, 'Invoice')).toBe(false);
    expectInsideMargins(pdf);
  });

  it('leaves out the discount line when the rate is 0 and shows the deposit as a share of the total', async () => {
    const quote = makeQuote({ discountRate: '0', depositPercentage: '50' });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));
    expect(contains(pdf.text, 'Discount')).toBe(false);
    expectText(pdf, `Total ${formatMoney('2754.10')}`, 'Required Deposit (50%) $1,377.05', 'Remaining Balance $1,377.05');
  });

  it('puts a 60-item quote on several pages, every item once, the header row repeated, no row split', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      description: `Zone ${String(i + 1).padStart(2, '0')}: grind, patch and coat${i % 5 === 0 ? ' with extra crack repair, joint filling, moisture mitigation primer and a two-coat flake broadcast' : ''}`,
      useDimensions: i % 2 === 0,
      length: 10 + i,
      width: 12,
      quantity: 2,
      rate: 3.5,
    }));
    const quote = makeQuote({ items });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));

    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, item] of quote.lineItems.entries()) {
      const label = `Zone ${String(index + 1).padStart(2, '0')}:`;
      expect(countOf(pdf.text, label), label).toBe(1);
      // The whole row, description and its amount, sits on one page.
      const page = pdf.pages.find((candidate) => contains(candidate.text, label));
      expect(page && contains(page.text, item.description), item.description).toBe(true);
    }
    const tablePages = pdf.pages.filter((page) => contains(page.text, 'Zone'));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const page of tablePages) expect(contains(page.text, 'Description Quantity × Rate Amount')).toBe(true);
    expect(contains(pdf.pages[1]?.text ?? '', 'Service Breakdown (continued)')).toBe(true);
    pdf.pages.forEach((page, index) => expect(contains(page.text, `Page ${index + 1} of ${pdf.pages.length}`)).toBe(true));
    expectText(pdf, `Total ${formatMoney(quote.total)}`, 'Remaining Balance', 'Customer Approval');
    expectInsideMargins(pdf);
  });

  it('wraps long customer text inside the margins', async () => {
    const longWord = `Unit${'X'.repeat(180)}`;
    const quote = makeQuote({
      customerName: 'Maximilian Alexander Theodore Bartholomew-Featherstonehaugh III, on behalf of the Lakeside Commons Homeowners Association',
      customerEmail: `facilities.department.long.mailbox.name.${'a'.repeat(60)}@example-property-management.com`,
      customerAddress: `${'1234 Extraordinarily Long Boulevard Name, Building C, '.repeat(6)}Austin, TX 78701`,
      projectTitle: 'Clubhouse, pool deck, fitness room and two stairwells: remove old coating, grind, repair and apply a full epoxy system',
      items: [{ description: `${longWord} then ${'a fairly ordinary description that goes on '.repeat(10)}`, quantity: 3, rate: 100 }],
    });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));
    expectText(pdf, quote.customerName, quote.customerEmail ?? '', quote.customerAddress ?? '', quote.projectTitle, longWord);
    expectInsideMargins(pdf);
  });

  it('draws customer text as text: markup and PDF syntax stay inert', async () => {
    const hostile = '<script>alert(1)</script> (Smith) \\ )>> /JavaScript /S /JS (app.alert(1)) endobj';
    const quote = makeQuote({ customerName: hostile, projectTitle: 'Floor ) /OpenAction << >>', items: [{ description: '</td><img src=x onerror=alert(1)>', quantity: 1, rate: 10 }] });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));
    expectText(pdf, hostile, '</td><img src=x onerror=alert(1)>');
    // The project title is also the metadata subject: it comes back as the same string, not as structure.
    expect(pdf.subject).toBe('Floor ) /OpenAction << >>');
    expect(pdf.hasScriptsOrOpenAction).toBe(false);
  });

  it('folds text the built-in font cannot draw instead of garbling it', async () => {
    const quote = makeQuote({ customerName: 'Nguyễn Zoë Ålund 😀', items: [{ description: 'Epoxy – “metallic” finish ✓', quantity: 1, rate: 1 }] });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));
    expectText(pdf, 'Nguyen Zoë Ålund ?', 'Epoxy – “metallic” finish ?');
  });

  it('shows the company logo, and still renders when the logo cannot be read', async () => {
    const withLogo = await readPdf(await renderDocumentPdf({ kind: 'quote', document: makeQuote(), settings: makeSettings({ logoDataUrl: toPngDataUrl(makeSignaturePng(240, 80)) }) }));
    expect(withLogo.pages[0]?.images).toBe(1);
    expectText(withLogo, 'Premier Epoxy Floors');

    const broken = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    const withoutLogo = await readPdf(await renderDocumentPdf({ kind: 'quote', document: makeQuote(), settings: makeSettings({ logoDataUrl: broken }) }));
    expect(withoutLogo.pages[0]?.images).toBe(0);
    expectText(withoutLogo, 'Premier Epoxy Floors', 'Q-2026-0001');
  });

  it("shows a signed quote's signature, printed name and date in its approval area", async () => {
    const quote = makeQuote({ status: 'signed', customerSignature: toPngDataUrl(makeSignaturePng()), signedAt: '2026-03-07T20:31:07.000Z', signedName: 'Dana M. Whitfield' });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings }));
    expect(pdf.pages.at(-1)?.images).toBe(1);
    expectText(pdf, 'Dana M. Whitfield', 'Mar 7, 2026', 'Signed electronically by Dana M. Whitfield on Mar 7, 2026, 2:31:07 PM CST');
  });

  it('prints only the phone when address and e-mail are not set', async () => {
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: makeQuote(), settings: makeSettings({ companyAddress: '', companyEmail: '' }) }));
    expectText(pdf, 'Premier Epoxy Floors', '(555) 555-0100');
    expect(contains(pdf.text, 'Commerce Blvd')).toBe(false);
  });
});

describe('renderDocumentPdf: invoice', () => {
  it('prints status, payments received and balance due, and no approval area', async () => {
    const invoice = makeInvoice();
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'invoice', document: invoice, settings }));

    expect(pdf.title).toBe('Invoice INV-2026-0007');
    expectText(pdf, 'Premier Epoxy Floors', 'INVOICE', 'INV-2026-0007', 'Date: Mar 12, 2026', 'Due Date: Mar 26, 2026', 'Status: Partially paid');
    expectText(pdf, 'BILL TO', 'Marcus Ortega', '(555) 877-1200', '77 Industrial Pkwy, Unit 4, Austin, TX 78744', 'Warehouse showroom floor');
    for (const item of FIXTURE_ITEMS) expectText(pdf, item.description);
    // An invoice bills: total, what was received, what is still due (shared/documents/invoice-paper.ts).
    expectText(pdf, 'Subtotal $2,754.10', 'Total $2,754.10', 'Payments Received $1,000.00', 'Balance Due $1,754.10');
    expectText(pdf, 'Balance due: $1,754.10 (total $2,754.10 less $1,000.00 received).');
    expect(contains(pdf.text, 'Required Deposit')).toBe(false);
    expect(contains(pdf.text, 'Discount')).toBe(false);
    expect(contains(pdf.text, 'Customer Approval')).toBe(false);
    expect(contains(pdf.text, 'Valid Until')).toBe(false);
    expectText(pdf, settings.paymentMethods, settings.warrantyText);
  });

  it('shows nothing due once paid', async () => {
    const invoice = makeInvoice({ status: 'paid', amountPaid: '2754.10' });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'invoice', document: invoice, settings }));
    expectText(pdf, 'Status: Paid', 'Payments Received $2,754.10', 'Balance Due $0.00', 'Paid in full ($2,754.10). Thank you.');
  });

  it('never shows a negative balance due', () => {
    const figures = { subtotal: '100.00', discountRate: '0', discountAmount: '0.00', total: '100.00' };
    expect(invoiceBalanceDue({ ...figures, amountPaid: '150.00' })).toBe('0.00');
    expect(invoiceBalanceDue({ ...figures, total: '2754.10', amountPaid: '1000.00' })).toBe('1754.10');
  });
});

describe('compact matching used by these tests', () => {
  it('ignores only whitespace', () => {
    expect(compact(' a b\nc ')).toBe('abc');
    expect(countOf('Zone 01: x Zone 01: y', 'Zone 01:')).toBe(2);
  });
});
