import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../shared/documents/schemas.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { drafts, invoices, quotes } from '../../db/schema.ts';
import { beforeCursor, decodeCursor, newestFirst, searchPattern, splitPage } from './list-page.ts';

/**
 * The list routes' answers, built as JSON text by the database: the same objects as
 * document-mappers.ts makes (document-json.test.ts holds the two equal), without decoding every
 * column into JavaScript and encoding it again. A page of 50 documents costs the Node process a
 * third of the time this way, which is what keeps lists fast at 100,000 documents (issue 6).
 */

/** Date.prototype.toISOString's format: UTC, milliseconds (truncated, as the drivers' Date is). */
const iso = (column: AnyPgColumn): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** numeric(12,2) and numeric(5,2) as text are already the API's two-decimal strings. */
const text = (column: AnyPgColumn): SQL => sql`${column}::text`;

type FiguresTable = typeof drafts | typeof quotes | typeof invoices;

const figures = (t: FiguresTable): SQL => sql`
  'lineItems', ${t.lineItems}, 'subtotal', ${text(t.subtotal)}, 'discountRate', ${text(t.discountRate)},
  'discountAmount', ${text(t.discountAmount)}, 'total', ${text(t.total)}, 'depositPercentage', ${text(t.depositPercentage)},
  'depositAmount', ${text(t.depositAmount)}, 'balanceDue', ${text(t.balanceDue)}, 'notes', ${t.notes}, 'createdAt', ${iso(t.createdAt)}`;

const customer = (t: FiguresTable): SQL => sql`
  'customerName', ${t.customerName}, 'customerEmail', ${t.customerEmail}, 'customerPhone', ${t.customerPhone},
  'customerAddress', ${t.customerAddress}, 'projectTitle', ${t.projectTitle}`;

/** toDraft in SQL. */
export const draftJson = sql`json_build_object(
  'id', ${drafts.id}, 'type', ${drafts.type}, 'status', ${drafts.status}, ${customer(drafts)},
  'projectDescription', ${drafts.projectDescription}, 'issueDate', ${drafts.issueDate}, 'validUntil', ${drafts.validUntil},
  ${figures(drafts)}, 'taxRate', ${text(drafts.taxRate)}, 'depositPaid', ${text(drafts.depositPaid)},
  'revisionOf', ${drafts.revisionOf}, 'revisionNumber', ${drafts.revisionNumber}, 'lastModified', ${iso(drafts.lastModified)})`;

/** toQuote in SQL. */
export const quoteJson = sql`json_build_object(
  'id', ${quotes.id}, 'quoteNumber', ${quotes.quoteNumber}, 'status', ${quotes.status}, ${customer(quotes)},
  'issueDate', ${quotes.issueDate}, 'validUntil', ${quotes.validUntil}, ${figures(quotes)},
  'depositPaid', ${text(quotes.depositPaid)}, 'customerSignature', ${quotes.customerSignature}, 'signedAt', ${iso(quotes.signedAt)},
  'signedName', ${quotes.signedName}, 'revisionOf', case when ${quotes.revisionNumber} > 0 then ${quotes.rootQuoteId} end,
  'revisionNumber', ${quotes.revisionNumber}, 'draftId', ${quotes.draftId})`;

/** toInvoice in SQL. */
export const invoiceJson = sql`json_build_object(
  'id', ${invoices.id}, 'invoiceNumber', ${invoices.invoiceNumber}, 'status', ${invoices.status}, ${customer(invoices)},
  'issueDate', ${invoices.issueDate}, 'dueDate', ${invoices.dueDate}, ${figures(invoices)},
  'depositReceived', ${text(invoices.depositReceived)}, 'quoteId', ${invoices.quoteId})`;

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
      .select({ id: sql<string>`${table.id}`, createdAt: sql<string>`${iso(table.createdAt)}`, json: sql<string>`(${json})::text` })
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
