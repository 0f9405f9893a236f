import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema } from '#shared/documents/schemas.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { signingEvents, signingLinks } from '#server/db/schema.ts';
import { linkBaseOf } from '#server/http/link-base.ts';
import { addRoute, err, invalid, json, jsonBody, notFound, successSchema, timestampSchema } from '#server/http/route-spec.ts';
import { listUndeliveredSms, retrySms } from '#server/sms/sms-outbox.ts';
import { clientInfo } from '#server/modules/signing/signing-routes.ts';
import { documentExists, listReminders, stopReminders } from '#server/modules/reminders/reminders.ts';
import { invoiceSentSchema, sendInvoiceEmailSchema } from '#shared/sending/send-invoice-email.ts';
import { invoiceSendEvents, sendInvoiceByEmail } from './send-invoice.ts';
import { prepareSend, quoteEvents, recordSmsLink, sendQuoteByEmail, sendQuoteBySms, type SendContext } from './send-to-customer.ts';

const sendPreparedSchema = z.object({
  quoteId: z.uuid(),
  quoteNumber: z.string(),
  shareableLink: z.string(),
  signingUrl: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('the customer phone as +1XXXXXXXXXX, null when it is not a mobile number'),
  smsConfigured: z.boolean().describe('true: "Text it" sends through the SMS provider; false: it opens smsHref on the phone'),
  smsBody: z.string(),
  smsHref: z.string().nullable(),
});
const sentSchema = z.object({ to: z.string().nullable(), at: timestampSchema, alreadySent: z.boolean().describe('a second tap within two minutes: nothing more was sent') });
const emailBodySchema = z.object({ to: z.email('must be a valid e-mail address').max(254).optional() });
const smsBodySchema = z.object({ to: z.string().trim().max(40).optional() });
const reminderSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['quote_viewed', 'quote_expiring', 'invoice_overdue']),
  step: z.number().int(),
  dueAt: timestampSchema,
  status: z.enum(['scheduled', 'sent', 'stopped', 'skipped']),
  reason: z.string().nullable(),
  sentTo: z.string().nullable(),
  at: timestampSchema,
});
const eventSchema = z.object({
  kind: z.string(),
  at: timestampSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  to: z.string().nullable(),
  reminder: z.string().nullable(),
  undelivered: z.boolean().optional().describe("an invoice's send whose mail failed or waits to retry (listed in GET /api/mail/undelivered)"),
});
const timelineSchema = z.object({ events: z.array(eventSchema), reminders: z.array(reminderSchema), stoppedAt: timestampSchema.nullable() });
const stoppedSchema = z.object({ stopped: z.number().int().describe('reminders that were waiting'), stoppedAt: timestampSchema });
const undeliveredSmsSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: timestampSchema,
  createdAt: timestampSchema,
  quoteId: z.uuid().nullable(),
});

/** Staff: "Send to customer" (e-mail, text), the document timelines with their reminders, and "Stop reminders". */
export async function sendingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const context = (request: Parameters<typeof clientInfo>[0]): SendContext => ({ linkBase: linkBaseOf(app.config), client: clientInfo(request), smsConfigured: app.sms !== null });
  const cannot = err('the quote is signed, replaced or expired, or texts are not set up');

  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/quotes/:id/prepare-send',
      tag: 'Sending',
      summary: 'What the send dialog needs: the signing link (made if missing; a draft is issued first), the customer e-mail and phone, the text message',
      params: idParamSchema,
      answers: { 200: json('ready to send', sendPreparedSchema), 404: notFound('quote or draft'), 409: cannot },
    },
    async ({ params: { id } }, request) => prepareSend(db, id, context(request)),
  );
  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/quotes/:id/send-email',
      tag: 'Sending',
      summary: 'Send the quote to the customer by e-mail (the Settings template), through the outbox; on the audit trail',
      params: idParamSchema,
      body: { ...jsonBody(emailBodySchema, 'E-mail'), required: false },
      answers: { 200: json('queued (or already sent moments ago)', sentSchema), 400: invalid, 404: notFound('quote'), 409: cannot, 422: err('the quote has no customer e-mail') },
    },
    async ({ params: { id }, body }, request) => {
      const sent = await sendQuoteByEmail(db, id, body ?? {}, context(request));
      void app.outbox.kick();
      return sent;
    },
  );
  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/invoices/:id/send-email',
      tag: 'Sending',
      summary: 'Send the invoice to the customer by e-mail with its PDF attached (the Settings subject and message, or the ones edited in the dialog), through the outbox; on its timeline',
      params: idParamSchema,
      body: { ...jsonBody(sendInvoiceEmailSchema, 'Invoice e-mail'), required: false },
      answers: {
        200: json('queued (or already sent moments ago)', invoiceSentSchema),
        400: invalid,
        404: notFound('invoice'),
        409: err('the invoice is void'),
        422: err('the invoice has no customer e-mail and none was given'),
      },
    },
    async ({ params: { id }, body }, request) => {
      const sent = await sendInvoiceByEmail(db, id, body ?? {}, { client: clientInfo(request) });
      void app.outbox.kick();
      return sent;
    },
  );
  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/quotes/:id/send-sms',
      tag: 'Sending',
      summary: 'Text the quote link to the customer through the SMS provider (TWILIO_*), through the SMS outbox; on the audit trail',
      params: idParamSchema,
      body: { ...jsonBody(smsBodySchema, 'Text message'), required: false },
      answers: { 200: json('queued (or already sent moments ago)', sentSchema), 400: invalid, 404: notFound('quote'), 409: cannot, 422: err('the quote has no mobile number') },
    },
    async ({ params: { id }, body }, request) => {
      const sent = await sendQuoteBySms(db, id, body ?? {}, context(request));
      void app.smsOutbox?.kick();
      return sent;
    },
  );
  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/quotes/:id/sms-link',
      tag: 'Sending',
      summary: "Record that staff opened 'Text it' in their phone's messaging app (no SMS provider)",
      params: idParamSchema,
      body: { ...jsonBody(smsBodySchema, 'Text message'), required: false },
      answers: { 200: json('recorded', sentSchema), 400: invalid, 404: notFound('quote'), 409: cannot },
    },
    async ({ params: { id }, body }, request) => recordSmsLink(db, id, body ?? {}, context(request)),
  );

  addRoute(
    app,
    { method: 'GET', path: '/api/quotes/:id/timeline', tag: 'Sending', summary: "The quote's timeline: link events, sends, views, reminders (scheduled, sent, skipped)", params: idParamSchema, answers: { 200: json('the timeline', timelineSchema), 404: notFound('quote') } },
    async ({ params: { id } }) => {
      if (!(await documentExists(db, { quoteId: id }))) throw new AppError('not_found', 'Quote not found');
      return { events: await quoteEvents(db, id), ...(await listReminders(db, { quoteId: id })) };
    },
  );
  addRoute(
    app,
    { method: 'GET', path: '/api/invoices/:id/timeline', tag: 'Sending', summary: "The invoice's timeline: its sends by e-mail and its reminders (scheduled, sent, skipped)", params: idParamSchema, answers: { 200: json('the timeline', timelineSchema), 404: notFound('invoice') } },
    async ({ params: { id } }) => {
      if (!(await documentExists(db, { invoiceId: id }))) throw new AppError('not_found', 'Invoice not found');
      return { events: await invoiceSendEvents(db, id), ...(await listReminders(db, { invoiceId: id })) };
    },
  );
  addRoute(
    app,
    { method: 'POST', path: '/api/quotes/:id/reminders/stop', tag: 'Sending', summary: 'Stop reminders of a quote (now and for good); on the audit trail', params: idParamSchema, answers: { 200: json('stopped', stoppedSchema), 404: notFound('quote') } },
    async ({ params: { id } }, request) =>
      db.transaction(async (tx) => {
        if (!(await documentExists(tx, { quoteId: id }))) throw new AppError('not_found', 'Quote not found');
        const now = new Date();
        const stopped = await stopReminders(tx, { quoteId: id }, now);
        const [link] = await tx.select({ id: signingLinks.id }).from(signingLinks).where(eq(signingLinks.quoteId, id)).orderBy(desc(signingLinks.createdAt)).limit(1);
        const { ip, userAgent } = clientInfo(request);
        if (link) await tx.insert(signingEvents).values({ linkId: link.id, kind: 'reminders_stopped', at: now, ip, userAgent });
        return { stopped, stoppedAt: now.toISOString() };
      }),
  );
  addRoute(
    app,
    { method: 'POST', path: '/api/invoices/:id/reminders/stop', tag: 'Sending', summary: 'Stop the overdue reminders of an invoice (now and for good)', params: idParamSchema, answers: { 200: json('stopped', stoppedSchema), 404: notFound('invoice') } },
    async ({ params: { id } }) =>
      db.transaction(async (tx) => {
        if (!(await documentExists(tx, { invoiceId: id }))) throw new AppError('not_found', 'Invoice not found');
        const now = new Date();
        return { stopped: await stopReminders(tx, { invoiceId: id }, now), stoppedAt: now.toISOString() };
      }),
  );

  addRoute(
    app,
    { method: 'GET', path: '/api/sms/undelivered', tag: 'Sending', summary: 'Text messages not delivered (yet), newest first', answers: { 200: json('at most 200 messages', z.array(undeliveredSmsSchema)) } },
    async () => listUndeliveredSms(db),
  );
  addRoute(
    app,
    { method: 'POST', path: '/api/sms/:id/retry', tag: 'Sending', summary: 'Try an undelivered text message again now', params: idParamSchema, answers: { 200: json('queued', successSchema), 404: notFound('undelivered message') } },
    async ({ params: { id } }) => {
      if (!(await retrySms(db, id))) throw new AppError('not_found', 'No undelivered text message with this id');
      void app.smsOutbox?.kick();
      return { success: true };
    },
  );
}
