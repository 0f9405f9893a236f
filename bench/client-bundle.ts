import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { filterDocumentItems, mergeDocumentItems, type DocumentSources } from '../src/shared/documents/document-list.ts';
import type { Draft, Invoice, LinkQuote, Quote } from '../src/shared/documents/schemas.ts';

/**
 * The client's figures: JavaScript a first visit downloads (staff app, budget 160 KB gzipped;
 * signing page, budget 75 KB), read from the built HTML (its module script and modulepreloads),
 * and the time one keystroke in the documents search costs at 1,000 documents.
 * Run `vite build` first.
 */
export const STAFF_BUDGET_KB = 160;
export const SIGNING_BUDGET_KB = 75;
const distDir = path.resolve(fileURLToPath(new URL('../dist/client', import.meta.url)));

export interface EntryFigures {
  page: string;
  files: string[];
  rawKB: number;
  gzipKB: number;
  brotliKB: number;
  budgetKB: number;
  withinBudget: boolean;
}

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** The scripts a page loads before it can run: its module entries and their modulepreloads. */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (!/type="module"/.test(tag)) continue;
    const src = /src="([^"]+)"/.exec(tag)?.[1];
    if (src) found.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/rel="modulepreload"/.test(tag)) continue;
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  return [...found];
}

export async function measureEntry(page: string, budgetKB: number): Promise<EntryFigures> {
  const html = await readFile(path.join(distDir, page), 'utf8');
  const files = initialScripts(html);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = await readFile(path.join(distDir, file.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content).length;
    brotli += brotliCompressSync(content).length;
  }
  return { page, files, rawKB: kb(raw), gzipKB: kb(gzip), brotliKB: kb(brotli), budgetKB, withinBudget: kb(gzip) <= budgetKB };
}

const base = {
  customerEmail: null,
  customerPhone: null,
  customerAddress: null,
  lineItems: [],
  subtotal: '1000.00',
  discountRate: '0.00',
  discountAmount: '0.00',
  depositPercentage: '60.00',
  depositAmount: '600.00',
  balanceDue: '400.00',
  notes: null,
};
const FIRST = ['Ann', 'Bob', 'Carla', 'Dev', 'Eli', 'Fatima', 'Greg', 'Hana', 'Ivan', 'Jo'];
const LAST = ['Garcia', 'Smith', 'Nguyen', 'Patel', 'Kim', 'Lopez', 'Brown', 'Olsen'];
const PROJECTS = ['Garage floor', 'Basement', 'Warehouse aisle', 'Showroom', 'Kitchen', 'Patio', 'Pool deck', 'Shop floor'];

/** 1,000 documents of every kind, as the lists would hold them. */
export function syntheticSources(count = 1000): DocumentSources {
  const quotes: Quote[] = [];
  const invoices: Invoice[] = [];
  const drafts: Draft[] = [];
  const linkQuotes: LinkQuote[] = [];
  for (let i = 0; i < count; i += 1) {
    const common = {
      ...base,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      customerName: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
      projectTitle: `${PROJECTS[i % PROJECTS.length]} ${i}`,
      total: `${1000 + i}.00`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
    };
    const number = String(i).padStart(4, '0');
    if (i % 4 === 0) {
      quotes.push({ ...common, quoteNumber: `Q-2026-${number}`, issueDate: '2026-01-01', validUntil: '2026-01-31', depositPaid: '0.00', status: 'pending', customerSignature: null, signedAt: null, signedName: null, revisionOf: null, revisionNumber: 0, draftId: null });
    } else if (i % 4 === 1) {
      invoices.push({ ...common, invoiceNumber: `INV-2026-${number}`, kind: 'standard', issueDate: '2026-01-01', dueDate: null, depositReceived: '0.00', amountPaid: '0.00', balanceDue: common.total, status: 'unpaid', scopeItems: null, quoteId: null, voidReason: null, voidedAt: null, replacedBy: null, replaces: null });
    } else if (i % 4 === 2) {
      drafts.push({ ...common, type: 'quote', issueDate: null, validUntil: null, taxRate: '8.25', depositPaid: '0.00', status: 'active', revisionOf: null, revisionNumber: null, lastModified: common.createdAt, projectDescription: null });
    } else {
      linkQuotes.push({
        id: common.id,
        quoteId: common.id,
        quoteNumber: `Q-2026-${number}`,
        shareableLink: `link${number}`.padEnd(32, 'x'),
        isSigned: i % 8 === 3,
        status: i % 8 === 3 ? 'signed' : 'pending',
        customerName: common.customerName,
        projectTitle: common.projectTitle,
        total: common.total,
        createdAt: common.createdAt,
        firstViewedAt: null,
        lastViewedAt: null,
        viewCount: 0,
        signedAt: null,
        signedName: null,
        changeRequest: null,
      });
    }
  }
  return { quotes, invoices, drafts, linkQuotes };
}

export interface FilterFigures {
  documents: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** One keystroke = filter the loaded items by tab and the new query, then sort (document-list.ts). */
export function measureKeystrokeFilter(count = 1000): FilterFigures {
  const items = mergeDocumentItems(syntheticSources(count));
  const typed = 'garage floor 12';
  const queries = Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1));
  for (let i = 0; i < 50; i += 1) filterDocumentItems(items, 'all', queries[i % queries.length] ?? '');
  const times: number[] = [];
  for (let round = 0; round < 40; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      filterDocumentItems(items, 'all', query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 1000) / 1000;
  return { documents: items.length, keystrokes: times.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

export async function benchClient(): Promise<{ bundles: EntryFigures[]; filter: FilterFigures }> {
  const bundles = [await measureEntry('index.html', STAFF_BUDGET_KB), await measureEntry('sign.html', SIGNING_BUDGET_KB)];
  return { bundles, filter: measureKeystrokeFilter() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { bundles, filter } = await benchClient();
  console.log('Initial JavaScript of each page (module script + modulepreloads, from dist/client)');
  console.table(
    bundles.map((entry) => ({
      page: entry.page,
      files: entry.files.length,
      'raw KB': entry.rawKB,
      'gzip KB': entry.gzipKB,
      'brotli KB': entry.brotliKB,
      'budget KB (gzip)': entry.budgetKB,
      budget: entry.withinBudget ? 'ok' : 'OVER',
    })),
  );
  console.log(`\nDocuments search, one keystroke over ${filter.documents} documents (${filter.keystrokes} keystrokes measured)`);
  console.table([{ 'median ms': filter.medianMs, 'p95 ms': filter.p95Ms, 'max ms': filter.maxMs }]);
}
