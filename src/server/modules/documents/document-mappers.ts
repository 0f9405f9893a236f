import type { Draft, Invoice, LinkQuote, Quote } from '#shared/documents/schemas.ts';
import type { drafts, invoices, quotes, signingLinks } from '#server/db/schema.ts';
import { DRAFT_FIELDS, INVOICE_FIELDS, QUOTE_FIELDS, mapperOf, moneyText } from './document-fields.ts';

type DraftRow = typeof drafts.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type LinkRow = typeof signingLinks.$inferSelect;

export const toDraft: (row: DraftRow) => Draft = mapperOf<Draft>(DRAFT_FIELDS);
export const toQuote: (row: QuoteRow) => Quote = mapperOf<Quote>(QUOTE_FIELDS);
export const toInvoice: (row: InvoiceRow) => Invoice = mapperOf<Invoice>(INVOICE_FIELDS);

export function toLinkQuote(link: LinkRow, quote: Pick<QuoteRow, 'quoteNumber' | 'customerName' | 'projectTitle' | 'total'> & Partial<Pick<QuoteRow, 'options' | 'choice'>>): LinkQuote {
  // Until the customer chooses, a quote with options is worth the range of its options, not one total.
  const offered = !quote.choice && quote.options && quote.options.length > 0 ? { options: quote.options.map(({ id, name, total }) => ({ id, name, total })) } : {};
  return {
    id: link.id,
    quoteId: link.quoteId,
    quoteNumber: quote.quoteNumber,
    shareableLink: link.token,
    isSigned: link.status === 'signed',
    status: link.status,
    customerName: quote.customerName,
    projectTitle: quote.projectTitle,
    total: moneyText(quote.total),
    createdAt: link.createdAt.toISOString(),
    firstViewedAt: link.firstViewedAt?.toISOString() ?? null,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    viewCount: link.viewCount,
    signedAt: link.signedAt?.toISOString() ?? null,
    signedName: link.signerName,
    changeRequest: link.changeRequest,
    ...offered,
  };
}
