import { cards, expect, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

/**
 * Issue 4 items 5 and 7 on the staff side: a link quote's card shows where it stands with the
 * customer; a signed quote offers its sealed PDF and its deposit invoice; Edit on an issued quote
 * goes through its revision draft.
 */

test('a link quote card shows sent, viewed and the change request, with Revise opening the revision draft', async ({ page, api }) => {
  const word = uniqueWord('Progress');
  const quote = await api.createQuote({ customerName: `Dana ${word}`, projectTitle: `Basement ${word}` });
  const link = await api.generateLink(quote.id);
  // The customer opens the page (a view) and asks for changes.
  const viewed = await page.request.post(`/api/quotes/sign/${link.shareableLink}/view`);
  expect(viewed.ok()).toBe(true);
  const changes = await page.request.post(`/api/quotes/sign/${link.shareableLink}/request-changes`, { data: { name: 'Dana Okonkwo', message: 'Metallic finish instead of flakes, please.' } });
  expect(changes.ok(), await changes.text()).toBe(true);

  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'Link Quotes', exact: true }).click();
  const card = cards(page).filter({ has: page.getByTestId('link-progress') });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Sent')).toBeVisible();
  await expect(card.getByTestId('link-viewed')).toContainText(/1 time, first /);
  await expect(card.getByText('Changes requested')).toBeVisible();
  await expect(card.getByTestId('link-change-request')).toHaveText('Metallic finish instead of flakes, please.');

  await card.getByRole('button', { name: 'Revise' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Draft' })).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(`Dana ${word}`);
});

test('a signed quote: progress shows who signed, Download signed PDF saves the sealed copy, Create deposit invoice opens it once', async ({ page, api }) => {
  const word = uniqueWord('Signed');
  const quote = await api.createQuote({ customerName: `Riley ${word}`, projectTitle: `Garage ${word}` });
  const link = await api.generateLink(quote.id);
  const signed = await page.request.post(`/api/quotes/sign/${link.shareableLink}`, { data: { name: 'Riley Signer', email: '', signature: signaturePngDataUrl() } });
  expect(signed.ok(), await signed.text()).toBe(true);

  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'Link Quotes', exact: true }).click();
  const linkCard = cards(page).filter({ has: page.getByTestId('link-progress') });
  await expect(linkCard.getByTestId('link-signed')).toContainText(/ by Riley Signer$/);
  await expect(linkCard.getByRole('button', { name: 'Revise' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Signed', exact: true }).click();
  const card = cards(page).filter({ hasText: `Riley ${word}` }).first();
  await expect(card).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download signed PDF' }).click();
  const download = await downloadPromise;
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/ByteRange');

  await card.getByRole('button', { name: 'Create deposit invoice' }).click();
  await expect(toastRegion(page).getByText('Deposit Invoice Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Document Preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
  const invoices = await api.invoices(word);
  expect(invoices).toHaveLength(1);

  // Again: the existing invoice is opened instead of a second one.
  await page.getByRole('button', { name: 'Close Preview' }).click();
  await page.getByRole('tab', { name: 'Signed', exact: true }).click();
  await cards(page).filter({ hasText: `Riley ${word}` }).first().getByRole('button', { name: 'Create deposit invoice' }).click();
  await expect(toastRegion(page).getByText('Deposit Invoice Exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
  expect(await api.invoices(word)).toHaveLength(1);

  // The preview of the signed quote offers the same two actions.
  await page.getByRole('button', { name: 'Close Preview' }).click();
  await page.getByRole('tab', { name: 'Signed', exact: true }).click();
  await cards(page).filter({ hasText: `Riley ${word}` }).first().getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('toolbar', { name: 'Document actions' }).getByRole('button', { name: 'Download signed PDF' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Document actions' }).getByRole('button', { name: 'Create deposit invoice' })).toBeVisible();
  // ... and its audit trail.
  await page.getByRole('button', { name: 'Audit trail' }).click();
  const audit = page.getByTestId('signing-audit');
  await expect(audit).toBeVisible();
  await expect(audit.getByRole('cell', { name: 'Link created' })).toBeVisible();
  await expect(audit.getByRole('cell', { name: 'Signed', exact: true })).toBeVisible();
});

test('Edit on an issued quote opens its revision draft, the same one when asked again', async ({ page, api }) => {
  const word = uniqueWord('EditIssued');
  await api.createQuote({ customerName: `Morgan ${word}`, projectTitle: `Shop ${word}` });
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  const quoteCard = cards(page).filter({ hasText: `Morgan ${word}` }).and(page.locator('[data-type="quote"]'));
  await quoteCard.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Draft' })).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(`Morgan ${word}`);
  await expect.poll(async () => (await api.drafts(word)).length).toBe(1);

  await page.getByRole('button', { name: 'Back to documents' }).click();
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await quoteCard.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Draft' })).toBeVisible();
  expect(await api.drafts(word)).toHaveLength(1);
});
