import { describe, expect, it } from 'vitest';
import { alternatesTaken } from './alternate-bids.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('alternatesTaken', () => {
  it('drops an alternate the sheet does not mark as taken, and one it marks as turned down', () => {
    expect(alternatesTaken('Shop 30 x 40 @ 4.25\nAdd Alt. 2 - Office 12 x 14 @ 4.25\nAlternate B: parts room 10x10 @ $3.90 (rejected)')).toBe('Shop 30 x 40 @ 4.25');
    expect(alternatesTaken('Option: UV topcoat +$0.45/sf -- owner passed')).toBe('');
  });

  it('keeps a taken alternate without its label and mark', () => {
    expect(alternatesTaken('ALT #3 - Mudroom 8 x 9 @ 5.10 (approved by owner)')).toBe('Mudroom 8 x 9 @ 5.10');
    expect(alternatesTaken('Alt B - Vestibule (selected),6,10,60,5.75,345.00')).toBe('Vestibule,6,10,60,5.75,345.00');
  });

  it('keeps a taken alternate on a sheet aligned with spaces under its columns', () => {
    const sheet = `Item  Description                    Qty     U    Rate    Ext\n1     Shop floor                     2,000   SF   3.40    6,800.00\n2     Alt A - Mezzanine (approved)   400     SF   3.40    1,360.00\n3     Alt B - Office (declined)      200     SF   5.00    1,000.00`;
    expect(lines(sheet)).toEqual(['Shop floor | 2000 @ 3.4', 'Mezzanine | 400 @ 3.4']);
    expect(lines(`Area                          SF      $/SF     Amount\nSales floor                   1,800   4.10     7,380.00\nAdd Alt 2: Stockroom (accepted)  600   4.10     2,460.00\nTotal base + Alt 2                             9,840.00`)).toEqual(['Sales floor | 1800 @ 4.1', 'Stockroom | 600 @ 4.1']);
    // 'Alternate' written out is the label, not 'Alt' and the rest of the word.
    expect(lines(`#   Scope                                   Qty    Unit   Price    Total\n1   Kitchen - urethane                      500    SF     9.50     4,750.00\n2   Alternate #1 - Dish room (INCL)         150    SF     9.50     1,425.00`)).toEqual(['Kitchen - urethane | 500 @ 9.5', 'Dish room | 150 @ 9.5']);
  });

  it('keeps an alternate a stated total names', () => {
    const sheet = 'Base: garage 24 x 24 flake 4.60\nAlt 2: shop 12 x 20 flake 4.60\nAlt 3: patio 10 x 12 @ 5.25\nGrand total incl. Alt 2: 3,754.80';
    expect(alternatesTaken(sheet).split('\n')).toEqual(['Base: garage 24 x 24 flake 4.60', 'shop 12 x 20 flake 4.60', 'Grand total incl. Alt 2: 3,754.80']);
  });

  it('leaves an alternate phone, an unpriced mention and an option with no answer alone', () => {
    const text = 'Alt phone 555-0100\nAlt 1 not priced yet\nOption B - flake 4.40';
    expect(alternatesTaken(text)).toBe(text);
  });

  it("reads a sheet's base rows and taken alternates as the quote's lines", () => {
    const sheet = [
      'Area,L,W,SF,$/SF,Ext',
      'Bay 1,20,40,800,3.80,3040.00',
      'Alt A - Bay 2 (accepted),20,40,800,3.80,3040.00',
      'Alt B - Wash pit,8,12,96,9.50,912.00',
      'Total (base + Alt A),,,,,6080.00',
    ].join('\n');
    expect(lines(sheet)).toEqual(['Bay 1 | 800 @ 3.8', 'Bay 2 | 800 @ 3.8']);
  });
});
