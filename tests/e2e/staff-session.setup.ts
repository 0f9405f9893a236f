import { expect, test as setup } from '@playwright/test';
import { E2E_ACCESS_CODE, STAFF_STATE } from './support/constants.ts';

setup('staff session', async ({ request }) => {
  const response = await request.post('/api/session', { data: { accessCode: E2E_ACCESS_CODE } });
  expect(response.status()).toBe(204);
  await request.storageState({ path: STAFF_STATE });
});
