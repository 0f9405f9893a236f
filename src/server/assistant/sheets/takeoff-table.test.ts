import { describe, expect, it } from 'vitest';
import { boundRequestText } from '../request-text-limits.ts';
import { joinVerticalCells, readTakeoffTables } from './takeoff-table.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const rows = (text: string) => readTakeoffTables(text).lines.map((l) => `${l.item.description} | ${l.item.quantity} @ ${l.item.rate}`);

describe('readTakeoffTables', () => {
  it("prices a sizes-only sheet by its rate written on a labelled line of its own, and reads that line no more", () => {
    expect(rows(`Rm\tL\tW\tSF\nShop\t30\t40\t1200\nOffice\t10\t12\t120\nRate (2-coat epoxy, gray)\t3.60\nExtended\t4752.00`)).toEqual(['Shop | 1200 @ 3.6', 'Office | 120 @ 3.6']);
    expect(rows(`Room | L | W | SF\nGarage | 24 | 26 | 624\nPorch | 10 | 12 | 120\n\nPrice per SF: 4.85\nExt: 3,608.40`)).toEqual(['Garage | 624 @ 4.85', 'Porch | 120 @ 4.85']);
    const draft = extractDraftFromText(`Area     L    W    SF\nKitchen  20   15   300\nPantry   6    5    30\nUnit price (quartz) .... 6.75\nTotal 2,227.50`);
    expect(draft.lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`)).toEqual(['Kitchen | 300 @ 6.75', 'Pantry | 30 @ 6.75']);
  });

  it("reads a worksheet's lines that work out their own extension ('sf 1,320 @ 8.25 = 10,890.00') when they are all it prices", () => {
    expect(rows(`Client: Ridgeway Auto\nShop floor    sf 2,400   @ 3.45   = 8,280.00\nCove          lf 180   @ 11.00  = 1,980.00\ntotal = 10,260.00`)).toEqual(['Shop floor | 2400 @ 3.45', 'Cove | 180 @ 11']);
    expect(rows(`WORKSHEET\nGarage (2 car):  SQ FT 576 @ $4.95 = $2,851.20\ndeposit 40%`)).toEqual(['Garage (2 car) | 576 @ 4.95']);
    expect(rows(`Item 1 - Tack room   qty 144 sf   x 6.10   = 878.40\nItem 2 - Wash bay   qty 300 sf   x 6.10   = 1,830.00`)).toEqual(['Tack room | 144 @ 6.1', 'Wash bay | 300 @ 6.1']);
    // The figures are read after the row's label and name: a count in the name's brackets is no quantity.
    expect(rows(`Item 12 - Stalls (2)   sf 300   @ 2.00   = 600.00\nItem 13 - Tack room   sf 100   @ 2.00   = 200.00`)).toEqual(['Stalls (2) | 300 @ 2', 'Tack room | 100 @ 2']);
    // A size worked out is no price; another price beside the lines leaves them all to the prose reader.
    expect(rows(`garage 24 x 24 = 576\n @ 4.35`)).toEqual([]);
    expect(rows(`Rate/SF: $4.55   Ext: $3,712.80\nCrack repair: 30 LF @ $6.50 = $195.00`)).toEqual([]);
  });

  it("names a row by the garage, apartment or suite a 'Unit' column holds, not by a unit of measure", () => {
    expect(rows(`Garage   Unit    L     W     SF     Rate    Amount\nBldg 2   #204    12    22    264    4.75    1,254.00\nBldg 5   #511    12    22    264    4.75    1,254.00`)).toEqual(['Bldg 2 #204 | 264 @ 4.75', 'Bldg 5 #511 | 264 @ 4.75']);
    expect(rows(`Garage | Unit | SF | $/SF | Ext\nNorth | G-4 | 240 | 4.50 | 1,080.00`)).toEqual(['North G-4 | 240 @ 4.5']);
    expect(rows(`Bldg,Unit,L,W,SF,Rate\nA,101,12,20,240,4.50`)).toEqual(['A 101 | 240 @ 4.5']);
    expect(rows(`Space    Qty   Unit    Rate\nStorage  300   SF      2.00`)).toEqual(['Storage | 300 @ 2']);
  });

  it('keeps the stated quantity of a size repeated for a count the row names', () => {
    expect(rows(`Area              Dims         Qty      $/unit\nOperatory 1-4     (4) 11x12    528 SF   7.85\nSterilization     9x14         126 SF   7.85`)).toEqual(['Operatory 1-4 | 528 @ 7.85', 'Sterilization | 126 @ 7.85']);
    expect(rows(`Room | Dims | SF | Rate\nExam rooms (6) | 10x12 | 720 | 5.25`)).toEqual(['Exam rooms (6) | 720 @ 5.25']);
    expect(rows(`Area          Size       Qty    $/SF\nBays x3       20 x 40    2,400  3.10`)).toEqual(['Bays x3 | 2400 @ 3.1']);
    // A size whose stated area is no multiple the row names is measured by its sides.
    expect(rows(`Room | Dims | SF | Rate\nDen | 10x12 | 240 | 5.25`)).toEqual(['Den | 120 @ 5.25']);
  });

  it('reads feet and inches as sheets write them in length and width columns', () => {
    expect(rows(`Zone,Len,Wid,$/SF\n,(ft-in),(ft-in),\nVestibule,7-6,10-0,6.20\nOffice,11'-9",12'-0",6.20`)).toEqual(['Vestibule | 75 @ 6.2', 'Office | 141 @ 6.2']);
  });

  it("names a row by the cell with words when its name column holds a dash or a number, and by 'Area / Description'", () => {
    expect(rows(`| Rm | Name | SF | $/SF | Ext |\n| 104 | Break room | 300 | 5.10 | 1,530.00 |\n| -- | Cove | 120 LF | 11.00 | 1,320.00 |`)).toEqual(['Break room | 300 @ 5.1', 'Cove | 120 @ 11']);
    expect(rows(`#   Area / Description          Qty   Unit  Price   Total\n1   Offices, 3 @ 10x12          360   SF    5.20    1,872.00`)).toEqual(['Offices, 3 @ 10x12 | 360 @ 5.2']);
  });

  it("names an extra beside a sizes-only sheet by what it counts when its label only adds ('Add: 3 drains @ 110')", () => {
    expect(rows(`Room | L | W | SF\nShop | 30 | 40 | 1200\n\nPricing $3.40/sf\nAdd: 3 drains @ $110`)).toEqual(['Shop | 1200 @ 3.4', 'Drains | 3 @ 110']);
  });

  it("reads a row whose name starts like a skipped word ('Taxi lane', 'Grandstand') and skips 'Tax' and 'Credits'", () => {
    const sheet = `Item                   Qty      Rate     Amount\nTaxi lane stripes      1 LS     380.00   380.00\nGrandstand deck        900 SF   4.10     3,690.00\nTax                                      0.00\nCredits                                  -50.00`;
    expect(rows(sheet)).toEqual(['Taxi lane stripes | 1 @ 380', 'Grandstand deck | 900 @ 4.1']);
  });

  it('reads a row whose cells ran together by the figures that make its amount', () => {
    expect(rows(`Area          Dim       SF     Rate    Amount\nShop          20 x 30   600    4.25    2,550.00\nJoint fill    -         85 LF 9.50     807.50`)).toEqual(['Shop | 600 @ 4.25', 'Joint fill | 85 @ 9.5']);
  });

  it('reads feet and inches kept in columns of their own', () => {
    expect(rows(`Space | Length (ft) | Length (in) | Width (ft) | Width (in) | $/SF\nPorch | 9 | 6 | 14 | 0 | 5.80`)).toEqual(['Porch | 133 @ 5.8']);
    expect(rows(`Room    L ft   in   W ft   in   Price\nDen     12     3    16     0    4.15\nHall    3      0    30     6    4.15`)).toEqual(['Den | 196 @ 4.15', 'Hall | 91.5 @ 4.15']);
  });

  it("takes 'Area' for the size when another column names the rooms, and 'Sq.Ft.' for a quantity", () => {
    expect(rows(`Room | Area | Finish | Rate | Ext\nDen | 180 | chip | 4.40 | 792.00`)).toEqual(['Den - chip | 180 @ 4.4']);
    expect(rows(`Space,Sq.Ft.,Price/SF,Line total\nBasement,710,3.65,2591.50`)).toEqual(['Basement | 710 @ 3.65']);
  });

  it('splits cells at semicolons', () => {
    expect(rows(`Nr;Item;Qty;Unit;Unit price;Amount\n1;Workshop quartz;840;sf;5.70;4788.00\n2;Cove;66;lf;9.25;610.50`)).toEqual(['Workshop quartz | 840 @ 5.7', 'Cove | 66 @ 9.25']);
  });

  it('prices a table of sizes by the one rate the sheet states beside it, and not when there are other prices in prose', () => {
    const sheet = `Pricing: $3.95/sf throughout\nRoom | L | W | SF\nLobby | 20 | 25 | 500\nCorridor | 6 | 40 | 240`;
    expect(rows(sheet)).toEqual(['Lobby | 500 @ 3.95', 'Corridor | 240 @ 3.95']);
    expect(rows(`${sheet}\nplus cove 80 lf at 11.50`)).toEqual(['Lobby | 500 @ 3.95', 'Corridor | 240 @ 3.95', 'cove | 80 @ 11.5']);
    expect(rows(`${sheet}\nthey also want the cove, maybe 80 feet of it, at 11.50 if that works`)).toEqual([]);
  });

  it('reads no row from the customer block under a sheet, a row priced at 0, or the row numbers', () => {
    const sheet = `Item,Area,Qty,Unit,Unit Price,Ext\n1,Loading dock,900,SF,2.40,2160.00\n2,Curb paint,,,,0.00\n,,,,Total,2160.00\nSold to: Pike Logistics, 400 Dock Rd, Omaha NE 68102, (402) 555-0190`;
    expect(rows(sheet)).toEqual(['Loading dock | 900 @ 2.4']);
  });

  it("reads a one-row export that carries the customer's columns too, header without spaces and all", () => {
    const csv = `client_name,cell,email,street,room,len_ft,wid_ft,price_per_sf,deposit_pct\nRui Costa,555-555-0142,rui@example.com,"9 Bay Rd, Fall River, MA 02720",sunroom,14,18,6.05,40`;
    expect(rows(boundRequestText(csv).text)).toEqual(['sunroom | 252 @ 6.05']);
  });

  it("reads a 'Footage' column as the quantity and skips a volume discount row", () => {
    const sheet = `Zone            Footage     Price    Cost\nTasting room    640 sf      7.10     4,544.00\n                VOLUME DISC 3%        -136.32`;
    expect(rows(sheet)).toEqual(['Tasting room | 640 @ 7.1']);
  });
});

describe('joinVerticalCells', () => {
  // A bid sheet copied out of a PDF viewer: every cell on a line of its own.
  const sheet = ['BID FORM', 'Owner', 'Ravi Deshmukh', 'Area', 'SF', '$/SF', 'Ext', 'Showroom - quartz', '2,040', '6.10', '12,444.00', 'Loading ramp', '310', '4.85', '1,503.50', 'Grand total', '13,947.50', 'Terms: 40% deposit'].join('\n');

  it('turns a run of one-cell lines back into rows, keeping the text as long as it was', () => {
    const joined = joinVerticalCells(sheet);
    expect(joined).toHaveLength(sheet.length);
    expect(joined).toContain('Area|SF|$/SF|Ext\nShowroom - quartz|2,040|6.10|12,444.00\nLoading ramp|310|4.85|1,503.50\nGrand total');
    expect(joined).toContain('Owner\nRavi Deshmukh');
  });

  it('reads such a sheet as its rows, and the stated total holds', () => {
    const draft = extractDraftFromText(sheet);
    expect(draft.lineItems.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`)).toEqual(['Showroom - quartz | 2040 @ 6.1', 'Loading ramp | 310 @ 4.85']);
    expect(draft.depositPercentage).toBe(40);
  });

  it('leaves a form of labels and values alone', () => {
    const form = 'Name\nRavi Deshmukh\nArea\nGarage\nSize\n22x24\nRate\n4.50';
    expect(joinVerticalCells(form)).toBe(form);
  });
});

describe('rows pasted without their header', () => {
  it('reads pipe and tab rows by their arithmetic and skips the total and deposit rows', () => {
    const pasted = ['Job: Harbor Brewing taproom', '| Taproom floor, urethane | 1,450 sf | $9.20 | $13,340.00 |', '| Floor sinks | 4 ea | $140.00 | $560.00 |', '| Cleanup\t|', '| Total | | | $13,900.00 |', '| Deposit 30% | | | $4,170.00 |'].join('\n');
    expect(rows(pasted)).toEqual(['Taproom floor, urethane | 1450 @ 9.2', 'Floor sinks | 4 @ 140']);
    expect(rows('Seal coat\t2 coats\t300 sf\t1.80\t540.00')).toEqual(['Seal coat | 300 @ 1.8']);
  });

  it("reads a proposal's dotted-leader rows, the figures in the name's cell too, and not its header lines", () => {
    const proposal = [
      'Owner ............ Gus Papadakis',
      'Shop floor  40 x 30 = 1,200 sf x $3.90 ........ $4,680.00',
      'Bollard bases (8) ......... 8 EA @ $35.00 ......... 280.00',
      'Drains   2 x $90 ...................... $180.00',
      'Total ..................................... $5,140.00',
    ].join('\n');
    expect(rows(proposal)).toEqual(['Shop floor | 1200 @ 3.9', 'Bollard bases (8) | 8 @ 35', 'Drains | 2 @ 90']);
  });

  it('leaves a pipe line whose figures do not multiply out to the prose reader', () => {
    expect(rows('Garage | 24 x 24 | call me at 4 pm | 3 kids')).toEqual([]);
  });
});

describe('a row whose name the sheet wrapped above its figures', () => {
  it('names the row by the line above it, and leaves a heading over a named row alone', () => {
    const sheet = [
      'BID SHEET',
      'Description                      Qty    Unit   Unit Price    Line Total',
      'Exam rooms (4) tile removal + quartz',
      '                                 480    SF       5.10         2,448.00',
      'Hallway 6x40                     240    SF       5.10         1,224.00',
      'Extras',
      'Cove 4"                           90    LF       9.00           810.00',
    ].join('\n');
    expect(rows(sheet)).toEqual(['Exam rooms (4) tile removal + quartz | 480 @ 5.1', 'Hallway 6x40 | 240 @ 5.1', 'Cove 4" | 90 @ 9']);
  });
});

describe('sheets priced beside or in a revised column', () => {
  it("reads a size-only sheet at its one rate, with an item line of its own beside it ('Cove 180 LF @ $11.50')", () => {
    const sheet = ['Room          L     W     SF', 'Lobby         30    20    600', 'Corridor      6     50    300', 'Rate: $5.40/sf (all rooms)', 'Cove 180 LF @ $11.50', 'Deposit: 40%'].join('\n');
    expect(rows(sheet)).toEqual(['Lobby | 600 @ 5.4', 'Corridor | 300 @ 5.4', 'Cove | 180 @ 11.5']);
  });

  it("leaves a sheet whose other price is no item of its own to the prose reader ('plus travel, 2 trips at 150')", () => {
    const sheet = ['Room          L     W     SF', 'Lobby         30    20    600', 'Rate: $5.40/sf', 'We may need a lift rental around $180.00 if the ceiling work overlaps'].join('\n');
    expect(rows(sheet)).toEqual([]);
  });

  it("takes the revised price column, not the old one ('Orig price  New price')", () => {
    const sheet = ['Area           Size      SF     Orig price  New price', 'Showroom       40 x 30   1200   6.10        5.85', 'Office         12 x 12   144    4.40        4.40'].join('\n');
    expect(rows(sheet)).toEqual(['Showroom | 1200 @ 5.85', 'Office | 144 @ 4.4']);
  });

  it('reads a one-row export with the customer columns and only area, size and price for the quote', () => {
    const csv = 'Customer,Phone,Email,Site,Area,SqFt,Price/SF\nDana Holt,555-555-0101,dana@example.com,"12 Elm St, Ada, OK 74820",Shop (quartz),900,5.10';
    expect(rows(csv)).toEqual(['Shop (quartz) | 900 @ 5.1']);
  });
});

describe("a sheet's sizes in feet and inches on both sides", () => {
  it("reads \"12' x 15'-6\\\"\" as 12 by 15.5", () => {
    const sheet = ['Area        Dim             SF     $/SF   Ext', "Mudroom     9'-6\" x 10'-3\"    97.38  5.10   496.61", "Shop        12' x 15'-6\"     186    4.60   855.60"].join('\n');
    expect(rows(sheet)).toEqual(['Mudroom | 97.38 @ 5.1', 'Shop | 186 @ 4.6']);
  });
});

describe("a sheet's alternates", () => {
  it("skips 'ALT B ... (not in base bid)' rows", () => {
    const sheet = ['Item  Description           Qty    Unit  Rate   Amount', '1     Gym floor             3,000  SF    4.10   12,300.00', 'ALT B Stage 20x30 (not in base bid)  600 SF  4.10  2,460.00'].join('\n');
    expect(rows(sheet)).toEqual(['Gym floor | 3000 @ 4.1']);
  });
});

describe('a sheet typed with spaces and no header', () => {
  const sheet = [
    'Estimate - Harlow Meat Market',
    'Cutting room     16 x 22     352 sf   urethane 3/16"   $11.75',
    'Walk-in cooler   10 x 12     120 sf   urethane 3/16"   $11.75',
    'Integral cove    96 lf                                 $13.50',
    'Trench drains    2 ea                                  $410.00',
    'Deposit 40%',
  ];

  it('reads each row by its name, size or count, and its dollar price', () => {
    expect(rows(sheet.join('\n'))).toEqual(['Cutting room - urethane 3/16" | 352 @ 11.75', 'Walk-in cooler - urethane 3/16" | 120 @ 11.75', 'Integral cove | 96 @ 13.5', 'Trench drains | 2 @ 410']);
    expect(extractDraftFromText(sheet.join('\n')).lineItems.map((l) => `${l.quantity} @ ${l.rate}`)).toEqual(['352 @ 11.75', '120 @ 11.75', '96 @ 13.5', '2 @ 410']);
  });

  it('reads rows that lost their columns when their figures check out, from two rows on', () => {
    const pasted = 'Rec room 18 30 540 7.65 4,131.00\nWet bar 6 9 54 7.65 413.10\nTotal 4,544.10';
    expect(rows(pasted)).toEqual(['Rec room | 540 @ 7.65', 'Wet bar | 54 @ 7.65']);
    expect(rows('Rec room 18 30 540 7.65 4,100.00\nWet bar 6 9 54 7.65 413.10')).toEqual([]);
  });

  it('leaves the rows to the prose reader when another price stands beside them, or when they are only two', () => {
    expect(rows([...sheet.slice(0, 5), 'Floor sinks (3) - $150 for all of them', 'Deposit 40%'].join('\n'))).toEqual([]);
    expect(rows([sheet[0], sheet[1], sheet[3]].join('\n'))).toEqual([]);
  });
});

describe('rows priced as a whole', () => {
  it("reads 'LS' in a size cell and 'flat' beside the price as one lump sum, whatever count the row names", () => {
    const sheet = ['| Room     | Size    | SF  | Rate   |', '| Lobby    | 20 x 30 | 600 | 6.40   |', '| Haul-off | LS      |     | 325.00 |'].join('\n');
    expect(rows(sheet)).toEqual(['Lobby | 600 @ 6.4', 'Haul-off | 1 @ 325']);
    const spaced = ['Area           Dimensions    SF     $/SF', 'Shop           30 x 40       1200   3.60', 'Front steps    6 risers             $480 (flat)'].join('\n');
    expect(rows(spaced)).toEqual(['Shop | 1200 @ 3.6', 'Front steps | 1 @ 480']);
  });
});

describe("a row's name corrected by a note", () => {
  it('takes the name a note after an arrow gives the row, and reads none of its words as cells', () => {
    const sheet = ['Room      L    W    SF     Rate', 'Kitchen   12   14   168    6.10', 'Kitchen   10   10   100    4.20   <-- typo, this one is the pantry'].join('\n');
    expect(rows(sheet)).toEqual(['Kitchen | 168 @ 6.1', 'pantry | 100 @ 4.2']);
  });

  it("takes the name a remark in brackets, after '//' or in a Notes column gives the row", () => {
    expect(rows(['Room    L    W    Rate', 'Den     12   15   4.40', 'Den     10   10   4.40   (wrong label, should be Office)'].join('\n'))).toEqual(['Den | 180 @ 4.4', 'Office | 100 @ 4.4']);
    expect(rows(['Room    L    W    Rate', 'Den     10   10   4.40   // should read Office'].join('\n'))).toEqual(['Office | 100 @ 4.4']);
    expect(rows(['Room | SF | Rate | Comments', 'Den | 100 | 4.40 | this one is the office', 'Hall | 60 | 4.40 | two coats'].join('\n'))).toEqual(['office | 100 @ 4.4', 'Hall | 60 @ 4.4']);
  });

  it("takes the name a footnote gives the row it marks, and drops the mark when the footnote renames nothing", () => {
    const sheet = ['Area | SF | Rate', 'Den** | 180 | 4.40', 'Hall* | 90 | 4.40', '* should be MUD ROOM, the hall is carpet', '** owner may skip'].join('\n');
    expect(rows(sheet)).toEqual(['Den | 180 @ 4.4', 'Mud Room | 90 @ 4.4']);
  });
});

describe('sizes in feet and inches', () => {
  it("reads inches written right after a foot mark, with no dash, on either side", () => {
    expect(rows(['Room | Size | Rate', "Den | 14' x 12'9\" | 4.40", "Hall | 3'6\" x 20' | 4.40"].join('\n'))).toEqual(['Den | 178.5 @ 4.4', 'Hall | 70 @ 4.4']);
  });
});

describe('rows of terms under a sheet', () => {
  it("skips a row that takes a percentage off ('5% disc', '3% off') and leaves its discount to the terms", () => {
    const sheet = ['Description      Qty     Rate     Ext', 'Lab floor        900     6.20     5,580.00', '                 3% off           -167.40', 'Deposit 30%'].join('\n');
    expect(rows(sheet)).toEqual(['Lab floor | 900 @ 6.2']);
    expect(extractDraftFromText(`Client: Vela Labs\n${sheet}`).discountRate).toBe(3);
  });
});

describe('columns named the way small sheets name them', () => {
  it("reads 'Rm' as the rooms and 'Unit Cost' as the rate", () => {
    expect(rows('Rm\tLen\tWid\tUnit Cost\tExt\nDen\t12\t15\t4.40\t792.00')).toEqual(['Den | 180 @ 4.4']);
  });

  it("reads a name column named with what it names ('area_desc', 'Room Description') beside the customer's columns", () => {
    expect(rows('id,client,phone,area_desc,sqft,rate,ext\n88,Dunmore Storage,570-555-0101,Unit 4 floor - flake,900,4.25,3825.00')).toEqual(['Unit 4 floor - flake | 900 @ 4.25']);
    expect(rows('Room Description\tSF\tRate\tTotal\nBack office\t220\t5.10\t1122.00\nEntry\t60\t5.10\t306.00')).toEqual(['Back office | 220 @ 5.1', 'Entry | 60 @ 5.1']);
  });

  it("drops a row a column marks as not in the bid ('Include?' N, 'In bid' no) and keeps the rest", () => {
    expect(rows('Item,Qty,Unit,Rate,Amount,Include?\nShop floor - quartz,1200,SF,5.60,6720.00,Y\nAdd: logo inlay,1,LS,900.00,900.00,N\nCove,140,LF,11.00,1540.00,yes')).toEqual(['Shop floor - quartz | 1200 @ 5.6', 'Cove | 140 @ 11']);
    expect(rows('Area\tSF\t$/SF\tIn bid\nGarage\t500\t4.40\tx\nPorch\t90\t4.40\tno')).toEqual(['Garage | 500 @ 4.4']);
  });

  it('finds the rate of a row from its length, width and amount when its price column has an odd name', () => {
    expect(rows('Room\tL\tW\tCharge\tExt\nSunroom\t10\t14\t7.15\t1001.00\nEntry\t6\t8\t7.15\t343.20')).toEqual(['Sunroom | 140 @ 7.15', 'Entry | 48 @ 7.15']);
  });
});

describe('a figure revised in its cell', () => {
  it("reads the new figure after an arrow, in aligned and in pipe sheets", () => {
    expect(rows(['Area      SF     Rate          Ext', 'Garage    624    4.85 -> 4.60  2,870.40', 'Patio     200    2.10          420.00'].join('\n'))).toEqual(['Garage | 624 @ 4.6', 'Patio | 200 @ 2.1']);
    expect(rows(['| Area | SF | Rate |', '| Den | 180 | $4.40 \u2192 $4.15 |'].join('\n'))).toEqual(['Den | 180 @ 4.15']);
  });
});

describe("a row's own arithmetic between its size and its stated area", () => {
  it('keeps the stated area when it makes the amount and the size does not, and the size when it is the other way round', () => {
    const sheet = ['Room | Size | SF | Rate | Ext', 'Den | 14 x 16 | 200 | 4.40 | 880.00', 'Hall | 4 x 20 | 08 | 4.40 | 352.00'].join('\n');
    expect(readTakeoffTables(sheet).lines.map((l) => [l.item.quantity, l.item.useDimensions])).toEqual([
      [200, false],
      [80, true],
    ]);
  });
});

describe('a row whose cells shifted left under the header', () => {
  it("reads a figure with its unit under the rate as the quantity, a lump sum's price as the price", () => {
    const sheet = 'Area            SF      Rate     Ext\nLobby           900     4.10     3,690.00\nvinyl base removal  1 LS  425.00  425.00\nStriping                180.00 LS';
    expect(rows(sheet)).toEqual(['Lobby | 900 @ 4.1', 'vinyl base removal | 1 @ 425', 'Striping | 1 @ 180']);
  });
});

describe('a first column of the units quoted', () => {
  it("names each row by its unit when 'Unit' heads the first column", () => {
    const spaced = ['Unit    Len   Wid   Sq Ft   $/SF    Ext', '7       18    22    396     5.30    2,098.80', '12C     18    24    432     5.30    2,289.60'].join('\n');
    expect(rows(spaced)).toEqual(['Unit 7 | 396 @ 5.3', 'Unit 12C | 432 @ 5.3']);
    const csv = ['Unit,Size,SF,Finish,Price/SF,Total', 'D-2,12x20,240,chip,4.95,1188.00', 'D-9,12x22,264,chip,4.95,1306.80'].join('\n');
    expect(rows(csv)).toEqual(['Unit D-2 - chip | 240 @ 4.95', 'Unit D-9 - chip | 264 @ 4.95']);
  });

  it('keeps a unit of measure after the quantity a unit of measure', () => {
    const sheet = ['Description | Qty | Unit | Rate | Amount', 'Shop floor | 1,150 | SF | 3.80 | 4,370.00', 'Cove | 120 | LF | 9.00 | 1,080.00'].join('\n');
    expect(rows(sheet)).toEqual(['Shop floor | 1150 @ 3.8', 'Cove | 120 @ 9']);
  });
});

describe('one rate for several rows of a sheet', () => {
  it('reads a rate cell left blank or dittoed as the rate that makes the row amount, else the rate above', () => {
    const csv = ['Space,L,W,SF,$/SF,Ext', 'Lobby,20,25,500,5.10,2550.00', 'Corridor,6,50,300,,1530.00'].join('\n');
    expect(rows(csv)).toEqual(['Lobby | 500 @ 5.1', 'Corridor | 300 @ 5.1']);
    const spaced = ['Room       L    W    SF     Rate', 'Gym        40   60   2400   2.95', 'Weight rm  20   30   600', 'Locker rm  18   24   432    "'].join('\n');
    expect(rows(spaced)).toEqual(['Gym | 2400 @ 2.95', 'Weight rm | 600 @ 2.95', 'Locker rm | 432 @ 2.95']);
  });

  it('leaves a row unpriced when its blank rate may mean no price, or its figures did not line up', () => {
    const priced = ['Room | SF | Rate | Amount', 'Gym | 2400 | 2.95 | 7080.00', 'Storage | 300 | | '].join('\n');
    expect(rows(priced)).toEqual(['Gym | 2400 @ 2.95']);
    const total = ['| Room | SF | Rate |', '|---|---|---|', '| Gym | 2400 | 2.95 |', '| **All floors** | **2400** | |'].join('\n');
    expect(rows(total)).toEqual(['Gym | 2400 @ 2.95']);
  });
});

describe('a quantity column named by all the units it holds', () => {
  it("reads 'SF/LF/EA' and 'Qty (SF/LF)' as the quantity, beside a code column", () => {
    const sheet = ['Ref,Location,SF/LF/EA,Unit Cost,Extended', 'A1,Loading bay,900,4.10,3690.00', 'A2,Cove base,150,11.00,1650.00', ',SUBTOTAL,,,5340.00'].join('\n');
    expect(rows(sheet)).toEqual(['Loading bay | 900 @ 4.1', 'Cove base | 150 @ 11']);
    expect(rows('Room | Qty (SF/LF) | Rate | Ext\nPrep kitchen | 420 | 9.80 | 4,116.00')).toEqual(['Prep kitchen | 420 @ 9.8']);
  });
});

describe('a sheet typed with slashes between its cells', () => {
  it("reads 'SCOPE / QTY / UNIT / RATE' rows, a size in a name kept in the name", () => {
    expect(rows(`ITEM / QTY / UNIT / PRICE\nCarport 20' x 22' / 440 / sf / $4.10\nJoint fill / 60 / lf / $3.25\nMobilization / 1 / ls / $250.00`)).toEqual([
      "Carport 20' x 22' | 440 @ 4.1",
      'Joint fill | 60 @ 3.25',
      'Mobilization | 1 @ 250',
    ]);
  });

  it("leaves a slash inside a cell, and a sheet aligned with spaces, as they were", () => {
    expect(rows(`Area / Description    SF     Rate\nShop floor            1200   3.40`)).toEqual(['Shop floor | 1200 @ 3.4']);
    expect(rows(`Room | SF | $/SF\nTravel/mob | 1 | 350.00`)).toEqual(['Travel/mob | 1 @ 350']);
    // (Prose with slashes is no sheet.)
    expect(rows(`garage / flake / maybe 4.50 / call back`)).toEqual([]);
  });
});

describe("an 'Area' column that holds sizes", () => {
  it('names each row by its words, and sizes it by the column', () => {
    expect(rows(`Line | Area | SF | $/SF | Ext\nShowroom | 30 x 40 | 1,200 | 5.10 | 6,120.00\nOffice | 10 x 12 | 120 | 5.10 | 612.00`)).toEqual(['Showroom | 1200 @ 5.1', 'Office | 120 @ 5.1']);
    // (An area named with a size in its words keeps its name.)
    expect(rows(`Area | SF | $/SF\nBay 2 (20 x 30) | 600 | 4.50`)).toEqual(['Bay 2 (20 x 30) | 600 @ 4.5']);
  });
});
