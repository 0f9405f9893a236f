import { and, like, lt, or, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { ListQuery } from '#shared/documents/schemas.ts';
import { AppError } from '#shared/errors/app-error.ts';

/**
 * Lists are newest first, limited, searched and paged in the database (DESIGN.md 'Lists at scale').
 * The cursor is the last row's (created_at, id), so equal timestamps never skip or repeat a row.
 */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/** Exactly what encodeCursor writes; anything else is a forged or damaged cursor. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Only well-formed cursors reach the database: a JavaScript Date up to year 275760, year 0 or an
 * id of 36 dashes would otherwise pass here and fail there as a 500.
 */
export function decodeCursor(value: string): Cursor {
  const [iso = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (rest.length > 0 || !CURSOR_TIME.test(iso) || !UUID.test(id) || Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso || createdAt.getUTCFullYear() < 1900) {
    throw new AppError('bad_request', 'before: is not a valid list cursor');
  }
  return { createdAt, id };
}

/** The ILIKE pattern of a search: a substring, with LIKE's wildcards taken literally; none for a blank search. */
export function searchPattern(q: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  const needle = q?.replace(/[\u0000-\u001f]/g, '').trim().toLowerCase();
  if (!needle) return undefined;
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring search; uses the pg_trgm GIN index. search_text is stored in lower
 * case (document-content.ts searchText), so LIKE with the lowered needle does what ILIKE would
 * at half the cost per row.
 */
export function searchCondition(column: AnyColumn, q: string | undefined): SQL | undefined {
  const pattern = searchPattern(q);
  return pattern === undefined ? undefined : like(column, pattern);
}

/** Rows after the cursor in newest-first order; the values may be placeholders of a prepared query. */
export function beforeCursor(table: { createdAt: AnyColumn; id: AnyColumn }, createdAt: Date | Placeholder, id: string | Placeholder): SQL | undefined {
  return or(lt(table.createdAt, createdAt), and(eq(table.createdAt, createdAt), lt(table.id, id)));
}

export function pageConditions(table: { createdAt: AnyColumn; id: AnyColumn; searchText: AnyColumn }, query: ListQuery, ...extra: (SQL | undefined)[]): SQL | undefined {
  const cursor = query.before ? decodeCursor(query.before) : undefined;
  return and(searchCondition(table.searchText, query.q), cursor ? beforeCursor(table, cursor.createdAt, cursor.id) : undefined, ...extra);
}

/** Spelled to match the (created_at DESC NULLS LAST, id DESC NULLS LAST) indexes, or PostgreSQL sorts instead. */
export const newestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) => [sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`];

/** Fetch one row more than asked to know whether another page exists. */
export function splitPage<T extends { createdAt: Date; id: string }>(rows: T[], limit: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** Cursor over two lists at once; null for a list that has no more pages. */
export function encodePairCursor(pair: { quotes: string | null; links: string | null }): string {
  return `p.${pair.quotes ?? '-'}.${pair.links ?? '-'}`;
}

export function decodePairCursor(value: string): { quotes: string | null; links: string | null } {
  const [tag, quotes, links] = value.split('.');
  if (tag !== 'p' || quotes === undefined || links === undefined) throw new AppError('bad_request', 'before: is not a valid list cursor');
  return { quotes: quotes === '-' ? null : quotes, links: links === '-' ? null : links };
}
