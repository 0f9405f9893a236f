import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, Invoice, LinkQuote, Quote } from '#shared/documents/schemas.ts';
import { computeTotals, toBig, toMoneyString } from '#shared/money/money.ts';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import { openDatabase } from '../db/client.ts';
import { checkSignaturePng } from '../modules/signing/signature-image.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DATABASE_KINDS } from '../testing/test-databases.ts';
import { countRows } from './backup.ts';
import { seedDemoData, SeedError } from './seed.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

describe.each(DATABASE_KINDS)('npm run seed on %s', (kind) => {
  let t: TestApp;
  const get = async <T>(url: string): Promise<T> => (await t.staff({ method: 'GET', url })).json() as T;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.app.db);
  }, 120_000);
  afterAll(async () => t?.close());

  it('makes a realistic office: Texas customers, every kind of document and link, a revision', async () => {
    const quotes = await get<Quote[]>('/api/quotes?limit=500');
    const invoices = await get<Invoice[]>('/api/invoices?limit=500');
    const drafts = await get<Draft[]>('/api/drafts?limit=500');
    const archived = await get<Draft[]>('/api/drafts/archived?limit=500');
    const links = await get<LinkQuote[]>('/api/link-quotes?limit=500');
    const everyone = [...quotes, ...invoices, ...drafts, ...archived];
    expect(new Set(everyone.map((doc) => doc.customerName)).size).toBe(36);
    for (const doc of everyone) {
      expect(doc.customerPhone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      if (doc.customerAddress) expect(doc.customerAddress).toMatch(/^\d+ [A-Za-z0-9 ]+, [A-Za-z ]+, TX 7\d{4}$/);
    }
    expect(drafts.length).toBeGreaterThanOrEqual(6);
    expect(archived.length).toBeGreaterThanOrEqual(2);
    expect(drafts.some((draft) => draft.lineItems.length === 1 && !draft.customerAddress)).toBe(true);
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['paid', 'unpaid']));
    expect(invoices.filter((invoice) => invoice.quoteId).length).toBeGreaterThanOrEqual(1);
    expect(new Set(links.map((link) => link.status))).toEqual(new Set(['pending', 'signed', 'superseded']));
    expect(links.some((link) => link.status === 'pending' && link.viewCount > 0)).toBe(true);
    expect(links.some((link) => link.status === 'pending' && link.viewCount === 0)).toBe(true);
    expect(links.find((link) => link.status === 'superseded')?.changeRequest).toMatch(/steps/);
    const revision = quotes.find((quote) => quote.quoteNumber.endsWith('-R1'));
    expect(revision?.lineItems.at(-1)?.description).toBe('Step treads - Mudroom');
    // One quote out now offers three systems and an add-on, so the signing page's choice can be tried.
    const choice = quotes.find((quote) => (quote.options?.length ?? 0) > 0);
    expect(choice?.options?.map((option) => option.name)).toEqual(['Good: solid colour epoxy', 'Better: full flake', 'Best: polyaspartic full flake']);
    expect(choice?.addOns?.map((line) => line.description)).toEqual(['Stem wall coating']);
    expect(links.find((link) => link.quoteId === choice?.id)?.status).toBe('pending');
    expect((await get<{ companyName: string }>('/api/settings')).companyName).toBe('Lone Star Epoxy Floors');
    expect(await get('/api/stats')).toMatchObject({ signed: 4, drafts: drafts.length });
  });

  it('signed quotes carry a drawn signature, the audit trail and a signed PDF', async () => {
    const signed = (await get<Quote[]>('/api/quotes?limit=500')).filter((quote) => quote.status === 'signed');
    expect(signed).toHaveLength(4);
    for (const quote of signed) {
      expect(quote.signedName).toBe(quote.customerName);
      expect(() => checkSignaturePng(quote.customerSignature!)).not.toThrow();
    }
    expect(new Set(signed.map((quote) => quote.customerSignature)).size).toBe(4);
    const link = (await get<LinkQuote[]>('/api/link-quotes?limit=500')).find((l) => l.quoteId === signed[0]!.id)!;
    expect((await get<Array<{ kind: string }>>(`/api/link-quotes/${link.id}/audit`)).map((event) => event.kind)).toEqual(['created', 'viewed', 'viewed', 'signed']);
    const pdf = await t.staff({ method: 'GET', url: `/api/quotes/${signed[0]!.id}/signed-pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('every figure is what the money module computes from the line items', async () => {
    const documents = [...(await get<Quote[]>('/api/quotes?limit=500')), ...(await get<Invoice[]>('/api/invoices?limit=500')), ...(await get<Draft[]>('/api/drafts?limit=500'))];
    for (const doc of documents) {
      const totals = computeTotals({ lineItems: doc.lineItems, discountRate: doc.discountRate, depositPercentage: doc.depositPercentage });
      // An invoice's balance due is its total less the payments recorded on it.
      const balanceDue = 'amountPaid' in doc ? toMoneyString(toBig(doc.total).minus(toBig(doc.amountPaid))) : totals.balanceDue;
      expect({ subtotal: doc.subtotal, total: doc.total, depositAmount: doc.depositAmount, balanceDue: doc.balanceDue }).toEqual({
        subtotal: totals.subtotal,
        total: totals.total,
        depositAmount: totals.depositAmount,
        balanceDue,
      });
    }
  });

  it('spreads a year of work with dates that agree with each other (issue 14)', async () => {
    const quotes = await get<Quote[]>('/api/quotes?limit=500');
    const invoices = await get<Invoice[]>('/api/invoices?limit=500');
    const drafts = await get<Draft[]>('/api/drafts?limit=500');
    const links = await get<LinkQuote[]>('/api/link-quotes?limit=500');
    const today = todayIn('America/Chicago');
    const daysAgo = (iso: string): number => Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(iso)) / 86_400_000);
    const dayOf = (iso: string): string => todayIn('America/Chicago', new Date(iso));
    const documents = [...quotes, ...invoices, ...drafts];
    // Not everything today: from about a year ago up to now, in most months of the year.
    expect(Math.max(...documents.map((doc) => daysAgo(doc.createdAt)))).toBeGreaterThanOrEqual(330);
    expect(Math.min(...documents.map((doc) => daysAgo(doc.createdAt)))).toBeLessThanOrEqual(1);
    expect(new Set(documents.map((doc) => dayOf(doc.createdAt).slice(0, 7))).size).toBeGreaterThanOrEqual(10);
    expect(documents.filter((doc) => dayOf(doc.createdAt) === today).length).toBeLessThan(documents.length / 5);

    for (const quote of quotes) {
      // Issued the day it was made, valid for the office's 30 days, numbered in its own year.
      expect(quote.issueDate, quote.quoteNumber).toBe(dayOf(quote.createdAt));
      expect(quote.validUntil, quote.quoteNumber).toBe(addDaysIso(quote.issueDate, 30));
      expect(quote.quoteNumber.slice(2, 6), quote.quoteNumber).toBe(quote.issueDate.slice(0, 4));
      if (quote.signedAt) {
        expect(Date.parse(quote.signedAt)).toBeGreaterThan(Date.parse(quote.createdAt));
        expect(dayOf(quote.signedAt) <= quote.validUntil, quote.quoteNumber).toBe(true);
      }
    }
    for (const invoice of invoices) {
      expect(invoice.issueDate, invoice.invoiceNumber).toBe(dayOf(invoice.createdAt));
      expect(invoice.invoiceNumber.slice(4, 8), invoice.invoiceNumber).toBe(invoice.issueDate.slice(0, 4));
      if (invoice.dueDate) expect(invoice.dueDate >= invoice.issueDate, invoice.invoiceNumber).toBe(true);
      const quote = quotes.find((candidate) => candidate.id === invoice.quoteId);
      if (quote?.signedAt) expect(invoice.issueDate >= dayOf(quote.signedAt), invoice.invoiceNumber).toBe(true);
    }
    // Numbers rise with the dates, within each year and kind.
    for (const list of [quotes.filter((quote) => !/-R\d+$/.test(quote.quoteNumber)).map((quote) => [quote.quoteNumber, quote.createdAt] as const), invoices.map((invoice) => [invoice.invoiceNumber, invoice.createdAt] as const)]) {
      const byNumber = [...list].sort(([a], [b]) => a.localeCompare(b));
      const byDate = [...list].sort(([, a], [, b]) => Date.parse(a) - Date.parse(b));
      expect(byNumber.map(([number]) => number)).toEqual(byDate.map(([number]) => number));
    }
    for (const link of links) {
      const quote = quotes.find((candidate) => candidate.id === link.quoteId)!;
      expect(Date.parse(link.createdAt)).toBeGreaterThanOrEqual(Date.parse(quote.createdAt));
      if (link.firstViewedAt) expect(Date.parse(link.firstViewedAt)).toBeGreaterThan(Date.parse(link.createdAt));
      if (link.signedAt) expect(Date.parse(link.signedAt)).toBeGreaterThanOrEqual(Date.parse(link.firstViewedAt ?? link.createdAt));
    }
    // A renumbered document is found by its new number.
    const lastYears = quotes.filter((quote) => quote.issueDate.slice(0, 4) !== today.slice(0, 4));
    for (const quote of lastYears) expect((await get<Quote[]>(`/api/quotes?q=${quote.quoteNumber}`)).map((found) => found.id)).toEqual([quote.id]);
    // Paid invoices were paid after they were issued, not today.
    const paid = invoices.filter((invoice) => invoice.status === 'paid');
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const invoice of paid) {
      const { payments } = await get<{ payments: Array<{ paidOn: string }> }>(`/api/invoices/${invoice.id}/payments`);
      for (const payment of payments) {
        expect(payment.paidOn >= invoice.issueDate, invoice.invoiceNumber).toBe(true);
        expect(payment.paidOn < today, invoice.invoiceNumber).toBe(true);
      }
    }
  });

  it('refuses to run again and changes nothing', async () => {
    const before = await countRows(t.app.db);
    await expect(seedDemoData(t.app.db)).rejects.toThrow(SeedError);
    await expect(seedDemoData(t.app.db)).rejects.toThrow(/^The database is not empty \(\d+ drafts, \d+ quotes, \d+ invoices, \d+ signing links, 1 settings\)/);
    expect(await countRows(t.app.db)).toEqual(before);
  });
});

describe('the demo', () => {
  it('is the same every time', async () => {
    const names = async () => {
      const database = await openDatabase({ inMemory: true });
      try {
        await seedDemoData(database.db, { today: '2026-11-02' });
        const quotes = (await database.db.query.quotes.findMany()).map((quote) => `${quote.quoteNumber.slice(7)} ${quote.customerName} ${quote.total} ${quote.issueDate}`);
        return quotes.sort();
      } finally {
        await database.close();
      }
    };
    const first = await names();
    expect(first).toHaveLength(19);
    expect(await names()).toEqual(first);
  }, 60_000);

  it('npm run seed: exit 0 with a summary, then exit 1 with the reason', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-seed-'));
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    try {
      const first = await run();
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^Seeded the embedded database in .* with a demo office: 36 customers, \d+ drafts/);
      const second = await run();
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/^The database is not empty .*npm run seed fills an empty database only\. Nothing was changed\./);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
