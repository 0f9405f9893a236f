import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { cards, expect, openDocuments, test, uniqueWord } from './support/fixtures.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as an inline script, which the app's strict CSP rightly refuses.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('no serious or critical accessibility violation', () => {
  test('gate', async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Access Portal' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('dashboard', async ({ page, api }) => {
    await api.createInvoice({ customerName: uniqueWord('Axe'), projectTitle: 'Lobby' });
    await api.createQuote({ customerName: uniqueWord('Axe'), projectTitle: 'Porch' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText('Loading recent activity...')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('documents: every tab, with cards', async ({ page, api }) => {
    const word = uniqueWord('Axe');
    await api.createDraft({ customerName: word, projectTitle: 'Garage' });
    await api.createInvoice({ customerName: word, projectTitle: 'Shop' });
    await openDocuments(page);
    for (const tab of ['Drafts', 'Archive', 'Signed', 'Link Quotes', 'All']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByText('Loading documents...')).toHaveCount(0);
      expect(await seriousViolations(page), tab).toEqual([]);
    }
  });

  test('documents: empty search', async ({ page }) => {
    await openDocuments(page, uniqueWord('nothing'));
    await expect(page.getByText('No documents found')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('edit view with validation messages', async ({ page }) => {
    await page.goto('/generated-quotes?new=quote');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('switch', { name: 'Use Dimensions' }).first().click();
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await page.getByRole('button', { name: 'Advanced Options' }).click();
    await expect(page.locator('.field__error').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('document preview', async ({ page, api }) => {
    const word = uniqueWord('Axe');
    await api.createQuote({ customerName: word, projectTitle: 'Patio' });
    await openDocuments(page, word);
    await page.getByRole('tab', { name: 'All' }).click();
    await cards(page).first().getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Document Preview' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const path of ['/settings', '/price-book', '/voice', '/no-such-page']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
