import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';

describe.each(DATABASE_KINDS)('signing links on %s', (kind) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function newLink(fromDraft = false) {
    counter += 1;
    const payload = sampleQuotePayload({ customerName: `Signer ${counter}` });
    const source = fromDraft
      ? (await t.staff({ method: 'POST', url: '/api/drafts', payload })).json()
      : (await t.staff({ method: 'POST', url: '/api/quotes', payload })).json();
    const res = await t.staff({ method: 'POST', url: `/api/quotes/${source.id}/generate-link` });
    expect(res.statusCode).toBe(200);
    return res.json() as { shareableLink: string; quoteId: string; quoteNumber: string };
  }
  const sign = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}`, payload: body, headers });

  it('makes an unguessable link for a draft (issuing it as a quote) and returns the same link when asked again', async () => {
    const link = await newLink(true);
    expect(link.shareableLink).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.quoteNumber).toMatch(/^Q-\d{4}-\d{4}$/);
    const again = (await t.staff({ method: 'POST', url: `/api/quotes/${link.quoteId}/generate-link` })).json();
    expect(again.shareableLink).toBe(link.shareableLink);
    expect((await t.staff({ method: 'POST', url: '/api/quotes/6f1c1f3e-8a43-4d53-9f55-1a1a1a1a1a1a/generate-link' })).statusCode).toBe(404);
  });

  it('shows the customer the frozen quote without a session, and records views', async () => {
    const link = await newLink();
    const res = await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body = res.json();
    expect(body.type).toBe('quote');
    expect(body.data).toMatchObject({ quoteNumber: link.quoteNumber, total: '4013.28', status: 'pending' });
    expect(body.company.companyName).toBeTruthy();
    expect(body.snapshotHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.disclosure.text).toContain('electronically');
    // Staff settings changed later do not alter what this link shows.
    const settings = (await t.staff({ method: 'GET', url: '/api/settings' })).json();
    await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...settings, companyName: 'Renamed Floors LLC' } });
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json().snapshotHash).toBe(body.snapshotHash);
    await t.staff({ method: 'PUT', url: '/api/settings', payload: settings });

    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}/view`, headers: { 'user-agent': 'PhoneBrowser/1.0' } });
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}/view` });
    const entry = (await t.staff({ method: 'GET', url: '/api/link-quotes' })).json().find((l: { shareableLink: string }) => l.shareableLink === link.shareableLink);
    expect(entry).toMatchObject({ viewCount: 2, isSigned: false, status: 'pending', quoteNumber: link.quoteNumber });
    expect(entry.firstViewedAt).toBeTruthy();
  });

  it.each([['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'], ['short'], ['has spaces and ../../ dots........']])('answers an unknown or malformed token %s like any miss', async (token) => {
    const res = await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Quote not found or link expired', requestId: res.headers['x-request-id'] });
  });

  it('takes exactly one signature: the quote shows as signed, a second submit answers 409', async () => {
    const link = await newLink();
    const res = await sign(link.shareableLink, { name: 'Maria Lopez', email: 'Maria@Example.com', signature: signaturePngDataUrl() }, { 'user-agent': 'TestPhone/2.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const quote = (await t.staff({ method: 'GET', url: `/api/quotes/${link.quoteId}` })).json();
    expect(quote).toMatchObject({ status: 'signed', signedName: 'Maria Lopez' });
    expect(quote.customerSignature).toMatch(/^data:image\/png;base64,/);
    expect(quote.signedAt).toBeTruthy();
    const second = await sign(link.shareableLink, { name: 'Someone Else', signature: signaturePngDataUrl() });
    expect(second.statusCode).toBe(409);
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${link.quoteId}` })).json().signedName).toBe('Maria Lopez');
    const signed = (await t.staff({ method: 'GET', url: '/api/signed-quotes' })).json();
    expect(signed.regularQuotes.map((q: { id: string }) => q.id)).toContain(link.quoteId);
    expect(signed.linkQuotes.find((l: { quoteId: string }) => l.quoteId === link.quoteId)).toMatchObject({ isSigned: true, signedName: 'Maria Lopez' });
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json().data.status).toBe('signed');
  });

  it('gives two concurrent submits exactly one signature and one 409', async () => {
    const link = await newLink();
    const answers = await Promise.all([
      sign(link.shareableLink, { name: 'First Hand', signature: signaturePngDataUrl() }),
      sign(link.shareableLink, { name: 'Second Hand', signature: signaturePngDataUrl() }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? 'First Hand' : 'Second Hand';
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${link.quoteId}` })).json().signedName).toBe(winner);
  });

  it.each([
    [{ name: '', signature: signaturePngDataUrl() }, 400, 'Please enter your full name.'],
    [{ name: '   ', signature: signaturePngDataUrl() }, 400, 'Please enter your full name.'],
    [{ name: 'x'.repeat(201), signature: signaturePngDataUrl() }, 400, 'name'],
    [{ name: 'Ok Name' }, 400, 'Please provide your signature.'],
    [{ name: 'Ok Name', signature: signaturePngDataUrl({ blank: true }) }, 400, 'Please provide your signature.'],
    [{ name: 'Ok Name', signature: 'data:image/png;base64,' + Buffer.from('<svg onload=alert(1)>').toString('base64') }, 400, 'PNG'],
    [{ name: 'Ok Name', signature: 'data:image/jpeg;base64,/9j/4AAQ' }, 400, 'PNG'],
    [{ name: 'Ok Name', signature: signaturePngDataUrl({ width: 1200, height: 200 }) }, 400, '1000 x 1000'],
    [{ name: 'Ok Name', email: 'not-an-email', signature: signaturePngDataUrl() }, 400, 'valid e-mail'],
  ])('refuses a bad submission %#', async (body, status, message) => {
    const link = await newLink();
    const res = await sign(link.shareableLink, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${link.quoteId}` })).json().status).toBe('pending');
  });

  it('lets the customer request changes instead; the link then takes no signature', async () => {
    const link = await newLink();
    const res = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}/request-changes`, payload: { name: 'Picky Pat', message: 'Please quote the quartz system instead.' } });
    expect(res.statusCode).toBe(200);
    const entry = (await t.staff({ method: 'GET', url: `/api/link-quotes?q=${link.quoteNumber}` })).json()[0];
    expect(entry).toMatchObject({ status: 'changes_requested', changeRequest: 'Please quote the quartz system instead.' });
    const signAfter = await sign(link.shareableLink, { name: 'Picky Pat', signature: signaturePngDataUrl() });
    expect(signAfter.statusCode).toBe(409);
    expect(signAfter.json().message).toContain('Changes were requested');
  });
});

describe('public signing routes under abuse', () => {
  it('answer 429 to one address guessing tokens past the limit, and still serve others', async () => {
    const t = await buildTestApp('pglite', { config: { publicRateLimitPerMinute: 20 } });
    try {
      const guess = (i: number, ip: string) => t.anonymous({ method: 'GET', url: `/api/quotes/sign/${String(i).padStart(32, 'A')}`, remoteAddress: ip });
      for (let i = 0; i < 20; i += 1) expect((await guess(i, '10.6.6.6')).statusCode).toBe(404);
      const blocked = await guess(21, '10.6.6.6');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toContain('Too many requests');
      expect((await guess(22, '10.7.7.7')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('audit trail client addresses', () => {
  it.each([
    [undefined, '10.20.30.40'],
    [true, '203.0.113.9'],
  ])('with trustProxy=%s records %s', async (trustProxy, expectedIp) => {
    const t = await buildTestApp('pglite', { config: { trustProxy } });
    try {
      const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload() })).json();
      const link = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
      const headers = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'AuditPhone/1.0' };
      await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}/view`, headers, remoteAddress: '10.20.30.40' });
      await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}`, payload: { name: 'Audit Ann', signature: signaturePngDataUrl() }, headers, remoteAddress: '10.20.30.40' });
      const events = (await t.staff({ method: 'GET', url: `/api/link-quotes/${link.linkId}/audit` })).json();
      expect(events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'viewed', 'signed']);
      expect(events[1]).toMatchObject({ ip: expectedIp, userAgent: 'AuditPhone/1.0' });
      expect(events[2]).toMatchObject({ ip: expectedIp, userAgent: 'AuditPhone/1.0' });
    } finally {
      await t.close();
    }
  });
});

describe('signed quotes paging', () => {
  it('pages both lists with one cursor, newest first, each item once', async () => {
    const t = await buildTestApp('pglite');
    try {
      for (let i = 0; i < 5; i += 1) {
        const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: `Paged Signer ${i}` }) })).json();
        const { shareableLink } = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json();
        await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${shareableLink}`, payload: { name: `Signer ${i}`, signature: signaturePngDataUrl() } });
      }
      const seenQuotes: string[] = [];
      const seenLinks: string[] = [];
      let url = '/api/signed-quotes?limit=2';
      for (let page = 0; page < 5; page += 1) {
        const res = await t.staff({ method: 'GET', url });
        const body = res.json();
        seenQuotes.push(...body.regularQuotes.map((q: { customerName: string }) => q.customerName));
        seenLinks.push(...body.linkQuotes.map((l: { customerName: string }) => l.customerName));
        const next = res.headers['x-next-cursor'];
        if (!next) break;
        url = `/api/signed-quotes?limit=2&before=${next}`;
      }
      const expected = [4, 3, 2, 1, 0].map((i) => `Paged Signer ${i}`);
      expect(seenQuotes).toEqual(expected);
      expect(seenLinks).toEqual(expected);
      expect((await t.staff({ method: 'GET', url: '/api/signed-quotes?before=nonsense' })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
