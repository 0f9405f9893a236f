import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const AXE_PATH = path.join(process.cwd(), 'node_modules/axe-core/axe.min.js');

/** Serious or critical axe findings on the page as it stands. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  });
}
import { E2E_ACCESS_CODE } from './support/constants.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Issue 15 item 4: on a 390 px phone the customer picks an option and an add-on, sees the totals
 * follow, signs for exactly that choice, and the sealed signed copy names it with its total.
 */

test.use({ bypassCSP: true, storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const run = promisify(execFile);
const isoDaysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function optionsLink(request: APIRequestContext): Promise<{ token: string; quoteId: string }> {
  expect((await request.post('/api/session', { data: { accessCode: E2E_ACCESS_CODE } })).status()).toBe(204);
  const created = await request.post('/api/quotes', {
    data: {
      type: 'quote',
      customerName: `Options Customer ${process.pid}-${Date.now()}`,
      projectTitle: 'Two-car garage floor',
      issueDate: isoDaysFromNow(-1),
      validUntil: isoDaysFromNow(30),
      lineItems: [{ description: 'Diamond grind and crack repair', quantity: 480, rate: '0.50' }],
      discountRate: 5,
      depositPercentage: 50,
      options: [
        { name: 'Good: solid color epoxy', lineItems: [{ description: 'Solid color epoxy', useDimensions: true, length: 20, width: 24, rate: '4.25' }] },
        { name: 'Better: full flake', lineItems: [{ description: 'Full flake epoxy', useDimensions: true, length: 20, width: 24, rate: '5.50' }] },
        { name: 'Best: polyaspartic flake', lineItems: [{ description: 'Polyaspartic flake', useDimensions: true, length: 20, width: 24, rate: '7.25' }] },
      ],
      addOns: [
        { description: 'Cove base', unit: 'lf', quantity: 40, rate: '8.10' },
        { description: 'Moisture barrier', quantity: 480, rate: '1.25' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as { id: string };
  const link = await request.post(`/api/quotes/${quote.id}/generate-link`);
  expect(link.status()).toBe(200);
  return { token: ((await link.json()) as { shareableLink: string }).shareableLink, quoteId: quote.id };
}

async function drawWithTouch(page: Page): Promise<void> {
  const box = await page.getByRole('img', { name: 'Signature drawing area' }).boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const points = Array.from({ length: 20 }, (_, i) => ({ x: box.x + box.width * (0.1 + (0.8 * i) / 19), y: box.y + box.height * (0.5 + 0.25 * Math.sin(i)) }));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...points[0]!, id: 1 }] });
  for (const point of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...point, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('chooses an option and an add-on on a phone, signs, and the sealed PDF names the choice and its total', async ({ page, request }) => {
  const { token, quoteId } = await optionsLink(request);
  await page.goto(`/sign/${token}`);
  await expect(page.getByRole('heading', { name: 'Choose your option' })).toBeVisible();
  await expect(page.getByText('3 options: $2,166.00 – $3,534.00')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const picker = page.locator('.option-picker');
  // Better: 2640 + prep 240 = 2880, less 5% = 2736.00; deposit 50% = 1368.00.
  await picker.getByRole('radio', { name: /Better: full flake/ }).tap();
  await expect(picker.getByText('Total', { exact: true }).locator('..')).toContainText('$2,736.00');
  // + cove base 324.00: 3204, less 5% (160.20) = 3043.80; deposit and balance 1521.90 each.
  await picker.getByRole('checkbox', { name: /Cove base/ }).tap();
  await expect(picker.getByText('Total', { exact: true }).locator('..')).toContainText('$3,043.80');
  await expect(picker.getByText('Required Deposit (50%)').locator('..')).toContainText('$1,521.90');
  await expect(picker.getByText('Remaining Balance').locator('..')).toContainText('$1,521.90');
  expect(await axeProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Click to Sign' }).tap();
  await drawWithTouch(page);
  await page.getByRole('dialog', { name: 'Add Your Signature' }).getByRole('button', { name: 'Done' }).tap();
  await page.getByLabel('Print Name').fill('Rosa Delgado');
  const accept = page.getByRole('button', { name: 'Accept Better: full flake, $3,043.80' });
  await expect(accept).toBeVisible();
  await accept.tap();
  await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();

  const quote = (await (await request.get(`/api/quotes/${quoteId}`)).json()) as { total: string; depositAmount: string; choice: { optionName: string; addOnIds: string[] } };
  expect(quote).toMatchObject({ total: '3043.80', depositAmount: '1521.90', choice: { optionName: 'Better: full flake' } });
  expect(quote.choice.addOnIds).toHaveLength(1);

  const pdf = await request.get(`/api/quotes/sign/${token}/signed-pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const folder = await mkdtemp(path.join(tmpdir(), 'options-signed-'));
  const file = path.join(folder, 'signed.pdf');
  await writeFile(file, await pdf.body());
  const text = await pdfText(file);
  expect(text).toContain('Chosen option: Better: full flake + Cove base');
  expect(text).toContain('$3,043.80');
  expect(text).toContain('Rosa Delgado');
  // Sealed: poppler's pdfsig finds one signature covering the whole file, unchanged.
  const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  expect(stdout).toContain('Signature #1');
  expect(stdout).toMatch(/Signature Validation: Signature is Valid/);
  expect(stdout).toContain('Total document signed');
});
