import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startStripeStub, type StripeStub } from '#server/testing/stripe-stub.ts';
import { cards, expect, expectNoSidewaysScroll, test, uniqueWord } from './support/fixtures.ts';

// Issue 16 item 1: the deposit paid online through Stripe Checkout, on a phone, against a local
// server that speaks Stripe's API; and the success page without Stripe.

const ACCESS_CODE = 'e2e-stripe-access';
const SECRET_KEY = 'sk_test_e2e_deposit';
const WEBHOOK_SECRET = 'whsec_e2e_deposit';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

const lineItems = [
  { description: 'Metallic epoxy system', useDimensions: true, length: 20, width: 10, quantity: 200, rate: '5.00', amount: '1000.00' },
  { description: 'Cove base', useDimensions: false, quantity: 40, rate: '12.50', amount: '500.00' },
];

/** Real touch input through the DevTools protocol, as a finger would sign. */
async function signWithFinger(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Click to Sign' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add Your Signature' });
  const box = await dialog.getByRole('img', { name: 'Signature drawing area' }).boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const points = Array.from({ length: 24 }, (_, i) => ({ x: box.x + box.width * (0.1 + (0.8 * i) / 23), y: box.y + box.height * (0.5 + 0.25 * Math.sin(i * 0.9)), id: 1 }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
  for (const point of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await dialog.getByRole('button', { name: 'Done' }).tap();
  await page.getByLabel('Print Name').fill(name);
  await page.getByLabel('Email (Optional)').fill(email);
  await page.getByRole('button', { name: 'Complete & Submit Quote' }).tap();
  await expect(page.getByRole('heading', { name: 'Quote Signed Successfully!' })).toBeVisible();
}

test.describe('with Stripe set up', () => {
  test.use({ ...PHONE, storageState: { cookies: [], origins: [] } });

  let stub: StripeStub;
  let server: ChildProcess;
  let serverUrl = '';
  let dataDir = '';

  // A server of its own with STRIPE_* pointing at the stub; the suite's shared server stays without Stripe.
  test.beforeAll(async () => {
    stub = await startStripeStub({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    dataDir = mkdtempSync(join(tmpdir(), 'epoxy-e2e-stripe-'));
    server = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ACCESS_CODE, LOG_LEVEL: 'warn', PUBLIC_RATE_LIMIT_PER_MINUTE: '100000', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stub.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    serverUrl = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      server.on('exit', () => reject(new Error(`the Stripe e2e server exited:\n${output}`)));
    });
    stub.setWebhookUrl(`${serverUrl}/api/payments/stripe/webhook`);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await stub?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('sign on a phone, pay the deposit on the checkout page, and staff see the deposit invoice paid', async ({ page }) => {
    const word = uniqueWord('Stripe');
    const api = page.request;
    expect((await api.post(`${serverUrl}/api/session`, { data: { accessCode: ACCESS_CODE } })).status()).toBe(204);
    const created = await api.post(`${serverUrl}/api/quotes`, { data: { customerName: `Pat ${word}`, projectTitle: 'Garage floor', lineItems, issueDate: '2026-03-01', validUntil: '2036-03-31', depositPercentage: 60 } });
    expect(created.status(), await created.text()).toBe(201);
    const quote = (await created.json()) as { id: string; quoteNumber: string; depositAmount: string };
    expect(quote.depositAmount).toBe('900.00');
    const { shareableLink } = (await (await api.post(`${serverUrl}/api/quotes/${quote.id}/generate-link`)).json()) as { shareableLink: string };

    // The customer, on their phone.
    await page.goto(`${serverUrl}/sign/${shareableLink}`);
    await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toBeVisible();
    await signWithFinger(page, `Pat ${word}`, 'pat@example.com');
    const pay = page.getByRole('button', { name: 'Pay deposit ($900.00)' });
    await expect(pay).toBeVisible();
    await expect(page.getByText(/^Or pay another way: We accept Zelle/)).toBeVisible();
    await expectNoSidewaysScroll(page, 'The success page with the deposit');
    await pay.tap();

    // Stripe's page (the stub's): the amount the server asked for, card and US bank account.
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('Amount: $900.00')).toBeVisible();
    await expect(page.getByText('Payment methods: card, us_bank_account')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $900.00' }).tap();

    // Back on the signing link: the webhook recorded it.
    await expect(page).toHaveURL(`${serverUrl}/sign/${shareableLink}?deposit=paid`);
    await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay deposit/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'The signed link with the deposit paid');

    // The office, in the staff app.
    await page.goto(`${serverUrl}/documents`);
    await page.getByRole('searchbox', { name: 'Search documents' }).fill(word);
    await page.getByRole('tab', { name: 'All', exact: true }).tap();
    const invoiceCard = cards(page).and(page.locator('[data-type="invoice"]'));
    await expect(invoiceCard).toHaveCount(1);
    await invoiceCard.getByRole('button', { name: 'Preview' }).tap();
    const preview = page.getByRole('region', { name: 'Document Preview' });
    const paper = preview.getByRole('article', { name: /^Invoice INV-/ });
    await expect(paper.getByText(`Deposit (60%) for quote ${quote.quoteNumber}: Garage floor`)).toBeVisible();
    const account = preview.getByRole('region', { name: 'Payments' });
    await expect(account.getByText('Paid', { exact: true })).toBeVisible();
    await expect(account).toContainText('Balance due $0.00');
    await expect(account.getByRole('row', { name: /Stripe/ })).toContainText('$900.00');
    await expect(paper).toContainText('Paid in full ($900.00). Thank you.');

    // The quote's audit trail says so.
    await preview.getByRole('button', { name: 'Close Preview' }).tap();
    await page.getByRole('tab', { name: 'Signed', exact: true }).tap();
    await cards(page).first().getByRole('button', { name: 'Preview' }).tap();
    await page.getByRole('button', { name: 'Audit trail' }).tap();
    await expect(page.getByTestId('signing-audit').getByRole('cell', { name: 'Deposit paid' })).toBeVisible();
    expect(stub.events).toHaveLength(1);
  });
});

test.describe('without Stripe', () => {
  test.use(PHONE);

  test('the success page shows the payment methods from Settings and no online payment', async ({ page, api }) => {
    const word = uniqueWord('NoStripe');
    const settings = (await (await page.request.get('/api/settings')).json()) as { paymentMethods: string };
    const quote = await api.createQuote({ customerName: `Sam ${word}`, projectTitle: 'Basement' });
    const { shareableLink } = await api.generateLink(quote.id);
    await page.goto(`/sign/${shareableLink}`);
    await signWithFinger(page, `Sam ${word}`, 'sam@example.com');
    const deposit = page.getByRole('region', { name: 'Deposit' });
    await expect(deposit).toContainText(`The deposit of $900.00 is due to schedule your project. ${settings.paymentMethods}`);
    await expect(page.getByRole('button', { name: /Pay deposit/ })).toHaveCount(0);
    // The link, opened again later, says the same.
    await page.goto(`/sign/${shareableLink}`);
    await expect(page.getByRole('heading', { name: 'This quote has been signed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deposit' })).toContainText(settings.paymentMethods);
  });
});
