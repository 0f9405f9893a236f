import { describe, expect, it } from 'vitest';
import { cpuMsOf } from '../../testing/cpu-time.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { rowsTakenBack, unitThenPrice, workedTotals, countsPricedEach, dashedCells, dashedTerms, dittoMarks, headerlessSizes, lettersInWords, linearFeet, lookAlikeNumbers, loneFives, messageSlipLabels, ocrEmails, priceDecimalPoints, repairOcrText, repairStateCodes, revisedFigures, tightSizes } from './ocr-repair.ts';
import { repairOcrDigits } from '../request-text-limits.ts';

describe('OCR of a notepad: a lone S as the first side of a size', () => {
  it('reads S before "x <figure>" after an area word as 5', () => {
    expect(loneFives('closet S x 7 same')).toBe('closet 5 x 7 same');
    expect(loneFives('mud rm  S x 9  flake')).toBe('mud rm  5 x 9  flake');
    expect(loneFives('S x 12 hall')).toBe('5 x 12 hall');
    expect(loneFives('disc S% (vet)')).toBe('disc 5% (vet)');
  });

  it('leaves an S that is a direction, a unit or a size letter alone', () => {
    const text = '1420 S Oak St, Unit S, sizes S, M and L, S x-ray room, US% share';
    expect(loneFives(text)).toBe(text);
  });
});

describe('OCR of a notepad: a state code with l for I before its ZIP', () => {
  it('reads Wl, Ml, lL, lN, lA as the state', () => {
    expect(repairOcrText('88 Oak Ave, Racine Wl 534O2')).toBe('88 Oak Ave, Racine WI 53402');
    expect(repairOcrText('4l2 Main St Peoria lL 6l6O2')).toBe('412 Main St Peoria IL 61602');
    expect(repairStateCodes('Kalamazoo Ml, 49007')).toBe('Kalamazoo MI, 49007');
    expect(repairStateCodes('Muncie lN 47303 / Ames lA 50010')).toBe('Muncie IN 47303 / Ames IA 50010');
  });

  it('reads 0 for O and 5 for S in a state code before its ZIP', () => {
    expect(repairStateCodes('Akron 0H 44308, Norman 0K 73069, Sioux Falls 5D 57104')).toBe('Akron OH 44308, Norman OK 73069, Sioux Falls SD 57104');
  });

  it('leaves words, codes and states that are not before a ZIP alone', () => {
    const text = 'bill 60601, Ml 5 gallons, ll 12345, al 35203, HI 96813, Wl-Fi 55555, email jill@example.com 12345, 10 55555, 0X 12345';
    expect(repairStateCodes(text)).toBe(text);
  });
});

describe('OCR of a notepad: B for 8 only where a figure stands', () => {
  it('reads B in a phone, in cents, in a side of a size and in a ZIP after a state', () => {
    expect(repairOcrDigits('cell 4l4-555-Ol8B')).toBe('cell 414-555-0188');
    expect(repairOcrDigits('ph (6O8) 555 OlB2')).toBe('ph (608) 555 0182');
    expect(repairOcrDigits('shop $3.BS/sf, gar 2B x 22')).toBe('shop $3.85/sf, gar 28 x 22');
    expect(repairOcrDigits('pantry 12 x B same')).toBe('pantry 12 x 8 same');
    expect(repairOcrDigits('Tulsa OK 741B5')).toBe('Tulsa OK 74185');
  });

  it('leaves a unit, a building, a code and a grade with B in them alone', () => {
    const text = 'Apt 2B, Bldg B, B-12 anchors, plan B x 2 crews, Suite 4B. 12 x B-2 rebar, grade B, 2B pencils';
    expect(repairOcrDigits(text)).toBe(text);
  });

  it('reads a size side with no real digit once the other side is read', () => {
    expect(repairOcrDigits('closet lO x l2  same')).toBe('closet 10 x 12  same');
  });
});

describe('ditto marks in a column', () => {
  it('say "same" as the row above, once per row', () => {
    expect(dittoMarks('office  12 x 14   "   "')).toBe('office  12 x 14   same   ');
    expect(dittoMarks('hall  6 x 20  \u3003')).toBe('hall  6 x 20  same');
  });

  it('take the last cells of the row above, one per mark, when they end the row', () => {
    expect(dittoMarks('den     14 x 16   chip    4.40\nhall    4 x 20      "       "')).toBe('den     14 x 16   chip    4.40\nhall    4 x 20      chip       4.40');
    const draft = extractDraftFromText('Ola Berg 320-555-0171\nbasemt  20 x 30  metallic  7.90\nbar  8 x 12  \u201c  \u201c\nutility rm  9 x 10  solid  3.60');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [600, 7.9],
      [96, 7.9],
      [90, 3.6],
    ]);
  });

  it('stand for what follows the size above, never for the size, in a row with a size of its own', () => {
    // The row above wrote its system and price in one cell: the first mark takes it, the second stands for nothing.
    expect(dittoMarks('shop   30 x 4O   solid 3.55\noffice  12 x 12    "     "')).toBe('shop   30 x 4O   solid 3.55\noffice  12 x 12    solid 3.55     ');
    expect(dittoMarks("porch  8'6\" x 20'   chip 5.15\nstoop  4 x 6   \u201c  \u201c")).toBe("porch  8'6\" x 20'   chip 5.15\nstoop  4 x 6   chip 5.15  ");
    for (const note of [
      'Rosa Ilg 952-555-0133\nmudroom   9 x 11   flake 5.05\nhall      4 x 18     "      "\npantry    5 x 6    "     "',
      'Rosa Ilg 952-555-0133\n- mudroom  9 x 11  flake 5.05\n- hall  4 x 18   "   "\n- pantry  5 x 6   "   "',
      "Rosa Ilg 952-555-0133\nmudroom 9'0\" x 11'   flake 5.05\nhall 4' x 18'      \u201c    \u201c\npantry 5 x 6     \u201c    \u201c",
    ]) {
      expect(extractDraftFromText(note).lineItems.map((l) => [l.quantity, l.rate])).toEqual([
        [99, 5.05],
        [72, 5.05],
        [30, 5.05],
      ]);
    }
  });

  it('take the cells they sit under in a row with no figure of its own, its size too', () => {
    expect(dittoMarks('den     14 x 16   chip   4.40\nhall      "              "')).toBe('den     14 x 16   chip   4.40\nhall      14 x 16              4.40');
    const draft = extractDraftFromText('Ola Berg 320-555-0171\nbdrm 1   12 x 12   flake   5.10\nbdrm 2     "          "       "\nbdrm 3   10 x 11     "       "');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [144, 5.1],
      [144, 5.1],
      [110, 5.1],
    ]);
  });

  it("read 'do' and 'ditto' in a row's cells as the mark, and leave them in prose", () => {
    expect(dittoMarks('den   14 x 16   chip   4.40\nhall   4 x 20    do     do')).toBe('den   14 x 16   chip   4.40\nhall   4 x 20    chip      4.40 ');
    expect(dittoMarks('den   14 x 16   chip   4.40\ncrew can do  tues')).toBe('den   14 x 16   chip   4.40\ncrew can do  tues');
    expect(dittoMarks('what to do')).toBe('what to do');
  });

  it("leave a row that prices itself after the mark to its own price", () => {
    const text = 'shed   10 x 12   "   -> no, sealer only  1.65';
    expect(dittoMarks(text)).toBe(text);
    const draft = extractDraftFromText('Jo Kim 651-555-0104\nbarn floor  30 x 40  epoxy  4.80\nshed   10 x 12   "   -> no, sealer only  1.65');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [1200, 4.8],
      [120, 1.65],
    ]);
  });

  it('leave inch marks and quotations alone', () => {
    const text = 'kitchen 14\'6" x 12\' flake\nVincenzo "Enzo" Russo\nsays "ok" to 4.50';
    expect(dittoMarks(text)).toBe(text);
  });

  it('give the row above its price in a whole note', () => {
    const draft = extractDraftFromText('Dora Finch 608-555-0117\nlobby  3O x 4O  quartz  6.4O\n  vestibule  8 x lO  "   "\n  coat rm  6 x 8  "   "');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [1200, 6.4],
      [80, 6.4],
      [48, 6.4],
    ]);
  });
});

describe('look-alike runs with no real digit where only a figure can stand', () => {
  it('read before % and as the house number before a street', () => {
    expect(lookAlikeNumbers('disc lO% (teacher), SO% down')).toBe('disc 10% (teacher), 50% down');
    expect(lookAlikeNumbers('lOl Pine Ave Rhinelander')).toBe('101 Pine Ave Rhinelander');
    expect(lookAlikeNumbers('adr: lOS N Birch St')).toBe('adr: 105 N Birch St');
  });

  it('leave a direction after a house number, and words, alone', () => {
    const text = '4700 S Louise Ave, IS Main St, So Elm Ave, Oslo Rd, I Street, Lol 5%, OS Oak Ln';
    expect(lookAlikeNumbers(text)).toBe(text);
  });
});

describe("a count and its price 'ea' in a note's columns", () => {
  it('price the count', () => {
    expect(countsPricedEach('stairs - 14 - 35 ea')).toBe('stairs - 14 @ 35 ea');
    expect(countsPricedEach('drains  2  85 each')).toBe('drains  2 @ 85 each');
  });

  it('leave a size, a priced count and a length alone', () => {
    const text = 'gar 20 x 22 - 35 ea\n2 drains @ 85 ea\ncove 96 lf 12 ea\nsteps 3 ea 60';
    expect(countsPricedEach(text)).toBe(text);
  });

  it("price a count written times its price, and a count of one OCR read as 'l'", () => {
    expect(countsPricedEach('porch steps 4 x 65')).toBe('porch steps 4 @ 65');
    expect(countsPricedEach('9 risers x $48.50')).toBe('9 risers @ $48.50');
    expect(countsPricedEach('trench drain l x 140')).toBe('trench drain 1 @ 140');
    expect(countsPricedEach('floor sinks  2 x 120')).toBe('floor sinks  2 @ 120');
    expect(countsPricedEach('sump pit reset  l @ 90')).toBe('sump pit reset  1 @ 90');
  });

  it('leave a landing by the steps, a small size and a word alone', () => {
    const text = 'steps landing 4 x 12\nstairs 3 x 4\nbase 4 x 6\ndrains 2 x 4 ft\nI x 2 boards';
    expect(countsPricedEach(text)).toBe(text);
  });

  it('give the count to the line in a whole note', () => {
    const draft = extractDraftFromText('Ellie Strand 612-555-0138\nbsmt  -  850 sf  -  solid  -  3.25\nsteps  -  13  -  38 ea');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [850, 3.25],
      [13, 38],
    ]);
  });
});

describe('sizes in columns with no header', () => {
  it("are two sides of the row's room when a price ends the row", () => {
    expect(headerlessSizes('garage   24   22   flake   4.65\nbsmt     30   26   solid   3.90')).toBe('garage   24 x 22   flake   4.65\nbsmt     30 x 26   solid   3.90');
    expect(headerlessSizes('patio 16 20 @ $5.15/sf')).toBe('patio 16 x 20 @ $5.15/sf');
  });

  it('leave counts, phones, addresses and rows with no price alone', () => {
    const text = 'steps 3 65.00\nph 555 0142 4.65\nstairs 14 35 ea\ngarage 24 22 flake\nunit 12 14 Oak St\nbay 2 40 6.10\ngarage 24 22 coats 2, 4.65 total 2.00';
    expect(headerlessSizes(text)).toBe(text);
  });

  it('give each row its size in a whole note', () => {
    const draft = extractDraftFromText('Hal Berg 715-555-0142\ngarage   24   22   flake   4.65\nbsmt     30   26   solid   3.90');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [528, 4.65],
      [780, 3.9],
    ]);
  });
});

describe('look-alikes with no real digit before a unit', () => {
  it('are a figure', () => {
    expect(lookAlikeNumbers('cove lOO lf @ 12\nshop lSOO sf')).toBe('cove 100 lf @ 12\nshop 1500 sf');
  });
});

describe('a row the writer took back on the page', () => {
  it('goes when a refusal follows its figures alone or before a reason', () => {
    expect(rowsTakenBack('garage 22 x 24 flake 4.50\n+ storage nook 6 x 8 (flake 4.50) X no - shelving there\ndep 50')).toBe('garage 22 x 24 flake 4.50\n\ndep 50');
    expect(rowsTakenBack('patio 12 x 14 flake 5.10  NIXED')).toBe('');
    expect(rowsTakenBack('den 10x12 4.60 -- cancelled, they tile it')).toBe('');
  });

  it("stays when the word says what is left out of a row that stands ('no cove'), or is no refusal", () => {
    const text = 'garage 22x24 4.50 no cove\nmudroom 6 x 8 3.90 no charge for prep\nporch 8 x 10 (no steps) 5.10';
    expect(rowsTakenBack(text)).toBe(text);
  });
});

describe('a row measured and then put off by a remark after its figures', () => {
  it("goes when the remark puts it off for later or keeps what is there ('--> he'll wait', '-- tile stays, NO')", () => {
    expect(rowsTakenBack("skinning shed 16x24 - solid + grit  3.95\ncooler rm 10 x 12 --> he'll wait")).toBe('skinning shed 16x24 - solid + grit  3.95\n');
    expect(rowsTakenBack('main rm  19 x 21   flake   5.85\nbath  6 x 8   -- tile stays, NO')).toBe('main rm  19 x 21   flake   5.85\n');
    expect(rowsTakenBack('garage 20 x 22 flake 4.80\nloft 12 x 20 - not this yr\noffice 10 x 12 (on hold)')).toBe('garage 20 x 22 flake 4.80\n\n');
  });

  it("stays when a bare word follows with no mark, or a figure follows the remark", () => {
    const text = 'garage 20 x 22 flake 4.80 cove later\nporch 8 x 10 - not this yr but 8 x 12 next';
    expect(rowsTakenBack(text)).toBe(text);
  });

  it('leaves the rest of the note read as rows', () => {
    const draft = extractDraftFromText("DEER CAMP - Buck Thigpen\n(229) 555-0103\nskinning shed 16x24 - solid + grit  3.95\ncooler rm 10 x 12 --> he'll wait");
    expect(draft.lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`)).toEqual(['Skinning shed - solid + grit | 384 @ 3.95']);
  });
});

describe("'lf' read as 'If' after a length", () => {
  it('is lf before a price, a mark or the line end, and a word otherwise', () => {
    expect(linearFeet('- cove 4" 290 If @ 9.50\nstair nose 36 IF')).toBe('- cove 4" 290 lf @ 9.50\nstair nose 36 lf');
    expect(linearFeet('call after 5 If he is out')).toBe('call after 5 If he is out');
  });
});

describe('figures a writer revised on the page', () => {
  it('keeps the length or area an arrow revises it to when the unit is said on both sides', () => {
    expect(revisedFigures('cove 88 lf -> 96 lf @ 9')).toBe('cove 96 lf @ 9');
    expect(revisedFigures('shop 2,400 sf \u2192 2,520 sf solid 3.25')).toBe('shop 2,520 sf solid 3.25');
    expect(revisedFigures('cove 88 lf -> 9.50')).toBe('cove 88 lf -> 9.50');
  });

  it("drops a price marked '(crossed)' or '(lined out)' before the one that stands", () => {
    expect(revisedFigures('floor 24 x 30 flake 5.75 (crossed) 6.00')).toBe('floor 24 x 30 flake 6.00');
    expect(revisedFigures('shop 30 x 40 3.40 (lined through) 3.25')).toBe('shop 30 x 40 3.25');
  });

  it('keeps the price marked as the one that stands beside the struck one', () => {
    expect(revisedFigures('rec room 5.25   4.85 (final)')).toBe('rec room 4.85 (final)');
    expect(revisedFigures('shop $3.60 $3.35 <- use')).toBe('shop $3.35 <- use');
  });

  it('keeps the second of two prices when the upgrade it buys is said after it', () => {
    expect(revisedFigures('carport 4.40  4.75 (w/ clear coat)')).toBe('carport 4.75 (w/ clear coat)');
    expect(revisedFigures('den chip 5.10 5.45 (with UV topcoat)')).toBe('den chip 5.45 (with UV topcoat)');
    expect(revisedFigures('den 4.60 (w/ grind)')).toBe('den 4.60 (w/ grind)');
  });

  it('drops a figure struck through', () => {
    expect(revisedFigures('patio ~~5.40~~ 5.10/sf')).toBe('patio 5.10/sf');
    expect(revisedFigures('patio 5\u0336.\u03364\u03360\u0336 5.10')).toBe('patio 5.10');
    expect(revisedFigures('shop 6.20 (crossed out) 5.95, bath 4.25 (struck) $4.05')).toBe('shop 5.95, bath $4.05');
    expect(revisedFigures('den 22 x 18 chip 4.60 4.35 (4.60 crossed out)')).toBe('den 22 x 18 chip 4.35');
    expect(revisedFigures('den ~~18x20~~ 18x22 chip 4.35')).toBe('den 18x22 chip 4.35');
    expect(revisedFigures('den 18 x 20 (crossed out) 18 x 22 chip 4.35')).toBe('den 18 x 22 chip 4.35');
    expect(revisedFigures('den 18x22 chip -4.60- 4.35')).toBe('den 18x22 chip 4.35');
    expect(revisedFigures('den 18x22 chip 4.60 / 4.35 (final)')).toBe('den 18x22 chip 4.35 (final)');
    expect(revisedFigures('balance -450.00- paid')).toBe('balance -450.00- paid');
    expect(revisedFigures('den 18x22 chip 4.60 (now 4.35)')).toBe('den 18x22 chip 4.35');
    expect(revisedFigures('den 18x20 (re-measured at 18 x 22) chip 4.35')).toBe('den 18 x 22 chip 4.35');
    expect(revisedFigures('den 18x22 chip 4.60 - no, 4.35')).toBe('den 18x22 chip 4.35');
    expect(revisedFigures('den 18x22 chip 4.60?? 4.35 ok per Jo')).toBe('den 18x22 chip 4.35 ok per Jo');
    expect(revisedFigures('den 18x22 chip 4.60 (2 coats)')).toBe('den 18x22 chip 4.60 (2 coats)');
    expect(revisedFigures('hall $5.10 $4.90 (struck: 4.90)')).toBe('hall $5.10');
    expect(revisedFigures('porch 3.85 (3.95 scratched out)')).toBe('porch 3.85');
  });

  it('keeps the price settled on after one asked about', () => {
    expect(revisedFigures('shop 3.40? customer balked, agreed 3.15')).toBe('shop 3.15');
    expect(revisedFigures('bay floor $6.10? too much - settled on 5.80/sf')).toBe('bay floor 5.80/sf');
  });

  it('keeps the street written after one asked about and denied', () => {
    expect(revisedFigures('1450 W Elm St? no - 1540 W Elm St Boise ID 83702')).toBe('1540 W Elm St Boise ID 83702');
    expect(revisedFigures('addr 77 2nd Ave?  no, 77 3rd Ave Troy')).toBe('addr 77 3rd Ave Troy');
  });

  it('leaves two prices of two rooms and a real question alone', () => {
    const text = 'garage 4.50  basement 3.95\nis 4.25 ok? let me know by Friday, we agreed to start Monday\n12 x 14 no stairs';
    expect(revisedFigures(text)).toBe(text);
  });
});

describe("a note's dash between the deposit and its share", () => {
  it('is a colon', () => {
    expect(dashedTerms('dep - half')).toBe('dep: half');
    expect(dashedTerms('deposit -- 1/3')).toBe('deposit: 1/3');
    expect(dashedTerms('Dep \u2013 35%')).toBe('Dep: 35%');
  });

  it('leaves a dash before anything else alone', () => {
    const text = 'dep - 2 wks before start; deposit - call first';
    expect(dashedTerms(text)).toBe(text);
  });

  it("keeps a term's share with its own label when the next label has its own", () => {
    expect(dashedTerms('deposit 35%   discount 10%')).toBe('deposit 35%, discount 10%');
    expect(dashedTerms('disc 3% dep: 40%')).toBe('disc 3%, dep: 40%');
  });

  it("leaves a sentence's end and a share said with its label after it alone", () => {
    const text = 'they asked 25% dep. 10% discount ok\ndiscount. 40% deposit\ndep 30% dn';
    expect(dashedTerms(text)).toBe(text);
  });

  it("reads 'tot' and 'ttl' as the total", () => {
    expect(dashedTerms('tot ~ $9,4OO\n- ttl. 4,200\nsubtot 3,100, grand ttl 3,300')).toBe('total ~ $9,4OO\n- total 4,200\nsubtotal 3,100, grand total 3,300');
    expect(dashedTerms('my tot is 3, totally')).toBe('my tot is 3, totally');
  });

  it('give both terms and no total line in a whole note', () => {
    const draft = extractDraftFromText('Lena Moss 608-555-0119\nshop 4O x 5O  2.9O/sf\ntot ~ $5,8OO\ndep 25%   disc 5%');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[2000, 2.9]]);
    expect([draft.depositPercentage, draft.discountRate]).toEqual([25, 5]);
  });
});

describe('a notepad page read end to end', () => {
  it('reads the state, the lone S, the settled price, the corrected street and the dashed deposit', () => {
    const draft = extractDraftFromText(
      [
        'Renata Sokol  ph 4l4-555-Ol72',
        '6l5 W Elm St? no - 6l5 E Elm St  Appleton Wl 549ll',
        'garage 2O x 22  flake 5.4O? said too high, ok\'d 4.9O',
        'storage S x 8  same',
        'dep - a third',
      ].join('\n'),
    );
    expect(draft.customerAddress).toBe('615 E Elm St, Appleton, WI 54911');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [440, 4.9],
      [40, 4.9],
    ]);
    expect(draft.depositPercentage).toBe(33);
  });

  it('leaves typed text with no OCR in it as it was', () => {
    const text = 'Hi, this is Bill Olson (bill.olson@example.com), 1200 S Main St, Oslo MN 56744. Unit B-12, 2 bays, 4.25? or less?';
    expect(repairOcrText(text)).toBe(text);
  });
});

describe("a dash between a size and the system on a note's row", () => {
  it('is a gap between cells', () => {
    expect(dashedCells('wash bay 20 x 36 - polyaspartic 7.15')).toBe('wash bay 20 x 36  polyaspartic 7.15');
    expect(dashedCells("mezz 14' x 40' \u2013 seal coat 1.65")).toBe("mezz 14' x 40'  seal coat 1.65");
  });

  it('leaves a subtraction, a skipped area and a dash before a figure alone', () => {
    const text = "gar 24 x 24 - minus 4x6 bench\nporch 8 x 10 - skip\nhall 6 x 20 - 3.40\nrange 10 - 12 ft\n| 150 | sf | Sterile rm 10'x15' - quartz | 7.85 |";
    expect(dashedCells(text)).toBe(text);
  });

  it('gives each row its own system and price in a whole note', () => {
    const draft = extractDraftFromText('Omar Haddad 312-555-0140\nkitchen line 16 x 30 - urethane cement 12.40\ndining rm 20 x 28 - metallic 7.90');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([
      [480, 12.4],
      [560, 7.9],
    ]);
  });
});

describe("a price's decimal point OCR read as a comma or with a space", () => {
  it('is a point where a price stands', () => {
    expect(priceDecimalPoints('metallic 7,25\n@ $3,90/sf\nsolid 3 .85\nquartz $6 .10/sf')).toBe('metallic 7.25\n@ $3.90/sf\nsolid 3.85\nquartz $6.10/sf');
  });

  it('leaves thousands, lists of sizes and a sentence alone', () => {
    const text = 'sizes 22, 24\n1,200 sf @ 2.10\n12 x 14,16 x 18\nsteps @ 65. 50 dn\nmob $400. 10% off\ncove @ 9. 35% deposit\ncost 1,250';
    expect(priceDecimalPoints(text)).toBe(text);
  });

  it('prices a whole note', () => {
    expect(extractDraftFromText('Ann Fry 608-555-0174\ngarage 20 x 22 flake 4,85').lineItems.map((l) => l.rate)).toEqual([4.85]);
  });
});

describe("a phone-message slip's caller line", () => {
  it("is a 'From:' line", () => {
    expect(messageSlipLabels('Mr./Ms.: Lorna Quick\n  Caller: Ted Ames\nMrs/Ms: Ida Bell\nMsg from: Al Cho')).toBe('From: Lorna Quick\n  From: Ted Ames\nFrom: Ida Bell\nFrom: Al Cho');
  });

  it('leaves a caller said in a sentence and other labels alone', () => {
    const text = 'the caller: said 4.50 ok\nMr. Smith: garage\nTo: Rick';
    expect(messageSlipLabels(text)).toBe(text);
  });

  it("names the caller, not the slip's heading", () => {
    const draft = extractDraftFromText('WHILE YOU WERE OUT\nTo: Rick   Date: ll/2l\nMr./Ms.: Gary Lund\nPhone: 6l6-555-Ol4l\nMessage: garage 22 x 24 flake 4.6S');
    expect([draft.customerName, draft.customerPhone]).toEqual(['Gary Lund', '6165550141']);
  });
});

describe('e-mail addresses OCR broke', () => {
  it('are joined and repaired', () => {
    expect(ocrEmails('email mia.ortiz @ example.net ok')).toBe('email mia.ortiz@example.net ok');
    expect(ocrEmails('kfoster@ example.org, kfoster@example,com')).toBe('kfoster@example.org, kfoster@example.com');
    expect(ocrEmails('r0sa@examp1e.c0m; dan@shop.corn')).toBe('rosa@example.com; dan@shop.com');
  });

  it("leave a price after '@', digits that belong to the address and a real address alone", () => {
    const text = 'garage @ 4.50, flake @ $4.50, 2 @ 85 ea, see you @ noon. jsmith01@ex.com, ops@1and1.com, a1b2@x.com, b.lee@example.com';
    expect(ocrEmails(text)).toBe(text);
  });

  it('reads the e-mail of a whole note', () => {
    expect(extractDraftFromText('Mia Ortiz 608-555-0119\nmia.ortiz @ example.net\ngarage 20 x 22 flake 4.60').customerEmail).toBe('mia.ortiz@example.net');
  });
});

describe('letters OCR read as digits inside a word', () => {
  it('are letters again: 0 for O, 1 for l between small letters', () => {
    expect(lettersInWords('C0VE BASE, call Ro0ney, Mi11er Rd, Fe1dman')).toBe('COVE BASE, call Rooney, Miller Rd, Feldman');
  });

  it('leave codes, e-mails, web addresses, figures and word-final digits alone', () => {
    const text = 'B0, F150, A10, Bay1, R2D2, x0x0, Sika 1A, ro0f@ex0mple.com, www.r0of.net, 20 x 30, Apt 10B';
    expect(lettersInWords(text)).toBe(text);
  });
});

describe("a note's city written short before its state and ZIP", () => {
  it('is written out as the ZIP database names it', () => {
    expect(extractDraftFromText('Ruth Dahl 612-555-0170\n4410 Bryant Ave S  Mpls MN 55419\ngarage 20 x 22 flake 4.60').customerAddress).toBe('4410 Bryant Ave S, Minneapolis, MN 55419');
    expect(extractDraftFromText('Al Roy 719-555-0122\n615 N Tejon St, Colo Spgs, CO 80903\nshop 30 x 40 3.10').customerAddress).toBe('615 N Tejon St, Colorado Springs, CO 80903');
  });

  it('keeps a city written in full, and a suburb the ZIP database does not name', () => {
    expect(extractDraftFromText('Jo Kim 651-555-0104\n1785 Ashland Ave, St Paul MN 55104\ngarage 20 x 22 4.60').customerAddress).toBe('1785 Ashland Ave, St Paul, MN 55104');
  });
});

describe('OCR repair stays fast on long adversarial runs', () => {
  const N = 100_000;
  const repeat = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);
  it.each([
    ['S x repeated', repeat('a S x ')],
    ['question marks after prices', repeat('4.25? ')],
    ['prices with blanks', repeat('4.25    ')],
    ['street numbers asked about', repeat('12 Elm St? no ')],
    ['state codes', repeat('Wl 5470 ')],
    ['dep dashes', repeat('dep - ')],
    ['B runs', repeat('1B')],
    ['B with spaces', repeat('B ')],
    ['phone-like look-alikes', repeat('5l5-555-OlB ')],
    ['ditto marks', repeat('" ')],
    ['look-alike runs', repeat('lO')],
    ['headerless rows', repeat('garage 24 22 flake ')],
    ['headerless rows on lines', repeat('a 24 22 b c d e f g h i j k l m n o p q r s t u v w x y z\n')],
    ['struck marks', repeat('~~4.25 ')],
    ['combining strokes', repeat('4\u0336 ')],
    ['spaced at signs', repeat('ab @ ')],
    ['dashed cells on one line', repeat('12 x 12 - a ')],
    ['decimal commas', repeat('1,22 ')],
    ['a long blank run after dittos', `a ${'" '.repeat(40_000)}`],
    ['a long blank run after a sign', `@${' '.repeat(N)}1,22`],
    ['a long blank run after a figure', `4700${' '.repeat(N)}lOl Oak St`],
    ['spaced points', repeat('1 .22 ')],
    ['dashed cells in a table row', repeat('| 12 x 12 - a ')],
    ['e-mail-like runs', repeat('a@b,')],
  ])('%s', (_name, text) => {
    const cpuMs = cpuMsOf(() => repairOcrText(text));
    expect(cpuMs).toBeLessThan(500);
  });
});

describe('sizes written tight with look-alikes', () => {
  it("reads a teen's l and a round ten's O on a room's priced row", () => {
    expect(tightSizes('den l6xl2  chip 4.40')).toBe('den 16x12  chip 4.40');
    expect(tightSizes('shop 3Ox4O epoxy 3.25')).toBe('shop 30x40 epoxy 3.25');
  });

  it('reads a spaced size with look-alikes on both sides on a priced row', () => {
    expect(tightSizes('mud rm  lO x lS  flake  4.90')).toBe('mud rm  10 x 15  flake  4.90');
    expect(tightSizes('mud rm  lO x lS')).toBe('mud rm  lO x lS');
  });

  it('leaves a row with no price, codes and words as written', () => {
    expect(tightSizes('den l6xl2\nchip 4.40 all')).toBe('den l6xl2\nchip 4.40 all');
    expect(tightSizes('bolt Mlx2O  4.10')).toBe('bolt Mlx2O  4.10');
    expect(tightSizes('lOxlO lot 4.10')).toBe('lOxlO lot 4.10');
  });

  it('reads a size whose price is on another line when what follows measures it', () => {
    expect(tightSizes('stalls: 6 @ 5x1O ea = 3OO sf\nepoxy 6.20')).toBe('stalls: 6 @ 5x10 ea = 3OO sf\nepoxy 6.20');
    expect(tightSizes('part no. 4x1O\nepoxy 6.20')).toBe('part no. 4x1O\nepoxy 6.20');
  });
});

describe('a tight size on a row that states its own area', () => {
  it("reads the look-alikes as figures ('8 runs 4x1O ea = 320 sf')", () => {
    expect(tightSizes('- kennel runs: 8 runs 4x1O ea = 320 sf')).toBe('- kennel runs: 8 runs 4x10 ea = 320 sf');
    expect(tightSizes('- stalls: 4x1O each')).toBe('- stalls: 4x1O each');
  });
});

describe('sizes summed to the area a row states', () => {
  it('are left to that area', () => {
    expect(tightSizes('bsmt bedroom l2xl4 + closet lOxlO = 268 sf')).toBe('bsmt bedroom l2xl4 + closet lOxlO = 268 sf');
  });
});

describe('a row the writer left out of the price', () => {
  it("goes after an arrow with 'no', or with a remark that only leaves it out", () => {
    expect(rowsTakenBack('shop 30x40 urethane 9.10\nwash pad 20x30 urethane 9.10  -> NO, shop only for now')).toBe('shop 30x40 urethane 9.10\n');
    expect(rowsTakenBack('porch 8x20 flake 4.40\nsunroom 12x14 flake 4.40 (optional - owner decides, not incl)')).toBe('porch 8x20 flake 4.40\n');
    expect(rowsTakenBack('deck 10 x 12 sealer 2.10 - by others')).toBe('');
  });

  it('stays when the remark leaves out something else, or a price follows the no', () => {
    const text = 'garage 20x22 flake 4.60 (stem walls not incl)\nbarn 40 x 60 " -> no, barn gets sealer only 1.40';
    expect(rowsTakenBack(text)).toBe(text);
  });
});

describe("OCR of a size whose 'x' is written against its sides", () => {
  it("reads look-alikes on both sides of an 'x' that touches them", () => {
    expect(repairOcrDigits('tack rm l4x l8 solid 3.9O')).toBe('tack rm 14x 18 solid 3.90');
    expect(repairOcrDigits('mud rm lOxl2, pantry SxlO')).toBe('mud rm 10x12, pantry 5x10');
    expect(repairOcrDigits('loft lOxlO')).toBe('loft 10x10');
  });

  it("leaves words and shirt sizes with an x in them alone", () => {
    const text = 'box lOx, Sox lo, Ox cart, 2xl shirts, lSx';
    expect(repairOcrDigits(text)).toBe(text);
  });
});

describe("a note's row of a length or area and its price with no '@'", () => {
  it('reads the price at the row end as the price of the length', () => {
    expect(unitThenPrice('cove   92 lf  14')).toBe('cove   92 lf  @ 14');
    expect(unitThenPrice('crack rpr 40 LF $6.50')).toBe('crack rpr 40 LF @ $6.50');
    expect(unitThenPrice('- trench edge 30lf 22.50/lf')).toBe('- trench edge 30lf @ 22.50/lf');
  });

  it('leaves a year, a count and a row already priced alone', () => {
    const text = 'shop 1200 sf 2025\ncove 92 lf @ 14\n92 lf 14\ngarage 400 sf 4.85 flake';
    expect(unitThenPrice(text)).toBe(text);
  });

  it('prices the whole note, with look-alike prices after its @', () => {
    for (const note of ['Al Fox 402-555-0119\nkitch  20 x 26  urethane 12.40\ncove   92 lf  14\nsinks  2 @ 145', 'Al Fox 402-555-0119\nkitch 20 x 26 urethane l2.4O\ncove 92 LF $14\nsinks 2 @ l45', 'Al Fox 402-555-0119\nkitch 20 x 26 urethane 12.40\ncove 92 lf @ l4\nsinks 2 @ 145']) {
      expect(extractDraftFromText(note).lineItems.map((l) => [l.quantity, l.rate]), note).toEqual([
        [520, 12.4],
        [92, 14],
        [2, 145],
      ]);
    }
  });
});

describe("a look-alike price after '@'", () => {
  it('is figures', () => {
    expect(lookAlikeNumbers('Cove 180 lf @ ll')).toBe('Cove 180 lf @ 11');
    expect(lookAlikeNumbers('edge 60 lf @ lO/lf, drain @ $lOO ea')).toBe('edge 60 lf @ 10/lf, drain @ $100 ea');
  });

  it('leaves words after @ alone', () => {
    const text = 'email bill@ll.com, see you @ Ivan place, @ lOt 4';
    expect(lookAlikeNumbers(text)).toBe(text);
  });
});

describe('a price and the total the writer worked from it', () => {
  it('leaves the total out when a size of the request times the price makes it', () => {
    expect(workedTotals('garage 20x24, flake 5.50/sf -> $2,640').trimEnd()).toBe('garage 20x24, flake 5.50/sf');
    expect(workedTotals('garage 24x20 @ 4.85 => $2,328').trimEnd()).toBe('garage 24x20 @ 4.85');
    expect(workedTotals('shop 1,200 sf, solid 3.40 psf \u2192 $4080').trimEnd()).toBe('shop 1,200 sf, solid 3.40 psf');
  });

  it('keeps a total no size makes, and a price revised with an arrow', () => {
    for (const text of ['garage flake 5.50/sf -> $2,640', 'garage 20x24 @ 5.50 = $2,640.00', 'garage 20x24 5.50 -> $2,700', 'garage 20x24 flake 5.50 -> $5.25']) expect(workedTotals(text)).toBe(text);
  });

  it('reads the line from the size in a thread where the size was measured again', () => {
    const thread = 'Jess Amari: garage is 20x20\nJess Amari: oops measured again, 20x24\nOffice: ok! flake 5.50/sf -> $2,640 total. address?\nJess Amari: 717-555-0106';
    expect(extractDraftFromText(thread).lineItems.map((l) => [l.quantity, l.rate])).toEqual([[480, 5.5]]);
  });
});
