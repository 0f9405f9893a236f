import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { parseCsv } from './price-book-csv.ts';

describe.each(DATABASE_KINDS)('price book on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const book = async (): Promise<PriceBookItem[]> => (await t.staff({ method: 'GET', url: '/api/price-book' })).json();
  const named = (items: PriceBookItem[], name: string) => items.find((item) => item.name === name);

  it('starts with a typical epoxy company’s list, each entry as the API promises', async () => {
    const res = await t.staff({ method: 'GET', url: '/api/price-book' });
    expect(res.statusCode).toBe(200);
    const items: PriceBookItem[] = res.json();
    expect(items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['1-Day Polyaspartic Flake', 'Full Flake Epoxy', 'Metallic Epoxy', 'Quartz Broadcast', 'Solid Color Epoxy', 'Diamond Grinding Prep', 'Crack Repair', 'Moisture Vapor Barrier', 'Cove Base', 'Stem Walls', 'Stair Treads', 'Floor Drain', 'Mobilization']),
    );
    expect(named(items, 'Crack Repair')).toMatchObject({ unit: 'lf', rate: '8.00', active: true });
    expect(named(items, 'Stair Treads')?.unit).toBe('each');
    expect(named(items, 'Mobilization')?.unit).toBe('flat');
    for (const item of items) expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'name', 'description', 'unit', 'rate', 'active']));
    for (const item of items) expect(item.rate).toMatch(/^\d+\.\d{2}$/);
    // A second read does not add the list again.
    expect(await book()).toHaveLength(items.length);
  });

  it('adds an entry, changes its rate, archives it; a name is taken whatever its case', async () => {
    const created = await t.staff({ method: 'POST', url: '/api/price-book', payload: { name: 'Garage Stem Wall Cap', description: 'Cap coat', unit: 'lf', rate: '6.5', minimumCharge: '' } });
    expect(created.statusCode).toBe(201);
    const item: PriceBookItem = created.json();
    expect(item).toMatchObject({ name: 'Garage Stem Wall Cap', unit: 'lf', rate: '6.50', minimumCharge: null, active: true });

    const changed = await t.staff({ method: 'PUT', url: `/api/price-book/${item.id}`, payload: { ...item, rate: 7.255, minimumCharge: '125', active: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: item.id, rate: '7.26', minimumCharge: '125.00', active: false });
    expect(named(await book(), 'Garage Stem Wall Cap')).toMatchObject({ rate: '7.26', active: false });

    const taken = await t.staff({ method: 'POST', url: '/api/price-book', payload: { name: 'full flake epoxy', unit: 'sqft', rate: 5 } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('already has an entry named');
  });

  it.each([
    [{ name: '', unit: 'sqft', rate: 1 }, 'name is required'],
    [{ name: 'X', unit: 'sq yd', rate: 1 }, 'unit'],
    [{ name: 'X', unit: 'sqft', rate: -1 }, 'rate must be 0 or more'],
    [{ name: 'X', unit: 'sqft', rate: '1e3' }, 'rate'],
    [{ name: 'X', unit: 'sqft', rate: 2_000_000 }, 'rate must be at most'],
  ])('refuses %o with 400 naming the field', async (payload, message) => {
    const res = await t.staff({ method: 'POST', url: '/api/price-book', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 404 for an entry that does not exist and 400 for an id that is not one', async () => {
    const payload = { name: 'Nothing', unit: 'flat', rate: 1 };
    expect((await t.staff({ method: 'PUT', url: '/api/price-book/7a0f7e1e-8d5b-4d7e-9a55-4cbb1f0b8a11', payload })).statusCode).toBe(404);
    expect((await t.staff({ method: 'PUT', url: '/api/price-book/nope', payload })).statusCode).toBe(400);
  });

  it('needs the staff session', async () => {
    expect((await t.anonymous({ method: 'GET', url: '/api/price-book' })).statusCode).toBe(401);
    expect((await t.anonymous({ method: 'GET', url: '/api/price-book/export.csv' })).statusCode).toBe(401);
  });

  it('changing the book changes no saved document', async () => {
    const items = await book();
    const flake = named(items, 'Full Flake Epoxy')!;
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ lineItems: [{ description: flake.description, unit: 'sqft', useDimensions: true, length: 20, width: 20, rate: flake.rate }] }) })).json();
    await t.staff({ method: 'PUT', url: `/api/price-book/${flake.id}`, payload: { ...flake, rate: '9.99' } });
    const again = (await t.staff({ method: 'GET', url: `/api/drafts/${draft.id}` })).json();
    expect(again.lineItems[0].rate).toBe(Number(flake.rate));
    expect(again.total).toBe(draft.total);
    await t.staff({ method: 'PUT', url: `/api/price-book/${flake.id}`, payload: flake });
  });

  it('exports CSV that imports back unchanged, and an edited file updates by id and name and adds new rows', async () => {
    const before = await book();
    const exported = await t.staff({ method: 'GET', url: '/api/price-book/export.csv' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="price-book-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(exported.body.startsWith('\uFEFFName,Description,Unit,Rate,Minimum Charge,Status,ID\r\n')).toBe(true);

    // The round trip: the file as exported changes nothing.
    const same = await t.staff({ method: 'POST', url: '/api/price-book/import', payload: { csv: exported.body } });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ created: 0, updated: before.length });
    expect(await book()).toEqual(before);

    // Edited in a spreadsheet: a rate changed on a row with its ID, a renamed row, a row by name only, a new row.
    const rows = parseCsv(exported.body);
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const metallic = rows.find((row) => row[col('Name')] === 'Metallic Epoxy')!;
    metallic[col('Rate')] = '9.25';
    const cove = rows.find((row) => row[col('Name')] === 'Cove Base')!;
    cove[col('Name')] = 'Cove Base 6 in';
    const csv = [
      header,
      metallic,
      cove,
      ['Quartz Broadcast', 'Quartz, "double broadcast", sealed', 'sq ft', '$7.50', '', 'active', ''],
      ['Epoxy Chip Touch-up', '=not a formula', 'each', '45', '90', 'archived', ''],
    ]
      .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
      .join('\n');
    const imported = await t.staff({ method: 'POST', url: '/api/price-book/import', payload: { csv } });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ created: 1, updated: 3 });
    const after = await book();
    expect(after).toHaveLength(before.length + 1);
    expect(named(after, 'Metallic Epoxy')?.rate).toBe('9.25');
    expect(named(after, 'Cove Base')).toBeUndefined();
    expect(named(after, 'Cove Base 6 in')?.id).toBe(named(before, 'Cove Base')?.id);
    expect(named(after, 'Quartz Broadcast')).toMatchObject({ id: named(before, 'Quartz Broadcast')?.id, description: 'Quartz, "double broadcast", sealed', rate: '7.50' });
    expect(named(after, 'Epoxy Chip Touch-up')).toMatchObject({ description: '=not a formula', unit: 'each', rate: '45.00', minimumCharge: '90.00', active: false });

    // Exported again, a cell a spreadsheet would run is guarded, and reading it back takes the guard off.
    const again = (await t.staff({ method: 'GET', url: '/api/price-book/export.csv' })).body;
    expect(again).toContain(",'=not a formula,");
    expect((await t.staff({ method: 'POST', url: '/api/price-book/import', payload: { csv: again } })).json()).toMatchObject({ created: 0 });
    expect(await book()).toEqual(after);
  });

  it.each([
    ['Name,Unit\nX,sqft\n', 'missing: Rate'],
    ['Name,Unit,Rate\nSealer,gallon,20\n', 'Row 2 is invalid: unit'],
    ['Name,Unit,Rate\nSealer,flat,20\nOther,flat,abc\n', 'Row 3 is invalid: rate'],
    ['Name,Unit,Rate\nSealer,flat,20\nsealer,flat,30\n', 'Row 3: "sealer" is already on row 2'],
    ['Name,Unit,Rate,ID\nSealer,flat,20,12345\n', 'Row 2: ID "12345"'],
    ['Name,Unit,Rate,ID\nSealer,flat,20,7a0f7e1e-8d5b-4d7e-9a55-4cbb1f0b8a11\n', 'no price book entry with the ID'],
    ['Name,Unit,Rate,Status\nSealer,flat,20,maybe\n', 'Status must be active or archived'],
    ['Name,Unit,Rate\n"Sealer,flat,20\n', 'ends inside a quoted cell'],
    ['Name,Unit,Rate\n', 'no rows'],
  ])('refuses a file (%j) naming what is wrong, and changes nothing', async (csv, message) => {
    const before = await book();
    const res = await t.staff({ method: 'POST', url: '/api/price-book/import', payload: { csv } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await book()).toEqual(before);
  });

  it('a refused row late in a file undoes the rows before it', async () => {
    const before = await book();
    const res = await t.staff({ method: 'POST', url: '/api/price-book/import', payload: { csv: 'Name,Unit,Rate\nBrand New,flat,10\nMetallic Epoxy,sqft,11\nCove Base 6 in,gallon,3\n' } });
    expect(res.statusCode).toBe(400);
    expect(await book()).toEqual(before);
  });
});
