import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ListQuery, ParsedQuoteInput } from '#shared/documents/schemas.ts';
import { draftInputSchema, quoteInputSchema } from '#shared/documents/schemas.ts';
import { addDaysIso, todayIn } from '#shared/dates/dates.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { drafts, quotes, signingEvents, signingLinks } from '#server/db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { getSettings } from '../settings/settings-store.ts';
import { buildDocumentContent, contentHash, requireOfferableContent, searchText, storedFigures, storedOptions } from './document-content.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { toDraft, toQuote } from './document-mappers.ts';
import { createDraft, findDraftRow } from './drafts.ts';
import { newestFirst, pageConditions, splitPage } from './list-page.ts';
import { resolveDocumentPhotos } from '../photos/quote-photos.ts';

type QuoteRow = typeof quotes.$inferSelect;

interface Revision {
  rootQuoteId: string;
  revisionNumber: number;
}

/**
 * Issues a quote: numbered Q-YYYY-NNNN (gapless, in this transaction), content frozen.
 * A revision keeps its original's number with an -R suffix and supersedes every older issue of it.
 */
async function insertQuote(tx: Tx, input: ParsedQuoteInput, origin: { draftId?: string; revision?: Revision }): Promise<QuoteRow> {
  const content = buildDocumentContent(input, { dropBlankItems: true });
  requireOfferableContent(content);
  const settings = await getSettings(tx);
  const issueDate = content.issueDate ?? todayIn(settings.timeZone);
  const validUntil = content.validUntil ?? addDaysIso(issueDate, settings.quoteValidityDays);
  if (validUntil < issueDate) throw new AppError('bad_request', 'validUntil: must not be before the issue date');
  const photos = await resolveDocumentPhotos(tx, input.photos);
  const hash = contentHash('quote', { ...content, issueDate, validUntil }, photos);

  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${hash}))`);
  const [duplicate] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.contentHash, hash), ne(quotes.status, 'superseded')))
    .limit(1);
  if (duplicate) {
    throw new AppError('conflict', 'A quote with identical content already exists. Please modify the quote or check existing quotes.', { details: { existingId: duplicate.id } });
  }

  const id: string = randomUUID();
  let quoteNumber: string;
  let rootQuoteId = id;
  let revisionNumber = 0;
  if (origin.revision) {
    const [root] = await tx.select().from(quotes).where(eq(quotes.id, origin.revision.rootQuoteId)).for('update');
    if (!root) throw new AppError('not_found', 'The quote this revision belongs to no longer exists');
    const [latest] = await tx
      .select({ n: sql<number>`max(${quotes.revisionNumber})` })
      .from(quotes)
      .where(eq(quotes.rootQuoteId, root.id));
    rootQuoteId = root.id;
    revisionNumber = Math.max(origin.revision.revisionNumber, Number(latest?.n ?? 0) + 1);
    quoteNumber = `${root.quoteNumber}-R${revisionNumber}`;
    await supersedeOlderIssues(tx, root.id);
  } else {
    quoteNumber = await nextDocumentNumber(tx, 'quote', Number(todayIn(settings.timeZone).slice(0, 4)));
  }

  const [row] = await tx
    .insert(quotes)
    .values({
      id,
      quoteNumber,
      customerName: content.customerName!,
      ...storedFigures(content),
      ...storedOptions(content),
      photos,
      projectTitle: content.projectTitle!,
      issueDate,
      validUntil,
      depositPaid: String(input.depositPaid ?? 0),
      contentHash: hash,
      draftId: origin.draftId ?? null,
      rootQuoteId,
      revisionNumber,
      searchText: searchText(content.customerName, content.projectTitle, quoteNumber),
    })
    .returning();
  if (origin.draftId) await tx.delete(drafts).where(eq(drafts.id, origin.draftId));
  return row!;
}

/** Older issues of a revised quote stop being signable: their pending links and the quotes themselves. */
async function supersedeOlderIssues(tx: Tx, rootQuoteId: string): Promise<void> {
  const older = await tx
    .update(quotes)
    .set({ status: 'superseded' })
    .where(and(eq(quotes.rootQuoteId, rootQuoteId), eq(quotes.status, 'pending')))
    .returning({ id: quotes.id });
  if (older.length === 0) return;
  const links = await tx
    .update(signingLinks)
    .set({ status: 'superseded' })
    .where(and(inArray(signingLinks.quoteId, older.map((q) => q.id)), inArray(signingLinks.status, ['pending', 'changes_requested'])))
    .returning({ id: signingLinks.id });
  if (links.length > 0) await tx.insert(signingEvents).values(links.map((link) => ({ linkId: link.id, kind: 'superseded' as const })));
}

/** POST /api/quotes: from a payload, optionally naming the draft it was made from. */
export async function createQuote(db: Db, input: ParsedQuoteInput) {
  const { draftId } = input;
  return db.transaction(async (tx) => {
    const revision = draftId ? await revisionOfDraft(tx, draftId) : undefined;
    return toQuote(await insertQuote(tx, input, { draftId, revision }));
  });
}

async function revisionOfDraft(tx: DbOrTx, draftId: string): Promise<Revision | undefined> {
  const draft = await findDraftRow(tx, draftId);
  return draft.revisionOf ? { rootQuoteId: draft.revisionOf, revisionNumber: draft.revisionNumber ?? 1 } : undefined;
}

/** Issues a stored draft as it is (generate-link on a draft id). */
export async function issueDraft(tx: Tx, draftId: string): Promise<QuoteRow> {
  const draft = toDraft(await findDraftRow(tx, draftId));
  if (!draft.customerName) throw new AppError('bad_request', 'customerName is required before the quote can be sent');
  if (!draft.projectTitle) throw new AppError('bad_request', 'projectTitle is required before the quote can be sent');
  const revision = draft.revisionOf ? { rootQuoteId: draft.revisionOf, revisionNumber: draft.revisionNumber ?? 1 } : undefined;
  // The stored draft was parsed when saved and has the two fields an issue needs (checked above).
  return insertQuote(tx, quoteInputSchema.parse({ ...draft, draftId }), { draftId, revision });
}

export async function findQuoteRow(db: DbOrTx, id: string): Promise<QuoteRow> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw new AppError('not_found', 'Quote not found');
  return row;
}

export async function getQuote(db: DbOrTx, id: string) {
  return toQuote(await findQuoteRow(db, id));
}

export async function listQuotes(db: DbOrTx, query: ListQuery) {
  const rows = await db.select().from(quotes).where(pageConditions(quotes, query)).orderBy(...newestFirst(quotes)).limit(query.limit + 1);
  const page = splitPage(rows, query.limit);
  return { items: page.items.map(toQuote), nextCursor: page.nextCursor };
}

export async function listSignedQuotes(db: DbOrTx, query: ListQuery) {
  const rows = await db
    .select()
    .from(quotes)
    .where(pageConditions(quotes, query, eq(quotes.status, 'signed')))
    .orderBy(...newestFirst(quotes))
    .limit(query.limit + 1);
  const page = splitPage(rows, query.limit);
  return { items: page.items.map(toQuote), nextCursor: page.nextCursor };
}

/**
 * Revise: a new draft copying the quote, linked to the original so that issuing it supersedes the
 * older links. Asking again while that draft is still open returns the same draft.
 */
export async function reviseQuote(db: Db, id: string) {
  const quote = await findQuoteRow(db, id);
  const [open] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.revisionOf, quote.rootQuoteId), eq(drafts.status, 'active')))
    .orderBy(desc(drafts.createdAt))
    .limit(1);
  if (open) return toDraft(open);
  const [latest] = await db
    .select({ n: sql<number>`max(${quotes.revisionNumber})` })
    .from(quotes)
    .where(eq(quotes.rootQuoteId, quote.rootQuoteId));
  const revisionNumber = Number(latest?.n ?? 0) + 1;
  const copy = toQuote(quote);
  return createDraft(
    db,
    draftInputSchema.parse({
      type: 'quote',
      customerName: copy.customerName,
      customerEmail: copy.customerEmail,
      customerPhone: copy.customerPhone,
      customerAddress: copy.customerAddress,
      projectTitle: copy.projectTitle,
      lineItems: copy.lineItems,
      options: copy.options,
      addOns: copy.addOns,
      photos: copy.photos,
      discountRate: copy.discountRate,
      depositPercentage: copy.depositPercentage,
      depositPaid: copy.depositPaid,
      notes: copy.notes,
      projectDescription: `Revision ${revisionNumber} of ${copy.quoteNumber}`,
    }),
    { revisionOf: quote.rootQuoteId, revisionNumber },
  );
}
