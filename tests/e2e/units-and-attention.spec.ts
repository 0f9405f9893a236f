import { expect, expectNoSidewaysScroll, test, uniqueWord } from './support/fixtures.ts';

/** Issue 14 items 6 and 5: a unit on every line; the dashboard's Needs attention list. */

const WIDTHS = [390, 1366] as const;


test('a line set to linear ft is labelled Linear ft and the preview prints "35 lf × $8.10/lf"', async ({ page }) => {
  const name = uniqueWord('Lena');
  await page.goto('/');
  await page.getByRole('link', { name: 'New Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Project Title').fill('Garage cracks');
  const line = page.getByRole('group', { name: 'Item 1' });
  await line.getByLabel('Service Description').fill('Crack repair');
  await expect(line.getByLabel('Area (sq ft)')).toBeVisible();
  await line.getByLabel('Unit').selectOption({ label: 'linear ft' });
  await expect(line.getByLabel('Area (sq ft)')).toHaveCount(0);
  await expect(line.getByRole('switch', { name: 'Use Dimensions' })).toHaveCount(0);
  await line.getByLabel('Linear ft').fill('35');
  await line.getByLabel('Rate ($/lf)').fill('8.10');
  await expect(line.getByText('$283.50')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Quote' }).click();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  const paper = preview.getByRole('article');
  await expect(paper.getByText('35 lf × $8.10/lf')).toBeVisible();
  await expect(paper.getByText('Area (sq ft)')).toHaveCount(0);
  await expect(paper.getByText('$283.50').first()).toBeVisible();
});

for (const width of WIDTHS) {
  test(`at ${width} px a Needs attention row and a Recent Activity row open their document, with no sideways scroll`, async ({ page, api }) => {
    await page.setViewportSize({ width, height: 900 });
    const payer = uniqueWord('Pastdue');
    // Due long ago and unpaid: past due.
    const made = await page.request.post('/api/invoices', {
      data: {
        customerName: payer,
        projectTitle: 'Shop floor',
        issueDate: '2026-03-01',
        dueDate: '2026-03-15',
        depositPercentage: 60,
        lineItems: [{ description: 'Metallic epoxy system', unit: 'sqft', quantity: 200, rate: '5.00' }],
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const invoice = (await made.json()) as { invoiceNumber: string };
    const asker = uniqueWord('Asker');
    const quote = await api.createQuote({ customerName: asker, projectTitle: 'Porch' });
    const { shareableLink } = await api.generateLink(quote.id);
    const asked = await page.request.post(`/api/quotes/sign/${shareableLink}/request-changes`, { data: { name: asker, message: 'Please add the side porch' } });
    expect(asked.ok()).toBe(true);

    await page.goto('/');
    const attention = page.getByTestId('needs-attention');
    const changeRow = attention.getByRole('link', { name: new RegExp(asker) });
    await expect(changeRow).toContainText('Changes requested');
    await expect(changeRow).toContainText('Please add the side porch');
    const dueRow = attention.getByRole('link', { name: new RegExp(payer) });
    await expect(dueRow).toContainText('Past due');
    await expect(dueRow).toContainText('Due Mar 15, 2026');
    await expectNoSidewaysScroll(page);

    await dueRow.click();
    const preview = page.getByRole('region', { name: 'Document Preview' });
    await expect(preview.getByRole('article', { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/');
    await page.getByTestId('needs-attention').getByRole('link', { name: new RegExp(asker) }).click();
    await expect(page.getByRole('region', { name: 'Document Preview' }).getByRole('article', { name: `Quote ${quote.quoteNumber}` })).toBeVisible();

    await page.goto('/');
    const recent = page.locator('[aria-labelledby="recent-activity-title"]');
    await recent.getByRole('link', { name: new RegExp(asker) }).click();
    await expect(page.getByRole('region', { name: 'Document Preview' }).getByRole('article', { name: `Quote ${quote.quoteNumber}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
