import type { Invoice, LineItem, Quote } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { formatMoney } from '#shared/money/money.ts';
import { INVOICE_KIND_LABELS, invoicePaymentSentence, invoiceStatusLabel, invoiceTotalRows } from '#shared/documents/invoice-paper.ts';
import { quoteTotalRows, type TotalRow } from '#shared/documents/paper-totals.ts';
import { paymentMethodsText, paymentTermsSentence } from '#shared/documents/payment-terms.ts';
import { PRICING_COLUMN_LABEL, presentLine } from '#shared/documents/line-presentation.ts';
import { decodeImageDataUrl, imageSize } from './image-data-url.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { pdfSafeText } from './pdf-text.ts';
import { chosenLines, choiceText, hasOptions, optionsPaymentTerms, optionsRangeText } from '#shared/documents/quote-options.ts';

/**
 * The printed quote/invoice (SPEC.md section 2, 'Document preview'), shared by the plain PDF and the
 * signed PDF so the customer's signed copy is laid out exactly like the one staff send.
 * Everything is positioned explicitly and measured before it is drawn: pdfkit silently starts a new
 * page when text runs past the bottom margin, which would tear table rows and signature blocks.
 */

export type PdfDoc = PDFKit.PDFDocument;

/** US letter in points, 0.5 inch margins (SPEC.md section 9). */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 36;
const FOOTER_SPACE = 22;
export const CONTENT_LEFT = MARGIN;
export const CONTENT_RIGHT = PAGE_WIDTH - MARGIN;
export const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_LEFT;
export const CONTENT_TOP = MARGIN;
export const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_SPACE;

export const COLORS = { ink: '#1f2933', muted: '#52606d', accent: '#0b4f8a', rule: '#cbd2d9', fill: '#eef2f6' } as const;
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;
const LINE_GAP = 1.5;

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
}

/**
 * A new letter-size document and the promise of its bytes once `doc.end()` is called. pdfkit is
 * loaded on the first PDF, not at server start (it is the slowest module to load: ~0.3 s).
 */
export async function createPdf(info: PdfInfo): Promise<{ doc: PdfDoc; finished: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    // Page numbers ('Page 2 of 3') are only known at the end.
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author },
    font: FONTS.regular,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center' | 'justify';
}

function applyStyle(doc: PdfDoc, style: TextStyle): void {
  doc
    .font(style.font ?? FONTS.regular)
    .fontSize(style.size ?? 9.5)
    .fillColor(style.color ?? COLORS.ink);
}

export function measureText(doc: PdfDoc, text: string, width: number, style: TextStyle = {}): number {
  if (text === '') return 0;
  applyStyle(doc, style);
  return doc.heightOfString(text, { width, lineGap: LINE_GAP, align: style.align });
}

/** Draws text known to fit (see PageFlow.ensure) and returns its height. */
export function drawText(doc: PdfDoc, text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
  if (text === '') return 0;
  const height = measureText(doc, text, width, style);
  doc.text(text, x, y, { width, lineGap: LINE_GAP, align: style.align ?? 'left' });
  return height;
}

/** A vertical cursor that starts a new page when the next block would not fit. */
export class PageFlow {
  y = CONTENT_TOP;

  constructor(readonly doc: PdfDoc) {}

  get room(): number {
    return CONTENT_BOTTOM - this.y;
  }

  /** Starts a new page unless `height` fits below the cursor; says whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM || this.y === CONTENT_TOP) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = CONTENT_TOP;
  }

  /**
   * Long free text (warranty, terms, disclosures) flows over pages with pdfkit's own line breaking,
   * which keeps every line whole.
   */
  paragraph(text: string, style: TextStyle = {}, width = CONTENT_WIDTH, x = CONTENT_LEFT): void {
    if (text === '') return;
    const firstLines = Math.min(measureText(this.doc, text, width, style), 3 * ((style.size ?? 9.5) + LINE_GAP + 2));
    this.ensure(firstLines);
    applyStyle(this.doc, style);
    this.doc.text(text, x, this.y, { width, lineGap: LINE_GAP, align: style.align ?? 'left' });
    this.y = this.doc.y;
  }

  heading(text: string, keepWith = 40): void {
    this.ensure(16 + keepWith);
    this.y += drawText(this.doc, text, CONTENT_LEFT, this.y, CONTENT_WIDTH, { font: FONTS.bold, size: 11, color: COLORS.accent }) + 6;
  }

  rule(color: string = COLORS.rule): void {
    this.doc.moveTo(CONTENT_LEFT, this.y).lineTo(CONTENT_RIGHT, this.y).lineWidth(0.75).strokeColor(color).stroke();
  }
}

// ---- The document as printed ----

export type { TotalRow };

export interface DocumentView {
  kind: 'quote' | 'invoice';
  heading: string;
  /** 'Quote Q-2026-0001': PDF title and footer. */
  title: string;
  number: string;
  meta: { label: string; value: string }[];
  customerLabel: string;
  customer: { name: string; phone: string; email: string; address: string };
  projectTitle: string;
  lineItems: LineItem[];
  /** A final invoice's quote lines: printed as the scope of work, not summed again. */
  scopeItems: LineItem[] | null;
  totals: TotalRow[];
  /** The payment terms sentence written from this document's deposit (an invoice: from its payments). */
  paymentTerms: string;
  notes: string;
  /** A quote with options not yet chosen: each option with its lines and money rows, and the add-ons. */
  offer?: { options: { name: string; lineItems: LineItem[]; totals: TotalRow[] }[]; addOns: LineItem[]; range: string };
  /** A signed quote with options: what was chosen ("Better: full flake + Cove base"); lineItems are then its lines. */
  chosen?: string;
}

/**
 * Options on a quote (issue 15): before the choice the paper offers every option with its own
 * money rows (quoteTotalRows, as a quote's); once signed it is the quote as chosen, whose figures
 * are the quote's own.
 */
function quoteOfferView(quote: Quote): Partial<DocumentView> {
  if (!hasOptions(quote)) return {};
  if (quote.choice) return { chosen: pdfSafeText(choiceText(quote.choice)), lineItems: chosenLines(quote, quote.choice) };
  const options = (quote.options ?? []).map((option) => ({ name: pdfSafeText(option.name), lineItems: option.lineItems, totals: quoteTotalRows({ ...option, discountRate: quote.discountRate }) }));
  return {
    offer: { options, addOns: quote.addOns ?? [], range: optionsRangeText(quote.options) ?? '' },
    paymentTerms: pdfSafeText(optionsPaymentTerms(quote.depositPercentage)),
  };
}

type DocumentInput = { kind: 'quote'; document: Quote } | { kind: 'invoice'; document: Invoice };

export function buildDocumentView(input: DocumentInput): DocumentView {
  const { document } = input;
  const customer = {
    name: pdfSafeText(document.customerName),
    phone: pdfSafeText(formatPhoneNumber(document.customerPhone)),
    email: pdfSafeText(document.customerEmail),
    address: pdfSafeText(document.customerAddress),
  };
  const base = {
    customer,
    projectTitle: pdfSafeText(document.projectTitle),
    lineItems: document.lineItems,
    notes: pdfSafeText(document.notes),
  };
  if (input.kind === 'quote') {
    const quote = input.document;
    return {
      ...base,
      kind: 'quote',
      heading: 'QUOTE',
      title: `Quote ${quote.quoteNumber}`,
      number: pdfSafeText(quote.quoteNumber),
      meta: [
        { label: 'Date', value: formatDisplayDate(quote.issueDate) },
        { label: 'Valid Until', value: formatDisplayDate(quote.validUntil) },
      ],
      customerLabel: 'PREPARED FOR',
      scopeItems: null,
      totals: quoteTotalRows(quote),
      paymentTerms: pdfSafeText(paymentTermsSentence(quote)),
      ...quoteOfferView(quote),
    };
  }
  const invoice = input.document;
  const meta = [{ label: 'Date', value: formatDisplayDate(invoice.issueDate) }];
  if (invoice.dueDate) meta.push({ label: 'Due Date', value: formatDisplayDate(invoice.dueDate) });
  if (invoice.kind !== 'standard') meta.push({ label: 'Type', value: INVOICE_KIND_LABELS[invoice.kind] });
  meta.push({ label: 'Status', value: invoiceStatusLabel(invoice.status) });
  if (invoice.status === 'void' && invoice.voidReason) meta.push({ label: 'Void', value: pdfSafeText(invoice.voidReason) });
  return {
    ...base,
    kind: 'invoice',
    heading: 'INVOICE',
    title: `Invoice ${invoice.invoiceNumber}`,
    number: pdfSafeText(invoice.invoiceNumber),
    meta,
    customerLabel: 'BILL TO',
    scopeItems: invoice.scopeItems,
    // The same rows and sentence as the preview (shared/documents/invoice-paper.ts).
    totals: invoiceTotalRows(invoice),
    paymentTerms: pdfSafeText(invoicePaymentSentence(invoice)),
  };
}

/** The customer's mark in the approval area of a signed copy. */
export interface ApprovalMark {
  signaturePng: Buffer;
  printedName: string;
  date: string;
  note: string;
}

export function drawDocument(doc: PdfDoc, view: DocumentView, settings: Settings, approval?: ApprovalMark): PageFlow {
  const flow = new PageFlow(doc);
  drawHeader(flow, view, settings);
  drawCustomerBlock(flow, view);
  if (view.offer) drawOffer(flow, view.lineItems, view.offer);
  else {
    if (view.chosen) drawChosen(flow, view.chosen);
    drawLineItems(flow, view.lineItems);
    if (view.scopeItems && view.scopeItems.length > 0) drawScope(flow, view.scopeItems);
    drawTotals(flow, view.totals);
  }
  drawNotes(flow, view.notes);
  drawPaymentBox(flow, view, settings);
  drawWarrantyAndConditions(flow, settings);
  if (view.kind === 'quote') drawApprovalArea(flow, approval);
  return flow;
}

const LOGO_MAX = { width: 130, height: 56 };

function drawLogo(doc: PdfDoc, dataUrl: string, x: number, y: number): { width: number; height: number } | null {
  const bytes = decodeImageDataUrl(dataUrl);
  const size = bytes && imageSize(bytes);
  if (!bytes || !size || size.width === 0 || size.height === 0) return null;
  const scale = Math.min(LOGO_MAX.width / size.width, LOGO_MAX.height / size.height);
  const box = { width: size.width * scale, height: size.height * scale };
  try {
    doc.image(bytes, x, y, box);
  } catch {
    // A logo pdfkit cannot decode (an unusual PNG variant, say) leaves the header without it rather
    // than leaving the office without its PDF.
    return null;
  }
  return box;
}

function drawHeader(flow: PageFlow, view: DocumentView, settings: Settings): void {
  const { doc } = flow;
  const top = flow.y;
  const rightWidth = 200;
  const rightX = CONTENT_RIGHT - rightWidth;

  const logo = settings.logoDataUrl ? drawLogo(doc, settings.logoDataUrl, CONTENT_LEFT, top) : null;
  const leftX = logo ? CONTENT_LEFT + logo.width + 12 : CONTENT_LEFT;
  const leftWidth = rightX - 16 - leftX;
  let leftY = top;
  leftY += drawText(doc, pdfSafeText(settings.companyName), leftX, leftY, leftWidth, { font: FONTS.bold, size: 16, color: COLORS.ink }) + 3;
  const contact = [formatPhoneNumber(settings.companyPhone), settings.companyAddress, settings.companyEmail].map(pdfSafeText).filter((line) => line !== '');
  for (const line of contact) leftY += drawText(doc, line, leftX, leftY, leftWidth, { size: 9.5, color: COLORS.muted }) + 1;

  let rightY = top;
  rightY += drawText(doc, view.heading, rightX, rightY, rightWidth, { font: FONTS.bold, size: 22, color: COLORS.accent, align: 'right' }) + 2;
  rightY += drawText(doc, view.number, rightX, rightY, rightWidth, { font: FONTS.bold, size: 11, align: 'right' }) + 3;
  for (const { label, value } of view.meta) {
    rightY += drawText(doc, `${label}: ${value}`, rightX, rightY, rightWidth, { size: 9.5, color: COLORS.muted, align: 'right' }) + 1;
  }

  flow.y = Math.max(leftY, rightY, top + (logo?.height ?? 0)) + 8;
  flow.rule(COLORS.accent);
  flow.y += 12;
}

function drawCustomerBlock(flow: PageFlow, view: DocumentView): void {
  const { doc } = flow;
  const gap = 24;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const label = { font: FONTS.bold, size: 8, color: COLORS.muted };
  const name = view.customer.name || 'Customer';
  const details = [view.customer.phone, view.customer.email, view.customer.address].filter((line) => line !== '');

  const leftHeight =
    measureText(doc, view.customerLabel, columnWidth, label) +
    4 +
    measureText(doc, name, columnWidth, { font: FONTS.bold, size: 11 }) +
    details.reduce((sum, line) => sum + 2 + measureText(doc, line, columnWidth, { size: 9.5 }), 0);
  const rightHeight = measureText(doc, 'PROJECT', columnWidth, label) + 4 + measureText(doc, view.projectTitle, columnWidth, { font: FONTS.bold, size: 11 });
  flow.ensure(Math.max(leftHeight, rightHeight));

  const top = flow.y;
  let y = top;
  y += drawText(doc, view.customerLabel, CONTENT_LEFT, y, columnWidth, label) + 4;
  y += drawText(doc, name, CONTENT_LEFT, y, columnWidth, { font: FONTS.bold, size: 11 });
  for (const line of details) y += 2 + drawText(doc, line, CONTENT_LEFT, y + 2, columnWidth, { size: 9.5 });

  const rightX = CONTENT_LEFT + columnWidth + gap;
  let ry = top;
  ry += drawText(doc, 'PROJECT', rightX, ry, columnWidth, label) + 4;
  ry += drawText(doc, view.projectTitle, rightX, ry, columnWidth, { font: FONTS.bold, size: 11 });

  flow.y = Math.max(y, ry) + 14;
}

// ---- Tables (service breakdown, audit events) ----

export interface CellLine {
  text: string;
  style: TextStyle;
}

export interface TableColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

export interface TableSpec {
  title: string;
  columns: readonly TableColumn[];
  /** rows -> cells -> lines of a cell */
  rows: CellLine[][][];
}

const CELL_PAD_X = 6;
const CELL_PAD_Y = 6;
const HEADER_ROW_HEIGHT = 20;

function cellHeight(doc: PdfDoc, lines: readonly CellLine[], width: number): number {
  return lines.reduce((sum, line) => sum + measureText(doc, line.text, width, line.style), 0);
}

function drawTableHeader(flow: PageFlow, columns: readonly TableColumn[]): void {
  const { doc } = flow;
  doc.rect(CONTENT_LEFT, flow.y, CONTENT_WIDTH, HEADER_ROW_HEIGHT).fill(COLORS.fill);
  let x = CONTENT_LEFT;
  for (const column of columns) {
    drawText(doc, column.label, x + CELL_PAD_X, flow.y + 6, column.width - 2 * CELL_PAD_X, {
      font: FONTS.bold,
      size: 8.5,
      color: COLORS.muted,
      align: column.align,
    });
    x += column.width;
  }
  flow.y += HEADER_ROW_HEIGHT;
}

/** A titled table whose rows never split; a row that does not fit starts a page that repeats the header row. */
export function drawTable(flow: PageFlow, table: TableSpec): void {
  const { doc } = flow;
  const { columns, rows, title } = table;
  const innerWidth = (i: number) => (columns[i]?.width ?? 0) - 2 * CELL_PAD_X;
  const heights = rows.map((cells) => Math.max(0, ...cells.map((lines, i) => cellHeight(doc, lines, innerWidth(i)))) + 2 * CELL_PAD_Y);

  flow.heading(title, HEADER_ROW_HEIGHT + (heights[0] ?? 0));
  drawTableHeader(flow, columns);

  rows.forEach((cells, index) => {
    const height = heights[index] ?? 0;
    if (flow.ensure(height)) {
      flow.y += drawText(doc, `${title} (continued)`, CONTENT_LEFT, flow.y, CONTENT_WIDTH, { font: FONTS.bold, size: 9.5, color: COLORS.muted }) + 4;
      drawTableHeader(flow, columns);
    }
    let x = CONTENT_LEFT;
    cells.forEach((lines, i) => {
      let y = flow.y + CELL_PAD_Y;
      for (const line of lines) y += drawText(doc, line.text, x + CELL_PAD_X, y, innerWidth(i), line.style);
      x += columns[i]?.width ?? 0;
    });
    flow.y += height;
    flow.rule();
  });
  flow.y += 10;
}

const LINE_ITEM_COLUMNS: readonly TableColumn[] = [
  { label: 'Description', width: 262, align: 'left' },
  { label: PRICING_COLUMN_LABEL, width: 182, align: 'right' },
  { label: 'Amount', width: 96, align: 'right' },
];

/** The wording of line-presentation.ts, as the preview and the signing page print it. */
function lineItemCells(item: LineItem): CellLine[][] {
  const main: TextStyle = { size: 9.5 };
  const sub: TextStyle = { size: 8, color: COLORS.muted };
  const shown = presentLine(item);
  return [
    [{ text: pdfSafeText(item.description), style: main }, ...(shown.dimensions ? [{ text: shown.dimensions, style: sub }] : [])],
    [{ text: shown.pricing, style: { ...main, align: 'right' } }],
    [{ text: formatMoney(item.amount), style: { ...main, font: FONTS.bold, align: 'right' } }],
  ];
}

function drawLineItems(flow: PageFlow, items: readonly LineItem[]): void {
  const rows = items.length > 0 ? items.map(lineItemCells) : [[[{ text: 'No service items.', style: { size: 9.5, color: COLORS.muted } }]]];
  drawTable(flow, { title: 'Service Breakdown', columns: LINE_ITEM_COLUMNS, rows });
}

/** A final invoice lists the quote's items for information: they are not summed into its total again. */
function drawScope(flow: PageFlow, items: readonly LineItem[]): void {
  drawTable(flow, { title: 'Scope of Work (as quoted, not billed again)', columns: LINE_ITEM_COLUMNS, rows: items.map(lineItemCells) });
}

/** The options of a quote not yet chosen: lines in every option, each option and its figures, the add-ons. */
function drawOffer(flow: PageFlow, common: readonly LineItem[], offer: NonNullable<DocumentView['offer']>): void {
  flow.heading(offer.range, 20);
  if (common.length > 0) drawTable(flow, { title: 'Included in Every Option', columns: LINE_ITEM_COLUMNS, rows: common.map(lineItemCells) });
  offer.options.forEach((option, index) => {
    drawTable(flow, { title: `Option ${index + 1}: ${option.name}`, columns: LINE_ITEM_COLUMNS, rows: option.lineItems.map(lineItemCells) });
    drawTotals(flow, option.totals);
  });
  if (offer.addOns.length > 0) drawTable(flow, { title: 'Optional Add-ons (added to the option chosen)', columns: LINE_ITEM_COLUMNS, rows: offer.addOns.map(lineItemCells) });
}

/** A signed quote with options says what was chosen above its lines. */
function drawChosen(flow: PageFlow, chosen: string): void {
  flow.heading('Chosen Option', 20);
  flow.paragraph(`Chosen option: ${chosen}`, { font: FONTS.bold, size: 10.5 });
  flow.y += 8;
}

function drawNotes(flow: PageFlow, notes: string): void {
  if (notes === '') return;
  flow.heading('Notes', 20);
  flow.paragraph(notes, { size: 9.5 });
  flow.y += 10;
}

// ---- Totals, payment, warranty, approval ----

function drawTotals(flow: PageFlow, totals: readonly TotalRow[]): void {
  const { doc } = flow;
  const width = 260;
  const x = CONTENT_RIGHT - width;
  const rowHeight = (row: TotalRow) => (row.strong ? 19 : 15);
  flow.ensure(totals.reduce((sum, row) => sum + rowHeight(row), 0) + 8);

  for (const row of totals) {
    const style: TextStyle = row.strong ? { font: FONTS.bold, size: 11 } : { size: 9.5, color: COLORS.muted };
    if (row.strong) {
      doc.moveTo(x, flow.y).lineTo(CONTENT_RIGHT, flow.y).lineWidth(0.75).strokeColor(COLORS.ink).stroke();
      flow.y += 4;
    }
    drawText(doc, row.label, x, flow.y, width * 0.6, style);
    drawText(doc, row.value, x + width * 0.4, flow.y, width * 0.6, { ...style, color: COLORS.ink, align: 'right' });
    flow.y += rowHeight(row) - (row.strong ? 4 : 0);
  }
  flow.y += 10;
}

/** The document's own terms first (paymentTermsSentence), then the office's payment methods. */
function drawPaymentBox(flow: PageFlow, view: DocumentView, settings: Settings): void {
  const text = [view.paymentTerms, pdfSafeText(paymentMethodsText(settings.paymentMethods))].filter((part) => part !== '').join(' ');
  const { doc } = flow;
  const pad = 8;
  const innerWidth = CONTENT_WIDTH - 2 * pad;
  const titleHeight = measureText(doc, 'Payment', innerWidth, { font: FONTS.bold, size: 10 });
  const height = pad + titleHeight + 4 + measureText(doc, text, innerWidth, { size: 9.5 }) + pad;
  flow.ensure(height);
  doc.rect(CONTENT_LEFT, flow.y, CONTENT_WIDTH, height).lineWidth(0.75).fillAndStroke(COLORS.fill, COLORS.rule);
  let y = flow.y + pad;
  y += drawText(doc, 'Payment', CONTENT_LEFT + pad, y, innerWidth, { font: FONTS.bold, size: 10, color: COLORS.accent }) + 4;
  drawText(doc, text, CONTENT_LEFT + pad, y, innerWidth, { size: 9.5 });
  flow.y += height + 14;
}

function drawWarrantyAndConditions(flow: PageFlow, settings: Settings): void {
  const warranty = pdfSafeText(settings.warrantyText);
  const terms = pdfSafeText(settings.termsText);
  if (warranty === '' && terms === '') return;
  flow.heading('Warranty & Conditions');
  for (const [label, text] of [
    ['Warranty', warranty],
    ['Conditions', terms],
  ] as const) {
    if (text === '') continue;
    flow.ensure(40);
    flow.y += drawText(flow.doc, label, CONTENT_LEFT, flow.y, CONTENT_WIDTH, { font: FONTS.bold, size: 9.5 }) + 2;
    flow.paragraph(text, { size: 9, color: COLORS.ink });
    flow.y += 6;
  }
  flow.y += 6;
}

const APPROVAL_STATEMENT =
  'By signing below, the customer accepts this quote, its prices and payment terms, and the warranty and conditions above.';

function drawApprovalArea(flow: PageFlow, approval: ApprovalMark | undefined): void {
  const { doc } = flow;
  const title = 'Customer Approval';
  const signatureHeight = 38;
  const labelSpace = 15;
  const headingHeight = measureText(doc, title, CONTENT_WIDTH, { font: FONTS.bold, size: 11 }) + 6;
  const statementHeight = measureText(doc, APPROVAL_STATEMENT, CONTENT_WIDTH, { size: 9 }) + 6;
  const noteHeight = approval ? measureText(doc, approval.note, CONTENT_WIDTH, { size: 7.5 }) + 2 : 0;
  // The whole block stays on one page: a signature torn from its statement proves little.
  flow.ensure(headingHeight + statementHeight + signatureHeight + labelSpace + noteHeight);
  flow.heading(title, 0);
  flow.y += drawText(doc, APPROVAL_STATEMENT, CONTENT_LEFT, flow.y, CONTENT_WIDTH, { size: 9 }) + 6;

  const gap = 20;
  const fields = [
    { label: 'Customer Signature', width: 250 },
    { label: 'Printed Name', width: 160 },
    { label: 'Date', width: CONTENT_WIDTH - 250 - 160 - 2 * gap },
  ];
  const lineY = flow.y + signatureHeight;
  let x = CONTENT_LEFT;
  fields.forEach((field, index) => {
    if (approval) {
      if (index === 0) {
        doc.image(approval.signaturePng, x + 4, flow.y + 2, { fit: [field.width - 8, signatureHeight - 4], valign: 'bottom' });
      } else {
        // One line above the rule; the full name is also in the note below and on the audit page.
        const value = fitOneLine(doc, index === 1 ? approval.printedName : approval.date, field.width, { size: 10.5 });
        drawText(doc, value, x, lineY - measureText(doc, value, field.width, { size: 10.5 }) - 2, field.width, { size: 10.5 });
      }
    }
    doc.moveTo(x, lineY).lineTo(x + field.width, lineY).lineWidth(0.75).strokeColor(COLORS.ink).stroke();
    drawText(doc, field.label, x, lineY + 3, field.width, { size: 8.5, color: COLORS.muted });
    x += field.width + gap;
  });
  flow.y = lineY + labelSpace;
  if (approval) flow.y += drawText(doc, approval.note, CONTENT_LEFT, flow.y, CONTENT_WIDTH, { size: 7.5, color: COLORS.muted }) + 2;
}

/** Shortens text with an ellipsis so it stays on one line of `width`. */
export function fitOneLine(doc: PdfDoc, text: string, width: number, style: TextStyle = {}): string {
  applyStyle(doc, style);
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}...`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}...`;
}

/** 'Company · Quote Q-2026-0001' and 'Page i of n' on every page, drawn once the count is known. */
export function drawFooters(doc: PdfDoc, left: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Text inside the bottom margin would otherwise make pdfkit add a page.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 10;
    doc.moveTo(CONTENT_LEFT, y - 6).lineTo(CONTENT_RIGHT, y - 6).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    drawText(doc, fitOneLine(doc, left, CONTENT_WIDTH - 100, { size: 7.5 }), CONTENT_LEFT, y, CONTENT_WIDTH - 90, { size: 7.5, color: COLORS.muted });
    drawText(doc, `Page ${index - range.start + 1} of ${range.count}`, CONTENT_RIGHT - 90, y, 90, { size: 7.5, color: COLORS.muted, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}
