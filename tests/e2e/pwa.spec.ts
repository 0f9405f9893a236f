import { expect, test } from '@playwright/test';

/**
 * Issue 7 item 5: the staff app installs as a PWA. The manifest parses, the service worker
 * activates, and offline a reload of / still shows the app shell, while /api is never answered
 * from a cache and the signing pages are never cached.
 */

test('the web app manifest loads and parses, with PNG icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; type: string }> };
  expect(manifest).toMatchObject({ name: 'Premier Epoxy Floors', start_url: '/', display: 'standalone', theme_color: '#1d4ed8' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.ok(), icon.src).toBe(true);
    expect(png.headers()['content-type']).toContain('image/png');
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const size = Number(icon.sizes.split('x')[0]);
    expect(bytes.readUInt32BE(16)).toBe(size);
    expect(bytes.readUInt32BE(20)).toBe(size);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1d4ed8');
});

test('the service worker activates; offline, a reload of / shows the app shell and /api is not served from cache', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Document Generator', level: 1 })).toBeVisible();
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    const worker = registration.active;
    if (worker && worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
    return { active: registration.active?.state, scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(state.active).toBe('activated');
  expect(state.script).toMatch(/\/sw\.js$/);

  // What the cache holds: the shell and hashed assets only.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const entry of await (await caches.open(key)).keys()) urls.push(new URL(entry.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/sign') || path.startsWith('/quote-preview'))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Document Generator', level: 1 }).or(page.getByLabel('Enter Access Code'))).toBeVisible();
    // /api goes to the network (which is down), never to a cached copy.
    const api = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/stats', { credentials: 'include' });
        return `answered ${response.status}`;
      } catch (error) {
        return `failed: ${(error as Error).name}`;
      }
    });
    expect(api).toBe('failed: TypeError');
  } finally {
    await context.setOffline(false);
  }
});

test('the signing page registers no service worker', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/sign/not-a-real-link-aaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
  await page.waitForTimeout(500);
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(registrations).toBe(0);
  await context.close();
});
