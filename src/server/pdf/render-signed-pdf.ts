import type { Quote } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';
import {
  COLORS,
  CONTENT_LEFT,
  CONTENT_WIDTH,
  FONTS,
  buildDocumentView,
  createPdf,
  drawDocument,
  drawFooters,
  drawTable,
  drawText,
  measureText,
  type CellLine,
  type PageFlow,
  type TableColumn,
} from './document-layout.ts';
import { decodeImageDataUrl } from './image-data-url.ts';
import { choiceText } from '#shared/documents/quote-options.ts';
import { formatMoney } from '#shared/money/money.ts';
import { formatDateInZone, formatDateTimeInZone, pdfSafeText, usableTimeZone } from './pdf-text.ts';
import { drawPhotoPages, type PdfPhoto } from './photo-pages.ts';

export interface SignatureInput {
  /** The PNG the customer drew, as a data URL. */
  pngDataUrl: string;
  /** The printed name the customer typed. */
  name: string;
  email?: string | null;
  signedAt: Date | string;
}

export interface AuditEvent {
  /** 'link_created', 'viewed', 'signed', ... */
  kind: string;
  at: Date | string;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditInput {
  linkId: string;
  /** SHA-256 (hex) of the frozen snapshot the customer was shown. */
  snapshotHash: string;
  /** The e-sign disclosure shown beside the submit button. */
  disclosureText: string;
  events: readonly AuditEvent[];
}

export interface RenderSignedPdfInput {
  /** The frozen snapshot the customer saw, not the current quote. */
  quote: Quote;
  settings: Settings;
  signature: SignatureInput;
  audit: AuditInput;
  /** The snapshot's site photos with their bytes, in its order: Photos pages before the audit page. */
  photos?: readonly PdfPhoto[];
}

export class SignedPdfInputError extends Error {
  override name = 'SignedPdfInputError';
}

const EVENT_LABELS: Record<string, string> = {
  link_created: 'Link created',
  created: 'Link created',
  viewed: 'Viewed',
  view: 'Viewed',
  signed: 'Signed',
  changes_requested: 'Changes requested',
  emailed: 'E-mailed',
  sent_email: 'Sent by e-mail',
  sent_sms: 'Sent by text message',
  sms_link: 'Text it (staff phone)',
  reminder_sent: 'Reminder sent',
  reminders_stopped: 'Reminders stopped',
};

export function auditEventLabel(kind: string): string {
  const known = EVENT_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Event' : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The customer's signed copy: the quote exactly as shown on the signing page, with the drawn
 * signature, printed name and date in its approval area, followed by an audit page (every event with
 * its time in the company's zone, IP and user agent, the snapshot's SHA-256, the link id and the
 * disclosure). Seal the result with `sealPdf` before storing or sending it.
 * Refuses (SignedPdfInputError) a signature that is not a PNG image or a blank printed name.
 */
export async function renderSignedPdf(input: RenderSignedPdfInput): Promise<Buffer> {
  const { quote, settings, signature, audit } = input;
  const signaturePng = decodeImageDataUrl(signature.pngDataUrl, ['png']);
  if (!signaturePng) throw new SignedPdfInputError('signature must be a PNG data URL');
  const printedName = pdfSafeText(signature.name).trim();
  if (printedName === '') throw new SignedPdfInputError('the printed name is blank');

  const timeZone = usableTimeZone(settings.timeZone);
  const view = buildDocumentView({ kind: 'quote', document: quote });
  const title = `Signed ${view.title}`;
  const { doc, finished } = await createPdf({ title, author: settings.companyName, subject: quote.projectTitle });

  const email = pdfSafeText(signature.email).trim();
  const signedAt = formatDateTimeInZone(signature.signedAt, timeZone);
  const flow = drawDocument(doc, view, settings, {
    signaturePng,
    printedName,
    date: formatDateInZone(signature.signedAt, timeZone),
    note: `Signed electronically by ${printedName}${email ? ` (${email})` : ''} on ${signedAt}. The audit trail is on the last page.`,
  });

  drawPhotoPages(flow, input.photos ?? []);
  flow.newPage();
  drawAuditPage(flow, { quote, settings, printedName, email, signedAt, timeZone, audit });

  drawFooters(doc, pdfSafeText(`${settings.companyName} - ${title}`));
  doc.end();
  return finished;
}

interface AuditPageInput {
  quote: Quote;
  settings: Settings;
  printedName: string;
  email: string;
  signedAt: string;
  timeZone: string;
  audit: AuditInput;
}

const LABEL_WIDTH = 130;

function drawKeyValues(flow: PageFlow, rows: readonly { label: string; value: string; mono?: boolean }[]): void {
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  for (const row of rows) {
    const valueStyle = row.mono ? { font: FONTS.mono, size: 8.5 } : { size: 9.5 };
    const height = Math.max(measureText(flow.doc, row.label, LABEL_WIDTH - 8, { font: FONTS.bold, size: 9 }), measureText(flow.doc, row.value, valueWidth, valueStyle));
    flow.ensure(height);
    drawText(flow.doc, row.label, CONTENT_LEFT, flow.y, LABEL_WIDTH - 8, { font: FONTS.bold, size: 9, color: COLORS.muted });
    drawText(flow.doc, row.value, CONTENT_LEFT + LABEL_WIDTH, flow.y, valueWidth, valueStyle);
    flow.y += height + 5;
  }
  flow.y += 8;
}

const EVENT_COLUMNS: readonly TableColumn[] = [
  { label: 'Event', width: 92, align: 'left' },
  { label: 'Time', width: 136, align: 'left' },
  { label: 'IP address', width: 118, align: 'left' },
  { label: 'User agent', width: 194, align: 'left' },
];

function drawAuditPage(flow: PageFlow, input: AuditPageInput): void {
  const { quote, settings, audit, timeZone } = input;
  flow.y += drawText(flow.doc, 'Signature Certificate', CONTENT_LEFT, flow.y, CONTENT_WIDTH, { font: FONTS.bold, size: 18, color: COLORS.accent }) + 4;
  flow.y +=
    drawText(flow.doc, `Audit trail of the electronic signature on Quote ${pdfSafeText(quote.quoteNumber)}`, CONTENT_LEFT, flow.y, CONTENT_WIDTH, {
      size: 10,
      color: COLORS.muted,
    }) + 14;

  drawKeyValues(flow, [
    { label: 'Document', value: `Quote ${pdfSafeText(quote.quoteNumber)} - ${pdfSafeText(quote.projectTitle)}` },
    { label: 'Customer', value: pdfSafeText(quote.customerName) },
    // A quote with options: what the customer chose is part of what they signed (and of the hash below).
    ...(quote.choice ? [{ label: 'Option chosen', value: pdfSafeText(`${choiceText(quote.choice)}, total ${formatMoney(quote.total)}`) }] : []),
    { label: 'Signed by (printed name)', value: input.printedName },
    { label: 'Signer e-mail', value: input.email || 'Not given' },
    { label: 'Signed at', value: input.signedAt },
    { label: 'Time zone', value: timeZone },
    { label: 'Signing link id', value: pdfSafeText(audit.linkId), mono: true },
    { label: 'Document SHA-256', value: pdfSafeText(audit.snapshotHash), mono: true },
  ]);

  const events = [...audit.events].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  const cell = (text: string, mono = false): CellLine[] => [{ text, style: mono ? { font: FONTS.mono, size: 8 } : { size: 8.5 } }];
  const rows =
    events.length > 0
      ? events.map((event) => [
          cell(auditEventLabel(pdfSafeText(event.kind))),
          cell(formatDateTimeInZone(event.at, timeZone)),
          cell(pdfSafeText(event.ip) || '-', true),
          cell(pdfSafeText(event.userAgent) || '-'),
        ])
      : [[cell('No events recorded.')]];
  drawTable(flow, { title: 'Events', columns: EVENT_COLUMNS, rows });

  flow.heading('Disclosure shown to the signer', 30);
  flow.paragraph(pdfSafeText(audit.disclosureText), { size: 9 });
  flow.y += 12;

  flow.heading('About this document', 30);
  flow.paragraph(
    `The document SHA-256 above identifies the exact quote content the signer was shown through the signing link. ` +
      `This file is sealed with a digital signature of ${pdfSafeText(settings.companyName)}: a PDF reader shows in its ` +
      `signature panel whether the file was changed after sealing.`,
    { size: 9, color: COLORS.muted },
  );
}
