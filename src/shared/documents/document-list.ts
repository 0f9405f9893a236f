import type { Draft, Invoice, LinkQuote, Quote } from './schemas.ts';

/**
 * How the staff lists show documents (SPEC.md sections 2, 4 and 5): one flat item per card,
 * its type label and status badge, the sort order, the search and the tab filters.
 * Pure functions: the documents screen, the dashboard and the client benchmark all use them.
 */

export type DocumentItemType = 'quote' | 'invoice' | 'draft' | 'archived-draft' | 'signed-quote' | 'link-quote';
export type BadgeTone = 'amber' | 'green' | 'blue';
export type DocumentTab = 'all' | 'drafts' | 'archive' | 'signed' | 'link-quotes';

export const DOCUMENT_TABS: ReadonlyArray<{ value: DocumentTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'drafts', label: 'Drafts' },
  { value: 'archive', label: 'Archive' },
  { value: 'signed', label: 'Signed' },
  { value: 'link-quotes', label: 'Link Quotes' },
];
export const DEFAULT_DOCUMENT_TAB: DocumentTab = 'drafts';

interface ItemBase {
  /** Unique within a list: the type and the id of the thing the card stands for. */
  key: string;
  id: string;
  /** The quote behind a quote, signed quote or link quote; null otherwise. */
  quoteId: string | null;
  /** Quote or invoice number; drafts have none. */
  number: string | null;
  customerName: string | null;
  projectTitle: string | null;
  total: string;
  createdAt: string;
  /** The badge text (SPEC.md section 4). */
  status: string;
}

export type DocumentListItem = ItemBase &
  (
    | {
        type: 'quote' | 'signed-quote';
        source: Quote;
        /**
         * The quote's newest signing link, when the same list holds it: a sent quote is one card
         * showing where its link stands, not a quote card and a Link Quote card (issue 14).
         */
        link?: LinkQuote;
      }
    | { type: 'invoice'; source: Invoice }
    | { type: 'draft' | 'archived-draft'; source: Draft }
    | { type: 'link-quote'; source: LinkQuote }
  );

export interface DocumentSources {
  quotes?: readonly Quote[];
  invoices?: readonly Invoice[];
  drafts?: readonly Draft[];
  archivedDrafts?: readonly Draft[];
  signedQuotes?: { readonly regularQuotes: readonly Quote[]; readonly linkQuotes: readonly LinkQuote[] };
  linkQuotes?: readonly LinkQuote[];
}

const TYPE_LABELS: Record<DocumentItemType, string> = {
  quote: 'quote',
  invoice: 'invoice',
  draft: 'draft',
  'archived-draft': 'Archived Draft',
  'signed-quote': 'Signed Quote',
  'link-quote': 'Link Quote',
};

/** The card's type label, in SPEC.md's own spelling (lower case for the first three). */
export function typeLabel(type: DocumentItemType): string {
  return TYPE_LABELS[type];
}

/** Draft amber; paid or accepted green; anything else blue. */
export function badgeTone(status: string): BadgeTone {
  if (status === 'draft') return 'amber';
  if (status === 'paid' || status === 'accepted') return 'green';
  return 'blue';
}

/** SPEC.md section 4: a quote shows as signed when a signature and signedAt both exist. */
export function isSignedQuote(quote: Pick<Quote, 'status' | 'customerSignature' | 'signedAt'>): boolean {
  return quote.status === 'signed' || (Boolean(quote.customerSignature) && Boolean(quote.signedAt));
}

const quoteItem = (quote: Quote, type: 'quote' | 'signed-quote'): Extract<DocumentListItem, { type: 'quote' | 'signed-quote' }> => ({
  key: `${type}:${quote.id}`,
  type,
  source: quote,
  id: quote.id,
  quoteId: quote.id,
  number: quote.quoteNumber,
  customerName: quote.customerName,
  projectTitle: quote.projectTitle,
  total: quote.total,
  createdAt: quote.createdAt,
  status: type === 'signed-quote' ? 'signed' : quote.status || 'pending',
});

const invoiceItem = (invoice: Invoice): DocumentListItem => ({
  key: `invoice:${invoice.id}`,
  type: 'invoice',
  source: invoice,
  id: invoice.id,
  quoteId: null,
  number: invoice.invoiceNumber,
  customerName: invoice.customerName,
  projectTitle: invoice.projectTitle,
  total: invoice.total,
  createdAt: invoice.createdAt,
  status: invoice.status || 'unpaid',
});

const draftItem = (draft: Draft, type: 'draft' | 'archived-draft'): DocumentListItem => ({
  key: `${type}:${draft.id}`,
  type,
  source: draft,
  id: draft.id,
  quoteId: null,
  number: null,
  customerName: draft.customerName,
  projectTitle: draft.projectTitle || draft.projectDescription,
  total: draft.total,
  createdAt: draft.createdAt,
  status: type === 'draft' ? 'draft' : 'archived',
});

const linkQuoteItem = (link: LinkQuote): DocumentListItem => ({
  key: `link-quote:${link.id}`,
  type: 'link-quote',
  source: link,
  id: link.id,
  quoteId: link.quoteId,
  number: link.quoteNumber,
  customerName: link.customerName,
  projectTitle: link.projectTitle,
  total: link.total,
  createdAt: link.createdAt,
  status: link.isSigned ? 'signed' : 'pending',
});

/**
 * Turns whatever lists were fetched into cards, each shown once: a signed quote appears once, as a
 * Signed Quote, whether it came from the quotes list, the signed-quotes answer (which lists a quote
 * signed through a link under both regularQuotes and linkQuotes) or the link-quotes list.
 * A link whose quote has a card in the same list rides on that card (item.link) instead of being
 * a second card; otherwise (the Link Quotes tab, or a quote not loaded yet) it is a Link Quote card.
 */
export function mergeDocumentItems(sources: DocumentSources): DocumentListItem[] {
  const items: DocumentListItem[] = [];
  const seen = new Set<string>();
  const signedQuoteIds = new Set<string>();
  const push = (item: DocumentListItem): void => {
    if (seen.has(item.key)) return;
    seen.add(item.key);
    items.push(item);
  };

  for (const quote of sources.signedQuotes?.regularQuotes ?? []) {
    signedQuoteIds.add(quote.id);
    push(quoteItem(quote, 'signed-quote'));
  }
  for (const quote of sources.quotes ?? []) {
    if (isSignedQuote(quote)) {
      signedQuoteIds.add(quote.id);
      push(quoteItem(quote, 'signed-quote'));
    } else if (!signedQuoteIds.has(quote.id)) {
      push(quoteItem(quote, 'quote'));
    }
  }
  for (const invoice of sources.invoices ?? []) push(invoiceItem(invoice));
  for (const draft of sources.drafts ?? []) push(draftItem(draft, 'draft'));
  for (const draft of sources.archivedDrafts ?? []) push(draftItem(draft, 'archived-draft'));
  const links = [...(sources.signedQuotes?.linkQuotes ?? []), ...(sources.linkQuotes ?? [])];
  const quoteCards = new Map<string, Extract<DocumentListItem, { type: 'quote' | 'signed-quote' }>>();
  for (const item of items) if (item.type === 'quote' || item.type === 'signed-quote') quoteCards.set(item.id, item);
  for (const link of links) {
    const card = quoteCards.get(link.quoteId);
    if (card) {
      // The quote's own card carries its link (the newest, when it was sent more than once).
      if (!card.link || Date.parse(link.createdAt) > Date.parse(card.link.createdAt)) card.link = link;
      continue;
    }
    if (link.isSigned && signedQuoteIds.has(link.quoteId)) continue;
    push(linkQuoteItem(link));
  }
  return items;
}

/**
 * How many of these cards a tab would show: a quote card that carries its link counts under
 * Link Quotes too (that tab lists the link on its own), and under Signed when the link was signed.
 */
export function countInTab(items: readonly DocumentListItem[], tab: DocumentTab): number {
  return items.filter((item) => {
    if (matchesTab(item, tab)) return true;
    if ((item.type === 'quote' || item.type === 'signed-quote') && item.link) return tab === 'link-quotes' || (tab === 'signed' && item.link.isSigned);
    return false;
  }).length;
}

/** Ties (same createdAt) are ordered quote, invoice, draft, signed-quote, link-quote. */
const TIE_ORDER: Record<DocumentItemType, number> = {
  quote: 0,
  invoice: 1,
  draft: 2,
  'archived-draft': 2.5,
  'signed-quote': 3,
  'link-quote': 4,
};

const timeOf = (iso: string): number => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
};

/** Newest first; an unparsable date sorts as the oldest. */
export function compareDocumentItems(a: DocumentListItem, b: DocumentListItem): number {
  return timeOf(b.createdAt) - timeOf(a.createdAt) || TIE_ORDER[a.type] - TIE_ORDER[b.type];
}

export function sortDocumentItems(items: readonly DocumentListItem[]): DocumentListItem[] {
  return [...items].sort(compareDocumentItems);
}

const hasQuoteNumber = (type: DocumentItemType): boolean => type === 'quote' || type === 'signed-quote' || type === 'link-quote';

/**
 * Case-insensitive substring over customer name, project title, and the quote number (quotes) or
 * invoice number (invoices). A blank query matches everything.
 */
export function matchesSearch(item: DocumentListItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const has = (text: string | null): boolean => text !== null && text.toLowerCase().includes(needle);
  if (has(item.customerName) || has(item.projectTitle)) return true;
  return (hasQuoteNumber(item.type) || item.type === 'invoice') && has(item.number);
}

/**
 * All: everything. Drafts: drafts. Archive: archived drafts. Signed: signed quotes and signed
 * link quotes. Link Quotes: link quotes.
 */
export function matchesTab(item: DocumentListItem, tab: DocumentTab): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'drafts':
      return item.type === 'draft';
    case 'archive':
      return item.type === 'archived-draft';
    case 'signed':
      return item.type === 'signed-quote' || (item.type === 'link-quote' && item.source.isSigned);
    case 'link-quotes':
      return item.type === 'link-quote';
  }
}

/** What one keystroke in the search box costs: filter by tab and query, then sort. */
export function filterDocumentItems(items: readonly DocumentListItem[], tab: DocumentTab, query: string): DocumentListItem[] {
  return sortDocumentItems(items.filter((item) => matchesTab(item, tab) && matchesSearch(item, query)));
}

/** Which lists a tab needs from the server. */
export function sourcesForTab(tab: DocumentTab): ReadonlyArray<keyof DocumentSources> {
  switch (tab) {
    case 'all':
      return ['quotes', 'invoices', 'drafts', 'archivedDrafts', 'signedQuotes', 'linkQuotes'];
    case 'drafts':
      return ['drafts'];
    case 'archive':
      return ['archivedDrafts'];
    case 'signed':
      return ['signedQuotes'];
    case 'link-quotes':
      return ['linkQuotes'];
  }
}

export function isDocumentTab(value: string | null | undefined): value is DocumentTab {
  return DOCUMENT_TABS.some((tab) => tab.value === value);
}

/** One paged source of a merged list: how far it is loaded and whether the server has more. */
export interface PagedSource {
  /** createdAt of the oldest item loaded so far; null when nothing is loaded. */
  oldestLoaded: string | null;
  hasMore: boolean;
}

/**
 * Several lists, each newest first and paged on its own, shown as one list: an item may be shown
 * only when no source still holding unloaded items could have a newer one. Returns the createdAt
 * below which items are held back until more is loaded, or null when everything may be shown.
 */
export function mergeCutoff(sources: readonly PagedSource[]): string | null {
  let cutoff: string | null = null;
  for (const source of sources) {
    if (!source.hasMore || source.oldestLoaded === null) continue;
    if (cutoff === null || timeOf(source.oldestLoaded) > timeOf(cutoff)) cutoff = source.oldestLoaded;
  }
  return cutoff;
}

/** The source to load next: the one whose unloaded items may be the newest. -1 when all are done. */
export function nextSourceToLoad(sources: readonly PagedSource[]): number {
  let best = -1;
  sources.forEach((source, index) => {
    if (!source.hasMore) return;
    const current = sources[best];
    if (best === -1 || current === undefined || timeOf(source.oldestLoaded ?? '') > timeOf(current.oldestLoaded ?? '')) best = index;
  });
  return best;
}

/** Items that may be shown now (see mergeCutoff). */
export function visibleUpToCutoff(items: readonly DocumentListItem[], cutoff: string | null): DocumentListItem[] {
  if (cutoff === null) return [...items];
  const limit = timeOf(cutoff);
  return items.filter((item) => timeOf(item.createdAt) >= limit);
}

export const RECENT_ACTIVITY_LIMIT = 5;

/**
 * Dashboard 'Recent Activity': the 5 newest of 4 quotes, 4 invoices and 2 signed quotes.
 * Callers fetch those limits; this function enforces them again so a longer answer changes nothing.
 */
export function recentActivity(sources: Pick<DocumentSources, 'quotes' | 'invoices' | 'signedQuotes'>): DocumentListItem[] {
  const signed = sortDocumentItems(mergeDocumentItems({ signedQuotes: sources.signedQuotes })).slice(0, 2);
  const signedIds = new Set(signed.map((item) => item.quoteId));
  const quotes = sortDocumentItems(mergeDocumentItems({ quotes: sources.quotes }))
    .filter((item) => !signedIds.has(item.quoteId))
    .slice(0, 4);
  const invoices = sortDocumentItems(mergeDocumentItems({ invoices: sources.invoices })).slice(0, 4);
  return sortDocumentItems([...quotes, ...invoices, ...signed]).slice(0, RECENT_ACTIVITY_LIMIT);
}
