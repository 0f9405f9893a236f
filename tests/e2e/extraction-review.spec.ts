import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, test, uniqueWord } from './support/fixtures.ts';

/**
 * Issue 12 item 2: a draft the assistant made opens with the request beside it. The draft is made
 * by the real server; its extraction record (what a reader that fills sources stores with the
 * draft, served by GET /api/drafts/:id/extraction, tested on both databases in
 * draft-extraction.test.ts) is set here, so the review shows known spans, flags and a warning
 * whatever the embedded reader of the day finds.
 */

const WARNING = 'The AI provider did not answer (timed out after 60 s); the built-in reader made this draft — check every field.';

async function openReviewedDraft(page: Page): Promise<{ text: string }> {
  const name = `${uniqueWord('Lindqvist')} Moreau`;
  const text = `Quote for ${name}, garage 20 x 25 flake system at $5.50 a square foot, phone 512-555-0147`;
  const made = await page.request.post('/api/drafts', {
    data: {
      type: 'quote',
      customerName: name,
      customerPhone: '(512) 555-0147',
      projectTitle: 'Garage Floor Coating',
      depositPercentage: 60,
      lineItems: [{ id: 'item-review-flake-000001', description: 'Flake system - Garage', useDimensions: true, length: 20, width: 25, quantity: 500, rate: '5.50', amount: '2750.00' }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const draft = (await made.json()) as { id: string };

  const span = (words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length });
  const record = {
    extractor: 'llm:qwen2.5:7b-instruct',
    requestText: text,
    sources: [
      { field: 'customerName', ...span(name), confidence: 0.9, flag: null },
      { field: 'customerPhone', ...span('512-555-0147'), confidence: 0.9, flag: null },
      { field: 'projectTitle', ...span('garage'), confidence: 0.5, flag: null },
      { field: 'lineItems.0.description', ...span('flake system'), confidence: 0.9, flag: null },
      { field: 'lineItems.0.length', ...span('20 x 25'), confidence: 0.9, flag: null },
      { field: 'lineItems.0.width', ...span('20 x 25'), confidence: 0.9, flag: null },
      { field: 'lineItems.0.quantity', ...span('20 x 25'), confidence: 0.9, flag: null },
      { field: 'lineItems.0.rate', start: null, end: null, confidence: 0.3, flag: '$5.50 is not in the words the AI quoted (“a square foot”)' },
    ],
    warnings: [WARNING],
  };
  await page.route(`**/api/drafts/${draft.id}/extraction`, (route) => route.fulfill({ json: record }));
  await page.goto(`/generated-quotes?draft=${encodeURIComponent(draft.id)}`);
  await expect(page.getByRole('heading', { name: 'Edit Draft', level: 1 })).toBeVisible();
  return { text };
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

test('an AI-made draft: the request beside it with the spans, the warning, and the fields to check marked', async ({ page }) => {
  const { text } = await openReviewedDraft(page);
  const request = page.getByRole('region', { name: 'Request text' });
  await expect(request).toHaveText(text);
  await expect(request.locator('mark')).toHaveText([/Lindqvist/, 'garage', '20 x 25', 'flake system', '512-555-0147']);
  await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();

  // The rate is marked on the form with its reason; its marker says no words were found.
  const item = page.getByRole('group', { name: 'Item 1' });
  await expect(item.getByText('$5.50 is not in the words the AI quoted (“a square foot”)')).toBeVisible();
  await item.getByRole('button', { name: 'Check Item 1 · Rate: show it in the request' }).click();
  await expect(page.getByText('Item 1 · Rate: no words of the request were found for it.')).toBeVisible();

  // An unsure field's marker highlights its words.
  await page.getByRole('button', { name: 'Check Project Title: show it in the request' }).click();
  await expect(request.locator('mark.is-selected')).toHaveText('garage');

  // Side by side on a wide screen.
  const form = await box(page, '.review-layout__form');
  const aside = await box(page, '.review-layout__aside');
  expect(aside.x).toBeGreaterThan(form.x + form.width - 1);
});

test('on a phone the review is stacked above the form and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openReviewedDraft(page);
  await expect(page.getByRole('region', { name: 'Request text' })).toBeVisible();
  const form = await box(page, '.review-layout__form');
  const aside = await box(page, '.review-layout__aside');
  expect(aside.y + aside.height).toBeLessThanOrEqual(form.y + 1);
  await expectNoSidewaysScroll(page, 'The review');
  // The marker on the form takes staff up to the words.
  await page.getByRole('button', { name: 'Check Project Title: show it in the request' }).click();
  await expect(page.getByRole('region', { name: 'Request text' }).locator('mark.is-selected')).toBeInViewport();
});
