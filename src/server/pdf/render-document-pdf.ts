import type { Invoice, Quote } from '../../shared/documents/schemas.ts';
import type { Settings } from '../../shared/settings/settings.ts';
import { buildDocumentView, createPdf, drawDocument, drawFooters } from './document-layout.ts';
import { pdfSafeText } from './pdf-text.ts';

export type RenderDocumentPdfInput = { kind: 'quote'; document: Quote; settings: Settings } | { kind: 'invoice'; document: Invoice; settings: Settings };

/**
 * The vector PDF behind 'Save as PDF' (DESIGN.md: US letter, 0.5 in margins): the same parts as the
 * document preview, drawn as text. Customer text is never interpreted, only drawn.
 */
export async function renderDocumentPdf(input: RenderDocumentPdfInput): Promise<Buffer> {
  const view = input.kind === 'quote' ? buildDocumentView({ kind: 'quote', document: input.document }) : buildDocumentView({ kind: 'invoice', document: input.document });
  const { doc, finished } = createPdf({ title: view.title, author: input.settings.companyName, subject: input.document.projectTitle });
  drawDocument(doc, view, input.settings);
  drawFooters(doc, pdfSafeText(`${input.settings.companyName} - ${view.title}`));
  doc.end();
  return finished;
}
