import { cards, expect, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import type { Page } from '@playwright/test';

/** Issue 15 item 3: staff offer options and add-ons from the generator form; the list, the preview and the signed quote show them. */

async function fillLine(scope: ReturnType<Page['getByRole']>, description: string, area: string, rate: string): Promise<void> {
  await scope.getByLabel('Service Description').fill(description);
  await scope.getByLabel('Area (sq ft)').fill(area);
  await scope.getByLabel('Rate ($/sq ft)').fill(rate);
}

test('staff offer two options and an add-on; the customer signs one; staff see which was chosen', async ({ page, api }) => {
  const name = uniqueWord('Opal');
  await page.goto('/');
  await page.getByRole('link', { name: 'New Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Project Title').fill('Garage with options');

  await page.getByRole('button', { name: 'Add Option' }).click();
  const first = page.getByRole('region', { name: 'Option 1' });
  const second = page.getByRole('region', { name: 'Option 2' });
  await first.getByLabel('Option 1 Name').fill('Good: solid color epoxy');
  await fillLine(first, 'Solid color epoxy', '480', '4.25');
  await second.getByLabel('Option 2 Name').fill('Better: full flake');
  await fillLine(second, 'Full flake epoxy', '480', '5.50');
  // 480 x 4.25 = 2040.00 and 480 x 5.50 = 2640.00; 60% deposit.
  await expect(first.getByTestId('quote-option-figures')).toHaveText('Total $2,040.00 · Deposit $1,224.00 · Balance $816.00');
  await expect(second.getByTestId('quote-option-figures')).toHaveText('Total $2,640.00 · Deposit $1,584.00 · Balance $1,056.00');

  await page.getByRole('button', { name: 'Add Add-on' }).click();
  await fillLine(page.getByRole('region', { name: 'Add-ons' }), 'Cove base', '40', '8.10');

  // An invoice bills one set of lines: a form offering options is not invoiced as if it had none.
  await page.getByRole('button', { name: 'Generate Invoice' }).click();
  await expect(toastRegion(page).getByText('An invoice bills one set of lines: remove the options, or issue the quote and invoice the option the customer signs for.')).toBeVisible();
  expect(await api.invoices(name)).toEqual([]);

  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await expect(toastRegion(page).getByText('Quote created successfully!')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview.getByText('2 options: $2,040.00 – $2,640.00')).toBeVisible();
  await expect(preview.getByText('Option 2: Better: full flake')).toBeVisible();
  await expect(preview.getByText('Optional Add-ons (added to the option chosen)')).toBeVisible();

  await openDocuments(page, name);
  await expect(cards(page).first()).toContainText('2 options: $2,040.00 – $2,640.00');

  const [draft] = await api.drafts(name);
  const link = await api.generateLink(draft!.id);
  const quote = (await (await page.request.get(`/api/quotes/${link.quoteId}`)).json()) as { options: { id: string; name: string }[]; addOns: { id: string }[] };
  const better = quote.options.find((option) => option.name === 'Better: full flake')!;
  // Better + cove: 2640 + 324 = 2964.00; deposit 60% = 1778.40.
  const signed = await page.request.post(`/api/quotes/sign/${link.shareableLink}`, {
    data: { name: 'Opal Customer', signature: signaturePngDataUrl(), choice: { optionId: better.id, addOnIds: [quote.addOns[0]!.id], total: '2964.00', depositAmount: '1778.40' } },
  });
  expect(signed.ok(), await signed.text()).toBe(true);

  await openDocuments(page, name);
  await page.getByRole('tab', { name: 'Signed' }).click();
  const card = cards(page).filter({ hasText: name }).first();
  await expect(card).toContainText('$2,964.00');
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByText('Chosen option:')).toBeVisible();
  await expect(preview.getByText('Better: full flake + Cove base')).toBeVisible();
  await expect(preview.getByText('Deposit due:')).toContainText('$1,778.40');
});
