import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DOCUMENT_TABS, filterDocumentItems, mergeDocumentItems, sourcesForTab, typeLabel, type DocumentListItem, type DocumentSources, type DocumentTab } from '#shared/documents/document-list.ts';
import type { LineItem, ListQuery, Quote, QuoteChoice, QuoteOption } from '#shared/documents/schemas.ts';
import { chosenLines, choiceText, optionsRangeText } from '#shared/documents/quote-options.ts';
import { presentLine } from '#shared/documents/line-presentation.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { formatMoney, toMoneyString } from '#shared/money/money.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { quotes } from '#server/db/schema.ts';
import { listLinkQuotes } from '../signing/signing-links.ts';
import { getSettings } from '../settings/settings-store.ts';
import { toQuote } from './document-mappers.ts';
import { listDrafts } from './drafts.ts';
import { listInvoices } from './invoices.ts';
import { listQuotes, listSignedQuotes } from './quotes.ts';

export const exportQuerySchema = z.object({
  tab: z
    .enum(DOCUMENT_TABS.map((tab) => tab.value) as [DocumentTab, ...DocumentTab[]])
    .default('all')
    .describe('the All Documents tab'),
  q: z.string().max(200).optional().describe('the search box'),
});

export const EXPORT_COLUMNS = ['Type', 'Number', 'Customer', 'Project', 'Status', 'Date', 'Subtotal', 'Discount', 'Total', 'Deposit', 'Balance', 'Line Items'] as const;

const PAGE = 500;

/** Every page of one list route, with the same server-side search the screen uses. */
async function everyPage<T>(load: (query: ListQuery) => Promise<{ items: T[]; nextCursor: string | null }>, q: string | undefined): Promise<T[]> {
  const all: T[] = [];
  let before: string | undefined;
  do {
    const page = await load({ q, limit: PAGE, before });
    all.push(...page.items);
    before = page.nextCursor ?? undefined;
  } while (before);
  return all;
}

async function loadSources(db: DbOrTx, tab: DocumentTab, q: string | undefined): Promise<DocumentSources> {
  const sources: DocumentSources = {};
  for (const name of sourcesForTab(tab)) {
    switch (name) {
      case 'quotes':
        sources.quotes = await everyPage((query) => listQuotes(db, query), q);
        break;
      case 'invoices':
        sources.invoices = await everyPage((query) => listInvoices(db, query), q);
        break;
      case 'drafts':
        sources.drafts = await everyPage((query) => listDrafts(db, 'active', query), q);
        break;
      case 'archivedDrafts':
        sources.archivedDrafts = await everyPage((query) => listDrafts(db, 'archived', query), q);
        break;
      case 'linkQuotes':
        sources.linkQuotes = await everyPage((query) => listLinkQuotes(db, query), q);
        break;
      case 'signedQuotes':
        sources.signedQuotes = {
          regularQuotes: await everyPage((query) => listSignedQuotes(db, query), q),
          linkQuotes: await everyPage((query) => listLinkQuotes(db, query, { signedOnly: true }), q),
        };
        break;
    }
  }
  return sources;
}

/** A link quote's card carries only its total; the bookkeeper also wants the rest of its quote's figures. */
async function quotesBehindLinks(db: DbOrTx, items: DocumentListItem[]): Promise<Map<string, Quote>> {
  const ids = [...new Set(items.filter((item) => item.type === 'link-quote').map((item) => item.quoteId!))];
  const found = new Map<string, Quote>();
  for (let i = 0; i < ids.length; i += PAGE) {
    const rows = await db.select().from(quotes).where(inArray(quotes.id, ids.slice(i, i + PAGE)));
    for (const row of rows) found.set(row.id, toQuote(row));
  }
  return found;
}

interface Figures {
  lineItems: LineItem[];
  options?: QuoteOption[];
  addOns?: LineItem[];
  choice?: QuoteChoice | null;
  subtotal: string;
  discountAmount: string;
  total: string;
  depositAmount: string;
  balanceDue: string;
}

function figuresOf(item: DocumentListItem, linkedQuotes: Map<string, Quote>): Figures | undefined {
  if (item.type === 'link-quote') return linkedQuotes.get(item.source.quoteId);
  return item.source;
}

/** Every line with its unit, as the papers word it: "Crack repair: 35 lf × $8.10/lf = $283.50". */
export function lineItemsCell(lines: readonly LineItem[] | undefined): string {
  return (lines ?? []).map((line) => `${line.description}: ${presentLine(line).pricing} = ${formatMoney(line.amount)}`).join('; ');
}

/**
 * The Line Items cell of a quote or draft with options: the chosen option and its lines once
 * signed; before that the range, the lines in every option, each option with its total, the add-ons.
 */
export function offeredLinesCell(document: { lineItems: LineItem[]; options?: QuoteOption[]; addOns?: LineItem[]; choice?: QuoteChoice | null }): string {
  if (document.choice) return `Chosen: ${choiceText(document.choice)}; ${lineItemsCell(chosenLines(document, document.choice))}`;
  const options = document.options ?? [];
  if (options.length === 0) return lineItemsCell(document.lineItems);
  return [
    optionsRangeText(options),
    document.lineItems.length > 0 ? `In every option: ${lineItemsCell(document.lineItems)}` : null,
    ...options.map((option) => `${option.name} (total ${formatMoney(option.total)}): ${lineItemsCell(option.lineItems)}`),
    (document.addOns ?? []).length > 0 ? `Add-ons: ${lineItemsCell(document.addOns)}` : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' | ');
}

/** The rows of the CSV (header first), in the order and with the labels of the All Documents screen. */
export async function exportDocumentRows(db: DbOrTx, tab: DocumentTab, q: string | undefined): Promise<string[][]> {
  const sources = await loadSources(db, tab, q?.trim() || undefined);
  const items = filterDocumentItems(mergeDocumentItems(sources), tab, q ?? '');
  const linkedQuotes = await quotesBehindLinks(db, items);
  const { timeZone } = await getSettings(db);
  const money = (value: string | undefined) => (value === undefined ? '' : toMoneyString(value));
  const rows = items.map((item) => {
    const figures = figuresOf(item, linkedQuotes);
    return [
      typeLabel(item.type),
      item.number ?? '',
      item.customerName ?? '',
      item.projectTitle ?? '',
      item.status,
      todayIn(timeZone, new Date(item.createdAt)),
      money(figures?.subtotal),
      money(figures?.discountAmount),
      money(figures?.total ?? item.total),
      money(figures?.depositAmount),
      money(figures?.balanceDue),
      figures ? offeredLinesCell(figures) : '',
    ];
  });
  return [[...EXPORT_COLUMNS], ...rows];
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); a leading
// apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 (CRLF, quotes doubled), with a byte order mark so Excel reads it as UTF-8. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

export async function exportDocumentsCsv(db: DbOrTx, tab: DocumentTab, q: string | undefined): Promise<{ filename: string; csv: string }> {
  const rows = await exportDocumentRows(db, tab, q);
  const { timeZone } = await getSettings(db);
  return { filename: `documents-${tab}-${todayIn(timeZone)}.csv`, csv: toCsv(rows) };
}
