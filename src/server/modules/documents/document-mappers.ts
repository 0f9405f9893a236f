import { toMoneyString } from '../../../shared/money/money.ts';
import type { Draft, Invoice, LinkQuote, Quote } from '../../../shared/documents/schemas.ts';
import type { drafts, invoices, quotes, signingLinks } from '../../db/schema.ts';

type DraftRow = typeof drafts.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type LinkRow = typeof signingLinks.$inferSelect;

// numeric(12,2) comes back from both drivers as exact text with two decimals ("12.50"): pass it
// through; only an unexpected shape goes through the money module.
const money = (value: string): string => (/^-?\d+\.\d{2}$/.test(value) ? value : toMoneyString(value));

const figures = (row: DraftRow | QuoteRow | InvoiceRow) => ({
  lineItems: row.lineItems,
  subtotal: money(row.subtotal),
  discountRate: money(row.discountRate),
  discountAmount: money(row.discountAmount),
  total: money(row.total),
  depositPercentage: money(row.depositPercentage),
  depositAmount: money(row.depositAmount),
  balanceDue: money(row.balanceDue),
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

export function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    projectTitle: row.projectTitle,
    projectDescription: row.projectDescription,
    issueDate: row.issueDate,
    validUntil: row.validUntil,
    ...figures(row),
    taxRate: money(row.taxRate),
    depositPaid: money(row.depositPaid),
    revisionOf: row.revisionOf,
    revisionNumber: row.revisionNumber,
    lastModified: row.lastModified.toISOString(),
  };
}

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    projectTitle: row.projectTitle,
    issueDate: row.issueDate,
    validUntil: row.validUntil,
    ...figures(row),
    depositPaid: money(row.depositPaid),
    customerSignature: row.customerSignature,
    signedAt: row.signedAt?.toISOString() ?? null,
    signedName: row.signedName,
    revisionOf: row.revisionNumber > 0 ? row.rootQuoteId : null,
    revisionNumber: row.revisionNumber,
    draftId: row.draftId,
  };
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    projectTitle: row.projectTitle,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    ...figures(row),
    depositReceived: money(row.depositReceived),
    quoteId: row.quoteId,
  };
}

export function toLinkQuote(link: LinkRow, quote: Pick<QuoteRow, 'quoteNumber' | 'customerName' | 'projectTitle' | 'total'>): LinkQuote {
  return {
    id: link.id,
    quoteId: link.quoteId,
    quoteNumber: quote.quoteNumber,
    shareableLink: link.token,
    isSigned: link.status === 'signed',
    status: link.status,
    customerName: quote.customerName,
    projectTitle: quote.projectTitle,
    total: money(quote.total),
    createdAt: link.createdAt.toISOString(),
    firstViewedAt: link.firstViewedAt?.toISOString() ?? null,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    viewCount: link.viewCount,
    signedAt: link.signedAt?.toISOString() ?? null,
    signedName: link.signerName,
    changeRequest: link.changeRequest,
  };
}
