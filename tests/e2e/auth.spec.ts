import { E2E_ACCESS_CODE } from './support/constants.ts';
import { expect, test, toastRegion } from './support/fixtures.ts';

test.use({ storageState: { cookies: [], origins: [] } });

test('the gate: wrong code refused, right code lets in, logout closes the API again', async ({ page }) => {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premier Epoxy Floors');
  await expect(page.getByText('Client Portal Access')).toBeVisible();
  const code = page.getByLabel('Enter Access Code');
  await expect(code).toHaveAttribute('placeholder', 'Access code required');
  await expect(code).toHaveAttribute('type', 'password');
  const submit = page.getByRole('button', { name: 'Access Portal' });
  await expect(submit).toBeDisabled();

  await code.fill('not-the-code');
  await submit.click();
  await expect(toastRegion(page).getByText('Access Denied')).toBeVisible();
  await expect(toastRegion(page).getByText('Incorrect password. Please try again.')).toBeVisible();
  await expect(code).toHaveValue('');
  expect((await page.request.get('/api/quotes')).status()).toBe(401);

  await code.fill(E2E_ACCESS_CODE);
  await submit.click();
  // The route asked for before the gate is the one shown after it.
  await expect(page.getByRole('heading', { name: 'All Documents' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
  expect((await page.request.get('/api/quotes')).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Documents' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Access Portal' })).toBeVisible();
  // Logout shows the gate, then reloads the page: read the flag once the reload is done.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isAuthenticated')).catch(() => 'reloading')).toBeNull();
  for (const path of ['/api/quotes', '/api/drafts', '/api/invoices', '/api/stats', '/api/settings']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(401);
    expect(await response.json()).toHaveProperty('message');
  }
});

test('a stale localStorage flag does not open the app: the server decides', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Access Portal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Document Generator' })).toHaveCount(0);
});

test('unknown paths are behind the gate, then Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('button', { name: 'Access Portal' })).toBeVisible();
  await page.getByLabel('Enter Access Code').fill(E2E_ACCESS_CODE);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
});
