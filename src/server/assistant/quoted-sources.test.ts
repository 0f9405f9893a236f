import { describe, expect, it } from 'vitest';
import type { ExtractedDraft } from '#shared/assistant/extracted-draft.ts';
import { locateQuote, sourcesFromQuotes } from './quoted-sources.ts';

const draft = (overrides: Partial<ExtractedDraft> = {}): ExtractedDraft => ({
  customerName: null,
  customerPhone: null,
  customerEmail: null,
  customerAddress: null,
  projectTitle: 'Garage Floor Coating',
  lineItems: [],
  discountRate: 0,
  depositPercentage: 60,
  notes: null,
  ...overrides,
});
const DEFAULTS = { depositPercentage: 60 };

describe('locateQuote', () => {
  it('finds quoted words whatever their case and white space, with offsets into the original text', () => {
    const text = 'Hi,\n\nGarage   24\tx 26, “Full Flake” please';
    const span = locateQuote(text, 'garage 24 x 26');
    expect(span).not.toBeNull();
    expect(text.slice(span!.start, span!.end)).toBe('Garage   24\tx 26');
    const curly = locateQuote(text, '"full flake"');
    expect(text.slice(curly!.start, curly!.end)).toBe('“Full Flake”');
    expect(locateQuote(text, 'basement')).toBeNull();
    expect(locateQuote(text, '   ')).toBeNull();
  });

  it('finds words at the end of 100,000 characters of adversarial text', () => {
    const text = `${'12x '.repeat(25_000)}garage`;
    expect(locateQuote(text, 'GARAGE')).toEqual({ start: 100_000, end: 100_006 });
  });
});

describe('sourcesFromQuotes', () => {
  const item = { description: 'Flake - Garage', useDimensions: true, length: 12.5, width: 20, quantity: 250, rate: 1250 };

  it('accepts sizes in feet and inches and prices with thousands separators', () => {
    const text = "Garage 12' 6\" by 20', flake, $1,250 per room (sic)";
    const sources = sourcesFromQuotes(
      draft({ lineItems: [item] }),
      [
        { field: 'lineItems.0.length', quote: "12' 6\" by 20'" },
        { field: 'lineItems.0.width', quote: "12' 6\" by 20'" },
        { field: 'lineItems.0.rate', quote: '$1,250' },
      ],
      text,
      DEFAULTS,
    );
    for (const field of ['lineItems.0.length', 'lineItems.0.width', 'lineItems.0.rate', 'lineItems.0.quantity']) {
      expect(sources.find((s) => s.field === field), field).toMatchObject({ flag: null, confidence: 0.9 });
    }
  });

  it('flags a figure read from words, quoted words that are not there, and a size not in its quote', () => {
    const text = 'garage twenty by twenty five, flake at five fifty a foot, deposit half down';
    const sources = sourcesFromQuotes(
      draft({ lineItems: [{ ...item, length: 20, width: 25, quantity: 500, rate: 5.5 }], depositPercentage: 50 }),
      [
        { field: 'lineItems.0.length', quote: 'twenty by twenty five' },
        { field: 'lineItems.0.width', quote: 'twenty by twenty-five feet' },
        { field: 'lineItems.0.rate', quote: 'five fifty a foot' },
        { field: 'depositPercentage', quote: 'half down' },
      ],
      text,
      DEFAULTS,
    );
    const flagOf = (field: string) => sources.find((s) => s.field === field)?.flag;
    expect(flagOf('lineItems.0.length')).toBe('20 ft was read from words (“twenty by twenty five”): check the figure');
    expect(flagOf('lineItems.0.width')).toBe('The words the AI quoted for 25 ft (“twenty by twenty-five feet”) are not in the request');
    expect(flagOf('lineItems.0.rate')).toBe('$5.50 was read from words (“five fifty a foot”): check the figure');
    expect(flagOf('depositPercentage')).toBe('50% was read from words (“half down”): check the figure');
    // The area inherits the doubt of its sides.
    expect(sources.find((s) => s.field === 'lineItems.0.quantity')).toMatchObject({ start: null, confidence: 0.3 });
  });

  it('checks a phone number’s digits, OCR letters included, and is lenient with an e-mail said aloud', () => {
    const text = 'call 5l2 555 O147 or v iyer at iyer motors dot com';
    const sources = sourcesFromQuotes(
      draft({ customerPhone: '5125550147', customerEmail: 'viyer@iyermotors.com' }),
      [
        { field: 'customerPhone', quote: '5l2 555 O147' },
        { field: 'customerEmail', quote: 'v iyer at iyer motors dot com' },
      ],
      text,
      DEFAULTS,
    );
    expect(sources.find((s) => s.field === 'customerPhone')).toMatchObject({ confidence: 0.9, flag: null });
    expect(sources.find((s) => s.field === 'customerEmail')).toMatchObject({ confidence: 0.6, flag: null });
  });
});

describe('sourcesFromQuotes on a long request', () => {
  it('checks 200 lines against 120,000 characters', () => {
    const filler = 'lorem ipsum 123 '.repeat(7_000);
    const text = `${filler}garage 20 x 25 flake at $5.50`;
    const lineItems = Array.from({ length: 200 }, () => ({ description: 'Flake', useDimensions: true, length: 20, width: 25, quantity: 500, rate: 5.5 }));
    const quotes = [{ field: 'projectTitle', quote: 'GARAGE' }, ...lineItems.flatMap((_, i) => [
      { field: `lineItems.${i}.description`, quote: 'flake' },
      { field: `lineItems.${i}.length`, quote: '20 x 25' },
      { field: `lineItems.${i}.width`, quote: '20 x 25' },
      { field: `lineItems.${i}.rate`, quote: '$5.50' },
    ])];
    const sources = sourcesFromQuotes(draft({ lineItems }), quotes, text, DEFAULTS);
    expect(sources.filter((s) => s.flag !== null)).toEqual([]);
  });
});
