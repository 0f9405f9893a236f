import { describe, expect, it } from 'vitest';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { coatsSummed } from './summed-coats.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

const floor = (description: string, quantity: number, rate: number): ExtractedLineItem => ({ description, useDimensions: false, length: null, width: null, quantity, rate });
const brief = (lines: readonly ExtractedLineItem[]) => lines.map((l) => [l.description, l.quantity, l.rate]);

describe('coatsSummed', () => {
  it('reads two coats over one floor written as a sum as a line each', () => {
    const texts = [
      'Pat Olsen 612-555-0144. Den measured 400 sf. Vapor barrier + quartz, 2.40 + 6.05.',
      'Pat Olsen 612-555-0144. Den 20 x 20. quartz and mvb: 6.05 + 2.40 = 8.45/sf',
      'Pat Olsen 612-555-0144. Den 20x20 -- primer w/ quartz 2.40 + 6.05',
    ];
    for (const text of texts) {
      const lines = extractDraftFromText(text).lineItems;
      expect(lines.map((l) => [l.quantity, l.rate]).sort((a, b) => a[1]! - b[1]!), text).toEqual([[400, 2.4], [400, 6.05]]);
    }
  });

  it('leaves a sum that does not add up and coats already read apart', () => {
    const one = [floor('Flake - Garage', 500, 4.1)];
    expect(brief(coatsSummed('garage, epoxy + flake 3.25 + .75 = 4.10', one))).toEqual(brief(one));
    const two = [floor('Flake - Garage', 500, 4.1), floor('Primer - Garage', 500, 1.2)];
    expect(brief(coatsSummed('primer + flake 1.20 + 4.10', two))).toEqual(brief(two));
    // A price and then a count of other work.
    expect(brief(coatsSummed('shop 900 sf, epoxy w/ quartz 4.10 + 6 drains @ 80 ea', one))).toEqual(brief(one));
  });

  it('stays fast on long adversarial text', () => {
    const text = 'flake + primer '.repeat(5_000) + '1.20 + '.repeat(5_000);
    expect(cpuMsOf(() => coatsSummed(text, [floor('Flake', 100, 1.2)]))).toBeLessThan(1000);
  });
});
