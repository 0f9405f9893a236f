import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Draft, Invoice, Quote } from '#shared/documents/schemas.ts';
import { toMoneyString } from '#shared/money/money.ts';
import { quotes, type drafts, type invoices } from '#server/db/schema.ts';

/**
 * A document's fields, once per kind: the name in the API answer and how its column becomes JSON.
 * The TypeScript mapper (rows read by Drizzle) and the SQL json_build_object (list pages the
 * database writes, issue 6) are both made from these tables, so adding a field to a document is
 * one line here (plus its column and migration); `satisfies Record<keyof X, …>` makes the compiler
 * refuse a table that misses or invents a field of the shared schema.
 */
export type FieldRule =
  /** The column's value as it is (text, uuid, integer, date, jsonb, enum). */
  | 'as-is'
  /** numeric(12,2) / numeric(5,2): the API's two-decimal string. */
  | 'money'
  /** timestamptz: ISO 8601 in UTC with milliseconds, null stays null. */
  | 'timestamp'
  /** A field that is not one column: its SQL and its value from a row. */
  | { sql: SQL; fromRow: (row: never) => unknown };

type Table = typeof drafts | typeof quotes | typeof invoices;
type FieldTable<Doc> = Record<keyof Doc, FieldRule>;

const customer = { customerName: 'as-is', customerEmail: 'as-is', customerPhone: 'as-is', customerAddress: 'as-is', projectTitle: 'as-is' } as const;
const figures = {
  lineItems: 'as-is',
  subtotal: 'money',
  discountRate: 'money',
  discountAmount: 'money',
  total: 'money',
  depositPercentage: 'money',
  depositAmount: 'money',
  balanceDue: 'money',
  notes: 'as-is',
  createdAt: 'timestamp',
} as const;

export const DRAFT_FIELDS = {
  id: 'as-is',
  type: 'as-is',
  status: 'as-is',
  ...customer,
  projectDescription: 'as-is',
  issueDate: 'as-is',
  validUntil: 'as-is',
  ...figures,
  taxRate: 'money',
  depositPaid: 'money',
  options: 'as-is',
  addOns: 'as-is',
  photos: 'as-is',
  revisionOf: 'as-is',
  revisionNumber: 'as-is',
  lastModified: 'timestamp',
} satisfies FieldTable<Draft>;

type QuoteRow = typeof quotes.$inferSelect;

export const QUOTE_FIELDS = {
  id: 'as-is',
  quoteNumber: 'as-is',
  status: 'as-is',
  ...customer,
  issueDate: 'as-is',
  validUntil: 'as-is',
  ...figures,
  depositPaid: 'money',
  customerSignature: 'as-is',
  signedAt: 'timestamp',
  signedName: 'as-is',
  options: 'as-is',
  addOns: 'as-is',
  photos: 'as-is',
  choice: 'as-is',
  // A revision names the quote it revises (its root); the first issue has none.
  revisionOf: {
    sql: sql`case when ${quotes.revisionNumber} > 0 then ${quotes.rootQuoteId} end`,
    fromRow: (row: QuoteRow) => (row.revisionNumber > 0 ? row.rootQuoteId : null),
  },
  revisionNumber: 'as-is',
  draftId: 'as-is',
} satisfies FieldTable<Quote>;

export const INVOICE_FIELDS = {
  id: 'as-is',
  invoiceNumber: 'as-is',
  kind: 'as-is',
  status: 'as-is',
  ...customer,
  issueDate: 'as-is',
  dueDate: 'as-is',
  ...figures,
  // An invoice's balance_due column is kept at total - amount_paid by every write (invoices.ts).
  depositReceived: 'money',
  amountPaid: 'money',
  scopeItems: 'as-is',
  quoteId: 'as-is',
  voidReason: 'as-is',
  voidedAt: 'timestamp',
  replacedBy: 'as-is',
  replaces: 'as-is',
} satisfies FieldTable<Invoice>;

// numeric(12,2) comes back from both drivers as exact text with two decimals ("12.50"): pass it
// through; only an unexpected shape goes through the money module.
export const moneyText = (value: string): string => (/^-?\d+\.\d{2}$/.test(value) ? value : toMoneyString(value));

/** Date.prototype.toISOString's format: UTC, milliseconds (truncated, as the drivers' Date is). */
export const isoSql = (column: AnyPgColumn | SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function columnOf(table: Table, key: string): AnyPgColumn {
  const column = (table as unknown as Record<string, AnyPgColumn | undefined>)[key];
  if (!column) throw new Error(`${key} is not a column of this table: give it a { sql, fromRow } rule`);
  return column;
}

/** The row as the API's document (what the shared schema's type describes). */
export function mapperOf<Doc>(fields: FieldTable<Doc>): (row: object) => Doc {
  const entries = Object.entries(fields) as [string, FieldRule][];
  return (row) => {
    const values = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, rule] of entries) {
      const value = values[key];
      if (rule === 'as-is') out[key] = value;
      else if (rule === 'money') out[key] = moneyText(value as string);
      else if (rule === 'timestamp') out[key] = value instanceof Date ? value.toISOString() : null;
      else out[key] = rule.fromRow(row as never);
    }
    // The field table covers exactly the document's keys (checked by `satisfies` above).
    return out as Doc;
  };
}

/** The same document as SQL: json_build_object over the table's columns. */
export function jsonSqlOf<Doc>(table: Table, fields: FieldTable<Doc>): SQL {
  const pairs = (Object.entries(fields) as [string, FieldRule][]).map(([key, rule]) => {
    const value =
      rule === 'as-is' ? sql`${columnOf(table, key)}`
      : rule === 'money' ? sql`${columnOf(table, key)}::text`
      : rule === 'timestamp' ? isoSql(columnOf(table, key))
      : rule.sql;
    // Keys are this file's own identifiers, written into the SQL as literals (not parameters).
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`unexpected field name ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
