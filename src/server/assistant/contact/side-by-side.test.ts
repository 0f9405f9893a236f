import { describe, expect, it } from 'vitest';
import { findAddress } from './contact-details.ts';
import { readLabelledName } from '../customer/labelled-fields.ts';
import { sideBySideBlocks } from './side-by-side.ts';

const invoice = [
  'ESTIMATE 2231',
  'SOLD TO:                          SHIP TO:',
  'Larkspur Veterinary Group         Larkspur Vet - East Clinic',
  '14 Depot St                       902 Alder Ave',
  'Bozeman, MT 59715                 Belgrade, MT 59714',
  '                                  Contact: Ivy Marsh 406-555-0188',
  '',
  'Exam rooms 4 @ 180 sf, epoxy 5.10',
].join('\n');

describe('blocks printed side by side', () => {
  it('reads each column whole', () => {
    const blocks = sideBySideBlocks(invoice);
    expect(blocks.map((b) => b.kind)).toEqual(['customer', 'site']);
    expect(blocks[0]!.lines).toEqual(['Larkspur Veterinary Group', '14 Depot St', 'Bozeman, MT 59715']);
    expect(blocks[1]!.lines.at(-1)).toBe('Contact: Ivy Marsh 406-555-0188');
    expect(blocks[1]!.masked.length).toBe(invoice.length);
  });
  it('gives the billing name as the customer and the site column as the address', () => {
    expect(readLabelledName(invoice)?.value).toBe('Larkspur Veterinary Group');
    expect(findAddress(invoice)?.value).toBe('902 Alder Ave, Belgrade, MT 59714');
  });
  it('finds nothing in a text without such a header', () => {
    expect(sideBySideBlocks('Customer: Ivy Marsh\nJob site: 902 Alder Ave, Belgrade, MT 59714')).toEqual([]);
  });
});
