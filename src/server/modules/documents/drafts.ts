import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import type { DocumentPhoto, DraftInput, ListQuery, ParsedDraftInput } from '#shared/documents/schemas.ts';
import { draftInputSchema } from '#shared/documents/schemas.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { drafts } from '#server/db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { buildDocumentContent, contentHash, searchText, storedFigures, storedOptions } from './document-content.ts';
import { toDraft } from './document-mappers.ts';
import { resolveDocumentPhotos } from '../photos/quote-photos.ts';
import { newestFirst, pageConditions, splitPage } from './list-page.ts';

function draftColumns(input: ParsedDraftInput, photos: DocumentPhoto[]) {
  const content = buildDocumentContent(input, { dropBlankItems: false });
  return {
    type: input.type,
    customerName: content.customerName,
    ...storedFigures(content),
    ...storedOptions(content),
    photos,
    projectTitle: content.projectTitle,
    projectDescription: content.projectDescription,
    issueDate: content.issueDate,
    validUntil: content.validUntil,
    taxRate: input.taxRate == null ? '8.25' : String(input.taxRate),
    depositPaid: String(input.depositPaid ?? 0),
    contentHash: contentHash(input.type, content, photos),
    searchText: searchText(content.customerName, content.projectTitle ?? content.projectDescription),
  };
}

/** Creates a draft; identical content to an active draft answers 409 with that draft's id. */
export async function createDraft(db: Db, input: ParsedDraftInput, extra: { revisionOf?: string; revisionNumber?: number; extraction?: ExtractionRecord } = {}) {
  return db.transaction(async (tx) => {
    const columns = draftColumns(input, await resolveDocumentPhotos(tx, input.photos));
    // Serialise creates of the same content so two identical posts at once give one draft and one 409.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${columns.contentHash}))`);
    const [existing] = await tx
      .select({ id: drafts.id })
      .from(drafts)
      .where(and(eq(drafts.contentHash, columns.contentHash), eq(drafts.status, 'active')))
      .limit(1);
    if (existing) {
      throw new AppError('conflict', 'A draft with identical content already exists. Please modify the draft or check existing drafts.', { details: { existingId: existing.id } });
    }
    const [row] = await tx
      .insert(drafts)
      .values({ id: randomUUID(), ...columns, revisionOf: extra.revisionOf ?? null, revisionNumber: extra.revisionNumber ?? null, extraction: extra.extraction ?? null })
      .returning();
    return toDraft(row!);
  });
}

export async function findDraftRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(drafts).where(eq(drafts.id, id));
  if (!row) throw new AppError('not_found', 'Draft not found');
  return row;
}

export async function getDraft(db: DbOrTx, id: string) {
  return toDraft(await findDraftRow(db, id));
}

/** PUT: the fields sent (the route passes only those: see onlySent) replace the stored ones; the rest keep their value. */
export async function updateDraft(db: Db, id: string, patch: Partial<ParsedDraftInput>) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(drafts).where(eq(drafts.id, id)).for('update');
    if (!current) throw new AppError('not_found', 'Draft not found');
    const stored: DraftInput = {
      type: current.type,
      customerName: current.customerName,
      customerEmail: current.customerEmail,
      customerPhone: current.customerPhone,
      customerAddress: current.customerAddress,
      projectTitle: current.projectTitle,
      projectDescription: current.projectDescription,
      issueDate: current.issueDate,
      validUntil: current.validUntil,
      lineItems: current.lineItems,
      options: current.options,
      addOns: current.addOns,
      photos: current.photos,
      discountRate: current.discountRate,
      depositPercentage: current.depositPercentage,
      depositPaid: current.depositPaid,
      taxRate: current.taxRate,
      notes: current.notes,
    };
    // Stored values were parsed when saved and the patch by the route: parsing the union only
    // brings both to the parsed form (a failure here is our fault, not the request's).
    const merged = draftInputSchema.parse({ ...stored, ...patch });
    const [row] = await tx
      .update(drafts)
      .set({ ...draftColumns(merged, await resolveDocumentPhotos(tx, merged.photos)), lastModified: new Date() })
      .where(eq(drafts.id, id))
      .returning();
    return toDraft(row!);
  });
}

export async function setDraftStatus(db: Db, id: string, status: 'active' | 'archived') {
  const [row] = await db.update(drafts).set({ status, lastModified: new Date() }).where(eq(drafts.id, id)).returning();
  if (!row) throw new AppError('not_found', 'Draft not found');
  return toDraft(row);
}

export async function deleteDraft(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(drafts).where(eq(drafts.id, id)).returning({ id: drafts.id });
  if (deleted.length === 0) throw new AppError('not_found', 'Draft not found');
}

export async function listDrafts(db: DbOrTx, status: 'active' | 'archived', query: ListQuery) {
  const rows = await db
    .select()
    .from(drafts)
    .where(pageConditions(drafts, query, eq(drafts.status, status)))
    .orderBy(...newestFirst(drafts))
    .limit(query.limit + 1);
  const page = splitPage(rows, query.limit);
  return { items: page.items.map(toDraft), nextCursor: page.nextCursor };
}
