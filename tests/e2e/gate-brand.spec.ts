import { expect, test } from '@playwright/test';

/** The gate shows the company name GET /api/session gives, even on a device that never logged in. */
test.use({ storageState: { cookies: [], origins: [] } });

test('a first visit shows the company name from the session answer, and remembers it', async ({ page }) => {
  await page.route('**/api/session', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({ json: { authenticated: false, company: { companyName: 'Gulf Coast Coatings', companyPhone: '(555) 555-0199', logoDataUrl: '' } } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Gulf Coast Coatings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('companyBrand'))).toContain('Gulf Coast Coatings');
});

test('the real server answer names the company', async ({ page }) => {
  await page.goto('/');
  const answer = (await (await page.request.get('/api/session')).json()) as { company?: { companyName?: string } };
  expect(answer.company?.companyName).toBeTruthy();
  await expect(page.getByRole('heading', { name: answer.company?.companyName ?? '', level: 1 })).toBeVisible();
});
