import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { initialScripts, SIGNING_BUDGET_KB } from '../../bench/client-bundle.ts';
import { E2E_ACCESS_CODE } from './support/constants.ts';

/**
 * The customer signing page (SPEC.md section 2 'Customer signing page', sections 5, 8, 9 and
 * issue 4). Every test makes its own quote and link through the staff API.
 */

const AXE_PATH = path.join(process.cwd(), 'node_modules/axe-core/axe.min.js');

// Customers have no staff session: the browser starts without the project's stored log-in.
// Staff calls go through the `request` fixture, which logs in for itself.
test.use({ storageState: { cookies: [], origins: [] } });

interface SigningLink {
  quoteId: string;
  quoteNumber: string;
  token: string;
  customerName: string;
}

let sequence = 0;

async function logIn(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/session', { data: { accessCode: E2E_ACCESS_CODE } });
  expect(response.status(), 'staff log-in').toBe(204);
}

/** YYYY-MM-DD some days from now: a quote valid for a month from whenever the tests run (an expired one cannot be signed). */
const isoDaysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function quotePayload(customerName: string, dates: { issueDate: string; validUntil: string } = { issueDate: isoDaysFromNow(-1), validUntil: isoDaysFromNow(30) }) {
  return {
    type: 'quote',
    customerName,
    customerPhone: '404-555-0113',
    customerAddress: '1810 Ridgecrest Ct, Alpharetta, GA 30005',
    projectTitle: 'Garage Floor Coating',
    ...dates,
    lineItems: [
      { id: 'item-garage-flake-000001', description: 'Poly flake system', useDimensions: true, length: 24, width: 26, quantity: 624, rate: '6.05', amount: '3775.20' },
      { id: 'item-cove-base-00000002', description: 'Cove base', useDimensions: false, quantity: 76, rate: '9.00', amount: '684.00' },
    ],
    discountRate: 10,
    depositPercentage: 60,
  };
}

async function generateLink(request: APIRequestContext, id: string): Promise<{ shareableLink: string; quoteId: string; quoteNumber: string }> {
  const response = await request.post(`/api/quotes/${id}/generate-link`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A new quote (unique content, so no 409) and its signing link. */
async function createSigningLink(request: APIRequestContext, label: string, dates?: { issueDate: string; validUntil: string }): Promise<SigningLink> {
  await logIn(request);
  sequence += 1;
  const customerName = `${label} ${process.pid}-${Date.now()}-${sequence}`;
  const created = await request.post('/api/quotes', { data: quotePayload(customerName, dates) });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const quote = (await created.json()) as { id: string };
  const link = await generateLink(request, quote.id);
  return { quoteId: link.quoteId, quoteNumber: link.quoteNumber, token: link.shareableLink, customerName };
}

async function linkQuote(request: APIRequestContext, link: SigningLink) {
  const response = await request.get(`/api/link-quotes?q=${encodeURIComponent(link.quoteNumber)}`);
  expect(response.ok()).toBe(true);
  const entries = (await response.json()) as Array<{ shareableLink: string; status: string; viewCount: number; isSigned: boolean; changeRequest: string | null; signedName: string | null }>;
  return entries.find((entry) => entry.shareableLink === link.token);
}

/** Width and height of a PNG data URL, read from its IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A wavy stroke across the pad, in fractions of its box. */
function strokePoints(box: { x: number; y: number; width: number; height: number }): Array<{ x: number; y: number }> {
  return Array.from({ length: 24 }, (_, i) => ({
    x: box.x + box.width * (0.1 + (0.8 * i) / 23),
    y: box.y + box.height * (0.5 + 0.25 * Math.sin(i * 0.9)),
  }));
}

const pad = (page: Page): Locator => page.getByRole('img', { name: 'Signature drawing area' });
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });
const submitButton = (page: Page): Locator => page.getByRole('button', { name: 'Complete & Submit Quote' });

async function drawWithMouse(page: Page): Promise<void> {
  const box = await pad(page).boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const [first, ...rest] = strokePoints(box);
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 3 });
  await page.mouse.up();
}

/** Real touch input through the DevTools protocol: the page receives touch-type pointer events. */
async function drawWithTouch(page: Page): Promise<void> {
  const box = await pad(page).boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = strokePoints(box);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first!.x, y: first!.y, id: 1 }] });
  for (const point of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: point.x, y: point.y, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function openSigningPage(page: Page, link: SigningLink): Promise<void> {
  await page.goto(`/sign/${link.token}`);
  await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toBeVisible();
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator('.toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
  // Closed again so that the next check sees a new toast, not this one lingering for 5 s.
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.locator('.toast')).toHaveCount(0);
}

/** Today as the page shows it ('MMM d, yyyy'), in the browser's time zone. */
async function todayLabel(page: Page): Promise<string> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

async function runAxe(page: Page): Promise<Array<{ id: string; impact: string; help: string; nodes: string[] }>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact ?? '', help: violation.help, nodes: violation.nodes.map((node) => JSON.stringify(node.target)) }));
  });
}

test.describe('signing on a phone with touch input', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test('draws with a finger, submits, and sees the success page', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Phone Signer');
    await openSigningPage(page, link);

    await expect(page.getByText(link.quoteNumber).first()).toBeVisible();
    await expect(page.getByText(link.customerName)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms & Agreement' })).toBeVisible();
    await expect(page.getByText('you sign this quote electronically')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Customer Signature' }).getByRole('button', { name: 'Click to Sign' })).toBeVisible();
    await expect(page.getByText('Date Signed').locator('..')).toContainText(await todayLabel(page));
    // Mobile first: nothing sticks out sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(submitButton(page)).toHaveCount(0);

    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { pointerTypes: string[] }).pointerTypes = seen;
      document.addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
    });
    await page.getByRole('button', { name: 'Click to Sign' }).tap();
    await expect(dialog(page, 'Add Your Signature')).toBeVisible();
    await expect(pad(page)).toHaveCSS('touch-action', 'none');
    await drawWithTouch(page);
    expect(await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes)).toContain('touch');
    await dialog(page, 'Add Your Signature').getByRole('button', { name: 'Done' }).tap();
    await expect(dialog(page, 'Add Your Signature')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit signature' })).toBeVisible();
    // A signature alone is not enough: the name is missing.
    await expect(submitButton(page)).toHaveCount(0);

    await page.getByLabel('Print Name').fill('Maria Lopez');
    await expect(submitButton(page)).toBeVisible();
    await submitButton(page).tap();

    await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
    // Issue 14: no toast repeating the success page's own heading over it.
    await expect(page.locator('.toast')).toHaveCount(0);
    const nextSteps = page.getByRole('heading', { name: 'Next Steps' }).locator('..');
    await expect(nextSteps).toContainText('within 24 hours');
    // No e-mail was given: the copy is offered for download instead of promised by e-mail.
    await expect(nextSteps).toContainText('Download your signed copy below');
    await expect(nextSteps).toContainText('initial payment');
    await expect(nextSteps).toContainText('schedule');

    const download = page.getByRole('link', { name: 'Download your signed copy' });
    const pdf = await request.get((await download.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const quote = (await (await request.get(`/api/quotes/${link.quoteId}`)).json()) as { status: string; signedName: string; customerSignature: string };
    expect(quote).toMatchObject({ status: 'signed', signedName: 'Maria Lopez' });
    // A 3x phone screen is drawn sharp but exported within the server's 1000 px limit.
    expect(pngSize(quote.customerSignature)).toEqual({ width: 1000, height: 500 });
  });
});

test.describe('signing on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('draws with the mouse, gives an e-mail, and sees the success page; the link then shows the signed state', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Desktop Signer');
    await openSigningPage(page, link);
    // Reading the quote records one view (the POST after the load), not the GET itself.
    await expect.poll(async () => (await linkQuote(request, link))?.viewCount).toBe(1);

    await page.getByRole('button', { name: 'Click to Sign' }).click();
    await drawWithMouse(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Print Name').fill('Sam Whitfield');
    await page.getByLabel('Email (Optional)').fill('sam@example.com');
    await submitButton(page).click();

    await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
    await expect(page.getByText('A signed copy of your quote will arrive by e-mail at sam@example.com.')).toBeVisible();
    const entry = await linkQuote(request, link);
    expect(entry).toMatchObject({ status: 'signed', isSigned: true, signedName: 'Sam Whitfield' });
    const quote = (await (await request.get(`/api/quotes/${link.quoteId}`)).json()) as { customerSignature: string };
    expect(pngSize(quote.customerSignature)).toEqual({ width: 400, height: 200 });

    // Opening the link again: who signed and when, the download, and no form.
    await page.goto(`/sign/${link.token}`);
    await expect(page.getByRole('heading', { name: 'This quote has been signed' })).toBeVisible();
    await expect(page.getByText('Signed by Sam Whitfield')).toBeVisible();
    await expect(page.getByText(/Signed by Sam Whitfield on \w{3} \d{1,2}, \d{4} at/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download your signed copy' })).toHaveAttribute('href', `/api/quotes/sign/${link.token}/signed-pdf`);
    await expect(page.getByRole('button', { name: 'Click to Sign' })).toHaveCount(0);
    await expect(page.getByLabel('Print Name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request changes' })).toHaveCount(0);
  });

  test('opens on /quote-preview/{link} as well', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Preview Path');
    await page.goto(`/quote-preview/${link.token}`);
    await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to Sign' })).toBeVisible();
  });

  test('validation: No Signature, Signature Required, Name Required, and the button hidden until both exist', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Validation');
    await openSigningPage(page, link);
    await expect(submitButton(page)).toHaveCount(0);
    await expect(page.getByText('Add your signature and print your name to submit.')).toBeVisible();

    // Done with nothing drawn keeps the modal open and says why.
    await page.getByRole('button', { name: 'Click to Sign' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'No Signature', 'Please add your signature before closing.');
    await expect(dialog(page, 'Add Your Signature')).toBeVisible();
    // A single tap leaves a dot, which is not a signature.
    await pad(page).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'No Signature', 'Please add your signature before closing.');
    await expect(dialog(page, 'Add Your Signature')).toBeVisible();
    // Clear wipes a drawing: Done complains again.
    await drawWithMouse(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'No Signature', 'Please add your signature before closing.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, 'Add Your Signature')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Click to Sign' })).toBeVisible();

    // A name without a signature: no button; Enter in the field names what is missing.
    await page.getByLabel('Print Name').fill('Maria Lopez');
    await expect(submitButton(page)).toHaveCount(0);
    await page.getByLabel('Print Name').press('Enter');
    await expectToast(page, 'Signature Required', 'Please provide your signature.');

    // A signature without a name (blank or spaces only): no button; Enter says the name is required.
    await page.getByRole('button', { name: 'Click to Sign' }).click();
    await drawWithMouse(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Print Name').fill('   ');
    await expect(submitButton(page)).toHaveCount(0);
    await page.getByLabel('Print Name').press('Enter');
    await expectToast(page, 'Name Required', 'Please enter your full name.');

    await page.getByLabel('Print Name').fill('Maria Lopez');
    await expect(submitButton(page)).toBeVisible();
    // Edit reopens the pad with the drawing kept; Cancel keeps the signature.
    await page.getByRole('button', { name: 'Edit signature' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(submitButton(page)).toBeVisible();
    expect((await linkQuote(request, link))?.status).toBe('pending');
  });

  test('a failed submission shows the error toast; a link signed meanwhile then shows its signed state', async ({ page, browser, request }) => {
    const link = await createSigningLink(request, 'Two Tabs');
    await openSigningPage(page, link);
    await page.getByRole('button', { name: 'Click to Sign' }).click();
    await drawWithMouse(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Print Name').fill('Late Signer');

    // Someone else signs first, in another browser.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openSigningPage(otherPage, link);
    await otherPage.getByRole('button', { name: 'Click to Sign' }).click();
    await drawWithMouse(otherPage);
    await otherPage.getByRole('button', { name: 'Done' }).click();
    await otherPage.getByLabel('Print Name').fill('First Signer');
    await submitButton(otherPage).click();
    await expect(otherPage.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
    await other.close();

    await submitButton(page).click();
    await expectToast(page, 'Error', 'Failed to sign quote. Please try again.');
    await expect(page.getByText('Signed by First Signer')).toBeVisible();
    expect((await linkQuote(request, link))?.signedName).toBe('First Signer');
  });

  test('shows Finalizing Signature... while the signature is sent', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Slow Network');
    await openSigningPage(page, link);
    await page.getByRole('button', { name: 'Click to Sign' }).click();
    await drawWithMouse(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Print Name').fill('Patient Signer');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/quotes/sign/${link.token}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.continue();
    });
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Finalizing Signature...' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
  });

  test('Request changes sends the message; staff see changes_requested; the link then waits for a revision', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Change Request');
    await openSigningPage(page, link);
    await page.getByRole('button', { name: 'Request changes' }).click();
    const changes = dialog(page, 'Request Changes');
    await expect(changes).toBeVisible();
    await expect(changes.getByLabel('What would you like changed?')).toBeFocused();
    await changes.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(page, 'Name Required', 'Please enter your full name.');
    await changes.getByLabel('Your Name').fill('Dana Okonkwo');
    await changes.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(page, 'Message Required', 'Please say what you would like changed.');
    await changes.getByLabel('What would you like changed?').fill('Please quote a metallic finish instead of flakes.');
    await changes.getByRole('button', { name: 'Send Request' }).click();

    await expect(page.getByRole('heading', { name: 'Change Request Sent' })).toBeVisible();
    await expect(page.getByText('will send you a revised quote')).toBeVisible();
    const entry = await linkQuote(request, link);
    expect(entry).toMatchObject({ status: 'changes_requested', isSigned: false, changeRequest: 'Please quote a metallic finish instead of flakes.' });

    await page.goto(`/sign/${link.token}`);
    await expect(page.getByRole('heading', { name: 'Changes requested' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to Sign' })).toHaveCount(0);
  });

  test('keyboard only: the modal traps focus, Escape closes it, and a typed signature can be submitted', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Keyboard');
    await openSigningPage(page, link);
    const signButton = page.getByRole('button', { name: 'Click to Sign' });
    for (let i = 0; i < 10 && !(await signButton.evaluate((element) => element === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(signButton).toBeFocused();

    await page.keyboard.press('Enter');
    const signature = dialog(page, 'Add Your Signature');
    await expect(signature).toBeVisible();
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(signature).toHaveCount(0);
    await expect(signButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(signature.getByRole('button', { name: /Type your signature instead/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(signature.getByLabel('Type your signature')).toBeFocused();
    await page.keyboard.type('Kim Keyboard');
    const done = signature.getByRole('button', { name: 'Done' });
    for (let i = 0; i < 5 && !(await done.evaluate((element) => element === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(signature).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit signature' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Print Name')).toBeFocused();
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
    expect((await linkQuote(request, link))?.signedName).toBe('Kim Keyboard');
  });
});

test.describe('links that do not open a quote', () => {
  test('unknown, malformed and tampered tokens show Quote Not Found, and Go Back returns', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Tampered');
    const last = link.token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${link.token.slice(0, -1)}${last}`;
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'not-a-token', tampered]) {
      await page.goto(`/sign/${token}`);
      await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
      await expect(page.getByText('This quote link may have expired or is no longer valid.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    }
    await page.goto(`/sign/${link.token}`);
    await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toBeVisible();
    await page.goto(`/sign/${tampered}`);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/sign/${link.token}$`));
    await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toBeVisible();
  });

  test('shows Loading Your Quote first; a server failure then shows Quote Not Found too', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Server Failure');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/quotes/sign/${link.token}`, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    await page.goto(`/sign/${link.token}`);
    await expect(page.getByRole('heading', { name: 'Loading Your Quote' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
  });

  test('an expired quote says when it expired and whom to call, with no signing form; its POST answers 410', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Expired', { issueDate: '2026-01-02', validUntil: '2026-01-31' });
    await page.goto(`/sign/${link.token}`);
    await expect(page.getByRole('heading', { name: 'This quote expired on Jan 31, 2026' })).toBeVisible();
    await expect(page.getByText(/for an updated quote/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.getByText('Poly flake system').first()).toBeVisible();
    const posted = await page.request.post(`/api/quotes/sign/${link.token}`, { data: { name: 'Late Larry', signature: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(posted.status()).toBe(410);
    expect((await posted.json()).message).toContain('This quote expired on Jan 31, 2026');
    expect((await linkQuote(request, link))?.status).toBe('pending');
  });

  test('a quote revised and issued again makes the old link say a newer version was sent, when, and whom to call', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Revised');
    await openSigningPage(page, link);

    const revised = await request.post(`/api/quotes/${link.quoteId}/revise`);
    expect(revised.status(), await revised.text()).toBeLessThan(300);
    const draft = (await revised.json()) as { id: string };
    const reissued = await generateLink(request, draft.id);
    expect(reissued.shareableLink).not.toBe(link.token);

    const settings = (await (await request.get('/api/settings')).json()) as { companyPhone: string; timeZone: string };
    const sentOn = new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    await page.goto(`/sign/${link.token}`);
    await expect(page.getByRole('heading', { name: 'A newer version of this quote was sent' })).toBeVisible();
    await expect(page.getByText(`The updated quote was sent on ${sentOn}.`)).toBeVisible();
    if (settings.companyPhone) await expect(page.getByRole('link', { name: settings.companyPhone })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toHaveCount(0);
    await page.goto(`/sign/${reissued.shareableLink}`);
    await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toBeVisible();
    await expect(page.getByText(reissued.quoteNumber).first()).toBeVisible();
  });
});

test.describe('what the signing page loads', () => {
  test('none of the staff app, React itself, react-router, react-query or zod', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Bundle');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await openSigningPage(page, link);
    expect(scripts.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    const bundled: string[] = [];
    for (const script of scripts) {
      expect(new URL(script).origin, 'nothing from other origins').toBe(origin);
      // Each chunk's source map lists the modules inside it (the bundler's tiny runtime has none).
      const map = await request.get(`${new URL(script).pathname}.map`);
      if (!map.ok() || !map.headers()['content-type']?.includes('json')) continue;
      bundled.push(...((await map.json()) as { sources: string[] }).sources);
    }
    expect(bundled.some((source) => source.includes('src/client/signing/main.tsx'))).toBe(true);
    // The page runs on Preact's React-compatible layer (docs/decisions/006-signing-page-preact.md).
    expect(bundled.some((source) => source.includes('node_modules/preact/compat/'))).toBe(true);
    const forbidden = bundled.filter((source) =>
      /react-router|@tanstack|[\\/]zod[\\/]|node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]client[\\/](app|features)[\\/]|src[\\/]server[\\/]/.test(source),
    );
    expect(forbidden).toEqual([]);
  });

  // Issue 4: a customer's phone downloads at most 75 KB of JavaScript (gzipped), read from the
  // built files. It counts what the browser loads, also after opening the signature dialog, and
  // checks that `npm run bench` (module script + modulepreloads of sign.html) counts the same files.
  test(`its JavaScript stays within ${SIGNING_BUDGET_KB} KB gzipped`, async ({ page, request }) => {
    const link = await createSigningLink(request, 'Budget');
    const loaded = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.add(new URL(response.url()).pathname);
    });
    await openSigningPage(page, link);
    await page.getByRole('button', { name: 'Click to Sign' }).click();
    await expect(dialog(page, 'Add Your Signature')).toBeVisible();

    const distDir = path.join(process.cwd(), 'dist/client');
    const benchFiles = initialScripts(await readFile(path.join(distDir, 'sign.html'), 'utf8'));
    expect([...loaded].sort(), 'the files npm run bench measures').toEqual([...benchFiles].sort());
    let gzipBytes = 0;
    for (const file of loaded) gzipBytes += gzipSync(await readFile(path.join(distDir, file))).length;
    console.log(`signing page JavaScript: ${loaded.size} file(s), ${(gzipBytes / 1024).toFixed(1)} KB gzipped (budget ${SIGNING_BUDGET_KB} KB)`);
    expect(gzipBytes).toBeLessThanOrEqual(SIGNING_BUDGET_KB * 1024);
  });
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the page's strict CSP (script-src 'self') would refuse.
  test.use({ bypassCSP: true, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('axe finds no serious or critical problems on the form, the modals, the success page and Not Found', async ({ page, request }) => {
    const link = await createSigningLink(request, 'Accessibility');
    await openSigningPage(page, link);
    expect(await runAxe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Click to Sign' }).click();
    await expect(dialog(page, 'Add Your Signature')).toBeVisible();
    expect(await runAxe(page)).toEqual([]);
    await drawWithTouch(page);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Request changes' }).click();
    await expect(dialog(page, 'Request Changes')).toBeVisible();
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Print Name').fill('Alex Access');
    expect(await runAxe(page)).toEqual([]);
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
    expect(await runAxe(page)).toEqual([]);

    await page.goto(`/sign/${link.token}`);
    await expect(page.getByRole('heading', { name: 'This quote has been signed' })).toBeVisible();
    expect(await runAxe(page)).toEqual([]);

    await page.goto('/sign/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
    expect(await runAxe(page)).toEqual([]);
  });
});
