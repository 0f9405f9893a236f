import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { createAssistant } from './create-extractor.ts';
import { EmbeddedExtractor } from './embedded-extractor.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DATABASE_KINDS } from '../testing/test-databases.ts';
import type { ExtractedLineWithUnit } from './lines/line-units.ts';
import { priceBookEntryFor, withPriceBookRates } from './price-book-rates.ts';

const entry = (name: string, unit: PriceBookItem['unit'], rate: string, extra: Partial<PriceBookItem> = {}): PriceBookItem => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  description: '',
  unit,
  rate,
  minimumCharge: null,
  active: true,
  ...extra,
});

const BOOK = [
  entry('1-Day Polyaspartic Flake', 'sqft', '6.50'),
  entry('Full Flake Epoxy', 'sqft', '5.25'),
  entry('Metallic Epoxy', 'sqft', '8.50'),
  entry('Quartz Broadcast', 'sqft', '7.00'),
  entry('Solid Color Epoxy', 'sqft', '4.00'),
  entry('Moisture Vapor Barrier', 'sqft', '2.50'),
  entry('Crack Repair', 'lf', '8.00', { minimumCharge: '150.00' }),
  entry('Cove Base', 'lf', '12.00'),
  entry('Stair Treads', 'each', '85.00'),
  entry('Floor Drain', 'each', '75.00'),
  entry('Mobilization', 'flat', '250.00'),
  entry('Terrazzo Overlay', 'sqft', '3.00', { active: false }),
];

const line = (description: string, unit: ExtractedLineWithUnit['unit'], rate = 0, quantity = 100): ExtractedLineWithUnit => ({ description, unit, useDimensions: false, length: null, width: null, quantity, rate });

describe('the price book entry a line names', () => {
  it.each([
    ['Flake system - Garage', 'sqft', 'Full Flake Epoxy'],
    ['Full flake epoxy - Garage', 'sqft', 'Full Flake Epoxy'],
    ['Polyaspartic flake system - Garage', 'sqft', '1-Day Polyaspartic Flake'],
    ['Poly chip floor', 'sqft', '1-Day Polyaspartic Flake'],
    ['Metallic epoxy - Basement', 'sqft', 'Metallic Epoxy'],
    ['Quartz floor - Kitchen', 'sqft', 'Quartz Broadcast'],
    ['Solid colour epoxy - Shop', 'sqft', 'Solid Color Epoxy'],
    ['Moisture barrier', 'sqft', 'Moisture Vapor Barrier'],
    ['Crack repair', 'lf', 'Crack Repair'],
    ['Cove base', 'lf', 'Cove Base'],
    ['Steps', 'each', 'Stair Treads'],
    ['Floor drains', 'each', 'Floor Drain'],
    ['Mobilization fee', 'flat', 'Mobilization'],
    ['Metallic epoxy with flake accents', 'sqft', 'Metallic Epoxy'],
  ] as const)('%s (%s) is %s', (description, unit, name) => {
    expect(priceBookEntryFor(line(description, unit), BOOK)?.name).toBe(name);
  });

  it.each([
    ['Garage floor', 'sqft'],
    ['Terrazzo overlay', 'sqft'], // only an archived entry says it
    ['Cove base', 'sqft'], // another unit than the book's
    ['Grinding', 'sqft'],
  ] as const)('%s (%s) is none', (description, unit) => {
    expect(priceBookEntryFor(line(description, unit), BOOK)).toBeNull();
  });
});

describe('pricing a draft from the book', () => {
  it('prices only lines without a price, and says so in the rate source and a warning', () => {
    const draft = { customerName: null, customerPhone: null, customerEmail: null, customerAddress: null, projectTitle: 'Garage', discountRate: 0, depositPercentage: 60, notes: null, lineItems: [line('Flake system - Garage', 'sqft', 0, 528), line('Cove base', 'lf', 11, 60), line('Crack repair', 'lf', 0, 10)] };
    const sources = [
      { field: 'lineItems.0.rate', start: null, end: null, confidence: 0.6, flag: '$0 does not appear in the request as written' },
      { field: 'lineItems.1.rate', start: 10, end: 12, confidence: 0.9, flag: null },
    ];
    const priced = withPriceBookRates(draft, sources, ['kept'], BOOK);
    expect(priced.draft.lineItems.map((l) => l.rate)).toEqual([5.25, 11, 8]);
    expect(priced.sources.find((s) => s.field === 'lineItems.0.rate')).toEqual({ field: 'lineItems.0.rate', start: null, end: null, confidence: 0.9, flag: 'Rate from the price book: Full Flake Epoxy, $5.25/sq ft (the request gives no price)' });
    expect(priced.sources.find((s) => s.field === 'lineItems.1.rate')).toEqual(sources[1]);
    expect(priced.sources.find((s) => s.field === 'lineItems.2.rate')?.flag).toBe('Rate from the price book: Crack Repair, $8.00/lf (the request gives no price)');
    expect(priced.warnings).toEqual([
      'kept',
      'Line 1 (Flake system - Garage): priced from the price book, Full Flake Epoxy at $5.25/sq ft.',
      'Line 3 (Crack repair): priced from the price book, Crack Repair at $8.00/lf; under its minimum charge of $150.00.',
    ]);
  });
});

describe.each(DATABASE_KINDS)('the assistant prices from the price book on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { deps: { assistant: { ...createAssistant({}), extractor: new EmbeddedExtractor({ inProcess: true }) } } });
  });
  afterAll(async () => t?.close());

  const extract = async (text: string) => {
    const res = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text } });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().draft.id;
    const draft = (await t.staff({ method: 'GET', url: `/api/drafts/${id}` })).json();
    const record: ExtractionRecord = (await t.staff({ method: 'GET', url: `/api/drafts/${id}/extraction` })).json();
    return { draft, record };
  };

  it('a request that names a system without a price gets the book’s rate, and the line says where it came from', async () => {
    const { draft, record } = await extract('Quote for Maria Lopez: full flake on the garage, 24 by 22');
    expect(draft.lineItems).toHaveLength(1);
    expect(draft.lineItems[0]).toMatchObject({ quantity: 528, rate: 5.25, amount: '2772.00' });
    expect(draft.total).toBe('2772.00');
    expect(record.sources.find((s) => s.field === 'lineItems.0.rate')?.flag).toBe('Rate from the price book: Full Flake Epoxy, $5.25/sq ft (the request gives no price)');
    expect(record.warnings).toContain('Line 1 (Flake system - Garage): priced from the price book, Full Flake Epoxy at $5.25/sq ft.');
  });

  it('a request’s own price wins', async () => {
    const { draft, record } = await extract('Quote for Ed Park: full flake on the garage 24 by 22 at $4.75 a foot');
    expect(draft.lineItems[0]).toMatchObject({ rate: 4.75, amount: '2508.00' });
    expect(record.sources.find((s) => s.field === 'lineItems.0.rate')?.flag).toBeNull();
    expect(record.warnings.join(' ')).not.toContain('price book');
  });

  it('follows the book as staff change it, and never uses an archived entry', async () => {
    const book: PriceBookItem[] = (await t.staff({ method: 'GET', url: '/api/price-book' })).json();
    const metallic = book.find((item) => item.name === 'Metallic Epoxy')!;
    await t.staff({ method: 'PUT', url: `/api/price-book/${metallic.id}`, payload: { ...metallic, rate: '9.10' } });
    expect((await extract('Quote for Ana Ruiz: metallic epoxy in the basement 20x30')).draft.lineItems[0]).toMatchObject({ rate: 9.1, amount: '5460.00' });
    await t.staff({ method: 'PUT', url: `/api/price-book/${metallic.id}`, payload: { ...metallic, rate: '9.10', active: false } });
    expect((await extract('Quote for Bo Diaz: metallic epoxy in the basement 20x31')).draft.lineItems[0]).toMatchObject({ rate: 0 });
  });
});
