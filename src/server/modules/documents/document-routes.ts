import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  draftInputSchema,
  draftSchema,
  idParamSchema,
  invoiceInputSchema,
  invoicePaymentsSchema,
  invoiceSchema,
  invoiceStatusInputSchema,
  invoiceUpdateInputSchema,
  listQuerySchema,
  paymentInputSchema,
  quoteInputSchema,
  quoteSchema,
  signedQuotesSchema,
  statsSchema,
  voidInvoiceInputSchema,
} from '#shared/documents/schemas.ts';
import { attentionSchema } from '#shared/documents/attention.ts';
import { NEXT_CURSOR, addRoute, err, invalid, json, jsonBody, list, notFound } from '#server/http/route-spec.ts';
import { onlySent } from '#server/http/validate.ts';
import { createDraft, deleteDraft, getDraft, setDraftStatus, updateDraft } from './drafts.ts';
import { listDraftsJson, listInvoicesJson, listQuotesJson, listSignedQuotesJson, type JsonPage } from './document-json.ts';
import { createInvoice, getInvoice, updateInvoice } from './invoices.ts';
import { createDepositInvoice, createFinalInvoice } from './invoices-from-quote.ts';
import { getInvoicePayments, recordPayment, setInvoiceStatus } from './invoice-payments.ts';
import { voidAndReplaceInvoice } from './void-invoice.ts';
import { createQuote, getQuote, reviseQuote } from './quotes.ts';
import { getStats } from './stats.ts';
import { getAttention } from './attention.ts';
import { decodePairCursor, encodePairCursor } from './list-page.ts';
import { listLinkQuotes } from '../signing/signing-links.ts';

/** A list answers SPEC.md's plain array, written by the database as JSON text and sent as it is; the next page's cursor rides in a header. */
function sendJsonPage(reply: FastifyReply, page: JsonPage): FastifyReply {
  if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
  return reply.type('application/json; charset=utf-8').send(page.body);
}

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const byId = { params: idParamSchema } as const;

  // Drafts
  const drafts = { tag: 'Drafts' } as const;
  addRoute(app, { ...drafts, method: 'GET', path: '/api/drafts', summary: 'Active drafts, newest first', query: listQuerySchema, answers: { 200: list('one page of drafts', draftSchema), 400: invalid } }, async ({ query }, _request, reply) =>
    sendJsonPage(reply, await listDraftsJson(db, 'active', query)),
  );
  addRoute(
    app,
    { ...drafts, method: 'GET', path: '/api/drafts/archived', summary: 'Archived drafts, newest first', query: listQuerySchema, answers: { 200: list('one page of archived drafts', draftSchema), 400: invalid } },
    async ({ query }, _request, reply) => sendJsonPage(reply, await listDraftsJson(db, 'archived', query)),
  );
  addRoute(app, { ...drafts, ...byId, method: 'GET', path: '/api/drafts/:id', summary: 'One draft', answers: { 200: json('the draft', draftSchema), 400: invalid, 404: notFound('draft') } }, async ({ params }) => getDraft(db, params.id));
  addRoute(
    app,
    {
      ...drafts,
      method: 'POST',
      path: '/api/drafts',
      summary: 'Create a draft (autosave, Generate Quote)',
      description: 'Figures are recomputed by the server; figures sent are checked, never trusted.',
      body: jsonBody(draftInputSchema, 'Draft'),
      answers: { 201: json('the new draft', draftSchema), 400: invalid, 409: err('an active draft with identical content exists (existingId)') },
    },
    async ({ body }, _request, reply) => reply.code(201).send(await createDraft(db, body)),
  );
  addRoute(
    app,
    {
      ...drafts,
      ...byId,
      method: 'PUT',
      path: '/api/drafts/:id',
      summary: 'Update a draft (the fields sent replace the stored ones)',
      body: jsonBody(draftInputSchema.partial(), 'Draft'),
      answers: { 200: json('the updated draft', draftSchema), 400: invalid, 404: notFound('draft') },
    },
    async ({ params, body }, request) => updateDraft(db, params.id, onlySent(body, request.body)),
  );
  addRoute(app, { ...drafts, ...byId, method: 'PATCH', path: '/api/drafts/:id/archive', summary: 'Archive a draft', answers: { 200: json('the archived draft', draftSchema), 404: notFound('draft') } }, async ({ params }) =>
    setDraftStatus(db, params.id, 'archived'),
  );
  addRoute(app, { ...drafts, ...byId, method: 'PATCH', path: '/api/drafts/:id/unarchive', summary: 'Restore an archived draft', answers: { 200: json('the restored draft', draftSchema), 404: notFound('draft') } }, async ({ params }) =>
    setDraftStatus(db, params.id, 'active'),
  );
  addRoute(app, { ...drafts, ...byId, method: 'DELETE', path: '/api/drafts/:id', summary: 'Delete a draft', answers: { 204: { description: 'deleted' }, 404: notFound('draft') } }, async ({ params }, _request, reply) => {
    await deleteDraft(db, params.id);
    return reply.code(204).send();
  });

  // Quotes
  const quotes = { tag: 'Quotes' } as const;
  addRoute(app, { ...quotes, method: 'GET', path: '/api/quotes', summary: 'Quotes, newest first', query: listQuerySchema, answers: { 200: list('one page of quotes', quoteSchema), 400: invalid } }, async ({ query }, _request, reply) =>
    sendJsonPage(reply, await listQuotesJson(db, query)),
  );
  addRoute(app, { ...quotes, ...byId, method: 'GET', path: '/api/quotes/:id', summary: 'One quote', answers: { 200: json('the quote', quoteSchema), 400: invalid, 404: notFound('quote') } }, async ({ params }) => getQuote(db, params.id));
  addRoute(
    app,
    {
      ...quotes,
      method: 'POST',
      path: '/api/quotes',
      summary: 'Issue a quote (numbered Q-YYYY-NNNN, content frozen)',
      description: 'With draftId the draft leaves the drafts list; a revision draft issues the next revision and supersedes older links.',
      body: jsonBody(quoteInputSchema, 'Quote'),
      answers: { 201: json('the issued quote', quoteSchema), 400: invalid, 409: err('a quote with identical content exists (existingId)') },
    },
    async ({ body }, _request, reply) => reply.code(201).send(await createQuote(db, body)),
  );
  addRoute(
    app,
    { ...quotes, ...byId, method: 'POST', path: '/api/quotes/:id/revise', summary: 'Revise: a draft copying the quote (the open revision draft if there is one)', answers: { 201: json('the revision draft', draftSchema), 404: notFound('quote') } },
    async ({ params }, _request, reply) => reply.code(201).send(await reviseQuote(db, params.id)),
  );
  // Two lists in one answer: the cursor carries one position for each, and a list that has ended
  // stays ended on later pages.
  addRoute(
    app,
    {
      ...quotes,
      method: 'GET',
      path: '/api/signed-quotes',
      summary: 'Signed quotes and signed link quotes, newest first',
      description: 'Both lists are paged together by one cursor.',
      query: listQuerySchema,
      answers: { 200: json('one page of each list', signedQuotesSchema, NEXT_CURSOR), 400: invalid },
    },
    async ({ query }, _request, reply) => {
      const cursors = query.before ? decodePairCursor(query.before) : { quotes: undefined, links: undefined };
      const [regular, links] = await Promise.all([
        cursors.quotes === null ? { body: '[]', nextCursor: null } : listSignedQuotesJson(db, { ...query, before: cursors.quotes }),
        cursors.links === null ? { items: [], nextCursor: null } : listLinkQuotes(db, { ...query, before: cursors.links }, { signedOnly: true }),
      ]);
      if (regular.nextCursor || links.nextCursor) reply.header('X-Next-Cursor', encodePairCursor({ quotes: regular.nextCursor, links: links.nextCursor }));
      return reply.type('application/json; charset=utf-8').send(`{"regularQuotes":${regular.body},"linkQuotes":${JSON.stringify(links.items)}}`);
    },
  );

  // Invoices
  const invoices = { tag: 'Invoices' } as const;
  addRoute(
    app,
    {
      ...invoices,
      ...byId,
      method: 'POST',
      path: '/api/quotes/:id/deposit-invoice',
      summary: 'Create the deposit invoice of a signed quote',
      description: 'One line, "Deposit (50%) for quote Q-2026-0001: {project}": the invoice bills the deposit, its balance due is the deposit.',
      answers: { 201: json('the new invoice', invoiceSchema), 404: notFound('quote'), 409: err('the quote is not signed, asks for no deposit, or its deposit invoice exists (existingId)') },
    },
    async ({ params }, _request, reply) => reply.code(201).send(await createDepositInvoice(db, params.id)),
  );
  addRoute(
    app,
    {
      ...invoices,
      ...byId,
      method: 'POST',
      path: '/api/quotes/:id/final-invoice',
      summary: 'Create the final invoice of a signed quote',
      description: "Bills the quote's total less what was received on its invoices (void ones left out); the quote's lines are its scopeItems, printed as the scope of work and not summed again.",
      answers: { 201: json('the new invoice', invoiceSchema), 404: notFound('quote'), 409: err('the quote is not signed, is paid in full, or its final invoice exists (existingId)') },
    },
    async ({ params }, _request, reply) => reply.code(201).send(await createFinalInvoice(db, params.id)),
  );
  addRoute(app, { ...invoices, method: 'GET', path: '/api/invoices', summary: 'Invoices, newest first', query: listQuerySchema, answers: { 200: list('one page of invoices', invoiceSchema), 400: invalid } }, async ({ query }, _request, reply) =>
    sendJsonPage(reply, await listInvoicesJson(db, query)),
  );
  addRoute(app, { ...invoices, ...byId, method: 'GET', path: '/api/invoices/:id', summary: 'One invoice', answers: { 200: json('the invoice', invoiceSchema), 400: invalid, 404: notFound('invoice') } }, async ({ params }) => getInvoice(db, params.id));
  addRoute(
    app,
    {
      ...invoices,
      method: 'POST',
      path: '/api/invoices',
      summary: 'Create an invoice (numbered INV-YYYY-NNNN)',
      body: jsonBody(invoiceInputSchema, 'Invoice'),
      answers: { 201: json('the new invoice', invoiceSchema), 400: invalid, 404: notFound('quote'), 409: err('an invoice for this quote exists (existingId)') },
    },
    async ({ body }, _request, reply) => reply.code(201).send(await createInvoice(db, body)),
  );
  addRoute(
    app,
    {
      ...invoices,
      ...byId,
      method: 'PUT',
      path: '/api/invoices/:id',
      summary: 'Edit an unpaid invoice in place (same number, figures recomputed)',
      body: jsonBody(invoiceUpdateInputSchema, 'Invoice'),
      answers: { 200: json('the invoice', invoiceSchema), 400: invalid, 404: notFound('invoice'), 409: err('the invoice has payments recorded (locked: void and replace it) or is void') },
    },
    async ({ params, body }) => updateInvoice(db, params.id, body),
  );
  addRoute(
    app,
    {
      ...invoices,
      ...byId,
      method: 'PATCH',
      path: '/api/invoices/:id/status',
      summary: 'Mark an invoice paid (records a payment of the balance due) or unpaid (only with no payments)',
      body: jsonBody(invoiceStatusInputSchema, 'Invoice status'),
      answers: { 200: json('the invoice', invoiceSchema), 400: invalid, 404: notFound('invoice'), 409: err('the invoice is void, or has payments and cannot be marked unpaid') },
    },
    async ({ params, body }) => setInvoiceStatus(db, params.id, body.status),
  );
  addRoute(
    app,
    { ...invoices, ...byId, method: 'GET', path: '/api/invoices/:id/payments', summary: 'An invoice and its payments, oldest first', answers: { 200: json('the invoice and its payments', invoicePaymentsSchema), 400: invalid, 404: notFound('invoice') } },
    async ({ params }) => getInvoicePayments(db, params.id),
  );
  addRoute(
    app,
    {
      ...invoices,
      ...byId,
      method: 'POST',
      path: '/api/invoices/:id/payments',
      summary: 'Record a payment (amount, date, method); status moves unpaid -> partially_paid -> paid',
      body: jsonBody(paymentInputSchema, 'Payment'),
      answers: { 201: json('the invoice and its payments', invoicePaymentsSchema), 400: err('invalid, or more than the balance due'), 404: notFound('invoice'), 409: err('the invoice is void or already paid in full') },
    },
    async ({ params, body }, _request, reply) => reply.code(201).send(await recordPayment(db, params.id, body)),
  );
  addRoute(
    app,
    {
      ...invoices,
      ...byId,
      method: 'POST',
      path: '/api/invoices/:id/void',
      summary: 'Void an invoice with a reason and issue its replacement (both kept and linked)',
      description: 'The payments received are copied to the replacement. Without `replacement` the new invoice copies the old one.',
      body: jsonBody(voidInvoiceInputSchema, 'Void invoice'),
      answers: { 201: json('the void invoice and its replacement', z.object({ voided: invoiceSchema, replacement: invoiceSchema })), 400: invalid, 404: notFound('invoice'), 409: err("the invoice is already void, or the replacement's total is below what was received") },
    },
    async ({ params, body }, _request, reply) => reply.code(201).send(await voidAndReplaceInvoice(db, params.id, body)),
  );

  // Dashboard
  const documents = { tag: 'Documents', method: 'GET' } as const;
  addRoute(app, { ...documents, path: '/api/stats', summary: 'Dashboard figures', answers: { 200: json('counts and total value', statsSchema) } }, async () => getStats(db));
  addRoute(
    app,
    {
      ...documents,
      path: '/api/attention',
      summary: "The dashboard's Needs attention list",
      description:
        'Quotes whose customer asked for changes, invoices past due (not paid in full, due before today), sent quotes whose Valid Until is within 7 days, sent quotes viewed 3 or more days ago and not signed. One row per document under its most pressing reason, the most pressing first, at most 50.',
      answers: { 200: json('the documents to act on', attentionSchema) },
    },
    async () => getAttention(db),
  );
}
