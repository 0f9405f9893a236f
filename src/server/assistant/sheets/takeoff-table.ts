import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

/**
 * Takeoff sheets, bid sheets and CSV exports: a header row names the columns, each row below is a
 * line of the quote (issue 12 item 5). Such text is read by its columns, not as prose: the header is
 * mapped to what each column means (Length, Width, Qty, Unit, Rate, Ext, in the many ways sheets
 * spell them), cells are assigned to columns by position (pipes, tabs, commas) or, for text aligned
 * with spaces, by where they sit under the header; subtotal, total, discount and excluded rows are
 * skipped. When the columns cannot be told apart, a row's numbers are read by their arithmetic
 * (quantity x rate = extension, length x width = area), which holds on every sheet.
 */

type Column = 'index' | 'area' | 'system' | 'length' | 'width' | 'lengthInches' | 'widthInches' | 'dims' | 'quantity' | 'unit' | 'rate' | 'amount' | 'include';

interface Cell {
  text: string;
  start: number;
  end: number;
}

export interface TableLine {
  item: ExtractedLineItem;
  /** Offsets of the row in the text given to readTakeoffTables. */
  start: number;
  end: number;
}

export interface TakeoffReading {
  lines: TableLine[];
  /** Line ranges (start..end offsets) that belong to tables, for the prose reader to skip. */
  tableSpans: { start: number; end: number }[];
}

// 'Sq.Ft.', 'Qty.' and 'Sq. Ft.' name the same columns as 'SqFt' and 'Qty'.
const norm = (s: string): string => s.toLowerCase().replace(/[*_]/g, ' ').replace(/(?<=[a-z])\.(?=\s*[a-z]|\s*$)/g, '').replace(/\s+/g, ' ').trim();

/** What a header cell means. Order matters: '$/SF' is a rate, 'SF' a quantity. */
function columnOf(header: string, hasRateColumn: boolean): Column | null {
  const h = norm(header).replace(/\(\s*(ft|feet|\$)\s*\)/g, '').replace(/\s+/g, ' ').trim();
  if (h === '' ) return null;
  // Whether the row is in the bid: 'Include?', 'Incl', 'In bid', 'Accepted', 'Y/N'.
  if (/^(?:incl|include|included|including|in bid|in scope|in contract|accepted|selected|y ?\/ ?n|yes ?\/ ?no)\s*\??$/.test(h)) return 'include';
  if (/^(#|no\.?|line|row|item ?#|ln|pos|position)$/.test(h)) return 'index';
  if (/^(length|len|l|lngth)( ft| feet)?$/.test(h)) return 'length';
  if (/^(width|wid|w)( ft| feet)?$/.test(h)) return 'width';
  // A sheet that keeps feet and inches in columns of their own: 'L (ft) | L (in) | W (ft) | W (in)'.
  if (/^(length|len|l|lngth) ?(\(\s*(in|inch|inches|")\s*\)|in|inch|inches|")$/.test(h)) return 'lengthInches';
  if (/^(width|wid|w) ?(\(\s*(in|inch|inches|")\s*\)|in|inch|inches|")$/.test(h)) return 'widthInches';
  if (/^(l ?x ?w|dim|dims|dimensions?|size|measurements?|l x w ft)$/.test(h)) return 'dims';
  // 'Old rate | Rev. rate', 'Orig price | New price': the price in force is the revised one.
  if (/^(old|orig|original|prev|previous|was|list|last ?year'?s?)\b.*\b(rate|price)\b/.test(h)) return null;
  if (/^(rev|revised|new|final|adj|adjusted|current|now|updated)\b.*\b(rate|price)\b/.test(h)) return 'rate';
  if (/\$ ?\/|^rate|^price|unit ?\$|unit ?(price|cost|rate)|per ?(sq|sf|lf|unit)|^\$ ?per|cost ?\/|^cost per/.test(h)) return 'rate';
  if (/^(qty|quantity|sf|sq ?ft|sqft|square ?feet|area ?\(?sf\)?|area ?\(?sq ?ft\)?|lf|count|total sf|sf\/lf|amt|footage|sq ?footage|square ?footage)$/.test(h)) return 'quantity';
  // A column that holds every kind of quantity names its units together ('SF/LF/EA', 'Qty (SF/LF)', 'Qty/Units').
  if (/^(?:(?:qty|quantity|qnty|quant|quan) ?\(?)?(?:sf|lf|ea|each|ct|count|sq ?ft|qty|units?|ls)(?: ?[/&,] ?(?:sf|lf|ea|each|ct|count|sq ?ft|qty|units?|ls))+\)?$|^(?:qnty|quant|quan|est ?qty)$/.test(h)) return 'quantity';
  if (/^(unit|uom|units|u\/m)$/.test(h)) return 'unit';
  if (/^(amount|ext|ext\.|extended|extension|line total|total|line|\$|subtotal|total \$|line \$|sum)$/.test(h)) return 'amount';
  if (/^(cost)$/.test(h)) return hasRateColumn ? 'amount' : 'rate';
  if (/^(system|finish|coating|material|spec|specification|type|product|treatment|coating system)$/.test(h)) return 'system';
  if (/^(area|room|rm|rooms|space|location|zone|description|desc|item|scope|work|service|task|area name|room name|job|areas?|location\/area|item description|scope of work)$/.test(h)) return 'area';
  // 'area_desc', 'Room Description', 'Item name': a name column named with what it names.
  if (/^(?:area|room|rm|space|location|zone|item|scope|work|line|job) ?(?:desc|descr|description|name)$/.test(h)) return 'area';
  // 'Area / Description', 'Room & Scope': names joined.
  if (/^(area|room|rm|space|location|zone|description|desc|item|scope|work)( ?[/&] ?(area|room|rm|space|location|zone|description|desc|item|scope|work))+$/.test(h)) return 'area';
  return null;
}

/** Splits a CSV line, keeping quoted cells ("91 Ives St, Providence") whole. */
function csvCells(line: string, offset: number): Cell[] {
  const cells: Cell[] = [];
  let i = 0;
  while (i <= line.length) {
    let text = '';
    const start = i;
    if (line[i] === '"') {
      i += 1;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          text += '"';
          i += 2;
        } else if (line[i] === '"') {
          i += 1;
          break;
        } else text += line[i++];
      }
      while (i < line.length && line[i] !== ',') text += line[i++];
    } else {
      while (i < line.length && line[i] !== ',') text += line[i++];
    }
    cells.push({ text: text.trim(), start: offset + start, end: offset + i });
    i += 1;
  }
  return cells;
}

function splitOn(line: string, offset: number, separator: RegExp): Cell[] {
  const cells: Cell[] = [];
  let from = 0;
  for (const m of line.matchAll(separator)) {
    cells.push({ text: line.slice(from, m.index), start: offset + from, end: offset + m.index });
    from = m.index + m[0].length;
  }
  cells.push({ text: line.slice(from), start: offset + from, end: offset + line.length });
  return cells
    .map((c) => {
      const lead = c.text.length - c.text.trimStart().length;
      const text = c.text.trim();
      return { text, start: c.start + lead, end: c.start + lead + text.length };
    });
}

type Layout = 'pipe' | 'tab' | 'csv' | 'semicolon' | 'slash' | 'spaces';

function cellsOf(line: string, offset: number, layout: Layout): Cell[] {
  switch (layout) {
    case 'pipe': {
      const cells = splitOn(line, offset, /\|/g);
      // '| a | b |' has empty cells at both ends.
      if (cells.length > 1 && cells[0]?.text === '' && /^\s*\|/.test(line)) cells.shift();
      if (cells.length > 1 && cells.at(-1)?.text === '' && /\|\s*$/.test(line)) cells.pop();
      return cells;
    }
    case 'tab':
      return splitOn(line, offset, /\t/g);
    case 'csv':
      return csvCells(line, offset);
    case 'semicolon':
      return splitOn(line, offset, /;/g);
    case 'slash':
      return splitOn(line, offset, /[ \t]\/[ \t]/g);
    case 'spaces':
      return splitOn(line.trimEnd(), offset, / {2,}|\t/g).filter((c, i) => i > 0 || c.text !== '');
  }
}

function layoutOf(line: string): Layout {
  if ((line.match(/\|/g) ?? []).length >= 2) return 'pipe';
  if (line.includes('\t')) return 'tab';
  // 'SCOPE / QTY / UNIT / RATE' over 'Lanai 18' x 24' / 432 / sf / $4.60': a slash set off by spaces, typed as a
  // sheet's rule ('Area / Description' is one cell of a sheet aligned with spaces, 'Travel/mob' none).
  if ((line.match(/[ \t]\/[ \t]/g) ?? []).length >= 2 && !/ {2,}/.test(line.trim())) return 'slash';
  if ((line.match(/,/g) ?? []).length >= 2 && !/ {2,}/.test(line.trim())) return 'csv';
  // Spreadsheets saved where the comma is the decimal mark separate cells with ';'.
  if ((line.match(/;/g) ?? []).length >= 2) return 'semicolon';
  return 'spaces';
}

const NUMBER = /-?\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\$?\.\d+/;
const toNumber = (text: string): number | null => {
  const m = NUMBER.exec(text);
  if (!m) return null;
  const value = Number(m[0].replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? value : null;
};
const isNumeric = (text: string): boolean => /^[-$\s]*(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?\s*(?:%|sf|lf|ea|ls|\/sf|\/lf|\/ea)?$/i.test(text) && /\d/.test(text);

interface Header {
  layout: Layout;
  columns: (Column | null)[];
  cells: Cell[];
  /** The unit the quantity column's name gives ('LF' column, '$/LF' rate). */
  unitHint: 'sf' | 'lf' | 'ea' | null;
  /** False for a table of sizes only ('Area | L | W | SqFt'), priced by one rate said beside it. */
  priced: boolean;
  /** The sheet has the customer's columns: a phone in a row is expected, not a customer block. */
  contactColumns: boolean;
  /** A first column of the units quoted ('Unit' over '14', 'B-4', 'C-103'): its header names each row with it. */
  rowLabel?: string;
}

function readHeader(line: string, offset: number): Header | null {
  const layout = layoutOf(line);
  const cells = cellsOf(line, offset, layout);
  if (cells.length < 3) return null;
  if (cells.filter((c) => isNumeric(c.text)).length > 0) return null;
  const hasRate = cells.some((c) => columnOf(c.text, false) === 'rate');
  const columns = cells.map((c) => columnOf(c.text, hasRate));
  // 'Room, Len, Wid, Area, ...': with the rooms named already, 'Area' is the size of each.
  const firstArea = columns.indexOf('area');
  columns.forEach((c, i) => {
    if (c === 'area' && i > firstArea && /^area\b/.test(norm(cells[i]!.text)) && !columns.includes('quantity')) columns[i] = 'quantity';
  });
  // 'L ft | in | W ft | in': an inches column after a length or width is its inches.
  columns.forEach((c, i) => {
    const before = columns[i - 1];
    if (c === null && /^(?:in|inch|inches|"|\(in\))$/.test(norm(cells[i]!.text)) && (before === 'length' || before === 'width')) columns[i] = before === 'length' ? 'lengthInches' : 'widthInches';
  });
  const known = columns.filter((c) => c !== null).length;
  const has = (c: Column): boolean => columns.includes(c);
  const sized = has('quantity') || (has('length') && has('width')) || has('dims');
  const priced = has('rate') || has('amount');
  // A one-row export with the customer's columns too ('customer,phone,email,address,area,length_ft,...')
  // names fewer than half its columns for the quote; its separators still make it a table.
  const contactColumns = cells.some((c) => /^(?:customer|client|name|phone|tel|cell|e-?mail|address|street|city|zip)\b/i.test(norm(c.text)));
  const enough = known >= cells.length / 2 || (contactColumns && layout !== 'spaces' && known >= 3 && priced && has('area'));
  if (!sized || known < 3 || !enough || (!priced && !has('area'))) return null;
  // The first column names the areas even when its header is blank or unusual ('Zone', '').
  if (!has('area') && columns[0] === null) columns[0] = 'area';
  // 'Unit | L | W | SF | Rate' over '14 | 20 | 21 | ...': a unit of measure follows its quantity, so a
  // 'Unit' heading the first column is the condo, garage or storage unit each row quotes.
  const rowLabel = columns[0] === 'unit' ? cells[0]!.text.trim() : undefined;
  if (rowLabel) columns[0] = 'area';
  const headerText = norm(line);
  const unitHint = /\blf\b|\$ ?\/ ?lf|linear/.test(headerText) && !/\bsf\b|sq ?ft|\/ ?sf/.test(headerText) ? 'lf' : null;
  return { layout, columns, cells, unitHint, priced, contactColumns, rowLabel };
}

/** For text aligned with spaces: the column a cell sits under (largest overlap with the column's reach). */
function columnFor(header: Header, cell: Cell, lineOffset: number, headerOffset: number): number {
  let best = -1;
  let bestOverlap = -Infinity;
  const s = cell.start - lineOffset;
  const e = cell.end - lineOffset;
  header.cells.forEach((h, i) => {
    const from = h.start - headerOffset;
    const next = header.cells[i + 1];
    const to = next ? next.start - headerOffset : Number.MAX_SAFE_INTEGER;
    // A right-aligned number may start a little left of its header.
    const overlap = Math.min(e, to) - Math.max(s, from - 3);
    const score = overlap - Math.abs(s - from) * 0.01;
    if (score > bestOverlap) {
      bestOverlap = score;
      best = i;
    }
  });
  return best;
}

// A row's first word, whole: 'Tax' and 'Grand total' are no rows, 'Taxi lane striping' and 'Grandstand' are.
const SKIP_ROW = /^\W*(?:sub-?\s?totals?|totals?|grand|sum|sections?|floor subtotal|deposits?|discounts?|disc|volume\s+disc|promo|spring|less|tax|taxes|balance|excluded|by others|n\/a|alt\.?\s*(?:\d|[A-Z]\b)|alternates?|not included|nic|credits?|markup|overhead|allowances?)(?![a-z])|\b(?:sub-?\s?total|grand total|total (?:sf|base bid|area)|discount|promo|deposit)\b|\d\s?%\s*(?:disc|off|less)\b/i;
const CONTACT_ROW = /^\W*(?:bill(?:ed)?\s+to|sold\s+to|ship\s+to|customer|client|owner|site|job\s*site|address|phone|tel|cell|e-?mail|attn|contact)\b\s*[:#-]|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/i;
const UNIT_WORD = /(\d)\s*(sf|sq\.?\s?ft|sqft|lf|lin\.?\s?ft|ea|each|ls|lump|pcs?|steps?|units?|flat)\b/i;

function unitWord(text: string): 'sf' | 'lf' | 'ea' | 'ls' | null {
  const t = text.toLowerCase();
  if (/\b(lf|lin\.? ?ft|linear)\b/.test(t)) return 'lf';
  if (/\b(sf|sq\.? ?ft|sqft)\b/.test(t)) return 'sf';
  if (/\b(ls|lump|flat|lot)\b/.test(t)) return 'ls';
  if (/\b(ea|each|pcs?|steps?|units?|count)\b/.test(t)) return 'ea';
  return null;
}

const LUMP_SUM = /(?<![\w-])(?:flat|lump[\s-]*sum|l\.?s\.?|lot|all[\s-]+in|for\s+(?:all|the\s+(?:whole|lot))|(?<=\(\s*)all(?=\s*\)))(?![\w-])/i;

// "22' x 21'6\"" and "12' x 15'-6\"": inches after a foot mark, with or without a dash.
const DIMS = /(\d+(?:\.\d+)?)\s*(?:'|ft)?\s*(?:(?:-\s*|(?<=['t]\s*))(\d+(?:\.\d+)?)\s*(?:"|in))?\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:'|ft)?(?:(?:\s*-\s*|(?<=['t])\s*)(\d+(?:\.\d+)?)\s*(?:"|in))?/i;

/** Quantity, rate and extension from a row's plain numbers, by their arithmetic. */
function byArithmetic(numbers: number[]): { quantity: number; rate: number } | null {
  for (let k = numbers.length - 1; k >= 2; k -= 1) {
    const amount = numbers[k]!;
    for (let i = 0; i < k; i += 1) {
      for (let j = i + 1; j < k; j += 1) {
        const q = numbers[i]!;
        const r = numbers[j]!;
        if (amount > 0 && Math.abs(q * r - amount) < 0.01 + amount * 1e-6) return { quantity: q, rate: r };
      }
    }
  }
  return null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const ROW_FIGURE = /(?<![\w.])\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w.]*\d)/g;

/** A length as sheets write it: '12.5', "12'6\"", "19'-4\"", '12-6' under a (ft-in) header, '12 ft 6 in'. */
function feetOf(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:'|ft\.?|feet)?\s*(?:-\s*|(?<=['t]\s*))(\d{1,2}(?:\.\d+)?)\s*(?:"|''|in\.?|inches)?\s*$/i.exec(text);
  if (m && Number(m[2]) < 12) return Math.round((Number(m[1]) + Number(m[2]) / 12) * 10_000) / 10_000;
  return toNumber(text);
}

/** Feet with the inches a column of their own gives ('15' and '6' = 15.5). */
const withInches = (feet: number | null, inches: number): number | null => (feet !== null && inches > 0 && inches < 12 ? Math.round((feet + inches / 12) * 10_000) / 10_000 : feet);

// A unit's number as sheets write it: '14', '2A', 'B-4', 'C-103', '1108'.
const UNIT_ID = /^\s*(?:[A-Za-z]{1,2}[ -]?)?\d{1,5}[A-Za-z]?\s*$/;

// A rate cell left blank or dittoed under a priced row: the sheet said one rate for the rows below it.
const DITTO_CELL = /^\s*(?:"|''|\u201c|\u201d|\u3003|do\.?|ditto|same)?\s*$/i;

function rowItem(header: Header, cells: Cell[], lineText: string, lineOffset: number, headerOffset: number, rateAbove: number | null = null): ExtractedLineItem | null {
  const by = new Map<Column, string>();
  const plain: string[] = [];
  let unitId: string | null = null;
  cells.forEach((cell, i) => {
    const index = header.layout === 'spaces' ? columnFor(header, cell, lineOffset, headerOffset) : i;
    // A figure with its unit ('1 LS', '220 LF') that a shifted row put under the rate is the row's quantity.
    const under = header.columns[index] ?? null;
    const column = under === 'rate' && header.layout === 'spaces' && QUANTITY_CELL.test(cell.text) && !by.has('quantity') && header.columns.includes('quantity') ? 'quantity' : under;
    if (index === 0 && header.rowLabel && UNIT_ID.test(cell.text)) {
      by.set('area', `${header.rowLabel} ${cell.text.trim()}`);
      return;
    }
    // An 'Item' column of 1, 2, 3 numbers the rows; it names nothing.
    if ((column === 'area' || column === 'system') && /^\s*\d{1,3}\.?\s*$/.test(cell.text)) return;
    // A 'Unit' column that holds the garage, apartment or suite each row quotes ('#204', 'B-12', '3A'),
    // not a unit of measure, is part of the row's name ('Bldg 2 #204').
    if (column === 'unit' && !unitWord(cell.text) && (/^\s*#\s*\w{1,6}\s*$/.test(cell.text) || (/[A-Za-z]/.test(cell.text) && UNIT_ID.test(cell.text)) || (header.layout !== 'spaces' && UNIT_ID.test(cell.text)))) {
      unitId = cell.text.trim();
      return;
    }
    if (column && !by.has(column)) by.set(column, cell.text);
    else if (column && (column === 'area' || column === 'system')) by.set(column, `${by.get(column)} ${cell.text}`);
    else plain.push(cell.text);
  });
  // A name may carry its size ('Laundry, 2 @ 12x14'); a cell of a size alone names nothing, nor one without a letter ('-').
  const nonNumeric = cells.map((c) => c.text).filter((t) => t && !isNumeric(t) && /[a-z]{2}/i.test(t.replace(DIMS, ' ')) && !/^[a-z]{0,2}$/i.test(t.replace(DIMS, '').replace(/[^a-z]/gi, '')));
  const named = by.get('area');
  // ('Line | Area | SF' over 'Wash bay | 20 x 60 | 1,200': an 'Area' column that holds sizes names no row.)
  const sizeOnly = named !== undefined && DIMS.test(named) && !/[a-z]{2}/i.test(named.replace(DIMS, ' '));
  const area = (named && !isNumeric(named) && /[a-z]/i.test(named) && !sizeOnly ? named : undefined) ?? nonNumeric[0] ?? '';
  if (!area || SKIP_ROW.test(area) || SKIP_ROW.test(by.get('system') ?? '')) return null;
  // A row the sheet marks as not in the bid ('Include?' N, 'Accepted' no, 'In scope' excluded).
  if (/^\s*(?:n|no|not incl(?:uded|\.)?|excl(?:uded|\.)?|declined|false)\s*$/i.test(by.get('include') ?? '')) return null;
  if (/\b(excluded|by others|not included|n\/a|not in (?:the )?base(?: bid)?)\b/i.test(lineText)) return null;
  // The customer block under a sheet ('Bill to: ..., Santa Fe NM 87507, (505) 555-0195') is no row.
  if (!header.contactColumns && CONTACT_ROW.test(lineText)) return null;
  const system = by.get('system') && !isNumeric(by.get('system')!) ? by.get('system')! : '';
  const areaWithUnit = unitId && !area.includes(unitId) ? `${area} ${unitId}` : area;

  const inches = (column: Column): number => (by.has(column) ? (toNumber(by.get(column)!) ?? 0) : 0);
  let length = by.has('length') ? withInches(feetOf(by.get('length')!), inches('lengthInches')) : null;
  let width = by.has('width') ? withInches(feetOf(by.get('width')!), inches('widthInches')) : null;
  const dimsText = by.get('dims') ?? cells.map((c) => c.text).find((t) => DIMS.test(t) && !/[a-wyz]{3,}/i.test(t.replace(DIMS, '')));
  if ((length === null || width === null) && dimsText) {
    const d = DIMS.exec(dimsText);
    if (d) {
      length = Number(d[1]) + (d[2] ? Number(d[2]) / 12 : 0);
      // "12' x 15'-6\"": the width's inches too.
      width = Number(d[3]) + (d[4] ? Number(d[4]) / 12 : 0);
    }
  }
  if (!length || !width) {
    length = null;
    width = null;
  }
  const quantityText = by.get('quantity') ?? '';
  let quantity = quantityText ? toNumber(quantityText) : null;
  let rate = by.has('rate') ? toNumber(by.get('rate')!) : null;
  const amount = by.has('amount') ? toNumber(by.get('amount')!) : null;
  let unit = unitWord(`${by.get('unit') ?? ''} ${quantityText}`) ?? unitWord(UNIT_WORD.exec(lineText)?.[0] ?? '');
  // A row priced as a whole says so in a figure's cell ('LS' under Size, '$650 (flat, all)'), not in its name.
  const figureCells = cells.filter((c) => c.text !== area && c.text !== system).map((c) => c.text).join(' ');
  if (quantity === null && length === null && LUMP_SUM.test(figureCells)) unit = 'ls';

  if (!header.priced) {
    // A row of a size-only table: its price is the sheet's one rate, found by the caller (rate -1 until then).
    if (length !== null && width !== null) quantity = round2(length * width);
    if (quantity === null || !(quantity > 0)) return null;
    return { description: area.replace(/\s+/g, ' ').slice(0, 500), useDimensions: length !== null && width !== null, length, width, quantity, rate: -1 };
  }
  // One rate for several rows ('Shop  30  40  1200  "  5,520.00', 'Porch  10  12  120' under 'Garage ... 4.60'):
  // the rate that makes the row's own amount, else, with no amount, the rate of the row above.
  // Only when every figure of the row is in its own cell: a figure left over means the columns did not line up.
  const sized = length !== null && width !== null;
  const own = [sized ? 2 : 0, quantity !== null ? 1 : 0, amount !== null ? 1 : 0].reduce((a, b) => a + b, 0);
  if (rate === null && header.columns.includes('rate') && DITTO_CELL.test(by.get('rate') ?? '') && [...lineText.matchAll(ROW_FIGURE)].length <= own) {
    const q = sized ? length! * width! : quantity;
    const fromAmount = q && amount ? round2(amount / q) : null;
    if (q && amount && fromAmount && Math.abs(fromAmount * q - amount) < 0.01 + amount * 1e-6) rate = fromAmount;
    // A row blank under both rate and amount is priced like the row above when the rate cell says so with
    // a ditto mark, or when the sheet has no amount column and the row is a room measured (a total row is not).
    else if (q && amount === null && rateAbove !== null && DITTO_CELL.test(by.get('amount') ?? '') && ((by.get('rate') ?? '').trim() !== '' || (!header.columns.includes('amount') && sized))) rate = rateAbove;
  }
  // Columns that did not line up (a blank cell, a value under the wrong header): read the row's numbers.
  if (rate === null || (quantity === null && length === null && unit !== 'ls')) {
    const dimsFree = dimsText ? lineText.replace(dimsText, ' ') : lineText;
    const numbers = [...dimsFree.replace(/\(\s*\d+\s*\)/g, ' ').matchAll(/(?<![\w.])\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w.]*\d)/g)]
      .map((m) => Number(m[0].replace(/[$,]/g, '')))
      .filter((n) => Number.isFinite(n))
      .slice(0, 12);
    const found = byArithmetic(numbers);
    // A row whose size is in its length and width columns: the rate is the figure that makes its amount.
    const sized = length !== null && width !== null ? length * width : null;
    const last = numbers.at(-1) ?? 0;
    const priced = rate === null && sized !== null && Math.abs(last - sized) > 0.01 ? numbers.slice(0, -1).find((n) => Math.abs(sized * n - last) < 0.01 + last * 1e-6) : undefined;
    if (priced !== undefined) rate = priced;
    else if (found) {
      quantity ??= found.quantity;
      rate ??= found.rate;
    } else {
      const at = /@\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/.exec(lineText) ?? /\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(lineText);
      if (rate === null && at) rate = Number(at[1]!.replace(/,/g, ''));
      const counted = UNIT_WORD.exec(lineText);
      if (quantity === null && counted) quantity = toNumber(lineText.slice(Math.max(0, counted.index - 12), counted.index + 1).replace(/.*?(\d[\d,.]*)$/, '$1'));
      if (rate === null && numbers.length >= 2 && quantity !== null) rate = numbers.find((n, i) => i > 0 && n !== quantity) ?? null;
    }
  }
  if (rate === null || rate <= 0) return null;
  // A row's own arithmetic settles a size that disagrees with its stated area: '24 x 26 | 600 | 4.85 |
  // 2,910.00' is 600 (a net area), '24 x 26 | 642 | 4.85 | 3,026.40' is 24 x 26 (a typo in the area).
  const checks = (q: number | null): boolean => q !== null && amount !== null && Math.abs(q * rate! - amount) < 0.01 + amount * 1e-6;
  if (length !== null && width !== null && checks(quantity) && !checks(round2(length * width))) {
    length = null;
    width = null;
  }
  // '(4) 11x12 | 528 SF', 'Operatory 1-4 | 11 x 12 | 528': a size repeated for a count the row names is
  // measured once; the stated quantity holds every copy of it.
  if (length !== null && width !== null && quantity !== null && !checks(round2(length * width))) {
    const copies = quantity / (length * width);
    const named = Number.isInteger(Math.round(copies * 1000) / 1000) && copies >= 2 && copies <= 60 && new RegExp(`(?<![\\d.]|\\d,)${Math.round(copies)}(?![\\d'"]|[.,]\\d|\\s*(?:x|\u00d7|by)\\s*\\d)`).test(dimsText ? lineText.replace(dimsText, ' ') : lineText);
    if (named && Math.abs(copies - Math.round(copies)) < 1e-6) {
      length = null;
      width = null;
    }
  }
  if (length !== null && width !== null) quantity = round2(length * width);
  // Cells that ran together ('150 LF 11.75' under one header) put a figure under the wrong column: when
  // two other figures of the row make its amount, they are its quantity and rate.
  if (quantity !== null && amount !== null && amount > 0 && !checks(quantity)) {
    const numbers = [...(dimsText ? lineText.replace(dimsText, ' ') : lineText).matchAll(ROW_FIGURE)].map((m) => Number(m[0].replace(/[$,]/g, ''))).slice(0, 12);
    const found = byArithmetic(numbers);
    if (found && Math.abs(found.quantity * found.rate - amount) < 0.01 + amount * 1e-6 && (length === null || Math.abs(found.quantity - quantity) < 0.01)) {
      quantity = found.quantity;
      rate = found.rate;
    }
  }
  if (quantity === null) {
    if (unit === 'ls' || (amount !== null && Math.abs(amount - rate) < 0.005)) quantity = 1;
    else if (amount !== null && rate > 0) quantity = round2(amount / rate);
    else return null;
  }
  if (unit === null) unit = header.unitHint;
  const description = system && !areaWithUnit.toLowerCase().includes(system.toLowerCase()) ? `${areaWithUnit} - ${system}` : areaWithUnit;
  const useDimensions = length !== null && width !== null;
  void unit;
  return { description: description.replace(/\s+/g, ' ').slice(0, 500), useDimensions, length, width, quantity, rate };
}

// ('275.00 LS' under the rate is the lump sum's price: a lump sum's quantity is 1.)
const QUANTITY_CELL = /^(?:\d[\d,]*[ \t]*(?:sf|lf|ea|each|pcs?|sq[ \t.]*ft)|1[ \t]*(?:ls|l\/s|lot))\.?$/i;

const NUMERIC_COLUMNS: ReadonlySet<Column | null> = new Set(['length', 'width', 'lengthInches', 'widthInches', 'quantity', 'rate', 'amount']);

/**
 * A sheet copied out of a PDF or a spreadsheet viewer may put every cell on a line of its own: the
 * header's names one under the other ('Description', 'Qty', 'Rate', 'Amount'), then each row's
 * cells in the same order. Such a run is turned back into rows by putting a '|' where a cell's
 * line ends (the text keeps its length, so offsets still hold): a header is a run of lines that
 * together read as a header, and each following group of as many lines is a row when its number
 * columns hold numbers and its name column words. The first group that does not fit (a 'Total'
 * with one figure, a note) ends the table.
 */
export function joinVerticalCells(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  const isHeaderCell = (line: string): boolean => line.trim().length > 0 && line.length <= 30 && !/\d/.test(line) && columnOf(line, true) !== null;
  const chars = text.split('');
  let changed = false;
  let i = 0;
  while (i < lines.length) {
    let n = 0;
    while (i + n < lines.length && n < 10 && isHeaderCell(lines[i + n]!)) n += 1;
    if (n < 3) {
      i += Math.max(1, n);
      continue;
    }
    const header = readHeader(lines.slice(i, i + n).join('|'), 0);
    if (!header) {
      i += n;
      continue;
    }
    const fits = (row: readonly string[]): boolean =>
      row.every((cell, k) => {
        const column = header.columns[k] ?? null;
        if (!cell.trim() || cell.length > 120) return false;
        if (NUMERIC_COLUMNS.has(column)) return isNumeric(cell.trim());
        if (column === 'area') return /[a-z]{2}/i.test(cell) && !SKIP_ROW.test(cell);
        return true;
      });
    let j = i + n;
    while (j + n <= lines.length && fits(lines.slice(j, j + n))) j += n;
    if (j === i + n) {
      i += n;
      continue;
    }
    // Every line break inside the header and each row becomes the cell separator.
    for (let r = i; r < j; r += n) for (let k = r; k < r + n - 1; k += 1) chars[starts[k]! + lines[k]!.length] = '|';
    changed = true;
    i = j;
  }
  return changed ? chars.join('') : text;
}

const REVISED_CELL = /(?<![\d.])\$?\d[\d,]*(?:\.\d+)?[ \t]*(?:->|\u2192|=>)[ \t]*(\$?\d[\d,]*(?:\.\d+)?)/g;
// A row's own note after an arrow ('<-', '<--', '\u2190').
const ROW_NOTE = /[ \t]+(?:<-{1,2}|<={1,2}|\u2190|\/\/)[ \t]*(\S.*)$|[ \t]+\(([^()\n]{0,80}\b(?:should|this|typo|actually|mislabell?ed|wrong)\b[^()\n]{0,80})\)[ \t]*$/i;
// What a note says the row really is: 'this row is the SHOP', 'this is the FRONT PORCH', 'should be Mudroom'.
const RENAMED = /\b(?:(?:this|it)(?:[ \t]+(?:row|line|one|area|room))?[ \t]+is[ \t]+(?:really[ \t]+|actually[ \t]+)?|should[ \t]+(?:be|read|say)[ \t]+|(?:re)?label(?:l?ed)?[ \t]+as[ \t]+)(?:the[ \t]+|a[ \t]+|an[ \t]+|our[ \t]+)?([A-Za-z][A-Za-z'&/-]*(?:[ \t]+[A-Za-z][A-Za-z'&/-]*){0,3})/i;
const FOOTNOTE = /^[ \t]*(\*{1,3}|\u2020|\u2021)[ \t]*(\S.{2,200})$/gm;

/** Notes under a sheet keyed by their mark ('* mislabeled - this is the FRONT PORCH'). */
function footnotesOf(text: string): Map<string, string> {
  const notes = new Map<string, string>();
  if (!/[*\u2020\u2021]/.test(text)) return notes;
  for (const m of text.matchAll(FOOTNOTE)) if (!notes.has(m[1]!)) notes.set(m[1]!, m[2]!);
  return notes;
}

/** A row's name as its note or its footnote corrects it; a footnote's mark is no part of the name. */
function renamedRow(item: ExtractedLineItem, cells: readonly Cell[], note: string | null, footnotes: ReadonlyMap<string, string>): ExtractedLineItem {
  const name = cells.find((c) => /[a-z]/i.test(c.text))?.text;
  if (!name || !item.description.startsWith(name)) return item;
  const mark = /(\*{1,3}|\u2020|\u2021)$/.exec(name)?.[1];
  const said = RENAMED.exec((note ?? '') + (mark ? `\n${footnotes.get(mark) ?? ''}` : ''))?.[1];
  const words = said?.split(/[ \t]+/) ?? [];
  const end = words.findIndex((w) => /^(?:there|not|and|but|which|per|with|instead|too|also)$/i.test(w));
  const renamed = words.slice(0, end < 0 ? words.length : end).join(' ');
  const asWritten = renamed === renamed.toUpperCase() ? renamed.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : renamed;
  const bare = mark ? name.slice(0, -mark.length).trimEnd() : name;
  const replacement = asWritten.length >= 3 ? asWritten : bare;
  return replacement === name ? item : { ...item, description: replacement + item.description.slice(name.length) };
}

const NO_HEADER: Header = { layout: 'pipe', columns: [], cells: [], unitHint: null, priced: true, contactColumns: false };
const ROW_NUMBER = /(?<![\w.])\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w.]*\d)/g;

/**
 * A row of a sheet pasted without its header ('| Trench drains | 3 EA | $225.00 | $675.00 |'):
 * cells split by pipes or tabs, a name, and numbers whose arithmetic holds (quantity x rate =
 * the row's amount). Only the arithmetic makes it a row; a pipe line without it is left to prose.
 */
function headerlessRow(line: string, offset: number): ExtractedLineItem | null {
  if (line.length > 300) return null;
  // A proposal's dotted leaders ('Stair landings (6) ....... 6 EA @ $140.00 ....... 840.00',
  // 'Steps   3 x $60 .......... $180.00') separate its cells too.
  const leader = /\S[ \t]*\.{4,}[ \t]*\S/.test(line);
  const layout = layoutOf(line);
  if (!leader && layout !== 'pipe' && layout !== 'tab') return null;
  const cells = (leader ? splitOn(line, offset, /[ \t]*\.{4,}[ \t]*/g) : cellsOf(line, offset, layout)).filter((c) => c.text !== '');
  if (cells.length < (leader ? 2 : 3) || !/[a-z]{3}/i.test(cells[0]!.text) || isNumeric(cells[0]!.text)) return null;
  // In a leader row the name's cell may carry the figures too ('Steps   3 x $60'), never its own count '(6)'.
  const figureText = leader ? `${cells[0]!.text.replace(/^[^\d$]*/, '')} ${cells.slice(1).map((c) => c.text).join(' ')}` : cells.slice(1).map((c) => c.text).join(' ');
  const figures = figureText.replace(/\(\s*\d+\s*\)/g, ' ');
  const numbers = [...figures.matchAll(ROW_NUMBER)].map((m) => Number(m[0].replace(/[$,]/g, ''))).slice(0, 8);
  if (numbers.length < 3 || !byArithmetic(numbers)) return null;
  if (leader) {
    // The name is the first cell's words before its figures.
    const first = cells[0]!;
    const at = first.text.replace(/\(\s*\d+\s*\)/g, (m) => ' '.repeat(m.length)).search(/[\d$]/);
    if (at > 0) cells.splice(0, 1, { text: first.text.slice(0, at).trim(), start: first.start, end: first.start + at }, { text: first.text.slice(at), start: first.start + at, end: first.end });
  }
  return rowItem({ ...NO_HEADER, layout: leader ? 'pipe' : layout }, cells, line, offset, offset);
}

// A worksheet's line that works its own extension out: a name, the quantity (its unit before or after
// it), the rate, '=' and the amount ('Kennel / run area   sf 1,320   @ 8.25   = 10,890.00', 'Garage (2 car):
// SQ FT 576 @ $4.95 = $2,851.20', 'Tack room  qty 144 sf  x 6.10  = 878.40').
const EXTENSION_END = /=[ \t]*\$?[ \t]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?[ \t]*$/;
const NAME_UNIT_TAIL = /(?:[ \t:,.-]+(?:sf|sq\.?[ \t]*ft|square[ \t]+feet|lf|lin\.?[ \t]*ft|ea|qty|quantity)\.?)+[ \t:,.-]*$|[ \t:,.-]+$/i;

// A row's own label before its name: 'Item 1 -', 'Line 2:', '#3', '4.', 'B)', a bullet.
const ROW_LABEL = /^[ \t]*(?:(?:item|line|no\.?|#)[ \t]*#?[ \t]*\d{1,3}[ \t]*(?:[-:.)]|\u2013|\u2014)?|\d{1,3}[.)]|[A-Za-z][.)]|[-*\u2022]+)?[ \t]*/i;
// The figures priced by a rate: '@', or a times sign after a unit ('144 sf x 6.10') or before a dollar sign.
const PRICED_BY = /@|(?:sf|lf|ea|ft)\.?[ \t]*[x\u00d7*][ \t]*\$?\d|[x\u00d7*][ \t]*\$[ \t]?\d/i;

function extensionRow(line: string): ExtractedLineItem | null {
  if (line.length > 160 || !EXTENSION_END.test(line) || (line.match(/=/g) ?? []).length !== 1 || !PRICED_BY.test(line) || CONTACT_ROW.test(line)) return null;
  const label = ROW_LABEL.exec(line)![0].length;
  // The name ends where the figures start; a count in brackets ('(2 car)') is the name's.
  const at = line.slice(label).replace(/\([^()\n]{0,30}\)/g, (m) => ' '.repeat(m.length)).search(/[\d$@]/);
  if (at <= 0) return null;
  const name = line.slice(label, label + at).replace(NAME_UNIT_TAIL, '').trim();
  if (!/^[A-Za-z]/.test(name) || !/[a-z]{3}/i.test(name) || name.includes('@') || SKIP_ROW.test(name) || NOT_A_LINE.test(name)) return null;
  const numbers = [...line.slice(label + at).matchAll(ROW_NUMBER)].map((m) => Number(m[0].replace(/[$,]/g, ''))).slice(0, 8);
  const amount = numbers.at(-1) ?? 0;
  const found = numbers.length >= 3 ? byArithmetic(numbers) : null;
  if (!found || amount <= 0 || Math.abs(found.quantity * found.rate - amount) > 0.01 + amount * 1e-6) return null;
  return { description: name.replace(/\s+/g, ' ').slice(0, 500), useDimensions: false, length: null, width: null, quantity: found.quantity, rate: found.rate };
}

/**
 * A worksheet of such lines is read as a sheet only when they are all it prices: a price on any other
 * line (outside totals, discounts and terms) leaves the whole request to the prose reader.
 */
function extensionSheet(text: string): TakeoffReading | null {
  if (!text.includes('=')) return null;
  const rows: TableLine[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const item = extensionRow(line);
    if (item) rows.push({ item, start, end: start + line.length });
    else if (PRICE_BESIDE.test(line) && !NOT_A_LINE.test(line)) return null;
  }
  return rows.length > 0 ? { lines: rows, tableSpans: rows.map(({ start, end }) => ({ start, end })) } : null;
}

/** Reads every table with a header row in the text; rows that carry no price are left out. */
export function readTakeoffTables(input: string): TakeoffReading {
  const text = joinVerticalCells(input);
  const lines: TableLine[] = [];
  const tableSpans: { start: number; end: number }[] = [];
  let header: Header | null = null;
  let headerOffset = 0;
  let blankRun = 0;
  let offset = 0;
  const unpriced: TableLine[] = [];
  let wrapped: { cell: Cell; lineOffset: number } | null = null;
  let rateAbove: number | null = null;
  const footnotes = footnotesOf(text);
  for (const written of text.split('\n')) {
    const lineOffset = offset;
    offset += written.length + 1;
    if (written.length > 400) continue;
    // A note written after a row ('<- copy/paste error, this row is the SHOP') is no cell of it.
    const note = header ? ROW_NOTE.exec(written) : null;
    const noted = note ? written.slice(0, note.index).padEnd(written.length) : written;
    // A figure revised in its cell ('4.85 -> 4.60') is the new one, written where the cell starts.
    const line = /->|\u2192|=>/.test(noted) ? noted.replace(REVISED_CELL, (m, revised: string) => revised.padEnd(m.length)) : noted;
    const found = readHeader(line, lineOffset);
    if (found) {
      header = found;
      headerOffset = lineOffset;
      rateAbove = null;
      blankRun = 0;
      tableSpans.push({ start: lineOffset, end: lineOffset + line.length });
      continue;
    }
    if (!header) {
      const row = headerlessRow(line, lineOffset);
      if (row) {
        tableSpans.push({ start: lineOffset, end: lineOffset + line.length });
        lines.push({ item: row, start: lineOffset, end: lineOffset + line.length });
      }
      continue;
    }
    if (!line.trim() || /^[\s|:+=_-]*$/.test(line)) {
      blankRun += line.trim() ? 0 : 1;
      if (blankRun >= 2) header = null;
      wrapped = null;
      continue;
    }
    const layout = header.layout === 'spaces' ? 'spaces' : layoutOf(line) === header.layout ? header.layout : 'spaces';
    const cells = cellsOf(line, lineOffset, layout).filter((c) => c.text !== '' || layout !== 'spaces');
    if (cells.filter((c) => c.text).length < 2) {
      // A heading inside the table ('Extras') keeps the table; prose after a blank line ends it.
      if (blankRun > 0 && line.trim().split(/\s+/).length > 3) header = null;
      // A name the sheet wrapped above its figures ('Operatories (6) VCT removal + epoxy' over
      // '      720   SF   6.45   4,644.00') names the row below when that row has none.
      const only = cells.find((c) => c.text);
      wrapped = layout === 'spaces' && only && /[a-z]{3}/i.test(only.text) && !/\d(?![^(]*\))/.test(only.text) ? { cell: only, lineOffset } : null;
      continue;
    }
    blankRun = 0;
    const held = wrapped;
    wrapped = null;
    if (held && layout === 'spaces' && isNumeric(cells[0]!.text) && header.columns[columnFor(header, held.cell, held.lineOffset, headerOffset)] === 'area') {
      const at = held.cell.start - held.lineOffset;
      cells.unshift({ text: held.cell.text, start: lineOffset + at, end: lineOffset + at + held.cell.text.length });
    }
    const read = rowItem(header.layout === layout ? header : { ...header, layout }, cells, line, lineOffset, headerOffset, rateAbove);
    // A Notes column's cell may rename its row as a note after it does ('this row is the shop').
    const noteCell = header.layout !== 'spaces' ? cells[header.cells.findIndex((c) => /^(?:notes?|comments?|remarks?)$/i.test(c.text))] : undefined;
    const item = read && renamedRow(read, cells, note?.[1] ?? note?.[2] ?? noteCell?.text ?? null, footnotes);
    rateAbove = item && item.rate > 0 ? item.rate : rateAbove;
    if (item && item.rate < 0) unpriced.push({ item, start: lineOffset, end: lineOffset + line.length });
    else if (item) {
      tableSpans.push({ start: lineOffset, end: lineOffset + line.length });
      lines.push({ item, start: lineOffset, end: lineOffset + line.length });
    }
  }
  // A table of sizes only takes the one rate per square foot the sheet states beside it ('Rate
  // applied: $5.15/sf (all areas)'); with none, or two, its rows are left to the prose reader.
  if (unpriced.length > 0) {
    const sheet = sheetRate(text, [...tableSpans, ...unpriced]);
    const rate = sheet?.rate ?? null;
    if (sheet && rate !== null) {
      for (const row of [...unpriced.map((row) => ({ ...row, item: { ...row.item, rate } })), ...sheet.extras]) {
        lines.push(row);
        tableSpans.push({ start: row.start, end: row.end });
      }
      tableSpans.push(...sheet.rateLines);
      lines.sort((a, b) => a.start - b.start);
      tableSpans.sort((a, b) => a.start - b.start);
    } else tableSpans.length = lines.length > 0 ? tableSpans.length : 0;
  }
  if (lines.length === 0 && unpriced.length === 0) return spacedSheet(text) ?? extensionSheet(text) ?? { lines, tableSpans };
  return { lines, tableSpans };
}

// A row of a sheet typed with spaces and no header: a name, its size or count, maybe a system, and
// its price in dollars last ('Floor drains   5 ea   $165.00', 'Prep/dish   18 x 16   288 sf   urethane   $12.45').
const SPACED_PRICE = /^\$\s?\d[\d,]*(?:\.\d{2})?(?:\s*\/\s*(?:sf|lf|ea|sq\.?\s*ft))?$/i;
// A price on a line beside such a sheet, which a reading of the sheet alone would drop.
const PRICE_BESIDE = /\$\s?\d|@\s*\$?\d|(?<![\d.,])\d{1,4}\.\d{2}(?![\d.])(?!\s*(?:sf|sq|lf|ft|%))/i;
const NOT_A_LINE = /\b(?:sub-?\s?total|total|deposit|dep|discount|disc|tax|balance|paid|retainer|less)\b/i;

function spacedRowCells(line: string, offset: number): Cell[] | null {
  if (line.length > 200 || /[|\t]/.test(line)) return null;
  const cells = cellsOf(line, offset, 'spaces').filter((c) => c.text !== '');
  if (cells.length < 3) return null;
  const name = cells[0]!.text;
  if (!/^[A-Za-z][A-Za-z0-9 '&/().,#*-]{1,40}$/.test(name) || !/[a-z]{3}/i.test(name) || SKIP_ROW.test(name) || CONTACT_ROW.test(line)) return null;
  if (!SPACED_PRICE.test(cells.at(-1)!.text)) return null;
  const figures = cells.slice(1, -1);
  return figures.some((c) => DIMS.test(c.text) || UNIT_WORD.test(c.text)) ? cells : null;
}

const PLAIN_ROW = /^[ \t]*([A-Za-z][A-Za-z '&/().#-]{1,40}?)((?:[ \t]+\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?){3,6})[ \t]*$/;

/**
 * A row of a sheet whose cells lost their columns ('Garage 24 26 624 4.85 3,026.40'): a name, then
 * only figures, the last the amount that a quantity times a rate before it makes; two figures that
 * multiply to the quantity are its length and width.
 */
function plainFigureRow(line: string): ExtractedLineItem | null {
  if (line.length > 200) return null;
  const m = PLAIN_ROW.exec(line);
  if (!m || SKIP_ROW.test(m[1]!) || CONTACT_ROW.test(line)) return null;
  const numbers = [...m[2]!.matchAll(/\$?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)/g)].map((n) => Number(n[1]!.replace(/,/g, '')));
  const amount = numbers.at(-1)!;
  const found = byArithmetic(numbers);
  if (!found || amount <= 0 || Math.abs(found.quantity * found.rate - amount) > 0.01 + amount * 1e-6) return null;
  const before = numbers.slice(0, numbers.indexOf(found.quantity));
  const sides = before.length === 2 && Math.abs(before[0]! * before[1]! - found.quantity) < 0.01 ? before : null;
  return { description: m[1]!.trim(), useDimensions: sides !== null, length: sides?.[0] ?? null, width: sides?.[1] ?? null, quantity: found.quantity, rate: found.rate };
}

/**
 * Rows typed with spaces under no header, three or more in a run, each a name, a size or a count with
 * its unit, and a dollar price last, are a sheet. Read only when no price stands on a line beside
 * them (outside totals and terms), so the sheet is the whole of what the request prices.
 */
function spacedSheet(text: string): TakeoffReading | null {
  const rows: TableLine[] = [];
  let run: TableLine[] = [];
  const outside: string[] = [];
  let offset = 0;
  // Rows whose figures check out (quantity x rate = amount) are a sheet from two on.
  let checked = 0;
  const endRun = (): void => {
    if (run.length >= 3 || (run.length === 2 && checked === 2)) rows.push(...run);
    else for (const row of run) outside.push(text.slice(row.start, row.end));
    run = [];
    checked = 0;
  };
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const plain = plainFigureRow(line);
    if (plain) {
      run.push({ item: plain, start, end: start + line.length });
      checked += 1;
      continue;
    }
    const cells = spacedRowCells(line, start);
    if (cells) {
      const columns = cells.map((c, i): Column | null => (i === 0 ? 'area' : /[a-z]{3}/i.test(c.text) && !/^[\s=~$]*\d/.test(c.text) && !UNIT_WORD.test(c.text) ? 'system' : null));
      const item = rowItem({ ...NO_HEADER, columns }, cells, line, start, start);
      if (item) {
        run.push({ item, start, end: start + line.length });
        continue;
      }
    }
    endRun();
    outside.push(line);
  }
  endRun();
  if (rows.length === 0 || outside.some((line) => PRICE_BESIDE.test(line) && !NOT_A_LINE.test(line))) return null;
  return { lines: rows, tableSpans: rows.map(({ start, end }) => ({ start, end })) };
}

const SHEET_RATE = /\$?\s?(\d{1,3}(?:\.\d{1,2})?)\s*(?:\/\s*(?:sf|sq\.?\s*ft|sqft)|per\s+(?:sf|sq\.?\s*ft|square\s+foot))\b/gi;

// A line of its own beside the sheet that is a whole item: 'Cove base 240 LF @ $12.00', 'Drains 3 ea @ 85'.
const ITEM_LINE = /^[\s*•-]*([A-Za-z][A-Za-z '&/()-]{1,40}?)[\s:,-]+(\d{1,5}(?:\.\d+)?)\s*(lf|l\.f\.|lin\.?\s*ft|linear\s+f(?:ee|oo)t|ea|each|sf|sq\.?\s*ft|steps?|drains?|treads?)\.?\s*(?:@|at|x)\s*\$?\s?(\d{1,4}(?:\.\d{1,2})?)\s*(?:\/\s*(?:lf|ea|sf|ft))?\s*$/i;

// The sheet's one rate on a line of its own, labelled and bare: 'Rate (urethane w/ quartz)   7.10',
// 'Price per SF: 4.85', 'Unit price (2-coat) .... 6.75', 'Rate applied = $3.40'.
const RATE_LABEL_LINE = /^[ \t]*(?:rate|price|unit[ \t]+(?:price|rate|cost)|(?:price|cost)[ \t]+per[ \t]+(?:sf|sq\.?[ \t]*ft|square[ \t]+foot)|\$[ \t]*\/[ \t]*(?:sf|sq\.?[ \t]*ft))(?![a-z])(?:\([^()\n]{0,60}\)|[^\n\d$()]){0,60}?\$?[ \t]?(\d{1,2}(?:\.\d{1,2})?)[ \t]*(?:\/[ \t]*(?:sf|sq\.?[ \t]*ft))?[ \t]*$/gim;

function sheetRate(text: string, rows: readonly { start: number; end: number }[]): { rate: number; extras: TableLine[]; rateLines: { start: number; end: number }[] } | null {
  const rates = new Set<number>();
  for (const m of text.matchAll(SHEET_RATE)) {
    if (rows.some((r) => m.index >= r.start && m.index < r.end)) continue;
    rates.add(Number(m[1]));
  }
  // A labelled rate line is the sheet's rate, and a line of the sheet: the prose reader never reads it again.
  const rateLines: { start: number; end: number }[] = [];
  for (const m of text.matchAll(RATE_LABEL_LINE)) {
    if (rows.some((r) => m.index >= r.start && m.index < r.end) || !(Number(m[1]) > 0)) continue;
    rates.add(Number(m[1]));
    rateLines.push({ start: m.index, end: m.index + m[0].length });
  }
  if (rates.size !== 1) return null;
  // Only when it is the sheet's one price: another price beside the table (cove, a fee) belongs to
  // lines the prose reader makes, which a table reading would drop, unless that line is a whole
  // item of its own ('Cove base 240 LF @ $12.00'), which is read with the sheet.
  const extras: TableLine[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (rows.some((r) => start >= r.start && start < r.end) || rateLines.some((r) => r.start >= start && r.start <= start + line.length)) continue;
    // (The sheet's own sums: 'Extended 11,076.00', 'Amount 4,752.00'.)
    if (/total|deposit|discount|balance|tax|\bsub|\bext(?:ended|ension)?\b|\bamount\b/i.test(line)) continue;
    const prices = line.replace(SHEET_RATE, ' ').match(/\$\s?\d|(?<![\d.-])\d{1,4}\.\d{2}(?![\d-])/g);
    if (!prices) continue;
    const item = line.length < 120 ? ITEM_LINE.exec(line) : null;
    if (!item) return null;
    // 'Add: 2 drains @ $95': a line named by a word that only adds is named by what it counts.
    const name = item[1]!.trim().replace(/^(?:plus|and|also|add|adds|then|extra|extras)\b[\s:]*/i, '').replace(/\s+/g, ' ');
    const description = name || item[3]!.charAt(0).toUpperCase() + item[3]!.slice(1).toLowerCase();
    extras.push({ item: { description, useDimensions: false, length: null, width: null, quantity: Number(item[2]), rate: Number(item[4]) }, start, end: start + line.length });
  }
  return { rate: [...rates][0]!, extras, rateLines };
}
