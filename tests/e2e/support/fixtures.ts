import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { nanoid } from 'nanoid';
import type { Draft, Invoice, Quote } from '#shared/documents/schemas.ts';

/** A word no other test uses, so a search finds exactly this test's documents. */
export const uniqueWord = (prefix: string): string => `${prefix}${nanoid(8).replace(/[^A-Za-z0-9]/g, 'x')}`;

const lineItems = [
  { id: nanoid(), description: 'Metallic epoxy system', useDimensions: true, length: 20, width: 10, quantity: 200, rate: '5.00', amount: '1000.00' },
  { id: nanoid(), description: 'Cove base', useDimensions: false, length: null, width: null, quantity: 40, rate: '12.50', amount: '500.00' },
];

export interface DocumentSeed {
  customerName: string;
  projectTitle: string;
}

/** Creates documents through the API, the way the app does, for tests that start from data. */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  private async json<T>(method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown): Promise<T> {
    const response = await this.request[method](path, data === undefined ? undefined : { data });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  createDraft(seed: DocumentSeed): Promise<Draft> {
    return this.json<Draft>('post', '/api/drafts', { type: 'quote', taxRate: '8.25', depositPercentage: 60, lineItems, ...seed });
  }

  createQuote(seed: DocumentSeed): Promise<Quote> {
    return this.json<Quote>('post', '/api/quotes', { lineItems, issueDate: '2026-03-01', validUntil: '2036-03-31', depositPercentage: 60, ...seed });
  }

  createInvoice(seed: DocumentSeed): Promise<Invoice> {
    return this.json<Invoice>('post', '/api/invoices', { lineItems, issueDate: '2026-03-01', depositPercentage: 60, ...seed });
  }

  archiveDraft(id: string): Promise<Draft> {
    return this.json<Draft>('patch', `/api/drafts/${id}/archive`);
  }

  generateLink(id: string): Promise<{ shareableLink: string; quoteId: string; quoteNumber: string }> {
    return this.json('post', `/api/quotes/${id}/generate-link`);
  }

  /** Signs as a customer would; the signature is a real, non-blank PNG drawn by the page. */
  async sign(page: Page, shareableLink: string, name: string): Promise<void> {
    const signature = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 200;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.lineWidth = 2;
      context.beginPath();
      context.moveTo(20, 150);
      context.bezierCurveTo(80, 20, 160, 180, 380, 40);
      context.stroke();
      return canvas.toDataURL('image/png');
    });
    await this.json('post', `/api/quotes/sign/${shareableLink}`, { name, email: '', signature });
  }

  drafts(q: string): Promise<Draft[]> {
    return this.json<Draft[]>('get', `/api/drafts?q=${encodeURIComponent(q)}`);
  }

  invoices(q: string): Promise<Invoice[]> {
    return this.json<Invoice[]>('get', `/api/invoices?q=${encodeURIComponent(q)}`);
  }
}

export const test = base.extend<{ api: Api }>({
  api: async ({ page }, use) => {
    await use(new Api(page.request));
  },
});

export { expect };

/** The one notification on screen (SPEC.md: one toast at a time). */
/**
 * No sideways scroll (issue 14): the page is no wider than the window. When it is, the message
 * names the elements that stick out, so the cause is findable.
 */
export async function expectNoSidewaysScroll(page: Page, screen = 'The page'): Promise<void> {
  const report = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5 && element.getClientRects().length > 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  expect(report.scrollWidth, `${screen} is wider than the window: ${report.wide.join(', ')}`).toBeLessThanOrEqual(report.clientWidth);
}

export const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

export async function openDocuments(page: Page, search?: string): Promise<void> {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'All Documents' })).toBeVisible();
  if (search !== undefined) await page.getByRole('searchbox', { name: 'Search documents' }).fill(search);
}

export const cards = (page: Page) => page.getByTestId('document-card');
