import type { Invoice, Quote } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { buildDocumentView, createPdf, drawDocument, drawFooters, type ApprovalMark } from './document-layout.ts';
import { decodeImageDataUrl } from './image-data-url.ts';
import { formatDateInZone, formatDateTimeInZone, pdfSafeText } from './pdf-text.ts';
import { drawPhotoPages, type PdfPhoto } from './photo-pages.ts';

/** A quote's `photos` are its site photos with their bytes, in its order (printed on Photos pages after it). */
export type RenderDocumentPdfInput = { kind: 'quote'; document: Quote; settings: Settings; photos?: readonly PdfPhoto[] } | { kind: 'invoice'; document: Invoice; settings: Settings };

/** A signed quote's PDF carries the customer's mark, as its preview does (SPEC.md: signature and signedAt both exist). */
function approvalOf(quote: Quote, settings: Settings): ApprovalMark | undefined {
  const signaturePng = decodeImageDataUrl(quote.customerSignature, ['png']);
  if (!signaturePng || !quote.signedAt) return undefined;
  const name = pdfSafeText(quote.signedName ?? quote.customerName).trim();
  return {
    signaturePng,
    printedName: name,
    date: formatDateInZone(quote.signedAt, settings.timeZone),
    note: `Signed electronically by ${name} on ${formatDateTimeInZone(quote.signedAt, settings.timeZone)}.`,
  };
}

/**
 * The vector PDF behind 'Save as PDF' (DESIGN.md: US letter, 0.5 in margins): the same parts as the
 * document preview, drawn as text. Customer text is never interpreted, only drawn.
 */
export async function renderDocumentPdf(input: RenderDocumentPdfInput): Promise<Buffer> {
  const view = input.kind === 'quote' ? buildDocumentView({ kind: 'quote', document: input.document }) : buildDocumentView({ kind: 'invoice', document: input.document });
  const { doc, finished } = await createPdf({ title: view.title, author: input.settings.companyName, subject: input.document.projectTitle });
  const flow = drawDocument(doc, view, input.settings, input.kind === 'quote' ? approvalOf(input.document, input.settings) : undefined);
  if (input.kind === 'quote') drawPhotoPages(flow, input.photos ?? []);
  drawFooters(doc, pdfSafeText(`${input.settings.companyName} - ${view.title}`));
  doc.end();
  return finished;
}
