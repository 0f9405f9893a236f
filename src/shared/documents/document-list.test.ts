import { describe, expect, it } from 'vitest';
import {
  badgeTone,
  compareDocumentItems,
  filterDocumentItems,
  matchesSearch,
  matchesTab,
  mergeCutoff,
  mergeDocumentItems,
  countInTab,
  nextSourceToLoad,
  recentActivity,
  sortDocumentItems,
  sourcesForTab,
  typeLabel,
  visibleUpToCutoff,
  type DocumentListItem,
  type DocumentTab,
} from './document-list.ts';
import type { Draft, Invoice, LinkQuote, Quote } from './schemas.ts';

const base = {
  customerEmail: null,
  customerPhone: null,
  customerAddress: null,
  lineItems: [],
  subtotal: '100.00',
  discountRate: '0.00',
  discountAmount: '0.00',
  total: '100.00',
  depositPercentage: '60.00',
  depositAmount: '60.00',
  balanceDue: '40.00',
  notes: null,
};

const quote = (over: Partial<Quote> = {}): Quote => ({
  ...base,
  id: 'q1',
  customerName: 'Ann Lee',
  projectTitle: 'Garage floor',
  quoteNumber: 'Q-2026-0001',
  issueDate: '2026-01-01',
  validUntil: '2026-01-31',
  depositPaid: '0.00',
  status: 'pending',
  customerSignature: null,
  signedAt: null,
  signedName: null,
  revisionOf: null,
  revisionNumber: 0,
  draftId: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  ...base,
  id: 'i1',
  customerName: 'Bob Stone',
  projectTitle: 'Shop floor',
  invoiceNumber: 'INV-2026-0001',
  issueDate: '2026-01-01',
  dueDate: null,
  kind: 'standard',
  depositReceived: '0.00',
  amountPaid: '0.00',
  status: 'unpaid',
  scopeItems: null,
  quoteId: null,
  voidReason: null,
  voidedAt: null,
  replacedBy: null,
  replaces: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

const draft = (over: Partial<Draft> = {}): Draft => ({
  ...base,
  id: 'd1',
  type: 'quote',
  customerName: 'Cy Park',
  projectTitle: 'Basement',
  projectDescription: null,
  issueDate: null,
  validUntil: null,
  taxRate: '8.25',
  depositPaid: '0.00',
  status: 'active',
  revisionOf: null,
  revisionNumber: null,
  lastModified: '2026-01-01T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

const link = (over: Partial<LinkQuote> = {}): LinkQuote => ({
  id: 'l1',
  quoteId: 'q1',
  quoteNumber: 'Q-2026-0001',
  shareableLink: 'x'.repeat(32),
  isSigned: false,
  status: 'pending',
  customerName: 'Ann Lee',
  projectTitle: 'Garage floor',
  total: '100.00',
  createdAt: '2026-01-01T10:00:00.000Z',
  firstViewedAt: null,
  lastViewedAt: null,
  viewCount: 0,
  signedAt: null,
  signedName: null,
  changeRequest: null,
  ...over,
});

const signedQuote = (over: Partial<Quote> = {}): Quote =>
  quote({ status: 'signed', customerSignature: 'data:image/png;base64,AAAA', signedAt: '2026-01-02T10:00:00.000Z', ...over });

const only = (items: DocumentListItem[]): DocumentListItem => {
  expect(items).toHaveLength(1);
  return items[0] as DocumentListItem;
};

describe('type labels and badges', () => {
  it.each([
    [{ quotes: [quote()] }, 'quote', 'quote', 'pending', 'blue'],
    [{ quotes: [quote({ status: '' as Quote['status'] })] }, 'quote', 'quote', 'pending', 'blue'],
    [{ invoices: [invoice()] }, 'invoice', 'invoice', 'unpaid', 'blue'],
    [{ invoices: [invoice({ status: 'paid' })] }, 'invoice', 'invoice', 'paid', 'green'],
    [{ invoices: [invoice({ status: '' as Invoice['status'] })] }, 'invoice', 'invoice', 'unpaid', 'blue'],
    [{ drafts: [draft()] }, 'draft', 'draft', 'draft', 'amber'],
    [{ archivedDrafts: [draft({ status: 'archived' })] }, 'archived-draft', 'Archived Draft', 'archived', 'blue'],
    [{ signedQuotes: { regularQuotes: [signedQuote()], linkQuotes: [] } }, 'signed-quote', 'Signed Quote', 'signed', 'blue'],
    [{ quotes: [signedQuote()] }, 'signed-quote', 'Signed Quote', 'signed', 'blue'],
    [{ linkQuotes: [link()] }, 'link-quote', 'Link Quote', 'pending', 'blue'],
    [{ linkQuotes: [link({ isSigned: true, status: 'signed' })] }, 'link-quote', 'Link Quote', 'signed', 'blue'],
  ] as const)('%o is a %s card labelled %s with badge %s (%s)', (sources, type, label, status, tone) => {
    const item = only(mergeDocumentItems(sources));
    expect(item.type).toBe(type);
    expect(typeLabel(item.type)).toBe(label);
    expect(item.status).toBe(status);
    expect(badgeTone(item.status)).toBe(tone);
  });

  it.each([
    ['draft', 'amber'],
    ['paid', 'green'],
    ['accepted', 'green'],
    ['pending', 'blue'],
    ['unpaid', 'blue'],
    ['signed', 'blue'],
    ['archived', 'blue'],
    ['superseded', 'blue'],
  ] as const)('status %s has a %s badge', (status, tone) => {
    expect(badgeTone(status)).toBe(tone);
  });

  it('falls back to the project description for a draft without a title', () => {
    expect(only(mergeDocumentItems({ drafts: [draft({ projectTitle: null, projectDescription: 'Patio' })] })).projectTitle).toBe('Patio');
  });

  it('gives drafts no number and keeps the quote and invoice numbers', () => {
    const items = mergeDocumentItems({ drafts: [draft()], quotes: [quote()], invoices: [invoice()] });
    expect(items.map((item) => [item.type, item.number])).toEqual([
      ['quote', 'Q-2026-0001'],
      ['invoice', 'INV-2026-0001'],
      ['draft', null],
    ]);
  });
});

describe('one card per signed quote', () => {
  it('shows a quote signed through a link once, as a Signed Quote', () => {
    const signed = signedQuote();
    const items = mergeDocumentItems({
      quotes: [signed],
      signedQuotes: { regularQuotes: [signed], linkQuotes: [link({ isSigned: true, status: 'signed' })] },
      linkQuotes: [link({ isSigned: true, status: 'signed' })],
    });
    expect(only(items).type).toBe('signed-quote');
  });

  it('keeps a signed link quote whose quote is not among the signed quotes', () => {
    const items = mergeDocumentItems({ signedQuotes: { regularQuotes: [], linkQuotes: [link({ isSigned: true })] } });
    expect(only(items).type).toBe('link-quote');
  });

  it('shows a sent quote once: its quote card carries its newest link (issue 14)', () => {
    const older = link({ id: 'old', createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = link({ id: 'new', createdAt: '2026-02-01T00:00:00.000Z' });
    const items = mergeDocumentItems({ quotes: [quote()], linkQuotes: [older, newer] });
    expect(items.map((item) => item.type)).toEqual(['quote']);
    const [card] = items;
    expect(card?.type === 'quote' ? card.link?.id : null).toBe('new');
  });

  it('keeps a link on its own card when its quote is not in the list (the Link Quotes tab)', () => {
    expect(mergeDocumentItems({ linkQuotes: [link()] }).map((item) => item.type)).toEqual(['link-quote']);
  });

  it('lists the same link once even when two answers carry it', () => {
    const signedLink = link({ isSigned: true, quoteId: 'elsewhere' });
    expect(mergeDocumentItems({ signedQuotes: { regularQuotes: [], linkQuotes: [signedLink] }, linkQuotes: [signedLink] })).toHaveLength(1);
  });
});

describe('sort order', () => {
  it('puts the newest first', () => {
    const items = mergeDocumentItems({
      quotes: [quote({ id: 'old', createdAt: '2026-01-01T00:00:00.000Z' })],
      invoices: [invoice({ createdAt: '2026-03-01T00:00:00.000Z' })],
      drafts: [draft({ createdAt: '2026-02-01T00:00:00.000Z' })],
    });
    expect(sortDocumentItems(items).map((item) => item.type)).toEqual(['invoice', 'draft', 'quote']);
  });

  it('orders ties quote, invoice, draft, signed-quote, link-quote', () => {
    const at = '2026-05-05T05:05:05.000Z';
    const items = mergeDocumentItems({
      linkQuotes: [link({ createdAt: at, quoteId: 'q9' })],
      signedQuotes: { regularQuotes: [signedQuote({ id: 's1', createdAt: at })], linkQuotes: [] },
      drafts: [draft({ createdAt: at })],
      invoices: [invoice({ createdAt: at })],
      quotes: [quote({ id: 'q2', createdAt: at })],
    });
    expect(sortDocumentItems(items).map((item) => item.type)).toEqual(['quote', 'invoice', 'draft', 'signed-quote', 'link-quote']);
  });

  it('sorts an unparsable date last', () => {
    const [invoiceCard, undatedDraft] = mergeDocumentItems({ drafts: [draft({ id: 'x', createdAt: 'not a date' })], invoices: [invoice()] });
    expect(compareDocumentItems(undatedDraft as DocumentListItem, invoiceCard as DocumentListItem)).toBeGreaterThan(0);
  });
});

describe('search', () => {
  const [quoteCard, invoiceCard, draftCard, linkCard] = mergeDocumentItems({
    quotes: [quote()],
    invoices: [invoice()],
    drafts: [draft({ customerName: null, projectTitle: null })],
    linkQuotes: [link({ id: 'l2', quoteId: 'q7', quoteNumber: 'Q-2026-0042' })],
  }) as [DocumentListItem, DocumentListItem, DocumentListItem, DocumentListItem];

  it.each([
    [quoteCard, 'ann', true],
    [quoteCard, 'GARAGE', true],
    [quoteCard, 'q-2026-0001', true],
    [quoteCard, 'inv', false],
    [invoiceCard, 'inv-2026', true],
    [invoiceCard, 'Shop', true],
    [invoiceCard, 'q-2026', false],
    [draftCard, 'cy', false],
    [draftCard, '', true],
    [draftCard, '   ', true],
    [linkCard, '0042', true],
    [quoteCard, '  ann  ', true],
  ] as const)('%#: %s matches %j: %s', (item, query, expected) => {
    expect(matchesSearch(item, query)).toBe(expected);
  });
});

describe('tabs', () => {
  const items = mergeDocumentItems({
    quotes: [quote()],
    invoices: [invoice()],
    drafts: [draft()],
    archivedDrafts: [draft({ id: 'd2', status: 'archived' })],
    signedQuotes: { regularQuotes: [signedQuote({ id: 'q3' })], linkQuotes: [] },
    linkQuotes: [link({ id: 'l1', quoteId: 'q1' }), link({ id: 'l2', quoteId: 'q8', isSigned: true })],
  });
  const keysFor = (tab: DocumentTab): string[] => items.filter((item) => matchesTab(item, tab)).map((item) => item.key);

  it.each([
    // l1 is q1's link: it rides on q1's card.
    ['all', ['signed-quote:q3', 'quote:q1', 'invoice:i1', 'draft:d1', 'archived-draft:d2', 'link-quote:l2']],
    ['drafts', ['draft:d1']],
    ['archive', ['archived-draft:d2']],
    ['signed', ['signed-quote:q3', 'link-quote:l2']],
    ['link-quotes', ['link-quote:l2']],
  ] as const)('%s shows %j', (tab, keys) => {
    expect(keysFor(tab)).toEqual(keys);
  });

  it.each([
    ['all', 6],
    ['drafts', 1],
    ['archive', 1],
    ['signed', 2],
    // The Link Quotes tab lists q1's link as its own card.
    ['link-quotes', 2],
  ] as const)('counts what the %s tab would show: %i', (tab, count) => {
    expect(countInTab(items, tab)).toBe(count);
  });

  it.each([
    ['all', ['quotes', 'invoices', 'drafts', 'archivedDrafts', 'signedQuotes', 'linkQuotes']],
    ['drafts', ['drafts']],
    ['archive', ['archivedDrafts']],
    ['signed', ['signedQuotes']],
    ['link-quotes', ['linkQuotes']],
  ] as const)('%s fetches %j', (tab, sources) => {
    expect(sourcesForTab(tab)).toEqual(sources);
  });

  it('filters by tab and query and sorts in one call', () => {
    expect(filterDocumentItems(items, 'all', 'garage').map((item) => item.key)).toEqual([
      'quote:q1',
      'signed-quote:q3',
      'link-quote:l2',
    ]);
  });
});

describe('merging paged lists', () => {
  it.each([
    [[], null],
    [[{ oldestLoaded: '2026-01-05T00:00:00Z', hasMore: false }], null],
    [[{ oldestLoaded: '2026-01-05T00:00:00Z', hasMore: true }], '2026-01-05T00:00:00Z'],
    [
      [
        { oldestLoaded: '2026-01-05T00:00:00Z', hasMore: true },
        { oldestLoaded: '2026-01-09T00:00:00Z', hasMore: true },
        { oldestLoaded: '2026-01-20T00:00:00Z', hasMore: false },
      ],
      '2026-01-09T00:00:00Z',
    ],
    [[{ oldestLoaded: null, hasMore: true }], null],
  ] as const)('%j holds back items older than %s', (sources, cutoff) => {
    expect(mergeCutoff(sources)).toBe(cutoff);
  });

  it.each([
    [[], -1],
    [[{ oldestLoaded: '2026-01-05T00:00:00Z', hasMore: false }], -1],
    [
      [
        { oldestLoaded: '2026-01-05T00:00:00Z', hasMore: true },
        { oldestLoaded: '2026-01-09T00:00:00Z', hasMore: true },
        { oldestLoaded: '2026-01-30T00:00:00Z', hasMore: false },
      ],
      1,
    ],
  ] as const)('%j loads source %i next', (sources, index) => {
    expect(nextSourceToLoad(sources)).toBe(index);
  });

  it('shows items at or after the cutoff only', () => {
    const items = mergeDocumentItems({
      drafts: [draft({ id: 'new', createdAt: '2026-01-10T00:00:00Z' }), draft({ id: 'edge', createdAt: '2026-01-09T00:00:00Z' }), draft({ id: 'old', createdAt: '2026-01-01T00:00:00Z' })],
    });
    expect(visibleUpToCutoff(items, '2026-01-09T00:00:00Z').map((item) => item.id)).toEqual(['new', 'edge']);
    expect(visibleUpToCutoff(items, null)).toHaveLength(3);
  });
});

describe('recent activity', () => {
  it('takes the 5 newest of 4 quotes, 4 invoices and 2 signed quotes', () => {
    const day = (n: number): string => `2026-02-${String(n).padStart(2, '0')}T00:00:00.000Z`;
    const items = recentActivity({
      quotes: [1, 2, 3, 4, 5].map((n) => quote({ id: `q${n}`, createdAt: day(n) })),
      invoices: [6, 7, 8, 9, 10].map((n) => invoice({ id: `i${n}`, createdAt: day(n) })),
      signedQuotes: { regularQuotes: [20, 21, 22].map((n) => signedQuote({ id: `s${n}`, createdAt: day(n) })), linkQuotes: [] },
    });
    expect(items.map((item) => item.id)).toEqual(['s22', 's21', 'i10', 'i9', 'i8']);
  });

  it('is empty without documents', () => {
    expect(recentActivity({})).toEqual([]);
  });
});
