import { createHash, randomUUID } from 'node:crypto';
import { subDays } from 'date-fns';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DocumentPhoto, PhotoRefInput, UploadedPhoto } from '#shared/documents/schemas.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { rowsOf, type DbOrTx } from '#server/db/client.ts';
import { quotePhotos } from '#server/db/schema.ts';
import type { ConvertedPhoto } from '#server/photos/convert-photo.ts';

/**
 * Site photos of quotes (issue 15 item 5; docs/decisions/018-quote-photos.md). A photo is stored
 * once as an immutable row; drafts and quotes list the photos they show ({id, caption} plus the
 * row's SHA-256 and size), so a draft issued as a quote, a revision and a signed snapshot all
 * name the same bytes.
 */

/** Stores a converted photo; the answer is what the form keeps until the document is saved. */
export async function storePhoto(db: DbOrTx, photo: ConvertedPhoto): Promise<UploadedPhoto> {
  const sha256 = createHash('sha256').update(photo.jpeg).digest('hex');
  const [row] = await db
    .insert(quotePhotos)
    .values({ id: randomUUID(), jpeg: photo.jpeg, width: photo.width, height: photo.height, byteSize: photo.jpeg.length, sha256 })
    .returning({ id: quotePhotos.id, sha256: quotePhotos.sha256, width: quotePhotos.width, height: quotePhotos.height, bytes: quotePhotos.byteSize });
  return row!;
}

/** The stored JPEG of a photo; 404 when there is none. */
export async function getPhotoJpeg(db: DbOrTx, id: string): Promise<{ jpeg: Buffer; sha256: string }> {
  const [row] = await db.select({ jpeg: quotePhotos.jpeg, sha256: quotePhotos.sha256 }).from(quotePhotos).where(eq(quotePhotos.id, id));
  if (!row) throw new AppError('not_found', 'Photo not found');
  return row;
}

/**
 * The photos a draft or quote is saved with: the ids and captions a client sent, each completed
 * from its stored row (SHA-256, size), in the order sent. Refuses (400, naming the field) an id
 * sent twice or one that names no stored photo.
 */
export async function resolveDocumentPhotos(db: DbOrTx, refs: readonly PhotoRefInput[] | undefined): Promise<DocumentPhoto[]> {
  if (!refs || refs.length === 0) return [];
  const seen = new Set<string>();
  refs.forEach((ref, index) => {
    if (seen.has(ref.id)) throw new AppError('bad_request', `photos.${index}.id: this photo is on the quote twice`);
    seen.add(ref.id);
  });
  const rows = await db
    .select({ id: quotePhotos.id, sha256: quotePhotos.sha256, width: quotePhotos.width, height: quotePhotos.height })
    .from(quotePhotos)
    .where(inArray(quotePhotos.id, [...seen]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return refs.map((ref, index) => {
    const row = byId.get(ref.id);
    if (!row) throw new AppError('bad_request', `photos.${index}.id: no such photo; please add it again`);
    return { id: row.id, caption: (ref.caption ?? '').trim(), sha256: row.sha256, width: row.width, height: row.height };
  });
}

/** A photo with its bytes, for a PDF's photo page. */
export interface PhotoImage {
  caption: string;
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * The bytes of a document's photos, in its order, for its PDF. Each row's SHA-256 must be the one
 * the document (or signed snapshot) names: a mismatch is a broken promise, and stops the render.
 */
export async function loadPhotoImages(db: DbOrTx, photos: readonly DocumentPhoto[] | undefined): Promise<PhotoImage[]> {
  if (!photos || photos.length === 0) return [];
  const rows = await db.select().from(quotePhotos).where(inArray(quotePhotos.id, photos.map((photo) => photo.id)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return photos.map((photo) => {
    const row = byId.get(photo.id);
    if (!row || row.sha256 !== photo.sha256) throw new Error(`photo ${photo.id} is missing or its bytes differ from the SHA-256 the document names`);
    return { caption: photo.caption, jpeg: row.jpeg, width: row.width, height: row.height };
  });
}

/**
 * How long an uploaded photo that no draft, quote or signed snapshot lists is kept: long enough for
 * a form left open (or a draft not saved yet) to be finished, short enough that abandoned uploads
 * do not grow the database for ever.
 */
export const UNUSED_PHOTO_KEEP_DAYS = 30;

/**
 * Deletes the photos uploaded more than UNUSED_PHOTO_KEEP_DAYS before `now` that nothing lists:
 * no draft, no quote and no signing link's snapshot (what a customer was shown or signed keeps
 * its bytes for good, even after a revision took the photo off the quote). Returns how many went.
 */
export async function deleteUnusedPhotos(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = subDays(now, UNUSED_PHOTO_KEEP_DAYS);
  const listed = (column: SQL) => sql`${column} @> jsonb_build_array(jsonb_build_object('id', p.id::text))`;
  const deleted = await db.execute(sql`
    DELETE FROM quote_photos p
    WHERE p.created_at < ${cutoff.toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM drafts d WHERE ${listed(sql`d.photos`)})
      AND NOT EXISTS (SELECT 1 FROM quotes q WHERE ${listed(sql`q.photos`)})
      AND NOT EXISTS (SELECT 1 FROM signing_links l WHERE ${listed(sql`l.snapshot -> 'quote' -> 'photos'`)})
    RETURNING p.id`);
  return rowsOf(deleted).length;
}
