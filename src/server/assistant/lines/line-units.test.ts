import { describe, expect, it } from 'vitest';
import { inferLineUnit, withLineUnits } from './line-units.ts';
import type { ExtractedDraft } from '#shared/assistant/extracted-draft.ts';

const line = (description: string, quantity: number, useDimensions = false) => ({ description, quantity, useDimensions });

describe('the unit of an extracted line', () => {
  it.each([
    ['Crack repair', 60, 'lf'],
    ['Crack repair (linear ft)', 40, 'lf'],
    ['Cove base', 88, 'lf'],
    ['Control joint fill', 170, 'lf'],
    ['Stem wall coating', 72, 'lf'],
    ['Edges and detail', 110, 'lf'],
    ['Aisle striping', 640, 'lf'],
    ['Trench drain', 24, 'lf'],
    ['Floor drain', 2, 'each'],
    ['Drain', 1, 'each'],
    ['Stair treads', 12, 'each'],
    ['Steps', 3, 'each'],
    ['Mobilization fee', 1, 'flat'],
    ['Mobilization', 1, 'flat'],
    ['Trip charge', 1, 'flat'],
    ['Carpet glue removal (lump sum)', 1, 'flat'],
    ['Moisture mitigation', 1, 'flat'],
    ['Crack repair', 1, 'flat'],
    ['Polyaspartic flake system - Garage', 528, 'sqft'],
    ['Garage flake (includes crack repair)', 480, 'sqft'],
    ['Metallic epoxy - Basement', 950, 'sqft'],
    ['Grind and prep, 520 sq ft', 520, 'sqft'],
  ])('%s (quantity %d) is %s', (description, quantity, unit) => {
    expect(inferLineUnit(line(description, quantity))).toBe(unit);
  });

  it('calls a line measured as length x width an area, whatever it names', () => {
    expect(inferLineUnit(line('Crack repair area', 120, true))).toBe('sqft');
  });

  it('never changes a line amount: a fee counted twice is each, not flat', () => {
    expect(inferLineUnit(line('Trip charge', 2))).toBe('each');
  });

  it('sets a unit on every line of a draft, keeping one an extractor gave and every figure', () => {
    const draft: ExtractedDraft = {
      customerName: 'Pat Lee',
      customerPhone: null,
      customerEmail: null,
      customerAddress: null,
      projectTitle: 'Garage',
      lineItems: [
        { description: 'Flake system', useDimensions: true, length: 22, width: 24, quantity: 528, rate: 5.25 },
        { description: 'Crack repair', useDimensions: false, length: null, width: null, quantity: 35, rate: 8.1 },
        { description: 'Drains', useDimensions: false, length: null, width: null, quantity: 2, rate: 85 },
        { description: 'Mobilization fee', useDimensions: false, length: null, width: null, quantity: 1, rate: 150 },
        { description: 'Thing', useDimensions: false, length: null, width: null, quantity: 9, rate: 3, unit: 'each' } as ExtractedDraft['lineItems'][number],
      ],
      discountRate: 0,
      depositPercentage: 50,
      notes: null,
    };
    const result = withLineUnits(draft);
    expect(result.lineItems.map((item) => item.unit)).toEqual(['sqft', 'lf', 'each', 'flat', 'each']);
    expect(result.lineItems.map((item) => [item.quantity, item.rate])).toEqual(draft.lineItems.map((item) => [item.quantity, item.rate]));
  });
});
