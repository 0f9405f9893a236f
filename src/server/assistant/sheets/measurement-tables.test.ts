import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { rewriteMeasurementTables } from './measurement-tables.ts';

describe('measurement tables from spreadsheets and CSV files', () => {
  it('rewrites rows under a sized and priced header as sentences', () => {
    const sheet = ['Name\tPhone', 'Luis Ortega\t210-555-0133', '', 'Area\tLength\tWidth\tRate', 'Garage flake\t24\t22\t5.25', 'Patio quartz\t12.5\t20\t$7.10', '', 'Item,LF,Price', 'Cove base,76,9'].join('\n');
    expect(rewriteMeasurementTables(sheet).split('\n').filter(Boolean)).toEqual([
      'Name\tPhone',
      'Luis Ortega\t210-555-0133',
      'Garage flake 24 x 22 at $5.25 per sq ft.',
      'Patio quartz 12.5 x 20 at $7.10 per sq ft.',
      'Cove base 76 linear ft at $9 per linear foot.',
    ]);
  });

  it('leaves ordinary text and tables without prices alone', () => {
    const text = 'Room\tNotes\nGarage\toil stains near the door\nquote for Ann, garage 20 x 20 at $5';
    expect(rewriteMeasurementTables(text)).toBe(text);
  });

  it('lets the extractor read a customer spreadsheet with a header row', () => {
    const draft = extractDraftFromText(rewriteMeasurementTables(['Customer\tPriya Natarajan', 'Area\tLength\tWidth\tRate', 'Garage quartz\t24\t26\t7.25', 'Steps\tQty\tUnit\tPrice'].join('\n')));
    expect(draft.customerName).toBe('Priya Natarajan');
    expect(draft.lineItems).toEqual([expect.objectContaining({ useDimensions: true, length: 24, width: 26, quantity: 624, rate: 7.25 })]);
  });
});
