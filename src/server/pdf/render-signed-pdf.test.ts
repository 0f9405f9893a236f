import { describe, expect, it } from 'vitest';
import { ESIGN_DISCLOSURE } from '#shared/signing/signing.ts';
import { FIXTURE_ITEMS, makeQuote, makeSettings, makeSignaturePng, toPngDataUrl } from './pdf-fixtures.ts';
import { contains, readPdf } from './pdf-test-reader.ts';
import { auditEventLabel, renderSignedPdf, SignedPdfInputError, type RenderSignedPdfInput } from './render-signed-pdf.ts';

const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const LINK_ID = 'Qm7Zr2xW9pLk4TgHs8VbN3cD6yFa1JeU';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function input(overrides: Partial<RenderSignedPdfInput> = {}): RenderSignedPdfInput {
  return {
    quote: makeQuote(),
    settings: makeSettings(),
    signature: { pngDataUrl: toPngDataUrl(makeSignaturePng()), name: 'Dana M. Whitfield', email: 'dana.whitfield@example.com', signedAt: '2026-03-07T20:31:07.000Z' },
    audit: {
      linkId: LINK_ID,
      snapshotHash: HASH,
      disclosureText: ESIGN_DISCLOSURE.text,
      events: [
        // Out of order on purpose: the audit page lists them by time.
        { kind: 'signed', at: '2026-03-07T20:31:07.000Z', ip: '198.51.100.23', userAgent: IPHONE },
        { kind: 'link_created', at: '2026-03-05T15:10:00.000Z', ip: '203.0.113.7', userAgent: DESKTOP },
        { kind: 'viewed', at: new Date('2026-03-06T01:02:03.000Z'), ip: '2001:db8::8a2e:370:7334', userAgent: IPHONE },
      ],
    },
    ...overrides,
  };
}

describe('renderSignedPdf', () => {
  it('shows the quote as the customer saw it, with the signature, printed name and date', async () => {
    const pdf = await readPdf(await renderSignedPdf(input()));
    expect(pdf.title).toBe('Signed Quote Q-2026-0001');
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);

    const quotePages = pdf.pages.slice(0, -1).map((page) => page.text).join(' ');
    for (const needle of ['Premier Epoxy Floors', 'QUOTE', 'Q-2026-0001', 'Dana Whitfield', 'Three-car garage epoxy floor', 'Total $2,616.39', 'Remaining Balance $1,046.56']) {
      expect(contains(quotePages, needle), needle).toBe(true);
    }
    for (const item of FIXTURE_ITEMS) expect(contains(quotePages, item.description)).toBe(true);

    const approvalPage = pdf.pages.slice(0, -1).find((page) => contains(page.text, 'Customer Approval'));
    expect(approvalPage).toBeDefined();
    expect(approvalPage?.images).toBe(1);
    // 20:31 UTC is 2:31 PM in Chicago (CST in March before the switch).
    expect(contains(approvalPage?.text ?? '', 'Dana M. Whitfield')).toBe(true);
    expect(contains(approvalPage?.text ?? '', 'Mar 7, 2026')).toBe(true);
    expect(contains(approvalPage?.text ?? '', 'Signed electronically by Dana M. Whitfield (dana.whitfield@example.com) on Mar 7, 2026, 2:31:07 PM CST')).toBe(true);
  });

  it('ends with an audit page: events in the company time zone, IPs, user agents, hash, link id, disclosure', async () => {
    const pdf = await readPdf(await renderSignedPdf(input()));
    const audit = pdf.pages.at(-1)?.text ?? '';
    for (const needle of [
      'Signature Certificate',
      'Signed by (printed name) Dana M. Whitfield',
      'Signer e-mail dana.whitfield@example.com',
      'Time zone America/Chicago',
      `Signing link id ${LINK_ID}`,
      `Document SHA-256 ${HASH}`,
      'Link created Mar 5, 2026, 9:10:00 AM CST 203.0.113.7',
      'Viewed Mar 5, 2026, 7:02:03 PM CST 2001:db8::8a2e:370:7334',
      'Signed Mar 7, 2026, 2:31:07 PM CST 198.51.100.23',
      DESKTOP,
      IPHONE,
      ESIGN_DISCLOSURE.text,
    ]) {
      expect(contains(audit, needle), needle).toBe(true);
    }
    const order = ['Link created', 'Viewed', 'Signed Mar'].map((label) => audit.indexOf(label));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('writes event times in the zone of the settings, daylight saving included', async () => {
    const july = input({
      settings: makeSettings({ timeZone: 'America/Los_Angeles' }),
      signature: { ...input().signature, signedAt: '2026-07-04T18:00:00.000Z' },
      audit: { ...input().audit, events: [{ kind: 'signed', at: '2026-07-04T18:00:00.000Z', ip: null, userAgent: null }] },
    });
    const audit = (await readPdf(await renderSignedPdf(july))).pages.at(-1)?.text ?? '';
    expect(contains(audit, 'Signed Jul 4, 2026, 11:00:00 AM PDT - -')).toBe(true);
    expect(contains(audit, 'Time zone America/Los_Angeles')).toBe(true);
  });

  it('falls back to UTC for a time zone the runtime does not know', async () => {
    const pdf = await readPdf(await renderSignedPdf(input({ settings: makeSettings({ timeZone: 'Mars/Olympus_Mons' }) })));
    expect(contains(pdf.pages.at(-1)?.text ?? '', 'Signed Mar 7, 2026, 8:31:07 PM UTC')).toBe(true);
  });

  it('keeps a long audit trail readable over several pages', async () => {
    const events = Array.from({ length: 40 }, (_, i) => ({
      kind: 'viewed',
      at: new Date(Date.UTC(2026, 2, 5, 15, i)).toISOString(),
      ip: `203.0.113.${i + 1}`,
      userAgent: IPHONE,
    }));
    const pdf = await readPdf(await renderSignedPdf(input({ audit: { ...input().audit, events } })));
    const text = pdf.pages.map((page) => page.text).join(' ');
    for (const event of events) expect(contains(text, event.ip), event.ip).toBe(true);
    expect(contains(text, 'Events (continued)')).toBe(true);
  });

  it('refuses a signature that is not a PNG and a blank printed name', async () => {
    await expect(renderSignedPdf(input({ signature: { ...input().signature, pngDataUrl: 'data:image/png;base64,aGVsbG8=' } }))).rejects.toThrow(SignedPdfInputError);
    await expect(renderSignedPdf(input({ signature: { ...input().signature, pngDataUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' } }))).rejects.toThrow(SignedPdfInputError);
    await expect(renderSignedPdf(input({ signature: { ...input().signature, name: '   ' } }))).rejects.toThrow(SignedPdfInputError);
  });

  it('names event kinds for people', () => {
    expect(auditEventLabel('link_created')).toBe('Link created');
    expect(auditEventLabel('changes_requested')).toBe('Changes requested');
    expect(auditEventLabel('reminder_sent')).toBe('Reminder sent');
    expect(auditEventLabel('sent_email')).toBe('Sent by e-mail');
    expect(auditEventLabel('sent_sms')).toBe('Sent by text message');
  });
});
