import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { expect, expectNoSidewaysScroll, test, uniqueWord } from './support/fixtures.ts';

/**
 * Issue 15 item 1: the Price Book screen from the top navigation, a rate edited there, and a line
 * of the generator filled from it by typing its name (description, unit and rate); changing the
 * line's rate leaves the book alone. At a phone's and a laptop's width, with no sideways scroll.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;


for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('Price Book from the navigation: edit a rate, then fill a generator line by typing its name', async ({ page }) => {
      const word = uniqueWord('Pb');
      const name = `Garage Flake ${word}`;
      const created = await page.request.post('/api/price-book', { data: { name, description: 'Full broadcast, clear top coat', unit: 'sqft', rate: '5.00' } });
      expect(created.status()).toBe(201);
      const entry = (await created.json()) as PriceBookItem;
      const stored = async (): Promise<PriceBookItem | undefined> => ((await (await page.request.get('/api/price-book')).json()) as PriceBookItem[]).find((item) => item.id === entry.id);

      try {
        await page.goto('/');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Price Book' }).click();
        await expect(page).toHaveURL(/\/price-book$/);
        await expect(page.getByRole('heading', { name: 'Price Book', level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Full Flake Epoxy' })).toBeVisible();
        const row = page.getByTestId('price-book-entry').filter({ hasText: name });
        await expect(row.getByText('$5.00/sq ft')).toBeVisible();
        await expectNoSidewaysScroll(page, 'Price Book');

        await row.getByRole('button', { name: `Edit ${name}` }).click();
        const form = page.getByRole('form', { name: `Edit ${name}` });
        await form.getByLabel('Rate ($/sq ft)').fill('6.40');
        await expectNoSidewaysScroll(page, 'Price Book while editing');
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByTestId('price-book-entry').filter({ hasText: name }).getByText('$6.40/sq ft')).toBeVisible();
        expect((await stored())?.rate).toBe('6.40');

        await page.goto('/');
        await page.getByRole('link', { name: 'New Quote' }).click();
        await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
        const item = page.getByRole('group', { name: 'Item 1' });
        const description = item.getByRole('combobox', { name: 'Service Description' });
        await description.pressSequentially(`flake ${word}`);
        const option = page.getByRole('option', { name: new RegExp(name) });
        await expect(option).toBeVisible();
        await expect(option).toContainText('$6.40/sq ft');
        await expectNoSidewaysScroll(page, 'Generator with price book suggestions');
        await option.click();

        await expect(description).toHaveValue(`${name}: Full broadcast, clear top coat`);
        await expect(item.getByLabel('Unit')).toHaveValue('sqft');
        await expect(item.getByLabel('Rate ($/sq ft)')).toHaveValue('6.40');
        await expect(page.getByRole('listbox', { name: 'Price book' })).toBeHidden();
        await item.getByLabel('Area (sq ft)').fill('100');
        await expect(item.getByText('$640.00')).toBeVisible();

        // The line's own rate changes; the book's does not.
        await item.getByLabel('Rate ($/sq ft)').fill('7.25');
        await expect(item.getByText('$725.00')).toBeVisible();
        await expectNoSidewaysScroll(page, 'Generator');
        expect((await stored())?.rate).toBe('6.40');
      } finally {
        // Archived, so other tests' forms and AI drafts never meet it.
        await page.request.put(`/api/price-book/${entry.id}`, { data: { ...entry, rate: '6.40', active: false } });
      }
    });
  });
}

test('a quote under the company minimum gets a visible Minimum job charge line, which staff may remove', async ({ page }) => {
  const settings = await (await page.request.get('/api/settings')).json();
  await page.request.put('/api/settings', { data: { ...settings, minimumJobCharge: '500' } });
  try {
    await page.goto('/');
    await page.getByRole('link', { name: 'New Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
    const first = page.getByRole('group', { name: 'Item 1' });
    await first.getByRole('combobox', { name: 'Service Description' }).fill('Solid color epoxy - closet');
    await first.getByLabel('Area (sq ft)').fill('100');
    await first.getByLabel('Rate ($/sq ft)').fill('3');

    const charge = page.getByRole('group', { name: 'Item 2' });
    await expect(charge.getByRole('combobox', { name: 'Service Description' })).toHaveValue('Minimum job charge');
    await expect(charge.getByLabel('Unit')).toHaveValue('flat');
    await expect(charge.getByLabel('Flat price ($)')).toHaveValue('200.00');
    await expect(page.getByTestId('summary-total')).toHaveText('$500.00');
    await expect(page.getByTestId('minimum-charge-note')).toContainText('$500.00');

    // More work on the floor: the line shrinks; staff remove it: it stays away.
    await first.getByLabel('Rate ($/sq ft)').fill('4');
    await expect(charge.getByLabel('Flat price ($)')).toHaveValue('100.00');
    await expect(page.getByTestId('summary-total')).toHaveText('$500.00');
    await page.getByRole('button', { name: 'Remove Item 2' }).click();
    await expect(page.getByRole('group', { name: 'Item 2' })).toHaveCount(0);
    await expect(page.getByTestId('summary-total')).toHaveText('$400.00');
    await expect(page.getByRole('button', { name: 'Add minimum job charge' })).toBeVisible();
  } finally {
    await page.request.put('/api/settings', { data: settings });
  }
});
