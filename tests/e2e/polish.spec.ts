import { writeFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { E2E_ACCESS_CODE } from './support/constants.ts';
import { type Api, cards, expect, expectNoSidewaysScroll, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Issue 14, item 7: what a contractor notices, each seen in a screenshot. Every check runs at the
 * three widths a person uses: a phone (390), a tablet (768) and a laptop (1366).
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: not rendered');
  return box;
}

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectNotCovered(toast: Locator, control: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  expect(overlaps(await boxOf(toast), await boxOf(control)), 'the toast covers the control').toBe(false);
}

/** A customer's browser: no staff session. */
async function customerPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByLabel('Signature drawing area');
  const box = await boxOf(pad);
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + 20 + step * (box.width - 40) / 12, box.y + box.height * (0.7 - 0.4 * Math.sin(step / 2)));
  await page.mouse.up();
}

const quoteWithPhone = (api: Api, customerName: string, customerPhone: string) =>
  api.createQuote({ customerName, projectTitle: 'Garage floor', customerPhone } as Parameters<Api['createQuote']>[0]);

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('(a) the Access Denied toast goes once the right code is entered', async ({ browser }) => {
      const page = await customerPage(browser, viewport);
      await page.goto('/');
      await page.getByLabel('Enter Access Code').fill('not-the-code');
      await page.getByRole('button', { name: 'Access Portal' }).click();
      await expect(toastRegion(page).getByText('Access Denied')).toBeVisible();
      await page.getByLabel('Enter Access Code').fill(E2E_ACCESS_CODE);
      await page.getByRole('button', { name: 'Access Portal' }).click();
      await expect(page.getByRole('heading', { name: 'Document Generator' })).toBeVisible();
      // Well within the toast's own 5 s: it went because the code was right, not by timing out.
      await expect(toastRegion(page).getByText('Access Denied')).toHaveCount(0, { timeout: 1000 });
      await page.context().close();
    });

    test('(b) toasts leave New Quote and Close Preview free', async ({ page, api }) => {
      const word = uniqueWord('Toasty');
      const draft = await api.createDraft({ customerName: `${word} Draft`, projectTitle: 'Shed' });
      await api.createQuote({ customerName: `${word} Quote`, projectTitle: 'Patio' });
      await openDocuments(page, word);
      await cards(page).filter({ hasText: draft.customerName ?? '' }).getByRole('button', { name: 'Archive' }).click();
      const archived = toastRegion(page).locator('.toast').filter({ hasText: 'Draft archived successfully' });
      await expectNotCovered(archived, page.getByRole('link', { name: 'New Quote' }));

      await page.getByRole('tab', { name: 'All', exact: true }).click();
      await cards(page).filter({ hasText: `${word} Quote` }).getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Document Preview' });
      await preview.getByRole('button', { name: 'Copy Signing Link' }).click();
      // Copied, or (the clipboard refused) the long toast showing the link: a toast either way.
      const linkToast = toastRegion(page).locator('.toast').filter({ hasText: '/sign/' });
      await expectNotCovered(linkToast, preview.getByRole('button', { name: 'Close Preview' }));
      await preview.getByRole('button', { name: 'Close Preview' }).click();
      await expect(preview).toHaveCount(0);

      // The form's own buttons, at the end of the page, scroll clear of the toasts' corner.
      await page.goto('/generated-quotes?new=quote');
      await page.getByRole('button', { name: 'Generate Quote' }).click();
      const error = toastRegion(page).locator('.toast').filter({ hasText: 'Customer name is required' });
      await expect(error).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectNotCovered(error, page.getByRole('button', { name: 'Generate Quote' }));
      await expectNotCovered(error, page.getByRole('button', { name: 'Generate Invoice' }));
    });

    test('(c) the No Signature toast goes with a valid signature; success is said once, by the page', async ({ browser, api }) => {
      const quote = await api.createQuote({ customerName: uniqueWord('Signer'), projectTitle: 'Garage floor' });
      const { shareableLink } = await api.generateLink(quote.id);
      const page = await customerPage(browser, viewport);
      await page.goto(`/sign/${shareableLink}`);
      await page.getByRole('button', { name: 'Click to Sign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Your Signature' });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.locator('.toast').filter({ hasText: 'No Signature' })).toBeVisible();
      await drawSignature(page);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('.toast')).toHaveCount(0, { timeout: 1000 });

      await page.getByLabel('Print Name').fill('Maria Lopez');
      await page.getByRole('button', { name: 'Complete & Submit Quote' }).click();
      await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
      await page.waitForTimeout(300); // a toast would have appeared with the page
      await expect(page.locator('.toast')).toHaveCount(0);
      await page.context().close();
    });

    test('(d) the company name is shown whole in the navigation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Document Generator' })).toBeVisible();
      const name = page.locator('.nav__brand span');
      await expect(name).toHaveText('Premier Epoxy Floors');
      const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
      expect(cut, 'the company name is cut').toBe(false);
      await expectNoSidewaysScroll(page, 'The dashboard');
    });

    test('(e) a refused microphone is said in the page, not by a native alert', async ({ page }) => {
      await page.addInitScript(() => {
        // The browser's speech recognition is there (so the button records), the microphone is refused.
        class FakeRecognition {
          start(): void {}
          stop(): void {}
          abort(): void {}
        }
        Object.assign(window, { webkitSpeechRecognition: FakeRecognition });
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/voice');
      await page.getByRole('button', { name: 'Click to start recording' }).click();
      await expect(toastRegion(page).getByText('Could not access microphone. Please check permissions.')).toBeVisible();
      expect(dialogs).toEqual([]);
      await expect(page.getByRole('button', { name: 'Click to start recording' })).toBeEnabled();
    });

    test("(f) no bare 'Choose File': files are picked through the project's drop zones", async ({ page }) => {
      for (const path of ['/settings', '/verify', '/voice']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const inputs = page.locator('input[type="file"]');
        for (const input of await inputs.all()) {
          const box = await input.boundingBox();
          expect(box === null || (box.width <= 1 && box.height <= 1), `a bare file input shows on ${path}`).toBe(true);
        }
      }
      await page.goto('/settings');
      await expect(page.getByText('Drop files here, or')).toBeVisible();
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
      await page.getByLabel('choose a logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    });

    test('(h) a phone number is written (512) 555-0134 on the form, preview, signing page and PDF', async ({ page, api, browser }, testInfo) => {
      const word = uniqueWord('Dial');
      const quote = await quoteWithPhone(api, word, '512.555.0134');
      await openDocuments(page, word);
      await page.getByRole('tab', { name: 'All', exact: true }).click();
      await cards(page).first().getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Document Preview' });
      await expect(preview.getByText('(512) 555-0134')).toBeVisible();
      await expect(preview.getByText('(555) 555-0100')).toBeVisible();
      await expect(preview.getByText('512.555.0134')).toHaveCount(0);

      const { shareableLink } = await api.generateLink(quote.id);
      const customer = await customerPage(browser, viewport);
      await customer.goto(`/sign/${shareableLink}`);
      await expect(customer.getByText('(512) 555-0134')).toBeVisible();
      await customer.context().close();

      const pdf = await page.request.get(`/api/documents/quote/${quote.id}/pdf`);
      expect(pdf.ok()).toBe(true);
      const file = testInfo.outputPath('quote.pdf');
      await writeFile(file, await pdf.body());
      const text = await pdfText(file);
      expect(text).toContain('(512) 555-0134');
      expect(text).not.toContain('512.555.0134');

      await page.goto('/generated-quotes?new=quote');
      await page.getByLabel('Phone Number').fill('5125550134');
      await page.getByLabel('Phone Number').blur();
      await expect(page.getByLabel('Phone Number')).toHaveValue('(512) 555-0134');
    });

    test('(i) the save status stays in view while items far down the form are edited', async ({ page }) => {
      await page.goto('/generated-quotes?new=quote');
      await page.getByLabel('Customer Name').fill(uniqueWord('Sticky'));
      for (let added = 0; added < 6; added += 1) await page.getByRole('button', { name: 'Add Item' }).click();
      const last = page.getByRole('group', { name: 'Item 7' });
      await last.getByLabel('Service Description').fill('Crack repair');
      await last.getByLabel('Service Description').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      const status = page.getByRole('status').filter({ hasText: /Saving\.\.\.|All changes saved/ });
      await expect(status).toHaveText('All changes saved');
      await expect(status).toBeInViewport();
      await expect(page.getByRole('heading', { name: 'Customer & Project Details' })).not.toBeInViewport();
    });

    test('(j) the drafts list shows a draft’s new total after an autosave, without a reload', async ({ page, api }) => {
      const word = uniqueWord('Fresh');
      await api.createDraft({ customerName: word, projectTitle: 'Garage' });
      await openDocuments(page, word);
      await expect(cards(page).first()).toContainText('$1,500.00');
      await cards(page).first().getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('group', { name: 'Item 1' }).getByLabel('Rate ($/sq ft)').fill('6');
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.getByRole('button', { name: 'Back to documents' }).click();
      await page.getByRole('searchbox', { name: 'Search documents' }).fill(word);
      await expect(cards(page).first()).toContainText('$1,700.00');
    });

    test('(k) a search that finds nothing here says where it does find documents', async ({ page, api }) => {
      const word = uniqueWord('Elsewhere');
      const sent = await api.createQuote({ customerName: `${word} One`, projectTitle: 'Patio' });
      await api.generateLink(sent.id);
      await api.createQuote({ customerName: `${word} Two`, projectTitle: 'Garage' });
      await api.createInvoice({ customerName: `${word} Three`, projectTitle: 'Shop' });
      await openDocuments(page, word);
      await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('No documents found')).toBeVisible();
      await expect(page.getByRole('button', { name: '1 match in Link Quotes' })).toBeVisible();
      await page.getByRole('button', { name: '3 matches in All' }).click();
      await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page)).toHaveCount(3);
    });

    test('(l) a sent quote is one card in All, showing its link', async ({ page, api }) => {
      const word = uniqueWord('Once');
      const quote = await api.createQuote({ customerName: word, projectTitle: 'Showroom' });
      const { shareableLink } = await api.generateLink(quote.id);
      await openDocuments(page, word);
      await page.getByRole('tab', { name: 'All', exact: true }).click();
      await expect(cards(page)).toHaveCount(1);
      const card = cards(page).first();
      await expect(card).toHaveAttribute('data-type', 'quote');
      await expect(card.getByTestId('link-progress')).toContainText('Sent');
      await expect(card.getByRole('link', { name: 'View Link' })).toHaveAttribute('href', `/sign/${shareableLink}`);
      await expect(card.getByRole('button', { name: 'Revise' })).toBeVisible();
      await page.getByRole('tab', { name: 'Link Quotes', exact: true }).click();
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAttribute('data-type', 'link-quote');
    });

    test('(m) Enter in Customer Name does not issue the quote', async ({ page }) => {
      const word = uniqueWord('Enter');
      const created: string[] = [];
      await page.goto('/generated-quotes?new=quote');
      await page.getByLabel('Project Title').fill('Garage');
      await page.getByRole('group', { name: 'Item 1' }).getByLabel('Service Description').fill('Flake system');
      page.on('request', (request) => {
        // Autosave may PUT/POST its draft; issuing would show the created toast and leave the form.
        if (request.method() === 'POST' && /\/api\/(quotes|invoices)$/.test(new URL(request.url()).pathname)) created.push(request.url());
      });
      await page.getByLabel('Customer Name').fill(word);
      await page.getByLabel('Customer Name').press('Enter');
      await page.waitForTimeout(1000);
      await expect(toastRegion(page).getByText(/created successfully/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Generate Quote' })).toBeVisible();
      await expect(page.getByLabel('Customer Name')).toBeFocused();
      expect(created).toEqual([]);
    });

    test('(n) the signing page has a favicon', async ({ browser, api }) => {
      const quote = await api.createQuote({ customerName: uniqueWord('Icon'), projectTitle: 'Garage floor' });
      const { shareableLink } = await api.generateLink(quote.id);
      const page = await customerPage(browser, viewport);
      await page.goto(`/sign/${shareableLink}`);
      await expect(page.getByRole('button', { name: 'Click to Sign' })).toBeVisible();
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(href).toBeTruthy();
      const icon = await page.request.get(new URL(href ?? '', page.url()).toString());
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/^image\//);
      await page.context().close();
    });
  });
}

test.describe('1366 px: wide screens use their width', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('(g) the voice screen sets its two panes side by side; Settings sits in the middle', async ({ page }) => {
    await page.goto('/voice');
    const panes = page.locator('.assistant__panes > *');
    await expect(panes).toHaveCount(2);
    const [voice, chat] = [await boxOf(panes.nth(0)), await boxOf(panes.nth(1))];
    expect(Math.abs(voice.y - chat.y)).toBeLessThan(2);
    expect(chat.x).toBeGreaterThan(voice.x + voice.width);
    const main = await boxOf(page.locator('main'));
    const assistant = await boxOf(page.locator('.assistant'));
    expect(chat.x + chat.width - voice.x).toBeGreaterThan(assistant.width * 0.95);
    expect(assistant.width).toBeGreaterThan(main.width * 0.8);

    await page.goto('/settings');
    const form = await boxOf(page.locator('form.settings'));
    const left = form.x;
    const right = (await page.evaluate(() => document.documentElement.clientWidth)) - (form.x + form.width);
    expect(Math.abs(left - right)).toBeLessThan(20);
  });
});
