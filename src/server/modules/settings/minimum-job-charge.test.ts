import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { MINIMUM_JOB_CHARGE, minimumChargeTopUp } from '#shared/money/minimum-charge.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';

describe.each(DATABASE_KINDS)('minimum job charge on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('is none until staff set one, and is kept as money', async () => {
    expect((await t.staff({ method: 'GET', url: '/api/settings' })).json().minimumJobCharge).toBe('0.00');
    const saved = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, minimumJobCharge: '$1,250.5' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().minimumJobCharge).toBe('1250.50');
    expect((await t.staff({ method: 'GET', url: '/api/settings' })).json().minimumJobCharge).toBe('1250.50');
    // A profile sent without it (an older client) still saves, with none.
    const { minimumJobCharge: _left, ...older } = DEFAULT_SETTINGS;
    expect((await t.staff({ method: 'PUT', url: '/api/settings', payload: older })).json().minimumJobCharge).toBe('0.00');
  });

  it.each([['-5', 'minimumJobCharge must be 0 or more'], ['1e3', 'minimumJobCharge'], [2_000_000, 'must be at most']])('refuses %j', async (value, message) => {
    const res = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...DEFAULT_SETTINGS, minimumJobCharge: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('a quote under the minimum: the server adds no money of its own; the visible line brings the total up to it', async () => {
    const lines = [{ description: 'Solid color epoxy - closet', unit: 'sqft', useDimensions: true, length: 10, width: 12, rate: 4 }];
    const bare = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ lineItems: lines, discountRate: 10 }) })).json();
    expect(bare.total).toBe('432.00');

    const topUp = minimumChargeTopUp({ lineItems: lines, discountRate: 10 }, '750.00');
    expect(topUp).toBe('353.33');
    const withLine = await t.staff({
      method: 'POST',
      url: '/api/drafts',
      payload: sampleQuotePayload({ customerName: 'Min Charge', lineItems: [...lines, { description: MINIMUM_JOB_CHARGE, unit: 'flat', quantity: 1, rate: topUp }], discountRate: 10 }),
    });
    expect(withLine.statusCode).toBe(201);
    expect(withLine.json()).toMatchObject({ subtotal: '833.33', total: '750.00', depositAmount: '450.00', balanceDue: '300.00' });
    expect(withLine.json().lineItems[1]).toMatchObject({ description: MINIMUM_JOB_CHARGE, unit: 'flat', amount: '353.33' });
  });
});
