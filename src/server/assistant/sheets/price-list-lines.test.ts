import { describe, expect, it } from 'vitest';
import { priceListLines } from './price-list-lines.ts';
import { tagEntries } from '../lines/request-slots.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const brief = (text: string, given = []) => priceListLines(text, given).map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('tagEntries', () => {
  it('cuts a sentence where each piece carries its own figure, and keeps a name with the figure after it', () => {
    const entries = tagEntries('The wash room, which is 10 x 14, and the tack room, roughly 90 sq ft, plus trim 40 lf.');
    expect(entries.map((e) => e.text.trim())).toEqual(['The wash room, which is 10 x 14', 'the tack room, roughly 90 sq ft', 'trim 40 lf']);
    expect(entries[0]!.sizes[0]!.value).toBe(140);
    expect(entries[1]!.place).toContain('tack');
  });

  it('tags prices by what marks them, and no date, time, threshold or street number as one', () => {
    const [entry] = tagEntries('walkthrough 06/12/2026 at 8:30 am, we waive it on jobs over $5k, shop at 2210 Elm St');
    expect(entry?.rates ?? []).toEqual([]);
    expect(tagEntries('trip charge 85').flatMap((e) => e.rates.map((r) => [r.value, r.flat]))).toEqual([[85, true]]);
    expect(tagEntries('sealer @ 1.35/sf').flatMap((e) => e.rates.map((r) => [r.value, r.unit]))).toEqual([[1.35, 'area']]);
  });
});

describe('priceListLines', () => {
  it("joins the office's prices with the customer's sizes by the words they share", () => {
    const text = [
      'Pricing: tack room quartz 6.10, wash bay urethane 10.90, coving 12.50/lf. Haul-off fee 175.',
      '',
      'Hi! The wash bay measures 14 x 20 and the tack room is 12 x 12. We would need coving on the wash bay walls, around 68 lf.',
    ].join('\n');
    expect(brief(text)).toEqual(['Haul-off fee | 1 @ 175', 'Urethane - Wash Bay | 280 @ 10.9', 'Quartz - Tack Room | 144 @ 6.1', 'Cove base | 68 @ 12.5']);
  });

  it('puts every coat priced for one floor on its one size', () => {
    const text = 'Bid it at 2.95 epoxy + 0.85 diamond grinding on the same slab.\n\nOur pole barn slab runs 36 x 48.';
    expect(brief(text)).toEqual(['Epoxy - Pole Barn | 1728 @ 2.95', 'Grinding - Pole Barn | 1728 @ 0.85']);
  });

  it('takes a revised price for the one said before it', () => {
    const text = 'carport 18 x 20\nflake 4.40\n  -> 4.65 (thicker chip)';
    expect(brief(text)).toEqual(['Flake - Carport | 360 @ 4.65']);
  });

  it("leaves the prose reader's lines when a size cannot be told apart from a restatement, or a price from someone else's", () => {
    const given = [{ description: 'Flake system - Garage', useDimensions: true, length: 20, width: 22, quantity: 440, rate: 4.8 }];
    // Two sizes, neither naming its own floor: a correction or a restatement, not two floors.
    expect(priceListLines('flake 4.80\nfirst he said 20 x 20. later 20 x 22.', given)).toBe(given);
    // A price left over (the referral bonus names nothing measured) stops the reading.
    expect(priceListLines('flake 4.80 for the garage, trampoline $40\n\ngarage is 20 x 22', given)).toBe(given);
  });

  it('keeps every floor priced in its own clause when the prose reader dropped one', () => {
    const given = [{ description: 'Quartz - Shop', useDimensions: true, length: 30, width: 30, quantity: 900, rate: 5.9 }];
    expect(priceListLines('Dee 555-0100 - shop 30x30 quartz 5.90 + office 10x12 solid 3.80. 4 Elm Rd', given).map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['900 @ 5.9', '120 @ 3.8']);
  });

  it('reads a price said with cents for the places it names, and sizes the prose reader left out', () => {
    const text = 'Form: "coat the shed floor 12x16 and the potting room 8 x 10"\n---\nPam: shed 3.95, potting room same.';
    const given = [{ description: 'Epoxy floor coating - Shed', useDimensions: true, length: 8, width: 10, quantity: 80, rate: 3.95 }];
    expect(priceListLines(text, given).map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['192 @ 3.95', '80 @ 3.95']);
  });

  it('leaves two different sizes of one named floor to the prose reader', () => {
    const given = [{ description: 'Flake - Garage', useDimensions: true, length: 24, width: 24, quantity: 576, rate: 4.6 }];
    expect(priceListLines('garage 24x24\nflake 4.60 for the garage\nthe garage is approx 580 sf', given)).toBe(given);
  });

  it('names two lines of one floor apart when the prose reader gave them one name', () => {
    const text = 'Price it at 4.10 quartz + 0.90 for shot blast prep on the same slab.\n\nThe loading bay is 30 x 50.';
    const twin = (rate: number) => ({ description: 'Epoxy floor coating - Bay', useDimensions: true, length: 30, width: 50, quantity: 1500, rate });
    expect(priceListLines(text, [twin(4.1), twin(0.9)]).map((l) => l.description)).toEqual(['Quartz - Bay', 'Prep - Bay']);
  });

  it("takes the customer's restated count for the office's count line", () => {
    const text = 'Add 3 drains @ 90 per his note. Flake 4.70.\n\nLead fee: $31.00\nNotes: "Garage is 20 x 22. We have 3 floor drains."';
    const given = [{ description: 'Drains', useDimensions: false, length: null, width: null, quantity: 3, rate: 90 }, { description: 'Garage', useDimensions: true, length: 20, width: 22, quantity: 440, rate: 31 }];
    expect(priceListLines(text, given).map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['3 @ 90', '440 @ 4.7']);
  });

  it('prices a size said right after a priced one, with no price of its own, like it', () => {
    const text = 'den in grey chip at 4.90 it is a T shape so the front is 12 by 16 and the back bit is 6 by 9, thanks';
    const given = [{ description: 'Chip - Den', useDimensions: true, length: 12, width: 16, quantity: 192, rate: 4.9 }];
    expect(priceListLines(text, given).map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['192 @ 4.9', '54 @ 4.9']);
  });

  it("reads a note's column of prices after the lengths ('cove 60 lf  11')", () => {
    const text = 'bakery floor 20x30  UC 9.80\ncove 60 lf  11\nno addr yet';
    const given = [{ description: 'Urethane cement - Bakery', useDimensions: true, length: 20, width: 30, quantity: 600, rate: 9.8 }];
    expect(priceListLines(text, given).map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['600 @ 9.8', '60 @ 11']);
  });

  it('prices work done over several floors by the square foot as one line over all of them', () => {
    const text = [
      'Office: urethane 9.40/sf both studios, old carpet removal 0.95/sf on both studios too.',
      '',
      'Studio 305: 18 x 20',
      'Studio 307: 18 x 20',
    ].join('\n');
    expect(brief(text)).toEqual(['Urethane - Studio 305 | 360 @ 9.4', 'Urethane - Studio 307 | 360 @ 9.4', 'Carpet removal | 720 @ 0.95']);
  });

  it("takes a GC's scope that sizes a floor the note priced with its own size as that floor", () => {
    const text = 'Pricing: lobby quartz 7.10. Storage rm 10x12 at 4.30.\n\nFrom: Sam Ortiz\nSubject: Scope\nLobby 900 sf, one storage rm 10 x 12.';
    expect(brief(text)).toEqual(['Epoxy floor coating - Storage Rm | 120 @ 4.3', 'Quartz - Lobby | 900 @ 7.1']);
  });

  it('keeps such work to the floor it is said for', () => {
    const text = 'Notes: gym quartz 5.20, locker room 6.10, tile removal 0.90/sf in the gym only.\n\nThe gym is 40 x 60 and the locker room is 12 x 20.';
    expect(brief(text)).toContainEqual('Tile removal | 2400 @ 0.9');
  });
});

describe('counts and prices per piece said in a few words', () => {
  it("reads '45 per tread' and '40 apiece' as prices, '6 of them' as the count of the thing named before", () => {
    const [price] = tagEntries('45 per tread');
    expect(price!.counts).toEqual([]);
    expect(price!.rates.map((r) => [r.value, r.unit])).toEqual([[45, 'each']]);
    const [said] = tagEntries('plus the loading dock stairs, 6 of them, 40 apiece');
    expect(said!.counts.map((c) => c.value)).toEqual([6]);
    expect(said!.rates.map((r) => [r.value, r.unit])).toEqual([[40, 'each']]);
    expect(tagEntries('6 of them want it done by May')[0]!.counts).toEqual([]);
  });

  it('prices a floor by a bare price standing alone after the sizes, and the pieces by their own price', () => {
    const draft = extractDraftFromText('Ok go ahead. Basement 20x30 + the 3 treads. 3.95 and 45 per tread? - Lorna Bexley 555-201-0190');
    expect(draft.lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['600 @ 3.95', '3 @ 45']);
  });

  it('reads a count said after the thing in dictation', () => {
    const draft = extractDraftFromText('ok this is for marcus hale, his shop, thirty by forty, four twenty five, plus the loading dock stairs, six of them, forty apiece. phone five five five two oh one oh one nine nine');
    expect(draft.lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['1200 @ 4.25', '6 @ 40']);
  });
});

describe('one price said for both areas', () => {
  it("prices each size the customer gave by the office's '5.85 both'", () => {
    const text = 'Please price epoxy for the locker room (20\'-6" x 12\'-0") and the coach office (10\'-0" x 11\'-0").\nCoach Dana Whitfield, 555-201-0122\n[office: 5.85 both rooms, mob 300]';
    const draft = extractDraftFromText(text);
    expect(draft.lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['246 @ 5.85', '110 @ 5.85', '1 @ 300']);
  });

  it('reads no price from a figure said with other words', () => {
    expect(tagEntries('[office: 5.85 all in]').length).toBe(1);
    expect(brief('Locker room 20 x 12. Coach office 10 x 11. [office: 5.85 all in]')).toEqual([]);
  });
});

describe('an office note pricing by what each area is to get', () => {
  const request = [
    'From: Nell Ashby <nell@ashbybuilders.example.com>',
    'Two floors on the Linden St job:',
    '  Lobby 1,400 SF - sealed, clear satin 2 coats',
    '  Back of house 300 SF - epoxy',
    'Nell Ashby | Ashby Builders | 555-201-0133',
    '[office: clear satin 2 coats 2.40, BOH 3.60]',
  ].join('\n');

  it("prices an area by the words said with it and by its initials in capitals ('BOH' for back of house)", () => {
    expect(extractDraftFromText(request).lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['1400 @ 2.4', '300 @ 3.6']);
  });

  it('reads nothing from words said with no area, or with more than one', () => {
    expect(brief('Training room 1400 SF\nMechanical room 300 SF - epoxy\n[office: gloss coat 2.40, epoxy 3.60]')).toEqual([]);
    expect(brief('Training room 1400 SF - gloss coat\nMechanical room 300 SF - gloss coat, epoxy\n[office: gloss coat 2.40, epoxy 3.60]')).toEqual([]);
  });
});

describe('priceListLines: rooms told apart by their number', () => {
  it("keeps 'Cooler #7: 50' x 40'' and 'Cooler #8: 50' x 40'' as two floors", () => {
    const text = "Cooler floors: urethane 12.40. Dock apron 8.75.\n- Cooler #7: 50' x 40'\n- Cooler #8: 50' x 40'\n- Dock apron: 100' x 12'";
    const lines = priceListLines(text, [{ description: 'Urethane', useDimensions: false, length: null, width: null, quantity: 1, rate: 12.4 }]);
    expect(lines.map((l) => [l.quantity, l.rate])).toEqual([
      [2000, 12.4],
      [2000, 12.4],
      [1200, 8.75],
    ]);
  });
});

describe('priceListLines: a dictation that runs its sentences together', () => {
  it('gives a price to the measured place named just before it, not to the size said before that', () => {
    const text = 'shop bay 30 by 40 and the wash pad 12 by 20 both polyaspartic the bay at 4.80 and the pad at 7 cause it drains to the middle';
    expect(priceListLines(text, []).map((l) => [l.description.split(' - ')[1]?.toLowerCase(), l.quantity, l.rate])).toEqual([
      ['shop bay', 1200, 4.8],
      ['wash pad', 240, 7],
    ]);
  });

  it('keeps the price of a row whose later words only repeat another row', () => {
    expect(tagEntries('den 12 x 14 oak look 6.10, loft 10 x 12 oak look 6.10').map((e) => e.rates.length)).toEqual([1, 1]);
  });
});

describe('priceListLines: sizes and prices said in turn', () => {
  it('prices each size by the price said after it and before the next size', () => {
    const text = 'the wash bay is 30 by 40, they want urethane at 9.10 a foot, and then the prep room, 12 by 16, same thing but we said 8.40 on that one.';
    expect(priceListLines(text, []).map((l) => [l.quantity, l.rate])).toEqual([
      [1200, 9.1],
      [192, 8.4],
    ]);
  });
});

describe("a note's abbreviations and things the slots have no word for", () => {
  it("keeps 'urethane cem.' with its price and names a counted thing by its own words", () => {
    expect(tagEntries('apx. 300 sf\nurethane cem. 11.50').map((e) => e.text)).toEqual(['apx. 300 sf', 'urethane cem. 11.50']);
    const note = 'Dana Ruiz - bakery back room\n14 x 20 (re-meas)\nurethane cem. 11.50\ncove 60 lf x 13.00\nhose bib 3 ea 85';
    const lines = extractDraftFromText(note).lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);
    expect(lines).toContain('Hose bib | 3 @ 85');
    expect(lines.some((l) => /urethane/i.test(l) && l.endsWith('280 @ 11.5'))).toBe(true);
  });
});

describe('a count of rooms in brackets before their total size', () => {
  it("keeps 'Locker rooms (3) - 510 SF total' one entry, the size its line", () => {
    const entries = tagEntries('Scope:\n - Lobby - 20 x 30\n - Locker rooms (3) - 510 SF total');
    expect(entries.map((e) => e.text.trim())).toEqual(['- Lobby - 20 x 30', '- Locker rooms (3) - 510 SF total']);
    expect(entries[1]!.counts).toEqual([]);
    const text = 'Price: 5.25 flake, thanks.\nScope:\n - Lobby - 20 x 30\n - Locker rooms (3) - 510 SF total';
    expect(brief(text)).toEqual(['Flake - Lobby | 600 @ 5.25', 'Flake - Locker Rooms | 510 @ 5.25']);
  });
});
