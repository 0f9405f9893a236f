import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Invoice } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { addRoute, invalid, notFound, pdf } from '#server/http/route-spec.ts';
import { renderDocumentPdf } from '#server/pdf/render-document-pdf.ts';
import { getSettings } from '../settings/settings-store.ts';
import { quoteAsShown } from '../signing/signing-links.ts';
import { getInvoice } from './invoices.ts';
import { getQuote } from './quotes.ts';
import { loadPhotoImages } from '../photos/quote-photos.ts';

const pdfParams = z.object({ kind: z.enum(['quote', 'invoice'], { error: 'kind must be quote or invoice' }), id: z.uuid('is not a valid document id') });

/** A filename a person recognises, with nothing a header could choke on. */
export const pdfFileName = (number: string, customer: string) => `${number} ${customer}`.replace(/[^A-Za-z0-9 ._-]+/g, '').trim().replace(/\s+/g, '-').slice(0, 80) + '.pdf';

/** An invoice's PDF as 'Save as PDF' downloads it; "Send to customer" attaches the same file. */
export async function invoicePdfFile(document: Invoice, settings: Settings): Promise<{ filename: string; content: Buffer }> {
  return { filename: pdfFileName(document.invoiceNumber, document.customerName), content: await renderDocumentPdf({ kind: 'invoice', document, settings }) };
}

/** GET /api/documents/{kind}/{id}/pdf: the vector PDF rendered on the server ('Save as PDF'). */
export async function documentPdfRoutes(app: FastifyInstance): Promise<void> {
  const spec = { method: 'GET', path: '/api/documents/:kind/:id/pdf', tag: 'Documents', summary: 'Vector PDF of a quote or invoice (Save as PDF)', params: pdfParams, answers: { 200: pdf('the PDF, US letter'), 400: invalid, 404: notFound('document') } } as const;
  addRoute(app, spec, async ({ params: { kind, id } }, _request, reply) => {
    const settings = await getSettings(app.db);
    let pdf: Buffer;
    let name: string;
    if (kind === 'quote') {
      // A sent quote prints as the customer saw it (its link's snapshot), not with today's settings.
      const shown = await quoteAsShown(app.db, await getQuote(app.db, id), settings);
      const document = shown.document;
      pdf = await renderDocumentPdf({ kind, document, settings: shown.settings, photos: await loadPhotoImages(app.db, document.photos) });
      name = pdfFileName(document.quoteNumber, document.customerName);
    } else {
      const file = await invoicePdfFile(await getInvoice(app.db, id), settings);
      pdf = file.content;
      name = file.filename;
    }
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(pdf);
  });
}
