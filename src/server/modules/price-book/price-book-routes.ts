import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors/app-error.ts';
import {
  priceBookIdParamSchema,
  priceBookImportAnswerSchema,
  priceBookImportSchema,
  priceBookItemInputSchema,
  priceBookItemSchema,
} from '#shared/price-book/price-book.ts';
import { addRoute, err, invalid, json, jsonBody, notFound } from '#server/http/route-spec.ts';
import { parseInput } from '#server/http/validate.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { getSettings } from '../settings/settings-store.ts';
import { priceBookCsv, PRICE_BOOK_CSV_COLUMNS, readPriceBookCsv } from './price-book-csv.ts';
import { createPriceBookItem, importPriceBook, listPriceBook, updatePriceBookItem, type ImportRow } from './price-book-store.ts';

const MAX_IMPORT_ROWS = 2000;
const uuid = z.uuid();
// Its own instance: the OpenAPI document inlines a schema used in several answers only when no
// answer registers that very instance by itself.
const entryAnswer = priceBookItemSchema.describe('a price book entry');

/** GET/POST /api/price-book, PUT /api/price-book/{id}, and its CSV export and import (issue 15 item 1). */
export async function priceBookRoutes(app: FastifyInstance): Promise<void> {
  addRoute(
    app,
    {
      method: 'GET',
      path: '/api/price-book',
      tag: 'Price book',
      summary: 'Every price book entry, archived ones too, by name',
      description: 'On first read an empty book is filled with a typical epoxy company’s list, for staff to edit.',
      answers: { 200: json('the entries', z.array(priceBookItemSchema)) },
    },
    async () => listPriceBook(app.db),
  );

  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/price-book',
      tag: 'Price book',
      summary: 'Add an entry',
      body: jsonBody(priceBookItemInputSchema, 'Price book entry'),
      answers: { 201: json('the new entry', entryAnswer), 400: invalid, 409: err('another entry has this name') },
    },
    async ({ body }, _request, reply) => reply.code(201).send(await createPriceBookItem(app.db, body)),
  );

  addRoute(
    app,
    {
      method: 'PUT',
      path: '/api/price-book/:id',
      tag: 'Price book',
      summary: 'Change an entry (archive it with active: false)',
      description: 'Documents keep the figures their lines were given: changing the book changes no saved document.',
      params: priceBookIdParamSchema,
      body: jsonBody(priceBookItemInputSchema, 'Price book entry'),
      answers: { 200: json('the saved entry', entryAnswer), 400: invalid, 404: notFound('price book entry'), 409: err('another entry has this name') },
    },
    async ({ params, body }) => updatePriceBookItem(app.db, params.id, body),
  );

  addRoute(
    app,
    {
      method: 'GET',
      path: '/api/price-book/export.csv',
      tag: 'Price book',
      summary: 'The price book as CSV',
      description: `RFC 4180, UTF-8 with a byte order mark. Columns: ${PRICE_BOOK_CSV_COLUMNS.join(', ')}; Unit is sqft, lf, each or flat; Status is active or archived; money as plain decimals (4.25).`,
      answers: { 200: { description: 'the CSV file', contentType: 'text/csv', headers: { 'Content-Disposition': 'attachment; filename="price-book-{YYYY-MM-DD}.csv"' } } },
    },
    async (_input, _request, reply) => {
      const [items, { timeZone }] = await Promise.all([listPriceBook(app.db), getSettings(app.db)]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="price-book-${todayIn(timeZone)}.csv"`)
        .send(priceBookCsv(items));
    },
  );

  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/price-book/import',
      tag: 'Price book',
      summary: 'Add and update entries from a CSV file',
      description:
        'The file as text in {csv}, with the columns of the export (Name, Unit and Rate required). A row with an ID updates that entry; one without updates the entry of the same name or adds one. Nothing is deleted. One refused row refuses the whole file (400 naming the row) and nothing changes.',
      body: jsonBody(priceBookImportSchema, 'Import'),
      answers: { 200: json('what changed, and the book after it', priceBookImportAnswerSchema), 400: invalid },
    },
    async ({ body }) => {
      const rows = readPriceBookCsv(body.csv);
      if (rows.length === 0) throw new AppError('bad_request', 'The CSV file has no rows under its header.');
      if (rows.length > MAX_IMPORT_ROWS) throw new AppError('bad_request', `The CSV file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} are imported at once.`);
      const parsed: ImportRow[] = rows.map(({ row, id, values }) => {
        if (id !== null && !uuid.safeParse(id).success) throw new AppError('bad_request', `Row ${row}: ID "${id.slice(0, 60)}" is not an ID this app wrote; leave it blank to add a new entry.`);
        return { row, id, item: parseInput(priceBookItemInputSchema, values, `Row ${row}`) };
      });
      const { created, updated } = await importPriceBook(app.db, parsed);
      return { created, updated, items: await listPriceBook(app.db) };
    },
  );
}
