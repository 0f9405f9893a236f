import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  idParamSchema,
  invoiceInputSchema,
  invoiceStatusInputSchema,
  invoiceUpdateInputSchema,
  listQuerySchema,
  paymentInputSchema,
  voidInvoiceInputSchema,
} from '../../../shared/documents/schemas.ts';
import { parseInput } from '../../http/validate.ts';
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

const idOf = (params: unknown) => parseInput(idParamSchema, params, 'Address').id;
const listQuery = (query: unknown) => parseInput(listQuerySchema, query, 'List query');

/** A list answers SPEC.md's plain array; the next page's cursor rides in a header. */
function sendPage<T>(reply: FastifyReply, page: { items: T[]; nextCursor: string | null }): T[] {
  if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
  return page.items;
}

/** The same for a page the database wrote as JSON text: sent as it is. */
function sendJsonPage(reply: FastifyReply, page: JsonPage): FastifyReply {
  if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
  return reply.type('application/json; charset=utf-8').send(page.body);
}

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/api/drafts', async (request, reply) => sendJsonPage(reply, await listDraftsJson(db, 'active', listQuery(request.query))));
  app.get('/api/drafts/archived', async (request, reply) => sendJsonPage(reply, await listDraftsJson(db, 'archived', listQuery(request.query))));
  app.get('/api/drafts/:id', async (request) => getDraft(db, idOf(request.params)));
  app.post('/api/drafts', async (request, reply) => reply.code(201).send(await createDraft(db, request.body)));
  app.put('/api/drafts/:id', async (request) => updateDraft(db, idOf(request.params), request.body));
  app.patch('/api/drafts/:id/archive', async (request) => setDraftStatus(db, idOf(request.params), 'archived'));
  app.patch('/api/drafts/:id/unarchive', async (request) => setDraftStatus(db, idOf(request.params), 'active'));
  app.delete('/api/drafts/:id', async (request, reply) => {
    await deleteDraft(db, idOf(request.params));
    return reply.code(204).send();
  });

  app.get('/api/quotes', async (request, reply) => sendJsonPage(reply, await listQuotesJson(db, listQuery(request.query))));
  app.get('/api/quotes/:id', async (request) => getQuote(db, idOf(request.params)));
  app.post('/api/quotes', async (request, reply) => reply.code(201).send(await createQuote(db, request.body)));
  app.post('/api/quotes/:id/revise', async (request, reply) => reply.code(201).send(await reviseQuote(db, idOf(request.params))));
  app.post('/api/quotes/:id/deposit-invoice', async (request, reply) => reply.code(201).send(await createDepositInvoice(db, idOf(request.params))));
  app.post('/api/quotes/:id/final-invoice', async (request, reply) => reply.code(201).send(await createFinalInvoice(db, idOf(request.params))));

  // Two lists in one answer: the cursor carries one position for each, and a list that has ended
  // stays ended on later pages.
  app.get('/api/signed-quotes', async (request, reply) => {
    const query = listQuery(request.query);
    const cursors = query.before ? decodePairCursor(query.before) : { quotes: undefined, links: undefined };
    const [regular, links] = await Promise.all([
      cursors.quotes === null ? { body: '[]', nextCursor: null } : listSignedQuotesJson(db, { ...query, before: cursors.quotes }),
      cursors.links === null ? { items: [], nextCursor: null } : listLinkQuotes(db, { ...query, before: cursors.links }, { signedOnly: true }),
    ]);
    if (regular.nextCursor || links.nextCursor) reply.header('X-Next-Cursor', encodePairCursor({ quotes: regular.nextCursor, links: links.nextCursor }));
    return reply.type('application/json; charset=utf-8').send(`{"regularQuotes":${regular.body},"linkQuotes":${JSON.stringify(links.items)}}`);
  });
  app.get('/api/link-quotes', async (request, reply) => sendPage(reply, await listLinkQuotes(db, listQuery(request.query))));

  app.get('/api/invoices', async (request, reply) => sendJsonPage(reply, await listInvoicesJson(db, listQuery(request.query))));
  app.get('/api/invoices/:id', async (request) => getInvoice(db, idOf(request.params)));
  app.post('/api/invoices', async (request, reply) => reply.code(201).send(await createInvoice(db, parseInput(invoiceInputSchema, request.body, 'Invoice'))));
  app.put('/api/invoices/:id', async (request) => updateInvoice(db, idOf(request.params), parseInput(invoiceUpdateInputSchema, request.body, 'Invoice')));
  app.patch('/api/invoices/:id/status', async (request) => setInvoiceStatus(db, idOf(request.params), parseInput(invoiceStatusInputSchema, request.body, 'Invoice status').status));
  app.get('/api/invoices/:id/payments', async (request) => getInvoicePayments(db, idOf(request.params)));
  app.post('/api/invoices/:id/payments', async (request, reply) =>
    reply.code(201).send(await recordPayment(db, idOf(request.params), parseInput(paymentInputSchema, request.body, 'Payment'))),
  );
  app.post('/api/invoices/:id/void', async (request, reply) =>
    reply.code(201).send(await voidAndReplaceInvoice(db, idOf(request.params), parseInput(voidInvoiceInputSchema, request.body, 'Void invoice'))),
  );

  app.get('/api/stats', async () => getStats(db));
  app.get('/api/attention', async () => getAttention(db));
}
