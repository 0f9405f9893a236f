import { and, eq, ne } from 'drizzle-orm';
import { SHAREABLE_LINK_PATTERN } from '#shared/signing/signing.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { signingLinks } from '#server/db/schema.ts';
import { getPhotoJpeg } from '../photos/quote-photos.ts';
import type { QuoteSnapshot } from './quote-snapshot.ts';

const notFound = () => new AppError('not_found', 'Photo not found');

/**
 * GET /api/quotes/sign/{token}/photos/{photoId}: a photo the customer is shown. The token is the
 * authority: only photos its link's snapshot lists are served, and only while the link is not
 * superseded. Anything else (an unknown token, another quote's photo, a photo removed since the
 * link was made) is the same 404. The bytes are those the snapshot's SHA-256 names.
 */
export async function snapshotPhoto(db: DbOrTx, token: string, photoId: string): Promise<{ jpeg: Buffer; sha256: string }> {
  if (!SHAREABLE_LINK_PATTERN.test(token)) throw notFound();
  const [link] = await db
    .select({ snapshot: signingLinks.snapshot })
    .from(signingLinks)
    .where(and(eq(signingLinks.token, token), ne(signingLinks.status, 'superseded')));
  const listed = (link?.snapshot as QuoteSnapshot | undefined)?.quote.photos?.find((photo) => photo.id === photoId);
  if (!listed) throw notFound();
  const photo = await getPhotoJpeg(db, photoId);
  if (photo.sha256 !== listed.sha256) throw notFound();
  return photo;
}
