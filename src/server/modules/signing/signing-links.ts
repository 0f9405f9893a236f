import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Quote } from '#shared/documents/schemas.ts';
import type { ListQuery } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { todayIn } from '#shared/dates/dates.ts';
import { ESIGN_DISCLOSURE, SHAREABLE_LINK_PATTERN, type ChangeRequest, type SignedSubmission } from '#shared/signing/signing.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { drafts, quotes, signingEvents, signingLinks } from '#server/db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { toLinkQuote, toQuote } from '../documents/document-mappers.ts';
import { newestFirst, pageConditions, splitPage } from '../documents/list-page.ts';
import { issueDraft } from '../documents/quotes.ts';
import { getSettings } from '../settings/settings-store.ts';
import { checkSignatureInWorker } from './signature-image.ts';
import { changeRequestMail, officeAddress, signedQuoteMails } from './signing-mail.ts';
import { lineUnitOf } from '#shared/documents/line-units.ts';
import type { QuoteSnapshot } from './quote-snapshot.ts';
import { choiceFromSnapshot, signedSnapshot, signedSnapshotHash } from './quote-choice.ts';
import { queueMail } from '#server/mail/mail-outbox.ts';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}


export function snapshotHash(snapshot: QuoteSnapshot): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
}

function buildSnapshot(quote: Quote, settings: Settings): QuoteSnapshot {
  const { customerSignature: _s, signedAt: _a, signedName: _n, draftId: _d, ...rest } = quote;
  // The customer signs for lines in their units: a line stored before units existed is frozen as sq ft, as it was shown.
  const shown = { ...rest, lineItems: rest.lineItems.map((line) => ({ ...line, unit: lineUnitOf(line) })) };
  const { companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText, timeZone } = settings;
  return { quote: shown, company: { companyName, companyPhone, companyEmail, companyAddress, logoDataUrl, paymentMethods, warrantyText, termsText, timeZone } };
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * POST /api/quotes/{id}/generate-link. {id} may be a draft (issued as a quote first) or a quote.
 * A quote keeps one live link: asking again returns it rather than scattering tokens. The quote
 * row is locked first, so parallel calls wait for each other and all return the same link; the
 * unique index signing_links_one_pending_per_quote holds even if some other path forgets to lock.
 */
export async function generateSigningLink(db: Db, id: string, client: ClientInfo) {
  return db.transaction(async (tx) => {
    const row = (await lockQuote(tx, id)) ?? (await issueOrFindIssued(tx, id));
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

/**
 * Locks a quote for a change that touches its links. Every path that does (generate-link, sign,
 * issuing a revision in quotes.ts) takes its locks in one order: the revision family's root quote
 * row, then the quote's own row, then link rows. Two paths taking them in opposite orders is
 * how signing and issuing a revision deadlocked. Returns the row as it stands once locked.
 */
export async function lockQuote(tx: Tx, id: string) {
  const [found] = await tx.select({ rootQuoteId: quotes.rootQuoteId }).from(quotes).where(eq(quotes.id, id));
  if (!found) return undefined;
  const [root] = await tx.select().from(quotes).where(eq(quotes.id, found.rootQuoteId)).for('update');
  if (found.rootQuoteId === id) return root;
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row;
}

/**
 * generate-link on a draft id. Parallel calls queue on the draft's row lock; the first issues the
 * draft (which deletes it), the ones after find the quote it became and share its link.
 */
async function issueOrFindIssued(tx: Tx, draftId: string) {
  const [draft] = await tx.select({ id: drafts.id }).from(drafts).where(eq(drafts.id, draftId)).for('update');
  if (draft) return issueDraft(tx, draftId);
  const [issued] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.draftId, draftId)).limit(1);
  const row = issued ? await lockQuote(tx, issued.id) : undefined;
  if (!row) throw new AppError('not_found', 'Quote not found');
  return row;
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

export type LinkRow = typeof signingLinks.$inferSelect;

/** Today where the company is; a zone the runtime does not know falls back to UTC rather than failing the customer. */
function companyToday(timeZone: string | undefined, now = new Date()): string {
  try {
    return todayIn(timeZone || 'UTC', now);
  } catch {
    return todayIn('UTC', now);
  }
}

function callUs(company: QuoteSnapshot['company']): string {
  return company.companyPhone ? `call ${formatPhoneNumber(company.companyPhone)}` : `contact ${company.companyName || 'us'}`;
}

/** The validUntil date a still-unsigned link has passed (in the company's time zone), or null. */
function expiredOn(link: LinkRow, now = new Date()): string | null {
  if (link.status !== 'pending') return null;
  const { quote, company } = link.snapshot as QuoteSnapshot;
  return quote.validUntil && companyToday(company.timeZone, now) > quote.validUntil ? quote.validUntil : null;
}

function expiredError(link: LinkRow, validUntil: string): AppError {
  const { company } = link.snapshot as QuoteSnapshot;
  return new AppError('gone', `This quote expired on ${formatDisplayDate(validUntil)}. Please ${callUs(company)} for an updated quote.`, {
    details: { state: 'expired', expiredOn: validUntil, companyName: company.companyName, companyPhone: company.companyPhone },
  });
}

/**
 * A superseded link says so, with the day the newer version was sent, instead of a bare 404: the
 * customer holding an old e-mail should look for the new one, not think the quote is gone.
 */
async function supersededError(db: DbOrTx, link: LinkRow): Promise<AppError> {
  const { company } = link.snapshot as QuoteSnapshot;
  const [newest] = await db
    .select({ quoteCreatedAt: quotes.createdAt, linkCreatedAt: signingLinks.createdAt })
    .from(quotes)
    .leftJoin(signingLinks, and(eq(signingLinks.quoteId, quotes.id), ne(signingLinks.status, 'superseded')))
    .where(eq(quotes.rootQuoteId, sql`(select ${quotes.rootQuoteId} from ${quotes} where ${quotes.id} = ${link.quoteId})`))
    .orderBy(desc(quotes.revisionNumber), desc(signingLinks.createdAt))
    .limit(1);
  const sentAt = newest?.linkCreatedAt ?? newest?.quoteCreatedAt ?? null;
  const sentOn = sentAt ? companyToday(company.timeZone, sentAt) : null;
  const when = sentOn ? ` on ${formatDisplayDate(sentOn)}` : '';
  // Still a 404, as before for superseded links (a link that no longer leads to a signable quote); the message and state say why.
  return new AppError('not_found', `A newer version of this quote was sent${when}. Please use the link in that message, or ${callUs(company)}.`, {
    details: { state: 'superseded', newerVersionSentOn: sentOn, companyName: company.companyName, companyPhone: company.companyPhone },
  });
}

/** Unknown and malformed tokens answer the same 404; a superseded one answers 404 saying why. */
async function findLiveLink(db: DbOrTx, token: string) {
  if (!SHAREABLE_LINK_PATTERN.test(token)) throw notFound();
  const [link] = await db.select().from(signingLinks).where(eq(signingLinks.token, token));
  if (!link) throw notFound();
  if (link.status === 'superseded') throw await supersededError(db, link);
  return link;
}

/** What the signing page shows: the form ('open'), or why there is none. */
export type LinkState = 'open' | 'expired' | 'signed' | 'changes_requested';

/** GET /api/quotes/sign/{token}: the frozen snapshot; nothing is written (views are posted separately). */
export async function lookupSigningLink(db: DbOrTx, token: string) {
  const link = await findLiveLink(db, token);
  const snapshot = link.snapshot as QuoteSnapshot;
  const expired = expiredOn(link);
  const state: LinkState = expired ? 'expired' : link.status === 'pending' ? 'open' : (link.status as LinkState);
  return {
    type: 'quote' as const,
    // Snapshots frozen before options existed have none.
    data: { options: [], addOns: [], choice: null, ...snapshot.quote, status: link.status === 'signed' ? 'signed' : snapshot.quote.status, signedAt: link.signedAt?.toISOString() ?? null, signedName: link.signerName },
    company: snapshot.company,
    status: link.status,
    state,
    expiredOn: expired,
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

function closedLinkError(status: LinkRow['status']): AppError {
  return status === 'changes_requested'
    ? new AppError('conflict', 'Changes were requested for this quote; a revised quote will be sent to you.')
    : new AppError('conflict', 'This quote has already been signed.');
}

/** Refuses a link that cannot take a signature, from the cheapest facts first. */
function refuseUnsignable(link: LinkRow, now: Date | undefined): void {
  if (link.status !== 'pending') throw closedLinkError(link.status);
  const expired = expiredOn(link, now);
  if (expired) throw expiredError(link, expired);
}

/**
 * The link behind a token, refused (404, 409, 410) unless it can take a signature now. The route
 * asks this before it reads the body: a stranger posting heavy images to made-up tokens costs one
 * indexed lookup each.
 */
export async function findSignableLink(db: Db, token: string, now?: Date): Promise<LinkRow> {
  const link = await findLiveLink(db, token);
  refuseUnsignable(link, now);
  return link;
}

/**
 * POST /api/quotes/sign/{token}: exactly one signature per link, on a link findSignableLink gave.
 * The token and the link's state are checked before the image is even read, and the image is decoded off the request thread:
 * a stranger posting heavy images to made-up tokens costs one indexed lookup each. Inside the
 * transaction the quote is locked (root, quote, then link: lockQuote's order) and the conditional
 * UPDATE is the guard: of two concurrent submits one changes the row, the other gets 409.
 * `now` is the clock expiry is judged by: the demo seed signs as of its own day.
 */
export async function signQuote(db: Db, link: LinkRow, input: SignedSubmission, client: ClientInfo, options: { officeEmail?: string; now?: Date } = {}) {
  // The choice is judged first: a bad one is the customer's to fix, before any image is decoded.
  const offered = link.snapshot as QuoteSnapshot;
  const choice = choiceFromSnapshot(offered, input.choice);
  // With options the signed snapshot holds the choice and its figures, and its hash covers them.
  const snapshot = choice ? signedSnapshot(offered, choice) : offered;
  const hash = choice ? signedSnapshotHash(snapshot) : link.snapshotHash;
  await checkSignatureInWorker(input.signature);
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, link.quoteId);
    if (!quote) throw notFound();
    // A revision may have been issued while the image was being read.
    if (quote.status === 'superseded') throw await supersededError(tx, { ...link, status: 'superseded' });
    if (quote.status === 'signed') throw closedLinkError('signed');
    const expired = expiredOn(link, options.now);
    if (expired) throw expiredError(link, expired);
    const email = input.email ? input.email.toLowerCase() : null;
    const [signed] = await tx
      .update(signingLinks)
      .set({
        status: 'signed',
        signerName: input.name,
        signerEmail: email,
        signaturePng: input.signature,
        signedAt: sql`now()`,
        disclosureVersion: input.disclosureVersion ?? ESIGN_DISCLOSURE.version,
        ...(choice ? { snapshot, snapshotHash: hash } : {}),
      })
      .where(and(eq(signingLinks.id, link.id), eq(signingLinks.status, 'pending')))
      .returning();
    if (!signed) {
      const now = await currentStatus(tx, link.id);
      throw now === 'superseded' ? await supersededError(tx, { ...link, status: 'superseded' }) : closedLinkError(now ?? 'signed');
    }
    // The chosen figures become the quote's own: Total Value, the deposit invoice and the final
    // invoice bill what the customer accepted.
    const chosenFigures = choice
      ? { choice, subtotal: choice.subtotal, discountAmount: choice.discountAmount, total: choice.total, depositAmount: choice.depositAmount, balanceDue: choice.balanceDue }
      : {};
    await tx
      .update(quotes)
      .set({ status: 'signed', customerSignature: input.signature, signedName: input.name, signedAt: signed.signedAt, ...chosenFigures })
      .where(eq(quotes.id, quote.id));
    await tx.insert(signingEvents).values({
      linkId: link.id,
      kind: 'signed',
      ip: client.ip,
      userAgent: client.userAgent,
      details: {
        name: input.name,
        email,
        snapshotHash: hash,
        disclosureVersion: signed.disclosureVersion,
        disclosureText: ESIGN_DISCLOSURE.text,
        // The offer's hash (of the 'created' entry) and what was chosen from it.
        ...(choice ? { offeredSnapshotHash: link.snapshotHash, choice } : {}),
      },
    });
    const signedAt = signed.signedAt!.toISOString();
    // Queued in the same transaction: a committed signature always has its e-mails waiting.
    const officeEmail = officeAddress(options.officeEmail, (await getSettings(tx)).companyEmail);
    await queueMail(tx, signedQuoteMails({ snapshot, linkId: link.id, signerName: input.name, signerEmail: email, officeEmail, signedAt }));
    return { success: true, signedAt };
  });
}

async function currentStatus(tx: Tx, linkId: string) {
  const [row] = await tx.select({ status: signingLinks.status }).from(signingLinks).where(eq(signingLinks.id, linkId));
  return row?.status;
}

/** The customer asks for changes instead of signing; the link waits for a revision. */
export async function requestChanges(db: Db, token: string, input: ChangeRequest, client: ClientInfo, options: { officeEmail?: string; publicUrl?: string } = {}) {
  const link = await findLiveLink(db, token);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(signingLinks)
      .set({ status: 'changes_requested', changeRequest: input.message, signerName: input.name, signerEmail: input.email || null })
      .where(and(eq(signingLinks.id, link.id), eq(signingLinks.status, 'pending')))
      .returning();
    if (!updated) throw new AppError('conflict', 'This quote can no longer be changed from this link.');
    await tx.insert(signingEvents).values({ linkId: link.id, kind: 'changes_requested', ip: client.ip, userAgent: client.userAgent, details: { name: input.name, message: input.message } });
    // Queued with the request itself: a committed change request always has its notice waiting.
    const officeEmail = officeAddress(options.officeEmail, (await getSettings(tx)).companyEmail);
    if (officeEmail) {
      await queueMail(tx, [
        changeRequestMail({
          snapshot: link.snapshot as QuoteSnapshot,
          officeEmail,
          name: input.name,
          email: input.email ? input.email.toLowerCase() : null,
          message: input.message,
          requestedAt: new Date().toISOString(),
          staffUrl: options.publicUrl ? `${options.publicUrl.replace(/\/$/, '')}/generated-quotes?quote=${link.quoteId}` : undefined,
        }),
      ]);
    }
    return { success: true };
  });
}

export async function listLinkQuotes(db: DbOrTx, query: ListQuery, options: { signedOnly?: boolean } = {}) {
  const rows = await db
    .select({ link: signingLinks, quote: { quoteNumber: quotes.quoteNumber, customerName: quotes.customerName, projectTitle: quotes.projectTitle, total: quotes.total, options: quotes.options, choice: quotes.choice } })
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

/**
 * What the customer was shown for this quote: the snapshot of its signed link, else of its newest
 * link; null when it never had one. Staff papers of a sent quote (preview, Save as PDF) render
 * this, not today's settings, so the office sees the terms the customer saw and signed.
 */
export async function findShownSnapshot(db: DbOrTx, quoteId: string): Promise<{ snapshot: QuoteSnapshot; snapshotHash: string; linkStatus: LinkRow['status'] } | null> {
  const [link] = await db
    .select({ snapshot: signingLinks.snapshot, snapshotHash: signingLinks.snapshotHash, status: signingLinks.status })
    .from(signingLinks)
    .where(eq(signingLinks.quoteId, quoteId))
    .orderBy(sql`${signingLinks.status} = 'signed' desc`, desc(signingLinks.createdAt), desc(signingLinks.id))
    .limit(1);
  return link ? { snapshot: link.snapshot as QuoteSnapshot, snapshotHash: link.snapshotHash, linkStatus: link.status } : null;
}

/**
 * The quote and settings a staff paper of this quote renders: the shown snapshot's content and
 * company details, with the signature state as it is now (the snapshot predates the signature).
 */
export async function quoteAsShown(db: DbOrTx, quote: Quote, settings: Settings): Promise<{ document: Quote; settings: Settings }> {
  const shown = await findShownSnapshot(db, quote.id);
  if (!shown) return { document: quote, settings };
  const { status, customerSignature, signedAt, signedName, draftId } = quote;
  return {
    document: { ...quote, ...shown.snapshot.quote, status, customerSignature, signedAt, signedName, draftId },
    settings: { ...settings, ...shown.snapshot.company },
  };
}
