import { describe, expect, it } from 'vitest';
import { agreeWithStatedTotal, statedTotals } from './stated-total.ts';

const line = (description: string, quantity: number, rate: number) => ({ description, useDimensions: false, length: null, width: null, quantity, rate });
const brief = (lines: ReturnType<typeof agreeWithStatedTotal>) => lines.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('statedTotals', () => {
  it('reads a total across the spaces of an aligned sheet, and not from the next line', () => {
    expect(statedTotals('Total Base Bid                                   49,658.00').map((s) => s.amount)).toEqual(['49658.00']);
    expect(statedTotals('2 ramps - flat 350 total\n15% off')).toEqual([]);
  });
});

describe('agreeWithStatedTotal', () => {
  const sheet = 'Showroom  1,800 sf  $6.40  $11,520.00\nFloor sinks  4 ea  $95.00  $380.00\nGRAND TOTAL  $11,900.00';

  it("puts right the one figure that makes the draft come to the request's own total", () => {
    // The price was read from a misplaced decimal point.
    const read = [line('Showroom', 1800, 6.4), line('Floor sinks', 4, 9.5)];
    expect(brief(agreeWithStatedTotal(sheet, read, 0))).toEqual(['Showroom | 1800 @ 6.4', 'Floor sinks | 4 @ 95']);
    // The count read as the price is two repairs (1 @ 380 or 95 @ 4): a guess, so nothing changes.
    const count = [line('Showroom', 1800, 6.4), line('Floor sinks', 1, 4)];
    expect(agreeWithStatedTotal(sheet, count, 0)).toEqual(count);
  });

  it('leaves a line out when that alone meets the total, and keeps a draft that already agrees', () => {
    const read = [line('Showroom', 1800, 6.4), line('Floor sinks', 4, 95), line('Showroom again', 1800, 6.4)];
    expect(brief(agreeWithStatedTotal(sheet, read, 0))).toEqual(['Showroom | 1800 @ 6.4', 'Floor sinks | 4 @ 95']);
    expect(agreeWithStatedTotal(sheet, read.slice(0, 2), 0)).toEqual(read.slice(0, 2));
  });

  it('counts the discount, and changes nothing when two repairs would both agree', () => {
    const discounted = 'Patio 300 sf @ 5.00, porch 300 sf @ 5.00. 10% off. Total $2,700.00';
    expect(brief(agreeWithStatedTotal(discounted, [line('Patio', 300, 5), line('Porch', 300, 3)], 10))).toEqual(['Patio | 300 @ 5', 'Porch | 300 @ 5']);
    const twins = 'Patio 300 sf @ 5.00, porch 300 sf @ 5.00. Total $3,000.00';
    const read = [line('Patio', 300, 4), line('Porch', 300, 4)];
    expect(agreeWithStatedTotal(twins, read, 0)).toEqual(read);
  });

  it("never drops a row to meet a section's subtotal", () => {
    const text = 'Lobby 500 sf 4.00 2,000.00\nSubtotal 2,000.00\nCove 100 lf 10.00 1,000.00';
    const read = [line('Lobby', 500, 4), line('Cove', 100, 10)];
    expect(agreeWithStatedTotal(text, read, 0)).toEqual(read);
  });
});

describe('a total of an area or a length', () => {
  it("is no stated money total ('300 sf total, quartz 6.10', 'TOTAL SQ FT 1,250')", () => {
    expect(statedTotals('shop bay, 300 sf total, quartz 6.10. 50% down')).toEqual([]);
    expect(statedTotals('TOTAL SQ FT   1,250\nRate $4.10/sf')).toEqual([]);
    expect(statedTotals('Cove 120 lf total @ 11.00\nTOTAL $1,320.00').map((t) => t.amount)).toEqual(['1320.00']);
  });
});
