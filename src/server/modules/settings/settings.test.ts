import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

describe.each(DATABASE_KINDS)('settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('starts from SPEC.md defaults and keeps what staff save', async () => {
    expect((await t.staff({ method: 'GET', url: '/api/settings' })).json()).toEqual(DEFAULT_SETTINGS);
    const next = { ...DEFAULT_SETTINGS, companyName: 'Lone Star Epoxy', companyPhone: '(512) 555-0199', defaultDepositPercentage: 50 };
    expect((await t.staff({ method: 'PUT', url: '/api/settings', payload: next })).json()).toEqual(next);
    expect((await t.staff({ method: 'GET', url: '/api/settings' })).json()).toEqual(next);
  });

  it.each([
    [{ companyName: '' }, 'companyName'],
    [{ defaultDepositPercentage: 0 }, 'defaultDepositPercentage'],
    [{ logoDataUrl: 'javascript:alert(1)' }, 'logo must be a PNG or JPEG image'],
    [{ companyEmail: 'nope' }, 'companyEmail'],
  ])('refuses %o with 400 naming the field', async (patch, message) => {
    const res = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
