import { cards, expect, expectNoSidewaysScroll, openDocuments, test, uniqueWord } from './support/fixtures.ts';

/**
 * Issue 14: no screen scrolls sideways at 390, 768 or 1366 px. Every staff screen, the access gate
 * and the customer signing page are visited at each width; the page must be no wider than the
 * window. When one is, the message names the elements that stick out, so the cause is findable.
 */

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;


for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('no staff screen scrolls sideways', async ({ page, api }) => {
      const word = uniqueWord('Wide');
      const quote = await api.createQuote({ customerName: `${word} Alexandria Montgomery-Fitzgerald`, projectTitle: 'Metallic epoxy showroom floor with cove base and crack repair' });
      await api.createDraft({ customerName: `${word} Draft`, projectTitle: 'Garage floor' });
      await api.generateLink(quote.id);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Document Generator' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
      await expect(page.getByText('Loading recent activity...')).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'Dashboard');

      await page.goto('/voice');
      await expect(page.getByText('Click to start recording')).toBeVisible();
      await expectNoSidewaysScroll(page, 'AI assistant');

      await openDocuments(page, word);
      for (const tab of ['Drafts', 'All', 'Link Quotes']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(cards(page).first()).toBeVisible();
        await expectNoSidewaysScroll(page, `Documents (${tab})`);
      }
      await page.getByRole('tab', { name: 'All', exact: true }).click();
      await cards(page).filter({ hasText: 'Alexandria' }).getByRole('button', { name: 'Preview' }).first().click();
      await expect(page.getByRole('region', { name: 'Document Preview' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Document Preview');

      await page.goto('/generated-quotes?new=quote');
      await expect(page.getByLabel('Customer Name')).toBeVisible();
      await page.getByRole('button', { name: 'Advanced Options' }).click();
      await expectNoSidewaysScroll(page, 'Generator form');

      await page.goto('/customers');
      await page.getByLabel('Search customers').fill(word);
      await page.getByRole('list', { name: 'Customers' }).getByRole('button').first().click();
      await expect(page.getByRole('heading', { name: /Alexandria/, level: 2 })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Customer record');

      await page.goto('/price-book');
      await expect(page.getByRole('heading', { name: 'Price Book', level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Price Book');

      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Settings');

      await page.goto('/verify');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Verify');

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Page Not Found');
    });

    test('the access gate and the signing page do not scroll sideways', async ({ api, browser }) => {
      const word = uniqueWord('WideSign');
      const quote = await api.createQuote({ customerName: `${word} Bartholomew Featherstonehaugh`, projectTitle: 'Commercial kitchen quartz broadcast floor' });
      const { shareableLink } = await api.generateLink(quote.id);

      const customer = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
      const customerPage = await customer.newPage();
      await customerPage.goto('/');
      await expect(customerPage.getByRole('button', { name: 'Access Portal' })).toBeVisible();
      await expectNoSidewaysScroll(customerPage, 'Access gate');

      await customerPage.goto(`/sign/${shareableLink}`);
      await expect(customerPage.getByRole('button', { name: 'Click to Sign' })).toBeVisible();
      await expectNoSidewaysScroll(customerPage, 'Signing page');
      await customer.close();
    });
  });
}
