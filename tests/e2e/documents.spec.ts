import { cards, expect, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';
import type { Page } from '@playwright/test';
import { pdfPageSizes, pdfText } from './support/pdf-text.ts';

test('search and every tab show the right cards', async ({ page, api }) => {
  const word = uniqueWord('Tabby');
  const draft = await api.createDraft({ customerName: `${word} Draft`, projectTitle: 'Garage' });
  const archived = await api.createDraft({ customerName: `${word} Archived`, projectTitle: 'Shed' });
  await api.archiveDraft(archived.id);
  const quote = await api.createQuote({ customerName: `${word} Quote`, projectTitle: 'Patio' });
  const invoice = await api.createInvoice({ customerName: `${word} Invoice`, projectTitle: 'Shop' });
  const signedQuote = await api.createQuote({ customerName: `${word} Signed`, projectTitle: 'Showroom' });
  const { shareableLink } = await api.generateLink(signedQuote.id);
  await page.goto('/');
  await api.sign(page, shareableLink, `${word} Signed`);
  const pending = await api.generateLink(quote.id);

  await openDocuments(page);
  // Default tab: Drafts.
  await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(word);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`${word} Draft`);
  await expect(cards(page).first()).toContainText('draft');
  await expect(cards(page).first().getByText('Deposit: $900.00')).toBeVisible();
  await expect(page.getByTestId('document-count')).toHaveText('1 document');

  const expectTab = async (tab: string, names: string[], count = names.length): Promise<void> => {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(count);
    for (const name of names) await expect(cards(page).filter({ hasText: name }).first()).toBeVisible();
  };
  await expectTab('Archive', [`${word} Archived`]);
  await expect(cards(page).first()).toContainText('Archived Draft');
  await expectTab('Signed', [`${word} Signed`]);
  await expect(cards(page).first()).toContainText('Signed Quote');
  await expectTab('Link Quotes', [`${word} Quote`, `${word} Signed`]);
  await expect(cards(page).filter({ hasText: `${word} Quote` })).toContainText('pending');
  await expect(cards(page).filter({ hasText: `${word} Quote` }).getByRole('link', { name: 'View Link' })).toHaveAttribute('href', `/sign/${pending.shareableLink}`);
  // All: each document once. The pending quote and its link are one card (issue 14: the quote's
  // card shows its link); the signed quote, listed by three routes, is one Signed Quote card.
  await expectTab('All', [`${word} Draft`, `${word} Archived`, `${word} Quote`, `${word} Invoice`, `${word} Signed`], 5);
  await expect(cards(page).filter({ hasText: `${word} Quote` })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: `${word} Quote` }).getByRole('link', { name: 'View Link' })).toHaveAttribute('href', `/sign/${pending.shareableLink}`);
  await expect(cards(page).filter({ hasText: `${word} Signed` })).toHaveCount(1);
  await expect(page.getByTestId('document-count')).toHaveText('5 documents');

  // Search reaches numbers too, and an unmatched search says so.
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(invoice.invoiceNumber);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`${word} Invoice`);
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(`${word}-nothing-matches`);
  await expect(page.getByText('No documents found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();
  expect(draft.id).toBeTruthy();
});

test('archive and restore a draft', async ({ page, api }) => {
  const word = uniqueWord('Archie');
  await api.createDraft({ customerName: word, projectTitle: 'Loft' });
  await openDocuments(page, word);
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole('button', { name: 'Archive' }).click();
  await expect(toastRegion(page).getByText('Draft archived successfully')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No documents found')).toBeVisible();

  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole('button', { name: 'Restore' }).click();
  await expect(toastRegion(page).getByText('Draft restored successfully')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await expect(cards(page)).toHaveCount(1);
});

test('revise a quote: a new draft opens in the editor', async ({ page, api }) => {
  const word = uniqueWord('Rhea');
  await api.createQuote({ customerName: word, projectTitle: 'Pool deck' });
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).click();
  await cards(page).filter({ hasText: 'Pool deck' }).getByRole('button', { name: 'Revise' }).click();
  await expect(toastRegion(page).getByText('Quote Revision Created')).toBeVisible();
  await expect(toastRegion(page).getByText('You can now edit the revised quote.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(word);
  await expect(page.getByLabel('Service Description').first()).toHaveValue('Metallic epoxy system');
  expect(await api.drafts(word)).toHaveLength(1);
});

test('preview a quote: copy its signing link, print it alone on US letter, revise it', async ({ page, api, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const word = uniqueWord('Pia');
  const quote = await api.createQuote({ customerName: word, projectTitle: 'Studio' });
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).click();
  await cards(page).first().getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('article', { name: `Quote ${quote.quoteNumber}` })).toBeVisible();
  await expect(preview.getByText('Customer Approval')).toBeVisible();
  for (const name of ['Print (Exact Copy)', 'Copy Signing Link', 'Revise Quote']) await expect(preview.getByRole('button', { name })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Save as PDF' })).toHaveCount(0);

  await preview.getByRole('button', { name: 'Copy Signing Link' }).click();
  await expect(toastRegion(page).getByText('Link Copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${page.url().split('/').slice(0, 3).join('/')}/sign/[A-Za-z0-9_-]{32}$`));
  const link = copied.split('/sign/')[1] ?? '';
  expect((await page.request.get(`/api/quotes/sign/${link}`)).status()).toBe(200);

  // Print (Exact Copy) prints the document alone, on US letter: the print CSS, rendered by Chromium.
  expect(await page.locator('body > .print-root article').count()).toBe(1);
  const printed = testInfo.outputPath('printed.pdf');
  await page.pdf({ path: printed, preferCSSPageSize: true });
  const printedText = await pdfText(printed);
  expect(printedText).toContain(quote.quoteNumber);
  expect(printedText).toContain('Customer Approval'.toUpperCase());
  for (const chrome of ['All Documents', 'Search documents', 'Close Preview', 'Logout']) expect(printedText).not.toContain(chrome);
  expect(await pdfPageSizes(printed)).toEqual([[612, 792]]);

  await preview.getByRole('button', { name: 'Close Preview' }).click();
  await expect(preview).toHaveCount(0);

  // The quote's card, not its newer Link Quote card.
  await page.locator('[data-testid="document-card"][data-type="quote"]').getByRole('button', { name: 'Preview' }).click();
  await preview.getByRole('button', { name: 'Revise Quote' }).click();
  await expect(toastRegion(page).getByText('Quote Revision Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(word);
});

test('copy falls back to a long toast showing the link when the clipboard refuses', async ({ page, api }) => {
  const word = uniqueWord('Cleo');
  await api.createQuote({ customerName: word, projectTitle: 'Hall' });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).click();
  await cards(page).first().getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Copy Signing Link' }).click();
  await expect(toastRegion(page).getByText(/\/sign\/[A-Za-z0-9_-]{32}$/)).toBeVisible();
  // Still there after the usual 5 s.
  await page.waitForTimeout(6000);
  await expect(toastRegion(page).getByText(/\/sign\//)).toBeVisible();
});

test('?editDraft= opens the draft and the address is reset; ?preview=true shows the stored document', async ({ page, api }) => {
  const word = uniqueWord('Eddie');
  const draft = await api.createDraft({ customerName: word, projectTitle: 'Porch' });
  await page.goto(`/generated-quotes?editDraft=${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(word);
  await expect(page).toHaveURL(/\/generated-quotes$/);
  await page.getByRole('button', { name: 'Back to documents' }).click();

  await page.evaluate((name) => localStorage.setItem('previewDocument', JSON.stringify({ customerName: name, projectTitle: 'Stored preview', total: '12.00', lineItems: [] })), word);
  await page.goto('/generated-quotes?preview=true');
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview.getByText('Stored preview')).toBeVisible();
  await expect(page).toHaveURL(/\/generated-quotes$/);
  expect(await page.evaluate(() => localStorage.getItem('previewDocument'))).toBeNull();
});

test('an invoice card: preview and PDF download', async ({ page, api }) => {
  const word = uniqueWord('Ivo');
  const invoice = await api.createInvoice({ customerName: word, projectTitle: 'Dock' });
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).click();
  await cards(page).first().getByRole('button', { name: 'Preview' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PDF' }).click();
  const text = await pdfText(await (await downloading).path());
  expect(text).toContain(invoice.invoiceNumber);
  expect(text).toContain(word);

  // Unpaid -> paid by recording the payment of the balance: the document and the card follow.
  await page.getByRole('button', { name: 'Record payment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Record payment' }).click();
  await expect(toastRegion(page).getByText(`${invoice.invoiceNumber} is paid in full.`)).toBeVisible();
  await expect(page.getByRole('article', { name: `Invoice ${invoice.invoiceNumber}` }).getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(cards(page).first().locator('.badge--green', { hasText: 'paid' })).toBeVisible();
});

test('dashboard: stats, recent activity and the assistant banner', async ({ page, api }) => {
  const word = uniqueWord('Dash');
  for (const project of ['Porch', 'Deck']) await api.createQuote({ customerName: `${word} Q`, projectTitle: project });
  for (const project of ['Lab', 'Gym']) await api.createInvoice({ customerName: `${word} I`, projectTitle: project });
  await api.createInvoice({ customerName: word, projectTitle: 'Lobby' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Document Generator' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  for (const label of ['Documents', 'Signed', 'Drafts', 'Total Value']) await expect(stats.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-total-value')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByText(word, { exact: true })).toBeVisible();
  await expect(activity.getByRole('listitem')).toHaveCount(5);
  await activity.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/generated-quotes$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Start AI Assistant' }).click();
  await expect(page).toHaveURL(/\/voice$/);
});

test('settings: the company profile appears in the navigation and on documents', async ({ page, api }) => {
  const word = uniqueWord('Co');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const name = page.getByLabel('Company Name');
  const original = await name.inputValue();
  await name.fill(`${word} Floors`);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toastRegion(page).getByText('Settings saved successfully')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(`${word} Floors`)).toBeVisible();

  const invoice = await api.createInvoice({ customerName: word, projectTitle: 'Office' });
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).click();
  await cards(page).first().getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('article', { name: `Invoice ${invoice.invoiceNumber}` }).getByText(`${word} Floors`).first()).toBeVisible();

  await page.goto('/settings');
  await page.getByLabel('Company Name').fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('.field__error', { hasText: 'Company name is required' })).toBeVisible();
  await page.getByLabel('Company Name').fill(original);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toastRegion(page).getByText('Settings saved successfully')).toBeVisible();
});

test('keyboard: arrows move between tabs, F8 reaches the notification', async ({ page, api }) => {
  const word = uniqueWord('Kay');
  await api.createDraft({ customerName: word, projectTitle: 'Hall' });
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'Drafts' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Archive' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Archive' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Drafts' })).toBeFocused();
  await cards(page).first().getByRole('button', { name: 'Archive' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastRegion(page).getByText('Draft archived successfully')).toBeVisible();
  await page.keyboard.press('F8');
  await expect(toastRegion(page).getByRole('status')).toBeFocused();
});

/** Scrolls the last card into view until the grid holds `count` cards (a search may re-render the grid in between). */
async function scrollToEndUntil(page: Page, count: number): Promise<void> {
  await expect(async () => {
    await cards(page).last().scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(cards(page)).toHaveCount(count, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('long lists load more as the end scrolls into view (server paging with X-Next-Cursor)', async ({ page, api }) => {
  const word = uniqueWord('Page');
  const invoice = await api.createInvoice({ customerName: `${word} oldest invoice`, projectTitle: 'First job' });
  for (let batch = 0; batch < 6; batch += 1) {
    await Promise.all(Array.from({ length: 10 }, (_, i) => api.createDraft({ customerName: `${word} ${batch * 10 + i}`, projectTitle: `Floor ${batch * 10 + i}` })));
  }
  await openDocuments(page, word);
  // One page of 50 first, told as "50+"; the rest arrives when the end of the grid is reached.
  await expect(page.getByTestId('document-count')).toHaveText('50+ documents');
  await expect(cards(page)).toHaveCount(50);
  await scrollToEndUntil(page, 60);
  await expect(page.getByTestId('document-count')).toHaveText('60 documents');

  // All merges paged lists by date: the older invoice shows only once the newer drafts are loaded.
  await openDocuments(page);
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(word);
  await expect(cards(page)).toHaveCount(50);
  await expect(cards(page).filter({ hasText: invoice.invoiceNumber })).toHaveCount(0);
  await scrollToEndUntil(page, 61);
  await expect(cards(page).last()).toContainText(invoice.invoiceNumber);
});

test('Export CSV downloads what the current tab and search show, money as plain decimals', async ({ page, api }) => {
  const word = uniqueWord('Ledger');
  await api.createDraft({ customerName: `${word} Draft`, projectTitle: 'Garage' });
  const quote = await api.createQuote({ customerName: `${word} Quote`, projectTitle: 'Patio' });
  const invoice = await api.createInvoice({ customerName: `${word} Invoice`, projectTitle: 'Shop' });
  await api.createDraft({ customerName: uniqueWord('Elsewhere'), projectTitle: 'Not in this search' });

  await openDocuments(page);
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(word);
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(cards(page)).toHaveCount(3);

  const exportRows = async (): Promise<string[][]> => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    return text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
  };

  const all = await exportRows();
  expect(all[0]).toEqual(['Type', 'Number', 'Customer', 'Project', 'Status', 'Date', 'Subtotal', 'Discount', 'Total', 'Deposit', 'Balance', 'Line Items']);
  const body = all.slice(1);
  expect(body.map((row) => row[2]).sort()).toEqual([`${word} Draft`, `${word} Invoice`, `${word} Quote`]);
  const byCustomer = (name: string) => body.find((row) => row[2] === name)!;
  expect(byCustomer(`${word} Quote`)[1]).toBe(quote.quoteNumber);
  expect(byCustomer(`${word} Invoice`)[1]).toBe(invoice.invoiceNumber);
  // 200 sq ft at $5.00 plus 40 ft at $12.50; 60% deposit; an invoice's balance is its total less the payments (none yet).
  expect(byCustomer(`${word} Invoice`).slice(6, 11)).toEqual(['1500.00', '0.00', '1500.00', '900.00', '1500.00']);

  await page.getByRole('tab', { name: 'Drafts', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  const drafts = await exportRows();
  expect(drafts.slice(1).map((row) => row[2])).toEqual([`${word} Draft`]);
});
