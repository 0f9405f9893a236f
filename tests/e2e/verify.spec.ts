import { expect, test, uniqueWord } from './support/fixtures.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

/** Issue 4 item 4: the Verify screen tells an unchanged signed copy of ours from anything else. */

test('a real signed PDF verifies; the same file with one byte changed does not', async ({ page, api }) => {
  const word = uniqueWord('Verify');
  const quote = await api.createQuote({ customerName: `Casey ${word}`, projectTitle: `Warehouse ${word}` });
  const link = await api.generateLink(quote.id);
  const signed = await page.request.post(`/api/quotes/sign/${link.shareableLink}`, { data: { name: 'Casey Verifier', email: '', signature: signaturePngDataUrl() } });
  expect(signed.ok(), await signed.text()).toBe(true);
  const pdf = await page.request.get(`/api/quotes/${quote.id}/signed-pdf`);
  expect(pdf.ok()).toBe(true);
  const bytes = Buffer.from(await pdf.body());

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { name: 'Verify a Signed PDF' })).toBeVisible();

  await page.getByLabel('Choose a PDF file').setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: bytes });
  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-valid', 'true');
  await expect(result).toContainText('Valid: this is an unchanged signed copy of our quote');
  await expect(result).toContainText(/Sealed by .+ on \w+ \d+, \d{4}/);

  // One byte inside the signed content changed (a digit of the content stream, not the seal itself).
  const tampered = Buffer.from(bytes);
  const at = tampered.indexOf('Casey Verifier', 0, 'latin1');
  const index = at > 0 ? at : Math.floor(tampered.length / 3);
  tampered[index] = tampered[index] === 0x41 ? 0x42 : 0x41;
  await page.getByLabel('Choose a PDF file').setInputFiles({ name: 'tampered.pdf', mimeType: 'application/pdf', buffer: tampered });
  await expect(result).toHaveAttribute('data-valid', 'false');
  await expect(result).toContainText('Not valid');
});

test('a PDF without a seal, dropped on the screen, is not valid and says why', async ({ page }) => {
  await page.goto('/verify');
  const plain = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const raw = atob(base64);
    const array = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i += 1) array[i] = raw.charCodeAt(i);
    transfer.items.add(new File([array], 'plain.pdf', { type: 'application/pdf' }));
    return transfer;
  }, plain.toString('base64'));
  await page.getByTestId('verify-drop').dispatchEvent('drop', { dataTransfer });
  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-valid', 'false');
  await expect(result).toContainText('Not valid');
  await expect(result).toContainText('no digital seal');
});
