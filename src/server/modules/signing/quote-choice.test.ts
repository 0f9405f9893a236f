import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, signingEvents, signingLinks } from '#server/db/schema.ts';
import { createSigningCertificate } from '#server/pdf/signing-certificate.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { readPdfText } from '#server/testing/read-pdf-text.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { canonicalJson } from './quote-choice.ts';

/** Good / Better / Best on a 480 sq ft garage, prep in every option, two add-ons; 5% off, 50% deposit. */
export function optionsQuotePayload(overrides: Record<string, unknown> = {}) {
  return sampleQuotePayload({
    lineItems: [{ id: 'prep-grind-000000000001', description: 'Diamond grind and crack repair', useDimensions: false, quantity: 480, rate: '0.50' }],
    discountRate: 5,
    depositPercentage: 50,
    options: OPTIONS,
    addOns: [
      { id: 'addon-cove', description: 'Cove base', unit: 'lf', quantity: 40, rate: '8.10' },
      { id: 'addon-moisture', description: 'Moisture barrier', useDimensions: false, quantity: 480, rate: '1.25' },
    ],
    ...overrides,
  });
}

const OPTIONS = [
      { id: 'opt-good', name: 'Good: solid color epoxy', lineItems: [{ description: 'Solid color epoxy', useDimensions: true, length: 20, width: 24, rate: '4.25' }] },
      { id: 'opt-better', name: 'Better: full flake', lineItems: [{ description: 'Full flake epoxy', useDimensions: true, length: 20, width: 24, rate: '5.50' }], total: '2736.00' },
      { id: 'opt-best', name: 'Best: polyaspartic flake', lineItems: [{ description: 'Polyaspartic flake', useDimensions: true, length: 20, width: 24, rate: '7.25' }] },
];

// Better: 480 x 5.50 = 2640 + prep 240 = 2880; + cove 324 = 3204; 5% = 160.20; total 3043.80; deposit 1521.90.
const BETTER_WITH_COVE = { subtotal: '3204.00', discountAmount: '160.20', total: '3043.80', depositAmount: '1521.90', balanceDue: '1521.90' };

describe.each(DATABASE_KINDS)('options on a quote, chosen when signing, on %s', (kind) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind, { deps: { certificate: await createSigningCertificate({ commonName: 'Options Floors Seal' }) } });
  });
  afterAll(async () => t?.close());

  async function newLink(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const quote = await t.staff({ method: 'POST', url: '/api/quotes', payload: optionsQuotePayload({ customerName: `Chooser ${counter} ${kind}`, ...overrides }) });
    expect(quote.statusCode, quote.body).toBe(201);
    const link = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.json().id}/generate-link` })).json();
    return { quote: quote.json(), token: link.shareableLink as string, linkId: link.linkId as string };
  }
  const sign = (token: string, choice?: unknown) =>
    t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}`, payload: { name: 'Rosa Delgado', signature: signaturePngDataUrl(), ...(choice === undefined ? {} : { choice }) } });

  it('recomputes every option on the server and keeps a quote without options as before', async () => {
    const { quote } = await newLink();
    expect(quote.options.map((option: { name: string; total: string; depositAmount: string }) => [option.name, option.total, option.depositAmount])).toEqual([
      ['Good: solid color epoxy', '2166.00', '1083.00'],
      ['Better: full flake', '2736.00', '1368.00'],
      ['Best: polyaspartic flake', '3534.00', '1767.00'],
    ]);
    expect(quote.addOns.map((addOn: { description: string; amount: string }) => [addOn.description, addOn.amount])).toEqual([
      ['Cove base', '324.00'],
      ['Moisture barrier', '600.00'],
    ]);
    expect(quote.choice).toBeNull();
    const plain = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: `Plain ${counter} ${kind}` }) })).json();
    expect(plain).toMatchObject({ total: '4013.28', options: [], addOns: [], choice: null });
  });

  it('refuses option figures that do not match, one option alone, an unnamed option and add-ons without options', async () => {
    const wrong = await t.staff({ method: 'POST', url: '/api/quotes', payload: optionsQuotePayload({ customerName: 'Wrong Figures', options: [...OPTIONS.slice(0, 1), { name: 'Better', lineItems: [{ description: 'Flake', quantity: 480, rate: 5.5 }], total: '9.99' }] }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('options.1.total: 9.99 does not match the line items (expected 2736.00)');
    const single = await t.staff({ method: 'POST', url: '/api/quotes', payload: optionsQuotePayload({ customerName: 'One Option', options: OPTIONS.slice(0, 1) }) });
    expect(single.json().message).toBe('options: a quote offers two or three options, or none');
    const unnamed = await t.staff({ method: 'POST', url: '/api/quotes', payload: optionsQuotePayload({ customerName: 'Unnamed', options: [{ name: ' ', lineItems: [{ description: 'A', quantity: 1, rate: 1 }] }, { name: 'B', lineItems: [{ description: 'B', quantity: 1, rate: 2 }] }] }) });
    expect(unnamed.json().message).toMatch(/^options\.0\.name: please name the option/);
    const loose = await t.staff({ method: 'POST', url: '/api/quotes', payload: optionsQuotePayload({ customerName: 'Loose Add-ons', options: [] }) });
    expect(loose.statusCode).toBe(400);
    expect(loose.json().message).toMatch(/^addOns: add-ons are offered with options/);
  });

  it('keeps options on drafts, issues them with the draft, and copies them into a revision', async () => {
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: optionsQuotePayload({ customerName: `Draft Chooser ${kind}` }) })).json();
    expect(draft.options).toHaveLength(3);
    const link = (await t.staff({ method: 'POST', url: `/api/quotes/${draft.id}/generate-link` })).json();
    const issued = (await t.staff({ method: 'GET', url: `/api/quotes/${link.quoteId}` })).json();
    expect(issued.options.map((option: { id: string }) => option.id)).toEqual(['opt-good', 'opt-better', 'opt-best']);
    const revision = (await t.staff({ method: 'POST', url: `/api/quotes/${link.quoteId}/revise` })).json();
    expect(revision.options.map((option: { total: string }) => option.total)).toEqual(['2166.00', '2736.00', '3534.00']);
    expect(revision.addOns).toHaveLength(2);
  });

  it('refuses a choice that does not exist, figures that do not match, or no choice at all; nothing is signed', async () => {
    const { token, quote } = await newLink();
    const cases: [unknown, string][] = [
      [undefined, 'choice: please choose one of the options (Good: solid color epoxy, Better: full flake, Best: polyaspartic flake)'],
      [{ optionId: 'opt-premium', addOnIds: [] }, 'choice.optionId: this quote has no option "opt-premium"'],
      [{ optionId: 'opt-better', addOnIds: ['addon-heated'] }, 'choice.addOnIds: this quote has no add-on "addon-heated"'],
      [{ optionId: 'opt-better', addOnIds: ['addon-cove'], total: '2736.00' }, 'choice.total: 2736.00 does not match Better: full flake with the add-ons chosen (expected $3,043.80); reload the page and choose again'],
      [{ optionId: 'opt-better', addOnIds: ['addon-cove'], total: '3043.80', depositAmount: '1368.00' }, 'choice.depositAmount: 1368.00 does not match Better: full flake with the add-ons chosen (expected $1,521.90); reload the page and choose again'],
    ];
    for (const [choice, message] of cases) {
      const res = await sign(token, choice);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json()).toMatchObject({ status: 'pending', choice: null });
    const plain = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload({ customerName: `No Options ${kind}` }) })).json();
    const plainLink = (await t.staff({ method: 'POST', url: `/api/quotes/${plain.id}/generate-link` })).json();
    const refused = await sign(plainLink.shareableLink, { optionId: 'opt-better', addOnIds: [] });
    expect(refused.json().message).toBe('choice: this quote offers no options to choose from');
  });

  it('signs the choice: the quote, the snapshot and its hash, the audit trail and the deposit invoice carry it', async () => {
    const { token, quote, linkId } = await newLink();
    const offered = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}` })).json();
    expect(offered.data.options).toHaveLength(3);
    const linkEntry = async () => (await t.staff({ method: 'GET', url: `/api/link-quotes?q=${encodeURIComponent(quote.quoteNumber)}` })).json().find((entry: { quoteId: string }) => entry.quoteId === quote.id);
    expect((await linkEntry()).options.map((option: { total: string }) => option.total)).toEqual(['2166.00', '2736.00', '3534.00']);
    const res = await sign(token, { optionId: 'opt-better', addOnIds: ['addon-cove'], total: '3043.80', depositAmount: '1521.90', balanceDue: '1521.90' });
    expect(res.statusCode).toBe(200);

    const signed = (await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}` })).json();
    expect(signed).toMatchObject({ status: 'signed', ...BETTER_WITH_COVE });
    expect(signed.choice).toMatchObject({ optionId: 'opt-better', optionName: 'Better: full flake', addOnIds: ['addon-cove'], addOns: [{ id: 'addon-cove', description: 'Cove base', amount: '324.00' }], ...BETTER_WITH_COVE });

    const after = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}` })).json();
    expect(after.data.choice).toMatchObject({ optionName: 'Better: full flake', total: '3043.80' });
    expect(after.data.total).toBe('3043.80');
    expect(after.snapshotHash).not.toBe(offered.snapshotHash);
    // The hash covers the stored snapshot, choice included: anyone can recompute it (keys sorted).
    const [row] = await t.app.db.select().from(signingLinks).where(eq(signingLinks.id, linkId));
    expect(createHash('sha256').update(canonicalJson(row!.snapshot)).digest('hex')).toBe(after.snapshotHash);
    const events = await t.app.db.select().from(signingEvents).where(eq(signingEvents.linkId, linkId));
    const signedEvent = events.find((event) => event.kind === 'signed')!;
    expect(signedEvent.details).toMatchObject({ snapshotHash: after.snapshotHash, offeredSnapshotHash: offered.snapshotHash, choice: { optionId: 'opt-better', addOnIds: ['addon-cove'], total: '3043.80' } });

    // Once chosen, the link quote is worth the chosen total.
    expect(await linkEntry()).toMatchObject({ total: '3043.80', isSigned: true });
    expect((await linkEntry()).options).toBeUndefined();

    const deposit = await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/deposit-invoice` });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json()).toMatchObject({ total: '1521.90', kind: 'deposit' });
    expect(deposit.json().lineItems[0].description).toBe(`Deposit (50%) for quote ${quote.quoteNumber}: Garage Floor Coating (Better: full flake + Cove base)`);
  });

  it("tells the customer by e-mail which option they signed for, at the chosen total", async () => {
    const { token, linkId } = await newLink();
    const res = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}`, payload: { name: 'Rosa Delgado', email: 'rosa@example.com', signature: signaturePngDataUrl(), choice: { optionId: 'opt-better', addOnIds: ['addon-cove'] } } });
    expect(res.statusCode).toBe(200);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.linkId, linkId));
    const customerMail = mails.find((mail) => mail.toAddress === 'rosa@example.com');
    expect(customerMail?.bodyText).toContain('for Garage Floor Coating, choosing Better: full flake + Cove base (total $3,043.80)');
  });

  it('a different choice of the same offer gives a different hash', async () => {
    const a = await newLink({ customerName: `Twin ${kind}` });
    await sign(a.token, { optionId: 'opt-good', addOnIds: [] });
    const hashA = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${a.token}` })).json().snapshotHash;
    const [row] = await t.app.db.select().from(signingLinks).where(eq(signingLinks.id, a.linkId));
    const other = { ...(row!.snapshot as Record<string, unknown>) };
    const quote = other.quote as Record<string, unknown>;
    other.quote = { ...quote, choice: { ...(quote.choice as object), optionId: 'opt-best' } };
    expect(createHash('sha256').update(canonicalJson(other)).digest('hex')).not.toBe(hashA);
  });

  it('exports a quote with options with its range and each option, and a signed one with its choice', async () => {
    await newLink({ customerName: `Export Offered ${kind}` });
    const chosen = await newLink({ customerName: `Export Chosen ${kind}` });
    await sign(chosen.token, { optionId: 'opt-best', addOnIds: [] });
    const csv = async (q: string) => (await t.staff({ method: 'GET', url: `/api/documents/export.csv?tab=all&q=${encodeURIComponent(q)}` })).body;
    const offeredCsv = await csv(`Export Offered ${kind}`);
    expect(offeredCsv).toContain('3 options: $2,166.00 – $3,534.00 | In every option: Diamond grind and crack repair');
    expect(offeredCsv).toContain('Better: full flake (total $2,736.00): Full flake epoxy: 480 sq ft × $5.50/sq ft = $2,640.00');
    expect(offeredCsv).toContain('Add-ons: Cove base');
    const chosenCsv = await csv(`Export Chosen ${kind}`);
    expect(chosenCsv).toContain('Chosen: Best: polyaspartic flake; Diamond grind and crack repair');
    expect(chosenCsv).toContain('3534.00');
  });

  it("prints each option's lines and figures, the add-ons and the range on the quote's PDF", async () => {
    const { quote } = await newLink();
    const pdf = await t.staff({ method: 'GET', url: `/api/documents/quote/${quote.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdfText(pdf.rawPayload);
    for (const expected of ['3 options: $2,166.00 – $3,534.00', 'Included in Every Option', 'Option 1: Good: solid color epoxy', 'Option 2: Better: full flake', '$2,736.00', 'Option 3: Best: polyaspartic flake', '$1,767.00', 'Optional Add-ons', 'Moisture barrier', '50% deposit of the option chosen']) {
      expect(text).toContain(expected);
    }
  });

  it('prints the chosen option, its add-ons and figures on the sealed signed copy', async () => {
    const { token, quote } = await newLink();
    await sign(token, { optionId: 'opt-better', addOnIds: ['addon-cove'] });
    const hash = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}` })).json().snapshotHash;
    const pdf = await t.staff({ method: 'GET', url: `/api/quotes/${quote.id}/signed-pdf` });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdfText(pdf.rawPayload);
    for (const expected of ['Chosen option: Better: full flake', 'Full flake epoxy', 'Cove base', '$3,043.80', '$1,521.90', hash]) expect(text).toContain(expected);
    expect(text).not.toContain('Polyaspartic flake');
    // The audit page names the choice beside the hash that covers it.
    expect(text).toContain('Option chosen   Better: full flake + Cove base, total $3,043.80');
    const verified = (await t.staff({ method: 'POST', url: '/api/verify-pdf', payload: pdf.rawPayload, headers: { 'content-type': 'application/pdf' } })).json();
    expect(verified).toMatchObject({ valid: true, sealed: true, ours: true });
  });
});
