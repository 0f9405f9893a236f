import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Invoice } from '#shared/documents/schemas.ts';
import { cards, expect, expectNoSidewaysScroll, openDocuments, test, toastRegion, uniqueWord } from './support/fixtures.ts';

/**
 * Decision 017, invoices: staff send an invoice from its preview by e-mail, with its PDF, and see
 * the send recorded on the invoice. The e2e server writes mail to .eml files in DATA_DIR/outbox.
 */

const lineItems = [{ id: 'item-e2e-invsend-00001', description: 'Urethane cement floor', useDimensions: false, quantity: 200, rate: '5.00', amount: '1000.00' }];

/** The newest .eml written to `address`, quoted-printable lines unfolded; null while none is there. */
async function mailTo(address: string): Promise<string | null> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  for (const file of files) {
    const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
    if (text.includes(`To: ${address}`)) return text;
  }
  return null;
}

/** What the browser (America/Chicago) prints for today: 'Nov 24, 2026'. */
const todayShown = () => new Date().toLocaleDateString('en-US', { timeZone: 'America/Chicago', month: 'short', day: 'numeric', year: 'numeric' });

for (const screen of [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1280, height: 900 } },
]) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('staff send an invoice by e-mail with its PDF, a wrong address is caught in the dialog, and the send is recorded on the invoice', async ({ page }) => {
      const word = uniqueWord('Billy');
      const email = `${word.toLowerCase()}@customer.example`;
      const created = await page.request.post('/api/invoices', {
        data: { customerName: word, customerEmail: email, projectTitle: 'Shop floor', lineItems, issueDate: '2026-03-01', dueDate: '2036-04-15', depositPercentage: 60 },
      });
      expect(created.ok()).toBe(true);
      const invoice = (await created.json()) as Invoice;

      await openDocuments(page, word);
      await page.getByRole('tab', { name: 'All' }).click();
      await cards(page).first().getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Document Preview' });
      await expect(preview.getByTestId('invoice-sent-note')).toHaveCount(0);
      await preview.getByRole('button', { name: 'Send to customer' }).click();

      const dialog = page.getByRole('dialog', { name: `Send ${invoice.invoiceNumber} to customer` });
      await expect(dialog.getByLabel('Customer e-mail')).toHaveValue(email);
      await expect(dialog.getByLabel('Subject')).toHaveValue('Invoice {invoiceNumber} from {company}');
      await expect(dialog.getByLabel('Message')).toHaveValue(/Amount due: \{amountDue\} \(due \{dueDate\}\)\./);
      // The e-mail as the customer will read it, filled from the invoice.
      await dialog.getByRole('button', { name: 'Preview of the e-mail' }).click();
      await expect(dialog.getByTestId('invoice-email-preview')).toContainText(`Hello ${word},`);
      await expect(dialog.getByTestId('invoice-email-preview')).toContainText('Amount due: $1,000.00 (due Apr 15, 2036).');
      await expectNoSidewaysScroll(page, 'The send dialog');

      // Checked before anything is sent: a mistyped address and an unknown placeholder.
      await dialog.getByLabel('Customer e-mail').fill('billy at customer');
      await dialog.getByLabel('Message').fill('Please pay {total}.');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog.getByText('Enter a valid e-mail address, like name@example.com')).toBeVisible();
      await expect(dialog.getByText('Unknown placeholder {total}: use {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}')).toBeVisible();
      expect(await mailTo(email)).toBeNull();

      await dialog.getByLabel('Customer e-mail').fill(email);
      await dialog.getByLabel('Message').fill('Hello {customer}, invoice {invoiceNumber} is attached. Amount due: {amountDue} by {dueDate}.');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(toastRegion(page).getByText(`Sent ${invoice.invoiceNumber} to ${email}.`)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // Recorded on the invoice: when and to whom, and on its timeline.
      await expect(preview.getByTestId('invoice-sent-note')).toHaveText(`Sent to ${email} on ${todayShown()}`);
      await expect(preview.getByTestId('document-timeline')).toContainText(`Sent by e-mail to ${email}`);
      await expectNoSidewaysScroll(page, 'The invoice preview');

      // The customer's e-mail: the amount from the server's figures, the PDF attached, the opt-out footer.
      await expect.poll(() => mailTo(email), { timeout: 20_000 }).not.toBeNull();
      const eml = (await mailTo(email))!;
      expect(eml).toMatch(new RegExp(`^Subject: Invoice ${invoice.invoiceNumber} from `, 'm'));
      expect(eml).toContain(`Hello ${word}, invoice ${invoice.invoiceNumber} is attached. Amount due: $1,000.00 by Apr 15, 2036.`);
      expect(eml).toMatch(/Content-Type: application\/pdf; name=.?INV-/);
      expect(eml).toMatch(/\/opt-out\/[A-Za-z0-9_-]{32}/);

      // Still there when the invoice is opened again.
      await page.reload();
      await openDocuments(page, word);
      await page.getByRole('tab', { name: 'All' }).click();
      await cards(page).first().getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Document Preview' }).getByTestId('invoice-sent-note')).toHaveText(`Sent to ${email} on ${todayShown()}`);
    });
  });
}

test('a void invoice offers no Send to customer', async ({ page }) => {
  const word = uniqueWord('Voidy');
  const created = await page.request.post('/api/invoices', { data: { customerName: word, customerEmail: `${word.toLowerCase()}@customer.example`, projectTitle: 'Basement', lineItems, issueDate: '2026-03-01', depositPercentage: 60 } });
  const invoice = (await created.json()) as Invoice;
  expect((await page.request.post(`/api/invoices/${invoice.id}/void`, { data: { reason: 'Duplicate' } })).ok()).toBe(true);
  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).click();
  const card = cards(page).filter({ hasText: invoice.invoiceNumber });
  await card.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Document Preview' });
  await expect(preview.getByRole('button', { name: 'Print (Exact Copy)' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Send to customer' })).toHaveCount(0);
});

test('Settings: the invoice message names an unknown placeholder and is not saved', async ({ page }) => {
  await page.goto('/settings');
  const message = page.getByLabel('Invoice Message');
  await expect(message).toHaveValue(/\{amountDue\}/);
  await expect(page.getByLabel('Invoice Subject')).toHaveValue('Invoice {invoiceNumber} from {company}');
  await message.fill('Hi {customer}, please pay {total} by {link}');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.locator('.field__error', { hasText: 'Unknown placeholder {total}, {link}: use {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}' })).toBeVisible();
  const saved = (await (await page.request.get('/api/settings')).json()) as { invoiceEmailTemplate: string };
  expect(saved.invoiceEmailTemplate).toContain('{amountDue}');
  expect(saved.invoiceEmailTemplate).not.toContain('{total}');
});
