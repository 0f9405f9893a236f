import sharp from 'sharp';
import { expect, expectNoSidewaysScroll, test, toastRegion, uniqueWord } from './support/fixtures.ts';
import { phoneJpegWithGps } from '#server/photos/test-support/sample-photos.ts';

/**
 * Issue 15 item 5: staff attach a site photo with a caption to a quote, send the signing link, and
 * the customer sees the photo and its caption on the signing page, on a phone and on a laptop.
 */

for (const screen of [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`quote photos on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test('staff attach a photo with a caption; the customer sees both on the signing page', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const name = uniqueWord('Phoebe');
      const caption = `Oil stains by the door ${name}`;
      await page.goto('/generated-quotes?new=quote');
      await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
      await page.getByLabel('Customer Name').fill(name);
      await page.getByLabel('Project Title').fill('Garage with photos');
      await page.getByLabel('Service Description').fill('Full flake epoxy');
      await page.getByLabel('Area (sq ft)').fill('400');
      await page.getByLabel('Rate ($/sq ft)').fill('5');

      const photos = page.getByRole('region', { name: 'Photos', exact: true });
      await expect(photos.getByRole('button', { name: 'Add photos' })).toBeVisible();
      // What a phone camera gives: a sideways JPEG with the place it was taken in its EXIF.
      await photos.locator('input[type="file"]').setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: await phoneJpegWithGps(1200, 600) });
      const thumbnail = photos.getByRole('img', { name: 'Photo 1' });
      await expect(thumbnail).toBeVisible();
      await photos.getByLabel('Caption for photo 1').fill(caption);
      await expectNoSidewaysScroll(page, 'The generator form');

      await page.getByRole('button', { name: 'Generate Quote' }).click();
      await expect(toastRegion(page).getByText('Quote created successfully!')).toBeVisible();
      const preview = page.getByRole('region', { name: 'Document Preview' });
      await expect(preview.getByRole('figure').filter({ hasText: caption }).getByRole('img')).toBeVisible();

      await preview.getByRole('button', { name: 'Copy Signing Link' }).click();
      await expect(toastRegion(page).getByText('Link Copied')).toBeVisible();
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(/\/sign\/[A-Za-z0-9_-]{32}$/);

      // The customer opens the link (no staff session needed for the page or its photos).
      await context.clearCookies();
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Review & Sign Your Quote' })).toBeVisible();
      const figure = page.getByRole('figure').filter({ hasText: caption });
      await expect(figure.getByText(caption)).toBeVisible();
      const image = figure.getByRole('img', { name: caption });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
      await expectNoSidewaysScroll(page, 'The signing page');
      // Upright (the sideways 1200 x 600 original turned by its orientation) and without EXIF or GPS.
      const served = await page.request.get((await image.getAttribute('src'))!);
      expect(served.status()).toBe(200);
      const meta = await sharp(await served.body()).metadata();
      expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 600, height: 1200, exif: undefined });
    });
  });
}
