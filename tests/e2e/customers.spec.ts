import { expect, expectNoSidewaysScroll, test, uniqueWord } from './support/fixtures.ts';

/** Issue 16 item 4: a Customers screen made from the documents. */


const line = { description: 'Full flake epoxy', unit: 'sqft', useDimensions: true, length: 20, width: 20, quantity: 400, rate: '5.00' };

for (const width of [390, 1366] as const) {
  test(`at ${width} px: Customers finds a person by phone and shows their quote and invoice, which open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = uniqueWord('Odile');
    const digits = `512555${String(Math.floor(1000 + Math.random() * 9000))}`;
    const phone = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    for (const [path, projectTitle, customerPhone] of [
      ['/api/quotes', 'Garage floor', phone],
      ['/api/invoices', 'Patio steps', digits],
    ] as const) {
      const made = await page.request.post(path, {
        data: { customerName: name, customerPhone, projectTitle, issueDate: '2026-03-01', validUntil: '2036-03-31', depositPercentage: 50, lineItems: [line] },
      });
      expect(made.ok(), await made.text()).toBe(true);
    }

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await page.getByLabel('Search customers').fill(digits.slice(-7));
    const card = page.getByRole('list', { name: 'Customers' }).getByRole('button', { name: new RegExp(name) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('1 quote · 0 signed · 1 invoice');
    await expectNoSidewaysScroll(page);

    await card.click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByText(phone).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Garage floor/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Patio steps/ })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: /Garage floor/ }).click();
    await expect(page.getByRole('region', { name: 'Document Preview' }).getByText('Garage floor').first()).toBeVisible();
  });
}

test('the generator offers an existing customer by name and fills their phone and address', async ({ page }) => {
  const name = uniqueWord('Perpetua');
  const made = await page.request.post('/api/quotes', {
    data: { customerName: `${name} Okafor`, customerPhone: '5125550177', customerAddress: '2201 Lake Austin Blvd, Austin, TX 78703', projectTitle: 'Garage floor', issueDate: '2026-03-01', validUntil: '2036-03-31', depositPercentage: 50, lineItems: [line] },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await page.goto('/generated-quotes?new=quote');
  const field = page.getByRole('combobox', { name: 'Customer Name' });
  await field.fill(name.slice(0, 12));
  const option = page.getByRole('listbox', { name: 'Existing customers' }).getByRole('option', { name: new RegExp(`${name} Okafor`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('(512) 555-0177');
  await option.click();
  await expect(field).toHaveValue(`${name} Okafor`);
  await expect(page.getByLabel('Phone Number')).toHaveValue('(512) 555-0177');
  await expect(page.getByLabel('Address')).toHaveValue('2201 Lake Austin Blvd, Austin, TX 78703');
});
