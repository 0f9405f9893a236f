import { expect, test } from './support/fixtures.ts';

/**
 * Issue 4 item 6, staff side: undelivered e-mail shows on the dashboard with Retry. The e2e server
 * writes mail to .eml files, which never fails, so the outbox's answers are stubbed here.
 */

test('no notice while everything was delivered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Document Generator', level: 1 })).toBeVisible();
  const answer = await page.request.get('/api/mail/undelivered');
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toEqual([]);
  await expect(page.getByTestId('undelivered-mail')).toHaveCount(0);
});

test('undelivered e-mail is listed on the dashboard; Retry asks the server to send it again', async ({ page }) => {
  let undelivered = [
    { id: 'mail-1', to: 'office@example.com', subject: 'Signed quote Q-2026-0007', status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED 127.0.0.1:25', nextAttemptAt: null, createdAt: '2026-11-22T10:00:00.000Z' },
    { id: 'mail-2', to: 'dana@example.com', subject: 'Your signed quote', status: 'pending', attempts: 1, lastError: 'timeout', nextAttemptAt: '2026-11-22T10:05:00.000Z', createdAt: '2026-11-22T10:00:00.000Z' },
  ];
  const retried: string[] = [];
  await page.route('**/api/mail/undelivered', (route) => route.fulfill({ json: undelivered }));
  await page.route('**/api/mail/*/retry', async (route) => {
    const id = new URL(route.request().url()).pathname.split('/')[3] ?? '';
    retried.push(id);
    undelivered = undelivered.filter((item) => item.id !== id);
    await route.fulfill({ status: 202, json: { ok: true } });
  });

  await page.goto('/');
  const notice = page.getByTestId('undelivered-mail');
  await expect(notice.getByRole('heading', { name: '2 e-mails not delivered yet' })).toBeVisible();
  await expect(notice).toContainText('Signed quote Q-2026-0007 to office@example.com');
  await expect(notice).toContainText('Failed after 5 attempts: connect ECONNREFUSED 127.0.0.1:25');
  await expect(notice).toContainText('Waiting to retry after 1 attempt: timeout');

  await notice.getByRole('button', { name: 'Retry e-mail to office@example.com' }).click();
  await expect(notice.getByRole('heading', { name: '1 e-mail not delivered yet' })).toBeVisible();
  expect(retried).toEqual(['mail-1']);
  await notice.getByRole('button', { name: 'Retry e-mail to dana@example.com' }).click();
  await expect(page.getByTestId('undelivered-mail')).toHaveCount(0);
});
