import { describe, expect, it } from 'vitest';
import { makeQuote, makeSettings } from './pdf-fixtures.ts';
import { contains, readPdf } from './pdf-test-reader.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

/** Issue 14 item 6: each line prints its own unit, never everything as an area. */
describe('a line prints its unit in the PDF', () => {
  it('prints lf, sq ft, each and flat lines as the preview words them, and no line as an area it is not', async () => {
    const quote = makeQuote({
      items: [
        { description: 'Garage floor flake system', unit: 'sqft', useDimensions: true, length: 22, width: 24, rate: 5.25 },
        { description: 'Crack repair', unit: 'lf', quantity: 35, rate: 8.1 },
        { description: 'Floor drains', unit: 'each', quantity: 2, rate: 85 },
        { description: 'Mobilization', unit: 'flat', quantity: 1, rate: 150 },
      ],
    });
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings: makeSettings() }));
    for (const text of ['528 sq ft × $5.25/sq ft', '22.0 ft × 24.0 ft', '35 lf × $8.10/lf', '2 × $85.00 each', '$150.00 flat']) {
      expect(contains(pdf.text, text), `PDF text should contain ${text}`).toBe(true);
    }
    // Each line's amount is its printed quantity times its printed rate.
    for (const amount of ['$2,772.00', '$283.50', '$170.00']) expect(contains(pdf.text, amount)).toBe(true);
    expect(contains(pdf.text, '35 sq ft')).toBe(false);
    expect(contains(pdf.text, 'Area')).toBe(false);
  });

  it('prints a line stored before units existed as sq ft', async () => {
    const quote = makeQuote({ items: [{ description: 'Basement epoxy', quantity: 400, rate: 3 }] });
    const [line] = quote.lineItems;
    if (line) delete line.unit;
    const pdf = await readPdf(await renderDocumentPdf({ kind: 'quote', document: quote, settings: makeSettings() }));
    expect(contains(pdf.text, '400 sq ft × $3.00/sq ft')).toBe(true);
  });
});
