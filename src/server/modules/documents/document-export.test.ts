import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates/dates.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { csvCell, toCsv } from './document-export.ts';

describe('CSV encoding', () => {
  it('quotes only what needs it, doubles quotes, ends lines with CRLF and starts with a BOM', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', '']])).toBe('\uFEFFa,"b,c","say ""hi""","two\nlines",\r\n');
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 512 555 0100', "'+1 512 555 0100"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['Smith = Jones', 'Smith = Jones'],
    ['1234.50', '1234.50'],
  ])('defuses a formula: %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

const HEADER = 'Type,Number,Customer,Project,Status,Date,Subtotal,Discount,Total,Deposit,Balance,Line Items';
// sampleQuotePayload: 4459.20 less 10%, 60% deposit; its lines carry no unit, so they read as sq ft.
const SAMPLE = '4459.20,445.92,4013.28,2407.97,1605.31,"Poly flake system: 624 sq ft × $6.05/sq ft = $3,775.20; Cove base: 76 sq ft × $9.00/sq ft = $684.00"';
/** The sample as a paid invoice: its balance is its total less the payments, nothing left (issue 14). */
const SAMPLE_PAID = SAMPLE.replace('2407.97,1605.31,', '2407.97,0.00,');
const SMALL_ITEMS = {
  lineItems: [
    { description: 'Crack repair', unit: 'lf', quantity: 30, rate: '8.10' },
    { description: 'Drains', unit: 'each', quantity: 2, rate: '40.00' },
    { description: 'Mobilization', unit: 'flat', rate: '98.00' },
  ],
  discountRate: 0,
  depositPercentage: 50,
};
const SMALL = '421.00,0.00,421.00,210.50,210.50,Crack repair: 30 lf × $8.10/lf = $243.00; Drains: 2 × $40.00 each = $80.00; Mobilization: $98.00 flat = $98.00';

describe.each(DATABASE_KINDS)('GET /api/documents/export.csv on %s', (kind) => {
  let t: TestApp;
  let today: string;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const post = async (url: string, payload?: object) => {
      const res = await t.staff({ method: 'POST', url, payload });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    // Made oldest first; each list shows newest first.
    await post('/api/drafts', sampleQuotePayload({ customerName: '=SUM(1+1)', projectTitle: 'Patio, front' }));
    const archived = await post('/api/drafts', sampleQuotePayload({ customerName: 'Bob Archer', projectTitle: 'Shop floor' }));
    await t.staff({ method: 'PATCH', url: `/api/drafts/${archived.id}/archive` });
    numbers.q1 = (await post('/api/quotes', sampleQuotePayload({ customerName: 'Ann "Q" Lee' }))).quoteNumber;
    const signed = await post('/api/quotes', sampleQuotePayload({ customerName: 'Carla Signer', projectTitle: 'Basement' }));
    numbers.q2 = signed.quoteNumber;
    const signedLink = await post(`/api/quotes/${signed.id}/generate-link`);
    await post(`/api/quotes/sign/${signedLink.shareableLink}`, { name: 'Carla Signer', signature: signaturePngDataUrl() });
    const pending = await post('/api/quotes', { ...sampleQuotePayload({ customerName: 'Dave Linker', projectTitle: 'Porch' }), ...SMALL_ITEMS });
    numbers.q3 = pending.quoteNumber;
    await post(`/api/quotes/${pending.id}/generate-link`);
    const invoice = await post('/api/invoices', sampleQuotePayload({ customerName: '@Evan Paid', projectTitle: '+Warehouse' }));
    numbers.i1 = invoice.invoiceNumber;
    await t.staff({ method: 'PATCH', url: `/api/invoices/${invoice.id}/status`, payload: { status: 'paid' } });
    today = todayIn(DEFAULT_SETTINGS.timeZone);
  });
  afterAll(async () => t?.close());

  const csv = (lines: string[]) => `\uFEFF${[HEADER, ...lines].map((line) => `${line}\r\n`).join('')}`;
  const download = (query: string) => t.staff({ method: 'GET', url: `/api/documents/export.csv${query}` });

  it('All: every card once, newest first, with the labels of the documents screen', async () => {
    const res = await download('?tab=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="documents-all-${today}.csv"`);
    // A link is not repeated: the signed quote's Signed Quote card and the sent quote's own card
    // stand for theirs (issue 14: one card per sent quote in All).
    expect(res.body).toBe(
      csv([
        `invoice,${numbers.i1},'@Evan Paid,'+Warehouse,paid,${today},${SAMPLE_PAID}`,
        `quote,${numbers.q3},Dave Linker,Porch,pending,${today},${SMALL}`,
        `Signed Quote,${numbers.q2},Carla Signer,Basement,signed,${today},${SAMPLE}`,
        `quote,${numbers.q1},"Ann ""Q"" Lee",Garage Floor Coating,pending,${today},${SAMPLE}`,
        `Archived Draft,,Bob Archer,Shop floor,archived,${today},${SAMPLE}`,
        `draft,,'=SUM(1+1),"Patio, front",draft,${today},${SAMPLE}`,
      ]),
    );
  });

  it('each tab holds what its tab shows', async () => {
    expect((await download('?tab=drafts')).body).toBe(csv([`draft,,'=SUM(1+1),"Patio, front",draft,${today},${SAMPLE}`]));
    expect((await download('?tab=archive')).body).toBe(csv([`Archived Draft,,Bob Archer,Shop floor,archived,${today},${SAMPLE}`]));
    expect((await download('?tab=signed')).body).toBe(csv([`Signed Quote,${numbers.q2},Carla Signer,Basement,signed,${today},${SAMPLE}`]));
    expect((await download('?tab=link-quotes')).body).toBe(
      csv([`Link Quote,${numbers.q3},Dave Linker,Porch,pending,${today},${SMALL}`, `Link Quote,${numbers.q2},Carla Signer,Basement,signed,${today},${SAMPLE}`]),
    );
    expect((await download('?tab=link-quotes')).headers['content-disposition']).toBe(`attachment; filename="documents-link-quotes-${today}.csv"`);
  });

  it('searches like the search box: names, projects and numbers', async () => {
    expect((await download('?tab=all&q=LEE')).body).toBe(csv([`quote,${numbers.q1},"Ann ""Q"" Lee",Garage Floor Coating,pending,${today},${SAMPLE}`]));
    expect((await download(`?tab=all&q=${numbers.q3}`)).body).toBe(csv([`quote,${numbers.q3},Dave Linker,Porch,pending,${today},${SMALL}`]));
    expect((await download('?tab=drafts&q=nobody')).body).toBe(csv([]));
  });

  it('defaults to All, refuses an unknown tab, and needs the staff session', async () => {
    expect((await download('')).headers['content-disposition']).toContain('documents-all-');
    const bad = await download('?tab=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('tab');
    expect((await t.anonymous({ method: 'GET', url: '/api/documents/export.csv' })).statusCode).toBe(401);
  });
});
