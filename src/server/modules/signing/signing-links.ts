import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Quote } from '../../../shared/documents/schemas.ts';
import type { ListQuery } from '../../../shared/documents/schemas.ts';
import type { Settings } from '../../../shared/settings/settings.ts';
import { ESIGN_DISCLOSURE, SHAREABLE_LINK_PATTERN, changeRequestSchema, signSubmissionSchema } from '../../../shared/signing/signing.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { quotes, signingEvents, signingLinks } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import { toLinkQuote, toQuote } from '../documents/document-mappers.ts';
import { newestFirst, pageConditions, splitPage } from '../documents/list-page.ts';
import { findQuoteRow, issueDraft } from '../documents/quotes.ts';
import { getSettings } from '../settings/settings-store.ts';
import { checkSignaturePng } from './signature-image.ts';
import { signedQuoteMails } from './signing-mail.ts';
import { queueMail } from '../../mail/mail-outbox.ts';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Exactly what the customer sees; its SHA-256 goes into the audit trail and the signed PDF. */
export interface QuoteSnapshot {
  quote: Omit<Quote, 'customerSignature' | 'signedAt' | 'signedName' | 'draftId'>;
  company: Pick<Settings, 'companyName' | 'companyPhone' | 'companyEmail' | 'companyAddress' | 'logoDataUrl' | 'paymentMethods' | 'warrantyText' | 'termsText' | 'timeZone'>;
}

export function snapshotHash(snapshot: QuoteSnapshot): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
}

function buildSnapshot(quote: Quote, settings: Settings): QuoteSnapshot {
  const { customerSignature: _s, signedAt: _a, signedName: _n, draftId: _d, ...shown } = quote;
  const { companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText, timeZone } = settings;
  return { quote: shown, company: { companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText, timeZone } };
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * POST /api/quotes/{id}/generate-link. {id} may be a draft (issued as a quote first) or a quote.
 * A quote keeps one live link: asking again returns it rather than scattering tokens.
 */
export async function generateSigningLink(db: Db, id: string, client: ClientInfo) {
  return db.transaction(async (tx) => {
    const [quoteRow] = await tx.select().from(quotes).where(eq(quotes.id, id));
    const row = quoteRow ?? (await issueDraft(tx, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found' && error.message === 'Draft not found') throw new AppError('not_found', 'Quote not found');
      throw error;
    }));
    if (row.status === 'superseded') throw new AppError('conflict', 'This quote has a newer revision; send the link of the latest revision.');
    const [live] = await tx
      .select()
      .from(signingLinks)
      .where(and(eq(signingLinks.quoteId, row.id), inArray(signingLinks.status, ['pending', 'signed'])))
      .limit(1);
    const link = live ?? (await insertLink(tx, toQuote(row), client));
    return { shareableLink: link.token, quoteId: row.id, quoteNumber: row.quoteNumber, linkId: link.id };
  });
}

async function insertLink(tx: Tx, quote: Quote, client: ClientInfo) {
  const snapshot = buildSnapshot(quote, await getSettings(tx));
  const hash = snapshotHash(snapshot);
  const [link] = await tx
    .insert(signingLinks)
    .values({
      id: randomUUID(),
      token: newToken(),
      quoteId: quote.id,
      snapshot,
      snapshotHash: hash,
      searchText: [quote.customerName, quote.projectTitle, quote.quoteNumber].join('\u001f').toLowerCase(),
    })
    .returning();
  await tx.insert(signingEvents).values({ linkId: link!.id, kind: 'created', ip: client.ip, userAgent: client.userAgent, details: { snapshotHash: hash } });
  return link!;
}

const notFound = () => new AppError('not_found', 'Quote not found or link expired');

/** Unknown, malformed and superseded tokens all answer the same 404. */
async function findLiveLink(db: DbOrTx, token: string) {
  if (!SHAREABLE_LINK_PATTERN.test(token)) throw notFound();
  const [link] = await db.select().from(signingLinks).where(eq(signingLinks.token, token));
  if (!link || link.status === 'superseded') throw notFound();
  return link;
}

/** GET /api/quotes/sign/{token}: the frozen snapshot; nothing is written (views are posted separately). */
export async function lookupSigningLink(db: DbOrTx, token: string) {
  const link = await findLiveLink(db, token);
  const snapshot = link.snapshot as QuoteSnapshot;
  return {
    type: 'quote' as const,
    data: { ...snapshot.quote, status: link.status === 'signed' ? 'signed' : snapshot.quote.status, signedAt: link.signedAt?.toISOString() ?? null, signedName: link.signerName },
    company: snapshot.company,
    status: link.status,
    snapshotHash: link.snapshotHash,
    disclosure: ESIGN_DISCLOSURE,
  };
}

/** POST /api/quotes/sign/{token}/view: the audit trail's record of every view. */
export async function recordView(db: Db, token: string, client: ClientInfo): Promise<void> {
  const link = await findLiveLink(db, token);
  await db.transaction(async (tx) => {
    await tx
      .update(signingLinks)
      .set({ viewCount: sql`${signingLinks.viewCount} + 1`, lastViewedAt: sql`now()`, firstViewedAt: sql`coalesce(${signingLinks.firstViewedAt}, now())` })
      .where(eq(signingLinks.id, link.id));
    await tx.insert(signingEvents).values({ linkId: link.id, kind: 'viewed', ip: client.ip, userAgent: client.userAgent });
  });
}

/**
 * POST /api/quotes/sign/{token}: exactly one signature per link. The conditional UPDATE is the
 * guard: of two concurrent submits one changes the row, the other finds it signed and gets 409.
 */
export async function signQuote(db: Db, token: string, body: unknown, client: ClientInfo, options: { officeEmail?: string } = {}) {
  const input = parseInput(signSubmissionSchema, body, 'Signature');
  checkSignaturePng(input.signature);
  const link = await findLiveLink(db, token);
  return db.transaction(async (tx) => {
    const quote = await findQuoteRow(tx, link.quoteId);
    if (quote.status === 'superseded') throw notFound();
    const email = input.email ? input.email.toLowerCase() : null;
    const [signed] = await tx
      .update(signingLinks)
      .set({ status: 'signed', signerName: input.name, signerEmail: email, signaturePng: input.signature, signedAt: sql`now()`, disclosureVersion: input.disclosureVersion ?? ESIGN_DISCLOSURE.version })
      .where(and(eq(signingLinks.id, link.id), eq(signingLinks.status, 'pending')))
      .returning();
    if (!signed) {
      throw link.status === 'changes_requested' || (await currentStatus(tx, link.id)) === 'changes_requested'
        ? new AppError('conflict', 'Changes were requested for this quote; a revised quote will be sent to you.')
        : new AppError('conflict', 'This quote has already been signed.');
    }
    await tx
      .update(quotes)
      .set({ status: 'signed', customerSignature: input.signature, signedName: input.name, signedAt: signed.signedAt })
      .where(eq(quotes.id, quote.id));
    await tx.insert(signingEvents).values({
      linkId: link.id,
      kind: 'signed',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { name: input.name, email, snapshotHash: link.snapshotHash, disclosureVersion: signed.disclosureVersion, disclosureText: ESIGN_DISCLOSURE.text },
    });
    const signedAt = signed.signedAt!.toISOString();
    // Queued in the same transaction: a committed signature always has its e-mails waiting.
    await queueMail(tx, signedQuoteMails({ snapshot: link.snapshot as QuoteSnapshot, linkId: link.id, signerName: input.name, signerEmail: email, officeEmail: options.officeEmail, signedAt }));
    return { success: true, signedAt };
  });
}

async function currentStatus(tx: Tx, linkId: string) {
  const [row] = await tx.select({ status: signingLinks.status }).from(signingLinks).where(eq(signingLinks.id, linkId));
  return row?.status;
}

/** The customer asks for changes instead of signing; the link waits for a revision. */
export async function requestChanges(db: Db, token: string, body: unknown, client: ClientInfo) {
  const input = parseInput(changeRequestSchema, body, 'Change request');
  const link = await findLiveLink(db, token);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(signingLinks)
      .set({ status: 'changes_requested', changeRequest: input.message, signerName: input.name, signerEmail: input.email || null })
      .where(and(eq(signingLinks.id, link.id), eq(signingLinks.status, 'pending')))
      .returning();
    if (!updated) throw new AppError('conflict', 'This quote can no longer be changed from this link.');
    await tx.insert(signingEvents).values({ linkId: link.id, kind: 'changes_requested', ip: client.ip, userAgent: client.userAgent, details: { name: input.name, message: input.message } });
    return { success: true };
  });
}

export async function listLinkQuotes(db: DbOrTx, query: ListQuery, options: { signedOnly?: boolean } = {}) {
  const rows = await db
    .select({ link: signingLinks, quote: { quoteNumber: quotes.quoteNumber, customerName: quotes.customerName, projectTitle: quotes.projectTitle, total: quotes.total } })
    .from(signingLinks)
    .innerJoin(quotes, eq(quotes.id, signingLinks.quoteId))
    .where(pageConditions(signingLinks, query, options.signedOnly ? eq(signingLinks.status, 'signed') : undefined))
    .orderBy(...newestFirst(signingLinks))
    .limit(query.limit + 1);
  const page = splitPage(rows.map((r) => ({ ...r, createdAt: r.link.createdAt, id: r.link.id })), query.limit);
  return { items: page.items.map((r) => toLinkQuote(r.link, r.quote)), nextCursor: page.nextCursor };
}

export async function getSigningAudit(db: DbOrTx, linkId: string) {
  return db.select().from(signingEvents).where(eq(signingEvents.linkId, linkId)).orderBy(signingEvents.at, signingEvents.id);
}
