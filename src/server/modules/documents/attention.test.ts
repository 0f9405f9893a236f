import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AttentionItem } from '#shared/documents/attention.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { signingLinks } from '#server/db/schema.ts';

/** A calendar day `days` from today in the office's time zone. */
function dayFromToday(days: number): string {
  const [y, m, d] = todayIn(DEFAULT_SETTINGS.timeZone).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

describe.each(DATABASE_KINDS)('GET /api/attention on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const post = async (url: string, payload: object = {}) => {
    const res = await t.staff({ method: 'POST', url, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  async function sentQuote(name: string, validUntil: string) {
    const quote = await post('/api/quotes', sampleQuotePayload({ customerName: name, issueDate: dayFromToday(-30), validUntil }));
    const { shareableLink } = await post(`/api/quotes/${quote.id}/generate-link`);
    ids[name] = quote.id;
    return { quote, token: shareableLink as string };
  }
  async function viewedDaysAgo(token: string, days: number) {
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}/view` });
    await t.app.db
      .update(signingLinks)
      .set({ firstViewedAt: sql`now() - make_interval(days => ${days}::int)` })
      .where(eq(signingLinks.token, token));
  }
  async function invoice(name: string, dueDate: string, paid?: string) {
    const made = await post('/api/invoices', { ...sampleQuotePayload({ customerName: name, issueDate: dayFromToday(-40) }), dueDate });
    if (paid) await post(`/api/invoices/${made.id}/payments`, { amount: paid, method: 'Check' });
    ids[name] = made.id;
    return made;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const far = dayFromToday(60);
    const changes = await sentQuote('Changes Carla', far);
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${changes.token}/request-changes`, payload: { name: 'Carla', message: 'Add the porch, please' } });
    await invoice('Past Due Pete', dayFromToday(-1));
    await invoice('Partly Paid Paula', dayFromToday(-10), '1000.00');
    await invoice('Paid Pam', dayFromToday(-10), '4013.28');
    await invoice('Due Today Dan', dayFromToday(0));
    await sentQuote('Expiring Eve', dayFromToday(3));
    const both = await sentQuote('Expiring Viewed Vic', dayFromToday(7));
    await viewedDaysAgo(both.token, 5);
    await sentQuote('Later Larry', dayFromToday(8));
    const stale = await sentQuote('Stale Sam', far);
    await viewedDaysAgo(stale.token, 4);
    const fresh = await sentQuote('Fresh Fay', far);
    await viewedDaysAgo(fresh.token, 2);
    // Not sent: no link, so nobody is waiting on the customer.
    await post('/api/quotes', sampleQuotePayload({ customerName: 'Unsent Uma', issueDate: dayFromToday(-30), validUntil: dayFromToday(2) }));
    const signed = await sentQuote('Signed Sid', dayFromToday(2));
    await viewedDaysAgo(signed.token, 6);
    await post(`/api/quotes/sign/${signed.token}`, { name: 'Sid', signature: signaturePngDataUrl() });
  });
  afterAll(async () => t?.close());

  it('lists what needs the office, each document once under its most pressing reason', async () => {
    const res = await t.staff({ method: 'GET', url: '/api/attention' });
    expect(res.statusCode).toBe(200);
    const items = res.json() as AttentionItem[];
    expect(items.map((item) => [item.customerName, item.reason])).toEqual([
      ['Changes Carla', 'changes_requested'],
      ['Partly Paid Paula', 'past_due'],
      ['Past Due Pete', 'past_due'],
      ['Expiring Eve', 'expiring'],
      ['Expiring Viewed Vic', 'expiring'],
      ['Stale Sam', 'not_signed'],
    ]);
    const byName = new Map(items.map((item) => [item.customerName, item]));
    expect(byName.get('Changes Carla')).toMatchObject({ kind: 'quote', id: ids['Changes Carla'], note: 'Add the porch, please', date: dayFromToday(0), amount: '4013.28' });
    expect(byName.get('Partly Paid Paula')).toMatchObject({ kind: 'invoice', id: ids['Partly Paid Paula'], date: dayFromToday(-10), amount: '3013.28', note: null });
    expect(byName.get('Past Due Pete')).toMatchObject({ kind: 'invoice', date: dayFromToday(-1), amount: '4013.28' });
    expect(byName.get('Expiring Eve')).toMatchObject({ kind: 'quote', id: ids['Expiring Eve'], date: dayFromToday(3) });
    expect(byName.get('Stale Sam')).toMatchObject({ kind: 'quote', date: dayFromToday(-4) });
    expect(byName.get('Stale Sam')?.number).toMatch(/^Q-\d{4}-\d{4}$/);
  });

  it('needs the staff session', async () => {
    expect((await t.anonymous({ method: 'GET', url: '/api/attention' })).statusCode).toBe(401);
  });
});
