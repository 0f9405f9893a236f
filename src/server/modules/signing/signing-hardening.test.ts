import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import { signingLinks } from '#server/db/schema.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import type { decodeSignatureInWorker } from './run-signature-worker.ts';

// The real worker, watched: the tests assert when a signature image is (not) decoded.
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./run-signature-worker.ts', async (importOriginal) => {
  const real: { decodeSignatureInWorker: typeof decodeSignatureInWorker } = await importOriginal();
  return {
    decodeSignatureInWorker: (bytes: Uint8Array, timeoutMs: number) => {
      decodes.count += 1;
      return real.decodeSignatureInWorker(bytes, timeoutMs);
    },
  };
});

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** What the attack sent: a 16-bit 1000 x 1000 PNG, small on the wire (8 KB), 8 MB of pixels to decode. */
function sixteenBitPng(side = 1000): Buffer {
  const png = new PNG({ width: side, height: side });
  png.data.fill(0);
  return PNG.sync.write(png, { bitDepth: 16 });
}

/** A valid signature with one IHDR field changed and the chunk's CRC made right again. */
function withHeaderByte(offset: number, value: number): Buffer {
  const bytes = Buffer.from(signaturePngDataUrl().split(',')[1]!, 'base64');
  bytes[offset] = value;
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

/** A PNG whose header is fine and whose pixel data is garbage. */
function damagedPng(): Buffer {
  const bytes = Buffer.from(signaturePngDataUrl().split(',')[1]!, 'base64');
  bytes.fill(0x5a, 41, bytes.length - 20);
  return bytes;
}

describe.each(DATABASE_KINDS)('signing hardening on %s', (kind) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    decodes.count = 0;
  });

  async function newQuote(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const res = await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: `Hardened ${kind} ${counter}`, ...overrides }) });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; quoteNumber: string };
  }
  async function linkFor(id: string) {
    const res = await t.staff({ method: 'POST', url: `/api/quotes/${id}/generate-link` });
    expect(res.statusCode).toBe(200);
    return res.json() as { shareableLink: string; quoteId: string; linkId: string };
  }
  const sign = (token: string, signature: string, name = 'Ada Signer') => t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}`, payload: { name, signature } });
  async function setTimeZone(timeZone: string, companyPhone = '(404) 555-0199') {
    const settings = (await t.staff({ method: 'GET', url: '/api/settings' })).json();
    const res = await t.staff({ method: 'PUT', url: '/api/settings', payload: { ...settings, timeZone, companyPhone } });
    expect(res.statusCode).toBe(200);
  }

  const liveLinks = async (quoteId: string) => {
    const rows = await t.app.db.select().from(signingLinks);
    return rows.filter((row) => row.quoteId === quoteId && row.status === 'pending');
  };

  describe('the signature image (issue 11, item 2b)', () => {
    it('answers an unknown token 404 before reading the image: no decode', async () => {
      const heavy = dataUrl(sixteenBitPng());
      const answers = await Promise.all(Array.from({ length: 8 }, () => sign('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', heavy)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(404));
      expect(decodes.count).toBe(0);
    });

    it('answers a signed link 409 before reading the image', async () => {
      const link = await linkFor((await newQuote()).id);
      expect((await sign(link.shareableLink, signaturePngDataUrl())).statusCode).toBe(200);
      decodes.count = 0;
      const again = await sign(link.shareableLink, dataUrl(sixteenBitPng()));
      expect(again.statusCode).toBe(409);
      expect(decodes.count).toBe(0);
    });

    it.each([
      ['16-bit', () => sixteenBitPng(), '16-bit PNG images are not accepted'],
      ['interlaced', () => withHeaderByte(28, 1), 'interlaced PNG images are not accepted'],
      ['wider than 1000 pixels', () => withHeaderByte(18, 0x10), 'at most 1000 x 1000 pixels'],
      ['taller than 1000 pixels', () => withHeaderByte(22, 0x10), 'at most 1000 x 1000 pixels'],
    ])('refuses a %s image from its header, without decoding it', async (_label, make, message) => {
      const quote = await newQuote();
      const link = await linkFor(quote.id);
      const res = await sign(link.shareableLink, dataUrl(make()));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(decodes.count).toBe(0);
      expect((await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json().status).toBe('pending');
    });

    it('decodes in the worker: a damaged image gets 400, a good one signs', async () => {
      const link = await linkFor((await newQuote()).id);
      const damaged = await sign(link.shareableLink, dataUrl(damagedPng()));
      expect(damaged.statusCode).toBe(400);
      expect(damaged.json().message).toContain('damaged');
      expect(decodes.count).toBe(1);
      expect((await sign(link.shareableLink, signaturePngDataUrl())).statusCode).toBe(200);
      expect(decodes.count).toBe(2);
    });
  });

  describe('one quote, one live link (issue 11, item 4)', () => {
    it('gives 10 parallel generate-link calls on one quote the same single link', async () => {
      const quote = await newQuote();
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.json().shareableLink)).size).toBe(1);
      expect(await liveLinks(quote.id)).toHaveLength(1);
    });

    it('gives 10 parallel generate-link calls on one draft one quote and one link', async () => {
      counter += 1;
      const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: `Draft racer ${counter}` }) })).json();
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.staff({ method: 'POST', url: `/api/quotes/${draft.id}/generate-link` })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.json().quoteId)).size).toBe(1);
      expect(new Set(answers.map((a) => a.json().shareableLink)).size).toBe(1);
      expect(await liveLinks(answers[0]!.json().quoteId)).toHaveLength(1);
    });

    it('has the database refuse a second pending link on one quote', async () => {
      const link = await linkFor((await newQuote()).id);
      const [row] = await t.app.db.select().from(signingLinks).where(eq(signingLinks.id, link.linkId));
      await expect(
        t.app.db.insert(signingLinks).values({ ...row!, id: crypto.randomUUID(), token: 'B'.repeat(32), createdAt: new Date() }),
      ).rejects.toThrow();
    });

    it('never answers 500 when a signature and an issued revision race (30 rounds), and ends one way', async () => {
      const outcomes = { signed: 0, superseded: 0 };
      for (let round = 0; round < 30; round += 1) {
        const quote = await newQuote();
        const link = await linkFor(quote.id);
        const revision = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/revise` })).json();
        const [signed, issued] = await Promise.all([
          sign(link.shareableLink, signaturePngDataUrl(), `Racer ${round}`),
          t.staff({ method: 'POST', url: `/api/quotes/${revision.id}/generate-link` }),
        ]);
        expect(signed.statusCode, signed.body).not.toBe(500);
        expect(issued.statusCode, issued.body).toBe(200);
        const original = (await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json();
        const [oldLink] = await t.app.db.select().from(signingLinks).where(eq(signingLinks.id, link.linkId));
        if (signed.statusCode === 200) {
          outcomes.signed += 1;
          expect(original.status).toBe('signed');
          expect(oldLink!.status).toBe('signed');
        } else {
          outcomes.superseded += 1;
          expect(signed.statusCode).toBe(404);
          expect(signed.json().state).toBe('superseded');
          expect(original.status).toBe('superseded');
          expect(oldLink!.status).toBe('superseded');
          expect(original.signedName ?? null).toBeNull();
        }
      }
      expect(outcomes.signed + outcomes.superseded).toBe(30);
    }, 120_000);
  });

  describe('expired quotes (issue 11, item 5)', () => {
    it('shows an expired state and refuses the signature with 410, changing nothing', async () => {
      await setTimeZone('America/New_York');
      const quote = await newQuote({ issueDate: '2026-01-02', validUntil: '2026-01-31' });
      const link = await linkFor(quote.id);
      const page = await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ state: 'expired', expiredOn: '2026-01-31', status: 'pending', company: { companyPhone: '(404) 555-0199' } });

      const auditBefore = (await t.staff({ method: 'GET', url: `/api/link-quotes/${link.linkId}/audit` })).json();
      const res = await sign(link.shareableLink, signaturePngDataUrl());
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe('This quote expired on Jan 31, 2026. Please call (404) 555-0199 for an updated quote.');
      expect(decodes.count).toBe(0);
      expect((await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json()).toMatchObject({ status: 'pending', signedName: null });
      expect((await t.staff({ method: 'GET', url: `/api/link-quotes/${link.linkId}/audit` })).json()).toEqual(auditBefore);
      expect(await liveLinks(quote.id)).toHaveLength(1);
    });

    it('decides expiry by the date where the company is', async () => {
      // Kiritimati (UTC+14) is always a calendar day ahead of Pago Pago (UTC-11).
      const lastValidDay = todayIn('Pacific/Pago_Pago');
      await setTimeZone('Pacific/Kiritimati');
      const ahead = await linkFor((await newQuote({ issueDate: addDaysIso(lastValidDay, -5), validUntil: lastValidDay })).id);
      await setTimeZone('Pacific/Pago_Pago');
      const behind = await linkFor((await newQuote({ issueDate: addDaysIso(lastValidDay, -6), validUntil: lastValidDay })).id);
      await setTimeZone('America/New_York');
      expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${ahead.shareableLink}` })).json().state).toBe('expired');
      expect((await sign(ahead.shareableLink, signaturePngDataUrl())).statusCode).toBe(410);
      expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${behind.shareableLink}` })).json().state).toBe('open');
      expect((await sign(behind.shareableLink, signaturePngDataUrl())).statusCode).toBe(200);
    });
  });

  describe('superseded links (issue 14, item 4)', () => {
    it('extending an expired quote (the staff dialog: revise, new dates, link) gives an open link and retires the old one', async () => {
      await setTimeZone('America/New_York');
      const quote = await newQuote({ issueDate: '2026-01-02', validUntil: '2026-01-31' });
      const old = await linkFor(quote.id);
      const today = todayIn('America/New_York');
      const draft = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/revise` })).json();
      const put = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { issueDate: today, validUntil: addDaysIso(today, 30) } });
      expect(put.statusCode).toBe(200);
      const fresh = await linkFor(draft.id);
      const page = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${fresh.shareableLink}` })).json();
      expect(page).toMatchObject({ state: 'open', expiredOn: null, data: { validUntil: addDaysIso(today, 30) } });
      expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${old.shareableLink}` })).json().state).toBe('superseded');
      expect((await sign(fresh.shareableLink, signaturePngDataUrl())).statusCode).toBe(200);
    });

    it('say a newer version was sent, when, and whom to call', async () => {
      await setTimeZone('America/New_York', '(404) 555-0177');
      const quote = await newQuote();
      const link = await linkFor(quote.id);
      const revision = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/revise` })).json();
      await linkFor(revision.id);
      const res = await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` });
      expect(res.statusCode).toBe(404);
      const sentOn = todayIn('America/New_York');
      expect(res.json()).toMatchObject({ state: 'superseded', newerVersionSentOn: sentOn, companyPhone: '(404) 555-0177' });
      expect(res.json().message).toMatch(/^A newer version of this quote was sent on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Please use the link in that message, or call \(404\) 555-0177\.$/);
      expect((await sign(link.shareableLink, signaturePngDataUrl())).statusCode).toBe(404);
      expect(decodes.count).toBe(0);
    });
  });
});
