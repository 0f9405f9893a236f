import { eq, inArray, or, sql } from 'drizzle-orm';
import type { CustomerDetail, CustomerDocument, CustomerSummary, MergeCustomersInput } from '#shared/customers/customers.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { sumMoney } from '#shared/money/money.ts';
import { rowsOf, type Db, type DbOrTx } from '#server/db/client.ts';
import { customerMerges, invoices, payments } from '#server/db/schema.ts';
import { groupCustomers, type CustomerGroup } from './customer-groups.ts';

interface DocumentRow {
  kind: 'quote' | 'invoice';
  id: string;
  number: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  project_title: string;
  status: string;
  total: string;
  date: string;
  created_at: string;
  signed_at: string | null;
  quote_id: string | null;
  paid: string;
}

type Row = DocumentRow;
type Group = CustomerGroup<Row>;

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Every quote (superseded revisions left out) and invoice (void ones left out), newest first,
 * with what a customer record needs. Read whole: customers are made from all of them at once.
 */
async function loadDocuments(db: DbOrTx): Promise<Row[]> {
  const result = await db.execute(sql`
    SELECT * FROM (
      SELECT 'quote' AS kind, q.id, q.quote_number AS number, q.customer_name AS name, q.customer_email AS email,
             q.customer_phone AS phone, q.customer_address AS address, q.project_title, q.status, q.total::text AS total,
             to_char(q.issue_date, 'YYYY-MM-DD') AS date, ${iso('q.created_at')} AS created_at, ${iso('q.signed_at')} AS signed_at,
             NULL::uuid AS quote_id, '0.00' AS paid
        FROM quotes q WHERE q.status <> 'superseded'
      UNION ALL
      SELECT 'invoice', i.id, i.invoice_number, i.customer_name, i.customer_email, i.customer_phone, i.customer_address,
             i.project_title, i.status, i.total::text, to_char(i.issue_date, 'YYYY-MM-DD'), ${iso('i.created_at')}, NULL,
             i.quote_id, i.amount_paid::text
        FROM invoices i WHERE i.status <> 'void'
    ) AS documents
    ORDER BY created_at DESC, id DESC`);
  return rowsOf<Row>(result);
}

/**
 * What changes whenever a quote, an invoice or a merge does: each table's row count and the sum of
 * its rows' xmin (the id of the transaction that wrote each row version, so any insert, update or
 * delete moves it). One scan without reading the rows: ~30 ms at 100,000 documents on PGlite,
 * where reading them whole takes seconds.
 */
async function dataFingerprint(db: DbOrTx): Promise<string> {
  const part = (table: string) => sql.raw(`(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ${table})`);
  const [row] = rowsOf<{ fingerprint: string }>(await db.execute(sql`SELECT ${part('quotes')} || '/' || ${part('invoices')} || '/' || ${part('customer_merges')} AS fingerprint`));
  return row!.fingerprint;
}

interface Loaded {
  fingerprint: string;
  /** Newest activity first, each with its summary. */
  customers: Array<{ group: Group; summary: CustomerSummary }>;
}

/** The groups made at a fingerprint, per database: rebuilt only when the data moved. */
const loaded = new WeakMap<object, Loaded>();

async function loadCustomers(db: DbOrTx): Promise<Loaded['customers']> {
  // Read before the documents: a write landing in between leaves newer documents under the older
  // fingerprint (the next request rebuilds), never older documents under the newer one.
  const fingerprint = await dataFingerprint(db);
  const cached = loaded.get(db);
  if (cached?.fingerprint === fingerprint) return cached.customers;
  const [documents, merges] = await Promise.all([loadDocuments(db), db.select({ fromKey: customerMerges.fromKey, intoKey: customerMerges.intoKey }).from(customerMerges)]);
  const customers = groupCustomers(documents, merges)
    .map((group) => ({ group, summary: summarize(group) }))
    .sort((a, b) => b.summary.lastActivity.localeCompare(a.summary.lastActivity) || a.summary.id.localeCompare(b.summary.id));
  loaded.set(db, { fingerprint, customers });
  return customers;
}

const loadGroups = async (db: DbOrTx): Promise<Group[]> => (await loadCustomers(db)).map((customer) => customer.group);

const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The newest value a document gives for a field (documents are newest first). */
const newest = (rows: readonly Row[], pick: (row: Row) => string | null) => rows.map(pick).find((value) => value !== null && value.trim() !== '') ?? null;

function summarize(group: Group): CustomerSummary {
  const rows = group.documents;
  const signedQuotes = new Set(rows.filter((row) => row.kind === 'quote' && row.status === 'signed').map((row) => row.id));
  const quotes = rows.filter((row) => row.kind === 'quote');
  const invoiceRows = rows.filter((row) => row.kind === 'invoice');
  // As Total Value counts (stats.ts): a signed quote once, plus invoices billing work outside it.
  const outside = invoiceRows.filter((row) => !row.quote_id || !signedQuotes.has(row.quote_id));
  return {
    id: group.id,
    name: tidy(rows[0]!.name),
    email: newest(rows, (row) => row.email),
    phone: newest(rows, (row) => row.phone),
    address: newest(rows, (row) => row.address),
    quotes: quotes.length,
    signed: signedQuotes.size,
    invoices: invoiceRows.length,
    lifetimeValue: sumMoney([...quotes.filter((row) => signedQuotes.has(row.id)), ...outside].map((row) => row.total)),
    paymentsReceived: sumMoney(invoiceRows.map((row) => row.paid)),
    lastActivity: rows[0]!.created_at,
    merged: group.merged,
  };
}

function matches(group: Group, query: string): boolean {
  const text = query.toLowerCase();
  const digits = query.replace(/\D/g, '');
  return group.documents.some(
    (row) =>
      row.name.toLowerCase().includes(text) ||
      (row.email ?? '').toLowerCase().includes(text) ||
      (row.address ?? '').toLowerCase().includes(text) ||
      (digits.length >= 3 && (row.phone ?? '').replace(/\D/g, '').includes(digits)),
  );
}

/** GET /api/customers: newest activity first, optionally those whose documents match a search. */
export async function listCustomers(db: DbOrTx, query: { q?: string; limit: number }): Promise<CustomerSummary[]> {
  const customers = await loadCustomers(db);
  const found = query.q ? customers.filter((customer) => matches(customer.group, query.q!)) : customers;
  return found.slice(0, query.limit).map((customer) => customer.summary);
}

function groupOf(groups: readonly Group[], id: string): Group {
  const group = groups.find((candidate) => candidate.id === id || candidate.tokens.has(id));
  if (!group) throw new AppError('not_found', 'No customer with this id (their documents may have changed): search for them again.');
  return group;
}

const findGroup = async (db: DbOrTx, id: string): Promise<Group> => groupOf(await loadGroups(db), id);

/** GET /api/customers/{id}: the record, its documents, signatures and payments. */
export async function getCustomer(db: DbOrTx, id: string): Promise<CustomerDetail> {
  const group = await findGroup(db, id);
  const invoiceIds = group.documents.filter((row) => row.kind === 'invoice').map((row) => row.id);
  const paid =
    invoiceIds.length === 0
      ? []
      : await db
          .select({ invoiceId: invoices.id, invoiceNumber: invoices.invoiceNumber, amount: payments.amount, paidOn: payments.paidOn, method: payments.method })
          .from(payments)
          .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
          .where(inArray(invoices.id, invoiceIds))
          .orderBy(sql`${payments.paidOn} DESC`, sql`${payments.createdAt} DESC`);
  const documents: CustomerDocument[] = group.documents.map((row) => ({
    kind: row.kind,
    id: row.id,
    number: row.number,
    projectTitle: row.project_title,
    status: row.status,
    total: row.total,
    date: row.date,
    signedAt: row.signed_at,
  }));
  return {
    ...summarize(group),
    names: [...new Set(group.documents.map((row) => tidy(row.name)))],
    documents,
    payments: paid.map((payment) => ({ ...payment, amount: String(payment.amount) })),
  };
}

/** POST /api/customers/merge: `from` is shown as part of `into` from now on. */
export async function mergeCustomers(db: Db, input: MergeCustomersInput): Promise<CustomerDetail> {
  if (input.from === input.into) throw new AppError('bad_request', 'Choose two different customers to merge.');
  const groups = await loadGroups(db);
  const [from, into] = [groupOf(groups, input.from), groupOf(groups, input.into)];
  if (from.id === into.id) throw new AppError('conflict', 'These two are already one customer.');
  await db
    .insert(customerMerges)
    .values({ fromKey: from.id, intoKey: into.id })
    .onConflictDoUpdate({ target: customerMerges.fromKey, set: { intoKey: into.id, createdAt: sql`now()` } });
  return getCustomer(db, into.id);
}

/** POST /api/customers/{id}/split: undoes every merge made by hand that joined this customer. */
export async function splitCustomer(db: Db, id: string): Promise<{ ids: string[] }> {
  const group = await findGroup(db, id);
  if (!group.merged) throw new AppError('conflict', 'This customer was not merged by hand: its documents share an e-mail address or a phone number.');
  const tokens = [...group.tokens];
  await db.delete(customerMerges).where(or(inArray(customerMerges.fromKey, tokens), inArray(customerMerges.intoKey, tokens)));
  const ids = new Set((await loadGroups(db)).filter((candidate) => candidate.documents.some((row) => group.documents.some((mine) => mine.id === row.id))).map((candidate) => candidate.id));
  return { ids: [...ids] };
}
