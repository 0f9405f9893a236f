import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema, linkQuoteSchema, linkStatusSchema, listQuerySchema, quoteSchema } from '#shared/documents/schemas.ts';
import { settingsSchema } from '#shared/settings/settings.ts';
import { changeRequestSchema, signSubmissionSchema } from '#shared/signing/signing.ts';
import { signingLinks } from '#server/db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { addRoute, err, invalid, json, jsonBody, list, notFound, pdf, successSchema, timestampSchema } from '#server/http/route-spec.ts';
import { parseInput } from '#server/http/validate.ts';
import { registerCustomerScope } from '#server/http/customer-scope.ts';
import { ensureSignedPdf } from './signed-copy.ts';
import { snapshotPhoto } from './signing-photos.ts';
import { jpegAnswer } from '../photos/photo-routes.ts';
import { findShownSnapshot, findSignableLink, generateSigningLink, getSigningAudit, listLinkQuotes, lookupSigningLink, recordView, requestChanges, signQuote, type ClientInfo } from './signing-links.ts';

const tokenParamSchema = z.object({ token: z.string().max(200).describe('the shareableLink of a link quote') });

const generatedLinkSchema = z.object({
  shareableLink: z.string().describe('the token; the customer opens /sign/{shareableLink}'),
  quoteId: z.uuid(),
  quoteNumber: z.string(),
  linkId: z.uuid(),
});

const auditEventSchema = z.object({
  kind: z
    .enum(['created', 'viewed', 'signed', 'changes_requested', 'superseded', 'deposit_paid', 'deposit_payment_flagged', 'deposit_payment_checked', 'sent_email', 'sent_sms', 'sms_link', 'reminder_sent', 'reminders_stopped'])
    .describe(
      'deposit_paid: the deposit was paid online (Stripe); deposit_payment_flagged: a Stripe payment was not recorded, see the office e-mail; deposit_payment_checked: the office dealt with it; sent_email, sent_sms, sms_link, reminder_sent, reminders_stopped: sending to the customer (decision 017)',
    ),
  at: timestampSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const signingPageSchema = z.object({
  type: z.literal('quote'),
  data: quoteSchema.omit({ customerSignature: true, draftId: true }).describe('the frozen snapshot the customer signs'),
  company: settingsSchema.pick({
    companyName: true,
    companyPhone: true,
    companyEmail: true,
    companyAddress: true,
    logoDataUrl: true,
    paymentMethods: true,
    warrantyText: true,
    termsText: true,
    timeZone: true,
  }),
  status: linkStatusSchema,
  state: z.enum(['open', 'expired', 'signed', 'changes_requested']).describe('what the page shows: the signing form (open) or why there is none'),
  expiredOn: z.iso.date().nullable().describe('the validUntil date an unsigned quote has passed, in the company time zone'),
  snapshotHash: z.string().describe('SHA-256 of the snapshot, hex'),
  disclosure: z.object({ version: z.string(), text: z.string() }),
});

const shownQuoteSchema = z.object({
  shown: z
    .object({
      quote: quoteSchema.omit({ customerSignature: true, draftId: true, signedAt: true, signedName: true }),
      company: signingPageSchema.shape.company,
      snapshotHash: z.string(),
      linkStatus: linkStatusSchema,
    })
    .nullable()
    .describe('null when the quote was never sent'),
});

const signedAnswerSchema = z.object({ success: z.literal(true), signedAt: timestampSchema });

/** The customer's side: anyone may call these, within a per-address budget. */
const customer = { tag: 'Customer signing', public: true, params: tokenParamSchema } as const;
const tooMany = err('too many requests from this address');

export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
}

export async function signingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const sendPdf = (reply: FastifyReply, file: { filename: string; content: Buffer }) =>
    reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.content);

  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/quotes/:id/generate-link',
      tag: 'Signing',
      summary: 'The signing link of a quote (or of a draft, issued as a quote first)',
      description: 'A quote keeps one live link: asking again returns it.',
      params: idParamSchema,
      answers: { 200: json('the link', generatedLinkSchema), 400: invalid, 404: notFound('quote or draft'), 409: err('the quote has a newer revision') },
    },
    async ({ params: { id } }, request) => generateSigningLink(db, id, clientInfo(request)),
  );

  // Staff: what the customer was shown for a quote (its link's frozen snapshot), so the preview
  // renders the terms and company details the customer saw, not today's settings. null: never sent.
  addRoute(
    app,
    {
      method: 'GET',
      path: '/api/quotes/:id/shown',
      tag: 'Signing',
      summary: 'What the customer was shown for a quote: its link snapshot',
      description: 'Staff papers of a sent quote render this rather than the current settings.',
      params: idParamSchema,
      answers: { 200: json('the snapshot of the signed (else newest) link, or null', shownQuoteSchema), 400: invalid },
    },
    async ({ params: { id } }) => {
      const shown = await findShownSnapshot(db, id);
      return { shown: shown ? { quote: shown.snapshot.quote, company: shown.snapshot.company, snapshotHash: shown.snapshotHash, linkStatus: shown.linkStatus } : null };
    },
  );

  addRoute(
    app,
    { method: 'GET', path: '/api/quotes/:id/signed-pdf', tag: 'Signing', summary: 'The sealed signed copy of a quote', params: idParamSchema, answers: { 200: pdf('the signed PDF, sealed (PAdES), with its audit page'), 404: err('the quote has not been signed') } },
    async ({ params: { id } }, _request, reply) => {
      const [link] = await db.select({ id: signingLinks.id }).from(signingLinks).where(and(eq(signingLinks.quoteId, id), eq(signingLinks.status, 'signed')));
      if (!link) throw new AppError('not_found', 'This quote has not been signed');
      return sendPdf(reply, await ensureSignedPdf(db, link.id, app.seal));
    },
  );

  addRoute(
    app,
    { method: 'GET', path: '/api/link-quotes', tag: 'Signing', summary: 'Link quotes, newest first', query: listQuerySchema, answers: { 200: list('one page of link quotes', linkQuoteSchema), 400: invalid } },
    async ({ query }, _request, reply) => {
      const page = await listLinkQuotes(db, query);
      if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
      return page.items;
    },
  );

  addRoute(
    app,
    { method: 'GET', path: '/api/link-quotes/:id/audit', tag: 'Signing', summary: 'Audit trail of one link, oldest first', params: idParamSchema, answers: { 200: json('created, every view, signed', z.array(auditEventSchema)), 400: invalid } },
    async ({ params: { id } }) => {
      const events = await getSigningAudit(db, id);
      return events.map((event) => ({ kind: event.kind, at: event.at.toISOString(), ip: event.ip, userAgent: event.userAgent }));
    },
  );

  // Public: the customer's side.
  registerCustomerScope(app, (publicScope) => {
    addRoute(
      publicScope,
      {
        ...customer,
        method: 'GET',
        path: '/api/quotes/sign/:token',
        summary: 'The quote behind a signing link',
        answers: { 200: json('the frozen snapshot and the company', signingPageSchema), 404: err('unknown or malformed link; a superseded one says when the newer version was sent (state, newerVersionSentOn, companyPhone)'), 429: tooMany },
      },
      async ({ params: { token } }) => lookupSigningLink(db, token),
    );
    addRoute(
      publicScope,
      { ...customer, method: 'POST', path: '/api/quotes/sign/:token/view', summary: 'Record a view in the audit trail', answers: { 204: { description: 'recorded' }, 404: err('unknown link'), 429: tooMany } },
      async ({ params: { token } }, request, reply) => {
        await recordView(db, token, clientInfo(request));
        return reply.code(204).send();
      },
    );
    addRoute(
      publicScope,
      {
        ...customer,
        method: 'POST',
        path: '/api/quotes/sign/:token',
        summary: 'Sign the quote (once)',
        description:
          'On a quote that offers options (data.options not empty) the body carries the customer\'s `choice`: `{ optionId, addOnIds, total?, depositAmount?, balanceDue? }`, ' +
          'the option and add-ons chosen and the figures the page showed for them. The server prices the choice itself (the quote\'s lines in every option, the option\'s lines, the ticked add-ons; ' +
          'the quote\'s discount and deposit rates) and answers 400 naming the field for an option or add-on the quote does not offer, for figures that differ, for a missing choice on a quote with options ' +
          'and for a choice on a quote without. The signed snapshot then holds the choice and its figures as the quote\'s own, its SHA-256 (keys sorted) covers them, and the audit trail keeps the offer\'s hash beside it.',
        // Read by the handler once the token is known good (findSignableLink), not before.
        body: { ...jsonBody(signSubmissionSchema, 'Signature'), parsedByHandler: true },
        answers: { 200: json('signed', signedAnswerSchema), 400: err('a field is missing or wrong, or the choice is not one the quote offers, or its figures differ'), 404: err('unknown or superseded link'), 409: err('already signed, or changes were requested'), 410: err('the quote expired (state, expiredOn, companyPhone); nothing was changed'), 413: err('signature image too large'), 422: err('the signature image took too long to read'), 429: tooMany },
      },
      async ({ params: { token } }, request) => {
        const link = await findSignableLink(db, token);
        const submission = parseInput(signSubmissionSchema, request.body, 'Signature');
        const result = await signQuote(db, link, submission, clientInfo(request), { officeEmail: app.config.officeEmail });
        void app.outbox.kick();
        return result;
      },
    );
    addRoute(
      publicScope,
      {
        ...customer,
        method: 'POST',
        path: '/api/quotes/sign/:token/request-changes',
        summary: 'Ask for changes instead of signing',
        body: jsonBody(changeRequestSchema, 'Change request'),
        answers: { 200: json('recorded', successSchema), 400: invalid, 404: err('unknown link'), 409: err('the link can no longer be changed'), 429: tooMany },
      },
      async ({ params: { token }, body }, request) => {
        const result = await requestChanges(db, token, body, clientInfo(request), { officeEmail: app.config.officeEmail, publicUrl: app.config.publicUrl });
        void app.outbox.kick();
        return result;
      },
    );
    // The quote's site photos, as the signing page shows them: only those the link's snapshot lists.
    addRoute(
      publicScope,
      {
        ...customer,
        method: 'GET',
        path: '/api/quotes/sign/:token/photos/:photoId',
        summary: 'A site photo of the quote behind a signing link',
        params: tokenParamSchema.extend({ photoId: z.uuid('is not a photo id') }),
        answers: { 200: jpegAnswer('the photo (JPEG), as the snapshot names it'), 400: invalid, 404: err('unknown link, or a photo its snapshot does not list'), 429: tooMany },
      },
      async ({ params: { token, photoId } }, _request, reply) => {
        const photo = await snapshotPhoto(db, token, photoId);
        return reply.type('image/jpeg').send(photo.jpeg);
      },
    );
    // The customer's own copy, once signed.
    addRoute(
      publicScope,
      { ...customer, method: 'GET', path: '/api/quotes/sign/:token/signed-pdf', summary: "The customer's signed copy", answers: { 200: pdf('the signed PDF'), 404: err('unknown or unsigned link'), 429: tooMany } },
      async ({ params: { token } }, _request, reply) => {
        const [link] = await db.select({ id: signingLinks.id }).from(signingLinks).where(and(eq(signingLinks.token, token), eq(signingLinks.status, 'signed')));
        if (!link) throw new AppError('not_found', 'Quote not found or link expired');
        return sendPdf(reply, await ensureSignedPdf(db, link.id, app.seal));
      },
    );
  });
}
