import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Quote } from '#shared/documents/schemas.ts';
import { cards, expect, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';

/**
 * Issue 16 items 2-3, staff side: 'Send to customer' from the preview, the timeline with its
 * reminders and 'Stop reminders', and the customer's opt-out page. The e2e server has no SMS
 * provider, so 'Text it' is an sms: link; its mail goes to .eml files in DATA_DIR/outbox.
 */

const lineItems = [{ id: 'item-e2e-send-000001', description: 'Metallic epoxy system', useDimensions: false, quantity: 200, rate: '5.00', amount: '1000.00' }];

/** The opt-out link in the newest .eml written to `address` (quoted-printable lines unfolded). */
async function optOutLinkTo(address: string): Promise<string | null> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  for (const file of files) {
    const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
    if (!text.includes(`To: ${address}`)) continue;
    const match = /\/opt-out\/[A-Za-z0-9_-]{32}/.exec(text);
    if (match) return match[0];
  }
  return null;
}

test('Send to customer by e-mail from the preview: on the timeline with its reminder; Text it is an sms: link; Stop reminders', async ({ page }) => {
  const word = uniqueWord('Sendy');
  const email = `${word.toLowerCase()}@customer.example`;
  const created = await page.request.post('/api/quotes', {
    data: { customerName: word, customerEmail: email, customerPhone: '512-555-0134', projectTitle: 'Garage', lineItems, issueDate: '2026-03-01', validUntil: '2036-03-31', depositPercentage: 60 },
  });
  expect(created.ok()).toBe(true);
  const quote = (await created.json()) as Quote;

  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).click();
  await cards(page).first().getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await preview.getByRole('button', { name: 'Send to customer' }).click();

  const dialog = page.getByRole('dialog', { name: `Send ${quote.quoteNumber} to customer` });
  await expect(dialog.getByLabel('Customer e-mail')).toHaveValue(email);
  // No SMS provider on this server: 'Text it' opens the phone's messaging app with the message filled in.
  const textIt = dialog.getByRole('link', { name: 'Text it' });
  const href = await textIt.getAttribute('href');
  expect(href).toMatch(/^sms:\+15125550134\?&body=/);
  const body = decodeURIComponent(href!.split('&body=')[1]!);
  expect(body).toContain(`your quote ${quote.quoteNumber} is ready to review and sign: http`);
  expect(body).toMatch(/\/sign\/[A-Za-z0-9_-]+ \(valid until Mar 31, 2036\)$/);

  await dialog.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(toastRegion(page).getByText(`Sent by e-mail to ${email}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const timeline = preview.getByTestId('document-timeline');
  await expect(timeline).toContainText('Signing link created');
  await expect(timeline).toContainText(`Sent by e-mail to ${email}`);
  await expect(timeline).toContainText('Reminder (expires in 3 days): scheduled for Mar 28, 2036');

  // The customer's e-mail is on its way, with the opt-out link of their address.
  await expect.poll(() => optOutLinkTo(email), { timeout: 20_000 }).not.toBeNull();

  await preview.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(toastRegion(page).getByText('No more reminders will be sent for this document.')).toBeVisible();
  await expect(preview.getByText(/Reminders stopped on /)).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Stop reminders' })).toHaveCount(0);
  await expect(timeline).not.toContainText('scheduled for');
  const answer = (await (await page.request.get(`/api/quotes/${quote.id}/timeline`)).json()) as { events: { kind: string }[]; reminders: { status: string }[] };
  expect(answer.events.map((event) => event.kind)).toEqual(['created', 'sent_email', 'reminders_stopped']);
});

test('the opt-out link in a customer e-mail: opening asks, the button stops reminders', async ({ page, browser, baseURL }) => {
  const word = uniqueWord('Opty');
  const email = `${word.toLowerCase()}@customer.example`;
  const created = await page.request.post('/api/quotes', { data: { customerName: word, customerEmail: email, projectTitle: 'Basement', lineItems, issueDate: '2026-03-01', validUntil: '2036-03-31', depositPercentage: 60 } });
  const quote = (await created.json()) as Quote;
  expect((await page.request.post(`/api/quotes/${quote.id}/prepare-send`)).ok()).toBe(true);
  expect((await page.request.post(`/api/quotes/${quote.id}/send-email`)).ok()).toBe(true);
  await expect.poll(() => optOutLinkTo(email), { timeout: 20_000 }).not.toBeNull();
  const link = (await optOutLinkTo(email))!;

  // The customer is not signed in: a context of their own, without the staff session.
  const customer = await browser.newContext({ baseURL });
  try {
    const customerPage = await customer.newPage();
    await customerPage.goto(link);
    await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(/^Stop reminders from /);
    await expect(customerPage.getByText(email)).toBeVisible();
    await customerPage.getByRole('button', { name: 'Stop reminders' }).click();
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Reminders stopped' })).toBeVisible();
    await expect(customerPage.getByRole('main')).toContainText(`at ${email}.`);
    await expect(customerPage.getByRole('main')).toContainText('You will not get reminders from ');
    // Opening the link again says so; a made-up token is not found.
    await customerPage.goto(link);
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Reminders stopped' })).toBeVisible();
    const unknown = await customerPage.goto('/opt-out/' + 'x'.repeat(32));
    expect(unknown?.status()).toBe(404);
  } finally {
    await customer.close();
  }
});

test('Settings: the e-mail message names an unknown placeholder and is not saved; Remind after (days) is checked', async ({ page }) => {
  await page.goto('/settings');
  const message = page.getByLabel('E-mail Message');
  await expect(message).toHaveValue(/\{link\}/);
  await message.fill('Hi {name}, here it is: {link}');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('.field__error', { hasText: 'Unknown placeholder {name}: use {link}, {company}, {validUntil}, {customer}' })).toBeVisible();
  await message.fill('Hi {customer}, see you soon');
  await page.getByLabel('Remind after (days)').fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('.field__error', { hasText: 'The message must contain {link}' })).toBeVisible();
  await expect(page.locator('.field__error', { hasText: 'Enter a whole number of days from 1 to 60' })).toBeVisible();
  // Nothing was saved.
  const saved = (await (await page.request.get('/api/settings')).json()) as { sendEmailTemplate: string; reminderAfterDays: number };
  expect(saved.sendEmailTemplate).toContain('{link}');
  expect(saved.reminderAfterDays).toBeGreaterThanOrEqual(1);
});
