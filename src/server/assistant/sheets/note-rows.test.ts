import { describe, expect, it } from 'vitest';
import { noteRows } from './note-rows.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const rows = (text: string) => noteRows(text)?.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`) ?? null;

describe('noteRows', () => {
  it('leaves out a measured row the note leaves for later or for the owner, and reads the rest', () => {
    for (const remark of ['he said not this year', 'skip for now', 'on hold', 'next spring', 'owner will do it']) {
      expect(rows(`Milking parlor 24 x 40 - urethane cement $9.80/sf\nMilk house 12 x 14 - same\nHolding area 30 x 36 - ${remark}`)).toEqual(['Milking parlor - urethane cement | 960 @ 9.8', 'Milk house - urethane cement | 168 @ 9.8']);
    }
    // A sentence that holds off on something is no row left out: the note is prose.
    expect(rows('We decided to hold off on the porch, 5% promo please\nGarage 26 x 24 flake $4.95/sf')).toBeNull();
  });

  it('reads each row of a note as its own line, named by its own words', () => {
    expect(rows('Bay 1 shop  30 x 40  solid 3.60\nBay 2 shop  30 x 40  solid 3.60\nparts cage 10 x 12 sealer 1.25')).toEqual([
      'Bay 1 shop - solid | 1200 @ 3.6',
      'Bay 2 shop - solid | 1200 @ 3.6',
      'Parts cage - sealer | 120 @ 1.25',
    ]);
  });

  it("gives a row that says 'same' or dittos its price the system and price of the row above", () => {
    expect(rows('- mudroom 9 x 11 flake 5.05\n- laundry 7 x 8   same\n- pantry 5 x 6  "   "')).toEqual(['Mudroom - flake | 99 @ 5.05', 'Laundry - flake | 56 @ 5.05', 'Pantry - flake | 30 @ 5.05']);
  });

  it('reads areas in square feet, lengths, counts and lump sums as rows', () => {
    expect(rows("showroom (approx 1,850 sf)  metallic 7.40\nperimeter cove 180 lf @ 12\n4 trench drains @ 210\nstair nosings 14 @ 38\npatch slab LS 325")).toEqual([
      'Showroom - metallic | 1850 @ 7.4',
      'Perimeter cove | 180 @ 12',
      'Trench drains | 4 @ 210',
      'Stair nosings | 14 @ 38',
      'Patch slab | 1 @ 325',
    ]);
  });

  it('keeps a size in feet and inches, the area restated after it and the revised price', () => {
    expect(rows(`den 12'6" x 14  = 175 sf  chip 4.90\nstudio 10 x 10  flake 5.10 -> 4.95`)).toEqual(['Den - chip | 175 @ 4.9', 'Studio - flake | 100 @ 4.95']);
  });

  it("reads one row alone, an extra said with 'add' or '+', and a system joined with '+'", () => {
    expect(rows('rec room / bar  26 x 30  metallic  7.25')).toEqual(['Rec room / bar - metallic | 780 @ 7.25']);
    expect(rows('shop 30 x 40 epoxy + grit 3.95\nslab cracked -> add epoxy injection 240\n+ haul off old mats 85')).toEqual([
      'Shop - epoxy + grit | 1200 @ 3.95',
      'Epoxy injection | 1 @ 240',
      'Haul off old mats | 1 @ 85',
    ]);
  });

  it("leaves a line with a sentence's verb to the prose reader, comma or none", () => {
    expect(rows('the pottery shed is 9 x 11 flake 5.30/sf')).toBeNull();
    expect(rows('mudroom needs 6 x 9 flake 4.75\nporch 6 x 12 flake 4.75')).toBeNull();
    expect(rows('pottery shed 9 x 11 flake 5.30')).toEqual(['Pottery shed - flake | 99 @ 5.3']);
  });

  it('reads like rooms by the whole written after the size of each, numbered rows with leaders, and a price without its 0', () => {
    expect(rows('- offices (3) 10 x 12 each -> 360 sf @ 5.40\n- hall 4 x 30 @ 5.40')).toEqual(['Offices (3) | 360 @ 5.4', 'Hall | 120 @ 5.4']);
    expect(rows('01  Parts room ......... 640 SF ...... $2.95\n02  Dock (2) ............ 1,100 SF .... $3.20')).toEqual(['Parts room | 640 @ 2.95', 'Dock (2) | 1100 @ 3.2']);
    expect(rows('lot stripes 900 lf .45\nshop 20 x 30 flake at 4.50')).toEqual(['Lot stripes | 900 @ 0.45', 'Shop - flake | 600 @ 4.5']);
  });

  it('passes over a room the job leaves out, a building named by a figure, and reads an area worked out with no unit', () => {
    expect(rows('Oakdale - 3 family\n warehouse  40 x 50 = 2000   sealer 1.35\n break rm  10 x 12  VCT, not ours\n mezz by others')).toEqual(['Warehouse - sealer | 2000 @ 1.35']);
  });

  it("passes over the job's address line", () => {
    expect(rows('SITE 4410 Lakeshore Dr, Racine WI 53403\nboathouse 20 x 36 sealer 1.60')).toEqual(['Boathouse - sealer | 720 @ 1.6']);
  });

  it("reads a row's price before its system, and 'same' after a dash", () => {
    expect(rows('boiler rm 12 x 15 - 7.40 urethane\nmech closet 5 x 6 - same\nsump pit 3 @ 85')).toEqual([
      'Boiler rm - urethane | 180 @ 7.4',
      'Mech closet - urethane | 30 @ 7.4',
      'Sump pit | 3 @ 85',
    ]);
    expect(rows('hall 6x40 $4.80/sf flake chip')).toEqual(['Hall - flake chip | 240 @ 4.8']);
    expect(rows('garage 22 x 24 - 2 coats')).toBeNull();
    expect(rows('garage 22 x 24 4.50 flake or 4.90 w/ topcoat')).toBeNull();
  });

  it('leaves a note with a figure said any other way to the prose reader', () => {
    expect(rows('garage 22 x 24 flake 4.50\nalso mob 250')).toBeNull();
    expect(rows('garage 22 x 24\nflake 4.50\nporch 8 x 10 flake 4.50')).toBeNull();
    expect(rows('garage 22 x 24 flake 4.50 or 4.90 w/ topcoat\nporch 8 x 10 flake 4.50')).toBeNull();
    expect(rows('laundry 7 x 8 same\nporch 8 x 10 flake 4.50')).toBeNull();
    expect(rows('the mudroom is 6 x 9, flake 5.05/sf')).toBeNull();
  });

  it("passes over a title naming the rooms by their numbers ('Rooms 2 & 3', 'Bays 1, 2 and 4')", () => {
    expect(rows('Lincoln Elem - Rooms 2 & 3\nRoom 2  20 x 30  @ 4.15\nRoom 3  20 x 32  @ 4.15')).toEqual(['Room 2 | 600 @ 4.15', 'Room 3 | 640 @ 4.15']);
    expect(rows('Bays 1, 2 and 4 - resurface\nbay 1 30 x 60 solid 3.05\nbay 2 30 x 60 solid 3.05\nbay 4 30 x 50 solid 3.05')).toHaveLength(3);
    expect(rows('Rooms 2 & 3 at 4.15\nRoom 2  20 x 30  @ 4.15')).toBeNull();
  });

  it('passes over dates, job numbers and floors named with a figure', () => {
    expect(rows('12/03 walkthru  Job # 41-220\n3rd fl suite\nbreak rm 14 x 16 quartz 5.75\nhall 6 x 30 quartz 5.75')).toEqual(['Break rm - quartz | 224 @ 5.75', 'Hall - quartz | 180 @ 5.75']);
  });

  it('reads a whole note with its customer and terms around the rows', () => {
    const draft = extractDraftFromText('Ruth Okafor  614-555-0177\n88 Elm St, Columbus OH 43215\nbsmt rec rm  24 x 30  solid 3.70\nbsmt storage 10 x 12  same\ndep 40%');
    expect(draft.lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`)).toEqual(['Bsmt rec rm - solid | 720 @ 3.7', 'Bsmt storage - solid | 120 @ 3.7']);
    expect(draft.depositPercentage).toBe(40);
  });
});
