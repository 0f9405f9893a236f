import { cards, expect, expectNoSidewaysScroll, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';

// Issue 14, items 2 and 3: deposit invoices and payments, and invoices that keep their number.

test('from a signed quote: deposit invoice, a partial payment, then the rest, and it reads Paid', async ({ page, api }) => {
  const word = uniqueWord('Payne');
  // $1,500.00 at the fixtures' 60% deposit: $900.00.
  const quote = await api.createQuote({ customerName: word, projectTitle: 'Garage floor' });
  const { shareableLink } = await api.generateLink(quote.id);
  await page.goto('/');
  await api.sign(page, shareableLink, word);

  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'Signed', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview.getByRole('button', { name: 'Create final invoice' })).toBeVisible();
  await preview.getByRole('button', { name: 'Create deposit invoice' }).click();
  await expect(toastRegion(page).getByText(/Deposit invoice INV-\d{4}-\d{4} created\./i)).toBeVisible();

  // The invoice bills the deposit, not the whole quote.
  const paper = preview.getByRole('article', { name: /^Invoice INV-/ });
  await expect(paper.getByText(`Deposit (60%) for quote ${quote.quoteNumber}: Garage floor`)).toBeVisible();
  const totals = paper.locator('.doc__totals');
  await expect(totals).toContainText('Total$900.00');
  await expect(totals).toContainText('Balance Due$900.00');
  await expect(totals).not.toContainText('$1,500.00');
  const account = preview.getByRole('region', { name: 'Payments' });
  await expect(account).toContainText('Unpaid');
  await expect(account).toContainText('No payments recorded yet.');

  // A partial payment.
  await preview.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Record payment on INV-/ });
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue('900.00');
  await dialog.getByLabel('Amount ($)').fill('400');
  await dialog.getByLabel('Method').selectOption('Zelle');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(account).toContainText('Partially paid');
  await expect(account).toContainText('Balance due $500.00');
  await expect(account.getByRole('row', { name: /Zelle/ })).toContainText('$400.00');
  await expect(totals).toContainText('Payments Received$400.00');
  await expect(totals).toContainText('Balance Due$500.00');

  // The rest: the dialog offers what is still due.
  await preview.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue('500.00');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(account.getByText('Paid', { exact: true })).toBeVisible();
  await expect(account).toContainText('Balance due $0.00');
  await expect(totals).toContainText('Balance Due$0.00');
  await expect(paper).toContainText('Paid in full ($900.00). Thank you.');
  await expect(preview.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  const [invoice] = await api.invoices(word);
  expect(invoice).toMatchObject({ kind: 'deposit', status: 'paid', total: '900.00', amountPaid: '900.00', balanceDue: '0.00' });

  // The final invoice bills the rest, with the quote's lines as the scope of work.
  await preview.getByRole('button', { name: 'Close Preview' }).click();
  await page.getByRole('tab', { name: 'Signed', exact: true }).click();
  await cards(page).first().getByRole('button', { name: 'Preview' }).click();
  await preview.getByRole('button', { name: 'Create final invoice' }).click();
  await expect(toastRegion(page).getByText(/Final invoice INV-\d{4}-\d{4} created\./i)).toBeVisible();
  await expect(paper.getByText(`Balance for quote ${quote.quoteNumber}: Garage floor`)).toBeVisible();
  await expect(totals).toContainText('Total$600.00');
  await expect(totals).toContainText('Balance Due$600.00');
  await expect(paper.getByText('Scope of Work (as quoted, not billed again)')).toBeVisible();
  await expect(paper.getByRole('table', { name: 'Scope of work' })).toContainText('Metallic epoxy system');
});

test('editing an unpaid invoice keeps its number and makes no draft; one with payments is locked', async ({ page, api }) => {
  const word = uniqueWord('Edwina');
  const invoice = await api.createInvoice({ customerName: word, projectTitle: 'Shop floor' });

  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Quote/Invoice', level: 1 })).toBeVisible();
  await page.getByLabel('Project Title').fill('Shop floor and office');
  // Longer than the autosave delay: an issued invoice is saved in place, never as a draft.
  await page.waitForTimeout(2600);
  expect(await api.drafts(word)).toHaveLength(0);
  await page.getByRole('button', { name: `Save Invoice ${invoice.invoiceNumber}` }).click();
  await expect(toastRegion(page).getByText(`Invoice ${invoice.invoiceNumber} saved.`)).toBeVisible();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview.getByRole('article', { name: `Invoice ${invoice.invoiceNumber}` })).toContainText('Shop floor and office');

  const invoices = await api.invoices(word);
  expect(invoices).toHaveLength(1);
  expect(invoices[0]).toMatchObject({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, projectTitle: 'Shop floor and office' });
  expect(await api.drafts(word)).toHaveLength(0);

  // With a payment it is locked: the editor says why and offers void and replace, with a reason.
  const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, { data: { amount: '100', method: 'Check' } });
  expect(paid.status()).toBe(201);
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await cards(page).first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText(/Payments are recorded \(\$100\.00\), so this invoice is locked/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save Invoice/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Void and replace' }).click();
  await expect(page.getByText('Say why this invoice is voided')).toBeVisible();
  await page.getByLabel('Reason for voiding').fill('Office added to the job');
  await page.getByRole('button', { name: 'Void and replace' }).click();
  await expect(toastRegion(page).getByText(new RegExp(`Invoice ${invoice.invoiceNumber} is void; INV-\\d{4}-\\d{4} replaces it\\.`))).toBeVisible();

  const after = await api.invoices(word);
  expect(after).toHaveLength(2);
  const old = after.find((i) => i.id === invoice.id)!;
  const replacement = after.find((i) => i.id !== invoice.id)!;
  expect(old).toMatchObject({ status: 'void', voidReason: 'Office added to the job', replacedBy: replacement.id });
  expect(replacement).toMatchObject({ replaces: invoice.id, amountPaid: '100.00', status: 'partially_paid' });
});

for (const width of [390, 768, 1366]) {
  test(`an invoice with payments and its Record payment dialog fit ${width} px without sideways scroll`, async ({ page, api }) => {
    await page.setViewportSize({ width, height: 900 });
    const word = uniqueWord('Wide');
    const invoice = await api.createInvoice({ customerName: word, projectTitle: 'Warehouse' });
    const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, { data: { amount: '250.00', method: 'Bank transfer', note: 'wire ref 20260301-0042' } });
    expect(paid.status()).toBe(201);
    await openDocuments(page, word);
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await cards(page).first().getByRole('button', { name: 'Preview' }).click();
    const account = page.getByRole('region', { name: 'Payments' });
    await expect(account).toContainText('Partially paid');
    await expect(account.getByRole('row', { name: /Bank transfer/ })).toContainText('$250.00');
    await expectNoSidewaysScroll(page, 'The invoice preview');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('dialog', { name: /Record payment on INV-/ }).getByLabel('Amount ($)')).toHaveValue('1250.00');
    await expectNoSidewaysScroll(page, 'The Record payment dialog');
  });
}
