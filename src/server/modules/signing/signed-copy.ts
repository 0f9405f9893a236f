import { and, eq, isNull } from 'drizzle-orm';
import { ESIGN_DISCLOSURE } from '#shared/signing/signing.ts';
import type { Quote } from '#shared/documents/schemas.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import type { Db } from '#server/db/client.ts';
import { signingLinks } from '#server/db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { renderSignedPdf } from '#server/pdf/render-signed-pdf.ts';
import { pdfFileName } from '../documents/document-pdf-routes.ts';
import type { QuoteSnapshot } from './quote-snapshot.ts';
import { getSigningAudit } from './signing-links.ts';
import { loadPhotoImages } from '../photos/quote-photos.ts';

/** Seals a finished PDF with the app's certificate (PAdES); identity when sealing is off. */
export type Sealer = (pdf: Buffer) => Promise<Buffer>;

/**
 * The signed copy: the snapshot the customer saw, their signature, and the audit page, sealed.
 * Made once and stored, so every download and e-mail carries the same bytes.
 */
export async function ensureSignedPdf(db: Db, linkId: string, seal: Sealer): Promise<{ filename: string; content: Buffer }> {
  const [link] = await db.select().from(signingLinks).where(eq(signingLinks.id, linkId));
  if (!link || link.status !== 'signed' || !link.signaturePng || !link.signedAt) throw new AppError('not_found', 'This quote has not been signed');
  const snapshot = link.snapshot as QuoteSnapshot;
  const filename = pdfFileName(`${snapshot.quote.quoteNumber}-signed`, snapshot.quote.customerName);
  if (link.signedPdf) return { filename, content: link.signedPdf };

  const events = await getSigningAudit(db, link.id);
  const signedEvent = events.find((event) => event.kind === 'signed');
  const disclosureText = typeof signedEvent?.details.disclosureText === 'string' ? signedEvent.details.disclosureText : ESIGN_DISCLOSURE.text;
  const quote: Quote = { ...snapshot.quote, status: 'signed', customerSignature: link.signaturePng, signedAt: link.signedAt.toISOString(), signedName: link.signerName, draftId: null };
  const pdf = await renderSignedPdf({
    quote,
    settings: { ...DEFAULT_SETTINGS, ...snapshot.company },
    signature: { pngDataUrl: link.signaturePng, name: link.signerName ?? '', email: link.signerEmail, signedAt: link.signedAt },
    audit: {
      linkId: link.id,
      snapshotHash: link.snapshotHash,
      disclosureText,
      events: events.map((event) => ({ kind: event.kind, at: event.at, ip: event.ip, userAgent: event.userAgent })),
    },
    // The photos the snapshot names, each checked against its SHA-256 there.
    photos: await loadPhotoImages(db, snapshot.quote.photos),
  });
  const sealed = await seal(pdf);
  // Two requests may render at once; the first stored copy wins so every reader gets the same bytes.
  const stored = await db
    .update(signingLinks)
    .set({ signedPdf: sealed })
    .where(and(eq(signingLinks.id, link.id), isNull(signingLinks.signedPdf)))
    .returning({ id: signingLinks.id });
  if (stored.length > 0) return { filename, content: sealed };
  const [winner] = await db.select({ signedPdf: signingLinks.signedPdf }).from(signingLinks).where(eq(signingLinks.id, link.id));
  return { filename, content: winner?.signedPdf ?? sealed };
}
