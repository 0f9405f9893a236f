import { cards, expect, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';
import type { Page } from '@playwright/test';

async function startNew(page: Page, kind: 'Quote' | 'Invoice'): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: `New ${kind}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await expect(page.getByText('Create professional quotes and invoices')).toBeVisible();
  await expect(page).toHaveURL(/\/generated-quotes$/);
}

/** Two items: 24 ft x 26 ft at $6.05 by dimensions, and 76 sq ft at $9.00. */
async function fillTwoItems(page: Page): Promise<void> {
  await page.getByRole('switch', { name: 'Use Dimensions' }).click();
  await page.getByLabel('Service Description').fill('Metallic epoxy, garage');
  await page.getByLabel('Length (ft)').fill('24');
  await page.getByLabel('Width (ft)').fill('26');
  await page.getByLabel('Rate ($/sq ft)').fill('6.05');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const second = page.getByRole('group', { name: 'Item 2' });
  await second.getByLabel('Service Description').fill('Flake broadcast, stairs');
  await second.getByLabel('Area (sq ft)').fill('76');
  await second.getByLabel('Rate ($/sq ft)').fill('9');
}

test('a quote by hand: two items, one by dimensions, exact totals, Generate Quote, then its signing link', async ({ page, api, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = uniqueWord('Quinn');
  await startNew(page, 'Quote');
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Project Title').fill('Two-car garage');
  await page.getByLabel('Phone Number').fill('(555) 123-4567');
  await fillTwoItems(page);

  const first = page.getByRole('group', { name: 'Item 1' });
  await expect(first.getByText('624.0')).toBeVisible();
  await expect(first.getByText('$3,775.20')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Item 2' }).getByText('$684.00')).toBeVisible();
  const summary = page.getByTestId('total-summary');
  await expect(page.getByText('Live calculation preview')).toBeVisible();
  await expect(page.getByTestId('summary-subtotal')).toHaveText('$4,459.20');
  await expect(summary.getByText(/^Discount/)).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toHaveText('$4,459.20');
  await expect(summary.getByText('Required Deposit (60%)')).toBeVisible();
  await expect(page.getByTestId('summary-deposit')).toHaveText('$2,675.52');
  await expect(page.getByTestId('summary-balance')).toHaveText('$1,783.68');

  await page.getByRole('button', { name: 'Advanced Options' }).click();
  await page.getByLabel('Discount (%)').fill('10');
  await expect(summary.getByText('Discount (10%)')).toBeVisible();
  await expect(page.getByTestId('summary-discount')).toHaveText('-$445.92');
  await expect(page.getByTestId('summary-total')).toHaveText('$4,013.28');
  await expect(page.getByTestId('summary-deposit')).toHaveText('$2,407.97');
  await expect(page.getByTestId('summary-balance')).toHaveText('$1,605.31');

  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await expect(toastRegion(page).getByText('Quote created successfully!')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview).toBeVisible();
  const documentView = preview.getByRole('article');
  await expect(documentView.getByText(name)).toBeVisible();
  await expect(documentView.getByText('$4,013.28')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Copy Signing Link' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Save as PDF' })).toHaveCount(0);

  // One draft, with the server's own figures equal to the screen's.
  const drafts = await api.drafts(name);
  expect(drafts).toHaveLength(1);
  expect(drafts[0]).toMatchObject({ subtotal: '4459.20', total: '4013.28', depositAmount: '2407.97', balanceDue: '1605.31', discountRate: '10.00' });
  expect(drafts[0]?.lineItems.map((item) => item.amount)).toEqual(['3775.20', '684.00']);

  await page.getByRole('button', { name: 'Close Preview' }).click();
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(name);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('$4,013.28');

  // Sending it: the draft is issued as a numbered quote, and the preview shows that quote.
  await cards(page).first().getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await preview.getByRole('button', { name: 'Copy Signing Link' }).click();
  await expect(toastRegion(page).getByText('Link Copied')).toBeVisible();
  await expect(preview.getByRole('article', { name: /^Quote Q-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(preview.getByRole('article').getByText('$4,013.28')).toBeVisible();
  expect(await api.drafts(name)).toHaveLength(0);
});

test('autosave creates one draft, then updates that same draft', async ({ page, api }) => {
  const name = uniqueWord('Avery');
  const saves: string[] = [];
  // Each save is held back a little, so 'Saving...' can be seen while it runs.
  await page.route(/\/api\/drafts(\/[^/?]+)?$/, async (route) => {
    if (route.request().method() !== 'GET') {
      saves.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    await route.continue();
  });
  await startNew(page, 'Quote');
  await page.getByLabel('Customer Name').fill(name);
  await expect(page.getByText('Saving...')).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('All changes saved')).toBeVisible();
  const created = await api.drafts(name);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ customerName: name, taxRate: '8.25', type: 'quote' });
  expect(saves).toEqual(['POST /api/drafts']);

  await page.getByLabel('Project Title').fill('Basement');
  await expect(page.getByText('Saving...')).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('All changes saved')).toBeVisible();
  const updated = await api.drafts(name);
  expect(updated).toHaveLength(1);
  expect(updated[0]?.id).toBe(created[0]?.id);
  expect(updated[0]?.projectTitle).toBe('Basement');
  expect(saves).toEqual(['POST /api/drafts', `PUT /api/drafts/${created[0]?.id}`]);

  // Nothing changed since: no further save.
  await page.waitForTimeout(2500);
  expect(saves).toHaveLength(2);
});

test('a reload loses nothing: unsaved edits come back in the editor', async ({ page, api }) => {
  const name = uniqueWord('Riley');
  await startNew(page, 'Quote');
  await page.getByLabel('Customer Name').fill(name);
  await expect.poll(async () => (await api.drafts(name)).length, { timeout: 8000 }).toBe(1);
  // Typed, then reloaded before the 2 s autosave could run.
  await page.getByLabel('Project Title').fill('Kitchen floor');
  await page.getByLabel('Service Description').fill('Quartz broadcast');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(name);
  await expect(page.getByLabel('Project Title')).toHaveValue('Kitchen floor');
  await expect(page.getByLabel('Service Description')).toHaveValue('Quartz broadcast');
  // And the server gets them too (sent as the page closed, or by the reopened editor).
  await expect.poll(async () => (await api.drafts(name))[0]?.projectTitle, { timeout: 8000 }).toBe('Kitchen floor');
  expect(await api.drafts(name)).toHaveLength(1);

  await page.getByRole('button', { name: 'Back to documents' }).click();
  await expect(page.getByRole('heading', { name: 'All Documents' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Documents' })).toBeVisible();
});

test('validation messages and the line item toast', async ({ page }) => {
  await startNew(page, 'Quote');
  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await expect(page.locator('.field__error', { hasText: 'Customer name is required' })).toBeVisible();
  await expect(page.locator('.field__error', { hasText: 'Project title is required' })).toBeVisible();
  await expect(toastRegion(page).getByText('Error')).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toBeFocused();

  await page.getByLabel('Customer Name').fill('Morgan');
  await page.getByLabel('Project Title').fill('Patio');
  await page.getByRole('button', { name: 'Advanced Options' }).click();
  await page.getByLabel('Valid Until').fill('');
  await page.getByRole('button', { name: 'Generate Invoice' }).click();
  await expect(page.locator('.field__error', { hasText: 'Valid until date is required' })).toBeVisible();
  await page.getByLabel('Valid Until').fill('2026-12-31');
  await page.getByRole('button', { name: 'Generate Invoice' }).click();
  await expect(toastRegion(page).getByText('Please add at least one line item.')).toBeVisible();
});

test('an invoice by hand: Generate Invoice, then Save as PDF downloads the server PDF', async ({ page, api }) => {
  const name = uniqueWord('Ines');
  await startNew(page, 'Invoice');
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Project Title').fill('Warehouse aisle');
  await fillTwoItems(page);
  await page.getByRole('button', { name: 'Generate Invoice' }).click();
  await expect(toastRegion(page).getByText('Invoice created successfully!')).toBeVisible();

  const invoices = await api.invoices(name);
  expect(invoices).toHaveLength(1);
  const invoice = invoices[0];
  expect(invoice?.invoiceNumber).toMatch(/^INV-\d{4}-\d{4}$/);
  expect(invoice?.status).toBe('unpaid');
  expect(invoice?.total).toBe('4459.20');
  // The autosaved draft became the invoice: it leaves the drafts list.
  expect(await api.drafts(name)).toHaveLength(0);

  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview.getByRole('article', { name: `Invoice ${invoice?.invoiceNumber}` })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Copy Signing Link' })).toHaveCount(0);
  await expect(preview.getByRole('button', { name: 'Revise Quote' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Save as PDF' }).click();
  const download = await downloading;
  await expect(toastRegion(page).getByText('PDF saved successfully')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(await download.path());
  expect(text).toContain(invoice?.invoiceNumber ?? 'missing');
  expect(text).toContain(name);
  expect(text).toMatch(/4,459\.20/);

  await openDocuments(page, name);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(invoice?.invoiceNumber ?? 'missing');
  await expect(cards(page).first()).toContainText('unpaid');
});
