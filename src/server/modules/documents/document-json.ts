import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '#shared/documents/schemas.ts';
import type { Db } from '#server/db/client.ts';
import { prepared } from '#server/db/prepared.ts';
import { drafts, invoices, quotes } from '#server/db/schema.ts';
import { DRAFT_FIELDS, INVOICE_FIELDS, QUOTE_FIELDS, isoSql, jsonSqlOf } from './document-fields.ts';
import { beforeCursor, decodeCursor, newestFirst, searchPattern, splitPage } from './list-page.ts';

/**
 * The list routes' answers, built as JSON text by the database: the same objects as
 * document-mappers.ts makes, both from the field tables of document-fields.ts (document-json.test.ts
 * holds the two equal), without decoding every
 * column into JavaScript and encoding it again. A page of 50 documents costs the Node process a
 * third of the time this way, which is what keeps lists fast at 100,000 documents (issue 6).
 */

export const draftJson = jsonSqlOf(drafts, DRAFT_FIELDS);
export const quoteJson = jsonSqlOf(quotes, QUOTE_FIELDS);
export const invoiceJson = jsonSqlOf(invoices, INVOICE_FIELDS);

/** One page of a list: a JSON array as text, and the cursor of the next page. */
export interface JsonPage {
  body: string;
  nextCursor: string | null;
}

type ListedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; searchText: AnyPgColumn };

/** One prepared query per list and shape of query (with or without a search, with or without a cursor). */
function listStatement(db: Db, name: string, table: ListedTable, json: SQL, search: boolean, cursor: boolean, extra: SQL | undefined) {
  return prepared(db, `list_${name}${search ? '_q' : ''}${cursor ? '_before' : ''}`, () =>
    db
      .select({ id: sql<string>`${table.id}`, createdAt: sql<string>`${isoSql(table.createdAt)}`, json: sql<string>`(${json})::text` })
      .from(table)
      .where(
        and(
          search ? like(table.searchText, sql.placeholder('pattern')) : undefined, // lower case: see searchCondition
          cursor ? beforeCursor(table, sql.placeholder('beforeAt'), sql.placeholder('beforeId')) : undefined,
          extra,
        ),
      )
      .orderBy(...newestFirst(table))
      .limit(sql.placeholder('limit')),
  );
}

async function jsonPage(db: Db, name: string, table: ListedTable, json: SQL, query: ListQuery, extra?: SQL): Promise<JsonPage> {
  const pattern = searchPattern(query.q);
  const cursor = query.before ? decodeCursor(query.before) : undefined;
  const statement = listStatement(db, name, table, json, pattern !== undefined, cursor !== undefined, extra);
  const rows = await statement.execute({ pattern, beforeAt: cursor?.createdAt, beforeId: cursor?.id, limit: query.limit + 1 });
  const page = splitPage(
    rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    query.limit,
  );
  return { body: `[${page.items.map((row) => row.json).join(',')}]`, nextCursor: page.nextCursor };
}

export const listDraftsJson = (db: Db, status: 'active' | 'archived', query: ListQuery): Promise<JsonPage> =>
  jsonPage(db, `drafts_${status}`, drafts, draftJson, query, eq(drafts.status, status));

export const listQuotesJson = (db: Db, query: ListQuery): Promise<JsonPage> => jsonPage(db, 'quotes', quotes, quoteJson, query);

export const listSignedQuotesJson = (db: Db, query: ListQuery): Promise<JsonPage> => jsonPage(db, 'quotes_signed', quotes, quoteJson, query, eq(quotes.status, 'signed'));

export const listInvoicesJson = (db: Db, query: ListQuery): Promise<JsonPage> => jsonPage(db, 'invoices', invoices, invoiceJson, query);
