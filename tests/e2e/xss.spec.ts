import { nanoid } from 'nanoid';
import type { Page } from '@playwright/test';
import { cards, expect, openDocuments, test, uniqueWord } from './support/fixtures.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

/**
 * Issue 6 item 3, no stored XSS on any screen: documents whose customer name, project title and
 * item descriptions are markup are shown as text everywhere, and no script of theirs runs.
 */

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';

const hostileItems = () => [
  { id: nanoid(), description: IMG, useDimensions: false, length: null, width: null, quantity: 2, rate: '10.00', amount: '20.00' },
  { id: nanoid(), description: SCRIPT, useDimensions: false, length: null, width: null, quantity: 1, rate: '5.00', amount: '5.00' },
];

async function expectNoXss(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `window.__xss on ${where}`).toBeUndefined();
  expect(await page.locator('img[src="x"]').count(), `an <img src=x> element on ${where}`).toBe(0);
}

test('markup in names, titles and items is shown literally on every staff screen and the signing page', async ({ page }) => {
  const word = uniqueWord('Xss');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const post = async <T,>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(path, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const seed = { customerName: `${IMG} ${word}`, projectTitle: `${SCRIPT} ${word}`, lineItems: hostileItems(), depositPercentage: 60 };
  const draft = await post<{ id: string }>('/api/drafts', { type: 'quote', ...seed });
  await post('/api/quotes', { ...seed, lineItems: hostileItems(), issueDate: '2026-03-01', validUntil: '2026-03-31' });
  await post('/api/invoices', { ...seed, lineItems: hostileItems(), issueDate: '2026-03-01' });
  const toSign = await post<{ id: string }>('/api/quotes', { ...seed, lineItems: hostileItems(), issueDate: '2026-03-02', validUntil: '2036-04-01' });
  const link = await post<{ shareableLink: string }>(`/api/quotes/${toSign.id}/generate-link`, {});
  await post(`/api/quotes/sign/${link.shareableLink}`, { name: `${IMG} Signer`, email: '', signature: signaturePngDataUrl() });
  const pendingQuote = await post<{ id: string }>('/api/quotes', { ...seed, lineItems: hostileItems(), issueDate: '2026-03-03', validUntil: '2036-04-02' });
  const pending = await post<{ shareableLink: string }>(`/api/quotes/${pendingQuote.id}/generate-link`, {});

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Document Generator', level: 1 })).toBeVisible();
  await expect(page.getByText(`${IMG} ${word}`).first()).toBeVisible();
  await expectNoXss(page, 'the dashboard');

  await openDocuments(page, word);
  for (const tab of ['All', 'Drafts', 'Archive', 'Signed', 'Link Quotes']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    if (tab !== 'Archive') {
      await expect(cards(page).first()).toBeVisible();
      await expect(cards(page).first()).toContainText(`${IMG} ${word}`);
      await expect(cards(page).first()).toContainText(`${SCRIPT} ${word}`);
    }
    await expectNoXss(page, `the ${tab} tab`);
  }

  // Every preview of the All tab (quotes, invoice, signed quote).
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  const previewButtons = cards(page).getByRole('button', { name: 'Preview' });
  await expect(previewButtons.first()).toBeVisible();
  const previews = await previewButtons.count();
  expect(previews).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < previews; i += 1) {
    await cards(page).getByRole('button', { name: 'Preview' }).nth(i).click();
    const preview = page.getByRole('region', { name: 'Document Preview' });
    await expect(preview).toBeVisible();
    await expect(preview.getByText(IMG, { exact: true }).first()).toBeVisible();
    await expect(preview.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
    await expectNoXss(page, `preview ${i + 1}`);
    await page.getByRole('button', { name: 'Close Preview' }).click();
  }

  // The edit view of the draft.
  await page.goto(`/documents?editDraft=${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Draft' })).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(`${IMG} ${word}`);
  const values = await page.locator('input, textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(values).toEqual(expect.arrayContaining([IMG, SCRIPT]));
  await expectNoXss(page, 'the edit view');

  // The verify screen, for completeness of the staff screens.
  await page.goto('/verify');
  await expectNoXss(page, 'the verify screen');

  // The signing page of the signed link and of a pending one.
  for (const token of [link.shareableLink, pending.shareableLink]) {
    await page.goto(`/sign/${token}`);
    await expect(page.getByText(IMG, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
    await expectNoXss(page, `the signing page ${token === link.shareableLink ? '(signed)' : '(pending)'}`);
  }
  expect(dialogs).toEqual([]);
});
