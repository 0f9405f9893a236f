import { cards, expect, expectNoSidewaysScroll, openDocuments, test, uniqueWord } from './support/fixtures.ts';


test('375 px: every screen fits the width and the navigation keeps its names', async ({ page, api }) => {
  const word = uniqueWord('Phone');
  await api.createQuote({ customerName: word, projectTitle: 'A rather long project title for a small screen' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Document Generator' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Documents', 'Settings', 'Logout']) await expect(nav.getByRole(name === 'Logout' ? 'button' : 'link', { name })).toBeVisible();
  // The phone number shows on wide screens only.
  await expect(nav.getByText('(555) 555-0100')).toBeHidden();
  await expectNoSidewaysScroll(page);

  await openDocuments(page, word);
  await page.getByRole('tab', { name: 'All' }).tap();
  await expect(cards(page)).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  await cards(page).first().getByRole('button', { name: 'Preview' }).tap();
  await expect(page.getByRole('region', { name: 'Document Preview' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/generated-quotes?new=quote');
  await page.getByRole('switch', { name: 'Use Dimensions' }).tap();
  await page.getByLabel('Length (ft)').fill('10');
  await page.getByLabel('Width (ft)').fill('10');
  await page.getByLabel('Rate ($/sq ft)').fill('5');
  await expect(page.getByTestId('summary-total')).toHaveText('$500.00');
  await expectNoSidewaysScroll(page);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a toast swiped right by 50 px goes away', async ({ page, api }) => {
  const word = uniqueWord('Swipe');
  await api.createDraft({ customerName: word, projectTitle: 'Deck' });
  await openDocuments(page, word);
  await cards(page).first().getByRole('button', { name: 'Archive' }).tap();
  const toast = page.getByRole('status').filter({ hasText: 'Draft archived successfully' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  if (!box) throw new Error('toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 45, y, { steps: 3 });
  await page.mouse.move(box.x + 80, y, { steps: 3 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});
