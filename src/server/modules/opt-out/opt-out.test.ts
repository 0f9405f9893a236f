import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { isOptedOut, optOutToken } from '#server/mail/opt-out.ts';

describe.each(DATABASE_KINDS)('the opt-out link on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { outboxIntervalMs: 60_000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('one token per address whatever its case; opening the page asks, the button opts out, once', async () => {
    const token = await optOutToken(t.app.db, 'Opal@Customer.example');
    expect(await optOutToken(t.app.db, 'opal@customer.example ')).toBe(token);
    const shown = await t.anonymous({ method: 'GET', url: `/opt-out/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.headers['referrer-policy']).toBe('same-origin');
    expect(shown.body).toContain('Stop reminders');
    // A mail scanner opening the link does not opt the customer out.
    expect(await isOptedOut(t.app.db, 'opal@customer.example')).toBe(false);

    const posted = await t.anonymous({ method: 'POST', url: `/opt-out/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('You will not get reminders from Premier Epoxy Floors at opal@customer.example.');
    expect(await isOptedOut(t.app.db, 'OPAL@customer.example')).toBe(true);
    const again = await t.anonymous({ method: 'GET', url: `/opt-out/${token}` });
    expect(again.body).toContain('Reminders stopped');
  });

  it('an unknown or malformed token is a 404 page and opts nobody out', async () => {
    await optOutToken(t.app.db, 'kept@customer.example');
    for (const token of ['x'.repeat(32), 'short', 'not a token']) {
      const res = await t.anonymous({ method: 'POST', url: `/opt-out/${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Link not found');
    }
    expect(await isOptedOut(t.app.db, 'kept@customer.example')).toBe(false);
  });
});
